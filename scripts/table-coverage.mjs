// Per ruleset, the rule IDs that tests name but never play through a Session/Table (issue 21).
// Usage: node scripts/table-coverage.mjs [--rules DIR] [--list]
//
// A thin runner over scripts/rule-coverage.mjs, which decides "at the table" per test file by its
// imports (see that script's header: engine/table.js, engine/session.js, or a ruleset helper that
// plays through them). This script runs it once per shipped ruleset with --strict-table and prints
// one line each: named, proven at the table, only below it (explained in
// docs/rules-at-the-table.md / not explained). --list also prints the unexplained IDs.
// Checklists are read from --rules DIR (default ../shared/rules, beside the checkout).
// Exit code 1 when any ruleset has an unexplained rule proven only below the table.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const at = args.indexOf("--rules");
const rulesDir = at >= 0 && args[at + 1] ? resolve(args[at + 1]) : resolve(root, "..", "shared", "rules");
const list = args.includes("--list");

const RULESETS = [
  ["dice-engine", "dice-engine.md"],
  ["objects", "objects-d6.md"],
  ["lucidity", "lucidity-d20.md"],
  ["lucky13", "lucky13.md"],
  ["beat15", "beat15-d20.md"],
];

let failing = 0;
for (const [dir, checklist] of RULESETS) {
  const file = join(rulesDir, checklist);
  if (!existsSync(file)) {
    console.log(`${dir}: checklist ${file} not found`);
    failing++;
    continue;
  }
  const run = spawnSync(
    process.execPath,
    [join(root, "scripts", "rule-coverage.mjs"), file, join(root, "src", "rulesets", dir), "--strict-table"],
    { cwd: root, encoding: "utf8" },
  );
  const out = `${run.stdout}${run.stderr}`;
  const named = out.match(/(\d+) of (\d+) rule IDs are named by a test/);
  const table = out.match(
    /(\d+) of (\d+) are proven at the table; (\d+) mechanical ones only below it \((\d+) explained[^,]*, (\d+) not\)/,
  );
  const below = [...out.matchAll(/only below the table: (\S+)/g)].map((m) => m[1]);
  if (!named || !table) {
    console.log(`${dir}: could not read rule-coverage's summary (exit ${run.status})\n${out.slice(-500)}`);
    failing++;
    continue;
  }
  const [, atTable, total, onlyBelow, explained, notExplained] = table;
  console.log(
    `${dir}: ${named[1]}/${named[2]} named; ${atTable}/${total} at the table; ` +
      `${onlyBelow} only below it (${explained} explained, ${notExplained} not)`,
  );
  if (list && below.length > 0) console.log(`  ${below.join(" ")}`);
  if (Number(notExplained) > 0) failing++;
}
process.exit(failing > 0 ? 1 : 0);
