// The catalogs of the checklist's Appendix B as typed data. Numbers, names and orders are the book's
// facts and must stay exact (tests pin them); every description is written in our own words.

import type { Die } from "./ladder.js";

// ── B.2 Abilities ────────────────────────────────────────────────────────────────────────────────

export const ABILITY_IDS = ["will", "charm", "pulse", "intellect", "reflex"] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];

export interface AbilityInfo {
  id: AbilityId;
  label: string;
  /** What the ability is about, for help text; the GM picks abilities, the engine never does (L13-ABIL-3). */
  domain: string;
  /** Which engine role uses it by default (configurable through the options of L13-ABIL-4). */
  role: string | null;
}

/** Canonical order (L13-ABIL-1): random rolls and every listing follow it. */
export const ABILITIES: readonly AbilityInfo[] = [
  {
    id: "will",
    label: "Will",
    domain:
      "Inner steadiness: keeping one's nerve and composure, holding the mind together, resisting fear, strain and temptation.",
    role: null,
  },
  {
    id: "charm",
    label: "Charm",
    domain:
      "Social presence: blending in, winning people over or cowing them, telling a convincing lie and sensing what others feel.",
    role: "Reaction checks, stepped by reputation",
  },
  {
    id: "pulse",
    label: "Pulse",
    domain: "Bodily vigour: endurance, health, athletic effort and hard physical work.",
    role: "hit points and the death threshold",
  },
  {
    id: "intellect",
    label: "Intellect",
    domain:
      "Native mental aptitude rather than schooling: reasoning, noticing details, learning and working out problems.",
    role: null,
  },
  {
    id: "reflex",
    label: "Reflex",
    domain: "Quickness of body: how fast one reacts, moves and keeps balance; wounds never lower it.",
    role: "initiative and combat",
  },
];

// ── B.5 / B.6 Skill presets ──────────────────────────────────────────────────────────────────────

export interface SkillDef {
  id: string;
  label: string;
}

export const SKILL_PRESET_IDS = ["fantasy", "postApocalyptic", "sciFi"] as const;
export type SkillPresetId = (typeof SKILL_PRESET_IDS)[number];

export interface SkillPreset {
  id: SkillPresetId;
  label: string;
  skills: readonly SkillDef[];
  /** The preset's fighting skill (checklist decision, L13-SKILL-4). */
  combatSkill: string;
}

const skill = (label: string): SkillDef => ({ id: label.toLowerCase(), label });

/** The book's three example lists, exact and in book order (L13-SKILL-5). */
export const SKILL_PRESETS: Readonly<Record<SkillPresetId, SkillPreset>> = {
  fantasy: {
    id: "fantasy",
    label: "Fantasy",
    skills: ["Spellcasting", "Scholarship", "Healing", "Sneaking", "Fighting"].map(skill),
    combatSkill: "fighting",
  },
  postApocalyptic: {
    id: "postApocalyptic",
    label: "Post-apocalyptic",
    skills: ["History", "Communication", "Technology", "Weaponry"].map(skill),
    combatSkill: "weaponry",
  },
  sciFi: {
    id: "sciFi",
    label: "Science fiction",
    skills: ["Technology", "Astrogation", "Mysticism", "Mechanics", "Diplomacy", "Combat"].map(skill),
    combatSkill: "combat",
  },
};

// ── B.7 Example specializations ──────────────────────────────────────────────────────────────────

export interface ExampleSpecialization {
  preset: SkillPresetId;
  /** Parent skill ID within that preset. */
  skill: string;
  name: string;
}

const spec = (preset: SkillPresetId, skill: string, name: string): ExampleSpecialization => ({
  preset,
  skill,
  name,
});

/** Exactly as printed, oddities included ("Fighting → Tightrope walking"; L13-SPEC-11). */
export const EXAMPLE_SPECIALIZATIONS: readonly ExampleSpecialization[] = [
  spec("fantasy", "spellcasting", "Teleport"),
  spec("fantasy", "sneaking", "Pick locks"),
  spec("fantasy", "sneaking", "Disguise"),
  spec("fantasy", "healing", "Heal simple injury"),
  spec("fantasy", "fighting", "Broadsword"),
  spec("fantasy", "fighting", "Tightrope walking"),
  spec("sciFi", "technology", "Understand alien equipment"),
  spec("sciFi", "astrogation", "Pilot light starcraft"),
  spec("sciFi", "astrogation", "Dead reckoning"),
  spec("sciFi", "mysticism", "Mind energy shield"),
  spec("sciFi", "mechanics", "Craft simple radio"),
  spec("sciFi", "combat", "Nerve pinch"),
  spec("postApocalyptic", "history", "Use artifacts"),
  spec("postApocalyptic", "history", "Read dead languages"),
  spec("postApocalyptic", "communication", "Sign language"),
  spec("postApocalyptic", "technology", "Siphon fuel"),
  spec("postApocalyptic", "technology", "Welding"),
  spec("postApocalyptic", "weaponry", "Club fighting"),
  spec("postApocalyptic", "weaponry", "Chains"),
];

export const MIN_SPECIALIZATION_LEVEL = 1;
export const MAX_SPECIALIZATION_LEVEL = 5;

// ── B.8 Difficulty ladder, B.9 asset ladder, B.10 assist table ───────────────────────────────────

export interface DifficultyLevel {
  id: string;
  label: string;
  /** null: no Difficulty die at all (Heroic). */
  die: Die | null;
}

