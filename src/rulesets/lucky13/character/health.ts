// Changing hit points: damage, healing, rest, the dying clock and stabilization (L13-HP-5,6,
// L13-HEAL-1..5, L13-DEATH-1..10). Each function takes a character and returns a new one with the
// lines that describe what happened; nothing is mutated, and nothing here rolls dice.

import { L13CharacterError } from "./errors.js";
import type { L13Options } from "./options.js";
import { type Outcome, refuse, signed } from "./outcome.js";
import type { L13Character } from "./schema.js";
import { currentPulse, deathAt, isDead, maxHp, status } from "./vitals.js";

export type { AssistOffer, AssistTask, StatusReport, VitalStatus } from "./vitals.js";
export {
  assistDie,
  canAct,
  canAssist,
  currentPulse,
  deathAt,
  isDead,
  maxHp,
  permanentPulse,
  status,
} from "./vitals.js";

function wholeAmount(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0)
    throw new L13CharacterError("invalid_input", [field], "expected a whole number of at least 0");
}

function minutesAmount(value: number, field: string): void {
  if (!Number.isFinite(value) || value < 0)
    throw new L13CharacterError("invalid_input", [field], "expected a number of minutes of at least 0");
}

const hpTerm = (o: L13Options) => o.labels.terms.hitPoints;
const pulseLabel = (o: L13Options) => o.labels.abilities[o.hpAbility];

/** "current Pulse d8 → d6" when the rollable die moved; nothing otherwise. */
function pulseChange(before: L13Character, after: L13Character, o: L13Options): string[] {
  const a = currentPulse(before, o);
  const b = currentPulse(after, o);
  return a === b ? [] : [`current ${pulseLabel(o)} ${a ?? "none"} → ${b ?? "none"}`];
}

/**
 * Sets HP and keeps the dying bookkeeping consistent: above 0 there is no clock and nothing to
 * stabilize; at 0 or below the clock starts at 0 minutes the first time.
 */
export function withHp(c: L13Character, hp: number): L13Character {
  if (hp >= 1) return { ...c, hp, dyingMinutes: null, stabilized: false };
  return { ...c, hp, dyingMinutes: c.dyingMinutes ?? 0 };
}

/** Lines for a status that changed, e.g. "Casimir is dying and unconscious (dies at −8 HP)". */
function statusChange(before: L13Character, after: L13Character, o: L13Options): string[] {
  const a = status(before, o).status;
  const b = status(after, o).status;
  if (a === b) return [];
  switch (b) {
    case "dead":
      return [
        `${after.name} is dead (${signed(after.hp)} ${hpTerm(o)}, at or below ${signed(deathAt(after, o))})`,
      ];
    case "dying":
      return [
        `${after.name} is dying and unconscious: loses ${o.dyingLossPerMinute} ${hpTerm(o)} per minute until stabilized, dies at ${signed(deathAt(after, o))}`,
      ];
    case "stable":
      return [`${after.name} is stabilized but stays unconscious until ${hpTerm(o)} reach 1`];
    case "ok":
      return [`${after.name} is no longer dying and regains consciousness`];
  }
}

/**
 * Takes `amount` damage off current HP (L13-HP-6): no floor at 0 unless `damageFloorAtZero`, so a hit
 * can overshoot the death threshold. Any wound undoes stabilization (L13-DEATH-7) and, with
 * `restCapReset` = onDamage, starts a new injury episode for the rest cap (L13-HEAL-3).
 */
export function damage(c: L13Character, amount: number, o: L13Options): Outcome {
  wholeAmount(amount, "amount");
  if (isDead(c, o)) return refuse(c, `${c.name} is already dead`);
  if (amount === 0) return { character: c, changes: [`${c.name} takes no damage`] };
  let hp = c.hp - amount;
  if (o.damageFloorAtZero) hp = Math.max(0, hp);
  let next = withHp({ ...c, stabilized: false }, hp);
  if (o.restCapReset === "onDamage") next = { ...next, restHealed: 0 };
  const changes = [`${c.name} takes ${amount} damage: ${signed(c.hp)} → ${signed(hp)} ${hpTerm(o)}`];
  changes.push(...pulseChange(c, next, o));
  if (c.stabilized && status(next, o).status !== "dead") changes.push(`${c.name} is no longer stabilized`);
  changes.push(...statusChange(c, next, o));
  return { character: next, changes };
}

/**
 * Healing from any source the designer defines (first aid, potions, surgery; L13-HEAL-1, 4): HP rise
 * up to the maximum and the Pulse die follows. Healing a dying character stabilizes them when
 * `healingStabilizes` (L13-DEATH-3); coming back above 0 in gritty recovery marks them recuperating
 * (L13-DEATH-8). The dead cannot be healed (L13-DEATH-6).
 */
