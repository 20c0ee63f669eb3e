// Grapple, escape and shove pinned field by field: the whole check requests they build, every
// refusal word for word, a holder with no id, and the edges of a push (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import {
  grappleEnds,
  planEscape,
  planGrapple,
  planShove,
  rollGrapple,
  rollShove,
  sizeIndex,
} from "./contest.js";
import { faces, must, O, opts, refusal } from "./test-fixtures.js";

const plain = {
  stat: 0,
  training: "none",
  advantage: 0,
  disadvantage: 0,
  modifiers: [],
  critThresholds: [],
};

describe("grapple", () => {
  it("DE-GRAP-3: sizes are ordered tiny … huge", () => {
    expect(["tiny", "small", "medium", "large", "huge"].map((s) => sizeIndex(s as never))).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });

  it("DE-GRAP-1: an even grapple's plan: two plain Strength checks and the Grapple's cost", () => {
    expect(must(planGrapple({ grappler: { stat: 0 }, target: { stat: 0 }, mode: "hold" }, O))).toEqual({
      attacker: plain,
      defender: plain,
      cost: 5,
    });
  });

  it("DE-GRAP-1: each side's own training, levels, modifiers and thresholds are carried; a bonus is added last", () => {
    const plan = must(
      planGrapple(
        {
          grappler: {
            stat: 3,
            training: "proficient",
            advantage: 1,
            disadvantage: 2,
            modifiers: [1, -1],
            critThresholds: [9, 10],
            expertiseBonus: 2,
            aiBody: true,
          },
          target: {
            stat: 2,
            training: "expert",
            advantage: 1,
            disadvantage: 1,
            modifiers: [3],
            critThresholds: [8],
          },
          mode: "hold",
        },
        O,
      ),
    );
    expect(plan.attacker).toEqual({
      stat: 3,
      training: "proficient",
      advantage: 1,
      disadvantage: 3,
      modifiers: [1, -1, 2],
      critThresholds: [9, 10],
    });
    expect(plan.defender).toEqual({
      stat: 2,
      training: "expert",
      advantage: 1,
      disadvantage: 1,
      modifiers: [3],
      critThresholds: [8],
    });
  });

  it("DE-GRAP-4/5: a same-size target has no advantage; a larger AI body being held has two levels", () => {
    expect(
      must(
        planGrapple(
          { grappler: { stat: 0, size: "large" }, target: { stat: 0, size: "large" }, mode: "hold" },
          O,
        ),
      ).defender.advantage,
    ).toBe(0);
    expect(
      must(
        planGrapple(
          {
            grappler: { stat: 0, size: "small" },
            target: { stat: 0, size: "medium", aiBody: true },
            mode: "hold",
          },
          O,
        ),
      ).defender.advantage,
    ).toBe(2);
    expect(
      must(planGrapple({ grappler: { stat: 0, aiBody: false }, target: { stat: 0 }, mode: "prone" }, O))
        .attacker.disadvantage,
    ).toBe(0);
  });

  it("DE-GRAP-4: a target of no stated size is Medium: larger than a Small grappler", () => {
    expect(
      must(planGrapple({ grappler: { stat: 0, size: "small" }, target: { stat: 0 }, mode: "hold" }, O))
        .defender.advantage,
    ).toBe(1);
  });

  it("DE-GRAP-3: the size refusal, word for word, with and without the grappler's size", () => {
    expect(
      refusal(planGrapple({ grappler: { stat: 0 }, target: { stat: 0, size: "huge" }, mode: "hold" }, O)),
    ).toEqual({
      code: "refused",
      path: ["target", "size"],
      message: "a medium character can grapple at most 1 size larger, not huge",
    });
    expect(
      refusal(
        planGrapple(
          { grappler: { stat: 0, size: "tiny" }, target: { stat: 0, size: "large" }, mode: "hold" },
          opts({ grappleMaxSizeDiff: 2 }),
        ),
      ).message,
    ).toBe("a tiny character can grapple at most 2 size larger, not large");
  });

  it("DE-GRAP-2: a grappler with no id holds the target by nobody named", () => {
    const src = faces([5, 5, 6, 6]);
    const r = must(rollGrapple({ grappler: { stat: 0 }, target: { stat: 0 }, mode: "hold" }, src, O));
    src.done();
    expect(r.inflicts).toEqual({ condition: "grappled", by: null });
    expect([r.success, r.cost, r.contest.reason]).toEqual([true, 5, "totals"]);
  });

  it("DE-GRAP-1: a refused grapple rolls nothing", () => {
    const src = faces([]);
    expect(
      refusal(rollGrapple({ grappler: { stat: 0 }, target: { stat: 0, size: "huge" }, mode: "hold" }, src, O))
        .path,
    ).toEqual(["target", "size"]);
  });

  it("DE-GRAP-6: release comes first, then incapacitation, then distance", () => {
    expect(grappleEnds({ released: true, grapplerIncapacitated: true, distance: 5 })).toBe("released");
    expect(grappleEnds({ grapplerIncapacitated: true, distance: 5 })).toBe("grapplerIncapacitated");
    expect(grappleEnds({ released: false, grapplerIncapacitated: false, distance: 1.5 })).toBe("apart");
    expect(grappleEnds({})).toBeNull();
  });

  it("DE-GRAP-6: the escape's plan and its refusal, word for word", () => {
    expect(must(planEscape({ stat: 1 }, { stat: 2, aiBody: true }, O))).toEqual({
      attacker: { ...plain, stat: 1 },
      defender: { ...plain, stat: 2 },
      cost: 5,
    });
    expect(refusal(planEscape({ stat: 0 }, { stat: 0 }, opts({ grappleEscape: "gmOnly" })))).toEqual({
      code: "refused",
      path: ["grappleEscape"],
      message: "escaping a grapple is the GM's call at this table (option grappleEscape)",
    });
  });
});

