#!/usr/bin/env node
// Mutation testing of one ruleset folder with StrykerJS and its Vitest runner: how many deliberate
// small breakages of the rules (a `<` made `<=`, a `+ 1` dropped, a branch emptied) the ruleset's
// own tests catch. Not part of CI: a folder takes minutes to an hour.
//
// Usage: npm run mutate -- <folder> [--concurrency N] [--files GLOB] [--full]
//        e.g. npm run mutate -- src/rulesets/beat15/rules
//             npm run mutate -- src/rulesets/dice-engine/conditions
//
// What is mutated: the folder's TypeScript files, not its tests (*.test.ts), test helpers (testing/),
// nor pure data or schema files listed in SKIP below. Which tests run: the ruleset's own tests only
// (scripts/vitest-mutate.config.mjs includes src/rulesets/<id> alone), and for each mutant only the
// tests that reached its code in the first run (coverage per test), so a run never pays for the
// whole suite. One test process at a
// time by default (the machine is shared); the report is printed and written to
// reports/mutation/<ruleset>-<folder>.html (and .json), which git ignores.
//
// Incremental: a run keeps its results in reports/mutation/<name>.incremental.json, and the next
// run of the same folder (and --files) tests again only the mutants whose code or covering tests
// changed since, so adding a test that kills a survivor costs seconds, not the whole folder.
// --full ignores that file and tests every mutant again.
//
// Timeouts: a mutant whose tests run past 1.5 × their dry-run time + 15 s (+ Stryker's measured
// overhead) counts as a timeout, i.e. detected; most endless loops are caught sooner by Stryker's
// hit counter. (It was 60 s: each hanging mutant cost a minute.)

import { existsSync, mkdirSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import { Stryker } from "@stryker-mutator/core";

const argv = process.argv.slice(2);
const take = (name, fallback) => {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const concurrency = Number(take("--concurrency", "1"));
const files = take("--files", "**/*.ts");
const fullIndex = argv.indexOf("--full");
const full = fullIndex >= 0;
if (full) argv.splice(fullIndex, 1);
const [folderArg] = argv;
if (!folderArg || !existsSync(folderArg) || !statSync(folderArg).isDirectory()) {
  console.error("usage: npm run mutate -- <folder under src/rulesets/<id>> [--concurrency N] [--files GLOB]");
  process.exit(2);
}
const folder = relative(process.cwd(), resolve(folderArg)).replace(/\\/g, "/");
const m = /^src\/rulesets\/([^/]+)/.exec(folder);
if (!m) {
  console.error(`the folder must be inside src/rulesets/<id>/, got ${folder}`);
  process.exit(2);
}
const ruleset = m[1];
const filesSlug =
  files === "**/*.ts" ? "" : `-${files.replace(/[^A-Za-z0-9.]+/g, "_").replace(/^_|_$/g, "")}`;
const name = `${ruleset}-${folder.slice(m[0].length).replace(/^\//, "").replace(/\//g, "-") || "all"}${filesSlug}`;
mkdirSync("reports/mutation", { recursive: true });
process.env.TABULA_MUTATE_RULESET = ruleset;

/** Files whose lines are data or types, where a mutant is a changed constant no rule reads as logic. */
const SKIP = ["**/index.ts", "**/*-docs.ts", "**/errors.ts", "**/migrate.ts"];

const stryker = new Stryker({
  packageManager: "npm",
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "scripts/vitest-mutate.config.mjs", related: false },
  mutate: [
    `${folder}/${files}`,
    `!${folder}/**/*.test.ts`,
    `!${folder}/**/testing/**`,
    ...SKIP.map((g) => `!${folder}/${g}`),
  ],
  coverageAnalysis: "perTest",
  concurrency,
  checkers: [],
  ignoreStatic: true,
  timeoutMS: 15_000,
  // The first, unmutated run of the whole ruleset's tests (with per-test coverage) took over
  // Stryker's default 5 minutes for the Dice Engine on the shared 2-core machine at load 16.
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  force: full,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: `.stryker-tmp/${name}`,
  // The sandbox copies the project: leave out what no ruleset test reads.
  ignorePatterns: [
    "web",
    "bench",
    "dist",
    "dist-web",
    "test",
    "docs",
    "reports",
    "tabula-data",
    "test-artifacts",
    "coverage",
    // Other runs' sandboxes: copied too, a run beside another failed when one changed mid-copy.
    ".stryker-tmp",
  ],
  cleanTempDir: "always",
  thresholds: { high: 85, low: 70, break: null },
});
const started = Date.now();
const results = await stryker.runMutationTest();
const seconds = (Date.now() - started) / 1000;
const counts = {};
for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
const killed = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
const valid = killed + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
console.log(
  `${folder}${filesSlug ? ` (${files})` : ""}: ${results.length} mutants; killed ${killed} of ${valid} valid (${valid ? ((100 * killed) / valid).toFixed(1) : "—"}%); ${JSON.stringify(counts)}; ${seconds.toFixed(0)} s`,
);
