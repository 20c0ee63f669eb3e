// The trackers' arithmetic pinned field by field: every branch of damageTrack with its whole change
// report, and healing's caps, happenings, and the end of the dying state (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { hpStun, res } from "../damage/testing/fixtures.js";
import { damageTrack, healHp, healRes, healStun, type TrackChange } from "./track.js";
import { parseVitals, type Track, type Vitals, type VitalsInput } from "./vitals.js";

const oneHp = { stunOverflow: "oneHp" } as const;
const full = { stunOverflow: "full" } as const;
const track = (input: VitalsInput): Track => parseVitals(input).track;
const nothing = {
  stunLost: 0,
  hpLost: 0,
  resLost: 0,
  stunReachedZero: false,
  stunWasZero: false,
  lifeReachedZero: false,
  lifeWasZero: false,
  tookDamage: false,
};
const change = (t: Track, c: Partial<TrackChange>): TrackChange => ({ track: t, ...nothing, ...c });

describe("damageTrack on a Resilience tracker", () => {
  it("DE-DMG-13: Stun damage does nothing at all, and neither does no damage", () => {
    const t = track(res(5, 8));
    expect(damageTrack(t, 3, "stun", oneHp)).toEqual(change(t, {}));
    expect(damageTrack(t, 0, "normal", oneHp)).toEqual(change(t, {}));
    expect(damageTrack(t, -2, "direct", oneHp)).toEqual(change(t, {}));
    const zero = track(res(0, 8));
    expect(damageTrack(zero, 3, "stun", oneHp)).toEqual(change(zero, { lifeWasZero: true }));
  });

  it("DE-RES-1, DE-DMG-12: normal and direct damage take Res, never below 0", () => {
    const t = track(res(5, 8));
    expect(damageTrack(t, 2, "normal", oneHp)).toEqual(
      change({ kind: "resilience", res: 3, maxRes: 8 }, { resLost: 2, tookDamage: true }),
    );
    expect(damageTrack(t, 5, "direct", oneHp)).toEqual(
      change(
        { kind: "resilience", res: 0, maxRes: 8 },
        { resLost: 5, lifeReachedZero: true, tookDamage: true },
      ),
    );
    expect(damageTrack(t, 9, "normal", oneHp)).toEqual(
      change(
        { kind: "resilience", res: 0, maxRes: 8 },
        { resLost: 5, lifeReachedZero: true, tookDamage: true },
      ),
    );
    const zero = track(res(0, 8));
    expect(damageTrack(zero, 2, "normal", oneHp)).toEqual(
      change(zero, { lifeWasZero: true, tookDamage: true }),
    );
  });
});

