// One exact-odds question, or one GM's forecast (forecast.ts), in a worker thread (odds-pool.ts runs
// this file under piscina). Only data crosses the thread boundary: the table's ruleset as its id and
// overlay (the ruleset itself is functions, so it is rebuilt here from the shipped registry, once
// per distinct overlay), the table's state, the action and its parameters (or the forecast's runs
// and seed). Failures come back as data too, since an Error's class does not survive the trip.

import { rulesetOfTable } from "../designer/resolve.js";
import { DiceError } from "../dice/index.js";
import { EngineError } from "../engine/errors.js";
import type { Outcomes, Ruleset } from "../engine/ruleset.js";
import type { TableState } from "../engine/state.js";
import { oddsOf } from "../engine/table.js";
import { type Forecast, forecast as playForecast } from "../sim/forecast.js";
import { stepBackThisThread } from "./thread-priority.js";

export interface OddsJob {
  ruleset: string;
  /** The overlay the table's ruleset is derived by, if any (as the store keeps it). */
  overlay?: unknown;
  state: TableState;
  action: string;
  params: unknown;
  /** Set to 1 when the work begins, so the pool's time limit leaves out the thread's start. */
  started?: Int32Array;
}

export type OddsAnswer =
  | { ok: true; outcomes: Outcomes }
  | {
      ok: false;
      /** engine and dice: the client's question was refused; internal: a bug, for the log. */
      kind: "engine" | "dice" | "internal";
      code: string;
      path: (string | number)[];
      message: string;
    };

// The loop (every table's rolls) comes before a question only its asker waits on.
stepBackThisThread();

/** Derived rulesets by their overlay's JSON; a table's overlay rarely changes, so few are kept. */
const derived = new Map<string, Ruleset>();
const MAX_DERIVED = 32;

function rulesetOf(job: { ruleset: string; overlay?: unknown }): Ruleset {
  if (job.overlay === undefined || job.overlay === null) return rulesetOfTable({ ruleset: job.ruleset });
  const key = `${job.ruleset}\n${JSON.stringify(job.overlay)}`;
  let r = derived.get(key);
  if (!r) {
    r = rulesetOfTable({ ruleset: job.ruleset, overlay: job.overlay });
    if (derived.size >= MAX_DERIVED) derived.delete(derived.keys().next().value!);
    derived.set(key, r);
  }
  return r;
}

export default function answer(job: OddsJob): OddsAnswer {
  if (job.started) Atomics.store(job.started, 0, 1);
  try {
    return { ok: true, outcomes: oddsOf(rulesetOf(job), job.state, job.action, job.params) };
  } catch (e) {
    return failure(e);
  }
}

/** A forecast job (forecast.ts): the encounter's sides and the fights to play. */
export interface ForecastJob {
  ruleset: string;
  overlay?: unknown;
  state: TableState;
  runs: number;
  seed: string;
  whatIfs: boolean;
  started?: Int32Array;
}

export type ForecastAnswer = { ok: true; forecast: Forecast } | Extract<OddsAnswer, { ok: false }>;

/** The GM's forecast, played here (piscina calls it by name: `forecast`). */
export function forecast(job: ForecastJob): ForecastAnswer {
  if (job.started) Atomics.store(job.started, 0, 1);
  try {
    const f = playForecast(rulesetOf(job), job.state, {
      runs: job.runs,
      seed: job.seed,
      whatIfs: job.whatIfs,
    });
    return { ok: true, forecast: f };
  } catch (e) {
    return failure(e);
  }
}

function failure(e: unknown): Extract<OddsAnswer, { ok: false }> {
  if (e instanceof EngineError)
    return { ok: false, kind: "engine", code: e.code, path: e.path, message: e.message };
  if (e instanceof DiceError) return { ok: false, kind: "dice", code: e.code, path: [], message: e.message };
  return {
    ok: false,
    kind: "internal",
    code: "internal",
    path: [],
    message: e instanceof Error ? (e.stack ?? e.message) : String(e),
  };
}
