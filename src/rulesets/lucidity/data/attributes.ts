// The seven attributes (LUC-ATTR-1), what each one covers (shown when the GM picks the attribute of
// a roll, LUC-ATTR-3), the 3–18 score → modifier table (LUC-GEN-2) and the fixed array (LUC-GEN-4).
// Every rule reads the modifier; the score only exists to look it up (LUC-ATTR-2).

export const ATTRIBUTES = ["STR", "DEX", "CON", "KNO", "AWA", "WIL", "CHA"] as const;
export type Attr = (typeof ATTRIBUTES)[number];

export const MIN_MODIFIER = -3;
export const MAX_MODIFIER = 3;

export interface AttributeInfo {
  id: Attr;
  name: string;
  domain: string;
  uses: string;
}

export const ATTRIBUTE_INFO: Readonly<Record<Attr, AttributeInfo>> = {
  STR: {
    id: "STR",
    name: "Strength",
    domain: "physical power",
    uses: "melee attacks, item slots (18 + STR), Impaler, grapple and trip exploits",
  },
  DEX: {
    id: "DEX",
    name: "Dexterity",
    domain: "quickness and coordination",
    uses: "ranged attacks, Defense, designated items (2 + DEX), Breakthrough, dodging danger",
  },
  CON: {
    id: "CON",
    name: "Constitution",
    domain: "endurance and grit",
    uses: "maximum Health, the Lucidity (CON) roll at 0 Health, spell disruption (10 + CON), Hunk",
  },
  KNO: {
    id: "KNO",
    name: "Knowledge",
    domain: "intellect, problem solving, knowing a topic",
    uses: "Precognition, Debator; spirit capacity (no rule yet)",
  },
  AWA: {
    id: "AWA",
    name: "Awareness",
    domain: "alertness and observation",
    uses: "Defense, initiative, Read a Person / a Situation, resisting Charm/Deceive, noticing",
  },
  WIL: {
    id: "WIL",
    name: "Willpower",
    domain: "self-identity and mental toughness",
    uses: "maximum Energy, Willful, Fellowship; mental health and spirit capture (no rule yet)",
  },
  CHA: {
    id: "CHA",
    name: "Charisma",
    domain: "charm and influence",
    uses: "Charm/Deceive, resisting Read a Person, Inspirator, social rolls",
  },
};

/** Score bands of LUC-GEN-2: [lowest score, highest score, modifier]. */
export const MODIFIER_TABLE: readonly (readonly [number, number, number])[] = [
  [3, 3, -3],
  [4, 5, -2],
  [6, 8, -1],
  [9, 12, 0],
  [13, 15, 1],
  [16, 17, 2],
  [18, 18, 3],
];

/** The fixed array a player may take instead of rolling (LUC-GEN-4); its sum is +4. */
export const FIXED_ARRAY: readonly number[] = [2, 1, 1, 1, 0, 0, -1];

export type Attributes = Record<Attr, number>;

export function isAttr(x: unknown): x is Attr {
  return typeof x === "string" && (ATTRIBUTES as readonly string[]).includes(x);
}
