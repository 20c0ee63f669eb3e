// From a character and what a check is about to the check core's request (DE-FOCUS-1..3,
// DE-UNSK-1..3, DE-PROF-1..5, DE-SKILL-3..13, DE-FAT-3/4, and the perks that act on checks:
// Perceptive senses, Half-Blind/Half-Deaf, Blind/Deaf, Better Balance, Shield Bash, Grapple
// Expertise, Pain Resistance Techniques, Takedown Specialist, Momentum Master, the stances,
// Reckless Abandon and Lethal Edge). The result names every source, so a table can show why a roll
// has the dice it has.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { CHECK_PURPOSES, type CheckWhen, SENSES } from "../catalogue/effects.js";
import { idSchema } from "../catalogue/ids.js";
import { catalogueFor, findFocus } from "../catalogue/setting.js";
import { statName } from "../catalogue/stats.js";
import { type CheckResult, resolveCheck, rollCheck } from "../check/check.js";
import type { CheckRequest } from "../check/request.js";
import { STATS } from "../check/stats.js";
import { fatigueEffects } from "../rules-of-play/fatigue-table.js";
import { speedOf } from "./derive.js";
import { type Refused, refusal } from "./errors.js";
import type { DeOptions } from "./options.js";
import type { DeCharacter } from "./schema.js";
import { martialValue } from "./subject.js";

export const checkContextSchema = z.strictObject({
  /** DE-STAT-3: exactly one stat. */
  stat: z.enum(STATS),
  /** An attack roll (no focus, DE-FOCUS-3; fatigue level 1 applies). */
  attack: z.boolean().default(false),
  purpose: z.enum(CHECK_PURPOSES).default("general"),
  /** For perception: the sense the check relies on. */
  sense: z.enum(SENSES).optional(),
  /** For resistCondition: the condition resisted; for any check: the condition that causes it. */
  condition: idSchema.optional(),
  causedBy: idSchema.optional(),
  /** DE-FOCUS-1/2: the focus the GM designated (id or name). */
  focus: z.string().min(1).optional(),
  /** DE-UNSK-1: the skill the equipment used needs (a weapon's skill is taken from `weapon`). */
  equipmentSkill: idSchema.optional(),
  /** DE-SKILL-13: the item's own rating (lock picks), added only with the skill. */
  itemRating: z.number().int().min(0).optional(),
  weapon: z.strictObject({ skill: idSchema.optional(), melee: z.boolean().default(true) }).optional(),
  holding: z.array(z.enum(["shield", "longObject"])).default([]),
  /** DE-PERK-28: metres run in a straight line as the action right before this melee attack. */
  movedStraightMetres: z.number().min(0).optional(),
  /** DE-PERK-30: a declared reckless attack. */
  reckless: z.boolean().default(false),
  /** DE-PERK-22..25: the active stance perk's id. */
  stance: idSchema.optional(),
  /** Perks of the opposing character that act on this character's check (Takedown Specialist). */
  opponentPerks: z.array(idSchema).default([]),
  /** Situational levels and floating modifiers the GM or other rules add (DE-ADV-2, DE-ROLL-5). */
  advantage: z.number().int().min(0).default(0),
  disadvantage: z.number().int().min(0).default(0),
  modifiers: z.array(z.number().int()).default([]),
  /** The DC or DV, when known. */
  target: z.number().int().optional(),
});

export type CheckContext = z.input<typeof checkContextSchema>;
type Ctx = z.output<typeof checkContextSchema>;

export interface CheckBuild {
  /** Ready for the check core (`rollCheck`, `resolveCheck`, `checkOdds`). */
  request: CheckRequest;
  /** Blind/Deaf: the check fails without a roll. */
  autoFail: boolean;
  /** Better Balance II: no check is needed. */
  noCheck: boolean;
  unskilled: boolean;
  /** DE-SKILL-8/10: an unskilled use the book calls risky, for the GM to rule on. */
  riskFlag: "medical" | "mechanical" | "surgery" | null;
  /** DE-PERK-31/32: dice that may count as critical from `threshold` once the attack hits. */
  lethalEdge: { rank: number; threshold: number; dice: number } | null;
  /** DE-PERK-30: a reckless attack adds min(DoS, Strength) damage on a hit. */
  reckless: boolean;
  /** One line per thing that changed the roll. */
  sources: string[];
}

function matches(when: CheckWhen, ctx: Ctx): boolean {
  if (when.purpose !== undefined && when.purpose !== ctx.purpose) return false;
  if (when.sense !== undefined && when.sense !== ctx.sense) return false;
  if (when.stat !== undefined && when.stat !== ctx.stat) return false;
  if (when.condition !== undefined && when.condition !== ctx.condition) return false;
  if (when.holding !== undefined && !ctx.holding.includes(when.holding)) return false;
  return true;
}

