// Initiative (L13-INIT-1..7): everyone rolls their Reflex die once per encounter; the highest acts
// first; ties go to the larger Reflex die, then to roll-offs among the tied only; the order then
// stays fixed. Opponents with the same Reflex die may share one roll as a group. A latecomer
// rolls on arrival and goes after everyone already placed with the same result.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import {
  insertPosition,
  joinEncounter,
  orderByInitiative,
  startEncounter,
} from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, diceRecords, guard } from "../bridge.js";
import { dieSize, type L13Character, type L13Options } from "../character/index.js";
import { type PoolRoll, rollInitiative } from "../dice/index.js";
import { dilemmaNote } from "./dilemma.js";

const participant = z.strictObject({
  /** The character's id; also the participant's id unless `as` is given. */
  character: z.string(),
  /** A participant id, for several participants standing for one character sheet (a band of goons). */
  as: z.string().optional(),
  /** Members of one group share a single roll (L13-INIT-3). */
  group: z.string().optional(),
});

export const initiativeParams = z.strictObject({ participants: z.array(participant).min(1).max(100) });
export const joinParams = participant;

type Entry = { id: string; character: L13Character; characterId: string; group: string | null };

function reflexSize(c: L13Character, o: L13Options): number {
  return dieSize(c.abilities[o.initiativeAbility]);
}

/** One roll per participant, or per group; refuses a group with mixed Reflex dice. */
function rollAll(entries: Entry[], dice: DiceSource, o: L13Options) {
  const rolls = new Map<string, PoolRoll>();
  const byGroup = new Map<string, PoolRoll>();
  for (const [i, e] of entries.entries()) {
    if (e.group !== null) {
      const mates = entries.filter((x) => x.group === e.group);
      const sizes = new Set(mates.map((m) => reflexSize(m.character, o)));
      if (sizes.size > 1) {
        throw new EngineError(
          "refused",
          `group '${e.group}' mixes Reflex dice (${[...sizes].map((s) => `d${s}`).join(", ")}); its members must roll one by one`,
          ["participants", i, "group"],
        );
      }
      const shared = byGroup.get(e.group) ?? guard(() => rollInitiative(reflexSize(e.character, o), dice, o));
      byGroup.set(e.group, shared);
      rolls.set(e.id, shared);
    } else {
      rolls.set(
        e.id,
        guard(() => rollInitiative(reflexSize(e.character, o), dice, o)),
      );
    }
  }
  return rolls;
}

/**
 * The tie-break chain of `initiativeTieBreak`: the larger Reflex die first, then roll-offs among the
 * tied only (repeated while they still tie), or the GM's order. A group counts as one unit.
 */
function tieBreaker(entries: Entry[], dice: DiceSource, o: L13Options, records: DieRecord[]) {
  const unitOf = (id: string) => entries.find((e) => e.id === id)!.group ?? id;
  const sizeOf = (unit: string) => reflexSize(entries.find((e) => (e.group ?? e.id) === unit)!.character, o);
  let rollOffs = 0;
  const breakUnits = (units: string[], step: number): string[] => {
    const rule = o.initiativeTieBreak[step];
    if (units.length < 2 || rule === undefined || rule === "manual") return units;
    if (rule === "higherReflex") {
      return orderByInitiative(
        units.map((u) => ({ id: u, initiative: sizeOf(u) })),
        (still) => breakUnits(still, step + 1),
      );
    }
    if (++rollOffs > 1000)
      throw new EngineError("refused", "the initiative roll-off would not end", ["participants"]);
    const again = units.map((u) => {
      const r = guard(() => rollInitiative(sizeOf(u), dice, o));
      records.push(...diceRecords(r, `roll-off: ${u}`));
      return { id: u, initiative: r.total };
    });
    return orderByInitiative(again, (still) => breakUnits(still, step));
  };
  return (tied: string[]) => {
    // Members of one group tied with each other keep their listed order.
    const units = [...new Set(tied.map(unitOf))];
    return breakUnits(units, 0).flatMap((u) => tied.filter((id) => unitOf(id) === u));
  };
}

