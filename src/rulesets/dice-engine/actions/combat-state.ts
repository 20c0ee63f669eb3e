// Where the combat state of a Dice Engine table lives, and how the pure rules' views are built
// from it and written back as events.
//
// Decision (issue 5 item 1): the character file keeps what it has fields for — current HP, Stun,
// Res and stun dice spent (`current`) — and those change only through `character.changed`. The
// character schema has no field for the rest of a character's combat state (unconsciousness, the
// death-check tallies, death, pending First Aid, the conditions layer's active conditions with their
// absolute tick times, the equipment it fights with), so that lives in the table state as one open
// note per character (`combat:<id>`, kind `dice-engine.combat`), and the tracker's extras the engine's
// encounter does not hold (holds, 0-cost streaks) in one note `dice-engine.tracker`. Both are
// written only by this ruleset's `dice-engine.state` event, which replaces a note's data whole, so
// replaying the log rebuilds them exactly. The engine's own `condition.*` events mirror the
// conditions (id `<character>:<condition>`, no engine duration: the conditions layer times them on
// the shared timeline), so every client sees them without knowing this ruleset.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { apply, type RulesetEvent, type TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import { bodyOfRace } from "../attack/views.js";
import { unarmedStrike, type Weapon, type WeaponInput, weaponSchema } from "../attack/weapon.js";
import { characterOf } from "../bridge.js";
import type { PerkEffect } from "../catalogue/effects.js";
import { type Catalogue, catalogueFor } from "../catalogue/setting.js";
import { statName } from "../catalogue/stats.js";
import { type DeCharacter, deriveCharacter } from "../character/index.js";
import { martialValue, raceOf } from "../character/subject.js";
import { CORE_CONDITIONS, type ConditionCatalog, conditionDef } from "../conditions/catalog.js";
import { type ActiveCondition, activeConditionSchema } from "../conditions/state.js";
import {
  type CheckEffect,
  type DefenderView,
  HEALTH_CHECK_PURPOSES,
  type HealthCheckPurpose,
} from "../damage/target.js";
import { armourSchema, heldArmourSchema } from "../defence/armour.js";
import type { Happening } from "../health/log.js";
import { deathTallySchema, parseVitals, unconsciousSchema } from "../health/vitals.js";
import type { DiceEngineOptions } from "../options.js";
import { perkResiliences } from "../perks/defence.js";
import { type PlayLog, playLogSchema } from "../rules-of-play/play.js";
import type { DodgeRecord } from "../tracker/dodge.js";
import type { Hold, Tie } from "../tracker/tracker.js";
import { damageEnvironment, underwaterRange } from "../world/environment.js";
import { ENVIRONMENT_NOTE_KIND, tableEnvironment } from "./environment-state.js";
import { reduceExtended } from "./extended.js";

export const STATE_EVENT = "dice-engine.state";
export const COMBAT_NOTE_KIND = "dice-engine.combat";
export const TRACKER_NOTE_KIND = "dice-engine.tracker";
export const TRACKER_NOTE = "dice-engine.tracker";
export const combatNoteId = (character: string) => `combat:${character}`;
/** The attack glue's own note per attacker (actions/attack-state.ts): ammunition, Sustained chain, stance. */
export const ATTACK_NOTE_KIND = "dice-engine.attack";
export const attackNoteId = (character: string) => `attack:${character}`;
/**
 * The care glue's note per character (actions/care.ts): the once-per-long-rest perks it has used
 * since its last long rest (Advanced Resilience Repair, DE-PERK-79). A note, not the character file,
 * so the file's shape stays what the example files and old saves hold; the long rest empties it.
 */
export const CARE_NOTE_KIND = "dice-engine.care";
export const careNoteId = (character: string) => `care:${character}`;
export interface CareNote {
  /** Perk ids used since the character's last long rest. */
  usedSinceLongRest: string[];
}

/** DE-PLAY-2..4: the table's rules-of-play log (rules-of-play/play.ts), one note for the table. */
export const PLAY_NOTE = "dice-engine.play";
export const PLAY_NOTE_KIND = "dice-engine.play";

/** The rules-of-play log kept so far (empty before the first check that names a shared check or insight). */
export function playLog(state: TableState): PlayLog {
  const n = state.notes[PLAY_NOTE];
  return playLogSchema.parse(n && n.kind === PLAY_NOTE_KIND ? n.data : {});
}

