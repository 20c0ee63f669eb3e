#!/usr/bin/env node
// Lists the rule IDs of a checklist (../shared/rules/<name>.md) that no test names.
// Usage: node scripts/rule-coverage.mjs ../shared/rules/lucky13.md src/rulesets/lucky13 [more dirs…]
// A rule counts as covered when a *.test.ts file under the given folders contains its ID
// followed by a non-digit (so L13-HP-1 is not covered by L13-HP-10). Ranges such as
// "L13-HP-1..9" in a test name count for every ID in the range.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const [checklist, ...dirs] = process.argv.slice(2);
if (!checklist || dirs.length === 0) {
  console.error("usage: node scripts/rule-coverage.mjs CHECKLIST.md DIR [DIR…]");
  process.exit(2);
}
const ids = [
  ...new Set(
    [...readFileSync(checklist, "utf8").matchAll(/\*\*([A-Z0-9]+-[A-Z]+-\d+)\*\*/g)].map((m) => m[1]),
  ),
];
const narrative = new Set(
  [
    ...readFileSync(checklist, "utf8").matchAll(
      /\*\*([A-Z0-9]+-[A-Z]+-\d+)\*\* \[(narrative|non-mechanical)\]/g,
    ),
  ].map((m) => m[1]),
);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".test.ts") ? [p] : [];
  });
}
const text = dirs
  .flatMap(files)
  .map((f) => readFileSync(f, "utf8"))
  .join("\n");
const covered = new Set();
for (const id of ids) {
  if (new RegExp(`${id}(?!\\d)`).test(text)) covered.add(id);
}
// Ranges like L13-HP-1..9 or L13-HP-1–9.
for (const m of text.matchAll(/([A-Z0-9]+-[A-Z]+-)(\d+)(?:\.\.|–|-)(\d+)/g)) {
  for (let n = Number(m[2]); n <= Number(m[3]); n++) covered.add(`${m[1]}${n}`);
}
const missing = ids.filter((id) => !covered.has(id));
console.log(`${ids.length - missing.length} of ${ids.length} rule IDs are named by a test.`);
for (const id of missing) console.log(`  not named: ${id}${narrative.has(id) ? " [narrative]" : ""}`);
process.exitCode = missing.some((id) => !narrative.has(id)) ? 1 : 0;
