// Creating, joining, exporting and importing tables: what the HTTP API does, without HTTP.

import { z } from "zod";
import { rulesetFromOverlay, rulesetOfTable } from "../designer/resolve.js";
import { EngineError, validate } from "../engine/errors.js";
import type { Registry } from "../engine/registry.js";
import { emptyState } from "../engine/state.js";
import {
  hashSecret,
  joinToken,
  newId,
  newSecret,
  parseExport,
  type Store,
  type TableExport,
} from "../store/index.js";
import { ServerError } from "./errors.js";
import type { Hub } from "./hub.js";
import type { MemberView } from "./protocol.js";
import { commitmentOf, newSeed, periodRng } from "./seeds.js";
import { type ServerEvent, TableLog } from "./table-log.js";

const personName = z.string().trim().min(1).max(100);

export const createTableBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    /** A shipped ruleset's id; with `overlay`, optional, and if given the overlay's base or id. */
    ruleset: z.string().min(1).max(100).optional(),
    /** An overlay document (docs/overlays.md): the table plays the ruleset it derives. */
    overlay: z.record(z.string(), z.unknown()).optional(),
    options: z.record(z.string(), z.unknown()).default({}),
    gm: z.strictObject({ name: personName }),
  })
  .refine((b) => b.ruleset !== undefined || b.overlay !== undefined, {
    message: "required: a ruleset id, or an overlay deriving one",
    path: ["ruleset"],
  });

export const joinTableBody = z.strictObject({ invite: z.string().min(1).max(200), name: personName });

export interface CreatedTable {
  /** `ruleset` is the shipped ruleset; `overlay` names the derived one a table plays, if any. */
  table: { id: string; name: string; ruleset: string; overlay?: { id: string; name: string } };
  gm: MemberView & { token: string };
  invite: string;
}

export async function createTable(store: Store, registry: Registry, raw: unknown): Promise<CreatedTable> {
  const body = validate(createTableBody, raw, "table");
  const ruleset = body.overlay
    ? overlayRuleset(registry, body.overlay, body.ruleset)
    : registry.get(body.ruleset!);
  // The table keeps the shipped ruleset's id (clients, permissions and character files follow it)
  // and the overlay document, from which the ruleset is rebuilt whenever the table is loaded.
  const baseId = ruleset.derived?.base ?? ruleset.id;
  const overlay = ruleset.derived?.overlay;
  // Stored with every default filled in, so a later change of defaults does not change the table.
  const options = ruleset.parseOptions(body.options);
  const id = newId("t");
  const gmId = newId("m", 10);
  const gmSecret = newSecret();
  const invite = newSecret();
  const seed = newSeed();
  const commitment = commitmentOf(seed);
  const rng = periodRng(seed).state();
  const gm: MemberView = { id: gmId, name: body.gm.name, role: "gm" };
  const events: ServerEvent[] = [
    { type: "seedCommitted", period: 1, commitment },
    { type: "memberJoined", member: gm },
  ];
  const r = await store.createTable(
    {
      id,
      name: body.name,
      ruleset: baseId,
      options,
      ...(overlay !== undefined ? { overlay } : {}),
      inviteHash: hashSecret(invite),
      rng,
      seed: { commitment, seed },
      gm: { ...gm, tokenHash: hashSecret(gmSecret) },
    },
    {
      intent: {
        author: null,
        kind: "create",
        payload: { name: body.name, ruleset: baseId, options, ...(overlay !== undefined ? { overlay } : {}) },
        rngAfter: null,
      },
      events: events.map((event) => ({ visibility: "public", event })),
      rng,
      period: 1,
    },
  );
  if (!r.ok) throw new ServerError("internal", "the new table could not be written");
  return {
    table: {
      id,
      name: body.name,
      ruleset: baseId,
      ...(overlay !== undefined ? { overlay: { id: ruleset.id, name: ruleset.name } } : {}),
    },
    gm: { ...gm, token: joinToken(gmId, gmSecret) },
    invite,
  };
}

