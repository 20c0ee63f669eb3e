// Counting fights: whole numbers only (wins, drops, hits, damage sums, histograms), so tallies of
// separate chunks add up to exactly the same totals in any order. That is what makes a report
// independent of how many workers played the chunks.

import { type FightRecorder, SIDE_BIT, type Side } from "../engine/facets/fight.js";

/** A tally as plain data: what a worker sends back, and what `Tally.add` takes. */
export interface TallyData {
  fights: number;
  /** Fights each side won: the other side dropped and it did not. */
  wins: [number, number];
  /** Fights in which both sides dropped together (a draw). */
  bothDown: number;
  /** Fights cut at the round limit (a draw). */
  timeouts: number;
  /** Fights in which each side dropped, and in which each died (or was sure to). */
  down: [number, number];
  dead: [number, number];
  /** Fights in which each side acted first (alone: a shared first slot counts for neither). */
  first: [number, number];
  attacks: [number, number];
  hits: [number, number];
  /** Sum of the damage of every hit, per side. */
  damage: [number, number];
  /** damageCounts[side][d]: hits by that side that dealt d damage. */
  damageCounts: [number[], number[]];
  /** rounds[r]: fights that ended in round r (timeouts at the limit included). */
  rounds: number[];
}

function addInto(into: number[], from: readonly number[]): void {
  for (let i = 0; i < from.length; i++) into[i] = (into[i] ?? 0) + (from[i] ?? 0);
}

function bump(counts: number[], at: number): void {
  // Histograms are dense arrays; holes are filled with 0 so the data stays plain JSON.
  while (counts.length <= at) counts.push(0);
  counts[at]!++;
}

export class Tally implements FightRecorder {
  fights = 0;
  wins: [number, number] = [0, 0];
  bothDown = 0;
  timeouts = 0;
  down: [number, number] = [0, 0];
  dead: [number, number] = [0, 0];
  first: [number, number] = [0, 0];
  attacks: [number, number] = [0, 0];
  hits: [number, number] = [0, 0];
  damage: [number, number] = [0, 0];
  damageCounts: [number[], number[]] = [[], []];
  rounds: number[] = [];

  begin(first: Side | null): void {
    if (first !== null) this.first[first]++;
  }

  attack(side: Side, hit: boolean, damage: number): void {
    this.attacks[side]++;
    if (!hit) return;
    this.hits[side]++;
    this.damage[side] += damage;
    bump(this.damageCounts[side], damage);
  }

  end(rounds: number, down: number, dead: number, timeout: boolean): void {
    this.fights++;
    bump(this.rounds, rounds);
    if (timeout) {
      this.timeouts++;
      return;
    }
    for (const side of [0, 1] as const) {
      if (down & SIDE_BIT[side]) this.down[side]++;
      if (dead & SIDE_BIT[side]) this.dead[side]++;
    }
    if (down === 3) this.bothDown++;
    else if (down === SIDE_BIT[1]) this.wins[0]++;
    else if (down === SIDE_BIT[0]) this.wins[1]++;
  }

  /** Adds another tally (a chunk's) into this one. */
  add(t: TallyData): this {
    this.fights += t.fights;
    this.bothDown += t.bothDown;
    this.timeouts += t.timeouts;
    for (const side of [0, 1] as const) {
      this.wins[side] += t.wins[side];
      this.down[side] += t.down[side];
      this.dead[side] += t.dead[side];
      this.first[side] += t.first[side];
      this.attacks[side] += t.attacks[side];
      this.hits[side] += t.hits[side];
      this.damage[side] += t.damage[side];
      addInto(this.damageCounts[side], t.damageCounts[side]);
    }
    addInto(this.rounds, t.rounds);
    return this;
  }

  data(): TallyData {
    return {
      fights: this.fights,
      wins: [...this.wins],
      bothDown: this.bothDown,
      timeouts: this.timeouts,
      down: [...this.down],
      dead: [...this.dead],
      first: [...this.first],
      attacks: [...this.attacks],
      hits: [...this.hits],
      damage: [...this.damage],
      damageCounts: [[...this.damageCounts[0]], [...this.damageCounts[1]]],
      rounds: [...this.rounds],
    };
  }
}
