// Roll-to-screen latency (issue 16): how long from a GM pressing Roll in the dice tray to the roll's
// card being in a player's page, both real Chromium pages of the built app against a real server
// (`tabula serve`, PGlite, a child process of its own) on loopback.
//
//   npm run bench:roll-to-screen                 200 rolls
//   node bench/roll-to-screen.js --rolls 50      (needs `npm run build` first)
//
// One clock for both ends: the two pages are in one browser, and each timestamp is
// performance.timeOrigin + performance.now() taken in the page (wall-clock based, sub-millisecond),
// the send time in the GM's page just before the Roll button's click, the arrival time in the
// player's page by a MutationObserver when the card with that roll's label is added to the DOM.
// Rolls go one at a time (each waits for the previous card), so this is latency, not throughput.
// The goal, from the issue: p50 under 30 ms on loopback. Nothing is asserted; it prints.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CHROMIUM = process.env.TABULA_CHROMIUM || "/usr/bin/chromium";
const GOAL_P50_MS = 30;

function options(argv) {
  const o = { rolls: 200, warmup: 10 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--rolls") o.rolls = Number(argv[++i]);
    else if (argv[i] === "--warmup") o.warmup = Number(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!(o.rolls > 0) || !(o.warmup >= 0)) throw new Error("--rolls and --warmup take counts");
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
  const data = mkdtempSync(join(tmpdir(), "tabula-rts-"));
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
  // A new PGlite folder runs initdb first: up to a minute or more on a busy machine.
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tabula serve exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
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

// Installed in the player's page: the arrival time of each card, by the label it carries.
const OBSERVE = `(() => {
  window.__arrived = new Map();
  const seen = (el) => {
    const cards = el.matches?.('[data-testid="roll-entry"]') ? [el] : [...(el.querySelectorAll?.('[data-testid="roll-entry"]') ?? [])];
    for (const c of cards) {
      const m = /\\brts(\\d+)\\b/.exec(c.textContent || "");
      if (m && !window.__arrived.has(m[1])) window.__arrived.set(m[1], performance.timeOrigin + performance.now());
    }
  };
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) seen(n);
  }).observe(document.body, { childList: true, subtree: true });
})()`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const o = options(process.argv.slice(2));
  if (!existsSync(join(ROOT, "dist-web/index.html")) || !existsSync(join(ROOT, "dist/server/index.js")))
    throw new Error("build first: npm run build");
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set TABULA_CHROMIUM)`);
  const server = await startTabula();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const made = await post(`${server.url}/api/tables`, {
      name: "Latency",
      ruleset: "lucky13",
      gm: { name: "Gemma" },
    });
    const joined = await post(`${server.url}/api/tables/${made.table.id}/join`, {
      invite: made.invite.code,
      name: "Pip",
    });
    const open = async (token) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/table/${made.table.id}#token=${encodeURIComponent(token)}`);
      await page.getByTestId("status").filter({ hasText: "Live" }).waitFor({ timeout: 30_000 });
      return page;
    };
    const gm = await open(made.gm.token);
    const player = await open(joined.member.token);
    await player.evaluate(OBSERVE);
    await gm.getByTestId("notation").fill("2d6+1");
    const label = gm.getByLabel("Label (optional)");

    const samples = [];
    for (let i = 0; i < o.warmup + o.rolls; i++) {
      await label.fill(`rts${i}`);
      const sent = await gm.evaluate(`(() => {
        const t = performance.timeOrigin + performance.now();
        document.querySelector('[data-testid="roll"]').click();
        return t;
      })()`);
      // Polled from here (the page's CSP forbids waitForFunction's eval); the time is the page's own.
      let arrived;
      for (const until = Date.now() + 10_000; arrived === undefined; ) {
        arrived = await player.evaluate(`window.__arrived.get("${i}")`);
        if (arrived === undefined && Date.now() > until)
          throw new Error(`roll ${i} never reached the player`);
        if (arrived === undefined) await new Promise((r) => setTimeout(r, 5));
      }
      if (i >= o.warmup) samples.push(arrived - sent);
      // The tray is free again (its button re-enabled) before the next roll.
      await gm
        .getByTestId("roll")
        .filter({ hasText: /^Roll$/ })
        .waitFor({ timeout: 10_000 });
    }

    samples.sort((a, b) => a - b);
    const f = (x) => x.toFixed(1).padStart(7);
    const p50 = percentile(samples, 50);
    console.log(
      `roll-to-screen, GM's dice tray → player's DOM, ${samples.length} rolls (${o.warmup} warm-up)`,
    );
    console.log(
      `  ms   p50 ${f(p50)}   p95 ${f(percentile(samples, 95))}   p99 ${f(percentile(samples, 99))}`,
    );
    console.log(`       min ${f(samples[0])}   max ${f(samples.at(-1))}`);
    console.log(
      `  goal p50 < ${GOAL_P50_MS} ms: ${p50 < GOAL_P50_MS ? "met" : "not met"} (p50 / goal = ${(p50 / GOAL_P50_MS).toFixed(2)})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
