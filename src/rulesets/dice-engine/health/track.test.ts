import { describe, expect, it } from "vitest";
import { applyDamage } from "../damage/apply.js";
import { hero, hpStun, res, scripted } from "../damage/testing/fixtures.js";
import { needsConsciousnessCheck } from "./consciousness.js";
import { damageTrack, healHp, healStun } from "./track.js";
import { hpStunVitals, parseVitals, resilienceVitals, type Track } from "./vitals.js";

const oneHp = { stunOverflow: "oneHp" as const };
const track = (hp: number, maxHp: number, stun: number, maxStun: number): Track => ({
  kind: "hpStun",
  hp,
  maxHp,
  stun,
  maxStun,
});

describe("HP and Stun", () => {
  it("DE-HEALTH-1: HP + Stun trackers, or a single Resilience tracker", () => {
    expect(hpStunVitals({ maxHp: 3, maxStun: 6 }).track).toEqual(track(3, 3, 6, 6));
    expect(resilienceVitals({ maxRes: 20 }).track).toEqual({ kind: "resilience", res: 20, maxRes: 20 });
    expect(() => parseVitals({ track: { kind: "both", hp: 1 } })).toThrow(
      expect.objectContaining({ code: "invalid", path: ["track", "kind"] }),
    );
    expect(() => parseVitals({ track: { ...track(4, 3, 0, 0) } })).toThrow(
      expect.objectContaining({ path: ["track", "hp"] }),
    );
  });

  it("DE-HEALTH-2: current values stay between 0 and max; maxima never move with damage or healing", () => {
    const v = hpStunVitals({ maxHp: 3, maxStun: 6, hp: 2 });
    const healed = healHp(v, 5, 0, "test", { deathTallyResetOnRecovery: true });
    expect(healed.vitals.track).toMatchObject({ hp: 3, maxHp: 3 });
    expect(healed.gained).toBe(1);
    expect(healStun(v, 50, 0, "test").vitals.track).toMatchObject({ stun: 6, maxStun: 6 });
    expect(damageTrack(v.track, 100, "normal", { stunOverflow: "full" }).track).toMatchObject({
      hp: 0,
      stun: 0,
      maxHp: 3,
      maxStun: 6,
    });
  });

  it("DE-HEALTH-3: damage comes off Stun first", () => {
    expect(damageTrack(track(3, 3, 6, 6), 4, "normal", oneHp).track).toMatchObject({ stun: 2, hp: 3 });
  });

  it("DE-HEALTH-4: stun cannot go below 0: the excess costs exactly 1 HP and the rest is lost", () => {
    expect(damageTrack(track(3, 3, 4, 6), 6, "normal", oneHp).track).toMatchObject({ stun: 0, hp: 2 });
    const exact = damageTrack(track(3, 3, 4, 6), 4, "normal", oneHp);
    expect(exact.track).toMatchObject({ stun: 0, hp: 3 });
    expect(exact.stunReachedZero).toBe(true);
    // Option stunOverflow: "full" carries the whole excess over.
    expect(damageTrack(track(3, 3, 4, 6), 6, "normal", { stunOverflow: "full" }).track).toMatchObject({
      hp: 1,
    });
    const ctx = scripted([6, 6], 0, { stunOverflow: "full" });
    const full = applyDamage(
      hero({ vitals: hpStun(3, 3, 4, 6), stats: { endurance: 2 } }),
      { parts: [{ amount: 6 }] },
      ctx,
    );
    expect(full.view.vitals.track).toMatchObject({ hp: 1 });
    expect(ctx.remaining()).toBe(0);
  });

  it("DE-HEALTH-5: at 0 Stun all damage goes to HP", () => {
    const c = damageTrack(track(3, 3, 0, 6), 2, "normal", oneHp);
    expect(c.track).toMatchObject({ stun: 0, hp: 1 });
    expect(c.stunWasZero).toBe(true);
    expect(c.stunReachedZero).toBe(false);
  });

  it("DE-HEALTH-8: HP never goes below 0; reaching 0 means unconscious and an immediate death check", () => {
    const c = damageTrack(track(2, 3, 0, 6), 9, "normal", oneHp);
    expect(c.track).toMatchObject({ hp: 0 });
    expect(c.lifeReachedZero).toBe(true);
    expect(needsConsciousnessCheck(hpStunVitals({ maxHp: 3, maxStun: 6, hp: 2, stun: 0 }), c)).toBe(false);
    const ctx = scripted([6, 6]);
    const r = applyDamage(hero({ vitals: hpStun(2, 3, 0, 6) }), { parts: [{ amount: 9 }] }, ctx);
    expect(r.view.vitals.unconscious).toMatchObject({ cause: "dying", until: null });
    expect(r.view.vitals.death).toMatchObject({ successes: 1, nextCheckAt: 10 });
    expect(ctx.remaining()).toBe(0);
    // [narrative] the GM's "being executed" flag skips that first check.
    const executed = applyDamage(
      hero({ vitals: hpStun(2, 3, 0, 6) }),
      { parts: [{ amount: 9 }], executed: true },
      scripted([]),
    );
    expect(executed.view.vitals.death).toMatchObject({ successes: 0, failures: 0 });
    expect(executed.view.vitals.unconscious).toMatchObject({ cause: "dying" });
  });
});

describe("Resilience tracker", () => {
  it("DE-RES-1: all damage, Direct included, comes off Res", () => {
    const t = res(10, 10).track as Track;
    expect(damageTrack(t, 4, "normal", oneHp).track).toMatchObject({ res: 6 });
    expect(damageTrack(t, 4, "direct", oneHp).track).toMatchObject({ res: 6 });
    expect(damageTrack(t, 40, "normal", oneHp)).toMatchObject({ track: { res: 0 }, lifeReachedZero: true });
  });
});