describe("damageTrack on HP and Stun", () => {
  const t = track(hpStun(3, 4, 5, 6));
  const at = (hp: number, stun: number): Track => ({ kind: "hpStun", hp, maxHp: 4, stun, maxStun: 6 });

  it("DE-HEALTH-3: damage up to the Stun left comes off Stun only", () => {
    expect(damageTrack(t, 2, "normal", oneHp)).toEqual(change(at(3, 3), { stunLost: 2, tookDamage: true }));
    expect(damageTrack(t, 5, "normal", oneHp)).toEqual(
      change(at(3, 0), { stunLost: 5, stunReachedZero: true, tookDamage: true }),
    );
  });

  it("DE-HEALTH-4: beyond the Stun left: Stun 0 and exactly 1 HP, or the rest with stunOverflow full", () => {
    expect(damageTrack(t, 7, "normal", oneHp)).toEqual(
      change(at(2, 0), { stunLost: 5, hpLost: 1, stunReachedZero: true, tookDamage: true }),
    );
    expect(damageTrack(t, 7, "normal", full)).toEqual(
      change(at(1, 0), { stunLost: 5, hpLost: 2, stunReachedZero: true, tookDamage: true }),
    );
    expect(damageTrack(t, 6, "normal", full)).toEqual(
      change(at(2, 0), { stunLost: 5, hpLost: 1, stunReachedZero: true, tookDamage: true }),
    );
    expect(damageTrack(t, 20, "normal", full)).toEqual(
      change(at(0, 0), {
        stunLost: 5,
        hpLost: 3,
        stunReachedZero: true,
        lifeReachedZero: true,
        tookDamage: true,
      }),
    );
  });

  it("DE-HEALTH-5: at 0 Stun everything goes to HP", () => {
    const tired = track(hpStun(3, 4, 0, 6));
    expect(damageTrack(tired, 2, "normal", oneHp)).toEqual(
      change(at(1, 0), { hpLost: 2, stunWasZero: true, tookDamage: true }),
    );
  });

  it("DE-DMG-11: Stun damage takes Stun only, never below 0, never HP", () => {
    expect(damageTrack(t, 2, "stun", oneHp)).toEqual(change(at(3, 3), { stunLost: 2, tookDamage: true }));
    expect(damageTrack(t, 9, "stun", oneHp)).toEqual(
      change(at(3, 0), { stunLost: 5, stunReachedZero: true, tookDamage: true }),
    );
    const tired = track(hpStun(3, 4, 0, 6));
    expect(damageTrack(tired, 2, "stun", oneHp)).toEqual(
      change(tired, { stunWasZero: true, tookDamage: true }),
    );
  });

  it("DE-DMG-12, DE-HEALTH-8: direct damage skips Stun; HP stops at 0", () => {
    expect(damageTrack(t, 2, "direct", oneHp)).toEqual(change(at(1, 5), { hpLost: 2, tookDamage: true }));
    expect(damageTrack(t, 8, "direct", oneHp)).toEqual(
      change(at(0, 5), { hpLost: 3, lifeReachedZero: true, tookDamage: true }),
    );
    const down = track(hpStun(0, 4, 0, 6));
    expect(damageTrack(down, 2, "direct", oneHp)).toEqual(
      change(down, { stunWasZero: true, lifeWasZero: true, tookDamage: true }),
    );
  });

  it("no damage (0 or less) changes nothing and is not damage taken", () => {
    expect(damageTrack(t, 0, "normal", oneHp)).toEqual(change(t, {}));
    expect(damageTrack(t, -3, "direct", full)).toEqual(change(t, {}));
    expect(damageTrack(t, -3, "stun", full)).toEqual(change(t, {}));
  });
});

const reset = { deathTallyResetOnRecovery: true };
const keep = { deathTallyResetOnRecovery: false };
const dyingAt = (stun: number, extra: Partial<VitalsInput> = {}): Vitals =>
  parseVitals({
    ...hpStun(0, 4, stun, 6),
    unconscious: { cause: "dying", since: 5, until: null },
    death: { successes: 2, failures: 1, stabilised: false, nextCheckAt: 30, resuscitationTried: true },
    firstAidChecks: 2,
    ...extra,
  });

