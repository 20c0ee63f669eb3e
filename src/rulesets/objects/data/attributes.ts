// The six attributes of the book (OBJ-ATTR-1) with what each covers, so a GM picking the attribute for
// a task can read its domain (OBJ-ATTR-4). A table may add attributes through the options
// (OBJ-ATTR-3); those are merged in by `attributeCatalog`.

export const CORE_ATTRIBUTES = [
  "strength",
  "dexterity",
  "stamina",
  "intelligence",
  "wisdom",
  "charisma",
] as const;

export type CoreAttribute = (typeof CORE_ATTRIBUTES)[number];

export interface AttributeDef {
  id: string;
  name: string;
  /** The abbreviation players write on sheets and on the command line. */
  short: string;
  domain: string;
  /** `player`: bought with attribute points at creation; `preset`: starts at a fixed value. */
  control: "player" | "preset";
  /** The starting value of a preset attribute. */
  preset: number | null;
}

export const ATTRIBUTES: readonly AttributeDef[] = [
  {
    id: "strength",
    name: "Strength",
    short: "STR",
    domain: "raw physical power: how hard a blow lands, how much can be lifted or carried",
    control: "player",
    preset: null,
  },
  {
    id: "dexterity",
    name: "Dexterity",
    short: "DEX",
    domain: "speed, reflexes, fine hand work and hand–eye coordination",
    control: "player",
    preset: null,
  },
  {
    id: "stamina",
    name: "Stamina",
    short: "STA",
    domain: "holding out against hardship: sickness, poison, drink, long exertion",
    control: "player",
    preset: null,
  },
  {
    id: "intelligence",
    name: "Intelligence",
    short: "INT",
    domain: "making sense of new things, learning from them, working problems out",
    control: "player",
    preset: null,
  },
  {
    id: "wisdom",
    name: "Wisdom",
    short: "WIS",
    domain: "intuition: spotting what is out of place, sudden flashes of insight",
    control: "player",
    preset: null,
  },
  {
    id: "charisma",
    name: "Charisma",
    short: "CHA",
    domain: "force of personality: charm, persuasion, getting on with people",
    control: "player",
    preset: null,
  },
];

/** The attributes the rules name by role, so no rule hard-codes a string twice. */
export const ROLE = {
  might: "strength",
  agility: "dexterity",
  toughness: "stamina",
  intellect: "intelligence",
  insight: "wisdom",
  presence: "charisma",
} as const satisfies Record<string, CoreAttribute>;
