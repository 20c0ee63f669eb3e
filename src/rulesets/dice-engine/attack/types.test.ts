import { describe, expect, it } from "vitest";
import { ATTACK_ACTION_COSTS } from "../tracker/costs.js";
import { type AttackRequest, rollAttack } from "./attack.js";
import { rollSpray } from "./spray.js";
import { faces, must, O, opts, refusal, weapon } from "./test-fixtures.js";
import { ATTACK_TYPE_ROWS, heavyMultiples, seekingBonus, sprayBonus } from "./types.js";
import type { SustainedChain } from "./views.js";

/** A weapon offering every attack type, flat damage 4 so no damage dice are needed. */
const everything = weapon({
  id: "omni",
  damage: "4",
  attacks: [
    { type: "quick", damage: "1" },
    { type: "light", damage: "2" },
    { type: "standard" },
    { type: "seeking", ratings: [1] },
    { type: "sustained" },
    { type: "strong", damage: "6" },
    { type: "overcharged" },
    { type: "heavy", ratings: [3] },
    { type: "precision" },
  ],
});

const attack = (req: Partial<AttackRequest>, list: number[]) => {
  const src = faces(list);
  const r = must(
    rollAttack(
      { attacker: { stat: 0 }, weapon: everything, attackType: "standard", defender: { dv: 10 }, ...req },
      src,
      O,
    ),
  );
  src.done();
  return r;
};

