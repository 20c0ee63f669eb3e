// Token-move latency (issue 17): a token moved by one client (the GM, a Node WebSocket client through
// src/client's TableSocket) until the move is on another client's screen (a player's Chromium page of
// the built app, the map drawn with the token in its new cell), against a real server (`tabula serve`,
// PGlite, a child process of its own) on loopback.
//
//   node bench/map-move.js               200 moves (needs `npm run build` first)
//   node bench/map-move.js --moves 50
//
// One clock for both ends: performance.timeOrigin + performance.now() (wall-clock based, sub-ms) in
// Node just before the intent is sent and in the page when it arrives. "On screen" is the animation
// frame after the map's token list shows the token's new cell: the map draws its canvas in that
// frame (MapPanel's redraw), so that is when the pixels change. Moves go one at a time, so this is
// latency, not throughput. The goal, from the issue: p50 under 50 ms. Nothing is asserted; it prints.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import WebSocket from "ws";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CHROMIUM = process.env.TABULA_CHROMIUM || "/usr/bin/chromium";
const GOAL_P50_MS = 50;

function options(argv) {
  const o = { moves: 200, warmup: 10 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--moves") o.moves = Number(argv[++i]);
    else if (argv[i] === "--warmup") o.warmup = Number(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!(o.moves > 0) || !(o.warmup >= 0)) throw new Error("--moves and --warmup take counts");
  return o;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startTabula() {
  const data = mkdtempSync(join(tmpdir(), "tabula-move-"));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, "bin/tabula.js"),
      "serve",
      "--port",
      String(port),
      "--data",
      data,
      "--log-level",
      "warn",
      "--requests-per-minute",
      "0",
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: "" }, stdio: ["ignore", "inherit", "inherit"] },
  );
  const exited = new Promise((r) => child.once("exit", r));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tabula serve exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error("tabula serve did not start in 300 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}

async function post(url, body) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

// Installed in the player's page: when the token list shows a cell, the time of the next frame.
const OBSERVE = `(() => {
  window.__drawn = new Map();
  new MutationObserver(() => {
    for (const li of document.querySelectorAll(".map-token-list li[data-token]")) {
      const key = li.dataset.col + "," + li.dataset.row;
      if (!window.__drawn.has(key)) {
        window.__drawn.set(key, null);
        requestAnimationFrame(() => window.__drawn.set(key, performance.timeOrigin + performance.now()));
      }
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
})()`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const o = options(process.argv.slice(2));
  if (!existsSync(join(ROOT, "dist-web/index.html")) || !existsSync(join(ROOT, "dist/client/index.js")))
    throw new Error("build first: npm run build");
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set TABULA_CHROMIUM)`);
  const { TableSocket } = await import(new URL("../dist/client/index.js", import.meta.url).href);
  const server = await startTabula();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  let socket = null;
  try {
    const made = await post(`${server.url}/api/tables`, {
      name: "Moves",
      ruleset: "lucky13",
      gm: { name: "Gemma" },
    });
    const joined = await post(`${server.url}/api/tables/${made.table.id}/join`, {
      invite: made.invite.code,
      name: "Pip",
    });
    // The GM: a plain WebSocket client, so the sender costs no browser time.
    const events = [];
    let opened;
    const open = new Promise((r) => {
      opened = r;
    });
    socket = new TableSocket({
      url: `${server.url.replace("http", "ws")}/ws`,
      table: made.table.id,
      token: made.gm.token,
      WebSocket,
      handlers: {
        message: (m) => m.type === "event" && events.push(m),
        status: (s, detail) => {
          if (s === "open") opened();
          else if (s === "refused" || s === "reconnecting")
            console.error(`GM socket: ${s}${detail ? ` (${detail})` : ""}`);
        },
        lastSeq: () => 0,
      },
    });
    socket.start();
    // The client refuses intents until the server has welcomed it.
    await Promise.race([
      open,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("the GM's socket did not open in 30 s")), 30_000).unref(),
      ),
    ]);
    // An intent the server never answers stops the run with its name instead of hanging it.
    const send = (intent) =>
      Promise.race([
        socket.send(intent),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`no answer to ${intent.type} in 10 s`)), 10_000).unref(),
        ),
      ]);
    const cols = 60;
    await send({
      type: "scene.create",
      name: "Field",
      grid: { kind: "square", cols, rows: 60, size: 40, offsetX: 0, offsetY: 0, cellDistance: 1 },
    });
    // The ack and the broadcast may come in either order: wait for the event itself.
    const eventOf = async (type) => {
      for (const until = Date.now() + 10_000; Date.now() < until; ) {
        const e = events.find((x) => x.event?.type === type);
        if (e) return e.event;
        await new Promise((r) => setTimeout(r, 5));
      }
      return null;
    };
    const scene = (await eventOf("scene.created"))?.scene?.id;
    if (!scene) throw new Error("the server sent no scene.created event with the new scene's id");
    await send({ type: "scene.activate", scene });
    await send({
      type: "token.place",
      scene,
      character: null,
      label: "Runner",
      cell: { col: 0, row: 0 },
    });
    const token = (await eventOf("token.placed"))?.token?.id;
    if (!token) throw new Error("the server sent no token.placed event with the token's id");

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const player = await context.newPage();
    await player.goto(
      `${server.url}/table/${made.table.id}#token=${encodeURIComponent(joined.member.token)}`,
    );
    await player.getByTestId("status").filter({ hasText: "Live" }).waitFor({ timeout: 30_000 });
    await player
      .locator(".map-token-list li[data-token]")
      .first()
      .waitFor({ state: "attached", timeout: 30_000 });
    await player.evaluate(OBSERVE);

    // A walk one cell at a time along the rows, so each move ends in a cell not seen before.
    const samples = [];
    let at = { col: 0, row: 0 };
    for (let i = 0; i < o.warmup + o.moves; i++) {
      const next = at.col + 1 < cols ? { col: at.col + 1, row: at.row } : { col: 0, row: at.row + 1 };
      // From a row's end back to the next row's start, walked cell by cell as the server requires.
      const walk = next.col === 0 ? lineBack(at, next) : [at, next];
      const sent = performance.timeOrigin + performance.now();
      await send({ type: "token.move", scene, token, path: walk });
      const key = `${next.col},${next.row}`;
      let drawn = null;
      for (const until = Date.now() + 10_000; drawn === null; ) {
        drawn = (await player.evaluate(`window.__drawn.get(${JSON.stringify(key)}) ?? null`)) ?? null;
        if (drawn === null && Date.now() > until) throw new Error(`move ${i} never reached the player's map`);
        if (drawn === null) await new Promise((r) => setTimeout(r, 2));
      }
      if (i >= o.warmup) samples.push(drawn - sent);
      at = next;
      // At most about 14 moves a second: the server allows a connection 20 messages a second (a
      // burst of 60), and a faster walk is refused rate_limited after its first 60 moves.
      const spent = performance.timeOrigin + performance.now() - sent;
      if (spent < 70) await new Promise((r) => setTimeout(r, 70 - spent));
    }

    samples.sort((a, b) => a - b);
    const f = (x) => x.toFixed(1).padStart(7);
    const p50 = percentile(samples, 50);
    console.log(
      `map move-to-screen, Node client's token.move → player's map frame, ${samples.length} moves (${o.warmup} warm-up)`,
    );
    console.log(
      `  ms   p50 ${f(p50)}   p95 ${f(percentile(samples, 95))}   p99 ${f(percentile(samples, 99))}`,
    );
    console.log(`       min ${f(samples[0])}   max ${f(samples.at(-1))}`);
    console.log(
      `  goal p50 < ${GOAL_P50_MS} ms: ${p50 < GOAL_P50_MS ? "met" : "not met"} (p50 / goal = ${(p50 / GOAL_P50_MS).toFixed(2)})`,
    );
  } finally {
    socket?.stop();
    await browser.close();
    await server.stop();
  }
}

/** From the end of a row back to the start of the next: diagonal steps are king moves on squares. */
function lineBack(from, to) {
  const path = [from];
  let c = { ...from };
  while (c.col !== to.col || c.row !== to.row) {
    c = { col: c.col + Math.sign(to.col - c.col), row: c.row + Math.sign(to.row - c.row) };
    path.push(c);
  }
  return path;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
