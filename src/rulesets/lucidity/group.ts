// Lucidity group fights, N against M, played as the duel plays them (duel.ts): through the ruleset's
// own actions, since its 0-Health rules live in the action layer. Initiative d20 + AWA once
// (LUC-ATTR-5, or the GM's order); each turn's actions spent on attacks while the weapon's cost
// allows (LUC-OPT-1, 3), each at the foe the side's focus picks among those who can still act;
// nextTurn runs the round's end and skips whoever cannot act, and every Lucidity (CON) roll and
// wound it calls for is rolled and taken, as in the duel (LUC-ZERO-3..8). Lucidity has no morale
// rules: a side fights until none of it can act.
//
// Two ways to run the same steps, proven equal by test/sim/group.test.ts: `lucidityGroup` resolves
// the action objects on a plain state; `lucidityEngineGroup` goes through a Table and
// `resolveAction` by the actions' names (parameter validation, events committed), the reference.

import { EngineError } from "../../engine/errors.js";
import { apply } from "../../engine/events.js";
import { type Dice, diceSource } from "../../engine/facets/fight.js";
import {
  type GroupFightStrategy,
  type GroupRecorder,
  type GroupRequest,
  type PreparedGroupFight,
  pickTarget,
} from "../../engine/facets/group-fight.js";
import type { Action, Ruleset } from "../../engine/ruleset.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import { attackAction } from "./actions/attack.js";
import { attackParams, prepareAttack } from "./actions/attack-spec.js";
import { initiativeAction, initiativeParams } from "./actions/initiative.js";
import { nextTurnAction, reduceLucidity } from "./actions/turn.js";
import {
  settleWoundAction,
  settleWoundParams,
  zeroHealthRollAction,
  zeroRollParams,
} from "./actions/zero.js";
import { canAct, type LucidityCharacter } from "./character/index.js";
import { type WoundKind, woundByKind } from "./data/wounds.js";
import type { LucidityOptions } from "./options/schema.js";

const idOf = (c: number) => `c${c}`;
const indexOf = (id: string) => Number(id.slice(1));

const ACTIONS: Record<string, Action<unknown, LucidityOptions>> = {
  initiative: initiativeAction as Action<unknown, LucidityOptions>,
  attack: attackAction as Action<unknown, LucidityOptions>,
  nextTurn: nextTurnAction as Action<unknown, LucidityOptions>,
  zeroHealthRoll: zeroHealthRollAction as Action<unknown, LucidityOptions>,
  settleWound: settleWoundAction as Action<unknown, LucidityOptions>,
};

/** How a fight runs an action: by its name, returning the roll's outcome; and the state after it. */
interface Executor {
  run(name: string, params: unknown): unknown;
  state(): TableState;
}

interface Setup {
  o: LucidityOptions;
  fighters: LucidityCharacter[];
  sideOf: (0 | 1)[];
  initial: TableState;
  start: unknown;
  combatants: { name: string; side: 0 | 1; weapon: string }[];
  notes: string[];
}

function setup(req: GroupRequest): Setup {
  const o = req.options as LucidityOptions;
  if (req.sides[0].length === 0 || req.sides[1].length === 0)
    throw new EngineError("invalid", "each side needs at least one fighter", ["sides"]);
  const fighters = [...(req.sides[0] as LucidityCharacter[]), ...(req.sides[1] as LucidityCharacter[])];
  const sideOf = fighters.map((_, i) => (i < req.sides[0].length ? 0 : 1)) as (0 | 1)[];
  fighters.forEach((c, i) => {
    if (!canAct(c, o))
      throw new EngineError("refused", `${c.name} cannot fight (${c.status}, ${c.health} Health)`, [
        "sides",
        sideOf[i]!,
        i - (sideOf[i] === 0 ? 0 : req.sides[0].length),
        "status",
      ]);
  });
  const initial: TableState = {
    ...emptyState("lucidity", o),
    characters: Object.fromEntries(
      fighters.map((c, i) => [idOf(i), { id: idOf(i), name: c.name, owner: null, data: c }]),
    ),
  };
  const gm = o.initiativeMode === "gm-order";
  const ids = fighters.map((_, i) => idOf(i));
  const start = initiativeParams.parse({
    participants: ids.map((character) => ({ character })),
    ...(gm ? { order: ids } : {}),
  });
  const notes = ["Lucidity has no morale rules: each side fights until none of it can act."];
  if (gm) notes.push("initiativeMode is gm-order: the party acts first, then the foes, in listed order");
  const firstFoe = (i: number) => sideOf.findIndex((s) => s !== sideOf[i]);
  const combatants = fighters.map((c, i) => ({
    name: c.name,
    side: sideOf[i]!,
    weapon: prepareAttack(initial, attackParams.parse({ attacker: idOf(i), defender: idOf(firstFoe(i)) }), o)
      .weapon.name,
  }));
  return { o, fighters, sideOf, initial, start, combatants, notes };
}