describe("the attack types (C.7)", () => {
  it("DE-TYPE-1: Quick: 3 initiative, no roll bonus, little damage", () => {
    const r = attack({ attackType: "quick" }, [5, 6]);
    expect([r.cost, r.modifiers.attackType, r.check.total, r.damage!.amount]).toEqual([3, 0, 11, 1]);
  });

  it("DE-TYPE-2: Light: 4 initiative, no roll bonus", () => {
    const r = attack({ attackType: "light" }, [5, 6]);
    expect([r.cost, r.modifiers.attackType, r.check.total]).toEqual([4, 0, 11]);
  });

  it("DE-TYPE-3: Standard: 5 initiative, +1 to the roll", () => {
    const r = attack({ attackType: "standard" }, [5, 6]);
    expect([r.cost, r.modifiers.attackType, r.check.total]).toEqual([5, 1, 12]);
  });

  it("DE-TYPE-4: Seeking: line of sight → +5; none and the path bends 80° → allowed, +0; 100° → refused", () => {
    expect(must(seekingBonus(true))).toBe(5);
    expect(must(seekingBonus(false, 80))).toBe(0);
    expect(refusal(seekingBonus(false, 100))).toMatchObject({ code: "refused", path: ["pathBend"] });
    expect(refusal(seekingBonus(false))).toMatchObject({ path: ["pathBend"] });
    const r = attack({ attackType: "seeking" }, [5, 6]);
    expect([r.cost, r.check.total, r.rating]).toEqual([5, 16, 1]);
    expect(attack({ attackType: "seeking", lineOfSight: false, pathBend: 80 }, [5, 6]).check.total).toBe(11);
    const e = refusal(
      rollAttack(
        {
          attacker: { stat: 0 },
          weapon: everything,
          attackType: "seeking",
          defender: { dv: 10 },
          lineOfSight: false,
          pathBend: 100,
        },
        faces([]),
        O,
      ),
    );
    expect(e.path).toEqual(["pathBend"]);
  });

  it("DE-TYPE-5: Sustained, base 4: hits 1, 2, 3 deal 4, 8, 12; after 5 initiative spent before the 4th → 4", () => {
    let chain: SustainedChain | null = null;
    let initiative = 0;
    const hit = (spentBefore = 0) => {
      initiative += spentBefore;
      const r = attack(
        {
          attackType: "sustained",
          defender: { id: "T", dv: 10 },
          sustained: { chain, attackerInitiative: initiative },
        },
        [5, 6],
      );
      expect(r.cost).toBe(5);
      initiative += r.cost;
      chain = r.sustained;
      return r.damage!.amount;
    };
    expect([hit(), hit(), hit()]).toEqual([4, 8, 12]);
    expect(hit(5)).toBe(4);
    // 4 initiative in between keeps the chain going.
    expect(hit(4)).toBe(8);
  });

  it("DE-TYPE-5: the chain resets when the target breaks line of sight, or another target is attacked", () => {
    const chain: SustainedChain = { weapon: "omni", target: "T", hits: 2, initiativeAfter: 10 };
    const lost = attack(
      {
        attackType: "sustained",
        defender: { id: "T", dv: 10 },
        sustained: { chain, attackerInitiative: 10, lineOfSightKept: false },
      },
      [5, 6],
    );
    expect(lost.damage!.amount).toBe(4);
    const other = attack(
      {
        attackType: "sustained",
        defender: { id: "U", dv: 10 },
        sustained: { chain, attackerInitiative: 10 },
      },
      [5, 6],
    );
    expect(other.damage!.amount).toBe(4);
    expect(other.sustained).toEqual({ weapon: "omni", target: "U", hits: 1, initiativeAfter: 15 });
  });

  it("DE-TYPE-5: a miss breaks the chain (option sustainedResetOnMiss); without the option it survives", () => {
    const chain: SustainedChain = { weapon: "omni", target: "T", hits: 2, initiativeAfter: 10 };
    const req: Partial<AttackRequest> = {
      attackType: "sustained",
      defender: { id: "T", dv: 10 },
      sustained: { chain, attackerInitiative: 10 },
    };
    expect(attack(req, [2, 3]).sustained).toBeNull();
    const keep = must(
      rollAttack(
        { attacker: { stat: 0 }, weapon: everything, attackType: "standard", defender: { dv: 10 }, ...req },
        faces([2, 3]),
        opts({ sustainedResetOnMiss: false }),
      ),
    );
    expect(keep.sustained).toEqual({ ...chain, initiativeAfter: 15 });
    expect(
      refusal(
        rollAttack(
          {
            attacker: { stat: 0 },
            weapon: everything,
            attackType: "sustained",
            defender: { id: "T", dv: 10 },
          },
          faces([]),
          O,
        ),
      ).path,
    ).toEqual(["sustained"]);
  });

  it("DE-TYPE-6: Strong: 6 initiative, no roll bonus, the weapon's stronger damage", () => {
    const r = attack({ attackType: "strong" }, [5, 6]);
    expect([r.cost, r.modifiers.attackType, r.damage!.amount]).toEqual([6, 0, 6]);
  });

  it("DE-TYPE-7: Overcharged: 6 initiative, no roll bonus and no core effect", () => {
    const r = attack({ attackType: "overcharged" }, [5, 6]);
    expect([r.cost, r.modifiers.attackType, r.damage!.amount]).toEqual([6, 0, 4]);
  });

  it("DE-TYPE-8: Heavy:[3] → DoS 1: 1×, 2: 1×, 3: 2×, 4: 2×, 5: 3×, 9: 3×", () => {
    expect([1, 2, 3, 4, 5, 9].map((d) => heavyMultiples(3, d))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(heavyMultiples(3, 0)).toBe(0);
  });

  it("DE-TYPE-8: Heavy costs 7 and deals one damage roll per multiple", () => {
    const r = attack({ attackType: "heavy", defender: { dv: 7 } }, [5, 6]); // 11 vs 7: DoS 5
    expect([r.cost, r.dos, r.multiples, r.damage!.amount]).toEqual([7, 5, 3, 12]);
  });

  it("DE-TYPE-9: Precision: 8 initiative, +2 to the roll", () => {
    const r = attack({ attackType: "precision" }, [5, 6]);
    expect([r.cost, r.modifiers.attackType, r.check.total]).toEqual([8, 2, 13]);
  });

  it("DE-TYPE-10: Spray:[10], 7 shots at A (DV 15), 3 at B (DV 12): A rolls 18 +1 → 19, DoS 5 → 5 hits; B rolls 14, DoS 3 → 3 hits", () => {
    const smg = weapon({ id: "smg", damage: "2", attacks: [{ type: "spray", ratings: [10] }] });
    const src = faces([9, 9, 7, 7]);
    const r = must(
      rollSpray(
        {
          attacker: { stat: 0 },
          weapon: smg,
          targets: [
            { defender: { id: "A", dv: 15 }, shots: 7 },
            { defender: { id: "B", dv: 12 }, shots: 3 },
          ],
        },
        src,
        O,
      ),
    );
    src.done();
    expect(r.cost).toBe(10);
    expect(r.targets.map((t) => [t.target, t.check.total, t.dos, t.multiples, t.damage!.amount])).toEqual([
      ["A", 19, 5, 5, 10],
      ["B", 14, 3, 3, 6],
    ]);
    expect(sprayBonus(7, O)).toBe(1);
    expect(sprayBonus(10, O)).toBe(2);
    expect(sprayBonus(4, O)).toBe(0);
    expect(sprayBonus(4, opts({ countingRounding: "ceil" }))).toBe(1);
  });

  it("DE-TYPE-10: hits are capped by the shots aimed at the target", () => {
    const smg = weapon({ id: "smg", damage: "2", attacks: [{ type: "spray", ratings: [10] }] });
    const r = must(
      rollSpray(
        { attacker: { stat: 0 }, weapon: smg, targets: [{ defender: { dv: 5 }, shots: 2 }] },
        faces([9, 9]),
        O,
      ),
    );
    expect([r.targets[0]!.dos, r.targets[0]!.multiples]).toEqual([14, 2]);
  });

  it("DE-TYPE-11: Spray uses X ammunition; allocations total at most X (unallocated shots are wasted); each target's hits are one instance", () => {
    const smg = weapon({ id: "smg", damage: "2", attacks: [{ type: "spray", ratings: [5, 10] }] });
    const base = { attacker: { stat: 0 }, weapon: smg, rating: 10 };
    const r = must(rollSpray({ ...base, targets: [{ defender: { dv: 10 }, shots: 6 }] }, faces([9, 9]), O));
    expect([r.ammoUsed, r.unallocated, r.targets[0]!.damage!.instances]).toEqual([10, 4, 1]);
    const over = refusal(
      rollSpray(
        {
          ...base,
          targets: [
            { defender: { dv: 10 }, shots: 6 },
            { defender: { dv: 10 }, shots: 5 },
          ],
        },
        faces([]),
        O,
      ),
    );
    expect(over.path).toEqual(["targets"]);
    const exactly = refusal(
      rollSpray(
        { ...base, targets: [{ defender: { dv: 10 }, shots: 6 }] },
        faces([]),
        opts({ sprayAllocation: "exactly" }),
      ),
    );
    expect(exactly.message).toMatch(/every one of the 10 shots/);
    expect(
      refusal(rollSpray({ ...base, ammo: 7, targets: [{ defender: { dv: 10 }, shots: 6 }] }, faces([]), O))
        .path,
    ).toEqual(["rating"]);
    expect(
      refusal(rollSpray({ ...base, targets: [{ defender: { dv: 10 }, shots: 0 }] }, faces([]), O)).path,
    ).toEqual(["targets", 0, "shots"]);
    expect(
      refusal(
        rollAttack(
          { attacker: { stat: 0 }, weapon: smg, attackType: "spray", rating: 10, defender: { dv: 10 } },
          faces([]),
          O,
        ),
      ).message,
    ).toMatch(/rollSpray/);
  });

  it("DE-TYPE-1..10: C.7 lists the ten types; their costs are the C.8 table's", () => {
    expect(ATTACK_TYPE_ROWS).toHaveLength(10);
    for (const row of ATTACK_TYPE_ROWS)
      expect(row.initiative).toBe(ATTACK_ACTION_COSTS.find((c) => c.id === row.id)!.cost);
    expect(ATTACK_TYPE_ROWS.filter((r) => r.rated).map((r) => r.id)).toEqual(["seeking", "heavy", "spray"]);
  });
});
