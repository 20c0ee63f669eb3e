import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { checkOdds } from "../check/odds.js";
import { type AttackRequest, rollAttack } from "./attack.js";
import { attackOdds, checkCells, sprayOdds, takedownOdds } from "./odds.js";
import { must, O, opts, pistol, refusal, weapon } from "./test-fixtures.js";
import { unarmedStrike } from "./weapon.js";

/** Every (check faces, damage faces) combination rolled for real, each weighted by its chance. */
function bruteForce(req: AttackRequest, checkDice: number[], damageDice: number[], o = O) {
  const dist = new Map<number, number>();
  let hits = 0;
  let total = 0;
  const tuples = (sizes: number[]): number[][] =>
    sizes.reduce<number[][]>(
      (acc, s) => acc.flatMap((t) => Array.from({ length: s }, (_, i) => [...t, i + 1])),
      [[]],
    );
  const checks = tuples(checkDice);
  const damages = tuples(damageDice);
  const w = 1 / (checks.length * damages.length);
  for (const c of checks) {
    for (const d of damages) {
      const r = must(rollAttack(req, facesSource([...c, ...d]), o));
      total += w;
      if (r.hit) hits += w;
      const dmg = r.damage?.amount ?? 0;
      dist.set(dmg, (dist.get(dmg) ?? 0) + w);
    }
  }
  return { hit: hits / total, dist };
}

function expectSameDistribution(a: [number, number][], b: Map<number, number>) {
  const keys = [...b]
    .filter(([, p]) => p > 0)
    .map(([k]) => k)
    .sort((x, y) => x - y);
  expect(a.map(([v]) => v)).toEqual(keys);
  for (const [v, p] of a) expect(p).toBeCloseTo(b.get(v)!, 12);
}

describe("exact odds", () => {
  it("DE-ATK-4: the hit chance of a Standard pistol shot matches every face pair rolled for real", () => {
    const req: AttackRequest = {
      attacker: { stat: 1 },
      weapon: pistol,
      attackType: "standard",
      defender: { dv: 14 },
      distance: 5,
    };
    const o = must(attackOdds(req, O));
    const brute = bruteForce(req, [10, 10], [6, 6]);
    expect(o.hit).toBeCloseTo(brute.hit, 12);
    expect(o.hitFraction[0] / o.hitFraction[1]).toBe(o.hit);
    expectSameDistribution(o.damage.distribution, brute.dist);
    const mean = [...brute.dist].reduce((s, [v, p]) => s + v * p, 0);
    expect(o.damage.mean).toBeCloseTo(mean, 12);
  });

  it("DE-TYPE-8: a Heavy:[3] attack's multiples and damage match a brute-force roll, advantage and proficiency included", () => {
    const club = weapon({
      id: "club",
      melee: true,
      damage: "1d4",
      attacks: [{ type: "heavy", ratings: [3] }],
    });
    const req: AttackRequest = {
      attacker: { stat: 0, training: "proficient", advantage: 1 },
      weapon: club,
      attackType: "heavy",
      defender: { dv: 10 },
    };
    const o = must(attackOdds(req, O));
    const brute = bruteForce(req, [12, 10, 10], [4]);
    expect(o.hit).toBeCloseTo(brute.hit, 12);
    expectSameDistribution(o.damage.distribution, brute.dist);
    expect(o.multiples.map(([m]) => m)).toEqual([0, 1, 2, 3]);
  });

  it("DE-ATK-8: an unarmed strike's exact damage: 1 per Heavy:[2] multiple, crit bonuses, doubled on a super-critical", () => {
    const o = must(
      attackOdds(
        { attacker: { stat: 0 }, weapon: unarmedStrike(), attackType: "heavy", defender: { dv: 10 } },
        O,
      ),
    );
    // 0 (miss), 1 or 2 (multiples), 2 or 3 (a semi-critical's +1), 8 ((2 + 2) × 2 on a super-critical).
    expect(o.damage.distribution.map(([v]) => v)).toEqual([0, 1, 2, 3, 8]);
    expect(o.damage.distribution.at(-1)![1]).toBeCloseTo(0.01, 12);
  });

  it("DE-ATK-9: against a static target only a double 1 misses", () => {
    const o = must(
      attackOdds(
        { attacker: { stat: 0 }, weapon: unarmedStrike(), attackType: "heavy", defender: { static: true } },
        opts({ staticTargets: true }),
      ),
    );
    expect(o.hitFraction).toEqual([99, 100]);
  });

  it("DE-TYPE-10: each Spray target has its own exact odds, with its shots' bonus", () => {
    const smg = weapon({ id: "smg", damage: "2", attacks: [{ type: "spray", ratings: [10] }] });
    const o = must(
      sprayOdds(
        {
          attacker: { stat: 0 },
          weapon: smg,
          targets: [
            { defender: { dv: 15 }, shots: 7 },
            { defender: { dv: 15 }, shots: 3 },
          ],
        },
        O,
      ),
    );
    // +1 for 7 shots makes DV 15 as easy as DV 14 without it.
    const plain = checkOdds({ stat: 0, attack: true, target: 14 });
    expect(o[0]!.hit).toBeCloseTo(plain.vsTarget!.success / plain.outcomes, 12);
    expect(o[1]!.hit).toBeLessThan(o[0]!.hit);
    expect(Math.max(...o[1]!.multiples.map(([m]) => m))).toBe(3);
  });

  it("DE-ASSN-3: an assassination's damage is the maximum on every hit", () => {
    const rifle = weapon({ id: "rifle", damage: "2d6+1", attacks: [{ type: "standard" }] });
    const o = must(
      attackOdds(
        {
          attacker: { stat: 0 },
          weapon: rifle,
          attackType: "standard",
          defender: { dv: 12 },
          maximiseDamage: true,
        },
        O,
      ),
    );
    // 13, +1 on a semi-critical, (13 + 2) × 2 on a super-critical.
    expect(o.damage.distribution.map(([v]) => v)).toEqual([0, 13, 14, 30]);
  });

  it("DE-TAKE-4: the chances of the takedown table's rows add up to 1", () => {
    const knife = weapon({ id: "k", melee: true, damage: "1d4", attacks: [{ type: "light" }] });
    const o = must(takedownOdds({ weapon: knife, target: { stat: 0 } }, O));
    // 2d10 + 0 is never below 2, so "dies" cannot happen; 0–5 needs 2..5 (or a double 1: 2).
    expect(o.effects.dies).toBe(0);
    expect(o.effects.zeroHp).toBeCloseTo(10 / 100, 12);
    expect(o.damage!.mean).toBeGreaterThan(2.5);
  });

  it("DE-ATK-3: the joint (total, crit) cells add up to the check core's own marginals", () => {
    const req = { stat: 2, attack: true, advantage: 2, modifiers: [1, -2] };
    const cells = must(checkCells(req, O));
    const core = checkOdds(req);
    expect(cells.outcomes).toBe(core.outcomes);
    const totals = new Map<number, number>();
    for (const c of cells.cells) totals.set(c.total, (totals.get(c.total) ?? 0) + c.count);
    expect(totals).toEqual(core.total);
    for (const k of Object.keys(core.crit) as (keyof typeof core.crit)[])
      expect(cells.cells.filter((c) => c.crit === k).reduce((s, c) => s + c.count, 0)).toBe(core.crit[k]);
    expect(refusal(checkCells({ stat: 0, advantage: 9 }, O)).path).toEqual(["advantage"]);
  });
});
