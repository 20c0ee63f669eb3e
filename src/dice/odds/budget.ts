// A running count of elementary operations for one exact-odds question. Every heavy loop asks
// for its cost before it starts, so a question that would take more than about a second is
// refused instead of hanging the process.

import { DiceError } from "../errors.js";
import { ODDS_BUDGET } from "../limits.js";

export class Budget {
  private spent = 0;

  constructor(readonly limit: number = ODDS_BUDGET) {}

  /** Refuses now if `ops` more would go over the budget, without counting them (the loops will). */
  check(ops: number, what: string): void {
    if (this.spent + ops > this.limit) this.refuse(ops, what);
  }

  spend(ops: number, what: string): void {
    this.spent += ops;
    if (this.spent > this.limit) this.refuse(ops, what);
  }

  private refuse(ops: number, what: string): never {
    throw new DiceError(
      "too_costly",
      `exact odds for this expression would take too long (${what} alone needs about ${formatOps(ops)} steps, the budget is ${formatOps(this.limit)}); roll it instead, or ask a smaller question`,
    );
  }

  get used(): number {
    return this.spent;
  }
}

function formatOps(n: number): string {
  if (!Number.isFinite(n)) return "unbounded";
  if (n >= 1e12) return `10^${Math.floor(Math.log10(n))}`;
  if (n >= 1e9) return `${(n / 1e9).toPrecision(2)} billion`;
  if (n >= 1e6) return `${(n / 1e6).toPrecision(2)} million`;
  return String(Math.round(n));
}