/** DE-INIT-10: 2 initiative = 1 second, so one minute of the table clock is 120 initiative. */
const INITIATIVE_PER_MINUTE = 120;

export const equipmentSchema = z.strictObject({
  weapons: z.array(weaponSchema).max(20).default([]),
  armour: armourSchema.nullable().default(null),
  held: heldArmourSchema.nullable().default(null),
});
export type Equipment = z.output<typeof equipmentSchema>;
export type EquipmentInput = z.input<typeof equipmentSchema>;

export const combatNoteSchema = z.strictObject({
  equipment: equipmentSchema.prefault({}),
  unconscious: unconsciousSchema.nullable().default(null),
  death: deathTallySchema.prefault({}),
  dead: z.boolean().default(false),
  firstAidChecks: z.number().int().min(0).default(0),
  conditions: z.array(activeConditionSchema).default([]),
  /** DE-DV-9: in the Fortified stance (Fortress armour); absent when not, so older notes keep their shape. */
  fortified: z.boolean().optional(),
  /**
   * DE-PERK-16/17: Vibration Awareness activated: the raised Vibrosense rating, in force until
   * tracker time `until` (and ended early by the bearer's next action when `endsOnAction`).
   */
  vibrationAwareness: z
    .strictObject({
      rating: z.number().int(),
      until: z.number().int(),
      endsOnAction: z.boolean(),
    })
    .optional(),
  /**
   * DE-PERK-59/63: the Martial Parry this character just took (whose attack, the damage it met and
   * the Martial Value taken off), until a Counter Attack uses it or the character's next action.
   */
  parried: z
    .strictObject({
      attacker: z.string(),
      incoming: z.number().int(),
      mv: z.number().int(),
      at: z.number().int(),
    })
    .optional(),
  /** DE-PERK-41: the moment this character landed from a fall that dealt fall damage (Deadly Descent). */
  landed: z.strictObject({ at: z.number().int() }).optional(),
  /** DE-PERK-26: a Shield Render took the held shield's benefit away until this tracker time. */
  shieldRenderedUntil: z.number().int().optional(),
});
export type CombatNote = z.output<typeof combatNoteSchema>;

/**
 * A reaction to an attack that has not come yet: Martial Parry (the defender's) or Get Down Mr
 * President (a friend stepping in for `ally`, standing `distance` m from them).
 */
export type ReadiedReaction =
  | { reaction: "martialParry"; at: number }
  | { reaction: "getDownMrPresident"; ally: string; distance: number; at: number };

export interface TrackerNote {
  holds: Record<string, Hold>;
  zeroCostStreaks: Record<string, number>;
  /** DE-INIT-6: the simultaneous moment under way (tracker/tracker.ts `Tie`), or null. */
  tie: Tie | null;
  /** DE-INT-3: Dodge checks taken at the current time, by the dodger's character id (tracker/dodge.ts). */
  dodges: Record<string, DodgeRecord>;
  /**
   * DE-PERK-48, 59: reactions readied at the current time by the reacting character's own player
   * (the `interrupt` action), by the reacting character's id; the next attack at that moment reads
   * them and pays them only if it hits. Left out of the stored note while empty.
   */
  readied: Record<string, ReadiedReaction>;
  /**
   * DE-COND-29, 30: participants whose becoming active at the current time was already played out
   * (an ElectroShock check rolled, a Surprised ended), so that it happens once per time they are
   * active. Only those for whom something happened are listed.
   */
  activated: Record<string, number>;
}

/** The ruleset's own event: a note's data replaced whole (created if missing). */
export interface StateEvent extends RulesetEvent {
  type: typeof STATE_EVENT;
  note: string;
  kind: string;
  data: unknown;
  /** What a log shows for a change a person made on purpose (equipment); none for bookkeeping. */
  summary?: string;
}

export function stateEvent(note: string, kind: string, data: unknown, summary?: string): StateEvent {
  const e: StateEvent = { type: STATE_EVENT, note, kind, data: JSON.parse(JSON.stringify(data)) };
  if (summary !== undefined) e.summary = summary;
  return e;
}

