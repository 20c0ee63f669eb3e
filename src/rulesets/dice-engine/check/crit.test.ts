import { describe, expect, it } from "vitest";
import { resolveCheck } from "./check.js";
import { classifyCrit } from "./crit.js";
import { critDamage } from "./critDamage.js";
import { DEFAULT_CHECK_OPTIONS } from "./options.js";

const at10: [number, number] = [10, 10];

describe("criticals", () => {
  it("DE-CRIT-1 crits look only at the two kept dice", () => {
    expect(resolveCheck({ stat: 0, advantage: 1 }, [1, 1, 6]).crit).toBe("semiFail");
    expect(classifyCrit([6, 1], at10, DEFAULT_CHECK_OPTIONS).crit).toBe("semiFail");
  });

  it("DE-CRIT-2 one kept die ≥10 and the other not a 1 adds +2", () => {
    const r = resolveCheck({ stat: 1 }, [10, 5]);
    expect(r.total).toBe(18);
    expect(r.crit).toBe("semiCrit");
  });

  it("DE-CRIT-2 on a d12 faces 10, 11 and 12 all qualify", () => {
    const r = resolveCheck({ stat: 0, training: "proficient" }, [11, 4]);
    expect(r.total).toBe(17);
    expect(r.crit).toBe("semiCrit");
    expect(resolveCheck({ stat: 0, training: "proficient" }, [12, 4]).crit).toBe("semiCrit");
  });

  it("DE-CRIT-2 option critThreshold moves the band", () => {
    expect(resolveCheck({ stat: 0 }, [9, 5], { critThreshold: 9 }).crit).toBe("semiCrit");
    expect(resolveCheck({ stat: 0, training: "proficient" }, [10, 5], { critThreshold: 11 }).crit).toBe(
      "none",
    );
  });

  it("DE-CRIT-3 a semi-critical hit adds +1 damage", () => {
    const r = resolveCheck({ stat: 0, attack: true, target: 10 }, [10, 6]);
    expect(r.outcome?.success).toBe(true);
    expect(r.critDamageBonus).toBe(1);
    expect(critDamage(4, r.crit)).toBe(5);
  });

  it("DE-CRIT-4 a super-critical adds both +2s (+4); superCritRollBonus 2 gives 22", () => {
    const r = resolveCheck({ stat: 0 }, [10, 10]);
    expect(r.total).toBe(24);
    expect(r.crit).toBe("superCrit");
    expect(r.critDamageBonus).toBe(2);
    expect(resolveCheck({ stat: 0 }, [10, 10], { superCritRollBonus: 2 }).total).toBe(22);
  });

  it("DE-CRIT-5 a super-critical attack always hits with at least 1 DoS and doubled damage", () => {
    const r = resolveCheck({ stat: 0, attack: true, target: 40 }, [10, 10]);
    expect(r.outcome).toEqual({ success: true, dos: 1, dof: 0, forced: "success" });
    expect(critDamage(6, r.crit)).toBe(16);
  });

  it("DE-CRIT-5 a super-critical above the DV keeps its computed DoS; doubling comes after bonuses", () => {
    const r = resolveCheck({ stat: 0, attack: true, target: 19 }, [10, 10]);
    expect(r.outcome).toMatchObject({ success: true, dos: 6, forced: null });
    // The Heavy:[3] example: 6 DoS → 3 multiples → 9 base (the multiples are attack rules, §20).
    expect(critDamage(9, r.crit)).toBe(22);
  });

  it("DE-CRIT-6 one 1 with an ordinary other die has no effect", () => {
    const r = resolveCheck({ stat: 2 }, [1, 8]);
    expect(r.total).toBe(11);
    expect(r.crit).toBe("semiFail");
    expect(r.critBonus).toBe(0);
    expect(r.critDamageBonus).toBe(0);
  });

  it("DE-CRIT-7 double 1 fails automatically whatever the total", () => {
    const r = resolveCheck({ stat: 5, focusRating: 3, target: 2 }, [1, 1]);
    expect(r.total).toBe(10);
    expect(r.outcome).toMatchObject({ success: false, dos: 0, forced: "fail" });
    const atk = resolveCheck({ stat: 5, attack: true, target: 0 }, [1, 1]);
    expect(atk.outcome?.success).toBe(false);
  });

  it("DE-CRIT-8 a 10 and a 1 cancel: anti-critical", () => {
    const r = resolveCheck({ stat: 0 }, [10, 1]);
    expect(r.total).toBe(11);
    expect(r.crit).toBe("antiCrit");
    expect(r.critDamageBonus).toBe(0);
    expect(critDamage(4, r.crit)).toBe(4);
  });

  it("DE-CRIT-9 a super-critical check does not auto-succeed unless superCritAutoSucceedsChecks", () => {
    const r = resolveCheck({ stat: -4, target: 25 }, [10, 10]);
    expect(r.total).toBe(20);
    expect(r.outcome?.success).toBe(false);
    const opt = resolveCheck({ stat: -4, target: 25 }, [10, 10], { superCritAutoSucceedsChecks: true });
    expect(opt.outcome).toMatchObject({ success: true, dos: 1, forced: "success" });
  });

  it("DE-CRIT-10 thresholds are per die in roll order", () => {
    // A perk lowers the first die's threshold to 9: [9, 5] is a semi-critical, [5, 9] is not.
    expect(resolveCheck({ stat: 0, critThresholds: [9] }, [9, 5]).crit).toBe("semiCrit");
    expect(resolveCheck({ stat: 0, critThresholds: [9] }, [5, 9]).crit).toBe("none");
    expect(classifyCrit([9, 9], [9, 10], DEFAULT_CHECK_OPTIONS).crit).toBe("semiCrit");
    expect(classifyCrit([9, 9], [9, 9], DEFAULT_CHECK_OPTIONS).crit).toBe("superCrit");
  });
});
