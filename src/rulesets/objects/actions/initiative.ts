// Initiative and turns (OBJ-INIT-1..5, OBJ-ACT-1): starting an encounter rolls everyone's DEX + Dodge;
// every new round rolls again before anyone acts. Ties go to DEX, then WIS, then a shared slot (or a
// roll-off). The dead keep their place at the end of the order and are passed over.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { nextTurn, startEncounter } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { apply, type TableEvent } from "../../../engine/events.js";
import type { DieRecord, RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, dieFor, dieRecords, mustBePlayable, viewOf } from "../bridge.js";
import { healthStates, type ObjCharacter } from "../character/index.js";
import { INITIATIVE_POOL, orderInitiative } from "../combat/initiative.js";
import { ROLE } from "../data/attributes.js";
import { perDieChance, successPmf } from "../dice/odds.js";
import { buildPool } from "../dice/pool.js";
import { countSuccesses, throwDice } from "../dice/roll.js";
import type { ObjOptions } from "../options/schema.js";
import { openSlotNotes, slotsNote } from "./slots.js";

const participant = z.strictObject({
  character: z.string(),
  /** A participant id, for several participants standing for one sheet (a band of thugs). */
  as: z.string().optional(),
});
export const initiativeParams = z.strictObject({ participants: z.array(participant).min(1).max(100) });

interface Entry {
  id: string;
  characterId: string;
  character: ObjCharacter;
}

/** Rolls one round's initiative for everyone alive and returns the log events and the order. */
export function rollRound(
  state: TableState,
  entries: readonly Entry[],
  round: number,
  dice: DiceSource,
  o: ObjOptions,
  newId: (prefix: string) => string,
): { events: TableEvent[]; order: string[]; values: Record<string, number>; roll: RollRecord } {
  const die = dieFor(o);
  const records: DieRecord[] = [];
  const values: Record<string, number> = {};
  const alive = entries.filter((e) => !healthStates(e.character, o).dead);
  for (const e of alive) {
    const pool = buildPool(viewOf(state, e.characterId, e.character), INITIATIVE_POOL, o);
    const faces = throwDice(pool.size, die, dice, `initiative: ${e.character.name}`);
    records.push(...dieRecords(faces, die, "initiative", e.id));
    values[e.id] = countSuccesses(faces, die.targetNumber);
  }
  const { order, slots } = orderInitiative(
    alive.map((e) => ({
      id: e.id,
      successes: values[e.id]!,
      dexterity: e.character.attributes[ROLE.agility] ?? 0,
      wisdom: e.character.attributes[ROLE.insight] ?? 0,
    })),
    o,
    (tied) =>
      Object.fromEntries(
        tied.map((id) => {
          const face = throwDice(1, die, dice, "initiative roll-off")[0]!;
          records.push(...dieRecords([face], die, "roll-off", id));
          return [id, face];
        }),
      ),
  );
  const dead = entries.filter((e) => !alive.includes(e));
  for (const e of dead) values[e.id] = 0;
  const fullOrder = [...order, ...dead.map((e) => e.id)];
  const names = new Map(entries.map((e) => [e.id, e.character.name]));
  const roll: RollRecord = {
    id: newId("roll"),
    action: "initiative",
    actor: null,
    summary: `Round ${round} initiative: ${slots.map((s) => s.map((id) => `${names.get(id)} ${values[id]}`).join(" = ")).join(", ")}`,
    dice: records,
    outcome: { round, order: fullOrder, slots, values },
    partition: "rolled",
  };
  const events: TableEvent[] = [
    { type: "roll", roll },
    ...openSlotNotes(state).map((id) => ({
      type: "note.closed" as const,
      id,
      resolution: "the round ended",
    })),
  ];
  if (state.encounter) events.push({ type: "order.set", order: fullOrder, initiative: values });
  if (slots.some((s) => s.length > 1)) events.push(slotsNote(newId("slots"), round, slots, names));
  return { events, order: fullOrder, values, roll };
}

