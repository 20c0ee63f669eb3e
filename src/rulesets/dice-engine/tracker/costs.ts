// The initiative cost tables of the book as typed data (checklist C.8–C.11). Names are ours; the
// numbers are the book's. Every cost a tracker function charges is looked up here, so a designer
// overlay that edits a table changes the game in one place.

/** C.8: attack actions, in the book's order. Grapple and Throw are attack actions too. */
export const ATTACK_ACTIONS = [
  "quick",
  "light",
  "grapple",
  "standard",
  "seeking",
  "sustained",
  "throw",
  "strong",
  "overcharged",
  "heavy",
  "precision",
  "spray",
] as const;
export type AttackActionId = (typeof ATTACK_ACTIONS)[number];

export interface CostRow<Id extends string> {
  id: Id;
  name: string;
  cost: number;
}

export const ATTACK_ACTION_COSTS: readonly CostRow<AttackActionId>[] = [
  { id: "quick", name: "Quick Attack", cost: 3 },
  { id: "light", name: "Light Attack", cost: 4 },
  { id: "grapple", name: "Grapple", cost: 5 },
  { id: "standard", name: "Standard Attack", cost: 5 },
  { id: "seeking", name: "Seeking Attack", cost: 5 },
  { id: "sustained", name: "Sustained Attack", cost: 5 },
  { id: "throw", name: "Throw", cost: 5 },
  { id: "strong", name: "Strong Attack", cost: 6 },
  { id: "overcharged", name: "Overcharged Attack", cost: 6 },
  { id: "heavy", name: "Heavy Attack", cost: 7 },
  { id: "precision", name: "Precision Attack", cost: 8 },
  { id: "spray", name: "Spray Attack", cost: 10 },
];

/** C.9: interact actions. */
export const INTERACT_ACTIONS = [
  "openClose",
  "lockUnlock",
  "pickUp",
  "drop",
  "drawStowed",
  "stow",
  "drawHolstered",
  "holster",
  "dropProne",
  "standUp",
  "fortifiedStance",
] as const;
export type InteractActionId = (typeof INTERACT_ACTIONS)[number];

export const INTERACT_ACTION_COSTS: readonly CostRow<InteractActionId>[] = [
  { id: "openClose", name: "Open or close a door, window, hatch or other portal", cost: 1 },
  { id: "lockUnlock", name: "Lock or unlock a portal with a key or pass code", cost: 3 },
  { id: "pickUp", name: "Pick up an object", cost: 2 },
  { id: "drop", name: "Drop an object", cost: 0 },
  { id: "drawStowed", name: "Draw a stowed item", cost: 3 },
  { id: "stow", name: "Stow a held item", cost: 3 },
  { id: "drawHolstered", name: "Draw a holstered item", cost: 1 },
  { id: "holster", name: "Holster a held item", cost: 1 },
  { id: "dropProne", name: "Drop prone", cost: 1 },
  { id: "standUp", name: "Stand up from prone", cost: 2 },
  { id: "fortifiedStance", name: "Enter or leave Fortified stance", cost: 1 },
];

/**
 * C.10: every other cost and burn. `cost` is a number, or how the cost is found: the held action's
 * ("held"), the player's choice ("chosen", at least `waitMinimum`), the complex action's DC ("dc").
 * `kind` says who spends it: an action of the active character, an interrupt off-turn, or a burn a
 * condition forces (no choice, and allowed while Incapacitated).
 */
export interface OtherCostRow {
  id: OtherCostId;
  name: string;
  cost: number | "held" | "chosen" | "dc";
  kind: "action" | "interrupt" | "burn";
  rule: string;
}

