// Starting combat (LUC-ATTR-5, LUC-ACT-1): everyone rolls d20 + AWA once (or each round), highest
// first, ties to the higher AWA and then roll-offs among the tied; or the GM sets the order. The
// encounter uses the engine's actionsPerTurn model: each turn 2 actions and a move action, plus the
// once-per-turn allowances of Shuffle and Fate's Gamble.

import { z } from "zod";
import { joinEncounter, startEncounter } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { apply, type TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import type { LucidityCharacter } from "../character/index.js";
import { TURN_ALLOWANCE } from "../data/actions.js";
import type { LucidityOptions } from "../options/schema.js";
import { rollInitiative } from "../rules/initiative.js";
import { advance, reduceLucidity } from "./turn.js";

/** What each turn allows (LUC-ACT-1); Shuffle and Fate's Gamble are once per turn (LUC-TRAIT-33, 34). */
export const BUDGET_PER_TURN = { ...TURN_ALLOWANCE, shuffle: 1, fatesGamble: 1 };

const participant = z.strictObject({
  character: z.string(),
  /** A participant id when several stand for one sheet (a band of guards). */
  as: z.string().optional(),
});

export const initiativeParams = z.strictObject({
  participants: z.array(participant).min(1).max(100),
  /** The GM's order of participant ids (initiativeMode = gm-order). */
  order: z.array(z.string()).optional(),
});
type InitiativeParams = z.infer<typeof initiativeParams>;

function entries(state: TableState, p: InitiativeParams) {
  const seen = new Set<string>();
  return p.participants.map((x, i) => {
    const id = x.as ?? x.character;
    if (seen.has(id))
      throw new EngineError("invalid", `participant '${id}' is listed twice`, ["participants", i]);
    seen.add(id);
    return {
      id,
      characterId: x.character,
      c: characterOf(state, x.character, ["participants", i, "character"]),
    };
  });
}

export const initiativeAction = action<InitiativeParams, LucidityOptions, z.input<typeof initiativeParams>>({
  summary:
    "start combat: d20 + AWA, highest first (ties: higher AWA, then roll-off); 2 actions + a move per turn",
  params: initiativeParams,
  examples: [initiativeParams.parse({ participants: [{ character: "ysolde" }, { character: "tomas" }] })],
  resolve({ state, options, dice, newId }, p) {
    if (state.encounter)
      throw new EngineError("conflict", "an encounter is already running", ["participants"]);
    const list = entries(state, p);
    let order: string[];
    let values: Record<string, number> = {};
    let roll: RollRecord | null = null;
    if (options.initiativeMode === "gm-order") {
      if (!p.order)
        throw new EngineError("invalid", "order: the GM sets the order (initiativeMode = gm-order)", [
          "order",
        ]);
      order = p.order;
    } else {
      if (p.order)
        throw new EngineError("invalid", "order: initiative is rolled (initiativeMode = d20+AWA)", ["order"]);
      const r = rollInitiative(
        list.map((e) => ({ id: e.id, awa: e.c.attributes.AWA })),
        dice,
      );
      order = r.order;
      values = r.values;
      const name = new Map(list.map((e) => [e.id, e.c.name]));
      roll = {
        id: newId("roll"),
        action: "initiative",
        actor: null,
        summary: `Initiative: ${order.map((id) => `${name.get(id)} ${values[id]}`).join(", ")}`,
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
        outcome: { order, values },
        partition: "rolled",
      };
    }
    const start = startEncounter(state, {
      id: newId("encounter"),
      model: "actionsPerTurn",
      budgetPerTurn: { ...BUDGET_PER_TURN },
      participants: list.map((e) => ({
        id: e.id,
        character: e.characterId,
        name: e.c.name,
        initiative: values[e.id] ?? null,
      })),
    });
    const events: TableEvent[] = [...(roll ? [{ type: "roll" as const, roll }] : []), ...start];
    let s = start.reduce((acc, e) => apply(acc, e, reduceLucidity), state);
    const set: TableEvent = { type: "order.set", order, initiative: values };
    // setOrder's checks: everyone exactly once.
    const ids = new Set(list.map((e) => e.id));
    if (
      order.length !== ids.size ||
      !order.every((id) => ids.has(id)) ||
      new Set(order).size !== order.length
    )
      throw new EngineError("invalid", `order: list each participant once (${[...ids].join(", ")})`, [
        "order",
      ]);
    events.push(set);
    s = apply(s, set, reduceLucidity);
    events.push(...advance(s, options, dice, newId));
    return { events, roll };
  },
});

export const joinParams = participant.extend({ initiative: z.number().int().optional() });

export const joinAction = action<z.infer<typeof joinParams>, LucidityOptions, z.input<typeof joinParams>>({
  summary: "someone joins a running combat: rolls d20 + AWA on arrival, after everyone already at that value",
  params: joinParams,
  examples: [],
  resolve({ state, options, dice, newId }, p) {
    if (!state.encounter) throw new EngineError("conflict", "no encounter is running", ["character"]);
    const c: LucidityCharacter = characterOf(state, p.character, ["character"]);
    const id = p.as ?? p.character;
    let value = p.initiative;
    let roll: RollRecord | null = null;
    if (value === undefined) {
      if (options.initiativeMode === "gm-order")
        throw new EngineError("invalid", "initiative: the GM places the newcomer", ["initiative"]);
      const r = rollInitiative([{ id, awa: c.attributes.AWA }], dice);
      value = r.values[id]!;
      roll = {
        id: newId("roll"),
        action: "join",
        actor: p.character,
        summary: `${c.name} joins with initiative ${value}`,
        dice: [
          {
            role: "d20",
            sides: 20,
            faces: [r.faces[0]!.face],
            value: r.faces[0]!.face,
            kept: true,
            exploded: false,
            imploded: false,
          },
        ],
        outcome: { initiative: value },
        partition: "rolled",
      };
    }
    const events: TableEvent[] = [
      ...(roll ? [{ type: "roll" as const, roll }] : []),
      ...joinEncounter(state, { id, character: p.character, name: c.name, initiative: value }),
    ];
    return { events, roll };
  },
});
