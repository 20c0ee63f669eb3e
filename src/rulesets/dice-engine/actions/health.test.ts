// The health actions at the table, by rule ID: damage overflowing Stun into HP, the 0-Stun
// consciousness check, death checks and their tallies, First Aid, stabilising (Battlefield
// Transfusion, Emergency Resuscitation), short and long rests with the repair of Resilience bodies.
// Every die is scripted (faces in roll order) or seeded, so every value is exact.
//
// The cast (fixtures): Otto, dying at 0 HP with 1 success and 1 failure (Endurance 1); Mara, a medic
// at 0 Stun and HP 2/3 (Endurance 1, Intuition 2; Battlefield Transfusion, Emergency Resuscitation);
// Ilse, a medic with Emergency Triage (Endurance 2, Stun 2); Bruno (Endurance 2, HP 4, Stun 2).

import { describe, expect, it } from "vitest";
import { HOUR, Play, refusal, repairTable, ruleset } from "./testing/play.js";

const tally = (p: Play, id: string) => {
  const d = p.view(id).vitals.death;
  return [d.successes, d.failures, d.stabilised] as const;
};
const dying = (successes: number, failures: number) => ({
  unconscious: { cause: "dying", since: 0, until: null },
  death: { successes, failures, stabilised: false, nextCheckAt: 10, resuscitationTried: false },
  dead: false,
});

describe("damage: Stun first, then HP (DE-HEALTH-3..10)", () => {
  it("DE-HEALTH-3 damage within the Stun left comes off Stun only", () => {
    const p = new Play();
    p.act("damage", { target: "ilse", damage: { parts: [{ amount: 1 }] } });
    expect(p.track("ilse")).toMatchObject({ stun: 1, hp: 3 });
  });

  it("DE-HEALTH-4 DE-HEALTH-6 DE-HEALTH-10 overflow: Stun 2, 5 damage → Stun 0 and exactly 1 HP, then one DC 13 check", () => {
    const p = new Play();
    // Bruno (Endurance 2, HP 4): HP 3 after the hit, so DC 12 + 1 = 13; 6 + 5 + 2 = 13 holds.
    const r = p.act("damage", { target: "bruno", damage: { parts: [{ amount: 5 }] } }, [6, 5]);
    expect(p.track("bruno")).toMatchObject({ stun: 0, hp: 3 });
    const checks = (r.roll!.outcome.happenings as { kind: string; check?: { dc: number } }[]).filter(
      (h) => h.kind === "check",
    );
    expect(checks.map((h) => h.check!.dc)).toEqual([13]);
    expect(p.view("bruno").vitals.unconscious).toBeNull();
    expect(r.roll!.summary).toContain("consciousness check (DC 13) succeeds with 13");
  });

  it("DE-HEALTH-4 with stunOverflow: full the excess goes on to HP", () => {
    const p = new Play({ stunOverflow: "full" });
    p.act("damage", { target: "bruno", damage: { parts: [{ amount: 5 }] } }, [9, 9]);
    expect(p.track("bruno")).toMatchObject({ stun: 0, hp: 1 });
  });

  it("DE-HEALTH-5 DE-HEALTH-7 at 0 Stun damage goes to HP and the check repeats at the new DC; failing costs 1d6 hours", () => {
    const p = new Play();
    // Mara: HP 2/3 at 0 Stun; 1 damage → HP 1, DC 12 + 2 = 14; 2 + 3 + 1 = 6 fails; d6 = 4 hours.
    const r = p.act("damage", { target: "mara", damage: { parts: [{ amount: 1 }] } }, [2, 3, 4]);
    expect(p.track("mara")).toMatchObject({ stun: 0, hp: 1 });
    expect(r.roll!.summary).toContain("consciousness check (DC 14) fails with 6");
    expect(p.view("mara").vitals.unconscious).toEqual({ cause: "stun", since: 0, until: 4 * HOUR });
  });

  it("DE-HEALTH-8 DE-DEATH-2 reaching 0 HP: unconscious, and a death check at once", () => {
    const p = new Play();
    // Mara HP 2 at 0 Stun takes 2: HP 0; death check 7 + 6 + 1 = 14 ≥ 12: one success.
    p.act("damage", { target: "mara", damage: { parts: [{ amount: 2 }] } }, [7, 6]);
    expect(p.track("mara")).toMatchObject({ hp: 0 });
    expect(p.view("mara").vitals.unconscious).toMatchObject({ cause: "dying" });
    expect(tally(p, "mara")).toEqual([1, 0, false]);
    expect(p.view("mara").vitals.death.nextCheckAt).toBe(10);
  });

  it("DE-HEALTH-8 an execution skips the immediate death check", () => {
    const p = new Play();
    p.act("damage", { target: "mara", damage: { parts: [{ amount: 2 }], executed: true } });
    expect(tally(p, "mara")).toEqual([0, 0, false]);
  });

  it("DE-DEATH-4 damage at 0 HP forces a death check: a success is not tallied, a failure is", () => {
    const hit = { target: "otto", damage: { parts: [{ amount: 1 }], track: "direct" } };
    const p = new Play();
    p.act("damage", hit, [9, 8]);
    expect(tally(p, "otto")).toEqual([1, 1, false]);
    p.act("damage", hit, [2, 3]);
    expect(tally(p, "otto")).toEqual([1, 2, false]);
  });
});

