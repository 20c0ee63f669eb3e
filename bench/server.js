// Load generator for the table server: N tables × M clients (a GM and M-1 players) on loopback,
// sending intents at a fixed total rate, and measuring the time from sending an intent to
// receiving its broadcast event. Runs against PGlite and PostgreSQL (when reachable) and prints
// actions per second and latency percentiles. Bounded: it stops after --seconds, whatever happens.
//
//   npm run bench:server                                  both stores, 100 tables × 6 clients, 1000/s, 10 s
//   node bench/server.js --store pglite --tables 20 --clients 6 --rate 300 --seconds 5
//   node bench/server.js --in-process                     the server in this process (from ../dist)
//
// Options: --tables N --clients M --rate ACTIONS_PER_SECOND --seconds S --warmup S
//          --store pglite|postgres|both --database-url URL (default postgres://postgres@127.0.0.1:5432/test)
//          --url http://127.0.0.1:PORT   a server already running (for profiling it)

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import WebSocket from "ws";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = new URL("../dist/server/index.js", import.meta.url);

function options(argv) {
  const o = {
    tables: 100,
    clients: 6,
    rate: 1000,
    seconds: 10,
    warmup: 2,
    store: "both",
    databaseUrl: process.env.TABULA_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    inProcess: false,
    url: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === "--tables") o.tables = Number(next());
    else if (a === "--clients") o.clients = Number(next());
    else if (a === "--rate") o.rate = Number(next());
    else if (a === "--seconds") o.seconds = Number(next());
    else if (a === "--warmup") o.warmup = Number(next());
    else if (a === "--store") o.store = next();
    else if (a === "--database-url") o.databaseUrl = next();
    else if (a === "--in-process") o.inProcess = true;
    else if (a === "--url") o.url = next();
    else {
      console.error(`unknown option ${a}`);
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
  bounded(o.rate, 1, 20000, "rate");
  bounded(o.seconds, 1, 120, "seconds");
  bounded(o.warmup, 0, 30, "warmup");
  return o;
}

// --- servers -------------------------------------------------------------------------------

function spawnServer(args) {
  const child = spawn(
    process.execPath,
    // Every simulated client comes from this machine's one address: no per-address limit.
    [
      join(ROOT, "bin/tabula.js"),
      "serve",
      "--port",
      "0",
      "--log-level",
      "warn",
      "--requests-per-minute",
      "0",
      ...args,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise((r) => child.once("exit", r));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start in 60 s")), 60_000);
    // The listening line is logged at info, which --log-level warn hides: poll /health instead.
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => process.stderr.write(`server: ${line}\n`));
    let port = null;
    const poll = setInterval(async () => {
      port ??= await findPort(child.pid);
      if (!port) return;
      try {
        const r = await fetch(`http://127.0.0.1:${port}/health`);
        if (r.ok) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve({
            url: `http://127.0.0.1:${port}`,
            stop: async () => {
              child.kill("SIGTERM");
              await exited;
            },
          });
        }
      } catch {
        // not yet
      }
    }, 200);
    exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    });
  });
}

