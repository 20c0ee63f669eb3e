// The explaining roller: rolls an expression with any dice source and builds the result tree that
// explains every die. It is the reference for what a roll means; the fast seeded pass (fast.ts)
// works out the same totals from the same draws without building anything, and a seeded roll's
// tree is built here, from a copy of the generator, when it is first read (lazy.ts).
// The phases are fixed: each die is thrown, clamped, rerolled and exploded; then the pool is
// kept or dropped; then the kept dice are counted as successes/failures; marks and sorting last.

import {
  applyFunction,
  arith,
  col,
  compare,
  type DiceMods,
  type DiceNode,
  type Expr,
  type GroupNode,
  normalize,
  type UniqueMod,
} from "./ast.js";
import {
  checkUnique,
  checkWhole,
  clamp,
  type DieFaces,
  facesOf,
  type Rules,
  rerollsOn,
  rulesFor,
  successScore,
} from "./die.js";
import { DiceError } from "./errors.js";
import { MAX_DICE, MAX_THROWS } from "./limits.js";
import { evalPooled, keptInOrder, keptScratch, markKept, poolIsSum, poolTerms, selectKept } from "./pool.js";
import { print, printUnlabelled } from "./print.js";
import type { DiceResult, DieResult, GroupItemResult, GroupResult, RollNode, RollResult } from "./result.js";
import { flattenDice } from "./result.js";
import { type DiceSource, type Rng, rngSource, seededRng } from "./rng.js";

/** After this many rerolls of one die, a source that can draws straight from the faces that pass. */
export const REROLLS_BEFORE_DIRECT_DRAW = 100;

/**
 * Rolls `tree` with `source` and explains every die. `remember`: the tree is one of the parse
 * cache's, sure to come back, so what is derived from it (its printed forms, its dice's faces and
 * rules) is kept with it. Remembering costs more than working it out once, so a tree handed in by
 * the caller is not remembered.
 */
export function explain(tree: Expr, source: DiceSource, remember: boolean): RollResult {
  const node = new Roller(source, remember).eval(tree);
  return {
    canonical: remember ? canonicalOf(tree) : print(tree),
    total: node.total,
    tree: node,
    dice: diceOf(node),
  };
}

/** explain without the printed notation of the whole roll, for a result that prints it itself. */
export function explainDice(
  tree: Expr,
  source: DiceSource,
  remember: boolean,
): Pick<RollResult, "tree" | "dice"> {
  const node = new Roller(source, remember).eval(tree);
  return { tree: node, dice: diceOf(node) };
}

/**
 * explainDice for a seeded roll, straight from its generator: no source object is made unless a
 * die needs one (a reroll or an explosion), since plain dice draw from the generator in one go.
 */
export function explainSeeded(tree: Expr, rng: Rng, remember: boolean): Pick<RollResult, "tree" | "dice"> {
  const node = new Roller(null, remember, rng).eval(tree);
  return { tree: node, dice: diceOf(node) };
}

/** The dice of a result in throw order; a lone term's own list is copied rather than walked. */
function diceOf(node: RollNode): DieResult[] {
  return node.type === "dice" && !node.countRoll && !node.sidesRoll ? node.dice.slice() : flattenDice(node);
}

// Trees are never changed after parsing, so what is derived from a node can be kept with it.
const canonicalCache = new WeakMap<Expr, string>();
const notationCache = new WeakMap<Expr, string>();

export function canonicalOf(e: Expr): string {
  let s = canonicalCache.get(e);
  if (s === undefined) {
    s = print(e);
    canonicalCache.set(e, s);
  }
  return s;
}

/** A term's own notation, without its label. */
function notationOf(e: DiceNode | GroupNode): string {
  let s = notationCache.get(e);
  if (s === undefined) {
    s = printUnlabelled(e);
    notationCache.set(e, s);
  }
  return s;
}

interface FixedDie {
  die: DieFaces;
  rules: Rules;
}
const fixedDieCache = new WeakMap<DiceNode, FixedDie>();

function fixedDie(e: DiceNode, sides: number): FixedDie {
  const die = facesOf(e.die, sides);
  return { die, rules: rulesFor(e.mods, die.faces, col(e)) };
}

/** Faces and rules of a term whose sides are a constant, worked out once per tree. */
function fixedDieOf(e: DiceNode, sides: number): FixedDie {
  let f = fixedDieCache.get(e);
  if (!f) {
    f = fixedDie(e, sides);
    fixedDieCache.set(e, f);
  }
  return f;
}

const NO_REROLLS: number[] = Object.freeze([]) as unknown as number[];

function makeDie(die: DieFaces, value: number, rerolls: number[], explosion: boolean): DieResult {
  return {
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
  };
}

