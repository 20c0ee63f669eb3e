// Fatigue on a character (DE-FAT-1..8): gaining and losing levels, and the check for going too
// long without a long rest. Checks roll through the dice source given, with the character's own
// modifiers (fatigue disadvantage included), so a scripted test or a physical die gives the faces.

import type { DiceSource } from "../../../dice/index.js";
import { type CharacterCheck, rollCharacterCheck } from "../character/check-effects.js";
import { maxHpOf, maxStunOf } from "../character/derive.js";
import { done, type Outcome, type Refused, refusal } from "../character/errors.js";
import type { DeOptions } from "../character/options.js";
import type { DeCharacter } from "../character/schema.js";
import { FATIGUE_TABLE, fatigueCheckDc, MAX_FATIGUE } from "./fatigue-table.js";

/**
 * DE-FAT-2, DE-FAT-6, DE-FAT-7: adds levels (never past 6, which is death). Reaching level 4 halves
 * the maxima, so current HP and Stun drop to fit; nothing is given back when the level falls again.
 */
export function gainFatigue(c: DeCharacter, levels: number, reason: string, o: DeOptions): Outcome {
  if (!Number.isInteger(levels) || levels < 0)
    return refusal("invalid", ["levels"], `fatigue rises by a whole number of levels (got ${levels})`);
  const from = c.fatigue;
  const to = Math.min(MAX_FATIGUE, from + levels);
  if (to === from) return done(c, `${c.name}: fatigue stays ${from} (${reason})`);
  const next: DeCharacter = { ...c, fatigue: to };
  const current = {
    ...c.current,
    hp: Math.min(c.current.hp, maxHpOf(next, o)),
    stun: Math.min(c.current.stun, maxStunOf(next, o)),
  };
  const effects = FATIGUE_TABLE.filter((r) => r.level > from && r.level <= to).map((r) => r.effect);
  return done(
    { ...next, current },
    `${c.name}: fatigue ${from} → ${to} (${reason}): ${effects.join("; ")}`,
    ...(to === MAX_FATIGUE ? [`${c.name} dies of exhaustion`] : []),
  );
}

/** DE-FAT-6, DE-FAT-13: removes levels; the maxima come back, the current values do not. */
export function loseFatigue(c: DeCharacter, levels: number, reason: string): Outcome {
  if (!Number.isInteger(levels) || levels < 0)
    return refusal("invalid", ["levels"], `fatigue falls by a whole number of levels (got ${levels})`);
  if (c.fatigue >= MAX_FATIGUE)
    return refusal("invalid", ["fatigue"], `${c.name} is dead; fatigue no longer matters`);
  const to = Math.max(0, c.fatigue - levels);
  return done({ ...c, fatigue: to }, `${c.name}: fatigue ${c.fatigue} → ${to} (${reason})`);
}

export type CheckedOutcome =
  | { ok: true; character: DeCharacter; changes: string[]; checks: CharacterCheck[] }
  | Refused;

/** DE-FAT-1: how many fatigue checks `hours` without a long rest have called for so far. */
export function fatigueChecksBy(
  hours: number,
  o: Pick<DeOptions, "fatigueCheckHour" | "fatigueRecheckEveryHours">,
): number {
  if (hours < o.fatigueCheckHour) return 0;
  const every = o.fatigueRecheckEveryHours;
  return 1 + (every === null ? 0 : Math.floor((hours - o.fatigueCheckHour) / every));
}

/**
 * DE-FAT-1: an Endurance check against 15 + the current level; failing adds a level. `dice` rolls
 * it with every modifier the character has.
 */
export function fatigueCheck(
  c: DeCharacter,
  o: DeOptions,
  dice: DiceSource,
  reason: string,
  dc?: number,
): CheckedOutcome {
  const target = dc ?? fatigueCheckDc(c.fatigue);
  const r = rollCharacterCheck(c, { stat: "endurance", purpose: "fatigue", target }, o, dice);
  if (!r.ok) return r;
  const passed = r.check.success === true;
  const total = r.check.result?.total;
  const line = `${c.name}: Endurance ${total ?? "—"} against DC ${target} (${reason}): ${passed ? "holds up" : "fails"}`;
  if (passed) return { ok: true, character: c, changes: [line], checks: [r.check] };
  const g = gainFatigue(c, 1, reason, o);
  if (!g.ok) return g;
  return { ok: true, character: g.character, changes: [line, ...g.changes], checks: [r.check] };
}

/**
 * DE-FAT-1, DE-FAT-12: time passes without a long rest. At the end of the 26th hour (and, with
 * `fatigueRecheckEveryHours`, every so many hours after) the check is rolled at the level then.
 */
export function passHoursWithoutRest(
  c: DeCharacter,
  hours: number,
  o: DeOptions,
  dice: DiceSource,
): CheckedOutcome {
  if (!(hours >= 0)) return refusal("invalid", ["hours"], `hours must be 0 or more (got ${hours})`);
  const before = c.rest.hoursSinceLongRest;
  const after = before + hours;
  const due = fatigueChecksBy(after, o) - fatigueChecksBy(before, o);
  let cur: DeCharacter = { ...c, rest: { ...c.rest, hoursSinceLongRest: after } };
  const changes = [`${c.name}: ${after} hours without a long rest`];
  const checks: CharacterCheck[] = [];
  for (let i = 0; i < due && cur.fatigue < MAX_FATIGUE; i++) {
    const r = fatigueCheck(cur, o, dice, `${o.fatigueCheckHour}+ hours without a long rest`);
    if (!r.ok) return r;
    cur = r.character;
    changes.push(...r.changes);
    checks.push(...r.checks);
  }
  return { ok: true, character: cur, changes, checks };
}
