// Verifiable dice. Each seed period starts from a fresh random seed whose SHA-256 is published
// (committed) in the log before any of its dice are thrown; when the GM reveals the seed, anyone
// can re-derive every roll of the period from it and check it against the log (`tabula verify`).
// The seed is 256 random bits, so the commitment cannot be searched back to it.

import { createHash, randomBytes } from "node:crypto";
import { Rng, type RngState } from "../dice/index.js";

export function newSeed(): string {
  return randomBytes(32).toString("hex");
}

export function commitmentOf(seed: string): string {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}

/** The generator a period starts from. */
export function periodRng(seed: string): Rng {
  return Rng.fromSeed(seed);
}

export function sameRngState(a: RngState, b: unknown): boolean {
  const s = (b as RngState | null)?.state;
  return Array.isArray(s) && s.length === 4 && a.state.every((w, i) => w === s[i]);
}
