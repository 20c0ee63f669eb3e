// Rescue exploits (LUC-EXP-9..13, LUC-TRAIT-13): out of the rescuer's turn, within about 30 ft, for
// someone or something else, once the GM agrees; a Lucidity check with the GM's modifier negates the
// harm, spending 1 Lucidity unless the rescuer has Rescuer. Leaving melee on the way grants free attacks.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, Edits, isTurnOf, logged, mustAct } from "../bridge.js";
import { hasLucidity, hasTrait } from "../character/index.js";
import type { LucidityOptions } from "../options/schema.js";
import { rescueRefusal } from "../rules/exploits.js";
import { afterSuccess, lucidityOdds, lucidityTarget, maxLucidity, rollLucidity } from "../rules/lucidity.js";
import { guaranteedNow, reason, rollDice } from "./roll-parts.js";

const rescueParams = z.strictObject({
  rescuer: z.string(),
  /** The protected character's id, or a description of the person or thing. */
  protects: reason,
  explanation: reason,
  gmApproved: z.boolean(),
  distanceFeet: z.number().min(0).max(10_000),
  gmRangeOverride: z.boolean().default(false),
  gmModifier: z.number().int().min(-20).max(20).default(0),
  /** Enemies whose reach the rescuer leaves on the way: each gets a free attack (LUC-EXP-12). */
  leavesReachOf: z.array(z.string()).max(20).default([]),
});
type RescueParams = z.infer<typeof rescueParams>;

function rescueSetup(state: TableState, p: RescueParams, o: LucidityOptions) {
  const c = characterOf(state, p.rescuer, ["rescuer"]);
  mustAct(c, o, ["rescuer"]);
  if (!hasLucidity(c, o))
    throw new EngineError("refused", `${c.name} has no Lucidity for a rescue`, ["rescuer"]);
  const why = rescueRefusal({
    protectsSelf: p.protects === p.rescuer,
    duringOwnTurn: isTurnOf(state, p.rescuer),
    distanceFeet: p.distanceFeet,
    gmRangeOverride: p.gmRangeOverride,
    gmApproved: p.gmApproved,
  });
  if (why)
    throw new EngineError("refused", why, [
      why.includes("GM must")
        ? "gmApproved"
        : why.includes("ft")
          ? "distanceFeet"
          : why.includes("turn")
            ? "rescuer"
            : "protects",
    ]);
  if (o.rescueCost === "readied-actions" && !c.effects.readied)
    throw new EngineError("refused", `${c.name} has no readied actions to spend on a rescue (rescueCost)`, [
      "rescuer",
    ]);
  for (const [i, id] of p.leavesReachOf.entries()) characterOf(state, id, ["leavesReachOf", i]);
  return { c, target: lucidityTarget(c.lucidity, 0, p.gmModifier, o) };
}

export const rescueAction = action<RescueParams, LucidityOptions, z.input<typeof rescueParams>>({
  summary:
    "a rescue exploit out of turn within ~30 ft: GM approval, then a Lucidity check (free with Rescuer)",
  params: rescueParams,
  examples: [
    rescueParams.parse({
      rescuer: "ysolde",
      protects: "a falling lantern-bearer",
      explanation: "dives and grabs his collar",
      gmApproved: true,
      distanceFeet: 20,
    }),
  ],
  odds({ state, options }, p) {
    const { c, target } = rescueSetup(state, p, options);
    const s = guaranteedNow(c, options) ? 1 : lucidityOdds(target);
    return { partition: { success: s, failure: 1 - s }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const { c, target } = rescueSetup(state, p, options);
    const sure = guaranteedNow(c, options);
    const luc = rollLucidity(target, dice);
    const success = sure || luc.success;
    const edits = new Edits(state);
    let next = c;
    const changes: string[] = [];
    if (options.rescueCost === "readied-actions") {
      next = { ...next, effects: { ...next.effects, readied: null } };
      changes.push(`${c.name} spends readied actions on the rescue`);
    }
    if (luc.success && !sure) {
      if (hasTrait(c, "Rescuer")) changes.push(`Rescuer: the rescue costs ${c.name} no Lucidity`);
      else {
        const l = afterSuccess(c.lucidity, maxLucidity(c.level), options);
        changes.push(`${c.name} spends Lucidity on the rescue: ${c.lucidity} → ${l}`);
        next = { ...next, lucidity: l };
      }
    }
    if (next !== c || changes.length) edits.apply(p.rescuer, { character: next, changes });
    const protectedName = state.characters[p.protects]?.name ?? p.protects;
    const roll: RollRecord = {
      id: newId("roll"),
      action: "rescue",
      actor: p.rescuer,
      summary: `${c.name} tries to rescue ${protectedName} (${p.explanation}): Lucidity ${luc.face} against ${target}, ${success ? "the harm is negated" : "too late"}`,
      dice: rollDice(null, null, luc),
      outcome: {
        success,
        face: luc.face,
        target,
        explanation: p.explanation,
        protects: p.protects,
        distanceFeet: p.distanceFeet,
      },
      partition: success ? "success" : "failure",
    };
    const events: TableEvent[] = [
      logged(`${c.name} explains the rescue: ${p.explanation} (GM approved)`),
      { type: "roll", roll },
      ...edits.events(),
    ];
    if (p.leavesReachOf.length > 0 && options.opportunityAttacks) {
      events.push({
        type: "note.opened",
        id: newId("note"),
        kind: "free-attacks",
        text: `${c.name} left the reach of ${p.leavesReachOf.map((id) => state.characters[id]?.name ?? id).join(", ")}: each may make one free attack (attack with opportunity)`,
        data: { target: p.rescuer, attackers: p.leavesReachOf },
      });
    }
    return { events, roll };
  },
});
