// What the conditions a character carries do to it, read from the typed effects in the catalogue:
// changes to its checks and attack rolls, to attacks against it, to movement, speech and spending
// initiative, and its immunity, susceptibility or resilience to a condition (DE-COND-2..4).
// Unconsciousness is a health state, not a listed condition, but it makes the character
// Incapacitated (DE-COND-21, DE-COND-34), so every query here counts it as one.

import type { Stat } from "../check/stats.js";
import type { DefenderView } from "../damage/target.js";
import { FORTIFIED_STANCE } from "../defence/armour.js";
import type { RuleError } from "../defence/verdict.js";
import {
  type CheckedSense,
  CORE_CONDITIONS,
  type ConditionCatalog,
  type ConditionDef,
  type ConditionEffect,
  conditionDef,
  type WeaponProperty,
} from "./catalog.js";
import { type ActiveCondition, inForce } from "./state.js";

/** The parts of a character the condition rules read. */
export type ConditionHolder = Pick<DefenderView, "conditions"> &
  Partial<
    Pick<
      DefenderView,
      | "vitals"
      | "immunities"
      | "susceptibilities"
      | "resiliences"
      | "canBleed"
      | "fortified"
      | "aiBody"
      | "environment"
    >
  >;

export interface InForce {
  /** The condition's id, or "incapacitated" for unconsciousness. */
  id: string;
  def: ConditionDef;
  /** Index in `holder.conditions`; null for the incapacitation unconsciousness implies. */
  index: number | null;
  condition: ActiveCondition | null;
  endsAt: number | null;
}

/**
 * Conditions in force at `now` (all listed ones when `now` is undefined), with the Incapacitated that
 * unconsciousness implies added (DE-COND-21/34): it lasts as long as the unconsciousness does.
 */
export function conditionsInForce(
  holder: ConditionHolder,
  now?: number,
  catalog: ConditionCatalog = CORE_CONDITIONS,
): InForce[] {
  const out: InForce[] = [];
  holder.conditions.forEach((c, index) => {
    if (now !== undefined && !inForce(c, now)) return;
    out.push({
      id: c.condition,
      def: conditionDef(c.condition, catalog),
      index,
      condition: c,
      endsAt: c.endsAt,
    });
  });
  const u = holder.vitals?.unconscious;
  if (u && !holder.vitals?.dead && (now === undefined || u.until === null || u.until > now)) {
    out.push({
      id: "incapacitated",
      def: conditionDef("incapacitated", catalog),
      index: null,
      condition: null,
      endsAt: u.until,
    });
  }
  return out;
}

export function hasCondition(holder: ConditionHolder, id: string, now?: number): boolean {
  return holder.conditions.some((c) => c.condition === id && (now === undefined || inForce(c, now)));
}

function each(list: InForce[], fn: (e: ConditionEffect, f: InForce) => void): void {
  for (const f of list) for (const e of f.def.effects) fn(e, f);
}

export interface Reason {
  condition: string;
  effect: string;
  levels?: number;
}

// ── checks and attack rolls made by the bearer ──

export interface CheckQuery {
  stat: Stat;
  /** An attack roll (DE-COND-24's Decision keeps these apart from stat checks). */
  attack?: boolean;
  /** A perception check, and the sense it relies on when there is one. */
  perception?: CheckedSense | "other";
  /** Properties of the weapon used, for Prone (DE-COND-25). */
  weapon?: readonly WeaponProperty[];
}

export interface CheckModifiers {
  advantage: number;
  disadvantage: number;
  /** DE-COND-13/17: the check fails whatever the dice. */
  autoFail: boolean;
  reasons: Reason[];
}

/**
 * DE-COND-13, 17, 22, 24, 25, 27: the levels of disadvantage (and automatic failures) the bearer's
 * conditions put on one of its checks. Each condition is its own source, so levels stack
 * (Poisoned + Nauseated on a Logic check = 2 levels).
 */
