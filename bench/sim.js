// The duel simulator's speed: complete Lucky 13 duels per second (Brunella against Casimir, the
// rulebook's fight, with the book's options), on 1 and 2 worker threads, against a named peer in the
// same run — the same duel played the naive way, through the generic engine (a Table per fight,
// `resolveAction` for initiative, attack and nextTurn, every event folded into the state).
//
//   node bench/sim.js                  (after `npm run build`; `npm run bench:sim` builds first)
//
// Environment: BENCH_SIM_RUNS (fights per timed simulator run, default 5,000,000),
// BENCH_SIM_ROUNDS (interleaved rounds, best counts, default 3), BENCH_SIM_PEER_MS (time per peer
// slice, default 2000). The simulator's rate is wall-clock time of `simulateDuel`, thread start-up
// included; "per CPU-s" divides by the CPU time of every thread of the process instead, which other
// work on the machine does not inflate, so its 2-worker/1-worker ratio is the parallel efficiency.
// Goals: ≥ 100,000 duels/s on one core, and 2 workers ≥ 1.8× one (near-linear).
// Before timing, 300 seeded fights are played both ways and must be identical step by step.

import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { environment, fmtRate, fmtRatio, printTable } from "./lib.js";

const DIST = new URL("../dist/sim/index.js", import.meta.url);
if (!existsSync(fileURLToPath(DIST))) {
  console.error("dist/sim/index.js is missing: run `npm run build` first (or use `npm run bench:sim`)");
  process.exit(2);
}
const { simulateDuel, planDuel, Tally } = await import(DIST.href);
const { registry } = await import(new URL("../dist/rulesets/index.js", import.meta.url).href);
const { lucky13EngineDuel } = await import(new URL("../dist/rulesets/lucky13/duel.js", import.meta.url).href);
const { Rng } = await import(new URL("../dist/dice/index.js", import.meta.url).href);

const RUNS = Number(process.env.BENCH_SIM_RUNS) || 5_000_000;
const ROUNDS = Number(process.env.BENCH_SIM_ROUNDS) || 3;
const PEER_MS = Number(process.env.BENCH_SIM_PEER_MS) || 2000;
const GOAL_ONE = 100_000;
const GOAL_SCALING = 1.8;

const file = (name) =>
  JSON.parse(readFileSync(new URL(`../examples/duel/${name}.json`, import.meta.url), "utf8"));
const ruleset = registry.get("lucky13");
const request = (runs, workers) => ({
  fighters: [
    { raw: file("brunella"), source: "brunella.json" },
    { raw: file("casimir"), source: "casimir.json" },
  ],
  runs,
  seed: "bench",
  workers,
});

// The peer: the same prepared request, played through the engine.
const plan = planDuel(ruleset, request(1, 1));
const peer = lucky13EngineDuel(ruleset, {}, plan.request);

function steps(duel, seed) {
  const out = [];
  duel.fight(Rng.fromSeed(seed), {
    begin: (f) => out.push(`b${f}`),
    attack: (s, h, d) => out.push(`a${s}${h ? "h" : "m"}${d}`),
    end: (r, d, x, t) => out.push(`e${r}/${d}/${x}/${t}`),
  });
  return out.join(" ");
}

const warnings = [];
let differ = 0;
for (let s = 0; s < 300; s++) if (steps(plan.duel, `check-${s}`) !== steps(peer, `check-${s}`)) differ++;
if (differ > 0) warnings.push(`WARNING: ${differ} of 300 fights differ between the simulator and the engine`);

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
const loadBefore = load();
const started = performance.now();

/** Duels per wall-clock second, and per CPU-second of the whole process (every thread). */
async function simRate(workers) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await simulateDuel(ruleset, request(RUNS, workers));
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { rate: RUNS / wall, cpuRate: RUNS / ((cpu.user + cpu.system) / 1e6), report };
}

