// Quick secret NPCs in a real headless Chromium (issue 16): the GM adds four goblins in one "Add
// NPCs" form (a Lucky 13 statblock: Pulse, weapon, secret, players see a wound word); the GM's page
// shows their HP, the player's page shows their names and the veil, and neither the player's DOM nor
// any WebSocket frame the player's page received holds their HP, sheet or weapon. Screenshots:
// test-artifacts/web/npcs-{gm,player}.png.

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lucky13 } from "../../src/rulesets/lucky13/ruleset.js";
import {
  describeViolations,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  pageText,
  seriousViolations,
  shot,
  type Watched,
} from "./support/browser.js";
import { createTableOver, joinOver, type NewTable, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

/** Only in the goblins' sheets. */
const WEAPON = "Bonecrusher Spear";

describe.skipIf(!HAS_CHROMIUM)("quick secret NPCs in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let desk: BrowserContext;
  let table: NewTable;
  let gm: Watched;
  let player: Watched;
  const playerFrames: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    table = await createTableOver(server.url, "lucky13", "Goblin cave");
    gm = await openSeat(desk, server.url, table.gm);
    const seat = await joinOver(server.url, table, "Pip");
    player = await openSeat(desk, server.url, seat, async (page: Page) => {
      // Every frame the player's page receives, from the first.
      page.on("websocket", (ws) => ws.on("framereceived", (f) => playerFrames.push(String(f.payload))));
    });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const T = { timeout: 15_000, interval: 100 };

  it("adds four secret goblins in one form; the player never gets their HP", async () => {
    const p = gm.page;
    await p.getByRole("button", { name: "Add NPCs" }).click();
    const form = p.getByRole("form", { name: "Add NPCs" });
    // The form starts blank (no sample name) with the statblock's own defaults.
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    await form.getByLabel("Name").fill("Goblin");
    await form.getByLabel("How many").fill("4");
    await form.getByLabel("Pulse").selectOption("d8");
    await form.getByLabel("Weapon").fill(WEAPON);
    await form.getByLabel("Secret from the players").check();
    await form.getByLabel("Players see").selectOption("wound");
    await form.getByRole("button", { name: "Add 4 NPCs" }).click();

    const list = p.getByRole("list", { name: "Characters at the table" });
    await expect.poll(() => list.getByText("Goblin 4").count(), T).toBeGreaterThan(0);

    // What the GM sees: the goblin's HP from its Pulse d8, as the ruleset reckons it.
    const o = lucky13.parseOptions({});
    const facet = lucky13.npc!;
    const built = facet.build(facet.statblock.parse({ pulse: "d8" }), "Goblin 1", o);
    const { max } = facet.health(built, o)!;
    await list.getByRole("button", { name: /Goblin 1/ }).click();
    await expect.poll(() => pageText(p), T).toContain(WEAPON);
    expect(await pageText(p)).toContain(`HP ${max}/${max}`);
    await shot(p, "npcs-gm");

    // The player: four names, each behind the veil, no numbers.
    const q = player.page;
    const theirs = q.getByRole("list", { name: "Characters at the table" });
    await expect.poll(() => theirs.getByRole("button").count(), T).toBe(4);
    await theirs.getByRole("button", { name: /Goblin 2/ }).click();
    await expect.poll(() => pageText(q), T).toContain("The GM keeps this character’s sheet secret.");
    await expect.poll(() => pageText(q), T).toContain("unhurt");
    const seen = await pageText(q);
    for (const n of [1, 2, 3, 4]) expect(seen).toContain(`Goblin ${n}`);
    expect(seen).not.toContain(WEAPON);
    expect(seen).not.toMatch(/HP \d+\/\d+/);
    await shot(q, "npcs-player");

    // Every frame the player's page received: the goblins arrived, but never their sheets.
    const frames = playerFrames.join("\n");
    expect(frames).toContain("Goblin 4");
    expect(frames).not.toContain(WEAPON);
    expect(frames).not.toMatch(/"abilities"|"hp":/);

    const vs = await seriousViolations(q);
    expect(vs, describeViolations(vs)).toEqual([]);
    expect(gm.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  }, 120_000);

  it("runs them in the tracker: the GM's rows show HP, the player's a wound word after damage", async () => {
    const p = gm.page;
    const q = player.page;
    await p.getByTestId("start-encounter").click();
    const order = (page: Page) => page.getByRole("list", { name: "Acting order" });
    await expect.poll(() => order(p).locator(".tracker-row").count(), T).toBe(4);
    await expect.poll(() => order(q).locator(".tracker-row").count(), T).toBe(4);
    await expect.poll(async () => (await order(p).textContent()) ?? "", T).toMatch(/HP \d+\/\d+/);

    // The GM hurts Goblin 2 badly from its sheet.
    const list = p.getByRole("list", { name: "Characters at the table" });
    await list.getByRole("button", { name: /Goblin 2/ }).click();
    await p.getByLabel("Amount").fill("20");
    await p.getByRole("button", { name: "Damage", exact: true }).click();

    const row = order(q).locator(".tracker-row", { hasText: "Goblin 2" });
    await expect.poll(async () => (await row.textContent()) ?? "", T).toMatch(/hurt|bloodied|down/);
    // The initiative roll the player saw holds no goblin's die.
    const rolls = playerFrames
      .map(
        (t) =>
          JSON.parse(t) as {
            type: string;
            event?: { type: string; roll?: { action: string; dice: unknown[] } };
          },
      )
      .filter((m) => m.type === "event" && m.event?.type === "roll" && m.event.roll?.action === "initiative");
    expect(rolls.length).toBe(1);
    expect(rolls[0]!.event!.roll!.dice).toEqual([]);
    const rows = (await order(q).textContent()) ?? "";
    expect(rows).not.toMatch(/HP \d+\/\d+/);
    // The log tells the player how it looks, not by how much.
    await expect.poll(() => pageText(q), T).toMatch(/Goblin 2 looks (hurt|bloodied|down)/);
    const frames = playerFrames.join("\n");
    expect(frames).not.toContain(WEAPON);
    expect(frames).not.toMatch(/"abilities"|"hp":/);
    await shot(q, "npcs-player-tracker");
    await shot(p, "npcs-gm-tracker");
    expect(player.errors).toEqual([]);
    expect(gm.errors).toEqual([]);
  }, 120_000);

  it.each(["beat15", "objects", "lucidity", "dice-engine"])(
    "adds four quick NPCs from the statblock form's defaults in %s",
    async (ruleset) => {
      const t = await createTableOver(server.url, ruleset, `Quick NPCs (${ruleset})`);
      const w = await openSeat(desk, server.url, t.gm);
      await w.page.getByRole("button", { name: "Add NPCs" }).click();
      const form = w.page.getByRole("form", { name: "Add NPCs" });
      await form.getByLabel("Name").fill("Bandit");
      await form.getByLabel("How many").fill("4");
      await form.getByRole("button", { name: "Add 4 NPCs" }).click();
      const list = w.page.getByRole("list", { name: "Characters at the table" });
      await expect.poll(() => list.getByRole("button").count(), T).toBe(4);
      expect(await list.textContent()).toContain("Bandit 4");
      await shot(w.page, `npcs-gm-${ruleset}`);
      expect(w.errors).toEqual([]);
      await w.page.close();
    },
    60_000,
  );
});