export function reduceCombat(state: TableState, event: RulesetEvent): TableState | undefined {
  if (event.type !== STATE_EVENT) return undefined;
  const e = event as StateEvent;
  const text =
    e.kind === COMBAT_NOTE_KIND
      ? `combat state of ${e.note.slice(7)}`
      : e.kind === ATTACK_NOTE_KIND
        ? `attack state of ${e.note.slice(7)}`
        : e.kind === CARE_NOTE_KIND
          ? `care given by ${e.note.slice(5)}`
          : e.kind === PLAY_NOTE_KIND
            ? "rules-of-play log"
            : e.kind === ENVIRONMENT_NOTE_KIND
              ? "the place the characters are in"
              : "tracker extras";
  return {
    ...state,
    notes: { ...state.notes, [e.note]: { kind: e.kind, text, data: e.data, open: true } },
  };
}

/** Every event this ruleset defines. */
export function reduceDiceEngine(state: TableState, event: RulesetEvent): TableState | undefined {
  return reduceCombat(state, event) ?? reduceExtended(state, event);
}

/** The state after `events` (to chain several rules in one action). */
export function after(state: TableState, events: readonly TableEvent[]): TableState {
  return events.reduce((s, e) => apply(s, e, reduceDiceEngine), state);
}

export function combatNote(state: TableState, character: string): CombatNote {
  const n = state.notes[combatNoteId(character)];
  return combatNoteSchema.parse(n && n.kind === COMBAT_NOTE_KIND ? n.data : {});
}

/** DE-PERK-26: whether the character's held shield is rendered useless at `now`. */
export function shieldRendered(n: CombatNote, now: number): boolean {
  return n.shieldRenderedUntil !== undefined && now < n.shieldRenderedUntil;
}

/**
 * DE-PERK-16/17: the Vibrosense rating a character has at `now`: the one Vibration Awareness raised
 * while in force, else its race's (null without Vibrosense).
 */
export function vibrosenseNow(state: TableState, character: string, o: DiceEngineOptions): number | null {
  const va = combatNote(state, character).vibrationAwareness;
  if (va && nowOf(state) < va.until) return va.rating;
  return deriveCharacter(characterOf(state, character, ["actor"]), o).vibrosense;
}

export function trackerNote(state: TableState): TrackerNote {
  const n = state.notes[TRACKER_NOTE];
  const d = (n?.data ?? {}) as Partial<TrackerNote>;
  return {
    holds: d.holds ?? {},
    zeroCostStreaks: d.zeroCostStreaks ?? {},
    tie: d.tie ?? null,
    dodges: d.dodges ?? {},
    readied: d.readied ?? {},
    activated: d.activated ?? {},
  };
}

export function careNote(state: TableState, character: string): CareNote {
  const n = state.notes[careNoteId(character)];
  const d = (n && n.kind === CARE_NOTE_KIND ? n.data : {}) as Partial<CareNote>;
  return { usedSinceLongRest: Array.isArray(d.usedSinceLongRest) ? [...d.usedSinceLongRest] : [] };
}

/** DE-INIT-7: the shared timeline — the encounter's time in combat, the table clock outside it. */
export function nowOf(state: TableState): number {
  return state.encounter ? state.encounter.time : state.clock * INITIATIVE_PER_MINUTE;
}

/**
 * The weapons a character fights with: its equipment's, then the Unarmed Strike (DE-ATK-8) everyone
 * has, then Martial Strike for a character with the perk.
 */
export function weaponsOf(state: TableState, character: string): Weapon[] {
  const own = combatNote(state, character).equipment.weapons;
  return [
    // DE-ENV-14 (Decision: every ranged weapon): under water a range reaches half as far.
    ...(tableEnvironment(state).underwater
      ? own.map((w) => (w.range && !w.melee ? { ...w, range: underwaterRange(w.range) } : w))
      : own),
    unarmedStrike(),
    ...martialStrikes(state, character),
  ];
}

/**
 * DE-PERK-58: Martial Strike, an unarmed Light Attack (4 initiative) dealing bludgeoning damage equal
 * to the Martial Value on a hit, with Strength or Agility at the attacker's choice: one entry for
 * each stat, so the choice is the weapon named ("Martial Strike (Agility)").
 */