describe("healing HP", () => {
  it("DE-HEALTH-2: HP rises up to its maximum; nothing for a Resilience tracker, the dead, or no healing", () => {
    const v = parseVitals(hpStun(1, 4, 2, 6));
    const h = healHp(v, 2, 9, "surgery", reset);
    expect(h).toEqual({
      vitals: { ...v, track: { ...v.track, hp: 3 } },
      gained: 2,
      happenings: [{ kind: "healed", at: 9, what: "hp", amount: 2, source: "surgery" }],
    });
    expect(healHp(v, 10, 9, "surgery", reset).gained).toBe(3);
    const none = (x: Vitals, n: number) =>
      expect(healHp(x, n, 9, "surgery", reset)).toEqual({ vitals: x, gained: 0, happenings: [] });
    none(v, 0);
    none(v, -1);
    none(parseVitals(hpStun(4, 4, 2, 6)), 2);
    none(parseVitals({ ...hpStun(1, 4, 2, 6), dead: true }), 2);
    none(parseVitals(res(1, 4)), 2);
  });

  it("DE-DEATH-8, DE-HEALTH-9: leaving 0 HP with Stun left wakes the dying character and resets its tallies", () => {
    const h = healHp(dyingAt(2), 1, 40, "surgery", reset);
    expect(h.happenings).toEqual([
      { kind: "healed", at: 40, what: "hp", amount: 1, source: "surgery" },
      { kind: "woke", at: 40, cause: "dying" },
    ]);
    expect(h.vitals.unconscious).toBeNull();
    expect(h.vitals.death).toEqual({
      successes: 0,
      failures: 0,
      stabilised: false,
      nextCheckAt: null,
      resuscitationTried: false,
    });
    expect(h.vitals.firstAidChecks).toBe(0);
  });

  it("DE-DEATH-8: with deathTallyResetOnRecovery off the tallies stay, but the episode still ends", () => {
    const h = healHp(dyingAt(2), 1, 40, "surgery", keep);
    expect(h.vitals.death).toEqual({
      successes: 2,
      failures: 1,
      stabilised: false,
      nextCheckAt: null,
      resuscitationTried: false,
    });
    expect(h.vitals.firstAidChecks).toBe(0);
  });

  it("DE-HEALTH-9: leaving 0 HP at 0 Stun: still asleep, now for want of Stun", () => {
    const h = healHp(dyingAt(0), 1, 40, "surgery", reset);
    expect(h.happenings).toEqual([{ kind: "healed", at: 40, what: "hp", amount: 1, source: "surgery" }]);
    expect(h.vitals.unconscious).toEqual({ cause: "stun", since: 5, until: null });
  });

  it("DE-DEATH-6: a stabilised sleeper healed above 0 keeps its own end time", () => {
    const stabilised = { cause: "stabilised" as const, since: 5, until: 7205 };
    const h = healHp(dyingAt(2, { unconscious: stabilised }), 1, 40, "surgery", reset);
    expect(h.vitals.unconscious).toEqual(stabilised);
    expect(h.happenings).toHaveLength(1);
  });

  it("healing above 0 HP leaves the death tallies and First Aid alone", () => {
    const v = parseVitals({
      ...hpStun(1, 4, 2, 6),
      death: { successes: 1, failures: 2, stabilised: false, nextCheckAt: null },
      firstAidChecks: 1,
    });
    const h = healHp(v, 1, 0, "surgery", reset);
    expect(h.vitals.death).toEqual(v.death);
    expect(h.vitals.firstAidChecks).toBe(1);
  });
});

describe("healing at 0 while awake", () => {
  it("DE-DEATH-6: a stabilised character awake at 0 HP is healed without waking anyone", () => {
    const awake = parseVitals({
      ...hpStun(0, 4, 1, 6),
      death: { successes: 3, failures: 1, stabilised: true, nextCheckAt: null },
    });
    const h = healHp(awake, 1, 7, "surgery", reset);
    expect(h.happenings).toEqual([{ kind: "healed", at: 7, what: "hp", amount: 1, source: "surgery" }]);
    expect(h.vitals.unconscious).toBeNull();
    expect(h.vitals.death).toMatchObject({ successes: 0, failures: 0, stabilised: false });
  });

  it("DE-RES-5: Res healed from 0 on an awake character wakes no one; above 0 the tallies stay", () => {
    const h = healRes(parseVitals(res(0, 6)), 1, 7, "repair check", reset);
    expect(h.happenings).toEqual([{ kind: "healed", at: 7, what: "res", amount: 1, source: "repair check" }]);
    const up = parseVitals({
      ...res(2, 6),
      death: { successes: 1, failures: 2, stabilised: false, nextCheckAt: null },
      firstAidChecks: 1,
    });
    const r = healRes(up, 1, 7, "repair check", reset);
    expect(r.vitals.death).toEqual(up.death);
    expect(r.vitals.firstAidChecks).toBe(1);
  });
});

