import { describe, expect, it } from "vitest";
import { componentDamage, type Explosive, explosionDamage, type Surface } from "./explosion.js";
import { must, O, opts, refusal } from "./test-fixtures.js";

const grenade: Explosive = { components: [{ type: "concussive", damage: 25 }] };
const wall: Surface = { id: "wall", distance: 1, reflective: true };

describe("explosions", () => {
  it("DE-EXPLO-1: flat damage less the metres to the centre, at least 0: 25 at 2 m → 23; 0 m → 25; 25 m → 0", () => {
    const at = (d: number) => must(explosionDamage(grenade, d, [], O)).total;
    expect([at(2), at(0), at(25), at(30)]).toEqual([23, 25, 0, 0]);
  });

  it("DE-EXPLO-1: a character outside the explosive's stated radius takes nothing", () => {
    const small = { ...grenade, radius: 5 };
    expect(must(explosionDamage(small, 5, [], O)).total).toBe(20);
    expect(must(explosionDamage(small, 6, [], O)).total).toBe(0);
  });

  it("DE-EXPLO-2: the distance is the shortest path the map measures; Flak components lose their rating per metre", () => {
    // Around a pillar the path is 4 m though the centre is 3 m away as the crow flies: the caller measures.
    expect(must(explosionDamage(grenade, 4, [], O)).total).toBe(21);
    const frag: Explosive = { components: [{ type: "flak", damage: 15, flak: 3 }] };
    expect(must(explosionDamage(frag, 3, [], O)).total).toBe(6);
    expect(componentDamage({ type: "flak", damage: 15, flak: 3, flakOffset: 1 }, 3)).toBe(9);
    expect(refusal(explosionDamage(grenade, -1, [], O)).path).toEqual(["distance"]);
  });

  it("DE-EXPLO-3: 25 concussive at 2 m with a wall 1 m from the character → 23, then 21 from 4 m: 44", () => {
    const r = must(explosionDamage(grenade, 2, [wall], O));
    expect(r.hits.map((h) => [h.via, h.distance, h.damage])).toEqual([
      ["direct", 2, 23],
      ["wall", 4, 21],
    ]);
    expect(r.total).toBe(44);
  });

  it("DE-EXPLO-4: only the concussive damage reflects", () => {
    const mixed: Explosive = {
      components: [
        { type: "concussive", damage: 25 },
        { type: "fire", damage: 10 },
      ],
    };
    const r = must(explosionDamage(mixed, 2, [wall], O));
    expect(r.byType).toEqual({ concussive: 44, fire: 8 });
    expect(r.hits.filter((h) => h.type === "fire")).toHaveLength(1);
  });

  it("DE-EXPLO-5: only surfaces the GM flags reflective reflect", () => {
    const hedge: Surface = { id: "hedge", distance: 1, reflective: false };
    expect(must(explosionDamage(grenade, 2, [hedge], O)).total).toBe(23);
    expect(
      refusal(explosionDamage(grenade, 2, [{ id: "x", distance: -1, reflective: true }], O)).path,
    ).toEqual(["surfaces", 0, "distance"]);
  });

  it("DE-EXPLO-6: one reflection per surface by default; more passes between opposing walls with the option", () => {
    const corridor: Surface = { id: "left", distance: 1, reflective: true, opposite: 2 };
    expect(must(explosionDamage(grenade, 2, [corridor], O)).hits.map((h) => h.distance)).toEqual([2, 4]);
    const bouncy = opts({ aceInTheHoleMaxBounces: 10 });
    const r = must(explosionDamage(grenade, 2, [corridor], bouncy));
    // 2, then +2 (left), +4 (right), +2, +4, … until the damage would be 0.
    expect(r.hits.map((h) => h.distance)).toEqual([2, 4, 8, 10, 14, 16, 20, 22]);
    expect(r.hits.at(-1)!.damage).toBe(3);
  });

  it("DE-EXPLO-7: 23 + 21 concussive is one damage instance: EA 5 applies once → 39", () => {
    const r = must(explosionDamage(grenade, 2, [wall], O));
    expect(r.instances).toBe(1);
    // The damage rules subtract EA once per instance (option eaPer: damageInstance).
    expect(r.total - 5).toBe(39);
  });

  it("DE-EXPLO-8: Ace in the Hole is on by default and can be turned off", () => {
    expect(O.aceInTheHole).toBe(true);
    expect(must(explosionDamage(grenade, 2, [wall], opts({ aceInTheHole: false }))).total).toBe(23);
  });
});
