// What the Dice Engine actions share: finding characters at the table, who controls them
// (DE-GEN-1), where a roll request comes from (DE-ROLL-3), the parameters that describe one
// character's check and how they become the check core's request through `buildCheck` (so every
// perk, training, fatigue and unskilled rule applies the same way to a check, a contest side or an
// extended roll), refusals turned into EngineErrors that name the parameter, and dice records.

import { z } from "zod";
import { EngineError } from "../../engine/errors.js";
import type { TableEvent } from "../../engine/events.js";
import type { DieRecord } from "../../engine/roll.js";
import { type CharacterEntry, ownEntry, type TableState } from "../../engine/state.js";
import { tableEnvironment } from "./actions/environment-state.js";
import { CHECK_PURPOSES, SENSES } from "./catalogue/effects.js";
import { catalogueFor, findPerk, findSkill } from "./catalogue/setting.js";
import {
  buildCheck,
  type CheckBuild,
  type CheckContext,
  type DeCharacter,
  type Outcome,
  type Refusal,
  toEngineError,
} from "./character/index.js";
import type { CheckResult, CritClass } from "./check/index.js";
import { STATS } from "./check/stats.js";
import type { DiceEngineOptions } from "./options.js";
import { strengthAdvantage } from "./world/environment.js";

type Path = (string | number)[];

/** The id the GM goes by: the GM is a participant, not a character, so it has no stat block. */
export const GM = "gm";

/**
 * DE-GEN-1: who controls a character. A player character has exactly one controlling player (the
 * entry's single `owner`); a character nobody owns is an NPC, controlled by the GM.
 */
export function controllerOf(entry: Pick<CharacterEntry, "owner">): string {
  return entry.owner ?? GM;
}

/** The character behind an id at this table, or an EngineError naming the parameter. */
export function characterOf(state: TableState, id: string, path: Path): DeCharacter {
  const entry = ownEntry(state.characters, id);
  if (!entry) {
    if (id === GM) {
      // DE-GEN-1: the GM has no stats, so there is nothing to roll for it.
      throw new EngineError("invalid", "the GM has no stat block: name the character who rolls", path);
    }
    const known = Object.keys(state.characters).join(", ") || "none";
    throw new EngineError("not_found", `no character '${id}' at this table (characters: ${known})`, path);
  }
  return entry.data as DeCharacter;
}

/**
 * DE-ROLL-3: out of combat a roll is one the GM called for; in combat it is the roll of an action
 * the character declared. The engine cannot see the table talk, so it records which of the two the
 * state says it is: a character taking part in the running encounter rolls for a declared action.
 */
export function requestedBy(state: TableState, actor: string): "gm" | "declaredAction" {
  const e = state.encounter;
  return e?.participants.some((p) => p.character === actor || p.id === actor) ? "declaredAction" : "gm";
}

/** A refusal of the character layer as an EngineError whose path starts at the parameter at fault. */
export function refusedAt(r: Refusal, prefix: Path): EngineError {
  return toEngineError({ ...r, path: [...prefix, ...r.path] });
}

/** The `character.changed` event of an outcome, or its refusal as an EngineError under `field`. */
export function changed(id: string, outcome: Outcome, field: Path): TableEvent {
  if (!outcome.ok) throw refusedAt(outcome.error, field);
  return { type: "character.changed", id, data: outcome.character, changes: outcome.changes };
}

const label = z.string().trim().min(1).max(100);

/** A source of advantage or disadvantage: a label (one level) or a label with its levels (DE-ADV-2). */
export const levelSource = z.union([
  label,
  z.strictObject({ label, levels: z.number().int().min(1).max(10) }),
]);
/** A floating modifier (DE-ROLL-5): a number, or a number with a label for the log. */
export const floatingModifier = z.union([
  z.number().int().min(-50).max(50),
  z.strictObject({ label, value: z.number().int().min(-50).max(50) }),
]);

/**
 * What one character's check is about, as a table sends it (DE-STAT-3: exactly one stat). Names may
 * be the book's ("Hammer Fighting", "Perception") or ids; `buildCheck` does the rules.
 */
