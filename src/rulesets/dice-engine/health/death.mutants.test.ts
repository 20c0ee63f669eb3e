// Death checks pinned: the tally at its edges, the lines a check writes, First Aid's advantage used
// up, the periodic schedule, falling to 0, the GM's loop and waking (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { hero, hpStun, res, scripted } from "../damage/testing/fixtures.js";
import {
  DEATH_CHECK,
  deathCheckTimes,
  makeDeathCheck,
  reachZero,
  runDeathChecks,
  stabilise,
  tallyDeathCheck,
  wakeIfDue,
} from "./death.js";
import type { Happening } from "./log.js";
import { checksIn, dying, fresh } from "./testing/dying.js";
import { INITIATIVE_PER_HOUR, parseVitals, type VitalsInput } from "./vitals.js";

const H = INITIATIVE_PER_HOUR;
const withoutChecks = (h: Happening[]) => h.filter((x) => x.kind !== "check");

describe("the tally", () => {
  it("DE-DEATH-3: counted results add one each, capped at three", () => {
    expect(DEATH_CHECK).toEqual({ stat: "endurance", dc: 12, every: 10, limit: 3, stabilisedHoursDie: 6 });
    expect(tallyDeathCheck({ ...fresh, nextCheckAt: 20 }, true, false)).toEqual({
      death: { ...fresh, successes: 1, nextCheckAt: 20 },
      counted: true,
      outcome: null,
    });
    expect(tallyDeathCheck({ ...fresh, nextCheckAt: 20 }, false, true)).toEqual({
      death: { ...fresh, failures: 1, nextCheckAt: 20 },
      counted: true,
      outcome: null,
    });
    expect(tallyDeathCheck({ ...fresh, successes: 2, nextCheckAt: 20 }, false, false)).toEqual({
      death: { ...fresh, successes: 2, failures: 1, nextCheckAt: 20 },
      counted: true,
      outcome: null,
    });
  });

  it("DE-DEATH-3: the third success stabilises and the third failure kills, both ending the schedule", () => {
    expect(tallyDeathCheck({ ...fresh, successes: 2, failures: 2, nextCheckAt: 20 }, true, false)).toEqual({
      death: { ...fresh, successes: 3, failures: 2, stabilised: true, nextCheckAt: null },
      counted: true,
      outcome: "stabilised",
    });
    expect(tallyDeathCheck({ ...fresh, successes: 2, failures: 2, nextCheckAt: 20 }, false, false)).toEqual({
      death: { ...fresh, successes: 2, failures: 3, nextCheckAt: null },
      counted: true,
      outcome: "dead",
    });
  });

  it("DE-DEATH-4: a damage-triggered success is not counted; DE-DEATH-5: stabilised stays stabilised", () => {
    expect(tallyDeathCheck({ ...fresh, successes: 2, nextCheckAt: 20 }, true, true)).toEqual({
      death: { ...fresh, successes: 2, nextCheckAt: 20 },
      counted: false,
      outcome: null,
    });
    const stable = { ...fresh, successes: 3, failures: 1, stabilised: true };
    expect(tallyDeathCheck(stable, false, true)).toEqual({
      death: { ...stable, failures: 2 },
      counted: true,
      outcome: null,
    });
    expect(tallyDeathCheck(stable, true, false)).toEqual({ death: stable, counted: true, outcome: null });
    expect(tallyDeathCheck({ ...stable, failures: 2 }, false, true)).toEqual({
      death: { ...stable, failures: 3 },
      counted: true,
      outcome: "dead",
    });
  });
});

