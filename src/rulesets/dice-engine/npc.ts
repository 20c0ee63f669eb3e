// Quick NPCs for the Dice Engine (src/engine/npc.ts): an NPC is its eight stats and its HP (the
// book's starting HP plus HP increases, DE-HP-1), finished (created) and at full HP and Stun.
// Its weapons are equipment, which the Dice Engine keeps in the encounter's combat notes, not on
// the sheet: the GM arms it with the Equip action after adding it.

import { z } from "zod";
import type { NpcFacet } from "../../engine/npc.js";
import { maxHpOf, maxStunOf } from "./character/derive.js";
import type { DeOptions } from "./character/options.js";
import type { DeCharacter } from "./character/schema.js";
import { STATS } from "./check/stats.js";

const statblock = z.strictObject({
  ...Object.fromEntries(STATS.map((s) => [s, z.number().int().min(-4).max(5).default(0)])),
  hp: z.number().int().min(1).max(100).default(3),
});

const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const diceEngineNpc: NpcFacet<DeOptions, DeCharacter> = {
  statblock: statblock as z.ZodType<Record<string, unknown>>,
  fields: (o) => [
    { key: "hp", label: "HP", kind: "integer", min: 1, max: 100, default: o.startingHP },
    ...STATS.map((s) => ({
      key: s,
      label: label(s),
      kind: "integer" as const,
      min: Math.max(-4, o.statMin),
      max: Math.min(5, o.statMax),
      default: 0,
    })),
  ],
  build(raw, name, o) {
    const s = statblock.parse(raw) as Record<string, number>;
    const stats = Object.fromEntries(STATS.map((k) => [k, s[k]!]));
    const draft = {
      schemaVersion: 1,
      ruleset: "dice-engine",
      name,
      created: true,
      stats,
      hpIncreases: Math.max(0, s.hp! - o.startingHP),
      current: { hp: 0, stun: 0 },
    } as unknown as DeCharacter;
    const filled = { ...draft, perks: {}, stunRanks: [], fatigue: 0, startingStun: null } as DeCharacter;
    const c = { ...filled, startingStun: maxStunOf(filled, o) };
    return { ...c, current: { hp: maxHpOf(c, o), stun: maxStunOf(c, o), res: null, stunDiceSpent: 0 } };
  },
  health: (c, o) => ({ current: c.current.hp, max: maxHpOf(c, o) }),
  example: { strength: 2, endurance: 1, agility: 1, hp: 5 },
};
