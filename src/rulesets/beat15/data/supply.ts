// Supply dice (B15-SUP-1, 3): an item's remaining uses as a die that shrinks along this chain when a
// supply roll shows 3 or less. Empty is the end of the chain and cannot be rolled.

export const SUPPLY_CHAIN = ["d12", "d10", "d8", "d6", "d4", "empty"] as const;
export type SupplyLevel = (typeof SUPPLY_CHAIN)[number];
export type SupplyDie = Exclude<SupplyLevel, "empty">;

export const SUPPLY_DICE: readonly SupplyDie[] = ["d12", "d10", "d8", "d6", "d4"];

/** A supply roll at or below this face shrinks the die. */
export const STEP_DOWN_AT_OR_BELOW = 3;

export const SUPPLY_SIDES: Readonly<Record<SupplyDie, number>> = { d12: 12, d10: 10, d8: 8, d6: 6, d4: 4 };

export const RESUPPLY_RULES = ["restore-starting-die", "step-up-one"] as const;
export type ResupplyRule = (typeof RESUPPLY_RULES)[number];
