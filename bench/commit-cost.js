// What one commit statement costs PGlite in CPU, by how many intents it carries: the statement
// the server sends (tabula_commit_v2, which skips the parts a batch does not write) beside the
// previous one (tabula_commit_v1, every part every time) and beside a floor, the cheapest durable
// write there is (one row inserted, committed and synced). PGlite runs on this thread here, so the
// process's CPU is the store's. bench/server.js shows the same cost inside a loaded server.
//
//   npm run build && node bench/commit-cost.js [--batches 1,2,4,16] [--statements 1500] [--memory MIB]
//
// Each case commits plain rolls (one event each) to 100 tables, B intents per statement; the cases
// are interleaved over three rounds and the best round is printed.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const { openPglite } = await import("../dist/store/pglite.js");
const { SqlStore } = await import("../dist/store/sql-store.js");
const { commitParams } = await import("../dist/store/commit-sql.js");

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const batches = arg("batches", "1,2,4,16").split(",").map(Number);
const statements = Number(arg("statements", 1500));
const memoryMiB = Number(arg("memory", 16));
const TABLES = 100;
if (batches.some((b) => !Number.isInteger(b) || b < 1 || b > TABLES) || !(statements >= 10)) {
  console.error(`--batches: whole numbers from 1 to ${TABLES}; --statements: at least 10`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), "tabula-commit-cost-"));
const sql = await openPglite(dir, { memoryMiB });
const store = await SqlStore.open(sql);
const event = {
  type: "roll",
  roll: { id: "r", notation: "2d10+3", total: 16, dice: [4, 9] },
  label: "Attack",
};
const heads = [];
for (let t = 0; t < TABLES; t++) {
  const r = await store.createTable(
    {
      id: `t${t}`,
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
  heads.push(r.head);
}
await sql.query("CREATE TABLE bench_floor (id bigserial PRIMARY KEY, v jsonb NOT NULL)");

const input = (t, n) => ({
  tableId: `t${t}`,
  expectedHead: heads[t],
  intent: { author: "gm", kind: "roll", payload: { notation: "2d10+3" }, rngAfter: { s: [n, 2, 3, 4] } },
  events: [{ visibility: "public", event }],
  rng: { s: [n, 2, 3, 4] },
  period: 1,
});

let n = 0;
/** One statement of `b` intents through a commit function; heads move on as the store's would. */
async function commitThrough(fn, b) {
  const tables = Array.from({ length: b }, (_, j) => (n + j) % TABLES);
  n += b;
  const params = commitParams(
    tables.map((t) => input(t, n)),
    null,
    "bench",
  );
  const call =
    fn === "v1"
      ? ["SELECT * FROM tabula_commit_v1($1::jsonb, $2::text, $3::text)", params.slice(0, 3)]
      : ["SELECT * FROM tabula_commit_v2($1::jsonb, $2::text, $3::text, $4::boolean)", params];
  const rows = await sql.query(...call);
  if (rows.length !== b) throw new Error(`${fn}: ${rows.length} of ${b} intents committed`);
  for (const r of rows) heads[tables[Number(r.k)]] = Number(r.head);
}
const floor = () => sql.query("INSERT INTO bench_floor (v) VALUES ($1::jsonb)", [JSON.stringify(event)]);

/** CPU milliseconds per statement, over `count` statements. */
async function cpuPerStatement(run, count) {
  for (let i = 0; i < 50; i++) await run();
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

const best = new Map();
const keep = (key, ms) => best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, ms));
for (let round = 0; round < 3; round++) {
  keep("floor", await cpuPerStatement(floor, statements));
  for (const b of batches) {
    const count = Math.max(10, Math.round(statements / Math.sqrt(b)));
    keep(`v1 ${b}`, await cpuPerStatement(() => commitThrough("v1", b), count));
    keep(`v2 ${b}`, await cpuPerStatement(() => commitThrough("v2", b), count));
  }
}
await store.close();
rmSync(dir, { recursive: true, force: true });

const f = best.get("floor");
console.log(
  `PGlite (page cache ${memoryMiB} MiB), CPU ms per statement; best of 3 rounds; plain rolls, one event each`,
);
console.log(`floor: one row inserted and committed, ${f.toFixed(3)} ms\n`);
console.log(
  ["intents", "v1 ms", "v2 ms", "v2 ÷ v1", "v2 ÷ floor", "v2 ms per intent"]
    .map((h) => h.padStart(18))
    .join(""),
);
for (const b of batches) {
  const v1 = best.get(`v1 ${b}`);
  const v2 = best.get(`v2 ${b}`);
  console.log(
    [
      b,
      v1.toFixed(3),
      v2.toFixed(3),
      `${(v2 / v1).toFixed(2)}×`,
      `${(v2 / f).toFixed(2)}×`,
      (v2 / b).toFixed(3),
    ]
      .map((c) => String(c).padStart(18))
      .join(""),
  );
}
