// The WebSocket protocol. Clients send JSON objects with a `type`; every message that asks for a
// change carries an `intentId` of the client's choosing, which the server echoes in its `ack` or
// `error`. Schemas here are the only gate: nothing past them sees unvalidated input.

import { z } from "zod";
import { engineIntentSchema } from "../engine/table.js";
import type { Visibility } from "../store/index.js";
import { type ChatIntent, chatIntent } from "./chat.js";
import { MAX_FORECAST_RUNS } from "./forecast.js";
import { type MacrosIntent, macrosIntent } from "./macros.js";
import { type SceneIntent, sceneIntents } from "./scenes.js";
import { type TableSettingsIntent, tableSettingsIntent } from "./table-settings.js";
import { findUnstorableText, storableText } from "./text.js";

const intentId = z.string().min(1).max(100);
const seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const memberId = z.string().min(1).max(40);
/** Character ids are chosen by people and appear in commands, so they are short and plain. */
export const characterId = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    "letters, digits, - and _, at most 64, starting with a letter or digit",
  );
const visibility = z.enum(["public", "gm", "self"]).default("public");

/** Fields every intent may carry: `baseSeq` refuses the intent unless the table is still at that seq. */
const common = { intentId, baseSeq: seq.optional() };

export const helloMessage = z.strictObject({
  type: z.literal("hello"),
  table: z.string().min(1).max(40),
  token: z.string().min(1).max(200),
  /** The last sequence number this client saw: it is sent everything after it. */
  lastSeq: seq.default(0),
});

export const syncMessage = z.strictObject({ type: z.literal("sync"), lastSeq: seq });
export const pingMessage = z.strictObject({ type: z.literal("ping"), intentId: intentId.optional() });

export const oddsMessage = z.strictObject({
  type: z.literal("odds"),
  intentId,
  action: storableText(100, 1),
  params: z.unknown().default({}),
});

/** The GM's forecast of the encounter (forecast.ts): how many fights, on what seed, with what-ifs. */
export const forecastMessage = z.strictObject({
  type: z.literal("forecast"),
  intentId,
  runs: z.number().int().min(1).max(MAX_FORECAST_RUNS).optional(),
  seed: storableText(100, 1).optional(),
  whatIfs: z.boolean().optional(),
});

export const rollIntent = z.strictObject({
  type: z.literal("roll"),
  ...common,
  notation: storableText(1000, 1),
  /** The character rolling, if any. */
  as: characterId.optional(),
  label: storableText(200).optional(),
  visibility,
});

export const actionIntent = z.strictObject({
  type: z.literal("action"),
  ...common,
  action: storableText(100, 1),
  params: z.unknown().default({}),
  visibility,
});

export const engineMessage = z.looseObject({ type: z.literal("engine"), ...common });

/** What players see of a secret character (visibility.ts): nothing, its conditions, or a wound word. */
export const secrecySchema = z.strictObject({
  show: z.enum(["nothing", "conditions", "wound"]).default("nothing"),
});

export const characterCreateIntent = z.strictObject({
  type: z.literal("character.create"),
  ...common,
  id: characterId.optional(),
  method: storableText(100, 1),
  input: z.unknown().default({}),
  /** Who controls it: a player's own by default; the GM may name a member, or null for an NPC. */
  owner: memberId.nullable().optional(),
  /** The GM's: keep it secret (null: not). Absent: the table's npcsSecretByDefault for an NPC. */
  secret: secrecySchema.nullable().optional(),
});

export const characterPutIntent = z.strictObject({
  type: z.literal("character.put"),
  ...common,
  id: characterId,
  character: z.unknown(),
  owner: memberId.nullable().optional(),
  /** As for character.create; on an existing character it is left as it is. */
  secret: secrecySchema.nullable().optional(),
});

/**
 * Spend what a character has earned, in the ruleset's own advance syntax (the sheet's Buy): the
 * server prices it with the ruleset's advance model, so a player cannot give themselves more than
 * the rules allow. An award of points first is the GM's.
 */
export const characterAdvanceIntent = z.strictObject({
  type: z.literal("character.advance"),
  ...common,
  id: characterId,
  buy: z.array(storableText(200, 1)).max(50).default([]),
  betweenAdventures: z.boolean().default(false),
  award: z
    .strictObject({ amount: z.number().int().min(0).max(1_000_000), reason: storableText(200, 1) })
    .optional(),
});

