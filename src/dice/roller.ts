// Rolls an expression with a dice source and returns the total with every die explained.
// The phases are fixed: each die is thrown, clamped, rerolled and exploded; then the pool is
// kept or dropped; then the kept dice are counted as successes/failures; marks and sorting last.

import { compare, type DiceMods, type DiceNode, type Expr, type GroupNode } from "./ast.js";
import { clamp, checkWhole, type DieFaces, facesOf, type Rules, rulesFor } from "./die.js";
import { DiceError } from "./errors.js";
import { MAX_DICE, MAX_THROWS } from "./limits.js";
import { parse } from "./parser.js";
import { print } from "./print.js";
import type { DiceResult, DieResult, GroupItemResult, GroupResult, RollNode, RollResult } from "./result.js";
import { flattenDice } from "./result.js";
import type { DiceSource } from "./rng.js";

/** After this many rerolls of one die, a source that can draws straight from the faces that pass. */
const REROLLS_BEFORE_DIRECT_DRAW = 100;

export function roll(expr: Expr | string, source: DiceSource): RollResult {
  const tree = typeof expr === "string" ? parse(expr) : expr;
  const roller = new Roller(source);
  const node = roller.eval(tree);
  return { canonical: print(tree), total: node.total, tree: node, dice: flattenDice(node) };
}

function col(e: { span: { start: number } }): number {
  return e.span.start + 1;
}

function normalize(x: number): number {
  return x === 0 ? 0 : x; // no -0 in results
}

class Roller {
  private dice = 0;
  private throws = 0;

  constructor(private readonly source: DiceSource) {}

  eval(e: Expr): RollNode {
    const node = this.evalBare(e);
    if (e.label !== undefined) node.label = e.label;
    return node;
  }

  private evalBare(e: Expr): RollNode {
    switch (e.type) {
      case "number":
        return { type: "number", total: e.value };
      case "negate": {
        const operand = this.eval(e.operand);
        return { type: "negate", total: normalize(-operand.total), operand };
      }
      case "binary": {
        const left = this.eval(e.left);
        const right = this.eval(e.right);
        let total: number;
        switch (e.op) {
          case "+":
            total = left.total + right.total;
            break;
          case "-":
            total = left.total - right.total;
            break;
          case "*":
            total = left.total * right.total;
            break;
          case "/":
            if (right.total === 0) throw new DiceError("division_by_zero", "division by zero", col(e.right));
            total = left.total / right.total;
            break;
        }
        return { type: "binary", op: e.op, total: normalize(total), left, right };
      }
      case "compare": {
        const left = this.eval(e.left);
        const right = this.eval(e.right);
        const total = compare({ op: e.op, value: right.total }, left.total) ? 1 : 0;
        return { type: "compare", op: e.op, total, left, right };
      }
      case "call": {
        const args = e.args.map((a) => this.eval(a));
        return { type: "call", fn: e.fn, total: normalize(applyFunction(e.fn, args.map((a) => a.total))), args };
      }
      case "dice":
        return this.diceTerm(e);
      case "group":
        return this.group(e);
    }
  }

  /** Throws a term's dice through the per-die phases; keep and counting are left to the caller. */
  private throwTerm(e: DiceNode): { result: DiceResult; rules: Rules } {
    let countRoll: RollNode | undefined;
    let sidesRoll: RollNode | undefined;
    let count = 1;
    if (e.count !== null) {
      countRoll = this.eval(e.count);
      count = checkWhole(countRoll.total, "count", col(e.count));
      if (e.count.type === "number") countRoll = undefined;
    }
    let sides = 0;
    if (e.die.kind === "standard") {
      sidesRoll = this.eval(e.die.sides);
      sides = checkWhole(sidesRoll.total, "sides", col(e.die.sides));
      if (e.die.sides.type === "number") sidesRoll = undefined;
    }
    this.dice += count;
    if (this.dice > MAX_DICE) {
      throw new DiceError("too_many_dice", `the roll asks for more than ${MAX_DICE} dice`, col(e));
    }
    const die = facesOf(e.die, sides);
    const rules = rulesFor(e.mods, die.faces, col(e));
    const dice: DieResult[] = [];
    for (let i = 0; i < count; i++) this.throwDie(die, e.mods, rules, dice);
    const result: DiceResult = { type: "dice", notation: print({ ...e, label: undefined }), total: 0, count, dice };
    if (countRoll) result.countRoll = countRoll;
    if (sidesRoll) result.sidesRoll = sidesRoll;
    return { result, rules };
  }

