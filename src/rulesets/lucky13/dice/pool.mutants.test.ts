// Tests that kill mutants of pool.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): the shape refusals' codes, paths and sentences, labels kept only when given, and which
// of two equal assets highestOnly keeps.

import { describe, expect, it } from "vitest";
import { L13Error } from "./errors.js";
import type { L13DiceOptions } from "./options.js";
import { buildPool } from "./pool.js";
import type { PoolSpec, SlotSpec } from "./spec.js";
import { data } from "./testing/refusal.js";

function refusal(spec: unknown, opts: Partial<L13DiceOptions> = {}): L13Error {
  try {
    buildPool(spec as PoolSpec, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(L13Error);
    return e as L13Error;
  }
  throw new Error(`buildPool accepted ${JSON.stringify(spec)}`);
}

const ability: SlotSpec = { role: "ability", base: 8 };
const skill: SlotSpec = { role: "skill", base: 6 };

describe("pool shape refusals", () => {
  it("L13-ABIL-2 L13-SKILL-2 a role twice is refused at the second slot", () => {
    expect(data(refusal({ slots: [ability, skill, { role: "skill", base: 8 }] }))).toEqual({
      code: "bad_slot",
      path: ["slots", 2, "role"],
      detail: "a pool has at most one skill slot",
    });
  });

  it("L13-CHK-4 a second third die is refused at its own slot", () => {
    const spec = { slots: [ability, { role: "accuracy", base: 6 }, skill, { role: "defense", base: 4 }] };
    expect(data(refusal(spec))).toEqual({
      code: "bad_slot",
      path: ["slots", 3, "role"],
      detail: "a pool has one third die: difficulty, accuracy or defense",
    });
  });

  it("L13-EXPL-10 a damage or initiative die is rolled on its own: no other slot, no added die", () => {
    const alone = { code: "bad_slot", detail: "a damage or initiative die is rolled on its own" };
    expect(
      data(
        refusal({
          slots: [
            { role: "damage", base: 10 },
            { role: "initiative", base: 6 },
          ],
        }),
      ),
    ).toEqual({
      ...alone,
      path: ["slots", 0, "role"],
    });
    expect(
      data(refusal({ slots: [{ role: "initiative", base: 6 }], extras: [{ size: 4, source: "gm" }] })),
    ).toEqual({ ...alone, path: ["slots", 0, "role"] });
    expect(buildPool({ slots: [{ role: "damage", base: 10 }], extras: [] }).slots).toHaveLength(1);
  });

  it("L13-ABIL-2 L13-SKILL-2 a pool with any core slot needs both the ability and the skill slot", () => {
    expect(data(refusal({ slots: [ability] }))).toEqual({
      code: "bad_slot",
      path: ["slots"],
      detail: "the pool needs a skill slot",
    });
    expect(refusal({ slots: [{ role: "defense", base: 6 }, skill] }).detail).toBe(
      "the pool needs an ability slot",
    );
  });

  it("L13-BKG-3 advantage without an ability slot is refused under the side that asked for it", () => {
    const none = {
      code: "no_ability_slot",
      detail: "advantage and disadvantage act on the ability slot, and this pool has none",
    };
    const extrasOnly = { slots: [], extras: [{ size: 6, source: "gm" }] };
    expect(data(refusal({ ...extrasOnly, advantage: [{ source: "background" }] }))).toEqual({
      ...none,
      path: ["advantage"],
    });
    expect(data(refusal({ ...extrasOnly, disadvantage: [{ source: "impairment" }] }))).toEqual({
      ...none,
      path: ["disadvantage"],
    });
  });
});

describe("modifier refusals in a pool", () => {
  it("L13-SPEC-5 a source on a slot it may not touch names both", () => {
    const spec = { slots: [{ ...ability, steps: [{ source: "specialization", steps: 1 }] }, skill] };
    expect(data(refusal(spec))).toEqual({
      code: "bad_modifier",
      path: ["slots", 0, "steps", 0, "source"],
      detail: "a specialization step may not touch the ability slot",
    });
  });

  it("L13-STEP-8 a step on the Difficulty slot is refused at the step", () => {
    const spec = {
      slots: [ability, skill, { role: "difficulty", base: 8, steps: [{ source: "gm", steps: 1 }] }],
    };
    expect(data(refusal(spec))).toEqual({
      code: "difficulty_stepping",
      path: ["slots", 2, "steps", 0],
      detail:
        "the Difficulty die is never stepped; pick another difficulty level instead (allowDifficultyStepping)",
    });
    expect(buildPool(spec as PoolSpec, { allowDifficultyStepping: true }).slots[2]!.dice).toEqual([10]);
  });

  it("L13-SPEC-6 the specialization past the limit is refused at its step", () => {
    const spec = {
      slots: [
        ability,
        {
          ...skill,
          steps: [
            { source: "specialization", steps: 1 },
            { source: "specialization", steps: 2 },
          ],
        },
      ],
    };
    expect(data(refusal(spec))).toEqual({
      code: "too_many_specializations",
      path: ["slots", 1, "steps", 1],
      detail: "at most 1 specialization(s) may apply to one roll",
    });
    expect(buildPool(spec as PoolSpec, { maxSpecializationsPerRoll: 2 }).slots[1]!.step).toBe(2 + 3);
  });

  it("L13-STEP-6 a malformed overflow group is refused at its slot's base", () => {
    expect(refusal({ slots: [ability, { role: "skill", base: [12, 4, 4] }] }).path).toEqual([
      "slots",
      1,
      "base",
    ]);
  });
});

describe("what a built pool records", () => {
  it("labels are kept when given and absent otherwise: the pool's, a slot's and an added die's", () => {
    const bare = buildPool({ slots: [ability, skill], extras: [{ size: 4, source: "gm" }] });
    expect("label" in bare).toBe(false);
    expect(bare.slots.some((s) => "label" in s)).toBe(false);
    const named = buildPool({
      label: "forcing the door",
      slots: [{ ...ability, label: "pulse" }, skill],
      extras: [{ size: 4, source: "gm", label: "crowbar" }],
    });
    expect(named.label).toBe("forcing the door");
    expect(named.slots.map((s) => s.label)).toEqual(["pulse", undefined, "crowbar"]);
    expect(named.slots[2]).toMatchObject({
      role: "extra",
      baseStep: 1,
      step: 1,
      dice: [4],
      rolls: 1,
      keep: "only",
    });
  });

  it("L13-ASSET-7 highestOnly keeps the first of two equal assets and drops the second", () => {
    const steps = [
      { source: "asset" as const, steps: 2, ref: "map" },
      { source: "asset" as const, steps: 2, ref: "guide" },
      { source: "asset" as const, steps: 1, ref: "rope" },
    ];
    const pool = buildPool({ slots: [ability, { ...skill, steps }] }, { assetStacking: "highestOnly" });
    expect(pool.slots[1]!.steps.map((s) => s.applied)).toEqual([true, false, false]);
    expect(pool.slots[1]!.step).toBe(2 + 2);
  });

  it("L13-ASSIST-6 highestOnly for assists leaves assets summing, and the reverse", () => {
    const steps = [
      { source: "asset" as const, steps: 1 },
      { source: "asset" as const, steps: 2 },
      { source: "assist" as const, steps: 1 },
      { source: "assist" as const, steps: 3 },
    ];
    const slot = (o: Partial<L13DiceOptions>) =>
      buildPool({ slots: [ability, { ...skill, steps }] }, o).slots[1]!.steps.map((s) => s.applied);
    expect(slot({ assistStacking: "highestOnly" })).toEqual([true, true, false, true]);
    expect(slot({ assetStacking: "highestOnly" })).toEqual([false, true, true, true]);
  });

  it("L13-BKG-2 a built pool is passed through unchanged, and the sources are copied", () => {
    const advantage = [{ source: "background" as const }];
    const spec: PoolSpec = { slots: [ability, skill], advantage };
    const pool = buildPool(spec);
    expect(buildPool(pool)).toBe(pool);
    expect(pool.advantage).toEqual(advantage);
    expect(pool.advantage).not.toBe(advantage);
    expect(pool.disadvantage).toEqual([]);
  });

  it("L13-IMP-5 L13-BKG-3 the effect and the kept throw are recorded whatever advantage came to", () => {
    const slot = (more: Partial<PoolSpec>, base: SlotSpec = ability) => {
      const pool = buildPool({ slots: [base, skill], ...more });
      return [pool.effect, pool.slots[0]!.rolls, pool.slots[0]!.keep];
    };
    expect(slot({})).toEqual(["none", 1, "only"]);
    expect(slot({ advantage: [{ source: "background" }], disadvantage: [{ source: "impairment" }] })).toEqual(
      ["cancelled", 1, "only"],
    );
    const gone: SlotSpec = { role: "ability", base: 4, steps: [{ source: "gm", steps: -1 }] };
    expect(slot({ advantage: [{ source: "background" }] }, gone)).toEqual(["noAbilityDie", 1, "only"]);
  });

  it("L13-CHK-6 an added die has no steps, and a pool without sources records none", () => {
    const pool = buildPool({ slots: [ability, skill], extras: [{ size: 6, source: "gm" }] });
    expect(pool.slots[2]!.steps).toEqual([]);
    expect(pool.advantage).toEqual([]);
    expect(pool.disadvantage).toEqual([]);
  });

  it("L13-CHK-4 null is not a built pool: it is refused as a pool that is not an object", () => {
    expect(refusal(null).detail).toBe("a pool must be an object");
  });
});
