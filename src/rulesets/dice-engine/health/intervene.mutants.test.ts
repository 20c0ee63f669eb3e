// Battlefield Transfusion and Emergency Resuscitation, pinned field by field: the tally line each
// writes, the stabilisation that follows, the refusals' words, and the failures a saved character
// keeps (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { hero, hpStun, res, scripted } from "../damage/testing/fixtures.js";
import { canResuscitate, RESUSCITATION, resuscitate, rollResuscitation, transfuse } from "./intervene.js";
import { type DeathTally, INITIATIVE_PER_HOUR, type VitalsInput } from "./vitals.js";

const fresh: DeathTally = {
  successes: 0,
  failures: 0,
  stabilised: false,
  nextCheckAt: 10,
  resuscitationTried: false,
};
const dying = (death: Partial<DeathTally> = {}): VitalsInput => ({
  ...hpStun(0, 3, 0, 6),
  unconscious: { cause: "dying", since: 4, until: null },
  death: { ...fresh, ...death },
});
const dead = (death: Partial<DeathTally> = {}): VitalsInput => ({
  ...dying({ failures: 3, nextCheckAt: null, ...death }),
  dead: true,
});

describe("Battlefield Transfusion", () => {
  it("DE-PERK-68: refused for a character that is not dying, in the rule's words", () => {
    const refusal = {
      ok: false,
      error: {
        code: "refused",
        path: ["patient"],
        message: "a transfusion helps a dying character that is not yet stabilised",
      },
    };
    expect(transfuse(hero(), scripted([]))).toEqual(refusal);
    expect(transfuse(hero({ vitals: dying({ successes: 3, stabilised: true }) }), scripted([]))).toEqual(
      refusal,
    );
    expect(transfuse(hero({ vitals: dead() }), scripted([]))).toEqual(refusal);
  });

  it("DE-PERK-68: one counted success on the tally, no stabilisation before the third", () => {
    const ctx = scripted([], 30);
    const r = transfuse(hero({ vitals: dying({ successes: 1, failures: 2 }) }), ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.stabilised).toBe(false);
    expect(r.happenings).toEqual([
      { kind: "deathTally", at: 30, success: true, counted: true, successes: 2, failures: 2 },
    ]);
    expect(r.view.vitals.death).toEqual({ ...fresh, successes: 2, failures: 2 });
    expect(r.view.vitals.unconscious).toEqual({ cause: "dying", since: 4, until: null });
    expect(ctx.remaining()).toBe(0);
  });

  it("DE-PERK-68, DE-DEATH-6: the third success stabilises: 1d6 hours asleep from now", () => {
    const ctx = scripted([5], 30);
    const r = transfuse(hero({ vitals: dying({ successes: 2 }) }), ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.stabilised).toBe(true);
    const until = 30 + 5 * INITIATIVE_PER_HOUR;
    expect(r.happenings).toEqual([
      { kind: "deathTally", at: 30, success: true, counted: true, successes: 3, failures: 0 },
      { kind: "stabilised", at: 30 },
      { kind: "dice", at: 30, what: "hours before waking", faces: [5], total: 5 },
      { kind: "unconscious", at: 30, cause: "stabilised", until },
    ]);
    expect(r.view.vitals.death).toEqual({ ...fresh, successes: 3, stabilised: true, nextCheckAt: null });
    expect(r.view.vitals.unconscious).toEqual({ cause: "stabilised", since: 30, until });
  });

  it("DE-PERK-68, DE-DEATH-7: a Resilience character stabilised by it sleeps until repaired, since its fall", () => {
    const robot = hero({
      vitals: {
        ...res(0, 8),
        unconscious: { cause: "resilience", since: 12, until: null },
        death: { ...fresh, successes: 2 },
      },
    });
    const r = transfuse(robot, scripted([], 50));
    expect(r.ok && r.happenings).toEqual([
      { kind: "deathTally", at: 50, success: true, counted: true, successes: 3, failures: 0 },
      { kind: "stabilised", at: 50 },
    ]);
    expect(r.ok && r.view.vitals.unconscious).toEqual({ cause: "resilience", since: 12, until: null });
  });
});

