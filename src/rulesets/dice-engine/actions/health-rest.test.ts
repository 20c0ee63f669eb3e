// Resting at the table, by rule ID: short and long rests, and the repair of Resilience bodies
// on a long rest (health-rest.ts).
// Every die is scripted (faces in roll order) or seeded, so every value is exact.
//
// The cast (fixtures): Otto, dying at 0 HP with 1 success and 1 failure (Endurance 1); Mara, a medic
// at 0 Stun and HP 2/3 (Endurance 1, Intuition 2; Battlefield Transfusion, Emergency Resuscitation);
// Ilse, a medic with Emergency Triage (Endurance 2, Stun 2); Bruno (Endurance 2, HP 4, Stun 2).

import { describe, expect, it } from "vitest";
import { HOUR, Play, refusal, repairTable, ruleset } from "./testing/play.js";

describe("short rests (DE-HEAL-1..3)", () => {
  it("DE-HEAL-3 DE-HEAL-2 two stun dice, Endurance 1, faces 4 and 6 → 12, capped at max Stun", () => {
    const p = new Play();
    // One Stun rank bought: max Stun 1 + 4 = 5 and a second stun die (DE-HEAL-1).
    p.edit("mara", (c) => ({ ...c, stunRanks: [4] }));
    const r = p.act("rest", { actor: "mara", kind: "short", spend: 2 }, [4, 6]);
    expect(r.roll!.outcome).toMatchObject({ recovered: 5, faces: [4, 6] });
    expect(r.roll!.summary).toContain("rolls stun dice: 4, 6 = 12");
    expect(p.track("mara")).toMatchObject({ stun: 5, maxStun: 5 });
    expect(p.view("mara").vitals.stunDice).toEqual({ max: 2, spent: 2 });
    expect(p.data("mara").current.stunDiceSpent).toBe(2);
  });

  it("DE-HEAL-2 a stun die never recovers less than 0 (Endurance −1)", () => {
    const p = new Play();
    p.edit("wren", (c) => ({ ...c, stunRanks: [4] }));
    const r = p.act("rest", { actor: "wren", kind: "short", spend: 1 }, [1]);
    expect(r.roll!.outcome).toMatchObject({ recovered: 0 });
  });

  it("DE-HEAL-3 DE-FAT-10 DE-FAT-11 more dice than left, or a strenuous rest, is refused by its field", () => {
    const p = new Play();
    expect(refusal(() => p.act("rest", { actor: "mara", kind: "short", spend: 2 })).path).toEqual(["spend"]);
    const e = refusal(() =>
      p.act("rest", { actor: "mara", kind: "short", activity: { pilotedVehicle: true } }),
    );
    expect(e.path).toEqual(["activity"]);
    expect(e.message).toMatch(/piloted a vehicle/);
    expect(
      refusal(() => p.act("rest", { actor: "mara", kind: "short", medicalSupplies: true })).path,
    ).toEqual(["medicalSupplies"]);
  });
});

