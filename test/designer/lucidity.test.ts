// Lucidity overlays: renamed attributes (name, and the three-letter abbreviation the sheet and the
// rolls show), options, traits added and removed, items added, the errors, and the contract suite.

import { describe, expect, it } from "vitest";
import { rulesetContract } from "../../src/engine/testing/contract.js";
import type { LucidityCharacter } from "../../src/rulesets/lucidity/character/schema.js";
import type { LucidityOptions } from "../../src/rulesets/lucidity/options/schema.js";
import { build, create, errorAt, resolve } from "./helpers.js";

const deep = (extra: Record<string, unknown> = {}) => ({
  base: "lucidity",
  id: "deep-dark",
  name: "Deep Dark",
  rename: { attributes: { CON: "Grit", AWA: { name: "Alertness", short: "ALE" } } },
  options: { checkTies: "fail" },
  add: {
    traits: [{ name: "Tunnel Sense", effect: "always knows the way back to the surface" }],
    items: [{ name: "Pick", kind: "weapon", damage: "1d8", range: "melee", attribute: "STR" }],
  },
  // Not one the base's example characters take, so the base's example input stays valid.
  remove: { traits: ["Healthy Living"] },
  ...extra,
});

rulesetContract(build(deep()), { seeds: 100, samples: 600 });

describe("a Lucidity overlay", () => {
  const r = build(deep());
  const o = r.parseOptions({}) as LucidityOptions;

  it("writes the new names into attributeNames and its options as defaults", () => {
    expect(o.attributeNames.CON).toBe("Grit");
    expect(o.attributeNames.AWA).toBe("Alertness");
    expect(o.checkTies).toBe("fail");
  });

  it("shows the new abbreviation (or the new name) where the sheet shows CON and AWA", () => {
    const c = create(r, "array", { traits: ["Fast Healer", "Impaler", "Wingman"] }) as LucidityCharacter;
    const text = r.character.describe(c, o).join("\n");
    expect(text).toMatch(/Grit [+-]\d/);
    expect(text).toMatch(/ALE [+-]\d/);
    expect(text).not.toMatch(/\bCON\b|\bAWA\b/);
  });

  it("takes the new names where a roll names its attribute, and shows them", () => {
    for (const attribute of ["grit", "Grit", "CON"]) {
      const res = resolve(r, "lucidityRoll", { actor: "ysolde", attribute });
      expect(res.roll!.summary).toContain("(Grit)");
    }
    const check = resolve(r, "check", { actor: "ysolde", attribute: "ale", target: 12 });
    expect(check.roll!.summary).toContain("ALE");
  });

  it("takes the new names in creation input and in level-up purchases", () => {
    const c = create(r, "array", {
      traits: ["Fast Healer", "Impaler", "Wingman"],
      attributes: { STR: 2, DEX: 1, Grit: 1, KNO: 0, ALE: 1, WIL: 0, CHA: -1 },
    }) as LucidityCharacter;
    expect(c.attributes.CON).toBe(1);
    expect(c.attributes.AWA).toBe(1);
    const rolled = create(r, "roll", {
      traits: ["Fast Healer", "Impaler", "Wingman"],
      priority: ["grit", "STR", "DEX", "alertness", "WIL", "KNO", "CHA"],
    }) as LucidityCharacter;
    expect(rolled.attributes.CON).toBeGreaterThanOrEqual(rolled.attributes.STR);
    const ready = { ...c, xp: 10 };
    const out = r.character.advance!.apply(ready, { buy: ["level:Grit"], betweenAdventures: true }, o);
    expect((out.character as LucidityCharacter).attributes.CON).toBe(2);
  });

  it("gives an added trait as an approved custom trait, and refuses a removed one", () => {
    const c = create(r, "array", { traits: ["Tunnel Sense", "Impaler", "Wingman"] }) as LucidityCharacter;
    expect(c.traits[0]).toMatchObject({ name: "Tunnel Sense", custom: true, approved: true });
    expect(() => create(r, "array", { traits: ["Healthy Living", "Impaler", "Wingman"] })).toThrow(/removed/);
  });

  it("names an added item in creation input", () => {
    const c = create(r, "array", {
      traits: ["Fast Healer", "Impaler", "Wingman"],
      items: ["pick", { name: "Rope" }],
      designated: ["Pick"],
    }) as LucidityCharacter;
    expect(c.items[0]).toMatchObject({ name: "Pick", kind: "weapon", damage: "1d8" });
  });
});

describe("Lucidity overlay errors", () => {
  it("an unknown attribute lists the seven", () => {
    expect(
      errorAt(deep({ rename: { attributes: { LCK: "Luck" } } }), ["rename", "attributes", "LCK"]).message,
    ).toContain("STR, DEX, CON, KNO, AWA, WIL, CHA");
  });

  it("an abbreviation that is another attribute's id is a clash", () => {
    expect(
      errorAt(deep({ rename: { attributes: { CON: { name: "Grit", short: "STR" } } } }), [
        "rename",
        "attributes",
        "CON",
      ]).code,
    ).toBe("name_clash");
  });

  it("an added item with an unknown kind names the field", () => {
    expect(
      errorAt(deep({ add: { items: [{ name: "Lamp", kind: "light" }] } }), ["add", "items", 0, "kind"]).code,
    ).toBe("invalid");
  });
});