export const OTHER_COSTS = [
  "moveRun",
  "moveJog",
  "moveWalk",
  "hold",
  "wait",
  "complex",
  "interrupt",
  "dodge",
  "shove",
  "takedown",
  "firstAid",
  "reduceBurning",
  "reduceBleed",
  "switchHeldArmour",
  "switchSense",
  "vibrationAwareness",
  "shieldRender",
  "martialThrow",
  "martialParry",
  "counterAttack",
  "battlefieldTransfusion",
  "getDownMrPresident",
  "emergencyProtocol",
  "incapacitatedBurn",
  "surprisedBurn",
  "electroShockBurn",
] as const;
export type OtherCostId = (typeof OTHER_COSTS)[number];

export const OTHER_COST_ROWS: readonly OtherCostRow[] = [
  { id: "moveRun", name: "Move, running (up to speed)", cost: 2, kind: "action", rule: "DE-ACT-4" },
  { id: "moveJog", name: "Move, jogging (up to speed)", cost: 4, kind: "action", rule: "DE-ACT-6" },
  { id: "moveWalk", name: "Move, walking (up to speed)", cost: 6, kind: "action", rule: "DE-ACT-6" },
  { id: "hold", name: "Hold an action", cost: "held", kind: "action", rule: "DE-ACT-3" },
  { id: "wait", name: "Wait (burn initiative)", cost: "chosen", kind: "action", rule: "DE-ACT-7" },
  { id: "complex", name: "Complex action", cost: "dc", kind: "action", rule: "DE-ACT-9" },
  {
    id: "interrupt",
    name: "Interrupt (unless stated otherwise)",
    cost: 2,
    kind: "interrupt",
    rule: "DE-INT-2",
  },
  { id: "dodge", name: "Dodge", cost: 2, kind: "interrupt", rule: "DE-INT-3" },
  { id: "shove", name: "Shove", cost: 5, kind: "action", rule: "DE-SHOVE-1" },
  { id: "takedown", name: "Takedown", cost: 5, kind: "action", rule: "DE-TAKE-4" },
  { id: "firstAid", name: "First Aid (5 with Emergency Triage)", cost: 10, kind: "action", rule: "DE-AID-1" },
  { id: "reduceBurning", name: "Reduce Burning by 1", cost: 7, kind: "action", rule: "DE-COND-15" },
  { id: "reduceBleed", name: "Reduce Bleed by 1", cost: 7, kind: "action", rule: "DE-COND-32" },
  {
    id: "switchHeldArmour",
    name: "Switch the active held armour item",
    cost: 1,
    kind: "action",
    rule: "DE-DV-5",
  },
  {
    id: "switchSense",
    name: "Switch between sight and Vibrosense",
    cost: 1,
    kind: "action",
    rule: "DE-SENSE-7",
  },
  { id: "vibrationAwareness", name: "Vibration Awareness", cost: 5, kind: "action", rule: "DE-PERK-16" },
  { id: "shieldRender", name: "Shield Render", cost: 3, kind: "action", rule: "DE-PERK-26" },
  { id: "martialThrow", name: "Martial Throw", cost: 5, kind: "action", rule: "DE-PERK-62" },
  { id: "martialParry", name: "Martial Parry", cost: 2, kind: "interrupt", rule: "DE-PERK-59" },
  { id: "counterAttack", name: "Counter Attack", cost: 2, kind: "interrupt", rule: "DE-PERK-63" },
  {
    id: "battlefieldTransfusion",
    name: "Battlefield Transfusion",
    cost: 10,
    kind: "action",
    rule: "DE-PERK-68",
  },
  { id: "getDownMrPresident", name: "Get Down Mr President", cost: 1, kind: "interrupt", rule: "DE-PERK-48" },
  { id: "emergencyProtocol", name: "Emergency Protocol", cost: 1, kind: "interrupt", rule: "DE-PERK-70" },
  {
    id: "incapacitatedBurn",
    name: "Incapacitated, when active (or until it ends)",
    cost: 5,
    kind: "burn",
    rule: "DE-COND-20",
  },
  { id: "surprisedBurn", name: "Surprised, when active", cost: 8, kind: "burn", rule: "DE-COND-30" },
  { id: "electroShockBurn", name: "ElectroShock, on gaining it", cost: 5, kind: "burn", rule: "DE-COND-28" },
];

