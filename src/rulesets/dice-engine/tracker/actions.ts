// What an active character can do on the tracker, and what it costs (DE-ACT-*). Costs come from the
// tables in costs.ts; the only costs computed here are the ones the book makes variable: a Wait
// (chosen), a complex action (its DC), a held action (the held one's), and moves by pace.

import { z } from "zod";
import {
  ATTACK_ACTIONS,
  attackActionCost,
  attackActionName,
  FIRST_AID_TRIAGE_COST,
  INTERACT_ACTIONS,
  interactActionCost,
  interactActionName,
  OTHER_COSTS,
  type OtherCostId,
  otherCostRow,
} from "./costs.js";
import type { TrackerOptions } from "./options.js";
import { fail, ok, type Result } from "./result.js";

export const PACES = ["run", "jog", "walk"] as const;
export type Pace = (typeof PACES)[number];

/** Rows of C.10 an active character takes as a plain action at a fixed cost. */
const FIXED_OTHER = OTHER_COSTS.filter((id) => {
  const row = otherCostRow(id);
  return row.kind === "action" && typeof row.cost === "number" && !id.startsWith("move");
}) as OtherCostId[];

const name = z.string().min(1);
const cost = z.number().int().min(0);

const baseActions = [
  /** DE-ACT-1/2: an attack, Grapple or Throw; the attack rules resolve it, the tracker charges it. */
  z.strictObject({ kind: z.literal("attack"), attack: z.enum(ATTACK_ACTIONS) }),
  /** DE-ACT-8: a C.9 interaction. */
  z.strictObject({ kind: z.literal("interact"), interact: z.enum(INTERACT_ACTIONS) }),
  /** DE-ACT-4/6: one Move action of one movement type, up to speed metres at the chosen pace. */
  z.strictObject({
    kind: z.literal("move"),
    pace: z.enum(PACES).default("run"),
    movement: name.default("walking"),
    metres: z.number().min(0).optional(),
  }),
  /** DE-ACT-7: burn initiative doing nothing. */
  z.strictObject({ kind: z.literal("wait"), amount: z.number().int() }),
  /** DE-ACT-9: costs the GM's DC, shown first; declining costs nothing and rolls nothing. */
  z.strictObject({ kind: z.literal("complex"), dc: z.number().int(), decline: z.boolean().default(false) }),
  /** DE-ACT-10: a fixed C.10 action (shove, takedown, first aid…). */
  z.strictObject({
    kind: z.literal("other"),
    other: z.enum(FIXED_OTHER as [OtherCostId, ...OtherCostId[]]),
    /** First Aid with Emergency Triage costs 5 (DE-AID-3). */
    triage: z.boolean().default(false),
  }),
  /** A perk's or setting's action with its own stated cost. */
  z.strictObject({ kind: z.literal("custom"), name, cost }),
] as const;

export const heldActionSchema = z.discriminatedUnion("kind", baseActions);

export const trackerActionSchema = z.discriminatedUnion("kind", [
  ...baseActions,
  /** DE-ACT-3: pay the held action's cost now; take it free if the trigger comes first. */
  z.strictObject({ kind: z.literal("hold"), action: heldActionSchema, trigger: name }),
]);

export type HeldAction = z.output<typeof heldActionSchema>;
export type TrackerAction = z.output<typeof trackerActionSchema>;
export type TrackerActionInput = z.input<typeof trackerActionSchema>;

const PACE_WORDS: Record<Pace, string> = { run: "running", jog: "jogging", walk: "walking" };

/**
 * A short text for the log, in the book's words: "Precision Attack", "Hold Standard Attack",
 * "Move (walking, running)", "Complex action (DC 14)" — never a key such as `attack:precision`.
 */
export function actionLabel(a: TrackerAction): string {
  switch (a.kind) {
    case "attack":
      return attackActionName(a.attack);
    case "interact":
      return interactActionName(a.interact);
    case "move":
      return `Move (${a.movement}, ${PACE_WORDS[a.pace]})`;
    case "wait":
      return `Wait (${a.amount} initiative)`;
    case "complex":
      return a.decline ? "Complex action (declined)" : `Complex action (DC ${a.dc})`;
    case "other":
      if (a.other === "firstAid") return a.triage ? "First Aid with Emergency Triage" : "First Aid";
      return otherCostRow(a.other).name;
    case "custom":
      return a.name;
    case "hold":
      return `Hold ${actionLabel(a.action)}`;
  }
}

