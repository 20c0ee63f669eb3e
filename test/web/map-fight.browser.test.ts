// Issue 17's "Done when" for the scene map, in a real headless Chromium against the real server,
// with a GM and two players in separate browser contexts, everything done through the map's own
// controls (pointer presses and drags at cell centres on the canvas, the GM's scene tools):
//
// 1. Dice Engine on pointy hexes: the GM makes a scene, places two NPCs and a player's PC and shows
//    it; the GM's attack from the map fills the attack form at 3 m (outside the Machine Pistol's
//    optimum band: −2) and, after the player drags their token 3 hexes away (the path and its price
//    shown while dragging, the Move paid on the tick tracker: the PC's tick rises by the book's run
//    cost), again at 6 m (+0): the odds of the hit rise; a sphere template's "Inside" list and the
//    explosion it drafts hold exactly the tokens whose cells the book's inclusion rule covers.
// 2. Lucky 13 on squares: a diagonal drag measured by the ruleset's metric (every diagonal step one
//    square), then an attack from the GM's desk between the tokens' characters.
// 3. Fog: the GM reveals two regions one after the other; after each, both players' maps list
//    exactly the party's tokens plus those inside revealed regions, and their frames carry no other
//    token; a hidden marker inside a revealed region is in no player's frame from the first to the
//    last, also after a player reloads (a resync from a fresh welcome).
// Screenshots: test-artifacts/web/map-fight-*.png.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellCentre, gridPixelSize, revealed } from "../../src/engine/scene/grid.js";
import type { Cell, Scene, SceneGrid } from "../../src/engine/scene/types.js";
import { cellKey } from "../../src/engine/scene/types.js";
import { diceEngineGeometry } from "../../src/rulesets/dice-engine/geometry.js";
import { fitView, toScreen, type View } from "../../web/src/map/view.js";
import { TestClient } from "../server/support/client.js";
import { character, ROOT } from "../server/support/harness.js";
import { HAS_CHROMIUM, launch, NO_CHROMIUM_MESSAGE, shot, type Watched } from "./support/browser.js";
import { createTableOver, importCharacter, joinOver, openSeat, type Seat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const example = (file: string) =>
  JSON.parse(readFileSync(join(ROOT, "examples/dice-engine", file), "utf8")) as Record<string, unknown>;

interface Seated extends Watched {
  frames: string[];
  /** The map's view as the page last drew it (null until its map shows a scene). */
  view: View | null;
}

const T = { timeout: 15_000, interval: 100 };

/** The tokens a page's map lists (its text form): id → cell. */
async function listed(page: Page): Promise<Record<string, Cell>> {
  const rows = await page
    .locator(".map-token-list li[data-token]")
    .evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute("data-token") ?? "",
        Number(e.getAttribute("data-col")),
        Number(e.getAttribute("data-row")),
      ]),
    );
  return Object.fromEntries(rows.map(([id, col, row]) => [id, { col, row }])) as Record<string, Cell>;
}

/** Each participant's tick as the tracker shows it: id → tick. */
async function ticksOf(page: Page): Promise<Record<string, number>> {
  const rows = await page
    .getByRole("list", { name: "Acting order" })
    .locator(".tracker-row")
    .evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute("data-participant"),
        e.querySelector(".tracker-value")?.textContent ?? "",
      ]),
    );
  return Object.fromEntries(rows.map(([id, v]) => [id, Number(String(v).replace(/^tick /, ""))]));
}

const actingNow = (page: Page) =>
  page
    .getByRole("list", { name: "Acting order" })
    .locator(".tracker-row.now")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-participant") ?? ""));

