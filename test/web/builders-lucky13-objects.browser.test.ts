// The guided builders and tailored sheets of Lucky 13 and Objects in a real headless Chromium
// against a real server (PGlite, a fresh build of the app). For each ruleset a GM creates a table,
// builds a character step by step — one step refused in words beside the field, then fixed — and
// the sheet shows what follows from it; a quick check shows its chance before the roll; axe finds
// nothing serious on builder or sheet; nothing scrolls sideways on a phone; no page logs an error.
// Each step leaves a screenshot in test-artifacts/web/builder-<ruleset>-<step>.png.

import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lucky13 } from "../../src/rulesets/lucky13/ruleset.js";
import { objects } from "../../src/rulesets/objects/ruleset.js";
import { issuesOf } from "../../web/src/rulesets/lucky13/issues.js";
import * as l13 from "../../web/src/rulesets/lucky13/model.js";
import * as obj from "../../web/src/rulesets/objects/model.js";
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
import { startWebServer, type WebServer } from "./support/web-server.js";

if (!HAS_CHROMIUM) console.warn(`\n⚠ ${NO_CHROMIUM_MESSAGE}\n`);

// What the builders check before the browser is involved: the dry runs of the rulesets' own
// creation methods, and refusals read back into the fields they name.
describe("the builders' checks (no browser)", () => {
  const paths = (issues: { path: string[] }[]) => issues.map((i) => i.path.join("."));

  it("reads a ruleset's joined refusals back into fields", () => {
    expect(
      issuesOf({
        message: "abilities.assignment: balanced array: exactly d10; got d12",
        path: ["input", "abilities", "assignment"],
      }),
    ).toEqual([{ path: ["abilities", "assignment"], message: "balanced array: exactly d10; got d12" }]);
    expect(
      issuesOf({ message: "name: must not be empty; weapons.0.name: must not be empty", path: ["name"] }),
    ).toEqual([
      { path: ["name"], message: "must not be empty" },
      { path: ["weapons", "0", "name"], message: "must not be empty" },
    ]);
  });

  it("checks a Lucky 13 build with the ruleset's own creation method", () => {
    const o = lucky13.parseOptions({});
    const d = l13.emptyDraft(o, ["random", "balanced", "specialized"]);
    const first = l13.dryRun(lucky13, d, o);
    expect(first.issues.every((i) => i.soft)).toBe(true);
    expect(paths(first.issues)).toContain("abilities.assignment.pulse");
    // An unapproved invented background is found even before the dice are placed.
    const bg = l13.dryRun(lucky13, { ...d, bgKind: "invented", bgName: "Sellsword" }, o);
    expect(bg.issues.find((i) => !i.soft)?.path).toEqual(["background", "gmApproved"]);
    const assignment = { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d10" } as const;
    const twice = l13.dryRun(lucky13, { ...d, name: "Brunella", assignment }, o);
    expect(twice.issues[0]?.message).toMatch(/^balanced array: the dice must be exactly/);
    const ok = l13.dryRun(
      lucky13,
      { ...d, name: "Brunella", assignment: { ...assignment, reflex: "d8" } },
      o,
    );
    expect(ok.issues).toEqual([]);
    expect((ok.preview as { hp: number }).hp).toBe(40);
  });

  it("asks for skill dice where the table's skill method lets players place them", () => {
    const o = lucky13.parseOptions({ skillGeneration: "array", skillArray: ["d10", "d8", "d6", "d6", "d4"] });
    const d = {
      ...l13.emptyDraft(o, ["random"]),
      name: "Wren",
      method: "random" as const,
    };
    expect(l13.dryRun(lucky13, d, o).issues.map((i) => i.message)).toContain("choose a die for Fighting");
    const skills = {
      spellcasting: "d10",
      scholarship: "d10",
      healing: "d6",
      sneaking: "d6",
      fighting: "d4",
    } as const;
    const wrong = l13.dryRun(lucky13, { ...d, skills }, o);
    expect(wrong.issues[0]).toMatchObject({ path: ["skills"] });
    expect(wrong.issues[0]?.message).toMatch(/^skill array/);
    expect(l13.dryRun(lucky13, { ...d, skills: { ...skills, scholarship: "d8" } }, o).issues).toEqual([]);
  });

  it("counts an Objects build's points with the ruleset's own budgets", () => {
    const o = objects.parseOptions({});
    const d = { ...obj.emptyDraft(o, ["rolled", "assigned"]), name: "Juno" };
    const attributes = { strength: 3, dexterity: 4, stamina: 3, intelligence: 3, wisdom: 4, charisma: 3 };
    const short = obj.dryRun(objects, { ...d, attributes }, o);
    expect(short.issues).toEqual([
      expect.objectContaining({
        path: ["attributes"],
        soft: true,
        message: expect.stringMatching(/^only 20 of 21/),
      }),
    ]);
    const over = obj.dryRun(objects, { ...d, attributes: { ...attributes, charisma: 5 } }, o);
    expect(over.issues[0]).toMatchObject({
      path: ["attributes"],
      message: "22 points placed but only 21 rolled",
    });
    expect(over.issues[0]?.soft).toBeUndefined();
    const full = { ...d, attributes: { ...attributes, charisma: 4 } };
    expect(obj.budgets(full, o).skillPoints).toEqual({ base: 11, fromTraits: 6, total: 17 });
    // A phobia needs its trigger; the rule is found even while the points are refused.
    const phobia: obj.TraitRow = {
      key: "p",
      trait: "phobia",
      label: "",
      kind: "negative",
      rating: 1,
      sense: "",
      trigger: "",
      triggers: "",
      extent: "",
      approved: true,
    };
    const both = obj.dryRun(objects, { ...d, attributes, traits: [phobia] }, o);
    expect(paths(both.issues)).toEqual(["attributes", "traits.0.trigger"]);
    const ok = obj.dryRun(
      objects,
      { ...full, traits: [{ ...phobia, trigger: "deep water", approved: false }] },
      o,
    );
    expect(ok.issues).toEqual([]);
    expect(obj.toInput({ ...full, traits: [{ ...phobia, approved: false }] }, o).draft).toBe(true);
  });

  it("deals a rolled Objects build out by priority, as the server will", () => {
    const o = objects.parseOptions({});
    const d = {
      ...obj.emptyDraft(o, ["rolled"]),
      name: "Rook",
      method: "rolled" as const,
      skillOrder: ["ranged", "dodge"],
    };
    expect(obj.dryRun(objects, d, o).issues).toEqual([]);
    const attributes = obj.attributesFor(d, o, 21);
    const skills = obj.skillsFor(d, o, attributes);
    // The server's own creation with 6d6 showing 6, 5, 4, 3, 2, 1 (21 points).
    const faces = [6, 5, 4, 3, 2, 1];
    const made = objects.character.methods.rolled!.create(
      obj.toInput(d, o),
      { roll: () => faces.shift()! },
      o,
    );
    expect(made.attributes).toEqual(attributes);
    expect(made.skills).toEqual(skills);
    expect(skills).toEqual({ ranged: 6, dodge: 6 });
  });
});

describe.skipIf(!HAS_CHROMIUM)("the Lucky 13 and Objects builders and sheets in Chromium", () => {
  let server: WebServer;
  let browser: Browser;
  let phone: BrowserContext;
  let desktop: BrowserContext;
  const pages: Watched[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWebServer(), launch()]);
    phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // playwright-core has no web-first assertions; vitest's expect.poll retries these until they hold.
  const T = { timeout: 15_000, interval: 100 };
  const text = (l: Locator) =>
    expect.poll(async () => ((await l.count()) > 0 ? ((await l.first().textContent()) ?? "") : ""), T);
  const count = (l: Locator) => expect.poll(() => l.count(), T);
  const visible = (l: Locator) => l.first().waitFor({ state: "visible", timeout: T.timeout });
  const hidden = (l: Locator) => l.first().waitFor({ state: "hidden", timeout: T.timeout });

  async function noSeriousViolations(page: Page) {
    const vs = await seriousViolations(page);
    expect(vs, describeViolations(vs)).toEqual([]);
  }

  /**
   * Nothing of the builder or sheet (`selector`) reaches past the right edge of the screen. The
   * page as a whole is reported too, but the table's own chrome is not this test's subject.
   */
  async function fitsTheScreen(page: Page, selector: string, where: string) {
    const past = (await page.evaluate(
      `(() => { const w = document.documentElement.clientWidth; let m = -Infinity;
        for (const e of document.querySelectorAll(${JSON.stringify(`${selector}, ${selector} *`)})) {
          const r = e.getBoundingClientRect(); if (r.width > 0) m = Math.max(m, r.right - w); }
        return m; })()`,
    )) as number;
    expect(past, `${where} reaches past the right edge of the screen`).toBeLessThanOrEqual(0);
    const page_ = await sidewaysOverflow(page);
    if (page_ > 0) console.warn(`note: with ${where} open the page scrolls sideways by ${page_}px`);
  }

  /** A table made through the API, opened by its GM in `context`; `url` opens it as the GM again. */
  async function openTable(
    context: BrowserContext,
    ruleset: string,
    name: string,
  ): Promise<Watched & { url: string }> {
    const res = await fetch(`${server.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, ruleset, gm: { name: "Gemma" } }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { table: { id: string }; gm: { token: string } };
    const url = `${server.url}/table/${created.table.id}#token=${encodeURIComponent(created.gm.token)}`;
    const w = await openPage(context);
    pages.push(w);
    await w.page.goto(url);
    await text(w.page.getByTestId("status")).toBe("Live");
    return { ...w, url };
  }

  /** The next step, from the keyboard (Enter on the focused button). */
  async function next(builder: Locator, step: string) {
    await builder.getByTestId("builder-next").press("Enter");
    await visible(builder.locator(`[data-step-body="${step}"]`));
  }

  const B13 = 'form[data-builder="lucky13"]';

  it("builds a Lucky 13 character step by step on a phone, with a refusal shown and fixed", async () => {
    const { page } = await openTable(phone, "lucky13", "The Salt Road");
    await page.getByRole("button", { name: "Sheets" }).click();
    await page.getByRole("button", { name: "New", exact: true }).click();
    const b = page.locator(B13);
    await visible(b);

    // 1. Name.
    await b.getByLabel("Name", { exact: true }).fill("Brunella");
    await shot(page, "builder-lucky13-1-name");
    await noSeriousViolations(page);
    await fitsTheScreen(page, B13, "the Lucky 13 builder");

    // 2. Ability dice: the balanced array, one d10 too many, refused in words beside the dice.
    await next(b, "abilities");
    await expect.poll(() => b.getByLabel("Balanced array").isChecked(), T).toBe(true);
    for (const [ability, die] of [
      ["Will", "d6"],
      ["Charm", "d6"],
      ["Pulse", "d10"],
      ["Intellect", "d4"],
      ["Reflex", "d10"],
    ] as const)
      await b.getByLabel(ability, { exact: true }).selectOption(die);
    const refusal = b.getByTestId("field-error");
    await text(refusal).toContain("the dice must be exactly d10, d8, d6, d6, d4");
    await expect
      .poll(() => b.getByLabel("Reflex", { exact: true }).getAttribute("aria-invalid"), T)
      .toBe("true");
    await text(b.getByTestId("dice-left")).toContain("d8");
    await expect
      .poll(() => b.locator('[data-step="abilities"]').getAttribute("class"), T)
      .toContain("problem");
    await refusal.first().scrollIntoViewIfNeeded();
    await shot(page, "builder-lucky13-2-abilities-refused");
    await b.getByLabel("Reflex", { exact: true }).selectOption("d8");
    await count(refusal).toBe(0);
    await text(b.getByTestId("dice-left")).toContain("all placed");
    await text(b).toContain("40 HP");
    await shot(page, "builder-lucky13-2-abilities");
    await noSeriousViolations(page);

    // 3. Skills (rolled by the server at this table) and a specialization.
    await next(b, "skills");
    await text(b).toContain("This table rolls skill dice");
    await b.getByRole("button", { name: "Add a specialization" }).click();
    await b.getByLabel("Specialization 1", { exact: true }).fill("Broadsword");
    await b.getByLabel("Of the skill").selectOption("fighting");
    await text(b.getByTestId("specs-count")).toContain("1");
    await b.getByTestId("specs-count").scrollIntoViewIfNeeded();
    await shot(page, "builder-lucky13-3-skills");

    // 4. An invented background needs the GM's approval: refused until it is given.
    await next(b, "story");
    await b.getByLabel("Invent one").check();
    await b.getByLabel("Background name").fill("Sellsword");
    await text(refusal).toContain("An invented background needs the GM's approval");
    await refusal.first().scrollIntoViewIfNeeded();
    await shot(page, "builder-lucky13-4-story-refused");
    await b.getByLabel("I approve this background (GM)").check();
    await count(refusal).toBe(0);
    await shot(page, "builder-lucky13-4-story");
    await noSeriousViolations(page);

    // 5. Gear.
    await next(b, "gear");
    await b.getByRole("button", { name: "Add a weapon" }).click();
    await b.getByLabel("Weapon 1", { exact: true }).fill("Broadsword");
    await b.getByLabel("Accuracy").selectOption("d8");
    await b.getByLabel("Damage").selectOption("d10");
    await b.getByLabel(/^Armor/).selectOption("d6");
    await shot(page, "builder-lucky13-5-gear");
    await fitsTheScreen(page, B13, "the Lucky 13 gear step");

    // 6. Review, then create.
    await next(b, "review");
    await text(b.getByRole("status")).toContain("The ruleset accepts this character");
    await text(b.getByTestId("review-hp")).toBe("40");
    await shot(page, "builder-lucky13-6-review");
    await noSeriousViolations(page);
    await b.getByTestId("create-character").click();

    // The sheet: HP and the Pulse die, the Defensive die, AP, reputation, the weapon.
    const sheet = page.locator('article.sheet[data-character="brunella"]');
    await visible(sheet);
    await hidden(b);
    await text(sheet.locator('.resource[data-resource="hp"] .resource-value')).toBe("40 / 40");
    await text(sheet.locator('[data-fact="pulse"] dd')).toBe("d10");
    await text(sheet.locator('[data-fact="death"] dd')).toBe("−10");
    await text(sheet.locator('[data-fact="defense"] dd')).toContain("d6");
    await text(sheet.locator('[data-fact="ap"] dd')).toBe("0");
    await text(sheet.locator('[data-fact="reputation"] dd')).toBe("0");
    await count(sheet.locator(".l13-row")).toBe(4);
    await text(sheet.getByTestId("weapons")).toContain("Broadsword");
    await text(sheet.getByTestId("skills")).toContain("Broadsword");
    await text(sheet).toContain("Sellsword");
    // The skill dice the server rolled at creation are in the log, under the new character's name.
    await count(page.getByTestId("roll-entry")).toBe(1);
    await text(page.getByTestId("roll-entry")).toContain("Brunella's creation dice");
    await shot(page, "builder-lucky13-7-sheet");
    await noSeriousViolations(page);
    await fitsTheScreen(page, 'article.sheet[data-character="brunella"]', "the Lucky 13 sheet");

    // A quick check: its chance of success before the roll, then the roll in the log.
    const form = sheet.locator('form[data-action="check"]');
    await form.getByLabel("Ability").selectOption("reflex");
    await form.getByLabel("Skill").selectOption("fighting");
    await form.getByLabel("Difficulty").selectOption("moderate");
    await form.getByLabel("Specialization").selectOption({ label: "Broadsword (+1)" });
    await text(form.getByTestId("pool-words")).toContain("Reflex d8 + Fighting");
    const odds = form.locator(
      '.lok-odds[data-current="true"] [data-testid="action-odds"] [data-outcome="success"]',
    );
    await expect.poll(() => odds.getAttribute("data-probability"), T).toMatch(/^0\.\d+/);
    const p = Number(await odds.getAttribute("data-probability"));
    await text(odds).toContain(`${(p * 100).toFixed(1)}%`);
    await odds.scrollIntoViewIfNeeded();
    await shot(page, "builder-lucky13-8-quick-check");
    await form.getByTestId("do-check").click();
    await count(page.getByTestId("roll-entry")).toBe(2);
    await text(page.getByTestId("roll-entry").last()).toContain("Brunella");

    // Advancement is priced before buying.
    const will = sheet.locator('.offers li[data-purchase="ability:will"]');
    await text(will.locator(".offer-cost")).toBe("24 AP");
    await text(will).toContain("24 AP short");
    await will.scrollIntoViewIfNeeded();
    await shot(page, "builder-lucky13-9-advancement");
    await sheet.getByText("Award AP (GM)").click();
    await sheet.getByLabel("AP to award").fill("30");
    await sheet.getByLabel("For", { exact: true }).fill("the salt road job");
    await sheet.getByRole("button", { name: "Award", exact: true }).click();
    await text(sheet.locator('[data-fact="ap"] dd')).toBe("30");
    await will.getByRole("button", { name: /^Buy/ }).click();
    await text(sheet.locator('[data-fact="ap"] dd')).toBe("6");
    await text(sheet.locator('[data-ability="will"]')).toContain("d8");
    await text(page.getByTestId("roll-entry").first()).toContain("Brunella");
  });

  const BOBJ = 'form[data-builder="objects"]';

  it("builds an Objects character step by step, with a refusal shown and fixed", async () => {
    const { page, url } = await openTable(desktop, "objects", "Night Shift");
    await page.getByRole("button", { name: "New", exact: true }).click();
    const b = page.locator(BOBJ);
    await visible(b);

    // 1. Concept, approved by the GM who writes it.
    await b.getByLabel("Name", { exact: true }).fill("Juno Varga");
    await b.getByLabel("Concept", { exact: true }).fill("a getaway driver who owes the wrong people");
    await expect.poll(() => b.getByLabel("I approve this concept (GM)").isChecked(), T).toBe(true);
    await shot(page, "builder-objects-1-concept");
    await noSeriousViolations(page);

    // 2. Attributes: 21 points known; one point too many is refused beside the attributes.
    await next(b, "attributes");
    await b.getByLabel("Points already known").check();
    await b.getByLabel("Attribute points", { exact: true }).fill("21");
    for (const [label, v] of [
      ["Strength (STR)", "3"],
      ["Dexterity (DEX)", "4"],
      ["Stamina (STA)", "3"],
      ["Intelligence (INT)", "3"],
      ["Wisdom (WIS)", "4"],
      ["Charisma (CHA)", "5"],
    ] as const)
      await b.getByLabel(label, { exact: true }).fill(v);
    const refusal = b.getByTestId("field-error");
    await text(refusal).toContain("22 points placed but only 21 rolled");
    await text(b.getByTestId("attribute-points-left")).toContain("1 too many");
    await refusal.first().scrollIntoViewIfNeeded();
    await shot(page, "builder-objects-2-attributes-refused");
    await b.getByRole("button", { name: "Less Charisma" }).click();
    await count(refusal).toBe(0);
    await text(b.getByTestId("attribute-points-left")).toContain("0 of 21");
    await shot(page, "builder-objects-2-attributes");

    // 3. Skills: INT + WIS + CHA = 11 points, and the 6 trait points while no positive trait is taken.
    await next(b, "skills");
    await text(b.getByTestId("skill-points-left")).toContain("17 of 17");
    await text(b).toContain("+ 6 trait points");
    await b.getByLabel("Driving", { exact: true }).fill("4");
    await b.getByLabel("Dodge", { exact: true }).fill("3");
    await b.getByLabel("Ranged", { exact: true }).fill("3");
    await text(b.getByTestId("skill-points-left")).toContain("7 of 17");
    await shot(page, "builder-objects-3-skills");

    // 4. Traits: a positive one, and a phobia that needs its trigger before the ruleset takes it.
    await next(b, "traits");
    await b.getByRole("button", { name: "Add a trait" }).click();
    await b.getByLabel("Trait 1", { exact: true }).selectOption("fireproof");
    await b.locator('li[data-trait="fireproof"]').getByLabel("Rating", { exact: true }).fill("2");
    await b.getByRole("button", { name: "Add a trait" }).click();
    await b.getByLabel("Trait 2", { exact: true }).selectOption("phobia");
    const phobia = b.locator('li[data-trait="phobia"]');
    await text(phobia.getByTestId("field-error")).toContain("Phobia needs a trigger");
    await phobia.getByTestId("field-error").scrollIntoViewIfNeeded();
    await shot(page, "builder-objects-4-traits-refused");
    await phobia.getByLabel("Trigger").fill("deep water");
    // The GM holds the phobia back for now: the character will start as a draft.
    await phobia.getByLabel("Approved (GM)").uncheck();
    await count(refusal).toBe(0);
    await text(b.getByTestId("trait-points-left")).toContain("5 of 7");
    // A positive trait takes the trait points back from the skills: 1 of 11 left there now.
    await b.locator('[data-step="skills"]').click();
    await text(b.getByTestId("skill-points-left")).toContain("1 of 11");
    await b.locator('[data-step="traits"]').click();
    await shot(page, "builder-objects-4-traits");
    await noSeriousViolations(page);

    // 5. Equipment from the book's samples.
    await next(b, "gear");
    await b.getByLabel(".38 Special Revolver").check();
    await b.getByLabel("Dagger").check();
    await shot(page, "builder-objects-5-gear");

    // 6. Review, then create.
    await next(b, "review");
    await text(b.getByRole("status")).toContain("The ruleset accepts this character");
    await text(b.getByTestId("review-health")).toBe("6");
    await text(b.getByTestId("draft-note")).toContain("Phobia waits for the GM's approval");
    await shot(page, "builder-objects-6-review");
    await noSeriousViolations(page);
    await b.getByTestId("create-character").click();

    // The sheet: pools, Health and damage, what an attacker needs, XP.
    const sheet = page.locator('article.sheet[data-character="juno-varga"]');
    await visible(sheet);
    await hidden(b);
    // A draft: the GM approves the phobia, then finishes the character.
    const draftPanel = sheet.getByTestId("draft-panel");
    await visible(draftPanel);
    await count(sheet.locator('form[data-action="check"]')).toBe(0);
    await shot(page, "builder-objects-7-draft");
    await noSeriousViolations(page);
    await draftPanel.getByRole("button", { name: "Approve Phobia" }).click();
    await draftPanel.getByTestId("finish-character").click();
    await hidden(draftPanel);
    await text(sheet.locator('.resource[data-resource="health"] .resource-value')).toBe("6 / 6");
    await text(sheet.locator('[data-fact="lethal"] dd')).toBe("0");
    await text(sheet.locator('[data-fact="status"] dd')).toBe("active");
    await text(sheet.locator('[data-fact="toHit"] dd')).toBe("3");
    await text(sheet.locator('[data-fact="move"] dd')).toContain("12");
    await text(sheet.locator('[data-fact="xp"] dd')).toBe("0");
    await text(sheet.locator('[data-attribute="dexterity"]')).toContain("4");
    await text(sheet.getByTestId("skills")).toContain("Driving4");
    await text(sheet.getByTestId("traits")).toContain("Phobia");
    await text(sheet.getByTestId("equipment")).toContain(".38 Special Revolver");
    await shot(page, "builder-objects-8-sheet");
    await noSeriousViolations(page);

    // A quick check: DEX + Ranged against 2 successes, its chance shown before the roll.
    const form = sheet.locator('form[data-action="check"]');
    await form.getByLabel("Attribute").selectOption("dexterity");
    await form.getByLabel("With").selectOption("skill:ranged");
    await form.getByLabel("Successes needed", { exact: true }).fill("2");
    await text(form.getByTestId("pool-words")).toContain("DEX 4 + Ranged 3: 2 successes needed");
    const odds = form.locator(
      '.lok-odds[data-current="true"] [data-testid="action-odds"] [data-outcome="success"]',
    );
    await expect.poll(() => odds.getAttribute("data-probability"), T).toMatch(/^0\.\d+/);
    const p = Number(await odds.getAttribute("data-probability"));
    await text(odds).toContain(`${(p * 100).toFixed(1)}%`);
    await odds.scrollIntoViewIfNeeded();
    await shot(page, "builder-objects-9-quick-check");
    const logged = await page.getByTestId("roll-entry").count();
    await form.getByTestId("do-check").click();
    await count(page.getByTestId("roll-entry")).toBe(logged + 1);
    await text(page.getByTestId("roll-entry").last()).toContain("Juno Varga");

    // Advancement: priced before buying; the GM awards XP and a step is bought.
    const strength = sheet.locator('.offers li[data-purchase="attribute:strength"]');
    await text(strength.locator(".offer-cost")).toBe("16 XP");
    await text(strength).toContain("16 XP short");
    await sheet.getByText("Award XP (GM)").click();
    await sheet.getByLabel("XP to award").fill("20");
    await sheet.getByRole("button", { name: "Award", exact: true }).click();
    await text(sheet.locator('[data-fact="xp"] dd')).toBe("20");
    await strength.getByRole("button", { name: /^Buy/ }).click();
    await text(sheet.locator('[data-fact="xp"] dd')).toBe("4");
    await text(sheet.locator('[data-attribute="strength"]')).toContain("4");
    await strength.scrollIntoViewIfNeeded();
    await shot(page, "builder-objects-10-advancement");

    // The same builder on a phone: every step fits the screen.
    const phoneGm = await openPage(phone);
    pages.push(phoneGm);
    await phoneGm.page.goto(url);
    await text(phoneGm.page.getByTestId("status")).toBe("Live");
    await phoneGm.page.getByRole("button", { name: "Sheets" }).click();
    await fitsTheScreen(phoneGm.page, 'article.sheet[data-character="juno-varga"]', "the Objects sheet");
    await phoneGm.page.getByRole("button", { name: "New", exact: true }).click();
    const pb = phoneGm.page.locator(BOBJ);
    await visible(pb);
    for (const step of ["attributes", "skills", "traits", "gear", "review"]) {
      if (step !== "attributes") await fitsTheScreen(phoneGm.page, BOBJ, `the Objects builder (${step})`);
      await next(pb, step);
      if (step === "attributes") await pb.getByLabel("Points already known").check();
      if (step === "traits") {
        await pb.getByRole("button", { name: "Add a trait" }).click();
        await pb.getByLabel("Trait 1", { exact: true }).selectOption("missingLimb");
        // Found even while the attributes are still refused (a second run deals them out).
        await text(pb.getByTestId("field-error")).toContain("needs the extent of the loss");
      }
    }
    await fitsTheScreen(phoneGm.page, BOBJ, "the Objects builder (review)");
    await pb.locator('[data-step="traits"]').click();
    await shot(phoneGm.page, "builder-objects-phone-traits");
    await noSeriousViolations(phoneGm.page);
  });

  it("logged no console errors on any page", () => {
    for (const w of pages) expect(w.errors).toEqual([]);
  });
});