/** First Aid with the Emergency Triage perk (C.10, DE-AID-3). */
export const FIRST_AID_TRIAGE_COST = 5;

/**
 * C.11: interrupt actions. `cost` is a number, the cost of the attack made ("attack", Deadly
 * Descent) or the setting's ("setting", the bolt of Evasion Dance — the core book never defines it).
 * `perk` is the catalogue id of the perk that grants it; Dodge needs none.
 */
export interface InterruptRow {
  id: InterruptId;
  name: string;
  trigger: string;
  cost: number | "attack" | "setting";
  perk: string | null;
  rule: string;
}

export const INTERRUPTS = [
  "dodge",
  "martialParry",
  "counterAttack",
  "getDownMrPresident",
  "emergencyProtocol",
  "deadlyDescent",
  "bolt",
] as const;
export type InterruptId = (typeof INTERRUPTS)[number];

export const INTERRUPT_ROWS: readonly InterruptRow[] = [
  {
    id: "dodge",
    name: "Dodge",
    trigger: "inside an area of effect with Dodge:[X]",
    cost: 2,
    perk: null,
    rule: "DE-INT-3",
  },
  {
    id: "martialParry",
    name: "Martial Parry",
    trigger: "hit by a melee weapon attack",
    cost: 2,
    perk: "martialParry",
    rule: "DE-PERK-59",
  },
  {
    id: "counterAttack",
    name: "Counter Attack",
    trigger: "after a successful parry",
    cost: 2,
    perk: "counterAttack",
    rule: "DE-PERK-63",
  },
  {
    id: "getDownMrPresident",
    name: "Get Down Mr President",
    trigger: "a friendly character within 1 m takes attack damage",
    cost: 1,
    perk: "getDownMrPresident",
    rule: "DE-PERK-48",
  },
  {
    id: "emergencyProtocol",
    name: "Emergency Protocol",
    trigger: "sees an ally fall unconscious",
    cost: 1,
    perk: "emergencyProtocol",
    rule: "DE-PERK-70",
  },
  {
    id: "deadlyDescent",
    name: "Deadly Descent attack",
    trigger: "lands from a fall that dealt fall damage",
    cost: "attack",
    perk: "deadlyDescent",
    rule: "DE-PERK-41",
  },
  {
    id: "bolt",
    name: "Bolt (setting-defined)",
    trigger: "right after a melee attack against the character (Evasion Dance)",
    cost: "setting",
    perk: "evasionDance",
    rule: "DE-PERK-46",
  },
];

/** DE-INT-2: what an interrupt costs when nothing says otherwise. */
export const DEFAULT_INTERRUPT_COST = 2;

const byId = <R extends { id: string }>(rows: readonly R[]) => new Map(rows.map((r) => [r.id, r]));
const ATTACK_BY_ID = byId(ATTACK_ACTION_COSTS);
const INTERACT_BY_ID = byId(INTERACT_ACTION_COSTS);
const OTHER_BY_ID = byId(OTHER_COST_ROWS);
const INTERRUPT_BY_ID = byId(INTERRUPT_ROWS);

export const attackActionCost = (id: AttackActionId): number => ATTACK_BY_ID.get(id)!.cost;
export const interactActionCost = (id: InteractActionId): number => INTERACT_BY_ID.get(id)!.cost;
export const otherCostRow = (id: OtherCostId): OtherCostRow => OTHER_BY_ID.get(id)!;
export const interruptRow = (id: InterruptId): InterruptRow => INTERRUPT_BY_ID.get(id)!;

/** An attack action by the name the book gives it ("heavy" → "Heavy Attack"). */
export const attackActionName = (id: AttackActionId): string => ATTACK_BY_ID.get(id)?.name ?? id;
/** An interaction by its name in C.9 ("dropProne" → "Drop prone"). */
export const interactActionName = (id: InteractActionId): string => INTERACT_BY_ID.get(id)?.name ?? id;
