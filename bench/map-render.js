// The scene map's renderer, chosen by measuring (issue 17): 200 tokens (name, HP bar, condition
// badges) on a 60×60 grid, square and hex, drawn by SVG, a hand-written canvas 2D renderer and
// Konva (a canvas library; PixiJS was left out because it needs WebGL and the project's headless
// Chromium runs with --disable-gpu). In headless Chromium each candidate runs the same scripted
// pan, zoom and token drag (the dragged token's path drawn as it goes); the page records the time
// between requestAnimationFrame callbacks (what a user sees) and the time the renderer's own update
// took inside the frame. Candidates run interleaved, round after round, because the machine is shared.
//
// Run: node bench/map-render.js   (BENCH_ROUNDS=n for more rounds; default 2)
// Prints per renderer and grid p50/p95/p99 frame interval, % of frames over 16.7 ms (and over 17.5 ms,
// past the rAF clock's jitter: a missed frame) and the update
// work per frame, and each renderer's p95 as a ratio of the 16.7 ms a 60 fps frame allows.

import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { chromium } from "playwright-core";

const KONVA = readFileSync(new URL("../node_modules/konva/konva.min.js", import.meta.url), "utf8");
const CHROMIUM = process.env.TABULA_CHROMIUM || "/usr/bin/chromium";
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 2;
// BENCH_RENDERERS=canvas,canvas-blocks runs a subset.
const RENDERERS = process.env.BENCH_RENDERERS
  ? process.env.BENCH_RENDERERS.split(",")
  : ["svg", "canvas", "canvas-blocks", "konva"];
const GRIDS = ["square", "hex-pointy"];

