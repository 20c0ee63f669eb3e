import { describe, expect, it } from "vitest";
import { L13CharacterError } from "./errors.js";
import { migrateCharacter } from "./migrate.js";
import { defaultOptions, parseOptions } from "./options.js";
import { characterJsonSchema, parseCharacter } from "./schema.js";
import { casimir, sciFi } from "./testing/fixtures.js";

const o = sciFi();
const valid = () => JSON.parse(JSON.stringify(casimir(o))) as Record<string, unknown>;

function errorOf(raw: unknown, opts = o, settings = {}): L13CharacterError {
  try {
    parseCharacter(raw, opts, settings);
  } catch (e) {
    if (e instanceof L13CharacterError) return e;
    throw e;
  }
  throw new Error("expected an error");
}

describe("character file", () => {
  it("round-trips through JSON", () => {
    const c = casimir(o);
    expect(parseCharacter(JSON.parse(JSON.stringify(c)), o)).toEqual(c);
    expect(c).toMatchObject({
      schemaVersion: 1,
      ruleset: "lucky13",
      reputation: 0,
      ap: 0,
      apLog: [],
      stabilized: false,
    });
  });

  it("L13-DICE-1 errors name the field path: abilities.pulse: expected one of d4, d6, d8, d10, d12", () => {
    const raw = { ...valid(), abilities: { ...(valid().abilities as object), pulse: "d20" } };
    const e = errorOf(raw);
    expect(e.message).toBe("abilities.pulse: expected one of d4, d6, d8, d10, d12");
    expect(e.path).toEqual(["abilities", "pulse"]);
    expect(e.code).toBe("invalid_character");
  });

  it("names every unknown field, not just the first", () => {
    expect(errorOf({ ...valid(), colour: 1, mood: 2 }).issues.map((i) => i.path.join("."))).toEqual([
      "colour",
      "mood",
    ]);
  });

  it("reports every problem at once, each with its path", () => {
    const raw = { ...valid(), name: "", hp: "lots", extra: 1 };
    const e = errorOf(raw);
    expect(e.issues.map((i) => i.path.join("."))).toEqual(["name", "hp", "extra"]);
    expect(e.message).toBe("name: must not be empty; hp: expected number; extra: unknown field");
  });

  it("L13-ABIL-1 L13-ABIL-11 exactly five abilities, each d4..d12, never none", () => {
    const abilities = valid().abilities as Record<string, unknown>;
    expect(errorOf({ ...valid(), abilities: { ...abilities, luck: "d6" } }).path).toEqual([
      "abilities",
      "luck",
    ]);
    const { will: _, ...four } = abilities;
    expect(errorOf({ ...valid(), abilities: four }).message).toBe("abilities.will: required");
    expect(errorOf({ ...valid(), abilities: { ...abilities, will: null } }).path).toEqual([
      "abilities",
      "will",
    ]);
  });

  it("L13-SKILL-1 a die in every skill of the ruleset and no other; untrained only when allowed", () => {
    const skills = valid().skills as Record<string, unknown>;
    const { combat: _, ...missing } = skills;
    expect(errorOf({ ...valid(), skills: missing }).message).toBe(
      "skills.combat: required: every character has a die in every skill",
    );
    expect(errorOf({ ...valid(), skills: { ...skills, swimming: "d6" } }).path).toEqual([
      "skills",
      "swimming",
    ]);
    expect(errorOf({ ...valid(), skills: { ...skills, mysticism: null } }).path).toEqual([
      "skills",
      "mysticism",
    ]);
    const untrained = sciFi({ allowUntrainedSkill: true });
    expect(
      parseCharacter({ ...valid(), skills: { ...skills, mysticism: null } }, untrained).skills.mysticism,
    ).toBeNull();
  });

  it("L13-SPEC-1 L13-SPEC-3 a specialization has one existing parent skill, a distinct name and a level 1..5", () => {
    const spec = { id: "nervePinch", name: "Nerve pinch", skill: "combat", level: 1 };
    expect(parseCharacter({ ...valid(), specializations: [spec] }, o).specializations).toEqual([spec]);
    expect(errorOf({ ...valid(), specializations: [{ ...spec, level: 0 }] }).path).toEqual([
      "specializations",
      "0",
      "level",
    ]);
    expect(errorOf({ ...valid(), specializations: [{ ...spec, level: 6 }] }).message).toBe(
      "specializations.0.level: must be at most 5",
    );
    expect(errorOf({ ...valid(), specializations: [{ ...spec, skill: "fighting" }] }).path).toEqual([
      "specializations",
      "0",
      "skill",
    ]);
    expect(
      errorOf({ ...valid(), specializations: [spec, { ...spec, id: "other", name: "nerve PINCH" }] }).path,
    ).toEqual(["specializations", "1", "name"]);
  });

  it("L13-BKG-1 at most maxBackgrounds; none when backgrounds are off; an invented one must be approved", () => {
    const bg = { name: "Smuggler", description: "ran cargo past the blockade", approved: true };
    expect(parseCharacter({ ...valid(), background: bg }, o).background).toEqual(bg);
    expect(errorOf({ ...valid(), background: bg }, sciFi({ useBackgrounds: false })).path).toEqual([
      "background",
    ]);
    expect(errorOf({ ...valid(), background: bg }, sciFi({ maxBackgrounds: 0 })).path).toEqual([
      "background",
    ]);
    expect(errorOf({ ...valid(), background: { ...bg, approved: false } }).path).toEqual([
      "background",
      "approved",
    ]);
  });

  it("L13-BKG-6 the background's name and description are stored", () => {
    const c = parseCharacter({ ...valid(), background: { name: "Medic", approved: true } }, o);
    expect(c.background).toEqual({ name: "Medic", description: "", approved: true });
  });

  it("L13-IMP-1 impairments only when the ruleset uses them", () => {
    const raw = { ...valid(), impairments: [{ name: "Bad knee", description: "" }] };
    expect(parseCharacter(raw, o).impairments).toHaveLength(1);
    expect(errorOf(raw, sciFi({ useImpairments: false })).path).toEqual(["impairments"]);
  });

  it("L13-REP-2 reputation must lie in the ruleset's range", () => {
    expect(errorOf({ ...valid(), reputation: 6 }).message).toBe("reputation: must be between -5 and 5");
    expect(parseCharacter({ ...valid(), reputation: -5 }, o).reputation).toBe(-5);
  });

  it("L13-WPN-1 L13-WPN-2 L13-WPN-3 L13-WPN-4 a weapon has an Accuracy and a Damage die, d4..d12; tags are inert", () => {
    const sword = { name: "Broadsword", accuracy: "d8", damage: "d10", tags: ["melee"] };
    expect(parseCharacter({ ...valid(), weapons: [sword] }, o).weapons).toEqual([sword]);
    expect(errorOf({ ...valid(), weapons: [{ ...sword, accuracy: "d20" }] }).path).toEqual([
      "weapons",
      "0",
      "accuracy",
    ]);
    expect(errorOf({ ...valid(), weapons: [{ ...sword, damage: "d3" }] }).path).toEqual([
      "weapons",
      "0",
      "damage",
    ]);
    expect(errorOf({ ...valid(), weapons: [{ ...sword, bonus: 2 }] }).path).toEqual([
      "weapons",
      "0",
      "bonus",
    ]);
  });

  it("L13-ARM-1 armor and other Defensive dice are d4..d12", () => {
    expect(errorOf({ ...valid(), armor: "d2" }).path).toEqual(["armor"]);
    expect(errorOf({ ...valid(), defenses: [{ name: "shield", die: "d14" }] }).path).toEqual([
      "defenses",
      "0",
      "die",
    ]);
  });

  it("L13-ASSET-1 L13-ASSET-6 an asset's quality is a level of the asset ladder and it stays on the sheet", () => {
    const map = { name: "Snake Preacher's map", quality: 2 };
    expect(parseCharacter({ ...valid(), assets: [map] }, o).assets).toEqual([map]);
    expect(errorOf({ ...valid(), assets: [{ ...map, quality: 6 }] }).message).toBe(
      "assets.0.quality: expected one of 5, 4, 3, 2, 1",
    );
    const ladder = sciFi({ assetLadder: [{ id: "legendary", label: "Legendary", level: 7 }] });
    expect(parseCharacter({ ...valid(), assets: [{ ...map, quality: 7 }] }, ladder).assets[0]?.quality).toBe(
      7,
    );
  });

  it("L13-ASSET-5 a person can be an asset, rated by quality like any other", () => {
    const coach = { name: "Townsperson who coached the bluff", quality: 3 };
    expect(parseCharacter({ ...valid(), assets: [coach] }, o).assets).toEqual([coach]);
  });

  it("L13-ASSET-3 an asset may name the slot it steps", () => {
    const c = parseCharacter({ ...valid(), assets: [{ name: "Door", quality: 1, target: "ability" }] }, o);
    expect(c.assets[0]?.target).toBe("ability");
    expect(
      errorOf({ ...valid(), assets: [{ name: "Door", quality: 1, target: "difficulty" }] }).path,
    ).toEqual(["assets", "0", "target"]);
  });

  it("L13-HP-1 current HP cannot exceed the maximum; the dying fields must agree with HP", () => {
    expect(errorOf({ ...valid(), hp: 31 }).message).toBe("hp: must be at most 30 (the maximum HP)");
    expect(errorOf({ ...valid(), stabilized: true }).path).toEqual(["stabilized"]);
    expect(errorOf({ ...valid(), dyingMinutes: 2 }).path).toEqual(["dyingMinutes"]);
    expect(errorOf({ ...valid(), hp: -2 }).path).toEqual(["dyingMinutes"]);
    expect(parseCharacter({ ...valid(), hp: -2, dyingMinutes: 2 }, o).hp).toBe(-2);
    expect(parseCharacter({ ...valid(), hp: -9 }, o).hp).toBe(-9); // dead: no clock needed
  });

  it("rejects other rulesets and unknown shapes", () => {
    expect(errorOf({ ...valid(), ruleset: "beat15" }).message).toBe("ruleset: expected lucky13");
    expect(errorOf("a string").message).toBe("expected a character object");
    expect(errorOf([]).path).toEqual([]);
  });

  it("checks the skills against the ruleset it is loaded with", () => {
    expect(errorOf(valid(), defaultOptions()).path[0]).toBe("skills");
    expect(errorOf(valid(), parseOptions({ skillPreset: "postApocalyptic" })).issues.length).toBeGreaterThan(
      1,
    );
  });
});