  /** One throw: face, clamp, reroll. Returns the settled face and the faces rerolled away. */
  private settle(die: DieFaces, mods: DiceMods, rules: Rules): { face: number; rerolls: number[] } {
    let face = clamp(mods, this.throwOnce(die));
    const rerolls: number[] = [];
    const cp = rules.reroll;
    if (cp) {
      while (compare(cp, face)) {
        rerolls.push(face);
        if (rules.rerollOnce) {
          face = clamp(mods, this.throwOnce(die));
          break;
        }
        if (rerolls.length >= REROLLS_BEFORE_DIRECT_DRAW && this.source.rollWhere) {
          // Same distribution as rerolling on: uniform over the faces that pass.
          face = clamp(mods, this.source.rollWhere(die.faces, die.name, (f) => !compare(cp, clamp(mods, f))));
          this.throws++;
          break;
        }
        face = clamp(mods, this.throwOnce(die));
      }
    }
    return { face, rerolls };
  }

  private throwOnce(die: DieFaces): number {
    if (++this.throws > MAX_THROWS) {
      throw new DiceError("too_many_dice", `the roll needed more than ${MAX_THROWS} throws`);
    }
    return this.source.roll(die.faces, die.name);
  }

  private throwDie(die: DieFaces, mods: DiceMods, rules: Rules, out: DieResult[]): void {
    const first = this.settle(die, mods, rules);
    const entry = (value: number, rerolls: number[], explosion: boolean): DieResult => ({
      sides: die.faces.length,
      die: die.name,
      value,
      kept: true,
      exploded: false,
      explosion,
      rerolled: rerolls.length > 0,
      rerolls,
      success: null,
      critical: null,
    });
    const x = mods.explode;
    const cp = rules.explode;
    if (!x || !cp) {
      out.push(entry(first.face, first.rerolls, false));
      return;
    }
    const penalty = x.penetrate ? 1 : 0;
    if (x.compound) {
      const head = entry(first.face, first.rerolls, false);
      const parts = [first.face];
      let face = first.face;
      let value = first.face;
      while (compare(cp, face) && (x.limit === null || parts.length <= x.limit)) {
        const next = this.settle(die, mods, rules);
        face = next.face;
        parts.push(face - penalty);
        value += face - penalty;
        head.rerolls.push(...next.rerolls);
      }
      if (parts.length > 1) {
        head.exploded = true;
        head.parts = parts;
        head.value = value;
        head.rerolled = head.rerolls.length > 0;
      }
      out.push(head);
      return;
    }
    let current = entry(first.face, first.rerolls, false);
    let face = first.face;
    let explosions = 0;
    out.push(current);
    while (compare(cp, face) && (x.limit === null || explosions < x.limit)) {
      current.exploded = true;
      explosions++;
      const next = this.settle(die, mods, rules);
      face = next.face;
      current = entry(face - penalty, next.rerolls, true);
      out.push(current);
    }
  }

  private diceTerm(e: DiceNode): DiceResult {
    const { result, rules } = this.throwTerm(e);
    result.total = finishPool(result.dice, e.mods);
    markCriticals(result.dice, rules);
    if (e.mods.sort) sortDice(result.dice, e.mods.sort);
    return result;
  }

  private group(e: GroupNode): GroupResult {
    const notation = print({ ...e, label: undefined });
    const counting = e.mods.success !== undefined;
    const pooled = e.items.length === 1 && (e.mods.keep !== undefined || counting);
    if (pooled) {
      const thrown = poolTerms(e).map((t) => this.throwTerm(t));
      const nodes = thrown.map((t) => t.result);
      const pool = nodes.flatMap((n) => n.dice);
      const total = finishPool(pool, e.mods);
      for (const t of thrown) {
        // Each term's own total is the part of the pool it contributes.
        t.result.total = normalize(t.result.dice.reduce((sum, d) => sum + dieScore(d, e.mods), 0));
        markCriticals(t.result.dice, t.rules);
        if (e.mods.sort) sortDice(t.result.dice, e.mods.sort);
      }
      const items: GroupItemResult[] = nodes.map((node) => ({ node, kept: true, success: null }));
      return { type: "group", notation, pooled: true, total, items };
    }
    const items: GroupItemResult[] = e.items.map((item) => ({ node: this.eval(item), kept: true, success: null }));
    const keep = e.mods.keep;
    if (keep) {
      const mask = selectKept(
        items.map((it) => it.node.total),
        keep.kind,
        keep.count,
      );
      items.forEach((it, i) => {
        it.kept = mask[i]!;
      });
    }
    let total = 0;
    for (const it of items) {
      if (!it.kept) continue;
      if (counting) {
        const s = compare(e.mods.success!, it.node.total);
        const f = e.mods.failure ? compare(e.mods.failure, it.node.total) : false;
        it.success = s ? true : f ? false : null;
        total += (s ? 1 : 0) - (f ? 1 : 0);
      } else {
        total += it.node.total;
      }
    }
    if (e.mods.sort) {
      const dir = e.mods.sort === "asc" ? 1 : -1;
      items.sort((a, b) => dir * (a.node.total - b.node.total));
    }
    return { type: "group", notation, pooled: false, total: normalize(total), items };
  }
}

