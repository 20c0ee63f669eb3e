// The Lucky 13 duel's fight loop (see duel.ts for the rules it plays), over plain data: pools
// flattened into typed arrays, HP status codes, the options the loop reads. duel.ts works the data
// out with the ruleset's own functions; this file imports none of them, so a worker thread of the
// simulator that is handed the data (structured-cloned) starts playing without loading the rules.

import { EngineError } from "../../engine/errors.js";
import {
  type Dice,
  type FightRecorder,
  type PreparedDuel,
  SIDE_BIT,
  type Side,
} from "../../engine/facets/fight.js";

/** A built pool flattened for throwing: slots in throw order, each with its dice. */
export interface FastPool {
  slots: number;
  /** Throws of each slot (2 with advantage or disadvantage) and which one counts: 0 only, 1 highest, 2 lowest. */
  rolls: Int32Array;
  keep: Int8Array;
  /** Dice of slot s are start[s] … start[s + 1] − 1. */
  start: Int32Array;
  sizes: Int32Array;
  /** Explosion rerolls each die may chain: 0, 1 or Infinity (L13-EXPL-5, 6, 9, 10). */
  chains: Float64Array;
}

/**
 * Throws a flattened pool and returns its total, drawing faces in `rollPool`'s order: slot by slot,
 * each throw of a slot die by die, each die followed at once by its explosion rerolls; of several
 * throws of a slot the strictly better one replaces the kept one (L13-EXPL-11, L13-BKG-2, L13-IMP-1).
 */
export function throwPool(p: FastPool, d: Dice): number {
  let total = 0;
  for (let s = 0; s < p.slots; s++) {
    const from = p.start[s]!;
    const to = p.start[s + 1]!;
    const rolls = p.rolls[s]!;
    const keep = p.keep[s]!;
    let kept = 0;
    for (let k = 0; k < rolls; k++) {
      let t = 0;
      for (let i = from; i < to; i++) {
        const size = p.sizes[i]!;
        const chain = p.chains[i]!;
        let face = d.below(size) + 1;
        let value = face;
        for (let r = 0; face === size && r < chain; r++) {
          face = d.below(size) + 1;
          value += face;
        }
        t += value;
      }
      if (k === 0 || (keep === 1 ? t > kept : t < kept)) kept = t;
    }
    total += kept;
  }
  return total;
}

export const OK = 0;
export const DOWN = 1;
export const DEAD = 2;

/** A prepared duel as plain data: what `compileDuel` (duel.ts) works out once per duel. */
export interface CompiledDuel {
  weapons: [string, string];
  notes: string[];
  /** attack[side][hp], defense[side][hp]: the pools at that side's current HP (L13-HP-4). */
  attack: [FastPool[], FastPool[]];
  defense: [FastPool[], FastPool[]];
  damage: [FastPool | null, FastPool | null];
  init: [FastPool, FastPool];
  reflex: [number, number];
  startHp: [number, number];
  /** status code by HP, from `lowest[side]` (dead, and everything below it) up to the starting HP. */
  codes: [Int8Array, Int8Array];
  lowest: [number, number];
  floorAtZero: boolean;
  attacksPerTurn: number;
  tieBreak: readonly ("higherReflex" | "rollOff" | "manual")[];
  maxRounds: number;
}

export class FastDuel implements PreparedDuel {
  readonly unit = "round";
  readonly notes: string[];
  readonly weapons: [string, string];
  private readonly attack: [FastPool[], FastPool[]];
  private readonly defense: [FastPool[], FastPool[]];
  private readonly damage: [FastPool | null, FastPool | null];
  private readonly init: [FastPool, FastPool];
  private readonly reflex: [number, number];
  private readonly startHp: [number, number];
  private readonly codes: [Int8Array, Int8Array];
  private readonly lowest: [number, number];
  private readonly hp = new Int32Array(2);
  private readonly floorAtZero: boolean;
  private readonly attacksPerTurn: number;
  private readonly tieBreak: readonly ("higherReflex" | "rollOff" | "manual")[];
  private readonly maxRounds: number;

  /** The data it was made from, to hand to another thread. */
  readonly data: CompiledDuel;

  constructor(data: CompiledDuel) {
    this.data = data;
    // Copied to fields of its own: the fight loop reads them on every attack.
    this.weapons = data.weapons;
    this.notes = data.notes;
    this.attack = data.attack;
    this.defense = data.defense;
    this.damage = data.damage;
    this.init = data.init;
    this.reflex = data.reflex;
    this.startHp = data.startHp;
    this.codes = data.codes;
    this.lowest = data.lowest;
    this.floorAtZero = data.floorAtZero;
    this.attacksPerTurn = data.attacksPerTurn;
    this.tieBreak = data.tieBreak;
    this.maxRounds = data.maxRounds;
  }

  /** L13-INIT-1, 2, 4: one Reflex die each, A then B; ties by the tie-break chain, A first if none. */
  private first(d: Dice): Side {
    const a = throwPool(this.init[0], d);
    const b = throwPool(this.init[1], d);
    if (a !== b) return a > b ? 0 : 1;
    let rollOffs = 0;
    for (let step = 0; ; ) {
      const rule = this.tieBreak[step];
      if (rule === undefined || rule === "manual") return 0;
      if (rule === "higherReflex") {
        if (this.reflex[0] !== this.reflex[1]) return this.reflex[0] > this.reflex[1] ? 0 : 1;
        step++;
        continue;
      }
      // A roll-off among the tied, again and again while they still tie.
      if (++rollOffs > 1000)
        throw new EngineError("refused", "the initiative roll-off would not end", ["participants"]);
      const x = throwPool(this.init[0], d);
      const y = throwPool(this.init[1], d);
      if (x !== y) return x > y ? 0 : 1;
    }
  }

  fight(d: Dice, rec: FightRecorder): void {
    const hp = this.hp;
    hp[0] = this.startHp[0];
    hp[1] = this.startHp[1];
    const first = this.first(d);
    rec.begin(first);
    for (let round = 1; round <= this.maxRounds; round++) {
      for (let turn = 0; turn < 2; turn++) {
        const atk: Side = turn === 0 ? first : first === 0 ? 1 : 0;
        const def: Side = atk === 0 ? 1 : 0;
        for (let k = 0; k < this.attacksPerTurn; k++) {
          const a = throwPool(this.attack[atk][hp[atk]!]!, d);
          const b = throwPool(this.defense[def][hp[def]!]!, d);
          if (a <= b) {
            rec.attack(atk, false, 0);
            continue;
          }
          const die = this.damage[atk];
          const dealt = a - b + (die === null ? 0 : throwPool(die, d));
          let left = hp[def]! - dealt;
          if (this.floorAtZero && left < 0) left = 0;
          hp[def] = left;
          rec.attack(atk, true, dealt);
          const low = this.lowest[def];
          const code = left <= low ? DEAD : this.codes[def][left - low]!;
          if (code !== OK) {
            rec.end(round, SIDE_BIT[def], code === DEAD ? SIDE_BIT[def] : 0, false);
            return;
          }
        }
      }
    }
    rec.end(this.maxRounds, 0, 0, true);
  }
}

/** A duel from data another thread compiled (the worker's side of DuelStrategy.pack). */
export function reviveDuel(data: unknown): PreparedDuel {
  return new FastDuel(data as CompiledDuel);
}
