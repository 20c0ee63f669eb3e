// Explosions pinned at their edges: Flak's offset beyond the distance, each refusal with its field
// and words, a character exactly at the radius, every field of each hit, and the reflections of Ace
// in the Hole pass by pass until one deals nothing (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { componentDamage, type Explosive, explosionDamage } from "./explosion.js";
import { must, O, opts, refusal } from "./test-fixtures.js";

const boom: Explosive = { components: [{ type: "concussive", damage: 10 }] };

describe("DE-EXPLO-1/2: one component", () => {
  it("less a metre each, at least 0; Flak its rating per metre beyond its offset, at least 0", () => {
    expect(componentDamage({ type: "concussive", damage: 10 }, 3)).toBe(7);
    expect(componentDamage({ type: "concussive", damage: 10 }, 12)).toBe(0);
    expect(componentDamage({ type: "flak", damage: 15, flak: 3 }, 2)).toBe(9);
    expect(componentDamage({ type: "flak", damage: 15, flak: 3, flakOffset: 1 }, 2)).toBe(12);
    // An offset longer than the distance leaves the full damage, not more.
    expect(componentDamage({ type: "flak", damage: 15, flak: 3, flakOffset: 5 }, 2)).toBe(15);
    expect(componentDamage({ type: "flak", damage: 15, flak: 3 }, 6)).toBe(0);
  });
});

describe("DE-EXPLO-1..8: one explosion on one character", () => {
  it("a path length or a surface distance that is not metres ≥ 0 is refused in words", () => {
    const bad = {
      code: "invalid",
      path: ["distance"],
    };
    expect(refusal(explosionDamage(boom, -1, [], O))).toEqual({
      ...bad,
      message: "a path length is metres ≥ 0, got -1",
    });
    expect(refusal(explosionDamage(boom, Number.POSITIVE_INFINITY, [], O))).toMatchObject(bad);
    expect(refusal(explosionDamage(boom, Number.NaN, [], O))).toMatchObject(bad);
    const wall = { id: "w", distance: 1, reflective: true };
    expect(refusal(explosionDamage(boom, 2, [wall, { ...wall, distance: -0.5 }], O))).toEqual({
      code: "invalid",
      path: ["surfaces", 1, "distance"],
      message: "a surface distance is metres ≥ 0",
    });
    expect(refusal(explosionDamage(boom, 2, [{ ...wall, distance: Number.NaN }], O)).path).toEqual([
      "surfaces",
      0,
      "distance",
    ]);
    expect(must(explosionDamage(boom, 0, [{ ...wall, distance: 0 }], O)).total).toBe(20);
  });

  it("exactly at the radius is inside; beyond it nothing; no radius (null or absent) has no limit", () => {
    expect(must(explosionDamage({ ...boom, radius: 4 }, 4, [], O)).total).toBe(6);
    expect(must(explosionDamage({ ...boom, radius: 4 }, 4.5, [], O))).toEqual({
      hits: [],
      byType: {},
      total: 0,
      instances: 1,
    });
    expect(must(explosionDamage({ ...boom, radius: null }, 9, [], O)).total).toBe(1);
    expect(must(explosionDamage(boom, 9, [], O)).total).toBe(1);
  });

  it("every field of the hits, Flak with its rating, sums per type and in all", () => {
    const mixed: Explosive = {
      components: [
        { type: "concussive", damage: 10 },
        { type: "flak", damage: 12, flak: 2, flakOffset: 1 },
        { type: "fire", damage: 4 },
      ],
    };
    const r = must(explosionDamage(mixed, 3, [{ id: "wall", distance: 1, reflective: true }], O));
    expect(r).toEqual({
      hits: [
        { type: "concussive", via: "direct", pass: 0, distance: 3, damage: 7 },
        { type: "concussive", via: "wall", pass: 1, distance: 5, damage: 5 },
        { type: "flak", via: "direct", pass: 0, distance: 3, damage: 8, rating: 2 },
        { type: "fire", via: "direct", pass: 0, distance: 3, damage: 1 },
      ],
      byType: { concussive: 12, flak: 8, fire: 1 },
      total: 21,
      instances: 1,
    });
    // Only Flak's hit has a rating at all (not one left undefined).
    expect(r.hits.map((x) => "rating" in x)).toEqual([false, false, true, false]);
  });

  it("DE-EXPLO-5/8: a surface not reflective, or Ace in the Hole off, reflects nothing", () => {
    const walls = [
      { id: "a", distance: 1, reflective: false },
      { id: "b", distance: 2, reflective: true },
    ];
    expect(must(explosionDamage(boom, 1, walls, O)).hits.map((x) => x.via)).toEqual(["direct", "b"]);
    expect(
      must(explosionDamage(boom, 1, walls, opts({ aceInTheHole: false }))).hits.map((x) => x.via),
    ).toEqual(["direct"]);
  });

  it("DE-EXPLO-6: passes alternate between a surface and the one opposite until one deals nothing", () => {
    const corridor = [{ id: "n", distance: 1, reflective: true, opposite: 2 }];
    const three = opts({ aceInTheHoleMaxBounces: 3 });
    // 10 at 1 m: 9; off n (+2): 7; off the opposite (+4): 3; off n again (+2): 1.
    expect(
      must(explosionDamage(boom, 1, corridor, three)).hits.map((x) => [x.via, x.pass, x.distance, x.damage]),
    ).toEqual([
      ["direct", 0, 1, 9],
      ["n", 1, 3, 7],
      ["n:opposite", 2, 7, 3],
      ["n", 3, 9, 1],
    ]);
    // More passes stop at the first that deals nothing (at exactly 0 nothing is added).
    const many = opts({ aceInTheHoleMaxBounces: 9 });
    const ten = { components: [{ type: "concussive", damage: 11 }] };
    expect(must(explosionDamage(ten, 1, corridor, many)).hits.map((x) => x.damage)).toEqual([10, 8, 4, 2]);
    // With no opposite surface the reflection stops after its first pass.
    expect(
      must(explosionDamage(boom, 1, [{ id: "n", distance: 1, reflective: true }], many)).hits.map(
        (x) => x.pass,
      ),
    ).toEqual([0, 1]);
    // One bounce by default, however many surfaces.
    expect(must(explosionDamage(boom, 1, corridor, O)).hits).toHaveLength(2);
  });
});
