// One attack against one target (DE-ATK-*, DE-TYPE-*): declared type, range, roll, hit and degrees,
// crits and raw damage. It is planned first — every refusal (a type the weapon lacks, a rating with
// too little ammunition, a target out of range) comes before any die — then rolled through the
// check core, so scripted faces, seeded dice and the exact odds all take the same path.

import type { DiceSource } from "../../../dice/index.js";
import { type CheckResult, judge, resolveCheck, rollCheck } from "../check/check.js";
import type { CritClass } from "../check/crit.js";
import type { CheckRequestInput } from "../check/request.js";
import { fail, ok, type Result } from "../tracker/result.js";
import {
  type AttackDamage,
  capDos,
  type DamageTypeRef,
  damageFromRoll,
  damageTypeOf,
  maxDamage,
  rollDamage,
} from "./damage.js";
import type { AttackOptions } from "./options.js";
import { rangeModifier } from "./range.js";
import { type AttackTypeId, attackTypeRow, heavyMultiples, seekingBonus, sprayBonus } from "./types.js";
import type { AttackerView, SustainedChain, SustainedContext, TargetView } from "./views.js";
import type { Weapon } from "./weapon.js";

export interface AttackRequest {
  attacker: AttackerView;
  weapon: Weapon;
  /** DE-ATK-1: declared before rolling; the weapon must allow it. */
  attackType: AttackTypeId;
  /** DE-ATK-6: the Type:[X] chosen; defaults to the weapon's only rating if it lists one. */
  rating?: number;
  defender: TargetView;
  /** Metres to the target (needed when the weapon has a range). */
  distance?: number;
  /** DE-TYPE-4: default true. */
  lineOfSight?: boolean;
  /** DE-TYPE-4: degrees the Seeking path bends, when there is no line of sight. */
  pathBend?: number;
  /** Ammunition (or other resource) available; absent when nobody counts it. */
  ammo?: number;
  /** DE-TYPE-5: needed for a Sustained attack. */
  sustained?: SustainedContext;
  /** DE-ASSN-3: every damage die at its highest face. */
  maximiseDamage?: boolean;
  /** DE-TYPE-10: shots aimed at this target (Spray only; set by `rollSpray`). */
  shots?: number;
}

export interface AttackPlan {
  request: AttackRequest;
  /** The attack roll as a check request (the check core resolves it). */
  check: CheckRequestInput;
  /** Where the floating modifiers came from (DE-ATK-3). */
  modifiers: { attackType: number; range: number; other: number[] };
  rating: number | null;
  /** DE-ACT-2: initiative. */
  cost: number;
  /** DE-ATK-6: rating × ammunition per attack. */
  ammoUsed: number;
  damageExpr: string;
  damageType: DamageTypeRef;
  staticTarget: boolean;
  /** DE-TYPE-5: the n of this attack if it hits (1 when the chain is new or broken). */
  sustainedN: number;
}

/** Hit or miss, degrees and crits of one attack roll against one target. */
export interface TargetOutcome {
  hit: boolean;
  /** Degrees of success on a hit; null = a static target's unbounded maximum (DE-ATK-9). */
  dos: number | null;
  dof: number;
  crit: CritClass;
  /** A super-critical hit below the DV, or a super-critical fail at or above it. */
  forced: "success" | "fail" | null;
  /** Heavy multiples, Sustained n, or Spray shots landed; 0 on a miss. */
  multiples: number;
}

export type OnHitCondition = Weapon["onHit"][number];
export type PostAttackCheck = Weapon["postAttackChecks"][number];

export interface TargetResult extends TargetOutcome {
  target: string | null;
  check: CheckResult;
  modifiers: AttackPlan["modifiers"];
  damage: AttackDamage | null;
  /** Conditions the weapon inflicts on a hit; the conditions rules apply (and resist) them. */
  conditions: OnHitCondition[];
}

export interface AttackResult extends TargetResult {
  weapon: string;
  attackType: AttackTypeId;
  rating: number | null;
  cost: number;
  ammoUsed: number;
  /** DE-ATK-5: checks the weapon asks for after the attack; rolled afterwards, not here. */
  followUps: PostAttackCheck[];
  /** DE-TYPE-5: the chain after this attack (Sustained only; null when broken or not started). */
  sustained: SustainedChain | null;
}