/** The initiative an action costs (DE-ACT-2..10); refusals name the field at fault. */
export function actionCost(
  a: TrackerAction,
  opts: Pick<TrackerOptions, "waitMinimum" | "movePaces">,
): Result<number> {
  switch (a.kind) {
    case "attack":
      return ok(attackActionCost(a.attack));
    case "interact":
      return ok(interactActionCost(a.interact));
    case "move":
      return ok(opts.movePaces[a.pace]);
    case "wait":
      if (!Number.isInteger(a.amount) || a.amount < opts.waitMinimum)
        return fail(
          "invalid",
          ["amount"],
          `a Wait burns at least ${opts.waitMinimum} initiative, got ${a.amount}`,
        );
      return ok(a.amount);
    case "complex":
      if (a.decline) return ok(0);
      // A DC below 0 would refund initiative; the book's DCs are positive.
      if (a.dc < 0)
        return fail("invalid", ["dc"], `a complex action's DC is its cost and cannot be negative (${a.dc})`);
      return ok(a.dc);
    case "other": {
      if (a.other === "firstAid" && a.triage) return ok(FIRST_AID_TRIAGE_COST);
      return ok(otherCostRow(a.other).cost as number);
    }
    case "custom":
      return ok(a.cost);
    case "hold": {
      const held = actionCost(a.action, opts);
      if (!held.ok) return fail(held.error.code, ["action", ...held.error.path], held.error.message);
      return held;
    }
  }
}

/** Parses an action from plain data (the glue's parameters). */
export function parseAction(raw: unknown): Result<TrackerAction> {
  const r = trackerActionSchema.safeParse(raw);
  if (r.success) return ok(r.data);
  const issue = r.error.issues[0]!;
  const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
  return fail("invalid", path, `${path.join(".") || "(action)"}: ${issue.message}`);
}

/** One stretch of a planned movement: a movement type and the metres covered in it. */
export interface MoveSegment {
  movement: string;
  metres: number;
}

/**
 * DE-ACT-4/5: the Move actions a path needs. Each change of movement type starts a new Move action,
 * and one action covers at most `speed` metres of its type (a speed per type may be given, e.g. a
 * halved climbing speed from the movement rules).
 */
export function planMoves(
  segments: readonly MoveSegment[],
  speed: number | Readonly<Record<string, number>>,
  pace: Pace,
  opts: Pick<TrackerOptions, "movePaces">,
): Result<{ actions: { movement: string; metres: number }[]; cost: number }> {
  const actions: { movement: string; metres: number }[] = [];
  for (const [i, s] of segments.entries()) {
    const v = typeof speed === "number" ? speed : speed[s.movement];
    if (v === undefined) return fail("invalid", ["speed", s.movement], `no speed given for ${s.movement}`);
    if (v <= 0)
      return fail(
        "refused",
        ["segments", i],
        `a speed of ${v} m cannot cover ${s.metres} m of ${s.movement}`,
      );
    let left = s.metres;
    while (left > 0) {
      const step = Math.min(left, v);
      actions.push({ movement: s.movement, metres: step });
      left -= step;
    }
  }
  return ok({ actions, cost: actions.length * opts.movePaces[pace] });
}

/**
 * DE-ACT-6: a move is at half speed or slower iff the metres moved are at most speed × initiative
 * spent ÷ 4 — a full jog (speed per 4 initiative) is exactly half of a run (speed per 2).
 */
export function isHalfSpeedOrSlower(metres: number, speed: number, initiativeSpent: number): boolean {
  return metres * 4 <= speed * initiativeSpent;
}

/**
 * DE-ACT-4: a mover counts as being at every point of its path at once, so a trigger, an area or an
 * interrupt that cares about a place sees the mover if any point of the path satisfies it.
 */
export function pathMeets<P>(path: readonly P[], test: (point: P) => boolean): boolean {
  return path.some(test);
}
