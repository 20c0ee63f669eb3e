// Shared helpers for the benchmarks: a timing harness and a plain-text table printer.
//
// How a throughput case is measured (measureRates):
//   1. each case is a function run(n) that performs n operations and returns a number (the sum of
//      its results, fed into a sink so the work cannot be optimised away);
//   2. every case is warmed up first (so the JIT has optimised it), then calibrated: n is doubled
//      until one run(n) takes at least ~2 ms, which makes the harness's own overhead negligible;
//   3. the cases are then measured in interleaved rounds (round 1: A B C …, round 2: B C … A, …),
//      each for a fixed time slice, and the best round per case is reported. Interleaving spreads
//      slow phases of the machine (other processes, frequency changes, GC) over all cases, and the
//      best round is the least disturbed estimate of what the code itself costs.
// Latency cases (timeCalls) time every call separately and report the median.
//
// Nothing here asserts on time: the benchmarks print numbers and ratios for a reader to judge.
// BENCH_SLICE_MS and BENCH_ROUNDS in the environment override the slice length and round count;
// BENCH_VERBOSE=1 prints every round.

import os from "node:os";

export const SLICE_MS = Number(process.env.BENCH_SLICE_MS) || 300;
export const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
export const WARMUP_MS = Math.max(50, Math.round(SLICE_MS / 3));
/** BENCH_VERBOSE=1 prints every round of every case, to see how noisy a run was. */
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);

let sink = 0;

/** Keeps a result alive so the work that produced it cannot be dropped by the optimiser. */
export function consume(x) {
  sink = (sink + (Number(x) || 0)) % 1e9;
}

export function sinkValue() {
  return sink;
}

const now = () => Number(process.hrtime.bigint()) / 1e6; // milliseconds, sub-microsecond resolution

/**
 * Wraps a one-operation function as a run(n) loop. The loop's call site is shared by every case
 * built this way, so it costs every case the same small (non-inlined) call.
 */
export function loop(one) {
  return (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += one();
    return s;
  };
}

function warm(run, ms) {
  const end = now() + ms;
  let n = 1;
  while (now() < end) {
    consume(run(n));
    if (n < 1 << 20) n *= 2;
  }
}

function calibrate(run, targetMs = 2) {
  let n = 1;
  for (;;) {
    const t0 = now();
    consume(run(n));
    const dt = now() - t0;
    if (dt >= targetMs || n >= 1 << 30) return n;
    n = dt <= 0 ? n * 16 : Math.max(n * 2, Math.ceil((n * targetMs * 1.2) / dt));
  }
}

function slice(run, n, ms) {
  let ops = 0;
  const t0 = now();
  let t = t0;
  do {
    consume(run(n));
    ops += n;
    t = now();
  } while (t - t0 < ms);
  return (ops * 1000) / (t - t0);
}

/**
 * Operations per second for each case, best of `rounds` interleaved slices.
 * cases: { key, run(n) } (run may be null for a case that cannot run; it gets rate null).
 * Returns Map key -> { rate, rounds: number[] }.
 */
export function measureRates(cases, { sliceMs = SLICE_MS, rounds = ROUNDS, warmupMs = WARMUP_MS } = {}) {
  const live = cases.filter((c) => c.run);
  for (const c of live) warm(c.run, warmupMs);
  const batch = new Map(live.map((c) => [c.key, calibrate(c.run)]));
  const seen = new Map(live.map((c) => [c.key, []]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < live.length; i++) {
      const c = live[(i + r) % live.length];
      seen.get(c.key).push(slice(c.run, batch.get(c.key), sliceMs));
    }
  }
  const out = new Map();
  for (const c of cases) {
    const rs = seen.get(c.key);
    if (VERBOSE && rs) console.log(`  ${c.key}: ${rs.map((x) => fmtRate(x)).join(", ")} /s`);
    out.set(c.key, rs ? { rate: Math.max(...rs), rounds: rs } : { rate: null, rounds: [] });
  }
  return out;
}

