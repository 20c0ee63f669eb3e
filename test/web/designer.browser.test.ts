// The ruleset designer (/designer) in a real headless Chromium against a real server: the issue's
// story. A designer takes Lucky 13, renames Pulse to Grit, makes each Grit die worth 8 hit points,
// adds a pick-axe, and sees the derived ruleset's exact odds table (cells equal to `oddsTable`, what
// `tabula odds-table` prints); runs a small seeded duel in a Web Worker and gets exactly the report
// `simulateDuel` (`tabula sim duel`) gives for the same seed; cancels a long run; breaks the overlay
// and sees the error naming the field. On the Dice Engine, the duel examples are kits (character
// and equipment inline), the limit counts ticks from the strategy's 200, and a seeded run gives
// exactly what `tabula sim duel OVERLAY bruno.kit.json ilse.kit.json --json` prints; a kit naming
// its character by path is told to paste it inline. axe finds nothing serious, no page logs an
// error, and the page fits a phone. Screenshots land in test-artifacts/web/designer-*.png.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { oddsTable, percent } from "../../src/designer/odds-tables.js";
import { rulesetFromOverlay } from "../../src/designer/resolve.js";
import { simulateDuel } from "../../src/sim/run.js";
import { jsonBody } from "../cli/json.js";
import {
  ARTIFACTS,
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
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

describe.skipIf(!HAS_CHROMIUM)("the ruleset designer in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let context: BrowserContext;
  let phoneContext: BrowserContext;
  let desk: Watched;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    desk = await openPage(context);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 20_000, interval: 100 };
  const visible = (l: Locator, timeout = T.timeout) => l.first().waitFor({ state: "visible", timeout });
  const fullShot = (page: Page, name: string) =>
    page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

  async function expectNoSeriousViolations(page: Page) {
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
  }

  async function openDesigner(page: Page) {
    await page.goto(server.url);
    await page.getByRole("link", { name: "Ruleset designer" }).click();
    await page.waitForURL(`${server.url}/designer`);
    await visible(page.getByRole("heading", { name: "Design a ruleset" }));
  }

  const overlayText = (page: Page) => page.getByLabel("Overlay JSON").inputValue();

  /**
   * What `tabula sim duel --json` reports for the page's overlay (saved to a file) and two fighters
   * of examples/duel, with `args`; the files named as the page names them (names, not paths).
   */
  async function cliReport(page: Page, fighters: string[], args: string[]): Promise<unknown> {
    const doc = JSON.parse(await overlayText(page));
    const dir = mkdtempSync(join(tmpdir(), "tabula-designer-"));
    try {
      const overlayFile = join(dir, "designer.overlay.json");
      writeFileSync(overlayFile, JSON.stringify(doc));
      const file = (name: string) => fileURLToPath(new URL(`../../examples/duel/${name}`, import.meta.url));
      const io = bufferIo();
      const code = await main(["sim", "duel", overlayFile, ...fighters.map(file), ...args, "--json"], io);
      expect(code, io.stderr()).toBe(0);
      const cli = jsonBody(io.stdout(), "sim");
      for (const side of cli.sides) side.source = basename(side.source);
      return cli;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("opens from the start page's header, on a blank Lucky 13 overlay", async () => {
    const { page } = desk;
    await openDesigner(page);
    await expect.poll(() => page.getByLabel("Base ruleset").inputValue(), T).toBe("lucky13");
    await visible(page.getByTestId("overlay-summary"));
    await visible(page.getByTestId("odds-table"));
    await shot(page, "designer-01-start");
    await expectNoSeriousViolations(page);
  });

  it("takes Lucky 13, renames Pulse to Grit, sets 8 hit points per Grit die and adds a pick-axe", async () => {
    const { page } = desk;
    await page.getByLabel("Name", { exact: true }).fill("Grit");
    await page.getByLabel("Id", { exact: true }).fill("grit");
    await page.getByLabel("New name for Pulse").fill("Grit");

    await page.locator("summary", { hasText: "Option defaults" }).click();
    const hp = page.getByLabel(/hpPerPulseDie/);
    await visible(hp);
    await hp.fill("8");
    await page.locator("summary", { hasText: "Option defaults" }).click();

    await page.getByLabel("Catalogue").selectOption("weapons");
    await page.getByLabel("weapon name").fill("Pick-axe");
    await page.getByLabel("weapon accuracy").selectOption("d6");
    await page.getByLabel("weapon damage").selectOption("d10");
    await page.getByLabel("weapon tags").fill("melee, tool");
    await page.getByRole("button", { name: "Add weapon" }).click();

    const summary = page.getByTestId("overlay-summary");
    await expect.poll(() => summary.textContent(), T).toContain("Pulse → Grit");
    await expect.poll(() => summary.textContent(), T).toContain("hpPerPulseDie = 8");
    await expect.poll(() => summary.textContent(), T).toContain("Pick-axe");
    const doc = JSON.parse(await overlayText(page));
    expect(doc).toMatchObject({
      base: "lucky13",
      id: "grit",
      name: "Grit",
      rename: { abilities: { pulse: "Grit" } },
      options: { hpPerPulseDie: 8 },
      add: { weapons: [{ name: "Pick-axe", accuracy: "d6", damage: "d10", tags: ["melee", "tool"] }] },
    });
    await fullShot(page, "designer-02-overlay-edited");
    await expectNoSeriousViolations(page);
  });

  it("shows the derived ruleset's exact odds table, the same as oddsTable / tabula odds-table", async () => {
    const { page } = desk;
    const doc = JSON.parse(await overlayText(page));
    const expected = oddsTable(rulesetFromOverlay(doc));
    const grid = page.getByTestId("odds-table");
    await expect
      .poll(() => page.getByText(/ability die \(Will, Charm, Grit, Intellect, Reflex\)/).count(), T)
      .toBe(1);
    const first = expected.tables[0]!;
    await expect.poll(() => grid.getAttribute("data-grid"), T).toBe(first.id);
    // d8 + d6 against a moderate Difficulty: row and column by their labels.
    const r = first.rows.values.indexOf("d8 + d6");
    const c = first.columns.values.findIndex((v) => String(v).startsWith("moderate"));
    expect(r).toBeGreaterThanOrEqual(0);
    expect(c).toBeGreaterThanOrEqual(0);
    const cell = grid.locator("tbody tr").nth(r).locator("td").nth(c);
    await expect.poll(() => cell.textContent(), T).toBe(percent(first.cells[r]![c]!));
    expect(Number(await cell.getAttribute("data-p"))).toBe(first.cells[r]![c]);
    // Every cell of the grid shown is the exact one.
    const all = (await grid
      .locator("tbody td")
      .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute("data-p"))))) as number[];
    expect(all).toEqual(first.cells.flat());

    // The attack grid lists the new weapon against each Defensive die.
    const attack = expected.tables.findIndex((t) => t.id === "attack");
    await page.getByLabel("Grid").selectOption(String(attack));
    await expect.poll(() => grid.getAttribute("data-grid"), T).toBe("attack");
    await expect.poll(() => grid.textContent(), T).toContain("Pick-axe");
    await grid.scrollIntoViewIfNeeded();
    await shot(page, "designer-03-odds");
    await page.getByLabel("Grid").selectOption("0");
  });

  it("runs a small seeded duel in a worker and reports exactly what simulateDuel gives", async () => {
    const { page } = desk;
    // Fighter A: the example Brunella, her hit points fitted to Grit's maximum.
    await expect
      .poll(() => page.getByTestId("fighter-status-0").textContent(), T)
      .toContain("Brunella is ready");
    // Fighter B: built with the derived ruleset's balanced method, with the pick-axe.
    await page.locator("summary", { hasText: "Build one with Grit's creation method" }).nth(1).click();
    await page.getByLabel("Fighter B: method").selectOption("balanced");
    const input = JSON.parse(await page.getByLabel("Fighter B: creation input").inputValue());
    expect(input.weapons).toEqual(["Pick-axe"]);
    await page.getByRole("button", { name: "Build fighter B" }).click();
    await expect.poll(() => page.getByTestId("fighter-status-1").textContent(), T).toContain("Ash is ready");

    await page.getByLabel("Fights", { exact: true }).fill("300");
    await page.getByLabel("Seed").fill("issue-10");
    await page.getByRole("button", { name: "Run 300 fights" }).click();
    const result = page.getByTestId("sim-result");
    await visible(result, 60_000);

    const doc = JSON.parse(await overlayText(page));
    const a = JSON.parse(await page.getByLabel("Fighter A: character JSON").inputValue());
    const b = JSON.parse(await page.getByLabel("Fighter B: character JSON").inputValue());
    expect(a.hp).toBe(16);
    expect(b.weapons.map((w: { name: string }) => w.name)).toEqual(["Pick-axe"]);
    const expected = await simulateDuel(rulesetFromOverlay(doc), {
      fighters: [
        { raw: a, source: "brunella.json" },
        { raw: b, source: "ash.json" },
      ],
      runs: 300,
      seed: "issue-10",
    });
    const shown = JSON.parse((await page.getByTestId("sim-report-json").textContent()) ?? "null");
    expect(shown).toEqual(expected);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    expect(await page.getByTestId("wins-0").textContent()).toContain(pct(expected.sides[0].wins.rate));
    expect(await page.getByTestId("interval-1").textContent()).toBe(
      `${pct(expected.sides[1].wins.interval[0])}–${pct(expected.sides[1].wins.interval[1])}`,
    );
    await result.scrollIntoViewIfNeeded();
    await shot(page, "designer-04-duel");
    await expectNoSeriousViolations(page);
  });

  it("shows a long run's progress and cancels it", async () => {
    const { page } = desk;
    await page.getByLabel("Fights", { exact: true }).fill("1000000");
    await page.getByRole("button", { name: /Run 1,000,000 fights/ }).click();
    const bar = page.locator("progress");
    await visible(bar);
    await bar.scrollIntoViewIfNeeded();
    await shot(page, "designer-05-progress");
    // Cancel as soon as fights are counted: on a quiet machine a million fights take only seconds,
    // and a click after the last one cancels nothing (the screenshot came first once, and the run
    // had finished by the click).
    await expect.poll(async () => Number(await bar.getAttribute("value")), T).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    await visible(page.getByText("Cancelled."));
    await expect.poll(() => bar.count(), T).toBe(0);
  });

  it("lists an invalid overlay's errors with the field they are in", async () => {
    const { page } = desk;
    const doc = JSON.parse(await overlayText(page));
    doc.rename.abilities = { pulsee: "Grit" };
    doc.add.weapons.push({ name: "Shovel", accuracy: "d6" });
    await page.getByLabel("Overlay JSON").fill(JSON.stringify(doc, null, 2));
    const problems = page.getByTestId("overlay-problems");
    await visible(problems);
    await expect.poll(() => problems.textContent(), T).toContain("add.weapons.1.damage");
    await page.getByLabel("Overlay JSON").fill(JSON.stringify({ ...doc, add: undefined }, null, 2));
    await expect.poll(() => problems.textContent(), T).toContain("rename.abilities.pulsee");
    await expect.poll(() => problems.textContent(), T).toContain("is not one of Lucky 13's abilities");
    expect(await page.getByLabel("Overlay JSON").getAttribute("aria-invalid")).toBe("true");
    await problems.scrollIntoViewIfNeeded();
    await shot(page, "designer-06-invalid");
    await expectNoSeriousViolations(page);
    await page.getByLabel("Overlay JSON").fill("{ not json");
    await expect.poll(() => problems.textContent(), T).toContain("not valid JSON");
    // One click back to a valid overlay.
    await page.getByRole("button", { name: "Example: Lucky 13 → Grit" }).click();
    await visible(page.getByTestId("overlay-summary"));
    expect(desk.errors).toEqual([]);
  });

  it("simulates a Dice Engine duel between kits, in ticks, exactly as tabula sim duel --json", async () => {
    const watched = await openPage(context);
    const { page } = watched;
    await openDesigner(page);
    // Lucky 13 counts rounds; the Dice Engine's tracker counts ticks, from its strategy's 200.
    await expect.poll(() => page.getByLabel("Round limit").inputValue(), T).toBe("100");
    await page.getByLabel("Base ruleset").selectOption("dice-engine");
    await expect.poll(() => page.getByLabel("Tick limit").inputValue(), T).toBe("200");
    expect(await page.getByLabel("Round limit").count()).toBe(0);

    // The examples offered are the Dice Engine kits of examples/duel, equipment and all.
    const offered = await page.getByLabel("Fighter A: example").locator("option").allTextContents();
    expect(offered).toEqual(["(other)", "bruno.kit.json", "ilse.kit.json"]);
    await expect
      .poll(() => page.getByTestId("fighter-status-0").textContent(), T)
      .toContain("Bruno Hale is ready with Hammer");
    await expect
      .poll(() => page.getByTestId("fighter-status-1").textContent(), T)
      .toContain("Ilse Varn is ready with Knife, Padded jacket");
    const a = JSON.parse(await page.getByLabel("Fighter A: character JSON").inputValue());
    expect(a.character.name).toBe("Bruno Hale");
    expect(a.equipment.weapons[0].name).toBe("Hammer");

    await page.getByLabel("Fights", { exact: true }).fill("2000");
    await page.getByLabel("Seed").fill("1");
    await page.getByRole("button", { name: "Run 2,000 fights" }).click();
    const result = page.getByTestId("sim-result");
    await visible(result, 60_000);
    const shown = JSON.parse((await page.getByTestId("sim-report-json").textContent()) ?? "null");

    // The CLI on the same overlay (saved to a file), the same kits, seed and runs.
    expect(shown).toEqual(
      await cliReport(page, ["bruno.kit.json", "ilse.kit.json"], ["--runs", "2000", "--seed", "1"]),
    );
    expect(shown).toMatchObject({ unit: "tick", maxRounds: 200, runs: 2000, seed: "1" });
    expect(shown.sides.map((s: { weapon: string }) => s.weapon)).toEqual(["Hammer", "Knife"]);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    expect(await page.getByTestId("wins-0").textContent()).toContain(pct(shown.sides[0].wins.rate));
    await visible(page.getByText(/^Ticks to finish: mean/));
    await result.scrollIntoViewIfNeeded();
    await shot(page, "designer-09-dice-engine-duel");
    await expectNoSeriousViolations(page);

    // A kit that names its character by path: the browser cannot open it, and says what to do.
    const b = JSON.parse(await page.getByLabel("Fighter B: character JSON").inputValue());
    await page
      .getByLabel("Fighter B: character JSON")
      .fill(JSON.stringify({ character: "ilse.json", equipment: b.equipment }, null, 2));
    await expect
      .poll(() => page.getByTestId("fighter-status-1").textContent(), T)
      .toContain("paste the character's JSON inline");
    await page.getByRole("button", { name: "Run 2,000 fights" }).click();
    const alert = page.getByRole("alert");
    await visible(alert);
    expect(await alert.textContent()).toContain('names its character by a file path ("ilse.json")');
    await alert.scrollIntoViewIfNeeded();
    await shot(page, "designer-10-dice-engine-kit-path");
    await expectNoSeriousViolations(page);
    expect(watched.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("runs a Beat-15 duel, which needs its settings (the stat that attacks), exactly as tabula sim duel --duel", async () => {
    const watched = await openPage(context);
    const { page } = watched;
    await openDesigner(page);
    await page.getByLabel("Base ruleset").selectOption("beat15");
    // Beat-15 cannot fight without naming its combat stat: the field starts from the example.
    const settings = page.getByLabel("Duel settings (JSON)");
    await expect.poll(() => settings.inputValue(), T).toBe('{"stat":"might"}');
    await page.getByLabel("Fights", { exact: true }).fill("1000");
    await page.getByLabel("Seed").fill("3");
    await page.getByRole("button", { name: "Run 1,000 fights" }).click();
    const result = page.getByTestId("sim-result");
    await visible(result, 60_000);
    const shown = JSON.parse((await page.getByTestId("sim-report-json").textContent()) ?? "null");
    const argv = ["--runs", "1000", "--seed", "3", "--duel", '{"stat":"might"}'];
    const sources = shown.sides.map((x: { source: string }) => x.source);
    expect(shown).toEqual(await cliReport(page, sources, argv));
    // Settings that are not JSON are refused before anything runs, naming what is wrong.
    await settings.fill("{stat: might}");
    await page.getByRole("button", { name: "Run 1,000 fights" }).click();
    const alert = page.getByRole("alert");
    await visible(alert);
    expect(await alert.textContent()).toContain("The duel settings are not JSON");
    await shot(page, "designer-11-beat15-duel-settings");
    await expectNoSeriousViolations(page);
    expect(watched.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("fits a phone and works from the keyboard", async () => {
    const phone = await openPage(phoneContext);
    const { page } = phone;
    await openDesigner(page);
    await visible(page.getByTestId("odds-table"));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByLabel("New name for Pulse").focus();
    await page.keyboard.type("Grit");
    await expect.poll(() => page.getByTestId("overlay-summary").textContent(), T).toContain("Pulse → Grit");
    await shot(page, "designer-07-phone");
    await fullShot(page, "designer-08-phone-full");
    await expectNoSeriousViolations(page);
    // The Dice Engine's kits and their hint fit the phone too.
    await page.getByLabel("Base ruleset").selectOption("dice-engine");
    await expect.poll(() => page.getByLabel("Tick limit").inputValue(), T).toBe("200");
    await expect
      .poll(() => page.getByTestId("fighter-status-1").textContent(), T)
      .toContain("Ilse Varn is ready");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(phone.errors).toEqual([]);
  });
});
