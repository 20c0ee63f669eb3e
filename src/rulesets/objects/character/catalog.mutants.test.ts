// Tests written to kill surviving mutants of catalog.ts (issue 21): names resolved by id or by
// name when the two differ (the GM's added attributes and skills, invented traits with a label),
// loose spacing, lookups of ids the table does not know, and the unknown-entry refusal in full.
import { describe, expect, it } from "vitest";
import { engineError, opts } from "../testing/helpers.js";
import {
  attributeName,
  resolveAttribute,
  resolveEntry,
  resolveSkill,
  resolveTrait,
  skillName,
  traitKind,
} from "./catalog.js";

const o = opts();
const added = opts({
  extraAttributes: [{ id: "sanity", name: "Mental Balance", short: "SAN", control: "player" }],
  extraSkills: [{ id: "locks", name: "Lock Picking" }],
});
const gills = [{ trait: "gills", label: "Water Lungs" }];

describe("name lookup", () => {
  it("OBJ-ATTR-3 an added attribute is found by its id, its name or its short name", () => {
    expect(["sanity", "Mental Balance", "SAN"].map((n) => resolveAttribute(n, added))).toEqual([
      "sanity",
      "sanity",
      "sanity",
    ]);
  });

  it("OBJ-SKILL-3 an added skill is found by its id or its name", () => {
    expect(["locks", "lock picking"].map((n) => resolveSkill(n, added))).toEqual(["locks", "locks"]);
  });

  it("OBJ-TRAIT-1 spacing and case do not matter", () => {
    expect(resolveTrait("  fire  breathing ")).toBe("fireBreathing");
  });

  it("OBJ-TRAIT-2 an invented trait is found by its id or its label, and nothing else is", () => {
    expect(resolveTrait("gills", gills)).toBe("gills");
    expect(resolveTrait("water lungs", gills)).toBe("gills");
    expect(resolveTrait("night vision", gills)).toBeNull();
    expect(resolveTrait("night vision")).toBeNull();
  });

  it("an id the table does not know is shown as it is", () => {
    expect(attributeName("luck", o)).toBe("luck");
    expect(skillName("juggling", o)).toBe("juggling");
  });

  it("OBJ-TRAIT-2 an invented trait's kind is its own, positive when not given", () => {
    expect(traitKind({ trait: "nightBlind", kind: "negative" })).toBe("negative");
    expect(traitKind({ trait: "gills" })).toBe("positive");
  });

  it("OBJ-ROLL-1 an unknown roll entry is refused, listing the table's attributes and skills", () => {
    const e = engineError(() => resolveEntry("Juggling", o, [], ["roll", 0]));
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["roll", 0],
      "'Juggling' is not an attribute, skill or trait of this table (attributes: STR, DEX, STA, INT, WIS, CHA; skills: Boating, Dodge, Driving, Explosives, Mechanics, Melee, Piloting, Ranged, Swimming)",
    ]);
  });
});
