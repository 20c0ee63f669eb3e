// Shared initiative slots (OBJ-INIT-5): combatants tied on successes, DEX and WIS act at the same
// time. The engine's order is a plain list, so each round's shared slots are kept as an open note
// (kind `objects.slots`), closed when the next round's initiative is rolled.

import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";

export const SLOTS_NOTE = "objects.slots";

export function slotsNote(
  id: string,
  round: number,
  slots: string[][],
  names: Map<string, string>,
): TableEvent {
  const shared = slots.filter((s) => s.length > 1);
  return {
    type: "note.opened",
    id,
    kind: SLOTS_NOTE,
    text: `Round ${round}: ${shared.map((s) => s.map((x) => names.get(x) ?? x).join(" and ")).join("; ")} act at the same time; apply their results together`,
    data: { round, slots: shared },
  };
}

export function openSlotNotes(state: TableState): string[] {
  return Object.entries(state.notes)
    .filter(([, n]) => n.kind === SLOTS_NOTE && n.open)
    .map(([id]) => id);
}

/** Whether the character whose turn it is acts in a shared slot this round. */
export function inSharedSlot(state: TableState, character: string): boolean {
  const e = state.encounter;
  if (!e) return false;
  const current = e.participants.find((p) => p.id === e.order[e.current]);
  if (!current || current.character !== character) return false;
  return openSlotNotes(state).some((id) => {
    const data = state.notes[id]!.data as { round: number; slots: string[][] };
    return data.round === e.round && data.slots.some((s) => s.includes(current.id));
  });
}
