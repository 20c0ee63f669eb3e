import { describe, expect, it } from "vitest";
import { resolveCheck } from "./check.js";
import { degrees } from "./degrees.js";
import { countPer, divDown, divUp, divUpRepeated, halfUp } from "./round.js";

describe("degrees of success and failure", () => {
  it("DE-DOS-1 DoS = total − target + 1 on a success", () => {
    expect(degrees(23, 20).dos).toBe(4);
    expect(degrees(20, 20).dos).toBe(1);
    expect(degrees(19, 20).dos).toBe(0);
  });

  it("DE-DOS-2 DoF = target − total on a failure", () => {
    expect(degrees(17, 20).dof).toBe(3);
    expect(degrees(20, 20).dof).toBe(0);
  });

  it("DE-DOS-4 meet is beat", () => {
    expect(degrees(15, 15)).toEqual({ success: true, dos: 1, dof: 0 });
    expect(resolveCheck({ stat: 0, target: 15 }, [8, 7]).outcome).toMatchObject({ success: true, dos: 1 });
  });
});

describe("rounding", () => {
  it("DE-ROUND-1 fractional divisions round up, even below one half", () => {
    expect(halfUp(7)).toBe(4);
    expect(halfUp(1)).toBe(1);
    expect(divUp(7, 3)).toBe(3);
    expect(halfUp(8)).toBe(4);
  });

  it("DE-ROUND-2 the explicit round-down exceptions", () => {
    expect(divDown(5, 2)).toBe(2); // Extra Attack on a Standard attack
    expect(8 + divDown(3, 2)).toBe(9); // bulk columns with Endurance 3
  });

  it("DE-ROUND-3 up is toward +∞ and down toward −∞", () => {
    expect(halfUp(-3)).toBe(-1);
    expect(divDown(-3, 2)).toBe(-2);
    expect(() => divUp(3, 0)).toThrow();
  });

  it("DE-ROUND-4 '+1 per N' counts completed units unless countingRounding is ceil", () => {
    expect(countPer(7, 5)).toBe(1);
    expect(countPer(7, 5, "ceil")).toBe(2);
    expect(countPer(10, 5)).toBe(2);
  });

  it("DE-ROUND-5 repeated divisions round after each step", () => {
    expect(divUpRepeated(7, [2, 2])).toBe(2);
    expect(divUpRepeated(7, [2, 2])).toBe(divUp(7, 4));
  });
});
