// The GM's map on a desk (issue 17), in a real headless Chromium against the real server:
//
// 1. Layout: at 1440×900 and at 1366×768 the GM who opens a scene has the whole map canvas on the
//    screen, without scrolling the page or the map's column, with the log and the tracker's column
//    beside it (they were found below the fold before: the map shared a row with the log).
// 2. Zoom: the +, − and Fit buttons (named for screen readers) and the keys on the focused map
//    change the scale by the step; Fit shows the whole grid (its corner cells drawn inside the
//    canvas, the backdrop just outside it). The view fits again when the window is resized or
//    another scene is shown, but a view the GM zoomed themselves is kept through a resize.
// 3. Named markers: the GM names a marker when placing it and renames it by selecting it; the
//    player's map and log show the names; a hidden marker's names never reach the player's frames.
// Screenshots: test-artifacts/web/map-layout-*.png.

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellCentre, gridPixelSize } from "../../src/engine/scene/grid.js";
import type { Cell, SceneGrid } from "../../src/engine/scene/types.js";
import { fitScene, toScreen, type View, ZOOM_STEP } from "../../web/src/map/view.js";
import {
  describeViolations,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  seriousViolations,
  shot,
  type Watched,
} from "./support/browser.js";
import { createTableOver, joinOver, type NewTable, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const T = { timeout: 15_000, interval: 100 };
type Box = { x: number; y: number; width: number; height: number };

const canvas = (p: Page) => p.locator("canvas.map-canvas");

/** The view the page's map drew its latest frame with (MapPanel writes it on the canvas). */
async function liveView(p: Page): Promise<View> {
  await p.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
  const [x, y, k] = ((await canvas(p).getAttribute("data-view")) ?? "").split(",").map(Number);
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(k))
    throw new Error("no view on the map");
  return { x: x!, y: y!, k: k! };
}

/** The view that fits `grid` into the page's canvas as it is now (in whole CSS px, as the map reads it). */
async function fittedView(p: Page, grid: SceneGrid): Promise<View> {
  const [w, h] = (await canvas(p).evaluate((e) => [e.clientWidth, e.clientHeight])) as number[];
  return fitScene({ grid, image: null }, w!, h!);
}

/** The colour the canvas shows at a point of its own (CSS px), as [r, g, b]. */
function pixelIn(p: Page, at: { x: number; y: number }): Promise<number[]> {
  return p.evaluate(`(() => {
    const cv = document.querySelector("canvas.map-canvas");
    const dpr = cv.width / cv.clientWidth;
    const d = cv.getContext("2d").getImageData(Math.round(${at.x} * dpr), Math.round(${at.y} * dpr), 1, 1).data;
    return [d[0], d[1], d[2]];
  })()`) as Promise<number[]>;
}
/** draw.ts's colours: the plain map's ground and the backdrop around it. */
const GROUND = [0xf1, 0xea, 0xd8];
const BACKDROP = [0x2b, 0x2a, 0x28];

const inside = (b: Box, vw: number, vh: number) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= vw && b.y + b.height <= vh;