export function heal(c: L13Character, amount: number, source: string, o: L13Options): Outcome {
  wholeAmount(amount, "amount");
  if (source.trim() === "") throw new L13CharacterError("invalid_input", ["source"], "must not be empty");
  if (isDead(c, o)) return refuse(c, `${c.name} is dead and cannot be healed`);
  const hp = Math.min(maxHp(c, o), c.hp + amount);
  const stabilizes = c.hp <= 0 && amount > 0 && o.healingStabilizes;
  let next = withHp({ ...c, stabilized: c.stabilized || stabilizes }, hp);
  const revived = c.hp <= 0 && hp >= 1;
  if (revived && o.recoveryMode === "gritty") next = { ...next, recuperating: true };
  const changes = [`${c.name} heals ${hp - c.hp} ${hpTerm(o)} (${source}): ${signed(c.hp)} → ${signed(hp)}`];
  if (hp - c.hp < amount) changes.push(`capped at the maximum of ${maxHp(c, o)}`);
  changes.push(...pulseChange(c, next, o), ...statusChange(c, next, o));
  if (revived && o.recoveryMode === "gritty")
    changes.push(`${c.name} is recuperating until the GM clears it`);
  return { character: next, changes };
}

/**
 * Rest (L13-HEAL-2, 3, 5): `hpPerInterval` per full interval of this rest, at most `maxFromRest` per
 * injury episode (or per rest with `restCapReset` = perRest). Partial intervals are lost. Rest is not
 * treatment, so it never heals a character at 0 HP or below. Rest does not run the dying clock; use
 * advanceTime for game time.
 */
export function rest(c: L13Character, minutes: number, o: L13Options): Outcome {
  minutesAmount(minutes, "minutes");
  const preset = o.restHealing;
  if (preset === null) return refuse(c, "rest healing is disabled in this ruleset");
  if (isDead(c, o)) return refuse(c, `${c.name} is dead and cannot be healed`);
  if (c.hp <= 0) return refuse(c, `rest does not heal at 0 ${hpTerm(o)} or below: ${c.name} needs treatment`);
  const intervals = Math.floor(minutes / preset.intervalMinutes + 1e-9);
  const capLeft =
    o.restCapReset === "onDamage" ? Math.max(0, preset.maxFromRest - c.restHealed) : preset.maxFromRest;
  const gain = Math.min(intervals * preset.hpPerInterval, capLeft, maxHp(c, o) - c.hp);
  let next = withHp(c, c.hp + gain);
  if (o.restCapReset === "onDamage") next = { ...next, restHealed: c.restHealed + gain };
  const changes = [`${c.name} rests ${minutes} minutes and heals ${gain} ${hpTerm(o)}: ${c.hp} → ${next.hp}`];
  if (intervals * preset.hpPerInterval > capLeft && capLeft < maxHp(c, o) - c.hp)
    changes.push(
      `rest has restored its most (${preset.maxFromRest} ${hpTerm(o)}); more needs first aid or medical care`,
    );
  changes.push(...pulseChange(c, next, o));
  return { character: next, changes };
}

/**
 * Lets game time pass (L13-DEATH-2, 9). A dying, unstabilized character loses `dyingLossPerMinute`
 * HP for each full minute on the dying clock, which started when HP first reached 0; partial minutes
 * carry over inside the clock. The loss stops at death.
 */
export function advanceTime(c: L13Character, minutes: number, o: L13Options): Outcome {
  minutesAmount(minutes, "minutes");
  if (status(c, o).status !== "dying") return { character: c, changes: [] };
  const before = c.dyingMinutes ?? 0;
  // Rounded to a millionth of a minute so that many short steps (rounds) add up to whole minutes.
  const after = Math.round((before + minutes) * 1e6) / 1e6;
  const fullMinutes = Math.floor(after) - Math.floor(before);
  const toDeath = Math.ceil((c.hp - deathAt(c, o)) / o.dyingLossPerMinute);
  const lost = Math.min(fullMinutes, toDeath) * o.dyingLossPerMinute;
  const next: L13Character = { ...c, hp: c.hp - lost, dyingMinutes: after };
  const changes =
    lost > 0
      ? [`${c.name} loses ${lost} ${hpTerm(o)} while dying: ${signed(c.hp)} → ${signed(next.hp)}`]
      : [];
  changes.push(...statusChange(c, next, o));
  return { character: next, changes };
}

/** advanceTime for combat rounds; needs `secondsPerRound`, since the book gives no round length. */
export function advanceRounds(c: L13Character, rounds: number, o: L13Options): Outcome {
  wholeAmount(rounds, "rounds");
  if (o.secondsPerRound === null)
    return refuse(c, "combat rounds do not advance the dying clock unless secondsPerRound is set");
  return advanceTime(c, (rounds * o.secondsPerRound) / 60, o);
}

/** Treatment that stops the dying loss (L13-DEATH-3); the character stays unconscious below 1 HP. */
export function stabilize(c: L13Character, o: L13Options): Outcome {
  const s = status(c, o).status;
  if (s === "dead") return refuse(c, `${c.name} is dead and cannot be stabilized`);
  if (s === "ok") return refuse(c, `${c.name} is not dying`);
  if (s === "stable") return { character: c, changes: [`${c.name} is already stabilized`] };
  const next = { ...c, stabilized: true };
  return { character: next, changes: statusChange(c, next, o) };
}

/** The GM ends gritty recuperation after rest (L13-DEATH-8). */
export function clearRecuperating(c: L13Character): Outcome {
  if (!c.recuperating) return { character: c, changes: [] };
  return { character: { ...c, recuperating: false }, changes: [`${c.name} has recuperated`] };
}