function peerRate() {
  const tally = new Tally();
  const rng = Rng.fromSeed("peer");
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < PEER_MS) {
    peer.fight(rng, tally);
    n++;
  }
  return (n * 1000) / (performance.now() - t0);
}

// Warm-up: the JIT, and the built files in the OS cache for the worker threads.
await simulateDuel(ruleset, request(200_000, 1));
await simulateDuel(ruleset, request(20_000, 2));
peerRate();

const best = { one: 0, two: 0, peer: 0 };
const bestCpu = { one: 0, two: 0 };
const seen = { one: [], two: [], peer: [] };
let reportJson = null;
for (let r = 0; r < ROUNDS; r++) {
  // Interleaved, so a busy moment of the machine is spread over every case.
  const order = [
    ["one", 1],
    ["two", 2],
    ["peer", 0],
  ];
  for (let i = 0; i < order.length; i++) {
    const [key, workers] = order[(i + r) % order.length];
    let rate;
    if (key === "peer") rate = peerRate();
    else {
      const x = await simRate(workers);
      rate = x.rate;
      bestCpu[key] = Math.max(bestCpu[key], x.cpuRate);
      // Same seed, same report, whatever the number of workers.
      const json = JSON.stringify(x.report);
      if (reportJson !== null && json !== reportJson && !warnings.some((w) => w.includes("reports differ")))
        warnings.push("WARNING: the 1- and 2-worker reports differ for the same seed");
      reportJson = json;
    }
    seen[key].push(rate);
    best[key] = Math.max(best[key], rate);
  }
}

const scaling = best.two / best.one;
// Work per CPU-second does not depend on how much of the machine others take: with linear scaling
// two workers do as much per CPU-second as one.
const efficiency = bestCpu.two / bestCpu.one;
const speedup = best.one / best.peer;
printTable({
  title: [
    "Duel simulator: complete Lucky 13 duels per second (Brunella against Casimir, book options)",
    environment().replace(/; slice.*$/, ""),
    `os.availableParallelism() ${os.availableParallelism()}; load average before ${loadBefore}, after ${load()}`,
    `${RUNS.toLocaleString("en-US")} fights per simulator run, best of ${ROUNDS} interleaved rounds; peer slices of ${PEER_MS} ms`,
  ],
  headers: ["case", "duels/s", "rounds (duels/s)", "per CPU-s", "ratio", "goal", "met"],
  rows: [
    [
      "simulateDuel, 1 worker (this thread)",
      fmtRate(best.one),
      seen.one.map(fmtRate).join(", "),
      fmtRate(bestCpu.one),
      "",
      `≥ ${fmtRate(GOAL_ONE)}/s`,
      best.one >= GOAL_ONE ? "yes" : "NO",
    ],
    [
      "simulateDuel, 2 workers (this thread + 1 thread)",
      fmtRate(best.two),
      seen.two.map(fmtRate).join(", "),
      fmtRate(bestCpu.two),
      `${fmtRatio(scaling)} of 1 worker`,
      `≥ ${GOAL_SCALING}x`,
      scaling >= GOAL_SCALING ? "yes" : "NO",
    ],
    [
      "peer: engine path (Table + resolveAction + events)",
      fmtRate(best.peer),
      seen.peer.map(fmtRate).join(", "),
      "",
      `1 worker is ${fmtRatio(speedup)} the peer`,
      "",
      "",
    ],
  ],
  notes: [
    ...warnings,
    differ === 0
      ? "check: 300 seeded fights identical step by step in the simulator and the engine peer"
      : "",
    `parallel efficiency: 2 workers do ${fmtRatio(efficiency)} the work per CPU-second of 1 worker (1.00x = linear scaling; independent of other load)`,
    "The simulator's rates include starting the worker threads; the peer runs in this thread.",
    "On a machine shared with other work, the 2-worker figure is the first to suffer: read the load averages.",
    `(done in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  ].filter(Boolean),
});