describe("shove", () => {
  it("DE-SHOVE-1: the plan: two plain Strength checks and the Shove's cost", () => {
    expect(must(planShove({ shover: { stat: 1 }, target: { stat: 0 } }))).toEqual({
      attacker: { ...plain, stat: 1 },
      defender: plain,
      cost: 5,
    });
  });

  it("DE-SHOVE-1: a push of 0 or 1 m is allowed; below 0, above 1 or not a number is refused in words", () => {
    expect(planShove({ shover: { stat: 0 }, target: { stat: 0 }, push: 0 }).ok).toBe(true);
    expect(planShove({ shover: { stat: 0 }, target: { stat: 0 }, push: 1 }).ok).toBe(true);
    expect(refusal(planShove({ shover: { stat: 0 }, target: { stat: 0 }, push: -0.5 }))).toEqual({
      code: "invalid",
      path: ["push"],
      message: "a shove pushes 0 to 1 m, not -0.5",
    });
    expect(refusal(planShove({ shover: { stat: 0 }, target: { stat: 0 }, push: 1.5 })).message).toBe(
      "a shove pushes 0 to 1 m, not 1.5",
    );
    expect(refusal(planShove({ shover: { stat: 0 }, target: { stat: 0 }, push: Number.NaN })).path).toEqual([
      "push",
    ]);
  });

  it("DE-SHOVE-2: holding a shield without Shield Bash gives no advantage", () => {
    expect(
      must(planShove({ shover: { stat: 0, holdingShield: true }, target: { stat: 0 } })).attacker.advantage,
    ).toBe(0);
  });

  it("DE-SHOVE-1: a refused shove rolls nothing; a won one of 0 m pushes 0", () => {
    expect(
      refusal(rollShove({ shover: { stat: 0 }, target: { stat: 0 }, push: 3 }, faces([]), O)).path,
    ).toEqual(["push"]);
    const src = faces([1, 2, 6, 6]);
    const r = must(rollShove({ shover: { stat: 0 }, target: { stat: 0 }, push: 0 }, src, O));
    src.done();
    expect([r.success, r.pushed]).toEqual([true, 0]);
  });
});