function martialStrikes(state: TableState, character: string): Weapon[] {
  const c = state.characters[character]?.data as DeCharacter | undefined;
  // DE-PERK-63 Decision: Counter Attack makes a Martial Strike without the Martial Strike perk
  // (the attack action lets such a character use it for the counter only).
  if (!c?.perks || !(Object.hasOwn(c.perks, "martialStrike") || Object.hasOwn(c.perks, "counterAttack")))
    return [];
  const cat = catalogueFor(state.options as DiceEngineOptions);
  const effect = cat.perks.get("martialStrike")?.effects.find((e) => e.kind === "martialStrike");
  const mv = martialValue(c, cat);
  if (effect?.kind !== "martialStrike" || mv <= 0) return [];
  return effect.stats.map((stat) =>
    weaponSchema.parse({
      id: `martialStrike${stat[0]!.toUpperCase()}${stat.slice(1)}`,
      name: `Martial Strike (${statName(stat)})`,
      stat,
      melee: true,
      damage: String(mv),
      damageType: effect.damageType,
      attacks: [{ type: effect.attackType }],
      ammoPerAttack: 0,
    }),
  );
}

/** A weapon of `list` by its name or id, in any case. */
export function findWeapon(list: readonly Weapon[], name: string): Weapon | undefined {
  const key = name.trim().toLowerCase();
  return list.find((x) => x.name.toLowerCase() === key || x.id.toLowerCase() === key);
}

/** The weapon a character fights with, by name or id; the Unarmed Strike (DE-ATK-8) is always there. */
export function weaponOf(
  state: TableState,
  character: string,
  name: string,
  path: (string | number)[],
): Weapon {
  const list = weaponsOf(state, character);
  const w = findWeapon(list, name);
  if (!w) {
    const c = characterOf(state, character, path);
    throw new EngineError(
      "not_found",
      `${c.name} has no weapon "${name}" (weapons: ${list.map((x) => x.name).join(", ")})`,
      path,
    );
  }
  return w;
}

/** The character as the damage, health and conditions rules see it, from its file and its note. */
export function viewOf(
  state: TableState,
  id: string,
  o: DiceEngineOptions,
  path: (string | number)[],
): DefenderView {
  const c = characterOf(state, id, path);
  const d = deriveCharacter(c, o);
  const n = combatNote(state, id);
  const cat = catalogueFor(o);
  const effects = Object.keys(c.perks).flatMap((p) => cat.perks.get(p)?.effects ?? []);
  // What the race's body and the perks say about damage, conditions and health checks: every
  // action that reads a view (damage, consciousness, rest, attacks) sees the same character.
  const body = bodyOfRace(raceOf(c, cat), perkResiliences(effects));
  // A setting race with Resilience states how much it has; without one, the HP maximum stands in.
  const maxRes = raceOf(c, cat).startingResilience ?? d.maxHp;
  const track =
    d.health === "resilience"
      ? { kind: "resilience" as const, maxRes, res: Math.min(c.current.res ?? maxRes, maxRes) }
      : {
          kind: "hpStun" as const,
          maxHp: d.maxHp,
          maxStun: d.maxStun,
          hp: Math.min(c.current.hp, d.maxHp),
          stun: Math.min(c.current.stun, d.maxStun),
        };
  const vitals = parseVitals({
    track,
    unconscious: n.unconscious,
    death: n.death,
    dead: n.dead,
    stunDice: { max: d.stunDice.count, spent: Math.min(c.current.stunDiceSpent, d.stunDice.count) },
    firstAidChecks: n.firstAidChecks,
  });
  return {
    stats: c.stats,
    training: c.training,
    skills: c.skills,
    armour: n.equipment.armour,
    // DE-PERK-26: a rendered shield gives no benefit until the render ends.
    held: shieldRendered(n, nowOf(state)) ? null : n.equipment.held,
    fortified: n.fortified === true,
    dvModifiers: [],
    vitals,
    conditions: n.conditions,
    immunities: body.immunities,
    susceptibilities: body.susceptibilities,
    resiliences: body.resiliences,
    canBleed: body.canBleed,
    aiBody: body.aiBody,
    damageImmunities: [],
    checkEffects: healthCheckEffects(effects, cat.perks),
    // DE-ENV-15/16: under water Flak doubles and Burning is resisted and fades; in vacuum it fades.
    environment: damageEnvironment(tableEnvironment(state)),
  };
}

/**
 * The perks' advantages, disadvantages and bonuses on health checks (Pain Resistance Techniques:
 * advantage on the Endurance check to stay conscious, DE-PERK-71), as the health rules take them.
 */
