// The Dice Engine's place (DE-ENV-1) set from the GM's desk in a real Chromium: the form asks only
// what the chosen atmosphere has (a toxicity for a toxic place, suddenness for a vacuum), starts
// from the place as it stands, and the log tells the change in words. A custom toxicity alone asks
// its damage and DC.

import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAS_CHROMIUM, launch, NO_CHROMIUM_MESSAGE, shot } from "./support/browser.js";
import { fieldLabelled } from "./support/forms.js";
import { createTableOver, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const T = { timeout: 15_000, interval: 100 };

describe.skipIf(!HAS_CHROMIUM)("the GM's form for the place", () => {
  let server: WebServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("DE-ENV-1 DE-ENV-4 DE-ENV-7 shows a toxicity only for a toxic place and suddenness only for a vacuum", async () => {
    const t = await createTableOver(server.url, "dice-engine", "Old mine");
    const { page, errors } = await openSeat(context, server.url, t.gm);
    await page.getByLabel("Any action, for anyone").selectOption("environment");
    const form = page.locator('form[data-action="environment"]');
    await form.waitFor(T);
    const atmosphere = fieldLabelled(form, "Atmosphere");
    const toxicity = fieldLabelled(form, "Toxicity");
    const sudden = form.getByText("Sudden", { exact: false });

    // Breathable, as the place stands: nothing about toxins or suddenness.
    expect(await atmosphere.inputValue()).toBe("breathable");
    expect(await toxicity.count()).toBe(0);
    expect(await sudden.count()).toBe(0);

    await atmosphere.selectOption({ label: "None (vacuum)" });
    await expect.poll(() => sudden.count(), T).toBeGreaterThan(0);
    expect(await toxicity.count()).toBe(0);

    await atmosphere.selectOption({ label: "Toxic" });
    await expect.poll(() => toxicity.count(), T).toBe(1);
    expect(await sudden.count()).toBe(0);
    // A book toxicity has its damage and DC in the table: only a custom one asks for them.
    const damage = fieldLabelled(form, "Toxic damage");
    const dc = fieldLabelled(form, "Toxic DC");
    expect(await damage.count()).toBe(0);
    expect(await dc.count()).toBe(0);
    await toxicity.selectOption({ label: "Custom (its damage and DC below)" });
    await expect.poll(() => damage.count(), T).toBe(1);
    expect(await dc.count()).toBe(1);
    await form.scrollIntoViewIfNeeded();
    await shot(page, "environment-form-custom-toxicity");
    await toxicity.selectOption({ label: "Mild (1d6, DC 10)" });
    await expect.poll(() => damage.count(), T).toBe(0);
    // What the form would send has only the toxic place's settings.
    const request = JSON.parse((await form.getAttribute("data-request")) ?? "{}") as Record<string, unknown>;
    expect(request).toMatchObject({ atmosphere: "toxic", toxicity: "mild" });
    expect(request).not.toHaveProperty("sudden");
    expect(request).not.toHaveProperty("toxicDamage");
    await form.scrollIntoViewIfNeeded();
    await shot(page, "environment-form-toxic");

    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.getByText(/The place is now Toxic-Normal \(1 g\)/).count(), T)
      .toBeGreaterThan(0);

    // Opened again, the form starts from the toxic place; back to breathable drops the toxicity.
    await page.getByLabel("Any action, for anyone").selectOption("");
    await page.getByLabel("Any action, for anyone").selectOption("environment");
    await expect.poll(() => fieldLabelled(form, "Atmosphere").inputValue(), T).toBe("toxic");
    expect(await fieldLabelled(form, "Toxicity").inputValue()).toBe("mild");
    await fieldLabelled(form, "Atmosphere").selectOption({ label: "Breathable" });
    await expect.poll(() => fieldLabelled(form, "Toxicity").count(), T).toBe(0);
    const back = JSON.parse((await form.getAttribute("data-request")) ?? "{}") as Record<string, unknown>;
    expect(back).toMatchObject({ atmosphere: "breathable" });
    expect(Object.keys(back).filter((k) => k.startsWith("toxic"))).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await shot(page, "environment-form-breathable");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
