#!/usr/bin/env node
// Lists the rule IDs of a checklist (../shared/rules/<name>.md) that no test names, and those that
// tests prove only below the table.
// Usage: node scripts/rule-coverage.mjs ../shared/rules/lucky13.md src/rulesets/lucky13 [more dirs…]
//        [--explained docs/rules-at-the-table.md] [--list-table]
//
// Named: a rule counts as covered when a *.test.ts file under the given folders contains its ID
// followed by a non-digit (so L13-HP-1 is not covered by L13-HP-10). Ranges such as
// "L13-HP-1..9" in a test name count for every ID in the range.
//
// At the table: a test file proves its rule IDs at the table when it plays them the way a table
// does (intent in, events out, state after), that is when it
//   - imports the engine's table path itself: `engine/table.js` (resolveAction, Table),
//     `engine/session.js` (Session) or `engine/script.js` (runScript, what `tabula play` runs); or
//   - imports a test helper that does (a module under a `testing/` folder, or named `testing.ts`,
//     followed through its own imports of other helpers); shipped modules are not followed, so a
//     duel or a CLI verb that happens to import the engine does not make its tests "table" tests; or
//   - is a CLI test that runs `tabula play` (the string "play" as a command argument).
// The criterion is per file, not per test: a table test file that also names a rule in a unit test
// counts that rule as proven at the table. A rule named only by files that meet none of the three
// is "proven only below the table". Such a rule is "explained" when the --explained page (default
// docs/rules-at-the-table.md, when it exists) lists it as a bullet starting with its ID in bold,
// `- **DE-CHAR-1** why no table action reaches it`; ranges `**DE-CHAR-1..4**` count for each ID.
// The exit code is 1 when a mechanical rule is not named at all, or (with --strict-table) when a
// rule is proven only below the table and not explained.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const bool = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return false;
  argv.splice(i, 1);
  return true;
};
const explainedPath = flag("--explained") ?? "docs/rules-at-the-table.md";
const strictTable = bool("--strict-table");
const listTable = bool("--list-table");
const [checklist, ...dirs] = argv;
if (!checklist || dirs.length === 0) {
  console.error(
    "usage: node scripts/rule-coverage.mjs CHECKLIST.md DIR [DIR…] [--explained PAGE.md] [--strict-table] [--list-table]",
  );
  process.exit(2);
}
const checklistText = readFileSync(checklist, "utf8");
const ids = [...new Set([...checklistText.matchAll(/\*\*([A-Z0-9]+-[A-Z]+-\d+)\*\*/g)].map((m) => m[1]))];
const narrative = new Set(
  [...checklistText.matchAll(/\*\*([A-Z0-9]+-[A-Z]+-\d+)\*\* \[(narrative|non-mechanical)\]/g)].map(
    (m) => m[1],
  ),
);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".test.ts") ? [p] : [];
  });
}

/** The IDs a text names, ranges included. */
function named(text) {
  const out = new Set();
  for (const id of ids) if (new RegExp(`${id}(?!\\d)`).test(text)) out.add(id);
  for (const m of text.matchAll(/([A-Z0-9]+-[A-Z]+-)(\d+)(?:\.\.|–|-)(\d+)/g)) {
    for (let n = Number(m[2]); n <= Number(m[3]); n++) out.add(`${m[1]}${n}`);
  }
  return out;
}

const TABLE_MODULE = /(^|\/)engine\/(table|session|script)\.js$/;
const isHelper = (p) => /(^|\/)testing(\/|\.[jt]s$)/.test(p);
const importsOf = (path, text) =>
  [...text.matchAll(/(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g)].map((m) =>
    resolve(dirname(path), m[1]).replace(/\\/g, "/"),
  );
const tableMemo = new Map();
/** Whether a module imports the table path, itself or through test helpers. */
function reachesTable(path, text, seen = new Set()) {
  if (tableMemo.has(path)) return tableMemo.get(path);
  seen.add(path);
  let yes = false;
  for (const imp of importsOf(path, text)) {
    if (TABLE_MODULE.test(imp)) yes = true;
    else if (isHelper(imp)) {
      const ts = imp.replace(/\.js$/, ".ts");
      if (!seen.has(ts) && existsSync(ts) && reachesTable(ts, readFileSync(ts, "utf8"), seen)) yes = true;
    }
    if (yes) break;
  }
  tableMemo.set(path, yes);
  return yes;
}
const runsPlay = (text) => /\(\s*["'`]play["'`]\s*,/.test(text);

const byTable = new Set();
const byAny = new Set();
for (const f of dirs.flatMap(files)) {
  const text = readFileSync(f, "utf8");
  const n = named(text);
  const table = reachesTable(resolve(f).replace(/\\/g, "/"), text) || runsPlay(text);
  for (const id of n) {
    byAny.add(id);
    if (table) byTable.add(id);
  }
}

const explained = new Map();
if (existsSync(explainedPath)) {
  for (const m of readFileSync(explainedPath, "utf8").matchAll(
    /^\s*[-*] \*\*([A-Z0-9]+-[A-Z]+-)(\d+)(?:\.\.(\d+))?\*\*\s*(.*)$/gm,
  )) {
    const last = m[3] ? Number(m[3]) : Number(m[2]);
    for (let k = Number(m[2]); k <= last; k++) explained.set(`${m[1]}${k}`, m[4].trim());
  }
}

const missing = ids.filter((id) => !byAny.has(id));
const below = ids.filter((id) => byAny.has(id) && !byTable.has(id) && !narrative.has(id));
const unexplained = below.filter((id) => !explained.has(id));
console.log(`${ids.length - missing.length} of ${ids.length} rule IDs are named by a test.`);
for (const id of missing) console.log(`  not named: ${id}${narrative.has(id) ? " [narrative]" : ""}`);
console.log(
  `${ids.filter((id) => byTable.has(id)).length} of ${ids.length} are proven at the table; ` +
    `${below.length} mechanical ones only below it (${below.length - unexplained.length} explained in ${explainedPath}, ${unexplained.length} not).`,
);
for (const id of unexplained) console.log(`  only below the table: ${id}`);
if (listTable)
  for (const id of below.filter((id) => explained.has(id)))
    console.log(`  explained: ${id} — ${explained.get(id)}`);
process.exitCode =
  missing.some((id) => !narrative.has(id)) || (strictTable && unexplained.length > 0) ? 1 : 0;