// The page: everything below runs in the browser. One scene, one renderer, one script of frames.
const PAGE_SCRIPT = `
const params = new URLSearchParams(location.search);
const RENDERER = params.get("r"); const KIND = params.get("g");
const COLS = 60, ROWS = 60, SIZE = 40, W = 1280, H = 800;
const SQ3 = Math.sqrt(3);
// Seeded so every candidate draws the same scene.
let seed = 17; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
function centre(c, r) {
  if (KIND === "square") return [c * SIZE + SIZE / 2, r * SIZE + SIZE / 2];
  const h = SIZE * 2 / SQ3; // pointy hex: width SIZE, height 2/√3 SIZE, rows 3/4 apart
  return [c * SIZE + SIZE / 2 + (r % 2 ? SIZE / 2 : 0), r * h * 0.75 + h / 2];
}
function cellPoints(c, r) {
  const [x, y] = centre(c, r);
  if (KIND === "square") return [[x - SIZE/2, y - SIZE/2],[x + SIZE/2, y - SIZE/2],[x + SIZE/2, y + SIZE/2],[x - SIZE/2, y + SIZE/2]];
  const rad = SIZE / SQ3; const pts = [];
  for (let i = 0; i < 6; i++) { const a = Math.PI / 180 * (60 * i - 30); pts.push([x + rad * Math.cos(a), y + rad * Math.sin(a)]); }
  return pts;
}
const BADGES = ["P", "S", "B", "K"];
const tokens = [];
for (let i = 0; i < 200; i++) {
  const nb = Math.floor(rnd() * 4);
  tokens.push({ c: Math.floor(rnd() * COLS), r: Math.floor(rnd() * ROWS), name: "Goblin " + (i + 1),
    hp: 0.2 + rnd() * 0.8, colour: "hsl(" + Math.floor(rnd() * 360) + ",55%,45%)",
    badges: BADGES.slice(0, nb) });
}
let view = { x: 0, y: 0, k: 1 };
let drag = null; // { t, path: [[c,r]...] }

const renderers = {};
renderers.svg = () => {
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg"); svg.setAttribute("width", W); svg.setAttribute("height", H);
  document.body.appendChild(svg);
  const root = document.createElementNS(NS, "g"); svg.appendChild(root);
  let d = "";
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) d += "M" + cellPoints(c, r).map((p) => p[0].toFixed(1) + " " + p[1].toFixed(1)).join("L") + "Z";
  const grid = document.createElementNS(NS, "path"); grid.setAttribute("d", d); grid.setAttribute("fill", "#f4efe3"); grid.setAttribute("stroke", "#b9ae97"); root.appendChild(grid);
  const pathLine = document.createElementNS(NS, "polyline"); pathLine.setAttribute("fill", "none"); pathLine.setAttribute("stroke", "#c0392b"); pathLine.setAttribute("stroke-width", "4"); root.appendChild(pathLine);
  const nodes = tokens.map((t) => {
    const g = document.createElementNS(NS, "g");
    g.innerHTML = '<circle r="16" fill="' + t.colour + '" stroke="#222"/>' +
      '<text y="30" text-anchor="middle" font-size="10" font-family="sans-serif">' + t.name + '</text>' +
      '<rect x="-16" y="-24" width="32" height="5" fill="#555"/><rect x="-16" y="-24" width="' + (32 * t.hp).toFixed(1) + '" height="5" fill="#2e8b57"/>' +
      t.badges.map((b, i) => '<circle cx="' + (10 + i * 0) + '" cy="' + (-10 + i * 9) + '" r="5" fill="#fff" stroke="#333"/><text x="10" y="' + (-7 + i * 9) + '" font-size="7" text-anchor="middle">' + b + '</text>').join("");
    const [x, y] = centre(t.c, t.r); g.setAttribute("transform", "translate(" + x + " " + y + ")");
    root.appendChild(g); return g;
  });
  return () => {
    root.setAttribute("transform", "translate(" + view.x + " " + view.y + ") scale(" + view.k + ")");
    if (drag) {
      const [x, y] = centre(drag.t.c, drag.t.r); nodes[drag.i].setAttribute("transform", "translate(" + x + " " + y + ")");
      pathLine.setAttribute("points", drag.path.map((p) => centre(p[0], p[1]).join(",")).join(" "));
    }
  };
};
renderers.canvas = () => {
  const cv = document.createElement("canvas"); cv.width = W; cv.height = H; document.body.appendChild(cv);
  const ctx = cv.getContext("2d");
  // The grid as one Path2D built once; each frame fills and strokes it under the view transform.
  const grid = new Path2D();
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) { const p = cellPoints(c, r); grid.moveTo(p[0][0], p[0][1]); for (let i = 1; i < p.length; i++) grid.lineTo(p[i][0], p[i][1]); grid.closePath(); }
  return () => {
    ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.clearRect(0, 0, W, H);
    ctx.setTransform(view.k, 0, 0, view.k, view.x, view.y);
    ctx.fillStyle = "#f4efe3"; ctx.fill(grid); ctx.strokeStyle = "#b9ae97"; ctx.lineWidth = 1; ctx.stroke(grid);
    // Only tokens on screen are drawn.
    const x0 = -view.x / view.k - SIZE, y0 = -view.y / view.k - SIZE, x1 = x0 + W / view.k + 2 * SIZE, y1 = y0 + H / view.k + 2 * SIZE;
    ctx.font = "10px sans-serif"; ctx.textAlign = "center";
    for (const t of tokens) {
      const [x, y] = centre(t.c, t.r); if (x < x0 || x > x1 || y < y0 || y > y1) continue;
      ctx.beginPath(); ctx.arc(x, y, 16, 0, 2 * Math.PI); ctx.fillStyle = t.colour; ctx.fill(); ctx.strokeStyle = "#222"; ctx.stroke();
      ctx.fillStyle = "#555"; ctx.fillRect(x - 16, y - 24, 32, 5); ctx.fillStyle = "#2e8b57"; ctx.fillRect(x - 16, y - 24, 32 * t.hp, 5);
      ctx.fillStyle = "#111"; ctx.fillText(t.name, x, y + 30);
      t.badges.forEach((b, i) => { ctx.beginPath(); ctx.arc(x + 10, y - 10 + i * 9, 5, 0, 2 * Math.PI); ctx.fillStyle = "#fff"; ctx.fill(); ctx.stroke(); ctx.fillStyle = "#111"; ctx.fillText(b, x + 10, y - 7 + i * 9); });
    }
    if (drag) { ctx.beginPath(); drag.path.forEach((p, i) => { const [x, y] = centre(p[0], p[1]); i ? ctx.lineTo(x, y) : ctx.moveTo(x, y); }); ctx.strokeStyle = "#c0392b"; ctx.lineWidth = 4; ctx.stroke(); }
  };
};
// The canvas renderer as web/src/map/draw.ts now draws the grid: cut into blocks of 8×8 cells, each
// a Path2D with its bounding box, and only the blocks the view overlaps are filled and stroked, so a
// frame pays for the cells on screen, not all 3,600 (a hex cell strokes 6 edges, a square 4).
renderers["canvas-blocks"] = () => {
  const cv = document.createElement("canvas"); cv.width = W; cv.height = H; document.body.appendChild(cv);
  const ctx = cv.getContext("2d");
  const B = 8; const blocks = [];
  for (let br = 0; br < ROWS; br += B) for (let bc = 0; bc < COLS; bc += B) {
    const path = new Path2D(); let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let r = br; r < Math.min(ROWS, br + B); r++) for (let c = bc; c < Math.min(COLS, bc + B); c++) {
      const p = cellPoints(c, r); path.moveTo(p[0][0], p[0][1]);
      for (let i = 1; i < p.length; i++) path.lineTo(p[i][0], p[i][1]); path.closePath();
      for (const [x, y] of p) { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
    }
    blocks.push({ path, x0, y0, x1, y1 });
  }
  return () => {
    ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.clearRect(0, 0, W, H);
    ctx.setTransform(view.k, 0, 0, view.k, view.x, view.y);
    const vx0 = -view.x / view.k, vy0 = -view.y / view.k, vx1 = vx0 + W / view.k, vy1 = vy0 + H / view.k;
    ctx.fillStyle = "#f4efe3"; ctx.strokeStyle = "#b9ae97"; ctx.lineWidth = 1;
    for (const b of blocks) {
      if (b.x1 < vx0 || b.x0 > vx1 || b.y1 < vy0 || b.y0 > vy1) continue;
      ctx.fill(b.path); ctx.stroke(b.path);
    }
    const x0 = vx0 - SIZE, y0 = vy0 - SIZE, x1 = vx1 + SIZE, y1 = vy1 + SIZE;
    ctx.font = "10px sans-serif"; ctx.textAlign = "center";
    for (const t of tokens) {
      const [x, y] = centre(t.c, t.r); if (x < x0 || x > x1 || y < y0 || y > y1) continue;
      ctx.beginPath(); ctx.arc(x, y, 16, 0, 2 * Math.PI); ctx.fillStyle = t.colour; ctx.fill(); ctx.strokeStyle = "#222"; ctx.stroke();
      ctx.fillStyle = "#555"; ctx.fillRect(x - 16, y - 24, 32, 5); ctx.fillStyle = "#2e8b57"; ctx.fillRect(x - 16, y - 24, 32 * t.hp, 5);
      ctx.fillStyle = "#111"; ctx.fillText(t.name, x, y + 30);
      t.badges.forEach((b, i) => { ctx.beginPath(); ctx.arc(x + 10, y - 10 + i * 9, 5, 0, 2 * Math.PI); ctx.fillStyle = "#fff"; ctx.fill(); ctx.stroke(); ctx.fillStyle = "#111"; ctx.fillText(b, x + 10, y - 7 + i * 9); });
    }
    if (drag) { ctx.beginPath(); drag.path.forEach((p, i) => { const [x, y] = centre(p[0], p[1]); i ? ctx.lineTo(x, y) : ctx.moveTo(x, y); }); ctx.strokeStyle = "#c0392b"; ctx.lineWidth = 4; ctx.stroke(); }
  };
};
renderers.konva = () => {
  const div = document.createElement("div"); div.id = "k"; document.body.appendChild(div);
  const stage = new Konva.Stage({ container: "k", width: W, height: H });
  const gl = new Konva.Layer({ listening: false }); const tl = new Konva.Layer();
  stage.add(gl); stage.add(tl);
  gl.add(new Konva.Shape({ sceneFunc: (ctx, shape) => { ctx.beginPath(); for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) { const p = cellPoints(c, r); ctx.moveTo(p[0][0], p[0][1]); for (let i = 1; i < p.length; i++) ctx.lineTo(p[i][0], p[i][1]); ctx.closePath(); } ctx.fillStrokeShape(shape); }, fill: "#f4efe3", stroke: "#b9ae97", strokeWidth: 1 }));
  const line = new Konva.Line({ points: [], stroke: "#c0392b", strokeWidth: 4 }); tl.add(line);
  const nodes = tokens.map((t) => {
    const [x, y] = centre(t.c, t.r); const g = new Konva.Group({ x, y });
    g.add(new Konva.Circle({ radius: 16, fill: t.colour, stroke: "#222", strokeWidth: 1 }));
    g.add(new Konva.Rect({ x: -16, y: -24, width: 32, height: 5, fill: "#555" }));
    g.add(new Konva.Rect({ x: -16, y: -24, width: 32 * t.hp, height: 5, fill: "#2e8b57" }));
    g.add(new Konva.Text({ x: -30, y: 25, width: 60, align: "center", text: t.name, fontSize: 10 }));
    t.badges.forEach((b, i) => { g.add(new Konva.Circle({ x: 10, y: -10 + i * 9, radius: 5, fill: "#fff", stroke: "#333", strokeWidth: 1 })); g.add(new Konva.Text({ x: 7, y: -14 + i * 9, text: b, fontSize: 7 })); });
    tl.add(g); return g;
  });
  return () => {
    stage.position({ x: view.x, y: view.y }); stage.scale({ x: view.k, y: view.k });
    if (drag) { const [x, y] = centre(drag.t.c, drag.t.r); nodes[drag.i].position({ x, y }); line.points(drag.path.flatMap((p) => centre(p[0], p[1]))); }
    stage.batchDraw();
  };
};

// The script: 120 frames of pan, 90 of zoom (in, then out), 120 of dragging token 0 diagonally,
// snapping to a new cell every few frames and drawing the path walked so far.
function* script() {
  for (let i = 0; i < 120; i++) { view.x -= 6; view.y -= 3; yield "pan"; }
  for (let i = 0; i < 90; i++) { const k = i < 45 ? 1.015 : 1 / 1.015; view.x = 640 - (640 - view.x) * k; view.y = 400 - (400 - view.y) * k; view.k *= k; yield "zoom"; }
  view = { x: 0, y: 0, k: 1 };
  const t = tokens[0]; t.c = 2; t.r = 2; drag = { t, i: 0, path: [[2, 2]] };
  for (let i = 0; i < 120; i++) {
    const c = 2 + Math.floor(i / 8), r = 2 + Math.floor(i / 16);
    if (c !== t.c || r !== t.r) { t.c = c; t.r = r; drag.path.push([c, r]); }
    yield "drag";
  }
}

window.runBench = () => new Promise((resolve) => {
  const update = renderers[RENDERER]();
  const frames = []; const work = [];
  const steps = script(); let last = 0; let warm = 10;
  function frame(ts) {
    if (warm > 0) { warm--; update(); last = ts; requestAnimationFrame(frame); return; }
    frames.push(ts - last); last = ts;
    const next = steps.next();
    if (next.done) { resolve({ frames, work }); return; }
    const t0 = performance.now(); update(); work.push(performance.now() - t0);
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
});
`;

