// The health actions at the table, by rule ID: damage overflowing Stun into HP, the 0-Stun
// consciousness check, death checks and their tallies (health.ts).
// Every die is scripted (faces in roll order) or seeded, so every value is exact.
//
// The cast (fixtures): Otto, dying at 0 HP with 1 success and 1 failure (Endurance 1); Mara, a medic
// at 0 Stun and HP 2/3 (Endurance 1, Intuition 2; Battlefield Transfusion, Emergency Resuscitation);
// Ilse, a medic with Emergency Triage (Endurance 2, Stun 2); Bruno (Endurance 2, HP 4, Stun 2).

import { describe, expect, it } from "vitest";
import { dying, HOUR, Play, refusal, tally } from "./testing/play.js";

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