/** One fight, the same steps whichever executor runs the actions. */
function play(s: Setup, req: GroupRequest, x: Executor, rec: GroupRecorder): void {
  const { o, sideOf } = s;
  const n = sideOf.length;
  const char = (c: number) => x.state().characters[idOf(c)]!.data as LucidityCharacter;
  const doomed = (c: LucidityCharacter) => c.status === "dead" || c.effects.pending?.kind === "final-turn";
  const up = new Uint8Array(n).fill(1);
  const attacked = new Int32Array(n);
  const standing = (side: 0 | 1) => [...Array(n).keys()].filter((c) => sideOf[c] === side && up[c] === 1);
  /** Marks who can no longer act as dropped; returns whether the fight is over, and ends it. */
  const settle = (round: number): boolean => {
    for (let c = 0; c < n; c++)
      if (up[c] === 1 && !canAct(char(c), o)) {
        up[c] = 0;
        rec.drop(c, doomed(char(c)));
      }
    const left = [standing(0).length, standing(1).length];
    if (left[0]! > 0 && left[1]! > 0) return false;
    rec.end(round, left[0]! > 0 ? 0 : left[1]! > 0 ? 1 : null, false);
    return true;
  };
  x.run("initiative", s.start);
  rec.begin(
    x
      .state()
      .encounter!.order.map((id) =>
        indexOf(x.state().encounter!.participants.find((p) => p.id === id)!.character),
      ),
  );
  for (;;) {
    const e = x.state().encounter!;
    if (e.round > req.maxRounds) {
      rec.end(req.maxRounds, null, true);
      return;
    }
    const atk = indexOf(e.participants.find((p) => p.id === e.order[e.current])!.character);
    if (canAct(char(atk), o)) {
      const foe = sideOf[atk] === 0 ? 1 : 0;
      const focus = req.tactics[sideOf[atk]!].focus;
      for (;;) {
        const targets = standing(foe);
        const hp = Array.from({ length: n }, (_, c) => char(c).health);
        const def = pickTarget(focus, targets, hp, attacked);
        const p = attackParams.parse({ attacker: idOf(atk), defender: idOf(def) });
        if ((x.state().encounter!.budget?.left.action ?? 0) < prepareAttack(x.state(), p, o).cost) break;
        attacked[def]!++;
        const out = x.run("attack", p) as { hit: boolean; damage: number };
        rec.attack(atk, def, out.hit, out.hit ? out.damage : 0);
        if (settle(e.round)) return;
      }
    }
    x.run("nextTurn", {});
    // LUC-ZERO-3..6: the Lucidity (CON) rolls the round's end called for, then the wounds.
    for (const [id, note] of Object.entries(x.state().notes))
      if (note.open && note.kind === "zero-health-roll")
        x.run(
          "zeroHealthRoll",
          zeroRollParams.parse({ character: (note.data as { character: string }).character, note: id }),
        );
    for (const [id, note] of Object.entries(x.state().notes))
      if (note.open && note.kind === "wound") {
        const days = woundByKind((note.data as { proposed: WoundKind }).proposed).days;
        const gmPicks = o.woundDuration === "gm" && days !== null;
        x.run(
          "settleWound",
          settleWoundParams.parse({ note: id, choice: "wound", ...(gmPicks ? { days: days[0] } : {}) }),
        );
      }
    if (settle(x.state().encounter!.round)) return;
  }
}

/** The group fight on a plain state, resolving the action objects directly. */
export const lucidityGroup: GroupFightStrategy = {
  initiative: "rolled order: d20 + AWA once each, highest first (LUC-ATTR-5), or the GM's order",
  prepare(req) {
    const s = setup(req);
    return {
      combatants: s.combatants,
      notes: s.notes,
      fight(d: Dice, rec: GroupRecorder) {
        const dice = diceSource(d);
        const newId = idCounter();
        let state = s.initial;
        play(
          s,
          req,
          {
            run(name, p) {
              const r = ACTIONS[name]!.resolve({ state, options: s.o, dice, newId }, p);
              for (const e of r.events) state = apply(state, e, reduceLucidity);
              return r.roll?.outcome;
            },
            state: () => state,
          },
          rec,
        );
      },
    };
  },
};

/** The reference: a Table per fight, every action through `resolveAction` by name. */
export function lucidityEngineGroup(
  ruleset: Ruleset,
  rawOptions: unknown,
  req: GroupRequest,
): PreparedGroupFight {
  const s = setup(req);
  return {
    combatants: s.combatants,
    notes: s.notes,
    fight(d: Dice, rec: GroupRecorder) {
      const dice = diceSource(d);
      const table = new Table(ruleset, emptyState(ruleset.id, rawOptions));
      table.commit(
        s.fighters.map((c, i) => ({
          type: "character.added" as const,
          character: { id: idOf(i), name: c.name, owner: null, data: c },
        })),
      );
      const newId = idCounter();
      play(
        s,
        req,
        {
          run(name, p) {
            const r = resolveAction(ruleset, table.state, name, p, dice, newId);
            table.commit(r.events);
            return r.roll?.outcome;
          },
          state: () => table.state,
        },
        rec,
      );
    },
  };
}
