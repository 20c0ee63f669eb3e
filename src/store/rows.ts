// Rows as they come back from either backend, turned into the store's records. Timestamps arrive
// as Date objects and big integers as numbers (see postgres.ts); both become plain JSON values.

import type { EventRecord, IntentRecord, MemberRecord, SeedPeriodRecord, TableRecord } from "./records.js";

export type Row = Record<string, unknown>;

export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

export function tableRecord(r: Row): TableRecord {
  return {
    id: r.id as string,
    name: r.name as string,
    ruleset: r.ruleset as string,
    options: r.options,
    // Only tables that play a derived ruleset carry the key, so other records look as before.
    ...(r.overlay !== null && r.overlay !== undefined ? { overlay: r.overlay } : {}),
    createdAt: iso(r.created_at),
    head: Number(r.head),
    lastIntent: Number(r.last_intent),
    period: Number(r.period),
  };
}

export function memberRecord(r: Row): MemberRecord {
  return {
    id: r.id as string,
    role: r.role as MemberRecord["role"],
    name: r.name as string,
    joinedAt: iso(r.joined_at),
  };
}

export function eventRecord(r: Row): EventRecord {
  return {
    seq: Number(r.seq),
    intent: Number(r.intent),
    visibility: r.visibility as EventRecord["visibility"],
    author: (r.author as string | null) ?? null,
    event: r.event,
  };
}

export function intentRecord(r: Row): IntentRecord {
  return {
    no: Number(r.no),
    author: (r.author as string | null) ?? null,
    kind: r.kind as string,
    payload: r.payload,
    period: Number(r.period),
    rngAfter: r.rng_after ?? null,
    firstSeq: Number(r.first_seq),
    eventCount: Number(r.event_count),
  };
}

export function seedPeriodRecord(r: Row, secrets: boolean): SeedPeriodRecord {
  return {
    period: Number(r.period),
    commitment: r.commitment as string,
    seed: r.revealed || secrets ? ((r.seed as string | null) ?? null) : null,
    startSeq: Number(r.start_seq),
    revealedSeq: r.revealed_seq === null || r.revealed_seq === undefined ? null : Number(r.revealed_seq),
  };
}
