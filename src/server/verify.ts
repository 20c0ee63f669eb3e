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
import { groupHidden } from "./visibility.js";

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
  /**
   * Where the period's seed came from: "server" when the table's own server committed it, or
   * "imported" when the period began before the table was imported from a file (its seed came with
   * the file, or was lost): such a period is checked only if its seed was revealed before the import.
   */
  origin: "server" | "imported";
  /** Whether the seed is known (revealed in the log, or, for a server period, with the export's secrets). */
  seedKnown: boolean;
  /** Whether the known seed hashes to the commitment; null when unknown. */
  commitmentOk: boolean | null;
  /**
   * "verified": every roll was re-derived from the seed and matches; "mismatch": some did not;
   * "secret": the seed is not revealed yet (it can be checked once it is); "unverifiable": the
   * period was imported without a reveal, so its seed can never be checked.
   */
  status: "verified" | "mismatch" | "secret" | "unverifiable";
  intents: number;
  /** Intents this export hides from its reader (another member's self roll): not re-derived. */
  hiddenIntents: number;
  rolls: number;
  /** Rolls re-derived and found equal to the log. */
  verifiedRolls: number;
}

export interface VerifyReport {
  table: { id: string; name: string; ruleset: string };
  /** No mismatch anywhere. Says nothing of periods not checked: see `verifiedPeriods`. */
  ok: boolean;
  periods: PeriodReport[];
  /** The periods re-derived from their seed, every roll matching. */
  verifiedPeriods: number[];
  /** The periods that could not be checked: still secret, or imported without a reveal. */
  uncheckedPeriods: number[];
  mismatches: Mismatch[];
  /** Rolls in periods whose seed is still secret or was never revealed. */
  uncheckedRolls: number;
}

/** JSON with sorted keys: the store's jsonb does not keep key order, so compare meaning, not text. */
/** The roll a creation method's dice make beside the new character (server/creation-dice.ts). */
function isCreationRoll(e: unknown): boolean {
  const ev = e as { type?: unknown; roll?: { action?: unknown } } | null;
  return ev?.type === "roll" && ev.roll?.action === "create";
}

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
  const intents = [
    "roll",
    "action",
    "engine",
    "character.create",
    "character.put",
    "character.advance",
    "character.remove",
    // Chat throws the dice of its inline rolls and /roll: replayed, or every later roll would differ.
    "chat",
    "macros.set",
    "table.settings",
  ];
  return intents.includes(m.type) && isGameIntent(m as Intent) ? (m as GameIntent) : null;
}

/**
 * The seeds the log itself reveals, by period. `seedPeriods[].seed` says the same for an honest
 * export, but the log is what the reveal was broadcast in, so it is what counts.
 */
function revealedSeeds(x: TableExport): Map<number, string> {
  const seeds = new Map<number, string>();
  for (const r of x.events) {
    const e = r.event as { type?: unknown; period?: unknown; seed?: unknown };
    if (e?.type === "seedRevealed" && typeof e.period === "number" && typeof e.seed === "string")
      seeds.set(e.period, e.seed);
  }
  return seeds;
}

/** The first period the table's server committed itself: the one its last import started (1 if never imported). */
function firstServerPeriod(x: TableExport): number {
  let first = 1;
  for (const it of x.intents) if (it.kind === "reseed") first = it.period;
  return first;
}

