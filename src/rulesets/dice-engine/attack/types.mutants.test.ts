// The attack types' small rules at their edges: Heavy multiples at DoS 0 and below, Spray's bonus
// at each five, Seeking's bend at exactly 90°, each refusal in words, and the rows read by id
// (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { O, opts, refusal } from "./test-fixtures.js";
import { ATTACK_TYPE_ROWS, attackTypeRow, heavyMultiples, seekingBonus, sprayBonus } from "./types.js";

describe("C.7", () => {
  it("DE-TYPE-8: no multiple below 1 DoS; then one per 2 more DoS up to the rating", () => {
    expect([0, -3].map((d) => heavyMultiples(3, d))).toEqual([0, 0]);
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => heavyMultiples(3, d))).toEqual([1, 1, 2, 2, 3, 3, 3]);
    expect(heavyMultiples(1, 9)).toBe(1);
  });

  it("DE-TYPE-10: +1 per whole five shots; with ceil a started five counts", () => {
    expect([0, 1, 4, 5, 9, 10, 11].map((s) => sprayBonus(s, O))).toEqual([0, 0, 0, 1, 1, 2, 2]);
    const ceil = opts({ countingRounding: "ceil" });
    expect([1, 5, 6].map((s) => sprayBonus(s, ceil))).toEqual([1, 1, 2]);
  });

  it("DE-TYPE-4: +5 with line of sight (any bend ignored); without it 0 up to 90°, refused in words beyond", () => {
    expect(seekingBonus(true, 170)).toEqual({ ok: true, value: 5 });
    expect(seekingBonus(false, 90)).toEqual({ ok: true, value: 0 });
    expect(seekingBonus(false, 0)).toEqual({ ok: true, value: 0 });
    expect(refusal(seekingBonus(false, 90.5))).toEqual({
      code: "refused",
      path: ["pathBend"],
      message: "the path bends 90.5°; a Seeking attack curves at most 90°",
    });
    expect(refusal(seekingBonus(false))).toEqual({
      code: "invalid",
      path: ["pathBend"],
      message: "without line of sight a Seeking attack needs the path's bend in degrees",
    });
  });

  it("DE-TYPE-1..10: each row found by its id, with its bonus and rule", () => {
    for (const r of ATTACK_TYPE_ROWS) expect(attackTypeRow(r.id)).toBe(r);
    expect(ATTACK_TYPE_ROWS.map((r) => [r.id, r.initiative, r.rollBonus, r.rule])).toEqual([
      ["quick", 3, 0, "DE-TYPE-1"],
      ["light", 4, 0, "DE-TYPE-2"],
      ["standard", 5, 1, "DE-TYPE-3"],
      ["seeking", 5, "lineOfSight", "DE-TYPE-4"],
      ["sustained", 5, 0, "DE-TYPE-5"],
      ["strong", 6, 0, "DE-TYPE-6"],
      ["overcharged", 6, 0, "DE-TYPE-7"],
      ["heavy", 7, 0, "DE-TYPE-8"],
      ["precision", 8, 2, "DE-TYPE-9"],
      ["spray", 10, "perFiveShots", "DE-TYPE-10"],
    ]);
  });
});
