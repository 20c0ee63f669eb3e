// Two table flows in a real headless Chromium against a real server.
// Beat-15 (initiative "gm"): the GM picks who fights, orders them from the keyboard, starts; turns
// move on (the player whose turn it is may end it); the GM undoes and ends; the player's phone shows
// the same order. Objects: a player spends their own XP with the ruleset's `buy` action; a purchase
// the server refuses (the XP was spent meanwhile on another screen) shows the refusal on the offer's
// row; the GM sees the points spent. axe finds nothing serious, nothing scrolls sideways on the
// phone, no page logs an error. Screenshots land in test-artifacts/web/{gm-order,objects-buy}-*.png.

import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bryn, cole, wren } from "../../src/rulesets/beat15/examples.js";
import { beat15 } from "../../src/rulesets/beat15/ruleset.js";
import { rook } from "../../src/rulesets/objects/examples.js";
import { objects } from "../../src/rulesets/objects/ruleset.js";
import {
  describeViolations,
  focusedLabel,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  seriousViolations,
  shot,
  sidewaysOverflow,
  type Watched,
} from "./support/browser.js";
import { createTableOver, importCharacter, joinOver, type NewTable, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

describe.skipIf(!HAS_CHROMIUM)("GM-ordered fights and buying advancement in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let desk: BrowserContext;
  let phone: BrowserContext;
  const watched: Watched[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 15_000, interval: 100 };
  const text = (l: Locator) =>
    expect.poll(async () => ((await l.count()) > 0 ? l.first().textContent() : ""), T);
  const count = (l: Locator) => expect.poll(() => l.count(), T);
  const visible = (l: Locator) => l.first().waitFor({ state: "visible", timeout: T.timeout });

  async function noSeriousViolations(page: Page) {
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
  }

  describe("Beat-15: a fight in the GM's order", () => {
    const o = beat15.parseOptions({});
    let table: NewTable;
    let gm: Watched;
    let player: Watched;
    const names = (l: Locator) =>
      l.locator(".tracker-row strong").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    const acting = (page: Page) =>
      page.getByRole("list", { name: "Acting order" }).locator('[aria-current="true"] strong');

    beforeAll(async () => {
      table = await createTableOver(server.url, "beat15", "The Rope Bridge");
      gm = await openSeat(desk, server.url, table.gm);
      player = await openSeat(phone, server.url, await joinOver(server.url, table, "Pip"));
      watched.push(gm, player);
      await importCharacter(gm.page, wren(o), undefined, "Pip");
      await importCharacter(gm.page, bryn(o));
      await importCharacter(gm.page, cole(o));
    }, 90_000);

    it("lets the GM choose who fights and order them from the keyboard", async () => {
      const { page } = gm;
      const order = page.getByRole("list", { name: /Acting order \(first acts first\)/ });
      await expect.poll(() => names(order), T).toEqual(["Wren", "Bryn", "Cole"]);
      // Leaving Cole out and back in puts him last; then he moves to the top with Enter.
      const who = page.getByRole("group", { name: "Who takes part" });
      await who.getByLabel("Cole").uncheck();
      await expect.poll(() => names(order), T).toEqual(["Wren", "Bryn"]);
      await who.getByLabel("Cole").check();
      await page.getByRole("button", { name: "Move Bryn up" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => names(order), T).toEqual(["Bryn", "Wren", "Cole"]);
      // At the top, "up" is disabled, so the focus stays in the row on "down".
      expect(await focusedLabel(page)).toBe("Move Bryn down");
      await page.getByRole("button", { name: "Move Cole up" }).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await expect.poll(() => names(order), T).toEqual(["Cole", "Bryn", "Wren"]);
      expect(await focusedLabel(page)).toBe("Move Cole down");
      await page.keyboard.press("Tab");
      expect(await focusedLabel(page)).toBe("Move Bryn up");
      await shot(page, "gm-order-1-choose");
      await noSeriousViolations(page);
      // The player cannot start one.
      await player.page.getByRole("button", { name: "Combat", exact: true }).click();
      await visible(player.page.getByText("No encounter is running."));
      expect(await player.page.getByTestId("start-encounter").count()).toBe(0);
    });

    it("starts in that order: Cole acts, Bryn is next; the player's phone shows the same", async () => {
      const { page } = gm;
      await page.getByTestId("start-encounter").click();
      const tracker = page.getByRole("list", { name: "Acting order" });
      await expect.poll(() => names(tracker), T).toEqual(["Cole", "Bryn", "Wren"]);
      await text(acting(page)).toBe("Cole");
      await text(tracker.locator(".tracker-row.next strong")).toBe("Bryn");
      await text(page.locator("#init-title + .badge")).toBe("GM's order · round 1");
      await shot(page, "gm-order-2-started");
      await noSeriousViolations(page);

      const p = player.page;
      await expect
        .poll(() => names(p.getByRole("list", { name: "Acting order" })), T)
        .toEqual(["Cole", "Bryn", "Wren"]);
      await text(acting(p)).toBe("Cole");
      // Not Wren's turn: the player cannot move it on.
      expect(await p.getByTestId("next-turn").count()).toBe(0);
    });

    it("moves on turn by turn; Wren's player ends her own turn; the GM undoes and ends", async () => {
      const { page } = gm;
      await page.getByTestId("next-turn").click();
      await text(acting(page)).toBe("Bryn");
      await page.getByTestId("next-turn").click();
      await text(acting(page)).toBe("Wren");

      const p = player.page;
      await text(acting(p)).toBe("Wren");
      await shot(p, "gm-order-3-player-turn");
      await noSeriousViolations(p);
      expect(await sidewaysOverflow(p), "the Combat tab scrolls sideways").toBeLessThanOrEqual(0);
      await p.getByTestId("next-turn").click();
      await text(acting(page)).toBe("Cole");
      await text(page.locator("#init-title + .badge")).toBe("GM's order · round 2");

      await page.getByTestId("undo").click();
      await text(acting(page)).toBe("Wren");
      await text(acting(p)).toBe("Wren");
      await text(page.locator("#init-title + .badge")).toBe("GM's order · round 1");
      await shot(page, "gm-order-4-undone");

      // The GM reorders the running fight from the keyboard; the focus stays on the row moved.
      const tracker = page.getByRole("list", { name: "Acting order" });
      await tracker.getByRole("button", { name: "Move Bryn up" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => names(tracker), T).toEqual(["Bryn", "Cole", "Wren"]);
      await expect.poll(() => focusedLabel(page), T).toBe("Move Bryn down");
      await expect
        .poll(() => names(p.getByRole("list", { name: "Acting order" })), T)
        .toEqual(["Bryn", "Cole", "Wren"]);
      await text(acting(page)).toBe("Wren");

      await page.getByRole("button", { name: "End encounter" }).click();
      await visible(page.getByTestId("start-encounter"));
      await visible(p.getByText("No encounter is running."));
    });

    it("fits a GM's phone: the order to start with, without sideways scrolling", async () => {
      const gmPhone = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const w = await openSeat(gmPhone, server.url, table.gm);
      watched.push(w);
      await w.page.getByRole("button", { name: "Combat", exact: true }).click();
      await visible(w.page.getByRole("button", { name: "Move Wren down" }));
      await shot(w.page, "gm-order-5-gm-phone");
      await noSeriousViolations(w.page);
      expect(await sidewaysOverflow(w.page), "the Combat tab scrolls sideways").toBeLessThanOrEqual(0);
      await gmPhone.close();
    });
  });

  describe("Objects: a player buys advancement", () => {
    const o = objects.parseOptions({});
    let table: NewTable;
    let gm: Watched;
    let player: Watched;
    /** While true, the player's page hears nothing the table does (as if its line lagged). */
    let deaf = false;
    const held: (string | Buffer)[] = [];
    let toPage: ((m: string | Buffer) => void) | null = null;

    const sheetOf = (page: Page) => page.locator('article.sheet[data-character="rook"]');
    const offer = (page: Page, purchase: string) =>
      sheetOf(page).locator(`.obj-advance li[data-purchase="${purchase}"]`);
    const xpHead = (page: Page) => sheetOf(page).locator(".obj-advance h3").first();

    beforeAll(async () => {
      table = await createTableOver(server.url, "objects", "Harbour Nights");
      gm = await openSeat(desk, server.url, table.gm);
      player = await openSeat(phone, server.url, await joinOver(server.url, table, "Pip"), async (page) => {
        // The player's line goes through the test, which can hold the table's events back.
        await page.routeWebSocket(/\/ws$/, (ws) => {
          const upstream = ws.connectToServer();
          ws.onMessage((m) => upstream.send(m));
          toPage = (m) => ws.send(m);
          upstream.onMessage((m) => {
            if (deaf && String(m).includes('"type":"event"')) held.push(m);
            else ws.send(m);
          });
        });
      });
      watched.push(gm, player);
      await importCharacter(gm.page, rook(o), "rook", "Pip");
      // The player's phone shows the sheets behind a tab; Rook is theirs once the GM has imported it.
      const sheets = player.page.getByRole("button", { name: "Sheets", exact: true });
      if (await sheets.isVisible()) await sheets.click();
      await player.page.getByRole("button", { name: /^Rook/ }).click();
      await visible(sheetOf(gm.page));
    }, 90_000);

    it("buys a skill step with the buy action; the GM sees the XP spent", async () => {
      const p = player.page;
      await text(xpHead(p)).toBe("Advancement · 20 XP");
      const swim = offer(p, "skill:swimming");
      await text(swim.locator(".offer-cost")).toBe("4 XP");
      await swim.scrollIntoViewIfNeeded();
      await shot(p, "objects-buy-1-offers");
      await noSeriousViolations(p);
      await swim.getByRole("button", { name: /^Buy / }).click();
      await text(xpHead(p)).toBe("Advancement · 16 XP");
      // The GM's screen: the balance, and the spend in the XP history.
      await text(xpHead(gm.page)).toBe("Advancement · 16 XP");
      await text(sheetOf(gm.page).locator('[data-fact="xp"] dd')).toBe("16");
      await sheetOf(gm.page).getByText("XP history").click();
      await text(sheetOf(gm.page).locator(".obj-advance .refused li").last()).toMatch(/^-4 .*→ 16$/);
      // The log says who bought what.
      await text(gm.page.locator('[data-testid="log"] .entry').last()).toMatch(
        /Rook: .*Swimming 1 → 2 for 4 XP/,
      );
      await shot(gm.page, "objects-buy-2-gm-sees-spent");
    });

    it("shows the server's refusal on the offer's row when the XP was spent meanwhile", async () => {
      const p = player.page;
      expect(toPage).not.toBeNull();
      deaf = true;
      // Meanwhile the GM spends 9 of Rook's 16 XP on Dodge 2 → 3; the player's screen still says 16.
      const dodge = offer(gm.page, "skill:dodge");
      await dodge.getByRole("button", { name: /^Buy / }).click();
      await text(xpHead(gm.page)).toBe("Advancement · 7 XP");
      await text(xpHead(p)).toBe("Advancement · 16 XP");

      const ranged = offer(p, "skill:ranged");
      await text(ranged.locator(".offer-cost")).toBe("16 XP");
      const buy = ranged.getByRole("button", { name: /^Buy / });
      await buy.click();
      const refusal = ranged.getByTestId("buy-refused");
      await text(refusal).toMatch(/Rook has 7 XP; Ranged 3 → 4 costs 16/);
      expect(await buy.getAttribute("aria-describedby")).toBe(await refusal.getAttribute("id"));
      await ranged.scrollIntoViewIfNeeded();
      await shot(p, "objects-buy-3-refused");
      await noSeriousViolations(p);
      expect(await sidewaysOverflow(p), "the sheet scrolls sideways").toBeLessThanOrEqual(0);

      // The line catches up: the new balance, and the refusal (priced on the old one) goes.
      deaf = false;
      for (const m of held.splice(0)) toPage!(m);
      await text(xpHead(p)).toBe("Advancement · 7 XP");
      await count(ranged.getByTestId("buy-refused")).toBe(0);
      await text(ranged.locator(".lok-why")).toBe("9 XP short");
    });

    it("still starts a rolled-initiative fight from the tracker (Objects rolls DEX + Dodge)", async () => {
      const { page } = gm;
      const start = page.getByTestId("start-encounter");
      await expect.poll(() => start.innerText(), T).toBe("Roll initiative");
      await start.click();
      await text(page.locator("#init-title + .badge")).toMatch(/^Rolled order · round 1$/);
      await text(
        page.getByRole("list", { name: "Acting order" }).locator('[aria-current="true"] strong'),
      ).toBe("Rook");
      await noSeriousViolations(page);
    });
  });

  it("logged no console errors on any page", () => {
    for (const w of watched) expect(w.errors).toEqual([]);
  });
});
