import { describe, expect, it } from "vitest";
import { L13Error } from "./errors.js";
import { show } from "./ladder.js";
import { buildPool } from "./pool.js";
import type { PoolSpec } from "./spec.js";

const basic = (extra: Partial<PoolSpec> = {}): PoolSpec => ({
  slots: [
    { role: "ability", base: 8 },
    { role: "skill", base: 6 },
    { role: "difficulty", base: 10 },
  ],
  ...extra,
});

function errorOf(f: () => unknown): L13Error {
  try {
    f();
  } catch (e) {
    if (e instanceof L13Error) return e;
    throw e;
  }
  throw new Error("expected an L13Error");
}

describe("pool validation", () => {
  it("L13-CHK-6 a flat bonus on a slot is refused, naming the field", () => {
    const spec = {
      slots: [
        { role: "ability", base: 8, bonus: 2 },
        { role: "skill", base: 6 },
      ],
    };
    const err = errorOf(() => buildPool(spec as unknown as PoolSpec));
    expect(err.code).toBe("numeric_modifier");
    expect(err.path).toEqual(["slots", 0, "bonus"]);
    expect(err.message).toContain("slots[0].bonus");
  });

  it("L13-CORE-1 no number can be added to a total: modifier, target and penalty fields are refused", () => {
    for (const [key, value] of [
      ["modifier", 1],
      ["target", 12],
      ["penalty", -2],
      ["whatever", 3],
    ] as const) {
      const err = errorOf(() => buildPool({ ...basic(), [key]: value } as PoolSpec));
      expect(err.code).toBe("numeric_modifier");
      expect(err.path).toEqual([key]);
    }
    const step = { source: "gm", steps: 1, flat: 2 };
    const err = errorOf(() =>
      buildPool({
        slots: [
          { role: "ability", base: 8, steps: [step] },
          { role: "skill", base: 6 },
        ],
      } as PoolSpec),
    );
    expect(err.path).toEqual(["slots", 0, "steps", 0, "flat"]);
  });

  it("L13-CHK-6 an unknown non-numeric field is refused as unknown", () => {
    const err = errorOf(() => buildPool({ ...basic(), colour: "red" } as unknown as PoolSpec));
    expect(err.code).toBe("unknown_field");
    expect(err.path).toEqual(["colour"]);
  });

  it("L13-DICE-1 a d20 in any gameplay slot or added die is refused", () => {
    expect(errorOf(() => buildPool({ slots: [{ role: "damage", base: 20 as 4 }] })).path).toEqual([
      "slots",
      0,
      "base",
    ]);
    expect(errorOf(() => buildPool(basic({ extras: [{ size: 3 as 4, source: "gm" }] }))).path).toEqual([
      "extras",
      0,
      "size",
    ]);
  });

  it("L13-CHK-4 a check-style pool needs an ability and a skill slot, one third die at most", () => {
    expect(errorOf(() => buildPool({ slots: [{ role: "skill", base: 6 }] })).code).toBe("bad_slot");
    const two = { slots: [...basic().slots, { role: "defense" as const, base: 6 as const }] };
    expect(errorOf(() => buildPool(two)).path).toEqual(["slots", 3, "role"]);
  });

  it("L13-CHK-7 an empty pool is allowed and has no dice", () => {
    expect(buildPool({ slots: [] }).slots).toEqual([]);
  });

  it("L13-STEP-8 the Difficulty slot is never stepped by default", () => {
    const spec = basic();
    spec.slots[2]!.steps = [{ source: "gm", steps: 1 }];
    const err = errorOf(() => buildPool(spec));
    expect(err.code).toBe("difficulty_stepping");
    expect(err.path).toEqual(["slots", 2, "steps", 0]);
    expect(buildPool(spec, { allowDifficultyStepping: true }).slots[2]!.dice).toEqual([12]);
  });

  it("L13-STEP-8 an unarmoured defender's none slot stepped up explicitly gives d4", () => {
    const pool = buildPool({
      slots: [
        { role: "ability", base: 6 },
        { role: "skill", base: 10 },
        { role: "defense", base: "none", steps: [{ source: "situation", steps: 1, label: "cover" }] },
      ],
    });
    expect(pool.slots[2]!.dice).toEqual([4]);
  });

  it("L13-STEP-7 the slot records every step with its source", () => {
    const spec = basic();
    spec.slots[0]!.steps = [
      { source: "gm", steps: -1, label: "fatigue" },
      { source: "asset", steps: 2, label: "rope", target: "ability" } as never,
    ];
    expect(errorOf(() => buildPool(spec)).path).toEqual(["slots", 0, "steps", 1, "target"]);
    spec.slots[0]!.steps = [
      { source: "gm", steps: -1, label: "fatigue" },
      { source: "asset", steps: 2, label: "rope" },
    ];
    const slot = buildPool(spec).slots[0]!;
    expect(show(slot.dice)).toBe("d10");
    expect(slot.steps.map((s) => [s.source, s.steps, s.applied])).toEqual([
      ["gm", -1, true],
      ["asset", 2, true],
    ]);
  });

  it("L13-SPEC-5 a specialization step on the ability slot is refused", () => {
    const spec = basic();
    spec.slots[0]!.steps = [{ source: "specialization", steps: 1 }];
    expect(errorOf(() => buildPool(spec)).code).toBe("bad_modifier");
  });

  it("L13-SPEC-6 two specializations on one roll are refused", () => {
    const spec = basic();
    spec.slots[1]!.steps = [
      { source: "specialization", steps: 1 },
      { source: "specialization", steps: 2 },
    ];
    expect(errorOf(() => buildPool(spec)).code).toBe("too_many_specializations");
    expect(buildPool(spec, { maxSpecializationsPerRoll: 2 }).slots[1]!.dice).toEqual([12]);
  });
});

