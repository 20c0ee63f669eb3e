import { describe, expect, it } from "vitest";
import { advanceTime } from "../conditions/advance.js";
import { activeCondition } from "../conditions/state.js";
import { applyDamage } from "../damage/apply.js";
import { hero, res, scripted } from "../damage/testing/fixtures.js";
import {
  DEATH_CHECK,
  deathCheckTimes,
  makeDeathCheck,
  runDeathChecks,
  tallyDeathCheck,
  wakeIfDue,
} from "./death.js";
import { checksIn, dying, fresh } from "./testing/dying.js";
import { healHp, healRes } from "./track.js";
import { type DeathTally, INITIATIVE_PER_HOUR } from "./vitals.js";

describe("death checks", () => {
  it("DE-DEATH-1: a death check is a DC 12 Endurance check", () => {
    const r = makeDeathCheck(hero({ vitals: dying(), stats: { endurance: 1 } }), scripted([5, 6]), false);
    const [c] = checksIn(r.happenings);
    expect(c).toMatchObject({ purpose: "deathCheck", stat: "endurance", dc: 12, success: true });
    expect(c!.result.total).toBe(12);
    expect(DEATH_CHECK).toMatchObject({ dc: 12, stat: "endurance" });
  });

  it("DE-DEATH-2: on reaching 0 and then every 10 initiative until stabilised", () => {
    const v = hero({ vitals: dying({ nextCheckAt: 30 }) }).vitals;
    expect(deathCheckTimes(v, 55)).toEqual([30, 40, 50]);
    // Outside combat the GM resolves them in a loop on the same cadence.
    const r = runDeathChecks(
      hero({ vitals: dying({ nextCheckAt: 30 }) }),
      1000,
      scripted([6, 6, 1, 2, 6, 6, 6, 6, 3]),
    );
    expect(checksIn(r.happenings).map((c) => c.success)).toEqual([true, false, true, true]);
    expect(r.now).toBe(60);
    expect(r.view.vitals.death).toMatchObject({
      successes: 3,
      failures: 1,
      stabilised: true,
      nextCheckAt: null,
    });
    // On the tracker: advancing time makes the checks that fall due.
    const t = advanceTime(hero({ vitals: dying({ nextCheckAt: 10 }) }), 25, scripted([6, 6, 6, 6]));
    expect(checksIn(t.happenings)).toHaveLength(2);
    expect(t.view.vitals.death.nextCheckAt).toBe(30);
  });

  it("DE-DEATH-3: three successes stabilise, three failures kill", () => {
    const run = (seq: boolean[]) =>
      seq.reduce((t, s) => tallyDeathCheck(t.death, s, false), { death: fresh, outcome: null } as {
        death: DeathTally;
        outcome: string | null;
      });
    expect(run([true, false, true, true]).outcome).toBe("stabilised");
    expect(run([false, true, false, false]).outcome).toBe("dead");
    const died = makeDeathCheck(hero({ vitals: dying({ failures: 2 }) }), scripted([1, 2]), false);
    expect(died.view.vitals.dead).toBe(true);
    expect(died.happenings.at(-1)).toEqual({ kind: "died", at: 0 });
  });

  it("DE-DEATH-4: damage at 0 forces a check whose success is not tallied but whose failure is", () => {
    const at = (faces: number[]) =>
      applyDamage(
        hero({ vitals: dying({ successes: 2, failures: 1 }) }),
        { parts: [{ amount: 1 }] },
        scripted(faces),
      );
    expect(at([6, 6]).view.vitals.death).toMatchObject({ successes: 2, failures: 1 });
    expect(at([2, 3]).view.vitals.death).toMatchObject({ successes: 2, failures: 2 });
    // The periodic schedule is not moved by a damage-triggered check.
    expect(at([2, 3]).view.vitals.death.nextCheckAt).toBe(10);
  });

  it("DE-DEATH-5: stabilised: no periodic checks, but damage still calls for them and 3 failures still kill", () => {
    const stable = hero({
      vitals: dying({ successes: 3, failures: 2, stabilised: true, nextCheckAt: null }),
    });
    expect(deathCheckTimes(stable.vitals, 1000)).toEqual([]);
    expect(advanceTime(stable, 100, scripted([])).happenings).toEqual([]);
    const hit = applyDamage(stable, { parts: [{ amount: 1 }] }, scripted([1, 4]));
    expect(hit.view.vitals.dead).toBe(true);
  });

  it("DE-DEATH-6: stabilised at 0 HP: unconscious 1d6 hours, then 1 Stun and awake", () => {
    const ctx = scripted([6, 6, 2], 40);
    const r = makeDeathCheck(hero({ vitals: dying({ successes: 2 }) }), ctx, false);
    expect(r.view.vitals.death.stabilised).toBe(true);
    expect(r.view.vitals.unconscious).toEqual({
      cause: "stabilised",
      since: 40,
      until: 40 + 2 * INITIATIVE_PER_HOUR,
    });
    const w = wakeIfDue(r.view.vitals, 40 + 2 * INITIATIVE_PER_HOUR);
    expect(w.vitals.unconscious).toBeNull();
    expect(w.vitals.track).toMatchObject({ stun: 1, hp: 0 });
    // Through the tracker too.
    const later = advanceTime(r.view, 40 + 2 * INITIATIVE_PER_HOUR, scripted([], 40));
    expect(later.view.vitals.track).toMatchObject({ stun: 1, hp: 0 });
  });

  it("DE-DEATH-7: stabilised at 0 Res: unconscious until repaired to 1 Res", () => {
    const robot = hero({
      vitals: {
        ...res(0, 10),
        unconscious: { cause: "resilience", since: 0, until: null },
        death: { ...fresh, successes: 2 },
      },
    });
    const r = makeDeathCheck(robot, scripted([6, 6]), false);
    expect(r.view.vitals.death.stabilised).toBe(true);
    expect(r.view.vitals.unconscious).toMatchObject({ cause: "resilience", until: null });
    expect(
      advanceTime(r.view, 10 * INITIATIVE_PER_HOUR, scripted([])).view.vitals.unconscious,
    ).not.toBeNull();
    expect(
      healRes(r.view.vitals, 1, 5, "repair", { deathTallyResetOnRecovery: true }).vitals.unconscious,
    ).toBeNull();
  });

  it("DE-DEATH-8: both tallies reset once HP is above 0 again (option deathTallyResetOnRecovery)", () => {
    const v = hero({
      vitals: dying({ successes: 3, failures: 2, stabilised: true, nextCheckAt: null }),
    }).vitals;
    expect(healHp(v, 1, 0, "surgery", { deathTallyResetOnRecovery: true }).vitals.death).toMatchObject({
      successes: 0,
      failures: 0,
      stabilised: false,
    });
    expect(healHp(v, 1, 0, "surgery", { deathTallyResetOnRecovery: false }).vitals.death).toMatchObject({
      successes: 3,
      failures: 2,
    });
  });

  it("DE-DEATH-9: death checks are checks: a super-critical fail fails, a super-critical success is one success", () => {
    const lucky = hero({
      vitals: dying(),
      checkEffects: [{ source: "test", purpose: "deathCheck", bonus: 12 }],
    });
    const fail = makeDeathCheck(lucky, scripted([1, 1]), false);
    expect(checksIn(fail.happenings)[0]!.result.total).toBeGreaterThanOrEqual(12);
    expect(fail.view.vitals.death).toMatchObject({ successes: 0, failures: 1 });
    const superCrit = makeDeathCheck(hero({ vitals: dying() }), scripted([10, 10]), false);
    expect(superCrit.view.vitals.death).toMatchObject({ successes: 1, failures: 0 });
    // Conditions count: a Poisoned character rolls its death checks with disadvantage.
    const poisoned = hero({
      vitals: dying(),
      conditions: [activeCondition({ condition: "poisoned", appliedAt: 0 })],
    });
    const p = makeDeathCheck(poisoned, scripted([6, 6, 2]), false);
    expect(checksIn(p.happenings)[0]!.result.net).toBe(-1);
  });
});
