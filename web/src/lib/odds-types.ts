// Messages between the page and the odds worker.

export interface OddsRequest {
  id: number;
  notation: string;
  /** The table's dice dialect (src/dice/dialect.ts): the odds read the notation as the roll will. */
  dialect?: "tabula" | "roll20" | "foundry";
}

export type OddsReply =
  | {
      id: number;
      ok: true;
      canonical: string;
      /** [value, probability], ascending by value. */
      pairs: [number, number][];
      min: number;
      max: number;
      mean: number;
      stdev: number;
      truncated: number;
    }
  | { id: number; ok: false; message: string; column: number | null; code: string };

/** P(total ≥ target) from the distribution's pairs. */
export function atLeast(pairs: readonly [number, number][], target: number): number {
  let p = 0;
  for (const [v, q] of pairs) if (v >= target) p += q;
  return Math.min(1, p);
}
