import { describe, expect, it } from "vitest";
import { type DiceSource, facesSource } from "../../../dice/index.js";
import { maxHpOf } from "../character/derive.js";
import { build, opts } from "../character/testing/helpers.js";
import * as care from "./care.js";

const o = opts();

describe("care perks, at their edges", () => {
  it("DE-PERK-68 a transfusion short of three successes does not stabilise", () => {
    expect(care.battlefieldTransfusion({ successes: 0, failures: 2 })).toEqual({
      successes: 1,
      failures: 2,
      stabilised: false,
      suppliesUsed: 1,
    });
    expect(care.battlefieldTransfusion({ successes: 1, failures: 0 }).stabilised).toBe(false);
  });

  it("DE-PERK-69 an even number of hours halves exactly", () => {
    expect(care.optimisedRecoveryHours(4)).toBe(2);
  });

  it("DE-PERK-72 the medic's die is thrown under both names; the change is written out", () => {
    const medic = build({ name: "Ada", stats: { endurance: 1 }, perks: { overwatchMedic: 1 } });
    const ally = { ...build({ name: "Bo" }), current: { hp: 3, stun: 1, res: null, stunDiceSpent: 0 } };
    const names: string[] = [];
    const inner = facesSource([2]);
    const src: DiceSource = {
      roll(faces, name) {
        names.push(name);
        return inner.roll(faces, name);
      },
    };
    const r = care.overwatchMedic(medic, ally, 10, src);
    if (!r.ok) throw new Error(r.error.message);
    expect(names).toEqual(["d6 (Ada's stun die for Bo)"]);
    expect([r.ally.current.stun, r.restored]).toEqual([4, 3]);
    expect(r.changes).toEqual(["Ada spends a stun die (3) on Bo: Stun 1 → 4"]);
    expect(r.medic.current).toEqual({ ...medic.current, stunDiceSpent: 1 });
    expect(r.ally.current).toEqual({ ...ally.current, stun: 4 });
  });

  it("DE-PERK-72 a medic with every stun die spent is refused, naming the field", () => {
    const medic = build({ name: "Ada", perks: { overwatchMedic: 1 } });
    const spent = { ...medic, current: { ...medic.current, stunDiceSpent: 1 } };
    const ally = build({ name: "Bo" });
    expect(care.overwatchMedic(spent, ally, 6, facesSource([3]))).toEqual({
      ok: false,
      error: {
        code: "invalid",
        path: ["current", "stunDiceSpent"],
        message: "Ada has no stun dice left to spend",
      },
    });
    const left = { ...spent, stunRanks: [4] };
    expect(care.overwatchMedic(left, ally, 6, facesSource([3])).ok).toBe(true);
  });

  it("DE-PERK-73 a failed resuscitation kills with three failures", () => {
    expect(care.emergencyResuscitation(14, o)).toEqual({ stabilised: false, dead: true, failures: 3 });
    expect(care.emergencyResuscitation(16, { resuscitationFailureTally: 1 })).toEqual({
      stabilised: true,
      dead: false,
      failures: 1,
    });
  });

  it("DE-PERK-74 field surgery names the ally and the HP, never past max HP; a second is refused by name", () => {
    const ally = build({ name: "Bo" });
    const max = maxHpOf(ally, o);
    const full = { ...ally, current: { ...ally.current, hp: max } };
    const r = care.fieldSurgery(full, o);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.character.current.hp).toBe(max);
    expect(r.character.rest.noHpNextLongRest).toBe(true);
    expect(r.changes).toEqual([`Bo: field surgery, HP ${max} → ${max}; no HP on the next long rest`]);
    expect(care.fieldSurgery(r.character, o)).toEqual({
      ok: false,
      error: {
        code: "invalid",
        path: ["rest", "noHpNextLongRest"],
        message: "Bo already had field surgery since the last long rest",
      },
    });
    const hurt = { ...ally, current: { ...ally.current, hp: 1 } };
    const h = care.fieldSurgery(hurt, o);
    expect(h.ok && h.changes).toEqual(["Bo: field surgery, HP 1 → 2; no HP on the next long rest"]);
  });

  it("DE-PERK-77/78 more uses, more supplies", () => {
    expect(care.techMedicUses(3)).toBe(6);
    expect([care.repairSuppliesRes(3, true), care.repairSuppliesRes(3, false)]).toEqual([6, 3]);
    expect(care.criticalCare(3, true)).toBe(6);
  });

  it("DE-PERK-79 the repair stops at max Resilience", () => {
    expect(care.advancedResilienceRepair(30, 30, false)).toEqual({ res: 30, used: true });
  });
});
