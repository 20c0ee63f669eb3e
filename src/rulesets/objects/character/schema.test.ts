import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { engineError, opts, sheet } from "../testing/helpers.js";
import { migrateCharacter } from "./migrate.js";
import { characterJsonSchema, parseCharacter } from "./schema.js";

const o = opts();
const base = {
  schemaVersion: 1,
  ruleset: "objects",
  name: "Ada",
  attributes: { strength: 3, dexterity: 3, stamina: 3, intelligence: 3, wisdom: 3, charisma: 3 },
};

describe("the character file", () => {
  it("parses a minimal file with defaults, and refuses what is not a character", () => {
    const c = parseCharacter(base, o);
    expect(c).toMatchObject({
      draft: false,
      skills: {},
      traits: [],
      damage: { lethal: 0, nonLethal: 0 },
      xp: 0,
    });
    expect(engineError(() => parseCharacter(42, o)).message).toMatch(/JSON object/);
    expect(engineError(() => parseCharacter({}, o)).path).toEqual(["schemaVersion"]);
  });

  it("names the field at fault", () => {
    const e = engineError(() =>
      parseCharacter({ ...base, attributes: { ...base.attributes, stamina: "x" } }, o),
    );
    expect(e.path).toEqual(["attributes", "stamina"]);
    expect(engineError(() => parseCharacter({ ...base, attributes: { strength: 3 } }, o)).message).toMatch(
      /dexterity: required/,
    );
  });

  it("upgrades old files through the migrators, and refuses versions it cannot read", () => {
    const v0 = { ...base, schemaVersion: 0, nickname: "A" };
    const migrated = migrateCharacter(v0, { 0: ({ nickname: _n, ...rest }) => rest });
    expect(migrated).toEqual(base);
    expect(engineError(() => parseCharacter({ ...base, schemaVersion: 0 }, o)).message).toMatch(
      /no migration from version 0/,
    );
    expect(engineError(() => parseCharacter({ ...base, schemaVersion: 2 }, o)).message).toMatch(/newer/);
  });

  it("has a JSON Schema for tools", () => {
    expect(characterJsonSchema()).toMatchObject({ title: "Objects character", type: "object" });
  });

  it("OBJ-ALT-2 the die type belongs to the table: a character file with its own die is refused", () => {
    expect(engineError(() => parseCharacter({ ...base, dieType: "d10" }, o)).message).toMatch(/dieType/);
  });

  it("OBJ-SKILL-1 skills run 1–6: setting one to 7 is a validation error; 0 is unskilled", () => {
    const e = engineError(() => sheet(o, { skills: { melee: 7 } }));
    expect(e.path).toEqual(["skills", "melee"]);
    expect(sheet(o, { skills: { melee: 0 } }).skills.melee).toBe(0);
  });

  it("OBJ-ATTR-2 attributes have no upper bound outside creation (attributeMax by option)", () => {
    expect(sheet(o, { attributes: { strength: 9 } }).attributes.strength).toBe(9);
    expect(engineError(() => sheet(opts({ attributeMax: 8 }), { attributes: { strength: 9 } })).path).toEqual(
      ["attributes", "strength"],
    );
  });

  it("OBJ-TRAIT-3 a character with no traits is valid", () => {
    expect(sheet(o).traits).toEqual([]);
  });

  it("OBJ-CHAR-9 no trait, positive or negative, above 6", () => {
    expect(
      engineError(() => sheet(o, { traits: [{ trait: "fireproof", rating: 7, approved: true }] })).path,
    ).toEqual(["traits", 0, "rating"]);
    expect(
      engineError(() =>
        sheet(o, { traits: [{ trait: "phobia", trigger: "dogs", rating: 7, approved: true }] }),
      ).path,
    ).toEqual(["traits", 0, "rating"]);
  });

  it("OBJ-TRAIT-2 an invented trait needs its kind and name; a catalogue trait cannot change kind", () => {
    expect(
      engineError(() => sheet(o, { traits: [{ trait: "nightVision", rating: 2, approved: true }] })).path,
    ).toEqual(["traits", 0, "kind"]);
    const ok = sheet(o, {
      traits: [{ trait: "nightVision", label: "Night Vision", kind: "positive", rating: 2, approved: true }],
    });
    expect(ok.traits[0]!.label).toBe("Night Vision");
    expect(
      engineError(() =>
        sheet(o, {
          traits: [{ trait: "rage", kind: "positive", rating: 1, triggers: ["x"], approved: true }],
        }),
      ).message,
    ).toMatch(/negative trait/);
  });

  it("OBJ-TRAIT-10 Diminished Sense again for the same sense is refused; another sense is fine", () => {
    const ds = (sense: "sight" | "hearing") => ({
      trait: "diminishedSense",
      sense,
      rating: 1,
      approved: true,
    });
    expect(sheet(o, { traits: [ds("sight"), ds("hearing")] }).traits).toHaveLength(2);
    expect(engineError(() => sheet(o, { traits: [ds("sight"), ds("sight")] })).path).toEqual([
      "traits",
      1,
      "sense",
    ]);
    expect(
      engineError(() => sheet(o, { traits: [{ trait: "diminishedSense", rating: 1, approved: true }] })).path,
    ).toEqual(["traits", 0, "sense"]);
  });

  it("OBJ-TRAIT-16 Missing Limb: one forearm at 4 is refused (max 3); half the limbs up to 6; all limbs exactly 6", () => {
    const ml = (extent: "one-limb" | "half-limbs" | "all-limbs", rating: number) => [
      { trait: "missingLimb", extent, rating, approved: true },
    ];
    const e = engineError(() => sheet(o, { traits: ml("one-limb", 4) }));
    expect(e.path).toEqual(["traits", 0, "rating"]);
    expect(e.message).toMatch(/at most 3/);
    expect(sheet(o, { traits: ml("half-limbs", 6) }).traits[0]!.rating).toBe(6);
    expect(engineError(() => sheet(o, { traits: ml("all-limbs", 5) })).message).toMatch(/always 6/);
  });

  it("OBJ-TRAIT-19 Missing Limb with Extra Limbs needs an explanation the GM approved", () => {
    const traits = [
      { trait: "extraLimbs", rating: 2, approved: true },
      { trait: "missingLimb", extent: "one-limb" as const, rating: 2, approved: true },
    ];
    expect(engineError(() => sheet(o, { traits })).message).toMatch(/explanation/);
    const explained = [traits[0]!, { ...traits[1]!, explanation: "lost an arm, grew two tentacles" }];
    expect(sheet(o, { traits: explained }).traits).toHaveLength(2);
  });

  it("OBJ-TRAIT-21 Phobia may be taken again for a different trigger, not the same one", () => {
    const ph = (trigger: string) => ({ trait: "phobia", trigger, rating: 1, approved: true });
    expect(sheet(o, { traits: [ph("spiders"), ph("heights")] }).traits).toHaveLength(2);
    expect(engineError(() => sheet(o, { traits: [ph("spiders"), ph("Spiders")] })).path).toEqual([
      "traits",
      1,
      "trigger",
    ]);
  });

  it("OBJ-TRAIT-25 Rage 2 needs exactly 2 triggers", () => {
    expect(
      engineError(() =>
        sheet(o, { traits: [{ trait: "rage", rating: 2, triggers: ["insults"], approved: true }] }),
      ).path,
    ).toEqual(["traits", 0, "triggers"]);
    expect(
      sheet(o, { traits: [{ trait: "rage", rating: 2, triggers: ["insults", "lies"], approved: true }] })
        .traits,
    ).toHaveLength(1);
  });

  it("OBJ-CHAR-11 a character in play cannot hold an unapproved trait from creation; a draft can", () => {
    const traits = [{ trait: "fireproof", rating: 2 }];
    expect(engineError(() => sheet(o, { traits })).path).toEqual(["traits", 0, "approved"]);
    expect(sheet(o, { traits, draft: true }).traits[0]!.approved).toBe(false);
  });

  it("OBJ-CHAR-1 a vetoed concept keeps the character a draft", () => {
    expect(engineError(() => sheet(o, { concept: { text: "a tank", approval: "vetoed" } })).path).toEqual([
      "concept",
      "approval",
    ]);
    expect(sheet(o, { concept: { text: "a tank", approval: "vetoed" }, draft: true }).concept.approval).toBe(
      "vetoed",
    );
  });

  it("OBJ-CHAR-13 starting gear records an approval flag; unapproved gear keeps the character a draft", () => {
    const item = { ...sampleItem("shotgun"), approved: false };
    expect(engineError(() => sheet(o, { equipment: [item] })).path).toEqual(["equipment", 0, "approved"]);
    expect(sheet(o, { equipment: [item], draft: true }).equipment[0]!.approved).toBe(false);
  });

  it("OBJ-EQUIP-9 armour-piercing rounds loaded into the shotgun are a validation error", () => {
    const shotgun = sampleItem("shotgun");
    const loaded = { ...shotgun, weapon: { ...shotgun.weapon!, ammo: "armor-piercing" as const } };
    const e = engineError(() => sheet(o, { equipment: [loaded] }));
    expect(e.path).toEqual(["equipment", 0, "weapon", "ammo"]);
    expect(e.message).toMatch(/cannot load armour-piercing/);
  });

  it("OBJ-EQUIP-1 OBJ-EQUIP-6 gear keeps its notes; protection has an Armor rating", () => {
    const c = sheet(o, {
      equipment: [{ name: "Kevlar Vest", notes: "Stops most handgun rounds.", armor: 2 }],
    });
    expect(c.equipment[0]).toMatchObject({
      name: "Kevlar Vest",
      notes: "Stops most handgun rounds.",
      armor: 2,
      worn: true,
    });
  });
});
