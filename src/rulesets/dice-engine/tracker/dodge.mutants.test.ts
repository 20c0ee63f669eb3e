// A stored Dodge and when it applies, the check's options, the halving at 1 (mutation testing,
// issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { type DodgeRecord, dodgeApplies, dodgedDamage, rollDodge } from "./dodge.js";

describe("Dodge", () => {
  const record: DodgeRecord = { participant: "p", at: 12, rating: 14, total: 15, success: true, roll: "r1" };

  it("DE-INT-3: a stored Dodge applies only at its own time and only if it succeeded", () => {
    expect(dodgeApplies(record, 12)).toBe(true);
    expect(dodgeApplies(record, 13)).toBe(false);
    expect(dodgeApplies({ ...record, success: false }, 12)).toBe(false);
    expect(dodgeApplies(undefined, 12)).toBe(false);
  });

  it("DE-INT-3: the Dodge check is an Agility check against X; its options reach the check", () => {
    const hit = rollDodge({ stat: 0 }, 11, facesSource([5, 6]));
    expect([hit.total, hit.dodged]).toEqual([11, true]);
    const miss = rollDodge({ stat: 0 }, 12, facesSource([5, 6]));
    expect([miss.total, miss.dodged]).toEqual([11, false]);
    expect(rollDodge({ stat: 0 }, 40, facesSource([10, 10])).dodged).toBe(false);
    expect(
      rollDodge({ stat: 0 }, 40, facesSource([10, 10]), { superCritAutoSucceedsChecks: true }).dodged,
    ).toBe(true);
  });

  it("DE-INT-3: a dodged 1 is still 1; undodged damage is whole", () => {
    expect(dodgedDamage(1, true)).toBe(1);
    expect(dodgedDamage(8, true)).toBe(4);
    expect(dodgedDamage(8, false)).toBe(8);
  });
});
