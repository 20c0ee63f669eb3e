// Load generator for the table server, beside a peer: N tables × M clients (a GM and M-1 players)
// on loopback, sending intents at a fixed total rate (open loop), and measuring the time from
// sending an intent to receiving its broadcast event. Each server runs as a child process of its
// own, so its CPU seconds and resident memory are its own; the peer is boardgame.io 0.50.2 playing
// a one-move dice game (bench/peer-boardgameio.js) under the same load shape, in the same run.
//
//   npm run bench:server           PGlite, PostgreSQL and the peer at 1,000 and 2,000 actions/s
//   node bench/server.js --systems pglite,peer --rates 1000 --seconds 5
//   node bench/server.js --systems pglite --rates 1000 --cpu-prof /tmp/prof   (a folder per server, a .cpuprofile per thread)
//   node bench/server.js --systems pglite --server-node-options --max-old-space-size=256   (a 1 GB host)
//
// Options: --tables N --clients M --rates R1,R2 --seconds S --warmup S --drain S
//          --systems pglite,pglite-loop,postgres,peer --database-url URL (default postgres://postgres@127.0.0.1:5432/test)
//          --memory MIB (tabula serve --memory) --cpu-prof DIR --server-node-options "FLAGS"
//
// What it reports, per system and rate: latency percentiles over every intent sent in the measured
// window (one still unanswered when the run ends counts as the time it waited, and is reported in
// `unanswered`), the max from the same data; the server's CPU seconds per 1,000 answered actions
// (for PostgreSQL, its backends' CPU is printed beside); its resident memory before the load
// (idle, nobody connected) and at its peak during the load.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { io } from "socket.io-client";
import WebSocket from "ws";
import { START_FLAGS } from "./start-flags.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = new URL("../dist/server/index.js", import.meta.url);
// pglite-loop: PGlite on the event loop (TABULA_PGLITE_THREAD=0), beside the default's worker thread.
const SYSTEMS = ["pglite", "pglite-loop", "postgres", "peer"];

function options(argv) {
  const o = {
    tables: 100,
    clients: 6,
    rates: [1000, 2000],
    seconds: 10,
    warmup: 2,
    drain: 5,
    systems: ["pglite", "postgres", "peer"],
    databaseUrl: process.env.TABULA_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    memory: null,
    cpuProf: null,
    serverNodeOptions: "",
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === "--tables") o.tables = Number(next());
    else if (a === "--clients") o.clients = Number(next());
    else if (a === "--rates" || a === "--rate") o.rates = next().split(",").map(Number);
    else if (a === "--seconds") o.seconds = Number(next());
    else if (a === "--warmup") o.warmup = Number(next());
    else if (a === "--drain") o.drain = Number(next());
    else if (a === "--systems" || a === "--store") o.systems = next().split(",");
    else if (a === "--database-url") o.databaseUrl = next();
    else if (a === "--memory") o.memory = next();
    else if (a === "--cpu-prof") o.cpuProf = next();
    else if (a === "--server-node-options") o.serverNodeOptions = next();
    else {
      console.error(`unknown option ${a}`);
      process.exit(2);
    }
  }
  if (o.systems.includes("both")) o.systems = ["pglite", "postgres"];
  for (const s of o.systems) {
    if (!SYSTEMS.includes(s)) {
      console.error(`--systems: unknown system '${s}' (${SYSTEMS.join(", ")})`);
      process.exit(2);
    }
  }
  // Bounds: this is a loopback load test, not a way to exhaust the machine.
  const bounded = (v, lo, hi, name) => {
    if (!Number.isFinite(v) || v < lo || v > hi) {
      console.error(`--${name} must be between ${lo} and ${hi}`);
      process.exit(2);
    }
  };
  bounded(o.tables, 1, 500, "tables");
  bounded(o.clients, 2, 20, "clients");
  for (const r of o.rates) bounded(r, 1, 20000, "rates");
  bounded(o.seconds, 1, 120, "seconds");
  bounded(o.warmup, 0, 30, "warmup");
  bounded(o.drain, 0, 60, "drain");
  return o;
}

// --- the server process: its port, CPU and memory from /proc (Linux) ---------------------------

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the bench runs on

/**
 * User + system CPU seconds of a process so far, or of one of its threads: `main` reads the thread
 * whose id is the process's (the event loop's, in Node).
 */
