// The guided builders and tailored sheets of Beat-15, Lucidity and the Dice Engine, in a real headless
// Chromium against a real server (PGlite, a fresh build of the app). For each ruleset a GM creates a
// table, builds a character step by step (one refusal shown next to its field, then fixed: a stat
// past the draft's limit, one skill point too many, SP overspent), sees the sheet's derived values,
// reads a quick check's chance of success before rolling it, and rolls. Every builder opens blank: a
// name and Create give no character but the list of what is missing, each with its step, before
// "Fill with the sample" is used. The Dice Engine's weapons and armour step (forms, no JSON) equips
// the character; a player arrives through the join page, which names the table and its ruleset, and
// is not offered equipment the server would refuse. axe finds nothing serious on the builder or the
// sheet, nothing scrolls sideways at 375px, and no page logs an error.
// Screenshots land in test-artifacts/web/builder-<id>-<step>.png.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../server/support/harness.js";
import {
  describeViolations,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  openPage,
  seriousViolations,
  shot,
  sidewaysOverflow,
  type Watched,
} from "./support/browser.js";
import { createTableOver, joinOver, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

describe.skipIf(!HAS_CHROMIUM)("guided builders and sheets: Beat-15, Lucidity, Dice Engine", () => {
  let server: WebServer;
  let browser: Browser;
  let desk: BrowserContext;
  let phone: BrowserContext;
  const tables: Record<string, { id: string; token: string; invite: string }> = {};
  const watched: Watched[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    desk = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 15_000, interval: 100 };
  const text = (l: Locator) =>
    expect.poll(async () => ((await l.count()) > 0 ? l.first().textContent() : ""), T);
  const attr = (l: Locator, name: string) => expect.poll(() => l.first().getAttribute(name), T);
  const count = (l: Locator) => expect.poll(() => l.count(), T);
  const visible = (l: Locator) => l.first().waitFor({ state: "visible", timeout: T.timeout });
  const hidden = (l: Locator) => l.first().waitFor({ state: "hidden", timeout: T.timeout });

  async function noSeriousViolations(page: Page) {
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
  }

  /** A GM's table for a ruleset, opened in a new page of `context`. */
  async function openTable(ruleset: string, context: BrowserContext): Promise<Watched> {
    if (!tables[ruleset]) {
      const created = await createTableOver(server.url, ruleset, `A ${ruleset} table`);
      tables[ruleset] = { id: created.gm.table, token: created.gm.token, invite: created.invite };
    }
    const t = tables[ruleset]!;
    const w = await openPage(context);
    watched.push(w);
    await w.page.goto(`${server.url}/table/${t.id}#token=${encodeURIComponent(t.token)}`);
    await text(w.page.getByTestId("status")).toBe("Live");
    return w;
  }

  const builder = (page: Page, id: string) => page.locator(`[data-builder="${id}"]`);
  const next = (page: Page) => page.getByTestId("builder-next").click();
  const stepIs = (page: Page, step: string) =>
    attr(page.locator('.kit-step[aria-current="step"]'), "data-step").toBe(step);

  /**
   * Issue 16: the builder opens blank; a name and Create make nothing but name what is missing,
   * each with the step that fills it (`expected`: step label → words of its problem). Then back to
   * the first step and "Fill with the sample", as the rest of the test builds from the sample.
   */
  async function blankThenSample(page: Page, id: string, name: string, expected: [string, string][]) {
    const b = builder(page, id);
    const first = await page.locator(".kit-step").first().getAttribute("data-step");
    await page.locator("[data-builder]").getByLabel("Name", { exact: true }).fill(name);
    const before = await page.locator("article.sheet").count();
    await page.getByTestId("create-character").click();
    const problems = b.getByTestId("builder-problems");
    for (const [step, words] of expected) {
      const line = problems.locator("li", { has: page.getByRole("button", { name: step, exact: true }) });
      await text(line).toContain(words);
    }
    await shot(page, `builder-${id}-0-blank-refused`);
    expect(await page.locator("article.sheet").count()).toBe(before);
    await page.locator(`.kit-step[data-step="${first}"]`).click();
    await page.getByTestId("builder-fill").click();
    await page.locator("[data-builder]").getByLabel("Name", { exact: true }).fill(name);
  }

  /** The quick check's chance of success, shown before rolling; then the roll lands in the log. */
  async function quickCheck(page: Page, expected?: number): Promise<number> {
    const form = page.locator(".sheet form[data-action='check']");
    const success = form.locator('[data-testid="action-odds"] [data-outcome="success"]');
    await attr(success, "data-probability").toMatch(/^0\.\d+|^1$/);
    const p = Number(await success.getAttribute("data-probability"));
    if (expected !== undefined) expect(p).toBeCloseTo(expected, 10);
    await text(success).toContain(`${(p * 100).toFixed(1)}%`);
    const before = await page.getByTestId("roll-entry").count();
    await form.getByTestId("do-check").click();
    await count(page.getByTestId("roll-entry")).toBe(before + 1);
    return p;
  }

  it("Beat-15: stats and items, a stat past the limit refused and fixed, the check's odds", async () => {
    const w = await openTable("beat15", desk);
    const { page } = w;
    await page.getByRole("button", { name: "New", exact: true }).click();
    const b = builder(page, "beat15");
    await visible(b);
    await stepIs(page, "who");
    await blankThenSample(page, "beat15", "Wren Ash", [["Stats", "add the character's stats"]]);
    await shot(page, "builder-beat15-1-who");
    await noSeriousViolations(page);
    // From the keyboard: Enter in a field goes to the next step, whose heading takes the focus.
    await page.locator("[data-builder]").getByLabel("Name", { exact: true }).press("Enter");
    await expect
      .poll(() => page.evaluate("document.activeElement && document.activeElement.textContent"), T)
      .toContain("Stats");

    await stepIs(page, "stats");
    const might = page.getByLabel("Value of might", { exact: true });
    await might.fill("150");
    const err = b.locator(".kit-row", { has: might }).getByTestId("field-error");
    await text(err).toContain("must be at most 100");
    await attr(might, "aria-invalid").toBe("true");
    await attr(page.locator('.kit-step[data-step="stats"]'), "class").toContain("issue");
    await shot(page, "builder-beat15-2-stats-refused");
    await noSeriousViolations(page);
    await might.fill("2");
    await hidden(err);
    await shot(page, "builder-beat15-2-stats");
    await next(page);

    await stepIs(page, "items");
    await page.getByTestId("b15-add-item").click();
    const item = b.locator('[data-testid^="b15-item-"]').last();
    await item.getByLabel("Item name", { exact: true }).fill("Healer's kit");
    await item.getByLabel("Supply die").selectOption("d6");
    await visible(item.locator(".b15-chain"));
    await shot(page, "builder-beat15-3-items");
    await next(page);

    await stepIs(page, "review");
    await text(page.getByTestId("b15-preview")).toContain("Healer's kit");
    await shot(page, "builder-beat15-4-review");
    await noSeriousViolations(page);
    await page.getByTestId("create-character").click();

    const sheet = page.locator('article.sheet[data-character="wren-ash"]');
    await visible(sheet.getByRole("heading", { name: "Wren Ash" }));
    await text(sheet.locator('.kit-tile[data-stat="might"]')).toContain("+2");
    await text(sheet.locator('[data-item="Healer\'s kit"]')).toContain("d6");
    // d20 + 2 against 15: faces 13–20 succeed.
    await quickCheck(page, 8 / 20);
    await shot(page, "builder-beat15-5-sheet");
    await noSeriousViolations(page);
    expect(w.errors).toEqual([]);
  });

  it("Lucidity: the array, traits, one skill point too many refused and fixed, gear, the check's odds", async () => {
    const w = await openTable("lucidity", desk);
    const { page } = w;
    await page.getByRole("button", { name: "New", exact: true }).click();
    const b = builder(page, "lucidity");
    await visible(b);
    await blankThenSample(page, "lucidity", "Mira", [
      ["Traits", "choose 3 traits (0 chosen)"],
      ["Skills", "spend the 8 skill points (0 spent)"],
      ["Gear", "starting gear"],
    ]);
    await shot(page, "builder-lucidity-1-name");
    await next(page);

    await stepIs(page, "attributes");
    await text(page.getByTestId("budget-array")).toBe("Array leftall placed");
    await shot(page, "builder-lucidity-2-attributes");
    await noSeriousViolations(page);
    await page.getByTestId("luc-method-roll").check();
    await visible(page.getByRole("list", { name: "Attribute priority" }));
    await shot(page, "builder-lucidity-2-roll");
    await page.getByTestId("luc-method-array").check();
    await next(page);

    await stepIs(page, "traits");
    await text(page.getByTestId("budget-traits")).toContain("3 of 3");
    await shot(page, "builder-lucidity-3-traits");
    await next(page);

    await stepIs(page, "skills");
    const rank = page.getByLabel("Rank of Swords", { exact: true });
    await rank.fill("4");
    await text(page.getByTestId("budget-skills")).toContain("1 over");
    const err = b.locator("#luc-skills-err");
    await text(err).toContain("exactly 8 skill points (9 spent)");
    await shot(page, "builder-lucidity-4-skills-refused");
    await noSeriousViolations(page);
    await rank.fill("3");
    await hidden(err);
    await next(page);

    await stepIs(page, "gear");
    await page.getByTestId("luc-add-item").click();
    await b.locator('[data-testid^="luc-item-"]').last().getByLabel("Item", { exact: true }).fill("Lantern");
    await shot(page, "builder-lucidity-5-gear");
    await next(page);

    await stepIs(page, "review");
    await text(page.getByTestId("luc-preview")).toContain("Lantern");
    await shot(page, "builder-lucidity-6-review");
    await noSeriousViolations(page);
    await page.getByTestId("create-character").click();

    const sheet = page.locator('article.sheet[data-character="mira"]');
    await visible(sheet.getByRole("heading", { name: "Mira" }));
    // CON +1: Health 1 + 6; Defense 10 + DEX 1 + AWA 1.
    await text(sheet.locator('.resource[data-resource="health"] .resource-value')).toBe("7 / 7");
    await text(sheet.getByTestId("luc-defense")).toContain("12");
    await text(sheet.locator('.resource[data-resource="lucidity"] .resource-value')).toBe("14 / 14");
    const form = sheet.locator("form[data-action='check']");
    await form.getByLabel("Skill", { exact: true }).selectOption("Swords");
    await form.getByLabel("Target", { exact: true }).fill("15");
    // d20 + STR 2 + Swords 3 against 15: faces 10–20.
    await quickCheck(page, 11 / 20);
    await shot(page, "builder-lucidity-7-sheet");
    await noSeriousViolations(page);

    // Advancement: the GM awards XP; the level it allows is priced before it is taken.
    const adv = sheet.getByTestId("luc-advancement");
    await adv.getByText("Award XP (GM)").click();
    await adv.getByLabel("XP", { exact: true }).fill("10");
    await adv.getByRole("button", { name: "Award" }).click();
    await text(adv).toContain("A level to take");
    await adv.getByLabel("Level 2: raise").selectOption("CON");
    await text(adv.locator(".kit-buy-preview")).toContain("level 2");
    await adv.scrollIntoViewIfNeeded();
    await shot(page, "builder-lucidity-8-advancement");
    await adv.getByRole("button", { name: "Take the level" }).click();
    // CON +2 at level 2: Health 2 × 2 + 4 × 2 + 2.
    await text(sheet.locator('.resource[data-resource="health"] .resource-value')).toBe("14 / 14");
    expect(w.errors).toEqual([]);
  });

  it("Dice Engine: race, stats, perks, skills; SP overspent refused and fixed; the sheet, a check, XP spent", async () => {
    const w = await openTable("dice-engine", desk);
    const { page } = w;
    await page.getByRole("button", { name: "New", exact: true }).click();
    const b = builder(page, "dice-engine");
    await visible(b);
    await blankThenSample(page, "dice-engine", "Ilse Varn", [
      ["Idea", "write the character's idea"],
      ["Stats", "nothing is bought yet"],
    ]);
    await shot(page, "builder-dice-engine-1-concept");
    await noSeriousViolations(page);
    await next(page);

    await stepIs(page, "race");
    await text(b.locator(".kit-preview")).toContain("Base Stun");
    await shot(page, "builder-dice-engine-2-race");
    await next(page);

    await stepIs(page, "stats");
    // The example's stats: 60 SP net, 85 of the 250 cap in increases; its purchases 500 more.
    await text(page.getByTestId("budget-sp")).toContain("440 of 1000");
    await text(page.getByTestId("budget-cap")).toContain("85 / 250 SP");
    await page.getByRole("button", { name: "Raise Strength" }).click();
    await text(page.getByTestId("budget-sp")).toContain("430 of 1000");
    await text(page.getByTestId("budget-cap")).toContain("95 / 250 SP");
    await page.getByRole("button", { name: "Lower Strength" }).click();
    await shot(page, "builder-dice-engine-3-stats");
    await next(page);

    await stepIs(page, "perks");
    // A perk whose prerequisite is missing says what it needs.
    const light = b.locator('[data-perk="lightStep"]');
    await text(light.locator(".kit-choice-why")).toContain("Not yet: Agility 3 or higher (it is +2)");
    expect(await light.getByRole("button").isDisabled()).toBe(true);
    await shot(page, "builder-dice-engine-4-perks");
    await noSeriousViolations(page);
    await next(page);

    await stepIs(page, "skills");
    for (const s of ["endurance", "intuition", "convince"]) await page.getByTestId(`de-prof-${s}`).click();
    await text(page.getByTestId("budget-sp")).toContain("160 over");
    const err = b.locator("#de-sp-err");
    await text(err).toContain("the whole build costs 1160 SP of 1000: 160 SP over");
    await attr(page.locator('.kit-step[data-step="skills"]'), "class").toContain("issue");
    await err.scrollIntoViewIfNeeded();
    await shot(page, "builder-dice-engine-5-skills-overspent");
    await noSeriousViolations(page);
    await page.getByRole("button", { name: "Remove Proficiency in Convince" }).click();
    await text(page.getByTestId("budget-sp")).toContain("40 of 1000");
    await hidden(err);
    await next(page);

    // Weapons and armour: forms with the ruleset's choices, never JSON. The sample brings Ilse's
    // knife and padded jacket; a second weapon starts from the sample hammer and is made two-handed.
    await stepIs(page, "gear");
    const gear = b.getByTestId("de-equipment-fields");
    await count(gear.getByTestId("de-weapon")).toBe(1);
    expect(await gear.locator("textarea").count()).toBe(0);
    await gear.getByTestId("de-add-weapon").selectOption({ label: "Like the sample Hammer" });
    const hammer = gear.getByTestId("de-weapon").last();
    await hammer.getByLabel("Weapon name").fill("Maul");
    await hammer.getByLabel("Hands").selectOption({ label: "Two-handed" });
    // A wrong damage text is refused at its field in the ruleset's words, and blocks Create.
    await hammer.getByLabel("Weapon damage").fill("2d");
    await text(hammer.getByTestId("field-error")).toContain("not a dice expression");
    await attr(page.locator('.kit-step[data-step="gear"]'), "class").toContain("issue");
    await hammer.getByLabel("Weapon damage").fill("2d6");
    await count(hammer.getByTestId("field-error")).toBe(0);
    await expect.poll(() => hammer.getByLabel("Damage type").inputValue(), T).toBe("bludgeoning");
    await shot(page, "builder-dice-engine-6-gear");
    await noSeriousViolations(page);
    await next(page);

    await stepIs(page, "review");
    await text(page.getByTestId("de-unspent")).toContain("40 SP unspent");
    await shot(page, "builder-dice-engine-6-review");
    await noSeriousViolations(page);
    await page.getByTestId("create-character").click();

    const sheet = page.locator('article.sheet[data-character="ilse-varn"]');
    await visible(sheet.getByRole("heading", { name: "Ilse Varn" }));
    await text(sheet.locator('.resource[data-resource="hp"] .resource-value')).toBe("3 / 3");
    // No race: Stun = base 0 + Endurance 2.
    await text(sheet.locator('.resource[data-resource="stun"] .resource-value')).toBe("2 / 2");
    await text(sheet.getByTestId("de-dv")).toContain("9");
    await text(sheet.getByTestId("de-xp")).toBe("XP0 (Total XP 0)");
    // The gear step's equipment reached the table through the Equip action.
    const carried = sheet.getByTestId("de-equipment");
    await text(carried).toContain("Knife");
    await text(carried).toContain("Maul");
    await text(carried).toContain("Padded jacket");
    // The sheet's editor is the same forms: the Maul's damage changed there.
    await sheet.getByText("Change equipment").click();
    const editor = sheet.getByTestId("de-equipment-editor");
    expect(await editor.locator("textarea").count()).toBe(0);
    const maul = editor.getByTestId("de-weapon").filter({ has: page.getByText("Maul", { exact: true }) });
    await maul.getByLabel("Weapon damage").fill("2d8");
    await editor.scrollIntoViewIfNeeded();
    await shot(page, "builder-dice-engine-7-sheet-equipment-editor");
    await editor.getByRole("button", { name: "Save equipment" }).click();
    await text(carried).toContain("2d8");
    await sheet.getByRole("heading", { name: "Ilse Varn" }).scrollIntoViewIfNeeded();
    await shot(page, "builder-dice-engine-7-sheet");
    await quickCheck(page);
    await sheet.getByTestId("quick-check").scrollIntoViewIfNeeded();
    await shot(page, "builder-dice-engine-8-check");
    await noSeriousViolations(page);

    // XP: the GM awards it, a purchase is priced before it is bought.
    const adv = sheet.getByTestId("de-advancement");
    await adv.getByText("Award XP (GM)").click();
    await adv.getByLabel("XP", { exact: true }).fill("300");
    await adv.getByLabel("For", { exact: true }).fill("the convoy job");
    await adv.getByTestId("de-award").click();
    await text(sheet.getByTestId("de-xp")).toBe("XP300 (Total XP 300)");
    await adv.getByTestId("de-buy-what").selectOption("stat:agility");
    await text(adv.getByTestId("de-buy-preview")).toContain("200 XP");
    await adv.scrollIntoViewIfNeeded();
    await shot(page, "builder-dice-engine-9-advancement");
    await adv.getByTestId("de-buy").click();
    await text(sheet.getByTestId("de-xp")).toBe("XP100 (Total XP 300)");
    await text(sheet.locator('.kit-tile[data-stat="agility"]')).toContain("+3");

    // The GM's plain damage goes through the ruleset's damage pipeline and lands in the log.
    const rolls = await page.getByTestId("roll-entry").count();
    await sheet.getByLabel("Damage", { exact: true }).fill("4");
    await sheet.getByRole("button", { name: "Apply" }).click();
    await count(page.getByTestId("roll-entry")).toBe(rolls + 1);
    await text(page.getByTestId("roll-entry").last()).toContain("Ilse Varn");
    expect(w.errors).toEqual([]);
  });

  it("a player: the join page names the table and its ruleset; the gear step and the sheet leave equipment to the GM", async () => {
    await openTable("dice-engine", desk);
    const t = tables["dice-engine"]!;
    const w = await openPage(desk);
    watched.push(w);
    const { page } = w;
    await page.goto(`${server.url}/join/${t.id}#${encodeURIComponent(t.invite)}`);
    await text(page.getByRole("heading", { level: 1 })).toBe("Join A dice-engine table");
    await text(page.getByTestId("join-plays")).toBe("A table playing Dice Engine.");
    await shot(page, "join-page-dice-engine");
    await noSeriousViolations(page);
    await page.getByLabel("Your name at the table").fill("Pip");
    await page.getByRole("button", { name: "Join" }).click();
    await text(page.getByTestId("status")).toBe("Live");
    await text(page.getByTestId("table-ruleset")).toContain("Dice Engine");

    await page.getByRole("button", { name: "New", exact: true }).click();
    const b = builder(page, "dice-engine");
    await visible(b);
    await page.getByTestId("builder-fill").click();
    await page.locator("[data-builder]").getByLabel("Name", { exact: true }).fill("Pip Moss");
    await page.locator('.kit-step[data-step="gear"]').click();
    // The server refuses a player's Equip, so the step says who equips instead of offering forms.
    await text(b.locator(".kit-empty")).toContain("Ask the GM to equip your character");
    expect(await b.getByTestId("de-equipment-fields").count()).toBe(0);
    await shot(page, "builder-dice-engine-player-gear");
    await page.locator('.kit-step[data-step="review"]').click();
    await page.getByTestId("create-character").click();
    const sheet = page.locator('article.sheet[data-character="pip-moss"]');
    await visible(sheet.getByRole("heading", { name: "Pip Moss" }));
    await text(sheet).toContain("Nothing equipped");
    expect(await sheet.getByText("Change equipment").count()).toBe(0);
    await sheet.getByRole("heading", { name: "Pip Moss" }).scrollIntoViewIfNeeded();
    await shot(page, "builder-dice-engine-player-sheet");
    await noSeriousViolations(page);
    expect(w.errors).toEqual([]);
  });

  it("an overlay's table: the join page and every member's header name the overlay and its base", async () => {
    const overlay = JSON.parse(readFileSync(join(ROOT, "examples/grit.overlay.json"), "utf8"));
    const res = await fetch(`${server.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "The Deep Seam", overlay, gm: { name: "Gemma" } }),
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { table: { id: string }; invite: { code: string } };
    // A fresh browser context: nothing remembered from creating the table, as for any player.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const w = await openPage(context);
    watched.push(w);
    const { page } = w;
    await page.goto(`${server.url}/join/${made.table.id}#${encodeURIComponent(made.invite.code)}`);
    await text(page.getByTestId("join-plays")).toBe("A table playing Grit (based on Lucky 13).");
    await page.getByLabel("Your name at the table").fill("Dell");
    await page.getByRole("button", { name: "Join" }).click();
    await text(page.getByTestId("status")).toBe("Live");
    await text(page.getByTestId("table-ruleset")).toMatch(/^Grit \(based on Lucky 13 [\d.]+\)$/);
    await shot(page, "overlay-table-player-header");
    expect(w.errors).toEqual([]);
    await context.close();
  });

  it("fits a 375px phone: builder and sheet, no sideways scrolling", async () => {
    for (const id of Object.keys(tables)) {
      const w = await openTable(id, phone);
      const { page } = w;
      await page.getByRole("button", { name: "Sheets" }).click();
      await visible(page.locator("article.sheet"));
      expect(await sidewaysOverflow(page), `${id} sheet`).toBeLessThanOrEqual(0);
      await shot(page, `builder-${id}-phone-sheet`);
      await page.getByRole("button", { name: "New", exact: true }).click();
      await visible(builder(page, id));
      expect(await sidewaysOverflow(page), `${id} builder`).toBeLessThanOrEqual(0);
      await shot(page, `builder-${id}-phone-builder`);
      await noSeriousViolations(page);
      // Opening blank: nothing is red before anyone types; Create names the empty name with its step.
      expect(await builder(page, id).getByTestId("field-error").count()).toBe(0);
      expect(
        await page.locator("[data-builder]").getByLabel("Name", { exact: true }).getAttribute("aria-invalid"),
      ).toBeNull();
      await page.getByTestId("create-character").click();
      await text(builder(page, id).getByTestId("builder-problems")).toMatch(
        /name:? (required|must not be empty)/i,
      );
      await shot(page, `builder-${id}-phone-blank`);
      expect(await sidewaysOverflow(page), `${id} blank builder`).toBeLessThanOrEqual(0);
      expect(w.errors).toEqual([]);

      // The same builder as a player sees it: blank, with no "Played by".
      const t = tables[id]!;
      const seat = await joinOver(
        server.url,
        { gm: { table: t.id, token: t.token }, invite: t.invite },
        `Pat ${id}`,
      );
      const p = await openSeat(phone, server.url, seat);
      watched.push(p);
      await p.page.getByRole("button", { name: "Sheets" }).click();
      await p.page.getByRole("button", { name: "New", exact: true }).click();
      await visible(builder(p.page, id));
      expect(await p.page.getByLabel("Played by").count()).toBe(0);
      expect(await p.page.locator("[data-builder]").getByLabel("Name", { exact: true }).inputValue()).toBe(
        "",
      );
      expect(await sidewaysOverflow(p.page), `${id} player builder`).toBeLessThanOrEqual(0);
      await shot(p.page, `builder-${id}-player-phone-builder`);
      expect(p.errors).toEqual([]);
    }
  });

  it("logged no console errors on any page", () => {
    for (const w of watched) expect(w.errors).toEqual([]);
  });
});
