import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { buffDistribution, netBuffs, rollBuffs } from "./buffs.js";

describe("Buffs and Breaks", () => {
  it("LUC-BB-2 they cancel one for one", () => {
    expect(netBuffs(3, 1)).toBe(2);
    expect(netBuffs(1, 1)).toBe(0);
  });

  it("LUC-BB-3 roll |net| d6, only the highest counts, added or subtracted", () => {
    expect(rollBuffs(2, facesSource([2, 5])).value).toBe(5);
    expect(rollBuffs(-2, facesSource([4, 1])).value).toBe(-4);
    const none = rollBuffs(0, facesSource([]));
    expect(none).toEqual({ net: 0, faces: [], value: 0 });
  });

  it("LUC-BB-3 the highest of n d6, exactly: P(max = k) = (k/6)ⁿ − ((k−1)/6)ⁿ", () => {
    const d = buffDistribution(2);
    expect(d.get(6)).toBeCloseTo(11 / 36, 15);
    expect(d.get(1)).toBeCloseTo(1 / 36, 15);
    expect(buffDistribution(-1).get(-3)).toBeCloseTo(1 / 6, 15);
    expect([...buffDistribution(3).values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
  });
});
