// Exact odds of attacks and the other rolls of these rules, before anything is rolled. The attack
// roll is enumerated face tuple by face tuple with the check core's own pieces (dice sizes, kept
// pair, crit class), giving the joint counts of (total, crit class) the core's marginals do not
// keep; each cell is judged with the same `judgeAttack` a real roll uses, and its damage is the
// weapon's exact distribution from the dice layer put through the same steps 1–3. Hit chances are
// exact fractions; damage probabilities are exact up to floating-point rounding.

import { odds as diceOdds } from "../../../dice/index.js";
import { judge } from "../check/check.js";
import { resolveContest } from "../check/contest.js";
import { CRIT_CLASSES, type CritClass, classifyCrit } from "../check/crit.js";
import { forEachTuple, fraction, MAX_ODDS_OUTCOMES } from "../check/odds.js";
import { resolveCheckOptions } from "../check/options.js";
import { dieSizes, keptIndices, netAdvantage } from "../check/pool.js";
import { type CheckRequestInput, parseCheckRequest } from "../check/request.js";
import { fail, ok, type Result } from "../tracker/result.js";
import {
  type AttackPlan,
  type AttackRequest,
  judgeAttack,
  lethalEdgeThresholds,
  planAttack,
} from "./attack.js";
import {
  type ContestPlan,
  type GrappleRequest,
  planGrapple,
  planShove,
  type ShoveRequest,
} from "./contest.js";
import { damageFromRoll, maxDamage } from "./damage.js";
import type { AttackOptions } from "./options.js";
import { planSpray, type SprayRequest } from "./spray.js";
import { TAKEDOWN_TABLE, type TakedownRequest, takedownEffect } from "./takedown.js";
import { throwDc } from "./throw.js";

export interface CheckCell {
  total: number;
  crit: CritClass;
  count: number;
}

/** Lethal Edge for the odds: its dice and threshold, and whether a (total, crit) cell hits. */
interface EdgeForOdds {
  dice: number;
  threshold: number;
  hits: (total: number, crit: CritClass) => boolean;
}

/**
 * Joint counts of (final total, crit class) over every face tuple of a check's dice. With `edge`
 * (DE-PERK-31/32), a tuple that hits is classed again with Lethal Edge's thresholds, as a roll is.
 */
