#!/usr/bin/env node
// Issue 21: counts the Dice Engine's core perks by who carries out their text at the table:
//   by code        every effect the perk carries is read by a shipped module outside the catalogue
//                  (its effect `kind` appears as a string in src/**, tests and catalogue/ excluded);
//   GM adjudicates the catalogue marks it `gmAdjudicates` (the table is to show its text);
//   neither        no effects (or some effect no module reads) and no mark: a gap to close.
// Usage: npm run build (tsc is enough), then node scripts/catalogue-audit.mjs [--list]
// Reads the compiled catalogue in dist/ (Node 20 cannot import .ts) and greps src/ for readers.
// Only the Dice Engine perks are counted so far: the other rulesets' traits and items, and the
// Dice Engine's conditions and weapons, have no per-entry mark to count yet (see the report in
// docs/rules-at-the-table.md).

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const list = process.argv.includes("--list");
const compiled = "dist/rulesets/dice-engine/catalogue/perks.js";
if (!existsSync(compiled)) {
  console.error(
    `${compiled} is missing: run \`npm run build\` (or \`npx tsc -p tsconfig.build.json\`) first`,
  );
  process.exit(2);
}
const { CORE_PERKS } = await import(pathToFileURL(compiled).href);

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return p.endsWith("catalogue") ? [] : sources(p);
    return /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !/(^|\/)testing(\/|\.ts$)/.test(p) ? [p] : [];
  });
}
const shipped = sources("src")
  .map((p) => readFileSync(p, "utf8"))
  .join("\n");
const readers = new Map();
/** Whether a shipped module names the effect kind as a string ("stance", 'stance'). */
const isRead = (kind) => {
  if (!readers.has(kind)) readers.set(kind, new RegExp(`["'\`]${kind}["'\`]`).test(shipped));
  return readers.get(kind);
};

const rows = { code: [], gm: [], neither: [] };
for (const p of CORE_PERKS) {
  const kinds = [...new Set(p.effects.map((e) => e.kind))];
  const unread = kinds.filter((k) => !isRead(k));
  if (p.gmAdjudicates) rows.gm.push(`${p.name} (${p.gmAdjudicates.when.join(", ")})`);
  else if (kinds.length > 0 && unread.length === 0) rows.code.push(p.name);
  else
    rows.neither.push(
      `${p.name}: ${kinds.length === 0 ? "no effects" : `nothing reads ${unread.join(", ")}`}`,
    );
}

console.log("ruleset      kind   total  by code  GM adjudicates  neither");
console.log(
  `dice-engine  perks  ${String(CORE_PERKS.length).padStart(5)}  ${String(rows.code.length).padStart(7)}  ${String(rows.gm.length).padStart(14)}  ${String(rows.neither.length).padStart(7)}`,
);
if (list) for (const [k, v] of Object.entries(rows)) for (const x of v) console.log(`  ${k}: ${x}`);
else for (const x of rows.neither) console.log(`  neither: ${x}`);
process.exitCode = rows.neither.length > 0 ? 1 : 0;