describe("healing Stun", () => {
  it("DE-HEALTH-2, DE-HEALTH-9: Stun rises up to its maximum and wakes a 0-Stun sleeper only", () => {
    const v = parseVitals({ ...hpStun(2, 4, 0, 6), unconscious: { cause: "stun", since: 0, until: 7200 } });
    expect(healStun(v, 9, 3, "stun dice")).toEqual({
      vitals: { ...v, track: { ...v.track, stun: 6 }, unconscious: null },
      gained: 6,
      happenings: [
        { kind: "healed", at: 3, what: "stun", amount: 6, source: "stun dice" },
        { kind: "woke", at: 3, cause: "stun" },
      ],
    });
    const dying = dyingAt(0);
    const h = healStun(dying, 2, 3, "stun dice");
    expect(h.vitals.unconscious).toEqual(dying.unconscious);
    expect(h.happenings).toEqual([{ kind: "healed", at: 3, what: "stun", amount: 2, source: "stun dice" }]);
    const none = (x: Vitals, n: number) =>
      expect(healStun(x, n, 3, "stun dice")).toEqual({ vitals: x, gained: 0, happenings: [] });
    none(v, 0);
    none(v, -2);
    none(parseVitals(hpStun(2, 4, 6, 6)), 2);
    none(parseVitals({ ...hpStun(2, 4, 0, 6), dead: true }), 2);
    none(parseVitals(res(1, 4)), 2);
  });
});

describe("healing Res", () => {
  const down = (extra: Partial<VitalsInput> = {}): Vitals =>
    parseVitals({
      ...res(0, 6),
      unconscious: { cause: "resilience", since: 5, until: null },
      death: { successes: 2, failures: 1, stabilised: true, nextCheckAt: null, resuscitationTried: true },
      firstAidChecks: 1,
      ...extra,
    });

  it("DE-RES-5, DE-DEATH-7, 8: reaching 1 Res wakes the character and ends the dying state", () => {
    const h = healRes(down(), 2, 50, "repair check", reset);
    expect(h).toEqual({
      vitals: {
        ...down(),
        track: { kind: "resilience", res: 2, maxRes: 6 },
        unconscious: null,
        death: { successes: 0, failures: 0, stabilised: false, nextCheckAt: null, resuscitationTried: false },
        firstAidChecks: 0,
      },
      gained: 2,
      happenings: [
        { kind: "healed", at: 50, what: "res", amount: 2, source: "repair check" },
        { kind: "woke", at: 50, cause: "resilience" },
      ],
    });
    expect(healRes(down(), 2, 50, "repair check", keep).vitals.death).toEqual({
      successes: 2,
      failures: 1,
      stabilised: false,
      nextCheckAt: null,
      resuscitationTried: false,
    });
  });

  it("DE-RES-5: asleep for another reason, it stays asleep; Res stops at its maximum", () => {
    const other = { cause: "other" as const, since: 5, until: null };
    const h = healRes(down({ unconscious: other }), 1, 50, "repair check", reset);
    expect(h.vitals.unconscious).toEqual(other);
    expect(h.happenings).toHaveLength(1);
    const v = parseVitals(res(4, 6));
    expect(healRes(v, 5, 0, "repair supplies", reset)).toEqual({
      vitals: { ...v, track: { kind: "resilience", res: 6, maxRes: 6 } },
      gained: 2,
      happenings: [{ kind: "healed", at: 0, what: "res", amount: 2, source: "repair supplies" }],
    });
    const none = (x: Vitals, n: number) =>
      expect(healRes(x, n, 0, "repair", reset)).toEqual({ vitals: x, gained: 0, happenings: [] });
    none(v, 0);
    none(v, -1);
    none(parseVitals(res(6, 6)), 1);
    none(parseVitals({ ...res(2, 6), dead: true }), 1);
    none(parseVitals(hpStun(1, 4, 2, 6)), 1);
  });
});