function entriesOf(state: TableState, list: z.infer<typeof participant>[]): Entry[] {
  const seen = new Set<string>();
  return list.map((p, i) => {
    const id = p.as ?? p.character;
    if (seen.has(id))
      throw new EngineError("invalid", `participant '${id}' is listed twice`, ["participants", i]);
    seen.add(id);
    return {
      id,
      characterId: p.character,
      character: characterOf(state, p.character, ["participants", i, "character"]),
      group: p.group ?? null,
    };
  });
}

export const initiativeAction = action<
  z.infer<typeof initiativeParams>,
  L13Options,
  z.input<typeof initiativeParams>
>({
  summary: "start an encounter: everyone rolls Reflex once, highest first (ties: larger die, then roll-off)",
  params: initiativeParams,
  examples: [initiativeParams.parse({ participants: [{ character: "brunella" }, { character: "casimir" }] })],
  resolve({ state, options, dice, newId }, p) {
    if (state.encounter)
      throw new EngineError("conflict", "an encounter is already running", ["participants"]);
    const entries = entriesOf(state, p.participants);
    const rolls = rollAll(entries, dice, options);
    const records: DieRecord[] = [];
    const seenRolls = new Set<PoolRoll>();
    for (const e of entries) {
      const r = rolls.get(e.id)!;
      if (seenRolls.has(r)) continue;
      seenRolls.add(r);
      records.push(...diceRecords(r, e.group ?? e.id));
    }
    const values = entries.map((e) => ({ id: e.id, initiative: rolls.get(e.id)!.total }));
    const order = orderByInitiative(values, tieBreaker(entries, dice, options, records));
    const encounterId = newId("encounter");
    const start = startEncounter(state, {
      id: encounterId,
      model: "rolled",
      // L13-CMB-6: one attack per turn (attacksPerTurn), counted by the engine's turn allowance.
      budgetPerTurn: { attack: options.attacksPerTurn },
      participants: entries.map((e) => ({
        id: e.id,
        character: e.characterId,
        name: e.character.name,
        initiative: rolls.get(e.id)!.total,
        group: e.group,
      })),
    });
    const rollId = newId("roll");
    const names = new Map(entries.map((e) => [e.id, e.character.name]));
    const roll = {
      id: rollId,
      action: "initiative",
      actor: null,
      summary: `Initiative: ${order.map((id) => `${names.get(id)} ${rolls.get(id)!.total}`).join(", ")}`,
      dice: records,
      outcome: { order, values: Object.fromEntries(values.map((v) => [v.id, v.initiative])) },
      partition: "rolled",
    };
    const events: TableEvent[] = [
      { type: "roll", roll },
      ...start,
      { type: "order.set", order, initiative: Object.fromEntries(values.map((v) => [v.id, v.initiative])) },
      { type: "turn.started", round: 1, index: 0, actor: order[0]! },
    ];
    for (const e of entries) {
      const r = rolls.get(e.id)!;
      if (r.dilemma && seenRolls.delete(r))
        events.push(dilemmaNote(newId("dilemma"), rollId, e.characterId, e.character.name));
    }
    return { events, roll };
  },
});

export const joinAction = action<z.infer<typeof joinParams>, L13Options, z.input<typeof joinParams>>({
  summary: "someone joins a running encounter: rolls on arrival and goes after existing ties",
  params: joinParams,
  examples: [],
  resolve({ state, options, dice, newId }, p) {
    if (!state.encounter) throw new EngineError("conflict", "no encounter is running", ["character"]);
    const [entry] = entriesOf(state, [p]);
    const e = entry!;
    const r = guard(() => rollInitiative(reflexSize(e.character, options), dice, options));
    const id = newId("roll");
    const roll = {
      id,
      action: "join",
      actor: e.characterId,
      summary: `${e.character.name} joins with initiative ${r.total}`,
      dice: diceRecords(r, e.id),
      outcome: { initiative: r.total },
      partition: "rolled",
    };
    const position = insertPosition(state.encounter, r.total);
    const events: TableEvent[] = [
      { type: "roll", roll },
      ...joinEncounter(
        state,
        { id: e.id, character: e.characterId, name: e.character.name, initiative: r.total, group: e.group },
        position,
      ),
    ];
    if (r.dilemma) events.push(dilemmaNote(newId("dilemma"), id, e.characterId, e.character.name));
    return { events, roll };
  },
});
