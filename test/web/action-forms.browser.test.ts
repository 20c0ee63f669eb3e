// Every action form of every ruleset, opened from the GM's desk and left untouched: what it would
// send carries no value taken from the ruleset's documented examples (only the schema's own
// defaults), nothing is red before a field is touched, no value is edited as JSON text, and the
// summary cites no rule ID. Issue 16, point 1: a Beat-15 attack used to carry the example's
// advantages, an Objects attack a weapon the character does not own. At the Objects desk, the
// defender is never the attacker, the weapon is one the attacker carries, and a check's roll list is
// picked from the actor's sheet.

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import { marta, rook } from "../../src/rulesets/objects/examples.js";
import type { ObjOptions } from "../../src/rulesets/objects/options/schema.js";
import {
  describeViolations,
  HAS_CHROMIUM,
  launch,
  NO_CHROMIUM_MESSAGE,
  seriousViolations,
} from "./support/browser.js";
import { createTableOver, importCharacter, openSeat } from "./support/tables.js";
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

const RULESETS = ["lucky13", "dice-engine", "objects", "beat15", "lucidity"];
/** Parameters that name a character: the examples' are the fixtures', never offered here anyway. */
const CHARACTER_KEYS = new Set(["actor", "attacker", "defender", "target", "character"]);

type Properties = Record<string, { default?: unknown }>;

interface ActionInfo {
  id: string;
  summary: string;
  params: { properties?: Properties; oneOf?: { properties?: Properties }[] };
  examples: Record<string, unknown>[];
}

/** Every parameter's schema; of a union (the Dice Engine's environment), any branch's default counts. */
function propertiesOf(params: ActionInfo["params"]): Properties {
  const out: Properties = { ...params.properties };
  // A choice's branches, and a choice inside a branch (the Dice Engine's toxic place) too.
  for (const branch of params.oneOf ?? [])
    for (const [k, s] of Object.entries(propertiesOf(branch))) if (out[k]?.default === undefined) out[k] = s;
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `request` whose value is an example's and not the schema's default. */
export function exampleValues(action: ActionInfo, request: Record<string, unknown>): string[] {
  const props = propertiesOf(action.params);
  const out: string[] = [];
  for (const [k, v] of Object.entries(request)) {
    if (CHARACTER_KEYS.has(k)) continue;
    const d = props[k]?.default;
    if (d !== undefined && same(v, d)) continue;
    for (const ex of action.examples) {
      if (ex && typeof ex === "object" && k in ex && same(ex[k], v)) {
        out.push(`${k}=${JSON.stringify(v)}`);
        break;
      }
    }
  }
  return out;
}

describe.skipIf(!HAS_CHROMIUM)("action forms start from the schema, never from examples", () => {
  let server: WebServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function walk(page: Page, actions: ActionInfo[]) {
    const problems: string[] = [];
    const desk = page.getByLabel("Any action, for anyone");
    for (const a of actions) {
      await desk.selectOption(a.id);
      const form = page.locator(`form[data-action="${a.id}"]`);
      await form.waitFor({ timeout: 10_000 });
      const request = JSON.parse((await form.getAttribute("data-request")) ?? "{}") as Record<
        string,
        unknown
      >;
      for (const p of exampleValues(a, request)) problems.push(`${a.id}: carries the example's ${p}`);
      const red = await form
        .locator('[role="alert"], .error-note, .field-error, [aria-invalid="true"]')
        .count();
      if (red > 0) problems.push(`${a.id}: ${red} error(s) shown before anything was touched`);
      const json = await form.locator("textarea").count();
      if (json > 0) problems.push(`${a.id}: ${json} JSON text area(s)`);
      const hint = (await form.locator("p.hint").first().textContent()) ?? "";
      if (/[A-Z]+-[A-Z]+-\d/.test(hint)) problems.push(`${a.id}: a rule ID in "${hint}"`);
    }
    return problems;
  }

  for (const ruleset of RULESETS) {
    it(`walks every ${ruleset} action`, async () => {
      const t = await createTableOver(server.url, ruleset, `Forms ${ruleset}`);
      const info = (await (await fetch(`${server.url}/api/rulesets/${ruleset}`)).json()) as {
        actions: ActionInfo[];
      };
      expect(info.actions.length).toBeGreaterThan(3);
      const { page, errors } = await openSeat(context, server.url, t.gm);
      const problems = await walk(page, info.actions);
      expect(problems).toEqual([]);
      // The last form open is checked by axe as well.
      const vs = await seriousViolations(page);
      expect(vs, describeViolations(vs)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }

  it("Objects at the desk: the defender is never the attacker, weapons are the attacker's, a roll is picked from the sheet", async () => {
    const o = registry.get("objects").parseOptions({}) as ObjOptions;
    const t = await createTableOver(server.url, "objects", "Desk choices");
    const { page, errors } = await openSeat(context, server.url, t.gm);
    await importCharacter(page, rook(o), "rook");
    await importCharacter(page, marta(o), "marta");
    const desk = page.getByLabel("Any action, for anyone");
    await desk.selectOption("attack");
    const form = page.locator('form.action-form[data-action="attack"]');
    await form.getByLabel("Attacker").selectOption({ label: "Rook" });
    const defenders = await form
      .getByLabel("Defender")
      .locator("option")
      .evaluateAll((os) => os.map((x) => x.textContent));
    expect(defenders).toContain("Marta");
    expect(defenders).not.toContain("Rook");
    // Nothing is chosen for the defender until the GM chooses.
    expect(await form.getByLabel("Defender").inputValue()).toBe("");
    const weapons = await form
      .getByLabel("Weapon")
      .locator("option")
      .evaluateAll((os) => os.map((x) => x.textContent));
    const carried = rook(o)
      .equipment.filter((i) => i.weapon)
      .map((i) => i.name);
    expect(carried.length).toBeGreaterThan(0);
    for (const w of carried) expect(weapons).toContain(w);

    // A check's roll list offers the actor's attributes and skills (it used to be typed text).
    await desk.selectOption("check");
    const check = page.locator('form.action-form[data-action="check"]');
    await check.getByLabel("Actor").selectOption({ label: "Rook" });
    const add = check.getByLabel("Add to roll");
    await add.selectOption({ label: "Dexterity" });
    await add.selectOption({ label: "Ranged" });
    const request = JSON.parse((await check.getAttribute("data-request")) ?? "{}") as { roll?: string[] };
    expect(request.roll).toEqual(["dexterity", "ranged"]);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it("an attack waits for its choices and names the missing ones, in words", async () => {
    const t = await createTableOver(server.url, "lucky13", "Player forms");
    const { page } = await openSeat(context, server.url, t.gm);
    // The GM's sheet-less desk with an attack: nothing chosen, no odds asked, no raw schema error.
    await page.getByLabel("Any action, for anyone").selectOption("attack");
    const form = page.locator('form[data-action="attack"]');
    await form.getByText(/Choose attacker and defender to see the odds/).waitFor({ timeout: 10_000 });
    await form.getByTestId("do-attack").click();
    await form.getByRole("alert").filter({ hasText: "Choose attacker and defender first." }).waitFor();
    await page.close();
  }, 60_000);
});
