// Exact odds off the event loop. A ten-sided Lucky 13 contest takes about a second of arithmetic; on
// the event loop that second is every table's, so a player asking ten times stalled the server.
// Here each question is decided on the main thread first, cheaply: the action and its parameters
// are checked, and the action's own cost estimate (Action.oddsCost, in the dice layer's units) is
// held against the budget. Only then does it go to a worker thread (piscina), as plain data: the
// ruleset's id and overlay, a snapshot of the state, the action and its parameters (odds-worker.ts
// rebuilds the ruleset from the registry there). The pool is bounded: `oddsWorkers` threads, and
// `oddsQueue` questions waiting for one; past that a question is answered `busy` at once. A
// question still running after `oddsTimeoutMs` is cut off (piscina ends its thread) and answered
// `too_costly`. The GM's forecast (forecast.ts) shares the threads, the queue and the time limit.

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { DiceError } from "../dice/index.js";
import { EngineError, type EngineErrorCode, validate } from "../engine/errors.js";
import type { Outcomes, Ruleset } from "../engine/ruleset.js";
import type { TableState } from "../engine/state.js";
import { getAction } from "../engine/table.js";
import type { Forecast } from "../sim/forecast.js";
import { ServerError } from "./errors.js";
import type { ForecastPlan } from "./forecast.js";
import type { Limits } from "./limits.js";
import type { ForecastAnswer, ForecastJob, OddsAnswer, OddsJob } from "./odds-worker.js";

/** What the pool needs of a table: its ruleset as the worker can rebuild it, and its state now. */
export interface OddsTable {
  record: { ruleset: string; overlay?: unknown };
  log: { ruleset: Ruleset; state: TableState };
}

/** The worker's file: the built one beside this module, or dist/'s when running from src/ (tests). */
function workerFile(): string {
  const here = import.meta.url;
  const url = here.endsWith(".ts")
    ? new URL("../../dist/server/odds-worker.js", here)
    : new URL("./odds-worker.js", here);
  const path = fileURLToPath(url);
  if (!existsSync(path)) throw new Error(`odds workers need the built ${path}: run \`npm run build\` first`);
  return path;
}

/** How often a running question's time is checked. */
/** How long a question may wait for a thread to take it up (threads load every ruleset first). */
const START_LIMIT_MS = 120_000;
const WATCH_MS = 50;

const steps = (n: number) =>
  n >= 1e9 ? `${(n / 1e9).toPrecision(2)} billion` : `${(n / 1e6).toPrecision(2)} million`;