export function checkCells(
  input: CheckRequestInput,
  options: Partial<AttackOptions> = {},
  edge?: EdgeForOdds,
): Result<{ outcomes: number; cells: CheckCell[] }> {
  const req = parseCheckRequest(input);
  const opts = resolveCheckOptions(options);
  const net = netAdvantage(req.advantage, req.disadvantage, req.unskilled);
  const sizes = dieSizes(req.training, net, opts);
  const outcomes = sizes.reduce((p, s) => p * s, 1);
  if (outcomes > MAX_ODDS_OUTCOMES)
    return fail(
      "refused",
      ["advantage"],
      `exact odds of ${sizes.length} dice (${outcomes} outcomes) exceed ${MAX_ODDS_OUTCOMES}`,
    );
  const thresholds = sizes.map((_, i) => req.critThresholds[i] ?? opts.critThreshold);
  const focus = req.attack || req.unskilled ? 0 : req.focusRating;
  const flat = req.stat + focus + req.modifiers.reduce((s, m) => s + m, 0);
  const counts = new Map<string, number>();
  forEachTuple(sizes, (faces) => {
    const [a, b] = keptIndices(faces, net);
    let c = classifyCrit([faces[a]!, faces[b]!], [thresholds[a]!, thresholds[b]!], opts);
    if (edge?.hits(faces[a]! + faces[b]! + c.rollBonus + flat, c.crit)) {
      const t = lethalEdgeThresholds(faces, [a, b], thresholds, edge);
      if (t) c = classifyCrit([faces[a]!, faces[b]!], [t[a]!, t[b]!], opts);
    }
    const key = `${faces[a]! + faces[b]! + c.rollBonus + flat}|${c.crit}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const cells = [...counts].map(([key, count]) => {
    const [total, crit] = key.split("|") as [string, CritClass];
    return { total: Number(total), crit, count };
  });
  cells.sort((x, y) => x.total - y.total || CRIT_CLASSES.indexOf(x.crit) - CRIT_CLASSES.indexOf(y.crit));
  return ok({ outcomes, cells });
}

export interface DamageOdds {
  mean: number;
  /** [damage, probability] pairs in increasing damage. */
  distribution: [number, number][];
}

export interface AttackOdds {
  hit: number;
  /** The hit chance as an exact fraction [numerator, denominator]. */
  hitFraction: [number, number];
  crit: Record<CritClass, number>;
  /** Degrees of success among all outcomes (hits only; a static target's unbounded DoS is left out). */
  dos: [number, number][];
  /** Heavy multiples, Sustained n or Spray hits, over all outcomes (0 = a miss). */
  multiples: [number, number][];
  /** Damage over all outcomes, a miss counting as 0 (steps 1–3 of DE-ATK-7). */
  damage: DamageOdds;
}

function toOdds(m: Map<number, number>): DamageOdds {
  const distribution = [...m].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]);
  const mass = distribution.reduce((s, [, p]) => s + p, 0);
  const mean = distribution.reduce((s, [v, p]) => s + v * p, 0) / (mass || 1);
  return { mean, distribution };
}

const add = (m: Map<number, number>, k: number, p: number) => m.set(k, (m.get(k) ?? 0) + p);

/** The exact odds of a planned attack against its one target. */
export function plannedOdds(plan: AttackPlan, opts: AttackOptions): Result<AttackOdds> {
  const edge = plan.request.attacker.lethalEdge;
  const cells = checkCells(
    plan.check,
    opts,
    edge ? { ...edge, hits: (total, crit) => judgeAttack(plan, total, crit, opts).hit } : undefined,
  );
  if (!cells.ok) return cells as Result<never>;
  let weapon: [number, number][];
  if (plan.request.maximiseDamage) {
    const max = maxDamage(plan.damageExpr);
    if (!max.ok) return max as Result<never>;
    weapon = [[max.value.total, 1]];
  } else weapon = diceOdds(plan.damageExpr).pairs();
  const { outcomes } = cells.value;
  let hits = 0;
  const crit = Object.fromEntries(CRIT_CLASSES.map((k) => [k, 0])) as Record<CritClass, number>;
  const dos = new Map<number, number>();
  const multiples = new Map<number, number>();
  const damage = new Map<number, number>();
  for (const cell of cells.value.cells) {
    const p = cell.count / outcomes;
    crit[cell.crit] += p;
    const o = judgeAttack(plan, cell.total, cell.crit, opts);
    add(multiples, o.multiples, p);
    if (!o.hit) {
      add(damage, 0, p);
      continue;
    }
    hits += cell.count;
    if (o.dos !== null) add(dos, o.dos, p);
    for (const [rolled, q] of weapon) {
      const d = damageFromRoll(
        rolled,
        [],
        o.multiples,
        o.crit,
        o.dos,
        plan.request.attacker,
        plan.damageType,
      );
      add(damage, d.amount, p * q);
    }
  }
  const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]);
  return ok({
    hit: hits / outcomes,
    hitFraction: fraction(hits, outcomes),
    crit,
    dos: sorted(dos),
    multiples: sorted(multiples),
    damage: toOdds(damage),
  });
}

/** Exact hit chance and damage distribution of one attack (`{hit, damage: {mean, distribution}}`). */
export function attackOdds(req: AttackRequest, opts: AttackOptions): Result<AttackOdds> {
  const plan = planAttack(req, opts);
  if (!plan.ok) return plan as Result<never>;
  return plannedOdds(plan.value, opts);
}

/** Per target, in declared order: the odds of each of a Spray attack's rolls. */
export function sprayOdds(req: SprayRequest, opts: AttackOptions): Result<AttackOdds[]> {
  const planned = planSpray(req, opts);
  if (!planned.ok) return planned as Result<never>;
  const out: AttackOdds[] = [];
  for (const plan of planned.value.plans) {
    const o = plannedOdds(plan, opts);
    if (!o.ok) return o as Result<never>;
    out.push(o.value);
  }
  return ok(out);
}

/** The chance the attacker wins a contest (meet is beat, super-critical fails first). */
export function contestOdds(
  plan: ContestPlan,
  opts: AttackOptions,
): Result<{ success: number; failure: number }> {
  const a = checkCells(plan.attacker, opts);
  if (!a.ok) return a as Result<never>;
  const d = checkCells(plan.defender, opts);
  if (!d.ok) return d as Result<never>;
  let wins = 0;
  for (const x of a.value.cells)
    for (const y of d.value.cells) if (resolveContest(x, y, opts).attackerSucceeds) wins += x.count * y.count;
  const success = wins / (a.value.outcomes * d.value.outcomes);
  return ok({ success, failure: 1 - success });
}

export function grappleOdds(
  req: GrappleRequest,
  opts: AttackOptions,
): Result<{ success: number; failure: number }> {
  const plan = planGrapple(req, opts);
  return plan.ok ? contestOdds(plan.value, opts) : (plan as Result<never>);
}

export function shoveOdds(
  req: ShoveRequest,
  opts: AttackOptions,
): Result<{ success: number; failure: number }> {
  const plan = planShove(req);
  return plan.ok ? contestOdds(plan.value, opts) : (plan as Result<never>);
}

export interface TakedownOdds {
  /** The chance of each row of the takedown table: "x1".."x4", "zeroHp", "dies". */
  effects: Record<string, number>;
  /** Damage given that a damage row came up (one weapon roll × its multiplier). */
  damage: DamageOdds | null;
}

const effectKey = (e: ReturnType<typeof takedownEffect>) =>
  e.kind === "damage" ? `x${e.multiplier}` : e.kind;

export function takedownOdds(req: TakedownRequest, opts: AttackOptions): Result<TakedownOdds> {
  const cells = checkCells(
    {
      ...req.target,
      disadvantage: (req.target.disadvantage ?? 0) + (req.specialist ? 1 : 0),
    },
    opts,
  );
  if (!cells.ok) return cells as Result<never>;
  const effects: Record<string, number> = Object.fromEntries(
    TAKEDOWN_TABLE.map((r) => [effectKey(r.effect), 0]),
  );
  const weapon = diceOdds(req.weapon.damage).pairs();
  const damage = new Map<number, number>();
  let damageMass = 0;
  for (const cell of cells.value.cells) {
    const p = cell.count / cells.value.outcomes;
    const e = takedownEffect(cell.total);
    effects[effectKey(e)]! += p;
    if (e.kind !== "damage") continue;
    damageMass += p;
    for (const [v, q] of weapon) add(damage, v * e.multiplier, p * q);
  }
  if (damageMass === 0) return ok({ effects, damage: null });
  for (const [k, v] of damage) damage.set(k, v / damageMass);
  return ok({ effects, damage: toOdds(damage) });
}

/** DE-THROW-3/4: the chance a throw lands on target (certain within range). */
export function throwOdds(
  strength: Omit<CheckRequestInput, "target" | "attack">,
  range: number,
  distance: number,
  opts: AttackOptions,
): Result<{ dc: number | null; onTarget: number }> {
  const dc = throwDc(range, distance);
  if (!dc.ok) return dc as Result<never>;
  if (dc.value === null) return ok({ dc: null, onTarget: 1 });
  const cells = checkCells(strength, opts);
  if (!cells.ok) return cells as Result<never>;
  const target = dc.value;
  // A plain check, judged as the check core judges one (not an attack: no automatic hit).
  let hits = 0;
  for (const c of cells.value.cells) if (judge(c.total, target, c.crit, false, opts).success) hits += c.count;
  return ok({ dc: target, onTarget: hits / cells.value.outcomes });
}

/** DE-SCAT-3: the distribution of a scatter distance, (rating) d4. */
export function scatterDistanceOdds(rating: number): [number, number][] {
  return rating === 0 ? [[0, 1]] : diceOdds(`${rating}d4`).pairs();
}
