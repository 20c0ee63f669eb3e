// Draws a scene on a 2D canvas. Canvas 2D was chosen by measuring (bench/map-render.js: 200 tokens
// with name, HP bar and badges on a 60×60 grid, scripted pan, zoom and drag in headless Chromium,
// 2 interleaved rounds on a shared, loaded machine). Frame interval p50/p95, square | hex:
//   canvas 2D  16.7/16.8 ms | 16.7/66.6 ms   (3.5% | 18.9% of frames missed)
//   SVG        16.7/167 ms  | 33.3/483 ms    (41% | 59% missed: the browser restyles and repaints
//                                             thousands of nodes on every pan and zoom step)
//   Konva      83/267 ms    | 133/567 ms     (every frame missed: its scene graph of ~1,400 nodes
//                                             is walked per draw; 59 kB gzipped more in the bundle)
// Re-measured after the grid went into 8×8-cell blocks drawn only when on screen (BENCH_RENDERERS=
// canvas,canvas-blocks node bench/map-render.js, 2 rounds, 2 cores shared with other test runs, so
// every interval is worse than above), p50/p95 frame interval, square | hex:
//   canvas (one grid path)   16.7/50.0 ms | 16.7/83.4 ms   (16.5% | 35.0% missed; work p95 2.3 | 2.7 ms)
//   canvas-blocks (this)     16.7/49.9 ms | 16.7/66.7 ms   (16.3% | 24.9% missed; work p95 3.4 | 2.7 ms)
// The renderer's own work stays under 3.5 ms a frame, so most misses come from the load, not the draw.
// Each frame here redraws what is visible: grid, fog and terrain are Path2D objects built once per
// change of the scene (cached by object identity; the fold replaces, never mutates), tokens off the
// screen are skipped, so a frame costs the same whether one token or the whole view moved.

import { cellCentre, cellCorners, revealed } from "../../../src/engine/scene/grid.js";
import type { Cell, Scene, SceneGrid } from "../../../src/engine/scene/types.js";
import type { TokenView } from "./model.js";
import type { View } from "./view.js";

export interface Overlay {
  /** The token being dragged and the path it walks (path[0] its cell). */
  drag: { token: string; path: Cell[] } | null;
  /** The ruler's two ends. */
  ruler: { from: Cell; to: Cell } | null;
  /** Cells an area template covers, and the tokens inside it. */
  area: { cells: Cell[]; tokens: ReadonlySet<string> } | null;
  /** A rectangle the GM is drawing (fog reveal, terrain), in cells. */
  rect: { from: Cell; to: Cell } | null;
  selected: ReadonlySet<string>;
}

export interface Frame {
  scene: Scene;
  view: View;
  width: number;
  height: number;
  dpr: number;
  image: HTMLImageElement | null;
  tokens: readonly TokenView[];
  isGm: boolean;
  overlay: Overlay;
}

function cellsPath(grid: SceneGrid, cells: Iterable<Cell>): Path2D {
  const p = new Path2D();
  for (const c of cells) {
    const pts = cellCorners(grid, c);
    p.moveTo(pts[0]!.x, pts[0]!.y);
    for (let i = 1; i < pts.length; i++) p.lineTo(pts[i]!.x, pts[i]!.y);
    p.closePath();
  }
  return p;
}

function* allCells(grid: SceneGrid): Generator<Cell> {
  for (let row = 0; row < grid.rows; row++) for (let col = 0; col < grid.cols; col++) yield { col, row };
}

// Paths depend only on the grid, the fog and the terrain objects, which the fold replaces (never
// mutates) when they change: caching by identity rebuilds them exactly when needed.
const fogPaths = new WeakMap<Scene["fog"], Path2D>();
const terrainPaths = new WeakMap<string[], Path2D>();

function cached<K extends object>(map: WeakMap<K, Path2D>, key: K, build: () => Path2D): Path2D {
  const hit = map.get(key);
  if (hit) return hit;
  const p = build();
  map.set(key, p);
  return p;
}

