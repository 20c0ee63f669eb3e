// The web table in a real headless Chromium against a real server (PGlite, a fresh build of the
// app): a GM creates a table, a player joins from the invite link in another browser context on a
// phone-sized screen, makes a check whose odds are shown before the roll, and the GM sees the same
// dice; a GM-only roll never reaches the player; the dice tray's odds match `tabula odds`; the
// initiative tracker runs and undoes; axe finds nothing serious; no page logs an error.
// Each step leaves a screenshot in test-artifacts/web/.

import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import {
  describeViolations,
  focusedLabel,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  openPage,
  pageText,
  seriousViolations,
  shot,
  sidewaysOverflow,
  type Watched,
} from "./support/browser.js";
import { chooseRequired } from "./support/forms.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

/** What a user picks in Objects' roll list (offered from the sheet: two attributes) and types as a number. */
const TYPED: Record<string, string> = { Roll: "Dexterity, Strength", Difficulty: "2" };
const GENERIC_UI = "localStorage.setItem('tabula:generic-ui', '1')";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

describe.skipIf(!HAS_CHROMIUM)("the web table in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let gmContext: BrowserContext;
  let playerContext: BrowserContext;
  let gm: Watched;
  let player: Watched;
  let inviteUrl = "";
  let tableId = "";

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    gmContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    playerContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    // These tests cover the app and the generic builder and sheet; rulesets' own builders and
    // sheets (web/src/rulesets/<id>/) are switched off here with the "Simple view" preference.
    for (const c of [gmContext, playerContext]) await c.addInitScript({ content: GENERIC_UI });
    gm = await openPage(gmContext);
    player = await openPage(playerContext);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // playwright-core has no web-first assertions; vitest's expect.poll retries these until they hold.
  const T = { timeout: 15_000, interval: 100 };
  const text = (l: Locator) =>
    expect.poll(async () => ((await l.count()) > 0 ? l.first().textContent() : ""), T);
  const attr = (l: Locator, name: string) => expect.poll(() => l.first().getAttribute(name), T);
  const count = (l: Locator) => expect.poll(() => l.count(), T);
  const visible = (l: Locator) => l.first().waitFor({ state: "visible", timeout: T.timeout });
  const live = (p: Page) => text(p.getByTestId("status")).toBe("Live");

  async function expectNoSeriousViolations(page: Page) {
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
  }

  it("serves the start page, which shows each ruleset's options with what they do", async () => {
    const { page } = gm;
    const res = await page.goto(server.url);
    expect(res?.status()).toBe(200);
    await visible(page.getByRole("heading", { name: "Create a table" }));
    await page.getByLabel("Table name").fill("The Salt Mines");
    await page.getByLabel("Your name (GM)").fill("Gemma");
    await page.getByLabel("Ruleset").selectOption("lucky13");
    await visible(page.getByText(/actions · combat by rolled initiative order/));
    await shot(page, "01-start-page");
    await expectNoSeriousViolations(page);

    await page.getByText("Options", { exact: false }).first().click();
    const playMode = page.getByLabel(/Play mode/);
    await expect.poll(() => playMode.inputValue(), T).toBe('"cinematic"');
    // The description comes from the ruleset's own option docs.
    await visible(page.getByText(/Cinematic lets every die explode without limit/));
    await playMode.selectOption({ label: "gritty" });
    await visible(page.getByText("1 changed", { exact: false }).first());
    await shot(page, "02-start-options");
    await expectNoSeriousViolations(page);
    await playMode.selectOption({ label: "cinematic" });
  });

  it("creates a table and offers the invite link", async () => {
    const { page } = gm;
    await page.getByRole("button", { name: "Create table" }).click();
    await visible(page.getByRole("heading", { name: /is ready/ }));
    inviteUrl = await page.getByTestId("invite-link").inputValue();
    expect(inviteUrl).toMatch(new RegExp(`^${server.url}/join/t[a-z0-9]+#.+`));
    tableId = /\/join\/([^#]+)#/.exec(inviteUrl)![1]!;
    await shot(page, "03-table-created");
    await page.getByRole("link", { name: "Open the table" }).click();
    await page.waitForURL(`${server.url}/table/${tableId}`);
    await live(page);
    await visible(page.getByRole("heading", { name: "The Salt Mines" }));
    await shot(page, "04-gm-table-empty");
  });

  it("lets a player join from the link on a phone and create a character", async () => {
    const { page } = player;
    await page.goto(inviteUrl);
    // The invite names the table and what it plays before anyone types a name.
    await visible(page.getByRole("heading", { name: "Join The Salt Mines" }));
    await text(page.getByTestId("join-plays")).toMatch(/^A table playing .+\.$/);
    await page.getByLabel("Your name at the table").fill("Pip");
    await shot(page, "05-player-join");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Join" }).click();
    await page.waitForURL(`${server.url}/table/${tableId}`);
    await live(page);

    await page.getByRole("button", { name: "Sheets" }).click();
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Creation method").selectOption("balanced");
    await shot(page, "06-player-builder");
    await page.getByTestId("create-character").click();
    await visible(page.getByRole("heading", { name: "Wren", level: 3 }));
    await text(page.locator(".resource").first()).toContain("HP");
    // The GM sees the new character too.
    await visible(gm.page.getByRole("button", { name: /Wren/ }));
  });

  it("shows a check's chance of success before the roll, and the GM sees the same dice", async () => {
    const { page } = player;
    await chooseRequired(page.locator('.sheet form[data-action="check"]'), TYPED);
    const odds = page.locator('[data-testid="action-odds"] [data-outcome="success"]');
    await attr(odds, "data-probability").toMatch(/^0\.\d+|^1$/);
    const p = Number(await odds.getAttribute("data-probability"));
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
    await text(odds).toContain(`${(p * 100).toFixed(1)}%`);
    await odds.scrollIntoViewIfNeeded();
    await shot(page, "07-player-quick-check-odds");

    await page.getByTestId("do-check").click();
    await page.getByRole("button", { name: "Log" }).click();
    const mine = page.getByTestId("roll-entry").last();
    await text(mine).toContain("Wren");
    const seq = await mine.getAttribute("data-seq");
    const dice = await mine
      .locator(".die")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(dice.length).toBeGreaterThanOrEqual(2);
    await shot(page, "08-player-log-check");

    const theirs = gm.page.locator(`[data-testid="roll-entry"][data-seq="${seq}"]`);
    await visible(theirs);
    const gmDice = await theirs
      .locator(".die")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(gmDice).toEqual(dice);
    expect(await theirs.locator(".roll-summary").innerText()).toBe(
      await mine.locator(".roll-summary").innerText(),
    );
    await shot(gm.page, "09-gm-sees-check");
  });

  it("keeps a GM-only roll from the player, who sees only that something was rolled", async () => {
    const { page } = gm;
    await page.getByTestId("notation").fill("d20+5");
    await page.getByLabel("Label (optional)").fill("ambush");
    await page.getByTestId("visibility").selectOption("gm");
    await page.getByTestId("roll").click();
    const entry = page.getByTestId("roll-entry").filter({ hasText: "ambush" });
    await visible(entry);
    await visible(entry.getByText("GM only"));
    await shot(page, "10-gm-secret-roll");

    await count(player.page.locator(".entry-hidden")).toBe(1);
    const text = await pageText(player.page);
    expect(text).not.toContain("ambush");
    expect(text).not.toContain("d20+5");
    await shot(player.page, "11-player-hidden-roll");
  });

  it("previews a notation's odds with the same probability as `tabula odds`", async () => {
    const { page } = gm;
    await page.getByTestId("notation").fill("4d6kh3");
    await page.getByTestId("target").fill("15");
    const chance = page.getByTestId("odds-at-least");
    await attr(page.getByTestId("odds-preview"), "data-notation").toBe("4d6kh3");
    await attr(chance, "data-probability").toMatch(/^0\.\d+/);
    const shown = Number(await chance.getAttribute("data-probability"));

    const io = bufferIo();
    expect(await main(["odds", "4d6kh3", "--at-least", "15", "--json"], io)).toBe(0);
    const cli = JSON.parse(io.stdout()) as { atLeast: number; canonical: string };
    expect(shown).toBe(cli.atLeast);
    await text(chance).toBe(`${(cli.atLeast * 100).toFixed(2)}%`);
    await text(page.getByTestId("odds-preview")).toContain(cli.canonical);
    await count(page.locator(".odds-chart svg rect")).toBe(16);
    await shot(page, "12-gm-odds-preview");

    // A mistake in the notation points at its column instead of rolling.
    await page.getByTestId("notation").fill("4d6kh3 +");
    await text(page.locator(".tray .field-error")).toContain("column");
    await page.getByTestId("notation").fill("2d6");
  });

  it("runs initiative: rolled order, current actor, next turn, and GM undo", async () => {
    const { page } = gm;
    // The GM brings a character of their own.
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Creation method").selectOption("balanced");
    await page.getByLabel(/^Input \(JSON/).fill(
      JSON.stringify({
        name: "Casimir",
        assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" },
      }),
    );
    await page.getByTestId("create-character").click();
    await visible(page.getByRole("heading", { name: "Casimir", level: 3 }));

    await page.getByTestId("start-encounter").click();
    const tracker = page.getByRole("list", { name: "Acting order" });
    await count(tracker.locator(".tracker-row")).toBe(2);
    const acting = tracker.locator('[aria-current="true"] .tracker-name strong');
    await count(acting).toBe(1);
    const first = await acting.innerText();
    const second = first === "Wren" ? "Casimir" : "Wren";
    await text(tracker.locator(".tracker-row.next")).toContain(second);
    await shot(page, "13-gm-initiative");

    await page.getByTestId("next-turn").click();
    await text(acting).toBe(second);
    await shot(page, "14-gm-next-turn");
    await page.getByTestId("undo").click();
    await text(acting).toBe(first);
    await visible(page.locator(".entry.undone"));

    await player.page.getByRole("button", { name: "Combat" }).click();
    await text(player.page.getByRole("list", { name: "Acting order" })).toContain("Casimir");
    await shot(player.page, "15-player-combat-tab");
  });

  it("tracks hit points and conditions with what is left of them", async () => {
    const { page } = gm;
    await page.getByRole("button", { name: /^Wren/ }).click();
    const sheet = page.locator('article.sheet[data-character="wren"]');
    await sheet.getByLabel("Amount").fill("5");
    await sheet.getByRole("button", { name: "Damage" }).click();
    await text(sheet.locator('.resource[data-resource="hp"] .resource-value')).toBe("35 / 40");

    await page.getByText("Add a condition").click();
    await page.getByLabel("On", { exact: true }).selectOption("wren");
    await page.getByLabel("Condition", { exact: true }).fill("stunned");
    await page.getByLabel("Lasts").fill("2");
    await page.getByLabel("Unit").selectOption("round");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    // In words on the sheet and in the tracker, as the log says it ("Stunned", "2 rounds").
    await text(sheet.locator(".condition-chip")).toContain("Stunned");
    await text(sheet.locator(".condition-chip")).toContain("2 rounds left");
    await text(page.getByRole("list", { name: "Acting order" })).toContain("Stunned · 2 rounds");
    await shot(page, "16-gm-hp-and-conditions");

    // The player sees the same on their phone.
    await player.page.getByRole("button", { name: "Sheets" }).click();
    const theirs = player.page.locator('article.sheet[data-character="wren"]');
    await text(theirs.locator('.resource[data-resource="hp"] .resource-value')).toBe("35 / 40");
    await text(theirs.locator(".condition-chip")).toContain("2 rounds left");
  });

  it("exports a character file and imports it again as a new character", async () => {
    const { page } = gm;
    await page.getByRole("button", { name: /^Casimir/ }).click();
    const sheet = page.locator('article.sheet[data-character="casimir"]');
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      sheet.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("casimir.json");
    const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      name: string;
      ruleset: string;
    };
    expect(file).toMatchObject({ name: "Casimir", ruleset: "lucky13" });

    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByLabel("Or paste it").fill(JSON.stringify({ ...file, name: "Casimir's twin" }));
    await expect.poll(() => page.getByLabel("Character id").inputValue(), T).toBe("casimir-s-twin");
    await shot(page, "16b-gm-import");
    await page.getByRole("button", { name: "Import", exact: true }).last().click();
    await visible(page.getByRole("heading", { name: "Casimir's twin", level: 3 }));
  });

  it("prices advancement before buying: the GM awards points, the player buys a step", async () => {
    const { page } = gm;
    await page.getByLabel("Any action, for anyone").selectOption("award");
    const award = page.locator('.gm-panel form[data-action="award"]');
    await award.getByLabel("Actor").selectOption("wren");
    await award.getByLabel("Amount").fill("30");
    await award.getByLabel("Reason").fill("the salt mine job");
    await award.getByTestId("do-award").click();

    const sheet = player.page.locator('article.sheet[data-character="wren"]');
    const offer = sheet.locator(".offers li").filter({ hasText: "Will" });
    await text(offer.locator(".offer-cost")).toMatch(/^\d+ AP$/);
    const cost = Number((await offer.locator(".offer-cost").innerText()).split(" ")[0]);
    await offer.scrollIntoViewIfNeeded();
    await shot(player.page, "17-player-advancement");
    await offer.getByRole("button", { name: "Buy" }).click();
    await text(sheet.locator(".describe")).toContain(`Adventure Points: ${30 - cost}`);
    await text(sheet.locator(".describe")).toContain("Will d8");
  });

  it("has no serious accessibility problems and no horizontal scrolling on a phone", async () => {
    await expectNoSeriousViolations(gm.page);
    for (const tab of ["Log", "Dice", "Sheets", "Combat"]) {
      await player.page.getByRole("button", { name: tab, exact: true }).click();
      await expectNoSeriousViolations(player.page);
      const overflow = await sidewaysOverflow(player.page);
      expect(overflow, `the ${tab} tab scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await player.page.getByRole("button", { name: "Dice" }).click();
    await shot(player.page, "18-player-dice-tab");
  });

  it("is usable from the keyboard: Enter in the dice tray rolls", async () => {
    const { page } = gm;
    const before = await page.getByTestId("roll-entry").count();
    // Keep the highest three of four, every kept die marked critical: the log shows which was dropped.
    await page.getByTestId("notation").fill("4d6kh3cs>=1");
    await page.getByLabel("Label (optional)").fill("");
    await page.getByTestId("visibility").selectOption("public");
    await page.getByTestId("notation").press("Enter");
    await count(page.getByTestId("roll-entry")).toBe(before + 1);
    const entry = page.getByTestId("roll-entry").last();
    await count(entry.locator(".die")).toBe(4);
    expect(await entry.locator(".die.dropped").count()).toBe(1);
    expect(await entry.locator(".die.kept.crit-success").count()).toBe(3);
    expect(await entry.locator(".die.dropped").getAttribute("aria-label")).toMatch(/dropped/);
    await page.getByTestId("notation").focus();
    await page.keyboard.press("Tab");
    const focused = await focusedLabel(page);
    expect(focused).toBe("Add a d4");
  });

  it("gives every other ruleset a working generic builder, sheet and quick check", async () => {
    const others = ["objects", "beat15", "lucidity"];
    for (const [i, ruleset] of others.entries()) {
      const res = await fetch(`${server.url}/api/tables`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `A ${ruleset} table`, ruleset, gm: { name: "Gemma" } }),
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { table: { id: string }; gm: { token: string } };
      const w = await openPage(gmContext);
      // A GM's own link to the table on another device carries the token in the fragment.
      await w.page.goto(
        `${server.url}/table/${created.table.id}#token=${encodeURIComponent(created.gm.token)}`,
      );
      await live(w.page);
      expect(w.page.url()).toBe(`${server.url}/table/${created.table.id}`);
      await w.page.getByRole("button", { name: "New", exact: true }).click();
      await w.page.getByTestId("create-character").click();
      const sheet = w.page.locator("article.sheet");
      await visible(sheet);
      const check = w.page.locator(".sheet form[data-action='check']");
      if ((await check.count()) > 0) {
        await chooseRequired(check, TYPED);
        // The check's chance of success, worked out by the server for this character, before rolling.
        await attr(check.locator('[data-testid="action-odds"] .outcome-row'), "data-probability").toMatch(
          /^[01]|^0\./,
        );
        // A creation method that rolls has put its dice in the log already.
        const logged = await w.page.getByTestId("roll-entry").count();
        await check.getByTestId("do-check").click();
        await count(w.page.getByTestId("roll-entry")).toBe(logged + 1);
      }
      if (ruleset === "lucidity") {
        // Lucidity's combat is a rolled order with two actions and a move per turn.
        await w.page.getByTestId("start-encounter").click();
        const budget = w.page.locator(".budget");
        await visible(budget);
        const before = await budget.locator(".pip.on").count();
        expect(before).toBeGreaterThan(0);
        await budget.getByRole("button", { name: "Use" }).first().click();
        await count(budget.locator(".pip.on")).toBe(before - 1);
      }
      await shot(w.page, `${19 + i}-generic-sheet-${ruleset}`);
      await expectNoSeriousViolations(w.page);
      expect(w.errors, ruleset).toEqual([]);
      await w.page.close();
    }
  });

  it("lays the table out in two columns on a tablet", async () => {
    const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await tablet.addInitScript({ content: GENERIC_UI });
    const w = await openPage(tablet);
    const token = (await gm.page.evaluate(`localStorage.getItem(${JSON.stringify(`tabula:${tableId}`)})`)) as
      | string
      | null;
    await w.page.goto(`${server.url}/table/${tableId}#token=${encodeURIComponent(token!)}`);
    await live(w.page);
    await visible(w.page.getByTestId("roll-entry"));
    await shot(w.page, "22-gm-tablet");
    const overflow = await sidewaysOverflow(w.page);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(w.errors).toEqual([]);
    await tablet.close();
  });

  it("logged no console errors on any page", () => {
    expect(gm.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  });
});