describe("one death check", () => {
  it("DE-DEATH-2: a periodic check writes its check and tally lines and schedules the next 10 later", () => {
    const ctx = scripted([4, 5], 30);
    const r = makeDeathCheck(hero({ vitals: dying({ nextCheckAt: 30 }) }), ctx, false);
    expect(checksIn(r.happenings)).toHaveLength(1);
    expect(r.happenings[0]).toMatchObject({
      kind: "check",
      at: 30,
      check: { purpose: "deathCheck", stat: "endurance", dc: 12, success: false },
    });
    expect(r.happenings[1]).toEqual({
      kind: "deathTally",
      at: 30,
      success: false,
      counted: true,
      successes: 0,
      failures: 1,
    });
    expect(r.happenings).toHaveLength(2);
    expect(r.view.vitals.death).toEqual({ ...fresh, failures: 1, nextCheckAt: 40 });
    expect(r.view.vitals.dead).toBe(false);
  });

  it("DE-DEATH-4: a damage-triggered check leaves the schedule where it was", () => {
    const r = makeDeathCheck(hero({ vitals: dying({ nextCheckAt: 30 }) }), scripted([4, 5], 25), true);
    expect(r.view.vitals.death).toEqual({ ...fresh, failures: 1, nextCheckAt: 30 });
    expect(r.happenings[1]).toMatchObject({ kind: "deathTally", at: 25, counted: true });
  });

  it("DE-DEATH-5: a stabilised character's check schedules nothing", () => {
    const stable = dying({ successes: 3, stabilised: true, nextCheckAt: null });
    const r = makeDeathCheck(hero({ vitals: stable }), scripted([4, 5], 25), false);
    expect(r.view.vitals.death).toEqual({ ...fresh, successes: 3, failures: 1, stabilised: true });
  });

  it("DE-AID-2: First Aid's advantage is used for one check only, one level whatever the count", () => {
    const aided = hero({ vitals: dying({}, { firstAidChecks: 2 }) });
    const r = makeDeathCheck(aided, scripted([3, 4, 8]), false);
    const [c] = checksIn(r.happenings);
    expect(c!.request).toMatchObject({ advantage: 1, disadvantage: 0 });
    expect(c!.sources).toEqual([{ source: "situation", advantage: 1, disadvantage: 0, bonus: 0 }]);
    expect(r.view.vitals.firstAidChecks).toBe(1);
    const plain = makeDeathCheck(hero({ vitals: dying() }), scripted([3, 4]), false);
    expect(checksIn(plain.happenings)[0]!.request).toMatchObject({ advantage: 0 });
    expect(checksIn(plain.happenings)[0]!.sources).toEqual([]);
    expect(plain.view.vitals.firstAidChecks).toBe(0);
  });

  it("DE-DEATH-3: the third failure kills and says so", () => {
    const r = makeDeathCheck(hero({ vitals: dying({ failures: 2 }) }), scripted([4, 5], 70), false);
    expect(withoutChecks(r.happenings)).toEqual([
      { kind: "deathTally", at: 70, success: false, counted: true, successes: 0, failures: 3 },
      { kind: "died", at: 70 },
    ]);
    expect(r.view.vitals).toMatchObject({ dead: true, death: { failures: 3, nextCheckAt: null } });
  });

  it("DE-DEATH-6: the third success stabilises for 1d6 hours from now", () => {
    const ctx = scripted([6, 7, 4], 70);
    const r = makeDeathCheck(hero({ vitals: dying({ successes: 2 }) }), ctx, false);
    expect(withoutChecks(r.happenings)).toEqual([
      { kind: "deathTally", at: 70, success: true, counted: true, successes: 3, failures: 0 },
      { kind: "stabilised", at: 70 },
      { kind: "dice", at: 70, what: "hours before waking", faces: [4], total: 4 },
      { kind: "unconscious", at: 70, cause: "stabilised", until: 70 + 4 * H },
    ]);
    expect(r.view.vitals.death).toEqual({ ...fresh, successes: 3, stabilised: true });
    expect(ctx.remaining()).toBe(0);
  });

  it("DE-DEATH-6: the stabilised sleep is a d6 named for what it decides", () => {
    expect(() =>
      makeDeathCheck(hero({ vitals: dying({ successes: 2 }) }), scripted([6, 7, 7]), false),
    ).toThrow("face 3 is 7, which a d6 (hours before waking) cannot show");
  });

  it("the dead make no death check", () => {
    const corpse = hero({ vitals: dying({ failures: 3 }, { dead: true }) });
    const ctx = scripted([6, 7]);
    expect(makeDeathCheck(corpse, ctx, false)).toEqual({ view: corpse, happenings: [] });
    expect(ctx.remaining()).toBe(2);
  });
});

