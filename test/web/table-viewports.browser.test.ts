// The table at the two laptop sizes a GM and players most often bring (1366×768 and 1440×900),
// for each of the five rulesets, in a real Chromium (issue 16, "walk the page"): a player's
// character and four secret NPCs, an encounter, an attack from the GM's desk, a condition filed
// under a ruleset's key on the player's character and one on a ghoul. The page must not scroll
// sideways, the tracker's rows must read as words (the ruleset's condition names, never a key,
// "Target: …" by name), and screenshots are left in test-artifacts/web/size-<ruleset>-<who>-<w>.png
// for a person to look at.

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import { TestClient } from "../server/support/client.js";
import { HAS_CHROMIUM, launch, NO_CHROMIUM_MESSAGE, shot } from "./support/browser.js";
import { chooseRequired } from "./support/forms.js";
import { createTableOver, joinOver, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const T = { timeout: 15_000, interval: 100 };
const RULESETS = ["lucky13", "beat15", "lucidity", "dice-engine", "objects"] as const;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
] as const;
/** What a tracker row may never show: camelCase, kind:value, a lower-case key joined by - or _, "3r". */
const RAW = [
  /\b[a-z]+[A-Z][a-zA-Z]*\b/,
  /\b[a-zA-Z]+:[a-zA-Z0-9]+\b/,
  /\b[a-z]+[-_][a-z]+\b/,
  /\b\d+[rtm]\b/,
];

