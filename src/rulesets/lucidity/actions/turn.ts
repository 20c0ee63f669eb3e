// Turns and rounds (LUC-ACT-1, 4, LUC-ZERO-3, 7, 8, 9, LUC-OPT-5, 11, 13, LUC-ATTR-5): the next
// participant who can act takes their turn with a fresh allowance. Ending a guaranteed turn knocks the
// character out (or, the final turn, kills them); the end of a round calls for the Lucidity (CON) roll
// of everyone hurt at 0 Health, counts down spells being cast, and may reroll initiative.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { nextTurn as engineNextTurn } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { apply, type TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { canAct, changeLucidity, type LucidityCharacter, maxLucidityOf } from "../character/index.js";
import type { LucidityOptions } from "../options/schema.js";
import { rollInitiative } from "../rules/initiative.js";

function changed(id: string, data: LucidityCharacter, changes: string[]): TableEvent {
  return { type: "character.changed", id, data, changes };
}

/** Folds events into a working state as they are produced, so later steps see them. */
class Run {
  events: TableEvent[] = [];
  constructor(public state: TableState) {}
  push(...es: TableEvent[]) {
    for (const e of es) {
      this.state = apply(this.state, e, reduceLucidity);
      this.events.push(e);
    }
  }
  char(id: string): LucidityCharacter {
    return this.state.characters[id]!.data as LucidityCharacter;
  }
}

/** The ruleset's own event: a record of something ruled, with no effect on the state. */
export function reduceLucidity(state: TableState, event: { type: string }): TableState | undefined {
  return event.type === "lucidity.logged" ? state : undefined;
}

/** LUC-ZERO-7, 8: the end of a guaranteed turn. */
function endOfTurn(run: Run, characterId: string, o: LucidityOptions): void {
  const c = run.char(characterId);
  const p = c.effects.pending;
  if (p?.stage !== "active") return;
  const effects = { ...c.effects, pending: null };
  if (p.kind === "guaranteed") {
    run.push(
      changed(characterId, { ...c, status: "unconscious", effects }, [
        `${c.name}'s guaranteed turn ends: ${c.name} falls unconscious`,
      ]),
    );
    return;
  }
  let next: LucidityCharacter = { ...c, status: "dead", effects };
  const changes = [`${c.name}'s final turn ends: ${c.name} dies`];
  if (o.finalTurnLucidityTiming === "after-death") {
    const l = changeLucidity(next, maxLucidityOf(next) - next.lucidity, o, "all Lucidity regained at death");
    next = l.character;
    changes.push(...l.changes);
  }
  run.push(changed(characterId, next, changes));
}

/** Start of a participant's turn: readied actions and their Help lapse; a waiting guaranteed turn begins. */
function startOfTurn(run: Run, characterId: string, o: LucidityOptions): void {
  const c = run.char(characterId);
  const changes: string[] = [];
  let effects = c.effects;
  if (effects.readied) {
    changes.push(`${c.name}'s readied actions lapse unused`);
    effects = { ...effects, readied: null };
  }
  if (effects.pending?.stage === "waiting") {
    effects = { ...effects, pending: { ...effects.pending, stage: "active" } };
    changes.push(
      effects.pending!.kind === "final-turn"
        ? `${c.name}'s final turn: every roll is a guaranteed critical success`
        : `${c.name}'s guaranteed turn: every roll succeeds, then unconsciousness`,
    );
  }
  if (effects !== c.effects) run.push(changed(characterId, { ...c, effects }, changes));
  if (o.helpWindow !== "until-helper-next-turn") return;
  for (const [id, entry] of Object.entries(run.state.characters)) {
    const other = entry.data as LucidityCharacter;
    const aids = other.effects.aids.filter((a) => a.from !== characterId);
    if (aids.length !== other.effects.aids.length)
      run.push(
        changed(id, { ...other, effects: { ...other.effects, aids } }, [
          `Help from ${c.name} to ${other.name} lapses unused`,
        ]),
      );
  }
}

