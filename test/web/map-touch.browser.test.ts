// The scene map on a phone (issue 17: "the map works with touch (pan, pinch, drag) in the mobile
// layout"), in a real headless Chromium against the real server. The phone is a 390×844 touch
// screen; fingers are real touch input sent through the DevTools protocol (Input.dispatchTouchEvent,
// one and two touch points), which Chromium turns into the touch and pointer events a phone makes.
//
// A player opens the Map tab: the map is fitted to the screen (it was drawn at 100% when the tab
// had been hidden at load) and fits the screen without sideways scroll, every control a finger can
// hit (44 px). Then, with fingers: a drag of the player's own token that starts beside it (a fitted
// phone map draws tokens smaller than a fingertip) shows its path while held and is committed on
// the server (the GM's socket receives the move; the player's log says it); one finger pans the
// map; two fingers pinch it to twice the scale around their midpoint; Fit brings the whole scene
// back. The GM's phone has the scene tools folded so the map keeps the screen.
// Screenshots: test-artifacts/web/map-touch-*.png.

import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellCentre } from "../../src/engine/scene/grid.js";
import type { Cell, SceneGrid } from "../../src/engine/scene/types.js";
import { fitScene, pinchView, toScreen, type View } from "../../web/src/map/view.js";
import { type Message, TestClient } from "../server/support/client.js";
import { character } from "../server/support/harness.js";
import {
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  shot,
  sidewaysOverflow,
  type Watched,
} from "./support/browser.js";
import { createTableOver, joinOver, openSeat, type Seat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const T = { timeout: 15_000, interval: 100 };
type Point = { x: number; y: number };

const canvas = (p: Page) => p.locator("canvas.map-canvas");

/** The view the page's map drew its latest frame with (MapPanel writes it on the canvas). */
async function liveView(p: Page): Promise<View> {
  await p.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
  const [x, y, k] = ((await canvas(p).getAttribute("data-view")) ?? "").split(",").map(Number);
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(k))
    throw new Error("no view on the map");
  return { x: x!, y: y!, k: k! };
}

/** The colour the canvas shows at a page point, as [r, g, b] (device pixels read back). */
async function pixelAt(p: Page, at: Point): Promise<number[]> {
  const box = (await canvas(p).boundingBox())!;
  return (await p.evaluate(`(() => {
    const cv = document.querySelector("canvas.map-canvas");
    const dpr = cv.width / cv.clientWidth;
    const d = cv.getContext("2d").getImageData(Math.round(${at.x - box.x} * dpr), Math.round(${at.y - box.y} * dpr), 1, 1).data;
    return [d[0], d[1], d[2]];
  })()`)) as number[];
}

/** Fingers on the screen, through the DevTools protocol: each call says where every finger is. */
class Fingers {
  constructor(private readonly cdp: CDPSession) {}
  private send(type: "touchStart" | "touchMove" | "touchEnd", points: Point[]) {
    return this.cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 6, radiusY: 6, force: 1 })),
    });
  }
  down(...points: Point[]) {
    return this.send("touchStart", points);
  }
  /** Moves every finger from `from` to `to` in `steps` even steps, as a hand does. */
  async move(from: Point[], to: Point[], steps = 10) {
    for (let i = 1; i <= steps; i++)
      await this.send(
        "touchMove",
        from.map((f, j) => ({
          x: f.x + ((to[j]!.x - f.x) * i) / steps,
          y: f.y + ((to[j]!.y - f.y) * i) / steps,
        })),
      );
  }
  up() {
    return this.send("touchEnd", []);
  }
}