function cpuSeconds(pid, main = false) {
  try {
    const stat = readFileSync(main ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds so far of each of a process's threads, by thread id. */
function threadCpuSeconds(pid) {
  const out = new Map();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(tid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    }
  } catch {
    // A thread that ended between the listing and the read: the others still count.
  }
  return out;
}

/**
 * The CPU seconds of the busiest thread other than the event loop's between two readings: for the
 * embedded store, PGlite's thread (the others are V8's helpers, each a small share).
 */
function busiestOtherThread(pid, from, to) {
  let most = 0;
  for (const [tid, s] of to) if (tid !== String(pid)) most = Math.max(most, s - (from.get(tid) ?? 0));
  return most;
}

/** Resident memory in MiB: `VmRSS` now, or `VmHWM` (the peak so far). */
function residentMiB(pid, field = "VmRSS") {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The port a child process listens on; the server picks a free one. */
function findPort(pid) {
  try {
    const inodes = new Set();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    }
    for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
      for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
        const cols = line.trim().split(/\s+/);
        if (cols[3] === "0A" && inodes.has(cols[9])) return Number.parseInt(cols[1].split(":")[1], 16);
      }
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Starts `args` as a child and resolves once `ready(port)` answers. The port comes from /proc, or
 * from a line "listening PORT [API_PORT]" on the child's output (the peer's).
 */
function spawnChild(label, args, o, ready, nodeFlags = []) {
  const nodeArgs = [...nodeFlags];
  if (o.cpuProf) {
    // A folder per server, with Node's own file names: they carry the thread id, so PGlite's
    // thread gets a profile of its own beside the event loop's (one fixed name overwrote it).
    const dir = join(o.cpuProf, `${label}-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    nodeArgs.push("--cpu-prof", "--cpu-prof-dir", dir);
  }
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", NODE_OPTIONS: o.serverNodeOptions, ...o.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  let announced = null;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      const m = /^listening (\d+)(?: (\d+))?$/.exec(line);
      if (m) announced = { port: Number(m[1]), api: Number(m[2] ?? m[1]) };
      else if (!/^INFO: (App|API) serving/.test(line)) process.stderr.write(`${label}: ${line}\n`);
    });
  }
  return new Promise((resolve, reject) => {
    // A new PGlite folder runs initdb first: a minute or more on a busy 2-core machine.
    const timer = setTimeout(() => reject(new Error(`${label} did not start in 300 s`)), 300_000);
    let port = null;
    const poll = setInterval(async () => {
      port ??= announced?.port ?? findPort(child.pid);
      const api = announced?.api ?? port;
      if (!port || !(await ready(api).catch(() => false))) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${port}`,
        api: `http://127.0.0.1:${api}`,
        pid: child.pid,
        stop: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      });
    }, 200);
    exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code}`));
    });
  });
}

function spawnTabula(label, args, o) {
  const serve = [
    join(ROOT, "bin/tabula.js"),
    "serve",
    "--port",
    "0",
    "--log-level",
    "warn",
    // Every simulated client comes from this machine's one address: no per-address limit.
    "--requests-per-minute",
    "0",
    ...(o.memory ? ["--memory", o.memory] : []),
    ...args,
  ];
  // Node's flags as `npm start` gives them (package.json), so the figures are what a GM gets.
  return spawnChild(
    label,
    serve,
    o,
    async (port) => (await fetch(`http://127.0.0.1:${port}/health`)).ok,
    START_FLAGS,
  );
}

