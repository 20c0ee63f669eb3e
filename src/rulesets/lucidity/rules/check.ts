// Checks (LUC-CHECK-1): d20 + attribute modifier + skill rank + the Buff/Break die + other bonuses,
// meeting or beating the GM's target. Opposed rolls (LUC-CHECK-3): the actor must beat the other
// side's total; a tie keeps the status quo, or is rolled again. Exact odds for both.

import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { type BuffRoll, buffDistribution, rollBuffs } from "./buffs.js";
import { convolve, type Dist, d20Dist, pairs, probWhere, shift } from "./dist.js";
import { D20 } from "./generate.js";

export type Ties = "succeed" | "fail";

/** Inspirator's CHA (LUC-TRAIT-10): always added, or only when it turns a failure into a success. */
export interface Inspiration {
  bonus: number;
  mode: "always" | "if-it-helps";
}

export interface CheckSpec {
  /** Attribute modifier + skill rank + stated bonuses (everything but the dice). */
  modifier: number;
  /** Buffs − Breaks. */
  net: number;
  target: number;
  ties: Ties;
  inspiration?: Inspiration | null;
  /** A guaranteed turn (LUC-LUC-10): the dice are thrown but the roll succeeds. */
  guaranteed?: boolean;
}

export interface CheckRoll {
  face: number;
  buff: BuffRoll;
  total: number;
  success: boolean;
  inspired: boolean;
}

/** LUC-CHECK-1: meet or beat (or beat, with checkTies = fail). */
export function meets(total: number, target: number, ties: Ties): boolean {
  return ties === "succeed" ? total >= target : total > target;
}

export function settleInspiration(
  total: number,
  ok: (t: number) => boolean,
  insp: Inspiration | null | undefined,
): { total: number; inspired: boolean } {
  if (!insp) return { total, inspired: false };
  if (insp.mode === "always" || (!ok(total) && ok(total + insp.bonus)))
    return { total: total + insp.bonus, inspired: true };
  return { total, inspired: false };
}

/** Rolls the d20, then the Buff/Break d6s. */
export function rollCheck(spec: CheckSpec, dice: DiceSource): CheckRoll {
  const face = dice.roll(D20, "d20");
  const buff = rollBuffs(spec.net, dice);
  const ok = (t: number) => meets(t, spec.target, spec.ties);
  const s = settleInspiration(face + spec.modifier + buff.value, ok, spec.inspiration);
  return {
    face,
    buff,
    total: s.total,
    success: spec.guaranteed === true || ok(s.total),
    inspired: s.inspired,
  };
}

/** The total before inspiration: d20 + modifier ± highest d6. */
export function totalDist(modifier: number, net: number): Dist {
  return shift(convolve(d20Dist(), buffDistribution(net)), modifier);
}

export function checkOdds(spec: CheckSpec): { success: number; total: [number, number][] } {
  const dist = totalDist(spec.modifier, spec.net);
  if (spec.guaranteed) return { success: 1, total: pairs(dist) };
  const ok = (t: number) => meets(t, spec.target, spec.ties);
  const insp = spec.inspiration;
  const success = probWhere(
    dist,
    (t) => ok(insp?.mode === "always" ? t + insp.bonus : t) || (insp ? ok(t + insp.bonus) : false),
  );
  return { success, total: pairs(insp?.mode === "always" ? shift(dist, insp.bonus) : dist) };
}

export interface OpposedSide {
  modifier: number;
  net: number;
  /**
   * LUC-TRAIT-10: an Inspirator's CHA on this side's roll (the actor's: the other side names no
   * inspirer). "If it helps": added only when it turns a loss, or a tie, into a win.
   */
  inspiration?: Inspiration | null;
}

export interface OpposedSpec {
  actor: OpposedSide;
  other: OpposedSide;
  ties: "defender" | "reroll";
  /** passive: the other side does not roll; its total is 10 + its modifier. */
  mode: "rolled" | "passive";
}

export interface OpposedRoll {
  actor: CheckRoll[];
  other: CheckRoll[];
  actorTotal: number;
  otherTotal: number;
  success: boolean;
  rerolls: number;
  /** LUC-TRAIT-10: whether the actor's inspiration was added (so it is spent). */
  inspired: boolean;
}

const PASSIVE_BASE = 10;

/** LUC-TRAIT-10 in a contest: the actor's total with the inspiration it takes against `other`. */
function inspiredTotal(
  total: number,
  other: number,
  insp: Inspiration | null | undefined,
): { total: number; inspired: boolean } {
  return settleInspiration(total, (t) => t > other, insp);
}

function side(s: OpposedSide, dice: DiceSource): CheckRoll {
  return rollCheck({ modifier: s.modifier, net: s.net, target: 0, ties: "succeed" }, dice);
}

/** LUC-CHECK-3: the actor's dice first, then the other side's; ties rerolled both sides when so set. */
export function rollOpposed(spec: OpposedSpec, dice: DiceSource): OpposedRoll {
  const actor: CheckRoll[] = [];
  const other: CheckRoll[] = [];
  for (let i = 0; i < 1000; i++) {
    const a0 = side(spec.actor, dice);
    let b: number;
    if (spec.mode === "passive") b = PASSIVE_BASE + spec.other.modifier;
    else {
      const r = side(spec.other, dice);
      other.push(r);
      b = r.total;
    }
    // Declared once both faces are seen (or before the roll, when always): a round it wins is the last.
    const s = inspiredTotal(a0.total, b, spec.actor.inspiration);
    const a = { ...a0, total: s.total, inspired: s.inspired };
    actor.push(a);
    if (a.total !== b || spec.ties === "defender") {
      return {
        actor,
        other,
        actorTotal: a.total,
        otherTotal: b,
        success: a.total > b,
        rerolls: i,
        inspired: s.inspired,
      };
    }
  }
  throw new EngineError("refused", "the opposed roll kept tying", ["ties"]);
}

export function opposedOdds(spec: OpposedSpec): { success: number; tie: number } {
  const a = totalDist(spec.actor.modifier, spec.actor.net);
  const b =
    spec.mode === "passive"
      ? new Map([[PASSIVE_BASE + spec.other.modifier, 1]])
      : totalDist(spec.other.modifier, spec.other.net);
  let win = 0;
  let tie = 0;
  for (const [x0, p] of a)
    for (const [y, q] of b) {
      const x = inspiredTotal(x0, y, spec.actor.inspiration).total;
      if (x > y) win += p * q;
      else if (x === y) tie += p * q;
    }
  if (spec.ties === "reroll") return { success: tie >= 1 ? 0 : win / (1 - tie), tie };
  return { success: win, tie };
}
