// How a run is split: fixed-size chunks, each with its own generator seeded from the base seed and
// the chunk's index. A chunk's fights depend on nothing else, so any number of workers, taking the
// chunks in any order, play exactly the same fights.

import { Rng } from "../dice/index.js";

/** Fights per chunk. Part of what a seed means: changing it changes every report. */
export const CHUNK_SIZE = 1000;

export interface Chunk {
  index: number;
  fights: number;
}

/** The chunks of a run of `runs` fights: all full but the last. */
export function chunksOf(runs: number, size = CHUNK_SIZE): Chunk[] {
  const out: Chunk[] = [];
  for (let i = 0; i * size < runs; i++) out.push({ index: i, fights: Math.min(size, runs - i * size) });
  return out;
}

/** The seed of chunk `index`: the base seed's text, '#', the index (hashed like any text seed). */
export function chunkSeed(seed: string, index: number): string {
  return `${seed}#${index}`;
}

export function chunkRng(seed: string, index: number): Rng {
  return Rng.fromSeed(chunkSeed(seed, index));
}
