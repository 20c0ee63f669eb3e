// The result of a seeded roll, whose explanation is built when it is first read.
//
// roll() with a seeded source works out the total in a fast pass (fast.ts) and returns this
// object. It keeps the tree and a copy of the generator as it was before the roll; the first time
// `tree` or `dice` is read, the explaining roller (explain.ts) rolls the same tree again from that
// copy, drawing the very same faces, and the answer is kept. A table that only needs the total (or
// reads the dice of a few rolls) never pays for an object per die.
//
// Trees are never changed once parsed (the parse cache shares them between rolls too); a tree
// changed between the roll and the first read would be explained as changed.
//
// To its readers it is a RollResult like any other (issue 18): `canonical`, `total`, `tree` and
// `dice` are own enumerable properties, in that order, so Object.keys, `{...result}`,
// structuredClone, JSON.stringify and Object.entries all carry every field with the same values
// as ever. `tree` and `dice` (and `canonical` of a tree handed in by the caller, which needs
// printing) are own accessors: spreading or cloning reads them through their getters, which
// builds the explanation then. Writing to a field works: the value is kept.
//
// Why defineProperty with shared descriptors rather than an object literal with `get tree() {…}`:
// a literal's getters are new closures per object, so V8 gives every result its own hidden class
// (3 µs a roll, measured with node 20); the same getter functions on every object keep one hidden
// class, and cost about 100 ns per accessor (bench/roll-eager.js prints the figures).

import type { Expr } from "./ast.js";
import { canonicalOf, explainSeeded } from "./explain.js";
import { print } from "./print.js";
import type { DieResult, RollNode, RollResult } from "./result.js";
import type { Rng } from "./rng.js";

type Explained = Pick<RollResult, "tree" | "dice">;

/** The accessors each result defines on itself; the same functions for every result. */
let FIELDS: Record<"canonical" | "tree" | "dice", PropertyDescriptor>;

export class LazyRollResult implements RollResult {
  declare canonical: string;
  declare total: number;
  declare tree: RollNode;
  declare dice: DieResult[];
  readonly #expr: Expr;
  /** The generator as it was before the roll; used up by the one replay. */
  readonly #start: Rng;
  readonly #remember: boolean;
  #canonical: string | undefined = undefined;
  #explained: Explained | undefined = undefined;

  constructor(total: number, expr: Expr, start: Rng, remember: boolean) {
    this.#expr = expr;
    this.#start = start;
    this.#remember = remember;
    // A cached tree's printed form is one lookup away: a plain field. Otherwise printed when read.
    if (remember) this.canonical = canonicalOf(expr);
    else Object.defineProperty(this, "canonical", FIELDS.canonical);
    this.total = total;
    Object.defineProperty(this, "tree", FIELDS.tree);
    Object.defineProperty(this, "dice", FIELDS.dice);
  }

  static {
    const field = (
      get: (this: LazyRollResult) => unknown,
      set: (this: LazyRollResult, v: never) => void,
    ) => ({
      get,
      set,
      enumerable: true,
      configurable: true,
    });
    FIELDS = {
      canonical: field(
        function () {
          // The printed form needs no dice: no replay for it.
          this.#canonical ??= print(this.#expr);
          return this.#canonical;
        },
        function (value: string) {
          this.#canonical = value;
        },
      ),
      tree: field(
        function () {
          return this.#explain().tree;
        },
        function (value: RollNode) {
          this.#explain().tree = value;
        },
      ),
      dice: field(
        function () {
          return this.#explain().dice;
        },
        function (value: DieResult[]) {
          this.#explain().dice = value;
        },
      ),
    };
  }

  #explain(): Explained {
    this.#explained ??= explainSeeded(this.#expr, this.#start, this.#remember);
    return this.#explained;
  }

  /** console.log and util.inspect show the whole result, as for a plain object. */
  [Symbol.for("nodejs.util.inspect.custom")](): RollResult {
    return { ...this };
  }
}
