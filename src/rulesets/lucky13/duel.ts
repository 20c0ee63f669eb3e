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
} from "../../engine/facets/fight.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import { type AttackParams, attackParams, prepare as prepareAttack } from "./actions/attack.js";
import { canAct, dieSize, type L13Character, type L13Options, status } from "./character/index.js";
import { buildPool, dieRule, type Pool, type PoolSpec, resolveDiceOptions } from "./dice/index.js";
import { type CompiledDuel, DEAD, DOWN, FastDuel, type FastPool, OK } from "./duel-fast.js";

const IDS = ["a", "b"] as const;

/** Flattens a pool with the same die rules `rollPool` applies to it. */
/**
 * Pools compiled for the fast loops, each distinct pool once (a fight asks for the same pool at many
 * HP), and a one-die pool for damage or initiative.
 */
export function poolCompiler(o: L13Options) {
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
  return { compiled, single };
}

/**
 * Each fighter's status (ok, down, dead) at every HP from full down to the first dead one, as the
 * fast loops read it: `codes[i][hp - lowest[i]]`.
 */
export function statusTables(
  fighters: readonly L13Character[],
  o: L13Options,
): { lowest: number[]; codes: Int8Array[] } {
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
  return { lowest, codes };
}

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

/** Works out everything a fight reads, once per duel, with the ruleset's own functions. */
function compileDuel(s: Setup, maxRounds: number): CompiledDuel {
  const { o, fighters, params } = s;
  const attack: [FastPool[], FastPool[]] = [[], []];
  const defense: [FastPool[], FastPool[]] = [[], []];
  const { compiled, single } = poolCompiler(o);
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
      attack[side][hp] = compiled(prepareAttack(state, params[side], o).attackPool);
      defense[side][hp] = compiled(prepareAttack(state, params[1 - side]!, o).defensePool);
    }
    const die = prepareAttack(base, params[side], o).damageDie;
    damage.push(die === null ? null : single("damage", die));
  }
  const reflex = [0, 1].map((side) => dieSize(fighters[side]!.abilities[o.initiativeAbility])) as [
    number,
    number,
  ];
  const { lowest, codes } = statusTables(fighters, o);
  return {
    weapons: s.weapons,
    notes: s.notes,
    attack,
    defense,
    damage: damage as [FastPool | null, FastPool | null],
    init: [single("initiative", reflex[0]), single("initiative", reflex[1])],
    reflex,
    startHp: [fighters[0].hp, fighters[1].hp],
    codes: codes as [Int8Array, Int8Array],
    lowest: lowest as [number, number],
    floorAtZero: o.damageFloorAtZero,
    attacksPerTurn: o.attacksPerTurn,
    tieBreak: o.initiativeTieBreak,
    maxRounds,
  };
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
    return new FastDuel(compileDuel(setup(req), req.maxRounds));
  },
  // A worker thread gets the compiled duel and plays it with duel-fast.ts alone.
  pack: (duel) => (duel as FastDuel).data,
};