describe("the consciousness check (DE-HEALTH-6, 7)", () => {
  it("DE-HEALTH-6 DC 12 + missing HP: Mara at HP 2/3 rolls against 13", () => {
    const p = new Play();
    const ok = p.act("unconsciousCheck", { actor: "mara" }, [6, 6]);
    expect(ok.roll!.partition).toBe("success");
    expect(ok.roll!.summary).toContain("(DC 13) succeeds with 13");
    expect(ok.roll!.dice.map((d) => d.faces[0])).toEqual([6, 6]);
    // 2d10 + 1 ≥ 13: P(2d10 ≥ 12) with semi-criticals adding 2 — exact from the check core.
    const odds = p.odds("unconsciousCheck", { actor: "mara" });
    expect(odds.partition.success! + odds.partition.failure!).toBeCloseTo(1, 12);
    expect(odds.partition.success).toBeGreaterThan(0.4);
    expect(odds.partition.success).toBeLessThan(0.6);
  });

  it("DE-HEALTH-6 DE-HEALTH-9 failing: 1d6 hours unconscious; regaining Stun wakes her", () => {
    const p = new Play();
    const r = p.act("unconsciousCheck", { actor: "mara" }, [2, 3, 5]);
    expect(r.roll!.partition).toBe("failure");
    expect(p.view("mara").vitals.unconscious).toEqual({ cause: "stun", since: 0, until: 5 * HOUR });
    // A short rest's stun die (4 + Endurance 1, capped at max Stun 1) wakes her at once.
    const rest = p.act("rest", { actor: "mara", kind: "short", spend: 1 }, [4]);
    expect(rest.roll!.summary).toContain("Mara Quill wakes up");
    expect(p.view("mara").vitals.unconscious).toBeNull();
    expect(p.track("mara")).toMatchObject({ stun: 1 });
  });

  it("DE-PERK-71 Pain Resistance Techniques reaches the table's consciousness check: one more d10, keep the best two", () => {
    const p = new Play();
    const plain = p.odds("unconsciousCheck", { actor: "mara" }).partition.success!;
    p.edit("mara", (c) => ({
      ...c,
      perks: { ...c.perks, painResistanceTechniques: { rank: 1, source: "xp" } },
    }));
    expect(p.view("mara").checkEffects).toEqual([
      {
        source: "Pain Resistance Techniques",
        purpose: "consciousness",
        stat: "endurance",
        advantage: 1,
        disadvantage: 0,
        bonus: 0,
      },
    ]);
    expect(p.odds("unconsciousCheck", { actor: "mara" }).partition.success!).toBeGreaterThan(plain);
    // Three dice now: 1, 6, 6 keeps 6 + 6 + Endurance 1 = 13 against DC 13.
    const r = p.act("unconsciousCheck", { actor: "mara" }, [1, 6, 6]);
    expect(r.roll!.partition).toBe("success");
  });

  it("DE-HEALTH-7 refused for anyone not awake at 0 Stun, naming the actor", () => {
    const p = new Play();
    const e = refusal(() => p.act("unconsciousCheck", { actor: "bruno" }));
    expect(e.path).toEqual(["actor"]);
    expect(e.message).toMatch(/not conscious at 0 Stun/);
  });
});

