// Exact odds for a whole expression. Every term of dice notation is rolled independently, so the
// tree folds bottom-up: sums convolve, other operators combine every pair of outcomes, and a term
// whose count or sides is itself random becomes a mixture over those outcomes.

import { applyFunction, arith, type DiceNode, type Expr, type GroupNode } from "../ast.js";
import type { ParseOptions } from "../dialect.js";
import { checkUnique, checkWhole, facesOf, rulesFor } from "../die.js";
import { DiceError } from "../errors.js";
import { MAX_DICE } from "../limits.js";
import { parse } from "../parser.js";
import { isSum, poolTerms } from "../pool.js";
import { Budget } from "./budget.js";
import {
  clampScale,
  fixedTermTotal,
  type PoolSpec,
  poolTotal,
  scaleTerm,
  scoreFor,
  settledFace,
  termPool,
} from "./dice.js";
import {
  add,
  combine,
  combineLost,
  compareDists,
  convolve,
  type Dense,
  Distribution,
  densePoint,
  mapValues,
  negate,
  scaleInto,
  toDense,
} from "./dist.js";
import { keepItems } from "./items.js";
import { multisets, notEnumerable, pooledExpression } from "./pooled.js";

export interface OddsOptions extends ParseOptions {
  /** Elementary operations allowed before the question is refused (default about a second's worth). */
  budget?: number;
}

/** The exact distribution of an expression's total. Throws a DiceError (code too_costly) when over budget. */
export function odds(expr: Expr | string, options: OddsOptions = {}): Distribution {
  const tree = typeof expr === "string" ? parse(expr, options) : expr;
  return new Odds(new Budget(options.budget)).dist(tree);
}

export interface Contest {
  /** P(A > B), P(A = B), P(A < B) for independent rolls of A and B. */
  win: number;
  tie: number;
  lose: number;
}

export function contest(a: Distribution, b: Distribution, options: OddsOptions = {}): Contest {
  const budget = new Budget(options.budget);
  const diff = add(a, negate(b), budget);
  return { win: diff.prob(">", 0), tie: diff.prob("=", 0), lose: diff.prob("<", 0) };
}

const col = (e: { span: { start: number } }) => e.span.start + 1;

class Odds {
  constructor(private readonly budget: Budget) {}

  dist(e: Expr): Distribution {
    switch (e.type) {
      case "number":
        return Distribution.point(e.value);
      case "negate":
        return negate(this.dist(e.operand));
      case "binary": {
        const a = this.dist(e.left);
        const b = this.dist(e.right);
        switch (e.op) {
          case "+":
            return add(a, b, this.budget);
          case "-":
            return add(a, negate(b), this.budget);
          case "*":
            return combine(a, b, (x, y) => x * y || 0, this.budget, "multiplying");
          case "/":
            if (b.p(0) > 0) {
              throw new DiceError(
                "division_by_zero",
                "the divisor can be zero, so the odds are undefined",
                col(e.right),
              );
            }
            return combine(a, b, (x, y) => x / y || 0, this.budget, "dividing");
          case "%":
          case "^": {
            const op = e.op;
            if (op === "%" && b.p(0) > 0) {
              throw new DiceError(
                "division_by_zero",
                "the divisor can be zero, so the odds are undefined",
                col(e.right),
              );
            }
            return combine(
              a,
              b,
              (x, y) => {
                const r = arith(op, x, y)!;
                if (!Number.isFinite(r)) {
                  throw new DiceError("bad_value", "the result can be too large to represent", col(e));
                }
                return r || 0;
              },
              this.budget,
              op === "%" ? "taking remainders" : "raising to powers",
            );
          }
        }
        break;
      }
      case "compare":
        return compareDists(this.dist(e.left), e.op, this.dist(e.right), this.budget);
      case "call": {
        const args = e.args.map((a) => this.dist(a));
        if (args.length === 1) return mapValues(args[0]!, (x) => applyFunction(e.fn, [x]) || 0);
        return args
          .slice(1)
          .reduce(
            (acc, d) => combine(acc, d, (x, y) => applyFunction(e.fn, [x, y]), this.budget, e.fn),
            args[0]!,
          );
      }
      case "dice": {
        const d = Distribution.fromDense(this.dice(e));
        const scale = clampScale(e.mods, col(e));
        // A fractional clamp was worked out in scaled whole numbers: a sum is scaled back.
        return scale === 1 || e.mods.success ? d : mapValues(d, (v) => v / scale);
      }
      case "group":
        return this.group(e);
    }
  }