export function conditionCheckModifiers(
  holder: ConditionHolder,
  q: CheckQuery,
  opts: { poisonedAffectsAttacks: boolean },
  now?: number,
  catalog?: ConditionCatalog,
): CheckModifiers {
  const out: CheckModifiers = { advantage: 0, disadvantage: 0, autoFail: false, reasons: [] };
  const dis = (f: InForce, effect: string, levels: number) => {
    out.disadvantage += levels;
    out.reasons.push({ condition: f.id, effect, levels });
  };
  each(conditionsInForce(holder, now, catalog), (e, f) => {
    switch (e.kind) {
      case "checkDisadvantage": {
        const statMatches = e.stats === "all" || e.stats.includes(q.stat);
        const widened = e.attacksOption !== undefined && opts[e.attacksOption];
        if (statMatches && (!q.attack || widened)) dis(f, e.kind, e.levels);
        break;
      }
      case "attackDisadvantage":
        if (q.attack && !e.unlessWeapon.some((p) => q.weapon?.includes(p))) dis(f, e.kind, e.levels);
        break;
      case "perceptionDisadvantage":
        if (q.perception !== undefined) dis(f, e.kind, e.levels);
        break;
      case "perceptionAutoFail":
        if (q.perception === e.sense) {
          out.autoFail = true;
          out.reasons.push({ condition: f.id, effect: e.kind });
        }
        break;
      default:
        break;
    }
  });
  return out;
}

// ── attacks against the bearer ──

export interface AttackAgainstModifiers {
  /** Levels of advantage the attacker gains. */
  advantage: number;
  /** DE-COND-23, 30: the DV type attacks meet. */
  dvType: "normal" | "surprised" | "touch";
  reasons: Reason[];
}

/** DE-COND-13, 23, 27, 30: what the bearer's conditions give an attacker. */
export function attackAgainstModifiers(
  holder: ConditionHolder,
  now?: number,
  catalog?: ConditionCatalog,
): AttackAgainstModifiers {
  const out: AttackAgainstModifiers = { advantage: 0, dvType: "normal", reasons: [] };
  each(conditionsInForce(holder, now, catalog), (e, f) => {
    if (e.kind === "attackersAdvantage") {
      out.advantage += e.levels;
      out.reasons.push({ condition: f.id, effect: e.kind, levels: e.levels });
    } else if (e.kind === "attackersUseDv") {
      // Surprised DV is the lower of the two special types for anyone with Agility > 0; it wins over Touch.
      if (out.dvType === "normal" || e.dvType === "surprised") out.dvType = e.dvType;
      out.reasons.push({ condition: f.id, effect: e.kind });
    }
  });
  return out;
}

// ── movement, speech, initiative ──

export interface Movement {
  /** Speed after the conditions (metres per move). */
  speed: number;
  /** False: no Move action and no spending of movement already granted. */
  canMove: boolean;
  reasons: Reason[];
}

/** DE-COND-18, 23, 25, 27, DE-DV-9: the bearer's speed and whether it may move itself. */
export function movement(
  holder: ConditionHolder,
  speed: number,
  now?: number,
  catalog?: ConditionCatalog,
): Movement {
  let half = false;
  let zero = false;
  let canMove = true;
  const reasons: Reason[] = [];
  each(conditionsInForce(holder, now, catalog), (e, f) => {
    if (e.kind === "speed") {
      if (e.change === "half") half = true;
      else zero = true;
      reasons.push({ condition: f.id, effect: `speed:${e.change}` });
    } else if (e.kind === "cannotMove" || e.kind === "incapacitated") {
      canMove = false;
      reasons.push({ condition: f.id, effect: e.kind });
    }
  });
  if (holder.fortified) {
    canMove = FORTIFIED_STANCE.canMove;
    reasons.push({ condition: "fortified", effect: "cannotMove" });
  }
  // DE-COND-25: halved, rounded up (DE-ROUND-1); a speed of 0 beats every other change.
  const s = zero || !canMove ? 0 : half ? Math.ceil(speed / 2) : speed;
  return { speed: s, canMove, reasons };
}

/** DE-COND-9, 23: whether the bearer can speak. */
export function canSpeak(holder: ConditionHolder, now?: number, catalog?: ConditionCatalog): boolean {
  let ok = true;
  each(conditionsInForce(holder, now, catalog), (e) => {
    if (e.kind === "cannotSpeak") ok = false;
  });
  return ok && !(holder.vitals?.unconscious ?? null);
}

export interface Incapacitation {
  incapacitated: boolean;
  /** When the last incapacitating cause ends; null = no end in sight. Meaningless when not incapacitated. */
  until: number | null;
  /** Initiative burned each time it is active, before the end cap (5 in core). */
  burn: number;
  sources: string[];
}

