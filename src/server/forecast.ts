// The GM's forecast at the table (issue 19): the encounter's live state played as many group fights
// (src/sim/forecast.ts) in the server's worker pool (odds-pool.ts), never on the event loop. The
// GM's alone: it names the foes' chances, so a player asking is refused like any GM-only request.
// It rolls nothing on the table's generator and logs nothing: the fights run on their own seed
// (a fixed one unless the GM names another), so the same state gives the same forecast.
//
// How many fights: a forecast plays the base fight and each what-if, `runs` times each. Unless the
// GM asks for a number, runs are chosen per ruleset so the answer comes in about a second on a
// small host: a ruleset's fights cost very different amounts (an Objects fight throws many dice
// per attack), so each has a budget of fights for that second (measured: bench/forecast.js).

import { ownEntry, type TableState } from "../engine/state.js";
import { type Forecast, forecastFights, forecastSides } from "../sim/forecast.js";
import { ServerError } from "./errors.js";
import type { Author } from "./intents.js";

/** The largest `runs` a client may ask for (each what-if plays as many again). */
export const MAX_FORECAST_RUNS = 2000;

/** The seed fights are played from when the GM names none: fixed, so a forecast repeats. */
export const FORECAST_SEED = "forecast";

/**
 * Fights (base and what-ifs together) each ruleset plays in at most about 0.75 s of one thread's
 * CPU (bench/forecast.js: the example encounters, 3 against 3, on a two-core EPYC: Beat-15 0.15 s,
 * Lucky 13 0.34 s, Lucidity 0.70 s, Dice Engine 0.72 s, Objects 0.67 s without what-ifs), leaving
 * room for a busy host. A derived ruleset counts as its base; one not listed gets the default.
 */
const FIGHTS_PER_SECOND: Record<string, number> = {
  beat15: 12000,
  lucky13: 1000,
  lucidity: 1000,
  "dice-engine": 200,
  objects: 60,
};
const DEFAULT_FIGHTS_PER_SECOND = 100;

/** Fewer fights than this per what-if tell nothing: the what-ifs are left out instead. */
const MIN_RUNS = 20;

export interface ForecastRequest {
  runs?: number | undefined;
  seed?: string | undefined;
  whatIfs?: boolean | undefined;
}

/** What the worker is asked to play. */
export interface ForecastPlan {
  /** Only what the forecast reads: the options, the encounter, its characters and conditions. */
  state: TableState;
  runs: number;
  seed: string;
  whatIfs: boolean;
  /** Said to the GM with the result (why the what-ifs were left out, how few fights were played). */
  notes: string[];
}

/** What the GM is sent: names and chances, never a character's data. */
export interface ForecastView {
  runs: number;
  seed: string;
  party: string[];
  foes: string[];
  winRate: { rate: number; low: number; high: number };
  pcs: { name: string; dropRate: number }[];
  whatIf: Forecast["whatIf"];
  notes: string[];
  /** Whether `runs` was chosen by the server to answer within about a second. */
  quick: boolean;
}

/** The same refusal as every GM-only request (permissions.ts). */
export function authorizeForecast(author: Author): void {
  if (author.role !== "gm")
    throw new ServerError("forbidden", "only the GM can ask for a forecast", ["type"]);
}

/**
 * The plan for a forecast of `state`'s encounter, decided on the event loop (cheap: no fight is
 * played). Refuses, as data, a table with no encounter or no sides.
 */
export function planForecast(
  state: TableState,
  ruleset: { id: string; derived?: { base: string } | undefined },
  request: ForecastRequest,
): ForecastPlan {
  const { foes } = forecastSides(state);
  const notes: string[] = [];
  let whatIfs = request.whatIfs ?? true;
  let runs = request.runs;
  if (runs === undefined) {
    const perSecond =
      ownEntry(FIGHTS_PER_SECOND, ruleset.derived?.base ?? ruleset.id) ?? DEFAULT_FIGHTS_PER_SECOND;
    runs = Math.floor(perSecond / forecastFights(foes, whatIfs));
    if (runs < MIN_RUNS && whatIfs && request.whatIfs === undefined) {
      whatIfs = false;
      runs = Math.floor(perSecond / forecastFights(foes, false));
      notes.push(
        "This ruleset's fights are slow, so the what-ifs were left out to answer quickly; ask for them to wait longer.",
      );
    }
    runs = Math.max(1, Math.min(MAX_FORECAST_RUNS, runs));
  }
  return { state: slimState(state), runs, seed: request.seed ?? FORECAST_SEED, whatIfs, notes };
}

/** The parts of the state the forecast reads, so the worker is not sent the whole table. */
function slimState(state: TableState): TableState {
  const enc = state.encounter!;
  const ids = new Set<string>();
  const kept: [string, TableState["characters"][string]][] = [];
  for (const p of enc.participants) {
    ids.add(p.id).add(p.character);
    const ch = ownEntry(state.characters, p.character);
    if (ch) kept.push([p.character, ch]);
  }
  // fromEntries defines own properties, whatever the id (never a prototype).
  const characters: TableState["characters"] = Object.fromEntries(kept);
  return {
    ruleset: state.ruleset,
    options: state.options,
    characters,
    encounter: enc,
    conditions: state.conditions.filter((c) => ids.has(c.target)),
    clock: state.clock,
    notes: {},
  };
}

/** The forecast as the GM is sent it. */
export function forecastView(f: Forecast, plan: ForecastPlan, quick: boolean): ForecastView {
  return {
    runs: f.runs,
    seed: f.seed,
    party: f.party.map((p) => p.name),
    foes: f.foes.map((p) => p.name),
    winRate: f.winRate,
    pcs: f.pcs,
    whatIf: f.whatIf,
    notes: [...plan.notes, ...f.notes],
    quick,
  };
}