export function verifyExport(registry: Registry, raw: unknown): VerifyReport {
  const x: TableExport = parseExport(raw);
  const ruleset = rulesetOfTable(x.table, registry);
  const log = new TableLog(ruleset, emptyState(ruleset.id, ruleset.parseOptions(x.table.options)));
  const fromServer = firstServerPeriod(x);
  const revealed = revealedSeeds(x);
  // A secret seed given with the export counts only for a period this server started itself.
  const secretSeeds = new Map(
    (x.secrets?.seeds ?? []).filter((s) => s.period >= fromServer).map((s) => [s.period, s.seed]),
  );
  const seedOf = (period: number) => revealed.get(period) ?? secretSeeds.get(period) ?? null;
  const mismatches: Mismatch[] = [];
  const periods: PeriodReport[] = x.seedPeriods.map((p) => {
    const seed = seedOf(p.period);
    return {
      period: p.period,
      commitment: p.commitment,
      origin: p.period < fromServer ? "imported" : "server",
      seedKnown: seed !== null,
      commitmentOk: seed === null ? null : commitmentOf(seed) === p.commitment,
      status: seed !== null ? "verified" : p.period < fromServer ? "unverifiable" : "secret",
      intents: 0,
      hiddenIntents: 0,
      rolls: 0,
      verifiedRolls: 0,
    };
  });
  const seeds = new Map<number, string>();
  for (const p of x.seedPeriods) {
    const seed = seedOf(p.period);
    const report = periods[p.period - 1]!;
    if (p.seed !== null && p.seed !== revealed.get(p.period)) {
      report.status = "mismatch";
      mismatches.push({
        intent: 0,
        seq: p.startSeq,
        period: p.period,
        kind: "commitment",
        message: `period ${p.period}: the export lists a seed its log never revealed`,
      });
      continue;
    }
    if (seed === null) continue;
    if (report.commitmentOk) seeds.set(p.period, seed);
    else {
      report.status = "mismatch";
      mismatches.push({
        intent: 0,
        seq: p.startSeq,
        period: p.period,
        kind: "commitment",
        message: `period ${p.period}: the seed does not hash to the commitment published when it started`,
      });
    }
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
      if (it.kind === "hidden") period.hiddenIntents++;
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
      const fail = (kind: Mismatch["kind"], message: string, seq = it.firstSeq) => {
        mismatches.push({ intent: it.no, seq, period: it.period, kind, message });
        if (period) period.status = "mismatch";
      };
      try {
        const again = executeIntent(
          {
            ruleset,
            state: log.state,
            author,
            members: log.members,
            dice: rngSource(rng),
            newId: intentIds(it.no),
            settings: log.settings,
          },
          intent,
        );
        // Logged with its hidden events grouped (visibility.ts), or, before grouping, one by one.
        const logged = groupHidden(
          again.events,
          again.events.map((e) => visibilityOf(again, e)),
        );
        const plain = again.events.map((e) => visibilityOf(again, e));
        const recorded = canonical(records.map((r) => r.event));
        const same = (events: unknown[], visibility: string[]) =>
          canonical(JSON.parse(JSON.stringify(events))) === recorded &&
          records.every((r, i) => r.visibility === visibility[i]);
        // Logs written before a creation's dice went to the log (Nov 2026) hold the character alone.
        const legacy =
          it.kind === "character.create" ? again.events.filter((e) => !isCreationRoll(e)) : again.events;
        const legacySame =
          legacy.length < again.events.length &&
          same(
            legacy,
            legacy.map((e) => visibilityOf(again, e)),
          );
        if (!same(logged.events, logged.visibility) && !same(again.events, plain) && !legacySame) {
          // Point at the first event that differs (an intent may log several: a creation's dice
          // after the character, a check and the dilemma it opens), not merely at the intent.
          const again1 = JSON.parse(JSON.stringify(logged.events)) as unknown[];
          const at = records.findIndex((r, i) => canonical(r.event) !== canonical(again1[i]));
          fail(
            "events",
            `intent ${it.no} (${it.kind}): the seed gives other events than the log records`,
            records[at < 0 ? 0 : at]?.seq ?? it.firstSeq,
          );
        } else if (period) period.verifiedRolls += rolls;
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
    } else if (it.kind === "hidden" && seed !== undefined && it.rngAfter !== null) {
      // An intent this export hides: not checked, but the period's generator goes on after it.
      rngs.set(it.period, Rng.fromState(it.rngAfter as RngState));
    } else if (intent && seed === undefined) {
      unchecked += rolls;
    }
    log.append(records);
  }
  return {
    table: { id: x.table.id, name: x.table.name, ruleset: x.table.ruleset },
    ok: mismatches.length === 0,
    periods,
    verifiedPeriods: periods.filter((p) => p.status === "verified").map((p) => p.period),
    uncheckedPeriods: periods
      .filter((p) => p.status === "secret" || p.status === "unverifiable")
      .map((p) => p.period),
    mismatches,
    uncheckedRolls: unchecked,
  };
}