describe.skipIf(!HAS_CHROMIUM)("the GM's map on a desk: layout, zoom, named markers (issue 17)", () => {
  let server: WebServer;
  let browser: Browser;
  let desk: BrowserContext;
  let t: NewTable;
  let gm: Watched;
  // The first scene's grid: the New scene form's defaults for the Dice Engine (pointy hexes).
  const grid: SceneGrid = {
    kind: "hex-pointy",
    cols: 20,
    rows: 15,
    size: 60,
    offsetX: 0,
    offsetY: 0,
    cellDistance: 1,
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    t = await createTableOver(server.url, "dice-engine", "Long table");
    gm = await openSeat(desk, server.url, t.gm);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The page's layout as a GM sees it with a scene open: is the whole canvas on screen? */
  async function checkLayout(p: Page, vw: number, vh: number, name: string, minHeight = 320): Promise<Box> {
    await canvas(p).waitFor({ state: "visible", ...T });
    await liveView(p);
    await shot(p, `map-layout-check-${vw}x${vh}`);
    const box = (await canvas(p).boundingBox())!;
    expect(inside(box, vw, vh), `${name}: canvas ${JSON.stringify(box)} in ${vw}×${vh}`).toBe(true);
    // Without scrolling anything: not the page, not the map's column.
    expect(await p.evaluate("document.documentElement.scrollHeight - innerHeight")).toBeLessThanOrEqual(0);
    expect(await p.locator(".area-map").evaluate((e) => e.scrollTop)).toBe(0);
    // Room to play on, not a strip.
    expect(box.width).toBeGreaterThan(480);
    expect(box.height).toBeGreaterThan(minHeight);
    // The log and the tracker's column sit beside the map, on the screen too.
    const log = (await p.locator(".area-log").boundingBox())!;
    const side = (await p.locator(".area-side").boundingBox())!;
    expect(inside(log, vw, vh) && inside(side, vw, vh), name).toBe(true);
    expect(log.x + log.width).toBeLessThanOrEqual(box.x);
    expect(side.x).toBeGreaterThanOrEqual(box.x + box.width);
    expect(log.height).toBeGreaterThan(250);
    return box;
  }

  it("at 1440×900 and 1366×768 the GM's map is whole on the screen, beside the log and the tracker", async () => {
    const p = gm.page;
    const map = p.locator(".map-panel");
    await map.getByText("New scene").click();
    await map.getByLabel("Scene name").fill("The long road");
    await expect.poll(() => map.getByLabel("Grid").inputValue(), T).toBe(grid.kind);
    await map.getByRole("button", { name: "Create scene" }).click();
    await p.getByRole("heading", { name: "The long road", level: 2 }).waitFor(T);
    await map.getByText("New scene").click();
    await map.locator("details.map-new-scene:not([open])").waitFor(T);
    await map.locator(".map-gm").getByRole("button", { name: "Show to players", exact: true }).click();
    await map
      .getByRole("option", { name: "The long road (players see this)" })
      .waitFor({ state: "attached", ...T });
    await checkLayout(p, 1440, 900, "1440×900");
    // Fitted to the canvas it has.
    await expect.poll(() => liveView(p), T).toEqual(await fittedView(p, grid));
    const bad = await seriousViolations(p);
    expect(bad, describeViolations(bad)).toEqual([]);
    await shot(p, "map-layout-1-gm-1440x900");

    const small = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const g2 = await openSeat(small, server.url, t.gm);
    await g2.page.getByRole("heading", { name: "The long road", level: 2 }).waitFor(T);
    // On a screen this short the scene tools start folded, so the map has the column.
    const tools = g2.page.locator("details.map-gm-tools");
    await expect.poll(() => tools.getAttribute("open"), T).toBeNull();
    await checkLayout(g2.page, 1366, 768, "1366×768");
    await expect.poll(() => liveView(g2.page), T).toEqual(await fittedView(g2.page, grid));
    await shot(g2.page, "map-layout-2-gm-1366x768");
    // Unfolded, the tools and the map still fit, the map smaller and fitted again.
    await tools.locator(":scope > summary").click();
    await g2.page.locator(".map-panel").getByLabel("Place", { exact: true }).waitFor(T);
    await checkLayout(g2.page, 1366, 768, "1366×768, tools open", 240);
    await expect.poll(() => liveView(g2.page), T).toEqual(await fittedView(g2.page, grid));
    await shot(g2.page, "map-layout-2b-gm-1366x768-tools");
    expect(g2.errors).toEqual([]);
    await small.close();
    expect(gm.errors).toEqual([]);
  });

  it("zoom buttons and keys change the scale; Fit shows the whole grid; resizes and scenes fit again", async () => {
    const p = gm.page;
    const zoomLevel = () => p.locator(".map-zoom-level").textContent();
    const fitted = await fittedView(p, grid);
    expect(await liveView(p)).toEqual(fitted);
    await expect.poll(zoomLevel, T).toBe(`${Math.round(fitted.k * 100)}%`);

    // + three times: the scale grows by the step each time, about the canvas's middle.
    const zoomIn = p.getByRole("button", { name: "Zoom in" });
    const zoomOut = p.getByRole("button", { name: "Zoom out" });
    for (let i = 1; i <= 3; i++) {
      await zoomIn.click();
      expect((await liveView(p)).k).toBeCloseTo(fitted.k * ZOOM_STEP ** i, 9);
    }
    await expect.poll(zoomLevel, T).toBe(`${Math.round(fitted.k * ZOOM_STEP ** 3 * 100)}%`);
    // Zoomed in, the grid's far corner is off the canvas: Fit has something to do.
    const box = (await canvas(p).boundingBox())!;
    const far = cellCentre(grid, { col: grid.cols - 1, row: grid.rows - 1 });
    const farOnScreen = toScreen(await liveView(p), far.x, far.y);
    expect(farOnScreen.x > box.width || farOnScreen.y > box.height).toBe(true);
    await zoomOut.click();
    expect((await liveView(p)).k).toBeCloseTo(fitted.k * ZOOM_STEP ** 2, 9);
    await shot(p, "map-layout-3-zoomed");

    // The keys on the focused map: + zooms in, an arrow pans, 0 fits.
    await canvas(p).focus();
    const before = await liveView(p);
    await p.keyboard.press("+");
    expect((await liveView(p)).k).toBeCloseTo(before.k * ZOOM_STEP, 9);
    const beforePan = await liveView(p);
    await p.keyboard.press("ArrowLeft");
    expect(await liveView(p)).toEqual({ ...beforePan, x: beforePan.x + 48 });
    await p.keyboard.press("0");
    expect(await liveView(p)).toEqual(fitted);

    // Fit, after zooming in again: the whole grid is drawn inside the canvas.
    await zoomIn.click();
    await zoomIn.click();
    await p.getByRole("button", { name: "Fit the whole scene" }).click();
    const v = await liveView(p);
    expect(v).toEqual(fitted);
    const corners: Cell[] = [
      { col: 0, row: 0 },
      { col: grid.cols - 1, row: 0 },
      { col: 0, row: grid.rows - 1 },
      { col: grid.cols - 1, row: grid.rows - 1 },
    ];
    for (const c of corners) {
      const w = cellCentre(grid, c);
      const s = toScreen(v, w.x, w.y);
      expect(s.x > 0 && s.y > 0 && s.x < box.width && s.y < box.height, JSON.stringify(c)).toBe(true);
      expect(await pixelIn(p, s)).toEqual(GROUND);
    }
    // …and nothing but backdrop just past its edges.
    const size = gridPixelSize(grid);
    const left = toScreen(v, 0, size.height / 2);
    const right = toScreen(v, size.width, size.height / 2);
    expect(await pixelIn(p, { x: left.x - 4, y: left.y })).toEqual(BACKDROP);
    expect(await pixelIn(p, { x: right.x + 4, y: right.y })).toEqual(BACKDROP);
    await shot(p, "map-layout-4-fit");

    // A resized window fits the map again while the GM has not set a view of their own…
    await p.setViewportSize({ width: 1280, height: 760 });
    await expect.poll(async () => (await liveView(p)).k, T).not.toBe(fitted.k);
    expect(await liveView(p)).toEqual(await fittedView(p, grid));
    // …and keeps the GM's own zoom once they chose one.
    await zoomIn.click();
    const own = await liveView(p);
    await p.setViewportSize({ width: 1440, height: 900 });
    await p.evaluate("new Promise((r) => setTimeout(r, 300))");
    expect(await liveView(p)).toEqual(own);

    // Another scene is fitted as it opens; back on the first, its fit again (the own zoom was for it).
    const small: SceneGrid = { ...grid, kind: "hex-pointy", cols: 6, rows: 4 };
    const map = p.locator(".map-panel");
    await map.getByText("New scene").click();
    await map.getByLabel("Scene name").fill("A small room");
    await map.getByLabel("Columns").fill(String(small.cols));
    await map.getByLabel("Rows").fill(String(small.rows));
    await map.getByRole("button", { name: "Create scene" }).click();
    await p.getByRole("heading", { name: "A small room", level: 2 }).waitFor(T);
    await map.getByText("New scene").click();
    await map.locator("details.map-new-scene:not([open])").waitFor(T);
    await expect.poll(async () => liveView(p), T).toEqual(await fittedView(p, small));
    await shot(p, "map-layout-5-second-scene");
    await map
      .getByLabel("Scene", { exact: true })
      .selectOption({ label: "The long road (players see this)" });
    await p.getByRole("heading", { name: "The long road", level: 2 }).waitFor(T);
    await expect.poll(async () => liveView(p), T).toEqual(await fittedView(p, grid));
    expect(gm.errors).toEqual([]);
  });

  it("the GM names a marker as they place it and renames it; a hidden marker's names stay with the GM", async () => {
    const p = gm.page;
    const map = p.locator(".map-panel");
    const playerDesk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const frames: string[] = [];
    const pip = await openSeat(playerDesk, server.url, await joinOver(server.url, t, "Pip"), async (page) => {
      page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
    });
    await pip.page.getByRole("heading", { name: "The long road", level: 2 }).waitFor(T);

    /** Clicks a cell's centre on the GM's map. */
    const tap = async (c: Cell) => {
      const v = await liveView(p);
      const b = (await canvas(p).boundingBox())!;
      const w = cellCentre(grid, c);
      const s = toScreen(v, w.x, w.y);
      await p.mouse.click(b.x + s.x, b.y + s.y);
    };
    const place = async (name: string, c: Cell, hidden: boolean) => {
      await map.getByLabel("Place", { exact: true }).selectOption({ label: "A marker" });
      await map.getByLabel("Marker name").fill(name);
      const box = map.getByLabel("hidden", { exact: true });
      if ((await box.isChecked()) !== hidden) await box.click();
      await map.getByRole("button", { name: "Place on the map" }).click();
      await map.getByText(`Tap a cell to place ${name}`).waitFor(T);
      await tap(c);
      await map.locator(".map-token-list li", { hasText: name }).waitFor({ state: "attached", ...T });
      if (hidden) await box.click();
    };
    const listed = (page: Page) => page.locator(".map-token-list li").allTextContents();

    await place("Old well", { col: 3, row: 3 }, false);
    await place("Pit trap", { col: 6, row: 5 }, true);
    expect(await listed(p)).toEqual([
      "Old well, column 4, row 4",
      "Pit trap, column 7, row 6, hidden from players",
    ]);
    await expect.poll(() => listed(pip.page), T).toEqual(["Old well, column 4, row 4"]);
    await shot(pip.page, "map-layout-6-marker-player");

    // The GM selects the well and renames it; the player's map and log follow.
    await tap({ col: 3, row: 3 });
    const rename = map.getByLabel("Rename marker");
    await expect.poll(() => rename.inputValue(), T).toBe("Old well");
    await rename.fill("   ");
    expect(await map.getByRole("button", { name: "Rename", exact: true }).isDisabled()).toBe(true);
    await rename.fill("Dry well");
    await map.getByRole("button", { name: "Rename", exact: true }).click();
    await expect.poll(() => listed(pip.page), T).toEqual(["Dry well, column 4, row 4"]);
    for (const page of [p, pip.page])
      await expect
        .poll(() => page.locator(".area-log").textContent(), T)
        .toContain("The GM renames the marker Old well to Dry well");
    await shot(p, "map-layout-7-marker-renamed-gm");

    // The hidden pit is renamed too: the GM's list says so, the player never hears either name.
    await tap({ col: 6, row: 5 });
    await expect.poll(() => rename.inputValue(), T).toBe("Pit trap");
    await rename.fill("Spiked pit");
    await map.getByRole("button", { name: "Rename", exact: true }).click();
    await expect
      .poll(() => listed(p), T)
      .toEqual(["Dry well, column 4, row 4", "Spiked pit, column 7, row 6, hidden from players"]);
    // The well renamed once more reaches the player, so their frames hold everything up to here.
    await tap({ col: 3, row: 3 });
    await expect.poll(() => rename.inputValue(), T).toBe("Dry well");
    await rename.fill("Deep well");
    await map.getByRole("button", { name: "Rename", exact: true }).click();
    await expect.poll(() => listed(pip.page), T).toEqual(["Deep well, column 4, row 4"]);
    expect(frames.some((f) => f.includes("Deep well"))).toBe(true);
    for (const f of frames) {
      expect(f).not.toContain("Pit trap");
      expect(f).not.toContain("Spiked pit");
    }
    expect(gm.errors).toEqual([]);
    expect(pip.errors).toEqual([]);
    await playerDesk.close();
  });
});
