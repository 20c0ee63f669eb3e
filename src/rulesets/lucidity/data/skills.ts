// The book's example skills (LUC-SKILL-5). The list is open: any name is a valid skill. Armor and
// Language skills are held or not, with no rank (LUC-SKILL-4).

export const EXAMPLE_SKILLS: readonly string[] = [
  "Charm",
  "Swords",
  "Diplomacy",
  "Linguist",
  "Thieves' Tools",
  "Maces",
  "Alchemy",
  "Silver Tongued",
  "Gourmand",
  "Wrestling",
  "Camouflage",
  "Ambush",
  "Bows",
  "Rhetoric",
  "Sabotage",
  "Shmooze",
  "Woodcarving",
  "Trickery",
  "Traps",
  "Leadership",
  "Axes",
  "Daggers",
  "Gaslighting",
  "Smithing",
  "Sex",
  "Impersonation",
  "Obligation",
  "Business",
  "Nimble Hand",
  "Faith",
  "Study",
  "Surveillance",
  "Spears",
];

export const UNRANKED_SKILL_KINDS = ["armor", "language"] as const;
export type UnrankedKind = (typeof UNRANKED_SKILL_KINDS)[number];

export const MIN_RANK = 1;
export const MAX_RANK = 5;
/** Skill points a new character spends (LUC-SKILL-3). */
export const STARTING_SKILL_POINTS = 8;