/** DE-ATK-1..6, DE-TYPE-*: checks everything that can be checked before a die is thrown. */
export function planAttack(req: AttackRequest, opts: AttackOptions): Result<AttackPlan> {
  const { weapon, attacker } = req;
  if (attacker.weaponReadied === false)
    return fail("refused", ["weapon"], `${weapon.name} is not readied (it must be in the Held slot)`);
  const offered = weapon.attacks.find((a) => a.type === req.attackType);
  if (!offered)
    return fail(
      "refused",
      ["attackType"],
      `${weapon.name} allows ${weapon.attacks.map((a) => a.type).join(", ")} attacks, not ${req.attackType}`,
    );
  let rating: number | null = null;
  if (offered.ratings.length > 0) {
    if (req.rating === undefined && offered.ratings.length > 1)
      return fail(
        "invalid",
        ["rating"],
        `choose a rating for ${req.attackType}: ${offered.ratings.join(", ")}`,
      );
    rating = req.rating ?? offered.ratings[0]!;
    if (!offered.ratings.includes(rating))
      return fail(
        "refused",
        ["rating"],
        `${weapon.name} lists ${req.attackType}:[${offered.ratings.join("/")}], not ${rating}`,
      );
  } else if (req.rating !== undefined) {
    return fail("invalid", ["rating"], `${weapon.name}'s ${req.attackType} attack has no ratings`);
  }
  const ammoUsed = (rating ?? 1) * weapon.ammoPerAttack;
  if (req.ammo !== undefined && ammoUsed > req.ammo)
    return fail(
      "refused",
      [rating === null ? "ammo" : "rating"],
      `${req.attackType}${rating === null ? "" : `:[${rating}]`} needs ${ammoUsed} ammunition; ${req.ammo} left`,
    );
  const range = rangeModifier(weapon.range, req.distance);
  if (!range.ok) return range as Result<never>;

  let typeBonus: number;
  const row = attackTypeRow(req.attackType);
  if (row.rollBonus === "lineOfSight") {
    const b = seekingBonus(req.lineOfSight ?? true, req.pathBend);
    if (!b.ok) return b as Result<never>;
    typeBonus = b.value;
  } else if (row.rollBonus === "perFiveShots") {
    const shots = req.shots ?? rating ?? 0;
    typeBonus = sprayBonus(shots, opts);
  } else typeBonus = row.rollBonus;

  const d = req.defender;
  if (d.static && d.dv !== undefined)
    return fail("invalid", ["defender"], "a static target has no DV; give either dv or static, not both");
  if (d.static && !opts.staticTargets)
    return fail(
      "refused",
      ["defender", "static"],
      "the optional Static Targets rule is off (option staticTargets): give the DV",
    );
  if (!d.static && (d.dv === undefined || !Number.isInteger(d.dv)))
    return fail("invalid", ["defender", "dv"], "the defender's DV is needed as a whole number");

  let sustainedN = 1;
  if (req.attackType === "sustained") {
    if (!req.sustained)
      return fail(
        "invalid",
        ["sustained"],
        "a Sustained attack needs the chain so far and the attacker's initiative",
      );
    if (d.id === undefined)
      return fail("invalid", ["defender", "id"], "a Sustained chain follows one target: name it");
    sustainedN = continuesChain(req, weapon) ? req.sustained.chain!.hits + 1 : 1;
  }
  const other = attacker.modifiers ?? [];
  const check: CheckRequestInput = {
    stat: attacker.stat,
    attack: true,
    training: attacker.training ?? "none",
    advantage: attacker.advantage ?? 0,
    disadvantage: attacker.disadvantage ?? 0,
    modifiers: [typeBonus, range.value, ...other],
    critThresholds: attacker.critThresholds ?? [],
  };
  return ok({
    request: req,
    check,
    modifiers: { attackType: typeBonus, range: range.value, other },
    rating,
    cost: row.initiative,
    ammoUsed,
    damageExpr: offered.damage ?? weapon.damage,
    damageType: damageTypeOf(weapon),
    staticTarget: d.static === true,
    sustainedN,
  });
}

/**
 * DE-TYPE-5: the chain goes on with the same weapon against the same target, while less than 5
 * initiative passed since the last attack of the chain and the target stayed in sight.
 */
function continuesChain(req: AttackRequest, weapon: Weapon): boolean {
  const s = req.sustained!;
  const c = s.chain;
  if (!c || c.hits < 1) return false;
  return (
    c.weapon === weapon.id &&
    c.target === req.defender.id &&
    s.attackerInitiative - c.initiativeAfter < 5 &&
    s.lineOfSightKept !== false
  );
}

/** DE-ATK-4, DE-ATK-9, DE-TYPE-8/10: hit, degrees and multiples from a rolled total and crit class. */
export function judgeAttack(
  plan: AttackPlan,
  total: number,
  crit: CritClass,
  opts: AttackOptions,
): TargetOutcome {
  let hit: boolean;
  let dos: number | null;
  let dof = 0;
  let forced: TargetOutcome["forced"] = null;
  if (plan.staticTarget) {
    // Still rolled for the crits: only a super-critical fail misses; a hit has the maximum DoS.
    hit = crit !== "superFail";
    dos = hit ? null : 0;
    if (!hit) forced = "fail";
  } else {
    const dv = plan.request.defender.dv!;
    const o = judge(total, dv, crit, true, opts);
    hit = o.success;
    dos = o.dos;
    dof = o.dof;
    forced = o.forced === "fail" && total < dv ? null : o.forced;
  }
  return { hit, dos: hit ? dos : 0, dof, crit, forced, multiples: hit ? multiplesFor(plan, dos) : 0 };
}

