// Refusals as data. Every operation on a character returns either the new character with lines
// saying what changed, or a refusal: a code a program can switch on, the path of the field at
// fault, and a message a person can act on (amounts short or over included). `orThrow` turns a
// refusal into the engine's EngineError for the ruleset glue.

import { EngineError } from "../../../engine/errors.js";
import type { DeCharacter } from "./schema.js";

export type RefusalCode =
  /** A name or id that is not in the catalogue. */
  | "unknown"
  /** Malformed request (lowering a stat with XP, a negative amount…). */
  | "invalid"
  /** Only possible during creation (SP-priced perks, race, credits; DE-PERK-1). */
  | "creation_only"
  /** Not possible during creation (Expertise, buy-off; DE-PROF-3, DE-PERK-5). */
  | "after_creation_only"
  /** SP cannot buy this kind of thing at this table (`spPurchasable`, DE-CREA-4). */
  | "not_purchasable_with_sp"
  | "already_finalised"
  | "prerequisite"
  /** A "Not X" prerequisite, in either direction (DE-PERK-7). */
  | "excluded"
  | "already_owned"
  | "max_rank"
  | "not_owned"
  | "permanent"
  | "not_negative"
  | "innate"
  | "insufficient_sp"
  | "insufficient_xp"
  /** A stat outside −4…+5, or beyond the creation tables (DE-STAT-2, DE-CREA-12). */
  | "stat_bounds"
  /** More than 250 SP on stat increases (DE-CREA-10). */
  | "stat_spend_cap"
  /** More than one stat at +5 at creation (DE-CREA-13). */
  | "stats_at_max"
  | "focus_max"
  /** A rule needs dice (rolled Stun ranks) and none were given. */
  | "dice_required"
  /** DE-PLAY-2: the same approach to the same task again, in an unchanged situation. */
  | "one_shot"
  /** DE-PLAY-3: a third player on the same check. */
  | "law_of_large_numbers"
  /** DE-PLAY-4: a second insight on the same character in one scene. */
  | "multiple_insight"
  /** No check is due (fatigue, rations). */
  | "nothing_due";

export interface Refusal {
  code: RefusalCode;
  path: (string | number)[];
  message: string;
  /** Points missing for an unaffordable purchase, or over a cap. */
  short?: number;
}

export type Outcome = { ok: true; character: DeCharacter; changes: string[] } | { ok: false; error: Refusal };

/** The failing half of an Outcome. */
export type Refused = Extract<Outcome, { ok: false }>;

export function refusal(
  code: RefusalCode,
  path: (string | number)[],
  message: string,
  short?: number,
): Refused {
  const error: Refusal = { code, path, message };
  if (short !== undefined) error.short = short;
  return { ok: false, error };
}

export function done(character: DeCharacter, ...changes: string[]): Outcome {
  return { ok: true, character, changes };
}

/** "costs 150 XP, you have 90: 60 short". */
export function shortMessage(what: string, cost: number, have: number, currency: "XP" | "SP"): string {
  return `${what} costs ${cost} ${currency}, you have ${have}: ${cost - have} short`;
}

const ENGINE_CODE: Partial<Record<RefusalCode, "invalid" | "not_found">> = {
  unknown: "not_found",
  invalid: "invalid",
};

/** The refusal as an EngineError (code `refused`, `not_found` or `invalid`), keeping the rule code. */
export function toEngineError(r: Refusal): EngineError {
  return new EngineError(ENGINE_CODE[r.code] ?? "refused", r.message, r.path, [
    { path: r.path, message: r.message, code: r.code },
  ]);
}

/** The character, or throws the refusal as an EngineError. */
export function orThrow(o: Outcome): DeCharacter {
  if (!o.ok) throw toEngineError(o.error);
  return o.character;
}

/** Runs steps in order, all or nothing: the first refusal is returned and nothing is changed. */
export function chain(start: DeCharacter, steps: readonly ((c: DeCharacter) => Outcome)[]): Outcome {
  let c = start;
  const changes: string[] = [];
  for (const step of steps) {
    const r = step(c);
    if (!r.ok) return r;
    c = r.character;
    changes.push(...r.changes);
  }
  return { ok: true, character: c, changes };
}
