// Dice Engine defence: armour data, the three DV types, armour piercing and cover (checklist §23).

export * from "./armour.js";
export * from "./dv.js";
export * from "./verdict.js";
