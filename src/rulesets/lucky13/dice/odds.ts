// Exact odds before anything is rolled: the distribution of a die, a slot or a pool total under
// the play mode, P(success) and P(dilemma) of a check, contest win chances with the tie rules, and
// P(hit) and the damage distribution of an attack. Results use the dice layer's Distribution; any
// mass cut off by truncating explosion chains at 1e-15 per die is reported as `lost`.
// explosionPrompt is assumed to accept every reroll (a declined reroll is a player's choice).

import { Distribution } from "../../../dice/index.js";
import { L13Error, withPath } from "./errors.js";
import { dieJoint, type Joint, marginal, poolJoint, slotJoint, Work } from "./joint.js";
import { assertDieSize } from "./ladder.js";
import { type L13DiceOptions, resolveDiceOptions } from "./options.js";
import { buildPool, type PoolLike, type PoolSlot } from "./pool.js";
import { type CheckOptions, type CheckRequest, checkPool, TARGET } from "./resolve.js";
import { dieRule } from "./rules.js";
import type { SlotRole } from "./spec.js";

function toDistribution(p: Float64Array, offset: number, lost: number): Distribution {
  return Distribution.fromDense({ offset, p, lost });
}

function sum(a: Float64Array): number {
  let s = 0;
  for (const x of a) s += x;
  return s;
}

export interface PoolOdds {
  total: Distribution;
  /** P(at least one counted die implodes): the chance of a dilemma (L13-EXPL-12/13). */
  dilemma: number;
  lost: number;
}

function summarize(j: Joint): PoolOdds {
  return { total: toDistribution(marginal(j), j.offset, j.lost), dilemma: sum(j.imploded), lost: j.lost };
}

/** One die on its own under the play mode; `overflow` for a die a slot gained past d12. */
export function dieOdds(
  size: number,
  role: SlotRole,
  opts: Partial<L13DiceOptions> = {},
  overflow = false,
): PoolOdds {
  const o = resolveDiceOptions(opts);
  return summarize(dieJoint(assertDieSize(size, ["size"]), dieRule(role, overflow, o)));
}

/** One slot of a built pool, advantage and disadvantage included (max or min of whole throws). */
export function slotOdds(slot: PoolSlot, opts: Partial<L13DiceOptions> = {}): PoolOdds {
  return summarize(slotJoint(slot, resolveDiceOptions(opts), new Work()));
}

export function poolOdds(input: PoolLike, opts: Partial<L13DiceOptions> = {}): PoolOdds {
  const o = resolveDiceOptions(opts);
  return summarize(poolJoint(buildPool(input, o), o));
}

export interface CheckOdds extends PoolOdds {
  success: number;
  failure: number;
  /** P(success and a dilemma): a dilemma goes with either outcome. */
  successWithDilemma: number;
}

/** L13-CHK-2: P(total ≥ 13). A missing required asset is a certain failure (L13-ASSET-4). */
export function checkOdds(req: CheckRequest, opts: CheckOptions = {}): CheckOdds {
  const o = resolveDiceOptions(opts);
  // The unresolved options: resolving keeps only the dice options and would drop the ladder.
  const pool = checkPool(req, opts);
  if ((req.requiredAssets ?? []).some((a) => !a.available)) {
    return {
      total: Distribution.point(0),
      dilemma: 0,
      lost: 0,
      success: 0,
      failure: 1,
      successWithDilemma: 0,
    };
  }
  const j = poolJoint(pool, o);
  const base = summarize(j);
  let success = 0;
  let failure = 0;
  let successWithDilemma = 0;
  for (let i = 0; i < j.clean.length; i++) {
    const p = j.clean[i]! + j.imploded[i]!;
    if (j.offset + i >= TARGET) {
      success += p;
      successWithDilemma += j.imploded[i]!;
    } else failure += p;
  }
  // `lost` (truncated explosion chains, about 1e-15 per die) is counted in neither.
  return { ...base, success, failure, successWithDilemma };
}

export interface ContestOdds {
  /** P(side i wins), after the tie rule (roll-offs included). */
  win: number[];
  /** P(the first round ties at the top). */
  tie: number;
  /** P(a tie is left to the GM): nonzero only with contestTie or multiContestTie = gm. */
  undecided: number;
  lost: number;
}

/** A safety limit: the roll-off recursion visits every subset of sides. */
export const MAX_CONTEST_SIDES = 10;

/**
 * Contest odds (L13-OPP-1..5). For a set S of sides rolling together, P_S(T) is the chance that
 * exactly the sides in T share the top total; a roll-off among S repeats while all of S tie, so
 * W(S, i) = [P_S({i}) + Σ_{T ⊊ S, i ∈ T, |T| ≥ 2} P_S(T) · W(T, i)] / (1 − P_S(S)).
 */
