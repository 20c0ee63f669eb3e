import { describe, expect, it } from "vitest";
import { engineError } from "../testing/helpers.js";
import { classify, type Entry } from "./spec.js";

const a = (id: string): Entry => ({ kind: "attribute", id, name: id.slice(0, 3).toUpperCase() });
const s = (id: string): Entry => ({ kind: "skill", id, name: id });
const t = (id: string): Entry => ({ kind: "trait", id, name: id });

describe("roll specifications", () => {
  it("OBJ-ROLL-13..16 the four shapes: attribute + attribute, + skill, + trait, + skill + trait", () => {
    expect(classify([a("wisdom"), a("intelligence")]).form).toBe("attribute");
    expect(classify([a("dexterity"), s("ranged")]).form).toBe("skill");
    expect(classify([a("strength"), t("aquatic")]).form).toBe("trait");
    expect(classify([a("dexterity"), s("ranged"), t("fireBreathing")])).toEqual({
      form: "skill-and-trait",
      attributes: ["dexterity"],
      skill: "ranged",
      trait: "fireBreathing",
    });
  });

  it("OBJ-ROLL-17 {DEX, Melee, Ranged} → 'two skills'", () => {
    const e = engineError(() => classify([a("dexterity"), s("melee"), s("ranged")]));
    expect(e.message).toMatch(/two skills/);
    expect(e.path).toEqual(["roll"]);
  });

  it("OBJ-ROLL-17 two traits, no attribute, the same attribute twice, an attribute alone are refused", () => {
    expect(engineError(() => classify([a("dexterity"), t("aquatic"), t("fireproof")])).message).toMatch(
      /two traits/,
    );
    expect(engineError(() => classify([s("melee")])).message).toMatch(/no attribute/);
    expect(engineError(() => classify([a("dexterity"), a("dexterity")])).message).toMatch(
      /same attribute twice/,
    );
    expect(engineError(() => classify([a("dexterity")])).message).toMatch(/alone/);
    expect(engineError(() => classify([a("dexterity"), a("strength"), s("melee")])).message).toMatch(
      /two attributes with a skill/,
    );
  });

  it("OBJ-SKILL-2 the attribute is part of every specification: a skill alone is refused", () => {
    expect(engineError(() => classify([s("dodge")])).message).toMatch(/every roll starts from an attribute/);
  });
});
