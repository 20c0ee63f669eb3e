// Objects group fights, N against M, played as the duel plays them (duel.ts) but through the ruleset's
// own actions, since shared initiative slots live in the action layer (a note per round). Everyone
// rolls DEX + Dodge again every round (OBJ-INIT-1..4); on their turn a fighter spends the turn's
// actions (OBJ-ACT-1) attacking with their first weapon (OBJ-ACT-3..8, OBJ-DMG-1..11) the foe their
// side's focus picks among those who can still act. Fighters tied into a shared slot act at the same
// time (OBJ-INIT-5): one downed by a slot-mate still acts, and drops are counted when the slot ends.
// The book has no morale rules (only a Phobia's flight, OBJ-TRAIT-22, which needs a trigger the
// simulator does not know): a side fights until none of it can act.
//
// Two ways to run the same steps, proven equal by group.test.ts: `objectsGroup` resolves the action
// objects on a plain state; `objectsEngineGroup` goes through a Table and `resolveAction` by the
// actions' names (parameter validation, events committed), the reference.

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
import { attackAction, attackParams } from "./actions/attack.js";
import { initiativeAction, initiativeParams, nextTurnAction } from "./actions/initiative.js";
import { openSlotNotes } from "./actions/slots.js";
import { viewOf } from "./bridge.js";
import { canAct, currentHealth, healthStates, type ObjCharacter, status } from "./character/index.js";
import { attackWeapon } from "./combat/weapons.js";
import type { ObjOptions } from "./options/schema.js";

const idOf = (c: number) => `c${c}`;
const indexOf = (id: string) => Number(id.slice(1));

const ACTIONS: Record<string, Action<unknown, ObjOptions>> = {
  initiative: initiativeAction as Action<unknown, ObjOptions>,
  attack: attackAction as Action<unknown, ObjOptions>,
  nextTurn: nextTurnAction as Action<unknown, ObjOptions>,
};

/** How a fight runs an action: by its name, returning the roll's outcome; and the state after it. */
interface Executor {
  run(name: string, params: unknown): unknown;
  state(): TableState;
}

interface Setup {
  o: ObjOptions;
  fighters: ObjCharacter[];
  sideOf: (0 | 1)[];
  initial: TableState;
  start: unknown;
  combatants: { name: string; side: 0 | 1; weapon: string }[];
  notes: string[];
}

function setup(req: GroupRequest): Setup {
  const o = req.options as ObjOptions;
  if (req.sides[0].length === 0 || req.sides[1].length === 0)
    throw new EngineError("invalid", "each side needs at least one fighter", ["sides"]);
  const fighters = [...(req.sides[0] as ObjCharacter[]), ...(req.sides[1] as ObjCharacter[])];
  const sideOf = fighters.map((_, i) => (i < req.sides[0].length ? 0 : 1)) as (0 | 1)[];
  const pathOf = (i: number) => ["sides", sideOf[i]!, i - (sideOf[i] === 0 ? 0 : req.sides[0].length)];
  const initial: TableState = {
    ...emptyState("objects", o),
    characters: Object.fromEntries(
      fighters.map((c, i) => [idOf(i), { id: idOf(i), name: c.name, owner: null, data: c }]),
    ),
  };
  const combatants = fighters.map((c, i) => {
    if (c.draft) throw new EngineError("refused", `${c.name} is still a draft`, [...pathOf(i), "draft"]);
    if (!canAct(c, o))
      throw new EngineError("refused", `${c.name} cannot fight (${status(c, o)})`, [...pathOf(i), "damage"]);
    return {
      name: c.name,
      side: sideOf[i]!,
      weapon: attackWeapon(c, viewOf(initial, idOf(i), c).traits, undefined, o).name,
    };
  });
  const start = initiativeParams.parse({ participants: fighters.map((_, i) => ({ character: idOf(i) })) });
  const notes = [
    "Objects has no morale rules: each side fights until none of it can act.",
    "Each fighter attacks with their first weapon.",
  ];
  if (o.defendMode === "declared-action")
    notes.push("defendMode is declared-action: everyone spends their actions attacking, so no one Defends");
  return { o, fighters, sideOf, initial, start, combatants, notes };
}

