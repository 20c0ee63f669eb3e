// The world's options at their edges: the normal gravity band, a setting's fall damage checked when
// the options are read, and the defaults filled in (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { DEFAULT_WORLD_OPTIONS, parseWorldOptions, worldOptions } from "./options.js";

describe("parseWorldOptions", () => {
  it("DE-ENV-2: the normal band must contain 1 g, either end inclusive", () => {
    expect(parseWorldOptions({ normalGravityBand: { min: 1, max: 1 } }).normalGravityBand).toEqual({
      min: 1,
      max: 1,
    });
    const low = engineRefusal(() => parseWorldOptions({ normalGravityBand: { min: 0.5, max: 0.9 } }));
    expect([low.code, low.path, low.message]).toEqual([
      "invalid",
      ["normalGravityBand", "min"],
      "invalid options: normalGravityBand.min: the normal band must contain 1 g",
    ]);
    const high = engineRefusal(() => parseWorldOptions({ normalGravityBand: { min: 1.01, max: 2 } }));
    expect(high.path).toEqual(["normalGravityBand", "min"]);
  });

  it("DE-MOVE-14: a setting's fall damage is checked as a dice expression when the options are read", () => {
    expect(parseWorldOptions({ fallDamage: { expression: "Nd6" } }).fallDamage).toEqual({
      expression: "Nd6",
      perMetres: 1,
    });
    expect(
      parseWorldOptions({ fallDamage: { expression: "1d6 + metres", perMetres: 3 } }).fallDamage,
    ).toEqual({
      expression: "1d6 + metres",
      perMetres: 3,
    });
    const typo = engineRefusal(() => parseWorldOptions({ fallDamage: { expression: "Nd7" } }));
    expect([typo.code, typo.path, typo.message]).toEqual([
      "invalid",
      ["fallDamage", "expression"],
      'invalid options: fallDamage.expression: not a fall-damage expression: d7 is not a core die (in "Nd7")',
    ]);
    expect(typo.issues).toEqual([
      {
        path: ["fallDamage", "expression"],
        message: 'not a fall-damage expression: d7 is not a core die (in "Nd7")',
        code: "custom",
      },
    ]);
    const unknown = engineRefusal(() => parseWorldOptions({ fallDamage: { expression: "Xd6" } }));
    expect(unknown.message).toBe(
      'invalid options: fallDamage.expression: not a fall-damage expression: unknown name "X" in "Xd6"',
    );
    const garbage = engineRefusal(() => parseWorldOptions({ fallDamage: { expression: "1d6 +" } }));
    expect(garbage.path).toEqual(["fallDamage", "expression"]);
  });

  it("Appendix A: nothing given, or null, is every default", () => {
    expect(parseWorldOptions()).toEqual(DEFAULT_WORLD_OPTIONS);
    expect(parseWorldOptions(null)).toEqual(DEFAULT_WORLD_OPTIONS);
    expect(worldOptions()).toEqual(DEFAULT_WORLD_OPTIONS);
    expect(worldOptions({ bulkRotation: false })).toEqual({ ...DEFAULT_WORLD_OPTIONS, bulkRotation: false });
  });
});