export const characterRemoveIntent = z.strictObject({
  type: z.literal("character.remove"),
  ...common,
  id: characterId,
});

/** The GM keeps a character secret from players, with what they may see, or shows it (null). */
export const characterSecrecyIntent = z.strictObject({
  type: z.literal("character.secrecy"),
  ...common,
  id: characterId,
  secret: secrecySchema.nullable(),
});

/** Most NPCs one npc.add makes. */
export const MAX_NPCS_AT_ONCE = 20;

/**
 * Quick NPCs (the GM's): `count` characters from one statblock of the ruleset's NPC facet (or a
 * saved one, `from`), named "Goblin 1"…, optionally into the running encounter.
 */
export const npcAddIntent = z.strictObject({
  type: z.literal("npc.add"),
  ...common,
  name: storableText(80).trim().min(1),
  count: z.number().int().min(1).max(MAX_NPCS_AT_ONCE).default(1),
  statblock: z.record(z.string(), z.unknown()).optional(),
  /** A bestiary entry's id, used when `statblock` is absent. */
  from: characterId.optional(),
  secret: secrecySchema.nullable().optional(),
  /** Join the running encounter at the end of the order. */
  encounter: z.boolean().default(false),
});

/** The GM saves a statblock in the table's bestiary (same id: replaced). */
export const bestiarySaveIntent = z.strictObject({
  type: z.literal("bestiary.save"),
  ...common,
  id: characterId.optional(),
  name: storableText(80).trim().min(1),
  statblock: z.record(z.string(), z.unknown()),
});

export const bestiaryDeleteIntent = z.strictObject({
  type: z.literal("bestiary.delete"),
  ...common,
  id: characterId,
});

export const undoIntent = z.strictObject({ type: z.literal("undo"), ...common });
export const revealIntent = z.strictObject({ type: z.literal("seed.reveal"), ...common });

export type RollIntent = z.infer<typeof rollIntent>;
export type ActionIntent = z.infer<typeof actionIntent>;
export type EngineIntentMessage = {
  type: "engine";
  intentId: string;
  baseSeq?: number | undefined;
  intent: z.infer<typeof engineIntentSchema>;
};
export type CharacterCreateIntent = z.infer<typeof characterCreateIntent>;
export type CharacterPutIntent = z.infer<typeof characterPutIntent>;
export type CharacterAdvanceIntent = z.infer<typeof characterAdvanceIntent>;
export type CharacterRemoveIntent = z.infer<typeof characterRemoveIntent>;
export type CharacterSecrecyIntent = z.infer<typeof characterSecrecyIntent>;
export type NpcAddIntent = z.infer<typeof npcAddIntent>;
export type BestiarySaveIntent = z.infer<typeof bestiarySaveIntent>;
export type BestiaryDeleteIntent = z.infer<typeof bestiaryDeleteIntent>;

/** Intents that change the table and so go through the commit path. */
export type Intent =
  | RollIntent
  | ActionIntent
  | EngineIntentMessage
  | CharacterCreateIntent
  | CharacterPutIntent
  | CharacterAdvanceIntent
  | CharacterRemoveIntent
  | CharacterSecrecyIntent
  | NpcAddIntent
  | BestiarySaveIntent
  | BestiaryDeleteIntent
  | ChatIntent
  | MacrosIntent
  | TableSettingsIntent
  | SceneIntent
  | z.infer<typeof undoIntent>
  | z.infer<typeof revealIntent>;

export type ClientMessage =
  | z.infer<typeof helloMessage>
  | z.infer<typeof syncMessage>
  | z.infer<typeof pingMessage>
  | z.infer<typeof oddsMessage>
  | z.infer<typeof forecastMessage>
  | Intent;

