import { describe, expect, it } from "vitest";
import { characterOptionsObject } from "../character/options.js";
import { DEFAULT_WORLD_OPTIONS, parseWorldOptions, worldOptionsShape } from "./options.js";

describe("world options (Appendix A)", () => {
  it("DE-SENSE-1, DE-SENSE-10, DE-MAP-6, DE-AOE-3, DE-ENV-2, DE-ENV-11, DE-ENV-12, DE-MOVE-9, DE-MOVE-14, DE-BULK-4, DE-DOWN-2: defaults are the checklist's", () => {
    expect(DEFAULT_WORLD_OPTIONS).toMatchObject({
      senseLossDisadvantage: "single",
      dampingScalesWithThickness: false,
      grid3dMetric: "nested",
      aoeDistanceMetric: "euclidean",
      coneOtherAngles: "tangent",
      normalGravityBand: { min: 0.8, max: 1.2 },
      highGravityBulkRowLoss: "once",
      highGravityFatigueDC: null,
      hexGlideTurn60: false,
      bulkRotation: true,
      fallDamage: null,
      xpToMoneyRate: null,
      moneyToXpRate: null,
      countingRounding: "floor",
    });
  });

  it("DE-ENV-2: a bad option is refused naming it", () => {
    expect(() => parseWorldOptions({ normalGravityBand: { min: 1.1, max: 1.3 } })).toThrow(
      /normalGravityBand\.min/,
    );
    expect(() => parseWorldOptions({ xpToMoneyRate: 0 })).toThrow(/xpToMoneyRate/);
  });

  it("DE-MAP-6: the world shape merges with the character options into one ruleset options object", () => {
    const merged = characterOptionsObject.extend(worldOptionsShape).parse({ grid3dMetric: "euclidean" });
    expect(merged).toMatchObject({ grid3dMetric: "euclidean", startingSP: 1000, critThreshold: 10 });
  });
});