describe("migrations", () => {
  // A fake version 0: HP was called hitPoints and AP adventurePoints.
  const v0 = () => {
    const { hp, ap, ...rest } = valid() as { hp: number; ap: number };
    return { ...rest, schemaVersion: 0, hitPoints: hp, adventurePoints: ap + 7 };
  };
  const registry = {
    0: ({ hitPoints, adventurePoints, ...rest }: Record<string, unknown>) => ({
      ...rest,
      hp: hitPoints,
      ap: adventurePoints,
    }),
  };

  it("upgrades a v0 file to v1 through the registry and stamps the version", () => {
    const c = parseCharacter(v0(), o, { migrations: registry });
    expect(c.schemaVersion).toBe(1);
    expect(c.hp).toBe(30);
    expect(c.ap).toBe(7);
  });

  it("never mutates the file it migrates", () => {
    const file = v0();
    const copy = structuredClone(file);
    migrateCharacter(file, registry);
    expect(file).toEqual(copy);
  });

  it("refuses a version with no migrator, a newer version, and a missing version", () => {
    expect(errorOf(v0()).message).toBe("schemaVersion: no migration from version 0 to 1");
    expect(errorOf(v0()).code).toBe("unsupported_version");
    expect(errorOf({ ...valid(), schemaVersion: 2 }).message).toBe(
      "schemaVersion: version 2 is newer than this engine reads (up to 1)",
    );
    const { schemaVersion: _, ...noVersion } = valid();
    expect(errorOf(noVersion).message).toBe("schemaVersion: required");
  });

  it("reports a failing migrator", () => {
    const broken = {
      0: () => {
        throw new Error("boom");
      },
    };
    const e = errorOf(v0(), o, { migrations: broken });
    expect(e.code).toBe("migration_failed");
    expect(e.message).toBe("schemaVersion: migration from version 0 failed: boom");
  });

  it("chains several migrators in order", () => {
    const trail: number[] = [];
    const chain = {
      0: (f: Record<string, unknown>) => {
        trail.push(0);
        return f;
      },
      1: (f: Record<string, unknown>) => {
        trail.push(1);
        return { ...f, stage: 2 };
      },
    };
    const out = migrateCharacter({ schemaVersion: 0 }, chain, 2) as Record<string, unknown>;
    expect(trail).toEqual([0, 1]);
    expect(out).toEqual({ schemaVersion: 2, stage: 2 });
  });
});

describe("JSON Schema", () => {
  it("exports the file format with the dice enumerated", () => {
    const s = characterJsonSchema() as {
      properties: Record<string, { properties?: Record<string, unknown>; const?: unknown }>;
      required: string[];
    };
    expect(s.properties.abilities?.properties?.pulse).toEqual({
      type: "string",
      enum: ["d4", "d6", "d8", "d10", "d12"],
    });
    expect(s.properties.schemaVersion?.const).toBe(1);
    expect(s.required).toEqual(
      expect.arrayContaining(["schemaVersion", "ruleset", "name", "abilities", "skills", "hp"]),
    );
    expect(s.required).not.toContain("notes");
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
