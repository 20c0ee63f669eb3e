// The Dice Engine's rising tick tracker in a real headless Chromium against a real server: a GM
// imports two characters (examples/dice-engine), a player on a phone imports a third, the GM rolls
// initiative for all three; the lowest tick acts, takes an action with a cost through the ruleset's
// own `act` action, and both the GM and the player see the new ticks and who acts next; the GM
// undoes it. axe finds nothing serious, nothing scrolls sideways on the phone, no page logs an
// error. Screenshots land in test-artifacts/web/dice-engine-tracker-*.png.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../server/support/client.js";
import { ROOT } from "../server/support/harness.js";
import {
  describeViolations,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  seriousViolations,
  shot,
  sidewaysOverflow,
  type Watched,
} from "./support/browser.js";
import { fieldLabelled } from "./support/forms.js";
import { createTableOver, importCharacter, joinOver, type NewTable, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const example = (id: string) =>
  JSON.parse(readFileSync(join(ROOT, "examples/dice-engine", `${id}.json`), "utf8")) as { name: string };

/** Each participant's tick as the tracker shows it: id → tick. */
async function ticksOf(tracker: Locator): Promise<Record<string, number>> {
  const rows = await tracker
    .locator(".tracker-row")
    .evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute("data-participant"),
        e.querySelector(".tracker-value")?.textContent ?? "",
      ]),
    );
  return Object.fromEntries(rows.map(([id, v]) => [id, Number(String(v).replace(/^tick /, ""))]));
}

