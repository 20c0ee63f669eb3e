// Lucky 13 group fights, N against M: everyone rolls Reflex once (L13-INIT-1..5) and acts in that
// order, fallen combatants skipped (the nextTurn action's rule); each turn is `attacksPerTurn`
// attacks (L13-CMB-6) at the foe the side's focus picks among those still standing, each attack the
// duel's (L13-CMB-1..4, 7..9, pools by current Pulse L13-HP-4). A combatant drops at 0 HP or below
// (L13-DEATH-1, 5); the fight ends when one side has no one standing. Lucky 13 has no morale or
// surrender rules, so sides fight to the last.
//
// Two ways to play it, proven equal step by step by group.test.ts on the same dice:
//   fast    group-fast.ts over pools built once with the ruleset's own functions;
//   engine  a Table per fight, initiative, attack and nextTurn through `resolveAction`.

import { EngineError } from "../../engine/errors.js";
import { type Dice, diceSource } from "../../engine/facets/fight.js";
import {
  type GroupFightStrategy,
  type GroupRecorder,
  type GroupRequest,
  type PreparedGroupFight,
  pickTarget,
} from "../../engine/facets/group-fight.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import { type AttackParams, attackParams, prepare as prepareAttack } from "./actions/attack.js";
import { canAct, dieSize, type L13Character, type L13Options, status } from "./character/index.js";
import { poolCompiler, statusTables } from "./duel.js";
import type { FastPool } from "./duel-fast.js";
import { type CompiledGroup, FastGroupFight } from "./group-fast.js";

const idOf = (c: number) => `c${c}`;

interface Setup {
  o: L13Options;
  fighters: L13Character[];
  sideOf: (0 | 1)[];
  /** The attack parameters of c against d, built on demand (weapon: c's first, L13-CMB-7). */
  params(c: number, d: number): AttackParams;
  weapons: string[];
  notes: string[];
}

function setup(req: GroupRequest): Setup {
  const o = req.options as L13Options;
  const fighters = [...(req.sides[0] as L13Character[]), ...(req.sides[1] as L13Character[])];
  const sideOf = fighters.map((_, c) => (c < req.sides[0].length ? 0 : 1)) as (0 | 1)[];
  if (req.sides[0].length === 0 || req.sides[1].length === 0)
    throw new EngineError("invalid", "each side needs at least one fighter", ["sides"]);
  fighters.forEach((c, i) => {
    if (!canAct(c, o))
      throw new EngineError(
        "refused",
        `${c.name} cannot fight: ${status(c, o).status} at ${c.hp} HP (L13-DEATH-1)`,
        ["sides", sideOf[i]!, i - (sideOf[i] === 0 ? 0 : req.sides[0].length), "hp"],
      );
  });
  // As in the duel: the attacker's specialization of the combat skill named after its weapon (L13-CMB-11).
  const specOf = fighters.map((c) => {
    const used = c.weapons[0]?.name;
    return used === undefined
      ? undefined
      : c.specializations.find(
          (s) => s.skill === o.combatSkill && s.name.toLowerCase() === used.toLowerCase(),
        );
  });
  const params = (c: number, d: number) =>
    attackParams.parse({
      attacker: idOf(c),
      defender: idOf(d),
      attackerModifiers: specOf[c] ? { specialization: specOf[c]!.id } : {},
    });
  const state = groupState(o, fighters);
  const firstFoe = (c: number) => sideOf.findIndex((s) => s !== sideOf[c]);
  const weapons = fighters.map((_, c) => prepareAttack(state, params(c, firstFoe(c)), o).weaponName);
  const notes = fighters.flatMap((c, i) =>
    specOf[i]
      ? [
          `${c.name} attacks with the specialization ${specOf[i]!.name} (level ${specOf[i]!.level}) (L13-CMB-11)`,
        ]
      : [],
  );
  notes.push("Lucky 13 has no morale or surrender rules: each side fights until no one of it stands.");
  return { o, fighters, sideOf, params, weapons, notes };
}

function groupState(options: unknown, fighters: L13Character[]): TableState {
  const s = emptyState("lucky13", options);
  return {
    ...s,
    characters: Object.fromEntries(
      fighters.map((c, i) => [idOf(i), { id: idOf(i), name: c.name, owner: null, data: c }]),
    ),
  };
}

