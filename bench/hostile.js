// The hostile mix (issue 15): does one table's abuse reach another table? A "victim" table's GM
// rolls steadily and times each roll from send to ack, while, at a second table, players flood the
// heaviest exact-odds questions the server accepts and a client uploads big imports, several at
// once. The server runs in a child process (from dist/, on each store in turn: PGlite in a
// temporary folder, then PostgreSQL in a schema of its own, dropped after) that watches its own
// event loop with perf_hooks.monitorEventLoopDelay and reports it over IPC, so the loop measured
// is the server's, not this load generator's. Two phases per store: the victim alone (baseline),
// then with the hostile mix on. Nothing here asserts: it prints figures and ratios against the
// goal (victim p99 < 50 ms, no loop delay over 50 ms), with the machine's load averages, since
// on a shared machine the figures move with whatever else runs.
//
//   npm run bench:hostile
//   node bench/hostile.js --seconds 10 --rate 20 --odds-connections 4 --import-mb 4 --imports-at-once 3
//
// Options: --seconds S (per phase)  --rate ROLLS_PER_SECOND (victim)  --odds-connections N
//          --import-mb MB (size of each import body)  --imports-at-once K  --no-imports  --no-odds
//          --cpu-prof DIR (a .cpuprofile of each server child, written when it stops)
//          --stores pglite,postgres (default both)  --database-url URL (default
//          $TABULA_BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; PostgreSQL is
//          skipped, saying so, when it cannot be reached)

import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { serialize } from "node:v8";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import WebSocket from "ws";
import { START_FLAGS } from "./start-flags.js";

const GOAL_MS = 50;

// --- the server, in a child ------------------------------------------------------------------

async function serveChild(kind, databaseUrl) {
  const { startServer } = await import("../dist/server/index.js");
  const { openStore } = await import("../dist/store/index.js");
  const dir = mkdtempSync(join(tmpdir(), "tabula-hostile-"));
  const schema = `tabula_hostile_${process.pid}`;
  const store = await openStore(kind === "postgres" ? { databaseUrl, schema } : { dataDir: dir });
  // Every client of the bench comes from 127.0.0.1: the per-address limits stay as shipped, so
  // the imports are only what one address may send.
  const server = await startServer({ store, port: 0, webRoot: null });
  const loop = monitorEventLoopDelay({ resolution: 2 });
  loop.enable();
  process.on("message", async (m) => {
    if (m.cmd === "reset") {
      loop.reset();
      process.send({ cmd: "reset" });
    } else if (m.cmd === "loop") {
      const ms = (ns) => ns / 1e6;
      process.send({
        cmd: "loop",
        max: ms(loop.max),
        p99: ms(loop.percentile(99)),
        p50: ms(loop.percentile(50)),
      });
    } else if (m.cmd === "state") {
      // What sending a table's state to an odds worker costs: the structured clone on this thread.
      const table = await server.hub.acquire(m.table);
      const state = table.log.state;
      const bytes = serialize(state).length;
      const n = 200;
      const t0 = performance.now();
      for (let i = 0; i < n; i++) structuredClone(state);
      const cloneMs = (performance.now() - t0) / n;
      server.hub.release(m.table);
      process.send({ cmd: "state", bytes, cloneMs });
    } else if (m.cmd === "stop") {
      await server.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
      if (kind === "postgres") await dropSchema(databaseUrl, schema);
      process.exit(0);
    }
  });
  // The load generator gone (finished or failed), the server goes too.
  process.on("disconnect", () => process.exit(0));
  process.send({ cmd: "ready", url: server.url });
}

/** Drops the bench's PostgreSQL schema; `pg` straight, as the store has no such statement. */
async function dropSchema(databaseUrl, schema) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers at `databaseUrl`. */
async function postgresReachable(databaseUrl) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

// --- the load generator ----------------------------------------------------------------------

