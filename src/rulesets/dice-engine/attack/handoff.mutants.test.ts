// The hand-off to the damage rules pinned field by field: which parts carry a rating, an offset and
// a distance, the track each modifier picks, the source when none is named, and an explosion's
// parts that deal nothing left out (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import type { TargetResult } from "./attack.js";
import type { AttackDamage } from "./damage.js";
import { attackHandOff, explosionHandOff } from "./handoff.js";

const typeOf = (over: Partial<AttackDamage["type"]> = {}): AttackDamage["type"] => ({
  type: "piercing",
  stun: false,
  direct: false,
  resisted: false,
  unresisted: false,
  ...over,
});

const hit = (type: AttackDamage["type"], more: Partial<TargetResult> = {}): TargetResult =>
  ({
    hit: true,
    damage: { amount: 6, type } as AttackDamage,
    conditions: [],
    ...more,
  }) as TargetResult;

describe("DE-ATK-7: an attack's damage instance", () => {
  it("a plain hit: one part with amount and type only, no source named, the normal track", () => {
    expect(attackHandOff(hit(typeOf()))).toEqual({
      source: null,
      parts: [{ amount: 6, type: "piercing" }],
      resisted: false,
      unresisted: false,
      track: "normal",
      conditions: [],
    });
  });

  it("the distance goes only to the types that read it (concussive, flak, impulse), and only when given", () => {
    const part = (type: string, distance?: number) =>
      attackHandOff(hit(typeOf({ type })), distance === undefined ? {} : { distance })!.parts[0];
    expect(part("piercing", 4)).toEqual({ amount: 6, type: "piercing" });
    expect(part("concussive", 4)).toEqual({ amount: 6, type: "concussive", distance: 4 });
    expect(part("flak", 0)).toEqual({ amount: 6, type: "flak", distance: 0 });
    expect(part("impulse", 2)).toEqual({ amount: 6, type: "impulse", distance: 2 });
    expect(part("impulse")).toEqual({ amount: 6, type: "impulse" });
  });

  it("a rating and an offset ride along when the type has them; a named source is kept", () => {
    const h = attackHandOff(hit(typeOf({ type: "flak", rating: 2, offset: 0 })), { source: "gun" })!;
    expect(h.source).toBe("gun");
    expect(h.parts).toEqual([{ amount: 6, type: "flak", rating: 2, flakOffset: 0 }]);
  });

  it("Direct before Stun before normal; resisted and unresisted as the weapon says; conditions copied", () => {
    expect(attackHandOff(hit(typeOf({ direct: true, stun: true })))!.track).toBe("direct");
    expect(attackHandOff(hit(typeOf({ stun: true })))!.track).toBe("stun");
    const h = attackHandOff(
      hit(typeOf({ resisted: true, unresisted: true }), { conditions: [{ condition: "bleed", rating: 1 }] }),
    )!;
    expect([h.resisted, h.unresisted, h.conditions]).toEqual([
      true,
      true,
      [{ condition: "bleed", rating: 1 }],
    ]);
  });

  it("a miss, or a hit with no damage, hands over nothing", () => {
    expect(attackHandOff(hit(typeOf(), { hit: false }))).toBeNull();
    expect(attackHandOff(hit(typeOf(), { damage: null }))).toBeNull();
  });
});

describe("DE-EXPLO-7: an explosion's damage instance", () => {
  const blast = (hits: { type: string; damage: number; rating?: number }[]) =>
    explosionHandOff({
      hits: hits.map((x) => ({ via: "direct", pass: 0, distance: 1, ...x })),
      byType: {},
      total: 0,
      instances: 1,
    });

  it("the parts that deal something, Flak with its rating; no source named is null", () => {
    expect(
      blast([
        { type: "concussive", damage: 5 },
        { type: "fire", damage: 0 },
        { type: "flak", damage: 3, rating: 2 },
      ]),
    ).toEqual({
      source: null,
      parts: [
        { amount: 5, type: "concussive" },
        { amount: 3, type: "flak", rating: 2 },
      ],
      resisted: false,
      unresisted: false,
      track: "normal",
      conditions: [],
    });
  });

  it("nothing dealt, nothing handed over", () => {
    expect(blast([{ type: "fire", damage: 0 }])).toBeNull();
    expect(blast([])).toBeNull();
  });
});

describe("no key left undefined in a hand-off (toStrictEqual tells)", () => {
  it("DE-ATK-7: a type with no rating, no offset, or no distance given carries no such key", () => {
    expect(attackHandOff(hit(typeOf()))!.parts).toStrictEqual([{ amount: 6, type: "piercing" }]);
    expect(attackHandOff(hit(typeOf({ type: "impulse", rating: 3 })))!.parts).toStrictEqual([
      { amount: 6, type: "impulse", rating: 3 },
    ]);
    expect(attackHandOff(hit(typeOf({ type: "flak", offset: 1 })), { distance: 2 })!.parts).toStrictEqual([
      { amount: 6, type: "flak", flakOffset: 1, distance: 2 },
    ]);
  });

  it("DE-EXPLO-7: an explosion part with no rating carries no rating key", () => {
    const h = explosionHandOff(
      {
        hits: [
          { via: "direct", pass: 0, distance: 1, type: "concussive", damage: 5 },
          { via: "direct", pass: 0, distance: 1, type: "flak", damage: 3, rating: 2 },
        ],
        byType: {},
        total: 0,
        instances: 1,
      },
      "grenade",
    );
    expect(h).toStrictEqual({
      source: "grenade",
      parts: [
        { amount: 5, type: "concussive" },
        { amount: 3, type: "flak", rating: 2 },
      ],
      resisted: false,
      unresisted: false,
      track: "normal",
      conditions: [],
    });
  });
});
