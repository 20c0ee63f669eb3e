// Read-only facts derived from a character's hit points (L13-HP-1..5, L13-DEATH-1,4,5, L13-ASSIST-4):
// maximum HP, the current Pulse die, the death threshold, status, and what an injured or fallen
// character can still do. Nothing here changes a character; health.ts does that.

import { ASSIST_STEPS } from "./data.js";
import { L13CharacterError } from "./errors.js";
import { type Die, dieAt, dieIndex, dieSize } from "./ladder.js";
import type { L13Options } from "./options.js";
import type { L13Character } from "./schema.js";

/** The vitals a rule needs; a subset of the character so partial data (tests, quick NPC sheets) works. */
type Vitals = Pick<L13Character, "abilities" | "hp"> &
  Partial<Pick<L13Character, "stabilized" | "recuperating">>;

/** The permanent die of the HP ability (Pulse by default): the one on the sheet, before injury. */
export function permanentPulse(c: Pick<L13Character, "abilities">, o: L13Options): Die {
  return c.abilities[o.hpAbility];
}

/** hpPerPulseDie × ladder index of the permanent Pulse die: d8 → 30 (L13-HP-1). */
export function maxHp(c: Pick<L13Character, "abilities">, o: L13Options): number {
  return o.hpPerPulseDie * dieIndex(permanentPulse(c, o));
}

/**
 * The rollable Pulse die at `hp`: one ladder step per full row of hpPerPulseDie boxes, so the die drops
 * only when a whole row is gone, and never above the permanent die (L13-HP-2, 3, 5). null at 0 or below.
 */
export function currentPulse(c: Vitals, o: L13Options, hp: number = c.hp): Die | null {
  if (hp < 1) return null;
  return dieAt(Math.min(dieIndex(permanentPulse(c, o)), Math.ceil(hp / o.hpPerPulseDie)));
}

/**
 * HP at or below which the character is dead: −(size of the permanent Pulse die). It does not scale
 * with hpPerPulseDie and uses the permanent die, since no current die exists below 1 HP (L13-DEATH-5).
 */
export function deathAt(c: Pick<L13Character, "abilities">, o: L13Options): number {
  return -dieSize(permanentPulse(c, o));
}

export function isDead(c: Vitals, o: L13Options): boolean {
  return c.hp <= deathAt(c, o);
}

export type VitalStatus = "ok" | "dying" | "stable" | "dead";

export interface StatusReport {
  status: VitalStatus;
  /** Dying or stable at 0 HP or below: no actions, no assists (L13-DEATH-1, 4). */
  unconscious: boolean;
  /** Gritty recovery only: back from dying but not yet cleared by the GM (L13-DEATH-8). Shown, not enforced. */
  recuperating: boolean;
}

export function status(c: Vitals, o: L13Options): StatusReport {
  const s: VitalStatus = isDead(c, o) ? "dead" : c.hp >= 1 ? "ok" : c.stabilized ? "stable" : "dying";
  return {
    status: s,
    unconscious: s === "dying" || s === "stable",
    recuperating: s !== "dead" && (c.recuperating ?? false),
  };
}

/** Only a character above 0 HP acts: the dying and the stabilized are unconscious, the dead are dead. */
export function canAct(c: Vitals, o: L13Options): boolean {
  return status(c, o).status === "ok";
}

export interface AssistTask {
  /** Which slot the assist steps; defaults to the ruleset's `assistTaskDefault` (L13-ASSIST-3). */
  kind?: "ability" | "skill";
  /** The ability or skill ID the task uses. */
  id: string;
}

export interface AssistOffer {
  allowed: boolean;
  /** The helper's die that sets the steps; null when there is none. */
  die: Die | null;
  /** Steps the helper gives: the die's ladder index (L13-ASSIST-2); 0 when not allowed. */
  steps: number;
  reason?: string;
}

/**
 * The die a helper offers: their own die in the task's ability or skill as it stands now, without
 * their specializations or assets — so an injured helper offers their current, lowered Pulse
 * (`assistDieSource` = currentUnmodified). With `effective`, the roll layer applies the helper's own
 * roll modifiers on top of this die; the sheet knows nothing of them.
 */
export function assistDie(helper: L13Character, task: AssistTask, o: L13Options): Die | null {
  const kind = task.kind ?? o.assistTaskDefault;
  if (kind === "ability") {
    if (!(task.id in helper.abilities))
      throw new L13CharacterError("invalid_input", ["task", "id"], `"${task.id}" is not an ability`);
    const id = task.id as keyof L13Character["abilities"];
    return id === o.hpAbility ? currentPulse(helper, o) : helper.abilities[id];
  }
  if (!o.skills.some((s) => s.id === task.id))
    throw new L13CharacterError(
      "invalid_input",
      ["task", "id"],
      `"${task.id}" is not a skill of this ruleset`,
    );
  return helper.skills[task.id] ?? null;
}

/** Whether a helper can assist this task and with how many steps (L13-ASSIST-2, 4; L13-DEATH-1). */
export function canAssist(helper: L13Character, task: AssistTask, o: L13Options): AssistOffer {
  const die = assistDie(helper, task, o);
  const s = status(helper, o);
  if (s.status !== "ok")
    return {
      allowed: false,
      die,
      steps: 0,
      reason: s.status === "dead" ? "the helper is dead" : "the helper is unconscious",
    };
  if (die === null) return { allowed: false, die, steps: 0, reason: "the helper has no die for this task" };
  return { allowed: true, die, steps: ASSIST_STEPS[die] };
}