/** The participants sharing the current actor's slot this round, or null (OBJ-INIT-5). */
function slotOf(state: TableState): readonly string[] | null {
  const e = state.encounter!;
  const pid = e.order[e.current]!;
  for (const id of openSlotNotes(state)) {
    const data = state.notes[id]!.data as { round: number; slots: string[][] };
    if (data.round !== e.round) continue;
    const slot = data.slots.find((s) => s.includes(pid));
    if (slot) return slot;
  }
  return null;
}

/** One fight, the same steps whichever executor runs the actions. */
function play(s: Setup, req: GroupRequest, x: Executor, rec: GroupRecorder): void {
  const { o, sideOf } = s;
  const n = sideOf.length;
  const char = (c: number) => x.state().characters[idOf(c)]!.data as ObjCharacter;
  const dead = (c: number) => healthStates(char(c), o).dead;
  const up = new Uint8Array(n).fill(1);
  const attacked = new Int32Array(n);
  const hp = new Int32Array(n);
  const settle = (round: number): boolean => {
    for (let c = 0; c < n; c++)
      if (up[c] === 1 && !canAct(char(c), o)) {
        up[c] = 0;
        rec.drop(c, dead(c));
      }
    let left0 = 0;
    let left1 = 0;
    for (let c = 0; c < n; c++) if (up[c] === 1) sideOf[c] === 0 ? left0++ : left1++;
    if (left0 > 0 && left1 > 0) return false;
    rec.end(round, left0 > 0 ? 0 : left1 > 0 ? 1 : null, false);
    return true;
  };
  const participant = (pid: string) =>
    indexOf(x.state().encounter!.participants.find((p) => p.id === pid)!.character);
  x.run("initiative", s.start);
  rec.begin(x.state().encounter!.order.map(participant));
  for (;;) {
    const e = x.state().encounter!;
    if (e.round > req.maxRounds) {
      rec.end(req.maxRounds, null, true);
      return;
    }
    const atk = participant(e.order[e.current]!);
    const slot = slotOf(x.state());
    const shared = slot !== null;
    if (up[atk] === 1 && !dead(atk)) {
      const foe = sideOf[atk] === 0 ? 1 : 0;
      const focus = req.tactics[sideOf[atk]!].focus;
      for (let k = 0; k < o.actionsPerTurn; k++) {
        if (!shared && !canAct(char(atk), o)) break;
        const targets: number[] = [];
        for (let c = 0; c < n; c++) {
          hp[c] = currentHealth(char(c));
          if (sideOf[c] === foe && up[c] === 1 && canAct(char(c), o)) targets.push(c);
        }
        if (targets.length === 0) break;
        const def = pickTarget(focus, targets, hp, attacked);
        attacked[def]!++;
        const out = x.run(
          "attack",
          attackParams.parse({ attacker: idOf(atk), defender: idOf(def), simultaneous: shared }),
        ) as { outcome: string; damage: number };
        const hit = out.outcome === "hit";
        rec.attack(atk, def, hit, hit ? out.damage : 0);
      }
    }
    // A shared slot ends after its last living member: only then are its results counted together.
    const next = e.order[e.current + 1];
    const mateNext = slot !== null && next !== undefined && slot.includes(next) && !dead(participant(next));
    if (!mateNext && settle(e.round)) return;
    x.run("nextTurn", {});
  }
}

/** The group fight on a plain state, resolving the action objects directly. */
export const objectsGroup: GroupFightStrategy = {
  initiative:
    "rolled every round: DEX + Dodge successes, ties to DEX, WIS, then a shared slot (OBJ-INIT-1..5)",
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
              for (const e of r.events) state = apply(state, e);
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
export function objectsEngineGroup(
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
