// Totals only, for simulations: an expression compiled once into closures that draw straight
// from the generator and build no result tree. It follows the same phases as the roller, so for
// a given seed sequence its totals have the same distribution (the draws differ in order only
// where the roller records detail).

import {
  applyFunction,
  arith,
  compare,
  type DiceMods,
  type DiceNode,
  type Expr,
  type GroupNode,
} from "./ast.js";
import {
  checkUnique,
  checkWhole,
  clamp,
  facesOf,
  type Rules,
  repeats,
  rerollsOn,
  rulesFor,
  successScore,
} from "./die.js";
import { DiceError } from "./errors.js";
import { MAX_DICE, MAX_THROWS } from "./limits.js";
import { parse } from "./parser.js";
import { evalPooled, isSum, keptInOrder, poolTerms, selectKept } from "./pool.js";
import type { Rng } from "./rng.js";

export type Sampler = (rng: Rng) => number;

/** Per-sample counts, shared by every term of one compiled expression, for the roll limits. */
interface Limits {
  dice: number;
  throws: number;
}

export function compile(expr: Expr | string): Sampler {
  const tree = typeof expr === "string" ? parse(expr) : expr;
  const limits: Limits = { dice: 0, throws: 0 };
  const root = build(tree, limits);
  return (rng) => {
    limits.dice = 0;
    limits.throws = 0;
    const total = root(rng);
    if (!Number.isFinite(total)) throw new DiceError("bad_value", "the result is too large to represent");
    return total;
  };
}

const col = (e: { span: { start: number } }) => e.span.start + 1;

function build(e: Expr, limits: Limits): Sampler {
  switch (e.type) {
    case "number": {
      const v = e.value;
      return () => v;
    }
    case "negate": {
      const f = build(e.operand, limits);
      return (rng) => -f(rng) || 0;
    }
    case "binary": {
      const a = build(e.left, limits);
      const b = build(e.right, limits);
      switch (e.op) {
        case "+":
          return (rng) => a(rng) + b(rng);
        case "-":
          return (rng) => a(rng) - b(rng) || 0;
        case "*":
          return (rng) => a(rng) * b(rng) || 0;
        case "/": {
          const at = col(e.right);
          return (rng) => {
            const x = a(rng);
            const y = b(rng);
            if (y === 0) throw new DiceError("division_by_zero", "division by zero", at);
            return x / y || 0;
          };
        }
        default: {
          const at = col(e.right);
          const whole = col(e);
          const op = e.op;
          return (rng) => {
            const r = arith(op, a(rng), b(rng));
            if (r === null) throw new DiceError("division_by_zero", "division by zero", at);
            if (!Number.isFinite(r))
              throw new DiceError("bad_value", "the result is too large to represent", whole);
            return r || 0;
          };
        }
      }
    }
    // falls through: unreachable, every operator returns above
    case "compare": {
      const a = build(e.left, limits);
      const b = build(e.right, limits);
      const op = e.op;
      return (rng) => {
        const x = a(rng);
        return compare({ op, value: b(rng) }, x) ? 1 : 0;
      };
    }
    case "call": {
      const args = e.args.map((a) => build(a, limits));
      const fn = e.fn;
      if (args.length === 1) {
        const f = args[0]!;
        return (rng) => applyFunction(fn, [f(rng)]) || 0;
      }
      return (rng) =>
        applyFunction(
          fn,
          args.map((f) => f(rng)),
        );
    }
    case "dice":
      return buildDice(e, limits);
    case "group":
      return buildGroup(e, limits);
  }
}

/** Draws a term's dice into a reusable buffer; returns how many values it wrote. */
type Thrower = (rng: Rng, buf: number[], at: number) => number;