/** The ruleset an inline overlay derives; its errors point into the request's `overlay`. */
function overlayRuleset(registry: Registry, overlay: unknown, named: string | undefined) {
  let ruleset: ReturnType<typeof rulesetFromOverlay>;
  try {
    ruleset = rulesetFromOverlay(overlay, registry);
  } catch (e) {
    if (e instanceof EngineError)
      throw new EngineError(
        e.code,
        e.message,
        ["overlay", ...e.path],
        e.issues.map((i) => ({ ...i, path: ["overlay", ...i.path] })),
      );
    throw e;
  }
  const base = ruleset.derived?.base ?? ruleset.id;
  if (named !== undefined && named !== base && named !== ruleset.id) {
    throw new ServerError("invalid", `the overlay derives from ${base}, not ${named}`, ["ruleset"]);
  }
  return ruleset;
}

/**
 * The ruleset a stored or exported table plays: the shipped one, or the one its overlay derives
 * (rebuilt from the stored document, so it is the same wherever and whenever the table loads).
 */
export function tableRuleset(
  registry: Registry,
  table: { ruleset: string; overlay?: unknown },
  at: (string | number)[] = ["overlay"],
) {
  try {
    return rulesetOfTable(table, registry);
  } catch (e) {
    if (e instanceof EngineError && table.overlay !== undefined)
      throw new ServerError("invalid", `the table's overlay no longer builds: ${e.message}`, at);
    throw e;
  }
}

export async function joinTable(store: Store, hub: Hub, tableId: string, raw: unknown) {
  if (hub.closing) throw new ServerError("shutting_down", "the server is shutting down; try again shortly");
  const body = validate(joinTableBody, raw, "join request");
  if (!(await store.inviteMatches(tableId, body.invite)))
    throw new ServerError("forbidden", "unknown table or wrong invite code", ["invite"]);
  const joined = await hub.withTable(tableId, (t) => t.join(body.name));
  if (!joined) throw new ServerError("forbidden", "unknown table or wrong invite code", ["invite"]);
  return joined;
}

/** The export a GM may download: no secrets, since the GM must not foresee the dice either. */
export async function exportForMember(
  store: Store,
  tableId: string,
  token: string | null,
): Promise<TableExport> {
  const member = token ? await store.authenticate(tableId, token) : null;
  if (!member) throw new ServerError("unauthorized", "unknown table or bad token");
  if (member.role !== "gm") throw new ServerError("forbidden", "only the GM can export the table");
  const x = await store.exportTable(tableId);
  if (!x) throw new ServerError("unauthorized", "unknown table or bad token");
  return x;
}

/**
 * Imports an export as a new table with the same id. It must fold under its ruleset. An export
 * without secrets cannot roll on from where it was (its generator is unknown), so a new seed
 * period starts, committed in the log like any other.
 */
export async function importTable(
  store: Store,
  registry: Registry,
  raw: unknown,
): Promise<{ id: string; head: number }> {
  const x = parseExport(raw);
  const ruleset = tableRuleset(registry, x.table, ["table", "overlay"]);
  const log = new TableLog(ruleset, emptyState(ruleset.id, ruleset.parseOptions(x.table.options)));
  try {
    log.appendAll(x.events);
  } catch (e) {
    throw new ServerError(
      "invalid",
      `the export's log does not replay: ${e instanceof Error ? e.message : String(e)}`,
      ["events"],
    );
  }
  const ready = x.secrets ? x : reseeded(x);
  await store.importTable(ready);
  return { id: ready.table.id, head: ready.table.head };
}

function reseeded(x: TableExport): TableExport {
  const seed = newSeed();
  const commitment = commitmentOf(seed);
  const period = x.table.period + 1;
  const no = x.intents.length + 1;
  const seq = x.events.length + 1;
  const event: ServerEvent = { type: "seedCommitted", period, commitment };
  return {
    ...x,
    table: { ...x.table, head: seq, lastIntent: no, period },
    intents: [
      ...x.intents,
      {
        no,
        author: null,
        kind: "reseed",
        payload: { reason: "imported without secrets" },
        period,
        rngAfter: null,
        firstSeq: seq,
        eventCount: 1,
      },
    ],
    events: [...x.events, { seq, intent: no, visibility: "public", author: null, event }],
    seedPeriods: [...x.seedPeriods, { period, commitment, seed: null, startSeq: seq, revealedSeq: null }],
    secrets: { rng: periodRng(seed).state(), seeds: [{ period, seed }] },
  };
}
