// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// a check's exact odds against every throw of `rollCheck` (inspiration, ties, guaranteed turns), the
// opposed roll's records, and its refusal after endless ties.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { everyThrow } from "../testing/helpers.js";
import {
  type CheckSpec,
  checkOdds,
  meets,
  opposedOdds,
  rollCheck,
  rollOpposed,
  settleInspiration,
} from "./check.js";

function expectOddsMatchRolls(spec: CheckSpec): void {
  let success = 0;
  const total = new Map<number, number>();
  for (const { p, r } of everyThrow((dice) => rollCheck(spec, dice))) {
    if (r.success) success += p;
    total.set(r.total, (total.get(r.total) ?? 0) + p);
  }
  const o = checkOdds(spec);
  expect(o.success).toBeCloseTo(success, 12);
  // The odds' totals are before an if-it-helps bonus, which depends on the target.
  if (spec.inspiration?.mode !== "if-it-helps") {
    const want = [...total].sort((a, b) => a[0] - b[0]);
    expect(o.total.map(([v]) => v)).toEqual(want.map(([v]) => v));
    for (const [i, [, p]] of o.total.entries()) expect(p).toBeCloseTo(want[i]![1], 12);
  }
}

describe("Lucidity checks: what the mutants found open", () => {
  it("LUC-CHECK-1, LUC-TRAIT-10 a check's odds are its rolls' odds, with Inspirator's CHA and either tie rule", () => {
    const spec: CheckSpec = { modifier: 1, net: 1, target: 15, ties: "succeed" };
    expectOddsMatchRolls(spec);
    expectOddsMatchRolls({ ...spec, ties: "fail", net: -1 });
    expectOddsMatchRolls({ ...spec, inspiration: { bonus: 2, mode: "always" } });
    // A negative CHA added always can also turn a success into a failure.
    expectOddsMatchRolls({ ...spec, inspiration: { bonus: -2, mode: "always" } });
    expectOddsMatchRolls({ ...spec, ties: "fail", inspiration: { bonus: 3, mode: "if-it-helps" } });
    expectOddsMatchRolls({ ...spec, inspiration: null });
  });

  it("LUC-CHECK-1 with checkTies = fail a check must beat the target: 15 beats 14; the d20 is named", () => {
    expect(meets(15, 14, "fail")).toBe(true);
    expect(meets(14, 14, "fail")).toBe(false);
    expect(checkOdds({ modifier: 0, net: 0, target: 10, ties: "fail" }).success).toBeCloseTo(0.5, 15);
    const names: string[] = [];
    rollCheck(
      { modifier: 0, net: 0, target: 10, ties: "succeed" },
      {
        roll(_sides, name) {
          names.push(name);
          return 4;
        },
      },
    );
    expect(names).toEqual(["d20"]);
  });

  it("LUC-LUC-10 a guaranteed check succeeds on every face; its totals stay the dice's", () => {
    const spec: CheckSpec = { modifier: 0, net: 0, target: 30, ties: "succeed", guaranteed: true };
    expectOddsMatchRolls(spec);
    expect(checkOdds(spec).total).toHaveLength(20);
    expect(rollCheck({ ...spec, guaranteed: false }, facesSource([20])).success).toBe(false);
  });

  it("LUC-TRAIT-10 if-it-helps: the bonus is added only when it turns a failure into a success", () => {
    const ok = (t: number) => t >= 10;
    const insp = { bonus: 2, mode: "if-it-helps" as const };
    expect(settleInspiration(8, ok, insp)).toEqual({ total: 10, inspired: true });
    expect(settleInspiration(7, ok, insp)).toEqual({ total: 7, inspired: false });
    expect(settleInspiration(10, ok, insp)).toEqual({ total: 10, inspired: false });
    expect(settleInspiration(3, ok, { bonus: 2, mode: "always" })).toEqual({ total: 5, inspired: true });
    expect(settleInspiration(3, ok, null)).toEqual({ total: 3, inspired: false });
    const r = rollCheck(
      { modifier: 0, net: 0, target: 10, ties: "succeed", inspiration: insp },
      facesSource([9]),
    );
    expect(r).toEqual({
      face: 9,
      buff: { net: 0, faces: [], value: 0 },
      total: 11,
      success: true,
      inspired: true,
    });
  });

  it("LUC-CHECK-3 an opposed roll records both sides' rolls in order; a passive side rolls nothing", () => {
    const r = rollOpposed(
      { actor: { modifier: 1, net: 1 }, other: { modifier: 2, net: -1 }, ties: "defender", mode: "rolled" },
      facesSource([10, 4, 9, 2]),
    );
    expect(r).toEqual({
      actor: [
        { face: 10, buff: { net: 1, faces: [4], value: 4 }, total: 15, success: true, inspired: false },
      ],
      other: [
        { face: 9, buff: { net: -1, faces: [2], value: -2 }, total: 9, success: true, inspired: false },
      ],
      actorTotal: 15,
      otherTotal: 9,
      success: true,
      rerolls: 0,
      inspired: false,
    });
    const passive = rollOpposed(
      { actor: { modifier: 0, net: 0 }, other: { modifier: 3, net: 0 }, ties: "reroll", mode: "passive" },
      facesSource([13, 14]),
    );
    expect(passive).toMatchObject({ other: [], actorTotal: 14, otherTotal: 13, success: true, rerolls: 1 });
  });

  it("LUC-TRAIT-10 LUC-CHECK-3 the actor's inspiration in a contest: if it helps, it turns a loss or a tie into a win; always, it adds to every round", () => {
    const insp = (mode: "always" | "if-it-helps") => ({ bonus: 2, mode });
    const spec = (mode: "always" | "if-it-helps", ties: "defender" | "reroll" = "defender") => ({
      actor: { modifier: 0, net: 0, inspiration: insp(mode) },
      other: { modifier: 0, net: 0 },
      ties,
      mode: "rolled" as const,
    });
    expect(rollOpposed(spec("if-it-helps"), facesSource([9, 10]))).toMatchObject({
      actor: [{ face: 9, total: 11, inspired: true }],
      actorTotal: 11,
      success: true,
      inspired: true,
    });
    // A tie that would be rerolled is a win with the CHA, in the first round.
    expect(rollOpposed(spec("if-it-helps", "reroll"), facesSource([10, 10]))).toMatchObject({
      actorTotal: 12,
      rerolls: 0,
      success: true,
      inspired: true,
    });
    for (const faces of [
      [12, 10],
      [7, 10],
    ])
      expect(rollOpposed(spec("if-it-helps"), facesSource(faces))).toMatchObject({
        actorTotal: faces[0],
        inspired: false,
      });
    // Declared before the roll: added whatever the faces, in each rerolled round too.
    expect(rollOpposed(spec("always", "reroll"), facesSource([8, 10, 15, 3]))).toMatchObject({
      actor: [{ total: 10 }, { total: 17 }],
      rerolls: 1,
      success: true,
      inspired: true,
    });
    // The odds are the rolls' odds, round by round (ties to the defender, so one round decides).
    for (const mode of ["always", "if-it-helps"] as const) {
      let win = 0;
      for (const { p, r } of everyThrow((dice) => rollOpposed(spec(mode), dice))) if (r.success) win += p;
      expect(opposedOdds(spec(mode)).success, mode).toBeCloseTo(win, 12);
    }
    const none = { ...spec("always"), actor: { modifier: 0, net: 0 } };
    expect(opposedOdds(spec("always")).success).toBeGreaterThan(opposedOdds(none).success);
    // With rerolls: win over (1 − tie), where the CHA when it helps leaves no tie at all.
    const rerolled = opposedOdds(spec("if-it-helps", "reroll"));
    expect(rerolled.tie).toBe(0);
    expect(rerolled.success).toBeCloseTo(1 - 171 / 400, 12);
  });

  it("LUC-CHECK-3 opposed rerolls give up after 1,000 ties, refused naming the tie rule", () => {
    const spec = {
      actor: { modifier: 0, net: 0 },
      other: { modifier: 0, net: 0 },
      ties: "reroll" as const,
      mode: "rolled" as const,
    };
    const dice = facesSource(Array(2000).fill(10));
    let error: unknown;
    try {
      rollOpposed(spec, dice);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: "refused", message: "the opposed roll kept tying", path: ["ties"] });
    expect(dice.used()).toBe(2000);
    // The thousandth try still counts when it separates.
    const last = rollOpposed(spec, facesSource([...Array(1998).fill(10), 11, 10]));
    expect(last).toMatchObject({ success: true, rerolls: 999 });
  });

  it("LUC-CHECK-3 opposed odds: a tie goes to the defender, or is dropped when rerolled; passive sits at 10 + modifier", () => {
    const spec = {
      actor: { modifier: 2, net: 1 },
      other: { modifier: 1, net: -1 },
      ties: "defender" as const,
      mode: "rolled" as const,
    };
    let win = 0;
    let tie = 0;
    for (const { p, r } of everyThrow((dice) => rollOpposed(spec, dice))) {
      if (r.success) win += p;
      if (r.actorTotal === r.otherTotal) tie += p;
    }
    const o = opposedOdds(spec);
    expect(o.success).toBeCloseTo(win, 12);
    expect(o.tie).toBeCloseTo(tie, 12);
    expect(opposedOdds({ ...spec, ties: "reroll" }).success).toBeCloseTo(win / (1 - tie), 12);
    const passive = opposedOdds({ ...spec, mode: "passive" });
    // d20 + 2 ± d6 against 11: enumerate the 120 throws.
    let pw = 0;
    let pt = 0;
    for (let f = 1; f <= 20; f++)
      for (let b = 1; b <= 6; b++) {
        if (f + 2 + b > 11) pw++;
        if (f + 2 + b === 11) pt++;
      }
    expect(passive.success).toBeCloseTo(pw / 120, 12);
    expect(passive.tie).toBeCloseTo(pt / 120, 12);
  });

  it("LUC-CHECK-3 each side's roll in a contest's record meets a dummy target 0 with ties succeeding (a total of 0 succeeds)", () => {
    const r = rollOpposed(
      { actor: { modifier: -1, net: 0 }, other: { modifier: -4, net: 0 }, ties: "defender", mode: "rolled" },
      facesSource([1, 3]),
    );
    expect(r).toEqual({
      actor: [{ face: 1, buff: { net: 0, faces: [], value: 0 }, total: 0, success: true, inspired: false }],
      other: [{ face: 3, buff: { net: 0, faces: [], value: 0 }, total: -1, success: false, inspired: false }],
      actorTotal: 0,
      otherTotal: -1,
      success: true,
      rerolls: 0,
      inspired: false,
    });
  });
});
