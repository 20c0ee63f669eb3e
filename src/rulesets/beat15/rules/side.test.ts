// Groups acting together (pure): best total + 2 per extra member.

import { describe, expect, it } from "vitest";
import { type Rational, rat } from "./rational.js";
import { type SideRules, sideCounts, sideValue } from "./side.js";

const rules: SideRules = { rounding: "floor", groupUsesRawFace: false, groupBonus: true };
const zeros = (n: number): Rational[] => Array.from({ length: n }, () => rat(0));

describe("group sides", () => {
  it("B15-GRP-1 (book) an allied pair rolling 15 and 7 counts 15 + 2 = 17", () => {
    const s = sideValue([15, 7], zeros(2), rules);
    expect(s.value).toBe(17);
    expect(s.best).toBe(0);
    expect(s.groupBonus).toBe(2);
  });

  it("B15-GRP-1 a trio with totals 12, 10, 4 counts 12 + 4 = 16", () => {
    expect(sideValue([12, 10, 4], zeros(3), rules).value).toBe(16);
  });

  it("B15-GRP-1 a side of one with total 12 counts 12 (no bonus)", () => {
    const s = sideValue([12], zeros(1), rules);
    expect(s.value).toBe(12);
    expect(s.groupBonus).toBe(0);
  });

  it("B15-GRP-3 'roll' means total: A face 12 + 0 = 12, B face 10 + 5 = 15 → best 15, value 17", () => {
    const s = sideValue([12, 10], [rat(0), rat(5)], rules);
    expect(s.best).toBe(1);
    expect(s.value).toBe(17);
  });

  it("B15-GRP-3 with groupUsesRawFace the best bare face 12 gives 14, bonuses ignored", () => {
    const s = sideValue([12, 10], [rat(0), rat(5)], { ...rules, groupUsesRawFace: true });
    expect(s.value).toBe(14);
    // a side of one is never a group: its total counts as usual
    expect(sideValue([12], [rat(5)], { ...rules, groupUsesRawFace: true }).value).toBe(17);
  });

  it("B15-GRP-4 five members, best total 9 → 9 + 8 = 17, whatever the others rolled", () => {
    expect(sideValue([9, 1, 1, 1, 1], zeros(5), rules).value).toBe(17);
    expect(sideValue([9, 9, 9, 9, 9], zeros(5), rules).value).toBe(17);
  });

  it("B15-GRP-4 without the group bonus (a group against a target, by default) the best total alone counts", () => {
    expect(sideValue([15, 7], zeros(2), { ...rules, groupBonus: false }).value).toBe(15);
  });

  it("B15-GRP-1 the side's exact distribution matches enumerating every pair of faces", () => {
    const bonuses = [rat(2), rat(3, 2)];
    const d = sideCounts(bonuses, rules);
    const brute = new Map<number, bigint>();
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++) {
        const v = sideValue([a, b], bonuses, rules).value;
        brute.set(v, (brute.get(v) ?? 0n) + 1n);
      }
    expect(d.outOf).toBe(400n);
    expect(new Map(d.counts)).toEqual(brute);
  });

  it("B15-RND-2 a side's value is rounded once: 10 + 1/2 with a partner is 12 (floor of 12.5)", () => {
    expect(sideValue([10, 1], [rat(1, 2), rat(0)], rules).value).toBe(12);
    expect(sideValue([10, 1], [rat(-1, 2), rat(0)], { ...rules, rounding: "truncate" }).value).toBe(11);
  });
});
