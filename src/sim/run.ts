// The duel simulator's core: takes a Ruleset object (whatever produced it: the registry, or a
// ruleset derived from another), validates the options and both characters with it, lets the
// ruleset's duel strategy prepare the fight, then plays the runs in fixed-size chunks — in this
// thread, or on worker threads — and turns the tally into a report.

import { availableParallelism } from "node:os";
import { freshSeed } from "../dice/index.js";
import { EngineError } from "../engine/errors.js";
import type { DuelRequest, DuelStrategy, PreparedDuel } from "../engine/facets/fight.js";
import type { Ruleset } from "../engine/ruleset.js";
import { CHUNK_SIZE, type Chunk, chunksOf } from "./chunks.js";
import { playChunk } from "./play.js";
import { playInWorkers } from "./pool.js";
import { buildReport, type SimReport } from "./report.js";
import { DUEL_STRATEGIES, duelStrategyFor } from "./strategies.js";
import { Tally } from "./tally.js";

/** Rounds after which a fight that has not ended is cut and counted as a draw. */
export const DEFAULT_MAX_ROUNDS = 100;
export const MAX_ROUNDS_LIMIT = 100_000;
export const MAX_RUNS = 1_000_000_000;

export interface FighterInput {
  /** The character file's content, unparsed. */
  raw: unknown;
  /** Where it came from, for messages and the report (a file name). */
  source: string;
  /** What it carries (a Dice Engine kit's `equipment`), for strategies that take equipment. */
  equipment?: unknown;
}

export interface DuelSimRequest {
  /** The ruleset's options as given (parsed here); default: the rulebook's. */
  options?: unknown;
  fighters: [FighterInput, FighterInput];
  weapons?: [string | undefined, string | undefined];
  /** The strategy's own settings (see each ruleset's duel.ts). */
  settings?: unknown;
  runs: number;
  /** Any text; a fresh one is drawn (and reported) when absent. */
  seed?: string;
  /** Threads to play on; 1 plays in this thread. Capped at the machine's parallelism. */
  workers?: number;
  maxRounds?: number;
  /** Called after each chunk with the fights played so far. */
  onProgress?(done: number, total: number): void;
  /** Plays with this strategy instead of the one registered for the ruleset's id. */
  strategy?: DuelStrategy;
}

export interface DuelPlan {
  strategy: DuelStrategy;
  request: DuelRequest;
  duel: PreparedDuel;
  names: [string, string];
  sources: [string, string];
}

function whole(value: unknown, field: string, min: number, max: number, what: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new EngineError("invalid", `${what} must be a whole number from ${min} to ${max}, not ${value}`, [
      field,
    ]);
  return value;
}

/** Prefixes an error with where it came from: the character file, the settings, the options. */
function located(e: unknown, where: (path: (string | number)[]) => string | null): never {
  if (e instanceof EngineError) {
    const prefix = where(e.path);
    if (prefix) throw new EngineError(e.code, `${prefix}: ${e.message}`, e.path, e.issues);
  }
  throw e;
}

/** Validates everything and prepares the duel once; throws EngineError naming the file and field. */
export function planDuel(ruleset: Ruleset, req: DuelSimRequest): DuelPlan {
  const strategy = req.strategy ?? duelStrategyFor(ruleset);
  let options: unknown;
  try {
    options = ruleset.parseOptions(req.options ?? {});
  } catch (e) {
    located(e, () => "ruleset options");
  }
  const sources: [string, string] = [req.fighters[0].source, req.fighters[1].source];
  const fighters = req.fighters.map((f, i) => {
    try {
      return ruleset.character.parse(f.raw, options);
    } catch (e) {
      if (e instanceof EngineError) {
        // A file of another ruleset fails on every field; say the one thing that matters first.
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
  req.fighters.forEach((f, i) => {
    if (f.equipment !== undefined && !strategy.equipment)
      throw new EngineError(
        "invalid",
        `${f.source}: ${ruleset.name} duels take a character file, not equipment`,
        ["fighters", i, "equipment"],
      );
  });
  const equipment = req.fighters.some((f) => f.equipment !== undefined)
    ? (req.fighters.map((f) => f.equipment) as [unknown, unknown])
    : undefined;
  const maxRounds = whole(
    req.maxRounds ?? strategy.defaultMaxRounds ?? DEFAULT_MAX_ROUNDS,
    "maxRounds",
    1,
    MAX_ROUNDS_LIMIT,
    "max rounds",
  );
  const request: DuelRequest = {
    options,
    fighters,
    weapons: req.weapons ?? [undefined, undefined],
    settings: req.settings ?? {},
    maxRounds,
    ...(equipment ? { equipment } : {}),
  };
  let duel: PreparedDuel;
  try {
    duel = strategy.prepare(request);
  } catch (e) {
    located(e, (path) =>
      path[0] === "fighters" && (path[1] === 0 || path[1] === 1)
        ? sources[path[1]]
        : path[0] === "settings"
          ? "duel settings"
          : null,
    );
  }
  const names = fighters.map((c, i) => {
    const name = (c as { name?: unknown }).name;
    return typeof name === "string" ? name : sources[i]!;
  }) as [string, string];
  return { strategy, request, duel, names, sources };
}

/** How many threads `--workers K` gets: at least 1, at most the machine's parallelism. */
export function workerCount(requested: number | undefined): number {
  const k = whole(requested ?? 1, "workers", 1, 1024, "workers");
  return Math.min(k, availableParallelism());
}

/** Plays `runs` duels and reports. The same seed gives the same report on any number of workers. */
export async function simulateDuel(ruleset: Ruleset, req: DuelSimRequest): Promise<SimReport> {
  const runs = whole(req.runs, "runs", 1, MAX_RUNS, "runs");
  const threads = workerCount(req.workers);
  const plan = planDuel(ruleset, req);
  const seed = req.seed ?? freshSeed();
  const chunks = chunksOf(runs);
  const tally = new Tally();
  let done = 0;
  const progress = (fights: number) => {
    done += fights;
    req.onProgress?.(done, runs);
  };
  if (threads <= 1 || chunks.length === 1) {
    for (const chunk of chunks) {
      tally.add(playChunk(plan.duel, seed, chunk));
      progress(chunk.fights);
      // Let the event loop breathe between chunks (a progress bar, a signal).
      if (req.onProgress) await new Promise((r) => setImmediate(r));
    }
  } else {
    const key = plan.strategy.ruleset;
    if (DUEL_STRATEGIES[key] !== plan.strategy)
      throw new EngineError(
        "refused",
        "a strategy that is not registered can only play in one thread (workers 1)",
        ["workers"],
      );
    // This thread plays too: `threads` threads in all, one of them this one.
    const local = (batch: readonly Chunk[]) => {
      const t = new Tally();
      for (const chunk of batch) t.add(playChunk(plan.duel, seed, chunk));
      return t.data();
    };
    const packed = plan.strategy.pack?.(plan.duel);
    await playInWorkers(
      threads,
      { strategy: key, request: plan.request, seed, ...(packed !== undefined ? { packed } : {}) },
      chunks,
      (fights, t) => {
        tally.add(t);
        progress(fights);
      },
      local,
    );
  }
  return buildReport(tally.data(), {
    ruleset: { id: ruleset.id, name: ruleset.name, version: ruleset.version },
    seed,
    chunkSize: CHUNK_SIZE,
    maxRounds: plan.request.maxRounds,
    unit: plan.duel.unit,
    names: plan.names,
    sources: plan.sources,
    weapons: plan.duel.weapons,
    notes: plan.duel.notes,
  });
}
