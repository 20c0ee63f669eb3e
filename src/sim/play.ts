// Playing one chunk of fights: its own generator, a fresh tally. The same in the main thread and in
// a worker, so where a chunk is played never changes what it gives.

import type { PreparedDuel } from "../engine/facets/fight.js";
import { type Chunk, chunkRng } from "./chunks.js";
import { Tally, type TallyData } from "./tally.js";

export function playChunk(duel: PreparedDuel, seed: string, chunk: Chunk): TallyData {
  const rng = chunkRng(seed, chunk.index);
  const tally = new Tally();
  for (let i = 0; i < chunk.fights; i++) duel.fight(rng, tally);
  return tally.data();
}