function entriesOf(state: TableState, list: z.infer<typeof participant>[], o: ObjOptions): Entry[] {
  const seen = new Set<string>();
  return list.map((p, i) => {
    const id = p.as ?? p.character;
    if (seen.has(id))
      throw new EngineError("invalid", `participant '${id}' is listed twice`, ["participants", i]);
    seen.add(id);
    const character = characterOf(state, p.character, ["participants", i, "character"]);
    mustBePlayable(character, o, ["participants", i, "character"]);
    return { id, characterId: p.character, character };
  });
}

export const initiativeAction = action<
  z.infer<typeof initiativeParams>,
  ObjOptions,
  z.input<typeof initiativeParams>
>({
  summary:
    "start a fight: everyone rolls DEX + Dodge; most successes first (ties: DEX, then WIS, then together)",
  params: initiativeParams,
  examples: [initiativeParams.parse({ participants: [{ character: "rook" }, { character: "marta" }] })],
  /** Each participant's initiative (successes) as a distribution; the roll itself has one outcome. */
  odds({ state, options }, p) {
    const entries = entriesOf(state, p.participants, options);
    const distributions: Record<string, [number, number][]> = {};
    for (const e of entries) {
      const pool = buildPool(viewOf(state, e.characterId, e.character), INITIATIVE_POOL, options);
      distributions[e.id] = successPmf(pool.size, perDieChance(dieFor(options))).map((q, k) => [k, q]);
    }
    return { partition: { rolled: 1 }, chances: {}, distributions, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    if (state.encounter)
      throw new EngineError("conflict", "an encounter is already running", ["participants"]);
    const entries = entriesOf(state, p.participants, options);
    const start = startEncounter(state, {
      id: newId("encounter"),
      model: "rolled",
      budgetPerTurn: { action: options.actionsPerTurn, ...(options.allowMoveAndAttack ? { move: 1 } : {}) },
      participants: entries.map((e) => ({ id: e.id, character: e.characterId, name: e.character.name })),
    });
    let s = state;
    for (const e of start) s = apply(s, e);
    const r = rollRound(s, entries, 1, dice, options, newId);
    const events: TableEvent[] = [...start, ...r.events];
    events.push({ type: "turn.started", round: 1, index: 0, actor: r.order[0]! });
    return { events, roll: r.roll };
  },
});

const nextParams = z.strictObject({});

export const nextTurnAction = action<z.infer<typeof nextParams>, ObjOptions, z.input<typeof nextParams>>({
  summary: "end the current turn; after the last one a new round rolls initiative again",
  params: nextParams,
  examples: [],
  resolve({ state, options, dice, newId }) {
    const e = state.encounter;
    if (!e) throw new EngineError("conflict", "no encounter is running", []);
    const events: TableEvent[] = [];
    let roll: RollRecord | null = null;
    let s = state;
    for (let i = 0; i <= e.order.length; i++) {
      const before = s.encounter!;
      const step = nextTurn(s);
      const started = step.find((x) => x.type === "turn.started") as { round: number } | undefined;
      const wrapped = started !== undefined && started.round > before.round && before.current >= 0;
      const batch: TableEvent[] = wrapped ? step.filter((x) => x.type !== "turn.started") : step;
      for (const x of batch) s = apply(s, x);
      events.push(...batch);
      if (wrapped) {
        const entries = s.encounter!.participants.map((p) => ({
          id: p.id,
          characterId: p.character,
          character: characterOf(s, p.character, ["encounter"]),
        }));
        const r = rollRound(s, entries, started.round, dice, options, newId);
        roll = r.roll;
        const turn: TableEvent = { type: "turn.started", round: started.round, index: 0, actor: r.order[0]! };
        for (const x of [...r.events, turn]) s = apply(s, x);
        events.push(...r.events, turn);
      }
      const now = s.encounter!;
      const actor = now.participants.find((p) => p.id === now.order[now.current]);
      const c = actor ? (s.characters[actor.character]?.data as ObjCharacter | undefined) : undefined;
      if (c && !healthStates(c, options).dead) return { events, roll };
    }
    throw new EngineError("refused", "everyone in the encounter is dead", []);
  },
});