/** Faces of plain dice drawn in one go from a seeded source, before they become DieResults. */
const drawn: number[] = [];

class Roller {
  private dice = 0;
  private throws = 0;
  /** The generator behind the source when it is a plain rngSource: plain dice then draw in one go. */
  private readonly rng: Rng | null;
  #source: DiceSource | null;

  /** With no source, `rng` is required: the source over it is made if a die needs one. */
  constructor(
    source: DiceSource | null,
    private readonly remember: boolean,
    rng: Rng | null = null,
  ) {
    this.#source = source;
    this.rng = source === null ? rng : seededRng(source);
  }

  private get source(): DiceSource {
    if (this.#source === null) this.#source = rngSource(this.rng!);
    return this.#source;
  }

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
          default: {
            const r = arith(e.op, left.total, right.total);
            if (r === null) throw new DiceError("division_by_zero", "division by zero", col(e.right));
            total = r;
          }
        }
        if (!Number.isFinite(total)) {
          throw new DiceError("bad_value", "the result is too large to represent", col(e));
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
        return {
          type: "call",
          fn: e.fn,
          total: normalize(
            applyFunction(
              e.fn,
              args.map((a) => a.total),
            ),
          ),
          args,
        };
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
    const constantSides = e.die.kind !== "standard" || e.die.sides.type === "number";
    const { die, rules } = constantSides && this.remember ? fixedDieOf(e, sides) : fixedDie(e, sides);
    const dice: DieResult[] = [];
    if (e.mods.unique) {
      checkUnique(die.faces, e.mods.unique, count, col(e));
      this.throwUnique(die, e.mods.unique, count, dice);
    } else if (!rules.reroll && !rules.explode && e.mods.min === undefined && e.mods.max === undefined) {
      // Plain dice: one throw each.
      this.throws += count;
      if (this.throws > MAX_THROWS) {
        throw new DiceError("too_many_dice", `the roll needed more than ${MAX_THROWS} throws`);
      }
      const { faces, name } = die;
      if (this.rng !== null) {
        // The same draws as rngSource's roll (faces[below(n)]), through the generator's own loop,
        // which returns below(n) + 1 for each: a seeded roll's explanation is built this way.
        this.rng.throwDice(faces.length, count, drawn, 0);
        for (let i = 0; i < count; i++) dice.push(makeDie(die, faces[drawn[i]! - 1]!, NO_REROLLS, false));
      } else {
        for (let i = 0; i < count; i++)
          dice.push(makeDie(die, this.source.roll(faces, name), NO_REROLLS, false));
      }
    } else {
      for (let i = 0; i < count; i++) this.throwDie(die, e.mods, rules, dice);
    }
    const notation = this.remember ? notationOf(e) : printUnlabelled(e);
    const result: DiceResult = { type: "dice", notation, total: 0, count, dice };
    if (countRoll) result.countRoll = countRoll;
    if (sidesRoll) result.sidesRoll = sidesRoll;
    return { result, rules };
  }

  /**
   * Unique dice (u, uo; the parser allows no reroll, explosion or clamp with them): each die that
   * repeats the value of a die before it (and matches the compare point, if any) is thrown again,
   * until its value is new or, for uo, once. The values thrown away are its rerolls.
   */
  private throwUnique(die: DieFaces, u: UniqueMod, count: number, out: DieResult[]): void {
    const cp = u.compare;
    for (let i = 0; i < count; i++) {
      let face = this.throwOnce(die);
      let rerolls = NO_REROLLS;
      while ((cp === null || compare(cp, face)) && out.some((d) => d.value === face)) {
        if (rerolls === NO_REROLLS) rerolls = [];
        rerolls.push(face);
        face = this.throwOnce(die);
        if (u.once) break;
      }
      out.push(makeDie(die, face, rerolls, false));
    }
  }

  /** Faces rerolled away by the last call to settle (shared empty array when none). */
  private rerolled: number[] = NO_REROLLS;

  /** One throw: face, clamp, reroll. Returns the settled face; the faces rerolled away go to `rerolled`. */
  private settle(die: DieFaces, mods: DiceMods, rules: Rules): number {
    let face = clamp(mods, this.throwOnce(die));
    this.rerolled = NO_REROLLS;
    if (rerollsOn(rules, face)) {
      const rerolls: number[] = [];
      this.rerolled = rerolls;
      while (rerollsOn(rules, face)) {
        rerolls.push(face);
        if (rules.rerollOnce) {
          face = clamp(mods, this.throwOnce(die));
          break;
        }
        if (rerolls.length >= REROLLS_BEFORE_DIRECT_DRAW && this.source.rollWhere) {
          // Same distribution as rerolling on: uniform over the faces that pass.
          face = clamp(
            mods,
            this.source.rollWhere(die.faces, die.name, (f) => !rerollsOn(rules, clamp(mods, f))),
          );
          this.throws++;
          break;
        }
        face = clamp(mods, this.throwOnce(die));
      }
    }
    return face;
  }

