// The character file: shape, the table's stat list, items with supply dice, migrations.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { migrateCharacter } from "./migrate.js";
import { parseOptions } from "./options.js";
import { characterJsonSchema, findItem, parseCharacter } from "./schema.js";

const o = parseOptions({});
const file = (patch: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  ruleset: "beat15",
  name: "Ash",
  stats: { grit: 2, nerve: 1 },
  ...patch,
});

function errorOf(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected an EngineError");
}

describe("character file", () => {
  it("B15-INTRO-1 any stat list works when the table fixes none", () => {
    const c = parseCharacter(file({ stats: { grit: 2, nerve: 1, luck: -1 } }), o);
    expect(c.stats).toEqual({ grit: 2, nerve: 1, luck: -1 });
    expect(c.items).toEqual([]);
    expect(c.npc).toBe(false);
  });

  it("B15-INTRO-1 with a fixed list every stat is required and no other is accepted", () => {
    const six = parseOptions({ statPreset: "six-plus-luck" });
    expect(errorOf(() => parseCharacter(file(), six)).path).toEqual(["stats", "stat-1"]);
    const full = Object.fromEntries(
      ["stat-1", "stat-2", "stat-3", "stat-4", "stat-5", "stat-6", "luck"].map((s) => [s, 0]),
    );
    expect(parseCharacter(file({ stats: full }), six).stats.luck).toBe(0);
    expect(errorOf(() => parseCharacter(file({ stats: { ...full, grit: 1 } }), six)).path).toEqual([
      "stats",
      "grit",
    ]);
  });

  it("B15-SUP-6 an item stores its supply die, starting die, which uses roll, rolls per use and resupply", () => {
    const c = parseCharacter(
      file({
        items: [
          {
            name: "Healer's kit",
            supplyDie: "d6",
            startingSupplyDie: "d10",
            supplyRollUses: ["treat", "surgery"],
            rollsPerUse: { surgery: 2 },
            resupply: "step-up-one",
          },
          { name: "Lamp oil", supplyDie: "empty", startingSupplyDie: "d6" },
        ],
      }),
      o,
    );
    expect(c.items[0]).toEqual({
      name: "Healer's kit",
      description: "",
      supplyDie: "d6",
      startingSupplyDie: "d10",
      supplyRollUses: ["treat", "surgery"],
      rollsPerUse: { surgery: 2 },
      resupply: "step-up-one",
    });
    expect(c.items[1]!.supplyDie).toBe("empty");
    expect(findItem(c, "healer's KIT", ["item"]).index).toBe(0);
    expect(errorOf(() => findItem(c, "Rope", ["item"])).code).toBe("not_found");
  });

  it("B15-SUP-1 a supply die is one of the chain; a starting die cannot be Empty", () => {
    expect(
      errorOf(() =>
        parseCharacter(file({ items: [{ name: "Kit", supplyDie: "d20", startingSupplyDie: "d8" }] }), o),
      ).path,
    ).toEqual(["items", 0, "supplyDie"]);
    expect(
      errorOf(() =>
        parseCharacter(file({ items: [{ name: "Kit", supplyDie: "d4", startingSupplyDie: "empty" }] }), o),
      ).path,
    ).toEqual(["items", 0, "startingSupplyDie"]);
    expect(
      errorOf(() => parseCharacter(file({ items: [{ name: "Kit", supplyDie: "d4" }] }), o)).path,
    ).toEqual(["items", 0, "startingSupplyDie"]);
  });

  it("refuses twin item names, unknown fields, a wrong ruleset and bad stats, naming the field", () => {
    expect(
      errorOf(() => parseCharacter(file({ items: [{ name: "Rope" }, { name: "rope" }] }), o)).path,
    ).toEqual(["items", 1, "name"]);
    expect(errorOf(() => parseCharacter(file({ hp: 3 }), o)).path).toEqual(["hp"]);
    expect(errorOf(() => parseCharacter(file({ ruleset: "lucky13" }), o)).path).toEqual(["ruleset"]);
    expect(errorOf(() => parseCharacter(file({ stats: { grit: 1.5 } }), o)).message).toMatch(
      /stats.grit: expected a whole number/,
    );
    expect(errorOf(() => parseCharacter(file({ stats: { Grit: 1 } }), o)).path[0]).toBe("stats");
    expect(errorOf(() => parseCharacter(42, o)).code).toBe("invalid");
  });

  it("B15-RND-4 a table's Stress inputs must be on every sheet", () => {
    const withStress = parseOptions({ stressInputs: ["grit", "nerve"] });
    expect(() => parseCharacter(file(), withStress)).not.toThrow();
    expect(errorOf(() => parseCharacter(file({ stats: { grit: 1 } }), withStress)).path).toEqual([
      "stats",
      "nerve",
    ]);
  });

  it("has a JSON Schema for tools", () => {
    const s = characterJsonSchema();
    expect(s.title).toBe("Beat-15 character");
    expect(JSON.stringify(s)).toContain("supplyDie");
  });
});

describe("migrations", () => {
  it("current files pass through; newer or unknown versions are refused naming schemaVersion", () => {
    expect(migrateCharacter(file())).toEqual(file());
    expect(errorOf(() => migrateCharacter(file({ schemaVersion: 2 }))).path).toEqual(["schemaVersion"]);
    expect(errorOf(() => migrateCharacter(file({ schemaVersion: 0 }))).message).toMatch(
      /no migration from version 0/,
    );
    expect(errorOf(() => migrateCharacter({ name: "x" })).message).toMatch(/required/);
  });

  it("runs registered migrators in order, stamps the version and never mutates its input", () => {
    const old = { schemaVersion: 0, ruleset: "beat15", name: "Ash", attributes: { grit: 1 } };
    const registry = {
      0: (f: Record<string, unknown>) => {
        const { attributes, ...rest } = f;
        return { ...rest, stats: attributes };
      },
    };
    const migrated = migrateCharacter(old, registry, 1);
    expect(migrated).toEqual({ schemaVersion: 1, ruleset: "beat15", name: "Ash", stats: { grit: 1 } });
    expect(old.attributes).toEqual({ grit: 1 });
    expect(parseCharacter(old, o, { migrations: registry }).stats).toEqual({ grit: 1 });
    const broken = {
      0: () => {
        throw new Error("boom");
      },
    };
    expect(errorOf(() => migrateCharacter(old, broken, 1)).message).toMatch(/failed: boom/);
  });
});