describe("long rests (DE-HEAL-4..6, DE-FAT-8..13)", () => {
  /** Doc Harrow, a surgeon (Intuition 1) with Endurance Booster and `perks` besides. */
  const addDoc = (p: Play, ...perks: string[]) =>
    p.add("doc", {
      name: "Doc Harrow",
      stats: { intuition: 1 },
      purchases: [
        { kind: "skill", skill: "medic" },
        { kind: "skill", skill: "surgeon" },
        ...["enduranceBooster", ...perks].map((perk) => ({ kind: "perk", perk })),
      ],
    });

  it("DE-HEAL-4 DE-HEAL-5 Stun and stun dice back; DC 15 Endurance passed → 1 HP, supplies → 1 more", () => {
    const p = new Play();
    p.current("mara", { hp: 1, stunDiceSpent: 1 });
    // 8 + 6 + Endurance 1 = 15.
    const r = p.act("rest", { actor: "mara", kind: "long", medicalSupplies: true }, [8, 6]);
    expect(r.roll!.outcome).toMatchObject({
      gained: { stun: 1, hp: 2, res: 0 },
      suppliesUsed: { medical: 1, repair: 0 },
    });
    expect(r.roll!.dice.map((d) => [d.role, d.faces[0]])).toEqual([
      ["healing", 8],
      ["healing", 6],
    ]);
    expect(p.data("mara").current).toMatchObject({ hp: 3, stun: 1, stunDiceSpent: 0 });
  });

  it("DE-HEAL-5 total 14 with supplies → +1 HP; total 15 without → +1 HP", () => {
    const p = new Play();
    p.current("mara", { hp: 1 });
    p.act("rest", { actor: "mara", kind: "long", medicalSupplies: true }, [7, 6]);
    expect(p.track("mara")).toMatchObject({ hp: 2 });
    const q = new Play();
    q.current("mara", { hp: 1 });
    const r = q.act("rest", { actor: "mara", kind: "long" }, [7, 7]);
    expect(q.track("mara")).toMatchObject({ hp: 2 });
    expect(r.roll!.outcome).toMatchObject({ suppliesUsed: { medical: 0, repair: 0 } });
  });

  it("DE-HEAL-6 DE-FOOD-2 no HP on half rations, nor while starving, and no fatigue off either", () => {
    const p = new Play();
    p.edit("mara", (c) => ({ ...c, fatigue: 2, rest: { ...c.rest, lastDayRations: 1 } }));
    // No check is rolled: nothing could come of it.
    const r = p.act("rest", { actor: "mara", kind: "long", medicalSupplies: true });
    expect(r.roll!.outcome).toMatchObject({ hpBlocked: "halfRations", gained: { stun: 1, hp: 0, res: 0 } });
    expect(r.roll!.summary).toContain("no HP on half rations");
    expect(p.data("mara").fatigue).toBe(2);
    const q = new Play();
    q.edit("mara", (c) => ({ ...c, rest: { ...c.rest, lastDayRations: 0, daysWithoutRation: 2 } }));
    expect(q.act("rest", { actor: "mara", kind: "long" }).roll!.outcome).toMatchObject({
      hpBlocked: "starving",
    });
  });

  it("DE-HEAL-6 DE-PERK-74 the first long rest after field surgery gives no HP, and clears the mark", () => {
    const p = new Play();
    p.edit("mara", (c) => ({ ...c, rest: { ...c.rest, noHpNextLongRest: true } }));
    const r = p.act("rest", { actor: "mara", kind: "long" });
    expect(r.roll!.outcome).toMatchObject({ hpBlocked: "fieldSurgeon" });
    expect(p.track("mara")).toMatchObject({ hp: 2 });
    expect(p.data("mara").rest.noHpNextLongRest).toBe(false);
    p.act("rest", { actor: "mara", kind: "long" }, [9, 9]);
    expect(p.track("mara")).toMatchObject({ hp: 3 });
  });

  it("DE-FAT-12 DE-FAT-13 the clock goes back to 0 and a fatigue level comes off", () => {
    const p = new Play();
    p.edit("bruno", (c) => ({ ...c, fatigue: 2, rest: { ...c.rest, hoursSinceLongRest: 20 } }));
    p.act("rest", { actor: "bruno", kind: "long", hpCheck: false });
    expect(p.data("bruno").fatigue).toBe(1);
    expect(p.data("bruno").rest.hoursSinceLongRest).toBe(0);
  });

  it("DE-FAT-8 a long rest without sleep: a fatigue level, no Stun back, the clock runs on", () => {
    const p = new Play();
    p.edit("mara", (c) => ({ ...c, rest: { ...c.rest, hoursSinceLongRest: 20 } }));
    const r = p.act("rest", { actor: "mara", kind: "long", slept: false });
    expect(r.roll!.outcome).toMatchObject({ slept: false, fatigue: 1 });
    expect(p.track("mara")).toMatchObject({ stun: 0 });
    expect(p.data("mara").rest.hoursSinceLongRest).toBe(20);
  });

  it("DE-FAT-9 DE-FAT-11 too little sleep, too long awake or a strenuous rest is not a long rest", () => {
    const p = new Play();
    expect(refusal(() => p.act("rest", { actor: "mara", kind: "long", sleepHours: 5 })).path).toEqual([
      "sleepHours",
    ]);
    expect(refusal(() => p.act("rest", { actor: "mara", kind: "long", awakeHours: 3 })).path).toEqual([
      "awakeHours",
    ]);
    p.act("rest", { actor: "mara", kind: "long", awakeHours: 2, hpCheck: false });
    expect(
      refusal(() => p.act("rest", { actor: "mara", kind: "long", activity: { travelledFar: true } })).path,
    ).toEqual(["activity"]);
  });

  it("DE-DEATH-2 DE-HEALTH-8 refused while dying, for the dead, and in a fight", () => {
    const p = new Play();
    const dyingRest = refusal(() => p.act("rest", { actor: "otto", kind: "long" }));
    expect(dyingRest.path).toEqual(["actor"]);
    expect(dyingRest.message).toMatch(/dying/);
    const f = new Play();
    f.state = ruleset.fixtures(f.o); // the tracker's example fight at the gate
    expect(refusal(() => f.act("rest", { actor: "guard", kind: "short" })).code).toBe("conflict");
  });

  it("DE-PERK-76 Endurance Booster is Doc's again after Doc's own long rest", () => {
    const p = new Play();
    addDoc(p);
    p.current("mara", { hp: 1 });
    p.act("rest", { actor: "mara", kind: "long", helper: "doc" }, [6, 5]);
    p.act("rest", { actor: "doc", kind: "long" }, [9, 9]);
    // 6 + 5 + Endurance 1 = 12, + 2 = 14: the boost is given again, still short of DC 15.
    const again = p.act("rest", { actor: "mara", kind: "long", helper: "doc" }, [6, 5]);
    expect(again.roll!.outcome).toMatchObject({ enduranceBooster: "given" });
    expect(again.roll!.summary).toContain("fails with 14");
  });

  it("DE-PERK-76 DE-PERK-75 a surgeon tends: Endurance Booster +2 on the check, Critical Care doubles supplies at 0 HP", () => {
    const p = new Play();
    addDoc(p, "criticalCare");
    // Mara: 6 + 6 + 1 = 13, + 2 = 15: success.
    p.current("mara", { hp: 1 });
    const r = p.act("rest", { actor: "mara", kind: "long", helper: "doc" }, [6, 6]);
    expect(r.roll!.summary).toContain("healing check (DC 15) succeeds with 15");
    expect(r.roll!.outcome).toMatchObject({ enduranceBooster: "given" });
    expect(p.track("mara")).toMatchObject({ hp: 2 });
    // Otto, stabilised at 0 HP: the check fails, the supplies give 2 HP.
    p.note("otto", {
      unconscious: { cause: "stabilised", since: 0, until: HOUR },
      death: { successes: 3, failures: 1, stabilised: true, nextCheckAt: null },
    });
    const second = p.act(
      "rest",
      { actor: "otto", kind: "long", helper: "doc", medicalSupplies: true },
      [2, 3],
    );
    expect(p.track("otto")).toMatchObject({ hp: 2 });
    // Once per long rest of Doc's: Otto's check had no +2 (2 + 3 = 5 either way a failure).
    expect(second.roll!.outcome).toMatchObject({ enduranceBooster: "spent" });
    expect(second.roll!.summary).toContain(
      "Doc Harrow's Endurance Booster is spent until their own long rest",
    );
    expect(refusal(() => p.act("rest", { actor: "mara", kind: "long", helper: "mara" })).path).toEqual([
      "helper",
    ]);
  });
});

