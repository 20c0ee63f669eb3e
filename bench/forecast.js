// The GM's forecast (issue 19): how long one takes per ruleset at the server's default runs (the
// runs src/server/forecast.ts chooses to answer within about a second), on the example encounters
// (examples/encounter/<ruleset>-party.json against -foes.json, mid-fight: order and round set), as
// the worker plays it (src/sim/forecast.ts, what-ifs included unless the default leaves them out).
//
//   node bench/forecast.js            (after `npm run build`)
//
// Environment: BENCH_FORECAST_ROUNDS (timed runs per ruleset, best counts, default 3),
// BENCH_FORECAST_RULESETS (comma-separated ids, default all five), BENCH_FORECAST_RUNS (runs to
// use instead of the default, to see what a GM asking for more would wait).
// "CPU ms" is the process's CPU time, which other work on the machine does not inflate; "wall ms"
// is what the GM waits on an idle thread. Goal: wall ≤ ~1000 ms at the default runs.

import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { environment, printTable } from "./lib.js";

const dist = (p) => new URL(`../dist/${p}`, import.meta.url);
if (!existsSync(fileURLToPath(dist("server/forecast.js")))) {
  console.error("dist/server/forecast.js is missing: run `npm run build` first");
  process.exit(2);
}
const { forecast } = await import(dist("sim/forecast.js").href);
const { planForecast } = await import(dist("server/forecast.js").href);
const { registry } = await import(dist("rulesets/index.js").href);
const { emptyState } = await import(dist("engine/state.js").href);

const ROUNDS = Number(process.env.BENCH_FORECAST_ROUNDS) || 3;
const IDS = (process.env.BENCH_FORECAST_RULESETS ?? "beat15,lucky13,lucidity,dice-engine,objects").split(",");
const RUNS = process.env.BENCH_FORECAST_RUNS ? Number(process.env.BENCH_FORECAST_RUNS) : undefined;

const load = (name) =>
  JSON.parse(readFileSync(new URL(`../examples/encounter/${name}.json`, import.meta.url), "utf8"));

/** A table mid-encounter: the party owned by a player, the foes the GM's. */
function table(id) {
  const s = emptyState(id, {});
  const participants = [];
  const add = (data, i, owner) => {
    const cid = `${owner ? "pc" : "npc"}${i}`;
    const name = data.name || cid;
    s.characters[cid] = { id: cid, name, owner, data };
    participants.push({ id: `p-${cid}`, character: cid, name, initiative: 10 - i, tick: 0, group: null });
  };
  for (const [i, d] of load(`${id}-party`).entries()) add(d, i, "player-1");
  for (const [i, d] of load(`${id}-foes`).entries()) add(d, i, null);
  s.encounter = {
    id: "e1",
    model: "rolled",
    participants,
    order: participants.map((p) => p.id),
    current: 1,
    round: 2,
    time: 0,
    budgetPerTurn: null,
    budget: null,
  };
  return s;
}

const rows = [];
for (const id of IDS) {
  const ruleset = registry.get(id);
  const state = table(id);
  const plan = planForecast(state, ruleset, RUNS === undefined ? {} : { runs: RUNS });
  const input = { runs: plan.runs, seed: plan.seed, whatIfs: plan.whatIfs };
  forecast(ruleset, plan.state, { ...input, runs: Math.min(plan.runs, 2) }); // warm up
  let wall = Number.POSITIVE_INFINITY;
  let cpu = Number.POSITIVE_INFINITY;
  let f;
  for (let r = 0; r < ROUNDS; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    f = forecast(ruleset, plan.state, input);
    wall = Math.min(wall, performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu = Math.min(cpu, (c.user + c.system) / 1000);
  }
  const sims = 1 + f.whatIf.length;
  rows.push([
    id,
    String(plan.runs),
    plan.whatIfs ? `${f.whatIf.length}` : "left out",
    String(plan.runs * sims),
    wall.toFixed(0),
    cpu.toFixed(0),
    `${(f.winRate.rate * 100).toFixed(0)}% (${(f.winRate.low * 100).toFixed(0)}–${(f.winRate.high * 100).toFixed(0)}%)`,
  ]);
}

printTable({
  title: [
    `Forecast per ruleset at ${RUNS === undefined ? "the server's default runs" : `${RUNS} runs`} (examples/encounter, 3 against 3; Lucidity 2 against 3)`,
    environment().replace(/; slice.*/, `; best of ${ROUNDS}`),
  ],
  headers: ["ruleset", "runs", "what-ifs", "fights", "wall ms", "CPU ms", "party wins (95%)"],
  rows,
  notes: ["Goal: wall ≤ ~1000 ms at the default runs (the GM's 'within a second')."],
});
