// A whole table as one JSON document: for backups, moving a table between servers, and for
// `tabula verify`. Secrets (the generator's state and unrevealed seeds) are included only when
// asked for: with them anyone could foresee the table's next rolls.

import { z } from "zod";
import { StoreError } from "./errors.js";

const hash = z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 in hex");
const count = z.number().int().min(0);
const positive = z.number().int().min(1);
const id = z.string().min(1).max(100);
const WHISPER = /^whisper:[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,49}$/;
const visibility = z.union([
  z.enum(["public", "gm", "self"]),
  // A whisper names its recipients (store/migrations.ts, version 4).
  z.custom<`whisper:${string}`>((v) => typeof v === "string" && WHISPER.test(v), "whisper:<member ids>"),
]);

export const tableExportSchema = z.strictObject({
  format: z.literal("tabula.table"),
  version: z.literal(1),
  exportedAt: z.string(),
  table: z.strictObject({
    id,
    name: z.string().max(200),
    ruleset: id,
    options: z.unknown(),
    /** The overlay deriving the played ruleset from `ruleset`; absent for a shipped ruleset. */
    overlay: z.unknown().optional(),
    createdAt: z.string(),
    head: count,
    lastIntent: count,
    period: positive,
  }),
  inviteHash: hash,
  members: z.array(
    z.strictObject({
      id,
      role: z.enum(["gm", "player"]),
      name: z.string().max(200),
      joinedAt: z.string(),
      /** Only the hash: a token cannot be found back from it, and old tokens keep working. */
      tokenHash: hash,
    }),
  ),
  characters: z.array(
    z.strictObject({ id, owner: id.nullable(), name: z.string(), data: z.unknown(), updatedSeq: count }),
  ),
  intents: z.array(
    z.strictObject({
      no: positive,
      author: id.nullable(),
      kind: z.string().min(1).max(100),
      payload: z.unknown(),
      period: positive,
      rngAfter: z.unknown().nullable(),
      firstSeq: positive,
      eventCount: count,
    }),
  ),
  events: z.array(
    z.strictObject({
      seq: positive,
      intent: positive,
      visibility,
      author: id.nullable(),
      event: z.unknown(),
    }),
  ),
  seedPeriods: z.array(
    z.strictObject({
      period: positive,
      commitment: hash,
      seed: z.string().nullable(),
      startSeq: positive,
      revealedSeq: positive.nullable(),
    }),
  ),
  /**
   * The table's uploaded images (scene backgrounds), their bytes in base64. Absent in exports
   * made before images existed. An importing server checks every one by its content again.
   */
  assets: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "an id of letters, digits, - and _"),
        type: z.enum(["image/png", "image/jpeg", "image/webp"]),
        width: positive,
        height: positive,
        sha256: hash,
        createdAt: z.string(),
        data: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, "base64"),
      }),
    )
    .max(1000)
    .optional(),
  secrets: z
    .strictObject({
      rng: z.unknown(),
      seeds: z.array(z.strictObject({ period: positive, seed: z.string() })),
    })
    .nullable(),
});

export type TableExport = z.infer<typeof tableExportSchema>;

/** Validates an export's shape and that its log holds together; throws StoreError naming the field. */
export function parseExport(raw: unknown): TableExport {
  const r = tableExportSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
    throw new StoreError(
      "invalid",
      `invalid table export at ${path.join(".") || "(root)"}: ${issue.message}`,
      path,
    );
  }
  checkLog(r.data);
  return r.data;
}

function fail(message: string, path: (string | number)[]): never {
  throw new StoreError("invalid", `invalid table export: ${message}`, path);
}

/** The log must be whole: sequence numbers 1…head, intents 1…lastIntent, each intent's events in place. */
function checkLog(x: TableExport): void {
  x.events.forEach((e, i) => {
    if (e.seq !== i + 1)
      fail(`events[${i}] has sequence number ${e.seq}, expected ${i + 1}`, ["events", i, "seq"]);
    if (e.intent > x.intents.length) fail(`event ${e.seq} names intent ${e.intent}`, ["events", i, "intent"]);
  });
  if (x.events.length !== x.table.head)
    fail(`the table's head is ${x.table.head} but the log has ${x.events.length} events`, ["table", "head"]);
  let owned = 0;
  x.intents.forEach((it, i) => {
    if (it.no !== i + 1) fail(`intents[${i}] is number ${it.no}, expected ${i + 1}`, ["intents", i, "no"]);
    for (let k = 0; k < it.eventCount; k++) {
      const e = x.events[it.firstSeq - 1 + k];
      if (!e || e.intent !== it.no)
        fail(`intent ${it.no} should own event ${it.firstSeq + k}`, ["intents", i, "firstSeq"]);
    }
    owned += it.eventCount;
  });
  if (owned !== x.events.length) fail("some events belong to no intent's range", ["events"]);
  if (x.intents.length !== x.table.lastIntent)
    fail(`the table's lastIntent is ${x.table.lastIntent} but there are ${x.intents.length} intents`, [
      "table",
      "lastIntent",
    ]);
  x.seedPeriods.forEach((p, i) => {
    if (p.period !== i + 1) fail(`seedPeriods[${i}] is period ${p.period}`, ["seedPeriods", i, "period"]);
  });
  if (x.seedPeriods.length !== x.table.period)
    fail(`the table is in period ${x.table.period} but ${x.seedPeriods.length} periods are listed`, [
      "table",
      "period",
    ]);
  const members = new Set(x.members.map((m) => m.id));
  if (members.size !== x.members.length) fail("a member id appears twice", ["members"]);
  if (!x.members.some((m) => m.role === "gm")) fail("a table needs a GM", ["members"]);
  const assets = new Set((x.assets ?? []).map((a) => a.id));
  if (assets.size !== (x.assets ?? []).length) fail("an image id appears twice", ["assets"]);
}
