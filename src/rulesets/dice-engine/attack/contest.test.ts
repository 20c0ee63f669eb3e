import { describe, expect, it } from "vitest";
import {
  type GrappleRequest,
  grappleEnds,
  planEscape,
  planGrapple,
  planShove,
  rollContest,
  rollGrapple,
  rollShove,
} from "./contest.js";
import { grappleOdds, shoveOdds } from "./odds.js";
import { faces, must, O, opts, refusal } from "./test-fixtures.js";

const grapple = (req: Partial<GrappleRequest>, list: number[], o = O) => {
  const src = faces(list);
  const r = must(
    rollGrapple(
      { grappler: { id: "G", stat: 0 }, target: { id: "T", stat: 0 }, mode: "hold", ...req },
      src,
      o,
    ),
  );
  src.done();
  return r;
};

describe("grapple", () => {
  it("DE-GRAP-1: a contested Strength check costing 5: grappler 14 vs defender 14 → success (the defender rolls first)", () => {
    const r = grapple({}, [7, 7, 6, 8]);
    expect([r.defender.total, r.attacker.total, r.success, r.cost]).toEqual([14, 14, true, 5]);
  });

  it("DE-GRAP-1: on a failure nothing changes", () => {
    const r = grapple({}, [7, 7, 6, 7]);
    expect(r.success).toBe(false);
    expect(r.inflicts).toBeNull();
  });

  it("DE-GRAP-2: a success applies what was declared before rolling: Grappled (held by the grappler) or Prone", () => {
    expect(grapple({ mode: "hold" }, [5, 5, 6, 6]).inflicts).toEqual({ condition: "grappled", by: "G" });
    expect(grapple({ mode: "prone" }, [5, 5, 6, 6]).inflicts).toEqual({ condition: "prone" });
  });

  it("DE-GRAP-3: a Medium grappler may take on a Large target, not a Huge one (option grappleMaxSizeDiff)", () => {
    expect(
      planGrapple(
        { grappler: { stat: 0, size: "medium" }, target: { stat: 0, size: "large" }, mode: "hold" },
        O,
      ).ok,
    ).toBe(true);
    const e = refusal(
      planGrapple(
        { grappler: { stat: 0, size: "medium" }, target: { stat: 0, size: "huge" }, mode: "hold" },
        O,
      ),
    );
    expect(e).toMatchObject({ code: "refused", path: ["target", "size"] });
    expect(
      planGrapple(
        { grappler: { stat: 0, size: "medium" }, target: { stat: 0, size: "huge" }, mode: "hold" },
        opts({ grappleMaxSizeDiff: 2 }),
      ).ok,
    ).toBe(true);
    expect(
      planGrapple(
        { grappler: { stat: 0, size: "large" }, target: { stat: 0, size: "tiny" }, mode: "hold" },
        O,
      ).ok,
    ).toBe(true);
  });

  it("DE-GRAP-4: a larger target rolls with advantage", () => {
    const plan = must(
      planGrapple(
        { grappler: { stat: 0, size: "small" }, target: { stat: 0, size: "medium" }, mode: "hold" },
        O,
      ),
    );
    expect(plan.defender.advantage).toBe(1);
    // Three dice for the defender, keeping 9 and 8: 17; the grappler's 16 loses.
    const r = grapple(
      { grappler: { id: "G", stat: 0, size: "small" }, target: { id: "T", stat: 0, size: "medium" } },
      [2, 9, 8, 8, 8],
    );
    expect([r.defender.total, r.attacker.total, r.success]).toEqual([17, 16, false]);
    expect(
      must(planGrapple({ grappler: { stat: 0 }, target: { stat: 0, size: "small" }, mode: "hold" }, O))
        .defender.advantage,
    ).toBe(0);
  });

  it("DE-GRAP-5: Grapple Expertise adds the Martial Value; an AI body grapples with disadvantage and resists being held", () => {
    const r = grapple({ grappler: { id: "G", stat: 0, expertiseBonus: 4 } }, [7, 7, 5, 5]);
    expect([r.attacker.total, r.success]).toEqual([14, true]);
    const ai = must(
      planGrapple(
        { grappler: { stat: 0, aiBody: true }, target: { stat: 0, aiBody: true }, mode: "hold" },
        O,
      ),
    );
    expect([ai.attacker.disadvantage, ai.defender.advantage]).toEqual([1, 1]);
    // Resilience is to Grappled: being thrown Prone is not resisted.
    expect(
      must(planGrapple({ grappler: { stat: 0 }, target: { stat: 0, aiBody: true }, mode: "prone" }, O))
        .defender.advantage,
    ).toBe(0);
  });

  it("DE-GRAP-6: Grappled ends on release (0 initiative), the grappler incapacitated, or more than 1 m apart", () => {
    expect(grappleEnds({ released: true })).toBe("released");
    expect(grappleEnds({ grapplerIncapacitated: true })).toBe("grapplerIncapacitated");
    expect(grappleEnds({ distance: 2 })).toBe("apart");
    expect(grappleEnds({ distance: 1 })).toBeNull();
  });

  it("DE-GRAP-6: the held character escapes by winning a contested Strength check as a 5-initiative Grapple", () => {
    const plan = must(planEscape({ stat: 1 }, { stat: 0 }, O));
    const src = faces([6, 6, 6, 5]);
    const r = rollContest(plan, src, O);
    expect([r.defender.total, r.attacker.total, r.success, r.cost]).toEqual([12, 12, true, 5]);
    expect(must(planEscape({ stat: 0, aiBody: true }, { stat: 0 }, O)).attacker.advantage).toBe(1);
    expect(refusal(planEscape({ stat: 0 }, { stat: 0 }, opts({ grappleEscape: "gmOnly" }))).path).toEqual([
      "grappleEscape",
    ]);
  });

  it("DE-GRAP-1: the exact chance of an even grapple is above one half (meet is beat)", () => {
    const o = must(grappleOdds({ grappler: { stat: 0 }, target: { stat: 0 }, mode: "hold" }, O));
    expect(o.success).toBeGreaterThan(0.5);
    expect(o.success + o.failure).toBeCloseTo(1, 12);
  });
});