/** The dice terms of a one-expression group whose modifiers act on all its dice: `{4d6+3d8}kh1`. */
export function poolTerms(e: GroupNode): DiceNode[] {
  const terms: DiceNode[] = [];
  const walk = (x: Expr): void => {
    if (x.type === "binary" && x.op === "+") {
      walk(x.left);
      walk(x.right);
    } else if (x.type === "dice") {
      const m = x.mods;
      if (m.keep || m.success || m.failure) {
        throw new DiceError(
          "bad_group",
          "inside a group with modifiers, dice terms cannot keep, drop or count successes themselves",
          col(x),
        );
      }
      terms.push(x);
    } else {
      throw new DiceError(
        "bad_group",
        "a one-expression group with keep/drop or a success count must hold dice terms joined by +, such as {4d6+3d8}kh1",
        col(x),
      );
    }
  };
  walk(e.items[0]!);
  return terms;
}

/** Which values survive keep/drop: ties go to the earlier value. */
export function selectKept(values: readonly number[], kind: "kh" | "kl" | "dh" | "dl", count: number): boolean[] {
  const n = values.length;
  const highFirst = kind === "kh" || kind === "dh";
  const order = values.map((_, i) => i);
  order.sort((a, b) => (highFirst ? values[b]! - values[a]! : values[a]! - values[b]!) || a - b);
  // Keeping the highest k is dropping the lowest n−k, and so on.
  const keepCount = kind === "kh" || kind === "kl" ? Math.min(count, n) : Math.max(0, n - count);
  const keepFromFront = kind === "kh" || kind === "kl";
  const mask = new Array<boolean>(n).fill(!keepFromFront);
  if (keepFromFront) {
    for (let i = 0; i < keepCount; i++) mask[order[i]!] = true;
  } else {
    for (let i = 0; i < n - keepCount; i++) mask[order[i]!] = false;
  }
  return mask;
}

/** Keep/drop, then success/failure counting; returns the pool's total. */
function finishPool(pool: DieResult[], mods: DiceMods): number {
  if (mods.keep) {
    const mask = selectKept(
      pool.map((d) => d.value),
      mods.keep.kind,
      mods.keep.count,
    );
    pool.forEach((d, i) => {
      d.kept = mask[i]!;
    });
  }
  let total = 0;
  for (const d of pool) {
    if (mods.success && d.kept) {
      const s = compare(mods.success, d.value);
      d.success = s ? true : mods.failure && compare(mods.failure, d.value) ? false : null;
    }
    total += dieScore(d, mods);
  }
  return normalize(total);
}

/** What one die adds to the total: its value, or +1/−1 when counting (a die matching both counts 0). */
function dieScore(d: DieResult, mods: DiceMods): number {
  if (!d.kept) return 0;
  if (!mods.success) return d.value;
  return (compare(mods.success, d.value) ? 1 : 0) - (mods.failure && compare(mods.failure, d.value) ? 1 : 0);
}

function markCriticals(dice: DieResult[], rules: Rules): void {
  if (!rules.critSuccess && !rules.critFailure) return;
  for (const d of dice) {
    if (rules.critSuccess && compare(rules.critSuccess, d.value)) d.critical = "success";
    else if (rules.critFailure && compare(rules.critFailure, d.value)) d.critical = "failure";
  }
}

function sortDice(dice: DieResult[], dir: "asc" | "desc"): void {
  const s = dir === "asc" ? 1 : -1;
  dice.sort((a, b) => s * (a.value - b.value));
}

export function applyFunction(fn: string, args: number[]): number {
  switch (fn) {
    case "floor":
      return Math.floor(args[0]!);
    case "ceil":
      return Math.ceil(args[0]!);
    case "round":
      return Math.round(args[0]!);
    case "abs":
      return Math.abs(args[0]!);
    case "min":
      return Math.min(...args);
    case "max":
      return Math.max(...args);
    default:
      throw new DiceError("syntax", `unknown function ${fn}`);
  }
}
