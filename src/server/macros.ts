// Saved rolls (macros): each member keeps a row of named rolls, a notation or a ruleset action
// with its parameters ("Sword attack"), fired from the table page with one click or a key. The row
// is kept with the table as an event the member alone may see (visibility "self"): the GM does not
// see a player's macros, and others get the hidden placeholder. Firing one sends an ordinary roll
// or action intent, so the server checks and rolls it then; saving only checks its shape.

import { z } from "zod";
import { EngineError } from "../engine/errors.js";
import { getAction } from "../engine/table.js";
import type { ExecContext, Execution } from "./intents.js";
import { storableText } from "./text.js";

/** Keys 1–9 fire the first nine; a few more may wait in the row. */
export const MAX_MACROS = 20;

const name = storableText(60).trim().min(1);
const shownTo = z.enum(["public", "gm", "self"]).default("public");

export const macroSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("notation"),
    name,
    notation: storableText(1000, 1),
    label: storableText(200).optional(),
    /** The character rolling, if any (checked when fired). */
    as: z.string().min(1).max(64).optional(),
    visibility: shownTo,
  }),
  z.strictObject({
    kind: z.literal("action"),
    name,
    action: storableText(100, 1),
    params: z.unknown().default({}),
    visibility: shownTo,
  }),
]);
export type Macro = z.infer<typeof macroSchema>;

export const macrosIntent = z.strictObject({
  type: z.literal("macros.set"),
  intentId: z.string().min(1).max(100),
  baseSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** The member's whole row, in order: it replaces the one saved before. */
  macros: z.array(macroSchema).max(MAX_MACROS),
});
export type MacrosIntent = z.infer<typeof macrosIntent>;

export interface MacrosEvent {
  type: "macros";
  member: string;
  macros: Macro[];
}

export function executeMacros(ctx: ExecContext, intent: MacrosIntent): Execution {
  const seen = new Set<string>();
  intent.macros.forEach((m, i) => {
    const key = m.name.toLowerCase();
    if (seen.has(key))
      throw new EngineError("conflict", `two saved rolls are named '${m.name}'`, ["macros", i, "name"]);
    seen.add(key);
    // An action the ruleset does not have is refused now, not at the table mid-fight.
    if (m.kind === "action") {
      try {
        getAction(ctx.ruleset, m.action);
      } catch (e) {
        if (e instanceof EngineError) throw new EngineError(e.code, e.message, ["macros", i, "action"]);
        throw e;
      }
    }
  });
  const event: MacrosEvent = { type: "macros", member: ctx.author.id, macros: intent.macros };
  return { events: [event as never], visibility: "self", roll: null };
}
