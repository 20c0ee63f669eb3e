// Three characters for the contract tests, the help text and the docs, each made the way a player
// would: the point-buy creation method, then XP awarded after a first adventure and spent through
// the advance model. Building them through the rules (rather than writing the files by hand) keeps
// them valid under whatever options a table sets, and proves the path from creation to play.

import { emptyState, type TableState } from "../../engine/state.js";
import { EXTENDED_NOTE_KIND } from "./actions/extended.js";
import { advance, type DeCharacter, orThrow, pointBuy } from "./character/index.js";
import type { DiceEngineOptions } from "./options.js";

/** The point-buy inputs, as `tabula character new dice-engine --input` takes them. */
export const EXAMPLE_BUILDS = {
  /** A field medic who talks her way past checkpoints. */
  ilse: {
    name: "Ilse Varn",
    concept: "A field medic who talks her way past checkpoints",
    stats: { agility: 2, endurance: 2, intuition: 2, convince: 1, logic: 1, charisma: -1, strength: -1 },
    purchases: [
      { kind: "skill", skill: "medic" },
      { kind: "skill", skill: "knifeFighting" },
      { kind: "perk", perk: "emergencyTriage" },
      { kind: "perk", perk: "quickStep" },
      { kind: "proficiency", stat: "agility" },
    ],
  },
  /** A dock brawler with a hammer and a shield. */
  bruno: {
    name: "Bruno Hale",
    concept: "A dock brawler who settles things with a hammer",
    stats: { strength: 3, endurance: 2, agility: 1, dexterity: 1, logic: -1, charisma: -1 },
    purchases: [
      { kind: "skill", skill: "hammerFighting" },
      { kind: "skill", skill: "shields" },
      { kind: "perk", perk: "heavyweight" },
      { kind: "perk", perk: "shieldBash" },
      { kind: "proficiency", stat: "strength" },
    ],
  },
  /** A scout with sharp eyes and poor hearing. */
  wren: {
    name: "Wren Adair",
    concept: "A scout who sees everything and hears little",
    stats: { intuition: 3, agility: 2, dexterity: 2, charisma: 1, strength: -1, endurance: -1 },
    purchases: [
      { kind: "perk", perk: "perceptiveVision" },
      { kind: "perk", perk: "halfDeaf" },
      { kind: "perk", perk: "takedownSpecialist" },
      { kind: "skill", skill: "knifeFighting" },
    ],
  },
} as const;

/** What each spent of the XP of a first adventure (focus ratings are XP-only by the book). */
const FIRST_ADVENTURE: Record<keyof typeof EXAMPLE_BUILDS, string[]> = {
  ilse: ["focus:medicine:2", "focus:crime"],
  bruno: ["focus:security", "hp"],
  wren: ["focus:perception:2", "focus:stealth", "focus:underworld"],
};

/** One of the example characters, created and advanced under the table's options. */
export function exampleCharacter(id: keyof typeof EXAMPLE_BUILDS, o: DiceEngineOptions): DeCharacter {
  const created = orThrow(pointBuy(EXAMPLE_BUILDS[id], o));
  return orThrow(
    advance(created, { award: { amount: 300, reason: "the first adventure" }, buy: FIRST_ADVENTURE[id] }, o),
  );
}

/**
 * Ilse (a player's), Bruno and Wren (the GM's until a player takes them), and an extended check
 * already under way, so the `extended` and `extendedStop` examples have something to continue.
 */
export function exampleTable(o: DiceEngineOptions): TableState {
  const s = emptyState("dice-engine", o);
  const seat = (id: keyof typeof EXAMPLE_BUILDS, owner: string | null) => {
    const data = exampleCharacter(id, o);
    return { id, name: data.name, owner, data };
  };
  return {
    ...s,
    characters: {
      ilse: seat("ilse", "player-1"),
      bruno: seat("bruno", "player-2"),
      wren: seat("wren", null),
    },
    notes: {
      "extended:watch": {
        kind: EXTENDED_NOTE_KIND,
        text: "Extended check: keep watch through the night (SV 3, DC 13, 2 hours a round)",
        data: {
          task: "keep watch through the night",
          sv: 3,
          dc: 13,
          duration: 2,
          unit: "hours",
          successes: 1,
          failures: 0,
          rounds: 1,
          status: "ongoing",
          elapsed: 2,
          stopped: false,
        },
        open: true,
      },
    },
  };
}