describe("repairing a Resilience body on a long rest (DE-RES-1..5)", () => {
  const robots = () => repairTable([{ kind: "perk", perk: "enhancedRepairKit" }]);

  it("DE-RES-2 DE-RES-3 own check fails (12), the helper's passes (16): +1 Res; no Stun, no stun dice", () => {
    const p = robots();
    p.current("cog", { res: 1 });
    // Cog: 6 + 5 + 1 = 12; Fixit: 8 + 6 + 2 = 16.
    const r = p.act("rest", { actor: "cog", kind: "long", helper: "fixit" }, [6, 5, 8, 6]);
    expect(r.roll!.summary).toContain("Cog's repair check (DC 15) fails with 12");
    expect(r.roll!.outcome).toMatchObject({ gained: { stun: 0, hp: 0, res: 1 } });
    expect(p.track("cog")).toMatchObject({ kind: "resilience", res: 2 });
  });

  it("DE-RES-1 the race's own Resilience is the maximum, and its immunities and bleeding reach every view", () => {
    const p = new Play({
      setting: {
        races: [
          {
            id: "bulwark",
            name: "Bulwark",
            baseSpeed: 5,
            health: "resilience",
            startingResilience: 20,
            traits: ["eyes"],
            canBleed: false,
            immunities: ["poisoned"],
          },
        ],
      },
    });
    p.add("wall", { name: "Wall", race: "bulwark" });
    const v = p.view("wall");
    expect(v.vitals.track).toEqual({ kind: "resilience", maxRes: 20, res: 20 });
    expect(v.immunities).toEqual(["poisoned"]);
    expect(v.canBleed).toBe(false);
  });

  it("DE-RES-3 two successes still give 1 Res", () => {
    const p = robots();
    p.current("cog", { res: 1 });
    p.act("rest", { actor: "cog", kind: "long", helper: "fixit" }, [9, 9, 9, 9]);
    expect(p.track("cog")).toMatchObject({ res: 2 });
  });

  it("DE-RES-4 DE-PERK-78 repair supplies: 1 Res more, 2 with the helper's Enhanced Repair Kit", () => {
    const p = robots();
    p.current("cog", { res: 1 });
    const r = p.act("rest", { actor: "cog", kind: "long", repairSupplies: true }, [2, 2]);
    expect(r.roll!.outcome).toMatchObject({ gained: { res: 1 }, suppliesUsed: { medical: 0, repair: 1 } });
    const q = robots();
    q.current("cog", { res: 1 });
    q.act(
      "rest",
      { actor: "cog", kind: "long", repairSupplies: true, helper: "fixit", selfRepair: false },
      [2, 2],
    );
    expect(q.track("cog")).toMatchObject({ res: 3 });
  });

  it("DE-RES-5 DE-DEATH-7 at 0 Res it cannot repair itself; another's repair wakes it", () => {
    const p = robots();
    p.current("cog", { res: 0 });
    p.note("cog", {
      unconscious: { cause: "resilience", since: 0, until: null },
      death: { successes: 3, failures: 0, stabilised: true, nextCheckAt: null },
    });
    expect(refusal(() => p.act("rest", { actor: "cog", kind: "long", selfRepair: true })).path).toEqual([
      "selfRepair",
    ]);
    // Left out, its own check is simply not made: only Fixit rolls (9 + 8 + 2 = 19).
    const r = p.act("rest", { actor: "cog", kind: "long", helper: "fixit" }, [9, 8]);
    expect(r.roll!.summary).toContain("Cog wakes up");
    expect(p.track("cog")).toMatchObject({ res: 1 });
    expect(p.view("cog").vitals.unconscious).toBeNull();
    expect(refusal(() => p.act("rest", { actor: "cog", kind: "long", medicalSupplies: true })).path).toEqual([
      "medicalSupplies",
    ]);
  });
});
