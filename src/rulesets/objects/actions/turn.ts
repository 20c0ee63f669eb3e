// What else fills a turn (OBJ-ACT-1, 2, 8): moving up to 3 × DEX feet (or DEX metres), and — only
// when the table makes Defend a declared action — taking the Defend action for the round.

import { z } from "zod";
import { addCondition } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { action } from "../../../engine/ruleset.js";
import { characterOf, mustAct, spendTurn } from "../bridge.js";
import { moveAllowance } from "../character/index.js";
import type { ObjOptions } from "../options/schema.js";
import { DEFENDING } from "./attack.js";

const moveParams = z.strictObject({ actor: z.string(), distance: z.number().min(0).max(100_000) });

export const moveAction = action<z.infer<typeof moveParams>, ObjOptions, z.input<typeof moveParams>>({
  summary: "move up to 3 × DEX feet (or DEX metres) on the turn",
  params: moveParams,
  examples: [moveParams.parse({ actor: "rook", distance: 15 })],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, options, ["actor"]);
    const allowed = moveAllowance(c, options);
    if (p.distance > allowed.distance)
      throw new EngineError("refused", `${c.name} moves at most ${allowed.distance} ${allowed.unit} a turn`, [
        "distance",
      ]);
    return { roll: null, events: spendTurn(state, p.actor, c.name, ["move", "action"]) };
  },
});

const defendParams = z.strictObject({ actor: z.string() });

export const defendAction = action<z.infer<typeof defendParams>, ObjOptions, z.input<typeof defendParams>>({
  summary: "take Defend as the turn's action (only when the table's defendMode is declared-action)",
  params: defendParams,
  examples: [],
  resolve({ state, options, newId }, p) {
    if (options.defendMode !== "declared-action")
      throw new EngineError(
        "refused",
        "Defend is a free reaction at this table: it is rolled inside each attack",
        ["actor"],
      );
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, options, ["actor"]);
    return {
      roll: null,
      events: [
        ...spendTurn(state, p.actor, c.name, ["action"]),
        ...addCondition(state, {
          id: newId("condition"),
          target: p.actor,
          name: DEFENDING,
          duration: { unit: "round", remaining: 1 },
          source: "Defend action",
        }),
      ],
    };
  },
});
