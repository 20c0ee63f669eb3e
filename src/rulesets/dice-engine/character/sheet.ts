// A character sheet in lines of text, for a terminal.

import { maxRank } from "../catalogue/perks.js";
import { catalogueFor } from "../catalogue/setting.js";
import { statName } from "../catalogue/stats.js";
import { STATS } from "../check/stats.js";
import { deriveCharacter, type Situation } from "./derive.js";
import type { DeOptions } from "./options.js";
import type { DeCharacter } from "./schema.js";
import { raceOf } from "./subject.js";

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export function describeCharacter(c: DeCharacter, o: DeOptions, s: Situation = {}): string[] {
  const cat = catalogueFor(o);
  const d = deriveCharacter(c, o, s);
  const lines: string[] = [];
  lines.push(`${c.name} — ${raceOf(c, cat).name}${c.created ? "" : " (in creation)"}`);
  if (c.concept) lines.push(`Concept: ${c.concept}`);
  lines.push(
    STATS.map((st) => {
      const t = c.training[st];
      return `${statName(st)} ${signed(c.stats[st])}${t === "expert" ? " (E)" : t === "proficient" ? " (P)" : ""}`;
    }).join(", "),
  );
  if (!c.created) lines.push(`SP ${c.sp}; stat increases ${d.statSpend!.spent}/${d.statSpend!.cap} SP`);
  lines.push(`XP ${c.xp} (Total XP ${c.totalXp})`);
  if (d.health === "hpStun")
    lines.push(
      `HP ${c.current.hp}/${d.maxHp}, Stun ${c.current.stun}/${d.maxStun}, stun dice ${d.stunDice.left}/${d.stunDice.count} (${d.stunDice.die})`,
    );
  else lines.push(`Resilience ${c.current.res ?? 0}`);
  lines.push(
    `DV ${d.dv.normal} (Touch ${d.dv.touch}, Surprised ${d.dv.surprised})${d.dv.ea ? `, EA ${d.dv.ea}` : ""}`,
  );
  lines.push(
    `Speed ${d.speed ?? "unknown (the race gives none)"}, throwing range ${d.throwingRange} m, bulk ${d.bulk.columns} × ${d.bulk.rows}, initiative ${d.initiative}`,
  );
  const perks = Object.entries(c.perks).map(([id, h]) => {
    const p = cat.perks.get(id);
    return p && maxRank(p) > 1 ? `${p.name} ${h.rank}` : (p?.name ?? id);
  });
  if (perks.length) lines.push(`Perks: ${perks.join(", ")}`);
  if (c.skills.length) lines.push(`Skills: ${c.skills.map((k) => cat.skills.get(k)?.name ?? k).join(", ")}`);
  const focuses = Object.entries(c.focuses).map(([id, r]) => `${cat.focuses.get(id)?.name ?? id} ${r}`);
  if (focuses.length) lines.push(`Focuses: ${focuses.join(", ")}`);
  if (d.martialValue) lines.push(`Martial Value ${d.martialValue}`);
  if (c.fatigue) lines.push(`Fatigue ${c.fatigue}`);
  return lines;
}