function buildThrower(e: DiceNode, limits: Limits): Thrower {
  const count = e.count === null ? () => 1 : build(e.count, limits);
  const countCol = e.count ? col(e.count) : col(e);
  const constCount = e.count === null ? 1 : e.count.type === "number" ? e.count.value : null;
  const sidesExpr = e.die.kind === "standard" ? e.die.sides : null;
  const constSides = sidesExpr === null ? 0 : sidesExpr.type === "number" ? sidesExpr.value : null;
  const sides = sidesExpr ? build(sidesExpr, limits) : () => 0;
  const mods = e.mods;

  // Faces and rules are fixed when the sides are; otherwise worked out per throw.
  const fixed = constSides !== null ? prepare(e, constSides, limits) : null;
  return (rng, buf, at) => {
    const n = constCount ?? checkWhole(count(rng), "count", countCol);
    const p = fixed ?? prepare(e, checkWhole(sides(rng), "sides", col(sidesExpr!)), limits);
    limits.dice += n;
    if (limits.dice > MAX_DICE) {
      throw new DiceError("too_many_dice", `the roll asks for more than ${MAX_DICE} dice`, col(e));
    }
    let len = at;
    const unique = mods.unique;
    if (unique) checkUnique(p.faces, unique, n, col(e));
    for (let i = 0; i < n; i++) {
      let face = p.settle(rng);
      // Unique dice (no reroll, explosion or clamp comes with them): a repeated value is thrown again.
      while (
        unique &&
        (unique.compare === null || compare(unique.compare, face)) &&
        repeats(buf, at, len, face)
      ) {
        face = p.settle(rng);
        if (limits.throws > MAX_THROWS) break;
        if (unique.once) break;
      }
      if (limits.throws > MAX_THROWS) {
        throw new DiceError("too_many_dice", `the roll needed more than ${MAX_THROWS} throws`);
      }
      const x = mods.explode;
      if (!x || !p.explodes(face)) {
        buf[len++] = face;
        continue;
      }
      const pen = x.penetrate ? 1 : 0;
      let value = face;
      let explosions = 0;
      if (!x.compound) buf[len++] = face;
      while (p.explodes(face) && (x.limit === null || explosions < x.limit)) {
        explosions++;
        face = p.settle(rng);
        if (limits.throws > MAX_THROWS) {
          throw new DiceError("too_many_dice", `the roll needed more than ${MAX_THROWS} throws`);
        }
        if (x.compound) value += face - pen;
        else buf[len++] = face - pen;
      }
      if (x.compound) buf[len++] = value;
    }
    return len - at;
  };
}

interface Prepared {
  faces: readonly number[];
  settle(rng: Rng): number;
  explodes(face: number): boolean;
}

function prepare(e: DiceNode, sides: number, limits: Limits): Prepared {
  const { faces } = facesOf(e.die, sides);
  const rules: Rules = rulesFor(e.mods, faces, col(e));
  const mods: DiceMods = e.mods;
  const clamped = mods.min !== undefined || mods.max !== undefined ? faces.map((f) => clamp(mods, f)) : faces;
  const plain = e.die.kind === "standard" || e.die.kind === "percent";
  const n = clamped.length;
  const raw: (rng: Rng) => number =
    plain && clamped === faces
      ? (rng) => {
          limits.throws++;
          return rng.below(n) + 1;
        }
      : (rng) => {
          limits.throws++;
          return clamped[rng.below(n)]!;
        };
  const explodeCp = rules.explode;
  const explodes = explodeCp ? (f: number) => compare(explodeCp, f) : () => false;
  const rr = rules.reroll;
  if (!rr) return { faces, settle: raw, explodes };
  const passing = clamped.filter((f) => !rerollsOn(rules, f));
  const settle = rules.rerollOnce
    ? (rng: Rng) => {
        const f = raw(rng);
        return rerollsOn(rules, f) ? raw(rng) : f;
      }
    : (rng: Rng) => {
        for (let i = 0; i < 100; i++) {
          const f = raw(rng);
          if (!rerollsOn(rules, f)) return f;
        }
        limits.throws++;
        return passing[rng.below(passing.length)]!;
      };
  return { faces, settle, explodes };
}