async function startSystem(kind, o) {
  if (kind === "peer") {
    return spawnChild(
      "peer",
      [join(ROOT, "bench/peer-boardgameio.js")],
      o,
      async (port) => (await fetch(`http://127.0.0.1:${port}/games`)).ok,
    );
  }
  if (kind === "pglite" || kind === "pglite-loop") {
    const dir = mkdtempSync(join(tmpdir(), "tabula-bench-"));
    const env = { TABULA_PGLITE_THREAD: kind === "pglite-loop" ? "0" : "1" };
    const s = await spawnTabula(kind, ["--data", dir], { ...o, env });
    return {
      ...s,
      stop: async () => {
        await s.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `tabula_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: o.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(o.databaseUrl);
  url.pathname = `/${name}`;
  const s = await spawnTabula("postgres", ["--database-url", url.toString()], o);
  return {
    ...s,
    /** CPU seconds of the PostgreSQL backends serving this database (they run on this machine). */
    async databaseCpu() {
      const c = new pg.Client({ connectionString: o.databaseUrl });
      await c.connect();
      try {
        const r = await c.query("SELECT pid FROM pg_stat_activity WHERE datname = $1", [name]);
        return r.rows.reduce((sum, row) => sum + (cpuSeconds(row.pid) || 0), 0);
      } finally {
        await c.end();
      }
    },
    stop: async () => {
      await s.stop();
      const c = new pg.Client({ connectionString: o.databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

async function reachable(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function post(url, body) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

// --- Tabula's clients ----------------------------------------------------------------------------

/**
 * One WebSocket client. `pending` holds the records of its intents not answered yet, oldest first:
 * its intents commit in the order it sent them, so the first event of each new intent of its own
 * answers the oldest one.
 */
class TabulaClient {
  constructor(ws, memberId, character) {
    this.ws = ws;
    this.memberId = memberId;
    this.character = character;
    this.pending = [];
    this.lastIntent = 0;
    this.errors = 0;
    this.n = 0;
    this.onAck = null;
    ws.on("message", (data) => this.receive(JSON.parse(String(data))));
  }

  receive(m) {
    if (m.type === "event" && m.author === this.memberId && m.intent > this.lastIntent) {
      this.lastIntent = m.intent;
      answer(this.pending.shift());
    } else if (m.type === "error") {
      this.errors++;
      if (this.errors <= 3) console.error(`error: ${JSON.stringify(m)}`);
      // An error answers the intent (no broadcast will come for it).
      const i = this.pending.findIndex((p) => p.id === m.intentId);
      if (i >= 0) answer(this.pending.splice(i, 1)[0]);
    } else if (m.type === "ack" || m.type === "synced") {
      this.onAck?.(m);
    }
  }

  send(record) {
    record.id = `b${++this.n}`;
    this.pending.push(record);
    this.ws.send(JSON.stringify({ ...this.intent(this.n), intentId: record.id }));
  }

  /** The mix: the GM rolls (a quarter of them secret), players alternate checks and rolls. */
  intent(i) {
    if (this.character === null)
      return { type: "roll", notation: "d20+5", visibility: i % 4 === 0 ? "gm" : "public" };
    if (i % 2 === 0)
      return {
        type: "action",
        action: "check",
        params: { actor: this.character, ability: "reflex", skill: "fighting", difficulty: "moderate" },
      };
    return { type: "roll", notation: "3d6", as: this.character };
  }

  /** One intent, awaited (setup only). */
  request(intent) {
    return new Promise((resolve, reject) => {
      const before = this.errors;
      const t = setInterval(() => {
        if (this.errors > before) {
          clearInterval(t);
          reject(new Error("setup intent refused"));
        }
      }, 50);
      this.onAck = (m) => {
        this.onAck = null;
        clearInterval(t);
        resolve(m);
      };
      this.ws.send(JSON.stringify({ ...intent, intentId: "setup" }));
    });
  }

  close() {
    this.ws.close();
  }
}

function connectTabula(wsUrl, table, member, character) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.once("error", reject);
    ws.once("open", () => {
      const c = new TabulaClient(ws, member.id, character);
      c.onAck = (m) => {
        if (m.type === "synced") {
          c.onAck = null;
          resolve(c);
        }
      };
      ws.send(JSON.stringify({ type: "hello", table, token: member.token }));
    });
  });
}

async function setUpTabula(url, o) {
  const wsUrl = `${url.replace(/^http/, "ws")}/ws`;
  const clients = [];
  await inBatches(o.tables, async () => {
    const created = await post(`${url}/api/tables`, {
      name: "bench",
      ruleset: "lucky13",
      gm: { name: "GM" },
    });
    const table = created.table.id;
    clients.push(await connectTabula(wsUrl, table, created.gm, null));
    for (let p = 1; p < o.clients; p++) {
      const joined = await post(`${url}/api/tables/${table}/join`, {
        invite: created.invite.code,
        name: `P${p}`,
      });
      const id = `pc${p}`;
      const c = await connectTabula(wsUrl, table, joined.member, id);
      await c.request({
        type: "character.create",
        id,
        method: "balanced",
        input: {
          name: `Hero ${p}`,
          assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" },
        },
      });
      clients.push(c);
    }
  });
  return clients;
}

// --- the peer's clients (boardgame.io's own protocol over socket.io) ------------------------------

class PeerClient {
  constructor(socket, matchID, playerID, credentials) {
    this.socket = socket;
    this.matchID = matchID;
    this.playerID = playerID;
    this.credentials = credentials;
    this.pending = [];
    this.errors = 0;
    this.stateID = 0;
    // Every move is broadcast to the whole match as an update with its log entry.
    socket.on("update", (_matchID, state, deltalog) => {
      this.stateID = state._stateID;
      for (const entry of deltalog ?? []) {
        if (entry.action?.payload?.playerID === this.playerID) answer(this.pending.shift());
      }
    });
  }

  send(record) {
    this.pending.push(record);
    const action = {
      type: "MAKE_MOVE",
      payload: { type: "roll", args: [], playerID: this.playerID, credentials: this.credentials },
    };
    this.socket.emit("update", action, this.stateID, this.matchID, this.playerID);
  }

  close() {
    this.socket.close();
  }
}

function connectPeer(url, matchID, playerID, credentials, numPlayers) {
  return new Promise((resolve, reject) => {
    const socket = io(`${url}/dice`, { transports: ["websocket"], reconnection: false });
    socket.once("connect_error", reject);
    socket.once("sync", (_matchID, info) => {
      const c = new PeerClient(socket, matchID, playerID, credentials);
      c.stateID = info.state._stateID;
      resolve(c);
    });
    socket.once("connect", () => socket.emit("sync", matchID, playerID, credentials, numPlayers));
  });
}

async function setUpPeer(url, api, o) {
  const clients = [];
  await inBatches(o.tables, async () => {
    const { matchID } = await post(`${api}/games/dice/create`, { numPlayers: o.clients });
    for (let p = 0; p < o.clients; p++) {
      const playerID = String(p);
      const { playerCredentials } = await post(`${api}/games/dice/${matchID}/join`, {
        playerID,
        playerName: `P${p}`,
      });
      clients.push(await connectPeer(url, matchID, playerID, playerCredentials, o.clients));
    }
  });
  return clients;
}

/** Runs `n` set-ups ten at a time. */
async function inBatches(n, one) {
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: Math.min(10, n - i) }, one));
}

// --- the measurement ---------------------------------------------------------------------------

/** Marks an intent's record answered, once, unless the run has ended. */
function answer(record) {
  if (record && record.ms === null && !frozen) record.ms = performance.now() - record.at;
}
let frozen = false;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

async function run(kind, rate, o) {
  const server = await startSystem(kind, o);
  try {
    // Idle: the server up and answering, nobody connected yet.
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = residentMiB(server.pid);
    const t0 = performance.now();
    const clients =
      kind === "peer" ? await setUpPeer(server.url, server.api, o) : await setUpTabula(server.url, o);
    console.log(
      `${kind} at ${rate}/s: ${o.tables} tables × ${o.clients} clients ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    frozen = false;
    const records = [];
    // Open loop: each client has its own slot in the period, so sends are spread evenly.
    const period = (clients.length / rate) * 1000;
    const start = performance.now();
    const measureFrom = start + o.warmup * 1000;
    const end = measureFrom + o.seconds * 1000;
    const next = clients.map((_, i) => start + (i / clients.length) * period);
    let cpuFrom = null;
    let loopCpuFrom = null;
    let threadsFrom = null;
    let dbCpuFrom = null;
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, residentMiB(server.pid));
    }, 100);
    await new Promise((resolve) => {
      const tick = setInterval(() => {
        const now = performance.now();
        if (cpuFrom === null && now >= measureFrom) {
          cpuFrom = cpuSeconds(server.pid);
          loopCpuFrom = cpuSeconds(server.pid, true);
          threadsFrom = threadCpuSeconds(server.pid);
          void server.databaseCpu?.().then((s) => {
            dbCpuFrom = s;
          });
        }
        if (now >= end) {
          clearInterval(tick);
          resolve();
          return;
        }
        for (let i = 0; i < clients.length; i++) {
          while (next[i] <= now) {
            const record = { at: performance.now(), ms: null };
            if (next[i] >= measureFrom) records.push(record);
            clients[i].send(record);
            next[i] += period;
          }
        }
      }, 1);
    });
    // Let the last answers come in (bounded); then the run ends, for every intent at once.
    const drainUntil = performance.now() + o.drain * 1000;
    while (records.some((r) => r.ms === null) && performance.now() < drainUntil)
      await new Promise((r) => setTimeout(r, 20));
    frozen = true;
    const endedAt = performance.now();
    const cpu = cpuSeconds(server.pid) - cpuFrom;
    const loopCpu = cpuSeconds(server.pid, true) - loopCpuFrom;
    const otherCpu = busiestOtherThread(server.pid, threadsFrom, threadCpuSeconds(server.pid));
    const dbCpu = server.databaseCpu ? (await server.databaseCpu()) - (dbCpuFrom ?? 0) : null;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, residentMiB(server.pid));
    const answered = records.filter((r) => r.ms !== null).length;
    const latencies = records.map((r) => r.ms ?? endedAt - r.at).sort((a, b) => a - b);
    const result = {
      system: kind,
      rate,
      sent: records.length,
      answeredPerSecond: answered / o.seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1),
      unanswered: records.length - answered,
      errors: clients.reduce((n, c) => n + c.errors, 0),
      cpuPer1000: answered > 0 ? cpu / (answered / 1000) : Number.NaN,
      loopCpuPer1000: answered > 0 ? loopCpu / (answered / 1000) : Number.NaN,
      threadCpuPer1000: answered > 0 ? otherCpu / (answered / 1000) : Number.NaN,
      dbCpuPer1000: dbCpu !== null && answered > 0 ? dbCpu / (answered / 1000) : null,
      idleRss,
      peakRss,
      hwm: residentMiB(server.pid, "VmHWM"),
    };
    for (const c of clients) c.close();
    return result;
  } finally {
    await server.stop();
  }
}

