import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { expandExpression, rollExpression } from "./expression.js";

const rolled = (text: string, faces: number[], vars: Record<string, number> = {}) => {
  const src = facesSource(faces);
  const total = rollExpression(text, src, vars);
  expect(src.remaining()).toBe(0);
  return total;
};

describe("dice expressions", () => {
  it("DE-ROLL-2 d4, d6, d8, d10 and d12 in NdX and NdX+K", () => {
    expect(rolled("1d4", [4])).toBe(4);
    expect(rolled("2d6", [2, 5])).toBe(7);
    expect(rolled("1d8+3", [8])).toBe(11);
    expect(rolled("1d10", [10])).toBe(10);
    expect(rolled("1d12-1", [12])).toBe(11);
    expect(() => expandExpression("1d20")).toThrow(/not a core die/);
  });

  it("DE-ROLL-2 NdX+<stat> and XdY with a condition rating", () => {
    expect(expandExpression("1d6-logic", { logic: -2 })).toBe("1d6-(-2)");
    expect(rolled("1d6-logic", [3], { logic: -2 })).toBe(5);
    expect(rolled("Xd4", [1, 2, 3], { X: 3 })).toBe(6);
    expect(() => expandExpression("1d6+luck")).toThrow(/unknown name/);
  });

  it("DE-CRIT-1 expression dice are not checks: a 10 adds nothing", () => {
    expect(rolled("2d10", [10, 5])).toBe(15);
  });
});
