// The Lucky 13 group fight's loop over plain data (group.ts works the data out with the ruleset's own
// functions and holds the reference that plays through the engine). Like duel-fast.ts it imports no
// rules, only the flattened pools and HP status tables.

import { orderByInitiative } from "../../engine/encounter.js";
import { EngineError } from "../../engine/errors.js";
import type { Dice } from "../../engine/facets/fight.js";
import {
  type GroupRecorder,
  type PreparedGroupFight,
  pickTarget,
  type Tactics,
} from "../../engine/facets/group-fight.js";
import { DEAD, type FastPool, OK, throwPool } from "./duel-fast.js";

export interface CompiledGroup {
  combatants: { name: string; side: 0 | 1; weapon: string }[];
  notes: string[];
  /** attack[c][hp], defense[c][hp]: combatant c's pools at that HP (L13-HP-4). */
  attack: FastPool[][];
  defense: FastPool[][];
  damage: (FastPool | null)[];
  init: FastPool[];
  reflex: number[];
  startHp: number[];
  /** Status code by HP from lowest[c] up to the starting HP, as in the duel. */
  codes: Int8Array[];
  lowest: number[];
  floorAtZero: boolean;
  attacksPerTurn: number;
  tieBreak: readonly ("higherReflex" | "rollOff" | "manual")[];
  tactics: [Tactics, Tactics];
  maxRounds: number;
}

export class FastGroupFight implements PreparedGroupFight {
  readonly combatants: CompiledGroup["combatants"];
  readonly notes: string[];
  private readonly g: CompiledGroup;
  private readonly n: number;
  private readonly hp: Int32Array;
  private readonly attacked: Int32Array;
  private readonly up: Uint8Array;
  private readonly side: Uint8Array;
  /** Scratch list of the foes standing, reused on every attack. */
  private readonly standing: number[] = [];

  constructor(g: CompiledGroup) {
    this.g = g;
    this.combatants = g.combatants;
    this.notes = g.notes;
    this.n = g.combatants.length;
    this.hp = new Int32Array(this.n);
    this.attacked = new Int32Array(this.n);
    this.up = new Uint8Array(this.n);
    this.side = Uint8Array.from(g.combatants.map((c) => c.side));
  }

  /**
   * L13-INIT-1, 2, 4 as the initiative action runs it: one Reflex die each in listed order, highest
   * first; ties to the larger Reflex die, then roll-offs among the tied only, again while they tie.
   */
  private order(d: Dice): number[] {
    const g = this.g;
    const values = g.init.map((p, c) => ({ id: String(c), initiative: throwPool(p, d) }));
    let rollOffs = 0;
    const breakUnits = (units: string[], step: number): string[] => {
      const rule = g.tieBreak[step];
      if (units.length < 2 || rule === undefined || rule === "manual") return units;
      if (rule === "higherReflex") {
        return orderByInitiative(
          units.map((u) => ({ id: u, initiative: g.reflex[Number(u)]! })),
          (still) => breakUnits(still, step + 1),
        );
      }
      if (++rollOffs > 1000)
        throw new EngineError("refused", "the initiative roll-off would not end", ["participants"]);
      const again = units.map((u) => ({ id: u, initiative: throwPool(g.init[Number(u)]!, d) }));
      return orderByInitiative(again, (still) => breakUnits(still, step));
    };
    return orderByInitiative(values, (tied) => breakUnits(tied, 0)).map(Number);
  }

  fight(d: Dice, rec: GroupRecorder): void {
    const g = this.g;
    const { n, hp, attacked, up, side, standing } = this;
    const left = [0, 0];
    for (let c = 0; c < n; c++) {
      hp[c] = g.startHp[c]!;
      attacked[c] = 0;
      up[c] = 1;
      left[side[c]!]!++;
    }
    const order = this.order(d);
    rec.begin(order);
    let current = 0;
    let round = 1;
    for (;;) {
      if (round > g.maxRounds) {
        rec.end(g.maxRounds, null, true);
        return;
      }
      const atk = order[current]!;
      const foe = side[atk] === 0 ? 1 : 0;
      const focus = g.tactics[side[atk]!]!.focus;
      for (let k = 0; k < g.attacksPerTurn; k++) {
        standing.length = 0;
        for (let c = 0; c < n; c++) if (side[c] === foe && up[c] === 1) standing.push(c);
        const def = pickTarget(focus, standing, hp, attacked);
        attacked[def]!++;
        const a = throwPool(g.attack[atk]![hp[atk]!]!, d);
        const b = throwPool(g.defense[def]![hp[def]!]!, d);
        if (a <= b) {
          rec.attack(atk, def, false, 0);
          continue;
        }
        const die = g.damage[atk];
        const dealt = a - b + (die === null || die === undefined ? 0 : throwPool(die, d));
        let rest = hp[def]! - dealt;
        if (g.floorAtZero && rest < 0) rest = 0;
        hp[def] = rest;
        rec.attack(atk, def, true, dealt);
        const low = g.lowest[def]!;
        const code = rest <= low ? DEAD : g.codes[def]![rest - low]!;
        if (code !== OK) {
          up[def] = 0;
          rec.drop(def, code === DEAD);
          if (--left[foe]! === 0) {
            rec.end(round, side[atk] as 0 | 1, false);
            return;
          }
        }
      }
      // The next participant who can act, as the nextTurn action skips the fallen.
      do {
        if (++current === n) {
          current = 0;
          round++;
        }
      } while (up[order[current]!] === 0);
    }
  }
}