// The grid cut into blocks of BLOCK×BLOCK cells, each a Path2D with its bounding box: a frame fills
// and strokes only the blocks the view overlaps, so it pays for the cells on screen rather than the
// whole grid (3,600 hexes stroke 21,600 edges; bench/map-render.js "canvas-blocks" measures it).
interface GridBlock {
  path: Path2D;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const BLOCK = 8;
const gridBlockCache = new WeakMap<SceneGrid, GridBlock[]>();

function gridBlocks(grid: SceneGrid): GridBlock[] {
  const hit = gridBlockCache.get(grid);
  if (hit) return hit;
  const blocks: GridBlock[] = [];
  for (let br = 0; br < grid.rows; br += BLOCK)
    for (let bc = 0; bc < grid.cols; bc += BLOCK) {
      const path = new Path2D();
      let x0 = Number.POSITIVE_INFINITY;
      let y0 = Number.POSITIVE_INFINITY;
      let x1 = Number.NEGATIVE_INFINITY;
      let y1 = Number.NEGATIVE_INFINITY;
      for (let row = br; row < Math.min(grid.rows, br + BLOCK); row++)
        for (let col = bc; col < Math.min(grid.cols, bc + BLOCK); col++) {
          const pts = cellCorners(grid, { col, row });
          path.moveTo(pts[0]!.x, pts[0]!.y);
          for (let i = 1; i < pts.length; i++) path.lineTo(pts[i]!.x, pts[i]!.y);
          path.closePath();
          for (const p of pts) {
            x0 = Math.min(x0, p.x);
            y0 = Math.min(y0, p.y);
            x1 = Math.max(x1, p.x);
            y1 = Math.max(y1, p.y);
          }
        }
      blocks.push({ path, x0, y0, x1, y1 });
    }
  gridBlockCache.set(grid, blocks);
  return blocks;
}

/** The grid's blocks that overlap the visible rectangle (scene units). */
function visibleBlocks(grid: SceneGrid, vx0: number, vy0: number, vx1: number, vy1: number): GridBlock[] {
  return gridBlocks(grid).filter((b) => !(b.x1 < vx0 || b.x0 > vx1 || b.y1 < vy0 || b.y0 > vy1));
}

function fogPath(scene: Scene): Path2D {
  return cached(fogPaths, scene.fog, () => {
    const hidden: Cell[] = [];
    for (const c of allCells(scene.grid)) if (!revealed(scene, c)) hidden.push(c);
    return cellsPath(scene.grid, hidden);
  });
}

function terrainPath(scene: Scene): Path2D {
  return cached(terrainPaths, scene.difficult, () =>
    cellsPath(
      scene.grid,
      scene.difficult.map((k) => {
        const [col, row] = k.split(",").map(Number);
        return { col: col ?? 0, row: row ?? 0 };
      }),
    ),
  );
}

function rectCells(r: { from: Cell; to: Cell }): Cell[] {
  const out: Cell[] = [];
  for (let row = Math.min(r.from.row, r.to.row); row <= Math.max(r.from.row, r.to.row); row++)
    for (let col = Math.min(r.from.col, r.to.col); col <= Math.max(r.from.col, r.to.col); col++)
      out.push({ col, row });
  return out;
}

export function drawFrame(ctx: CanvasRenderingContext2D, f: Frame): void {
  const { scene, view, dpr } = f;
  const grid = scene.grid;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = "#2b2a28";
  ctx.fillRect(0, 0, f.width, f.height);
  ctx.setTransform(view.k * dpr, 0, 0, view.k * dpr, view.x * dpr, view.y * dpr);

  const vx0 = -view.x / view.k;
  const vy0 = -view.y / view.k;
  const blocks = visibleBlocks(grid, vx0, vy0, vx0 + f.width / view.k, vy0 + f.height / view.k);
  if (f.image)
    ctx.drawImage(f.image, 0, 0, scene.image?.width ?? f.image.width, scene.image?.height ?? f.image.height);
  else {
    ctx.fillStyle = "#f1ead8";
    for (const b of blocks) ctx.fill(b.path);
  }
  ctx.save();
  ctx.fillStyle = "rgba(120, 80, 30, 0.28)";
  ctx.fill(terrainPath(scene));
  ctx.restore();
  ctx.lineWidth = 1 / view.k;
  ctx.strokeStyle = "rgba(60, 50, 35, 0.45)";
  for (const b of blocks) ctx.stroke(b.path);

  // Players never receive what lies in fog, so their fog goes under what they did receive: the
  // party's tokens (seen through fog, scene-veil.ts) and their own templates and rulers stay visible.
  const fog = () => {
    if (!scene.fog.enabled) return;
    ctx.fillStyle = f.isGm ? "rgba(20, 20, 30, 0.45)" : "#1d1d24";
    ctx.fill(fogPath(scene));
  };
  if (!f.isGm) fog();

  if (f.overlay.area) {
    ctx.fillStyle = "rgba(200, 60, 40, 0.3)";
    ctx.fill(cellsPath(grid, f.overlay.area.cells));
  }
  if (f.overlay.rect) {
    ctx.fillStyle = "rgba(60, 120, 200, 0.3)";
    ctx.fill(cellsPath(grid, rectCells(f.overlay.rect)));
  }

  // Tokens on screen only: the rest cost nothing.
  const x0 = -view.x / view.k - grid.size * 2;
  const y0 = -view.y / view.k - grid.size * 2;
  const x1 = x0 + f.width / view.k + grid.size * 4;
  const y1 = y0 + f.height / view.k + grid.size * 4;
  const r = grid.size * 0.4;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const dragging = f.overlay.drag;
  for (const t of f.tokens) {
    const cell =
      dragging && dragging.token === t.id ? dragging.path[dragging.path.length - 1]! : t.token.cell;
    const { x, y } = cellCentre(grid, cell);
    if (x < x0 || x > x1 || y < y0 || y > y1) continue;
    const rr = r * t.token.size;
    ctx.globalAlpha = t.token.hidden ? 0.45 : 1;
    ctx.beginPath();
    ctx.arc(x, y, rr, 0, 2 * Math.PI);
    ctx.fillStyle = t.colour;
    ctx.fill();
    ctx.lineWidth = (f.overlay.selected.has(t.id) || f.overlay.area?.tokens.has(t.id) ? 3 : 1.5) / view.k;
    ctx.strokeStyle = f.overlay.area?.tokens.has(t.id)
      ? "#e0402a"
      : f.overlay.selected.has(t.id)
        ? "#ffd23f"
        : "#111";
    ctx.stroke();
    ctx.fillStyle = "#fff";
    ctx.font = `bold ${Math.round(rr * 0.9)}px sans-serif`;
    ctx.fillText(t.name.slice(0, 1).toUpperCase(), x, y);
    // Name under the token, health bar above, badges on its right.
    ctx.font = `${Math.max(9, Math.round(grid.size * 0.24))}px sans-serif`;
    // A marker's name may be 80 characters: the map shows its start, the token list the whole.
    const name = t.name.length > 24 ? `${t.name.slice(0, 23)}…` : t.name;
    const label = t.token.hidden ? `${name} (hidden)` : name;
    const ty = y + rr + grid.size * 0.16;
    ctx.lineWidth = 3 / view.k;
    ctx.strokeStyle = "rgba(255,255,255,0.85)";
    ctx.strokeText(label, x, ty);
    ctx.fillStyle = "#111";
    ctx.fillText(label, x, ty);
    if (t.hp !== null) {
      const bw = rr * 2;
      const by = y - rr - grid.size * 0.14;
      ctx.fillStyle = "#444";
      ctx.fillRect(x - rr, by, bw, grid.size * 0.1);
      ctx.fillStyle = t.hp > 0.5 ? "#2e8b57" : t.hp > 0.25 ? "#d49a1a" : "#c0392b";
      ctx.fillRect(x - rr, by, bw * t.hp, grid.size * 0.1);
    } else if (t.wound) {
      ctx.fillStyle = "#7a1f1f";
      ctx.fillText(t.wound, x, y - rr - grid.size * 0.12);
    }
    t.badges.slice(0, 4).forEach((b, i) => {
      const bx = x + rr * 0.95;
      const by = y - rr * 0.6 + i * grid.size * 0.2;
      ctx.beginPath();
      ctx.arc(bx, by, grid.size * 0.1, 0, 2 * Math.PI);
      ctx.fillStyle = "#fff";
      ctx.fill();
      ctx.lineWidth = 1 / view.k;
      ctx.strokeStyle = "#333";
      ctx.stroke();
      ctx.fillStyle = "#333";
      ctx.font = `bold ${Math.round(grid.size * 0.14)}px sans-serif`;
      ctx.fillText(b.short, bx, by);
    });
  }
  ctx.globalAlpha = 1;

  // The GM sees through fog, dimmed over everything.
  if (f.isGm) fog();

  const line = (cells: readonly Cell[], colour: string) => {
    ctx.beginPath();
    cells.forEach((c, i) => {
      const p = cellCentre(grid, c);
      if (i) ctx.lineTo(p.x, p.y);
      else ctx.moveTo(p.x, p.y);
    });
    ctx.lineWidth = 4 / view.k;
    ctx.strokeStyle = colour;
    ctx.stroke();
  };
  if (dragging && dragging.path.length > 1) line(dragging.path, "rgba(192, 57, 43, 0.9)");
  if (f.overlay.ruler) line([f.overlay.ruler.from, f.overlay.ruler.to], "rgba(30, 90, 200, 0.9)");
}
