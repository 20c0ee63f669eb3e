// The start page's dice notation choice (issue 20): a GM creates a Foundry VTT table in Chromium,
// the table opens reading dice as Foundry, and `/roll 2d6x` explodes (printed back as Tabula's
// 2d6!). Real server, real web build, real Chromium.

import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeViolations,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  openPage,
  seriousViolations,
  shot,
  type Watched,
} from "./support/browser.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

describe.skipIf(!HAS_CHROMIUM)("the start page's dice notation", () => {
  let server: WebServer;
  let browser: Browser;
  let context: BrowserContext;
  let gm: Watched;
  const T = { timeout: 15_000, interval: 100 };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    gm = await openPage(context);
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it("offers the three notations by name; a Foundry table rolls 2d6x as an explosion", async () => {
    const { page } = gm;
    await page.goto(server.url);
    await page.getByLabel("Table name").fill("Foundry night");
    await page.getByLabel("Your name (GM)").fill("Gemma");
    await page.getByLabel("Ruleset").selectOption("lucky13");
    const dialect = page.getByLabel("Dice notation players type");
    // Tabula's own by default; each choice named in words, no raw keys.
    expect(await dialect.inputValue()).toBe("tabula");
    const labels = await dialect.locator("option").allTextContents();
    expect(labels.map((l) => l.split(" (")[0])).toEqual(["Tabula", "Roll20", "Foundry VTT"]);
    await dialect.selectOption({ label: labels[2]! });
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
    await shot(page, "start-dialect-01-foundry");

    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/tables") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Create table" }).click();
    const body = (await created).request().postDataJSON() as { settings?: Record<string, unknown> };
    expect(body.settings).toMatchObject({ dialect: "foundry" });
    await page.getByRole("link", { name: "Open the table" }).click();
    await page.waitForURL(/\/table\/t[a-z0-9]+$/);
    await expect
      .poll(() => page.getByTestId("chat-text").getAttribute("placeholder"), T)
      .toContain("Foundry VTT");
    await page.getByTestId("chat-text").fill("/roll 2d6x sparks");
    await page.getByTestId("chat-text").press("Enter");
    const card = page.getByTestId("roll-entry").filter({ hasText: "sparks" });
    await expect.poll(() => card.count(), T).toBe(1);
    await expect.poll(() => card.locator(".roll-summary").textContent(), T).toContain("2d6!");
    await shot(page, "start-dialect-02-roll");
    expect(gm.errors).toEqual([]);
  });
});