describe("stabilising", () => {
  it("DE-DEATH-7: at 0 Res: asleep until repaired, from when it fell (or now if it was awake)", () => {
    const robot = parseVitals({ ...res(0, 5), unconscious: { cause: "resilience", since: 12, until: null } });
    expect(stabilise(robot, scripted([], 40))).toEqual({
      vitals: { ...robot, unconscious: { cause: "resilience", since: 12, until: null } },
      happenings: [{ kind: "stabilised", at: 40 }],
    });
    const awake = parseVitals(res(0, 5));
    expect(stabilise(awake, scripted([], 40)).vitals.unconscious).toEqual({
      cause: "resilience",
      since: 40,
      until: null,
    });
  });
});

describe("falling to 0", () => {
  it("DE-HEALTH-8, DE-DEATH-2: unconscious, dying, the first check at once and the next 10 later", () => {
    const ctx = scripted([6, 7], 50);
    const r = reachZero(hero({ vitals: hpStun(0, 3, 0, 6) }), ctx);
    expect(r.happenings[0]).toEqual({ kind: "unconscious", at: 50, cause: "dying", until: null });
    expect(r.happenings[1]).toMatchObject({ kind: "check", at: 50 });
    expect(r.happenings[2]).toEqual({
      kind: "deathTally",
      at: 50,
      success: true,
      counted: true,
      successes: 1,
      failures: 0,
    });
    expect(r.view.vitals.unconscious).toEqual({ cause: "dying", since: 50, until: null });
    expect(r.view.vitals.death).toEqual({ ...fresh, successes: 1, nextCheckAt: 60 });
  });

  it("DE-HEALTH-8: an execution skips only the first check; a stabilised flag from before is cleared", () => {
    const before = hpStun(0, 3, 0, 6);
    const ctx = scripted([6, 7], 50);
    const r = reachZero(hero({ vitals: { ...before, death: { ...fresh, stabilised: true } } }), ctx, true);
    expect(r.happenings).toEqual([{ kind: "unconscious", at: 50, cause: "dying", until: null }]);
    expect(r.view.vitals.death).toEqual({ ...fresh, nextCheckAt: 60 });
    expect(ctx.remaining()).toBe(2);
  });

  it("DE-RES-5: a Resilience character falls unconscious for want of Res", () => {
    const r = reachZero(hero({ vitals: res(0, 5) }), scripted([], 50), true);
    expect(r.happenings).toEqual([{ kind: "unconscious", at: 50, cause: "resilience", until: null }]);
    expect(r.view.vitals.unconscious).toEqual({ cause: "resilience", since: 50, until: null });
  });
});

describe("the periodic checks", () => {
  it("DE-DEATH-2: the due times include the end, and none when not dying or not scheduled", () => {
    expect(deathCheckTimes(parseVitals(dying({ nextCheckAt: 30 })), 50)).toEqual([30, 40, 50]);
    expect(deathCheckTimes(parseVitals(dying({ nextCheckAt: 30 })), 29)).toEqual([]);
    expect(deathCheckTimes(parseVitals(dying({ nextCheckAt: null })), 50)).toEqual([]);
    expect(deathCheckTimes(parseVitals(dying({ stabilised: true, nextCheckAt: 30 })), 50)).toEqual([]);
  });

  it("DE-DEATH-2: the GM's loop makes each due check at its time and stops at `to`", () => {
    const r = runDeathChecks(hero({ vitals: dying({ nextCheckAt: 30 }) }), 50, scripted([6, 7, 3, 4, 6, 7]));
    expect(r.now).toBe(50);
    expect(checksIn(r.happenings).map((c) => c.success)).toEqual([true, false, true]);
    expect(r.happenings.filter((h) => h.kind === "deathTally").map((h) => h.at)).toEqual([30, 40, 50]);
    expect(r.view.vitals.death).toEqual({ ...fresh, successes: 2, failures: 1, nextCheckAt: 60 });
    const none = runDeathChecks(hero({ vitals: dying({ nextCheckAt: 30 }) }), 29, scripted([]));
    expect(none.now).toBeNull();
    expect(none.happenings).toEqual([]);
    const unscheduled = hero({ vitals: dying({ nextCheckAt: null }) });
    expect(runDeathChecks(unscheduled, 100, scripted([]))).toEqual({
      view: unscheduled,
      happenings: [],
      now: null,
    });
  });

  it("DE-DEATH-2: a character no longer at 0 makes no check, even with a stale schedule", () => {
    const healed = hero({ vitals: { ...hpStun(2, 3, 0, 6), death: { ...fresh, nextCheckAt: 30 } } });
    expect(runDeathChecks(healed, 50, scripted([]))).toEqual({ view: healed, happenings: [], now: null });
  });

  it("DE-DEATH-3: the loop stops at death", () => {
    const ctx = scripted([3, 4, 3, 4, 6, 7]);
    const r = runDeathChecks(hero({ vitals: dying({ failures: 1, nextCheckAt: 10 }) }), 100, ctx);
    expect(r.now).toBe(20);
    expect(r.view.vitals.dead).toBe(true);
    expect(ctx.remaining()).toBe(2);
  });
});

