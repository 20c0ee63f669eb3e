// The duel simulator in the browser: src/sim/run.ts's planDuel and simulateDuel, minus the Node
// worker threads. The same validation, the same chunks (CHUNK_SIZE fights each, chunk i seeded
// `${seed}#${i}`), the same playChunk, Tally and buildReport, so a seed gives `tabula sim duel`'s
// numbers to the last digit. Pure: the Web Worker (sim-worker.ts) and the tests run it.
// A fighter may be a kit, `{ "character": {…}, "equipment": {…} }`, as the CLI takes; the browser
// cannot open a character file a kit names by path, so a kit here carries its character inline.

import { EngineError } from "../../../src/engine/errors.js";
import type { DuelRequest, DuelStrategy, PreparedDuel } from "../../../src/engine/facets/fight.js";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import { CHUNK_SIZE, type Chunk, chunksOf } from "../../../src/sim/chunks.js";
import { playChunk } from "../../../src/sim/play.js";
import { buildReport, type SimReport } from "../../../src/sim/report.js";
import { duelStrategyFor } from "../../../src/sim/strategies.js";
import { Tally, type TallyData } from "../../../src/sim/tally.js";

/** As src/sim/run.ts: rounds after which a fight is cut, and the limits the CLI takes. */
export const DEFAULT_MAX_ROUNDS = 100;
export const MAX_ROUNDS_LIMIT = 100_000;
/** The browser's own cap on fights per run: enough for tight intervals, short enough to wait for. */
export const MAX_RUNS = 1_000_000;

export interface FighterInput {
  /** A character, or a kit `{ character, equipment }` with the character inline. */
  raw: unknown;
  /** Where it came from, for messages and the report (a file name). */
  source: string;
  /** What it carries, when given apart from `raw` (as src/sim/run.ts's FighterInput). */
  equipment?: unknown;
}

export interface SimInput {
  fighters: [FighterInput, FighterInput];
  runs: number;
  seed: string;
  /** Default: the strategy's own (Dice Engine: 200 ticks), else DEFAULT_MAX_ROUNDS. */
  maxRounds?: number;
  /** The strategy's duel settings (`tabula sim duel --duel`); default none. */
  settings?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** Whether a fighter's JSON is a kit: the CLI's test (src/cli/commands/sim.ts `fighterFile`). */
export function isKit(raw: unknown): raw is { character?: unknown; equipment: unknown } {
  return isObject(raw) && "equipment" in raw;
}

/**
 * A fighter as planDuel takes it: a kit split into its character and its equipment. A kit that
 * names its character by a file path is refused with what to do instead.
 */
export function unpackFighter(f: FighterInput): FighterInput {
  if (!isKit(f.raw)) return f;
  const c = f.raw.character;
  if (typeof c === "string")
    throw new EngineError(
      "invalid",
      `${f.source}: this kit names its character by a file path ("${c}"), which the browser cannot open; paste the character's JSON inline instead: {"character": {…the character…}, "equipment": {…}}`,
      ["character"],
    );
  if (!isObject(c))
    throw new EngineError(
      "invalid",
      `${f.source}: a kit needs its character inline as a JSON object: {"character": {…}, "equipment": {…}}`,
      ["character"],
    );
  return { raw: c, source: f.source, equipment: f.raw.equipment };
}

/** The unit a strategy's limit counts: its own if it names one, else ticks for a tick tracker. */
export function limitUnitOf(ruleset: Pick<Ruleset, "initiative">, strategy: DuelStrategy): "round" | "tick" {
  const own = (strategy as { unit?: unknown }).unit;
  if (own === "round" || own === "tick") return own;
  return ruleset.initiative === "ticks" ? "tick" : "round";
}

/** The limit a strategy starts from, as planDuel picks it. */
export const defaultLimitOf = (strategy: DuelStrategy): number =>
  strategy.defaultMaxRounds ?? DEFAULT_MAX_ROUNDS;

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
  const strategy = duelStrategyFor(ruleset);
  const maxRounds = whole(
    input.maxRounds ?? defaultLimitOf(strategy),
    "maxRounds",
    1,
    MAX_ROUNDS_LIMIT,
    "max rounds",
  );
  const options = ruleset.parseOptions({});
  const given = input.fighters.map((f, i) => {
    try {
      return unpackFighter(f);
    } catch (e) {
      if (e instanceof EngineError)
        throw new EngineError(e.code, e.message, ["fighters", i, ...e.path], e.issues);
      throw e;
    }
  }) as [FighterInput, FighterInput];
  const sources: [string, string] = [given[0].source, given[1].source];
  const fighters = given.map((f, i) => {
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
  given.forEach((f, i) => {
    if (f.equipment !== undefined && !strategy.equipment)
      throw new EngineError(
        "invalid",
        `${f.source}: ${ruleset.name} duels take a character file, not equipment`,
        ["fighters", i, "equipment"],
      );
  });
  const equipment = given.some((f) => f.equipment !== undefined)
    ? (given.map((f) => f.equipment) as [unknown, unknown])
    : undefined;
  const request: DuelRequest = {
    options,
    fighters,
    weapons: [undefined, undefined],
    settings: input.settings ?? {},
    maxRounds,
    ...(equipment ? { equipment } : {}),
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
