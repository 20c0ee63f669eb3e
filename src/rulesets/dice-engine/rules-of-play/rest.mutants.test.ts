// What a rest's validity and a completed long rest say, word for word (DE-FAT-8..13, DE-FOOD-2).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { DeCharacter } from "../character/schema.js";
import { build, opts, refused } from "../character/testing/helpers.js";
import { completeLongRest, longRestValidity, shortRestValidity } from "./rest.js";

const o = opts();
const tess = (fatigue: number, rest: Partial<DeCharacter["rest"]> = {}): DeCharacter => {
  const c = build({ race: "human" });
  return {
    ...c,
    fatigue,
    rest: { ...c.rest, ...rest },
    current: { ...c.current, stun: 1, stunDiceSpent: 1 },
  };
};

describe("rest validity", () => {
  it("DE-FAT-9, DE-FAT-11: every reason a long rest fails, the length first", () => {
    const r = longRestValidity({ sleepHours: 5, awakeHours: 3, activity: { strenuous: true } });
    expect(r).toEqual({
      valid: false,
      reasons: ["3 h awake in between; at most 2", "slept 5 h of the 6 needed", "did something strenuous"],
    });
  });

  it("DE-FAT-10: a short rest too short says so", () => {
    expect(shortRestValidity({ minutes: 20 }).reasons).toEqual(["20 minutes; a short rest lasts 30"]);
  });
});

describe("completing a long rest", () => {
  it("DE-FAT-8: a sleepless rest logs the fatigue it costs (automatic or by the check)", () => {
    const auto = completeLongRest(tess(0), o, { slept: false });
    expect(auto.ok && auto.changes).toEqual([
      "Tess: fatigue 0 → 1 (no sleep on a long rest): disadvantage on attack rolls",
    ]);
    const byCheck = completeLongRest(tess(0), opts({ failedSleepFatigue: "check" }), {
      slept: false,
      dice: facesSource([9, 8]),
    });
    expect(byCheck.ok && byCheck.changes).toEqual([
      "Tess: Endurance 17 against DC 15 (no sleep on a long rest): holds up",
    ]);
    const e = refused(
      completeLongRest(tess(0), opts({ failedSleepFatigue: "check" }), { slept: false }),
      "dice_required",
    );
    expect([e.path, e.message]).toEqual([
      ["dice"],
      "this table rolls a fatigue check for a sleepless rest: give dice",
    ]);
  });

  it("DE-FAT-13, DE-HEAL-4: a rest logs the level it removes and refills Stun and stun dice", () => {
    const r = completeLongRest(tess(3), o);
    expect(
      r.ok && [r.changes, r.hpRecoveryAllowed, r.character.current.stun, r.character.current.stunDiceSpent],
    ).toEqual([["Tess completes a long rest", "Tess: fatigue 3 → 2 (long rest)"], true, 6, 0]);
    const rested = completeLongRest(tess(0), o);
    expect(rested.ok && [rested.changes, rested.hpRecoveryAllowed]).toEqual([
      ["Tess completes a long rest"],
      true,
    ]);
  });

  it("DE-FOOD-2: on half rations the log says no fatigue goes and no HP comes back", () => {
    const tired = completeLongRest(tess(3, { lastDayRations: 1 }), o);
    expect(tired.ok && tired.changes).toEqual([
      "Tess completes a long rest",
      "on half rations or less: no fatigue removed",
      "no HP can be recovered on half rations or less",
    ]);
    const fresh = completeLongRest(tess(0, { lastDayRations: 0 }), o);
    expect(fresh.ok && [fresh.changes, fresh.hpRecoveryAllowed]).toEqual([
      ["Tess completes a long rest", "no HP can be recovered on half rations or less"],
      false,
    ]);
  });

  it("DE-HEAL-6: after Field Surgeon the rest recovers no HP, and says why", () => {
    const r = completeLongRest(tess(0, { noHpNextLongRest: true }), o);
    expect(r.ok && [r.changes, r.hpRecoveryAllowed, r.character.rest.noHpNextLongRest]).toEqual([
      ["Tess completes a long rest", "no HP can be recovered on this rest (Field Surgeon)"],
      false,
      false,
    ]);
  });

  it("DE-FAT-7: a character dead of exhaustion cannot complete a rest", () => {
    const e = refused(completeLongRest(tess(6), o), "invalid");
    expect(e.path).toEqual(["fatigue"]);
  });
});
