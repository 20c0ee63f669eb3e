import { describe, expect, it } from "vitest";
import { advanceTime } from "../conditions/advance.js";
import { applyDamage } from "../damage/apply.js";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import type { Happening } from "./log.js";
import { shortRest } from "./rest.js";
import { healStun } from "./track.js";
import { INITIATIVE_PER_HOUR } from "./vitals.js";

const checkOf = (h: Happening[]) => {
  const c = h.find((x) => x.kind === "check");
  return c?.kind === "check" ? c.check : undefined;
};

describe("the 0-Stun consciousness check", () => {
  it("DE-HEALTH-6: Stun reduced to 0 → Endurance check DC 12 + missing HP, or unconscious 1d6 hours", () => {
    // max HP 3, Stun 4, 6 damage → Stun 0, HP 2 → DC 13; faces 3 + 4 fail, d6 = 4 → 4 hours.
    const ctx = scripted([3, 4, 4], 100);
    const r = applyDamage(hero({ vitals: hpStun(3, 3, 4, 6) }), { parts: [{ amount: 6 }] }, ctx);
    expect(checkOf(r.happenings)).toMatchObject({
      purpose: "consciousness",
      stat: "endurance",
      dc: 13,
      success: false,
    });
    expect(r.view.vitals.unconscious).toEqual({
      cause: "stun",
      since: 100,
      until: 100 + 4 * INITIATIVE_PER_HOUR,
    });
    expect(ctx.remaining()).toBe(0);
    // Passing keeps the character awake.
    const pass = applyDamage(
      hero({ vitals: hpStun(3, 3, 4, 6) }),
      { parts: [{ amount: 6 }] },
      scripted([6, 7]),
    );
    expect(pass.view.vitals.unconscious).toBeNull();
    // Pain Resistance Techniques (a perk effect keyed on the purpose) gives advantage: three dice.
    const tough = hero({
      vitals: hpStun(3, 3, 4, 6),
      checkEffects: [{ source: "Pain Resistance Techniques", purpose: "consciousness", advantage: 1 }],
    });
    const adv = applyDamage(tough, { parts: [{ amount: 6 }] }, scripted([3, 4, 9]));
    expect(checkOf(adv.happenings)?.result.total).toBe(13);
    expect(adv.view.vitals.unconscious).toBeNull();
  });

  it("DE-HEALTH-7: every later instance at 0 Stun repeats the check at the new DC", () => {
    const ctx = scripted([7, 7]);
    const r = applyDamage(hero({ vitals: hpStun(2, 3, 0, 6) }), { parts: [{ amount: 1 }] }, ctx);
    expect(r.view.vitals.track).toMatchObject({ hp: 1 });
    expect(checkOf(r.happenings)?.dc).toBe(14);
    // Someone already unconscious makes no check.
    const out = hero({
      vitals: { ...hpStun(2, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: 7200 } },
    });
    expect(checkOf(applyDamage(out, { parts: [{ amount: 1 }] }, scripted([])).happenings)).toBeUndefined();
    // Damage fully stopped by armour is no damage taken: no check.
    const armoured = hero({
      vitals: hpStun(2, 3, 0, 6),
      armour: { name: "Vest", type: "reflex", ea: 3 },
      skills: ["reflexArmour"],
    });
    expect(applyDamage(armoured, { parts: [{ amount: 2 }] }, scripted([])).happenings).toEqual([]);
  });

  it("DE-HEALTH-9: a 0-Stun sleeper wakes on regaining any Stun, or when its hours are up (still at 0)", () => {
    const asleep = hero({
      vitals: { ...hpStun(2, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: 3 * 7200 } },
    });
    const woke = healStun(asleep.vitals, 1, 50, "Overwatch Medic");
    expect(woke.vitals.unconscious).toBeNull();
    expect(woke.happenings.map((h) => h.kind)).toEqual(["healed", "woke"]);
    // A short rest's stun dice do it too.
    const rested = shortRest(asleep, 1, scripted([2]));
    expect(rested.ok && rested.vitals.unconscious).toBeNull();
    // Time alone: at the end of the 1d6 hours it wakes at 0 Stun.
    const later = advanceTime(asleep, 3 * 7200, scripted([]));
    expect(later.view.vitals.unconscious).toBeNull();
    expect(later.view.vitals.track).toMatchObject({ stun: 0 });
    expect(advanceTime(asleep, 3 * 7200 - 1, scripted([])).view.vitals.unconscious).not.toBeNull();
  });
});
