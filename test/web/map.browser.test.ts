// The scene map in a real headless Chromium against the real server (issue 17). The map row sits
// above the log without pushing the log or the tracker out of sight; the GM's New scene form starts
// from the ruleset's geometry (Dice Engine: pointy hexes, metres; Lucky 13: squares); a player with
// no scene shown sees a line saying so; on a phone the map is a tab of its own. Screenshots:
// test-artifacts/web/map-{gm,player}-{desktop,phone}.png.

import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe.skipIf(!HAS_CHROMIUM)("the scene map in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let desk: BrowserContext;
  let phone: BrowserContext;
  let de: NewTable;
  let gm: Watched;
  let player: Watched;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    de = await createTableOver(server.url, "dice-engine", "Hex crossing");
    gm = await openSeat(desk, server.url, de.gm);
    player = await openSeat(desk, server.url, await joinOver(server.url, de, "Pip"));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 15_000 };

  it("GM, desktop: the New scene form starts from the Dice Engine's geometry; the log keeps its room", async () => {
    const p = gm.page;
    const map = p.locator(".map-panel");
    await map.getByText("New scene").click();
    const grid = map.getByLabel("Grid");
    await expect.poll(() => grid.inputValue(), T).toBe("hex-pointy");
    // Only the grids the ruleset measures, in words.
    expect(await grid.locator("option").allTextContents()).toEqual([
      "Hexes, pointy top",
      "Hexes, flat top",
      "Squares",
    ]);
    await map.getByText("One cell is (m)").waitFor(T);
    expect(await map.getByLabel("One cell is (m)").inputValue()).toBe("1");
    // With the form open the map row is capped: the log column keeps most of its height.
    const log = await p.locator(".area-log").boundingBox();
    expect(log?.height ?? 0).toBeGreaterThan(400);
    const bad = await seriousViolations(p);
    expect(bad, describeViolations(bad)).toEqual([]);
    await shot(p, "map-gm-desktop");
    expect(gm.errors).toEqual([]);
  });

  it("player, desktop: no scene shown yet, in words, and no GM tools", async () => {
    const p = player.page;
    await p.locator(".map-panel").getByText("The GM has not shown a map yet.").waitFor(T);
    expect(await p.locator(".map-panel").getByText("New scene").count()).toBe(0);
    await shot(p, "map-player-desktop");
    expect(player.errors).toEqual([]);
  });

  it("phone: the map is a tab of its own", async () => {
    const w = await openSeat(phone, server.url, de.gm);
    const p = w.page;
    await p.getByRole("button", { name: "Map", exact: true }).click();
    const map = p.locator(".map-panel");
    await map.waitFor({ state: "visible", ...T });
    expect(await p.locator(".area-log").isVisible()).toBe(false);
    await map.getByText("New scene").click();
    await expect.poll(() => map.getByLabel("Grid").inputValue(), T).toBe("hex-pointy");
    await shot(p, "map-gm-phone");
    expect(w.errors).toEqual([]);
  });

  it("Lucky 13: the New scene form starts on squares", async () => {
    const l13 = await createTableOver(server.url, "lucky13", "Square room");
    const w = await openSeat(desk, server.url, l13.gm);
    const map = w.page.locator(".map-panel");
    await map.getByText("New scene").click();
    await expect.poll(() => map.getByLabel("Grid").inputValue(), T).toBe("square");
    await map.getByText("One cell is (squares)").waitFor(T);
    expect(w.errors).toEqual([]);
  });
});