describe("death checks (DE-DEATH-1..9)", () => {
  it("DE-DEATH-1 DE-DEATH-3 S, F, S, S → stabilised", () => {
    const p = new Play();
    p.note("otto", dying(0, 0));
    // Endurance 1 against DC 12.
    expect(p.act("deathCheck", { actor: "otto" }, [6, 5]).roll!.partition).toBe("success");
    expect(p.act("deathCheck", { actor: "otto" }, [2, 3]).roll!.partition).toBe("failure");
    p.act("deathCheck", { actor: "otto" }, [8, 3]);
    expect(tally(p, "otto")).toEqual([2, 1, false]);
    // The third success stabilises; 1d6 = 2: asleep 2 hours (DE-DEATH-6).
    const last = p.act("deathCheck", { actor: "otto" }, [7, 4, 2]);
    expect(last.roll!.summary).toContain("Otto Brask is stabilised");
    expect(tally(p, "otto")).toEqual([3, 1, true]);
    expect(p.view("otto").vitals.unconscious).toEqual({ cause: "stabilised", since: 0, until: 2 * HOUR });
    expect(p.view("otto").vitals.death.nextCheckAt).toBeNull();
  });

  it("DE-DEATH-3 F, S, F, F → dead", () => {
    const p = new Play();
    p.note("otto", dying(0, 0));
    for (const faces of [
      [1, 2],
      [9, 9],
      [2, 2],
    ])
      p.act("deathCheck", { actor: "otto" }, faces);
    const r = p.act("deathCheck", { actor: "otto" }, [3, 3]);
    expect(r.roll!.summary).toContain("Otto Brask dies");
    expect(tally(p, "otto")).toEqual([1, 3, false]);
    expect(p.view("otto").vitals.dead).toBe(true);
  });

  it("DE-DEATH-2 a periodic check schedules the next one 10 initiative on", () => {
    const p = new Play();
    p.act("deathCheck", { actor: "otto" }, [2, 9]);
    expect(p.view("otto").vitals.death.nextCheckAt).toBe(10);
    expect(tally(p, "otto")).toEqual([2, 1, false]);
  });

  it("DE-DEATH-9 a super-critical success counts once; a double 1 fails whatever the total", () => {
    const p = new Play();
    p.act("deathCheck", { actor: "otto" }, [10, 10]);
    expect(tally(p, "otto")).toEqual([2, 1, false]);
    p.act("deathCheck", { actor: "otto" }, [1, 1]);
    expect(tally(p, "otto")).toEqual([2, 2, false]);
  });

  it("DE-DEATH-1 the odds are a DC 12 Endurance check's", () => {
    const p = new Play();
    const o = p.odds("deathCheck", { actor: "otto" });
    const dc12 = p.odds("unconsciousCheck", { actor: "mara" }); // Endurance 1 against DC 13
    expect(o.partition.success).toBeGreaterThan(dc12.partition.success!);
    expect(o.partition.success! + o.partition.failure!).toBeCloseTo(1, 12);
  });

  it("DE-DEATH-5 a stabilised character makes no periodic check but still dies at a third failure from damage", () => {
    const p = new Play();
    p.note("otto", {
      ...dying(3, 2),
      unconscious: { cause: "stabilised", since: 0, until: HOUR },
      death: { successes: 3, failures: 2, stabilised: true, nextCheckAt: null },
    });
    expect(refusal(() => p.act("deathCheck", { actor: "otto" })).path).toEqual(["actor"]);
    p.act("damage", { target: "otto", damage: { parts: [{ amount: 1 }], track: "direct" } }, [2, 2]);
    expect(p.view("otto").vitals.dead).toBe(true);
  });

  it("DE-DEATH-8 the tallies reset once HP is above 0 again", () => {
    const p = new Play();
    p.note("otto", {
      unconscious: { cause: "stabilised", since: 0, until: HOUR },
      death: { successes: 3, failures: 2, stabilised: true, nextCheckAt: null },
    });
    // A long rest: the DC 15 check (9 + 6 + 1 = 16) restores 1 HP.
    p.act("rest", { actor: "otto", kind: "long" }, [9, 6]);
    expect(p.track("otto")).toMatchObject({ hp: 1 });
    expect(tally(p, "otto")).toEqual([0, 0, false]);
  });
});

