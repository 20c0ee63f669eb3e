// A brute-force oracle for exact odds: rolls an expression once for every possible sequence of
// faces, through a dice source that reads the faces from a prefix and asks for one more when the
// prefix runs out. Each face of a die weighs 1/sides, so the totals' weights are the exact
// probabilities (up to float rounding). Finite for anything without unlimited rerolls or
// explosions; for those, branches below `minWeight` are cut and their mass reported as `pruned`.

import { type DiceSource, type Expr, parse, roll } from "../../../src/dice/index.js";

class NeedFace {
  constructor(readonly sides: number) {}
}

export interface Enumeration {
  /** total → probability */
  dist: Map<number, number>;
  /** Probability mass of the branches cut below minWeight (0 when the enumeration was complete). */
  pruned: number;
  /** How many complete face sequences were rolled. */
  leaves: number;
}

export interface EnumerateOptions {
  /** Branches whose weight would fall below this are cut (default 0: never). */
  minWeight?: number;
  /** Refuses to run away: throws when more face sequences than this would be rolled. */
  maxLeaves?: number;
}

export function enumerate(expr: string | Expr, options: EnumerateOptions = {}): Enumeration {
  const tree = typeof expr === "string" ? parse(expr) : expr;
  const minWeight = options.minWeight ?? 0;
  const maxLeaves = options.maxLeaves ?? 200_000;
  const dist = new Map<number, number>();
  let pruned = 0;
  let leaves = 0;
  const stack: { choices: number[]; weight: number }[] = [{ choices: [], weight: 1 }];
  while (stack.length > 0) {
    const { choices, weight } = stack.pop()!;
    let k = 0;
    const source: DiceSource = {
      roll(faces) {
        if (k < choices.length) return faces[choices[k++]!]!;
        throw new NeedFace(faces.length);
      },
    };
    let total: number;
    try {
      total = roll(tree, source).total;
    } catch (e) {
      if (!(e instanceof NeedFace)) throw e;
      const w = weight / e.sides;
      if (w < minWeight) {
        pruned += weight;
        continue;
      }
      for (let i = 0; i < e.sides; i++) stack.push({ choices: [...choices, i], weight: w });
      continue;
    }
    if (++leaves > maxLeaves)
      throw new Error(`enumerating ${JSON.stringify(expr)} needs over ${maxLeaves} rolls`);
    dist.set(total, (dist.get(total) ?? 0) + weight);
  }
  return { dist, pruned, leaves };
}
