// Reputation (L13-REP-1..3, 5, 6): an integer in a range (−5..+5 by default) starting at 0, adjusted by
// the GM with a logged reason, that steps the Charm slot of Reaction checks only.

import { L13CharacterError } from "./errors.js";
import type { L13Options } from "./options.js";
import { type Outcome, refuse, signed } from "./outcome.js";
import type { L13Character } from "./schema.js";

/** Adds `delta`, stopping at the range's bounds, and logs what was asked and what took effect. */
export function adjustReputation(c: L13Character, delta: number, reason: string, o: L13Options): Outcome {
  if (!Number.isInteger(delta))
    throw new L13CharacterError("invalid_input", ["delta"], "expected a whole number");
  if (reason.trim() === "") throw new L13CharacterError("invalid_input", ["reason"], "must not be empty");
  if (!o.useReputation) return refuse(c, "reputation is not used by this ruleset");
  const [min, max] = o.reputationRange;
  const value = Math.min(max, Math.max(min, c.reputation + delta));
  const applied = value - c.reputation;
  const term = o.labels.terms.reputation;
  const changes = [`${c.name}'s ${term} ${signed(c.reputation)} → ${signed(value)} (${reason.trim()})`];
  if (applied !== delta)
    changes.push(`stopped at the ${value === max ? "top" : "bottom"} of the range (${signed(value)})`);
  return {
    character: {
      ...c,
      reputation: value,
      reputationLog: [...c.reputationLog, { delta, applied, reason: reason.trim(), value }],
    },
    changes,
  };
}

/**
 * Steps reputation puts on the reaction ability's slot for a roll: the reputation value on a Reaction
 * check, and nothing on other rolls unless `reputationScope` = allCharmRolls (then on every roll of the
 * reaction ability). Positive steps up, negative steps down (L13-REP-5, 6).
 */
export function reputationSteps(
  c: Pick<L13Character, "reputation">,
  roll: { reactionCheck: boolean; ability?: string },
  o: L13Options,
): number {
  if (!o.useReputation) return 0;
  if (roll.reactionCheck) return c.reputation;
  return o.reputationScope === "allCharmRolls" && roll.ability === o.reactionAbility ? c.reputation : 0;
}
