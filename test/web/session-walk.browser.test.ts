// Issue 16's "done when", walked in one file: in headless Chromium, a GM and two players (each in
// their own browser context, every WebSocket frame they receive recorded) play a short evening at
// each of the five rulesets' tables: a character from a builder that opens blank, four secret quick
// NPCs from one form, a fight (an attack, damage, a condition, undo, a whisper, a /roll, a saved roll
// fired with its key). Then: no player's frames or page hold the secret NPCs' stats, no roll card
// shows a raw key or id, and an overlay made in the designer is played at a table.
// Screenshots: test-artifacts/web/walk-<ruleset>-{gm,ash,bo}.png and walk-overlay-*.png.

import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import {
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  pageText,
  shot,
  type Watched,
} from "./support/browser.js";
import { chooseRequired, fieldLabelled } from "./support/forms.js";
import { createTableOver, joinOver, openSeat, type Seat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const T = { timeout: 15_000, interval: 100 };
/** Typed only into the ghouls' statblock, where the form has a weapon's name. */
const WEAPON = "Saltbane Hook";
const RULESETS = ["lucky13", "beat15", "lucidity", "dice-engine", "objects"] as const;

interface Seated extends Watched {
  frames: string[];
}

/**
 * Every `"key":value` fragment (strings of 4+ characters and numbers) in a JSON value's leaves,
 * written as JSON.stringify writes them, so they can be looked for in raw frames.
 */
function leafFragments(value: unknown, out = new Set<string>()): Set<string> {
  if (value === null || typeof value !== "object") return out;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === "number" || (typeof v === "string" && v.length >= 4))
      out.add(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
    else leafFragments(v, out);
  }
  return out;
}

