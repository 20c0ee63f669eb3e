// The result of a seeded roll, whose explanation is built when it is first read.
//
// roll() with a seeded source works out the total in a fast pass (fast.ts) and returns this
// object. It keeps the tree and a copy of the generator as it was before the roll; the first time
// `canonical`, `tree` or `dice` is read, the explaining roller (explain.ts) rolls the same tree
// again from that copy, drawing the very same faces, and the answer is kept. A table that only
// needs the total (or reads the dice of a few rolls) never pays for an object per die.
//
// Trees are never changed once parsed (the parse cache shares them between rolls too); a tree
// changed between the roll and the first read would be explained as changed.
//
// To its readers it is a RollResult like any other: the same fields with the same values, and
// JSON.stringify gives the same text (toJSON lists the fields in the usual order). The difference
// a program could see: `canonical`, `tree` and `dice` are accessors on the class rather than own
// properties, so Object.keys and `{...result}` only show `total`.
// V8 makes an own accessor per object cost hundreds of nanoseconds (more than the whole roll),
// while a class's accessors cost nothing until used; so the class it is. Writing to a field works:
// the explanation is built and the field replaced.

import type { Expr } from "./ast.js";
import { canonicalOf, explainSeeded } from "./explain.js";
import { print } from "./print.js";
import type { DieResult, RollNode, RollResult } from "./result.js";
import type { Rng } from "./rng.js";

export class LazyRollResult implements RollResult {
  total: number;
  readonly #expr: Expr;
  /** The generator as it was before the roll; used up by the one replay. */
  readonly #start: Rng;
  readonly #remember: boolean;
  #canonical: string | undefined = undefined;
  #explained: Pick<RollResult, "tree" | "dice"> | undefined = undefined;

  constructor(total: number, expr: Expr, start: Rng, remember: boolean) {
    this.total = total;
    this.#expr = expr;
    this.#start = start;
    this.#remember = remember;
  }

  get canonical(): string {
    // The printed form needs no dice: no replay for it.
    if (this.#canonical === undefined) {
      this.#canonical = this.#remember ? canonicalOf(this.#expr) : print(this.#expr);
    }
    return this.#canonical;
  }

  set canonical(value: string) {
    this.#canonical = value;
  }

  get tree(): RollNode {
    return this.#explain().tree;
  }

  set tree(value: RollNode) {
    this.#explain().tree = value;
  }

  get dice(): DieResult[] {
    return this.#explain().dice;
  }

  set dice(value: DieResult[]) {
    this.#explain().dice = value;
  }

  #explain(): Pick<RollResult, "tree" | "dice"> {
    if (this.#explained === undefined) {
      this.#explained = explainSeeded(this.#expr, this.#start, this.#remember);
    }
    return this.#explained;
  }

  /** What JSON.stringify writes: the fields of an explained roll, in their usual order. */
  toJSON(): RollResult {
    return { canonical: this.canonical, total: this.total, tree: this.tree, dice: this.dice };
  }

  /** console.log and util.inspect show the whole result, as for a plain object. */
  [Symbol.for("nodejs.util.inspect.custom")](): RollResult {
    return this.toJSON();
  }
}
