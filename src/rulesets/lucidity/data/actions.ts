// The turn's allowance (LUC-ACT-1) and the action options with their costs (LUC-OPT-*), plus the two
// Read question lists (LUC-OPT-10). Costs that depend on traits or gear are worked out in
// rules/costs.ts; this table is what the sheet and the help text show.

/** Each turn: 1 move action and 2 actions; free actions are not counted. */
export const TURN_ALLOWANCE = { action: 2, move: 1 } as const;

/** Feet moved by one Move (LUC-OPT-6). */
export const MOVE_FEET = 30;
export const CRAWL_FEET = 10;
export const SHUFFLE_FEET = 5;

export interface ActionOptionDef {
  id: string;
  name: string;
  cost: string;
  roll: string;
}

export const ACTION_OPTIONS: readonly ActionOptionDef[] = [
  { id: "move", name: "Move", cost: "1 action or the move action", roll: "—" },
  {
    id: "melee",
    name: "Melee Attack",
    cost: "2 (1 dual-wielding, Rapid Strikes, Brawler unarmed)",
    roll: "d20 + STR + rank vs Defense",
  },
  { id: "ranged", name: "Ranged Attack", cost: "1", roll: "d20 + DEX + rank vs Defense" },
  { id: "charm", name: "Charm/Deceive", cost: "1", roll: "CHA vs the target's AWA" },
  { id: "help", name: "Help/Interfere", cost: "1", roll: "—" },
  { id: "readPerson", name: "Read a Person", cost: "2", roll: "AWA vs the target's CHA" },
  { id: "readSituation", name: "Read a Situation", cost: "2", roll: "AWA vs the GM's target" },
  { id: "ready", name: "Ready", cost: "the actions set aside", roll: "—" },
  { id: "swap", name: "Swap a Designated Item", cost: "1", roll: "—" },
  { id: "beginCasting", name: "Begin Casting a Spell", cost: "free", roll: "—" },
  { id: "cast", name: "Cast a Spell", cost: "2", roll: "—" },
  { id: "free", name: "Free action", cost: "0", roll: "—" },
  { id: "shuffle", name: "Shuffle (trait)", cost: "free, once per turn", roll: "—" },
  { id: "rescue", name: "Rescue exploit", cost: "none (out of turn)", roll: "Lucidity check" },
];

export const READ_PERSON_QUESTIONS: readonly string[] = [
  "Is the character telling the truth?",
  "What is the character really feeling?",
  "What does the character intend to do?",
  "What would the character like me to do?",
  "How could I get the character to …?",
  "Another question of the same kind, of my choosing.",
];

export const READ_SITUATION_QUESTIONS: readonly string[] = [
  "What is my best way out / way in / way past?",
  "Which enemy is most vulnerable to me?",
  "Which enemy is the greatest threat?",
  "What should I watch out for?",
  "What is my enemy's real position?",
  "Who is in charge here?",
  "Another question of the same kind, of my choosing.",
];
