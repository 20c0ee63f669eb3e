import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { type AttackSpec, attackOdds, rollAttack } from "./attack.js";
import { damageAfterProtection, effectiveProtection } from "./combat.js";

const base: AttackSpec = {
  modifier: 3,
  net: 1,
  defense: 14,
  penBonus: 1,
  damage: "1d6",
  damageBonus: 1,
  damageNet: 0,
  protection: 4,
  resolution: "thresholds",
  way: "d20",
  lucidity: null,
  inspiration: null,
};

describe("attacks from numbers", () => {
  it("LUC-CMB-8 the order of a hit: 16 vs 13 (Pen 3) + Impaler 2 = 5; face 6 + Backstabber 4 = D 10; Prot 7 → 2 left → 8", () => {
    const spec: AttackSpec = {
      ...base,
      modifier: 2,
      net: 0,
      defense: 13,
      penBonus: 2,
      damage: "1d6",
      damageBonus: 4,
      protection: 7,
    };
    const r = rollAttack(spec, facesSource([14, 6]));
    expect(r).toMatchObject({ total: 16, hit: true, pen: 5, d: 10, effectiveProtection: 2, damage: 8 });
  });

  it("LUC-CMB-8 exact hit chance and damage distribution match an enumeration of d20 × Buff d6 × damage d6", () => {
    const o = attackOdds(base);
    let hit = 0;
    const damage = new Map<number, number>();
    for (let f = 1; f <= 20; f++)
      for (let b = 1; b <= 6; b++)
        for (let d = 1; d <= 6; d++) {
          const p = 1 / 720;
          const total = f + 3 + b;
          if (total <= 14) {
            damage.set(0, (damage.get(0) ?? 0) + p);
            continue;
          }
          hit += p;
          const pen = total - 14 + 1;
          const dmg = damageAfterProtection(d + 1, effectiveProtection(4, pen), "thresholds");
          damage.set(dmg, (damage.get(dmg) ?? 0) + p);
        }
    expect(o.hit).toBeCloseTo(hit, 12);
    for (const [v, p] of o.damage) expect(p, `damage ${v}`).toBeCloseTo(damage.get(v) ?? 0, 12);
    expect(o.damage.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it("LUC-LUC-8 an attack won by a Lucidity roll hits with Penetration 1 (+ bonuses); `margin` uses the roll's margin", () => {
    const spec: AttackSpec = {
      ...base,
      way: "lucidity",
      penBonus: 0,
      lucidity: { target: 12, penetration: 1, net: 0, buffsApply: false },
    };
    const r = rollAttack(spec, facesSource([9, 5]));
    expect(r).toMatchObject({ by: "lucidity", hit: true, pen: 1, total: null, d: 6, damage: 3 });
    const m = rollAttack(
      { ...spec, lucidity: { ...spec.lucidity!, penetration: "margin" } },
      facesSource([9, 5]),
    );
    expect(m.pen).toBe(4);
    expect(attackOdds(spec).hit).toBeCloseTo(12 / 20, 15);
    expect(attackOdds({ ...spec, lucidity: { ...spec.lucidity!, penetration: "margin" } }).hit).toBeCloseTo(
      12 / 20,
      15,
    );
  });

  it("LUC-LUC-10 a guaranteed attack hits whatever the face, with Penetration max(1, total − Defense)", () => {
    const spec: AttackSpec = { ...base, net: 0, penBonus: 0, way: "guaranteed" };
    const low = rollAttack(spec, facesSource([2, 3]));
    expect(low).toMatchObject({ hit: true, total: 5, pen: 1 });
    const high = rollAttack(spec, facesSource([19, 3]));
    expect(high.pen).toBe(8);
    expect(attackOdds(spec).hit).toBeCloseTo(1, 15);
  });

  it("LUC-LUC-3 with substituteTiming = after-roll, a failed d20 may be followed by a Lucidity roll", () => {
    const spec: AttackSpec = {
      ...base,
      net: 0,
      way: "lucidity-if-failed",
      lucidity: { target: 10, penetration: 1, net: 0, buffsApply: false },
    };
    const r = rollAttack(spec, facesSource([3, 7, 4]));
    expect(r).toMatchObject({ by: "lucidity", hit: true, pen: 2 });
    const pd20 = 9 / 20; // face + 3 > 14 ⇔ face ≥ 12
    expect(attackOdds(spec).hit).toBeCloseTo(pd20 + (1 - pd20) * 0.5, 15);
  });

  it("LUC-BB-4 with buffsApplyToDamage the net Buff die also adds to the damage roll", () => {
    const spec: AttackSpec = { ...base, net: 1, damageNet: 1, protection: 0, penBonus: 0, damageBonus: 0 };
    const r = rollAttack(spec, facesSource([15, 2, 3, 4]));
    expect(r).toMatchObject({ hit: true, d: 7, damage: 7 });
  });
});
