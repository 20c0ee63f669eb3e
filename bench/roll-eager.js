// What it would cost to make roll()'s result a plain object with every field its own (so that
// `{...r}` and `structuredClone(r)` carry the tree and the dice, issue 18): `node bench/roll-eager.js`
// (after `npx tsc -p tsconfig.build.json`).
//
// Spreading and structuredClone copy own data properties only; a class's lazy accessors are not
// copied, own accessors cost ~900 ns per object in V8 (more than a whole roll), and a Proxy
// cannot be cloned. So "every field its own" means building the explanation at once: the
// explaining roller (explain.ts) on every roll instead of the fast pass (fast.ts) with a replay
// when read. This prints both against the peer (@dice-roller/rpg-dice-roller), parse included, as
// the roll section of bench/run.js judges its 20x goal.

import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { explain } from "../dist/dice/explain.js";
import { parse, Rng, rngSource, roll } from "../dist/index.js";
import { environment, fmtRate, fmtRatio, loop, measureRates, printTable } from "./lib.js";
import { NOTATIONS } from "./roll.js";

const cases = NOTATIONS.flatMap((text) => {
  const src = rngSource(Rng.fromSeed(7));
  return [
    { key: `${text}/lazy`, run: loop(() => roll(parse(text), src).total) },
    { key: `${text}/eager`, run: loop(() => explain(parse(text), src, false).total) },
    { key: `${text}/peer`, run: loop(() => new DiceRoll(text).total) },
  ];
});
const rates = measureRates(cases);
const rate = (k) => rates.get(k).rate;
printTable({
  title: [environment(), "Rolls/s, parse included: today's lazy result against an eager plain object"],
  headers: ["notation", "lazy (today)/s", "eager/s", "peer/s", "lazy vs peer", "eager vs peer", "eager cost"],
  rows: NOTATIONS.map((t) => [
    t,
    fmtRate(rate(`${t}/lazy`)),
    fmtRate(rate(`${t}/eager`)),
    fmtRate(rate(`${t}/peer`)),
    fmtRatio(rate(`${t}/lazy`) / rate(`${t}/peer`)),
    fmtRatio(rate(`${t}/eager`) / rate(`${t}/peer`)),
    fmtRatio(rate(`${t}/lazy`) / rate(`${t}/eager`)),
  ]),
  notes: ["eager cost = how many times slower a roll gets when its result is built whole at once."],
});
