// Creating, joining, exporting and importing tables: what the HTTP API does, without HTTP.

import { z } from "zod";
import { rulesetFromOverlay, rulesetOfTable } from "../designer/resolve.js";
import { DIALECTS, type Dialect } from "../dice/index.js";
import { EngineError, validate } from "../engine/errors.js";
import type { Registry } from "../engine/registry.js";
import { emptyState, PROTOTYPE_NAMES } from "../engine/state.js";
import {
  hashSecret,
  joinToken,
  newId,
  newSecret,
  type PreparedImport,
  parseExport,
  prepareImport,
  type Store,
  type TableExport,
} from "../store/index.js";
import { checkImportedImages } from "./assets.js";
import { ServerError } from "./errors.js";
import type { Hub } from "./hub.js";
import type { MemberView } from "./protocol.js";
import { commitmentOf, newSeed, periodRng } from "./seeds.js";
import { type ServerEvent, TableLog } from "./table-log.js";
import { assertStorableText, storableText } from "./text.js";
import { exportFor } from "./visibility.js";

const personName = storableText(100).trim().min(1);

/** The table's settings (table-log.ts): what the GM decides beside the ruleset's options. */
export const tableSettingsBody = z.strictObject({
  /** Players may edit every field of their own characters' files (default: only name, notes…). */
  freeCharacterEditing: z.boolean().default(false),
  /** Every NPC the GM creates is secret from the players unless marked otherwise. */
  npcsSecretByDefault: z.boolean().default(false),
  /** The dice notation the tray and /roll read: Tabula's own (default), Roll20's or Foundry VTT's. */
  dialect: z.enum(DIALECTS as readonly [Dialect, ...Dialect[]]).optional(),
});

export const createTableBody = z
  .strictObject({
    name: storableText(200).trim().min(1),
    /** A shipped ruleset's id; with `overlay`, optional, and if given the overlay's base or id. */
    ruleset: storableText(100, 1).optional(),
    /** An overlay document (docs/overlays.md): the table plays the ruleset it derives. */
    overlay: z.record(z.string(), z.unknown()).optional(),
    options: z.record(z.string(), z.unknown()).default({}),
    settings: tableSettingsBody.default({ freeCharacterEditing: false, npcsSecretByDefault: false }),
    gm: z.strictObject({ name: personName }),
  })
  .refine((b) => b.ruleset !== undefined || b.overlay !== undefined, {
    message: "required: a ruleset id, or an overlay deriving one",
    path: ["ruleset"],
  });

export const joinTableBody = z.strictObject({ invite: storableText(200, 1), name: personName });

export interface CreatedTable {
  /** `ruleset` is the shipped ruleset; `overlay` names the derived one a table plays, if any. */
  table: { id: string; name: string; ruleset: string; overlay?: { id: string; name: string } };
  gm: MemberView & { token: string };
  invite: string;
}

export async function createTable(store: Store, registry: Registry, raw: unknown): Promise<CreatedTable> {
  assertStorableText(raw, "table");
  // Option names come from the client: `__proto__` or `constructor` is refused as unknown before a
  // schema (which would take `__proto__` for the object's prototype and drop it) sees them.
  const rawOptions = (raw as { options?: unknown } | null)?.options;
  if (rawOptions !== null && typeof rawOptions === "object")
    for (const name of Object.keys(rawOptions))
      if (PROTOTYPE_NAMES.has(name))
        throw new ServerError("invalid", `no ruleset has an option '${name}'`, ["options", name]);
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
    // Logged only when the GM changes a default, so tables with the defaults keep the usual log.
    ...(body.settings.freeCharacterEditing ||
    body.settings.npcsSecretByDefault ||
    (body.settings.dialect !== undefined && body.settings.dialect !== "tabula")
      ? [{ type: "tableSettings" as const, settings: body.settings }]
      : []),
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
  assertStorableText(raw, "join request");
  const body = validate(joinTableBody, raw, "join request");
  if (!(await store.inviteMatches(tableId, body.invite)))
    throw new ServerError("forbidden", "unknown table or wrong invite code", ["invite"]);
  const joined = await hub.withTable(tableId, (t) => t.join(body.name));
  if (!joined) throw new ServerError("forbidden", "unknown table or wrong invite code", ["invite"]);
  return joined;
}

/**
 * The export a GM may download: no secrets, since the GM must not foresee the dice either, and
 * only what the live stream shows them (visibility.ts): a player's self roll is a placeholder.
 */
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
  return exportFor(x, member);
}