const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0}</style></head>
<body><script src="/konva.js"></script><script src="/bench.js"></script></body></html>`;

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main() {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    const body = path === "/konva.js" ? KONVA : path === "/bench.js" ? PAGE_SCRIPT : HTML;
    res.writeHead(200, { "content-type": path.endsWith(".js") ? "text/javascript" : "text/html" });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const port = server.address().port;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results = new Map();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order each round so no candidate always runs first or last.
      const order = RENDERERS.map((_, i) => RENDERERS[(i + round) % RENDERERS.length]);
      for (const r of order) {
        for (const g of GRIDS) {
          const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
          page.on("pageerror", (e) => console.error(`${r} ${g}: page error: ${e.message}`));
          await page.goto(`http://127.0.0.1:${port}/?r=${r}&g=${g}`);
          const out = await page.evaluate(() => window.runBench());
          await page.close();
          const key = `${r} ${g}`;
          const acc = results.get(key) ?? { frames: [], work: [] };
          acc.frames.push(...out.frames);
          acc.work.push(...out.work);
          results.set(key, acc);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`scene map render: 200 tokens, 60x60 grid, pan+zoom+drag, ${ROUNDS} interleaved rounds`);
  console.log(
    "renderer grid        frames  p50 ms  p95 ms  p99 ms  >16.7ms  >17.5ms  work p50  work p95  p95/16.7",
  );
  for (const [key, { frames, work }] of results) {
    const f = [...frames].sort((a, b) => a - b);
    const w = [...work].sort((a, b) => a - b);
    const over = (100 * f.filter((x) => x > 16.7).length) / f.length;
    // rAF intervals jitter by a tenth of a millisecond around 16.7 ms; past 17.5 ms a frame was missed.
    const missed = (100 * f.filter((x) => x > 17.5).length) / f.length;
    const [r, g] = key.split(" ");
    console.log(
      `${r.padEnd(8)} ${g.padEnd(11)} ${String(f.length).padStart(6)} ${quantile(f, 0.5).toFixed(1).padStart(7)} ${quantile(f, 0.95).toFixed(1).padStart(7)} ${quantile(f, 0.99).toFixed(1).padStart(7)} ${over.toFixed(1).padStart(7)}% ${missed.toFixed(1).padStart(7)}% ${quantile(w, 0.5).toFixed(2).padStart(9)} ${quantile(w, 0.95).toFixed(2).padStart(9)} ${(quantile(f, 0.95) / 16.7).toFixed(2).padStart(9)}`,
    );
  }
}

await main();
