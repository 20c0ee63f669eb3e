// A Lucky 13 duel, as the rules run it: both roll their Reflex die for initiative once (L13-INIT-1, 2,
// 4, 5), then take turns in that order; each turn is `attacksPerTurn` attacks (L13-CMB-6): Reflex +
// combat skill + Accuracy against Reflex + combat skill + the Defensive die, a hit dealing the
// Damage die + the margin (L13-CMB-1..4, 7..9). Pools follow the current Pulse die (L13-HP-4). The
// fight ends when a side drops to 0 HP or below — dying and unconscious, or dead at once if the hit
// reached the death threshold (L13-DEATH-1, 5) — or at the round limit.
//
// Two ways to play it, proven equal by duel.test.ts on the same dice:
//   fast    every pool is built once by the ruleset's own functions (the attack action's `prepare`,
//           `buildPool`, `dieRule`) and flattened into arrays; a fight then only draws numbers.
//   engine  the generic path: a Table, `resolveAction` for initiative, attack and nextTurn, events
//           folded into the state. It is the reference, and the peer of the benchmark.

import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import {
  type Dice,
  type DuelRequest,
  type DuelStrategy,
  diceSource,
  type FightRecorder,
  noSettings,
  type PreparedDuel,
  SIDE_BIT,
  type Side,
} from "../../sim/strategy.js";
import { type AttackParams, attackParams, prepare as prepareAttack } from "./actions/attack.js";
import { canAct, dieSize, type L13Character, type L13Options, status } from "./character/index.js";
import { buildPool, dieRule, type Pool, type PoolSpec, resolveDiceOptions } from "./dice/index.js";

const IDS = ["a", "b"] as const;

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

