// Spray attacks pinned field by field: each refusal with its code, path and words (a target's own
// fields under the target, the weapon's left as they are), each target's own advantage and distance,
// the allocation at its edges and the result's every field (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { planSpray, rollSpray, type SprayRequest } from "./spray.js";
import { faces, must, O, opts, refusal, weapon } from "./test-fixtures.js";

const smg = weapon({
  id: "smg",
  name: "SMG",
  damage: "2",
  range: "0-10 Max: 30",
  attacks: [{ type: "spray", ratings: [4, 10] }],
  postAttackChecks: [{ name: "jam", stat: "dexterity", dc: 8 }],
});
const base: Omit<SprayRequest, "targets"> = { attacker: { stat: 0 }, weapon: smg, rating: 10 };
const at = (dv: number, shots: number, more: object = {}) => ({
  defender: { dv },
  shots,
  distance: 5,
  ...more,
});

describe("DE-TYPE-10/11: planning a Spray", () => {
  it("no target, or a target with no whole shot, is refused in words", () => {
    expect(refusal(planSpray({ ...base, targets: [] }, O))).toEqual({
      code: "invalid",
      path: ["targets"],
      message: "a Spray attack declares at least one target",
    });
    expect(refusal(planSpray({ ...base, targets: [at(10, 2), at(10, 1.5)] }, O))).toEqual({
      code: "invalid",
      path: ["targets", 1, "shots"],
      message: "a target gets at least 1 shot, got 1.5",
    });
    expect(refusal(planSpray({ ...base, targets: [at(10, 0)] }, O)).message).toBe(
      "a target gets at least 1 shot, got 0",
    );
    expect(must(planSpray({ ...base, targets: [at(10, 1)] }, O)).plans).toHaveLength(1);
  });

  it("a target's own distance and defender are refused under the target; the weapon's rating and ammo as they are", () => {
    expect(
      refusal(planSpray({ ...base, targets: [at(10, 2), at(10, 2, { distance: 31 })] }, O)),
    ).toMatchObject({
      code: "refused",
      path: ["targets", 1, "distance"],
    });
    expect(refusal(planSpray({ ...base, targets: [{ defender: {}, shots: 2, distance: 5 }] }, O))).toEqual({
      code: "invalid",
      path: ["targets", 0, "defender", "dv"],
      message: "the defender's DV is needed as a whole number",
    });
    expect(refusal(planSpray({ ...base, rating: 5, targets: [at(10, 2)] }, O))).toMatchObject({
      code: "refused",
      path: ["rating"],
    });
    expect(refusal(planSpray({ ...base, ammo: 9, targets: [at(10, 2)] }, O))).toEqual({
      code: "refused",
      path: ["rating"],
      message: "spray:[10] needs 10 ammunition; 9 left",
    });
    expect(must(planSpray({ ...base, ammo: 10, targets: [at(10, 2)] }, O)).rating).toBe(10);
    const { rating: _r, ...unrated } = base;
    expect(refusal(planSpray({ ...unrated, targets: [at(10, 2)] }, O)).message).toBe(
      "choose a rating for spray: 4, 10",
    );
  });

  it("more shots than X are refused; with sprayAllocation exactly, fewer too; X exactly is fine either way", () => {
    expect(refusal(planSpray({ ...base, rating: 4, targets: [at(10, 3), at(10, 2)] }, O))).toEqual({
      code: "refused",
      path: ["targets"],
      message: "5 shots allocated, but Spray:[4] has 4",
    });
    expect(must(planSpray({ ...base, rating: 4, targets: [at(10, 3), at(10, 1)] }, O)).rating).toBe(4);
    const exactly = opts({ sprayAllocation: "exactly" });
    expect(refusal(planSpray({ ...base, rating: 4, targets: [at(10, 3)] }, exactly))).toEqual({
      code: "refused",
      path: ["targets"],
      message: "every one of the 4 shots must be allocated (option sprayAllocation); 3 are",
    });
    expect(must(planSpray({ ...base, rating: 4, targets: [at(10, 3), at(10, 1)] }, exactly)).rating).toBe(4);
  });

  it("each plan: the target's shots and bonus, its own advantage on top of the attacker's, its distance", () => {
    const { plans } = must(
      planSpray(
        {
          ...base,
          attacker: { stat: 1, advantage: 1 },
          targets: [
            { defender: { id: "A", dv: 12 }, shots: 5, distance: 20, attackerAdvantage: 2 },
            { defender: { id: "B", dv: 12 }, shots: 4, distance: 5, attackerAdvantage: 0 },
            { defender: { id: "C", dv: 12 }, shots: 1, distance: 5 },
          ],
        },
        O,
      ),
    );
    expect(
      plans.map((p) => [p.request.shots, p.modifiers.attackType, p.modifiers.range, p.check.advantage]),
    ).toEqual([
      [5, 1, -2, 3],
      [4, 0, 0, 1],
      [1, 0, 0, 1],
    ]);
    expect(
      plans.map((p) => [p.request.defender.id, p.request.attackType, p.request.rating, p.ammoUsed]),
    ).toEqual([
      ["A", "spray", 10, 10],
      ["B", "spray", 10, 10],
      ["C", "spray", 10, 10],
    ]);
    // The attacker's own view is not changed for the others.
    expect(plans[0]!.request.attacker).toEqual({ stat: 1, advantage: 3 });
    expect(plans[1]!.request.attacker).toEqual({ stat: 1, advantage: 1 });
    expect("ammo" in plans[0]!.request).toBe(false);
  });

  it("a weapon with no range needs no distance; with no rating chosen the request carries neither", () => {
    const hose = weapon({ id: "hose", damage: "1", attacks: [{ type: "spray", ratings: [3] }] });
    const { plans } = must(
      planSpray({ attacker: { stat: 0 }, weapon: hose, targets: [{ defender: { dv: 9 }, shots: 3 }] }, O),
    );
    expect("distance" in plans[0]!.request).toBe(false);
    expect(plans[0]!.rating).toBe(3);
    // The weapon's only rating is taken by the plan; the request has no rating key, not one left undefined.
    expect(plans[0]!.request).toStrictEqual({
      attacker: { stat: 0 },
      weapon: hose,
      attackType: "spray",
      defender: { dv: 9 },
      shots: 3,
    });
  });
});

describe("DE-TYPE-10/11: rolling a Spray", () => {
  it("targets in declared order, each its check then its damage; the result's every field", () => {
    const src = faces([9, 9, 2, 3, 6, 6]);
    const r = must(
      rollSpray(
        {
          ...base,
          targets: [
            { defender: { id: "A", dv: 15 }, shots: 5, distance: 5 },
            { defender: { id: "B", dv: 10 }, shots: 2, distance: 5 },
            { defender: { id: "C", dv: 10 }, shots: 1, distance: 5 },
          ],
        },
        src,
        O,
      ),
    );
    src.done();
    expect(r).toMatchObject({
      weapon: "smg",
      rating: 10,
      cost: 10,
      ammoUsed: 10,
      unallocated: 2,
      followUps: [{ name: "jam", stat: "dexterity", dc: 8 }],
    });
    expect(r.targets.map((t) => [t.target, t.hit, t.multiples, t.damage?.amount ?? 0])).toEqual([
      ["A", true, 5, 10],
      ["B", false, 0, 0],
      ["C", true, 1, 2],
    ]);
  });

  it("a refused plan rolls nothing", () => {
    expect(refusal(rollSpray({ ...base, targets: [] }, faces([]), O)).path).toEqual(["targets"]);
  });
});