/**
 * Milliseconds per call for each case: warm-up, then every call timed on its own over interleaved
 * rounds of `sliceMs` (at least `minCalls` calls per round); reports the median and spread.
 * cases: { key, call() }. Returns Map key -> { median, p10, p90, calls }.
 */
export function timeCalls(
  cases,
  { sliceMs = SLICE_MS, rounds = ROUNDS, warmupMs = WARMUP_MS, minCalls = 20 } = {},
) {
  for (const c of cases) {
    const end = now() + warmupMs;
    let calls = 0;
    while (now() < end || calls < 10) {
      consume(c.call());
      calls++;
    }
  }
  const samples = new Map(cases.map((c) => [c.key, []]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < cases.length; i++) {
      const c = cases[(i + r) % cases.length];
      const xs = samples.get(c.key);
      const start = now();
      let calls = 0;
      while (now() - start < sliceMs || calls < minCalls) {
        const t0 = now();
        consume(c.call());
        xs.push(now() - t0);
        calls++;
      }
    }
  }
  const out = new Map();
  for (const [key, xs] of samples) {
    xs.sort((a, b) => a - b);
    const q = (p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
    out.set(key, { median: q(0.5), p10: q(0.1), p90: q(0.9), calls: xs.length });
  }
  return out;
}

// ---- formatting ----------------------------------------------------------------------------------

/** 1234567 -> "1.23 M", 45600 -> "45.6 k", 812 -> "812". */
export function fmtRate(x) {
  if (x === null || x === undefined || !Number.isFinite(x)) return "-";
  if (x >= 1e9) return `${(x / 1e9).toPrecision(3)} G`;
  if (x >= 1e6) return `${(x / 1e6).toPrecision(3)} M`;
  if (x >= 1e3) return `${(x / 1e3).toPrecision(3)} k`;
  return x.toPrecision(3);
}

export function fmtRatio(x) {
  if (x === null || x === undefined || !Number.isFinite(x)) return "-";
  return `${x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)}x`;
}

export function fmtMs(x) {
  if (x === null || x === undefined || !Number.isFinite(x)) return "-";
  return x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3);
}

export function fmtNum(x, digits = 4) {
  if (!Number.isFinite(x)) return String(x);
  if (x !== 0 && (Math.abs(x) < 1e-3 || Math.abs(x) >= 1e7)) return x.toExponential(digits - 1);
  return Number(x.toPrecision(digits)).toString();
}

/**
 * Prints a table: the first column left-aligned, the others right-aligned.
 * title: a line (or lines) above the table; notes: lines below it.
 */
export function printTable({ title, headers, rows, notes = [] }) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c)));
  const widths = headers.map((_, j) => Math.max(...cells.map((r) => (r[j] ?? "").length)));
  const line = (r) =>
    `| ${r.map((c, j) => (j === 0 ? (c ?? "").padEnd(widths[j]) : (c ?? "").padStart(widths[j]))).join(" | ")} |`;
  const rule = `|${widths.map((w, j) => (j === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  const out = [];
  for (const t of [].concat(title ?? [])) out.push(t);
  out.push("");
  out.push(line(cells[0]));
  out.push(rule);
  for (const r of cells.slice(1)) out.push(line(r));
  if (notes.length > 0) out.push("");
  for (const n of notes) out.push(n);
  console.log(out.join("\n"));
}

/** One line describing the machine, so tables from different runs can be told apart. */
export function environment() {
  const cpu = os.cpus()[0]?.model?.trim() ?? "unknown CPU";
  return `node ${process.version}, ${process.platform}/${process.arch}, ${cpu} (${os.cpus().length} threads); slice ${SLICE_MS} ms, best of ${ROUNDS} interleaved rounds`;
}

/** Mean and standard deviation of `n` values drawn by `draw()`, with min and max. */
export function summarize(draw, n) {
  let s = 0;
  let s2 = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const x = draw();
    s += x;
    s2 += x * x;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  const mean = s / n;
  return { mean, sd: Math.sqrt(Math.max(0, s2 / n - mean * mean)), min, max, n };
}