/** Everything a fight reads, worked out once with the ruleset's own functions. */
function compileGroup(s: Setup, req: GroupRequest): CompiledGroup {
  const { o, fighters, sideOf } = s;
  const { compiled, single } = poolCompiler(o);
  const base = groupState(o, fighters);
  const attack: FastPool[][] = [];
  const defense: FastPool[][] = [];
  const damage: (FastPool | null)[] = [];
  fighters.forEach((c, i) => {
    const foe = sideOf.findIndex((x) => x !== sideOf[i]);
    attack[i] = [];
    defense[i] = [];
    for (let hp = 1; hp <= c.hp; hp++) {
      const at = {
        ...base,
        characters: { ...base.characters, [idOf(i)]: { ...base.characters[idOf(i)]!, data: { ...c, hp } } },
      };
      attack[i]![hp] = compiled(prepareAttack(at, s.params(i, foe), o).attackPool);
      // The defence pool is the defender's own (its Reflex, skill and Defensive die), whoever attacks.
      defense[i]![hp] = compiled(prepareAttack(at, s.params(foe, i), o).defensePool);
    }
    const die = prepareAttack(base, s.params(i, foe), o).damageDie;
    damage.push(die === null ? null : single("damage", die));
  });
  const reflex = fighters.map((c) => dieSize(c.abilities[o.initiativeAbility]));
  const { lowest, codes } = statusTables(fighters, o);
  return {
    combatants: fighters.map((c, i) => ({ name: c.name, side: sideOf[i]!, weapon: s.weapons[i]! })),
    notes: s.notes,
    attack,
    defense,
    damage,
    init: reflex.map((r) => single("initiative", r)),
    reflex,
    startHp: fighters.map((c) => c.hp),
    codes,
    lowest,
    floorAtZero: o.damageFloorAtZero,
    attacksPerTurn: o.attacksPerTurn,
    tieBreak: o.initiativeTieBreak,
    tactics: req.tactics,
    maxRounds: req.maxRounds,
  };
}

/** The same group fight through the generic engine: slow, and the reference. */
export function lucky13EngineGroup(
  ruleset: Ruleset,
  rawOptions: unknown,
  req: GroupRequest,
): PreparedGroupFight {
  const s = setup(req);
  const { o, fighters, sideOf } = s;
  const n = fighters.length;
  const initial = emptyState(ruleset.id, rawOptions);
  return {
    combatants: fighters.map((c, i) => ({ name: c.name, side: sideOf[i]!, weapon: s.weapons[i]! })),
    notes: s.notes,
    fight(d: Dice, rec: GroupRecorder) {
      const dice = diceSource(d);
      const table = new Table(ruleset, initial);
      table.commit(
        fighters.map((c, i) => ({
          type: "character.added" as const,
          character: { id: idOf(i), name: c.name, owner: null, data: c },
        })),
      );
      const newId = idCounter();
      const act = (name: string, p: unknown) =>
        table.commit(resolveAction(ruleset, table.state, name, p, dice, newId).events);
      const data = (c: number) => table.state.characters[idOf(c)]!.data as L13Character;
      act("initiative", { participants: fighters.map((_, i) => ({ character: idOf(i) })) });
      rec.begin(table.state.encounter!.order.map((id) => Number(id.slice(1))));
      const attacked = new Int32Array(n);
      const up = new Uint8Array(n).fill(1);
      for (;;) {
        const e = table.state.encounter!;
        if (e.round > req.maxRounds) {
          rec.end(req.maxRounds, null, true);
          return;
        }
        const atk = Number(e.order[e.current]!.slice(1));
        const foe = sideOf[atk] === 0 ? 1 : 0;
        for (let k = 0; k < o.attacksPerTurn; k++) {
          const standing = [...Array(n).keys()].filter((c) => sideOf[c] === foe && up[c] === 1);
          const hp = fighters.map((_, c) => data(c).hp);
          const def = pickTarget(req.tactics[sideOf[atk]!].focus, standing, hp, attacked);
          attacked[def]!++;
          const added = act("attack", s.params(atk, def));
          const roll = added.find((x) => x.event.type === "roll")!.event as unknown as {
            roll: { outcome: { hit: boolean; damage: number } };
          };
          rec.attack(atk, def, roll.roll.outcome.hit, roll.roll.outcome.damage);
          const after = status(data(def), o).status;
          if (after !== "ok") {
            up[def] = 0;
            rec.drop(def, after === "dead");
            if (!standing.some((c) => c !== def)) {
              rec.end(e.round, sideOf[atk]!, false);
              return;
            }
          }
        }
        act("nextTurn", {});
      }
    },
  };
}

export const lucky13Group: GroupFightStrategy = {
  initiative: "rolled order: Reflex once each, highest first (L13-INIT)",
  prepare: (req) => new FastGroupFight(compileGroup(setup(req), req)),
};