function table(results) {
  const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "-");
  const peerOf = (r) => results.find((p) => p.system === "peer" && p.rate === r.rate);
  const ratio = (a, b) =>
    Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : "-";
  const head = [
    "system".padEnd(13),
    "rate/s".padStart(6),
    "sent".padStart(6),
    "answered/s".padStart(10),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "max ms".padStart(8),
    "unanswered".padStart(10),
    "errors".padStart(6),
    "CPU s/1k".padStart(8),
    "loop s/1k".padStart(9),
    "thread s/1k".padStart(11),
    "+db s/1k".padStart(8),
    "idle MiB".padStart(8),
    "peak MiB".padStart(8),
    "p50 ÷ peer".padStart(10),
    "p99 ÷ peer".padStart(10),
    "CPU ÷ peer".padStart(10),
  ];
  console.log(head.join(" "));
  for (const r of results) {
    const p = peerOf(r);
    console.log(
      [
        r.system.padEnd(13),
        String(r.rate).padStart(6),
        String(r.sent).padStart(6),
        f(r.answeredPerSecond, 0).padStart(10),
        f(r.p50).padStart(8),
        f(r.p99).padStart(8),
        f(r.max).padStart(8),
        String(r.unanswered).padStart(10),
        String(r.errors).padStart(6),
        f(r.cpuPer1000, 2).padStart(8),
        f(r.loopCpuPer1000, 2).padStart(9),
        f(r.threadCpuPer1000, 2).padStart(11),
        (r.dbCpuPer1000 === null ? "" : f(r.dbCpuPer1000, 2)).padStart(8),
        f(r.idleRss, 0).padStart(8),
        f(r.peakRss, 0).padStart(8),
        (r.system === "peer" || !p ? "" : ratio(r.p50, p.p50)).padStart(10),
        (r.system === "peer" || !p ? "" : ratio(r.p99, p.p99)).padStart(10),
        (r.system === "peer" || !p ? "" : ratio(r.cpuPer1000 + (r.dbCpuPer1000 ?? 0), p.cpuPer1000)).padStart(
          10,
        ),
      ].join(" "),
    );
  }
}

