// The dice a creation method throws (Lucky 13's d100 per ability, Objects' 6d6 of attribute points,
// Lucidity's rolled attributes), kept so they go to the table's log beside the new character: the
// builders say the server rolls them, and a roll nobody can see afterwards cannot be trusted.

import type { DiceSource } from "../dice/index.js";
import type { DieRecord, RollRecord } from "../engine/roll.js";

export interface RecordingDice {
  source: DiceSource;
  thrown: DieRecord[];
}

/** A dice source that passes every throw to `dice` and remembers it. */
export function recordingDice(dice: DiceSource): RecordingDice {
  const thrown: DieRecord[] = [];
  const keep = (faces: readonly number[], name: string, face: number) => {
    thrown.push({
      role: name,
      sides: faces.length,
      faces: [face],
      value: face,
      kept: true,
      exploded: false,
      imploded: false,
    });
    return face;
  };
  const source: DiceSource = {
    roll: (faces, name) => keep(faces, name, dice.roll(faces, name)),
  };
  const where = dice.rollWhere?.bind(dice);
  if (where) source.rollWhere = (faces, name, accept) => keep(faces, name, where(faces, name, accept));
  return { source, thrown };
}

/** The log's record of a creation's dice, or null when the method threw none. */
export function creationRoll(
  id: string,
  character: { id: string; name: string },
  method: string,
  thrown: readonly DieRecord[],
): RollRecord | null {
  if (thrown.length === 0) return null;
  const faces = thrown.map((d) => `d${d.sides} ${d.value}`).join(", ");
  return {
    id,
    action: "create",
    actor: character.id,
    // The method's id stays in the record's action data, not in the words a player reads.
    summary: `${character.name}'s creation dice: ${faces}`,
    dice: thrown.map((d) => ({ ...d, faces: [...d.faces] })),
    outcome: { creationMethod: method, dice: thrown.length },
    partition: "rolled",
  };
}
