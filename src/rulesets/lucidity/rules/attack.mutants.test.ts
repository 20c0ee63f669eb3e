// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// the exact attack odds checked against every sequence of dice `rollAttack` can throw, for each way
// of attacking, and the whole record of a miss.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { everyThrow } from "../testing/helpers.js";
import { type AttackSpec, atLeast, attackOdds, rollAttack } from "./attack.js";

function add(m: Map<number, number>, v: number, p: number): void {
  m.set(v, (m.get(v) ?? 0) + p);
}

function expectSameDist(got: [number, number][], want: Map<number, number>, what: string): void {
  const wanted = [...want].filter(([, p]) => p > 1e-15).sort((a, b) => a[0] - b[0]);
  expect(
    got.map(([v]) => v),
    what,
  ).toEqual(wanted.map(([v]) => v));
  for (const [i, [v, p]] of got.entries()) expect(p, `${what} ${v}`).toBeCloseTo(wanted[i]![1], 12);
}

/** The odds `attackOdds` gives, compared with every throw of `rollAttack`. */
function expectOddsMatchRolls(spec: AttackSpec): void {
  const runs = everyThrow((dice) => rollAttack(spec, dice));
  let hit = 0;
  const total = new Map<number, number>();
  const damage = new Map<number, number>();
  const d = new Map<number, number>();
  for (const { p, r } of runs) {
    if (r.total !== null) add(total, r.total, p);
    add(damage, r.damage, p);
    if (r.hit) {
      hit += p;
      add(d, r.d, p);
    }
  }
  for (const [v, p] of d) d.set(v, p / hit);
  const o = attackOdds(spec);
  expect(o.hit).toBeCloseTo(hit, 12);
  expectSameDist(o.total, total, "total");
  expectSameDist(o.damage, damage, "damage");
  if (hit > 0) expectSameDist(o.d, d, "d");
}

const base: AttackSpec = {
  modifier: 2,
  net: 0,
  defense: 14,
  penBonus: 0,
  damage: "1d4",
  damageBonus: 0,
  damageNet: 0,
  protection: 3,
  resolution: "thresholds",
  way: "d20",
  lucidity: null,
  inspiration: null,
};

