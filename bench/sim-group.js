// Group fights' speed: complete Lucky 13 three-against-three fights per second on one core
// (examples/encounter/lucky13-party.json against lucky13-foes.json, the book's options, both sides
// focusing the weakest), against a named peer in the same run: the same fights played through the
// generic engine (a Table per fight, `resolveAction` for initiative, attack and nextTurn).
//
//   node bench/sim-group.js            (after `npm run build`)
//
// Environment: BENCH_GROUP_RUNS (fights per timed run, default 1,000,000), BENCH_GROUP_ROUNDS
// (timed runs, best counts, default 3), BENCH_GROUP_PEER_MS (time for the peer, default 3000).
// "per CPU-s" divides by the process's CPU time, which other work on the machine does not inflate.
// Goal: ≥ 100,000 fights/s on one core. Then Lucidity 2 against 3 (lucidity-*.json), no goal, and
// a figure per CPU-second for each of the five rulesets (Objects, Beat-15, Dice Engine 3 against 3). Before timing, 300 seeded fights are played both ways and
// must be identical step by step.

import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { environment, fmtRate, fmtRatio, printTable } from "./lib.js";

const dist = (p) => new URL(`../dist/${p}`, import.meta.url);
if (!existsSync(fileURLToPath(dist("sim/group.js")))) {
  console.error("dist/sim/group.js is missing: run `npm run build` first");
  process.exit(2);
}
const { simulateGroup } = await import(dist("sim/group.js").href);
const { registry } = await import(dist("rulesets/index.js").href);
const { lucky13EngineGroup, lucky13Group } = await import(dist("rulesets/lucky13/group.js").href);
const { lucidityEngineGroup, lucidityGroup } = await import(dist("rulesets/lucidity/group.js").href);
const { Rng } = await import(dist("dice/index.js").href);

const RUNS = Number(process.env.BENCH_GROUP_RUNS) || 1_000_000;
const ROUNDS = Number(process.env.BENCH_GROUP_ROUNDS) || 3;
const PEER_MS = Number(process.env.BENCH_GROUP_PEER_MS) || 3000;
const GOAL = 100_000;

const file = (name) =>
  JSON.parse(readFileSync(new URL(`../examples/encounter/${name}.json`, import.meta.url), "utf8"));
const ruleset = registry.get("lucky13");
const party = file("lucky13-party");
const foes = file("lucky13-foes");
const tactics = [{ focus: "weakest" }, { focus: "weakest" }];
const o = ruleset.parseOptions({});
const req = {
  options: o,
  sides: [party.map((c) => ruleset.character.parse(c, o)), foes.map((c) => ruleset.character.parse(c, o))],
  tactics,
  maxRounds: 100,
};
const fast = lucky13Group.prepare(req);
const peer = lucky13EngineGroup(ruleset, {}, req);

function steps(fight, seed) {
  const out = [];
  fight.fight(Rng.fromSeed(seed), {
    begin: (order) => out.push(`b${order.join(",")}`),
    attack: (a, t, h, d) => out.push(`a${a}>${t}${h ? "h" : "m"}${d}`),
    drop: (c, dead) => out.push(`d${c}${dead ? "x" : ""}`),
    end: (r, w, t) => out.push(`e${r}/${w}/${t}`),
  });
  return out.join(" ");
}
const warnings = [];
let differ = 0;
for (let s = 0; s < 300; s++) if (steps(fast, `check-${s}`) !== steps(peer, `check-${s}`)) differ++;
if (differ > 0) warnings.push(`WARNING: ${differ} of 300 fights differ between the fast loop and the engine`);

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
const loadBefore = load();

let best = 0;
let bestCpu = 0;
let report;
for (let r = 0; r < ROUNDS; r++) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  report = simulateGroup(ruleset, { party, foes, tactics, runs: RUNS, seed: `bench-${r}` });
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  best = Math.max(best, RUNS / wall);
  bestCpu = Math.max(bestCpu, RUNS / ((cpu.user + cpu.system) / 1e6));
}

// The peer: as many engine fights as fit in PEER_MS, with a null recorder.
const none = { begin() {}, attack() {}, drop() {}, end() {} };
const rng = Rng.fromSeed("peer");
let peerFights = 0;
const p0 = performance.now();
while (performance.now() - p0 < PEER_MS) {
  peer.fight(rng, none);
  peerFights++;
}
const peerRate = peerFights / ((performance.now() - p0) / 1000);

const party0 = report.sides[0];
printTable({
  title: "Lucky 13 group fights, 3 against 3, one thread (fights per second)",
  headers: ["player", "fights/s", "per CPU-s", "vs engine"],
  rows: [
    ["sim group (fast loop)", fmtRate(best), fmtRate(bestCpu), fmtRatio(best / peerRate)],
    ["engine (peer)", fmtRate(peerRate), "", fmtRatio(1)],
  ],
  notes: [
    `goal ≥ ${fmtRate(GOAL)} fights/s on one core: ${best >= GOAL ? "met" : "NOT met"}`,
    `party wins ${(party0.winRate.rate * 100).toFixed(1)}% (95% ${(party0.winRate.low * 100).toFixed(1)}–${(party0.winRate.high * 100).toFixed(1)}%) over ${RUNS} fights, mean ${report.rounds.mean.toFixed(2)} rounds`,
    `load average before ${loadBefore}, after ${load()}`,
    environment(),
    ...warnings,
  ],
});

