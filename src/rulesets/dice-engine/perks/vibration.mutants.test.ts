import { describe, expect, it } from "vitest";
import { activateVibrationAwareness, vibrationAwarenessBonus } from "./vibration.js";

describe("Vibration Awareness, at its edges", () => {
  it("DE-PERK-17 no rank, no bonus, whatever each rank adds", () => {
    expect(vibrationAwarenessBonus(0, { vibrationAwarenessBonusPerRank: 5 })).toBe(0);
    expect(vibrationAwarenessBonus(0, { vibrationAwarenessBonusPerRank: 2 })).toBe(0);
    expect(vibrationAwarenessBonus(2, { vibrationAwarenessBonusPerRank: 2 })).toBe(7);
  });

  it("DE-PERK-16 activated at 0 with rank 2", () => {
    const o = { vibrationAwarenessBonusPerRank: 3, vibrationAwarenessEndsOnAction: false };
    expect(activateVibrationAwareness(0, 4, 2, o)).toEqual({
      initiative: 5,
      rating: 12,
      until: 10,
      endsOnAction: false,
    });
  });
});
