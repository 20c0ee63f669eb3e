// The Vitest configuration `npm run mutate` gives Stryker: only the tests of the ruleset being
// mutated (TABULA_MUTATE_RULESET, set by scripts/mutate.mjs), so each mutant pays for its own
// ruleset's tests and no other.
import { defineConfig } from "vitest/config";

const ruleset = process.env.TABULA_MUTATE_RULESET;
if (!ruleset || !/^[a-z0-9-]+$/.test(ruleset))
  throw new Error("TABULA_MUTATE_RULESET must name a ruleset folder");

export default defineConfig({
  test: {
    include: [`src/rulesets/${ruleset}/**/*.test.ts`],
    testTimeout: 60_000,
  },
});
