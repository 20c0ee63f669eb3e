// The sheet as lines for a terminal.

import { ATTRIBUTES } from "../data/attributes.js";
import type { LucidityOptions } from "../options/schema.js";
import { signed } from "../rules/generate.js";
import { derive } from "./derive.js";
import type { LucidityCharacter } from "./schema.js";

export function describe(c: LucidityCharacter, o: LucidityOptions): string[] {
  const d = derive(c, o);
  const lines = [
    `${c.name}${c.npc ? " (NPC)" : ""} — level ${c.level}, ${c.xp} XP${d.xpForNext !== null ? ` (next level at ${d.xpForNext})` : ""}${d.pendingLevels ? `, ${d.pendingLevels} level(s) to take` : ""}`,
    ATTRIBUTES.map((a) => `${a} ${signed(c.attributes[a])}`).join("  "),
    `Health ${c.health}/${d.maxHealth}  Energy ${c.energy}/${d.maxEnergy}  ${d.hasLucidity ? `Lucidity ${c.lucidity}/${d.maxLucidity}` : "no Lucidity"}${c.status !== "conscious" ? `  ${c.status.toUpperCase()}` : ""}`,
    `Defense ${d.defense}  Protection ${d.protection.total} (armor ${d.protection.armor}, shield ${d.protection.shield}, weapons ${d.protection.weapon})`,
    `Traits: ${c.traits.map((t) => `${t.name}${t.custom ? ` (custom${t.approved ? "" : ", awaiting GM approval"})` : ""}`).join(", ")}`,
    `Skills: ${
      Object.entries(c.skills)
        .map(([n, r]) => `${n} ${r}`)
        .concat(c.unrankedSkills.map((s) => `${s.name} (${s.kind})`))
        .join(", ") || "none"
    }`,
    `Items (${d.slotsUsed}/${d.itemSlots} slots${d.overCapacity ? ", OVER CAPACITY" : ""}): ${c.items.map((i) => (c.designated.includes(i.name) ? `*${i.name}` : i.name)).join(", ") || "none"}; ${c.gold} gold`,
    `Designated (${c.designated.length}/${d.designatedLimit}): ${c.designated.join(", ") || "none"}`,
  ];
  if (c.effects.pending) lines.push(`Pending: ${c.effects.pending.kind} turn (${c.effects.pending.stage})`);
  if (c.effects.casting)
    lines.push(`Casting ${c.effects.casting.spell}: ${c.effects.casting.roundsLeft} round(s) left`);
  return lines;
}