describe.skipIf(!HAS_CHROMIUM)("the scene map with touch on a phone (issue 17)", () => {
  let server: WebServer;
  let browser: Browser;
  let phone: BrowserContext;
  const sockets: TestClient[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
    });
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) await s.close();
    await browser?.close();
    await server?.stop();
  });

  async function socket(s: Seat): Promise<TestClient> {
    const c = await TestClient.join(`${server.url.replace(/^http/, "ws")}/ws`, s.table, s.token);
    sockets.push(c);
    return c;
  }
  const ok = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");

  it("a player pans with one finger, pinches with two and drags their token; the GM's tools fold away", async () => {
    const t = await createTableOver(server.url, "lucky13", "Pocket map");
    const ashSeat = await joinOver(server.url, t, "Ash");
    const gm = await socket(t.gm);
    const ash = await socket(ashSeat);
    // The scene, made over the GM's socket (the GM's desk has tests of its own): 10 × 8 squares,
    // Ash's Wren, a marker the GM placed, shown to the players.
    ok(await ash.intent(character("Wren")));
    const grid: SceneGrid = {
      kind: "square",
      cols: 10,
      rows: 8,
      size: 50,
      offsetX: 0,
      offsetY: 0,
      cellDistance: 1,
    };
    ok(await gm.intent({ type: "scene.create", name: "Alley", grid }));
    const sceneEvent = gm
      .events()
      .map((m) => m.event as { type: string; scene?: { id: string } })
      .find((e) => e.type === "scene.created")!;
    const scene = sceneEvent.scene!.id;
    const wrenAt: Cell = { col: 1, row: 1 };
    ok(await gm.intent({ type: "token.place", scene, character: "wren", cell: wrenAt }));
    ok(
      await gm.intent({
        type: "token.place",
        scene,
        character: null,
        label: "Crate",
        cell: { col: 8, row: 6 },
      }),
    );
    ok(await gm.intent({ type: "scene.activate", scene }));

    const w: Watched = await openSeat(phone, server.url, ashSeat);
    const p = w.page;
    const fingers = new Fingers(await phone.newCDPSession(p));
    // The page opened on the Log tab, the map hidden; the Map tab shows it, fitted to the screen.
    await p.getByRole("button", { name: "Map", exact: true }).tap();
    await p.getByRole("heading", { name: "Alley", level: 2 }).waitFor(T);
    await canvas(p).waitFor({ state: "visible", ...T });
    const box = (await canvas(p).boundingBox())!;
    const [cw, ch] = (await canvas(p).evaluate((e) => [e.clientWidth, e.clientHeight])) as number[];
    const fitted = fitScene({ grid, image: null }, cw!, ch!);
    await expect.poll(() => liveView(p), T).toEqual(fitted);
    // The map lies on the screen, above the tab bar, as wide as the phone allows, with no sideways scroll.
    const tabbar = (await p.locator(".tabbar").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(tabbar.y);
    expect(box.width).toBeGreaterThan(330);
    expect(box.height).toBeGreaterThan(360);
    expect(await sidewaysOverflow(p)).toBe(0);
    // Every control on the map is a finger's target: at least 44 px high (the zoom buttons wide too).
    const targets = await p
      .locator(".map-panel button")
      .evaluateAll((els) =>
        els.map((e) => [e.textContent, e.getBoundingClientRect().height, e.getBoundingClientRect().width]),
      );
    expect(targets.length).toBeGreaterThan(4);
    for (const [label, h] of targets) expect(h, String(label)).toBeGreaterThanOrEqual(44);
    for (const b of await p.locator(".map-zoom button").all())
      expect((await b.boundingBox())!.width).toBeGreaterThanOrEqual(44);
    expect(
      await p.evaluate('getComputedStyle(document.querySelector("canvas.map-canvas")).touchAction'),
    ).toBe("none");
    await shot(p, "map-touch-1-fitted-player");

    /** A cell's centre on the page, by the view the map draws with now. */
    const at = async (c: Cell, dy = 0): Promise<Point> => {
      const v = await liveView(p);
      const b = (await canvas(p).boundingBox())!;
      const px = cellCentre(grid, c);
      const s = toScreen(v, px.x, px.y);
      return { x: b.x + s.x, y: b.y + s.y + dy };
    };

    // 1. Drag: the finger lands 20 px below Wren's centre (the next cell down, at this scale a token
    // is ~27 px across), settles on her, and walks three squares east. The path shows while held.
    const v0 = await liveView(p);
    expect(grid.size * v0.k).toBeLessThan(40);
    const start = await at(wrenAt, 20);
    const route = [wrenAt, { col: 2, row: 1 }, { col: 3, row: 1 }, { col: 4, row: 1 }];
    await fingers.down(start);
    let last = start;
    for (const c of route) {
      const next = await at(c);
      await fingers.move([last], [next], 6);
      last = next;
    }
    await expect
      .poll(() => p.locator(".map-info").textContent(), T)
      .toBe("Wren: 3 steps, 3 squares straight");
    await shot(p, "map-touch-2-drag-held");
    const movesBefore = gm.messages.length;
    await fingers.up();
    // Committed on the server: the GM's socket hears the move, ending where the finger let go.
    const moved = await gm.next(
      (m) => m.type === "event" && (m.event as { type: string }).type === "token.moved",
      10_000,
      movesBefore,
    );
    const path = (moved.event as { path: Cell[] }).path;
    expect(path).toEqual(route);
    const wrenId = (moved.event as { token: string }).token;
    await expect
      .poll(() => p.locator(`.map-token-list li[data-token="${wrenId}"]`).getAttribute("data-col"), T)
      .toBe("4");
    // The token is drawn where it went, and the log says it in words.
    const wrenNow = await at(route[3]!, grid.size * 0.3 * v0.k);
    const tokenColour = await pixelAt(p, wrenNow);
    expect(tokenColour).not.toEqual(await pixelAt(p, await at({ col: 6, row: 4 }, grid.size * 0.3 * v0.k)));
    await expect.poll(() => p.locator(".area-log").textContent(), T).toContain("Wren moves 3 squares");
    // Nothing else moved: no pan or zoom came of the drag.
    expect(await liveView(p)).toEqual(v0);

    // 2. One finger on empty ground pans the map by exactly the finger's travel.
    const e0 = await at({ col: 6, row: 5 });
    const empty = { x: Math.round(e0.x), y: Math.round(e0.y) };
    const delta = { x: -70, y: -45 };
    await fingers.down(empty);
    await fingers.move([empty], [{ x: empty.x + delta.x, y: empty.y + delta.y }], 12);
    await fingers.up();
    const v1 = await liveView(p);
    expect(v1.k).toBe(v0.k);
    // Within a pixel: the touch points are whole pixels on the way through Chromium.
    expect(Math.abs(v1.x - (v0.x + delta.x))).toBeLessThanOrEqual(1);
    expect(Math.abs(v1.y - (v0.y + delta.y))).toBeLessThanOrEqual(1);
    // The drawing followed: Wren's colour is now where her token was, moved by the pan.
    expect(await pixelAt(p, { x: wrenNow.x + v1.x - v0.x, y: wrenNow.y + v1.y - v0.y })).toEqual(tokenColour);
    await shot(p, "map-touch-3-panned");

    // 3. Two fingers 80 px apart around the canvas's middle spread to 160 px: twice the scale, the
    // ground under their midpoint stays under it.
    const b = (await canvas(p).boundingBox())!;
    const mid = { x: Math.round(b.x + b.width / 2), y: Math.round(b.y + b.height / 2) };
    const from = [
      { x: mid.x - 40, y: mid.y },
      { x: mid.x + 40, y: mid.y },
    ];
    const to = [
      { x: mid.x - 80, y: mid.y },
      { x: mid.x + 80, y: mid.y },
    ];
    await fingers.down(...from);
    await fingers.move(from, to, 10);
    await fingers.up();
    const v2 = await liveView(p);
    const local = { x: mid.x - b.x, y: mid.y - b.y };
    const expected = pinchView(v1, local, local, 2);
    expect(Math.abs(v2.k / expected.k - 1)).toBeLessThan(0.01);
    expect(Math.abs(v2.x - expected.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(v2.y - expected.y)).toBeLessThanOrEqual(2);
    await expect.poll(() => p.locator(".map-zoom-level").textContent(), T).toBe(`${Math.round(v2.k * 100)}%`);
    // Neither gesture moved a token or placed anything: Wren is still where she was dropped.
    expect(await p.locator(`.map-token-list li[data-token="${wrenId}"]`).getAttribute("data-col")).toBe("4");
    await shot(p, "map-touch-4-pinched");

    // 4. Fit, tapped, brings the whole scene back.
    await p.getByRole("button", { name: "Fit the whole scene" }).tap();
    await expect.poll(() => liveView(p), T).toEqual(fitted);
    expect(w.errors).toEqual([]);

    // The GM on a phone: the scene tools start folded, the map has the screen; they open with a tap.
    const g = await openSeat(phone, server.url, t.gm);
    await g.page.getByRole("button", { name: "Map", exact: true }).tap();
    await canvas(g.page).waitFor({ state: "visible", ...T });
    const tools = g.page.locator("details.map-gm-tools");
    expect(await tools.getAttribute("open")).toBeNull();
    const gbox = (await canvas(g.page).boundingBox())!;
    expect(gbox.y + gbox.height).toBeLessThanOrEqual((await g.page.locator(".tabbar").boundingBox())!.y);
    expect(gbox.height).toBeGreaterThan(300);
    await shot(g.page, "map-touch-5-gm-folded");
    await tools.locator(":scope > summary").tap();
    await g.page.getByLabel("Place", { exact: true }).waitFor(T);
    await shot(g.page, "map-touch-6-gm-tools");
    expect(g.errors).toEqual([]);
  }, 240_000);
});
