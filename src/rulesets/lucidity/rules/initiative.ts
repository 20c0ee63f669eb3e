// Initiative (LUC-ATTR-5): d20 + AWA, highest first; ties go to the higher AWA, then the tied
// combatants roll again among themselves until they separate.

import type { DiceSource } from "../../../dice/index.js";
import { orderByInitiative } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { D20 } from "./generate.js";

export interface InitiativeEntry {
  id: string;
  awa: number;
}

export interface InitiativeResult {
  order: string[];
  values: Record<string, number>;
  /** Every d20 thrown: the first roll of each, then roll-offs. */
  faces: { id: string; face: number; rollOff: number }[];
}

export function rollInitiative(entries: InitiativeEntry[], dice: DiceSource): InitiativeResult {
  const faces: InitiativeResult["faces"] = [];
  const values: Record<string, number> = {};
  const awa = new Map(entries.map((e) => [e.id, e.awa]));
  for (const e of entries) {
    const face = dice.roll(D20, `d20 (initiative: ${e.id})`);
    faces.push({ id: e.id, face, rollOff: 0 });
    values[e.id] = face + e.awa;
  }
  let rollOffs = 0;
  const rollOff = (tied: string[]): string[] => {
    if (++rollOffs > 1000)
      throw new EngineError("refused", "the initiative roll-off would not end", ["participants"]);
    const again = tied.map((id) => {
      const face = dice.roll(D20, `d20 (initiative roll-off: ${id})`);
      faces.push({ id, face, rollOff: rollOffs });
      return { id, initiative: face + awa.get(id)! };
    });
    return orderByInitiative(again, rollOff);
  };
  const byAwa = (tied: string[]) =>
    orderByInitiative(
      tied.map((id) => ({ id, initiative: awa.get(id)! })),
      rollOff,
    );
  const order = orderByInitiative(
    entries.map((e) => ({ id: e.id, initiative: values[e.id]! })),
    byAwa,
  );
  return { order, values, faces };
}
