// Exact odds of a one-expression group whose keep/drop acts on all its dice and whose expression
// is not a plain sum (`{4d10*5d6}k2`, `{2d6-1d4}kh1`): each term then stands for the sum of its own
// kept dice, so which term a kept die belongs to matters, and the order-statistics method of a sum
// (pool.ts) does not apply. Instead every combination of the terms' multisets of faces is listed
// with its probability (a multiset of n dice: n! / (c1!…cm!) · p1^c1…pm^cm), keep/drop is applied
// as the roller applies it (ties by position, as rpg-dice-roller: pool.ts keptInOrder), and the expression is
// worked out. The budget bounds the number of combinations.

import type { DiceNode, Expr, KeepMod } from "../ast.js";
import { DiceError } from "../errors.js";
import { evalPooled } from "../pool.js";
import type { Budget } from "./budget.js";
import { Distribution } from "./dist.js";

/** One multiset of a term's dice: its values (any order) and its probability. */
interface Outcome {
  values: number[];
  p: number;
}

/** Every multiset of `n` dice that each show `face` (a distribution), with its probability. */
export function multisets(face: Distribution, n: number, budget: Budget): Outcome[] {
  const m = face.size;
  const out: Outcome[] = [];
  const counts = new Array<number>(m).fill(0);
  const logFact = [0];
  for (let i = 1; i <= n; i++) logFact.push(logFact[i - 1]! + Math.log(i));
  const walk = (i: number, left: number) => {
    if (i === m - 1) {
      counts[i] = left;
      let lp = logFact[n]!;
      const values: number[] = [];
      for (let k = 0; k < m; k++) {
        lp += counts[k]! * Math.log(face.probs[k]!) - logFact[counts[k]!]!;
        for (let c = 0; c < counts[k]!; c++) values.push(face.values[k]!);
      }
      budget.spend(n + 1, "listing the dice of a pooled group");
      out.push({ values, p: Math.exp(lp) });
      return;
    }
    for (let c = left; c >= 0; c--) {
      counts[i] = c;
      walk(i + 1, left - c);
    }
  };
  if (m > 0) walk(0, n);
  return out;
}

/** The distribution of `{expr}` + keep over its terms, given each term's multisets. */
export function pooledExpression(
  expr: Expr,
  terms: readonly DiceNode[],
  outcomes: readonly Outcome[][],
  keep: KeepMod,
  budget: Budget,
): Distribution {
  let combos = 1;
  let dice = 0;
  for (const o of outcomes) {
    combos *= o.length;
    dice += o[0]?.values.length ?? 0;
  }
  budget.check(combos * (dice + 4), "combining the dice of a pooled group");
  budget.spend(combos * (dice + 4), "combining the dice of a pooled group");
  // pool.ts keptInOrder: ordered by value, then position; kh keeps the last k, kl the first k,
  // dh keeps all but the last k, dl all but the first k.
  const k = Math.min(keep.count, dice);
  const [from, to] =
    keep.kind === "kh"
      ? [dice - k, dice]
      : keep.kind === "kl"
        ? [0, k]
        : keep.kind === "dh"
          ? [0, dice - k]
          : [k, dice];
  const totals = new Map<number, number>();
  // Dice of the current combination: value and term, as parallel arrays.
  const value: number[] = [];
  const term: number[] = [];
  const order: number[] = [];
  const sums = new Array<number>(terms.length).fill(0);
  const walk = (t: number, p: number) => {
    if (t === outcomes.length) {
      order.length = 0;
      for (let i = 0; i < value.length; i++) order.push(i);
      order.sort((a, b) => value[a]! - value[b]! || a - b);
      sums.fill(0);
      for (let r = from; r < to; r++) {
        const i = order[r]!;
        sums[term[i]!]! += value[i]!;
      }
      const total = evalPooled(expr, terms, sums);
      totals.set(total, (totals.get(total) ?? 0) + p);
      return;
    }
    for (const o of outcomes[t]!) {
      const at = value.length;
      for (const v of o.values) {
        value.push(v);
        term.push(t);
      }
      walk(t + 1, p * o.p);
      value.length = at;
      term.length = at;
    }
  };
  walk(0, 1);
  return Distribution.fromMap(totals);
}

/** The error for a pooled expression whose term's dice the enumeration does not follow. */
export function notEnumerable(t: DiceNode, why: string): DiceError {
  return new DiceError(
    "no_exact_odds",
    `exact odds of a pooled group over arithmetic other than + are worked out for dice of fixed count and sides without ${why}; roll it instead`,
    t.span.start + 1,
  );
}