function healthCheckEffects(effects: readonly PerkEffect[], perks: Catalogue["perks"]): CheckEffect[] {
  const source = (e: PerkEffect) => [...perks.values()].find((p) => p.effects.includes(e))?.name ?? "a perk";
  const out: CheckEffect[] = [];
  for (const e of effects) {
    if (e.kind !== "advantage" && e.kind !== "disadvantage") continue;
    const purpose = e.when.purpose;
    if (purpose === undefined || !(HEALTH_CHECK_PURPOSES as readonly string[]).includes(purpose)) continue;
    out.push({
      source: source(e),
      purpose: purpose as HealthCheckPurpose,
      ...(e.when.stat !== undefined ? { stat: e.when.stat } : {}),
      ...(e.when.condition !== undefined ? { condition: e.when.condition } : {}),
      advantage: e.kind === "advantage" ? e.levels : 0,
      disadvantage: e.kind === "disadvantage" ? e.levels : 0,
      bonus: 0,
    });
  }
  return out;
}

const conditionEventId = (character: string, condition: string) => `${character}:${condition}`;

/**
 * The events that carry a view's new health and conditions over: `character.changed` for the
 * trackers the file holds, `dice-engine.state` for the note, and the engine's `condition.*` mirror.
 * `happened`: what the rules said happened to this character on the way (their conditionRemoved
 * happenings give the mirrored endings their reason in words, so the log says it once).
 */
export function persist(
  state: TableState,
  id: string,
  view: DefenderView,
  happened: readonly Happening[] = [],
  catalog?: ConditionCatalog,
): TableEvent[] {
  const c = state.characters[id]!.data as DeCharacter;
  const events: TableEvent[] = [];
  const t = view.vitals.track;
  const current = {
    ...c.current,
    ...(t.kind === "hpStun" ? { hp: t.hp, stun: t.stun } : { res: t.res }),
    stunDiceSpent: view.vitals.stunDice.spent,
  };
  const changes: string[] = [];
  if (current.hp !== c.current.hp) changes.push(`HP ${c.current.hp} → ${current.hp}`);
  if (current.stun !== c.current.stun) changes.push(`Stun ${c.current.stun} → ${current.stun}`);
  if (current.res !== c.current.res) changes.push(`Res ${c.current.res} → ${current.res}`);
  if (current.stunDiceSpent !== c.current.stunDiceSpent)
    changes.push(`stun dice spent ${c.current.stunDiceSpent} → ${current.stunDiceSpent}`);
  if (changes.length > 0) events.push({ type: "character.changed", id, data: { ...c, current }, changes });

  const before = combatNote(state, id);
  const note: CombatNote = {
    equipment: before.equipment,
    unconscious: view.vitals.unconscious,
    death: view.vitals.death,
    dead: view.vitals.dead,
    firstAidChecks: view.vitals.firstAidChecks,
    conditions: [...view.conditions],
    ...(view.fortified ? { fortified: true } : {}),
    ...(before.vibrationAwareness ? { vibrationAwareness: before.vibrationAwareness } : {}),
    ...(before.parried ? { parried: before.parried } : {}),
    ...(before.landed ? { landed: before.landed } : {}),
    ...(before.shieldRenderedUntil !== undefined ? { shieldRenderedUntil: before.shieldRenderedUntil } : {}),
  };
  if (JSON.stringify(note) !== JSON.stringify(before) || !state.notes[combatNoteId(id)])
    events.push(stateEvent(combatNoteId(id), COMBAT_NOTE_KIND, note));
  events.push(...conditionMirror(state, id, before.conditions, view.conditions, happened, catalog));
  return events;
}

function conditionMirror(
  state: TableState,
  id: string,
  before: readonly ActiveCondition[],
  now: readonly ActiveCondition[],
  happened: readonly Happening[],
  catalog?: ConditionCatalog,
): TableEvent[] {
  const events: TableEvent[] = [];
  const was = new Map(before.map((c) => [c.condition, c]));
  const is = new Map(now.map((c) => [c.condition, c]));
  const mirrored = new Set(state.conditions.map((c) => c.id));
  // The last reason the rules gave for each ending; "ended" (no reason) when they gave none.
  const why = new Map<string, string>();
  for (const h of happened) if (h.kind === "conditionRemoved") why.set(h.condition, REMOVED_TEXT[h.reason]);
  for (const cid of was.keys())
    if (!is.has(cid) && mirrored.has(conditionEventId(id, cid)))
      events.push({
        type: "condition.removed",
        id: conditionEventId(id, cid),
        reason: why.get(cid) ?? "ended",
      });
  for (const [cid, c] of is) {
    const eid = conditionEventId(id, cid);
    if (!mirrored.has(eid))
      events.push({
        type: "condition.added",
        condition: {
          id: eid,
          target: id,
          name: conditionDef(cid, catalog).name,
          rating: c.rating,
          duration: null,
          source: c.source,
        },
      });
    else if (was.get(cid)?.rating !== c.rating)
      events.push({ type: "condition.changed", id: eid, rating: c.rating, remaining: null });
  }
  return events;
}

