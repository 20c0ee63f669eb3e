// Gravity's bands and its change to speed at their edges (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { effectiveGravity, gravityClass, gravitySpeedModifier, milli } from "./gravity.js";
import { worldOptions } from "./options.js";

describe("gravity", () => {
  it("DE-ENV-2: thousandths of a g, rounded", () => {
    expect([milli(1.0004), milli(1.0005), milli(0.2)]).toEqual([1000, 1001, 200]);
  });

  it("DE-ENV-2, DE-ENV-8..10: zero, low, normal and high, the band's ends normal", () => {
    expect([0, 0.0004, 0.0005, 0.799, 0.8, 1.2, 1.201].map((g) => gravityClass(g))).toEqual([
      "zero",
      "zero",
      "low",
      "low",
      "normal",
      "normal",
      "high",
    ]);
    const narrow = worldOptions({ normalGravityBand: { min: 1, max: 1 } });
    expect([0.999, 1, 1.001].map((g) => gravityClass(g, narrow))).toEqual(["low", "normal", "high"]);
  });

  it("DE-ENV-2, DE-MOVE-11: the normal band counts as exactly 1 g; outside it gravity is itself", () => {
    expect([0.8, 1.2, 0.5, 1.5, 0].map((g) => effectiveGravity(g))).toEqual([1, 1, 0.5, 1.5, 0]);
  });

  it("DE-ENV-8..10: −1 m in low gravity, nothing at 0 g or normal, −1 per whole 0.1 g above 1 g", () => {
    expect([0, 0.5, 1, 1.2, 1.3, 1.39, 2].map((g) => gravitySpeedModifier(g))).toEqual([
      0, -1, 0, 0, -3, -3, -10,
    ]);
    const ceil = worldOptions({ countingRounding: "ceil" });
    expect([1.21, 1.3, 0.5, 0].map((g) => gravitySpeedModifier(g, ceil))).toEqual([-3, -3, -1, 0]);
  });
});
