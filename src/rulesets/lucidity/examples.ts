// Two sample characters of our own and the table they sit at: Ysolde, a sword-and-shield fighter at
// full strength, and Tomas, a talker with a bow, already at 0 Health in the middle of a bad day (so the
// 0-Health actions have someone to work on). Used as the contract fixtures and in the tests.

import { emptyState, type TableState } from "../../engine/state.js";
import { type LucidityCharacter, parseCharacter } from "./character/index.js";
import type { LucidityOptions } from "./options/schema.js";

export function ysoldeFile(): Record<string, unknown> {
  const attributes = { STR: 2, DEX: 1, CON: 1, KNO: 0, AWA: 1, WIL: 0, CHA: -1 };
  return {
    schemaVersion: 1,
    ruleset: "lucidity",
    name: "Ysolde",
    xp: 12,
    xpLog: [{ amount: 12, reason: "milestone", note: "the drowned chapel", total: 12 }],
    attributes,
    creation: { method: "array", attributes },
    traits: [{ name: "Impaler" }, { name: "Fast Healer" }, { name: "Wingman" }],
    skills: { Swords: 3, Study: 3, Charm: 2 },
    unrankedSkills: [
      { name: "Common", kind: "language" },
      { name: "Light armor", kind: "armor" },
    ],
    health: 7,
    energy: 6,
    lucidity: 14,
    items: [
      { name: "Longsword", kind: "weapon", damage: "1d8", range: "melee", skill: "Swords" },
      { name: "Leather armor", kind: "armor", protection: 2 },
      { name: "Round shield", kind: "shield", protection: 1 },
      { name: "Rope", kind: "gear" },
    ],
    designated: ["Longsword", "Round shield"],
    gold: 40,
    effects: { lastAttack: { target: "tomas", hit: true, damage: 3, turn: null } },
  };
}

export function tomasFile(): Record<string, unknown> {
  const attributes = { STR: -1, DEX: 2, CON: 1, KNO: 0, AWA: 1, WIL: 0, CHA: 1 };
  return {
    schemaVersion: 1,
    ruleset: "lucidity",
    name: "Tomas",
    attributes,
    creation: { method: "array", attributes },
    traits: [{ name: "Inspirator" }, { name: "Helpful/Harmful" }, { name: "Fate's Gamble" }],
    skills: { Bows: 3, Charm: 3, Surveillance: 2 },
    unrankedSkills: [{ name: "Common", kind: "language" }],
    health: 0,
    energy: 6,
    lucidity: 9,
    items: [
      { name: "Shortbow", kind: "weapon", damage: "1d6", range: "ranged", skill: "Bows", size: "two-handed" },
      { name: "Dagger", kind: "weapon", damage: "1d4", range: "melee", skill: "Daggers" },
      { name: "Gambeson", kind: "armor", protection: 1 },
      { name: "Arrows", kind: "arrows", quantity: 20 },
      { name: "Healing draught", kind: "consumable", consumable: true },
    ],
    designated: ["Shortbow", "Dagger"],
    gold: 120,
    effects: { casting: { spell: "Moonlit Ward", roundsLeft: 0 } },
  };
}

export function ysolde(o: LucidityOptions): LucidityCharacter {
  return parseCharacter(ysoldeFile(), o);
}

export function tomas(o: LucidityOptions): LucidityCharacter {
  return parseCharacter(tomasFile(), o);
}

export function exampleTable(o: LucidityOptions): TableState {
  const s = emptyState("lucidity", o);
  return {
    ...s,
    characters: {
      ysolde: { id: "ysolde", name: "Ysolde", owner: "player-1", data: ysolde(o) },
      tomas: { id: "tomas", name: "Tomas", owner: "player-2", data: tomas(o) },
    },
    // Open records the GM still has to settle, so the actions that settle them have examples.
    notes: {
      "note-zero": {
        kind: "zero-health-roll",
        text: "Tomas took damage at 0 Health in round 1: a Lucidity (CON) roll is due",
        data: { character: "tomas", round: 1 },
        open: true,
      },
      "note-wound": {
        kind: "wound",
        text: "Tomas failed by 2: Wound (heals 1–2 weeks)",
        data: { character: "tomas", degree: 2, proposed: "wound", roll: "roll-0", canChooseGuaranteed: true },
        open: true,
      },
      "note-read": {
        kind: "read-questions",
        text: "Read a Person: the GM allows 1–3 questions",
        data: {
          kind: "person",
          actor: "tomas",
          target: "ysolde",
          success: true,
          margin: 3,
          count: null,
          roll: "roll-0",
        },
        open: true,
      },
      "note-charm": {
        kind: "charm-response",
        text: "Ysolde must choose: play along, or call Tomas out",
        data: { actor: "tomas", target: "ysolde", roll: "roll-0", choices: ["play along", "call out"] },
        open: true,
      },
    },
  };
}
