import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { show } from "./ladder.js";
import {
  ASSET_LADDER,
  assetSteps,
  assistSteps,
  reputationSteps,
  specializationSteps,
  type TargetedStep,
  withSteps,
} from "./modifiers.js";
import type { L13DiceOptions } from "./options.js";
import { buildPool } from "./pool.js";
import { check } from "./resolve.js";
import type { PoolSpec } from "./spec.js";

const core = (ability: number, skill: number): PoolSpec =>
  ({
    slots: [
      { role: "ability", base: ability },
      { role: "skill", base: skill },
    ],
  }) as PoolSpec;

/** The ability and skill slots of a pool after the steps, as "d12+d4". */
function dice(ability: number, skill: number, steps: TargetedStep[], opts: Partial<L13DiceOptions> = {}) {
  const pool = buildPool(withSteps(core(ability, skill), steps), opts);
  return pool.slots.map((s) => show(s.dice));
}

const teleport = { id: "teleport", parentSkill: "spellcasting", level: 2 };

describe("specializations", () => {
  it("L13-SPEC-4 Teleport: Intellect d10, Spellcasting d8 + level 2 → d12, Challenging d6; [4,6,3] succeeds, [4,5,3] fails", () => {
    const pool = withSteps(core(10, 8), specializationSteps("spellcasting", [teleport]));
    const req = { pool, difficulty: "challenging" as const };
    const win = check(req, facesSource([4, 6, 3]));
    expect(win.roll!.pool.slots.map((s) => show(s.dice))).toEqual(["d10", "d12", "d6"]);
    expect([win.total, win.success]).toEqual([13, true]);
    expect(check(req, facesSource([4, 5, 3])).success).toBe(false);
  });

  it("L13-SPEC-5 Teleport (Spellcasting) on a Sneaking roll is a validation error", () => {
    expect(() => specializationSteps("sneaking", [teleport])).toThrowError(
      expect.objectContaining({
        code: "specialization_mismatch",
        path: ["specializations", 0, "parentSkill"],
      }),
    );
    const steps = specializationSteps("spellcasting", [teleport]);
    expect(steps.every((s) => s.target === "skill")).toBe(true);
  });

  it("L13-SPEC-6 at most one specialization per roll by default", () => {
    const two = [teleport, { id: "blink", parentSkill: "spellcasting", level: 1 }];
    expect(() => specializationSteps("spellcasting", two)).toThrowError(
      expect.objectContaining({ code: "too_many_specializations" }),
    );
    expect(specializationSteps("spellcasting", two, { maxSpecializationsPerRoll: 2 })).toHaveLength(2);
  });

  it("L13-SPEC-7 the specialization used is recorded on the roll", () => {
    const pool = buildPool(withSteps(core(10, 8), specializationSteps("spellcasting", [teleport])));
    expect(pool.slots[1]!.steps).toEqual([
      { source: "specialization", steps: 2, ref: "teleport", label: "teleport", applied: true },
    ]);
  });

  it("L13-SPEC-8 past d12: d10 + 3 → d12+d6; d4 + 5 → d12+d4; d12 + 5 → d12+d12", () => {
    const spec = (level: number) => specializationSteps("x", [{ id: "s", parentSkill: "x", level }]);
    expect(dice(6, 10, spec(3))[1]).toBe("d12+d6");
    expect(dice(6, 4, spec(5))[1]).toBe("d12+d4");
    expect(dice(6, 12, spec(5))[1]).toBe("d12+d12");
  });

  it("L13-SPEC-3 a specialization level outside 1..5 is refused", () => {
    for (const level of [0, 6, 1.5]) {
      expect(() => specializationSteps("x", [{ id: "s", parentSkill: "x", level }])).toThrowError(
        expect.objectContaining({ code: "bad_level" }),
      );
    }
  });
});

