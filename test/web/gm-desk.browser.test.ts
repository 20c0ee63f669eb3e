// The GM's desk in a real Chromium (issue 16): an attack's Defender starts as the first foe of the
// attacker (a GM character against a player's), never an ally who happens to come first; the odds
// preview asks for a missing field in words; and every roll card and log line of the fight, for the
// GM and the player, is free of raw keys (camelCase, kind:value), bare true/false and character ids.

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import { HAS_CHROMIUM, launch, NO_CHROMIUM_MESSAGE } from "./support/browser.js";
import { chooseRequired } from "./support/forms.js";
import { createTableOver, joinOver, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const T = { timeout: 15_000, interval: 100 };

/** What no card or log line may show a player. */
const RAW = [/\b[a-z]+[A-Z][a-zA-Z]*\b/, /\b[a-zA-Z]+:[a-zA-Z0-9]+\b/, /\b(true|false)\b/];

describe.skipIf(!HAS_CHROMIUM)("the GM's desk and the cards it makes", () => {
  let server: WebServer;
  let browser: Browser;
  let gmContext: BrowserContext;
  let playerContext: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    gmContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    playerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("lucidity: the defender is the attacker's foe, not the first ally; the cards read as words", async () => {
    const ruleset = registry.get("lucidity");
    const fx = ruleset.fixtures(ruleset.parseOptions({})).characters;
    const ysolde = fx.ysolde!.data as { name: string };
    const tomas = fx.tomas!.data as { name: string };
    const t = await createTableOver(server.url, "lucidity", "Desk night");
    const seat = await joinOver(server.url, t, "Pip");
    const gm = await openSeat(gmContext, server.url, t.gm);
    const player = await openSeat(playerContext, server.url, seat);
    // The ally comes first in the list, then the attacker (both Pip's), then the GM's brute.
    await gmImport(gm.page, tomas, "tomas", "Pip");
    await gmImport(gm.page, ysolde, "ysolde", "Pip");
    await gmImport(gm.page, { ...tomas, name: "Brute Varga" }, "brute", null);

    await gm.page.getByLabel("Any action, for anyone").selectOption("attack");
    const form = gm.page.locator('.gm-panel form[data-action="attack"]');
    await form.getByLabel(/^Attacker\b/).selectOption("ysolde");
    const defender = form.getByLabel(/^Defender\b/);
    await expect.poll(() => defender.inputValue(), T).toBe("brute");

    await chooseRequired(form);
    await form
      .locator('[data-testid="action-odds"], .odds-note:not(:has-text("Working"))')
      .first()
      .waitFor(T);
    const note = (await form.locator(".odds-note").allTextContents()).join(" ");
    expect(note).not.toMatch(/invalid parameters|\w+: \w+: /);

    const before = await gm.page.getByTestId("roll-entry").count();
    await form.getByTestId("do-attack").click();
    await expect.poll(() => gm.page.getByTestId("roll-entry").count(), T).toBeGreaterThan(before);
    await expect.poll(() => player.page.getByTestId("roll-entry").count(), T).toBeGreaterThan(before);
    const card = gm.page.getByTestId("roll-entry").last();
    await expect.poll(async () => (await card.innerText()).includes("Brute Varga"), T).toBe(true);

    for (const page of [gm.page, player.page]) {
      const texts = await page.getByTestId("log").locator("article").allInnerTexts();
      expect(texts.length).toBeGreaterThan(2);
      for (const text of texts) {
        for (const raw of RAW) expect(text, "a raw key on a card or log line").not.toMatch(raw);
        for (const id of ["ysolde", "tomas", "brute"])
          expect(text, "a character id on a card").not.toMatch(new RegExp(`\\b${id}\\b`));
      }
    }
    expect(gm.errors).toEqual([]);
    expect(player.errors).toEqual([]);
    await gm.page.close();
    await player.page.close();
  }, 180_000);

  it("dice-engine: Add NPCs starts HP at the table's starting HP and the NPC gets it", async () => {
    const res = await fetch(`${server.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Tough ghouls",
        ruleset: "dice-engine",
        gm: { name: "Gemma" },
        options: { startingHP: 7 },
      }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { table: { id: string }; gm: { token: string } };
    const gm = await openSeat(gmContext, server.url, { table: created.table.id, token: created.gm.token });
    await gm.page.getByRole("button", { name: "Add NPCs", exact: true }).click();
    const form = gm.page.getByRole("form", { name: "Add NPCs" });
    await expect.poll(() => form.getByLabel("HP", { exact: true }).inputValue(), T).toBe("7");
    await form.getByLabel("Name", { exact: true }).fill("Ghoul");
    await form.getByRole("button", { name: "Add NPC", exact: true }).click();
    await gm.page.getByRole("button", { name: "Ghoul", exact: true }).first().click();
    await expect
      .poll(
        async () =>
          (await gm.page.locator(".area-left, main").first().innerText()).match(/HP\s*7 \/ 7/) !== null,
        T,
      )
      .toBe(true);
    expect(gm.errors).toEqual([]);
    await gm.page.close();
  }, 120_000);
});

/** The GM pastes a character file into the Import form, for a player or for the GM. */
async function gmImport(page: Page, file: { name: string }, id: string, playedBy: string | null) {
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByLabel("Or paste it").fill(JSON.stringify(file));
  await page.getByLabel("Character id").fill(id);
  if (playedBy) await page.getByLabel("Played by").selectOption({ label: playedBy });
  await page.getByRole("button", { name: "Import", exact: true }).last().click();
  await page.locator(`[data-character="${id}"], button:has-text("${file.name}")`).first().waitFor(T);
  await page.getByLabel("Or paste it").waitFor({ state: "detached", timeout: 15_000 });
}