function options(argv) {
  const o = {
    seconds: 10,
    rate: 20,
    oddsConnections: 4,
    importMb: 4,
    importsAtOnce: 3,
    imports: true,
    odds: true,
    stores: ["pglite", "postgres"],
    databaseUrl: process.env.TABULA_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => Number(argv[++i]);
    if (a === "--seconds") o.seconds = num();
    else if (a === "--rate") o.rate = num();
    else if (a === "--odds-connections") o.oddsConnections = num();
    else if (a === "--import-mb") o.importMb = num();
    else if (a === "--imports-at-once") o.importsAtOnce = num();
    else if (a === "--no-imports") o.imports = false;
    else if (a === "--no-odds") o.odds = false;
    else if (a === "--stores") o.stores = String(argv[++i]).split(",");
    else if (a === "--database-url") o.databaseUrl = String(argv[++i]);
    else if (a === "--cpu-prof") o.cpuProf = String(argv[++i]);
    else {
      console.error(`unknown option ${a}`);
      process.exit(2);
    }
  }
  const bounded = (v, lo, hi, name) => {
    if (!Number.isFinite(v) || v < lo || v > hi) {
      console.error(`--${name} must be between ${lo} and ${hi}`);
      process.exit(2);
    }
  };
  bounded(o.seconds, 1, 120, "seconds");
  bounded(o.rate, 1, 200, "rate");
  bounded(o.oddsConnections, 1, 20, "odds-connections");
  bounded(o.importMb, 0.1, 64, "import-mb");
  bounded(o.importsAtOnce, 1, 10, "imports-at-once");
  if (o.stores.length === 0 || o.stores.some((s) => s !== "pglite" && s !== "postgres")) {
    console.error("--stores takes pglite, postgres or both, separated by a comma");
    process.exit(2);
  }
  return o;
}

function startChild(kind, databaseUrl, cpuProf) {
  const child = fork(new URL(import.meta.url).pathname, ["--serve-child", kind, databaseUrl], {
    // One file per thread (the server's, the store's, each worker's), named with the thread's id.
    // Node's flags as `npm start` gives them, so the server runs as a GM's does.
    execArgv: [
      ...START_FLAGS,
      ...(cpuProf ? ["--cpu-prof", "--cpu-prof-dir", cpuProf] : []),
      ...(process.env.HOSTILE_TRACE_GC ? ["--trace-gc"] : []),
    ],
    stdio: ["ignore", process.env.HOSTILE_TRACE_GC ? "inherit" : "ignore", "inherit", "ipc"],
  });
  const waiting = new Map();
  child.on("message", (m) => {
    const w = waiting.get(m.cmd);
    if (w) {
      waiting.delete(m.cmd);
      w(m);
    }
  });
  const ask = (cmd, extra = {}) =>
    new Promise((resolve) => {
      waiting.set(cmd, resolve);
      child.send({ cmd, ...extra });
    });
  child.on("exit", (code, signal) => {
    if (waiting.size > 0 && !waiting.has("stop")) {
      console.error(
        `the server child exited (${signal ?? code}) while ${[...waiting.keys()].join(", ")} was asked`,
      );
      process.exit(1);
    }
  });
  const ready = new Promise((resolve) => waiting.set("ready", resolve));
  return { child, ask, ready };
}

async function post(url, body, headers = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, body: json, headers: res.headers };
}

/** A WebSocket client that matches answers to intent ids. */
class Client {
  constructor(ws) {
    this.ws = ws;
    this.waiting = new Map();
    this.onAny = null;
    this.closed = false;
    // A connection the server closes (rate limit, too slow) answers nothing more: what waits is told.
    ws.on("close", () => {
      this.closed = true;
      for (const w of this.waiting.values()) w({ type: "error", code: "closed" });
      this.waiting.clear();
    });
    ws.on("message", (data) => {
      const m = JSON.parse(String(data));
      if (this.onAny) this.onAny(m);
      const id = m.intentId;
      if ((m.type === "ack" || m.type === "odds" || m.type === "error") && this.waiting.has(id)) {
        const w = this.waiting.get(id);
        this.waiting.delete(id);
        w(m);
      }
    });
  }
  static async join(wsUrl, table, token) {
    const ws = new WebSocket(wsUrl);
    await new Promise((r, j) => {
      ws.once("open", r);
      ws.once("error", j);
    });
    const c = new Client(ws);
    const synced = new Promise((resolve) => {
      c.onAny = (m) => {
        if (m.type === "synced" || m.type === "error") {
          c.onAny = null;
          resolve(m);
        }
      };
    });
    ws.send(JSON.stringify({ type: "hello", table, token, lastSeq: 0 }));
    const m = await synced;
    if (m.type === "error") throw new Error(`hello refused: ${JSON.stringify(m)}`);
    return c;
  }
  ask(message) {
    if (this.closed) return Promise.resolve({ type: "error", code: "closed" });
    return new Promise((resolve) => {
      this.waiting.set(message.intentId, resolve);
      this.ws.send(JSON.stringify(message));
    });
  }
  close() {
    this.ws.close();
  }
}

const NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"];
const contest = (n) => ({
  sides: NAMES.slice(0, n).map((name) => ({
    actor: name.toLowerCase(),
    ability: "pulse",
    skill: "fighting",
  })),
});
const character = (name) => ({
  type: "character.create",
  id: name.toLowerCase(),
  method: "balanced",
  input: { name, assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" } },
});

let counter = 0;
const nextId = (p) => `${p}-${++counter}`;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Import bodies of about `mb` megabytes: the arena's own export, its log lengthened with copies of
 * its roll intents (each with its one event, renumbered), so the server accepts it as a whole log.
 * Each body gets a table id of its own (several imports of one id would be conflicts).
 */
function importBodies(exported, mb) {
  const x = structuredClone(exported);
  const rolls = x.intents.filter((it) => it.kind === "roll" && it.eventCount === 1);
  const target = mb * 1024 * 1024;
  let size = JSON.stringify(x).length;
  for (let i = 0; rolls.length > 0 && size < target; i++) {
    const it = rolls[i % rolls.length];
    const ev = x.events[it.firstSeq - 1];
    const no = x.intents.length + 1;
    const seq = x.events.length + 1;
    const copy = { ...it, no, firstSeq: seq };
    const event = { ...ev, seq, intent: no };
    x.intents.push(copy);
    x.events.push(event);
    size += JSON.stringify(copy).length + JSON.stringify(event).length + 2;
  }
  x.table.head = x.events.length;
  x.table.lastIntent = x.intents.length;
  const placeholder = "IMPORTED_TABLE_ID_PLACEHOLDER";
  x.table.id = placeholder;
  const text = JSON.stringify(x);
  let n = 0;
  return () => Buffer.from(text.replace(placeholder, `hostile-${process.pid}-${++n}`));
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");

async function main() {
  const o = options(process.argv.slice(2));
  console.log(`load average (1 / 5 / 15 min) at the start: ${load()}`);
  const results = [];
  for (const kind of o.stores) {
    if (kind === "postgres") {
      const reachable = await postgresReachable(o.databaseUrl);
      if (reachable !== true) {
        console.log(`\npostgres: skipped, ${o.databaseUrl} cannot be reached (${reachable})`);
        continue;
      }
    }
    console.log(`\n=== ${kind} ===`);
    results.push(await runStore(kind, o));
  }
  console.log(`\nsummary (load average at the end: ${load()}; ${o.seconds} s phases)`);
  console.log("store     phase            p50 ms  p99 ms | loop max ms | p99/goal  loop max/goal");
  const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : "—");
  for (const { kind, phases } of results)
    for (const r of phases) {
      const p99 = percentile(r.latencies, 99);
      console.log(
        `${kind.padEnd(9)} ${r.name.padEnd(15)} ${f(percentile(r.latencies, 50)).padStart(7)} ${f(p99).padStart(7)} | ${f(r.loop.max).padStart(11)} | ${(p99 / GOAL_MS).toFixed(2).padStart(8)} ${(r.loop.max / GOAL_MS).toFixed(2).padStart(14)}`,
      );
    }
  console.log(
    `goal: victim p99 < ${GOAL_MS} ms and no loop delay over ${GOAL_MS} ms (a ratio over 1.00 misses it). ` +
      "Figures from a shared machine are noisy: compare the two phases of one store.",
  );
}

async function runStore(kind, o) {
  const { child, ask, ready } = startChild(kind, o.databaseUrl, o.cpuProf);
  const { url } = await ready;
  const wsUrl = `${url.replace(/^http/, "ws")}/ws`;
  console.log(
    `server (child ${child.pid}, ${kind}) at ${url}; phases of ${o.seconds} s, victim rolls ${o.rate}/s; load average ${load()}`,
  );

  const create = async (name) => {
    const r = await post(`${url}/api/tables`, { name, ruleset: "lucky13", gm: { name: "GM" } });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const victimTable = await create("Victim");
  const arena = await create("Arena");
  const joined = await post(`${url}/api/tables/${arena.table.id}/join`, {
    invite: arena.invite.code,
    name: "Mallory",
  });
  if (joined.status !== 201) throw new Error(`join: ${JSON.stringify(joined.body)}`);
  const player = joined.body.member;
  // The contest's characters are Mallory's: a player is answered odds only for what she could roll.
  const arenaGm = await Client.join(wsUrl, arena.table.id, arena.gm.token);
  for (const name of NAMES)
    await arenaGm.ask({ ...character(name), owner: player.id, intentId: nextId("c") });
  // Some rolls, so the export has roll events to pad an import with.
  for (let i = 0; i < 20; i++)
    await arenaGm.ask({ type: "roll", notation: "3d6+2", label: "warm-up", intentId: nextId("r") });
  const exported = await (
    await fetch(`${url}/api/tables/${arena.table.id}/export`, {
      headers: { authorization: `Bearer ${arena.gm.token}` },
    })
  ).json();
  const nextImport = importBodies(exported, o.importMb);
  const importBytes = nextImport().length;

  // Which contest is the heaviest the server accepts, and how long it takes in a worker.
  const probe = await Client.join(wsUrl, arena.table.id, player.token);
  let heaviest = null;
  const probes = [];
  for (const n of [10, 9, 8, 7, 6]) {
    const t0 = performance.now();
    const a = await probe.ask({
      type: "odds",
      intentId: nextId("probe"),
      action: "contest",
      params: contest(n),
    });
    const ms = performance.now() - t0;
    probes.push(
      `${n} sides: ${a.type === "odds" ? `answered in ${ms.toFixed(0)} ms` : `${a.code} in ${ms.toFixed(1)} ms`}`,
    );
    if (a.type === "odds") {
      heaviest = n;
      break;
    }
  }
  probe.close();
  console.log(`contest odds probe: ${probes.join("; ")}`);
  const shipped = await ask("state", { table: arena.table.id });
  console.log(
    `shipping the arena's state (10 characters, ${exported.events?.length ?? "?"} events) to a worker: ` +
      `${shipped.bytes} bytes serialised, structured clone ${(shipped.cloneMs * 1000).toFixed(0)} µs`,
  );

  const victim = new Worker(new URL(import.meta.url), {
    workerData: { victim: { wsUrl, table: victimTable.table.id, token: victimTable.gm.token } },
  });
  const victimAnswers = [];
  victim.on("message", (m) => victimAnswers.shift()?.(m));
  victim.on("error", (e) => {
    console.error(`the victim's thread failed: ${e.stack ?? e}`);
    process.exit(1);
  });
  const victimAsk = (cmd, extra = {}) =>
    new Promise((resolve) => {
      victimAnswers.push(resolve);
      victim.postMessage({ cmd, ...extra });
    });
  await victimAsk("join");

  /** One phase: the victim rolls for `seconds`; `hostile` runs beside it until the phase ends. */
  async function phase(name, hostile) {
    await ask("reset");
    const stats = {
      oddsAnswered: 0,
      busy: 0,
      tooCostly: 0,
      otherErrors: 0,
      imports: new Map(),
      importErrors: new Map(),
      importMs: [],
    };
    // The load generator's own loop: a stall here (building or sending an upload) delays the
    // victim's timestamps too, and is not the server's doing.
    const clientLoop = monitorEventLoopDelay({ resolution: 2 });
    clientLoop.enable();
    const stop = { done: false };
    let hostileDone = false;
    void (hostile ? hostile(stats, stop) : Promise.resolve()).then(() => {
      hostileDone = true;
    });
    // The victim rolls in a thread of its own (victimThread below), so that what the hostile
    // clients cost this process (building and sending 4 MB uploads, reading odds answers) never
    // delays its timestamps: what it measures is the server.
    const t0 = performance.now();
    const rolled = victimAsk("phase", { rate: o.rate });
    // The victim rolls for the phase, and on until the hostile requests under way have ended (an
    // import started near the end may hold the server after it): whatever they cost, it shows here.
    // At most a minute more, so a request that never ends cannot hold the benchmark.
    const end = t0 + o.seconds * 1000;
    while (performance.now() < end || (!hostileDone && performance.now() < end + 60_000)) {
      if (performance.now() >= end) stop.done = true;
      await new Promise((r) => setTimeout(r, 20));
    }
    stop.done = true;
    victim.postMessage({ cmd: "stop" });
    // Rolls still unanswered when the phase ends are waited for and counted: a stall is not left out.
    const { sent, latencies, otherErrors, loopMax } = await rolled;
    stats.otherErrors += otherErrors;
    stats.hostileEnded = hostileDone;
    const loop = await ask("loop");
    clientLoop.disable();
    latencies.sort((a, b) => a - b);
    return {
      name,
      sent,
      latencies,
      loop,
      stats,
      clientLoopMax: clientLoop.max / 1e6,
      victimLoopMax: loopMax,
    };
  }

  const baseline = await phase("victim alone", null);

  const hostileMix = async (stats, stop) => {
    const tasks = [];
    if (o.odds && heaviest !== null) {
      const flooders = await Promise.all(
        Array.from({ length: o.oddsConnections }, () => Client.join(wsUrl, arena.table.id, player.token)),
      );
      for (const f of flooders) {
        tasks.push(
          (async () => {
            // As fast as the connection's rate limit lets it (20 a second): one question is worked
            // out at a time per connection, the others are answered `busy` at once.
            while (!stop.done && !f.closed) {
              const answers = [];
              for (let k = 0; k < 4; k++)
                answers.push(
                  f.ask({
                    type: "odds",
                    intentId: nextId("odds"),
                    action: "contest",
                    params: contest(heaviest),
                  }),
                );
              for (const a of await Promise.all([...answers, new Promise((r) => setTimeout(r, 200))])) {
                if (!a) continue;
                if (a.type === "odds") stats.oddsAnswered++;
                else if (a.code === "busy") stats.busy++;
                else if (a.code === "too_costly") stats.tooCostly++;
                else stats.otherErrors++;
              }
            }
            f.close();
          })(),
        );
      }
    }
    if (o.imports) {
      tasks.push(
        (async () => {
          while (!stop.done) {
            const rs = await Promise.all(
              Array.from({ length: o.importsAtOnce }, async () => {
                const t0 = performance.now();
                // Status 0: no answer was read. Seen when a 429 goes out before the body is read: the
                // server closes the socket with the upload still arriving, the kernel answers the
                // unread bytes with a reset, and the client loses the 429 (its error code is kept).
                const r = await post(`${url}/api/tables/import`, nextImport()).catch((e) => {
                  stats.importErrors.set(
                    e.cause?.code ?? e.message,
                    (stats.importErrors.get(e.cause?.code ?? e.message) ?? 0) + 1,
                  );
                  return { status: 0 };
                });
                if (r.status === 201) stats.importMs.push(performance.now() - t0);
                return r;
              }),
            );
            let wait = 0;
            for (const r of rs) {
              stats.imports.set(r.status, (stats.imports.get(r.status) ?? 0) + 1);
              if (r.status >= 400 && r.status !== 429)
                stats.importRefusal ??= r.body?.error?.message ?? String(r.status);
              if (r.status === 429) wait = Math.max(wait, Number(r.headers.get("retry-after")) || 1);
            }
            if (wait > 0) {
              const until = performance.now() + wait * 1000;
              while (!stop.done && performance.now() < until) await new Promise((r) => setTimeout(r, 100));
            }
          }
        })(),
      );
    }
    await Promise.all(tasks);
  };

  const hostile = await phase("hostile mix on", hostileMix);
  await victim.terminate();
  arenaGm.close();
  const exited = new Promise((r) => child.once("exit", r));
  child.send({ cmd: "stop" });
  await exited;

  const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : "—");
  console.log();
  console.log(
    `hostile mix: ${o.odds && heaviest !== null ? `${o.oddsConnections} connections of one seated player asking ${heaviest}-sided contests` : "no odds flood"}` +
      `${o.imports ? `; imports of ${(importBytes / 1e6).toFixed(1)} MB, ${o.importsAtOnce} at once` : ""}`,
  );
  console.log(
    "phase            rolls  answered  p50 ms  p99 ms  max ms | loop max ms  loop p99 ms | p99/goal  loop max/goal",
  );
  for (const r of [baseline, hostile]) {
    const l = r.latencies;
    const p99 = percentile(l, 99);
    console.log(
      `${r.name.padEnd(15)} ${String(r.sent).padStart(6)} ${String(l.length).padStart(9)} ${f(percentile(l, 50)).padStart(7)} ${f(p99).padStart(7)} ${f(l.at(-1)).padStart(7)} | ${f(r.loop.max).padStart(11)} ${f(r.loop.p99).padStart(12)} | ${(p99 / GOAL_MS).toFixed(2).padStart(8)} ${(r.loop.max / GOAL_MS).toFixed(2).padStart(14)}`,
    );
  }
  console.log(
    `the load generator's loop, longest delay: ${f(baseline.clientLoopMax)} ms alone, ${f(hostile.clientLoopMax)} ms with the mix; ` +
      `the victim's own thread: ${f(baseline.victimLoopMax)} ms, ${f(hostile.victimLoopMax)} ms (its rolls are timed there)`,
  );
  const s = hostile.stats;
  console.log();
  console.log(
    `odds answers during the mix: ${s.oddsAnswered} answered, ${s.busy} busy, ${s.tooCostly} too_costly, ${s.otherErrors} other errors` +
      (s.hostileEnded ? "" : " (some hostile requests were still unanswered a minute after the phase)"),
  );
  console.log(
    `imports during the mix (HTTP status: count): ${[...s.imports].map(([k, v]) => `${k}: ${v}`).join(", ") || "none"}` +
      (s.importRefusal ? ` (first refusal: ${s.importRefusal})` : "") +
      (s.importErrors.size > 0
        ? ` (no answer read: ${[...s.importErrors].map(([k, v]) => `${k} ×${v}`).join(", ")})`
        : "") +
      (s.importMs.length > 0
        ? `; an accepted import took ${f(Math.min(...s.importMs))}–${f(Math.max(...s.importMs))} ms from send to answer`
        : ""),
  );
  console.log(`load average after ${kind}: ${load()}`);
  return { kind, phases: [baseline, hostile] };
}

// Last, once every class above is defined: the child serves, the parent drives.
/**
 * The victim's GM, in a worker thread: joins, then per phase rolls 1d20+3 at `rate` a second until
 * told to stop, and answers with every roll's send-to-ack time (unanswered rolls are waited for).
 */
async function victimThread({ wsUrl, table, token }) {
  let gm = null;
  let stopped = null;
  parentPort.on("message", async (m) => {
    if (m.cmd === "join") {
      gm = await Client.join(wsUrl, table, token);
      parentPort.postMessage({ joined: true });
    } else if (m.cmd === "stop") stopped?.();
    else if (m.cmd === "phase") {
      const loop = monitorEventLoopDelay({ resolution: 2 });
      loop.enable();
      let stop = false;
      const stopping = new Promise((r) => {
        stopped = r;
      }).then(() => {
        stop = true;
      });
      const latencies = [];
      const pending = [];
      let otherErrors = 0;
      const t0 = performance.now();
      let sent = 0;
      while (!stop) {
        const due = t0 + (sent * 1000) / m.rate;
        const wait = due - performance.now();
        if (wait > 0) await Promise.race([new Promise((r) => setTimeout(r, wait)), stopping]);
        if (stop) break;
        sent++;
        const start = performance.now();
        pending.push(
          gm.ask({ type: "roll", notation: "1d20+3", label: "steady", intentId: nextId("v") }).then((a) => {
            if (a.type === "ack") latencies.push(performance.now() - start);
            else otherErrors++;
          }),
        );
      }
      await Promise.all(pending);
      loop.disable();
      parentPort.postMessage({ sent, latencies, otherErrors, loopMax: loop.max / 1e6 });
    }
  });
}

if (!isMainThread && workerData?.victim) await victimThread(workerData.victim);
else if (process.argv[2] === "--serve-child") await serveChild(process.argv[3], process.argv[4]);
else
  await main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