export const rollShape = {
  /** DE-STAT-3: the one stat rolled. */
  stat: z.enum(STATS),
  /** DE-FOCUS-1/2: the focus the GM designated; the character's rating is added if it has it. */
  focus: z.string().trim().min(1).optional(),
  /** DE-UNSK-1, DE-SKILL-3..13: the skill the equipment used needs; without it the roll is unskilled. */
  skill: z.string().trim().min(1).optional(),
  /** DE-SKILL-13: the item's own rating (lock picks), added only with the skill. */
  itemRating: z.number().int().min(0).max(20).optional(),
  /** A weapon roll: its skill (unskilled without it) and whether it is a melee weapon. */
  weapon: z
    .strictObject({ skill: z.string().trim().min(1).optional(), melee: z.boolean().default(true) })
    .optional(),
  /** DE-FOCUS-3, DE-CRIT-5: an attack roll takes no focus and a super-critical always hits. */
  attack: z.boolean().default(false),
  /** What the check is for, so perks that apply to it do (Perceptive senses, Better Balance…). */
  purpose: z.enum(CHECK_PURPOSES).default("general"),
  sense: z.enum(SENSES).optional(),
  /** The condition resisted, or the condition that causes the check. */
  condition: z.string().trim().min(1).optional(),
  causedBy: z.string().trim().min(1).optional(),
  holding: z.array(z.enum(["shield", "longObject"])).default([]),
  /** DE-PERK-28: metres run straight as the action right before this melee attack. */
  movedStraightMetres: z.number().min(0).max(1000).optional(),
  /** DE-PERK-30: a declared reckless attack. */
  reckless: z.boolean().default(false),
  /** DE-PERK-22..25: the active stance perk (name or id). */
  stance: z.string().trim().min(1).optional(),
  /** The opposing character (by id) whose perks weigh on this check (Takedown Specialist). */
  opponent: z.string().optional(),
  /** DE-ADV-1/2: situational sources; levels from every source add up and cancel one for one. */
  advantage: z.array(levelSource).max(20).default([]),
  disadvantage: z.array(levelSource).max(20).default([]),
  /** DE-ROLL-5: floating modifiers. */
  modifiers: z.array(floatingModifier).max(20).default([]),
  /** DE-UNSK-1/2: the GM rules the roll unskilled (one more level of disadvantage, no focus). */
  unskilled: z.boolean().default(false),
};

export const rollSchema = z.strictObject(rollShape);
export type RollParams = z.output<typeof rollSchema>;

const levels = (sources: RollParams["advantage"]) =>
  sources.reduce((n, s) => n + (typeof s === "string" ? 1 : s.levels), 0);
const sourceLines = (sources: RollParams["advantage"], what: string) =>
  sources.map((s) =>
    typeof s === "string" || s.levels === 1
      ? `${typeof s === "string" ? s : s.label}: ${what}`
      : `${s.label}: ${s.levels} levels of ${what}`,
  );

/** A catalogue id from a name or id the table typed, or an EngineError naming the parameter. */
function skillId(text: string, o: DiceEngineOptions, path: Path): string {
  const s = findSkill(catalogueFor(o), text);
  if (!s) throw new EngineError("not_found", `"${text}" is not a skill of this table`, path);
  return s.id;
}

/** One character's check, built by the character layer so its perks and training apply. */
export interface BuiltRoll {
  character: DeCharacter;
  build: CheckBuild;
}

/**
 * Turns one roller's parameters into the check core's request. `path` is where the roller sits in
 * the action's parameters (`[]`, `["attacker"]`, `["rolls", 2]`), so every error names its field.
 */
