// A scene's background image in a real headless Chromium against the real server (issue 17): the
// GM's New scene form refuses a text file dressed as a PNG with the server's words, then uploads a
// real PNG; once the GM shows the scene, the player's canvas draws it under the grid (its pixels
// are sampled), fetched with the player's token in a header, never in a URL. The GM then removes
// the background and the player's canvas goes back to the plain map. Screenshots:
// test-artifacts/web/map-background-{gm,player}.png.

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solidPng } from "../server/support/png.js";
import { HAS_CHROMIUM, launch, NO_CHROMIUM_MESSAGE, shot, type Watched } from "./support/browser.js";
import { createTableOver, joinOver, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

/** Share of the map canvas's pixels close to the colour, read back from the canvas itself. */
function shareOf(page: Page, [r, g, b]: [number, number, number]): Promise<number> {
  // A string, run in the page: the test's own TypeScript has no DOM types.
  return page.evaluate(`(() => {
    const cv = document.querySelector(".map-panel canvas");
    const ctx = cv && cv.getContext("2d");
    if (!cv || !ctx || cv.width === 0) return 0;
    const d = ctx.getImageData(0, 0, cv.width, cv.height).data;
    let near = 0;
    for (let i = 0; i < d.length; i += 4)
      if (Math.abs(d[i] - ${r}) < 30 && Math.abs(d[i + 1] - ${g}) < 30 && Math.abs(d[i + 2] - ${b}) < 30) near++;
    return near / (d.length / 4);
  })()`) as Promise<number>;
}

const RED: [number, number, number] = [190, 40, 40];

describe.skipIf(!HAS_CHROMIUM)("a scene's background image in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let gm: Watched;
  let player: Watched;
  const urls: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const t = await createTableOver(server.url, "lucky13", "Cellar");
    gm = await openSeat(desk, server.url, t.gm);
    player = await openSeat(desk, server.url, await joinOver(server.url, t, "Pip"));
    for (const w of [gm, player]) w.page.on("request", (r) => urls.push(r.url()));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 15_000 };

  it("the GM uploads a PNG with a new scene; the player's canvas draws it once shown", async () => {
    const map = gm.page.locator(".map-panel");
    await map.getByText("New scene").click();
    await map.getByLabel("Scene name").fill("Wine cellar");
    const file = map.getByLabel("Background image (PNG, JPEG or WebP; optional)");

    // Text named .png: the server judges by content and the form says so in words.
    await file.setInputFiles({
      name: "map.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    });
    await map.getByRole("button", { name: "Create scene" }).click();
    await gm.page.getByText("not a PNG, JPEG or WebP image").first().waitFor(T);
    // No scene was made: there is none to show.
    expect(await map.getByRole("button", { name: "Show to players" }).count()).toBe(0);

    // The grid is 20 × 15 cells of 60 px by default: a 1200 × 900 background covers it.
    await file.setInputFiles({ name: "cellar.png", mimeType: "image/png", buffer: solidPng(1200, 900, RED) });
    await map.getByRole("button", { name: "Create scene" }).click();
    await map.getByRole("button", { name: "Show to players" }).click();
    await expect.poll(() => shareOf(gm.page, RED), T).toBeGreaterThan(0.3);
    await shot(gm.page, "map-background-gm");

    // The player sees the scene, and the image fills most of the map under the grid lines.
    await expect.poll(() => shareOf(player.page, RED), T).toBeGreaterThan(0.3);
    await shot(player.page, "map-background-player");
    // Fetched with the token in a header: no URL the browser asked for carries it.
    expect(urls.filter((u) => /token=/.test(u.split("#")[0]!))).toEqual([]);
    expect(urls.some((u) => /\/api\/tables\/[^/]+\/assets\/img/.test(u))).toBe(true);

    // Only the refused upload's 415 reached the console, on the GM's page.
    expect(gm.errors.filter((e) => !/415/.test(e))).toEqual([]);
    expect(player.errors).toEqual([]);
  });

  it("the GM removes the background; the player's map is plain again", async () => {
    const map = gm.page.locator(".map-panel");
    await map.getByRole("button", { name: "Remove background" }).click();
    await expect.poll(() => shareOf(player.page, RED), T).toBeLessThan(0.01);
    await map.getByLabel("Background image", { exact: true }).waitFor(T);
    expect(player.errors).toEqual([]);
  });
});
