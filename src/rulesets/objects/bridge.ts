// What the actions share: finding characters in the table state, the view a pool needs (traits
// granted by conditions included), refusals for characters who cannot act, the turn allowance in an
// encounter, and dice as the log records them.

import { z } from "zod";
import { EngineError } from "../../engine/errors.js";
import type { TableEvent } from "../../engine/events.js";
import type { DieRecord } from "../../engine/roll.js";
import { ownEntry, type TableState } from "../../engine/state.js";
import {
  activeTraits,
  canAct,
  currentHealth,
  grantedTraits,
  healthStates,
  type ObjCharacter,
  type Outcome,
  status,
} from "./character/index.js";
import type { DiceModifier, RollerView } from "./dice/pool.js";
import type { Die } from "./dice/roll.js";
import { type ObjOptions, tableDie } from "./options/schema.js";

export function characterOf(state: TableState, id: string, path: (string | number)[]): ObjCharacter {
  const entry = ownEntry(state.characters, id);
  if (!entry) {
    const known = Object.keys(state.characters).join(", ") || "none";
    throw new EngineError("not_found", `no character '${id}' at this table (characters: ${known})`, path);
  }
  return entry.data as ObjCharacter;
}

export function viewOf(state: TableState, id: string, c: ObjCharacter): RollerView {
  return {
    name: c.name,
    attributes: c.attributes,
    skills: c.skills,
    traits: activeTraits(c, grantedTraits(state.conditions, id)),
    health: currentHealth(c),
  };
}

/** A draft cannot play yet (OBJ-CHAR-14), and the dead do nothing. */
export function mustBePlayable(c: ObjCharacter, o: ObjOptions, path: (string | number)[]): void {
  if (c.draft) throw new EngineError("refused", `${c.name} is still a draft: finish creation first`, path);
  if (healthStates(c, o).dead) throw new EngineError("refused", `${c.name} is dead`, path);
}

/** Acting on one's own turn needs a character on their feet. */
export function mustAct(c: ObjCharacter, o: ObjOptions, path: (string | number)[]): void {
  mustBePlayable(c, o, path);
  if (!canAct(c, o)) throw new EngineError("refused", `${c.name} cannot act (${status(c, o)})`, path);
}

export function changed(id: string, outcome: Outcome): TableEvent {
  return { type: "character.changed", id, data: outcome.character, changes: outcome.changes };
}

/** The table die, or the roll's own target number when the GM changed it (OBJ-MOD-4). */
export function dieFor(o: ObjOptions, targetNumber?: number): Die {
  const d = tableDie(o);
  return { sides: d.sides, targetNumber: targetNumber ?? d.targetNumber };
}

/** Each die of a pool as the log shows it: value 1 for a success, 0 otherwise. */
export function dieRecords(faces: readonly number[], die: Die, role: string, group?: string): DieRecord[] {
  return faces.map((f) => ({
    role,
    sides: die.sides,
    faces: [f],
    value: f >= die.targetNumber ? 1 : 0,
    kept: true,
    exploded: false,
    imploded: false,
    ...(group !== undefined ? { group } : {}),
  }));
}

/** Circumstance dice the GM sets, with a label for the log (OBJ-MOD-1, 3). */
export const modifierSchema = z.strictObject({
  label: z.string().trim().min(1).max(200),
  dice: z.number().int().min(-1000).max(1000),
  source: z.string().trim().min(1).max(100).default("gm"),
});
export const modifiersSchema = z.array(modifierSchema).max(50).default([]);

export function asModifiers(list: readonly z.output<typeof modifierSchema>[]): DiceModifier[] {
  return list.map((m) => ({ label: m.label, dice: m.dice, source: m.source }));
}

/**
 * In an encounter an action takes part of the actor's turn allowance: it must be their turn and they
 * must have that kind of action left. Outside an encounter the GM may resolve actions freely.
 */
export function spendTurn(
  state: TableState,
  characterId: string,
  name: string,
  kinds: readonly string[],
): TableEvent[] {
  const e = state.encounter;
  if (!e) return [];
  const current = e.participants.find((p) => p.id === e.order[e.current]);
  if (!current || current.character !== characterId)
    throw new EngineError("refused", `it is not ${name}'s turn (it is ${current?.name ?? "nobody"}'s)`, [
      "actor",
    ]);
  const kind = kinds.find((k) => (e.budget?.left[k] ?? 0) >= 1);
  if (kind === undefined) throw new EngineError("refused", `${name} has no action left this turn`, ["actor"]);
  return [{ type: "budget.spent", id: current.id, kind, amount: 1 }];
}
