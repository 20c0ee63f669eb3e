// Tests that kill mutants of modifiers.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): the refusals' paths and sentences, the reputation range's ends, an asset's quality of
// 0 or 1.5, the names recorded on a helper's step, and the Defensive die when a smaller one follows.

import { describe, expect, it } from "vitest";
import {
  type AssetUse,
  assetSteps,
  assistSteps,
  defensiveDie,
  reputationSteps,
  specializationSteps,
  withSteps,
} from "./modifiers.js";
import { data, refusal } from "./testing/refusal.js";

describe("specialization refusals", () => {
  const spec = (id: string, level = 1) => ({ id, parentSkill: "spellcasting", level });

  it("L13-SPEC-6 a second specialization is refused at its own index", () => {
    expect(
      data(refusal(() => specializationSteps("spellcasting", [spec("teleport"), spec("blink")]))),
    ).toEqual({
      code: "too_many_specializations",
      path: ["specializations", 1],
      detail: "at most 1 specialization(s) may apply to one roll",
    });
  });

  it("L13-SPEC-5 a specialization of another skill says whose it is", () => {
    expect(refusal(() => specializationSteps("sneaking", [spec("teleport")])).detail).toBe(
      "teleport belongs to spellcasting and cannot help a sneaking roll",
    );
  });

  it("L13-SPEC-3 a level outside 1..5 names the level", () => {
    expect(data(refusal(() => specializationSteps("spellcasting", [spec("teleport", 6)])))).toEqual({
      code: "bad_level",
      path: ["specializations", 0, "level"],
      detail: "must be 1..5, not 6",
    });
  });
});

describe("asset refusals and records", () => {
  it("L13-ASSET-1 a quality of 0, 1.5 or an unknown label is refused, listing the ladder", () => {
    for (const quality of [0, 1.5, "legendary"]) {
      expect(data(refusal(() => assetSteps([{ quality }])))).toEqual({
        code: "bad_level",
        path: ["assets", 0, "quality"],
        detail: "must be one of perfect, excellent, standard, adequate, inferior or a level ≥ 1",
      });
    }
    expect(assetSteps([{ quality: 1 }])[0]!.modifier.steps).toBe(1);
  });

  it("L13-ASSET-3 an asset steps the skill or the ability slot, nothing else", () => {
    const use = { quality: 2, target: "difficulty" } as unknown as AssetUse;
    expect(data(refusal(() => assetSteps([{ quality: 2 }, use])))).toEqual({
      code: "bad_modifier",
      path: ["assets", 1, "target"],
      detail: "an asset steps the skill or the ability slot",
    });
  });

  it("L13-ASSET-2 an asset's step records its ID and label only when they are given", () => {
    expect(assetSteps([{ quality: 2 }])[0]!.modifier).toStrictEqual({ source: "asset", steps: 2 });
    expect(assetSteps([{ quality: 2, id: "map" }])[0]!.modifier).toStrictEqual({
      source: "asset",
      steps: 2,
      ref: "map",
      label: "map",
    });
  });
});

describe("assist refusals and records", () => {
  it("L13-ASSIST-3 an assist steps the ability or the skill slot, nothing else", () => {
    expect(data(refusal(() => assistSteps([{ die: 6 }], "difficulty" as "skill")))).toEqual({
      code: "bad_modifier",
      path: ["task"],
      detail: "an assist steps the ability or the skill slot",
    });
  });

  it("L13-ASSIST-2 a helper's step records the helper's ID and label only when given, the label first", () => {
    expect(assistSteps([{ die: 10 }])[0]!.modifier).toStrictEqual({ source: "assist", steps: 4 });
    expect(assistSteps([{ die: 10, id: "ada" }])[0]!.modifier).toStrictEqual({
      source: "assist",
      steps: 4,
      ref: "ada",
      label: "ada",
    });
    expect(assistSteps([{ die: 10, id: "ada", label: "Ada Quill" }])[0]!.modifier).toStrictEqual({
      source: "assist",
      steps: 4,
      ref: "ada",
      label: "Ada Quill",
    });
  });
});

describe("reputation", () => {
  it("L13-REP-2 L13-REP-5 reputation is a whole number in the range, both ends included", () => {
    expect(reputationSteps(-5)).toStrictEqual([
      { target: "ability", modifier: { source: "reputation", steps: -5, label: "reputation" } },
    ]);
    expect(reputationSteps(5)[0]!.modifier.steps).toBe(5);
    for (const bad of [-6, 6, 1.5]) {
      expect(data(refusal(() => reputationSteps(bad)))).toEqual({
        code: "bad_level",
        path: ["reputation"],
        detail: "must be a whole number in -5..5",
      });
    }
    expect(refusal(() => reputationSteps(-3, [-2, 2])).detail).toBe("must be a whole number in -2..2");
  });
});

describe("steps on a pool, and the Defensive die", () => {
  it("L13-STEP-7 a step for a slot the pool does not have is refused at its index", () => {
    const spec = { slots: [{ role: "skill" as const, base: 6 as const }] };
    expect(
      data(refusal(() => withSteps(spec, [...assetSteps([{ quality: 1 }]), ...reputationSteps(2)]))),
    ).toEqual({ code: "bad_slot", path: ["steps", 1, "target"], detail: "the pool has no ability slot" });
  });

  it("L13-CMB-9 the largest Defensive die is kept when a smaller one comes after it", () => {
    expect(defensiveDie([8, 4])).toBe(8);
    expect(defensiveDie([6, 12, 10])).toBe(12);
  });
});
