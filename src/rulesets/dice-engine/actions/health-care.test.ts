// Caring for the dying at the table, by rule ID: First Aid, and stabilising by Battlefield
// Transfusion or Emergency Resuscitation (health-care.ts).
// Every die is scripted (faces in roll order) or seeded, so every value is exact.
//
// The cast (fixtures): Otto, dying at 0 HP with 1 success and 1 failure (Endurance 1); Mara, a medic
// at 0 Stun and HP 2/3 (Endurance 1, Intuition 2; Battlefield Transfusion, Emergency Resuscitation);
// Ilse, a medic with Emergency Triage (Endurance 2, Stun 2); Bruno (Endurance 2, HP 4, Stun 2).

import { describe, expect, it } from "vitest";
import { dying, HOUR, Play, refusal, tally } from "./testing/play.js";

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