  private throwOnce(die: DieFaces): number {
    if (++this.throws > MAX_THROWS) {
      throw new DiceError("too_many_dice", `the roll needed more than ${MAX_THROWS} throws`);
    }
    return this.source.roll(die.faces, die.name);
  }

  private throwDie(die: DieFaces, mods: DiceMods, rules: Rules, out: DieResult[]): void {
    let face = this.settle(die, mods, rules);
    const x = mods.explode;
    const cp = rules.explode;
    if (!x || !cp) {
      out.push(makeDie(die, face, this.rerolled, false));
      return;
    }
    const penalty = x.penetrate ? 1 : 0;
    if (x.compound) {
      const head = makeDie(die, face, this.rerolled, false);
      const parts = [face];
      let value = face;
      let rerolls = head.rerolls;
      while (compare(cp, face) && (x.limit === null || parts.length <= x.limit)) {
        face = this.settle(die, mods, rules);
        parts.push(face - penalty);
        value += face - penalty;
        if (this.rerolled.length > 0) rerolls = [...rerolls, ...this.rerolled];
      }
      if (parts.length > 1) {
        head.exploded = true;
        head.parts = parts;
        head.value = value;
        head.rerolls = rerolls;
        head.rerolled = rerolls.length > 0;
      }
      out.push(head);
      return;
    }
    let current = makeDie(die, face, this.rerolled, false);
    let explosions = 0;
    out.push(current);
    while (compare(cp, face) && (x.limit === null || explosions < x.limit)) {
      current.exploded = true;
      explosions++;
      face = this.settle(die, mods, rules);
      current = makeDie(die, face - penalty, this.rerolled, true);
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
    const notation = this.remember ? notationOf(e) : printUnlabelled(e);
    const counting = e.mods.success !== undefined;
    const pooled = e.items.length === 1 && e.mods.keep !== undefined;
    if (pooled) {
      const terms = poolTerms(e);
      const sum = poolIsSum; // read now: throwing may pool another group (a count such as ({2d6*1d4}k1)d6)
      const thrown = terms.map((t) => this.throwTerm(t));
      const nodes = thrown.map((t) => t.result);
      const pool: DieResult[] = [];
      for (const n of nodes) for (const d of n.dice) pool.push(d);
      if (!sum) {
        // Arithmetic other than a sum (`{4d10*5d6}k2`): a tie decides which term a die counts for.
        const keep = e.mods.keep!;
        const kept = keptInOrder(
          pool.map((d) => d.value),
          keep.kind,
          keep.count,
        );
        pool.forEach((d, i) => {
          d.kept = kept[i]!;
        });
      }
      let total = sum ? finishPool(pool, e.mods) : 0;
      const score = successScore(e.mods);
      for (const t of thrown) {
        // Each term's own total is the part of the pool it contributes.
        t.result.total = normalize(t.result.dice.reduce((sum, d) => sum + dieScore(d, score), 0));
        markCriticals(t.result.dice, t.rules);
        if (e.mods.sort) sortDice(t.result.dice, e.mods.sort);
      }
      // Then the expression, over each term's kept dice.
      if (!sum) {
        total = evalPooled(
          e.items[0]!,
          terms,
          nodes.map((n) => n.total),
        );
      }
      const items: GroupItemResult[] = nodes.map((node) => ({ node, kept: true, success: null }));
      return { type: "group", notation, pooled: true, total, items };
    }
    const items: GroupItemResult[] = e.items.map((item) => ({
      node: this.eval(item),
      kept: true,
      success: null,
    }));
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

/** Keep/drop, then success/failure counting; returns the pool's total. */
function finishPool(pool: DieResult[], mods: DiceMods): number {
  if (mods.keep) {
    const n = pool.length;
    const mask = keptScratch(n);
    markKept(
      pool.map((d) => d.value),
      0,
      n,
      mods.keep.kind,
      mods.keep.count,
      mask,
    );
    for (let i = 0; i < n; i++) pool[i]!.kept = mask[i] === 1;
  }
  let total = 0;
  const score = successScore(mods);
  for (const d of pool) {
    if (mods.success && d.kept) {
      const s = compare(mods.success, d.value);
      d.success = s ? true : mods.failure && compare(mods.failure, d.value) ? false : null;
    }
    total += dieScore(d, score);
  }
  return normalize(total);
}

/** What one die adds to the total: its value, or +1/−1 when counting (a die matching both counts 0). */
function dieScore(d: DieResult, score: ((v: number) => number) | null): number {
  if (!d.kept) return 0;
  return score ? score(d.value) : d.value;
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
