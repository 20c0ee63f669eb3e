// A Lucidity duel, played through the ruleset's own actions on a table state (no log kept): the
// initiative action (d20 + AWA once, LUC-ATTR-5), then turns of two actions in which each side
// attacks as often as its weapon's cost allows (melee 2 actions, ranged 1: LUC-OPT-1, 3), each attack
// rolled, penetrated and applied by the attack action (LUC-CMB-1..8, LUC-ZERO-1); nextTurn runs the
// end of each round, and every Lucidity (CON) roll it calls for is rolled (LUC-ZERO-3..7).
// The 0-Health rules (a wound, or a last turn of guaranteed successes and then death) live in the
// action layer, which is why this strategy drives the actions instead of lower-level functions.
//
// The duellists' choices, where the book leaves them to the player: they never roll Lucidity in
// place of an attack, and after a failed 0-Health roll of degree 1–4 they take the wound (which does
// not stop them) rather than a guaranteed turn followed by unconsciousness (LUC-ZERO-8).
// A side drops when it can no longer act: dead, unconscious, or an NPC without Lucidity at 0 Health
// (defeated, LUC-ZERO-1: the GM decides whether dead, so it counts as dropped, not dead). A side in
// its final turn is counted dead: it dies at the end of that turn whatever happens.

import type { DiceSource } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import { apply } from "../../engine/events.js";
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
import type { Action } from "../../engine/ruleset.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { idCounter } from "../../engine/table.js";
import { attackAction } from "./actions/attack.js";
import { type AttackParams, attackParams, prepareAttack } from "./actions/attack-spec.js";
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

const IDS = ["a", "b"] as const;
const sideOf = (id: string): Side => (id === "a" ? 0 : 1);

/** Dice for checking the setup: faces in turn, so a tie cannot repeat forever. */
function cycling(): DiceSource {
  let i = 0;
  return { roll: (faces) => faces[i++ % faces.length]! };
}

class LucidityDuel implements PreparedDuel {
  readonly unit = "round";
  readonly notes: string[] = [];
  readonly weapons: [string, string];
  private readonly initial: TableState;
  private readonly params: [AttackParams, AttackParams];
  private readonly start: unknown;

  constructor(
    private readonly o: LucidityOptions,
    fighters: [LucidityCharacter, LucidityCharacter],
    choice: [string | undefined, string | undefined],
    private readonly maxRounds: number,
  ) {
    fighters.forEach((c, side) => {
      if (!canAct(c, o))
        throw new EngineError("refused", `${c.name} cannot fight (${c.status}, ${c.health} Health)`, [
          "fighters",
          side,
          "status",
        ]);
    });
    this.initial = {
      ...emptyState("lucidity", o),
      characters: Object.fromEntries(
        fighters.map((c, side) => [IDS[side], { id: IDS[side], name: c.name, owner: null, data: c }]),
      ),
    };
    this.params = ([0, 1] as const).map((side) =>
      attackParams.parse({
        attacker: IDS[side],
        defender: IDS[1 - side],
        ...(choice[side] === undefined ? {} : { weapon: choice[side] }),
      }),
    ) as [AttackParams, AttackParams];
    const gm = o.initiativeMode === "gm-order";
    this.start = initiativeParams.parse({
      participants: [{ character: "a" }, { character: "b" }],
      ...(gm ? { order: ["a", "b"] } : {}),
    });
    if (gm) this.notes.push("initiativeMode is gm-order: A acts first");
    // Weapons are checked as in combat: a weapon must be designated (LUC-OPT-12).
    const dice = cycling();
    const newId = idCounter();
    let state = this.initial;
    for (const e of initiativeAction.resolve({ state, options: o, dice, newId }, this.start).events)
      state = apply(state, e, reduceLucidity);
    this.weapons = ([0, 1] as const).map((side) => {
      try {
        return prepareAttack(state, this.params[side], o).weapon.name;
      } catch (e) {
        if (e instanceof EngineError) throw new EngineError(e.code, e.message, ["fighters", side, "weapon"]);
        throw e;
      }
    }) as [string, string];
  }

  /** The sides that can no longer act, and those dead or in their final turn. */
  private outcome(state: TableState): { down: number; dead: number } {
    let down = 0;
    let dead = 0;
    for (const side of [0, 1] as const) {
      const c = state.characters[IDS[side]]!.data as LucidityCharacter;
      const doomed = c.status === "dead" || c.effects.pending?.kind === "final-turn";
      if (!canAct(c, this.o)) down |= SIDE_BIT[side];
      if (doomed) dead |= SIDE_BIT[side];
    }
    // The fight is over once someone is out; a side in its final turn then falls with them.
    return down === 0 ? { down: 0, dead: 0 } : { down: down | dead, dead };
  }

  fight(d: Dice, rec: FightRecorder): void {
    const o = this.o;
    const dice = diceSource(d);
    const newId = idCounter();
    let state = this.initial;
    const run = <P>(a: Action<P, LucidityOptions>, p: P) => {
      const r = a.resolve({ state, options: o, dice, newId }, p);
      for (const e of r.events) state = apply(state, e, reduceLucidity);
      return r;
    };
    run(initiativeAction, this.start);
    const first = state.encounter!;
    rec.begin(sideOf(first.order[first.current]!));
    for (;;) {
      const e = state.encounter!;
      const round = e.round;
      if (round > this.maxRounds) {
        rec.end(this.maxRounds, 0, 0, true);
        return;
      }
      const atk = sideOf(e.participants.find((p) => p.id === e.order[e.current])!.character);
      const cost = prepareAttack(state, this.params[atk], o).cost;
      while ((state.encounter!.budget?.left.action ?? 0) >= cost) {
        const r = run(attackAction, this.params[atk]);
        const out = r.roll!.outcome as { hit: boolean; damage: number };
        rec.attack(atk, out.hit, out.hit ? out.damage : 0);
        const end = this.outcome(state);
        if (end.down !== 0) {
          rec.end(round, end.down, end.dead, false);
          return;
        }
      }
      run(nextTurnAction, {});
      // LUC-ZERO-3..6: the Lucidity (CON) rolls the round's end called for, then the wounds.
      for (const [id, n] of Object.entries(state.notes))
        if (n.open && n.kind === "zero-health-roll")
          run(
            zeroHealthRollAction,
            zeroRollParams.parse({ character: (n.data as { character: string }).character, note: id }),
          );
      for (const [id, n] of Object.entries(state.notes))
        if (n.open && n.kind === "wound") {
          const days = woundByKind((n.data as { proposed: WoundKind }).proposed).days;
          const gmPicks = o.woundDuration === "gm" && days !== null;
          run(
            settleWoundAction,
            settleWoundParams.parse({ note: id, choice: "wound", ...(gmPicks ? { days: days[0] } : {}) }),
          );
        }
      const end = this.outcome(state);
      if (end.down !== 0) {
        rec.end(round, end.down, end.dead, false);
        return;
      }
    }
  }
}

export const lucidityDuel: DuelStrategy = {
  ruleset: "lucidity",
  summary:
    "d20 + AWA initiative; each turn's two actions spent on attacks against Defense, Penetration against Protection; 0 Health eats Lucidity and calls for the Lucidity (CON) roll; ends when a side is out",
  prepare: (req: DuelRequest) => {
    noSettings(req.settings, "Lucidity");
    return new LucidityDuel(
      req.options as LucidityOptions,
      req.fighters as [LucidityCharacter, LucidityCharacter],
      req.weapons,
      req.maxRounds,
    );
  },
};
