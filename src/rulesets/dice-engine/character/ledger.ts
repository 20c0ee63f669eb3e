// Moving points: SP during creation, XP afterwards. Spending never takes a balance below 0
// (DE-CREA-15, DE-XP-6); XP gained adds to Total XP, XP spent does not touch it (DE-XP-2, DE-XP-3);
// points a negative perk gives are not "gained" XP and leave Total XP alone (DE-XP-7).

import { done, type Outcome, refusal, shortMessage } from "./errors.js";
import type { DeCharacter } from "./schema.js";

export type Currency = "SP" | "XP";

/** The currency purchases are paid in right now. */
export function currencyOf(c: Pick<DeCharacter, "created">): Currency {
  return c.created ? "XP" : "SP";
}

export function balance(c: Pick<DeCharacter, "sp" | "xp">, currency: Currency): number {
  return currency === "SP" ? c.sp : c.xp;
}

/**
 * Pays `cost` (negative = receives |cost|, DE-PERK-2) in `currency`, logging `reason`; refuses with
 * the amount short when the balance cannot cover it.
 */
export function pay(
  c: DeCharacter,
  currency: Currency,
  cost: number,
  reason: string,
  path: (string | number)[],
): Outcome {
  const have = balance(c, currency);
  if (cost > have)
    return refusal(
      currency === "SP" ? "insufficient_sp" : "insufficient_xp",
      path,
      shortMessage(reason, cost, have, currency),
      cost - have,
    );
  const after = have - cost;
  const entry = { currency, amount: -cost, reason, balance: after };
  const next = currency === "SP" ? { ...c, sp: after } : { ...c, xp: after };
  const line =
    cost >= 0
      ? `${reason}: −${cost} ${currency} (${after} left)`
      : `${reason}: +${-cost} ${currency} (now ${after})`;
  return done({ ...next, log: [...c.log, entry] }, line);
}

/** DE-XP-1: the GM's award adds to current and Total XP. */
export function awardXp(c: DeCharacter, amount: number, reason: string): Outcome {
  if (!Number.isInteger(amount) || amount < 0)
    return refusal("invalid", ["amount"], `an award is a whole number of XP, 0 or more (got ${amount})`);
  const text = reason.trim();
  if (text === "") return refusal("invalid", ["reason"], "say what the XP is for");
  const xp = c.xp + amount;
  return done(
    {
      ...c,
      xp,
      totalXp: c.totalXp + amount,
      log: [...c.log, { currency: "XP", amount, reason: text, balance: xp }],
    },
    `${c.name} gains ${amount} XP (${text}): ${c.xp} → ${xp}, Total XP ${c.totalXp + amount}`,
  );
}

/** DE-XP-3, DE-XP-6: spends XP on something outside the catalogue (a downtime job…); Total XP is kept. */
export function spendXp(c: DeCharacter, amount: number, reason: string): Outcome {
  if (!Number.isInteger(amount) || amount < 0)
    return refusal("invalid", ["amount"], `spend a whole number of XP, 0 or more (got ${amount})`);
  if (reason.trim() === "") return refusal("invalid", ["reason"], "say what the XP is spent on");
  return pay(c, "XP", amount, reason.trim(), ["xp"]);
}
