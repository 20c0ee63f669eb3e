// The ten points of issue 15, tried from outside against a running table server: a black box over
// HTTP and WebSocket, as the hostile harness that found them. Each point prints PASS or FAIL with
// what was seen; nothing here reads the server's code, so the same script runs against any version.
//
//   node scripts/hostile-check.mjs http://127.0.0.1:8080          a server already running
//   node scripts/hostile-check.mjs --serve /tmp/s4 --serve .      starts `tabula serve` from each
//                                                                 checkout (built), one after the other,
//                                                                 on a fresh PGlite folder, and prints
//                                                                 a table of both
//
// The crash (point 1) is tried last, since on a server that has it nothing answers afterwards.
// Point 6 needs a hidden check that opens a dilemma (an imploded die), which the server's dice
// decide: up to 60 checks are rolled; if none opens one, the point says "inconclusive".
//
// Result on 2026-11-28 (machine shared with other work, load average about 10 on 2 cores):
//   node scripts/hostile-check.mjs --serve /tmp/s4 --serve .
//   (/tmp/s4 = session 4's code, commit eaab09d; . = this commit)
//
//   point                          session 4 (eaab09d)                         this commit
//   1 crash                        FAIL: %ZZ ended the process                  pass: 400, still up
//   2 forged dice                  FAIL: rolls on the importer's seed           pass: new seed (period 2)
//   3 odds stall                   FAIL: other table's roll waited 11,381 ms    pass: 113 ms (1 answered, 9 busy)
//   4 import stall                 FAIL: /health's slowest 1,661 ms             pass: 237 ms (2 x 4.2 MB, both 201)
//   5 self roll in export          FAIL: the GM's export shows it               pass
//   6 hidden shape                 FAIL: 2 events vs 1; forbidden vs not_found  pass: 1 and 1; not_found both
//   7 player edits past the GM     FAIL: 9,999 points accepted                  pass: forbidden, naming 'ap'
//   8 prototype names              FAIL: accepted / internal                    pass
//   9 text the database refuses    FAIL: internal / 500                         pass: 400 / named error
//   10 HTTP surface                FAIL: all six sub-checks                     pass

import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";

/** The checkout whose dice layer makes the forged generator state (--serve DIR sets it to DIR). */
let ROOT = fileURLToPath(new URL("..", import.meta.url));

// --- plumbing --------------------------------------------------------------------------------

async function http(url, { method = "GET", body, headers = {} } = {}) {
  const t0 = performance.now();
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body:
      body === undefined
        ? undefined
        : typeof body === "string" || Buffer.isBuffer(body)
          ? body
          : JSON.stringify(body),
  });
  const text = method === "HEAD" ? "" : await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, text, json, ms: performance.now() - t0 };
}

class Client {
  static async open(wsUrl, table, token, headers = {}) {
    const ws = new WebSocket(wsUrl, { headers });
    const c = new Client(ws);
    await new Promise((ok, fail) => {
      ws.once("open", ok);
      ws.once("error", fail);
      ws.once("unexpected-response", (_req, res) => fail(new Error(`HTTP ${res.statusCode}`)));
    });
    if (table) {
      ws.send(JSON.stringify({ type: "hello", table, token, lastSeq: 0 }));
      const m = await c.next((x) => x.type === "synced" || x.type === "error");
      if (m.type === "error") throw new Error(`hello refused: ${JSON.stringify(m)}`);
      c.welcome = c.messages.find((x) => x.type === "welcome");
    }
    return c;
  }
  constructor(ws) {
    this.ws = ws;
    this.messages = [];
    this.waiters = [];
    this.counter = 0;
    ws.on("message", (d) => {
      const m = JSON.parse(String(d));
      this.messages.push(m);
      const matched = this.waiters.filter((w) => w.test(m));
      this.waiters = this.waiters.filter((w) => !matched.includes(w));
      for (const w of matched) w.ok(m);
    });
    ws.on("close", () => {
      for (const w of this.waiters) w.ok({ type: "error", code: "closed" });
      this.waiters = [];
    });
  }
  next(test, ms = 30_000, from = 0) {
    const seen = this.messages.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((ok) => {
      const timer = setTimeout(() => ok({ type: "error", code: "timeout" }), ms);
      this.waiters.push({
        test,
        ok: (m) => {
          clearTimeout(timer);
          ok(m);
        },
      });
    });
  }
  send(m) {
    this.ws.send(JSON.stringify(m));
  }
  intent(m, ms = 30_000) {
    const intentId = m.intentId ?? `hc-${++this.counter}-${Date.now()}`;
    const from = this.messages.length;
    this.send({ ...m, intentId });
    return this.next((x) => (x.type === "ack" || x.type === "error") && x.intentId === intentId, ms, from);
  }
  close() {
    this.ws.close();
  }
}

const NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"];
const character = (name, extra = {}) => ({
  type: "character.create",
  id: name.toLowerCase(),
  method: "balanced",
  input: { name, assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" } },
  ...extra,
});
const checkParams = (actor) => ({ actor, ability: "reflex", skill: "fighting", difficulty: "moderate" });
const contest = (n) => ({
  sides: NAMES.slice(0, n).map((name) => ({
    actor: name.toLowerCase(),
    ability: "pulse",
    skill: "fighting",
  })),
});
const sha256 = (s) => createHash("sha256").update(s, "utf8").digest("hex");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * An export whose dice the importer chose: seed S, its commitment written into the log and the
 * period list, and the generator state S starts from given as the file's secrets.
 */
async function forge(exported, id, seed) {
  // The generator's state for the seed, from the built dice layer of the checkout being tried.
  const { Rng } = await import(join(ROOT, "dist/dice/index.js"));
  const x = structuredClone(exported);
  const commitment = sha256(seed);
  const period = x.table.period;
  for (const e of x.events)
    if (e.event?.type === "seedCommitted" && e.event.period === period) e.event.commitment = commitment;
  if (x.seedPeriods?.[period - 1]) x.seedPeriods[period - 1].commitment = commitment;
  x.secrets = { rng: Rng.fromSeed(seed).state(), seeds: [{ period, seed }] };
  x.table.id = id;
  return { x, commitment };
}

/** The export padded to about `mb` megabytes with copies of its one-event roll intents. */
function padded(x, mb) {
  const rolls = x.intents.filter((it) => it.kind === "roll" && it.eventCount === 1);
  let size = JSON.stringify(x).length;
  for (let i = 0; rolls.length > 0 && size < mb * 1024 * 1024; i++) {
    const it = rolls[i % rolls.length];
    const ev = x.events[it.firstSeq - 1];
    const no = x.intents.length + 1;
    const seq = x.events.length + 1;
    x.intents.push({ ...it, no, firstSeq: seq });
    x.events.push({ ...ev, seq, intent: no });
    size += JSON.stringify(x.intents.at(-1)).length + JSON.stringify(x.events.at(-1)).length + 2;
  }
  x.table.head = x.events.length;
  x.table.lastIntent = x.intents.length;
  return x;
}

// --- the checks ------------------------------------------------------------------------------

async function run(base) {
  const wsUrl = `${base.replace(/^http/, "ws")}/ws`;
  const results = [];
  const record = (point, pass, seen) => {
    results.push({ point, pass, seen });
    console.log(`${pass === true ? "PASS" : pass === false ? "FAIL" : "----"}  ${point}: ${seen}`);
  };
  const create = async (name) => {
    const r = await http(`${base}/api/tables`, {
      method: "POST",
      body: { name, ruleset: "lucky13", gm: { name: "Gemma" } },
    });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text.slice(0, 200)}`);
    return r.json;
  };
  const join = async (t, name) => {
    const r = await http(`${base}/api/tables/${t.table.id}/join`, {
      method: "POST",
      body: { invite: t.invite.code, name },
    });
    if (r.status !== 201) throw new Error(`join: ${r.status} ${r.text.slice(0, 200)}`);
    return r.json.member;
  };
  const exportOf = async (t) =>
    (
      await http(`${base}/api/tables/${t.table.id}/export`, {
        headers: { authorization: `Bearer ${t.gm.token}` },
      })
    ).json;
  const tryPoint = async (point, fn) => {
    try {
      await fn();
    } catch (e) {
      record(point, false, `the check itself failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  // A table with a seated player who controls ten characters, used by several points.
  const arena = await create("Arena");
  const mallory = await join(arena, "Mallory");
  const gm = await Client.open(wsUrl, arena.table.id, arena.gm.token);
  for (const name of NAMES) {
    const a = await gm.intent(character(name, { owner: mallory.id }));
    if (a.type !== "ack") throw new Error(`character: ${JSON.stringify(a)}`);
  }
  for (let i = 0; i < 20; i++) await gm.intent({ type: "roll", notation: "3d6+2", label: "warm-up" });
  const player = await Client.open(wsUrl, arena.table.id, mallory.token);

  await tryPoint("2 forged dice", async () => {
    const seed = "f".repeat(64);
    const { x, commitment } = await forge(await exportOf(arena), `forged-${Date.now()}`, seed);
    const r = await http(`${base}/api/tables/import`, { method: "POST", body: x });
    if (r.status !== 201) {
      record("2 forged dice", true, `import refused (${r.status}): the file's seed is not used`);
      return;
    }
    const c = await Client.open(wsUrl, x.table.id, arena.gm.token);
    const now = c.welcome?.seed?.commitment;
    c.close();
    record(
      "2 forged dice",
      now !== commitment,
      now === commitment
        ? "the imported table rolls on the importer's seed (its commitment is the file's)"
        : `the imported table rolls on a new seed (period ${c.welcome?.seed?.period})`,
    );
  });

  await tryPoint("3 odds stall", async () => {
    const quiet = await create("Quiet");
    const qgm = await Client.open(wsUrl, quiet.table.id, quiet.gm.token);
    await qgm.intent({ type: "roll", notation: "1d20", label: "before" });
    const asked = [];
    for (let k = 0; k < 10; k++) {
      const intentId = `odds-${k}`;
      player.send({ type: "odds", intentId, action: "contest", params: contest(9) });
      asked.push(
        player.next((m) => (m.type === "odds" || m.type === "error") && m.intentId === intentId, 120_000),
      );
    }
    const t0 = performance.now();
    const roll = await qgm.intent({ type: "roll", notation: "1d20", label: "meanwhile" }, 120_000);
    const ms = performance.now() - t0;
    const answers = await Promise.all(asked);
    qgm.close();
    const kinds = answers.map((a) => (a.type === "odds" ? "odds" : a.code));
    record(
      "3 odds stall",
      roll.type === "ack" && ms < 1000,
      `another table's roll answered in ${ms.toFixed(0)} ms while one player asked ten 9-sided contests (${[...new Set(kinds)].map((k) => `${kinds.filter((x) => x === k).length} ${k}`).join(", ")})`,
    );
  });

  await tryPoint("4 import stall", async () => {
    const { x } = await forge(await exportOf(arena), "placeholder", "e".repeat(64));
    const body = JSON.stringify(padded(x, 4));
    let done = false;
    let worst = 0;
    let polls = 0;
    const poll = (async () => {
      while (!done) {
        const r = await http(`${base}/health`);
        polls++;
        worst = Math.max(worst, r.ms);
        await sleep(20);
      }
    })();
    const rs = await Promise.all(
      [1, 2].map((k) =>
        http(`${base}/api/tables/import`, {
          method: "POST",
          body: body.replace('"id":"placeholder"', `"id":"big-${Date.now()}-${k}"`),
        }),
      ),
    );
    done = true;
    await poll;
    record(
      "4 import stall",
      worst < 1000,
      `two imports of ${(body.length / 1e6).toFixed(1)} MB (${rs.map((r) => r.status).join(", ")}): /health's slowest answer ${worst.toFixed(0)} ms over ${polls} polls`,
    );
  });

  await tryPoint("5 self roll in export", async () => {
    const label = `self-only-${Date.now()}`;
    const a = await player.intent({ type: "roll", notation: "1d6", label, visibility: "self", as: "ada" });
    const text = JSON.stringify(await exportOf(arena));
    record(
      "5 self roll in export",
      a.type === "ack" && !text.includes(label),
      a.type !== "ack"
        ? `the roll was refused: ${JSON.stringify(a)}`
        : text.includes(label)
          ? "the GM's export shows the player's self roll"
          : "the GM's export does not show it",
    );
  });

  await tryPoint("6 hidden shape", async () => {
    const t = await create("Hidden");
    const pm = await join(t, "Pia");
    const g = await Client.open(wsUrl, t.table.id, t.gm.token);
    await g.intent(character("Bo", { owner: null }));
    const p = await Client.open(wsUrl, t.table.id, pm.token);
    const counts = { dilemma: new Set(), plain: new Set() };
    let dilemmaId = null;
    for (let k = 0; k < 60 && (dilemmaId === null || counts.plain.size === 0); k++) {
      const a = await g.intent({
        type: "action",
        action: "check",
        params: checkParams("bo"),
        visibility: "gm",
      });
      if (a.type !== "ack") throw new Error(`hidden check: ${JSON.stringify(a)}`);
      const head = a.seq[1];
      await p.next((m) => m.type === "event" && m.seq >= head);
      await g.next((m) => m.type === "event" && m.seq >= head);
      const gmSees = JSON.stringify(g.messages.filter((m) => m.type === "event" && m.intent === a.intent));
      const found = gmSees.match(/"(dilemma-[\w-]+)"/);
      const n = p.messages.filter((m) => m.type === "event" && m.intent === a.intent).length;
      if (found) {
        counts.dilemma.add(n);
        dilemmaId = found[1];
      } else counts.plain.add(n);
    }
    if (dilemmaId === null) {
      record("6 hidden shape", null, "inconclusive: no hidden check opened a dilemma in 60 tries");
      return;
    }
    const ask = (id) =>
      p.intent({ type: "action", action: "resolveDilemma", params: { id, description: "it went well" } });
    const real = await ask(dilemmaId);
    const made = await ask("dilemma-999999-2");
    const sameCount =
      counts.dilemma.size === 1 && counts.plain.size === 1 && [...counts.dilemma][0] === [...counts.plain][0];
    const sameCode = real.code === made.code;
    record(
      "6 hidden shape",
      sameCount && sameCode,
      `a player sees ${[...counts.dilemma].join("/")} event(s) for a hidden check with a dilemma, ${[...counts.plain].join("/")} for a plain one; resolving the real hidden dilemma: ${real.code ?? real.type}, a made-up id: ${made.code ?? made.type}`,
    );
    g.close();
    p.close();
  });

  await tryPoint("7 player edits past the GM", async () => {
    const added = player.messages.find(
      (m) => m.type === "event" && m.event?.type === "character.added" && m.event.character?.id === "ada",
    );
    const data = added?.event?.character?.data;
    if (!data) throw new Error("the player did not see her character's data");
    const a = await player.intent({ type: "character.put", id: "ada", character: { ...data, ap: 9999 } });
    record(
      "7 player edits past the GM",
      a.type === "error" && a.code !== "internal",
      a.type === "ack"
        ? "a player's character.put with 9,999 adventure points was accepted"
        : `refused: ${a.code} (${a.message})`,
    );
  });

  await tryPoint("8 prototype names", async () => {
    const tries = [
      ["a creation method", { type: "character.create", id: "proto1", method: "constructor", input: {} }],
      ["an action name", { type: "action", action: "toString", params: {} }],
      [
        "a defender",
        { type: "action", action: "attack", params: { attacker: "ada", defender: "hasOwnProperty" } },
      ],
      ["a character to remove", { type: "character.remove", id: "__proto__" }],
      ["a 'roll as' id", { type: "roll", notation: "1d6", as: "constructor" }],
    ];
    const bad = [];
    for (const [what, m] of tries) {
      const a = await gm.intent(m);
      // A roll "as" a name that is no character is a plain roll; everything else must be refused.
      const ok = m.type === "roll" ? a.code !== "internal" : a.type === "error" && a.code !== "internal";
      if (!ok) bad.push(`${what}: ${a.type === "ack" ? "accepted" : a.code}`);
    }
    record(
      "8 prototype names",
      bad.length === 0,
      bad.length === 0 ? "every prototype name refused as unknown" : bad.join("; "),
    );
  });

  await tryPoint("9 text the database refuses", async () => {
    const bad = [];
    const a = await gm.intent({ type: "roll", notation: "1d6", label: "nul\u0000here" });
    if (a.type !== "error" || a.code === "internal") bad.push(`roll label with NUL: ${a.code ?? a.type}`);
    const b = await gm.intent({ type: "roll", notation: "1d6", label: "lone \ud800 surrogate" });
    if (b.type !== "error" || b.code === "internal")
      bad.push(`roll label with a lone surrogate: ${b.code ?? b.type}`);
    const c = await http(`${base}/api/tables`, {
      method: "POST",
      body: JSON.stringify({ name: "nul\u0000table", ruleset: "lucky13", gm: { name: "G" } }),
    });
    if (c.status !== 400) bad.push(`table name with NUL over HTTP: ${c.status}`);
    const d = await http(`${base}/api/tables/${arena.table.id}/join`, {
      method: "POST",
      body: `{"invite":"${arena.invite.code}","name":"lone \\ud800"}`,
    });
    if (d.status !== 400) bad.push(`join name with a lone surrogate: ${d.status}`);
    record(
      "9 text the database refuses",
      bad.length === 0,
      bad.length === 0 ? "refused with 400 / a named error, never internal" : bad.join("; "),
    );
  });

  await tryPoint("10 HTTP surface", async () => {
    const bad = [];
    const page = await http(`${base}/`);
    const asset = page.text.match(/\/assets\/[\w.-]+\.js/)?.[0];
    if (asset) {
      const r = await fetch(`${base}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
      await r.arrayBuffer();
      if (!r.headers.get("content-encoding")) bad.push(`${asset} sent uncompressed`);
    } else bad.push("no web page to fetch an asset from");
    const m = await http(`${base}/api/tables`, { method: "DELETE" });
    if (m.status !== 405 || !m.headers.get("allow"))
      bad.push(`DELETE /api/tables: ${m.status}, Allow ${m.headers.get("allow")}`);
    const h = await http(`${base}/health`, { method: "HEAD" });
    if (h.status !== 200) bad.push(`HEAD /health: ${h.status}`);
    const plain = await http(`${base}/api/tables`, {
      method: "POST",
      body: JSON.stringify({ name: "cross-site", ruleset: "lucky13", gm: { name: "G" } }),
      headers: { "content-type": "text/plain" },
    });
    if (plain.status !== 415) bad.push(`text/plain POST: ${plain.status}`);
    const health = await http(`${base}/health`);
    if (health.headers.get("x-content-type-options") !== "nosniff")
      bad.push("no X-Content-Type-Options: nosniff");
    try {
      const w = await Client.open(wsUrl, null, null, { origin: "https://evil.example" });
      w.close();
      bad.push("a WebSocket from another origin was accepted");
    } catch {}
    record(
      "10 HTTP surface",
      bad.length === 0,
      bad.length === 0 ? "compression, Allow, HEAD, 415, nosniff, Origin check" : bad.join("; "),
    );
  });

  player.close();
  gm.close();

  await tryPoint("1 crash", async () => {
    const a = await http(`${base}/api/rulesets/%ZZ`).catch((e) => ({
      status: `no answer (${e.cause?.code ?? e.message})`,
    }));
    await sleep(500);
    const b = await http(`${base}/api/tables/%E0%A4%A/join`, {
      method: "POST",
      body: { invite: "x", name: "y" },
    }).catch((e) => ({ status: `no answer (${e.cause?.code ?? e.message})` }));
    await sleep(500);
    const alive = await http(`${base}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    record(
      "1 crash",
      alive &&
        typeof a.status === "number" &&
        a.status < 500 &&
        typeof b.status === "number" &&
        b.status < 500,
      `GET /api/rulesets/%ZZ: ${a.status}; POST a join with a bad escape: ${b.status}; the server ${alive ? "still answers" : "is gone"}`,
    );
  });
  return results;
}

// --- serving a checkout ----------------------------------------------------------------------

function serve(dir) {
  const data = mkdtempSync(join(tmpdir(), "tabula-hostile-check-"));
  const child = spawn(
    process.execPath,
    [join(dir, "bin/tabula.js"), "serve", "--port", "0", "--data", data],
    {
      cwd: dir,
      env: { ...process.env, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r))).then(() =>
      rmSync(data, { recursive: true, force: true }),
    );
  };
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${dir}: serve did not start in 5 minutes`)), 300_000);
    createInterface({ input: child.stdout }).on("line", (line) => {
      try {
        const r = JSON.parse(line);
        if (r.msg === "listening" && r.url) {
          clearTimeout(timer);
          ok({ url: r.url, stop });
        }
      } catch {}
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`${dir}: serve exited with ${code}`));
    });
  });
}

const args = process.argv.slice(2);
const dirs = [];
for (let i = 0; i < args.length; i++) if (args[i] === "--serve") dirs.push(resolve(args[++i]));
if (dirs.length === 0) {
  if (!args[0] || !/^https?:\/\//.test(args[0])) {
    console.error("usage: node scripts/hostile-check.mjs BASE_URL | --serve DIR [--serve DIR …]");
    process.exit(2);
  }
  const results = await run(args[0].replace(/\/$/, ""));
  process.exit(results.every((r) => r.pass !== false) ? 0 : 1);
}
const table = [];
for (const dir of dirs) {
  console.log(`\n=== ${dir} ===`);
  ROOT = dir;
  const s = await serve(dir);
  try {
    table.push({ dir, results: await run(s.url) });
  } finally {
    await s.stop();
  }
}
console.log(`\npoint${dirs.map((d) => ` | ${d}`).join("")}`);
for (const [i, r] of table[0].results.entries())
  console.log(
    `${r.point}${table.map((t) => ` | ${t.results[i]?.pass === true ? "pass" : t.results[i]?.pass === false ? "FAIL" : "inconclusive"}`).join("")}`,
  );