export function buildRoll(
  state: TableState,
  actor: string,
  p: RollParams,
  o: DiceEngineOptions,
  path: Path,
  at: { target?: number; idField?: string } = {},
): BuiltRoll {
  const target = at.target;
  const character = characterOf(state, actor, [...path, at.idField ?? "actor"]);
  const cat = catalogueFor(o);
  let stance: string | undefined;
  if (p.stance !== undefined) {
    const perk = findPerk(cat, p.stance);
    if (!perk?.effects.some((e) => e.kind === "stance"))
      throw new EngineError("invalid", `"${p.stance}" is not a stance perk`, [...path, "stance"]);
    stance = perk.id;
  }
  // DE-ENV-9: in the table's low gravity every Strength check has advantage.
  const lowGravity = p.stat === "strength" ? strengthAdvantage(tableEnvironment(state).gravity, o) : 0;
  const opponentPerks =
    p.opponent === undefined ? [] : Object.keys(characterOf(state, p.opponent, [...path, "opponent"]).perks);
  const context: CheckContext = {
    stat: p.stat,
    attack: p.attack,
    purpose: p.purpose,
    holding: p.holding,
    reckless: p.reckless,
    opponentPerks,
    advantage: levels(p.advantage) + lowGravity,
    disadvantage: levels(p.disadvantage),
    modifiers: p.modifiers.map((m) => (typeof m === "number" ? m : m.value)),
    ...(p.sense !== undefined ? { sense: p.sense } : {}),
    ...(p.condition !== undefined ? { condition: p.condition } : {}),
    ...(p.causedBy !== undefined ? { causedBy: p.causedBy } : {}),
    ...(p.focus !== undefined ? { focus: p.focus } : {}),
    ...(p.skill !== undefined ? { equipmentSkill: skillId(p.skill, o, [...path, "skill"]) } : {}),
    ...(p.itemRating !== undefined ? { itemRating: p.itemRating } : {}),
    ...(p.weapon !== undefined
      ? {
          weapon: {
            melee: p.weapon.melee,
            ...(p.weapon.skill !== undefined
              ? { skill: skillId(p.weapon.skill, o, [...path, "weapon", "skill"]) }
              : {}),
          },
        }
      : {}),
    ...(p.movedStraightMetres !== undefined ? { movedStraightMetres: p.movedStraightMetres } : {}),
    ...(stance !== undefined ? { stance } : {}),
    ...(target !== undefined ? { target } : {}),
  };
  const built = buildCheck(character, context, o);
  if (!built.ok) throw refusedAt(built.error, path);
  const build = built.build;
  const sources = [
    ...build.sources,
    ...sourceLines(p.advantage, "advantage"),
    ...(lowGravity > 0 ? ["low gravity: advantage"] : []),
    ...sourceLines(p.disadvantage, "disadvantage"),
    ...p.modifiers.map((m) =>
      typeof m === "number" ? `modifier ${signed(m)}` : `${m.label} ${signed(m.value)}`,
    ),
  ];
  // DE-UNSK-1/2: the GM may rule a roll unskilled whatever the equipment; it stacks with nothing
  // else the character layer found, since a roll is unskilled once, not once per reason.
  if (p.unskilled && !build.request.unskilled) {
    sources.push("unskilled (the GM's ruling): disadvantage, no focus");
    return {
      character,
      build: { ...build, unskilled: true, request: { ...build.request, unskilled: true }, sources },
    };
  }
  return { character, build: { ...build, sources } };
}

/** "1 degree", "3 degrees". */
export function degreesText(n: number): string {
  return `${n} degree${n === 1 ? "" : "s"}`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** The check dice as the log shows them: the two core dice, then the extra dice in roll order. */
export function dieRecords(result: CheckResult, group?: string): DieRecord[] {
  return result.dice.map((d, i) => ({
    role: i < 2 ? "core" : result.net > 0 ? "advantage" : "disadvantage",
    sides: d.size,
    faces: [d.face],
    value: d.kept ? d.face : 0,
    kept: d.kept,
    exploded: false,
    imploded: false,
    ...(group !== undefined ? { group } : {}),
  }));
}

/** The book's names for the crit classes of the kept pair, for summaries. */
export const CRIT_WORDS: Record<CritClass, string> = {
  none: "",
  semiCrit: "semi-critical",
  superCrit: "super-critical",
  antiCrit: "anti-critical",
  semiFail: "semi-critical fail",
  superFail: "super-critical fail",
};