// Lucidity, 2 against 3 (examples/encounter/lucidity-*.json): its group fight runs through the
// action objects (the 0-Health rules live there), against the Table + resolveAction reference.
const luc = registry.get("lucidity");
const lo = luc.parseOptions({});
const lreq = {
  options: lo,
  sides: [
    file("lucidity-party").map((c) => luc.character.parse(c, lo)),
    file("lucidity-foes").map((c) => luc.character.parse(c, lo)),
  ],
  tactics,
  maxRounds: 100,
};
const rate = (fight, ms) => {
  const r = Rng.fromSeed("lucidity");
  let k = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    fight.fight(r, none);
    k++;
  }
  return k / ((performance.now() - t0) / 1000);
};
const lucFast = rate(lucidityGroup.prepare(lreq), PEER_MS);
const lucPeer = rate(lucidityEngineGroup(luc, {}, lreq), PEER_MS);
printTable({
  title: "Lucidity group fights, 2 against 3, one thread (fights per second)",
  headers: ["player", "fights/s", "vs engine"],
  rows: [
    ["sim group (actions on a state)", fmtRate(lucFast), fmtRatio(lucFast / lucPeer)],
    ["engine (peer)", fmtRate(lucPeer), fmtRatio(1)],
  ],
  notes: [`load average after ${load()}`],
});

// Objects, Beat-15 and the Dice Engine, 3 against 3 (examples/encounter/<id>-*.json), both sides
// focusing the weakest, per CPU-second; each against its peer: Objects and Beat-15 against the same
// fights through a Table and resolveAction (checked equal first on 100 seeds); the Dice Engine group
// is itself the loop over the rules' entry points, so its peer is the reference duel of the party's
// and the foes' first fighters (how many duels one 3v3 fight costs).
const { objectsEngineGroup, objectsGroup } = await import(dist("rulesets/objects/group.js").href);
const { beat15EngineGroup, beat15Group } = await import(dist("rulesets/beat15/group.js").href);
const { diceEngineGroup } = await import(dist("rulesets/dice-engine/group.js").href);
const { diceEngineReferenceDuel } = await import(dist("rulesets/dice-engine/duel-reference.js").href);
const cpuRate = (fight, ms, seed) => {
  const r = Rng.fromSeed(seed);
  let k = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    fight.fight(r, none);
    k++;
  }
  const c = process.cpuUsage(c0);
  return k / ((c.user + c.system) / 1e6);
};
const requestOf = (id, kits) => {
  const rs = registry.get(id);
  const ro = rs.parseOptions({});
  const sides = [file(`${id}-party`), file(`${id}-foes`)];
  const character = (x) => (kits ? x.character : x);
  return {
    rs,
    req: {
      options: ro,
      sides: sides.map((side) => side.map((x) => rs.character.parse(character(x), ro))),
      ...(kits ? { equipment: sides.map((side) => side.map((x) => x.equipment)) } : {}),
      tactics,
      maxRounds: 100,
    },
  };
};
const rows = [];
for (const [id, fastOf, peerOf] of [
  ["objects", objectsGroup, objectsEngineGroup],
  ["beat15", beat15Group, beat15EngineGroup],
]) {
  const { rs, req: r } = requestOf(id, false);
  const f = fastOf.prepare(r);
  const e = peerOf(rs, {}, r);
  let d = 0;
  for (let k = 0; k < 100; k++) if (steps(f, `check-${k}`) !== steps(e, `check-${k}`)) d++;
  if (d > 0) warnings.push(`WARNING: ${d} of 100 ${id} fights differ between the group loop and the engine`);
  const fr = cpuRate(f, PEER_MS, id);
  const er = cpuRate(e, PEER_MS, id);
  rows.push(
    [`${rs.name}: group loop`, fmtRate(fr), fmtRatio(fr / er)],
    [`${rs.name}: engine (peer)`, fmtRate(er), fmtRatio(1)],
  );
}
{
  const { rs, req: r } = requestOf("dice-engine", true);
  const gr = cpuRate(diceEngineGroup.prepare(r), PEER_MS, "dice-engine");
  const duel = diceEngineReferenceDuel({
    options: r.options,
    fighters: [r.sides[0][0], r.sides[1][0]],
    equipment: [r.equipment[0][0], r.equipment[1][0]],
    weapons: [undefined, undefined],
    settings: {},
    maxRounds: 100,
  });
  const dr = cpuRate(
    { fight: (rng, rec) => duel.fight(rng, { ...rec, attack() {}, begin() {}, end() {} }) },
    PEER_MS,
    "dice-engine",
  );
  rows.push(
    [`${rs.name}: group (rules' entry points)`, fmtRate(gr), fmtRatio(gr / dr)],
    [`${rs.name}: reference duel 1v1 (peer)`, fmtRate(dr), fmtRatio(1)],
  );
}
rows.push(
  ["Lucky 13: sim group (fast loop)", fmtRate(bestCpu), ""],
  ["Lucidity (2 v 3): actions on a state", fmtRate(lucFast), ""],
);
printTable({
  title: "Group fights per CPU-second, 3 against 3, every ruleset",
  headers: ["player", "fights per CPU-s", "vs peer"],
  rows,
  notes: [`load average after ${load()}`, ...warnings.slice(-3)],
});
if (warnings.length > 0) process.exitCode = 1;