describe.skipIf(!HAS_CHROMIUM)("the table at 1366×768 and 1440×900, each ruleset", () => {
  let server: WebServer;
  let browser: Browser;
  let gmContext: BrowserContext;
  let playerContext: BrowserContext;
  const sockets: TestClient[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    gmContext = await browser.newContext({ viewport: SIZES[0] });
    playerContext = await browser.newContext({ viewport: SIZES[0] });
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) await s.close();
    await browser?.close();
    await server?.stop();
  });

  async function socket(table: string, token: string): Promise<TestClient> {
    const c = await TestClient.join(`${server.url.replace(/^http/, "ws")}/ws`, table, token);
    sockets.push(c);
    return c;
  }

  for (const rulesetId of RULESETS)
    it(`${rulesetId}: nothing scrolls sideways, the tracker reads as words; screenshots`, async () => {
      const ruleset = registry.get(rulesetId as string);
      const t = await createTableOver(server.url, rulesetId, `Sizes: ${ruleset.name}`);
      const ashSeat = await joinOver(server.url, t, "Ash");
      const gmSocket = await socket(t.gm.table, t.gm.token);
      const ashSocket = await socket(ashSeat.table, ashSeat.token);
      const welcome = ashSocket.messages.find((m) => m.type === "welcome") as
        | { member: { id: string } }
        | undefined;
      if (!welcome) throw new Error("Ash's socket got no welcome");
      const ashId = welcome.member.id;

      // Ash's character (the ruleset's first sample), four secret ghouls from the NPC facet's sample.
      const sample = Object.values(ruleset.fixtures(ruleset.parseOptions({})).characters)[0]!;
      const put = await gmSocket.intent({
        type: "character.put",
        id: "wren",
        character: { ...(sample.data as object), name: "Wren Hale" },
        owner: ashId,
      });
      expect(put.type, JSON.stringify(put)).toBe("ack");
      const npcs = await gmSocket.intent({
        type: "npc.add",
        name: "Ghoul",
        count: 4,
        statblock: ruleset.npc?.example ?? {},
        secret: { show: "wound" },
      });
      expect(npcs.type, JSON.stringify(npcs)).toBe("ack");

      const gm = await openSeat(gmContext, server.url, t.gm);
      const ash = await openSeat(playerContext, server.url, ashSeat);
      const g = gm.page;

      // The encounter, from the GM's tracker.
      await g.getByRole("list", { name: "Characters at the table" }).getByText("Ghoul 4").waitFor(T);
      for (const box of await g.locator(".start-encounter input[type=checkbox]").all())
        if (!(await box.isChecked())) await box.check();
      await g.getByTestId("start-encounter").first().click();
      await g.getByRole("list", { name: "Acting order" }).waitFor(T);

      // Conditions under a ruleset's keys, one on Wren (Ash sees it), one on a ghoul.
      await gmSocket.next((m) => m.type === "event" && JSON.stringify(m).includes('"Ghoul 4"'));
      const ghoul = characterIdNamed(gmSocket.messages, "Ghoul 2");
      if (!ghoul) throw new Error("no Ghoul 2 in the GM's events");
      for (const [target, name] of [
        ["wren", "gm-controlled"],
        [ghoul, "trait:fireBreathing"],
      ] as const) {
        const ack = await gmSocket.intent({
          type: "engine",
          engine: "addCondition",
          id: `cond-${name.replace(/\W/g, "")}`,
          target,
          name,
          rating: 2,
          duration: { unit: "round", remaining: 3 },
        });
        expect(ack.type, JSON.stringify(ack)).toBe("ack");
      }

      // An attack (or a check) from the GM's desk by whoever acts now, against the form's default.
      const actionId = ruleset.actions.attack ? "attack" : "check";
      await g.getByLabel("Any action, for anyone").selectOption(actionId);
      const act = g.locator(`.gm-panel form[data-action="${actionId}"]`);
      await chooseRequired(act);
      const before = await g.getByTestId("roll-entry").count();
      await act.getByTestId(`do-${actionId}`).click();
      await expect
        .poll(() => g.getByTestId("roll-entry").count(), { timeout: 5000, interval: 100 })
        .toBeGreaterThan(before)
        .catch(() => undefined); // refused out of turn: the page is still walked

      for (const [who, w] of [
        ["gm", gm],
        ["ash", ash],
      ] as const) {
        await w.page.getByRole("list", { name: "Acting order" }).waitFor(T);
        for (const size of SIZES) {
          await w.page.setViewportSize(size);
          await w.page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
          const sideways = await w.page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth",
          );
          expect(
            sideways,
            `${rulesetId} ${who} at ${size.width}: the page scrolls sideways`,
          ).toBeLessThanOrEqual(0);
          await shot(w.page, `size-${rulesetId}-${who}-${size.width}`);
        }
        const rows = await w.page
          .getByRole("list", { name: "Acting order" })
          .locator(".tracker-row")
          .allInnerTexts();
        expect(rows.length).toBeGreaterThan(4);
        for (const row of rows)
          for (const raw of RAW)
            expect(row, `${rulesetId} ${who}: a raw key in a tracker row`).not.toMatch(raw);
        // Wren's own row (a ghoul's row may name Wren as its target).
        const wren = rows.find((r) => /^\S+\s+Wren Hale\b/.test(r)) ?? "";
        expect(wren, `${rulesetId} ${who}: Wren's condition in words`).toContain(
          "GM controlled 2 · 3 rounds",
        );
        await expectTitle(w.page, "GM controlled, rating 2, 3 rounds left");
        expect(w.errors, `${rulesetId} ${who}`).toEqual([]);
      }
      // The GM sees the ghoul's condition by the trait's name; Ash, shown only its wound, does not.
      expect(await g.getByRole("list", { name: "Acting order" }).innerText()).toContain(
        "Fire breathing (trait) 2",
      );
      expect(await ash.page.getByRole("list", { name: "Acting order" }).innerText()).not.toContain(
        "Fire breathing",
      );
      await g.close();
      await ash.page.close();
    }, 180_000);
});

/** The id of the character an event added under `name`, looking into groups. */
function characterIdNamed(messages: readonly unknown[], name: string): string | undefined {
  let found: string | undefined;
  const walk = (v: unknown, depth: number): void => {
    if (found !== undefined || v === null || typeof v !== "object" || depth > 8) return;
    const o = v as Record<string, unknown>;
    const c = o.character as { id?: unknown; name?: unknown } | undefined;
    if (o.type === "character.added" && c?.name === name && typeof c.id === "string") {
      found = c.id;
      return;
    }
    for (const x of Object.values(o)) walk(x, depth + 1);
  };
  for (const m of messages) walk(m, 0);
  return found;
}

async function expectTitle(page: Page, title: string): Promise<void> {
  const titles = await page
    .getByRole("list", { name: "Acting order" })
    .locator(".mini-cond")
    .evaluateAll((els) => els.map((e) => e.getAttribute("title") ?? ""));
  expect(titles).toContain(title);
}