describe("waking", () => {
  const stabilised = (stun: number, until: number | null = 2 * H): VitalsInput =>
    dying(
      { successes: 3, stabilised: true, nextCheckAt: null },
      { ...hpStun(0, 3, stun, 6), unconscious: { cause: "stabilised", since: 0, until } },
    );

  it("DE-DEATH-6: at the end time a stabilised character wakes with 1 Stun, told at that time", () => {
    const r = wakeIfDue(parseVitals(stabilised(0)), 3 * H);
    expect(r.happenings).toEqual([
      { kind: "healed", at: 2 * H, what: "stun", amount: 1, source: "stabilised" },
      { kind: "woke", at: 2 * H, cause: "stabilised" },
    ]);
    expect(r.vitals.unconscious).toBeNull();
    expect(r.vitals.track).toEqual({ kind: "hpStun", hp: 0, maxHp: 3, stun: 1, maxStun: 6 });
  });

  it("DE-DEATH-6: the 1 Stun comes on top of any Stun it was given while asleep", () => {
    const r = wakeIfDue(parseVitals(stabilised(2)), 2 * H);
    expect(r.happenings[0]).toEqual({
      kind: "healed",
      at: 2 * H,
      what: "stun",
      amount: 1,
      source: "stabilised",
    });
    expect(r.vitals.track).toMatchObject({ hp: 0, stun: 3 });
  });

  it("DE-DEATH-6: no Stun above the maximum, and no healed line then", () => {
    const r = wakeIfDue(parseVitals(stabilised(6)), 2 * H);
    expect(r.happenings).toEqual([{ kind: "woke", at: 2 * H, cause: "stabilised" }]);
    expect(r.vitals.track).toMatchObject({ stun: 6 });
  });

  it("DE-DEATH-7: a Resilience character has no Stun to get back when a timed sleep ends", () => {
    const robot = parseVitals({ ...res(0, 5), unconscious: { cause: "stabilised", since: 0, until: H } });
    expect(wakeIfDue(robot, H)).toEqual({
      vitals: { ...robot, unconscious: null },
      happenings: [{ kind: "woke", at: H, cause: "stabilised" }],
    });
  });

  it("DE-HEALTH-9: a 0-Stun sleeper wakes still at 0; not before its time, nor without one, nor dead", () => {
    const sleeper = parseVitals({
      ...hpStun(2, 3, 0, 6),
      unconscious: { cause: "stun", since: 0, until: H },
    });
    const r = wakeIfDue(sleeper, H);
    expect(r).toEqual({
      vitals: { ...sleeper, unconscious: null },
      happenings: [{ kind: "woke", at: H, cause: "stun" }],
    });
    const stays = (v: ReturnType<typeof parseVitals>, now: number) =>
      expect(wakeIfDue(v, now)).toEqual({ vitals: v, happenings: [] });
    stays(sleeper, H - 1);
    stays(parseVitals(hpStun(2, 3, 0, 6)), H);
    stays(parseVitals(stabilised(0, null)), 10 * H);
    stays(parseVitals({ ...stabilised(0), dead: true }), 10 * H);
  });
});
