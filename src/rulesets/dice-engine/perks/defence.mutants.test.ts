import { describe, expect, it } from "vitest";
import { perkResiliences, stanceAt } from "./defence.js";

describe("defence perks, at their edges", () => {
  it("DE-COND-4 resiliences come only from resilience effects, each once", () => {
    expect(
      perkResiliences([
        { kind: "conditionResilience", condition: "prone" },
        { kind: "conditionResilience", condition: "prone" },
        { kind: "conditionResilience", condition: "dazzled" },
      ] as Parameters<typeof perkResiliences>[0]),
    ).toEqual(["prone", "dazzled"]);
    expect(perkResiliences([])).toEqual([]);
  });

  it("DE-PERK-22..25 a stance is in force up to, not at, the end of its window", () => {
    const stance = { perk: "offensiveStance2", until: 25 };
    expect(stanceAt(stance, 24)).toBe("offensiveStance2");
    expect(stanceAt(stance, 25)).toBeNull();
    expect(stanceAt(null, 0)).toBeNull();
  });
});
