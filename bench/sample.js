// Section 2: totals-only sampling. compile(expr) turns an expression into a sampler(rng) that
// returns just the total, for simulations that roll millions of times. How close does that come
// to the best a programmer could do by hand for one fixed roll?
//
// For each expression three things are timed, all with the same seeded Rng class:
//   compiled      compile(expr) once, then sampler(rng) per sample;
//   hand-written  a loop written for that one roll with rng.below(sides) draws (below);
//   raw PRNG      rng.next() and rng.below(6) per call: the ceiling on draws per second.
// The compiled sampler and the hand-written function are both called through the same shared loop
// (lib.loop), so they pay the same call overhead; the raw PRNG loops are written out inline.
// Before timing, both are checked against the exact mean from odds(expr).
//
// Goal: compiled within 3x of hand-written (compiled/hand-written >= 0.33).

import { compile, odds, Rng } from "../dist/index.js";
import { environment, fmtNum, fmtRate, fmtRatio, loop, measureRates, printTable, summarize } from "./lib.js";

const GOAL = 1 / 3;
const CHECK_SAMPLES = 50_000;

/** Hand-written samplers: the same rolls as the notation, for these expressions only. */
const HAND = {
  "1d20+5": (rng) => rng.below(20) + 6,
  "4d6kh3": (rng) => {
    const a = rng.below(6);
    const b = rng.below(6);
    const c = rng.below(6);
    const d = rng.below(6);
    return a + b + c + d + 4 - Math.min(a, b, c, d) - 1;
  },
  "8d6>=5": (rng) => {
    let hits = 0;
    for (let i = 0; i < 8; i++) if (rng.below(6) >= 4) hits++;
    return hits;
  },
  "10d10!kh3": (rng) => {
    // Every die thrown, explosions included (a 10 adds another die), keeps the best three.
    let x = 0;
    let y = 0;
    let z = 0; // x >= y >= z
    for (let i = 0; i < 10; i++) {
      let face;
      do {
        face = rng.below(10) + 1;
        if (face > z) {
          if (face > y) {
            z = y;
            if (face > x) {
              y = x;
              x = face;
            } else y = face;
          } else z = face;
        }
      } while (face === 10);
    }
    return x + y + z;
  },
  "100d20": (rng) => {
    let t = 100;
    for (let i = 0; i < 100; i++) t += rng.below(20);
    return t;
  },
};

/** Mean dice thrown per sample, for the reader (explosions make 10d10! throw more than 10). */
const DICE_PER_SAMPLE = { "1d20+5": 1, "4d6kh3": 4, "8d6>=5": 8, "10d10!kh3": 10 / 0.9, "100d20": 100 };

function verify(expr, seed) {
  const exact = odds(expr);
  const se = exact.stdev / Math.sqrt(CHECK_SAMPLES);
  const sampler = compile(expr);
  const rngA = Rng.fromSeed(seed);
  const rngB = Rng.fromSeed(seed + 1);
  const a = summarize(() => sampler(rngA), CHECK_SAMPLES);
  const b = summarize(() => HAND[expr](rngB), CHECK_SAMPLES);
  const bad = [a, b].some((s) => Math.abs(s.mean - exact.mean) > 5 * se);
  return {
    line: `  ${bad ? "WARN" : "ok  "} ${expr.padEnd(10)} exact mean ${fmtNum(exact.mean)}; compiled ${fmtNum(a.mean)}; hand-written ${fmtNum(b.mean)} (${CHECK_SAMPLES} samples, 5 SE = ${fmtNum(5 * se, 2)})`,
    warning: bad ? `compiled or hand-written sampler for ${expr} disagrees with the exact mean` : null,
  };
}

export async function sampleBench() {
  console.log("\n## 2. Totals-only sampling: compile(expr) vs hand-written vs raw PRNG\n");
  console.log(environment());
  const exprs = Object.keys(HAND);
  console.log("Checking the samplers against the exact means:");
  const checks = exprs.map((e, i) => verify(e, 3000 + 2 * i));
  for (const c of checks) console.log(c.line);

  const cases = [];
  exprs.forEach((expr, i) => {
    const sampler = compile(expr);
    const hand = HAND[expr];
    const rngC = Rng.fromSeed(4000 + i);
    const rngH = Rng.fromSeed(5000 + i);
    cases.push({ key: `${expr}/compiled`, run: loop(() => sampler(rngC)) });
    cases.push({ key: `${expr}/hand`, run: loop(() => hand(rngH)) });
  });
  const rngN = Rng.fromSeed(6000);
  const rngB = Rng.fromSeed(6001);
  cases.push({
    key: "next",
    run: (n) => {
      let s = 0;
      for (let i = 0; i < n; i++) s ^= rngN.next();
      return s;
    },
  });
  cases.push({
    key: "below6",
    run: (n) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += rngB.below(6);
      return s;
    },
  });
  const r = measureRates(cases);
  const rate = (k) => r.get(k).rate;
  const below6 = rate("below6");
  const rows = exprs.map((expr) => {
    const c = rate(`${expr}/compiled`);
    const h = rate(`${expr}/hand`);
    const dice = DICE_PER_SAMPLE[expr];
    return [
      expr,
      fmtNum(dice, 3),
      fmtRate(c),
      fmtRate(h),
      fmtRatio(c / h),
      fmtNum((below6 / c) * (1 / dice), 3),
      c / h >= GOAL ? "yes" : "NO",
    ];
  });
  rows.push(["raw rng.next()", "-", "-", fmtRate(rate("next")), "-", "-", "-"]);
  rows.push(["raw rng.below(6)", "1", "-", fmtRate(below6), "-", "1", "-"]);
  printTable({
    title: "Samples/s, totals only (goal: compiled/hand-written >= 0.33, i.e. within 3x)",
    headers: [
      "expression",
      "dice/sample",
      "compiled/s",
      "hand-written/s",
      "compiled/hand",
      "cost per die vs below(6)",
      ">= 0.33",
    ],
    rows,
    notes: [
      "compiled: s = compile(expr) once, then s(rng); hand-written: a function for that one roll (bench/sample.js).",
      "cost per die vs below(6): time per die thrown by the compiled sampler / time of one raw rng.below(6).",
      ...checks.filter((c) => c.warning).map((c) => `WARNING: ${c.warning}`),
    ],
  });
}