const o = options(process.argv.slice(2));
if (!existsSync(fileURLToPath(DIST))) {
  console.error("dist/ is missing: run `npm run build` first (or use `npm run bench:server`)");
  process.exit(2);
}
const systems = [];
for (const s of o.systems) {
  if (s === "postgres" && !(await reachable(o.databaseUrl))) {
    console.log(`postgres: skipped, no PostgreSQL at ${new URL(o.databaseUrl).host}`);
    continue;
  }
  systems.push(s);
}
const results = [];
// Interleaved: each rate runs every system in turn, so a change in the machine's load hits all.
for (const rate of o.rates) for (const s of systems) results.push(await run(s, rate, o));
console.log("");
table(results);
console.log(
  [
    "",
    `${o.tables} tables × ${o.clients} clients, ${o.seconds} s measured after ${o.warmup} s of warm-up; load generator on the same machine.`,
    "latency: intent sent → its broadcast received by the sender, over every intent sent in the measured window;",
    `  one unanswered ${o.drain} s after the last send counts as the time it waited (column unanswered).`,
    "CPU s/1k: the server process's CPU seconds per 1,000 answered actions (+db: PostgreSQL's backends);",
    "  loop s/1k: the part of it spent on the event loop's thread; thread s/1k: on the busiest other thread",
    "  (PGlite's, for pglite); the rest: V8's garbage-collection and compiler helpers.",
    "idle: resident memory before anyone connected; peak: highest resident memory sampled during the load.",
    "pglite and postgres acknowledge only what is on disk; peer is boardgame.io 0.50.2 in memory (not durable).",
    "goal at 1,000/s: p50 ≤ 3 ms, p99 ≤ 25 ms on both stores; p99 ≤ 100 ms at 2,000/s; CPU ≤ the peer's.",
  ].join("\n"),
);