/** How a health check reads in the log ("Bruno's death check"), by its purpose id. */
const CHECK_TEXT: Record<string, string> = { deathCheck: "death" };

/** A condition's name in the book's words; one a setting added keeps its id. */
const conditionText = (id: string) => CORE_CONDITIONS[id]?.name ?? id;

/** Why a condition ended or did not take, in words for the log (never the happening's key). */
const REMOVED_TEXT: Record<Extract<Happening, { kind: "conditionRemoved" }>["reason"], string> = {
  expired: "its time is up",
  ratingZero: "its rating fell to 0",
  passedCheck: "check passed",
  nextActive: "at the start of the next turn",
  removed: "removed",
};
const RESISTED_TEXT: Record<Extract<Happening, { kind: "conditionResisted" }>["reason"], string> = {
  immune: "immune",
  check: "check passed",
  dead: "dead",
};

/** One line per happening, for the roll log. */
export function happeningText(h: Happening, name: string): string {
  switch (h.kind) {
    case "damage":
      return `${name} takes ${h.amount} damage`;
    case "initiative":
      return `${name} loses ${h.amount} initiative (${h.reason})`;
    case "check":
      return `${name}'s ${h.check.condition ? conditionText(h.check.condition) : (CHECK_TEXT[h.check.purpose] ?? h.check.purpose)} check (DC ${h.check.dc}) ${h.check.success ? "succeeds" : "fails"} with ${h.check.result.total}`;
    case "dice":
      return `${name} rolls ${h.what}: ${h.faces.join(", ")} = ${h.total}`;
    case "unconscious":
      return `${name} falls unconscious (${h.cause})`;
    case "woke":
      return `${name} wakes up`;
    case "deathTally":
      return `${name}'s death checks: ${h.successes} successes, ${h.failures} failures`;
    case "stabilised":
      return `${name} is stabilised`;
    case "died":
      return `${name} dies`;
    case "healed":
      return `${name} recovers ${h.amount} ${h.what.toUpperCase()} (${h.source})`;
    case "conditionAdded":
      return `${name} gains ${conditionText(h.condition.condition)}${h.condition.rating !== null ? ` ${h.condition.rating}` : ""}`;
    case "conditionChanged":
      return `${name}'s ${conditionText(h.condition)} is now ${h.rating ?? "unrated"}`;
    case "conditionRemoved":
      return `${name}'s ${conditionText(h.condition)} ends (${REMOVED_TEXT[h.reason]})`;
    case "conditionResisted":
      return `${name} resists ${conditionText(h.condition)} (${RESISTED_TEXT[h.reason]})`;
    case "statLowered":
      return `${name}'s ${h.stat} drops ${h.from} → ${h.to}`;
  }
}

/**
 * The lines a summary tells of what happened, for happenings persisted with `persist`: a condition
 * gained or re-rated is left out, since the engine's condition events that `persist` mirrors show
 * it as a line of its own in every log ("Bruno Hale is Bleed 1", "Bleed on Bruno Hale: now 2",
 * "Bleed on Bruno Hale ends (its rating fell to 0)" when `persist` was given the happenings); told
 * in the summary as well, each was read twice.
 */
export function summaryLines(hs: readonly Happening[], name: string): string[] {
  return hs.filter((h) => !MIRRORED.has(h.kind)).map((h) => happeningText(h, name));
}
const MIRRORED: ReadonlySet<Happening["kind"]> = new Set([
  "conditionAdded",
  "conditionChanged",
  "conditionRemoved",
]);

/** Happenings as JSON-safe data for a roll's outcome. */
export function happeningsData(hs: readonly Happening[]): unknown[] {
  return JSON.parse(JSON.stringify(hs));
}

export type { WeaponInput };
