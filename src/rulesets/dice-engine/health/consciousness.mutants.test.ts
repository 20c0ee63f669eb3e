// The 0-Stun consciousness check pinned: when it is called for, its DC, and what a pass and a failure
// write (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { hero, hpStun, res, scripted } from "../damage/testing/fixtures.js";
import {
  CONSCIOUSNESS_CHECK,
  consciousnessDc,
  makeConsciousnessCheck,
  needsConsciousnessCheck,
} from "./consciousness.js";
import { damageTrack } from "./track.js";
import { INITIATIVE_PER_HOUR, parseVitals, type VitalsInput } from "./vitals.js";

const oneHp = { stunOverflow: "oneHp" } as const;
const needs = (input: VitalsInput, amount: number, mode: "normal" | "stun" | "direct" = "normal") => {
  const v = parseVitals(input);
  return needsConsciousnessCheck(v, damageTrack(v.track, amount, mode, oneHp));
};

describe("when the consciousness check is made", () => {
  it("DE-HEALTH-6: Stun taken to 0 by this instance calls for it", () => {
    expect(needs(hpStun(3, 3, 2, 6), 2)).toBe(true);
    expect(needs(hpStun(3, 3, 2, 6), 2, "stun")).toBe(true);
    expect(needs(hpStun(3, 3, 3, 6), 2)).toBe(false);
  });

  it("DE-HEALTH-7: damage taken at 0 Stun calls for it again; no damage does not", () => {
    expect(needs(hpStun(3, 3, 0, 6), 1)).toBe(true);
    expect(needs(hpStun(3, 3, 0, 6), 1, "direct")).toBe(true);
    expect(needs(hpStun(3, 3, 0, 6), 0)).toBe(false);
    // Direct damage with Stun left: Stun is not 0 before or after.
    expect(needs(hpStun(3, 3, 2, 6), 1, "direct")).toBe(false);
  });

  it("DE-HEALTH-8: not at 0 HP, nor for the unconscious, the dead, or a Resilience character", () => {
    expect(needs(hpStun(1, 3, 0, 6), 1)).toBe(false);
    expect(needs(hpStun(1, 3, 2, 6), 2, "stun")).toBe(true);
    expect(needs({ ...hpStun(3, 3, 0, 6), unconscious: { cause: "other", since: 0, until: null } }, 1)).toBe(
      false,
    );
    expect(needs({ ...hpStun(3, 3, 0, 6), dead: true }, 1)).toBe(false);
    expect(needs(res(5, 5), 5)).toBe(false);
    expect(needs(res(5, 5), 2)).toBe(false);
  });
});

describe("the consciousness check", () => {
  it("DE-HEALTH-6: DC 12 + missing HP, an Endurance check", () => {
    expect(CONSCIOUSNESS_CHECK).toEqual({ stat: "endurance", dcBase: 12, hoursDie: 6 });
    expect(consciousnessDc({ kind: "hpStun", hp: 2, maxHp: 5, stun: 0, maxStun: 6 })).toBe(15);
    expect(consciousnessDc({ kind: "hpStun", hp: 5, maxHp: 5, stun: 0, maxStun: 6 })).toBe(12);
  });

  it("DE-HEALTH-6: a pass writes the check only and changes nothing", () => {
    const view = hero({ vitals: hpStun(2, 3, 0, 6), stats: { endurance: 1 } });
    const r = makeConsciousnessCheck(view, scripted([5, 7], 40));
    expect(r.view).toBe(view);
    expect(r.happenings).toHaveLength(1);
    expect(r.happenings[0]).toMatchObject({
      kind: "check",
      at: 40,
      check: { purpose: "consciousness", stat: "endurance", dc: 13, success: true },
    });
  });

  it("DE-HEALTH-6: a failure rolls 1d6 hours and puts the character to sleep from now", () => {
    const view = hero({ vitals: hpStun(2, 3, 0, 6), stats: { endurance: 1 } });
    const ctx = scripted([5, 6, 2], 40);
    const r = makeConsciousnessCheck(view, ctx);
    const until = 40 + 2 * INITIATIVE_PER_HOUR;
    expect(r.happenings.slice(1)).toEqual([
      { kind: "dice", at: 40, what: "hours unconscious", faces: [2], total: 2 },
      { kind: "unconscious", at: 40, cause: "stun", until },
    ]);
    expect(r.happenings[0]).toMatchObject({ kind: "check", at: 40, check: { success: false, dc: 13 } });
    expect(r.view.vitals).toEqual({ ...view.vitals, unconscious: { cause: "stun", since: 40, until } });
    expect(ctx.remaining()).toBe(0);
  });

  it("DE-HEALTH-6: the hours are a d6 named for what it decides", () => {
    const view = hero({ vitals: hpStun(2, 3, 0, 6) });
    expect(() => makeConsciousnessCheck(view, scripted([5, 6, 7]))).toThrow(
      "face 3 is 7, which a d6 (hours unconscious) cannot show",
    );
  });

  it("DE-HEALTH-6: a Resilience character has no Stun and makes none", () => {
    const robot = hero({ vitals: res(0, 5) });
    const ctx = scripted([5, 6]);
    expect(makeConsciousnessCheck(robot, ctx)).toEqual({ view: robot, happenings: [] });
    expect(ctx.remaining()).toBe(2);
  });
});
