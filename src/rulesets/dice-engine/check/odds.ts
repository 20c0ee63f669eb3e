// Exact odds of a check by enumerating every face tuple of its dice (DE-ROLL-4, DE-CRIT-*,
// DE-ADV-*, DE-DOS-*). Keep-two with crits on the kept pair does not factor into a simple
// convolution, but the pool is small: 2 + |net| dice of 10 or 12 faces. Counts are integers over
// `outcomes` (the product of the die sizes), so every probability is an exact fraction.

import { judge } from "./check.js";
import { CRIT_CLASSES, type CritClass, classifyCrit } from "./crit.js";
import { type CheckOptions, resolveCheckOptions } from "./options.js";
import { type DieSize, dieSizes, keptIndices, netAdvantage } from "./pool.js";
import { type CheckRequestInput, parseCheckRequest } from "./request.js";

/** 12^6: six d12s. Past this the enumeration is refused rather than left to run for minutes. */
export const MAX_ODDS_OUTCOMES = 12 ** 6;

export interface CheckOdds {
  /** Number of equally likely face tuples; every count below is out of this. */
  outcomes: number;
  /** Count of each final total (DE-ROLL-5). */
  total: Map<number, number>;
  /** Count of each crit class of the kept pair. */
  crit: Record<CritClass, number>;
  /** Present when the request has a target. */
  vsTarget?: {
    success: number;
    failure: number;
    /** Successes below the target (super-critical attacks) and failures at or above it (double 1s). */
    forcedSuccess: number;
    forcedFailure: number;
    /** Count of each DoS ≥ 1 among successes, and each DoF ≥ 0 among failures. */
    dos: Map<number, number>;
    dof: Map<number, number>;
  };
}

export function checkOdds(input: CheckRequestInput, options: Partial<CheckOptions> = {}): CheckOdds {
  const req = parseCheckRequest(input);
  const opts = resolveCheckOptions(options);
  const net = netAdvantage(req.advantage, req.disadvantage, req.unskilled);
  const sizes = dieSizes(req.training, net, opts);
  const outcomes = sizes.reduce((p, s) => p * s, 1);
  if (outcomes > MAX_ODDS_OUTCOMES) {
    throw new RangeError(
      `exact odds of ${sizes.length} dice (${outcomes} outcomes) exceed ${MAX_ODDS_OUTCOMES}`,
    );
  }
  const thresholds = sizes.map((_, i) => req.critThresholds[i] ?? opts.critThreshold);
  const focus = req.attack || req.unskilled ? 0 : req.focusRating;
  const flat = req.stat + focus + req.modifiers.reduce((s, m) => s + m, 0);

  const raw = keptCounts(sizes, net, thresholds, opts);

  const total = new Map<number, number>();
  const crit = Object.fromEntries(CRIT_CLASSES.map((k) => [k, 0])) as Record<CritClass, number>;
  const vs =
    req.target === undefined
      ? undefined
      : { success: 0, failure: 0, forcedSuccess: 0, forcedFailure: 0, dos: new Map(), dof: new Map() };
  for (const [key, n] of raw) {
    const [sum, cls] = key.split("|") as [string, CritClass];
    const t = Number(sum) + flat;
    add(total, t, n);
    crit[cls] += n;
    if (vs && req.target !== undefined) {
      const o = judge(t, req.target, cls, req.attack, opts);
      if (o.success) {
        vs.success += n;
        add(vs.dos, o.dos, n);
        if (o.forced === "success") vs.forcedSuccess += n;
      } else {
        vs.failure += n;
        add(vs.dof, o.dof, n);
        if (o.forced === "fail" && t >= req.target) vs.forcedFailure += n;
      }
    }
  }
  const result: CheckOdds = { outcomes, total: sortMap(total), crit };
  if (vs) result.vsTarget = { ...vs, dos: sortMap(vs.dos), dof: sortMap(vs.dof) };
  return result;
}

/**
 * First pass: how many face tuples give each (kept sum + crit bonus, crit class) pair; everything
 * else is derived from them. It depends on the dice, not on the stat, focus, modifiers or target,
 * so it is kept for the next check with the same dice: an odds table asks for thousands of cells
 * of a few dice pools, and a pool of four d12s is 20,736 tuples.
 */
function keptCounts(
  sizes: readonly DieSize[],
  net: number,
  thresholds: readonly number[],
  opts: CheckOptions,
): Map<string, number> {
  const key = JSON.stringify([sizes, net, thresholds, opts]);
  let raw = keptMemo.get(key);
  if (raw) return raw;
  raw = new Map<string, number>();
  const counts = raw;
  forEachTuple(sizes, (faces) => {
    const [a, b] = keptIndices(faces, net);
    const c = classifyCrit([faces[a]!, faces[b]!], [thresholds[a]!, thresholds[b]!], opts);
    const k = `${faces[a]! + faces[b]! + c.rollBonus}|${c.crit}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  });
  if (keptMemo.size >= KEPT_MEMO_SIZE) keptMemo.delete(keptMemo.keys().next().value!);
  keptMemo.set(key, raw);
  return raw;
}

/** Pools remembered by keptCounts: every training × advantage level of a table, with room to spare. */
const KEPT_MEMO_SIZE = 64;
const keptMemo = new Map<string, Map<string, number>>();

/** Calls `visit` with every face tuple (1..size per die); the array is reused between calls. */
export function forEachTuple(sizes: readonly DieSize[], visit: (faces: readonly number[]) => void): void {
  const faces = sizes.map(() => 1);
  for (;;) {
    visit(faces);
    let i = faces.length - 1;
    while (i >= 0 && faces[i] === sizes[i]) faces[i--] = 1;
    if (i < 0) return;
    faces[i]!++;
  }
}

/** A count as a reduced fraction [numerator, denominator]. */
export function fraction(count: number, outcomes: number): [number, number] {
  const g = gcd(count, outcomes);
  return [count / g, outcomes / g];
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return Math.abs(a) || 1;
}

function add(m: Map<number, number>, k: number, n: number): void {
  m.set(k, (m.get(k) ?? 0) + n);
}

function sortMap(m: Map<number, number>): Map<number, number> {
  return new Map([...m].sort((x, y) => x[0] - y[0]));
}
