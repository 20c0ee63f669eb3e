// The book's core principles as the engine enforces them, through the ruleset's actions and files.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { facesSource } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import { idCounter, resolveAction } from "../../engine/table.js";
import { exampleTable } from "./examples.js";
import { lucky13 } from "./ruleset.js";

const o = lucky13.parseOptions({});
const state = exampleTable(o);
const check = { actor: "brunella", ability: "pulse", skill: "fighting", difficulty: "moderate" };

describe("Lucky 13 principles", () => {
  it("L13-ABIL-2 L13-SKILL-2 a check pool holds exactly one ability slot and one skill slot", () => {
    const r = resolveAction(lucky13, state, "check", check, facesSource([3, 4, 5]), idCounter());
    const roles = r.roll!.dice.map((d) => d.role);
    expect(roles.filter((x) => x === "ability")).toHaveLength(1);
    expect(roles.filter((x) => x === "skill")).toHaveLength(1);
    expect(() =>
      resolveAction(
        lucky13,
        state,
        "check",
        { ...check, ability: ["pulse", "reflex"] },
        facesSource([]),
        idCounter(),
      ),
    ).toThrow(EngineError);
  });

  it("L13-SKILL-2 a check without a skill, or with two, is refused by field; a contest puts one skill die on each side", () => {
    const refused = (params: object, action = "check") => {
      try {
        resolveAction(lucky13, state, action, params, facesSource([3, 4, 5, 6, 2, 1]), idCounter());
      } catch (e) {
        if (e instanceof EngineError) return e;
        throw e;
      }
      throw new Error("expected a refusal");
    };
    const { skill: _, ...noSkill } = check;
    expect(refused(noSkill).path).toEqual(["skill"]);
    expect(refused({ ...check, skill: ["fighting", "athletics"] }).path).toEqual(["skill"]);
    const sides = [
      { actor: "brunella", ability: "pulse", skill: "fighting" },
      { actor: "casimir", ability: "pulse", skill: "fighting" },
    ];
    const r = resolveAction(lucky13, state, "contest", { sides }, facesSource([3, 4, 5, 6]), idCounter());
    for (const g of new Set(r.roll!.dice.map((d) => d.group)))
      expect(
        r.roll!.dice.filter((d) => d.group === g && d.role === "skill"),
        String(g),
      ).toHaveLength(1);
    expect(r.roll!.dice.filter((d) => d.role === "skill")).toHaveLength(2);
    const { skill: __, ...sideWithout } = sides[0]!;
    expect(refused({ sides: [sideWithout, sides[1]] }, "contest").path).toEqual(["sides", 0, "skill"]);
  });

  it("L13-CORE-1 L13-CORE-2 no parameter sets a target or adds a number: 13 is fixed", () => {
    for (const extra of [{ target: 15 }, { bonus: 2 }, { modifier: -1 }]) {
      expect(() =>
        resolveAction(lucky13, state, "check", { ...check, ...extra }, facesSource([3, 4, 5]), idCounter()),
      ).toThrow(`${Object.keys(extra)[0]}: unknown field`);
    }
  });

  it("L13-CORE-3 L13-ADV-1 a character file has no experience level to scale with", () => {
    const brunella = state.characters.brunella!.data as Record<string, unknown>;
    expect(() => lucky13.character.parse({ ...brunella, level: 3 }, o)).toThrow(EngineError);
  });

  it("L13-LEGAL-2 L13-LEGAL-3 L13-LEGAL-4 the README carries the attribution and disclaimer and claims no endorsement", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    expect(readme).toContain("The Lucky 13 Game Engine was originally created by Solarian Games.");
    expect(readme).toContain(
      "does not imply sponsorship, affiliation, or endorsement by the original creators of the Lucky 13 Game Engine.",
    );
    expect(readme).toContain("not written, created or endorsed by the creators of Lucky 13");
    expect(readFileSync(new URL("./LICENSE-ELF.txt", import.meta.url), "utf8")).toContain(
      "Everlasting License for Free",
    );
  });
});
