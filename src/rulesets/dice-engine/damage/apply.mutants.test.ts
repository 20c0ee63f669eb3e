// A dead character takes no more damage: the final damage is still worked out (for the log), but
// nothing reaches its trackers, its initiative or its conditions.
import { describe, expect, it } from "vitest";
import { applyDamage } from "./apply.js";
import { hero, scripted } from "./testing/fixtures.js";

describe("damage to the dead", () => {
  it("DE-HEALTH-10: damage to a dead character changes nothing and triggers nothing", () => {
    const dead = hero({
      vitals: { track: { kind: "hpStun", hp: 0, maxHp: 3, stun: 0, maxStun: 6 }, dead: true },
    });
    const ctx = scripted([]);
    const r = applyDamage(
      dead,
      {
        parts: [{ amount: 4 }, { amount: 2, type: "initiative" }],
        conditions: [{ condition: "bleed", rating: 1, check: { stat: "endurance", dc: 13 } }],
      },
      ctx,
    );
    expect(r.view).toBe(dead);
    expect([r.damage.final, r.damage.initiative, r.initiative]).toEqual([4, 2, 0]);
    expect(r.happenings).toEqual([]);
  });
});
