// Chat in a real headless Chromium against a real server (PGlite, a fresh build of the app), with a
// GM and two players each in their own browser context: every WebSocket frame each page receives
// is recorded, so a whisper is proved to reach only its sender's, its recipient's and the GM's
// frames; `/roll` is rolled by the server (the page sends only the text); hostile markup in a
// message stays text in the DOM; a saved roll fires with a key; the GM's dice dialect reaches
// the players' dice tray and /roll. Screenshots in test-artifacts/web/chat-*.png.

import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../server/support/client.js";
import { character } from "../server/support/harness.js";
import {
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  pageText,
  shot,
  type Watched,
} from "./support/browser.js";
import { chooseRequired } from "./support/forms.js";
import { createTableOver, joinOver, type NewTable, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

interface Seated extends Watched {
  /** Every WebSocket frame this page received, as text. */
  frames: string[];
  /** Every frame it sent. */
  sent: string[];
}

describe.skipIf(!HAS_CHROMIUM)("chat at the web table", () => {
  let server: WebServer;
  let browser: Browser;
  let t: NewTable;
  let gm: Seated;
  let ash: Seated;
  let bo: Seated;
  let ashSeat: { table: string; token: string };

  const T = { timeout: 15_000, interval: 100 };
  const count = (l: Locator) => expect.poll(() => l.count(), T);

  async function seat(token: { table: string; token: string }, width: number): Promise<Seated> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const frames: string[] = [];
    const sent: string[] = [];
    const w = await openSeat(context, server.url, token, async (page) => {
      page.on("websocket", (ws) => {
        ws.on("framereceived", (f) => frames.push(String(f.payload)));
        ws.on("framesent", (f) => sent.push(String(f.payload)));
      });
    });
    return { ...w, frames, sent };
  }

  async function say(p: Page, text: string, whisperTo: string[] = []) {
    const form = p.getByTestId("chat-form");
    for (const name of whisperTo) await form.getByLabel(name, { exact: false }).check();
    await p.getByTestId("chat-text").fill(text);
    await p.getByTestId("chat-text").press("Enter");
    await expect.poll(() => p.getByTestId("chat-text").inputValue(), T).toBe("");
    for (const name of whisperTo) await form.getByLabel(name, { exact: false }).uncheck();
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    t = await createTableOver(server.url, "lucky13", "Whisper night");
    const a = await joinOver(server.url, t, "Ash");
    const b = await joinOver(server.url, t, "Bo");
    gm = await seat(t.gm, 1440);
    ashSeat = a;
    ash = await seat(a, 1366);
    bo = await seat(b, 1366);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("a GM's whisper to Ash reaches Ash's and the GM's frames only; Bo's page shows a placeholder", async () => {
    const secret = "the-vault-code-is-7731";
    await say(gm.page, `Ash, **quietly**: ${secret}`, ["Ash"]);
    for (const p of [gm, ash]) {
      const entry = p.page.getByTestId("chat-entry").filter({ hasText: secret });
      await count(entry).toBe(1);
      await expect.poll(() => entry.locator(".vis-whisper").textContent(), T).toBe("Whisper to Ash");
      await expect.poll(() => entry.locator("strong").textContent(), T).toBe("quietly");
    }
    await count(bo.page.locator(".entry-hidden")).toBeGreaterThan(0);
    await shot(ash.page, "chat-01-whisper-ash");
    await shot(bo.page, "chat-02-whisper-bo-placeholder");
    expect(ash.frames.join("\n")).toContain(secret);
    expect(bo.frames.join("\n")).not.toContain(secret);
    expect(await pageText(bo.page)).not.toContain(secret);
  });

  it("/roll is rolled by the server: the page sends the text, every page shows the dice", async () => {
    await ash.page.getByTestId("chat-as").selectOption({ label: "out of character (as Ash)" });
    await say(ash.page, "/roll 2d6+3 Sword");
    const sent = ash.sent
      .map((s) => JSON.parse(s) as { type: string; text?: string })
      .filter((m) => m.type === "chat");
    expect(sent.at(-1)).toMatchObject({ type: "chat", text: "/roll 2d6+3 Sword" });
    expect(Object.keys(sent.at(-1)!).sort()).toEqual(["intentId", "text", "type"]);
    for (const p of [gm, ash, bo]) {
      const card = p.page.getByTestId("roll-entry").filter({ hasText: "Sword" });
      await count(card).toBe(1);
      await count(card.locator(".die")).toBe(2);
      await expect
        .poll(() => card.locator(".roll-summary").textContent(), T)
        .toMatch(/Ash rolls 2d6 \+ 3 \(Sword\): \d+/);
    }
  });

  it("hostile markup in a message stays text: no script, image or link element, nothing runs (with an inline roll)", async () => {
    const hostile =
      '<script>window.__pwned=1</script> <img src=x onerror="window.__pwned=2"> [click me](javascript:window.__pwned=3) *careful* [[1d6+1]]';
    await say(ash.page, hostile);
    const entry = bo.page.getByTestId("chat-entry").filter({ hasText: "careful" });
    await count(entry).toBe(1);
    const dom = await entry.evaluate((el) => ({
      scripts: el.querySelectorAll("script").length,
      images: el.querySelectorAll("img").length,
      anchors: el.querySelectorAll("a").length,
      handlers: [...el.querySelectorAll("*")].filter((x) =>
        [...x.attributes].some((a) => a.name.startsWith("on")),
      ).length,
      text: el.textContent ?? "",
      em: el.querySelector("em")?.textContent ?? null,
      link: el.querySelector(".chat-link")?.textContent ?? null,
      inline: el.querySelector("[data-testid=inline-roll] button")?.textContent ?? null,
    }));
    expect(dom).toMatchObject({ scripts: 0, images: 0, anchors: 0, handlers: 0, em: "careful" });
    expect(dom.text).toContain("<script>window.__pwned=1</script>");
    expect(dom.text).toContain('<img src=x onerror="window.__pwned=2">');
    expect(dom.link).toBe("click me (javascript:window.__pwned=3)");
    expect(Number(dom.inline)).toBeGreaterThanOrEqual(2);
    expect(Number(dom.inline)).toBeLessThanOrEqual(7);
    // Evaluated as text: this file is typed without the DOM's globals.
    expect(await bo.page.evaluate("typeof window.__pwned")).toBe("undefined");
    await entry.locator("[data-testid=inline-roll] button").click();
    await count(entry.locator(".inline-detail .die")).toBe(1);
    await shot(bo.page, "chat-03-hostile-text");
  });

  it("a saved roll is Ash's alone, and key 1 fires it", async () => {
    const bar = ash.page.getByTestId("macro-bar");
    await bar.getByRole("button", { name: "Save a roll…" }).click();
    await ash.page.getByTestId("macro-name").fill("Fireball");
    await ash.page.getByTestId("macro-notation").fill("8d6");
    await ash.page.getByTestId("macro-new").getByRole("button", { name: "Save" }).click();
    await count(bar.getByTestId("macro")).toBe(1);
    await shot(ash.page, "chat-04-macro-row");
    expect(bo.frames.join("\n")).not.toContain("Fireball");
    expect(gm.frames.join("\n")).not.toContain("Fireball");
    await ash.page.locator("body").click({ position: { x: 5, y: 5 } });
    await ash.page.keyboard.press("1");
    for (const p of [ash, bo]) {
      const card = p.page.getByTestId("roll-entry").filter({ hasText: "Fireball" });
      await count(card).toBe(1);
      await count(card.locator(".die")).toBe(8);
    }
  });

  it("a saved action is built with the action form, saves without rolling, and key 2 rolls it on the server", async () => {
    // Ash's character, made over a WebSocket of Ash's own (the builders have tests of their own).
    const ws = await TestClient.join(`${server.url.replace(/^http/, "ws")}/ws`, ashSeat.table, ashSeat.token);
    expect((await ws.intent(character("Wren"))).type).toBe("ack");
    await ws.close();
    await count(ash.page.locator(".char-list").getByText("Wren")).toBe(1);
    const bar = ash.page.getByTestId("macro-bar");
    await bar.getByRole("button", { name: "Save a roll…" }).click();
    const box = ash.page.getByTestId("macro-new");
    await ash.page.getByTestId("macro-name").fill("Wren checks");
    await box.getByLabel("Rolls").selectOption("action");
    await box.getByLabel("Action", { exact: true }).selectOption("check");
    const form = box.locator('form[data-action="check"]');
    await chooseRequired(form);
    const before = await bo.page.getByTestId("roll-entry").count();
    await form.getByRole("button", { name: "Save this roll" }).click();
    await count(bar.getByTestId("macro")).toBe(2);
    expect(await bo.page.getByTestId("roll-entry").count()).toBe(before);
    await ash.page.locator("body").click({ position: { x: 5, y: 5 } });
    await ash.page.keyboard.press("2");
    await count(bo.page.getByTestId("roll-entry")).toBe(before + 1);
    await expect.poll(() => bo.page.getByTestId("roll-entry").last().textContent(), T).toContain("Wren");
  });

  it("the GM's dice dialect reaches the players' tray odds and /roll", async () => {
    await ash.page.getByTestId("notation").fill("3d6x");
    await count(ash.page.locator(".tray .field-error")).toBe(1);
    await gm.page.getByTestId("dialect").selectOption("foundry");
    await expect
      .poll(() => ash.page.getByTestId("chat-text").getAttribute("placeholder"), T)
      .toContain("Foundry VTT");
    await count(ash.page.locator(".tray .field-error")).toBe(0);
    await say(ash.page, "/roll 4d6x burn");
    const card = gm.page.getByTestId("roll-entry").filter({ hasText: "burn" });
    await count(card).toBe(1);
    await expect.poll(() => card.locator(".roll-summary").textContent(), T).toContain("4d6!");
    await shot(gm.page, "chat-05-gm-view");
    // On a phone the chat box belongs to the Log tab, and only there.
    await bo.page.setViewportSize({ width: 390, height: 844 });
    await bo.page.getByRole("button", { name: "Dice", exact: true }).click();
    await expect.poll(() => bo.page.getByTestId("chat-form").isVisible(), T).toBe(false);
    await bo.page.getByRole("button", { name: "Log", exact: true }).click();
    await expect.poll(() => bo.page.getByTestId("chat-form").isVisible(), T).toBe(true);
    await shot(bo.page, "chat-06-phone-log");
    for (const p of [gm, ash, bo]) expect(p.errors).toEqual([]);
  });

  it("the GM turns a table setting on during play; players are not offered the switches", async () => {
    const box = gm.page.getByTestId("setting-npcsSecretByDefault");
    expect(await box.isChecked()).toBe(false);
    await box.click(); // not check(): the box follows the log, so it turns on once the server has it
    // Checked from the log's tableSettings event, so a reload shows the same.
    await expect.poll(() => box.isChecked(), T).toBe(true);
    await gm.page.reload();
    await expect.poll(() => gm.page.getByTestId("setting-npcsSecretByDefault").isChecked(), T).toBe(true);
    expect(await ash.page.getByTestId("setting-npcsSecretByDefault").count()).toBe(0);
    await expect
      .poll(() => ash.page.locator(".entry-line").last().textContent(), T)
      .toContain("The GM keeps new NPCs secret from the players");
    await shot(gm.page, "chat-07-gm-settings");
  });
});
