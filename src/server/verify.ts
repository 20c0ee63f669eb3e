// Checks a table export's dice against its revealed seeds. The log is replayed from the start;
// every intent of a period whose seed is known is run again, with the generator started from that
// seed, and what it gives must be exactly what the log recorded. Intents of periods still secret
// are taken as recorded (they can be checked once the GM reveals their seed).

import { rulesetOfTable } from "../designer/resolve.js";
import { Rng, type RngState, rngSource } from "../dice/index.js";
import type { Registry } from "../engine/registry.js";
import { emptyState } from "../engine/state.js";
import { parseExport, type TableExport } from "../store/index.js";
import { executeIntent, type GameIntent, intentIds, isGameIntent, visibilityOf } from "./intents.js";
import { type Intent, parseClientMessage } from "./protocol.js";
import { commitmentOf, sameRngState } from "./seeds.js";
import { TableLog } from "./table-log.js";

export interface Mismatch {
  intent: number;
  /** The first event of the intent, or the event at fault. */
  seq: number;
  period: number;
  kind: "commitment" | "events" | "rng" | "error";
  message: string;
}

export interface PeriodReport {
  period: number;
  commitment: string;
  /** Whether the seed is known (revealed in the log, or given with the export's secrets). */
  seedKnown: boolean;
  /** Whether the known seed hashes to the commitment; null when unknown. */
  commitmentOk: boolean | null;
  intents: number;
  rolls: number;
  /** Rolls re-derived and found equal to the log. */
  verifiedRolls: number;
}

export interface VerifyReport {
  table: { id: string; name: string; ruleset: string };
  ok: boolean;
  periods: PeriodReport[];
  mismatches: Mismatch[];
  /** Rolls in periods whose seed is still secret. */
  uncheckedRolls: number;
}

/** JSON with sorted keys: the store's jsonb does not keep key order, so compare meaning, not text. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

/** The stored payload as the intent it was: the same schema as live, so a forged payload is refused. */
function asIntent(kind: string, payload: unknown): GameIntent | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  const flat = kind === "engine" ? { type: "engine", ...(p.intent as object) } : p;
  const parsed = parseClientMessage(JSON.stringify({ ...flat, intentId: "verify" }));
  if (!parsed.ok) return null;
  const m = parsed.message;
  const intents = ["roll", "action", "engine", "character.create", "character.put", "character.remove"];
  return intents.includes(m.type) && isGameIntent(m as Intent) ? (m as GameIntent) : null;
}

export function verifyExport(registry: Registry, raw: unknown): VerifyReport {
  const x: TableExport = parseExport(raw);
  const ruleset = rulesetOfTable(x.table, registry);
  const log = new TableLog(ruleset, emptyState(ruleset.id, ruleset.parseOptions(x.table.options)));
  const secretSeeds = new Map((x.secrets?.seeds ?? []).map((s) => [s.period, s.seed]));
  const mismatches: Mismatch[] = [];
  const periods: PeriodReport[] = x.seedPeriods.map((p) => {
    const seed = p.seed ?? secretSeeds.get(p.period) ?? null;
    return {
      period: p.period,
      commitment: p.commitment,
      seedKnown: seed !== null,
      commitmentOk: seed === null ? null : commitmentOf(seed) === p.commitment,
      intents: 0,
      rolls: 0,
      verifiedRolls: 0,
    };
  });
  const seeds = new Map<number, string>();
  for (const p of x.seedPeriods) {
    const seed = p.seed ?? secretSeeds.get(p.period);
    const report = periods[p.period - 1]!;
    if (seed === undefined) continue;
    if (report.commitmentOk) seeds.set(p.period, seed);
    else
      mismatches.push({
        intent: 0,
        seq: p.startSeq,
        period: p.period,
        kind: "commitment",
        message: `period ${p.period}: the seed does not hash to the commitment published when it started`,
      });
  }
  const rngs = new Map<number, Rng>();
  let unchecked = 0;

  for (const it of x.intents) {
    const records = x.events.slice(it.firstSeq - 1, it.firstSeq - 1 + it.eventCount);
    const period = periods[it.period - 1];
    const rolls = records.filter((r) => (r.event as { type?: string })?.type === "roll").length;
    if (period) {
      period.intents++;
      period.rolls += rolls;
    }
    const seed = seeds.get(it.period);
    const intent = asIntent(it.kind, it.payload);
    const author = it.author === null ? undefined : log.members.get(it.author);
    if (intent && author && seed !== undefined) {
      let rng = rngs.get(it.period);
      if (!rng) {
        rng = Rng.fromSeed(seed);
        rngs.set(it.period, rng);
      }
      const before = rng.state();
      const fail = (kind: Mismatch["kind"], message: string) =>
        mismatches.push({ intent: it.no, seq: it.firstSeq, period: it.period, kind, message });
      try {
        const again = executeIntent(
          {
            ruleset,
            state: log.state,
            author,
            members: log.members,
            dice: rngSource(rng),
            newId: intentIds(it.no),
          },
          intent,
        );
        const derived = canonical(JSON.parse(JSON.stringify(again.events)));
        const recorded = canonical(records.map((r) => r.event));
        if (
          derived !== recorded ||
          records.some((r, i) => r.visibility !== visibilityOf(again, again.events[i]!))
        )
          fail("events", `intent ${it.no} (${it.kind}): the seed gives other events than the log records`);
        else if (period) period.verifiedRolls += rolls;
        const threw = !sameRngState(rng.state(), before);
        if (it.rngAfter !== null ? !sameRngState(rng.state(), it.rngAfter) : threw)
          fail("rng", `intent ${it.no} (${it.kind}): the generator's state after it differs from the log's`);
      } catch (e) {
        fail(
          "error",
          `intent ${it.no} (${it.kind}) cannot be run again: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      // After a mismatch, carry on from the recorded state so one bad roll is reported once.
      if (it.rngAfter !== null) rngs.set(it.period, Rng.fromState(it.rngAfter as RngState));
    } else if (intent && seed === undefined) {
      unchecked += rolls;
    }
    log.append(records);
  }
  return {
    table: { id: x.table.id, name: x.table.name, ruleset: x.table.ruleset },
    ok: mismatches.length === 0,
    periods,
    mismatches,
    uncheckedRolls: unchecked,
  };
}
