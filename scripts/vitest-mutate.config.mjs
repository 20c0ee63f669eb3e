// The Vitest configuration `npm run mutate` gives Stryker: only the tests of the ruleset being
// mutated (TABULA_MUTATE_RULESET, set by scripts/mutate.mjs), so each mutant pays for its own
// ruleset's tests and no other.
//
// isolate: false, as the "pure" project of vitest.config.ts already runs these tests: Stryker runs
// each mutant's covering tests in a new Vitest run, and with isolation every test file of that run
// imported the whole ruleset again (most of a mutant's time). The rules code Stryker instruments
// switches mutants at run time (a global it sets before each run), so a module cached across
// files or runs still tests the active mutant.
//
// Files run quickest first (and a file that failed the last run before the rest): Stryker stops a
// mutant's run at its first failing test, and Vitest's own order runs the longest files first, so a
// mutant a one-line test kills waited for the 4-second group-fight comparisons first.
import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer } from "vitest/node";

const ruleset = process.env.TABULA_MUTATE_RULESET;
if (!ruleset || !/^[a-z0-9-]+$/.test(ruleset))
  throw new Error("TABULA_MUTATE_RULESET must name a ruleset folder");

class QuickestFirst extends BaseSequencer {
  async sort(files) {
    const { cache, config } = this.ctx;
    const rank = (f) => {
      const key = `${f.project.name}:${relative(config.root, f.moduleId)}`;
      const last = cache.getFileTestResults(key);
      return [last?.failed ? 0 : 1, last?.duration ?? cache.getFileStats(key)?.size ?? 0];
    };
    const ranked = files.map((f) => [rank(f), f]);
    ranked.sort(([a], [b]) => a[0] - b[0] || a[1] - b[1]);
    return ranked.map(([, f]) => f);
  }
}

export default defineConfig({
  test: {
    include: [`src/rulesets/${ruleset}/**/*.test.ts`],
    testTimeout: 60_000,
    isolate: false,
    sequence: { sequencer: QuickestFirst },
  },
});