describe("First Aid (DE-AID-1..3)", () => {
  it("DE-AID-1 DE-AID-2 DE-AID-3 Ilse (Medic, Emergency Triage) gives advantage on the next death check for 5 initiative", () => {
    const p = new Play();
    const without = p.odds("deathCheck", { actor: "otto" }).partition.success!;
    const r = p.act("firstAid", { actor: "ilse", target: "otto" });
    expect(r.roll!.outcome).toMatchObject({ cost: 5, advantageChecks: 1, charged: false });
    expect(r.roll!.summary).toBe(
      "Ilse Varn gives Otto Brask First Aid: advantage on the next death check (5 initiative)",
    );
    expect(p.view("otto").vitals.firstAidChecks).toBe(1);
    expect(p.odds("deathCheck", { actor: "otto" }).partition.success!).toBeGreaterThan(without);
    // Three dice, the best two kept: 9 + 5 + 1 = 15.
    const check = p.act("deathCheck", { actor: "otto" }, [2, 9, 5]);
    expect(check.roll!.dice.map((d) => [d.faces[0], d.kept])).toEqual([
      [2, false],
      [9, true],
      [5, true],
    ]);
    expect(tally(p, "otto")).toEqual([2, 1, false]);
    expect(p.view("otto").vitals.firstAidChecks).toBe(0);
  });

  it("DE-AID-2 DE-PERK-67 Improved First Aid covers the next two checks; repeating it does not stack", () => {
    const p = new Play();
    p.add("nell", {
      name: "Nell Ashby",
      stats: { intuition: 1 },
      purchases: [
        { kind: "skill", skill: "medic" },
        { kind: "perk", perk: "improvedFirstAid" },
      ],
    });
    const r = p.act("firstAid", { actor: "nell", target: "otto" });
    expect(r.roll!.outcome).toMatchObject({ cost: 10, advantageChecks: 2 });
    p.act("firstAid", { actor: "nell", target: "otto" });
    expect(p.view("otto").vitals.firstAidChecks).toBe(2);
    p.act("deathCheck", { actor: "otto" }, [1, 2, 9]);
    expect(p.view("otto").vitals.firstAidChecks).toBe(1);
  });

  it("DE-AID-1 refused without the Medic skill, out of reach, or for a patient not dying — each by its field", () => {
    const p = new Play();
    expect(refusal(() => p.act("firstAid", { actor: "bruno", target: "otto" })).path).toEqual(["actor"]);
    const far = refusal(() => p.act("firstAid", { actor: "ilse", target: "otto", distance: 2 }));
    expect(far.path).toEqual(["distance"]);
    expect(far.message).toMatch(/within 1 m/);
    expect(refusal(() => p.act("firstAid", { actor: "ilse", target: "bruno" })).path).toEqual(["target"]);
    expect(refusal(() => p.act("firstAid", { actor: "ilse", target: "ilse" })).path).toEqual(["target"]);
    // The reach is the table's option.
    const wide = new Play({ firstAidReach: 3 });
    wide.act("firstAid", { actor: "ilse", target: "otto", distance: 2 });
    expect(wide.view("otto").vitals.firstAidChecks).toBe(1);
  });

  it("DE-AID-1 DE-AID-3 DE-ACT-2 in a fight the medic must be active and pays on the tracker", () => {
    const p = new Play();
    p.act("initiative", {
      participants: [
        { character: "ilse", initiative: 0 },
        { character: "bruno", initiative: 3 },
        { character: "otto", initiative: 6 },
      ],
    });
    const r = p.act("firstAid", { actor: "ilse", target: "otto" });
    expect(r.roll!.outcome).toMatchObject({ charged: true });
    expect(r.events.find((e) => e.type === "ticks.spent")).toMatchObject({ id: "ilse", cost: 5 });
    expect(p.state.encounter!.participants.find((x) => x.id === "ilse")!.tick).toBe(5);
    // Bruno (3) is active now, not Ilse.
    expect(refusal(() => p.act("firstAid", { actor: "ilse", target: "otto" })).code).toBe("refused");
  });
});

