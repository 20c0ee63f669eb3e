// The end of a day's log, word for word, and its refusals (DE-FOOD-1..4).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { build, opts, refused } from "../character/testing/helpers.js";
import { endDay } from "./rations.js";

const o = opts();

describe("ending a day", () => {
  it("DE-FOOD-1: portions are 0 or more, food and water alike", () => {
    for (const portions of [
      { food: -1, water: 2 },
      { food: 2, water: -1 },
      { food: Number.NaN, water: 2 },
    ]) {
      const e = refused(endDay(build(), portions, o, facesSource([9, 9])), "invalid");
      expect([e.path, e.message]).toEqual([["portions"], "portions of food and water are 0 or more"]);
    }
  });

  it("DE-FOOD-1, DE-FOOD-2: the day's line says how the character ate; no check with a ration", () => {
    const lines = [
      { food: 3, water: 3 },
      { food: 2, water: 2 },
      { food: 1, water: 4 },
    ].map((p) => {
      const r = endDay(build(), p, o);
      return r.ok && [r.changes, r.checks];
    });
    expect(lines).toEqual([
      [["Tess ate 3 rations"], []],
      [["Tess ate 2 rations"], []],
      [["Tess is on half rations: no HP recovery and no fatigue removed by rest"], []],
    ]);
  });

  it("DE-FOOD-3: a day without a ration is logged with its count, then the check with its reason", () => {
    const r = endDay(build(), { food: 0, water: 1 }, o, facesSource([6, 6]));
    expect(r.ok && [r.changes, r.checks.length]).toEqual([
      [
        "Tess went without a ration (day 1 in a row)",
        "Tess: Endurance 12 against DC 12 (day 1 without a ration): holds up",
      ],
      1,
    ]);
    const e = refused(endDay(build(), { food: 0, water: 0 }, o), "dice_required");
    expect([e.path, e.message]).toEqual([
      ["dice"],
      "a day without a ration ends with an Endurance check: give dice",
    ]);
  });
});
