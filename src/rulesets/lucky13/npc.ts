// Quick NPCs for Lucky 13 (src/engine/npc.ts): an NPC is its five ability dice, its combat skill
// die and one weapon (Accuracy and Damage dice, L13-WPN-1..3). Its HP follows from Pulse
// (L13-HP-1), as for anyone, so the statblock has no HP number of its own.

import { z } from "zod";
import type { NpcFacet, NpcField } from "../../engine/npc.js";
import { ABILITY_IDS } from "./character/data.js";
import { DICE } from "./character/ladder.js";
import { type L13Options, skillLabel } from "./character/options.js";
import type { L13Character } from "./character/schema.js";
import { maxHp } from "./character/vitals.js";

const die = z.enum(DICE).default("d6");

const statblock = z.strictObject({
  ...Object.fromEntries(ABILITY_IDS.map((id) => [id, die])),
  combat: die,
  weapon: z.string().trim().min(1).max(60).default("Weapon"),
  accuracy: die,
  damage: die,
});

const dieChoices = DICE.map((d) => ({ value: d, label: d }));

export const lucky13Npc: NpcFacet<L13Options, L13Character> = {
  statblock: statblock as z.ZodType<Record<string, unknown>>,
  fields(o) {
    const fields: NpcField[] = ABILITY_IDS.map((id) => ({
      key: id,
      label: o.labels.abilities[id],
      kind: "choice",
      choices: dieChoices,
      default: "d6",
    }));
    if (o.combatSkill !== null)
      fields.push({
        key: "combat",
        label: skillLabel(o, o.combatSkill),
        kind: "choice",
        choices: dieChoices,
        default: "d6",
      });
    fields.push(
      { key: "weapon", label: "Weapon", kind: "text", maxLength: 60, default: "Weapon" },
      { key: "accuracy", label: "Accuracy", kind: "choice", choices: dieChoices, default: "d6" },
      { key: "damage", label: "Damage", kind: "choice", choices: dieChoices, default: "d6" },
    );
    return fields;
  },
  build(raw, name, o) {
    const s = statblock.parse(raw) as Record<string, string>;
    const abilities = Object.fromEntries(ABILITY_IDS.map((id) => [id, s[id]!]));
    // Every skill needs a die (L13-SKILL-1): the lowest, but for the fighting the statblock gives.
    const skills = Object.fromEntries(
      o.skills.map((k) => [k.id, k.id === o.combatSkill ? s.combat! : DICE[0]]),
    );
    const draft = {
      schemaVersion: 1,
      ruleset: "lucky13",
      name,
      npc: true,
      abilities,
      skills,
      weapons: [{ name: s.weapon, accuracy: s.accuracy, damage: s.damage }],
      hp: 0,
    };
    return { ...draft, hp: maxHp(draft as unknown as L13Character, o) } as unknown as L13Character;
  },
  health: (c, o) => ({ current: c.hp, max: maxHp(c, o) }),
  example: { pulse: "d4", reflex: "d8", combat: "d6", weapon: "Rusty spear", accuracy: "d6", damage: "d6" },
};
