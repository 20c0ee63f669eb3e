import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import * as l13 from "./index.js";

describe("public API", () => {
  it("L13-GEN-1 a whole character life through the index: create, fight, fall, heal, advance", () => {
    const o = l13.parseOptions({ skillPreset: "sciFi" });
    let c = l13.createCharacter(
      { name: "Janet", abilities: { method: "random" }, armor: "d6" },
      facesSource([55, 10, 45, 70, 90, 30, 30, 30, 30, 30, 99]),
      o,
    );
    expect(c.abilities).toEqual({ will: "d8", charm: "d4", pulse: "d8", intellect: "d10", reflex: "d12" });
    expect(c.skills.combat).toBe("d12");
    c = l13.damage(c, 31, o).character;
    expect(l13.status(c, o).status).toBe("dying");
    c = l13.heal(c, 5, "first aid", o).character;
    c = l13.awardAP(c, 16, "mission complete", o).character;
    c = l13.purchase(c, [{ kind: "newSpecialization", name: "Nerve pinch", skill: "combat" }], o, {
      betweenAdventures: true,
    }).character;
    expect(l13.parseCharacter(JSON.parse(JSON.stringify(c)), o)).toEqual(c);
    expect(l13.describe(c, o)[0]).toBe("Janet");
    expect(l13.characterJsonSchema()).toHaveProperty("title", "Lucky 13 character");
    expect(new l13.L13CharacterError("invalid_input", ["a", 0], "bad")).toMatchObject({
      code: "invalid_input",
      path: ["a", "0"],
      message: "a.0: bad",
    });
  });
});

describe("engine-facing helpers", () => {
  const o = l13.parseOptions({ skillPreset: "sciFi" });

  it("L13-ABIL-6 createByMethod names the method apart from the input", () => {
    const assignment = { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" };
    const skills = {
      technology: "d6",
      astrogation: "d6",
      mysticism: "d4",
      mechanics: "d8",
      diplomacy: "d6",
      combat: "d10",
    };
    const manual = l13.parseOptions({ skillPreset: "sciFi", skillGeneration: "manual" });
    expect(l13.createByMethod("balanced", { name: "B", assignment, skills }, null, manual).abilities).toEqual(
      assignment,
    );
    expect(() =>
      l13.createByMethod("random", { name: "R", assignment }, facesSource([1, 1, 1, 1, 1]), o),
    ).toThrow("assignment: not used by the random method");
    expect(() => l13.createByMethod("pointBuy" as never, { name: "R" }, null, o)).toThrow(/method/);
  });

  it("L13-ADV-9 purchases can be written as text", () => {
    expect(l13.parsePurchase("specialization:combat:Nerve pinch")).toEqual({
      kind: "newSpecialization",
      skill: "combat",
      name: "Nerve pinch",
    });
    expect(l13.parsePurchase("level:nervePinch")).toEqual({
      kind: "raiseSpecialization",
      specialization: "nervePinch",
    });
    expect(l13.parsePurchase("ability:pulse")).toEqual({ kind: "raiseAbility", ability: "pulse" });
    expect(l13.parsePurchase("skill:combat")).toEqual({ kind: "raiseSkill", skill: "combat" });
    expect(() => l13.parsePurchase("levelup")).toThrow(/buy: "levelup" is not a purchase/);
    expect(() =>
      l13.purchase(
        l13.createByMethod("random", { name: "X" }, facesSource(Array(11).fill(50)), o),
        [l13.parsePurchase("ability:luck")],
        o,
        { betweenAdventures: true },
      ),
    ).toThrow("purchases.0.ability: expected one of will, charm, pulse, intellect, reflex");
  });

  it("L13-GEN-1 optionDocList pairs every option with its default and help sentence", () => {
    const docs = l13.optionDocList();
    expect(docs.find((d) => d.name === "hpPerPulseDie")).toEqual({
      name: "hpPerPulseDie",
      default: 10,
      description: l13.OPTION_DOCS.hpPerPulseDie,
    });
    expect(docs).toHaveLength(Object.keys(l13.defaultOptions()).length);
  });
});
