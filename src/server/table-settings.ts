// The GM's table settings changed during play (at creation they come with the new table: tables.ts):
// the dice dialect the dice tray and /roll read notation in, whether players edit their whole
// character files, and whether new NPCs start secret. The settings event carries the whole
// settings, so the log's last one is the table's, and every intent reads it from there.

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
  /** Players may edit every field of their own characters' files. */
  freeCharacterEditing: z.boolean().optional(),
  /** Every NPC the GM creates from now on is secret from the players unless marked otherwise. */
  npcsSecretByDefault: z.boolean().optional(),
});

const NAMES = ["dialect", "freeCharacterEditing", "npcsSecretByDefault"] as const;
export type TableSettingsIntent = z.infer<typeof tableSettingsIntent>;

export function executeTableSettings(ctx: ExecContext, intent: TableSettingsIntent): Execution {
  if (ctx.author.role !== "gm")
    throw new ServerError("forbidden", "only the GM can change the table's settings", ["type"]);
  // The event replaces the settings whole (table-log.ts), so it carries every one of them.
  const before: TableSettings = { ...DEFAULT_SETTINGS, ...(ctx.settings as Partial<TableSettings>) };
  const given = NAMES.filter((k) => intent[k] !== undefined);
  if (given.length === 0)
    throw new ServerError("invalid", `name a setting to change: ${NAMES.join(", ")}`, ["type"]);
  const settings: TableSettings = { ...before };
  for (const k of given) (settings as unknown as Record<string, unknown>)[k] = intent[k];
  const now = (t: TableSettings, k: (typeof NAMES)[number]) =>
    k === "dialect" ? (t.dialect ?? "tabula") : t[k];
  if (given.every((k) => now(settings, k) === now(before, k))) {
    const k = given[0]!;
    throw new ServerError(
      "refused",
      k === "dialect"
        ? `the table already reads dice as ${settings.dialect}`
        : `the table's ${k} is already ${String(settings[k])}`,
      [k],
    );
  }
  // `changed` names what this intent changed, so the log can say it in words.
  return {
    events: [{ type: "tableSettings", settings, changed: given } as never],
    visibility: "public",
    roll: null,
  };
}
