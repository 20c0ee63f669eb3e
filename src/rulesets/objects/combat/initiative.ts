// Initiative (OBJ-INIT-1..5): every round each combatant rolls DEX + Dodge and counts successes
// (half DEX without Dodge; a pool of 0 simply scores 0). Highest acts first; ties go to the higher DEX
// rating, then the higher WIS rating (sheet ratings, not pools); combatants still tied act in one
// shared slot — or, by option, roll off with one die each until the tie breaks.

import { orderByInitiative } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { ROLE } from "../data/attributes.js";
import { SKILL } from "../data/skills.js";
import type { PoolRequest } from "../dice/pool.js";
import type { ObjOptions } from "../options/schema.js";

export const INITIATIVE_POOL: PoolRequest = {
  attributes: [ROLE.agility],
  skill: SKILL.dodge,
  trait: null,
  zeroIsRoll: true,
};

export interface InitiativeEntry {
  id: string;
  successes: number;
  dexterity: number;
  wisdom: number;
}

export interface InitiativeOrder {
  order: string[];
  /** Acting slots in order; a slot of several acts at the same time. */
  slots: string[][];
}

/**
 * Orders by successes, then DEX, then WIS. `rollOff` is called for each group still tied when the
 * final tie rule is `random`; it returns one roll per id, and is called again while ties remain.
 */
export function orderInitiative(
  entries: readonly InitiativeEntry[],
  o: ObjOptions,
  rollOff: (tied: string[]) => Record<string, number>,
): InitiativeOrder {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const shared: string[][] = [];
  let rounds = 0;
  const finalTie = (tied: string[]): string[] => {
    if (o.initiativeFinalTie === "simultaneous") {
      shared.push(tied);
      return tied;
    }
    if (++rounds > 1000)
      throw new EngineError("refused", "the initiative roll-off would not end", ["participants"]);
    const rolls = rollOff(tied);
    return orderByInitiative(
      tied.map((id) => ({ id, initiative: rolls[id]! })),
      finalTie,
    );
  };
  const byWisdom = (tied: string[]) =>
    orderByInitiative(
      tied.map((id) => ({ id, initiative: byId.get(id)!.wisdom })),
      finalTie,
    );
  const byDexterity = (tied: string[]) =>
    orderByInitiative(
      tied.map((id) => ({ id, initiative: byId.get(id)!.dexterity })),
      byWisdom,
    );
  const order = orderByInitiative(
    entries.map((e) => ({ id: e.id, initiative: e.successes })),
    byDexterity,
  );
  const slots: string[][] = [];
  for (const id of order) {
    const group = shared.find((g) => g.includes(id));
    if (group && group[0] !== id) continue;
    slots.push(group ? [...group] : [id]);
  }
  return { order, slots };
}
