import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../../dice/index.js";
import { checkDice, resolveCheck, rollCheck } from "./check.js";
import { CRIT_CLASSES } from "./crit.js";
import { checkOdds, forEachTuple, fraction, MAX_ODDS_OUTCOMES } from "./odds.js";
import type { CheckRequestInput } from "./request.js";

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe("exact odds", () => {
  it("DE-CRIT-2..8 crit classes of a plain 2d10, counted by hand", () => {
    const o = checkOdds({ stat: 0 });
    expect(o.outcomes).toBe(100);
    // superCrit: (10,10). semiCrit: one 10 and the other 2–9, either order = 2·8. antiCrit: (10,1),(1,10).
    expect(o.crit).toEqual({ superCrit: 1, semiCrit: 16, antiCrit: 2, semiFail: 16, superFail: 1, none: 64 });
    expect(sum(o.total)).toBe(100);
    expect(o.total.get(24)).toBe(1);
    // The best semi-critical is 10 + 9 + 2 = 21, so 22 and 23 cannot occur.
    expect(o.total.has(22) || o.total.has(23)).toBe(false);
  });

  it("DE-DOS-4 P(2d10 ≥ DC 13) = 38/100 by hand", () => {
    // superCrit 1 + every semiCrit (14–21) 16 + ordinary pairs from 2–9 summing to 13–18: 6+5+4+3+2+1 = 21.
    const o = checkOdds({ stat: 0, target: 13 });
    expect(o.vsTarget?.success).toBe(38);
    expect(o.vsTarget?.failure).toBe(62);
    expect(sum(o.vsTarget!.dos)).toBe(38);
    expect(sum(o.vsTarget!.dof)).toBe(62);
    // DoS 12 comes only from the super-critical 24 (24 − 13 + 1).
    expect(o.vsTarget?.dos.get(12)).toBe(1);
    // Exactly 13: the ordinary pairs (4,9)…(9,4) = 6; a semi-critical cannot make 13 (10 + 1 is anti).
    expect(o.vsTarget?.dos.get(1)).toBe(6);
  });

  it("DE-CRIT-2 proficiency raises crit odds: d12 + d10 by hand", () => {
    const o = checkOdds({ stat: 0, training: "proficient" });
    expect(o.outcomes).toBe(120);
    // d12 crit faces {10,11,12}: super 3·1; semi 3·8 + 8·1; anti 3·1 + 1·1; semiFail 8 + 8; super fail 1.
    expect(o.crit).toEqual({ superCrit: 3, semiCrit: 32, antiCrit: 4, semiFail: 16, superFail: 1, none: 64 });
  });

  it("DE-ADV-1 advantage 1: a super-critical fail needs three 1s, a super-critical two 10s", () => {
    const o = checkOdds({ stat: 0, advantage: 1 });
    expect(o.outcomes).toBe(1000);
    expect(o.crit.superFail).toBe(1);
    expect(o.crit.superCrit).toBe(28); // 3·9 with exactly two 10s, + 1 with three
    expect(fraction(o.crit.superCrit, o.outcomes)).toEqual([7, 250]);
  });

  it("DE-ADV-1 disadvantage 1 mirrors advantage 1", () => {
    const o = checkOdds({ stat: 0, disadvantage: 1 });
    expect(o.crit.superFail).toBe(28);
    expect(o.crit.superCrit).toBe(1);
  });

  it("DE-CRIT-5 a super-critical attack hits even a DV of 40; DE-CRIT-7 double 1s fail a DC of 2", () => {
    const atk = checkOdds({ stat: 0, attack: true, target: 40 });
    expect(atk.vsTarget).toMatchObject({ success: 1, forcedSuccess: 1 });
    expect(atk.vsTarget?.dos.get(1)).toBe(1);
    const easy = checkOdds({ stat: 5, focusRating: 3, target: 2 });
    expect(easy.vsTarget).toMatchObject({ success: 99, failure: 1, forcedFailure: 1 });
  });

  it("DE-ROLL-5 the enumeration agrees with resolveCheck on every face tuple", () => {
    const req: CheckRequestInput = {
      stat: 1,
      focusRating: 2,
      modifiers: [-1],
      training: "proficient",
      advantage: 1,
      target: 16,
    };
    const o = checkOdds(req);
    const total = new Map<number, number>();
    let success = 0;
    const crit = Object.fromEntries(CRIT_CLASSES.map((k) => [k, 0]));
    forEachTuple(checkDice(req), (faces) => {
      const r = resolveCheck(req, faces);
      total.set(r.total, (total.get(r.total) ?? 0) + 1);
      crit[r.crit]!++;
      if (r.outcome?.success) success++;
    });
    expect(o.outcomes).toBe(12 * 10 * 10);
    expect(o.total).toEqual(new Map([...total].sort((a, b) => a[0] - b[0])));
    expect(o.crit).toEqual(crit);
    expect(o.vsTarget?.success).toBe(success);
  });

  it("DE-ADV-3 six dice (expert, net 4) are enumerated; seven are refused", () => {
    const o = checkOdds({ stat: 0, training: "expert", advantage: 4 });
    expect(o.outcomes).toBe(MAX_ODDS_OUTCOMES);
    expect(sum(o.total)).toBe(MAX_ODDS_OUTCOMES);
    expect(() => checkOdds({ stat: 0, training: "expert", advantage: 5 })).toThrow(/exceed/);
  });

  it("DE-ADV-1 seeded sampling agrees with the exact odds", () => {
    const req: CheckRequestInput = {
      stat: 2,
      training: "proficient",
      advantage: 1,
      disadvantage: 3,
      target: 12,
    };
    const o = checkOdds(req);
    const src = rngSource(Rng.fromSeed("DE-ADV-1 sampling"));
    const n = 40_000;
    const seen = Object.fromEntries(CRIT_CLASSES.map((k) => [k, 0]));
    let success = 0;
    for (let i = 0; i < n; i++) {
      const r = rollCheck(req, src);
      seen[r.crit]!++;
      if (r.outcome?.success) success++;
    }
    const close = (count: number, exact: number) => {
      const p = exact / o.outcomes;
      // Within 5 standard errors: a fixed seed makes this deterministic, the bound keeps it meaningful.
      expect(Math.abs(count / n - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
    };
    close(success, o.vsTarget!.success);
    for (const k of CRIT_CLASSES) close(seen[k]!, o.crit[k]);
  });
});