/** End of a round: Lucidity (CON) rolls owed (LUC-ZERO-3), spell countdowns (LUC-OPT-13). */
function endOfRound(run: Run, round: number, newId: (p: string) => string): void {
  const seen = new Set<string>();
  for (const p of run.state.encounter!.participants) {
    if (seen.has(p.character)) continue;
    seen.add(p.character);
    const c = run.char(p.character);
    if (c.status === "dead") continue;
    let next = c;
    const changes: string[] = [];
    if (c.effects.tracking.zeroHit) {
      next = {
        ...next,
        effects: { ...next.effects, tracking: { ...next.effects.tracking, zeroHit: false } },
      };
      run.push({
        type: "note.opened",
        id: newId("note"),
        kind: "zero-health-roll",
        text: `${c.name} took damage at 0 Health in round ${round}: a Lucidity (CON) roll is due`,
        data: { character: p.character, round },
      });
    }
    const casting = next.effects.casting;
    if (casting && casting.roundsLeft > 0) {
      next = {
        ...next,
        effects: { ...next.effects, casting: { ...casting, roundsLeft: casting.roundsLeft - 1 } },
      };
      changes.push(`${c.name}'s ${casting.spell}: ${casting.roundsLeft - 1} round(s) of casting left`);
    }
    if (next !== c) run.push(changed(p.character, next, changes));
  }
}

/** LUC-ATTR-5 with initiativeEachRound: a new order at the start of each round. */
function reroll(run: Run, dice: DiceSource, newId: (p: string) => string): string[] {
  const e = run.state.encounter!;
  const entries = e.participants.map((p) => ({ id: p.id, awa: run.char(p.character).attributes.AWA }));
  const r = rollInitiative(entries, dice);
  run.push({
    type: "roll",
    roll: {
      id: newId("roll"),
      action: "initiative",
      actor: null,
      summary: `Initiative for the new round: ${r.order.map((id) => `${id} ${r.values[id]}`).join(", ")}`,
      dice: r.faces.map((f) => ({
        role: "d20",
        sides: 20,
        faces: [f.face],
        value: f.face,
        kept: true,
        exploded: false,
        imploded: false,
        group: f.rollOff ? `roll-off ${f.rollOff}: ${f.id}` : f.id,
      })),
      outcome: { order: r.order, values: r.values },
      partition: "rolled",
    },
  });
  run.push({ type: "order.set", order: r.order, initiative: r.values });
  return r.order;
}

/**
 * Moves to the next participant who can act, running the end-of-turn, end-of-round and start-of-turn
 * rules on the way. With `first`, starts the encounter's first turn instead of ending one.
 */
export function advance(
  state: TableState,
  o: LucidityOptions,
  dice: DiceSource,
  newId: (p: string) => string,
): TableEvent[] {
  const run = new Run(state);
  const e0 = state.encounter;
  if (!e0) throw new EngineError("conflict", "no encounter is running", []);
  const ending = e0.current >= 0 ? e0.participants.find((p) => p.id === e0.order[e0.current]) : undefined;
  if (ending) endOfTurn(run, ending.character, o);
  for (let i = 0; i <= e0.order.length; i++) {
    const before = run.state.encounter!;
    const step = engineNextTurn(run.state);
    const started = step[step.length - 1] as Extract<TableEvent, { type: "turn.started" }>;
    const wraps = before.current >= 0 && started.round > before.round;
    run.push(...step.slice(0, -1));
    if (wraps) {
      endOfRound(run, before.round, newId);
      if (o.initiativeEachRound && o.initiativeMode === "d20+AWA") {
        const order = reroll(run, dice, newId);
        run.push({ ...started, index: 0, actor: order[0]! });
      } else run.push(started);
    } else run.push(started);
    const enc = run.state.encounter!;
    const actor = enc.participants.find((p) => p.id === enc.order[enc.current])!;
    startOfTurn(run, actor.character, o);
    if (canAct(run.char(actor.character), o)) return run.events;
  }
  throw new EngineError("refused", "nobody in the encounter can act", []);
}

const params = z.strictObject({});

export const nextTurnAction = action<z.infer<typeof params>, LucidityOptions, z.input<typeof params>>({
  summary: "end the turn (unused actions are lost); the next participant who can act takes theirs",
  params,
  examples: [],
  resolve({ state, options, dice, newId }) {
    return { roll: null, events: advance(state, options, dice, newId) };
  },
});
