// Damage landing on a character, whatever dealt it (an attack, the GM, narrative combat, a free
// attack): LUC-ZERO-1..3 through applyDamage, then what reacts to it — Adrenaline Rush (a condition),
// a defeated NPC (a note for the GM), a player character reaching 0 Health (logged).

import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import { type Edits, whenOf } from "../bridge.js";
import { adrenalineTriggered, applyDamage } from "../character/index.js";
import type { LucidityOptions } from "../options/schema.js";
import { adrenalineEvents } from "./check.js";

/** A minute of rounds (LUC-TRAIT-22, option roundSeconds). */
export function roundsPerMinute(o: LucidityOptions): number {
  return Math.max(1, Math.round(60 / o.roundSeconds));
}

/**
 * Applies `amount` to the target through `edits` and returns the events that are not character
 * changes (conditions, notes). Zero damage changes nothing.
 */
export function harm(
  state: TableState,
  edits: Edits,
  targetId: string,
  amount: number,
  source: string,
  o: LucidityOptions,
  newId: (prefix: string) => string,
): TableEvent[] {
  if (amount <= 0) return [];
  const before = edits.get(targetId);
  const r = applyDamage(before, amount, o, whenOf(state), source);
  edits.apply(targetId, r);
  const events: TableEvent[] = [];
  if (adrenalineTriggered(before, r.damageInTurn)) {
    edits.apply(targetId, {
      character: edits.get(targetId),
      changes: [`${before.name}'s Adrenaline Rush: +6 Protection for a minute`],
    });
    events.push(...adrenalineEvents(state, targetId, roundsPerMinute(o), newId));
  }
  if (r.defeated) {
    events.push({
      type: "note.opened",
      id: newId("note"),
      kind: "defeated",
      text: `${before.name} is at 0 Health with no Lucidity: the GM decides whether they are dead or unconscious`,
      data: { character: targetId },
    });
  } else if (r.droppedToZero) {
    edits.apply(targetId, {
      character: edits.get(targetId),
      changes: [
        `${before.name} is at 0 Health: further damage comes off Lucidity, and damage taken now calls for a Lucidity (CON) roll at the end of the round`,
      ],
    });
  }
  return events;
}