/** Sheet data inside the frames a page received since `from`, for characters named by `names`. */
function sheetsIn(frames: string[], from: number, named: RegExp): unknown[] {
  const found: unknown[] = [];
  const walk = (v: unknown) => {
    if (v === null || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if (typeof o.name === "string" && named.test(o.name) && Object.keys(o).length > 4) found.push(o);
    for (const x of Object.values(o)) walk(x);
  };
  for (const f of frames.slice(from)) {
    try {
      walk(JSON.parse(f));
    } catch {
      // not JSON: nothing to look into
    }
  }
  return found;
}

describe.skipIf(!HAS_CHROMIUM)("a session at each ruleset's table (issue 16, done when)", () => {
  let server: WebServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    for (const width of [1366, 1366, 390])
      contexts.push(await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } }));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function seat(context: BrowserContext, s: Seat): Promise<Seated> {
    const frames: string[] = [];
    const w = await openSeat(context, server.url, s, async (page) => {
      page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
    });
    return { ...w, frames };
  }

  const count = (l: Locator) => expect.poll(() => l.count(), T);

  /** The GM builds a character in the ruleset's builder, which must open blank. */
  async function build(page: Page, ruleset: string, name: string): Promise<void> {
    await page.getByRole("button", { name: "New", exact: true }).click();
    // The builder's own Name (other panels, such as the map's, have one too).
    const nameField = page.locator("[data-builder]").getByLabel("Name", { exact: true }).first();
    await nameField.waitFor(T);
    expect(await nameField.inputValue(), `${ruleset}: the builder opens on a blank name`).toBe("");
    if (ruleset === "lucky13") {
      const b = page.locator('form[data-builder="lucky13"]');
      await nameField.fill(name);
      await b.getByTestId("builder-next").click();
      for (const [ability, die] of [
        ["Will", "d6"],
        ["Charm", "d6"],
        ["Pulse", "d10"],
        ["Intellect", "d4"],
        ["Reflex", "d8"],
      ] as const)
        await b.getByLabel(ability, { exact: true }).selectOption(die);
    } else if (ruleset === "objects") {
      const b = page.locator('form[data-builder="objects"]');
      await nameField.fill(name);
      await b.getByLabel("Concept", { exact: true }).fill("a night-shift courier");
      await b.getByTestId("builder-next").click();
      await b.getByLabel("Points already known").check();
      await b.getByLabel("Attribute points", { exact: true }).fill("21");
      for (const [label, v] of [
        ["Strength (STR)", "3"],
        ["Dexterity (DEX)", "4"],
        ["Stamina (STA)", "3"],
        ["Intelligence (INT)", "3"],
        ["Wisdom (WIS)", "4"],
        ["Charisma (CHA)", "4"],
      ] as const)
        await b.getByLabel(label, { exact: true }).fill(v);
    } else {
      // The kit builders: blank, then the sample the builder offers, then the name typed.
      await page.getByTestId("builder-fill").click();
      await nameField.fill(name);
    }
    // On to the step with Create (the step-by-step builders show it on their review).
    const create = page.getByTestId("create-character");
    for (let i = 0; i < 8 && !(await create.isVisible()); i++) await page.getByTestId("builder-next").click();
    await page.getByTestId("create-character").click();
    await page.getByRole("heading", { name, level: 3 }).first().waitFor(T);
  }

  for (const ruleset of RULESETS) {
    it(`plays an evening of ${ruleset}`, async () => {
      const rs = registry.get(ruleset);
      const t = await createTableOver(server.url, ruleset, `Walk: ${rs.name}`);
      const [ashSeat, boSeat] = [await joinOver(server.url, t, "Ash"), await joinOver(server.url, t, "Bo")];
      const [gm, ash, bo] = await Promise.all([
        seat(contexts[0]!, t.gm),
        seat(contexts[1]!, ashSeat),
        seat(contexts[2]!, boSeat),
      ]);
      const g = gm.page;

      // 1. A character from a blank builder.
      await build(g, ruleset, "Wren Hale");

      // 2. Four secret quick NPCs in one form, with a text stat only they carry where the form has one.
      const gmFramesBefore = gm.frames.length;
      await g.getByRole("button", { name: "Add NPCs" }).click();
      const form = g.getByRole("form", { name: "Add NPCs" });
      await form.getByLabel("Name", { exact: true }).fill("Ghoul");
      await form.getByLabel("How many").fill("4");
      const weapon = form.getByLabel("Weapon", { exact: true });
      const armed = (await weapon.count()) > 0 && (await weapon.evaluate((e) => e.tagName)) === "INPUT";
      if (armed) await weapon.fill(WEAPON);
      const secret = form.getByLabel("Secret from the players");
      if (!(await secret.isChecked())) await secret.check();
      await form.getByRole("button", { name: "Add 4 NPCs" }).click();
      const list = g.getByRole("list", { name: "Characters at the table" });
      await count(list.getByText("Ghoul 4")).toBeGreaterThan(0);

      // What the GM received about the ghouls: their sheets' leaves, minus any the GM had already.
      await expect.poll(() => sheetsIn(gm.frames, gmFramesBefore, /^Ghoul \d$/).length, T).toBeGreaterThan(0);
      const earlier = gm.frames.slice(0, gmFramesBefore).join("\n");
      const secretBits = [...leafFragments(sheetsIn(gm.frames, gmFramesBefore, /^Ghoul \d$/))].filter(
        (f) => !earlier.includes(f) && !/^"(name|id|type|show|secret)"/.test(f),
      );
      expect(secretBits.length, `${ruleset}: the GM's frames carry the ghouls' sheets`).toBeGreaterThan(0);
      // The GM's page shows a ghoul's HP; the players' pages must not.
      await list.getByRole("button", { name: /Ghoul 1/ }).click();
      const hp = /HP \d+ ?\/ ?\d+|\d+ \/ \d+/;

      // 3. The fight: initiative, an attack from the GM's desk, damage, a condition, undo.
      const start = g.getByTestId("start-encounter");
      if ((await start.count()) > 0) {
        for (const box of await g.locator(".start-encounter input[type=checkbox]").all())
          if (!(await box.isChecked())) await box.check();
        await start.first().click();
        await g.getByTestId("undo").filter({ hasText: "Undo:" }).waitFor(T);
      }
      // An attack by whoever may act now (an attack out of turn is refused): tried for each
      // fighter in turn, Wren against Ghoul 1 and a ghoul against Wren.
      const actionId = rs.actions.attack ? "attack" : "check";
      await g.getByLabel("Any action, for anyone").selectOption(actionId);
      const act = g.locator(`.gm-panel form[data-action="${actionId}"]`);
      let attacked = false;
      const refusals: string[] = [];
      // Whoever the GM's tracker says acts now goes first.
      const actingRows = await g
        .getByRole("list", { name: "Acting order" })
        .locator('.tracker-row:has(.badge-turn), .tracker-row[aria-current="true"]')
        .allInnerTexts();
      const acting = actingRows.map((r) => /Wren Hale|Ghoul \d/.exec(r)?.[0]).filter((n): n is string => !!n);
      const fighters = ["Wren Hale", "Ghoul 1", "Ghoul 2", "Ghoul 3", "Ghoul 4"];
      for (const attacker of [...new Set([...acting, ...fighters])]) {
        for (const label of ["Attacker", "Actor"]) {
          const f = fieldLabelled(act, label);
          if ((await f.count()) > 0) await f.selectOption({ label: attacker });
        }
        const defender = fieldLabelled(act, "Defender");
        const foe = attacker === "Wren Hale" ? "Ghoul 1" : "Wren Hale";
        if ((await defender.count()) > 0) {
          // The form offers only those that may be attacked; anyone else offered will do.
          const offered = await defender.locator("option").allInnerTexts();
          if (offered.includes(foe)) await defender.selectOption({ label: foe });
          else if (offered.length > 1) await defender.selectOption({ index: 1 });
        }
        await chooseRequired(act);
        const rolledBefore = await g.getByTestId("roll-entry").count();
        await act.getByTestId(`do-${actionId}`).click();
        attacked = await expect
          .poll(() => g.getByTestId("roll-entry").count(), { timeout: 3000, interval: 100 })
          .toBeGreaterThan(rolledBefore)
          .then(
            () => true,
            () => false,
          );
        if (attacked) break;
        refusals.push(`${attacker}: ${(await act.innerText()).replace(/\s+/g, " ").slice(-300)}`);
      }
      expect(attacked, `${ruleset}: no one could attack\n${refusals.join("\n")}`).toBe(true);

      // Damage on Ghoul 2 from its sheet, then a condition on Ghoul 3, then undo the condition.
      // (Beat-15 keeps no hit points: its attacks are its damage.)
      await list.getByRole("button", { name: /Ghoul 2/ }).click();
      const harm = g.locator(".harm-heal").first();
      if (rs.actions.damage) {
        await harm.waitFor(T);
        await harm.locator("input").first().fill("3");
        await harm.getByRole("button").first().click();
        await count(g.getByTestId("log").getByText(/Ghoul 2 .*(damage|→)/)).toBeGreaterThan(0);
      }
      await g.locator("summary", { hasText: "Add a condition" }).click();
      const cond = g.locator("details.gm-form", { hasText: "Add a condition" });
      await cond.getByLabel("On", { exact: true }).selectOption({ label: "Ghoul 3" });
      await cond.getByLabel("Condition", { exact: true }).fill("shaken");
      await cond.getByRole("button", { name: "Add", exact: true }).click();
      await count(g.locator(".conditions-panel").getByText("shaken")).toBeGreaterThan(0);
      await g.getByTestId("undo").filter({ hasText: "Undo:" }).click();
      await count(g.locator(".conditions-panel").getByText("shaken")).toBe(0);

      // 4. A whisper from the GM to Ash, a /roll from Ash, a saved roll fired by Bo's key.
      const whisper = `${ruleset}: the ghouls fear salt`;
      const chat = g.getByTestId("chat-form");
      await chat.getByLabel("Ash", { exact: false }).check();
      await g.getByTestId("chat-text").fill(whisper);
      await g.getByTestId("chat-text").press("Enter");
      await chat.getByLabel("Ash", { exact: false }).uncheck();
      await count(ash.page.getByTestId("chat-entry").filter({ hasText: whisper })).toBe(1);

      await ash.page.getByTestId("chat-text").fill("/roll 2d6+3 Tidewater");
      await ash.page.getByTestId("chat-text").press("Enter");
      await count(g.getByTestId("roll-entry").filter({ hasText: "Tidewater" })).toBe(1);

      const logTab = bo.page.getByRole("button", { name: "Log", exact: true });
      if (await logTab.isVisible()) await logTab.click();
      const bar = bo.page.getByTestId("macro-bar");
      await bar.getByRole("button", { name: "Save a roll…" }).click();
      await bo.page.getByTestId("macro-name").fill("Torch");
      await bo.page.getByTestId("macro-notation").fill("3d4");
      await bo.page.getByTestId("macro-new").getByRole("button", { name: "Save" }).click();
      await count(bar.getByTestId("macro")).toBe(1);
      await bo.page.locator("body").click({ position: { x: 5, y: 5 } });
      await bo.page.keyboard.press("1");
      await count(g.getByTestId("roll-entry").filter({ hasText: "Torch" })).toBe(1);
      await count(ash.page.getByTestId("roll-entry").filter({ hasText: "Torch" })).toBe(1);

      // 5. What the players received and see: the ghouls' names, never their sheets.
      for (const p of [ash, bo]) {
        const frames = p.frames.join("\n");
        expect(frames, `${ruleset}: the ghouls reached the player`).toContain("Ghoul 4");
        expect(frames).not.toContain(WEAPON);
        expect(await pageText(p.page)).not.toContain(WEAPON);
        // A fragment the player's own characters also carry (Wren's stun falling to 0 after a hit is
        // "stun":0 too) says nothing about the ghouls; any other is a ghoul's stat that got out.
        const ours = leafFragments(
          sheetsIn(p.frames, 0, /^(?!Ghoul \d$)/).filter(
            (s) => typeof (s as { ruleset?: unknown }).ruleset === "string",
          ),
        );
        const leaked = secretBits.filter((b) => frames.includes(b) && !ours.has(b));
        expect(leaked, `${ruleset}: a player's frames hold the ghouls' stats`).toEqual([]);
        expect(sheetsIn(p.frames, 0, /^Ghoul \d$/).filter((s) => leafFragments(s).size > 6)).toEqual([]);
        const theirs = p.page.getByRole("list", { name: "Characters at the table" });
        const text = await pageText(p.page);
        for (const row of await theirs
          .getByRole("listitem")
          .filter({ hasText: /Ghoul \d/ })
          .allInnerTexts())
          expect(row, `${ruleset}: a ghoul's row on a player's list`).not.toMatch(hp);
        const order = p.page.getByRole("list", { name: "Acting order" });
        if ((await order.count()) > 0)
          // A ghoul's own row, by the name it starts with (Wren's row may name a ghoul as its target).
          for (const row of await order
            .locator(".tracker-row")
            .filter({ has: p.page.locator(".tracker-name > strong", { hasText: /^Ghoul \d$/ }) })
            .allInnerTexts())
            expect(row, `${ruleset}: a ghoul's tracker row for a player`).not.toMatch(hp);
        expect(text).toContain("Ghoul 1");
      }
      expect(bo.frames.join("\n"), `${ruleset}: Bo got the whisper`).not.toContain(whisper);
      expect(await pageText(bo.page)).not.toContain(whisper);

      // 6. No raw key or id on any card, for anyone.
      const ids = (await g
        .locator("[data-character]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-character") ?? ""))) as string[];
      for (const p of [gm, ash, bo]) {
        const labels = await p.page.locator(".outcome-list dt").allTextContents();
        for (const l of labels) expect(l, `${ruleset}: a raw key on a roll card`).not.toMatch(/[a-z][A-Z]|_/);
        const cards = await p.page.getByTestId("log").innerText();
        for (const id of new Set(ids.filter((i) => i.length > 3)))
          expect(cards, `${ruleset}: a character id in the log`).not.toMatch(new RegExp(`\\b${id}\\b`));
        expect(cards).not.toMatch(/\bcond-[a-z0-9]+|\b(custom|action|rule):[a-z]/);
        // Any kind:value key (attack:heavy, 1:casimir) and a bare true/false (issue 16).
        expect(cards, `${ruleset}: a coded key or a bare boolean in the log`).not.toMatch(
          /\b[a-zA-Z]+:[a-zA-Z0-9]+\b|\b(true|false)\b/,
        );
        expect(cards).not.toMatch(/\b[a-z]+[A-Z][a-z]+[A-Za-z]*\b/);
        expect(cards).not.toMatch(/\bm[a-z0-9]{9,}\b/);
      }

      await shot(g, `walk-${ruleset}-gm`);
      await shot(ash.page, `walk-${ruleset}-ash`);
      await shot(bo.page, `walk-${ruleset}-bo`);
      for (const p of [gm, ash, bo]) expect(p.errors, ruleset).toEqual([]);
      await Promise.all([g.close(), ash.page.close(), bo.page.close()]);
    }, 120_000);
  }

  it("plays an overlay made in the designer at a table", async () => {
    const page = await contexts[0]!.newPage();
    await page.goto(`${server.url}/designer`);
    await page.getByRole("heading", { name: "Design a ruleset" }).waitFor(T);
    await page.getByLabel("Name", { exact: true }).fill("Ashfall");
    await page.getByLabel("Id", { exact: true }).fill("ashfall");
    await page.getByLabel("New name for Pulse").fill("Grit");
    await page.getByRole("button", { name: "Play this at a table" }).click();
    await page.waitForURL(/\/\?overlay=/);
    await page.getByLabel("Table name").fill("Walk: Ashfall");
    await page.getByLabel("Your name (GM)").fill("Gemma");
    await page.getByLabel("NPCs secret by default").check();
    await shot(page, "walk-overlay-start");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.getByRole("link", { name: "Open the table" }).click();
    await page.getByTestId("status").filter({ hasText: "Live" }).waitFor(T);
    await expect
      .poll(() => page.getByTestId("table-ruleset").textContent(), T)
      .toMatch(/^Ashfall \(based on Lucky 13 [\d.]+\)$/);
    // The setting chosen at creation is the table's from its first event.
    await expect.poll(() => page.getByTestId("setting-npcsSecretByDefault").isChecked(), T).toBe(true);
    // The builder's abilities step uses the overlay's name for Pulse.
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.locator("[data-builder]").getByLabel("Name", { exact: true }).first().fill("Dell");
    await page.getByTestId("builder-next").click();
    await expect.poll(() => page.locator('form[data-builder="lucky13"]').innerText(), T).toContain("Grit");
    await shot(page, "walk-overlay-table");
    await page.close();
  }, 60_000);
});
