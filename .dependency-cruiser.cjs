// The layers of docs/DESIGN (web -> server -> store; cli/server -> rulesets -> engine -> dice, with
// designer/ and sim/ beside the rulesets' consumers), checked on the imports of src/ and web/src/.
// `npm run layers` runs it; test/layers.test.ts fails the suite when an arrow runs up a layer or
// files import each other in a circle. Type-only imports count: a contract imported upward is still
// a layer that knows about the one above it.

/** Paths (regular expressions from the repository root) that a layer may not import. */
const forbidden = (name, from, to, why) => ({
  name,
  comment: why,
  severity: "error",
  from: { path: from },
  to: { path: to },
});

const ABOVE_RULESETS = "^src/(designer|sim|cli|server|store|client)/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files that import each other in a circle cannot be understood (or loaded) one at a time.",
      severity: "error",
      from: { path: "^(src|web/src)/" },
      // A circle made only of type imports is erased by the compiler and loads fine; it is still
      // worth untying, but it is not counted here.
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    forbidden(
      "dice-knows-no-rules",
      "^src/dice/",
      "^src/(engine|rulesets|designer|sim|cli|server|store|client)/",
      "dice knows no rules.",
    ),
    forbidden(
      "engine-knows-no-ruleset",
      "^src/engine/",
      "^src/(rulesets|designer|sim|cli|server|store|client)/",
      "The engine knows no particular ruleset and none of its consumers.",
    ),
    forbidden(
      "ruleset-knows-no-tools",
      "^src/rulesets/",
      ABOVE_RULESETS,
      "A ruleset knows no designer, simulator, CLI, server or store.",
    ),
    forbidden(
      "designer-sim-below-consumers",
      "^src/(designer|sim)/",
      "^src/(cli|server|store|client)/",
      "The designer and the simulator sit beside the rulesets' consumers, below them.",
    ),
    forbidden(
      "designer-sim-use-the-registry",
      "^src/(designer|sim)/",
      "^src/rulesets/(?!(index|fight-threads)\\.ts$)",
      "designer/ and sim/ read rulesets from the registry (index.ts; fight-threads.ts for threads), never one by name.",
    ),
    forbidden(
      "store-knows-rows",
      "^src/store/",
      "^src/(server|cli|client|rulesets|designer|sim)/",
      "The store knows only rows.",
    ),
    forbidden(
      "server-knows-no-cli",
      "^src/server/",
      "^src/cli/",
      "The server does not know the command line.",
    ),
    forbidden(
      "nothing-below-web-knows-a-browser",
      "^src/",
      "^web/",
      "Nothing below the web app knows a browser exists.",
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|dist-web|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
