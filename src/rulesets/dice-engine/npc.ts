// Quick NPCs for the Dice Engine (src/engine/npc.ts): an NPC is its eight stats and its HP (the
// book's starting HP plus HP increases, DE-HP-1), finished (created) and at full HP and Stun.
// Its weapon is equipment, which the Dice Engine keeps in its combat notes rather than on the sheet,
// so `setup` arms it with the ruleset's own Equip action: one melee weapon, a Strength attack with
// the damage die the GM picks (DE-ATK-3), standard attacks only.

import { z } from "zod";
import type { NpcFacet } from "../../engine/npc.js";
import { maxHpOf, maxStunOf } from "./character/derive.js";
import type { DeOptions } from "./character/options.js";
import type { DeCharacter } from "./character/schema.js";
import { STATS } from "./check/stats.js";

const DAMAGE = ["1d4", "1d6", "1d8", "1d10", "1d12", "2d6"] as const;

const statblock = z.strictObject({
  ...Object.fromEntries(STATS.map((s) => [s, z.number().int().min(-4).max(5).default(0)])),
  hp: z.number().int().min(1).max(100).default(3),
  weapon: z.string().trim().min(1).max(60).default("Club"),
  damage: z.enum(DAMAGE).default("1d6"),
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
    { key: "weapon", label: "Weapon", kind: "text", maxLength: 60, default: "Club" },
    {
      key: "damage",
      label: "Weapon damage",
      kind: "choice",
      choices: DAMAGE.map((d) => ({ value: d, label: d })),
      default: "1d6",
    },
  ],
  build(raw, name, o) {
    const s = statblock.parse(raw) as unknown as Record<string, number>;
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
  setup: (raw, id) => {
    const s = statblock.parse(raw) as { weapon: string; damage: string };
    const weapon = {
      id: "npcWeapon",
      name: s.weapon,
      stat: "strength",
      melee: true,
      damage: s.damage,
      damageType: "bludgeoning",
      attacks: [{ type: "standard" }],
    };
    return [{ action: "equip", params: { actor: id, equipment: { weapons: [weapon] } } }];
  },
  health: (c, o) => ({ current: c.current.hp, max: maxHpOf(c, o) }),
  example: { strength: 2, endurance: 1, agility: 1, hp: 5, weapon: "Cudgel", damage: "1d8" },
};
