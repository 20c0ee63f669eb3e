// Runs the dice-layer benchmarks and prints one table per section:
//   node bench/run.js               all sections (what `npm run bench` runs, after a build)
//   node bench/run.js odds          one section; several may be named: `node bench/run.js roll sample`
// Sections: roll (full rolls vs rpg-dice-roller), tree (the same, reading every die of the result),
// sample (compiled totals-only sampling), odds (exact distributions vs icepool). They import the
// built package from ../dist.

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sinkValue } from "./lib.js";

const SECTIONS = {
  roll: async () => (await import("./roll.js")).rollBench(),
  tree: async () => treeBench(),
  sample: async () => (await import("./sample.js")).sampleBench(),
  odds: async () => (await import("./odds.js")).oddsBench(),
};

/**
 * Section 1b: the roll table again, but reading the whole explanation of every roll.
 *
 * A seeded roll works out its total at once and builds its result tree (an object per die, the
 * notation of each term) when the tree is first read: the `roll` section reads only `.total`, as
 * a table that shows the total first does. This section reads `.canonical`, `.tree` and `.dice`
 * of every roll, so it measures the full cost of a roll whose every die is shown, for example by
 * the table server, which logs each die. The peer builds its result objects as it rolls, so its
 * column is the same as in the `roll` section. Not a goal; shown so the cost of laziness is known.
 */
async function treeBench() {
  const { DiceRoll } = await import("@dice-roller/rpg-dice-roller");
  const { parse, Rng, rngSource, roll } = await import("../dist/index.js");
  const { NOTATIONS } = await import("./roll.js");
  const { environment, fmtRate, fmtRatio, measureRates, printTable } = await import("./lib.js");
  console.log("\n## 1b. Full rolls per second with every die read: Tabula vs @dice-roller/rpg-dice-roller\n");
  console.log(environment());
  const cases = NOTATIONS.flatMap((text, i) => {
    const src = rngSource(Rng.fromSeed(3000 + i));
    return [
      {
        key: `${text}/tabula-tree`,
        run: (n) => {
          let s = 0;
          for (let k = 0; k < n; k++) {
            const r = roll(parse(text), src);
            s += r.total + r.dice.length + r.canonical.length + (r.tree.type === "dice" ? 1 : 0);
          }
          return s;
        },
      },
      {
        key: `${text}/peer`,
        run: (n) => {
          let s = 0;
          for (let k = 0; k < n; k++) s += new DiceRoll(text).total;
          return s;
        },
      },
    ];
  });
  const r = measureRates(cases);
  const rows = NOTATIONS.map((text) => {
    const tabula = r.get(`${text}/tabula-tree`).rate;
    const peer = r.get(`${text}/peer`).rate;
    return [text, fmtRate(tabula), fmtRate(peer), fmtRatio(tabula / peer)];
  });
  printTable({
    title: "Rolls/s, parse included, every roll's tree and dice read (no goal: the cost of the lazy tree)",
    headers: ["notation", "Tabula parse+roll+tree/s", "peer parse+roll/s", "ratio"],
    rows,
    notes: [
      "Tabula: roll(parse(text), source), then .canonical, .tree and .dice read (the tree is built then).",
      "peer: new DiceRoll(text).total, as in the roll section (the peer builds its results as it rolls).",
    ],
  });
}

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
