// Conditions as data at the boundary: parsed with their defaults, refused with the field at fault.
import { describe, expect, it } from "vitest";
import { activeCondition, inForce, parseActiveConditions, parseConditionApplication } from "./state.js";

describe("conditions as data", () => {
  it("DE-COND-6: an application's check is an Endurance check unless it says otherwise", () => {
    expect(parseConditionApplication({ condition: "bleed", rating: 1, check: { dc: 13 } })).toEqual({
      condition: "bleed",
      rating: 1,
      check: { stat: "endurance", dc: 13 },
    });
  });

  it("DE-COND-1: a bad application is refused, naming the field", () => {
    expect(() => parseConditionApplication({ condition: "bleed", rating: 0 })).toThrow(
      expect.objectContaining({ code: "invalid", path: ["rating"] }),
    );
    expect(() => parseConditionApplication({ condition: "bleed", rating: 0 })).toThrow(
      /^invalid condition application: rating/,
    );
  });

  it("DE-COND-1: carried conditions are parsed with every bookkeeping field, or refused", () => {
    expect(parseActiveConditions([{ condition: "prone", appliedAt: 2 }])).toEqual([
      activeCondition({ condition: "prone", appliedAt: 2 }),
    ]);
    expect(() => parseActiveConditions([{ condition: "prone" }])).toThrow(/^invalid conditions: /);
  });

  it("DE-COND-8: a condition is in force until the moment it ends; one without an end always", () => {
    const c = activeCondition({ condition: "blinded", appliedAt: 0, endsAt: 10 });
    expect(inForce(c, 9)).toBe(true);
    expect(inForce(c, 10)).toBe(false);
    expect(inForce(activeCondition({ condition: "blinded", appliedAt: 0 }), 1e9)).toBe(true);
  });
});
