// The duel simulator in the browser: src/sim/run.ts's planDuel and simulateDuel, minus the Node
// worker threads. The same validation, the same chunks (CHUNK_SIZE fights each, chunk i seeded
// `${seed}#${i}`), the same playChunk, Tally and buildReport, so a seed gives `tabula sim duel`'s
// numbers to the last digit. Pure: the Web Worker (sim-worker.ts) and the tests run it.

import { EngineError } from "../../../src/engine/errors.js";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import { CHUNK_SIZE, type Chunk, chunksOf } from "../../../src/sim/chunks.js";
import { playChunk } from "../../../src/sim/play.js";
import { buildReport, type SimReport } from "../../../src/sim/report.js";
import { duelStrategyFor } from "../../../src/sim/strategies.js";
import type { DuelRequest, PreparedDuel } from "../../../src/sim/strategy.js";
import { Tally, type TallyData } from "../../../src/sim/tally.js";

/** As src/sim/run.ts: rounds after which a fight is cut, and the limits the CLI takes. */
export const DEFAULT_MAX_ROUNDS = 100;
export const MAX_ROUNDS_LIMIT = 100_000;
/** The browser's own cap on fights per run: enough for tight intervals, short enough to wait for. */
export const MAX_RUNS = 1_000_000;

export interface SimInput {
  fighters: [{ raw: unknown; source: string }, { raw: unknown; source: string }];
  runs: number;
  seed: string;
  maxRounds: number;
}

export interface Plan {
  duel: PreparedDuel;
  names: [string, string];
  sources: [string, string];
  maxRounds: number;
  chunks: Chunk[];
}

function whole(value: unknown, field: string, min: number, max: number, what: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new EngineError("invalid", `${what} must be a whole number from ${min} to ${max}, not ${value}`, [
      field,
    ]);
  return value;
}

/** Validates both characters with the ruleset and prepares the duel once, as planDuel does. */
export function plan(ruleset: Ruleset, input: SimInput): Plan {
  const runs = whole(input.runs, "runs", 1, MAX_RUNS, "runs");
  const maxRounds = whole(input.maxRounds, "maxRounds", 1, MAX_ROUNDS_LIMIT, "max rounds");
  const strategy = duelStrategyFor(ruleset);
  const options = ruleset.parseOptions({});
  const sources: [string, string] = [input.fighters[0].source, input.fighters[1].source];
  const fighters = input.fighters.map((f, i) => {
    try {
      return ruleset.character.parse(f.raw, options);
    } catch (e) {
      if (e instanceof EngineError) {
        const other = (f.raw as { ruleset?: unknown } | null)?.ruleset;
        const hint =
          e.path[0] === "ruleset" && typeof other === "string" && other !== ruleset.id
            ? `a character for ${other}, not for ${ruleset.id} — `
            : "";
        throw new EngineError(
          e.code,
          `${f.source}: ${hint}${e.message}`,
          ["fighters", i, ...e.path],
          e.issues,
        );
      }
      throw e;
    }
  }) as [unknown, unknown];
  const request: DuelRequest = {
    options,
    fighters,
    weapons: [undefined, undefined],
    settings: {},
    maxRounds,
  };
  let duel: PreparedDuel;
  try {
    duel = strategy.prepare(request);
  } catch (e) {
    if (e instanceof EngineError && e.path[0] === "fighters" && (e.path[1] === 0 || e.path[1] === 1))
      throw new EngineError(e.code, `${sources[e.path[1]]}: ${e.message}`, e.path, e.issues);
    throw e;
  }
  const names = fighters.map((c, i) => {
    const name = (c as { name?: unknown }).name;
    return typeof name === "string" ? name : sources[i]!;
  }) as [string, string];
  return { duel, names, sources, maxRounds, chunks: chunksOf(runs) };
}

export function report(ruleset: Ruleset, p: Plan, seed: string, tally: TallyData): SimReport {
  return buildReport(tally, {
    ruleset: { id: ruleset.id, name: ruleset.name, version: ruleset.version },
    seed,
    chunkSize: CHUNK_SIZE,
    maxRounds: p.maxRounds,
    unit: p.duel.unit,
    names: p.names,
    sources: p.sources,
    weapons: p.duel.weapons,
    notes: p.duel.notes,
  });
}

/** The whole run in one go (tests; the worker plays chunk by chunk to report progress). */
export function simulate(ruleset: Ruleset, input: SimInput): SimReport {
  const p = plan(ruleset, input);
  const tally = new Tally();
  for (const chunk of p.chunks) tally.add(playChunk(p.duel, input.seed, chunk));
  return report(ruleset, p, input.seed, tally.data());
}
