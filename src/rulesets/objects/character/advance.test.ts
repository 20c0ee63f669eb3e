import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { objects } from "../ruleset.js";
import { engineError, opts, sheet } from "../testing/helpers.js";
import { awardXp, parsePurchase, purchase, raiseCost, stepCost } from "./advance.js";
import { currentHealth, maxHealth } from "./health.js";
import { parseCharacter } from "./schema.js";

const o = opts();
const buy = (c: ReturnType<typeof sheet>, ...texts: string[]) => purchase(c, texts.map(parsePurchase), o);
const last = (steps: ReturnType<typeof purchase>) => steps[steps.length - 1]!.character;

describe("advancement", () => {
  it("OBJ-ADV-1 an award is recorded with its reason and session", () => {
    const r = awardXp(sheet(o), 1, "session played", "5");
    expect(r.character.xp).toBe(1);
    expect(r.character.xpLog).toEqual([
      { kind: "award", amount: 1, reason: "session played", session: "5", balance: 1 },
    ]);
  });

  it("OBJ-ADV-2 Intelligence 3 → 4 costs 16 XP; 5 → 6 costs 36; 1 → 2 costs 4", () => {
    expect([stepCost(4), stepCost(6), stepCost(2)]).toEqual([16, 36, 4]);
    const c = last(buy(sheet(o, { xp: 16 }), "attribute:INT"));
    expect([c.attributes.intelligence, c.xp]).toEqual([4, 0]);
  });

  it("OBJ-ADV-3 3 → 5 costs 41 XP (16 + 25); 1 → 3 costs 13", () => {
    expect(raiseCost(3, 5)).toBe(41);
    expect(raiseCost(1, 3)).toBe(13);
    expect(last(buy(sheet(o, { xp: 41 }), "attribute:Intelligence:5")).attributes.intelligence).toBe(5);
  });

  it("OBJ-ADV-4 with 20 XP, 3 → 5 (41) is refused; 3 → 4 is accepted with 4 XP left", () => {
    const c = sheet(o, { xp: 20 });
    const e = engineError(() => buy(c, "attribute:INT:5"));
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/costs 41/);
    expect(last(buy(c, "attribute:INT:4")).xp).toBe(4);
  });

  it("OBJ-ADV-4 each step is its own outcome, in order, and a batch is all or nothing", () => {
    const steps = buy(sheet(o, { xp: 41 }), "attribute:INT:5");
    expect(steps.map((s) => s.character.attributes.intelligence)).toEqual([4, 5]);
    expect(steps.map((s) => s.changes[0])).toEqual([
      "Someone: Intelligence 3 → 4 for 16 XP (25 left)",
      "Someone: Intelligence 4 → 5 for 25 XP (0 left)",
    ]);
    expect(engineError(() => buy(sheet(o, { xp: 20 }), "attribute:INT", "attribute:WIS")).code).toBe(
      "refused",
    );
  });

  it("OBJ-ADV-5 a new trait costs 6 XP, starts at 1 and awaits the GM's approval", () => {
    const c = last(buy(sheet(o, { xp: 6 }), "new-trait:Fireproof"));
    expect(c.xp).toBe(0);
    expect(c.traits).toEqual([
      { trait: "fireproof", rating: 1, approved: false, acquired: "advancement", notes: "" },
    ]);
    expect(engineError(() => buy(sheet(o, { xp: 6 }), "new-trait:Rage")).message).toMatch(/negative/);
  });

  it("OBJ-ADV-6 without Boating, 4 XP buys Boating 1; raising it to 2 costs 4 more", () => {
    const c = last(buy(sheet(o, { xp: 8 }), "skill:Boating"));
    expect([c.skills.boating, c.xp]).toEqual([1, 4]);
    expect(last(buy(c, "skill:Boating")).skills.boating).toBe(2);
    expect(raiseCost(1, 2)).toBe(4);
  });

  it("OBJ-ADV-7 OBJ-ATTR-2 skills and traits stop at 6; attributes do not (STR 6 → 7 costs 49)", () => {
    expect(
      engineError(() => buy(sheet(o, { xp: 100, skills: { melee: 6 } }), "skill:Melee")).message,
    ).toMatch(/above 6/);
    const t = sheet(o, { xp: 100, traits: [{ trait: "fireproof", rating: 6, approved: true }] });
    expect(engineError(() => buy(t, "trait:Fireproof")).message).toMatch(/above 6/);
    const strong = last(buy(sheet(o, { xp: 49, attributes: { strength: 6 } }), "attribute:STR"));
    expect([strong.attributes.strength, strong.xp]).toEqual([7, 0]);
    expect(
      engineError(() =>
        purchase(
          sheet(opts({ attributeMax: 6 }), { xp: 49, attributes: { strength: 6 } }),
          [parsePurchase("attribute:STR")],
          opts({ attributeMax: 6 }),
        ),
      ).code,
    ).toBe("refused");
  });

  it("OBJ-ADV-8 XP cannot raise a negative trait", () => {
    const c = sheet(o, { xp: 50, traits: [{ trait: "phobia", trigger: "dogs", rating: 2, approved: true }] });
    expect(engineError(() => buy(c, "trait:Phobia")).message).toMatch(/negative trait/);
  });

  it("OBJ-ADV-8 OBJ-TRAIT-20 a missing limb is bought off only when the table allows it, at the GM's price", () => {
    const c = sheet(o, {
      xp: 30,
      traits: [{ trait: "missingLimb", extent: "one-limb", rating: 2, approved: true }],
    });
    expect(engineError(() => buy(c, "buy-off:Missing Limb:20")).message).toMatch(/does not allow/);
    const gm = opts({ negativeTraitBuyOff: "gm-cost" });
    const steps = purchase(
      sheet(gm, { xp: 30, traits: c.traits }),
      [parsePurchase("buy-off:missingLimb:20")],
      gm,
    );
    expect(last(steps)).toMatchObject({ xp: 10, traits: [] });
  });

  it("OBJ-STAT-2 raising Stamina raises maximum and current Health together (or only the maximum, by option)", () => {
    const hurt = sheet(o, { xp: 16, damage: { lethal: 2, nonLethal: 0 } }); // STA 3, Health 4 of 6
    const up = last(buy(hurt, "attribute:STA"));
    expect([maxHealth(up), currentHealth(up)]).toEqual([8, 6]);
    const flat = opts({ healthDeltaOnStaminaChange: false });
    const kept = last(purchase(hurt, [parsePurchase("attribute:STA")], flat));
    expect([maxHealth(kept), currentHealth(kept)]).toEqual([8, 4]);
  });

  it("reads the purchase syntax and refuses anything else by name", () => {
    expect(parsePurchase("skill:Dodge:4")).toEqual({ kind: "skill", id: "Dodge", to: 4 });
    expect(parsePurchase("new-trait:Diminished Sense:sight")).toEqual({
      kind: "newTrait",
      id: "Diminished Sense",
      detail: "sight",
    });
    expect(engineError(() => parsePurchase("level:3")).path).toEqual(["buy"]);
    expect(engineError(() => buy(sheet(o, { draft: true, xp: 10 }), "skill:Dodge")).message).toMatch(/draft/);
  });
});

describe("the ruleset's advance model", () => {
  const example = () =>
    JSON.parse(
      readFileSync(fileURLToPath(new URL("../../../../examples/duel/rook.json", import.meta.url)), "utf8"),
    ) as Record<string, unknown>;
  const award = { award: { amount: 4, reason: "the night run" }, buy: [], betweenAdventures: true };

  it("takes a raw character file as well as a parsed one", () => {
    const raw = example();
    const r = objects.character.advance!.apply(raw as never, award, o);
    expect(r.character.xp).toBe((raw.xp as number) + 4);
    expect(objects.character.advance!.apply(parseCharacter(raw, o), award, o).character).toEqual(r.character);
  });

  it("a malformed file is an EngineError naming the field, not a TypeError", () => {
    const e = engineError(() =>
      objects.character.advance!.apply({ ...example(), xpLog: 3 } as never, award, o),
    );
    expect(e.path).toEqual(["xpLog"]);
  });
});
