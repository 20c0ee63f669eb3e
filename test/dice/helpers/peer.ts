// Compares Tabula's meaning of a notation with rpg-dice-roller's (the peer), by distribution:
// Tabula's exact odds against seeded rolls of the peer. Used by the compatibility test over every
// notation the peer's own tests treat as valid (shared/peers/rpg-dice-roller-notations.json).

import { readFileSync } from "node:fs";
import { DiceRoll, NumberGenerator } from "@dice-roller/rpg-dice-roller";
import { Distribution, odds, tryParse } from "../../../src/dice/index.js";

export interface PeerNotations {
  valid: string[];
  invalid: string[];
}

/** The peer's notations, from the shared folder beside the project (or the path in PEER_NOTATIONS). */
export function peerNotations(): PeerNotations | null {
  const candidates = [
    process.env.PEER_NOTATIONS,
    new URL("../../../../shared/peers/rpg-dice-roller-notations.json", import.meta.url).pathname,
  ];
  for (const path of candidates) {
    if (!path) continue;
    try {
      return JSON.parse(readFileSync(path, "utf8")) as PeerNotations;
    } catch {
      // try the next place
    }
  }
  return null;
}

export type Verdict =
  | { kind: "same"; ks: number }
  | { kind: "refused"; message: string }
  | { kind: "no_odds"; message: string }
  | { kind: "different"; why: string };

/** Seeds the peer's generator so that a comparison gives the same verdict on every run. */
export function seedPeer(seed: number): void {
  const { engines, generator } = NumberGenerator;
  generator.engine = engines.MersenneTwister19937.seed(seed);
}

/** The distribution with every outcome rounded to two decimals, as the peer shows totals. */
export function roundTo2(d: Distribution): Distribution {
  if (d.isInteger()) return d;
  const m = new Map<number, number>();
  for (let i = 0; i < d.size; i++) {
    const v = Math.round(d.values[i]! * 100) / 100;
    m.set(v, (m.get(v) ?? 0) + d.probs[i]!);
  }
  return Distribution.fromMap(m, d.lost);
}

/** The largest gap between the sample's distribution function and the exact one (Kolmogorov–Smirnov). */
export function ksDistance(exact: Distribution, sample: number[]): number {
  const sorted = [...sample].sort((a, b) => a - b);
  let d = 0;
  let i = 0;
  let cdf = 0;
  // Walk the exact outcomes; at each, the empirical share of samples at or below it.
  for (let k = 0; k < exact.size; k++) {
    const v = exact.values[k]!;
    cdf += exact.probs[k]!;
    while (i < sorted.length && sorted[i]! <= v + 1e-9) i++;
    d = Math.max(d, Math.abs(i / sorted.length - cdf));
  }
  return d;
}

/**
 * Compares one notation. Same meaning: every peer total is a possible outcome of Tabula's exact
 * distribution, and the Kolmogorov–Smirnov distance between the two is under a bound that a true
 * match exceeds about once in 10^6 comparisons (for discrete distributions the test is conservative).
 */
export function comparePeer(text: string, rolls: number, seed: number): Verdict {
  const parsed = tryParse(text);
  if (!parsed.ok) return { kind: "refused", message: parsed.error.message };
  let exact: Distribution;
  try {
    // The peer rounds every total to two decimals (a display choice); Tabula keeps it exact.
    exact = roundTo2(odds(parsed.expr));
  } catch (e) {
    return { kind: "no_odds", message: (e as Error).message };
  }
  seedPeer(seed);
  const sample: number[] = [];
  for (let i = 0; i < rolls; i++) sample.push(new DiceRoll(text).total);
  const impossible = sample.find((v) => !(exact.p(v) > 0) && !(exact.lost > 0));
  if (impossible !== undefined) {
    return { kind: "different", why: `the peer rolled ${impossible}, which Tabula gives no chance` };
  }
  const ks = ksDistance(exact, sample);
  const bound = 2.7 / Math.sqrt(rolls);
  if (ks > bound) {
    const mean = sample.reduce((a, b) => a + b, 0) / rolls;
    return {
      kind: "different",
      why: `distributions differ (KS ${ks.toFixed(3)} > ${bound.toFixed(3)}); exact mean ${exact.mean.toFixed(3)}, peer's ${mean.toFixed(3)}`,
    };
  }
  return { kind: "same", ks };
}