/** The port a child process listens on, from /proc (Linux); the server picks a free one. */
async function findPort(pid) {
  const { readFileSync, readdirSync, readlinkSync } = await import("node:fs");
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

async function startServer(kind, o) {
  if (kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "tabula-bench-"));
    const cleanup = () => rmSync(dir, { recursive: true, force: true });
    if (o.inProcess) return inProcess({ dataDir: dir }, cleanup);
    const s = await spawnServer(["--data", dir]);
    return {
      url: s.url,
      stop: async () => {
        await s.stop();
        cleanup();
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
  const cleanup = async () => {
    const c = new pg.Client({ connectionString: o.databaseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
  if (o.inProcess) return inProcess({ databaseUrl: url.toString() }, cleanup);
  const s = await spawnServer(["--database-url", url.toString()]);
  return {
    url: s.url,
    stop: async () => {
      await s.stop();
      await cleanup();
    },
  };
}

async function inProcess(config, cleanup) {
  const { startServer: start } = await import(DIST.href);
  const { openStore } = await import(new URL("../dist/store/index.js", import.meta.url).href);
  const store = await openStore(config);
  const server = await start({ store, port: 0, limits: { addressRequestsPerMinute: 0 } });
  return {
    url: server.url,
    stop: async () => {
      await server.close();
      await store.close();
      await cleanup();
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

// --- clients -------------------------------------------------------------------------------

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

class Client {
  constructor(ws, table, memberId, character) {
    this.ws = ws;
    this.table = table;
    this.memberId = memberId;
    this.character = character;
    /** Send times of intents whose broadcast has not come back yet, oldest first. */
    this.pending = [];
    this.lastIntent = 0;
    this.errors = 0;
    this.n = 0;
    this.onAck = null;
    ws.on("message", (data) => this.receive(JSON.parse(String(data))));
  }

  receive(m) {
    if (m.type === "event" && m.author === this.memberId && m.intent > this.lastIntent) {
      // Our intents commit in the order we sent them: the first event of each new intent of ours
      // is the broadcast of the oldest one still pending.
      this.lastIntent = m.intent;
      const sent = this.pending.shift();
      if (sent) this.onBroadcast?.(performance.now() - sent.at, sent.measured);
    } else if (m.type === "error") {
      this.errors++;
      if (this.errors <= 3) console.error(`error: ${JSON.stringify(m)}`);
      // An error means no broadcast for that intent.
      if (m.intentId) this.pending = this.pending.filter((p) => p.id !== m.intentId);
    } else if (m.type === "ack" || m.type === "synced") {
      this.onAck?.(m);
    }
  }

  send(intent, measured) {
    const id = `b${++this.n}`;
    this.pending.push({ id, at: performance.now(), measured });
    this.ws.send(JSON.stringify({ ...intent, intentId: id }));
  }

  /** One intent, awaited (setup only). */
  request(intent) {
    return new Promise((resolve, reject) => {
      this.onAck = (m) => {
        this.onAck = null;
        resolve(m);
      };
      const before = this.errors;
      this.ws.send(JSON.stringify({ ...intent, intentId: "setup" }));
      const t = setInterval(() => {
        if (this.errors > before) {
          clearInterval(t);
          reject(new Error("setup intent refused"));
        }
      }, 50);
      const done = resolve;
      resolve = (m) => {
        clearInterval(t);
        done(m);
      };
    });
  }
}

function connect(wsUrl, table, member, character) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.once("error", reject);
    ws.once("open", () => {
      const c = new Client(ws, table, member.id, character);
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

async function setUp(url, o) {
  const wsUrl = `${url.replace(/^http/, "ws")}/ws`;
  const clients = [];
  const batch = 10;
  for (let t0 = 0; t0 < o.tables; t0 += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, o.tables - t0) }, async (_, k) => {
        const t = t0 + k;
        const created = await post(`${url}/api/tables`, {
          name: `bench ${t}`,
          ruleset: "lucky13",
          gm: { name: "GM" },
        });
        const table = created.table.id;
        clients.push(await connect(wsUrl, table, created.gm, null));
        for (let p = 1; p < o.clients; p++) {
          const joined = await post(`${url}/api/tables/${table}/join`, {
            invite: created.invite.code,
            name: `P${p}`,
          });
          const id = `pc${p}`;
          const c = await connect(wsUrl, table, joined.member, id);
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
      }),
    );
  }
  return clients;
}

function intentFor(c, i) {
  if (c.character === null)
    return { type: "roll", notation: "d20+5", visibility: i % 4 === 0 ? "gm" : "public" };
  if (i % 2 === 0)
    return {
      type: "action",
      action: "check",
      params: { actor: c.character, ability: "reflex", skill: "fighting", difficulty: "moderate" },
    };
  return { type: "roll", notation: "3d6", as: c.character };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function run(kind, o) {
  const server = o.url ? { url: o.url, stop: async () => {} } : await startServer(kind, o);
  try {
    const t0 = performance.now();
    const clients = await setUp(server.url, o);
    console.log(
      `${kind}: ${o.tables} tables × ${o.clients} clients ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const latencies = [];
    let measuredAcks = 0;
    for (const c of clients) {
      c.onBroadcast = (ms, measured) => {
        if (measured) {
          latencies.push(ms);
          measuredAcks++;
        }
      };
    }
    // Open loop: each client has its own slot in the period, so sends are spread evenly.
    const period = (clients.length / o.rate) * 1000;
    const start = performance.now();
    const measureFrom = start + o.warmup * 1000;
    const end = measureFrom + o.seconds * 1000;
    const next = clients.map((_, i) => start + (i / clients.length) * period);
    const counts = clients.map(() => 0);
    let sent = 0;
    let measuredSent = 0;
    await new Promise((resolve) => {
      const tick = setInterval(() => {
        const now = performance.now();
        if (now >= end) {
          clearInterval(tick);
          resolve();
          return;
        }
        for (let i = 0; i < clients.length; i++) {
          while (next[i] <= now) {
            const measured = next[i] >= measureFrom;
            clients[i].send(intentFor(clients[i], counts[i]++), measured);
            next[i] += period;
            sent++;
            if (measured) measuredSent++;
          }
        }
      }, 2);
    });
    // Let the last broadcasts come in (bounded).
    const drainUntil = performance.now() + 5000;
    while (clients.some((c) => c.pending.length > 0) && performance.now() < drainUntil)
      await new Promise((r) => setTimeout(r, 20));
    const lost = clients.reduce((n, c) => n + c.pending.length, 0);
    const errors = clients.reduce((n, c) => n + c.errors, 0);
    latencies.sort((a, b) => a - b);
    // The server's own view: from each message's arrival to its acknowledgement (last 10,000).
    const health = await (await fetch(`${server.url}/health`)).json();
    const result = {
      store: kind,
      tables: o.tables,
      clients: clients.length,
      targetRate: o.rate,
      seconds: o.seconds,
      sent,
      actionsPerSecond: Math.round(measuredAcks / o.seconds),
      measuredSent,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1),
      errors,
      unanswered: lost,
      serverP50: health.intents?.p50Ms ?? Number.NaN,
      serverP99: health.intents?.p99Ms ?? Number.NaN,
    };
    for (const c of clients) c.ws.close();
    return result;
  } finally {
    await server.stop();
  }
}

const o = options(process.argv.slice(2));
if (!existsSync(fileURLToPath(DIST))) {
  console.error("dist/ is missing: run `npm run build` first (or use `npm run bench:server`)");
  process.exit(2);
}
const kinds = o.url ? ["external"] : o.store === "both" ? ["pglite", "postgres"] : [o.store];
const results = [];
for (const kind of kinds) {
  if (kind === "postgres" && !(await reachable(o.databaseUrl))) {
    console.log(`postgres: skipped, no PostgreSQL at ${new URL(o.databaseUrl).host}`);
    continue;
  }
  results.push(await run(kind, o));
}
console.log("");
console.log(
  "store     tables clients  target/s  actions/s   p50 ms   p99 ms   max ms  errors  unanswered  server p50  server p99",
);
for (const r of results) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : "-");
  console.log(
    `${r.store.padEnd(9)} ${String(r.tables).padStart(6)} ${String(r.clients).padStart(7)} ${String(r.targetRate).padStart(9)} ${String(r.actionsPerSecond).padStart(10)} ${f(r.p50).padStart(8)} ${f(r.p99).padStart(8)} ${f(r.max).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.unanswered).padStart(11)} ${f(r.serverP50).padStart(11)} ${f(r.serverP99).padStart(11)}`,
  );
}
console.log(
  "\nlatency: intent sent → its broadcast received by the sender; server: message read → acknowledged",
);
console.log("goal: 1000 actions/s over 100 tables × 6 clients with p99 under 50 ms");
