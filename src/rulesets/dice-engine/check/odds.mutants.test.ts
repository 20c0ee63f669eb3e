import { describe, expect, it } from "vitest";
import { checkDice, resolveCheck } from "./check.js";
import { checkOdds, forEachTuple, fraction } from "./odds.js";
import type { CheckRequestInput } from "./request.js";

/** The same counts as checkOdds, by resolving every face tuple one by one. */
function byHand(req: CheckRequestInput) {
  const total = new Map<number, number>();
  const dos = new Map<number, number>();
  const dof = new Map<number, number>();
  let forcedSuccess = 0;
  let forcedFailure = 0;
  forEachTuple(checkDice(req), (faces) => {
    const r = resolveCheck(req, faces);
    total.set(r.total, (total.get(r.total) ?? 0) + 1);
    const o = r.outcome!;
    if (o.success) dos.set(o.dos, (dos.get(o.dos) ?? 0) + 1);
    else dof.set(o.dof, (dof.get(o.dof) ?? 0) + 1);
    if (o.forced === "success") forcedSuccess++;
    if (o.forced === "fail" && r.total >= req.target!) forcedFailure++;
  });
  const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]);
  return { total: sorted(total), dos: sorted(dos), dof: sorted(dof), forcedSuccess, forcedFailure };
}

const entries = (m: Map<number, number>) => [...m];

describe("exact odds, field by field", () => {
  it("DE-ROLL-5 totals, DoS and DoF come out in increasing order and match every tuple resolved", () => {
    const req: CheckRequestInput = { stat: 2, focusRating: 1, modifiers: [-2], disadvantage: 1, target: 11 };
    const o = checkOdds(req);
    const hand = byHand(req);
    expect(entries(o.total)).toEqual(hand.total);
    expect(entries(o.vsTarget!.dos)).toEqual(hand.dos);
    expect(entries(o.vsTarget!.dof)).toEqual(hand.dof);
    expect(o.vsTarget!.forcedFailure).toBe(hand.forcedFailure);
    expect(o.vsTarget!.forcedSuccess).toBe(0);
  });

  it("DE-FOCUS-3, DE-UNSK-2 the odds of an attack or an unskilled roll add no focus", () => {
    expect(Math.max(...checkOdds({ stat: 0, focusRating: 3 }).total.keys())).toBe(27);
    expect(Math.max(...checkOdds({ stat: 0, focusRating: 3, attack: true }).total.keys())).toBe(24);
    expect(Math.max(...checkOdds({ stat: 0, focusRating: 3, unskilled: true }).total.keys())).toBe(24);
  });

  it("DE-CRIT-10 per-die thresholds reach the odds", () => {
    const o = checkOdds({ stat: 0, critThresholds: [9] });
    // super: {9,10}×{10} = 2; semi: first die 9–10 with the other 2–9 (16), or the other 10 with the first 2–8 (7).
    expect(o.crit.superCrit).toBe(2);
    expect(o.crit.semiCrit).toBe(23);
  });

  it("DE-CRIT-7 a double 1 at or above the target is a forced failure, counted once", () => {
    const o = checkOdds({ stat: 0, target: 2 });
    expect(o.vsTarget).toMatchObject({ success: 99, failure: 1, forcedFailure: 1, forcedSuccess: 0 });
    expect(entries(o.vsTarget!.dof)).toEqual([[0, 1]]);
    expect(checkOdds({ stat: 0, target: 3 }).vsTarget).toMatchObject({ failure: 1, forcedFailure: 0 });
  });

  it("DE-CRIT-5 a super-critical attack below its DV is a forced success; at its DV it is not", () => {
    const below = checkOdds({ stat: 0, attack: true, target: 25 }).vsTarget!;
    expect(below).toMatchObject({ success: 1, forcedSuccess: 1 });
    const at = checkOdds({ stat: 0, attack: true, target: 24 }).vsTarget!;
    expect(at).toMatchObject({ success: 1, forcedSuccess: 0 });
    expect(entries(at.dos)).toEqual([[1, 1]]);
    const hand = byHand({ stat: 0, attack: true, target: 20 });
    const o = checkOdds({ stat: 0, attack: true, target: 20 }).vsTarget!;
    expect([entries(o.dos), entries(o.dof), o.forcedSuccess]).toEqual([
      hand.dos,
      hand.dof,
      hand.forcedSuccess,
    ]);
  });

  it("DE-ROLL-5 a check with no target has no vsTarget", () => {
    expect(checkOdds({ stat: 1 })).not.toHaveProperty("vsTarget");
  });

  it("DE-ADV-3 seven dice are refused, saying how many outcomes", () => {
    expect(() => checkOdds({ stat: 0, training: "expert", advantage: 5 })).toThrow(
      new RangeError("exact odds of 7 dice (35831808 outcomes) exceed 2985984"),
    );
  });

  it("DE-ADV-1 the same dice asked again, then other dice, give each their own counts", () => {
    const a = checkOdds({ stat: 0, advantage: 1 });
    const b = checkOdds({ stat: 0, disadvantage: 1 });
    expect(checkOdds({ stat: 0, advantage: 1 })).toEqual(a);
    expect([a.crit.superCrit, b.crit.superCrit]).toEqual([28, 1]);
    expect(checkOdds({ stat: 0, advantage: 1 }, { critThreshold: 9 }).crit.superCrit).not.toBe(28);
  });
});

describe("tuples and fractions", () => {
  it("forEachTuple visits every tuple once, last die fastest", () => {
    const seen: string[] = [];
    forEachTuple([10, 12], (f) => seen.push(f.join(",")));
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen.slice(0, 2)).toEqual(["1,1", "1,2"]);
    expect(seen[12]).toBe("2,1");
    expect(seen.at(-1)).toBe("10,12");
  });

  it("a count as a reduced fraction; 0 is 0 over 1", () => {
    expect(fraction(28, 1000)).toEqual([7, 250]);
    expect(fraction(0, 100)).toEqual([0, 1]);
    expect(fraction(100, 100)).toEqual([1, 1]);
    expect(fraction(0, 0)).toEqual([0, 0]);
  });
});