/** Builds the check request for this character; refuses unknown focuses and undeclarable options. */
export function buildCheck(
  c: DeCharacter,
  context: CheckContext,
  o: DeOptions,
): { ok: true; build: CheckBuild } | Refused {
  const parsed = checkContextSchema.safeParse(context);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return refusal("invalid", i.path.map(String), i.message);
  }
  const ctx = parsed.data;
  const cat = catalogueFor(o);
  const sources: string[] = [];
  let advantage = ctx.advantage;
  let disadvantage = ctx.disadvantage;
  const modifiers = [...ctx.modifiers];
  let autoFail = false;
  let noCheck = false;
  let riskFlag: CheckBuild["riskFlag"] = null;
  let lethalEdge: CheckBuild["lethalEdge"] = null;
  let reckless = false;

  // DE-PROF-1/2/5: training follows the stat rolled, attacks included.
  const training = c.training[ctx.stat] ?? "none";
  if (training !== "none")
    sources.push(`${training === "expert" ? "Expertise" : "Proficiency"} in ${statName(ctx.stat)}`);

  // DE-UNSK-1..3, DE-SKILL-3..13: equipment without its skill.
  const skillId = ctx.equipmentSkill ?? ctx.weapon?.skill;
  let unskilled = false;
  let itemBonusLost = false;
  if (skillId !== undefined && !c.skills.includes(skillId)) {
    const def = cat.skills.get(skillId);
    unskilled = def?.unskilled.disadvantage ?? true;
    itemBonusLost = def?.unskilled.losesItemBonus ?? true;
    riskFlag = def?.unskilled.riskFlag ?? null;
    sources.push(`unskilled: no ${def?.name ?? skillId}${unskilled ? " (disadvantage, no focus)" : ""}`);
  }
  if (ctx.itemRating !== undefined && ctx.itemRating > 0) {
    if (itemBonusLost) sources.push(`item rating ${ctx.itemRating} lost without the skill`);
    else {
      modifiers.push(ctx.itemRating);
      sources.push(`item rating +${ctx.itemRating}`);
    }
  }

  // DE-FOCUS-1..4: the designated focus, if the character has it.
  let focusRating = 0;
  if (ctx.focus !== undefined) {
    const f = findFocus(cat, ctx.focus);
    if (!f) return refusal("unknown", ["focus"], `"${ctx.focus}" is not a focus of this table`);
    focusRating = c.focuses[f.id] ?? 0;
    if (ctx.attack && focusRating > 0) sources.push(`${f.name} ${focusRating}: focuses never add to attacks`);
    else if (unskilled && focusRating > 0) sources.push(`${f.name} ${focusRating}: not on an unskilled roll`);
    else if (focusRating > 0) sources.push(`${f.name} +${focusRating}`);
  }

  // DE-FAT-3/4: fatigue disadvantage on checks and attack rolls.
  const fat = fatigueEffects(c.fatigue, o.fatigueDisadvantageStacks);
  const fatigueDis = ctx.attack ? fat.attackDisadvantage : fat.checkDisadvantage;
  if (fatigueDis > 0) {
    disadvantage += fatigueDis;
    sources.push(`fatigue ${c.fatigue}: ${fatigueDis} level(s) of disadvantage`);
  }

  for (const [id, h] of Object.entries(c.perks)) {
    const perk = cat.perks.get(id);
    if (!perk) continue;
    for (const e of perk.effects) {
      switch (e.kind) {
        case "advantage":
          if (matches(e.when, ctx)) {
            advantage += e.levels;
            sources.push(`${perk.name}: advantage`);
          }
          break;
        case "disadvantage":
          if (matches(e.when, ctx)) {
            disadvantage += e.levels;
            sources.push(`${perk.name}: disadvantage`);
          }
          break;
        case "autoFail":
          if (matches(e.when, ctx)) {
            autoFail = true;
            sources.push(`${perk.name}: fails automatically`);
          }
          break;
        case "noCheck":
          if (matches(e.when, ctx)) {
            noCheck = true;
            sources.push(`${perk.name}: no check needed`);
          }
          break;
        case "checkBonus":
          if (matches(e.when, ctx)) {
            const amount = e.amount === "martialValue" ? martialValue(c, cat) : e.amount;
            modifiers.push(amount);
            sources.push(`${perk.name} +${amount}`);
          }
          break;
        case "conditionResilience":
          // DE-COND-4: against gaining the condition, and on the checks it causes.
          if (
            (ctx.purpose === "resistCondition" && ctx.condition === e.condition) ||
            ctx.causedBy === e.condition
          ) {
            advantage += 1;
            sources.push(`${perk.name}: resilient to ${e.condition}`);
          }
          break;
        case "momentum":
          if (ctx.attack && ctx.weapon?.melee && (ctx.movedStraightMetres ?? 0) >= e.minMetres) {
            const moved = Math.floor(ctx.movedStraightMetres!);
            const speed = speedOf(c, o);
            const bonus = speed === null ? moved : Math.min(moved, speed);
            modifiers.push(bonus);
            sources.push(`${perk.name} +${bonus}`);
          }
          break;
        case "stance":
          if (ctx.attack && ctx.stance === perk.id) {
            modifiers.push(e.attack);
            sources.push(`${perk.name} ${e.attack >= 0 ? "+" : ""}${e.attack}`);
          }
          break;
        case "recklessAttack":
          if (ctx.attack && ctx.reckless && ctx.weapon?.skill === e.weaponSkill) {
            reckless = true;
            modifiers.push(e.toHit);
            sources.push(`${perk.name}: reckless ${e.toHit}`);
          }
          break;
        case "lethalEdge":
          if (ctx.attack && ctx.weapon?.skill === e.weaponSkill) {
            const dice = e.diceByRank[Math.min(h.rank, e.diceByRank.length) - 1] ?? 1;
            lethalEdge = { rank: h.rank, threshold: e.threshold, dice };
            sources.push(`${perk.name}: after a hit, ${dice} die/dice critical from ${e.threshold}`);
          }
          break;
        default:
          break;
      }
    }
  }

  if (ctx.stance !== undefined && !c.perks[ctx.stance])
    return refusal(
      "not_owned",
      ["stance"],
      `${c.name} has no ${cat.perks.get(ctx.stance)?.name ?? ctx.stance}`,
    );
  if (ctx.reckless && !reckless)
    return refusal(
      "prerequisite",
      ["reckless"],
      "a reckless attack needs Reckless Abandon and a weapon of its skill (Axe Fighting)",
    );

  // Takedown Specialist and the like: the opponent's perks that weigh on this check.
  for (const id of ctx.opponentPerks) {
    const perk = cat.perks.get(id);
    for (const e of perk?.effects ?? [])
      if (e.kind === "opponentDisadvantage" && matches(e.when, ctx)) {
        disadvantage += e.levels;
        sources.push(`opponent's ${perk!.name}: disadvantage`);
      }
  }

  const request: CheckRequest = {
    stat: c.stats[ctx.stat],
    focusRating,
    attack: ctx.attack,
    unskilled,
    modifiers,
    advantage,
    disadvantage,
    training,
    critThresholds: [],
  };
  if (ctx.target !== undefined) request.target = ctx.target;
  return {
    ok: true,
    build: { request, autoFail, noCheck, unskilled, riskFlag, lethalEdge, reckless, sources },
  };
}