describe.skipIf(!HAS_CHROMIUM)("a fight on the scene map in Chromium (issue 17)", () => {
  let server: WebServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const sockets: TestClient[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    for (let i = 0; i < 3; i++)
      contexts.push(await browser.newContext({ viewport: { width: 1440, height: 900 } }));
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) await s.close();
    await browser?.close();
    await server?.stop();
  });

  async function seat(context: BrowserContext, s: Seat): Promise<Seated> {
    const frames: string[] = [];
    const w = await openSeat(context, server.url, s, async (page) => {
      page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
    });
    return { ...w, frames, view: null };
  }

  async function socket(s: Seat): Promise<TestClient> {
    const c = await TestClient.join(`${server.url.replace(/^http/, "ws")}/ws`, s.table, s.token);
    sockets.push(c);
    return c;
  }

  const canvas = (p: Page) => p.locator("canvas.map-canvas");

  /**
   * The view the page's map draws with now (MapPanel writes it on the canvas each frame). Nobody
   * pans or zooms in these tests, so it is the fitted view: the whole grid, fitted again whenever
   * the canvas changes size (a form opening below it), which is why it is read before each press.
   */
  async function liveView(p: Page): Promise<View> {
    // Two frames: the latest draw has happened, with the layout as it is now.
    await p.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
    const v = await canvas(p).getAttribute("data-view");
    const [x, y, k] = (v ?? "").split(",").map(Number);
    if (!v || !Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(k))
      throw new Error(`the map's canvas has no view (${v})`);
    return { x: x!, y: y!, k: k! };
  }

  /** Called once the page's map first shows a scene: checks the view is the whole grid, fitted. */
  async function fixView(w: Seated, grid: SceneGrid): Promise<void> {
    await canvas(w.page).waitFor({ state: "visible", ...T });
    const size = gridPixelSize(grid);
    const fitted = async () => {
      const v = await liveView(w.page);
      const [cw, ch] = (await canvas(w.page).evaluate((e) => [e.clientWidth, e.clientHeight])) as number[];
      return { v, fit: fitView(size.width, size.height, cw!, ch!) };
    };
    await expect
      .poll(async () => {
        const { v, fit } = await fitted();
        return { dx: v.x - fit.x, dy: v.y - fit.y, dk: v.k - fit.k };
      }, T)
      .toEqual({ dx: 0, dy: 0, dk: 0 });
    w.view = await liveView(w.page);
  }

  /** Where a cell's centre is on the page now (the canvas may have moved down the page since). */
  async function at(w: Seated, grid: SceneGrid, c: Cell): Promise<{ x: number; y: number }> {
    if (!w.view) throw new Error("no view fixed for this page's map");
    w.view = await liveView(w.page);
    const box = await canvas(w.page).boundingBox();
    if (!box) throw new Error("the map's canvas has no box");
    const px = cellCentre(grid, c);
    const s = toScreen(w.view, px.x, px.y);
    return { x: box.x + s.x, y: box.y + s.y };
  }

  async function tap(w: Seated, grid: SceneGrid, c: Cell): Promise<void> {
    await canvas(w.page).scrollIntoViewIfNeeded();
    const p = await at(w, grid, c);
    await w.page.mouse.click(p.x, p.y);
  }

  /** Presses on the first cell, moves through every cell of the path, and (unless `hold`) lets go. */
  async function drag(w: Seated, grid: SceneGrid, path: Cell[], hold = false): Promise<void> {
    await canvas(w.page).scrollIntoViewIfNeeded();
    const first = await at(w, grid, path[0]!);
    await w.page.mouse.move(first.x, first.y);
    await w.page.mouse.down();
    for (const c of path.slice(1)) {
      const p = await at(w, grid, c);
      await w.page.mouse.move(p.x, p.y, { steps: 4 });
    }
    if (!hold) await w.page.mouse.up();
  }

  /**
   * The colour the page's canvas shows a little below a cell's centre (inside a token's disc, under
   * its letter), as [r, g, b]. The contexts draw at one device pixel per CSS pixel.
   */
  async function pixelBelowCentre(w: Seated, grid: SceneGrid, c: Cell): Promise<number[]> {
    if (!w.view) throw new Error("no view fixed for this page's map");
    w.view = await liveView(w.page);
    const px = cellCentre(grid, c);
    const s = toScreen(w.view, px.x, px.y + grid.size * 0.3);
    return (await w.page.evaluate(
      `Array.from(document.querySelector("canvas.map-canvas").getContext("2d").getImageData(${Math.round(s.x)}, ${Math.round(s.y)}, 1, 1).data.slice(0, 3))`,
    )) as number[];
  }
  /** A player's fog colour (draw.ts). */
  const FOG = [0x1d, 0x1d, 0x24];

  const mode = (p: Page, name: string) =>
    p.getByRole("toolbar", { name: "Map tools" }).getByRole("button", { name, exact: true }).click();

  /** The GM makes a scene in the New scene form. */
  async function newScene(gm: Seated, name: string, grid: SceneGrid): Promise<void> {
    const map = gm.page.locator(".map-panel");
    await map.getByText("New scene").click();
    await map.getByLabel("Scene name").fill(name);
    await expect.poll(() => map.getByLabel("Grid").inputValue(), T).toBe(grid.kind);
    await map.getByLabel("Columns").fill(String(grid.cols));
    await map.getByLabel("Rows").fill(String(grid.rows));
    await map.getByLabel("Cell size (px)").fill(String(grid.size));
    await map.getByRole("button", { name: "Create scene" }).click();
    await gm.page.getByRole("heading", { name, level: 2 }).waitFor(T);
    // The form folds away, so the map keeps the room it was fitted in.
    await map.getByText("New scene").click();
    await map.locator("details.map-new-scene:not([open])").waitFor(T);
  }

  /** The GM places a character's token (or, with `who` null, a marker) at a cell. */
  async function place(gm: Seated, grid: SceneGrid, who: string | null, c: Cell, hidden = false) {
    const map = gm.page.locator(".map-panel");
    const before = Object.keys(await listed(gm.page)).length;
    await map.getByLabel("Place", { exact: true }).selectOption({ label: who ?? "A marker" });
    const box = map.getByLabel("hidden", { exact: true });
    if ((await box.isChecked()) !== hidden) await box.click();
    await map.getByRole("button", { name: "Place on the map" }).click();
    await map.getByText(/^Tap a cell to place/).waitFor(T);
    await tap(gm, grid, c);
    await expect.poll(async () => Object.keys(await listed(gm.page)).length, T).toBe(before + 1);
    if (hidden) await box.click();
  }

  /** The odds the map's attack draft shows: outcome → probability. */
  async function draftOdds(p: Page): Promise<Record<string, number>> {
    const odds = p.locator(".map-draft [data-testid=action-odds]");
    await odds.waitFor(T);
    const rows = await odds
      .locator(".outcome-row")
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute("data-outcome"), e.getAttribute("data-probability")]),
      );
    return Object.fromEntries(rows.map(([k, v]) => [k, Number(v)]));
  }

  it("Dice Engine on hexes: a drag paid on the tracker, attacks at two ranges, a sphere's catch", async () => {
    const t = await createTableOver(server.url, "dice-engine", "Hex fight");
    const [pipSeat, quillSeat] = [
      await joinOver(server.url, t, "Pip"),
      await joinOver(server.url, t, "Quill"),
    ];
    const gm = await seat(contexts[0]!, t.gm);
    const pip = await seat(contexts[1]!, pipSeat);
    const quill = await seat(contexts[2]!, quillSeat);
    const g = gm.page;

    // The cast: Wren (Pip's), Bruno and Ilse (the GM's); Bruno carries Wren's kit's Machine Pistol
    // (optimum 5–20 m, max 60 m), given with the Equip action as the GM's own intent.
    await importCharacter(g, example("wren.json") as { name: string }, undefined, "Pip");
    await importCharacter(g, example("bruno.json") as { name: string });
    await importCharacter(g, example("ilse.json") as { name: string });
    const kit = example("wren.kit.json") as { equipment: { weapons: { name: string }[] } };
    const pistol = kit.equipment.weapons.find((w) => w.name === "Machine Pistol");
    const gmSocket = await socket(t.gm);
    const equipped = await gmSocket.intent({
      type: "action",
      action: "equip",
      params: { actor: "bruno-hale", equipment: { weapons: [pistol] } },
    });
    expect(equipped.type, JSON.stringify(equipped)).toBe("ack");

    // The scene: 12 × 8 pointy hexes, a metre each (the form's defaults for the Dice Engine).
    const grid: SceneGrid = {
      kind: "hex-pointy",
      cols: 12,
      rows: 8,
      size: 60,
      offsetX: 0,
      offsetY: 0,
      cellDistance: 1,
    };
    await newScene(gm, "The crossing", grid);
    await fixView(gm, grid);
    const wrenAt = { col: 6, row: 2 };
    const brunoAt = { col: 9, row: 2 };
    const ilseAt = { col: 7, row: 3 };
    await place(gm, grid, "Wren Adair", wrenAt);
    await place(gm, grid, "Bruno Hale", brunoAt);
    await place(gm, grid, "Ilse Varn", ilseAt);
    const tokens = await listed(g);
    const ids = Object.fromEntries(
      await g
        .locator(".map-token-list li[data-token]")
        .evaluateAll((els) =>
          els.map((e) => [(e.textContent ?? "").split(",")[0], e.getAttribute("data-token")]),
        ),
    ) as Record<string, string>;
    expect(tokens[ids["Wren Adair"]!]).toEqual(wrenAt);
    expect(tokens[ids["Bruno Hale"]!]).toEqual(brunoAt);
    expect(tokens[ids["Ilse Varn"]!]).toEqual(ilseAt);
    await g.getByRole("button", { name: "Show to players", exact: true }).click();
    for (const w of [pip, quill]) {
      await w.page.getByRole("heading", { name: "The crossing", level: 2 }).waitFor(T);
      await fixView(w, grid);
      await expect.poll(() => listed(w.page), T).toEqual(tokens);
    }
    await shot(g, "map-fight-1-de-scene-gm");

    // The fight starts: everyone on the tick tracker.
    for (const box of await g.locator(".start-encounter input[type=checkbox]").all())
      if (!(await box.isChecked())) await box.check();
    await g.getByTestId("start-encounter").click();
    await expect
      .poll(async () => Object.keys(await ticksOf(g)).sort(), T)
      .toEqual(["bruno-hale", "ilse-varn", "wren-adair"]);

    // The GM's attack from the map: Bruno, then Wren, 3 m apart.
    await mode(g, "Attack");
    await tap(gm, grid, brunoAt);
    await g.locator(".map-info").getByText("Bruno Hale attacks… now choose the target").waitFor(T);
    await tap(gm, grid, wrenAt);
    const draft = g.locator(".map-draft");
    await draft
      .getByText("3 m: outside Machine Pistol's optimum range (optimum 5–20 m, max 60 m), -2 (DE-ATK-2)")
      .waitFor(T);
    await expect.poll(() => g.locator(".map-info").textContent(), T).toBe("Bruno Hale → Wren Adair: 3 m");
    const near = await draftOdds(g);
    await shot(g, "map-fight-2-de-attack-3m");
    await draft.getByRole("button", { name: "Close", exact: true }).click();

    // Wren must be acting now to move in the fight: whoever acts before her spends a few ticks.
    for (let i = 0; i < 12 && !(await actingNow(g)).includes("wren-adair"); i++) {
      const form = g.locator("form.spend-ticks");
      const who = (await actingNow(g))[0]!;
      await form.getByLabel("Who acts").selectOption(who);
      await form.getByLabel("Action", { exact: true }).fill("waits");
      await form.getByLabel("Cost (ticks)").fill("3");
      const before = await ticksOf(g);
      await form.getByRole("button", { name: "Spend ticks" }).click();
      await expect.poll(() => ticksOf(g), T).not.toEqual(before);
    }
    expect(await actingNow(g)).toContain("wren-adair");
    const ticksBefore = await ticksOf(g);

    // Pip drags Wren three hexes west: the path and its price show while the pointer is down.
    const path = [wrenAt, { col: 5, row: 2 }, { col: 4, row: 2 }, { col: 3, row: 2 }];
    await expect.poll(() => listed(pip.page), T).toEqual(tokens);
    await drag(pip, grid, path, true);
    await expect
      .poll(() => pip.page.locator(".map-info").textContent(), T)
      .toMatch(/^Wren Adair: 3 steps, 3 m straight, walked 3 m, costs 2 initiative/);
    await shot(pip.page, "map-fight-3-de-drag-player");
    await pip.page.mouse.up();
    const moved = { ...tokens, [ids["Wren Adair"]!]: path[3]! };
    for (const w of [gm, pip, quill]) await expect.poll(() => listed(w.page), T).toEqual(moved);
    // The Move was paid on the tracker: the book's run costs 2 initiative (DE-ACT-6), nobody else moved.
    await expect
      .poll(() => ticksOf(g), T)
      .toEqual({ ...ticksBefore, "wren-adair": ticksBefore["wren-adair"]! + 2 });
    await expect.poll(() => ticksOf(pip.page), T).toEqual(await ticksOf(g));
    await shot(g, "map-fight-4-de-moved-gm");

    // The same attack at 6 m, inside the optimum band: +0, and the hit is likelier.
    await mode(g, "Attack");
    await tap(gm, grid, brunoAt);
    await tap(gm, grid, path[3]!);
    await draft
      .getByText("6 m: within Machine Pistol's optimum range (optimum 5–20 m, max 60 m), +0")
      .waitFor(T);
    const far = await draftOdds(g);
    expect(near.hit).toBeGreaterThan(0);
    expect(far.hit).toBeGreaterThan(near.hit!);
    await shot(g, "map-fight-5-de-attack-6m");
    await draft.getByRole("button", { name: "Close", exact: true }).click();

    // A sphere of 3 m centred two hexes from Wren's new cell: the book's inclusion rule (centre inside,
    // boundary inclusive) decides who is caught; the map's Inside list and the explosion it drafts
    // name exactly those.
    await mode(g, "Area");
    await g.locator(".map-area-tool").getByLabel("Template").waitFor(T);
    const origin = { col: 5, row: 1 };
    const placed = {
      id: "draft",
      shape: "sphere",
      size: { radius: 3, damage: 20 },
      origin,
      toward: null,
    };
    const covered = new Set(diceEngineGeometry.cellsInArea!(grid, placed).map(cellKey));
    const nameOf = Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]));
    const caught = Object.entries(moved)
      .filter(([, c]) => covered.has(cellKey(c)))
      .map(([id]) => nameOf[id]!)
      .sort();
    // Not everyone and not nobody, so the template's edge is what is tested (Bruno is 4 m out).
    expect(caught).toEqual(["Ilse Varn", "Wren Adair"]);
    await tap(gm, grid, origin);
    const inside = g.locator(".map-panel").getByText(/^Inside: /);
    await expect
      .poll(
        async () =>
          ((await inside.textContent()) ?? "")
            .replace(/^Inside: /, "")
            .split(", ")
            .sort(),
        T,
      )
      .toEqual(caught);
    await shot(g, "map-fight-6-de-sphere");
    await g.getByRole("button", { name: `Act on these ${caught.length}` }).click();
    await draft
      .getByText(`${caught.length} caught: each takes 20 less the metres to the centre (DE-EXPLO-1)`)
      .waitFor(T);
    await expect.poll(() => g.locator(".map-draft form").getAttribute("data-action"), T).toBe("explosion");
    await shot(g, "map-fight-7-de-explosion-form");

    for (const w of [gm, pip, quill]) expect(w.errors).toEqual([]);
  }, 240_000);

  it("Lucky 13 on squares, then fog revealed step by step with a hidden marker", async () => {
    const t = await createTableOver(server.url, "lucky13", "Square fight");
    const [ashSeat, boSeat] = [await joinOver(server.url, t, "Ash"), await joinOver(server.url, t, "Bo")];
    // The characters, made over sockets (the builders have tests of their own): each player's own,
    // and two of the GM's.
    for (const [s, name] of [
      [ashSeat, "Wren"],
      [boSeat, "Mara"],
      [t.gm, "Guard"],
      [t.gm, "Scout"],
    ] as const) {
      const ack = await (await socket(s)).intent(character(name));
      expect(ack.type, JSON.stringify(ack)).toBe("ack");
    }
    const gm = await seat(contexts[0]!, t.gm);
    const ash = await seat(contexts[1]!, ashSeat);
    const bo = await seat(contexts[2]!, boSeat);
    const g = gm.page;

    const grid: SceneGrid = {
      kind: "square",
      cols: 12,
      rows: 8,
      size: 60,
      offsetX: 0,
      offsetY: 0,
      cellDistance: 1,
    };
    await newScene(gm, "The vault", grid);
    await fixView(gm, grid);
    // Fog first, then the tokens, then the players see it.
    const fog = g.locator(".map-panel").getByLabel("Fog of war");
    await fog.click();
    await expect.poll(() => fog.isChecked(), T).toBe(true);
    const at0: Record<string, Cell> = {
      Wren: { col: 1, row: 1 },
      Mara: { col: 1, row: 6 },
      Guard: { col: 6, row: 2 },
      Scout: { col: 10, row: 5 },
    };
    for (const [name, c] of Object.entries(at0)) await place(gm, grid, name, c);
    const hiddenAt = { col: 9, row: 6 };
    await place(gm, grid, null, hiddenAt, true);
    const ids = Object.fromEntries(
      await g
        .locator(".map-token-list li[data-token]")
        .evaluateAll((els) =>
          els.map((e) => [(e.textContent ?? "").split(",")[0], e.getAttribute("data-token")]),
        ),
    ) as Record<string, string>;
    const hiddenId = ids.Marker!;
    expect(await g.locator(`.map-token-list li[data-token="${hiddenId}"]`).textContent()).toMatch(
      /hidden from players/,
    );
    await g.getByRole("button", { name: "Show to players", exact: true }).click();

    const everyToken = Object.keys(await listed(g));
    const party = [ids.Wren!, ids.Mara!];
    /** The token ids a player's frames carry. */
    const tokensInFrames = (w: Seated) =>
      everyToken.filter((id) => w.frames.some((f) => f.includes(`"${id}"`)));
    const neverHidden = (w: Seated) => {
      for (const f of w.frames) {
        expect(f).not.toContain(hiddenId);
        expect(f).not.toContain('"Marker"');
      }
    };
    async function playersSee(expected: string[]) {
      for (const w of [ash, bo]) {
        await expect
          .poll(async () => Object.keys(await listed(w.page)).sort(), T)
          .toEqual([...expected].sort());
        expect(tokensInFrames(w).sort()).toEqual([...expected].sort());
        neverHidden(w);
      }
    }
    for (const w of [ash, bo]) {
      await w.page.getByRole("heading", { name: "The vault", level: 2 }).waitFor(T);
      await fixView(w, grid);
    }
    // Fog everywhere: the party sees itself only.
    await playersSee(party);
    // On the canvas too: the party's tokens stand on the fog, an empty cell in it is fog.
    for (const c of [at0.Wren!, at0.Mara!])
      await expect.poll(() => pixelBelowCentre(ash, grid, c), T).not.toEqual(FOG);
    expect(await pixelBelowCentre(ash, grid, { col: 3, row: 6 })).toEqual(FOG);
    await shot(ash.page, "map-fight-8-fog-closed-player");

    // Ash drags Wren three squares diagonally: three steps, three squares (every step one square).
    const path = [at0.Wren!, { col: 2, row: 2 }, { col: 3, row: 3 }, { col: 4, row: 4 }];
    await drag(ash, grid, path, true);
    await expect
      .poll(() => ash.page.locator(".map-info").textContent(), T)
      .toBe("Wren: 3 steps, 3 squares straight");
    await ash.page.mouse.up();
    await expect.poll(async () => (await listed(g))[ids.Wren!], T).toEqual(path[3]);
    await expect.poll(async () => (await listed(bo.page))[ids.Wren!], T).toEqual(path[3]);
    // The ruler measures the same way: a knight-ish 5 across and 2 down is 5 squares.
    await mode(ash.page, "Ruler");
    await drag(ash, grid, [
      { col: 0, row: 0 },
      { col: 5, row: 2 },
    ]);
    await expect.poll(() => ash.page.locator(".map-info").textContent(), T).toBe("Ruler: 5 squares");

    // Step 1: the GM reveals the room around the Guard (columns 5–7, rows 1–3).
    const regions: { col: number; row: number; cols: number; rows: number }[] = [];
    const reveal = async (from: Cell, to: Cell) => {
      await mode(g, "Reveal fog");
      await drag(gm, grid, [from, to]);
      regions.push({
        col: Math.min(from.col, to.col),
        row: Math.min(from.row, to.row),
        cols: Math.abs(from.col - to.col) + 1,
        rows: Math.abs(from.row - to.row) + 1,
      });
    };
    /** The tokens the players should see: the party, and whatever stands in a revealed region. */
    const expectedNow = async () => {
      const now = await listed(g);
      const scene = {
        grid,
        fog: {
          enabled: true,
          revealed: regions.map((r, i) => ({ kind: "rect" as const, id: `r${i}`, ...r })),
        },
      } as unknown as Scene;
      return Object.entries(now)
        .filter(([id, c]) => id !== hiddenId && (party.includes(id) || revealed(scene, c)))
        .map(([id]) => id);
    };
    await reveal({ col: 5, row: 1 }, { col: 7, row: 3 });
    const step1 = await expectedNow();
    expect(step1.sort()).toEqual([...party, ids.Guard!].sort());
    await playersSee(step1);
    await shot(g, "map-fight-9-fog-step1-gm");
    await shot(bo.page, "map-fight-10-fog-step1-player");

    // Step 2: the east end (columns 8–11, rows 4–7), where the Scout stands and the hidden marker lies.
    await reveal({ col: 8, row: 4 }, { col: 11, row: 7 });
    const step2 = await expectedNow();
    expect(step2.sort()).toEqual([...party, ids.Guard!, ids.Scout!].sort());
    await playersSee(step2);
    await shot(ash.page, "map-fight-11-fog-step2-player");

    // An attack in the vault from the GM's desk: the Guard on Wren (the book has no ranges, so the
    // map drafts none; L13-WPN-4), and its card reaches the players.
    await g.getByLabel("Any action, for anyone").selectOption("attack");
    const act = g.locator('.gm-panel form[data-action="attack"]');
    await act.getByLabel(/^Attacker\b/).selectOption({ label: "Guard" });
    await act.getByLabel(/^Defender\b/).selectOption({ label: "Wren" });
    await act.getByTestId("action-odds").waitFor(T);
    await act.getByTestId("do-attack").click();
    await expect.poll(() => ash.page.getByTestId("roll-entry").last().textContent(), T).toMatch(/Guard/);
    await shot(ash.page, "map-fight-12-l13-attack-player");

    // A resync: Bo reloads; the fresh welcome carries the same tokens and still not the hidden one.
    await bo.page.reload();
    await bo.page.getByTestId("status").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });
    await playersSee(step2);
    for (const w of [gm, ash, bo]) expect(w.errors).toEqual([]);
  }, 240_000);
});
