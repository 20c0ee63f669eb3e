// One short fight at each ruleset's table, seen by the GM (1366×900) and a player: two of the
// ruleset's own sample characters (one the player's), initiative rolled, an attack (or a check)
// from the GM's desk with the choices made in the form. What the table shows must be for people:
// no roll card labels a field by its raw key, no card shows a character's or member's id, the GM
// sees the initiative tracker without scrolling. Screenshots go to $TABULA_SHOTS (or
// test-artifacts/web/) for a person to look at.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import {
  ARTIFACTS,
  describeViolations,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  seriousViolations,
} from "./support/browser.js";
import { chooseRequired, fieldLabelled } from "./support/forms.js";
import { createTableOver, joinOver, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const SHOTS = process.env.TABULA_SHOTS || ARTIFACTS;
const T = { timeout: 15_000, interval: 100 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe.skipIf(!HAS_CHROMIUM)("a fight at each ruleset's table, as the GM and a player see it", () => {
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

  for (const rulesetId of ["lucky13", "dice-engine", "objects", "beat15", "lucidity"]) {
    it(`plays ${rulesetId}`, async () => {
      const ruleset = registry.get(rulesetId);
      const sample = Object.values(ruleset.fixtures(ruleset.parseOptions({})).characters).slice(0, 2);
      expect(sample.length).toBe(2);
      const t = await createTableOver(server.url, rulesetId, `A ${ruleset.name} night`);
      const seat = await joinOver(server.url, t, "Pip");
      const gm = await openSeat(gmContext, server.url, t.gm);
      const player = await openSeat(playerContext, server.url, seat);
      const [hero, foe] = sample as unknown as [
        { id: string; data: { name: string } },
        { id: string; data: { name: string } },
      ];
      await gmImport(gm.page, hero.data, hero.id, "Pip");
      await gmImport(gm.page, foe.data, foe.id, null);

      // Initiative: everyone takes part.
      const start = gm.page.getByTestId("start-encounter");
      if ((await start.count()) > 0) {
        for (const box of await gm.page.locator(".start-encounter input[type=checkbox]").all())
          if (!(await box.isChecked())) await box.check();
        await start.first().click();
        await gm.page.getByTestId("undo").filter({ hasText: "Undo:" }).waitFor({ timeout: T.timeout });
      }

      // The GM's desk: an attack by the player's character on the GM's, else a check.
      const actionId = ruleset.actions.attack ? "attack" : "check";
      await gm.page.getByLabel("Any action, for anyone").selectOption(actionId);
      const form = gm.page.locator(`.gm-panel form[data-action="${actionId}"]`);
      for (const [label, id] of [
        ["Attacker", hero.id],
        ["Actor", hero.id],
        ["Defender", foe.id],
      ] as const) {
        const f = fieldLabelled(form, label);
        if ((await f.count()) > 0) await f.selectOption(id);
      }
      await chooseRequired(form);
      // The odds, or why there are none (an attack out of the attacker's turn is refused).
      await form
        .locator('[data-testid="action-odds"], .odds-note:not(:has-text("Working"))')
        .first()
        .waitFor(T);
      await shot(gm.page, `${rulesetId}-gm-form`);
      const before = await gm.page.getByTestId("roll-entry").count();
      await form.getByTestId(`do-${actionId}`).click();
      if ((await form.getByRole("alert").count()) > 0 || !(await rolled(gm.page, before))) {
        // Refused (not the attacker's turn): the dice tray rolls for the hero instead.
        await gm.page.getByTestId("notation").fill("2d6+1");
        await gm.page.getByRole("button", { name: "Roll", exact: true }).click();
      }
      await expect.poll(() => gm.page.getByTestId("roll-entry").count(), T).toBeGreaterThan(before);
      await expect.poll(() => player.page.getByTestId("roll-entry").count(), T).toBeGreaterThan(before);

      // Roll cards: labels in words, no ids.
      const ids = [hero.id, foe.id, ...(await memberIds(gm.page))];
      for (const page of [gm.page, player.page]) {
        const labels = await page.locator(".outcome-list dt").allTextContents();
        for (const l of labels) expect(l, `${rulesetId}: a raw key on a roll card`).not.toMatch(/[a-z][A-Z]/);
        const cards = (await page.locator('[data-testid="log"]').textContent()) ?? "";
        for (const id of ids) expect(cards, `${rulesetId}: an id in the log`).not.toContain(` ${id} `);
        expect(cards).not.toMatch(/\bcond-[a-z0-9]+/);
      }

      // The GM's tracker is on screen without scrolling.
      const tracker = gm.page.locator(".area-side .side-combat").first();
      const box = await tracker.boundingBox();
      expect(box && box.y < 900 - 80, `${rulesetId}: the tracker starts below the fold`).toBe(true);

      await shot(gm.page, `${rulesetId}-gm`);
      await shot(player.page, `${rulesetId}-player`);
      const vs = await seriousViolations(gm.page);
      expect(vs, describeViolations(vs)).toEqual([]);
      expect(gm.errors, rulesetId).toEqual([]);
      expect(player.errors, rulesetId).toEqual([]);
      await gm.page.close();
      await player.page.close();
    }, 180_000);
  }
});

/** Whether a new roll card appears within a few seconds. */
async function rolled(page: Page, before: number): Promise<boolean> {
  for (let i = 0; i < 30; i++) {
    if ((await page.getByTestId("roll-entry").count()) > before) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** The GM pastes a character file into the Import form, for a player or for the GM. */
async function gmImport(page: Page, file: { name: string }, id: string, playedBy: string | null) {
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByLabel("Or paste it").fill(JSON.stringify(file));
  await page.getByLabel("Character id").fill(id);
  if (playedBy) await page.getByLabel("Played by").selectOption({ label: playedBy });
  await page.getByRole("button", { name: "Import", exact: true }).last().click();
  try {
    await page
      .locator(`[data-character="${id}"], button:has-text("${file.name}")`)
      .first()
      .waitFor({ timeout: 15_000 });
    // The form closes once the server has taken the file; the next import opens it anew.
    await page.getByLabel("Or paste it").waitFor({ state: "detached", timeout: 15_000 });
  } catch (e) {
    await shot(page, `import-failed-${id}`);
    throw e;
  }
}

/** Member ids are in the tokens this page was seated with; the roll cards must never show one. */
async function memberIds(page: Page): Promise<string[]> {
  const tokens = (await page.evaluate(
    "Object.keys(localStorage).filter(k => /^tabula:t/.test(k)).map(k => localStorage.getItem(k))",
  )) as string[];
  return tokens.map((t) => t.split(".")[0] ?? "").filter((x) => x.length > 4);
}