const SCHEMAS: Record<string, z.ZodType> = {
  hello: helloMessage,
  sync: syncMessage,
  ping: pingMessage,
  odds: oddsMessage,
  forecast: forecastMessage,
  roll: rollIntent,
  action: actionIntent,
  "character.create": characterCreateIntent,
  "character.put": characterPutIntent,
  "character.advance": characterAdvanceIntent,
  "character.remove": characterRemoveIntent,
  "character.secrecy": characterSecrecyIntent,
  "npc.add": npcAddIntent,
  "bestiary.save": bestiarySaveIntent,
  "bestiary.delete": bestiaryDeleteIntent,
  chat: chatIntent,
  "macros.set": macrosIntent,
  "table.settings": tableSettingsIntent,
  undo: undoIntent,
  "seed.reveal": revealIntent,
  ...sceneIntents,
};

export const MESSAGE_TYPES = [...Object.keys(SCHEMAS), "engine"];

export type Parsed =
  | { ok: true; message: ClientMessage }
  | {
      ok: false;
      code: "bad_json" | "unknown_intent" | "invalid";
      path: (string | number)[];
      message: string;
    };

function issuePath(e: z.ZodError) {
  const i = e.issues[0]!;
  return {
    path: i.path.filter((p): p is string | number => typeof p !== "symbol"),
    message: i.message,
  };
}

/** Parses one message: JSON, a known type, then that type's schema. */
export function parseClientMessage(text: string): Parsed {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, code: "bad_json", path: [], message: "the message is not valid JSON" };
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    return { ok: false, code: "bad_json", path: [], message: "a message is a JSON object with a `type`" };
  const type = (raw as { type?: unknown }).type;
  if (typeof type !== "string" || !MESSAGE_TYPES.includes(type)) {
    return {
      ok: false,
      code: "unknown_intent",
      path: ["type"],
      message: `unknown message type ${JSON.stringify(type ?? null).slice(0, 60)}; known: ${MESSAGE_TYPES.join(", ")}`,
    };
  }
  // Every string and key, wherever it sits (parameters and character files included), must be
  // text the store can hold: refused here, by its path, rather than failing inside the commit.
  const unstorable = findUnstorableText(raw);
  if (unstorable)
    return {
      ok: false,
      code: "invalid",
      path: unstorable.path,
      message: `invalid ${type} message at ${unstorable.path.join(".") || "(root)"}: ${unstorable.message}`,
    };
  if (type === "engine") return parseEngine(raw as Record<string, unknown>);
  const r = SCHEMAS[type]!.safeParse(raw);
  if (!r.success) {
    const i = issuePath(r.error);
    return {
      ok: false,
      code: "invalid",
      path: i.path,
      message: `invalid ${type} message at ${i.path.join(".") || "(root)"}: ${i.message}`,
    };
  }
  return { ok: true, message: r.data as ClientMessage };
}

/** Engine intents are written flat, as in scripts: {type:"engine", intentId, engine:"advanceClock", minutes:5}. */
function parseEngine(raw: Record<string, unknown>): Parsed {
  const head = engineMessage.safeParse(raw);
  if (!head.success) {
    const i = issuePath(head.error);
    return { ok: false, code: "invalid", path: i.path, message: `invalid engine message: ${i.message}` };
  }
  const { type: _t, intentId: _i, baseSeq: _b, ...rest } = raw;
  const body = engineIntentSchema.safeParse(rest);
  if (!body.success) {
    const i = issuePath(body.error);
    return {
      ok: false,
      code: "invalid",
      path: i.path,
      message: `invalid engine intent at ${i.path.join(".") || "(root)"}: ${i.message}`,
    };
  }
  const message: EngineIntentMessage = {
    type: "engine",
    intentId: head.data.intentId,
    ...(head.data.baseSeq !== undefined ? { baseSeq: head.data.baseSeq } : {}),
    intent: body.data,
  };
  return { ok: true, message };
}

/** The intent id of a message that failed to parse, when it has a usable one, to correlate the error. */
export function looseIntentId(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { intentId?: unknown })?.intentId;
    return typeof id === "string" && id.length <= 100 ? id : null;
  } catch {
    return null;
  }
}

// --- server → client -------------------------------------------------------------------------

export interface MemberView {
  id: string;
  name: string;
  role: "gm" | "player";
}

export type EventMessage =
  | {
      type: "event";
      seq: number;
      intent: number;
      author: string | null;
      visibility: Visibility;
      event: unknown;
    }
  /** An event this member may not see: its place in the sequence, nothing more. */
  | { type: "event"; seq: number; intent: number; hidden: true };