export const DIFFICULTY_LADDER: readonly DifficultyLevel[] = [
  { id: "easy", label: "Easy", die: "d12" },
  { id: "moderate", label: "Moderate", die: "d10" },
  { id: "difficult", label: "Difficult", die: "d8" },
  { id: "challenging", label: "Challenging", die: "d6" },
  { id: "extraordinary", label: "Extraordinary", die: "d4" },
  { id: "heroic", label: "Heroic", die: null },
];

export interface AssetQuality {
  id: string;
  label: string;
  /** Steps up the asset gives. */
  level: number;
}

export const ASSET_LADDER: readonly AssetQuality[] = [
  { id: "perfect", label: "Perfect", level: 5 },
  { id: "excellent", label: "Excellent", level: 4 },
  { id: "standard", label: "Standard", level: 3 },
  { id: "adequate", label: "Adequate", level: 2 },
  { id: "inferior", label: "Inferior", level: 1 },
];

/** Steps an assisting character gives, by the helper's die: its ladder index (L13-ASSIST-2). */
export const ASSIST_STEPS: Readonly<Record<Die, number>> = { d12: 5, d10: 4, d8: 3, d6: 2, d4: 1 };

// ── B.3 Random ability table, B.4 arrays ─────────────────────────────────────────────────────────

export interface PercentileBand {
  from: number;
  to: number;
  die: Die;
}

/** d100 bands; a roll of "00" counts as 100. */
export const RANDOM_ABILITY_TABLE: readonly PercentileBand[] = [
  { from: 1, to: 20, die: "d4" },
  { from: 21, to: 40, die: "d6" },
  { from: 41, to: 60, die: "d8" },
  { from: 61, to: 80, die: "d10" },
  { from: 81, to: 100, die: "d12" },
];

export function dieForPercentile(roll: number): Die {
  const band = RANDOM_ABILITY_TABLE.find((b) => roll >= b.from && roll <= b.to);
  if (!band) throw new RangeError(`a d100 shows 1..100, not ${roll}`);
  return band.die;
}

export const BALANCED_ARRAY: readonly Die[] = ["d10", "d8", "d6", "d6", "d4"];
/** As printed: seven dice for five abilities (see L13-ABIL-10 and `specializedArrayMode`). */
export const SPECIALIZED_ARRAY: readonly Die[] = ["d12", "d10", "d6", "d6", "d6", "d4", "d4"];

// ── B.14 Adventure Point costs ───────────────────────────────────────────────────────────────────

export const SPECIALIZATION_COST = 4;
export const SPECIALIZATION_LEVEL_COST = 4;
export const ABILITY_INCREASE_MULTIPLIER = 4;
export const AP_GUIDELINE_RANGE: readonly [number, number] = [10, 20];

/** Cost of the next ability step with the book's multiplier; null where no step exists (d12). */
export const ABILITY_INCREASE_COSTS: Readonly<Record<Die, number | null>> = {
  d4: 16,
  d6: 24,
  d8: 32,
  d10: 40,
  d12: null,
};

// ── B.12 HP chart, B.13 death table, B.16 rest preset, B.15 reputation ───────────────────────────

export const HP_PER_PULSE_DIE = 10;

/** HP at which a character with this permanent Pulse die dies (≤; L13-DEATH-5). */
export const DEATH_TABLE: Readonly<Record<Die, number>> = { d4: -4, d6: -6, d8: -8, d10: -10, d12: -12 };

export const REST_HEALING_PRESET = { hpPerInterval: 1, intervalMinutes: 15, maxFromRest: 4 } as const;

export const REPUTATION_RANGE: readonly [number, number] = [-5, 5];
export const STARTING_REPUTATION = 0;

// ── B.1 step table, B.11 play modes (reference data for help text; the roll layer implements them) ─

export const STEP_TABLE: readonly { die: Die; down: string; up: string }[] = [
  { die: "d4", down: "remove die", up: "d6" },
  { die: "d6", down: "d4", up: "d8" },
  { die: "d8", down: "d6", up: "d10" },
  { die: "d10", down: "d8", up: "d12" },
  { die: "d12", down: "d10", up: "d12 + d4" },
];

export const PLAY_MODES = {
  cinematic: { explode: "every die", explosionLimit: "unlimited chain", implode: "every die" },
  gritty: { explode: "the Ability die only (its base die)", explosionLimit: "once", implode: "every die" },
} as const;

// ── B.17 Terminology ─────────────────────────────────────────────────────────────────────────────

/** Display terms. They are labels only: renaming one never changes an outcome (L13-GEN-2). */
export const TERM_DEFAULTS = {
  exploding: "exploding",
  imploding: "imploding",
  dilemma: "dilemma",
  adventurePoints: "Adventure Points",
  adventurePointsShort: "AP",
  skills: "skills",
  specializations: "specializations",
  background: "background",
  impairments: "impairments",
  reputation: "reputation",
  hitPoints: "HP",
} as const;
export type TermId = keyof typeof TERM_DEFAULTS;

/** The alternates the book mentions from Top Secret: NWO, handy as a ready-made relabelling. */
export const TS_NWO_TERMS: Readonly<Partial<Record<TermId, string>>> & { reactionSkill: string } = {
  exploding: "burst",
  imploding: "blowback",
  adventurePoints: "Mission Points",
  skills: "tradecraft",
  reactionSkill: "HUMINT",
};

// ── B.18 Legal strings (quoted verbatim; they must not be paraphrased) ────────────────────────────

export const ATTRIBUTION = "The Lucky 13 Game Engine was originally created by Solarian Games.";
export const DISCLAIMER =
  "The Lucky 13 name and logo are the property of Solarian LLC. Use of the Lucky 13 name and logo is exclusively for the purpose of identifying compatibility with the Lucky 13 Game Engine and does not imply sponsorship, affiliation, or endorsement by the original creators of the Lucky 13 Game Engine.";
