// The GM's table settings changed during play (at creation they come with the new table: tables.ts).
// Today that is the dice dialect the dice tray and /roll read notation in; the settings event
// carries the whole settings, so the log's last one is the table's.

import { z } from "zod";
import { DIALECTS, type Dialect } from "../dice/index.js";
import { ServerError } from "./errors.js";
import type { ExecContext, Execution } from "./intents.js";
import { DEFAULT_SETTINGS, type TableSettings } from "./table-log.js";

export const tableSettingsIntent = z.strictObject({
  type: z.literal("table.settings"),
  intentId: z.string().min(1).max(100),
  baseSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** The notation players type: Tabula's own, Roll20's or Foundry VTT's (src/dice/dialect.ts). */
  dialect: z.enum(DIALECTS as readonly [Dialect, ...Dialect[]]).optional(),
});
export type TableSettingsIntent = z.infer<typeof tableSettingsIntent>;

export function executeTableSettings(ctx: ExecContext, intent: TableSettingsIntent): Execution {
  if (ctx.author.role !== "gm")
    throw new ServerError("forbidden", "only the GM can change the table's settings", ["type"]);
  // The event replaces the settings whole (table-log.ts), so it carries every one of them.
  const before: TableSettings = { ...DEFAULT_SETTINGS, ...(ctx.settings as Partial<TableSettings>) };
  const settings = { ...before, ...(intent.dialect !== undefined ? { dialect: intent.dialect } : {}) };
  if ((settings.dialect ?? "tabula") === (before.dialect ?? "tabula"))
    throw new ServerError("refused", `the table already reads dice as ${settings.dialect}`, ["dialect"]);
  return { events: [{ type: "tableSettings", settings } as never], visibility: "public", roll: null };
}
