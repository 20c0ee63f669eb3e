// Counting group fights, and playing chunks of them: kept apart from group.ts so that a worker
// thread loads only this and its ruleset's group strategy, not the whole registry.

import type { GroupRecorder, PreparedGroupFight } from "../engine/facets/group-fight.js";
import { type Chunk, chunkRng } from "./chunks.js";

/** A group tally as plain data: what a worker thread sends back. */
export interface GroupTallyData {
  wins: number[];
  draws: number;
  timeouts: number;
  roundSum: number;
  roundMax: number;
  drops: number[];
  deaths: number[];
  attacks: number[];
  hits: number[];
  dealt: number[];
  taken: number[];
}

const PER_COMBATANT = ["drops", "deaths", "attacks", "hits", "dealt", "taken"] as const;

/** Counts whole numbers only, so chunk tallies add up the same in any order (and on any thread). */
export class GroupTally implements GroupRecorder, GroupTallyData {
  wins = [0, 0];
  draws = 0;
  timeouts = 0;
  roundSum = 0;
  roundMax = 0;
  drops: number[];
  deaths: number[];
  attacks: number[];
  hits: number[];
  dealt: number[];
  taken: number[];
  constructor(n: number) {
    this.drops = new Array(n).fill(0);
    this.deaths = new Array(n).fill(0);
    this.attacks = new Array(n).fill(0);
    this.hits = new Array(n).fill(0);
    this.dealt = new Array(n).fill(0);
    this.taken = new Array(n).fill(0);
  }
  data(): GroupTallyData {
    const { wins, draws, timeouts, roundSum, roundMax, drops, deaths, attacks, hits, dealt, taken } = this;
    return { wins, draws, timeouts, roundSum, roundMax, drops, deaths, attacks, hits, dealt, taken };
  }
  add(t: GroupTallyData): void {
    this.wins[0]! += t.wins[0]!;
    this.wins[1]! += t.wins[1]!;
    this.draws += t.draws;
    this.timeouts += t.timeouts;
    this.roundSum += t.roundSum;
    this.roundMax = Math.max(this.roundMax, t.roundMax);
    for (const k of PER_COMBATANT) for (let i = 0; i < this[k].length; i++) this[k][i]! += t[k][i]!;
  }
  begin(): void {}
  attack(a: number, t: number, hit: boolean, damage: number): void {
    this.attacks[a]!++;
    if (hit) {
      this.hits[a]!++;
      this.dealt[a]! += damage;
      this.taken[t]! += damage;
    }
  }
  drop(c: number, dead: boolean): void {
    this.drops[c]!++;
    if (dead) this.deaths[c]!++;
  }
  end(rounds: number, winner: 0 | 1 | null, timeout: boolean): void {
    if (winner === null) this.draws++;
    else this.wins[winner]!++;
    if (timeout) this.timeouts++;
    this.roundSum += rounds;
    if (rounds > this.roundMax) this.roundMax = rounds;
  }
}

/** Plays `chunks` of a prepared group fight into one tally: the same on any thread. */
export function playGroupChunks(
  fight: PreparedGroupFight,
  seed: string,
  chunks: readonly Chunk[],
): GroupTallyData {
  const tally = new GroupTally(fight.combatants.length);
  for (const chunk of chunks) {
    const rng = chunkRng(seed, chunk.index);
    for (let i = 0; i < chunk.fights; i++) fight.fight(rng, tally);
  }
  return tally.data();
}