/**
 * Checks an export for import, as a pure function (no store, no clock): the HTTP layer may run it
 * off the event loop. Its text must be storable, its log must fold under its ruleset, and its seed
 * periods must be the ones its log commits and reveals. What it returns carries no secrets: the
 * importer could have chosen them, so no seed the log did not reveal is ever adopted.
 */
export function checkImport(registry: Registry, raw: unknown): TableExport {
  assertStorableText(raw, "table export");
  const x = parseExport(raw);
  checkImportedImages(x.assets ?? []);
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
  const seedPeriods = periodsOfLog(x);
  const revealed = new Set(seedPeriods.filter((p) => p.seed !== null).map((p) => p.period));
  return {
    ...x,
    seedPeriods,
    // A generator state after an intent of a secret period would let its holder replay it: kept
    // only where the seed is public anyway.
    intents: x.intents.map((it) => (revealed.has(it.period) ? it : { ...it, rngAfter: null })),
    secrets: null,
  };
}

/**
 * The seed periods as the log has them: each starts with a `seedCommitted` event and, if revealed,
 * has a `seedRevealed` whose seed hashes to the commitment. The export's own list must agree; a
 * seed it gives for a period the log never revealed is not taken.
 */
function periodsOfLog(x: TableExport): TableExport["seedPeriods"] {
  const periods: TableExport["seedPeriods"] = [];
  // The store dates a period from the first event of the commit that started it: a reveal commits
  // [seedRevealed n, seedCommitted n+1] together, so period n+1 starts at the reveal's seq.
  const firstSeq = new Map(x.intents.map((it) => [it.no, it.firstSeq]));
  for (const r of x.events) {
    const e = r.event as ServerEvent;
    if (e?.type === "seedCommitted") {
      if (e.period !== periods.length + 1)
        throw new ServerError("invalid", `event ${r.seq} commits period ${e.period} out of order`, [
          "events",
          r.seq - 1,
        ]);
      periods.push({
        period: e.period,
        commitment: e.commitment,
        seed: null,
        startSeq: Math.min(r.seq, firstSeq.get(r.intent) ?? r.seq),
        revealedSeq: null,
      });
    } else if (e?.type === "seedRevealed") {
      const p = periods[e.period - 1];
      if (!p || p.seed !== null || e.commitment !== p.commitment || commitmentOf(e.seed) !== p.commitment)
        throw new ServerError(
          "invalid",
          `event ${r.seq} reveals a seed that does not match period ${e.period}'s commitment`,
          ["events", r.seq - 1],
        );
      p.seed = e.seed;
      p.revealedSeq = r.seq;
    }
  }
  if (periods.length !== x.seedPeriods.length)
    throw new ServerError(
      "invalid",
      `the log commits ${periods.length} seed periods but the export lists ${x.seedPeriods.length}`,
      ["seedPeriods"],
    );
  periods.forEach((p, i) => {
    const listed = x.seedPeriods[i]!;
    for (const field of ["commitment", "startSeq", "revealedSeq"] as const)
      if (listed[field] !== p[field])
        throw new ServerError(
          "invalid",
          `seedPeriods[${i}].${field} is not what the log says (${String(p[field])})`,
          ["seedPeriods", i, field],
        );
  });
  return periods;
}

/**
 * Imports an export as a new table with the same id. Its history stays as it was (periods it
 * revealed can still be verified), and the table rolls on from a fresh seed of this server's,
 * committed in the log like any other: a seed that came with the file is never used.
 */
export async function importTable(
  store: Store,
  registry: Registry,
  raw: unknown,
): Promise<{ id: string; head: number }> {
  return importChecked(store, prepareChecked(checkImport(registry, raw)));
}

/**
 * An export `checkImport` has passed, on a fresh seed and serialised into the store's batches:
 * the part of an import that grows with the table, run beside the check (in the import worker).
 */
export function prepareChecked(checked: TableExport): PreparedImport {
  return prepareImport(reseeded(checked));
}

/** The store's half of an import, for an export prepared by `prepareChecked`. */
export async function importChecked(
  store: Store,
  prepared: PreparedImport,
): Promise<{ id: string; head: number }> {
  await store.importPrepared(prepared);
  return { id: prepared.id, head: prepared.head };
}

/** The reason a `reseed` intent gives; `tabula verify` reads it to tell imported periods. */
export const IMPORT_RESEED_REASON = "imported: the table goes on from a seed of this server's";

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
        payload: { reason: IMPORT_RESEED_REASON },
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