export function contestOdds(sides: readonly PoolLike[], opts: Partial<L13DiceOptions> = {}): ContestOdds {
  const o = resolveDiceOptions(opts);
  const n = sides.length;
  if (n < 2) throw new L13Error("bad_contest", ["sides"], "a contest needs two or more sides");
  if (n > MAX_CONTEST_SIDES) {
    throw new L13Error("too_costly", ["sides"], `exact contest odds take at most ${MAX_CONTEST_SIDES} sides`);
  }
  const work = new Work();
  const joints = sides.map((s, i) => withPath(["sides", i], () => poolJoint(buildPool(s, o), o, work)));
  const lo = Math.min(...joints.map((j) => j.offset));
  const hi = Math.max(...joints.map((j) => j.offset + j.clean.length - 1));
  const width = hi - lo + 1;
  work.spend(3 ** n * width);
  // pmf[s][t] and less[s][t] = P(side s totals below lo + t)
  const pmf = joints.map((j) => {
    const m = marginal(j);
    const out = new Float64Array(width);
    m.forEach((p, i) => {
      out[j.offset - lo + i] = p;
    });
    return out;
  });
  const less = pmf.map((p) => {
    const out = new Float64Array(width);
    let acc = 0;
    for (let t = 0; t < width; t++) {
      out[t] = acc;
      acc += p[t]!;
    }
    return out;
  });
  const topIs = (set: number, top: number): number => {
    let total = 0;
    for (let t = 0; t < width; t++) {
      let prod = 1;
      for (let s = 0; s < n && prod > 0; s++) {
        if (!(set & (1 << s))) continue;
        prod *= top & (1 << s) ? pmf[s]![t]! : less[s]![t]!;
      }
      total += prod;
    }
    return total;
  };
  const all = (1 << n) - 1;
  const bits = (x: number) => [...Array(n).keys()].filter((s) => x & (1 << s));
  const lost = 1 - joints.reduce((a, j) => a * (1 - j.lost), 1);
  let tie = 0;
  for (let sub = all; sub > 0; sub = (sub - 1) & all) if (bits(sub).length >= 2) tie += topIs(all, sub);
  const rule = n === 2 ? o.contestTie : o.multiContestTie;
  const win = bits(all).map((i) => topIs(all, 1 << i));
  if (rule === "gm") return { win, tie, undecided: tie, lost };
  if (rule === "initiatorFails") {
    // Two sides only: a tie is the defender's (side 1) win.
    win[1]! += tie;
    return { win, tie, undecided: 0, lost };
  }
  const memo = new Map<number, number[]>();
  const rollOff = (set: number): number[] => {
    const known = memo.get(set);
    if (known) return known;
    const out = new Array<number>(n).fill(0);
    const allTie = topIs(set, set);
    for (const i of bits(set)) {
      let w = topIs(set, 1 << i);
      for (let sub = (set - 1) & set; sub > 0; sub = (sub - 1) & set) {
        if (sub & (1 << i) && bits(sub).length >= 2) w += topIs(set, sub) * rollOff(sub)[i]!;
      }
      out[i] = w / (1 - allTie);
    }
    memo.set(set, out);
    return out;
  };
  return { win: rollOff(all), tie, undecided: 0, lost };
}

export interface AttackOdds {
  hit: number;
  /** Attacker total − defender total, over hits only (mass = hit). */
  margin: Distribution;
  /** Damage dealt: 0 on a miss, damage die + margin on a hit (L13-CMB-4, L13-CMB-7). */
  damage: Distribution;
  attackerDilemma: number;
  defenderDilemma: number;
  lost: number;
}

/** Attack odds: P(attacker > defender), and the damage dealt (0 on a miss). */
export function attackOdds(
  attacker: PoolLike,
  defender: PoolLike,
  damageDie: number | null,
  opts: Partial<L13DiceOptions> = {},
): AttackOdds {
  const o = resolveDiceOptions(opts);
  const work = new Work();
  const a = withPath(["attacker"], () => poolJoint(buildPool(attacker, o), o, work));
  const d = withPath(["defender"], () => poolJoint(buildPool(defender, o), o, work));
  const am = marginal(a);
  const dm = marginal(d);
  work.spend(am.length * dm.length);
  // margin[k] = P(A − D = k + 1) for k ≥ 0: only hits. A tie or less is a miss (L13-CMB-2).
  const maxMargin = a.offset + am.length - 1 - d.offset;
  const margin = new Float64Array(Math.max(0, maxMargin));
  let miss = 0;
  for (let i = 0; i < am.length; i++) {
    for (let j = 0; j < dm.length; j++) {
      const diff = a.offset + i - (d.offset + j);
      if (diff > 0) margin[diff - 1]! += am[i]! * dm[j]!;
      else miss += am[i]! * dm[j]!;
    }
  }
  const hit = sum(margin);
  let lost = a.lost + d.lost - a.lost * d.lost;
  const marginDist = toDistribution(margin, 1, lost);
  let onHit: Joint = { offset: 1, clean: margin, imploded: new Float64Array(margin.length), lost: 0 };
  if (damageDie !== null) {
    const die = dieJoint(assertDieSize(damageDie, ["damageDie"]), dieRule("damage", false, o));
    const dd = marginal(die);
    const out = new Float64Array(margin.length + dd.length - 1);
    work.spend(margin.length * dd.length);
    for (let i = 0; i < margin.length; i++)
      for (let j = 0; j < dd.length; j++) out[i + j]! += margin[i]! * dd[j]!;
    onHit = { offset: 1 + die.offset, clean: out, imploded: new Float64Array(out.length), lost: 0 };
    lost = lost + hit * die.lost;
  }
  const damage = new Map<number, number>([[0, miss]]);
  onHit.clean.forEach((p, i) => {
    if (p > 0) damage.set(onHit.offset + i, p);
  });
  return {
    hit,
    margin: marginDist,
    damage: Distribution.fromMap(damage, lost),
    attackerDilemma: sum(a.imploded),
    defenderDilemma: sum(d.imploded),
    lost,
  };
}