/** Sum (or score) of the values kept from buf[0..len). */
function keptTotal(
  buf: number[],
  len: number,
  keep: DiceMods["keep"],
  score: ((v: number) => number) | null,
): number {
  let k = len;
  let high = true;
  if (keep) {
    high = keep.kind === "kh" || keep.kind === "dl";
    k = keep.kind === "kh" || keep.kind === "kl" ? Math.min(keep.count, len) : Math.max(0, len - keep.count);
  }
  if (k === len) {
    let t = 0;
    for (let i = 0; i < len; i++) t += score ? score(buf[i]!) : buf[i]!;
    return t;
  }
  if (k === 0) return 0;
  if (k === 1 || k === len - 1) {
    // One die kept or one dropped: find the extreme value once.
    let best = 0;
    let sum = 0;
    for (let i = 0; i < len; i++) {
      const v = buf[i]!;
      sum += score ? score(v) : v;
      if (
        i === 0 ||
        (k === 1 ? (high ? v > buf[best]! : v < buf[best]!) : high ? v < buf[best]! : v > buf[best]!)
      ) {
        best = i;
      }
    }
    const b = buf[best]!;
    const sb = score ? score(b) : b;
    return k === 1 ? sb : sum - sb;
  }
  // Keep the k best in a small sorted scratch list (insertion), or sort when k is large.
  if (k > 24) {
    const slice = buf.slice(0, len).sort((a, b) => (high ? b - a : a - b));
    let t = 0;
    for (let i = 0; i < k; i++) t += score ? score(slice[i]!) : slice[i]!;
    return t;
  }
  const best = scratch;
  let size = 0;
  for (let i = 0; i < len; i++) {
    const v = buf[i]!;
    if (size === k && !(high ? v > best[k - 1]! : v < best[k - 1]!)) continue;
    let j = size < k ? size++ : k - 1;
    while (j > 0 && (high ? v > best[j - 1]! : v < best[j - 1]!)) {
      best[j] = best[j - 1]!;
      j--;
    }
    best[j] = v;
  }
  let t = 0;
  for (let i = 0; i < k; i++) t += score ? score(best[i]!) : best[i]!;
  return t;
}

const scratch = new Float64Array(25);

function buildDice(e: DiceNode, limits: Limits): Sampler {
  const mods = e.mods;
  const simple =
    e.die.kind === "standard" &&
    e.die.sides.type === "number" &&
    (e.count === null || e.count.type === "number") &&
    mods.min === undefined &&
    mods.max === undefined &&
    !mods.reroll &&
    !mods.explode &&
    !mods.unique &&
    !mods.keep &&
    !mods.success;
  if (simple) {
    const n = e.count === null ? 1 : (e.count as { value: number }).value;
    const s = (e.die as { sides: { value: number } }).sides.value;
    checkWhole(n, "count", col(e));
    const at = col(e);
    const count = (): void => {
      limits.dice += n;
      limits.throws += n;
      if (limits.dice > MAX_DICE)
        throw new DiceError("too_many_dice", `the roll asks for more than ${MAX_DICE} dice`, at);
    };
    if (n === 1) {
      return (rng) => {
        count();
        return rng.below(s) + 1;
      };
    }
    return (rng) => {
      count();
      let t = n;
      for (let i = 0; i < n; i++) t += rng.below(s);
      return t;
    };
  }
  const thrower = buildThrower(e, limits);
  const score = successScore(mods);
  const buf: number[] = [];
  return (rng) => {
    const len = thrower(rng, buf, 0);
    return keptTotal(buf, len, mods.keep, score) || 0;
  };
}

function buildGroup(e: GroupNode, limits: Limits): Sampler {
  const mods = e.mods;
  const score = successScore(mods);
  const pooled = e.items.length === 1 && mods.keep !== undefined;
  if (pooled && !isSum(e.items[0]!)) {
    // `{4d10*5d6}k2`: keep/drop over all the dice, then the expression over each term's kept sum.
    const terms = poolTerms(e);
    const throwers = terms.map((t) => buildThrower(t, limits));
    const keep = mods.keep!;
    const buf: number[] = [];
    return (rng) => {
      const ends: number[] = [];
      let len = 0;
      for (const t of throwers) {
        len += t(rng, buf, len);
        ends.push(len);
      }
      const mask = keptInOrder(buf.slice(0, len), keep.kind, keep.count);
      let from = 0;
      const totals = ends.map((end) => {
        let sum = 0;
        for (let i = from; i < end; i++) if (mask[i]) sum += buf[i]!;
        from = end;
        return sum;
      });
      return evalPooled(e.items[0]!, terms, totals);
    };
  }
  if (pooled) {
    const throwers = poolTerms(e).map((t) => buildThrower(t, limits));
    const buf: number[] = [];
    return (rng) => {
      let len = 0;
      for (const t of throwers) len += t(rng, buf, len);
      return keptTotal(buf, len, mods.keep, score) || 0;
    };
  }
  const items = e.items.map((i) => build(i, limits));
  if (!mods.keep) {
    return (rng) => {
      let t = 0;
      for (const f of items) t += score ? score(f(rng)) : f(rng);
      return t;
    };
  }
  const keep = mods.keep;
  return (rng) => {
    const totals = items.map((f) => f(rng));
    const mask = selectKept(totals, keep.kind, keep.count);
    let t = 0;
    for (let i = 0; i < totals.length; i++) if (mask[i]) t += score ? score(totals[i]!) : totals[i]!;
    return t || 0;
  };
}