describe("Lucidity attacks: what the mutants found open", () => {
  it("LUC-CMB-1, 2, 8 a d20 attack's odds are its rolls' odds: Breaks, a Penetration malus, a damage malus", () => {
    expectOddsMatchRolls({ ...base, net: -1, penBonus: -2, damageBonus: -2, protection: 2 });
    expectOddsMatchRolls({ ...base, net: 1, penBonus: 1, damageNet: -1, resolution: "subtract-only" });
  });

  it("LUC-TRAIT-10 Inspirator's CHA moves the attack total, always or only when it turns a miss into a hit", () => {
    expectOddsMatchRolls({ ...base, inspiration: { bonus: 2, mode: "always" } });
    expectOddsMatchRolls({ ...base, inspiration: { bonus: 3, mode: "if-it-helps" } });
  });

  it("LUC-LUC-10 a guaranteed attack: Penetration max(1, total − Defense) + bonuses, never below 0", () => {
    expectOddsMatchRolls({ ...base, way: "guaranteed", penBonus: -1, protection: 2 });
    expectOddsMatchRolls({ ...base, way: "guaranteed", penBonus: 1, defense: 30 });
    const r = rollAttack({ ...base, way: "guaranteed", penBonus: -3 }, facesSource([20, 4]));
    // total 22 vs 14: Penetration 8 − 3 = 5 strips all 3 Protection.
    expect(r).toMatchObject({ hit: true, by: "guaranteed", total: 22, pen: 5, d: 4, damage: 4 });
    const low = rollAttack({ ...base, way: "guaranteed", penBonus: -3 }, facesSource([1, 4]));
    expect(low).toMatchObject({ hit: true, pen: 0, effectiveProtection: 3, d: 4, damage: 1 });
  });

  it("LUC-LUC-8 a Lucidity roll in place of the attack: fixed or margin Penetration, Buffs moving the target", () => {
    const l = { target: 9, penetration: 1 as const, net: 0, buffsApply: false };
    expectOddsMatchRolls({ ...base, way: "lucidity", lucidity: l, penBonus: 1 });
    expectOddsMatchRolls({
      ...base,
      way: "lucidity",
      lucidity: { ...l, penetration: "margin" },
      penBonus: -3,
    });
    expectOddsMatchRolls({
      ...base,
      way: "lucidity",
      lucidity: { ...l, penetration: 2, net: -1, buffsApply: true },
    });
    expectOddsMatchRolls({
      ...base,
      way: "lucidity",
      lucidity: { ...l, penetration: "margin", net: 1, buffsApply: true },
    });
    // Buffs that do not apply to Lucidity leave the target alone.
    expectOddsMatchRolls({ ...base, way: "lucidity", lucidity: { ...l, net: 2, buffsApply: false } });
    // A target at or below 0 never succeeds.
    expectOddsMatchRolls({ ...base, way: "lucidity", lucidity: { ...l, target: 0 } });
    expect(attackOdds({ ...base, way: "lucidity", lucidity: { ...l, target: -2 } }).hit).toBe(0);
  });

  it("LUC-LUC-3 a Lucidity roll after a failed d20: only the missed throws roll it", () => {
    const l = { target: 8, penetration: "margin" as const, net: 0, buffsApply: false };
    expectOddsMatchRolls({ ...base, way: "lucidity-if-failed", lucidity: l });
    expectOddsMatchRolls({ ...base, way: "lucidity-if-failed", lucidity: { ...l, penetration: 3 }, net: 1 });
    // Every d20 hits: no Lucidity roll is ever made.
    const sure = { ...base, modifier: 20, way: "lucidity-if-failed" as const, lucidity: l };
    expectOddsMatchRolls(sure);
    expect(rollAttack(sure, facesSource([1, 2])).lucidityRoll).toBeNull();
  });

  it("LUC-CMB-1 a miss deals nothing and throws no damage dice; its record keeps the attack roll", () => {
    const dice = facesSource([5, 3, 1, 1, 1]);
    const r = rollAttack({ ...base, net: 1, inspiration: { bonus: 1, mode: "always" } }, dice);
    expect(r).toEqual({
      face: 5,
      buff: { net: 1, faces: [3], value: 3 },
      total: 11,
      lucidityRoll: null,
      hit: false,
      by: "d20",
      inspired: true,
      pen: 0,
      d: 0,
      effectiveProtection: 0,
      damage: 0,
      damageDice: [],
      damageBuff: null,
    });
    expect(dice.used()).toBe(2);
  });

  it("LUC-LUC-8 a failed Lucidity roll in place of the attack is a miss recorded as decided by Lucidity", () => {
    const r = rollAttack(
      { ...base, way: "lucidity", lucidity: { target: 5, penetration: 1, net: 0, buffsApply: false } },
      facesSource([12]),
    );
    expect(r).toMatchObject({ face: null, buff: null, total: null, hit: false, by: "lucidity", pen: 0 });
    expect(r.lucidityRoll).toMatchObject({ face: 12, target: 5, success: false, over: 7 });
  });

  it("LUC-LUC-8 an attack made as a Lucidity roll is never inspired; a d20 attack names its die", () => {
    const spec: AttackSpec = {
      ...base,
      way: "lucidity",
      lucidity: { target: 15, penetration: 1, net: 0, buffsApply: false },
    };
    expect(rollAttack(spec, facesSource([12, 2])).inspired).toBe(false);
    expect(
      rollAttack({ ...spec, lucidity: { ...spec.lucidity!, target: 5 } }, facesSource([12])).inspired,
    ).toBe(false);
    const names: string[] = [];
    const faces = [20, 2];
    let i = 0;
    rollAttack(base, {
      roll(_sides, name) {
        names.push(name);
        return faces[i++]!;
      },
    });
    expect(names[0]).toBe("d20 (attack)");
  });

  it("LUC-LUC-8, 9 a margin Lucidity hit with a target of 20 or more counts a 20 too", () => {
    const l = { target: 22, penetration: "margin" as const, net: 0, buffsApply: false };
    expectOddsMatchRolls({ ...base, way: "lucidity", lucidity: l, protection: 25, damage: "1d20" });
    expect(attackOdds({ ...base, way: "lucidity", lucidity: l }).hit).toBeCloseTo(1, 15);
  });

  it("LUC-BB-4 without damage Buffs no d6 is thrown for the damage and no damage Buff is recorded", () => {
    const dice = facesSource([20, 3]);
    const r = rollAttack(base, dice);
    expect(r).toMatchObject({ hit: true, damageBuff: null, d: 3 });
    expect(r.damageDice).toEqual([
      { role: "damage", sides: 4, faces: [3], value: 3, kept: true, exploded: false, imploded: false },
    ]);
    expect(dice.used()).toBe(2);
    const b = rollAttack({ ...base, damageNet: -1 }, facesSource([20, 3, 2]));
    expect(b).toMatchObject({ damageBuff: { net: -1, faces: [2], value: -2 }, d: 1 });
  });

  it("LUC-CMB-8 atLeast counts the damage values at or above n", () => {
    const dist: [number, number][] = [
      [0, 0.5],
      [2, 0.25],
      [3, 0.25],
    ];
    expect(atLeast(dist, 2)).toBe(0.5);
    expect(atLeast(dist, 3)).toBe(0.25);
    expect(atLeast(dist, 0)).toBe(1);
  });
});
