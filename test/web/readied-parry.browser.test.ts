// A Dice Engine defender's player readies Martial Parry from her own sheet, in a real headless
// Chromium against a real server (DE-PERK-59, issue 21): the attacker's player can no longer decide
// the defender's reaction. The GM's attack that follows pays the parry only if it hits. Screenshots
// land in test-artifacts/web/readied-parry-*.png.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator } from "playwright-core";
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
  type Watched,
} from "./support/browser.js";
import { createTableOver, importCharacter, joinOver, type NewTable, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const example = (id: string) =>
  JSON.parse(readFileSync(join(ROOT, "examples/dice-engine", `${id}.json`), "utf8")) as {
    name: string;
    perks: Record<string, unknown>;
  };

const HAMMER = {
  id: "hammer",
  name: "Hammer",
  stat: "strength",
  melee: true,
  damage: "1d8",
  damageType: "bludgeoning",
  attacks: [{ type: "standard" }],
};

describe.skipIf(!HAS_CHROMIUM)("a readied Martial Parry in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let table: NewTable;
  let gm: Watched;
  let player: Watched;
  let gmSocket: TestClient;
  let playerSocket: TestClient;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    table = await createTableOver(server.url, "dice-engine", "The Dojo");
    const pip = await joinOver(server.url, table, "Pip");
    gm = await openSeat(context, server.url, table.gm);
    player = await openSeat(
      await browser.newContext({ viewport: { width: 1280, height: 900 } }),
      server.url,
      pip,
    );
    const ws = `${server.url.replace(/^http/, "ws")}/ws`;
    gmSocket = await TestClient.join(ws, table.gm.table, table.gm.token);
    playerSocket = await TestClient.join(ws, pip.table, pip.token);
  }, 240_000);

  afterAll(async () => {
    await gmSocket?.close();
    await playerSocket?.close();
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 15_000, interval: 100 };
  /** Wren's value on the GM's tracker. */
  const wrenTick = () =>
    gm.page
      .getByRole("list", { name: "Acting order" })
      .locator('.tracker-row[data-participant="wren-adair"] .tracker-value');
  const text = (l: Locator) =>
    expect.poll(async () => ((await l.count()) > 0 ? l.first().textContent() : ""), T);

  it("the GM seats Bruno and Pip's Wren (Martial Arts 2, Martial Parry), arms Bruno and starts the fight", async () => {
    await importCharacter(gm.page, example("bruno"));
    const wren = example("wren");
    const parrier = {
      ...wren,
      perks: {
        ...wren.perks,
        martialArts: { rank: 2, source: "xp" },
        martialParry: { rank: 1, source: "xp" },
      },
    };
    await importCharacter(gm.page, parrier, undefined, "Pip");
    const armed = await gmSocket.intent({
      type: "action",
      action: "equip",
      params: { actor: "bruno-hale", equipment: { weapons: [HAMMER] } },
    });
    expect(armed.type, JSON.stringify(armed)).toBe("ack");
    const started = await gmSocket.intent({
      type: "action",
      action: "initiative",
      params: {
        participants: [
          { character: "bruno-hale", initiative: 0 },
          { character: "wren-adair", initiative: 60 },
        ],
      },
    });
    expect(started.type, JSON.stringify(started)).toBe("ack");
  });

  it("Pip's attack cannot make Bruno parry: the defender's reaction is his side's to take", async () => {
    const r = await playerSocket.intent({
      type: "action",
      action: "attack",
      params: { attacker: "wren-adair", defender: "bruno-hale", weapon: "Unarmed Strike", parried: true },
    });
    expect(r).toMatchObject({
      type: "error",
      code: "forbidden",
      message: expect.stringMatching(/^Martial Parry is the defender's to take: their player readies it/),
    });
  });

  it("Pip readies Martial Parry from Wren's sheet: the log says what it will cost, and nothing is paid yet", async () => {
    const { page } = player;
    const cast = page.getByRole("list", { name: "Characters at the table" });
    await cast.getByRole("button", { name: "Wren Adair" }).click();
    await page.getByLabel("Other actions").selectOption("interrupt");
    const form = page.locator('form[data-action="interrupt"]');
    // The interrupt is one of the list or the GM's own with details: Pip takes one of the list.
    await form.locator('select[id$="-interrupt"]').selectOption({ label: "from the list" });
    const interrupt = form.getByLabel("Value (from the list)");
    const offered = await interrupt
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o.textContent ?? "").trim()).filter((t) => t !== "—"));
    // Named as words, not as the keys the request carries.
    expect(offered).toEqual(["dodge", "bolt", "Martial parry", "Get down mr president"]);
    await interrupt.selectOption({ label: "Martial parry" });
    await form.scrollIntoViewIfNeeded();
    await shot(page, "readied-parry-1-form");
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
    await form.locator('button[type="submit"]').click();
    await text(page.getByTestId("roll-entry").last()).toMatch(
      /Wren Adair readies a Martial Parry: if a melee weapon attack hits Wren Adair now, Wren Adair pays 2 initiative/,
    );
    await text(gm.page.getByTestId("roll-entry").last()).toMatch(/readies a Martial Parry/);
    await text(wrenTick()).toBe("tick 60");
    await shot(page, "readied-parry-2-readied");
  });

  it("the GM's hammer blow reads it: a hit is parried and paid (2), a miss costs Wren nothing", async () => {
    const r = (await gmSocket.intent({
      type: "action",
      action: "attack",
      params: { attacker: "bruno-hale", defender: "wren-adair", weapon: "Hammer", type: "standard" },
    })) as { type: string };
    expect(r.type, JSON.stringify(r)).toBe("ack");
    const last = gm.page.getByTestId("roll-entry").last();
    await text(last).toMatch(/Bruno Hale attacks Wren Adair with Hammer/);
    const entry = (await last.textContent()) ?? "";
    if (/ hits/.test(entry)) {
      await text(last).toMatch(/Wren Adair parries: 4 off the damage \(Martial Parry\)/);
      await text(wrenTick()).toBe("tick 62");
    } else {
      expect(entry).not.toMatch(/parries/);
      await text(wrenTick()).toBe("tick 60");
    }
    await gm.page.getByTestId("roll-entry").last().scrollIntoViewIfNeeded();
    await shot(gm.page, "readied-parry-3-attack");
  });

  it("logged no console errors on either page", () => {
    expect(gm.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  });
});