/** DE-COND-20, 21, 23, 34: whether the bearer is Incapacitated at `now`, and until when. */
export function incapacitation(
  holder: ConditionHolder,
  now: number,
  catalog?: ConditionCatalog,
): Incapacitation {
  let until: number | null = Number.NEGATIVE_INFINITY;
  let burn = 0;
  const sources: string[] = [];
  for (const f of conditionsInForce(holder, now, catalog)) {
    for (const e of f.def.effects) {
      if (e.kind !== "incapacitated") continue;
      sources.push(f.index === null ? "unconscious" : f.id);
      burn = Math.max(burn, e.burn);
      // The character stays incapacitated until its last cause ends; one without an end never does.
      until = until === null || f.endsAt === null ? null : Math.max(until, f.endsAt);
    }
  }
  return { incapacitated: sources.length > 0, until: sources.length > 0 ? until : null, burn, sources };
}

/**
 * DE-COND-20: why the bearer may not spend initiative now (no action, no interrupt), or null when it
 * may. Dead characters do nothing at all.
 */
export function whyCannotSpendInitiative(
  holder: ConditionHolder,
  now: number,
  catalog?: ConditionCatalog,
): RuleError | null {
  if (holder.vitals?.dead)
    return { code: "refused", path: ["vitals", "dead"], message: "the character is dead" };
  const u = holder.vitals?.unconscious;
  if (u && (u.until === null || u.until > now)) {
    return {
      code: "refused",
      path: ["vitals", "unconscious"],
      message: "an unconscious character is incapacitated and cannot spend initiative",
    };
  }
  for (const f of conditionsInForce(holder, now, catalog)) {
    if (f.def.effects.some((e) => e.kind === "incapacitated")) {
      return {
        code: "refused",
        path: ["conditions", f.index ?? 0],
        message: `${f.def.name}: an incapacitated character cannot spend initiative`,
      };
    }
  }
  return null;
}

// ── immunity, susceptibility, resilience ──

export interface ConditionStance {
  immune: boolean;
  susceptible: boolean;
  resilient: boolean;
  /** Levels to add to checks against gaining it and to checks it causes (DE-COND-3/4). */
  advantage: number;
  disadvantage: number;
  reasons: string[];
}

/**
 * DE-COND-2, 3, 4, 16, 19, 33, DE-DV-9, DE-ENV-16: how the bearer stands towards a condition. Sources
 * of resilience beyond the race/equipment list: a Hard Light / Soft Light AI body against Grappled,
 * the Fortified stance against Prone, and water or vacuum against Burning (the condition's own
 * `environmentRelief` effect).
 */
export function conditionStance(
  holder: ConditionHolder,
  id: string,
  catalog: ConditionCatalog = CORE_CONDITIONS,
): ConditionStance {
  const def = conditionDef(id, catalog);
  const reasons: string[] = [];
  let immune = (holder.immunities ?? []).includes(id);
  if (immune) reasons.push("immune");
  for (const e of def.effects) {
    if (e.kind === "immuneWithout" && e.trait === "canBleed" && holder.canBleed === false) {
      immune = true;
      reasons.push("cannot bleed");
    }
  }
  const susceptible = (holder.susceptibilities ?? []).includes(id);
  if (susceptible) reasons.push("susceptible");
  let resilient = (holder.resiliences ?? []).includes(id);
  if (resilient) reasons.push("resilient");
  if (id === "grappled" && holder.aiBody) {
    resilient = true;
    reasons.push(`${holder.aiBody} body`);
  }
  if (holder.fortified && FORTIFIED_STANCE.resilientTo.includes(id)) {
    resilient = true;
    reasons.push("fortified");
  }
  const env = holder.environment;
  for (const e of def.effects) {
    if (e.kind !== "environmentRelief") continue;
    const where = e.environments.find((x) => env?.[x]);
    if (where) {
      resilient = true;
      reasons.push(where);
    }
  }
  return {
    immune,
    susceptible,
    resilient,
    advantage: resilient ? 1 : 0,
    disadvantage: susceptible ? 1 : 0,
    reasons,
  };
}

/** DE-COND-19: a Hard Light / Soft Light AI applies Grappled (the grapple check) with disadvantage. */
export function grappleApplyDisadvantage(aiBody: DefenderView["aiBody"]): number {
  return aiBody ? 1 : 0;
}