export interface CharacterCheck {
  build: CheckBuild;
  /** Null when nothing was rolled (automatic failure, or no check needed). */
  result: CheckResult | null;
  /** Null when there is no target to judge against. */
  success: boolean | null;
}

function finish(build: CheckBuild, result: CheckResult | null): CharacterCheck {
  if (build.autoFail) return { build, result: null, success: false };
  if (build.noCheck) return { build, result: null, success: true };
  return { build, result, success: result?.outcome?.success ?? null };
}

/** Builds and rolls a character's check through `dice`. */
export function rollCharacterCheck(
  c: DeCharacter,
  context: CheckContext,
  o: DeOptions,
  dice: DiceSource,
): { ok: true; check: CharacterCheck } | Refused {
  const b = buildCheck(c, context, o);
  if (!b.ok) return b;
  const rolled = b.build.autoFail || b.build.noCheck ? null : rollCheck(b.build.request, dice, o);
  return { ok: true, check: finish(b.build, rolled) };
}

/** The same with faces given in roll order (scripted tests, physical dice typed in). */
export function resolveCharacterCheck(
  c: DeCharacter,
  context: CheckContext,
  o: DeOptions,
  faces: readonly number[],
): { ok: true; check: CharacterCheck } | Refused {
  const b = buildCheck(c, context, o);
  if (!b.ok) return b;
  const rolled = b.build.autoFail || b.build.noCheck ? null : resolveCheck(b.build.request, faces, o);
  return { ok: true, check: finish(b.build, rolled) };
}
