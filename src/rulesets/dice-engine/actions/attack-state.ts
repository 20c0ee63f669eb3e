// What the attack glue remembers between attacks, per attacker, in the table state: ammunition left
// per weapon (DE-ATK-6), the Sustained chain (DE-TYPE-5) and the stance entered with an attack
// (DE-PERK-22..25). It lives in one note `attack:<id>` (kind `dice-engine.attack`), written only by
// the ruleset's `dice-engine.state` event, so replaying the log rebuilds it exactly.
//
// Decision: a weapon's ammunition is counted once the table states it — the `reload` action, or the
// `ammo` an attack declares — and from then on every attack with that weapon spends from the count
// and is refused when it is short. A weapon never loaded is not counted (the book gives no magazine
// sizes; a setting's weapon data would).

import { z } from "zod";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import type { DiceEngineOptions } from "../options.js";
import { ATTACK_NOTE_KIND, attackNoteId, stateEvent, weaponOf } from "./combat-state.js";
import { weaponChoices } from "./weapon-choices.js";

export const sustainedChainSchema = z.strictObject({
  weapon: z.string(),
  target: z.string(),
  hits: z.number().int().min(0),
  initiativeAfter: z.number(),
});

export const attackNoteSchema = z.strictObject({
  /** Rounds left by weapon id; a weapon missing here is not counted. */
  ammo: z.record(z.string(), z.number().int().min(0)).default({}),
  sustained: sustainedChainSchema.nullable().default(null),
  stance: z.strictObject({ perk: z.string(), until: z.number() }).nullable().default(null),
  /**
   * DE-PERK-20 (Extra Attack): the weapon of the last full-price melee attack and the attacker's
   * initiative right after paying for it, while the discount is on offer.
   */
  extraAttack: z.strictObject({ weapon: z.string(), initiativeAfter: z.number() }).nullable().default(null),
});
export type AttackNote = z.output<typeof attackNoteSchema>;

export function attackNote(state: TableState, character: string): AttackNote {
  const n = state.notes[attackNoteId(character)];
  return attackNoteSchema.parse(n && n.kind === ATTACK_NOTE_KIND ? n.data : {});
}

/** The event that writes a changed note, or nothing when it did not change. */
export function attackNoteEvents(state: TableState, character: string, next: AttackNote) {
  const before = attackNote(state, character);
  if (JSON.stringify(before) === JSON.stringify(next) && state.notes[attackNoteId(character)]) return [];
  return [stateEvent(attackNoteId(character), ATTACK_NOTE_KIND, next)];
}

const reloadParams = z.strictObject({
  actor: z.string().min(1),
  /** A weapon of the actor's equipment (name or id). */
  weapon: z.string().trim().min(1),
  /** Rounds (or other resource) now in the weapon. */
  rounds: z.number().int().min(0).max(10_000),
});

/**
 * DE-ATK-6: the table states how much ammunition a weapon holds; attacks spend from it. Reloading
 * costs no initiative here: a setting that prices it does so with an `act` on the tracker.
 */
export const reloadAction = action<
  z.output<typeof reloadParams>,
  DiceEngineOptions,
  z.input<typeof reloadParams>
>({
  summary: "state the ammunition a weapon holds; every later attack with it spends from the count",
  params: reloadParams,
  choices: ({ state }, p) => weaponChoices(state, p, "actor", false),
  examples: [reloadParams.parse({ actor: "wren", weapon: "Machine Pistol", rounds: 12 })],
  resolve({ state }, p) {
    characterOf(state, p.actor, ["actor"]);
    const w = weaponOf(state, p.actor, p.weapon, ["weapon"]);
    const note = attackNote(state, p.actor);
    const next = { ...note, ammo: { ...note.ammo, [w.id]: p.rounds } };
    return { roll: null, events: attackNoteEvents(state, p.actor, next) };
  },
});
