// Tests written for joint.ts during issue 21's mutation testing of src/rulesets/lucky13/dice (the
// folder's first run was stopped before it reached this file): the work limit's edge and sentence,
// an explosion chain cut by its epsilon, and keeping the highest or lowest of several throws,
// against small cases counted by hand.

import { describe, expect, it } from "vitest";
import { L13Error } from "./errors.js";
import { dieJoint, keepJoint, MAX_WORK, marginal, pointJoint, Work } from "./joint.js";

const plain = { maxRerolls: 0, implodes: false, rerollImplodes: false };
const cinematic = { maxRerolls: Number.POSITIVE_INFINITY, implodes: true, rerollImplodes: false };
const sumOf = (a: Float64Array) => a.reduce((x, y) => x + y, 0);

describe("exact distributions with implosion", () => {
  it("L13-CHK-7 the work limit is reached, not passed: MAX_WORK is allowed, one more is refused", () => {
    const w = new Work();
    w.spend(MAX_WORK);
    try {
      w.spend(1);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(L13Error);
      expect([(e as L13Error).code, (e as L13Error).path, (e as L13Error).detail]).toEqual([
        "too_costly",
        [],
        "this pool is too large to compute exact odds for; sample it instead",
      ]);
    }
  });

  it("L13-EXPL-1 L13-EXPL-5 a chain is followed while the next link is at least epsilon likely", () => {
    // d6 with epsilon 0.1: the first reroll (1/6) is followed, the second (1/36) is not.
    const j = dieJoint(6, cinematic, 0.1);
    expect(j.offset).toBe(1);
    expect(j.clean.length).toBe(12);
    expect(j.lost).toBeCloseTo(1 / 36, 15);
    expect(j.imploded[0]).toBeCloseTo(1 / 6, 15);
    expect(j.clean[5]).toBe(0); // a 6 is never final while it may explode
    expect(j.clean[6]).toBeCloseTo(1 / 36, 15); // 6 then 1: a reroll's 1 does not implode
    expect(sumOf(marginal(j)) + j.lost).toBeCloseTo(1, 15);
  });

  it("L13-EXPL-6 a chain capped by the rule keeps its last maximum and loses nothing", () => {
    const j = dieJoint(4, { maxRerolls: 1, implodes: true, rerollImplodes: true });
    expect(j.lost).toBe(0);
    expect(Array.from(marginal(j))).toEqual([1 / 4, 1 / 4, 1 / 4, 0, 1 / 16, 1 / 16, 1 / 16, 1 / 16]);
    // 1 implodes, and so does 4 then 1 with rerollImplodes.
    expect(Array.from(j.imploded)).toEqual([1 / 4, 0, 0, 0, 1 / 16, 0, 0, 0]);
    expect(Array.from(dieJoint(4, plain).clean)).toEqual([1 / 4, 1 / 4, 1 / 4, 1 / 4]);
  });

  it("L13-EXPL-11 one throw, or keep 'only', is the throw itself", () => {
    const g = dieJoint(4, plain);
    expect(keepJoint(g, 1, "highest", new Work())).toBe(g);
    expect(keepJoint(g, 2, "only", new Work())).toBe(g);
    expect(keepJoint(pointJoint(3), 3, "highest", new Work()).clean[0]).toBeCloseTo(1, 15);
  });

  it("L13-BKG-2 L13-IMP-1 the higher and the lower of two and three d4s, counted by hand", () => {
    const g = dieJoint(4, plain);
    expect(Array.from(keepJoint(g, 2, "highest", new Work()).clean)).toEqual([1, 3, 5, 7].map((x) => x / 16));
    expect(Array.from(keepJoint(g, 2, "lowest", new Work()).clean)).toEqual([7, 5, 3, 1].map((x) => x / 16));
    const three = Array.from(keepJoint(g, 3, "highest", new Work()).clean);
    expect(three).toEqual([1, 7, 19, 37].map((x) => expect.closeTo(x / 64, 15)));
  });

  it("L13-EXPL-11 only the kept throw's 1 counts: the lowest of two d4s implodes 7 times in 16", () => {
    const g = dieJoint(4, { maxRerolls: 0, implodes: true, rerollImplodes: false });
    const low = keepJoint(g, 2, "lowest", new Work());
    expect(sumOf(low.imploded)).toBeCloseTo(7 / 16, 15);
    expect(sumOf(keepJoint(g, 2, "highest", new Work()).imploded)).toBeCloseTo(1 / 16, 15);
  });

  it("L13-EXPL-5 a truncated chain makes the kept throw unknown whenever any throw was cut", () => {
    const g = dieJoint(6, cinematic, 0.1);
    expect(keepJoint(g, 3, "highest", new Work()).lost).toBeCloseTo(1 - (1 - 1 / 36) ** 3, 15);
  });
});
