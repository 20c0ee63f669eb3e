// Throwing at the table (DE-THROW-*, DE-SCAT-*): the thrower places an object at a point of the map.
// Within 10 + Strength it lands there; up to twice that a Strength check (built from the character
// like any check) against 10 + the metres beyond decides, and a failure scatters it (d8 or d6 for the
// direction, 2d4 metres), a landing farther than the target rerolling its direction. A friend at the
// target point catches it. Points are map metres [x, y], y up the map seen from above; the map layer
// (or the GM) gives them, and the distance as the map measures it when that is not the straight line.

import { z } from "zod";
import { action, type Outcomes, type Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { rollThrow, type ThrowRequest, throwOdds, throwRange } from "../attack/index.js";
import { buildRoll, characterOf, rollSchema } from "../bridge.js";
import { conditionCheckModifiers } from "../conditions/index.js";
import type { DiceEngineOptions } from "../options.js";
import { attackActionCost } from "../tracker/costs.js";
import { orThrow } from "../tracker/index.js";
import { charge, chargeEvents, checkDice, plainDice } from "./attack-common.js";
import { defenderOf } from "./attack-view.js";
import { nowOf } from "./combat-state.js";

const point = z.tuple([z.number().min(-100_000).max(100_000), z.number().min(-100_000).max(100_000)]);
const label = z.string().trim().min(1).max(100);

export const throwParams = z
  .strictObject({
    thrower: z.string().min(1),
    /** What is thrown, for the log. */
    object: label.default("the object"),
    /** Map points in metres: where the thrower stands and the point aimed at. */
    from: point.default([0, 0]),
    to: point,
    /** The throw's length as the map measures it (DE-MAP-*); default the straight line. */
    distance: z.number().min(0).max(100_000).optional(),
    /** DE-THROW-5: object or environment data changing the range. */
    rangeModifier: z.number().int().min(-100).max(100).default(0),
    /** DE-SCAT-1: the grid, and the map direction of the scatter die's face 1 (away from the GM). */
    grid: z.enum(["square", "hex"]).default("square"),
    face1: point.default([0, 1]),
    /** DE-THROW-7: a friendly character standing at the target point. */
    catcher: z.string().min(1).optional(),
    advantage: z.array(label).max(20).default([]),
    disadvantage: z.array(label).max(20).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.face1[0] === 0 && p.face1[1] === 0)
      ctx.addIssue({ code: "custom", path: ["face1"], message: "face 1 needs a direction, not [0, 0]" });
  });
export type ThrowParams = z.output<typeof throwParams>;

function build(
  state: TableState,
  p: ThrowParams,
  o: DiceEngineOptions,
): { request: ThrowRequest; sources: string[] } {
  if (p.catcher !== undefined) characterOf(state, p.catcher, ["catcher"]);
  const roll = buildRoll(
    state,
    p.thrower,
    rollSchema.parse({ stat: "strength", advantage: p.advantage, disadvantage: p.disadvantage }),
    o,
    [],
    { idField: "thrower" },
  );
  const view = defenderOf(state, p.thrower, o, ["thrower"]).view;
  const cond = conditionCheckModifiers(view, { stat: "strength", attack: false }, o, nowOf(state));
  const r = roll.build.request;
  return {
    request: {
      strength: {
        stat: r.stat,
        training: r.training,
        advantage: r.advantage + cond.advantage,
        disadvantage: r.disadvantage + cond.disadvantage,
        modifiers: r.modifiers,
      },
      thrower: p.from,
      target: p.to,
      rangeModifier: p.rangeModifier,
      frame: { grid: p.grid, face1: p.face1 },
      ...(p.distance !== undefined ? { distance: p.distance } : {}),
      ...(p.catcher !== undefined ? { catcher: p.catcher } : {}),
    },
    sources: [...roll.build.sources, ...cond.reasons.map((x) => JSON.stringify(x))],
  };
}

const straight = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
const refusedDistance = <T>(
  r:
    | { ok: true; value: T }
    | { ok: false; error: { code: string; path: (string | number)[]; message: string } },
): T => orThrow(r as never);

export const throwAction = action<ThrowParams, DiceEngineOptions, z.input<typeof throwParams>>({
  summary:
    "throw an object at a point (5 initiative): on target within 10 + Strength, a Strength check up to twice that, scatter on a failure",
  params: throwParams,
  examples: [
    throwParams.parse({ thrower: "bruno", object: "a grenade", to: [0, 10] }),
    throwParams.parse({ thrower: "wren", object: "a rope", to: [15, 0], catcher: "ilse" }),
  ],
  odds({ state, options }, p): Outcomes {
    const b = build(state, p, options);
    const range = throwRange(b.request.strength.stat, p.rangeModifier);
    const distance = p.distance ?? straight(p.from, p.to);
    const o = refusedDistance(throwOdds(b.request.strength, range, distance, options));
    return {
      partition: { onTarget: o.onTarget, scattered: 1 - o.onTarget },
      chances: {},
      distributions: {},
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p): Resolution {
    const b = build(state, p, options);
    // Everything that can be refused (a throw beyond twice the range) is refused before paying.
    const range = throwRange(b.request.strength.stat, p.rangeModifier);
    refusedDistance(throwOdds(b.request.strength, range, p.distance ?? straight(p.from, p.to), options));
    const paid = charge(state, p.thrower, "throw", attackActionCost("throw"), options, ["thrower"]);
    const r = refusedDistance(rollThrow(b.request, dice, options));
    const step = chargeEvents(state, [], paid, dice, options);
    const name = (x: string) => state.characters[x]!.name;
    const where = `[${r.landing.map((x) => Math.round(x * 100) / 100).join(", ")}]`;
    const check = r.check ? `Strength ${r.check.total} against DC ${r.dc}, ` : "within range, ";
    const landed = r.onTarget
      ? `on target${r.caughtBy ? `: ${name(r.caughtBy)} catches it` : ""}`
      : `scatters ${r.scatter!.metres} m (direction ${r.scatter!.directions.map((d) => d.face).join(" → ")}) to ${where}`;
    const dieSides = p.grid === "hex" ? 6 : 8;
    const roll = {
      id: newId("roll"),
      action: "throw",
      actor: p.thrower,
      summary: [
        `${name(p.thrower)} throws ${p.object} ${Math.round(r.distance * 100) / 100} m: ${check}${landed}`,
        ...step.lines,
      ].join("; "),
      dice: [
        ...(r.check ? checkDice(r.check, "core") : []),
        ...plainDice(r.scatter?.directions.map((d) => d.face) ?? [], "scatter direction", dieSides),
        ...plainDice(r.scatter?.dice ?? [], "scatter distance", 4),
      ],
      outcome: {
        onTarget: r.onTarget,
        range: r.range,
        distance: r.distance,
        dc: r.dc,
        total: r.check?.total ?? null,
        landing: r.landing,
        scatter: r.scatter,
        caughtBy: r.caughtBy,
        cost: r.cost,
        sources: b.sources,
      },
      partition: r.onTarget ? "onTarget" : "scattered",
    };
    return { roll, events: [{ type: "roll", roll }, ...step.events] };
  },
});
