// Runs the dice-layer benchmarks and prints one table per section:
//   node bench/run.js               all three sections (what `npm run bench` runs, after a build)
//   node bench/run.js odds          one section; several may be named: `node bench/run.js roll sample`
// Sections: roll (full rolls vs rpg-dice-roller), sample (compiled totals-only sampling),
// odds (exact distributions vs icepool). They import the built package from ../dist.

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sinkValue } from "./lib.js";

const SECTIONS = {
  roll: async () => (await import("./roll.js")).rollBench(),
  sample: async () => (await import("./sample.js")).sampleBench(),
  odds: async () => (await import("./odds.js")).oddsBench(),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !(w in SECTIONS));
if (unknown.length > 0) {
  console.error(`unknown section ${unknown.join(", ")}; choose from ${Object.keys(SECTIONS).join(", ")}`);
  process.exit(2);
}
if (!existsSync(fileURLToPath(new URL("../dist/index.js", import.meta.url)))) {
  console.error("dist/index.js is missing: run `npm run build` first (or use `npm run bench`)");
  process.exit(2);
}

const started = performance.now();
for (const name of wanted.length > 0 ? wanted : Object.keys(SECTIONS)) await SECTIONS[name]();
console.log(`\n(done in ${((performance.now() - started) / 1000).toFixed(1)} s; sink ${sinkValue()})`);
