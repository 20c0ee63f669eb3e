// Checks compiled over their faces, for the fast duel (duel.ts, duel-rich.ts): a check whose request
// does not change during a fight becomes a table of the value the fight needs for every tuple of faces,
// worked out once by the check core, so a fight only draws numbers and looks them up.

import { compile, type Rng } from "../../dice/index.js";
import type { Dice } from "../../engine/facets/fight.js";
import { type CheckRequestInput, type CheckResult, checkDice, resolveCheck } from "./check/index.js";
import type { DiceEngineOptions } from "./options.js";

/** Face tuples a check may be compiled for; beyond this (many advantage dice) it is resolved per throw. */
const MAX_TABLE = 12 ** 4;

/**
 * A check whose request does not change during a fight, as a table: `value` of the check result for
 * every tuple of faces, indexed in the order `rollCheck` draws the dice (first die most significant).
 */
export interface FastCheck {
  sizes: Int32Array;
  table: Int32Array | null;
  request: CheckRequestInput;
  value(r: CheckResult): number;
}

/**
 * Check results by face tuple, shared by every compiled check with the same request apart from its
 * target (the consciousness checks of each DC, the death check): the faces are resolved once.
 */
export type FaceResults = Map<string, CheckResult[]>;

export function compileCheck(
  request: CheckRequestInput,
  o: DiceEngineOptions,
  value: (r: CheckResult) => number,
  cache: FaceResults = new Map(),
): FastCheck {
  const sizes = Int32Array.from(checkDice(request, o));
  let n = 1;
  for (const s of sizes) n *= s;
  if (n > MAX_TABLE) return { sizes, table: null, request, value };
  const key = JSON.stringify({ ...request, target: null });
  let results = cache.get(key);
  if (!results) {
    const { target: _, ...untargeted } = request;
    results = new Array<CheckResult>(n);
    const faces = new Array<number>(sizes.length).fill(1);
    for (let i = 0; i < n; i++) {
      let rest = i;
      for (let k = sizes.length - 1; k >= 0; k--) {
        faces[k] = (rest % sizes[k]!) + 1;
        rest = Math.floor(rest / sizes[k]!);
      }
      results[i] = resolveCheck(untargeted, faces, o);
    }
    cache.set(key, results);
  }
  const table = new Int32Array(n);
  for (let i = 0; i < n; i++) table[i] = value(results[i]!);
  return { sizes, table, request, value };
}

/** Throws a compiled check: exactly the draws of `rollCheck`, one `below(size)` per die in order. */
export function throwCheck(c: FastCheck, d: Dice, o: DiceEngineOptions): number {
  const sizes = c.sizes;
  if (c.table === null) {
    const faces = Array.from(sizes, (s) => d.below(s) + 1);
    return c.value(resolveCheck(c.request, faces, o));
  }
  let i = 0;
  for (let k = 0; k < sizes.length; k++) i = i * sizes[k]! + d.below(sizes[k]!);
  return c.table[i]!;
}

/** The chance of each value of a compiled check (its faces are equally likely); empty without a table. */
export function compiledOdds(c: FastCheck): Map<number, number> {
  const out = new Map<number, number>();
  if (c.table === null) return out;
  const p = 1 / c.table.length;
  for (const v of c.table) out.set(v, (out.get(v) ?? 0) + p);
  return out;
}

/** The dice layer's compiled sampler of a dice expression: it draws plain dice exactly as `roll` does, one below(n) each. */
export function sampler(text: string): (d: Dice) => number {
  const sample = compile(text);
  return (d: Dice) => sample(d as unknown as Rng);
}