describe("shove", () => {
  it("DE-SHOVE-1: 5 initiative, contested Strength: 12 vs 11 → pushed up to 1 m (chosen); 10 vs 11 → nothing", () => {
    let src = faces([5, 6, 6, 6]);
    const won = must(rollShove({ shover: { stat: 0 }, target: { stat: 0 }, push: 0.5 }, src, O));
    expect([won.defender.total, won.attacker.total, won.pushed, won.cost]).toEqual([11, 12, 0.5, 5]);
    src = faces([5, 6, 5, 5]);
    const lost = must(rollShove({ shover: { stat: 0 }, target: { stat: 0 } }, src, O));
    expect([lost.attacker.total, lost.success, lost.pushed]).toEqual([10, false, 0]);
    expect(must(rollShove({ shover: { stat: 0 }, target: { stat: 0 } }, faces([1, 2, 6, 6]), O)).pushed).toBe(
      1,
    );
    expect(refusal(planShove({ shover: { stat: 0 }, target: { stat: 0 }, push: 2 })).path).toEqual(["push"]);
  });

  it("DE-SHOVE-2: Shield Bash gives the shover advantage while holding a shield; a Fortified target has advantage", () => {
    const bash = must(
      planShove({ shover: { stat: 0, shieldBash: true, holdingShield: true }, target: { stat: 0 } }),
    );
    expect(bash.attacker.advantage).toBe(1);
    expect(
      must(planShove({ shover: { stat: 0, shieldBash: true }, target: { stat: 0 } })).attacker.advantage,
    ).toBe(0);
    expect(
      must(planShove({ shover: { stat: 0 }, target: { stat: 0, fortified: true } })).defender.advantage,
    ).toBe(1);
    const even = must(shoveOdds({ shover: { stat: 0 }, target: { stat: 0 } }, O)).success;
    const fortified = must(
      shoveOdds({ shover: { stat: 0 }, target: { stat: 0, fortified: true } }, O),
    ).success;
    expect(fortified).toBeLessThan(even);
  });
});
