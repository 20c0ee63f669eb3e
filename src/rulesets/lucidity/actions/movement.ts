// Moving and holding actions back (LUC-OPT-6, 7, 11, LUC-ACT-2, LUC-TRAIT-33): a Move of 30 ft (10 ft
// crawling), halved when careful or standing up; leaving an enemy's reach at full pace grants free
// attacks; Shuffle's free 5 ft; Ready sets actions aside for a trigger before the next turn.

import { z } from "zod";
import { spendBudget } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { apply, type TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, Edits, isTurnOf, logged, mustAct, payCost, payOncePerTurn } from "../bridge.js";
import { hasTrait } from "../character/index.js";
import { SHUFFLE_FEET } from "../data/actions.js";
import type { LucidityOptions } from "../options/schema.js";
import { moveFeet } from "../rules/movement.js";
import { reason } from "./roll-parts.js";

/** A character is prone while a condition named "prone" is on them. */
export function proneCondition(state: TableState, id: string) {
  return state.conditions.find((c) => c.target === id && c.name === "prone") ?? null;
}

export function freeAttackNote(
  state: TableState,
  newId: (p: string) => string,
  mover: string,
  enemies: string[],
): TableEvent {
  const name = (id: string) => state.characters[id]?.name ?? id;
  return {
    type: "note.opened",
    id: newId("note"),
    kind: "free-attacks",
    text: `${name(mover)} leaves the reach of ${enemies.map(name).join(", ")}: each may make one free attack (attack with opportunity)`,
    data: { target: mover, attackers: enemies },
  };
}

export const moveParams = z.strictObject({
  actor: z.string(),
  /** Moving carefully to avoid opportunity attacks: half distance. */
  careful: z.boolean().default(false),
  /** Standing up from prone as part of the move: half distance. */
  standUp: z.boolean().default(false),
  /** Enemies whose reach this move leaves. */
  leavesReachOf: z.array(z.string()).max(20).default([]),
  /** Spends a readied move or action, out of turn. */
  readied: z.boolean().default(false),
});

export const moveAction = action<z.infer<typeof moveParams>, LucidityOptions, z.input<typeof moveParams>>({
  summary: "Move (the move action or 1 action): 30 ft, crawling 10 ft; half when careful or standing up",
  params: moveParams,
  examples: [moveParams.parse({ actor: "ysolde" }), moveParams.parse({ actor: "ysolde", careful: true })],
  resolve({ state, options, newId }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, options, ["actor"]);
    const prone = proneCondition(state, p.actor);
    if (p.standUp && !prone) throw new EngineError("invalid", `${c.name} is not prone`, ["standUp"]);
    for (const [i, id] of p.leavesReachOf.entries()) characterOf(state, id, ["leavesReachOf", i]);
    const edits = new Edits(state);
    let events: TableEvent[];
    if (p.readied) {
      const r = c.effects.readied;
      if (!r || r.move + r.actions < 1)
        throw new EngineError("refused", `${c.name} has nothing readied for a Move`, ["readied"]);
      const left = r.move > 0 ? { ...r, move: 0 } : { ...r, actions: r.actions - 1 };
      edits.set(
        p.actor,
        { ...c, effects: { ...c.effects, readied: left.move + left.actions > 0 ? left : null } },
        `${c.name} moves on the readied trigger (${r.trigger})`,
      );
      events = [];
    } else events = payCost(state, p.actor, { actions: 1, move: true }, options, ["actor"]);
    const feet = moveFeet(
      { prone: prone !== null, standUp: p.standUp, careful: p.careful },
      options.moveHalvingStacks,
    );
    const how = prone && !p.standUp ? "crawls" : p.standUp ? "stands up and moves" : "moves";
    events.push(
      logged(`${c.name} ${how} ${feet} ft${p.careful ? " carefully" : ""}`, { actor: p.actor, feet }),
      ...edits.events(),
    );
    if (p.standUp && prone) events.push({ type: "condition.removed", id: prone.id, reason: "stood up" });
    if (p.leavesReachOf.length > 0 && !p.careful && options.opportunityAttacks)
      events.push(freeAttackNote(state, newId, p.actor, p.leavesReachOf));
    return { roll: null, events };
  },
});

const actorOnly = z.strictObject({ actor: z.string() });

export const shuffleAction = action<z.infer<typeof actorOnly>, LucidityOptions, z.input<typeof actorOnly>>({
  summary: "Shuffle (trait): 5 ft as a free action, once per turn",
  params: actorOnly,
  examples: [],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, options, ["actor"]);
    if (!hasTrait(c, "Shuffle"))
      throw new EngineError("refused", `${c.name} does not have Shuffle`, ["actor"]);
    return {
      roll: null,
      events: [
        ...payOncePerTurn(state, p.actor, "shuffle", ["actor"]),
        logged(`${c.name} shuffles ${SHUFFLE_FEET} ft (free)`, { actor: p.actor, feet: SHUFFLE_FEET }),
      ],
    };
  },
});

export const readyParams = z.strictObject({
  actor: z.string(),
  actions: z.number().int().min(0).max(2),
  move: z.number().int().min(0).max(1).default(0),
  trigger: reason,
  /** What the character will do: "Melee Attack", "Move to the door"… */
  option: reason,
});

export const readyAction = action<z.infer<typeof readyParams>, LucidityOptions, z.input<typeof readyParams>>({
  summary: "Ready: set aside actions (and/or the move action) for a trigger before your next turn",
  params: readyParams,
  examples: [
    readyParams.parse({
      actor: "ysolde",
      actions: 2,
      trigger: "when the door opens",
      option: "Melee Attack",
    }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, options, ["actor"]);
    if (p.actions + p.move < 1)
      throw new EngineError("invalid", "actions: ready at least one action or the move action", ["actions"]);
    const events: TableEvent[] = [];
    if (state.encounter) {
      if (!isTurnOf(state, p.actor))
        throw new EngineError("refused", `it is not ${c.name}'s turn`, ["actor"]);
      if (p.actions + options.readyCost > 0)
        events.push(
          ...payCost(state, p.actor, { actions: p.actions + options.readyCost }, options, ["actions"]),
        );
      if (p.move > 0) {
        const s = events.reduce((acc, e) => apply(acc, e), state);
        events.push(...spendBudget(s, "move", 1));
      }
    }
    const edits = new Edits(state);
    edits.set(
      p.actor,
      {
        ...c,
        effects: {
          ...c.effects,
          readied: { actions: p.actions, move: p.move, trigger: p.trigger, option: p.option },
        },
      },
      `${c.name} readies ${p.actions} action(s)${p.move ? " and the move action" : ""}: ${p.option}, ${p.trigger}`,
    );
    return { roll: null, events: [...events, ...edits.events()] };
  },
});

const triggerParams = z.strictObject({ actor: z.string(), description: reason });

export const triggerReadiedAction = action<
  z.infer<typeof triggerParams>,
  LucidityOptions,
  z.input<typeof triggerParams>
>({
  summary:
    "the trigger happens: the character spends the readied actions out of turn (attacks and moves have their own readied flag)",
  params: triggerParams,
  examples: [],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, options, ["actor"]);
    const r = c.effects.readied;
    if (!r) throw new EngineError("refused", `${c.name} has nothing readied`, ["actor"]);
    const edits = new Edits(state);
    edits.set(
      p.actor,
      { ...c, effects: { ...c.effects, readied: null } },
      `${c.name} acts on the trigger (${r.trigger}): ${p.description}`,
    );
    return { roll: null, events: edits.events() };
  },
});
