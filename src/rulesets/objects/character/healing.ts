// Natural healing (OBJ-HEAL-1..6): non-lethal damage heals STA points a day; lethal damage heals
// ⌊STA / 2⌋ points a week, but only under care while lethal Health is 0 or less (checked at the start
// of each week). Rates assume light activity; the GM records the activity and may override a rate.
// Whole days and weeks only, unless `healingGranularity` lets part weeks heal lethal damage pro rata.

import { EngineError } from "../../../engine/errors.js";
import { half } from "../dice/half.js";
import type { ObjOptions } from "../options/schema.js";
import { currentHealth, healthStates, lethalHealth, settleCrossings, stamina } from "./health.js";
import type { Outcome } from "./outcome.js";
import type { ObjCharacter } from "./schema.js";

export interface HealingPeriod {
  /** Whole days of rest; heal non-lethal damage (and lethal pro rata, if the option allows). */
  days: number;
  /** Whole weeks of rest; each heals a week of lethal and seven days of non-lethal damage. */
  weeks: number;
  /** In hospital or otherwise tended (OBJ-HEAL-3). */
  underCare: boolean;
  activity: "light" | "heavier";
  /** The GM's rates for heavier activity or anything else (OBJ-HEAL-5). */
  rate?: { nonLethalPerDay?: number | undefined; lethalPerWeek?: number | undefined } | undefined;
}

export function nonLethalRate(c: ObjCharacter, p: HealingPeriod): number {
  return p.rate?.nonLethalPerDay ?? stamina(c);
}

/** OBJ-HEAL-2: half Stamina, rounded down. */
export function lethalRate(c: ObjCharacter, p: HealingPeriod): number {
  return p.rate?.lethalPerWeek ?? half(stamina(c), "down");
}

/** OBJ-HEAL-3, 4: care is needed while lethal damage holds the character at 0 Health or below. */
export function needsCare(c: ObjCharacter, o: ObjOptions): boolean {
  return healthStates(c, o).bleeding;
}

function healLethal(c: ObjCharacter, amount: number): ObjCharacter {
  const healed = Math.min(c.damage.lethal, amount);
  return settleCrossings({ ...c, damage: { ...c.damage, lethal: c.damage.lethal - healed } });
}

function healNonLethal(c: ObjCharacter, amount: number): ObjCharacter {
  const healed = Math.min(c.damage.nonLethal, amount);
  return settleCrossings({ ...c, damage: { ...c.damage, nonLethal: c.damage.nonLethal - healed } });
}

export function heal(c: ObjCharacter, p: HealingPeriod, o: ObjOptions): Outcome {
  if (healthStates(c, o).dead)
    throw new EngineError("refused", `${c.name} is dead: rest heals nothing`, ["target"]);
  if (p.days === 0 && p.weeks === 0)
    throw new EngineError("invalid", "a healing period needs at least one day or week", ["days"]);
  const changes: string[] = [];
  const before = { ...c.damage };
  let next = c;
  const nl = nonLethalRate(c, p);
  const l = lethalRate(c, p);
  for (let w = 0; w < p.weeks; w++) {
    if (needsCare(next, o) && !p.underCare) {
      changes.push(`week ${w + 1}: no lethal healing without care (lethal Health ${lethalHealth(next)})`);
    } else next = healLethal(next, l);
    next = healNonLethal(next, 7 * nl);
  }
  if (p.days > 0) {
    next = healNonLethal(next, p.days * nl);
    if (o.healingGranularity === "pro-rata-floor") {
      if (needsCare(next, o) && !p.underCare)
        changes.push(`${p.days} day(s): no lethal healing without care`);
      else next = healLethal(next, Math.floor((l * p.days) / 7));
    }
  }
  const period = [p.weeks ? `${p.weeks} week(s)` : "", p.days ? `${p.days} day(s)` : ""]
    .filter(Boolean)
    .join(" and ");
  const rates = `${nl} non-lethal a day, ${l} lethal a week${p.rate ? " (GM's rate)" : ""}`;
  changes.unshift(
    `${c.name} rests ${period} (${p.activity} activity${p.underCare ? ", under care" : ""}; ${rates}): lethal ${before.lethal} → ${next.damage.lethal}, non-lethal ${before.nonLethal} → ${next.damage.nonLethal}, Health ${currentHealth(next)}`,
  );
  return { character: next, changes };
}