  /** The count and sides of a term as (value, probability) pairs; plain numbers give one pair. */
  private params(e: DiceNode): { count: number; sides: number; p: number }[] {
    const counts = e.count === null ? Distribution.point(1) : this.dist(e.count);
    const sides = e.die.kind === "standard" ? this.dist(e.die.sides) : Distribution.point(0);
    if (counts.max > MAX_DICE && counts.size > 1) {
      throw new DiceError("too_many_dice", `the term can ask for more than ${MAX_DICE} dice`, col(e));
    }
    const out: { count: number; sides: number; p: number }[] = [];
    for (let i = 0; i < counts.size; i++) {
      const n = checkWhole(counts.values[i]!, "count", e.count ? col(e.count) : col(e));
      for (let j = 0; j < sides.size; j++) {
        const s = e.die.kind === "standard" ? checkWhole(sides.values[j]!, "sides", col(e.die.sides)) : 0;
        out.push({ count: n, sides: s, p: counts.probs[i]! * sides.probs[j]! });
      }
    }
    return out;
  }

  /** A term's total; `counting` replaces its success/failure points (a pooled group's own). */
  private dice(e: DiceNode, counting?: Pick<DiceNode["mods"], "success" | "failure">): Dense {
    const mods = counting ? { ...e.mods, ...counting } : e.mods;
    const options = this.params(e);
    const parts: Dense[] = [];
    let lost = 0;
    const scale = clampScale(mods, col(e));
    for (const o of options) {
      let { faces } = facesOf(e.die, o.sides);
      let scaled = mods;
      if (scale !== 1) ({ faces, mods: scaled } = scaleTerm(faces, mods, scale));
      const rules = rulesFor(scaled, faces, col(e));
      if (scaled.unique) checkUnique(faces, scaled.unique, o.count, col(e));
      this.budget.spend(faces.length, "listing faces");
      const d = fixedTermTotal({ count: o.count, faces, mods: scaled, rules }, this.budget);
      lost += o.p * d.lost;
      parts.push({ offset: d.offset, p: d.p.map((x) => x * o.p), lost: 0 });
    }
    return mergeDense(parts, lost);
  }

  private group(e: GroupNode): Distribution {
    const pooled = e.items.length === 1 && e.mods.keep !== undefined;
    if (!pooled)
      return keepItems(
        e,
        e.items.map((i) => this.dist(i)),
        this.budget,
      );
    const terms = poolTerms(e);
    if (e.mods.keep && !isSum(e.items[0]!)) return this.pooledExpression(e, terms);
    if (!e.mods.keep) {
      // Counting successes across the dice with no keep: each term counts on its own.
      const counting = { success: e.mods.success, failure: e.mods.failure };
      const total = terms.reduce(
        (acc, t) => convolve(acc, this.dice(t, counting), this.budget),
        densePoint(0),
      );
      return Distribution.fromDense(total);
    }
    const specs = terms.map((t) => this.termSpec(t));
    return Distribution.fromDense(poolTotal(specs, e.mods.keep, scoreFor(e.mods), this.budget));
  }

  /** `{4d10*5d6}k2`: see pooled.ts. */
  private pooledExpression(e: GroupNode, terms: DiceNode[]): Distribution {
    const outcomes = terms.map((t) => {
      if (t.mods.explode) throw notEnumerable(t, "explosions");
      if (t.mods.unique) throw notEnumerable(t, "unique dice");
      if (clampScale(t.mods, col(t)) !== 1) throw notEnumerable(t, "a fractional min or max");
      const options = this.params(t);
      if (options.length !== 1) throw notEnumerable(t, "a count or sides that vary");
      const { count, sides } = options[0]!;
      const { faces } = facesOf(t.die, sides);
      const face = settledFace(faces, t.mods, rulesFor(t.mods, faces, col(t)), this.budget);
      return multisets(face, count, this.budget);
    });
    return pooledExpression(e.items[0]!, terms, outcomes, e.mods.keep!, this.budget);
  }

  /** A term's pool as a mixture over its possible counts and sides. */
  private termSpec(t: DiceNode): PoolSpec {
    if (t.mods.unique) {
      throw new DiceError(
        "no_exact_odds",
        "exact odds of unique dice (u) inside a group that keeps or drops across terms are not worked out; roll it instead",
        col(t),
      );
    }
    if (clampScale(t.mods, col(t)) !== 1) {
      throw new DiceError(
        "no_exact_odds",
        "exact odds of a pooled group whose dice have a fractional min or max are not worked out; roll it instead",
        col(t),
      );
    }
    const spec: PoolSpec = { components: [], lost: 0 };
    for (const o of this.params(t)) {
      const { faces } = facesOf(t.die, o.sides);
      const rules = rulesFor(t.mods, faces, col(t));
      const s = termPool({ count: o.count, faces, mods: t.mods, rules }, this.budget);
      spec.lost = combineLost(spec.lost, o.p * s.lost);
      for (const c of s.components) spec.components.push({ weight: c.weight * o.p, groups: c.groups });
    }
    return spec;
  }
}

function mergeDense(parts: Dense[], lost: number): Dense {
  if (parts.length === 1) return { ...parts[0]!, lost };
  const m = new Map<number, number>();
  for (const d of parts) scaleInto(m, Distribution.fromDense(d), 1);
  return { ...toDense(Distribution.fromMap(m)), lost };
}
