// Downtime (checklist §28): what characters do between adventures. Working turns XP into money and
// relaxing turns money into XP, at rates only a setting can give (the economy differs from one to
// the next), so without them both are switched off; repairing restores Resilience for a day and
// three uses of repair supplies. Every activity is recorded with its days and what it cost.
// XP moves through character/ledger.ts, so Total XP behaves as everywhere else.

import { z } from "zod";
import type { Refusal } from "../character/errors.js";
import { awardXp, spendXp } from "../character/ledger.js";
import type { DeCharacter } from "../character/schema.js";
import { fail, ok, parseAs, type Result } from "../tracker/result.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

type Rates = Pick<WorldOptions, "xpToMoneyRate" | "moneyToXpRate">;

export interface Converted {
  character: DeCharacter;
  changes: string[];
  /** Money earned (working) or spent (relaxing). */
  money: number;
  /** XP spent (working) or gained (relaxing). */
  xp: number;
}

function fromRefusal<T>(e: Refusal): Result<T> {
  return fail(e.code === "invalid" ? "invalid" : "refused", e.path, e.message);
}

/** DE-DOWN-1: what working off `xp` XP would pay, without doing it. */
export function workQuote(
  xp: number,
  o: Rates = DEFAULT_WORLD_OPTIONS,
): Result<{ xp: number; money: number }> {
  if (o.xpToMoneyRate === null)
    return fail("refused", ["xpToMoneyRate"], "working is off: the setting gives no XP-to-money rate");
  if (!Number.isInteger(xp) || xp < 1)
    return fail("invalid", ["xp"], `work off a whole number of XP, 1 or more (got ${xp})`);
  return ok({ xp, money: xp * o.xpToMoneyRate });
}

/**
 * DE-DOWN-1: working spends current XP (Total XP is untouched, as for any spending, DE-XP-3) and
 * earns `xpToMoneyRate` money per XP. The money goes wherever the table keeps it.
 */
export function work(c: DeCharacter, xp: number, o: Rates = DEFAULT_WORLD_OPTIONS): Result<Converted> {
  const q = workQuote(xp, o);
  if (!q.ok) return q;
  const spent = spendXp(c, xp, "downtime: working");
  if (!spent.ok) return fromRefusal(spent.error);
  return ok({
    character: spent.character,
    changes: [...spent.changes, `${c.name} earns ${q.value.money} from working`],
    money: q.value.money,
    xp,
  });
}

/**
 * DE-DOWN-2: relaxing spends money, `moneyToXpRate` for each XP, and the XP gained counts towards
 * Total XP like any gain. Only whole XP are bought; the change is not spent.
 */
export function relax(c: DeCharacter, money: number, o: Rates = DEFAULT_WORLD_OPTIONS): Result<Converted> {
  if (o.moneyToXpRate === null)
    return fail("refused", ["moneyToXpRate"], "relaxation is off: the setting gives no money-to-XP rate");
  if (!(money >= 0) || !Number.isFinite(money))
    return fail("invalid", ["money"], `money is 0 or more (got ${money})`);
  const xp = Math.floor(money / o.moneyToXpRate);
  if (xp < 1)
    return fail(
      "refused",
      ["money"],
      `one XP of relaxation costs ${o.moneyToXpRate}; ${money} is not enough`,
    );
  const gained = awardXp(c, xp, "downtime: relaxation");
  if (!gained.ok) return fromRefusal(gained.error);
  const spent = xp * o.moneyToXpRate;
  return ok({
    character: gained.character,
    changes: [`${c.name} spends ${spent} relaxing`, ...gained.changes],
    money: spent,
    xp,
  });
}

export const REPAIR_SUPPLY_USES = 3;
export const REPAIR_RESILIENCE = 5;

/**
 * DE-DOWN-3: a full day of repair with 3 uses of repair supplies restores 5 Resilience (never past
 * the maximum), on top of any other recovery the character gets.
 */
export function repairDay(
  track: { res: number; maxRes: number },
  suppliesLeft: number,
): Result<{ res: number; gained: number; suppliesUsed: number }> {
  if (!Number.isInteger(suppliesLeft) || suppliesLeft < 0)
    return fail("invalid", ["suppliesLeft"], `supplies are a whole number of uses (got ${suppliesLeft})`);
  if (suppliesLeft < REPAIR_SUPPLY_USES)
    return fail(
      "refused",
      ["suppliesLeft"],
      `a day of repair needs ${REPAIR_SUPPLY_USES} uses of repair supplies (${suppliesLeft} left)`,
    );
  const res = Math.min(track.maxRes, track.res + REPAIR_RESILIENCE);
  return ok({ res, gained: res - track.res, suppliesUsed: REPAIR_SUPPLY_USES });
}

/** DE-DOWN-4: the activities; a setting or the GM may name others. */
export const DOWNTIME_ACTIVITIES = ["working", "relaxation", "repair"] as const;

/** DE-DOWN-4: what the table records for each stretch of downtime. */
export const downtimeEntrySchema = z.strictObject({
  character: z.string().min(1),
  activity: z.string().min(1),
  days: z.number().positive().finite(),
  spent: z.record(z.string().min(1), z.number().min(0)).default({}),
  gained: z.record(z.string().min(1), z.number().min(0)).default({}),
  note: z.string().default(""),
});
export type DowntimeEntry = z.output<typeof downtimeEntrySchema>;
export type DowntimeEntryInput = z.input<typeof downtimeEntrySchema>;

/** DE-DOWN-4: appends one validated entry to a downtime log (the field at fault is named on refusal). */
export function recordDowntime(log: readonly DowntimeEntry[], raw: unknown): Result<DowntimeEntry[]> {
  const r = parseAs(downtimeEntrySchema, raw, ["downtime"]);
  if (!r.ok) return r;
  return ok([...log, r.value]);
}
