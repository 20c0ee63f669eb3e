// Section 3: exact odds. odds(expr) works out the whole distribution of a total exactly (no
// sampling). icepool (Python) is the reference implementation of the keep/drop method Tabula uses,
// so its times are the yardstick.
//
// Each call is odds(text): parse plus the full distribution, timed one call at a time after a
// warm-up, over interleaved rounds; the median is reported (p10–p90 shows the spread).
//
// icepool reference times (ms per call) were measured with icepool on this machine class; icepool
// is not installable here (no Python package index access), so they are constants, not live
// measurements. Re-measure them if the hardware changes.
//
// Below the table, one sanity line per expression shows the answer is real: the exact mean, the
// range and P(max), next to the mean of 200,000 seeded samples from compile(expr).
//
// Goal: Tabula at least 10x faster than icepool on every expression.

import { compile, odds, Rng } from "../dist/index.js";
import { environment, fmtMs, fmtNum, fmtRatio, printTable, summarize, timeCalls } from "./lib.js";

/** icepool, ms per call, measured on this machine class (provenance: see the header comment). */
export const ICEPOOL_MS = {
  "10d10kh3": 2.1,
  "40d6>=5": 3.0,
  "100d6": 74,
  "3d12!{10} >= 30": 13,
  "20d10kh5": 4.6,
};

const GOAL = 10;
const CHECK_SAMPLES = 200_000;

function sanity(expr, seed) {
  const d = odds(expr);
  const sampler = compile(expr);
  const rng = Rng.fromSeed(seed);
  const s = summarize(() => sampler(rng), CHECK_SAMPLES);
  const se = d.stdev / Math.sqrt(CHECK_SAMPLES);
  const ok = Math.abs(s.mean - d.mean) <= 5 * se;
  return {
    line:
      `  ${ok ? "ok  " : "WARN"} ${expr.padEnd(16)} mean ${fmtNum(d.mean, 6)}, sd ${fmtNum(d.stdev, 4)}, ` +
      `range ${d.min}..${d.max}, P(max) ${fmtNum(d.p(d.max), 4)}, total probability ${fmtNum(d.mass + d.lost, 12)}; ` +
      `sampled mean ${fmtNum(s.mean, 6)} (${CHECK_SAMPLES} samples, 5 SE = ${fmtNum(5 * se, 2)})`,
    warning: ok ? null : `the sampled mean of ${expr} is off the exact mean by more than 5 standard errors`,
  };
}

export async function oddsBench() {
  console.log("\n## 3. Exact odds: odds(expr) vs icepool reference times\n");
  console.log(environment());
  const exprs = Object.keys(ICEPOOL_MS);
  const t = timeCalls(exprs.map((e) => ({ key: e, call: () => odds(e).mean })));
  const rows = exprs.map((e) => {
    const m = t.get(e);
    const speedup = ICEPOOL_MS[e] / m.median;
    return [
      e,
      fmtMs(m.median),
      `${fmtMs(m.p10)}–${fmtMs(m.p90)}`,
      String(m.calls),
      fmtMs(ICEPOOL_MS[e]),
      fmtRatio(speedup),
      speedup >= GOAL ? "yes" : "NO",
    ];
  });
  const checks = exprs.map((e, i) => sanity(e, 7000 + i));
  printTable({
    title: `Exact distribution, ms per call (goal: >= ${GOAL}x faster than icepool)`,
    headers: [
      "expression",
      "Tabula ms (median)",
      "p10–p90 ms",
      "calls",
      "icepool ms",
      "speed-up",
      `>= ${GOAL}x`,
    ],
    rows,
    notes: [
      "icepool ms: reference constants measured on this machine class (icepool is not installable here).",
      "Sanity (exact answer vs seeded simulation):",
      ...checks.map((c) => c.line),
      ...checks.filter((c) => c.warning).map((c) => `WARNING: ${c.warning}`),
    ],
  });
}
