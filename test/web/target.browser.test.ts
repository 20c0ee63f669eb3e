// The current target in a real Chromium (issue 16: an action form starts "from the acting
// character's state (its weapons, its stats, the current target)"). Lucidity, a GM and a player:
// the player's Ysolde attacks Goblin 2, a secret NPC, from her sheet; the attack form opens again on
// Goblin 2 ("Target: Goblin 2", never an id) for the player, after the player's reload, and on the
// GM's desk (another device, from the log); once the GM removes Goblin 2 both fall back to the first
// foe, Goblin 1.

import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import { HAS_CHROMIUM, launch, NO_CHROMIUM_MESSAGE, shot } from "./support/browser.js";
import { chooseRequired } from "./support/forms.js";
import { createTableOver, joinOver, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const T = { timeout: 15_000, interval: 100 };

describe.skipIf(!HAS_CHROMIUM)("the current target", () => {
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

  it("lucidity: an attack on Goblin 2 makes it the next form's defender, until Goblin 2 leaves", async () => {
    const ruleset = registry.get("lucidity");
    const fx = ruleset.fixtures(ruleset.parseOptions({})).characters;
    const ysolde = fx.ysolde!.data as { name: string };
    const tomas = fx.tomas!.data as { name: string };
    const t = await createTableOver(server.url, "lucidity", "Target night");
    const seat = await joinOver(server.url, t, "Pip");
    const gm = await openSeat(gmContext, server.url, t.gm);
    const player = await openSeat(playerContext, server.url, seat);
    await gmImport(gm.page, ysolde, "ysolde", "Pip");
    for (const n of [1, 2, 3]) await gmImport(gm.page, { ...tomas, name: `Goblin ${n}` }, `gob${n}`, null);

    // Goblin 2 is kept secret: the player gets its name, never its sheet.
    await openSheet(gm.page, "Goblin 2");
    // The box follows the table: it turns on once the server has the change.
    await gm.page.locator(".secrecy-control").getByLabel("Secret from the players").click();
    await expect
      .poll(() => gm.page.locator(".secrecy-control").getByLabel("Secret from the players").isChecked(), T)
      .toBe(true);

    // The player's attack form starts on the first foe; the player picks Goblin 2 and attacks.
    let form = await sheetAttackForm(player.page, ysolde.name);
    const defender = () => form.getByLabel(/^Defender\b/);
    await expect.poll(() => defender().inputValue(), T).toBe("gob1");
    expect(await form.getByTestId("current-target").count()).toBe(0);
    await defender().selectOption({ label: "Goblin 2" });
    await chooseRequired(form);
    const rolled = await player.page.getByTestId("roll-entry").count();
    await form.getByTestId("do-attack").click();
    await expect.poll(() => player.page.getByTestId("roll-entry").count(), T).toBeGreaterThan(rolled);

    // The form, started again, is on Goblin 2 and says so in words.
    await expectOnGoblin2(form);
    form = await sheetAttackForm(player.page, ysolde.name);
    await expectOnGoblin2(form);
    // After a reload too (the log, or what this browser sent when the log cannot say).
    await player.page.reload();
    await player.page.getByTestId("status").filter({ hasText: "Live" }).waitFor(T);
    form = await sheetAttackForm(player.page, ysolde.name);
    await expectOnGoblin2(form);

    // The GM's desk, another browser, reads it from the log.
    const desk = await gmAttackForm(gm.page, "ysolde");
    await expectOnGoblin2(desk);
    await shot(gm.page, "target-gm");
    await shot(player.page, "target-player");

    // Goblin 2 leaves the table: both forms fall back to the first foe.
    await openSheet(gm.page, "Goblin 2");
    gm.page.once("dialog", (d) => void d.accept());
    await gm.page.getByRole("button", { name: "Remove", exact: true }).click();
    await expect
      .poll(
        () => gm.page.getByRole("list", { name: "Characters at the table" }).getByText("Goblin 2").count(),
        T,
      )
      .toBe(0);
    const again = await gmAttackForm(gm.page, "ysolde");
    await expect.poll(() => again.getByLabel(/^Defender\b/).inputValue(), T).toBe("gob1");
    expect(await again.getByTestId("current-target").count()).toBe(0);
    form = await sheetAttackForm(player.page, ysolde.name);
    await expect.poll(() => form.getByLabel(/^Defender\b/).inputValue(), T).toBe("gob1");
    expect(await form.getByTestId("current-target").count()).toBe(0);

    expect(gm.errors).toEqual([]);
    expect(player.errors).toEqual([]);
    await gm.page.close();
    await player.page.close();
  }, 240_000);
});

async function expectOnGoblin2(form: Locator): Promise<void> {
  await expect.poll(() => form.getByLabel(/^Defender\b/).inputValue(), T).toBe("gob2");
  await expect.poll(() => form.getByTestId("current-target").innerText(), T).toBe("Target: Goblin 2");
  // Words, never the id.
  expect(await form.innerText()).not.toMatch(/\bgob\d\b/);
}

async function openSheet(page: Page, name: string): Promise<void> {
  await page
    .getByRole("list", { name: "Characters at the table" })
    .getByRole("button", { name })
    .first()
    .click();
  await page.getByRole("heading", { name, level: 3 }).first().waitFor(T);
}

/** The attack form of a character's sheet, opened afresh (the action chosen again). */
async function sheetAttackForm(page: Page, name: string): Promise<Locator> {
  await openSheet(page, name);
  const pick = page.getByLabel("Other actions");
  await pick.selectOption("");
  await pick.selectOption("attack");
  const form = page.locator('form[data-action="attack"]').first();
  await form.waitFor(T);
  return form;
}

/** The GM's "Any action" attack form, opened afresh, with the attacker chosen. */
async function gmAttackForm(page: Page, attacker: string): Promise<Locator> {
  const pick = page.getByLabel("Any action, for anyone");
  await pick.selectOption("");
  await pick.selectOption("attack");
  const form = page.locator('.gm-panel form[data-action="attack"]');
  await form.getByLabel(/^Attacker\b/).selectOption(attacker);
  return form;
}

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