describe("advantage and disadvantage", () => {
  it("L13-BKG-2 a background gives advantage: the ability slot is rolled twice, keep the higher", () => {
    const pool = buildPool(basic({ advantage: [{ source: "background", label: "ex-soldier" }] }));
    expect(pool.effect).toBe("advantage");
    expect(pool.slots.map((s) => [s.role, s.rolls, s.keep])).toEqual([
      ["ability", 2, "highest"],
      ["skill", 1, "only"],
      ["difficulty", 1, "only"],
    ]);
  });

  it("L13-BKG-3 advantage on an ability slot stepped to none has no effect", () => {
    const spec = basic({ advantage: [{ source: "background" }] });
    spec.slots[0] = { role: "ability", base: 4, steps: [{ source: "gm", steps: -1 }] };
    const pool = buildPool(spec);
    expect(pool.effect).toBe("noAbilityDie");
    expect(pool.slots[0]!.rolls).toBe(1);
    expect(pool.slots[0]!.dice).toEqual([]);
  });

  it("L13-BKG-3 advantage on a pool without an ability slot is refused", () => {
    const err = errorOf(() =>
      buildPool({ slots: [{ role: "damage", base: 8 }], advantage: [{ source: "gm" }] }),
    );
    expect(err.code).toBe("no_ability_slot");
  });

  it("L13-BKG-4 two advantage sources still roll the slot twice; advantageStacks rolls 1 + n", () => {
    const spec = basic({ advantage: [{ source: "background" }, { source: "combat" }] });
    expect(buildPool(spec).slots[0]!.rolls).toBe(2);
    expect(buildPool(spec, { advantageStacks: true }).slots[0]!.rolls).toBe(3);
  });

  it("L13-IMP-1 an impairment gives disadvantage: rolled twice, keep the lower", () => {
    const pool = buildPool(basic({ disadvantage: [{ source: "impairment" }] }));
    expect(pool.effect).toBe("disadvantage");
    expect([pool.slots[0]!.rolls, pool.slots[0]!.keep]).toEqual([2, "lowest"]);
  });

  it("L13-IMP-4 two impairments still roll the slot twice", () => {
    const pool = buildPool(basic({ disadvantage: [{ source: "impairment" }, { source: "impairment" }] }));
    expect(pool.slots[0]!.rolls).toBe(2);
  });

  it("L13-IMP-5 advantage and disadvantage cancel: the slot is rolled once", () => {
    const spec = basic({
      advantage: [{ source: "background" }, { source: "combat" }],
      disadvantage: [{ source: "impairment" }],
    });
    const pool = buildPool(spec);
    expect(pool.effect).toBe("cancelled");
    expect(pool.slots[0]!.rolls).toBe(1);
  });

  it("L13-IMP-5 netCount: the side with more sources applies, a tie cancels", () => {
    const spec = basic({
      advantage: [{ source: "background" }, { source: "combat" }],
      disadvantage: [{ source: "impairment" }],
    });
    expect(buildPool(spec, { advDisInteraction: "netCount" }).effect).toBe("advantage");
    const even = basic({ advantage: [{ source: "background" }], disadvantage: [{ source: "impairment" }] });
    expect(buildPool(even, { advDisInteraction: "netCount" }).effect).toBe("cancelled");
  });

  it("L13-IMP-6 disadvantage on a none ability slot has no effect, and covers an overflow group whole", () => {
    const spec = basic({ disadvantage: [{ source: "impairment" }] });
    spec.slots[0] = { role: "ability", base: "none" };
    expect(buildPool(spec).effect).toBe("noAbilityDie");
    spec.slots[0] = { role: "ability", base: [12, 4] };
    const slot = buildPool(spec).slots[0]!;
    expect([slot.dice, slot.rolls]).toEqual([[12, 4], 2]);
  });
});

describe("stacking", () => {
  it("L13-ASSET-7 assets sum by default; highestOnly keeps the best one", () => {
    const spec = basic();
    spec.slots[1]!.steps = [
      { source: "asset", steps: 1 },
      { source: "asset", steps: 2 },
    ];
    expect(buildPool(spec).slots[1]!.dice).toEqual([12]);
    const slot = buildPool(spec, { assetStacking: "highestOnly" }).slots[1]!;
    expect(slot.dice).toEqual([10]);
    expect(slot.steps.map((s) => s.applied)).toEqual([false, true]);
  });

  it("L13-ASSIST-6 assists sum by default; highestOnly keeps the best helper", () => {
    const spec = basic();
    spec.slots[0]!.steps = [
      { source: "assist", steps: 4 },
      { source: "assist", steps: 1 },
    ];
    expect(show(buildPool(spec).slots[0]!.dice)).toBe("d12+d8");
    expect(show(buildPool(spec, { assistStacking: "highestOnly" }).slots[0]!.dice)).toBe("d12+d6");
  });
});