/** The ids the tracker marks as acting now / next, in its order. */
const marked = (tracker: Locator, which: "now" | "next") =>
  tracker
    .locator(`.tracker-row.${which}`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-participant") ?? ""));

describe.skipIf(!HAS_CHROMIUM)("the Dice Engine tick tracker in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let desk: BrowserContext;
  let phone: BrowserContext;
  let table: NewTable;
  let gm: Watched;
  let player: Watched;
  let before: Record<string, number> = {};
  let actor = "";

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    table = await createTableOver(server.url, "dice-engine", "The Long Corridor");
    gm = await openSeat(desk, server.url, table.gm);
    player = await openSeat(phone, server.url, await joinOver(server.url, table, "Pip"));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 15_000, interval: 100 };
  const text = (l: Locator) =>
    expect.poll(async () => ((await l.count()) > 0 ? l.first().textContent() : ""), T);
  const count = (l: Locator) => expect.poll(() => l.count(), T);
  const tracker = (page: Page) => page.getByRole("list", { name: "Acting order" });

  async function noSeriousViolations(page: Page) {
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
  }

  it("brings three characters to the table: two of the GM's, one the player's", async () => {
    await importCharacter(gm.page, example("ilse"));
    await importCharacter(gm.page, example("bruno"));
    await importCharacter(gm.page, example("wren"), undefined, "Pip");
    await count(gm.page.getByRole("list", { name: "Characters at the table" }).getByRole("listitem")).toBe(3);
  });

  it("rolls initiative for all three: the lowest tick acts, the next-lowest is next", async () => {
    const { page } = gm;
    const start = page.getByTestId("start-encounter");
    await expect.poll(() => start.innerText(), T).toBe("Roll initiative");
    await shot(page, "dice-engine-tracker-1-start");
    await noSeriousViolations(page);
    await start.click();
    await count(tracker(page).locator(".tracker-row")).toBe(3);
    await text(page.locator("#init-title + .badge")).toMatch(/Tick tracker · tick -?\d+/);
    before = await ticksOf(tracker(page));
    expect(Object.keys(before).sort()).toEqual(["bruno-hale", "ilse-varn", "wren-adair"]);
    const low = Math.min(...Object.values(before));
    const lowest = Object.keys(before).filter((id) => before[id] === low);
    expect((await marked(tracker(page), "now")).sort()).toEqual(lowest.sort());
    // Shown lowest first: the one acting heads the list.
    const shown = await tracker(page)
      .locator(".tracker-row")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-participant") ?? ""));
    expect(before[shown[0]!]).toBe(low);
    await text(page.getByTestId("roll-entry").last()).toMatch(/Combat starts/);
    // The badge says who acts first by name, not by id.
    const names: Record<string, string> = {
      "ilse-varn": "Ilse Varn",
      "bruno-hale": "Bruno Hale",
      "wren-adair": "Wren Adair",
    };
    const badge = page.getByTestId("roll-entry").last().locator(".badge.outcome");
    await expect
      .poll(async () => ((await badge.textContent()) ?? "").split(" + ").sort(), T)
      .toEqual(lowest.map((id) => names[id]).sort());
    await page.locator(".initiative-panel").scrollIntoViewIfNeeded();
    await shot(page, "dice-engine-tracker-2-initiative");
    await noSeriousViolations(page);
  });

  it("the actor takes an action costing 4 ticks: new ticks and the next actor, for the GM and the player", async () => {
    const { page } = gm;
    const form = page.locator("form.spend-ticks");
    actor = await form.getByLabel("Who acts").inputValue();
    expect(before[actor]).toBe(Math.min(...Object.values(before)));
    await form.getByLabel("Action", { exact: true }).fill("reload");
    await form.getByLabel("Cost (ticks)").fill("4");
    await form.getByRole("button", { name: "Spend ticks" }).click();

    const after = { ...before, [actor]: before[actor]! + 4 };
    await expect.poll(() => ticksOf(tracker(page)), T).toEqual(after);
    const low = Math.min(...Object.values(after));
    const nowIds = Object.keys(after).filter((id) => after[id] === low);
    const nextTick = Math.min(...Object.values(after).filter((v) => v > low));
    const nextIds = Object.keys(after).filter((id) => after[id] === nextTick);
    await expect.poll(async () => (await marked(tracker(page), "now")).sort(), T).toEqual(nowIds.sort());
    expect((await marked(tracker(page), "next")).sort()).toEqual(nextIds.sort());
    await text(page.locator("#init-title + .badge")).toBe(`Tick tracker · tick ${low}`);
    // The ruleset's own action ran: the log names it (by its name, not its key) and says what it cost.
    await text(page.getByTestId("roll-entry").last()).toMatch(/: reload, 4 initiative/);
    await page.locator(".initiative-panel").scrollIntoViewIfNeeded();
    await shot(page, "dice-engine-tracker-3-after-action");
    await noSeriousViolations(page);

    // The player on a phone sees the same tracker.
    const p = player.page;
    await p.getByRole("button", { name: "Combat", exact: true }).click();
    await expect.poll(() => ticksOf(tracker(p)), T).toEqual(after);
    expect((await marked(tracker(p), "now")).sort()).toEqual(nowIds.sort());
    expect((await marked(tracker(p), "next")).sort()).toEqual(nextIds.sort());
    // Only the player whose character acts now gets the form, and only for that character.
    const theirs = p.locator("form.spend-ticks");
    if (nowIds.includes("wren-adair")) {
      await expect.poll(() => theirs.getByLabel("Who acts").inputValue(), T).toBe("wren-adair");
    } else {
      expect(await theirs.count()).toBe(0);
    }
    await shot(p, "dice-engine-tracker-4-player-phone");
    await noSeriousViolations(p);
    expect(await sidewaysOverflow(p), "the Combat tab scrolls sideways").toBeLessThanOrEqual(0);
  });

  it("the GM undoes the action: the ticks are back and the same actor acts again", async () => {
    const { page } = gm;
    await page.getByTestId("undo").click();
    await expect.poll(() => ticksOf(tracker(page)), T).toEqual(before);
    expect(await marked(tracker(page), "now")).toContain(actor);
    await expect.poll(() => ticksOf(tracker(player.page)), T).toEqual(before);
    await count(page.locator(".entry.undone")).toBe(1);
    await page.locator(".initiative-panel").scrollIntoViewIfNeeded();
    await shot(page, "dice-engine-tracker-5-undone");
    await noSeriousViolations(page);
  });

  it("attacks from the acting character's sheet: exact odds before the roll, then paid on the tracker for both", async () => {
    const { page } = gm;
    const names = { "ilse-varn": "Ilse Varn", "bruno-hale": "Bruno Hale", "wren-adair": "Wren Adair" };
    const defender = Object.keys(before).find((id) => id !== actor)!;
    const cast = page.getByRole("list", { name: "Characters at the table" });
    await cast.getByRole("button", { name: names[actor as keyof typeof names] }).click();
    const other = page.getByLabel("Other actions");
    // First the GM arms them with the Equip action (sent here as the GM's intent: its form is now
    // structured controls, walked for every action in action-forms.browser.test.ts); the sheet then
    // lists what they carry.
    const gmSocket = await TestClient.join(
      `${server.url.replace(/^http/, "ws")}/ws`,
      table.gm.table,
      table.gm.token,
    );
    const equipped = await gmSocket.intent({
      type: "action",
      action: "equip",
      params: {
        actor,
        equipment: {
          weapons: [
            {
              id: "hammer",
              name: "Hammer",
              stat: "strength",
              melee: true,
              damage: "1d8",
              damageType: "bludgeoning",
              attacks: [{ type: "standard" }, { type: "heavy", ratings: [2] }],
            },
          ],
          armour: { name: "Leather coat", type: "reflex", pa: 1 },
        },
      },
    });
    expect(equipped.type, JSON.stringify(equipped)).toBe("ack");
    await gmSocket.close();
    const gear = page.getByTestId("de-equipment");
    await text(gear).toMatch(/Hammer\s*1d8 bludgeoning · Strength · Standard, Heavy:\[2\] · melee/);
    await text(gear).toMatch(/Leather coat\s*worn\s*Reflex armour · PA 1 · EA 0/);
    // The log says so too, for everyone at the table.
    await text(page.getByRole("log", { name: "Table log" })).toMatch(
      /'s equipment: weapons Hammer; wears Leather coat/,
    );
    // The sheet's own editor is forms that start from what is carried (no JSON), and a bad value is
    // refused at its field before anything is sent.
    await page.getByText("Change equipment", { exact: true }).click();
    const editor = page.getByTestId("de-equipment-editor");
    expect(await editor.locator("textarea").count()).toBe(0);
    const hammer = editor.getByTestId("de-weapon").first();
    expect(await hammer.getByLabel("Weapon name").inputValue()).toBe("Hammer");
    await hammer.getByLabel("Weapon damage").fill("d");
    await text(hammer.getByTestId("field-error")).toContain("not a dice expression");
    expect(await editor.getByRole("button", { name: "Save equipment" }).isDisabled()).toBe(true);
    await hammer.getByLabel("Weapon damage").fill("1d8");
    await gear.scrollIntoViewIfNeeded();
    await shot(page, "dice-engine-tracker-6-equipment");
    // The attack takes `attacker`, not `actor`: the sheet fixes it to this character all the same.
    await other.selectOption("attack");
    const form = page.locator('form[data-action="attack"]');
    await expect(fieldLabelled(form, "Attacker").count()).resolves.toBe(0);
    const set = async (label: string, value: string) => {
      const field = fieldLabelled(form, label);
      if ((await field.evaluate((e) => e.tagName)) === "SELECT") await field.selectOption(value);
      else await field.fill(value);
    };
    await set("Defender", defender);
    // The ruleset offers what this character can do: its weapons, then the chosen weapon's attack
    // types, then that type's ratings (the Unarmed Strike is Heavy:[2] and nothing else).
    const options = (label: string) =>
      form
        .getByLabel(new RegExp(`^${label}( \\*)?$`))
        .locator("option")
        .evaluateAll((os) => os.map((o) => o.getAttribute("value") ?? "").filter((v) => v !== ""));
    await expect.poll(() => options("Weapon"), T).toEqual(["Hammer", "Unarmed Strike"]);
    await set("Weapon", "Unarmed Strike");
    await expect.poll(() => options("Type"), T).toEqual(["heavy"]);
    await set("Type", "heavy");
    await expect.poll(() => options("Rating"), T).toEqual(["2"]);
    await set("Rating", "2");
    // The chance to hit shows before anything is rolled.
    await text(form.locator(".outcome-p")).toMatch(/\d+(\.\d+)?%/);
    await form.getByTestId("do-attack").click();
    await text(page.getByTestId("roll-entry").last()).toMatch(
      new RegExp(
        `${names[actor as keyof typeof names]} attacks ${names[defender as keyof typeof names]} with Unarmed Strike`,
      ),
    );
    // The attack was paid for: the attacker's tick went up, on the GM's tracker and the player's.
    await expect.poll(async () => (await ticksOf(tracker(page)))[actor]! > before[actor]!, T).toBe(true);
    const now = await ticksOf(tracker(page));
    await expect.poll(() => ticksOf(tracker(player.page)), T).toEqual(now);
    await shot(page, "dice-engine-tracker-7-attack");
    await noSeriousViolations(page);
  });

  it("logged no console errors on any page", () => {
    expect(gm.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  });
});