function multiplesFor(plan: AttackPlan, dos: number | null): number {
  switch (plan.request.attackType) {
    case "heavy":
      return dos === null ? plan.rating! : heavyMultiples(plan.rating!, dos);
    case "spray":
      return capDos(dos, plan.request.shots ?? plan.rating!);
    case "sustained":
      return plan.sustainedN;
    default:
      return 1;
  }
}

/** The chain after this attack (DE-TYPE-5, option sustainedResetOnMiss). */
function nextChain(plan: AttackPlan, hit: boolean, opts: AttackOptions): SustainedChain | null {
  const req = plan.request;
  if (req.attackType !== "sustained") return null;
  const s = req.sustained!;
  const initiativeAfter = s.attackerInitiative + plan.cost;
  if (hit)
    return { weapon: req.weapon.id, target: req.defender.id ?? "", hits: plan.sustainedN, initiativeAfter };
  if (opts.sustainedResetOnMiss || plan.sustainedN === 1) return null;
  return { ...s.chain!, initiativeAfter };
}

/**
 * DE-PERK-31/32, Lethal Edge: the kept dice (in roll order, at most `edge.dice` of them) that show
 * the edge's threshold or more but are under their normal threshold now count as critical from it.
 * Returns those per-die thresholds, or null when no die qualifies. Shared by the roll and the odds.
 */
export function lethalEdgeThresholds(
  faces: readonly number[],
  kept: readonly number[],
  normal: readonly number[],
  edge: { dice: number; threshold: number },
): number[] | null {
  const thresholds = [...normal];
  let left = edge.dice;
  for (const i of [...kept].sort((a, b) => a - b)) {
    if (left > 0 && faces[i]! >= edge.threshold && faces[i]! < thresholds[i]!) {
      thresholds[i] = edge.threshold;
      left--;
    }
  }
  return left === edge.dice ? null : thresholds;
}

/**
 * DE-PERK-31/32: the check again with Lethal Edge's thresholds, once it has hit with the normal ones
 * (the checklist's Decision). The perk says "may be declared"; it is always taken, since a higher
 * crit class never lowers the total, the degrees or the damage (a 9 beside a 1 becomes an
 * anti-critical, which changes nothing either).
 */
function withLethalEdge(plan: AttackPlan, check: CheckResult, opts: AttackOptions): CheckResult {
  const edge = plan.request.attacker.lethalEdge;
  if (!edge) return check;
  const faces = check.dice.map((d) => d.face);
  const kept = check.dice.flatMap((d, i) => (d.kept ? [i] : []));
  const normal = faces.map((_, i) => plan.check.critThresholds?.[i] ?? opts.critThreshold);
  const thresholds = lethalEdgeThresholds(faces, kept, normal, edge);
  return thresholds ? resolveCheck({ ...plan.check, critThresholds: thresholds }, faces, opts) : check;
}

/** Rolls a planned attack's check, then (on a hit) its damage, from one dice source in that order. */
export function rollPlanned(plan: AttackPlan, src: DiceSource, opts: AttackOptions): Result<TargetResult> {
  let check = rollCheck(plan.check, src, opts);
  let outcome = judgeAttack(plan, check.total, check.crit, opts);
  if (outcome.hit && plan.request.attacker.lethalEdge) {
    check = withLethalEdge(plan, check, opts);
    outcome = judgeAttack(plan, check.total, check.crit, opts);
  }
  let damage: AttackDamage | null = null;
  if (outcome.hit) {
    const r = plan.request.maximiseDamage ? maxDamage(plan.damageExpr) : ok(rollDamage(plan.damageExpr, src));
    if (!r.ok) return r as Result<never>;
    damage = damageFromRoll(
      r.value.total,
      r.value.dice,
      outcome.multiples,
      outcome.crit,
      outcome.dos,
      plan.request.attacker,
      plan.damageType,
    );
  }
  return ok({
    ...outcome,
    target: plan.request.defender.id ?? null,
    check,
    modifiers: plan.modifiers,
    damage,
    conditions: outcome.hit ? [...plan.request.weapon.onHit] : [],
  });
}

/** DE-ATK-1..9, DE-TYPE-1..9: plans and rolls one attack (Spray has `rollSpray`). */
export function rollAttack(req: AttackRequest, src: DiceSource, opts: AttackOptions): Result<AttackResult> {
  if (req.attackType === "spray" && req.shots === undefined)
    return fail("invalid", ["attackType"], "a Spray attack shares its shots among targets: use rollSpray");
  const plan = planAttack(req, opts);
  if (!plan.ok) return plan as Result<never>;
  const rolled = rollPlanned(plan.value, src, opts);
  if (!rolled.ok) return rolled as Result<never>;
  return ok({
    ...rolled.value,
    weapon: req.weapon.id,
    attackType: req.attackType,
    rating: plan.value.rating,
    cost: plan.value.cost,
    ammoUsed: plan.value.ammoUsed,
    followUps: [...req.weapon.postAttackChecks],
    sustained: nextChain(plan.value, rolled.value.hit, opts),
  });
}
