// A contract test with the damage rules: what the attack hands over parses as their damage instance.
import { describe, expect, it } from "vitest";
import { parseDamageInstance } from "../damage/instance.js";
import { rollAttack } from "./attack.js";
import { explosionDamage } from "./explosion.js";
import { attackHandOff, explosionHandOff } from "./handoff.js";
import { rollSpray } from "./spray.js";
import { faces, must, O, weapon } from "./test-fixtures.js";

describe("handing damage over", () => {
  it("DE-ATK-7: a hit becomes one damage instance with its type, rating, modifiers and riders", () => {
    const shotgun = weapon({
      id: "shotgun",
      damage: "6",
      damageType: "flak",
      damageRating: 2,
      flakOffset: 1,
      damageModifiers: { resisted: true },
      attacks: [{ type: "standard" }],
      onHit: [{ condition: "bleed", rating: 1, check: { dc: 13 } }],
    });
    const r = must(
      rollAttack(
        { attacker: { stat: 0 }, weapon: shotgun, attackType: "standard", defender: { dv: 10 } },
        faces([10, 4]),
        O,
      ),
    );
    const h = attackHandOff(r, { source: "shotgun", distance: 3 })!;
    expect(h).toEqual({
      source: "shotgun",
      parts: [{ amount: 7, type: "flak", rating: 2, flakOffset: 1, distance: 3 }],
      resisted: true,
      unresisted: false,
      track: "normal",
      conditions: [{ condition: "bleed", rating: 1, check: { stat: "endurance", dc: 13 } }],
    });
    expect(parseDamageInstance(h).parts[0]!.amount).toBe(7);
    const miss = must(
      rollAttack(
        { attacker: { stat: 0 }, weapon: shotgun, attackType: "standard", defender: { dv: 20 } },
        faces([2, 3]),
        O,
      ),
    );
    expect(attackHandOff(miss)).toBeNull();
  });

  it("DE-TYPE-11: all of a Spray's hits on one target are one instance", () => {
    const smg = weapon({ id: "smg", damage: "2", attacks: [{ type: "spray", ratings: [10] }] });
    const r = must(
      rollSpray(
        { attacker: { stat: 0 }, weapon: smg, targets: [{ defender: { dv: 10 }, shots: 6 }] },
        faces([9, 9]),
        O,
      ),
    );
    const h = attackHandOff(r.targets[0]!)!;
    expect(h.parts).toEqual([{ amount: 12, type: "piercing" }]);
    expect(parseDamageInstance(h).parts).toHaveLength(1);
  });

  it("DE-EXPLO-7: an explosion and its reflections are one instance whose parts carry no distance", () => {
    const d = must(
      explosionDamage(
        { components: [{ type: "concussive", damage: 25 }] },
        2,
        [{ id: "wall", distance: 1, reflective: true }],
        O,
      ),
    );
    const h = explosionHandOff(d, "grenade")!;
    expect(h.parts).toEqual([
      { amount: 23, type: "concussive" },
      { amount: 21, type: "concussive" },
    ]);
    expect(parseDamageInstance(h).parts.every((p) => p.distance === undefined)).toBe(true);
  });
});