/** Flattens a pool with the same die rules `rollPool` applies to it. */
export function compilePool(pool: Pool, o: L13Options): FastPool {
  const dice = resolveDiceOptions(o);
  const n = pool.slots.length;
  const total = pool.slots.reduce((s, slot) => s + slot.dice.length, 0);
  const p: FastPool = {
    slots: n,
    rolls: new Int32Array(n),
    keep: new Int8Array(n),
    start: new Int32Array(n + 1),
    sizes: new Int32Array(total),
    chains: new Float64Array(total),
  };
  let i = 0;
  pool.slots.forEach((slot, s) => {
    p.rolls[s] = slot.rolls;
    p.keep[s] = slot.keep === "highest" ? 1 : slot.keep === "lowest" ? 2 : 0;
    p.start[s] = i;
    slot.dice.forEach((size, k) => {
      p.sizes[i] = size;
      p.chains[i] = dieRule(slot.role, k > 0, dice).maxRerolls;
      i++;
    });
  });
  p.start[n] = i;
  return p;
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

/** The table a duel is fought at: the two characters as "a" and "b". */
function duelState(options: unknown, a: L13Character, b: L13Character): TableState {
  return {
    ...emptyState("lucky13", options),
    characters: {
      a: { id: "a", name: a.name, owner: null, data: a },
      b: { id: "b", name: b.name, owner: null, data: b },
    },
  };
}

function sideError(side: Side, e: unknown, field: string): never {
  if (e instanceof EngineError) throw new EngineError(e.code, e.message, ["fighters", side, field], e.issues);
  throw e;
}

/**
 * Each side's attack parameters: its weapon (default: its first, L13-CMB-7) and, as L13-CMB-11's
 * example has it, the attacker's specialization of the combat skill named after that weapon.
 */
function paramsOf(c: L13Character, side: Side, weapon: string | undefined, o: L13Options): AttackParams {
  const used = weapon ?? c.weapons[0]?.name;
  const spec =
    used === undefined
      ? undefined
      : c.specializations.find(
          (s) => s.skill === o.combatSkill && s.name.toLowerCase() === used.toLowerCase(),
        );
  return attackParams.parse({
    attacker: IDS[side],
    defender: IDS[1 - side],
    ...(weapon === undefined ? {} : { weapon }),
    attackerModifiers: spec ? { specialization: spec.id } : {},
  });
}

const OK = 0;
const DOWN = 1;
const DEAD = 2;

interface Setup {
  o: L13Options;
  fighters: [L13Character, L13Character];
  params: [AttackParams, AttackParams];
  weapons: [string, string];
  /** What the duel assumed on the characters' behalf, for the report. */
  notes: string[];
}

function setup(req: DuelRequest): Setup {
  const o = req.options as L13Options;
  const fighters = req.fighters as [L13Character, L13Character];
  fighters.forEach((c, side) => {
    if (!canAct(c, o))
      throw new EngineError(
        "refused",
        `${c.name} cannot fight: ${status(c, o).status} at ${c.hp} HP (L13-DEATH-1)`,
        ["fighters", side, "hp"],
      );
  });
  const params = ([0, 1] as const).map((side) => {
    try {
      return paramsOf(fighters[side], side, req.weapons[side], o);
    } catch (e) {
      return sideError(side, e, "weapon");
    }
  }) as [AttackParams, AttackParams];
  const state = duelState(o, fighters[0], fighters[1]);
  const weapons = ([0, 1] as const).map((side) => {
    try {
      return prepareAttack(state, params[side], o).weaponName;
    } catch (e) {
      const c = fighters[side];
      if (e instanceof EngineError && e.path[0] === "weapon") {
        const names = [...c.weapons.map((w) => w.name), "unarmed"].join(", ");
        return sideError(side, new EngineError(e.code, `${e.message} (weapons: ${names})`), "weapon");
      }
      throw e;
    }
  }) as [string, string];
  const notes = params.flatMap((p, side) => {
    const id = p.attackerModifiers.specialization;
    const spec = fighters[side]!.specializations.find((s) => s.id === id);
    return spec
      ? [
          `${fighters[side]!.name} attacks with the specialization ${spec.name} (level ${spec.level}), named after the weapon (L13-CMB-11)`,
        ]
      : [];
  });
  return { o, fighters, params, weapons, notes };
}

class FastDuel implements PreparedDuel {
  readonly unit = "round";
  readonly notes: string[];
  readonly weapons: [string, string];
  /** attack[side][hp], defense[side][hp]: the pools at that side's current HP (L13-HP-4). */
  private readonly attack: [FastPool[], FastPool[]] = [[], []];
  private readonly defense: [FastPool[], FastPool[]] = [[], []];
  private readonly damage: [FastPool | null, FastPool | null];
  private readonly init: [FastPool, FastPool];
  private readonly reflex: [number, number];
  private readonly startHp: [number, number];
  /** status code by HP, from `lowest[side]` (dead, and everything below it) up to the starting HP. */
  private readonly codes: [Int8Array, Int8Array];
  private readonly lowest: [number, number];
  private readonly hp = new Int32Array(2);
  private readonly floorAtZero: boolean;
  private readonly attacksPerTurn: number;
  private readonly tieBreak: readonly ("higherReflex" | "rollOff" | "manual")[];
  private readonly maxRounds: number;

  constructor(s: Setup, maxRounds: number) {
    const { o, fighters, params } = s;
    this.weapons = s.weapons;
    this.notes = s.notes;
    this.maxRounds = maxRounds;
    this.floorAtZero = o.damageFloorAtZero;
    this.attacksPerTurn = o.attacksPerTurn;
    this.tieBreak = o.initiativeTieBreak;
    const cache = new Map<string, FastPool>();
    const compiled = (spec: PoolSpec | Pool): FastPool => {
      const pool = buildPool(spec, o);
      const key = JSON.stringify(pool.slots.map((x) => [x.role, x.dice, x.rolls, x.keep]));
      const known = cache.get(key);
      if (known) return known;
      const p = compilePool(pool, o);
      cache.set(key, p);
      return p;
    };
    const single = (role: "damage" | "initiative", size: number) =>
      compiled({ slots: [{ role, base: size as 4 }] });
    const base = duelState(o, fighters[0], fighters[1]);
    const damage: (FastPool | null)[] = [];
    for (const side of [0, 1] as const) {
      const c = fighters[side];
      // Only HP changes during a duel, so each pool is built for every HP the side can fight at.
      for (let hp = 1; hp <= c.hp; hp++) {
        const state = {
          ...base,
          characters: {
            ...base.characters,
            [IDS[side]]: { ...base.characters[IDS[side]]!, data: { ...c, hp } },
          },
        };
        this.attack[side][hp] = compiled(prepareAttack(state, params[side], o).attackPool);
        this.defense[side][hp] = compiled(prepareAttack(state, params[1 - side]!, o).defensePool);
      }
      const die = prepareAttack(base, params[side], o).damageDie;
      damage.push(die === null ? null : single("damage", die));
    }
    this.damage = damage as [FastPool | null, FastPool | null];
    this.reflex = [0, 1].map((side) => dieSize(fighters[side]!.abilities[o.initiativeAbility])) as [
      number,
      number,
    ];
    this.init = [single("initiative", this.reflex[0]), single("initiative", this.reflex[1])];
    this.startHp = [fighters[0].hp, fighters[1].hp];
    const lowest: number[] = [];
    const codes: Int8Array[] = [];
    for (const c of fighters) {
      const code = (hp: number) => {
        // What `damage` leaves: any wound undoes stabilization (L13-DEATH-7).
        const st = status({ ...c, hp, stabilized: false }, o).status;
        return st === "ok" ? OK : st === "dead" ? DEAD : DOWN;
      };
      let low = Math.min(0, c.hp);
      while (code(low) !== DEAD) low--;
      const table = new Int8Array(c.hp - low + 1);
      for (let hp = low; hp <= c.hp; hp++) table[hp - low] = code(hp);
      lowest.push(low);
      codes.push(table);
    }
    this.lowest = lowest as [number, number];
    this.codes = codes as [Int8Array, Int8Array];
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

/**
 * The same duel through the generic engine: a fresh Table per fight, every intent validated and
 * resolved by `resolveAction`, every event folded into the state. Slow, and the reference.
 */
export function lucky13EngineDuel(ruleset: Ruleset, rawOptions: unknown, req: DuelRequest): PreparedDuel {
  const s = setup(req);
  const { o, fighters, params } = s;
  const initial = emptyState(ruleset.id, rawOptions);
  return {
    unit: "round",
    notes: s.notes,
    weapons: s.weapons,
    fight(d: Dice, rec: FightRecorder) {
      const dice = diceSource(d);
      const table = new Table(ruleset, initial);
      table.commit(
        fighters.map((c, side) => ({
          type: "character.added" as const,
          character: { id: IDS[side], name: c.name, owner: null, data: c },
        })),
      );
      const newId = idCounter();
      const act = (name: string, p: unknown) =>
        table.commit(resolveAction(ruleset, table.state, name, p, dice, newId).events);
      act("initiative", { participants: [{ character: "a" }, { character: "b" }] });
      rec.begin(table.state.encounter!.order[0] === "a" ? 0 : 1);
      for (;;) {
        const e = table.state.encounter!;
        if (e.round > req.maxRounds) {
          rec.end(req.maxRounds, 0, 0, true);
          return;
        }
        const atk: Side = e.order[e.current] === "a" ? 0 : 1;
        const def: Side = atk === 0 ? 1 : 0;
        for (let k = 0; k < o.attacksPerTurn; k++) {
          const added = act("attack", params[atk]);
          const roll = added.find((x) => x.event.type === "roll")!.event as unknown as {
            roll: { outcome: { hit: boolean; damage: number } };
          };
          rec.attack(atk, roll.roll.outcome.hit, roll.roll.outcome.damage);
          const after = status(table.state.characters[IDS[def]]!.data as L13Character, o).status;
          if (after !== "ok") {
            rec.end(e.round, SIDE_BIT[def], after === "dead" ? SIDE_BIT[def] : 0, false);
            return;
          }
        }
        act("nextTurn", {});
      }
    },
  };
}

export const lucky13Duel: DuelStrategy = {
  ruleset: "lucky13",
  summary:
    "Reflex initiative once; each turn an attack (Reflex + combat skill + Accuracy against Reflex + combat skill + Defensive die), Damage die + margin on a hit; ends when a side drops to 0 HP",
  prepare: (req) => {
    noSettings(req.settings, "Lucky 13");
    return new FastDuel(setup(req), req.maxRounds);
  },
};