describe("stabilising (DE-PERK-68, DE-PERK-73)", () => {
  it("DE-PERK-68 Battlefield Transfusion: an automatic success that counts; the third stabilises", () => {
    const p = new Play();
    const r = p.act("stabilise", { actor: "mara", target: "otto", method: "transfusion" });
    expect(r.roll!.partition).toBe("success");
    expect(r.roll!.outcome).toMatchObject({ stabilised: false, cost: 10, medicalSupplies: 1 });
    expect(tally(p, "otto")).toEqual([2, 1, false]);
    // 1d6 = 3: asleep 3 hours (DE-DEATH-6).
    const s = p.act("stabilise", { actor: "mara", target: "otto", method: "transfusion" }, [3]);
    expect(s.roll!.outcome).toMatchObject({ stabilised: true });
    expect(tally(p, "otto")).toEqual([3, 1, true]);
    expect(p.view("otto").vitals.unconscious).toEqual({ cause: "stabilised", since: 0, until: 3 * HOUR });
    expect(p.odds("stabilise", { actor: "mara", target: "bruno", method: "transfusion" }).partition).toEqual({
      success: 1,
      failure: 0,
    });
  });

  it("DE-PERK-68 refused without the perk (by method) or for a patient not dying (by target)", () => {
    const p = new Play();
    const e = refusal(() => p.act("stabilise", { actor: "ilse", target: "otto", method: "transfusion" }));
    expect(e.path).toEqual(["method"]);
    expect(e.message).toMatch(/Battlefield Transfusion/);
    expect(
      refusal(() => p.act("stabilise", { actor: "mara", target: "bruno", method: "transfusion" })).path,
    ).toEqual(["target"]);
  });

  it("DE-PERK-73 Emergency Resuscitation after a third failure: DC 15 Intuition; success leaves 2 failures", () => {
    const p = new Play();
    p.note("otto", dying(1, 2));
    p.act("deathCheck", { actor: "otto" }, [2, 3]);
    expect(p.view("otto").vitals.dead).toBe(true);
    // Mara: Intuition 2, no Medicine focus: 7 + 6 + 2 = 15; then 1d6 = 4 hours asleep.
    const r = p.act("stabilise", { actor: "mara", target: "otto", method: "resuscitation" }, [7, 6, 4]);
    expect(r.roll!.partition).toBe("success");
    expect(r.roll!.summary).toContain("Otto Brask is stabilised instead of dying");
    expect(p.view("otto").vitals.dead).toBe(false);
    expect(tally(p, "otto")).toEqual([1, 2, true]);
    expect(p.view("otto").vitals.unconscious).toEqual({ cause: "stabilised", since: 0, until: 4 * HOUR });
    // DE-DEATH-5: the next failure (from damage) kills.
    p.act("damage", { target: "otto", damage: { parts: [{ amount: 1 }], track: "direct" } }, [2, 2]);
    expect(p.view("otto").vitals.dead).toBe(true);
  });

  it("DE-PERK-73 failing confirms the death, and nobody may try again", () => {
    const p = new Play({ resuscitationFailureTally: 0 });
    p.note("otto", dying(0, 2));
    p.act("deathCheck", { actor: "otto" }, [2, 3]);
    const odds = p.odds("stabilise", { actor: "mara", target: "otto", method: "resuscitation" });
    expect(odds.partition.success! + odds.partition.failure!).toBeCloseTo(1, 12);
    const r = p.act("stabilise", { actor: "mara", target: "otto", method: "resuscitation" }, [3, 4]);
    expect(r.roll!.partition).toBe("failure");
    expect(r.roll!.summary).toContain("Otto Brask dies");
    expect(p.view("otto").vitals.dead).toBe(true);
    const again = refusal(() =>
      p.act("stabilise", { actor: "mara", target: "otto", method: "resuscitation" }),
    );
    expect(again.path).toEqual(["target"]);
    expect(again.message).toMatch(/already tried/);
  });

  it("DE-PERK-73 the option resuscitationFailureTally sets the failures left; the reach is 1 m", () => {
    const p = new Play({ resuscitationFailureTally: 0 });
    p.note("otto", dying(0, 2));
    p.act("deathCheck", { actor: "otto" }, [2, 3]);
    expect(
      refusal(() =>
        p.act("stabilise", { actor: "mara", target: "otto", method: "resuscitation", distance: 1.5 }),
      ).path,
    ).toEqual(["distance"]);
    p.act("stabilise", { actor: "mara", target: "otto", method: "resuscitation" }, [9, 8, 1]);
    expect(tally(p, "otto")).toEqual([0, 0, true]);
    // Refused for a patient still alive, before any die.
    expect(
      refusal(() => p.act("stabilise", { actor: "mara", target: "bruno", method: "resuscitation" })).path,
    ).toEqual(["target"]);
  });
});

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
