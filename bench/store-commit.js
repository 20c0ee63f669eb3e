// The store's commit alone, at a fixed rate over many tables: how long a commit waits and runs,
// and how long the event loop is held meanwhile, with PGlite on its own thread or on the event
// loop's (and on PostgreSQL with --postgres URL). It tells the store's share of the server's
// latency apart from everything else bench/server.js measures.
//
//   npm run build && node bench/store-commit.js [--rate 1000] [--seconds 5] [--tables 100] [--postgres URL]

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const { openStore } = await import("../dist/store/index.js");

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const rate = Number(arg("rate", 1000));
const seconds = Number(arg("seconds", 5));
const tableCount = Number(arg("tables", 100));
const postgres = arg("postgres", null);

const event = { type: "roll", roll: { id: "r", notation: "3d6", total: 11, dice: [3, 4, 4] } };

async function one(label, config) {
  const store = await openStore(config);
  try {
    const tables = [];
    for (let t = 0; t < tableCount; t++) {
      const id = `bench${t}-${Date.now().toString(36)}`;
      await store.createTable(
        {
          id,
          name: "bench",
          ruleset: "lucky13",
          options: {},
          inviteHash: "x",
          rng: { s: [1, 2, 3, 4] },
          seed: { commitment: "c", seed: "s" },
          gm: { id: "gm", role: "gm", name: "GM", tokenHash: "x" },
        },
        {
          intent: { author: null, kind: "create", payload: {}, rngAfter: null },
          events: [{ visibility: "public", event }],
          rng: { s: [1, 2, 3, 4] },
          period: 1,
        },
      );
      tables.push({ id, head: 1, busy: false });
    }
    const lat = [];
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const start = performance.now();
    let sent = 0;
    let late = 0;
    await new Promise((done) => {
      const tick = setInterval(() => {
        const due = Math.floor(((performance.now() - start) / 1000) * rate);
        while (sent < due) {
          const t = tables[sent % tables.length];
          sent++;
          if (t.busy) {
            late++;
            continue;
          }
          t.busy = true;
          const at = performance.now();
          store
            .commit({
              tableId: t.id,
              expectedHead: t.head,
              intent: {
                author: "gm",
                kind: "roll",
                payload: { notation: "3d6" },
                rngAfter: { s: [sent, 2, 3, 4] },
              },
              events: [{ visibility: "public", event }],
              rng: { s: [sent, 2, 3, 4] },
              period: 1,
            })
            .then((r) => {
              if (!r.ok) throw new Error(`commit refused: ${r.reason}`);
              t.head = r.head;
              t.busy = false;
              lat.push(performance.now() - at);
            });
        }
        if (performance.now() - start >= seconds * 1000) {
          clearInterval(tick);
          done();
        }
      }, 1);
    });
    while (tables.some((t) => t.busy)) await new Promise((r) => setTimeout(r, 5));
    delay.disable();
    lat.sort((a, b) => a - b);
    const p = (q) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))].toFixed(1);
    console.log(
      `${label.padEnd(16)} commits ${lat.length}  skipped (table busy) ${late}  commit p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  ` +
        `loop delay p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms  p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  } finally {
    await store.close();
  }
}

for (const thread of [true, false]) {
  const dir = mkdtempSync(join(tmpdir(), "tabula-store-bench-"));
  try {
    await one(thread ? "pglite, thread" : "pglite, in loop", { dataDir: dir, pgliteThread: thread });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (postgres) await one("postgres", { databaseUrl: postgres, schema: `bench_${Date.now().toString(36)}` });
