// Ability and skill dice at creation (L13-ABIL-6..11, L13-SKILL-1, 3): the d100 table, the arrays
// checked as multisets, and the skill-generation methods. Dice come only from the DiceSource given.

import type { DiceSource } from "../../../dice/index.js";
import { ABILITIES, type AbilityId, dieForPercentile } from "./data.js";
import { L13CharacterError } from "./errors.js";
import { countDice, DICE, type Die, faces, formatDice } from "./ladder.js";
import type { L13Options } from "./options.js";

const D100 = faces(100);
export type Abilities = Record<AbilityId, Die>;

/** One d100 on the random table; percentile dice never explode or implode (L13-ABIL-7). */
export function rollPercentileDie(dice: DiceSource): { roll: number; die: Die } {
  const roll = dice.roll(D100, "d100");
  return { roll, die: dieForPercentile(roll) };
}

function needDice(dice: DiceSource | null, path: string[], what: string): DiceSource {
  if (!dice) throw new L13CharacterError("dice_required", path, `${what} needs a dice source`);
  return dice;
}

/** One d100 per ability in canonical order, the n-th roll setting the n-th ability (L13-ABIL-7, 8). */
export function rollAbilities(dice: DiceSource | null, log: string[]): Abilities {
  const source = needDice(dice, ["abilities", "method"], "the random method");
  const out = {} as Abilities;
  for (const a of ABILITIES) {
    const { roll, die } = rollPercentileDie(source);
    out[a.id] = die;
    log.push(`${a.id}: d100 ${roll} → ${die}`);
  }
  return out;
}

/**
 * `used` must be drawn from `pool`: exactly the same multiset when `exact`, otherwise any
 * sub-multiset of it (the spare dice are discarded).
 */
export function checkMultiset(used: readonly Die[], pool: readonly Die[], exact: boolean): string | null {
  const u = countDice(used);
  const p = countDice(pool);
  const ok = DICE.every((d) => (exact ? u[d] === p[d] : u[d] <= p[d]));
  if (ok) return null;
  return exact
    ? `the dice must be exactly ${formatDice(pool)}; got ${formatDice(used)}`
    : `the dice must be chosen from ${formatDice(pool)}; got ${formatDice(used)}`;
}

/** An array assignment (L13-ABIL-9, 10): one die per ability, validated as a multiset. */
export function assignArray(
  kind: "balanced" | "specialized",
  assignment: Abilities,
  o: L13Options,
): Abilities {
  const pool = o.arrays[kind];
  const exact = kind === "balanced" || o.specializedArrayMode === "exact";
  const used = ABILITIES.map((a) => assignment[a.id]);
  const problem = checkMultiset(used, pool, exact);
  if (problem)
    throw new L13CharacterError("invalid_input", ["abilities", "assignment"], `${kind} array: ${problem}`);
  return { ...assignment };
}

export type SkillDice = Record<string, Die | null>;

/** Player-given skill dice are refused when the ruleset generates them; checked before any die is rolled. */
export function checkSkillInput(given: SkillDice | undefined, o: L13Options): void {
  const method = o.skillGeneration;
  if ((method === "random" || method === "linkedAbility") && given !== undefined)
    throw new L13CharacterError(
      "invalid_input",
      ["skills"],
      `not used: this ruleset sets skill dice by ${method}`,
    );
}

/** Skill dice by the ruleset's `skillGeneration` (L13-SKILL-3). `given` is the player's input, if any. */
export function generateSkills(
  given: SkillDice | undefined,
  abilities: Abilities,
  dice: DiceSource | null,
  o: L13Options,
  log: string[],
): SkillDice {
  const ids = o.skills.map((s) => s.id);
  const method = o.skillGeneration;
  checkSkillInput(given, o);
  if (method === "random") {
    const source = needDice(dice, ["skills"], "rolling skills");
    const out: SkillDice = {};
    for (const id of ids) {
      const { roll, die } = rollPercentileDie(source);
      out[id] = die;
      log.push(`${id}: d100 ${roll} → ${die}`);
    }
    return out;
  }
  if (method === "linkedAbility")
    return Object.fromEntries(ids.map((id) => [id, abilities[o.skillLinks[id]!]]));

  if (given === undefined)
    throw new L13CharacterError("invalid_input", ["skills"], `required: skill dice for ${method}`);
  for (const id of ids)
    if (!(id in given)) throw new L13CharacterError("invalid_input", ["skills", id], "required");
  for (const [id, die] of Object.entries(given)) {
    if (!ids.includes(id))
      throw new L13CharacterError("invalid_input", ["skills", id], "not a skill of this ruleset");
    if (die === null && !o.allowUntrainedSkill)
      throw new L13CharacterError("invalid_input", ["skills", id], "expected one of d4, d6, d8, d10, d12");
  }
  const chosen = ids.map((id) => given[id]!).filter((d): d is Die => d !== null);
  if (method === "array") {
    const problem = checkMultiset(chosen, o.skillArray ?? [], true);
    if (problem) throw new L13CharacterError("invalid_input", ["skills"], `skill array: ${problem}`);
  }
  if (method === "pointBuy") {
    const buy = o.skillPointBuy!;
    const spent = chosen.reduce((sum, d) => sum + (buy.costs[d] ?? 0), 0);
    if (spent > buy.budget)
      throw new L13CharacterError(
        "invalid_input",
        ["skills"],
        `point-buy: costs ${spent}, the budget is ${buy.budget}`,
      );
  }
  return Object.fromEntries(ids.map((id) => [id, given[id]!]));
}