describe("Emergency Resuscitation", () => {
  it("DE-PERK-73: only a character just dead of its third failure, and only once", () => {
    expect(canResuscitate(hero({ vitals: dead() }))).toBe(true);
    expect(canResuscitate(hero({ vitals: dead({ failures: 2 }) }))).toBe(false);
    expect(canResuscitate(hero({ vitals: dead({ resuscitationTried: true }) }))).toBe(false);
    expect(canResuscitate(hero({ vitals: dying({ failures: 3 }) }))).toBe(false);
  });

  it("DE-PERK-73: the refusals say why", () => {
    expect(
      resuscitate(hero({ vitals: dead({ resuscitationTried: true }) }), { success: true }, scripted([]), {
        resuscitationFailureTally: 2,
      }),
    ).toEqual({
      ok: false,
      error: {
        code: "refused",
        path: ["patient"],
        message: "Emergency Resuscitation was already tried on this death",
      },
    });
    expect(
      resuscitate(hero({ vitals: dying({ failures: 2 }) }), { success: true }, scripted([]), {
        resuscitationFailureTally: 2,
      }),
    ).toEqual({
      ok: false,
      error: {
        code: "refused",
        path: ["patient"],
        message: "Emergency Resuscitation saves a character that has just failed its third death check",
      },
    });
  });

  it("DE-PERK-73: a failed try confirms the death and is spent", () => {
    const patient = hero({ vitals: dead() });
    const r = resuscitate(patient, { success: false }, scripted([], 20), { resuscitationFailureTally: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.happenings).toEqual([]);
    expect(r.view.vitals.dead).toBe(true);
    expect(r.view.vitals.death).toEqual({ ...patient.vitals.death, resuscitationTried: true });
    expect(canResuscitate(r.view)).toBe(false);
  });

  it("DE-PERK-73, DE-DEATH-5: success stabilises with the option's failures left (at most 2)", () => {
    const save = (tally: number) => {
      const ctx = scripted([3], 20);
      const r = resuscitate(hero({ vitals: dead({ successes: 1 }) }), { success: true }, ctx, {
        resuscitationFailureTally: tally,
      });
      if (!r.ok) throw new Error("refused");
      return r;
    };
    const r = save(2);
    const until = 20 + 3 * INITIATIVE_PER_HOUR;
    expect(r.view.vitals.dead).toBe(false);
    expect(r.view.vitals.death).toEqual({
      successes: 1,
      failures: 2,
      stabilised: true,
      nextCheckAt: null,
      resuscitationTried: true,
    });
    expect(r.view.vitals.unconscious).toEqual({ cause: "stabilised", since: 20, until });
    expect(r.happenings).toEqual([
      { kind: "stabilised", at: 20 },
      { kind: "dice", at: 20, what: "hours before waking", faces: [3], total: 3 },
      { kind: "unconscious", at: 20, cause: "stabilised", until },
    ]);
    expect(save(0).view.vitals.death.failures).toBe(0);
    expect(save(1).view.vitals.death.failures).toBe(1);
    expect(save(5).view.vitals.death.failures).toBe(2);
  });

  it("DE-PERK-73: the medic's check is Intuition + Medicine against DC 15, or what the caller names", () => {
    expect(RESUSCITATION).toEqual({ stat: "intuition", focus: "medicine", dc: 15, reach: 1 });
    const medic = hero({ stats: { intuition: 2, logic: 1 } });
    const c = rollResuscitation(medic, 3, scripted([4, 6]));
    expect(c).toMatchObject({ purpose: "healing", stat: "intuition", dc: 15, success: true });
    expect(c.request).toMatchObject({ stat: 2, modifiers: [3], target: 15 });
    expect(c.result.total).toBe(15);
    const noFocus = rollResuscitation(medic, 0, scripted([4, 6]));
    expect(noFocus.request.modifiers).toEqual([]);
    expect(noFocus.success).toBe(false);
    const other = rollResuscitation(medic, 0, scripted([4, 6]), { stat: "logic", dc: 11 });
    expect(other).toMatchObject({ stat: "logic", dc: 11, success: true });
    expect(other.request).toMatchObject({ stat: 1, target: 11 });
  });
});