export class OddsPool {
  private pool: Piscina | null = null;
  /** Questions handed to a thread, and those waiting for one (in order). */
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: Limits) {}

  /** Questions running or waiting now. */
  get load(): number {
    return this.running + this.waiting.length;
  }

  /**
   * The odds of `action` with `params` at `table`. Refusals (unknown action, bad parameters, over
   * the budget, the pool full) are thrown before any work starts; the worker's own refusals and
   * the time limit come back as rejections.
   */
  async odds(
    table: OddsTable,
    action: string,
    params: unknown,
    /** The state as the asker may see it (odds-permission.ts); the table's own by default. */
    state: TableState = table.log.state,
  ): Promise<Outcomes> {
    const ruleset = table.log.ruleset;
    const a = getAction(ruleset, action);
    if (!a.odds)
      throw new EngineError("refused", `the action '${action}' rolls nothing, so it has no odds`, ["action"]);
    const checked = validate(a.params, params, `parameters of ${action}`);
    if (a.oddsCost) {
      const cost = a.oddsCost({ state, options: ruleset.parseOptions(state.options) }, checked);
      if (!(cost <= this.limits.oddsBudget)) {
        throw new ServerError(
          "too_costly",
          `exact odds for this ${action} would take about ${steps(cost)} steps; this server's limit is ` +
            `${steps(this.limits.oddsBudget)} (oddsBudget). Ask a smaller question (fewer sides or dice), or roll it`,
          ["params"],
        );
      }
    }
    this.refuseWhenFull("odds questions");
    const job: OddsJob = {
      ruleset: table.record.ruleset,
      ...(table.record.overlay !== undefined && table.record.overlay !== null
        ? { overlay: table.record.overlay }
        : {}),
      state,
      action,
      params,
    };
    await this.turn();
    try {
      return unwrap(await this.run(job));
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Waits for a free thread (the queue is bounded by the check in `odds`), then holds it. */
  private turn(): Promise<void> {
    if (this.running < this.limits.oddsWorkers) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running++;
        resolve();
      }),
    );
  }

  private async run(job: OddsJob): Promise<OddsAnswer> {
    return (await this.runTask(
      job,
      "default",
      () =>
        new ServerError(
          "too_costly",
          `exact odds for this ${job.action} took longer than this server allows (${this.limits.oddsTimeoutMs} ms, oddsTimeoutMs) and were stopped; ask a smaller question, or roll it`,
          ["params"],
        ),
    )) as OddsAnswer;
  }

  /**
   * The GM's forecast (forecast.ts) on the same threads, queue and time limit as odds questions:
   * planned on this thread (cheap), played in a worker.
   */
  async forecast(table: OddsTable, plan: ForecastPlan): Promise<Forecast> {
    this.refuseWhenFull("forecasts and odds questions");
    const job: ForecastJob = {
      ruleset: table.record.ruleset,
      ...(table.record.overlay !== undefined && table.record.overlay !== null
        ? { overlay: table.record.overlay }
        : {}),
      state: plan.state,
      runs: plan.runs,
      seed: plan.seed,
      whatIfs: plan.whatIfs,
    };
    await this.turn();
    let a: ForecastAnswer;
    try {
      a = (await this.runTask(
        job,
        "forecast",
        () =>
          new ServerError(
            "too_costly",
            `a forecast of ${plan.runs} fights each took longer than this server allows (${this.limits.oddsTimeoutMs} ms, oddsTimeoutMs) and was stopped; ask for fewer fights`,
            ["runs"],
          ),
      )) as ForecastAnswer;
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
    if (a.ok) return a.forecast;
    return refusal(a);
  }

  private refuseWhenFull(what: string): void {
    if (this.load >= this.limits.oddsWorkers + this.limits.oddsQueue) {
      throw new ServerError(
        "busy",
        `the server is working out ${this.load} ${what} already (its limit is ${this.limits.oddsWorkers} at once ` +
          `and ${this.limits.oddsQueue} waiting); ask again in a moment`,
      );
    }
  }

  private async runTask(task: object, name: string, tooLong: () => ServerError): Promise<unknown> {
    this.pool ??= new Piscina({
      filename: workerFile(),
      // Threads start with the first question and end after a minute without one.
      minThreads: 0,
      maxThreads: this.limits.oddsWorkers,
      // Our own queue decides who waits; piscina only ever gets a question a thread is free for.
      maxQueue: this.limits.oddsWorkers,
      idleTimeout: 60_000,
    });
    // A thread that fails with no question on it (while loading its module) makes piscina emit
    // `error`, which with no listener ends the whole server; the pool starts another thread.
    if (this.pool.listenerCount("error") === 0)
      this.pool.on("error", (e: unknown) =>
        process.emitWarning(`an odds worker thread failed: ${String(e)}`),
      );
    // The time limit counts the work, not a new thread's start (loading every ruleset takes a
    // while on a busy host): the worker marks `started` when it begins, and the clock runs from then.
    const started = new Int32Array(new SharedArrayBuffer(4));
    const stop = new AbortController();
    let since: number | null = null;
    let neverStarted = false;
    const queued = performance.now();
    const watch = setInterval(() => {
      if (since === null && Atomics.load(started, 0) === 1) since = performance.now();
      if (since !== null && performance.now() - since > this.limits.oddsTimeoutMs) stop.abort();
      // A thread that dies while loading can leave its question unstarted for good: the asker
      // hears so instead of waiting forever (seen once in a test while dist/ was being rebuilt).
      if (since === null && performance.now() - queued > START_LIMIT_MS) {
        neverStarted = true;
        stop.abort();
      }
    }, WATCH_MS);
    try {
      // The state is copied by structured clone here, on this thread (bench/hostile.js measures it).
      return await this.pool.run({ ...task, started }, { name, signal: stop.signal });
    } catch (e) {
      if (neverStarted)
        throw new ServerError(
          "busy",
          `the server could not start working out this ${name} in time; ask again`,
        );
      if (stop.signal.aborted) throw tooLong();
      throw e;
    } finally {
      clearInterval(watch);
    }
  }

  /** Ends the threads (the server's shutdown); questions under way are rejected. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}

function unwrap(a: OddsAnswer): Outcomes {
  if (a.ok) return a.outcomes;
  return refusal(a);
}

/** A worker's refusal as the error it stands for. */
function refusal(a: Extract<OddsAnswer, { ok: false }>): never {
  if (a.kind === "engine") throw new EngineError(a.code as EngineErrorCode, a.message, a.path);
  if (a.kind === "dice" && a.code === "too_costly")
    throw new ServerError("too_costly", a.message, ["params"]);
  if (a.kind === "dice") throw new DiceError(a.code as DiceError["code"], a.message);
  throw new Error(`odds worker failed: ${a.message}`);
}

/** One pool per server (keyed by its hub), made when the first question comes. */
const pools = new WeakMap<object, OddsPool>();

export function oddsPoolOf(server: object, limits: Limits): OddsPool {
  let p = pools.get(server);
  if (!p) {
    p = new OddsPool(limits);
    pools.set(server, p);
  }
  return p;
}

/** Ends a server's odds threads, if it started any. */
export async function closeOddsPool(server: object): Promise<void> {
  const p = pools.get(server);
  pools.delete(server);
  await p?.close();
}
