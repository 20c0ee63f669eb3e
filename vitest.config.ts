import { defineConfig } from "vitest/config";

// Two projects. "pure" holds the tests of pure code (dice, engine, rulesets, designer, simulator):
// they share no process state, so they run without a fresh module graph per file (isolate: false),
// which more than halves their time: most of it was importing the same rulesets again per file
// (src/rulesets/lucidity, 2 workers: 45.9 s isolated, 20.8 s not). "io" holds everything that
// starts servers, stores, browsers or child processes, or changes process state, and keeps isolation.
const pure = [
  "src/**/*.test.ts",
  "test/dice/**/*.test.ts",
  "test/engine/**/*.test.ts",
  "test/designer/**/*.test.ts",
  "test/sim/**/*.test.ts",
  "test/types/**/*.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Hooks start servers, PGlite folders and browsers: seconds on a quiet machine, far more on a
    // loaded one (limits.test.ts's beforeAll passed 10 s there). A hung hook still fails, in 2 min.
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the machine's threads: a single worker on a 2-thread
    // CI box, which left a core idle while the browser and server tests waited on each other.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "pure", include: pure, isolate: false } },
      {
        extends: true,
        test: { name: "io", include: ["test/**/*.test.ts"], exclude: pure.slice(1) },
      },
    ],
  },
});
