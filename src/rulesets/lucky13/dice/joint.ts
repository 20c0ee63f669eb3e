// Exact distributions that also remember implosion: for every total, the probability of reaching it
// with no counted die imploded (`clean`) and with at least one (`imploded`). Keeping the two apart
// is what makes P(dilemma) exact under advantage, where only the kept throw's 1s count.

import { L13Error } from "./errors.js";
import type { DieSize } from "./ladder.js";
import type { L13DiceOptions } from "./options.js";
import type { Pool, PoolSlot } from "./pool.js";
import { type DieRule, dieRule } from "./rules.js";

/** P(total = offset + i, no implosion) = clean[i]; with one or more implosions: imploded[i]. */
export interface Joint {
  offset: number;
  clean: Float64Array;
  imploded: Float64Array;
  /** Probability mass cut off where explosion chains were followed no further. */
  lost: number;
}

/** An explosion chain is followed until the chance of reaching the next link is below this. */
export const EPSILON = 1e-15;

/** A limit on multiply-adds per question (about a second), so a silly pool is refused, not hung. */
export const MAX_WORK = 2e8;

export class Work {
  private spent = 0;
  spend(n: number): void {
    this.spent += n;
    if (this.spent > MAX_WORK) {
      throw new L13Error(
        "too_costly",
        [],
        "this pool is too large to compute exact odds for; sample it instead",
      );
    }
  }
}

export function pointJoint(v: number): Joint {
  return { offset: v, clean: Float64Array.of(1), imploded: Float64Array.of(0), lost: 0 };
}

/** Total probability of each total, implosion or not. */
export function marginal(j: Joint): Float64Array {
  const m = new Float64Array(j.clean.length);
  for (let i = 0; i < m.length; i++) m[i] = j.clean[i]! + j.imploded[i]!;
  return m;
}

/** One die under its rule: faces 1..N, and each maximum rerolled while the rule allows (L13-EXPL-1..6). */
export function dieJoint(size: DieSize, rule: DieRule, eps = EPSILON): Joint {
  const n = size;
  const p = 1 / n;
  // Links of the chain actually followed: all of them up to maxRerolls, or until unlikely enough.
  let depth = 0;
  let reach = 1;
  while (depth < rule.maxRerolls && reach * p >= eps) {
    reach *= p;
    depth++;
  }
  const capped = depth === rule.maxRerolls; // the last link's maximum is final, not rerolled
  const clean = new Float64Array(depth * n + n);
  const imploded = new Float64Array(depth * n + n);
  let r = 1;
  for (let k = 0; k <= depth; k++) {
    const last = k === depth;
    const top = last && capped ? n : n - 1;
    for (let f = 1; f <= top; f++) {
      const implodes = f === 1 && (k === 0 ? rule.implodes : rule.rerollImplodes);
      (implodes ? imploded : clean)[k * n + f - 1]! += r * p;
    }
    r *= p;
  }
  // value k·n + f sits at index k·n + f − 1 (offset 1)
  const lost = capped ? 0 : reach * p;
  return { offset: 1, clean, imploded, lost };
}

function conv(a: Float64Array, b: Float64Array, out: Float64Array): void {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += x * b[j]!;
  }
}

/** The sum of two independent parts: imploded if either part is. */
export function addJoints(a: Joint, b: Joint, work: Work): Joint {
  const len = a.clean.length + b.clean.length - 1;
  work.spend(3 * a.clean.length * b.clean.length);
  const clean = new Float64Array(len);
  const imploded = new Float64Array(len);
  conv(a.clean, b.clean, clean);
  conv(a.imploded, marginal(b), imploded);
  conv(a.clean, b.imploded, imploded);
  return { offset: a.offset + b.offset, clean, imploded, lost: a.lost + b.lost - a.lost * b.lost };
}

/** The dice of one throw of a slot, summed. */
export function groupJoint(slot: PoolSlot, o: L13DiceOptions, work: Work): Joint {
  let acc = pointJoint(0);
  slot.dice.forEach((size, k) => {
    acc = addJoints(acc, dieJoint(size, dieRule(slot.role, k > 0, o)), work);
  });
  return acc;
}

/**
 * A slot thrown `rolls` times keeping the highest (or lowest), the first of equal throws winning
 * (L13-EXPL-11). Throw j is kept with total t when the earlier throws are strictly worse and the
 * later ones no better, so P(kept = t, flag) = Σ_j g_flag(t) · P(worse)^(j−1) · P(worse or equal)^(n−j).
 */
export function keepJoint(g: Joint, rolls: number, keep: PoolSlot["keep"], work: Work): Joint {
  if (rolls <= 1 || keep === "only") return g;
  const m = marginal(g);
  const len = m.length;
  work.spend(len * rolls * 2);
  // worse[i] = P(a throw is strictly worse than total i), worseEq[i] = P(worse or equal).
  const worse = new Float64Array(len);
  const worseEq = new Float64Array(len);
  if (keep === "highest") {
    let acc = 0;
    for (let i = 0; i < len; i++) {
      worse[i] = acc;
      acc += m[i]!;
      worseEq[i] = acc;
    }
  } else {
    let acc = 0;
    for (let i = len - 1; i >= 0; i--) {
      worse[i] = acc;
      acc += m[i]!;
      worseEq[i] = acc;
    }
  }
  const clean = new Float64Array(len);
  const imploded = new Float64Array(len);
  for (let i = 0; i < len; i++) {
    let w = 0;
    for (let j = 1; j <= rolls; j++) w += worse[i]! ** (j - 1) * worseEq[i]! ** (rolls - j);
    clean[i] = g.clean[i]! * w;
    imploded[i] = g.imploded[i]! * w;
  }
  // A throw whose chain was truncated makes the whole keep unknown: 1 − (1 − lost)^n.
  return { offset: g.offset, clean, imploded, lost: 1 - (1 - g.lost) ** rolls };
}

export function slotJoint(slot: PoolSlot, o: L13DiceOptions, work: Work): Joint {
  return keepJoint(groupJoint(slot, o, work), slot.rolls, slot.keep, work);
}

/** The pool's total with its implosion flag. */
export function poolJoint(pool: Pool, o: L13DiceOptions, work = new Work()): Joint {
  let acc = pointJoint(0);
  for (const slot of pool.slots) acc = addJoints(acc, slotJoint(slot, o, work), work);
  return acc;
}
