// Objects overlays: renamed attributes (name and abbreviation) and skills, options, added
// attributes, skills and equipment, removed sample equipment, the errors, and the contract suite.

import { describe, expect, it } from "vitest";
import { rulesetContract } from "../../src/engine/testing/contract.js";
import type { ObjCharacter } from "../../src/rulesets/objects/character/index.js";
import type { ObjOptions } from "../../src/rulesets/objects/options/schema.js";
import { build, create, errorAt, resolve } from "./helpers.js";

const noir = (extra: Record<string, unknown> = {}) => ({
  base: "objects",
  id: "noir",
  name: "Noir",
  rename: {
    attributes: { dexterity: { name: "Agility", short: "AGI" }, STR: "Brawn" },
    skills: { ranged: "Shooting" },
  },
  options: { xpPerSession: 2 },
  add: {
    attributes: [{ id: "nerve", name: "Nerve", short: "NRV", control: "preset", preset: 2 }],
    skills: [{ id: "lockpicking", name: "Lockpicking", covers: "opening locks without keys" }],
    equipment: [{ name: "Tommy Gun", weapon: { mode: "ranged", damage: 4, kind: "lethal", firearm: true } }],
  },
  remove: { equipment: ["Buster Sword"] },
  ...extra,
});

rulesetContract(build(noir()), { seeds: 100, samples: 600 });

describe("an Objects overlay", () => {
  const r = build(noir());
  const o = r.parseOptions({}) as ObjOptions;

  it("writes its options and added attributes and skills into the table's options", () => {
    expect(o.xpPerSession).toBe(2);
    expect(o.extraAttributes.map((a) => a.id)).toEqual(["nerve"]);
    expect(o.extraSkills.map((s) => s.id)).toEqual(["lockpicking"]);
  });

  it("shows the new names and abbreviations on the sheet", () => {
    const c = create(r, "rolled", {}) as ObjCharacter;
    expect(c.attributes.nerve).toBe(2);
    const text = r.character.describe(c, o).join("\n");
    expect(text).toMatch(/AGI \d/);
    // A new name without a new abbreviation takes the abbreviation's place too.
    expect(text).toMatch(/Brawn \d/);
    expect(text).not.toMatch(/\bDEX\b|\bSTR\b/);
  });

  it("takes the new names in a check's pool and echoes them in the summary", () => {
    for (const roll of [
      ["AGI", "Shooting"],
      ["agility", "shooting"],
      ["DEX", "Ranged"],
    ]) {
      const res = resolve(r, "check", { actor: "rook", roll, difficulty: 2 });
      expect(res.roll!.summary).toContain("rolls AGI + Shooting");
    }
  });

  it("takes the new names in creation input: values by attribute, priorities, skills", () => {
    const c = create(r, "assigned", {
      attributePoints: 21,
      attributes: { Brawn: 4, AGI: 3, STA: 4, INT: 3, WIS: 4, CHA: 3 },
      skills: { Shooting: 3, Lockpicking: 2 },
    }) as ObjCharacter;
    expect(c.attributes.strength).toBe(4);
    expect(c.attributes.dexterity).toBe(3);
    expect(c.skills.ranged).toBe(3);
    expect(c.skills.lockpicking).toBe(2);
    const rolled = create(r, "rolled", {
      attributes: ["agility", "stamina"],
      skills: ["shooting"],
    }) as ObjCharacter;
    expect(rolled.skills.ranged).toBeGreaterThan(0);
  });

  it("names added equipment in creation input, and refuses a removed sample", () => {
    const c = create(r, "rolled", { equipment: ["tommy gun", "Dagger"] }) as ObjCharacter;
    expect(c.equipment.map((i) => i.name)).toEqual(["Tommy Gun", "Dagger"]);
    expect(c.equipment[0]!.weapon?.damage).toBe(4);
    expect(() => create(r, "rolled", { equipment: ["Buster Sword"] })).toThrow(/removed/);
    expect(
      r.derived?.catalogues.equipment?.some((e) => (e as { name: string }).name === "Buster Sword"),
    ).toBe(false);
  });

  it("buys a renamed attribute by its new abbreviation", () => {
    const c = { ...(create(r, "rolled", {}) as ObjCharacter), xp: 30 };
    const out = r.character.advance!.apply(c, { buy: ["attribute:AGI"], betweenAdventures: true }, o);
    expect((out.character as ObjCharacter).attributes.dexterity).toBe(c.attributes.dexterity! + 1);
    expect(out.changes.join(" ")).not.toMatch(/Dexterity|\bDEX\b/);
  });

  it("changes the table's die through its options, and the odds follow", () => {
    const d10 = build(noir({ options: { dieType: "d10" } }));
    expect((d10.parseOptions({}) as ObjOptions).targetNumber).toBe(8);
  });
});

describe("Objects overlay errors", () => {
  it("the book's attributes and skills cannot be removed", () => {
    expect(errorAt(noir({ remove: { skills: ["Boating"] } }), ["remove", "skills"]).message).toContain(
      "cannot be removed",
    );
  });

  it("an unknown attribute lists the attributes", () => {
    const e = errorAt(noir({ rename: { attributes: { speed: "Pace" } } }), ["rename", "attributes", "speed"]);
    expect(e.message).toContain("strength, dexterity, stamina, intelligence, wisdom, charisma, nerve");
  });

  it("an abbreviation another attribute has is a clash", () => {
    const e = errorAt(noir({ rename: { attributes: { dexterity: { name: "Agility", short: "STA" } } } }), [
      "rename",
      "attributes",
      "dexterity",
    ]);
    expect(e.code).toBe("name_clash");
  });

  it("an added item with a bad weapon names the field", () => {
    const e = errorAt(
      noir({ add: { equipment: [{ name: "Bat", weapon: { mode: "swing", damage: 1, kind: "lethal" } }] } }),
      ["add", "equipment", 0, "weapon", "mode"],
    );
    expect(e.message).toContain("melee");
  });
});
