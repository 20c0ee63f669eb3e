import { describe, expect, it } from "vitest";
import { degrees, forcedFailure, forcedSuccess } from "./degrees.js";

describe("degrees, forced results", () => {
  it("DE-CRIT-7 a forced failure keeps the DoF below the target and has none at or above it", () => {
    expect(forcedFailure(3, 10)).toEqual({ success: false, dos: 0, dof: 7 });
    expect(forcedFailure(10, 10)).toEqual({ success: false, dos: 0, dof: 0 });
    expect(forcedFailure(14, 10)).toEqual({ success: false, dos: 0, dof: 0 });
  });

  it("DE-CRIT-5 a forced success keeps its DoS above the target and is worth 1 below it", () => {
    expect(forcedSuccess(14, 10)).toEqual({ success: true, dos: 5, dof: 0 });
    expect(forcedSuccess(10, 10)).toEqual({ success: true, dos: 1, dof: 0 });
    expect(forcedSuccess(3, 10)).toEqual({ success: true, dos: 1, dof: 0 });
  });

  it("DE-DOS-1/2 both fields of an ordinary result", () => {
    expect(degrees(23, 20)).toEqual({ success: true, dos: 4, dof: 0 });
    expect(degrees(17, 20)).toEqual({ success: false, dos: 0, dof: 3 });
  });
});
