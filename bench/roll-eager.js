// What a roll costs now that roll()'s result carries every field as its own (issue 18: `{...r}`,
// structuredClone(r) and JSON.stringify(r) give canonical, total, tree and dice), against building
// the whole explanation at once, the peer, and optionally an earlier build:
//   node bench/roll-eager.js                          (after `npx tsc -p tsconfig.build.json`)
//   BEFORE=/tmp/old-dist node bench/roll-eager.js     (also an older build of src/, e.g.
//     `git stash`-free: `git worktree add /tmp/old <commit> && cd /tmp/old && npx tsc -p
//     tsconfig.build.json --outDir /tmp/old-dist`, with node_modules reachable from there)
//
// How the fields are made own without building them: the result defines `tree` and `dice` (and
// `canonical` of an uncached tree) as own enumerable accessors with getter functions shared by
// every result (src/dice/lazy.ts); spreading, structuredClone and JSON read them through their
// getters, so a copy is whole while a roll whose fields are never read never builds them. "eager"
// is the alternative: the explaining roller (explain.ts) on every roll, a plain object per result.
//
// Columns: rolls/s, parse included (as the roll section of bench/run.js judges its 20x goal);
// `spread` also copies each result with {...r} (which builds its tree and dice).

import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { explain } from "../dist/dice/explain.js";
import { parse, Rng, rngSource, roll } from "../dist/index.js";
import { environment, fmtRate, fmtRatio, loop, measureRates, printTable } from "./lib.js";
import { NOTATIONS } from "./roll.js";

const before = process.env.BEFORE ? await import(`${process.env.BEFORE.replace(/\/$/, "")}/index.js`) : null;

const cases = NOTATIONS.flatMap((text) => {
  const src = rngSource(Rng.fromSeed(7));
  const out = [
    { key: `${text}/now`, run: loop(() => roll(parse(text), src).total) },
    { key: `${text}/eager`, run: loop(() => explain(parse(text), src, false).total) },
    { key: `${text}/spread`, run: loop(() => ({ ...roll(parse(text), src) }).dice.length) },
    { key: `${text}/peer`, run: loop(() => new DiceRoll(text).total) },
  ];
  if (before) {
    const bsrc = before.rngSource(before.Rng.fromSeed(7));
    out.push({ key: `${text}/before`, run: loop(() => before.roll(before.parse(text), bsrc).total) });
  }
  return out;
});
const rates = measureRates(cases);
const rate = (k) => rates.get(k).rate;
const headers = ["notation", "now/s", "eager/s", "now+spread/s", "peer/s", "now vs peer", "eager vs peer"];
if (before) headers.push("before/s", "now vs before");
headers.push("eager cost");
printTable({
  title: [environment(), "Rolls/s, parse included: own-accessor result, eager plain object, peer"],
  headers,
  rows: NOTATIONS.map((t) => {
    const row = [
      t,
      fmtRate(rate(`${t}/now`)),
      fmtRate(rate(`${t}/eager`)),
      fmtRate(rate(`${t}/spread`)),
      fmtRate(rate(`${t}/peer`)),
      fmtRatio(rate(`${t}/now`) / rate(`${t}/peer`)),
      fmtRatio(rate(`${t}/eager`) / rate(`${t}/peer`)),
    ];
    if (before) row.push(fmtRate(rate(`${t}/before`)), fmtRatio(rate(`${t}/now`) / rate(`${t}/before`)));
    row.push(fmtRatio(rate(`${t}/now`) / rate(`${t}/eager`)));
    return row;
  }),
  notes: [
    "eager cost = how many times faster a roll is with the lazy own-accessor result than built whole at once.",
    before ? `before = the build in ${process.env.BEFORE} (prototype getters: {...r} gave only total).` : "",
  ].filter(Boolean),
});
