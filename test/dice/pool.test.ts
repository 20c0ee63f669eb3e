// Keep/drop selection (src/dice/pool.ts) against a plain sort: for random pools with many ties,
// every kind and every count, the same dice are kept, ties going to the earlier die.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { KeepKind } from "../../src/dice/ast.js";
import { markKept, selectKept } from "../../src/dice/pool.js";

function bySorting(values: number[], kind: KeepKind, count: number): boolean[] {
  const high = kind === "kh" || kind === "dh";
  const order = values
    .map((_, i) => i)
    .sort((a, b) => (high ? values[b]! - values[a]! : values[a]! - values[b]!) || a - b);
  const front = new Set(order.slice(0, Math.min(count, values.length)));
  const keepFront = kind === "kh" || kind === "kl";
  return values.map((_, i) => front.has(i) === keepFront);
}

const kinds = fc.constantFrom<KeepKind>("kh", "kl", "dh", "dl");

describe("keep/drop selection", () => {
  it("keeps what sorting keeps, on small and large pools with ties (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 150 }),
        kinds,
        fc.nat({ max: 160 }),
        (values, kind, count) => {
          expect(selectKept(values, kind, count)).toEqual(bySorting(values, kind, count));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("reads a slice of a larger array and writes only the first n marks", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -100, max: 100, noNaN: true }), { minLength: 1, maxLength: 90 }),
        kinds,
        fc.nat({ max: 100 }),
        fc.nat({ max: 5 }),
        (values, kind, count, from) => {
          const padded = [...Array.from({ length: from }, () => 1e9), ...values, 1e9];
          const mask = new Uint8Array(values.length + 3).fill(7);
          markKept(padded, from, values.length, kind, count, mask);
          expect(Array.from(mask.subarray(0, values.length), (m) => m === 1)).toEqual(
            bySorting(values, kind, count),
          );
          expect(Array.from(mask.subarray(values.length))).toEqual([7, 7, 7]);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