describe("assets", () => {
  it("L13-ASSET-1 quality ladder: Perfect 5, Excellent 4, Standard 3, Adequate 2, Inferior 1", () => {
    expect(ASSET_LADDER).toEqual({ perfect: 5, excellent: 4, standard: 3, adequate: 2, inferior: 1 });
    const steps = assetSteps(
      ["Perfect", "excellent", "standard", "adequate", "inferior"].map((quality) => ({ quality })),
    );
    expect(steps.map((s) => s.modifier.steps)).toEqual([5, 4, 3, 2, 1]);
    expect(() => assetSteps([{ quality: "legendary" }])).toThrowError(
      expect.objectContaining({ code: "bad_level", path: ["assets", 0, "quality"] }),
    );
    expect(assetSteps([{ quality: "mythic" }], {}, { mythic: 7 })[0]!.modifier.steps).toBe(7);
  });

  it("L13-ASSET-2 Snake Preacher's map: Technology d6 with an Adequate asset → d10, and no die of its own", () => {
    const map = assetSteps([{ id: "map", quality: "adequate" }]);
    expect(dice(8, 6, map)).toEqual(["d8", "d10"]);
  });

  it("L13-ASSET-3 an asset steps the skill slot by default; a use may target the ability slot", () => {
    expect(assetSteps([{ quality: 1 }])[0]!.target).toBe("skill");
    expect(assetSteps([{ quality: 1, target: "ability" }])[0]!.target).toBe("ability");
    expect(assetSteps([{ quality: 1 }], { assetDefaultTarget: "ability" })[0]!.target).toBe("ability");
    expect(dice(8, 10, assetSteps([{ id: "door", quality: "inferior", target: "ability" }]))).toEqual([
      "d10",
      "d10",
    ]);
  });

  it("L13-ASSET-5 a person is rated on the same ladder as a thing", () => {
    const coach = assetSteps([{ id: "townsperson", quality: "standard", label: "coached the bluff" }]);
    expect(coach[0]!.modifier).toEqual({
      source: "asset",
      steps: 3,
      ref: "townsperson",
      label: "coached the bluff",
    });
  });

  it("L13-ASSET-6 an asset is not used up: it steps every roll it is used on", () => {
    const map = assetSteps([{ id: "map", quality: "adequate" }]);
    expect(dice(8, 6, map)[1]).toBe("d10");
    expect(dice(8, 6, map)[1]).toBe("d10");
  });

  it("L13-ASSET-7 several assets add up; highestOnly keeps the best", () => {
    const two = assetSteps([{ quality: "adequate" }, { quality: "inferior" }]);
    expect(dice(8, 6, two)[1]).toBe("d12");
    expect(dice(8, 6, two, { assetStacking: "highestOnly" })[1]).toBe("d10");
  });

  it("L13-ASSET-8 Technology d6 + specialization level 1 + Adequate map → +3 → d12", () => {
    const steps = [
      ...specializationSteps("technology", [{ id: "siphon", parentSkill: "technology", level: 1 }]),
      ...assetSteps([{ id: "map", quality: "adequate" }]),
    ];
    expect(dice(8, 6, steps)[1]).toBe("d12");
  });
});

describe("assists", () => {
  it("L13-ASSIST-2 helper die d12 → +5, d10 → +4, d8 → +3, d6 → +2, d4 → +1", () => {
    const steps = assistSteps([12, 10, 8, 6, 4].map((die) => ({ die })));
    expect(steps.map((s) => s.modifier.steps)).toEqual([5, 4, 3, 2, 1]);
    expect(() => assistSteps([{ die: 20 }])).toThrowError(
      expect.objectContaining({ path: ["assists", 0, "die"] }),
    );
  });

  it("L13-ASSIST-3 lifting with Pulse d6, helped by Pulse d10 (+4) → d12+d4; a skill task steps the skill", () => {
    expect(dice(6, 8, assistSteps([{ die: 10 }], "ability"))).toEqual(["d12+d4", "d8"]);
    expect(dice(6, 8, assistSteps([{ die: 4 }]))).toEqual(["d6", "d10"]);
  });

  it("L13-ASSIST-4 the helper's current die counts: Pulse d10 injured to d8 gives +3", () => {
    expect(assistSteps([{ id: "helper", die: 8 }], "ability")[0]!.modifier.steps).toBe(3);
  });

  it("L13-ASSIST-5 the helper rolls nothing: the assisted pool takes the same number of faces", () => {
    const pool = withSteps(core(6, 8), assistSteps([{ die: 10 }], "ability"));
    const src = facesSource([5, 2, 3, 4]);
    const r = check({ pool, difficulty: "heroic" }, src);
    expect(r.roll!.dice.map((d) => d.size)).toEqual([12, 4, 8]);
    expect([src.used(), r.dilemma]).toEqual([3, false]);
  });

  it("L13-ASSIST-6 helpers d10 and d4 on Pulse d6 → +5 → d12+d6; map (+2) and helper d6 (+2) on d6 → d12+d4", () => {
    expect(dice(6, 8, assistSteps([{ die: 10 }, { die: 4 }], "ability"))[0]).toBe("d12+d6");
    const mixed = [...assetSteps([{ quality: "adequate" }]), ...assistSteps([{ die: 6 }])];
    expect(dice(8, 6, mixed)[1]).toBe("d12+d4");
    expect(
      dice(6, 8, assistSteps([{ die: 10 }, { die: 4 }], "ability"), { assistStacking: "highestOnly" })[0],
    ).toBe("d12+d4");
  });
});

describe("reputation", () => {
  it("L13-REP-5 rep +2 on Charm d8 → d12; +5 on d10 → d12+d10; −3 on d8 → none; −2 on d8 with an assist +1 → d6", () => {
    expect(dice(8, 6, reputationSteps(2))[0]).toBe("d12");
    expect(dice(10, 6, reputationSteps(5))[0]).toBe("d12+d10");
    expect(dice(8, 6, reputationSteps(-3))[0]).toBe("none");
    expect(dice(8, 6, [...reputationSteps(-2), ...assistSteps([{ die: 4 }], "ability")])[0]).toBe("d6");
    expect(reputationSteps(0)).toEqual([]);
    expect(() => reputationSteps(6)).toThrowError(expect.objectContaining({ path: ["reputation"] }));
  });

  it("L13-REP-5 with rep −3 no Charm die is rolled", () => {
    const pool = withSteps(core(8, 6), reputationSteps(-3));
    const src = facesSource([4, 5]);
    const r = check({ pool, difficulty: "easy" }, src);
    expect([r.total, r.roll!.dice.length, src.used()]).toEqual([9, 2, 2]);
  });
});
