// The exact odds checked against every face tuple rolled for real through the same rules: each field
// of an attack's odds (hit, crit classes, degrees, multiples, damage) with Lethal Edge, static
// targets, Spray shots and maximised damage; contests, takedowns and throws the same way; and the
// refusals and edges of each (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { rollCheck } from "../check/check.js";
import { CRIT_CLASSES } from "../check/crit.js";
import { type AttackRequest, rollAttack } from "./attack.js";
import { type GrappleRequest, rollGrapple, rollShove, type ShoveRequest } from "./contest.js";
import {
  attackOdds,
  checkCells,
  contestOdds,
  grappleOdds,
  scatterDistanceOdds,
  shoveOdds,
  sprayOdds,
  takedownOdds,
  throwOdds,
} from "./odds.js";
import { rollTakedown, type TakedownRequest } from "./takedown.js";
import { must, O, opts, refusal, weapon } from "./test-fixtures.js";

const tuples = (sizes: number[]): number[][] =>
  sizes.reduce<number[][]>(
    (acc, s) => acc.flatMap((t) => Array.from({ length: s }, (_, i) => [...t, i + 1])),
    [[]],
  );

const addTo = (m: Map<number, number>, k: number, p: number) => m.set(k, (m.get(k) ?? 0) + p);
const sorted = (m: Map<number, number>) =>
  [...m].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]) as [number, number][];

function expectPairs(a: [number, number][], b: [number, number][]) {
  expect(a.map(([v]) => v)).toEqual(b.map(([v]) => v));
  for (const [i, [, p]] of a.entries()) expect(p).toBeCloseTo(b[i]![1], 12);
}

/** Every field of `attackOdds`, from every (check faces, damage faces) tuple rolled by `rollAttack`. */
function bruteForce(req: AttackRequest, checkDice: number[], damageDice: number[], o = O) {
  const crit = Object.fromEntries(CRIT_CLASSES.map((k) => [k, 0])) as Record<string, number>;
  const dos = new Map<number, number>();
  const multiples = new Map<number, number>();
  const damage = new Map<number, number>();
  let hits = 0;
  const checks = tuples(checkDice);
  const damages = tuples(damageDice);
  const w = 1 / (checks.length * damages.length);
  for (const c of checks)
    for (const d of damages) {
      const r = must(rollAttack(req, facesSource([...c, ...d]), o));
      crit[r.check.crit]! += w;
      addTo(multiples, r.multiples, w);
      addTo(damage, r.damage?.amount ?? 0, w);
      if (!r.hit) continue;
      hits += w;
      if (r.dos !== null) addTo(dos, r.dos, w);
    }
  const dist = sorted(damage);
  return {
    hit: hits,
    crit,
    dos: sorted(dos),
    multiples: sorted(multiples),
    damage: { mean: dist.reduce((s, [v, p]) => s + v * p, 0), distribution: dist },
  };
}

function expectSameOdds(req: AttackRequest, checkDice: number[], damageDice: number[], o = O) {
  const odds = must(attackOdds(req, o));
  const brute = bruteForce(req, checkDice, damageDice, o);
  expect(odds.hit).toBeCloseTo(brute.hit, 12);
  for (const k of CRIT_CLASSES) expect(odds.crit[k], k).toBeCloseTo(brute.crit[k]!, 12);
  expectPairs(odds.dos, brute.dos);
  expectPairs(odds.multiples, brute.multiples);
  expectPairs(odds.damage.distribution, brute.damage.distribution);
  expect(odds.damage.mean).toBeCloseTo(brute.damage.mean, 12);
  return odds;
}

const flat = (damage: string, attacks: Parameters<typeof weapon>[0]["attacks"]) =>
  weapon({ id: "w", damage, attacks });

describe("attack odds, every field against the real roll", () => {
  it("DE-ATK-4 DE-ATK-7: a Standard attack with a d4 weapon and a flat bonus", () => {
    const o = expectSameOdds(
      {
        attacker: { stat: 1, damageBonus: 1, modifiers: [1] },
        weapon: flat("1d4", [{ type: "standard" }]),
        attackType: "standard",
        defender: { dv: 15 },
      },
      [10, 10],
      [4],
    );
    expect(o.hitFraction[0] / o.hitFraction[1]).toBe(o.hit);
  });

  it("DE-PERK-31/32: Lethal Edge's hits classed again, in the odds as in the roll", () => {
    const o = expectSameOdds(
      {
        attacker: { stat: 0, lethalEdge: { dice: 1, threshold: 8 } },
        weapon: flat("3", [{ type: "standard" }]),
        attackType: "standard",
        defender: { dv: 16 },
      },
      [10, 10],
      [],
    );
    const none = must(
      attackOdds(
        {
          attacker: { stat: 0 },
          weapon: flat("3", [{ type: "standard" }]),
          attackType: "standard",
          defender: { dv: 16 },
        },
        O,
      ),
    );
    expect(o.crit.semiCrit).toBeGreaterThan(none.crit.semiCrit);
  });

  it("DE-PERK-31/32: Lethal Edge with per-die thresholds and a disadvantage die", () => {
    expectSameOdds(
      {
        attacker: {
          stat: 2,
          disadvantage: 1,
          critThresholds: [9, 10, 10],
          lethalEdge: { dice: 2, threshold: 7 },
        },
        weapon: flat("2", [{ type: "standard" }]),
        attackType: "standard",
        defender: { dv: 12 },
      },
      [10, 10, 10],
      [],
    );
  });

  it("DE-ATK-9: a static target: dos left out, Heavy multiples at the rating", () => {
    const on = opts({ staticTargets: true });
    const o = expectSameOdds(
      {
        attacker: { stat: 0 },
        weapon: flat("2", [{ type: "heavy", ratings: [3] }]),
        attackType: "heavy",
        defender: { static: true },
      },
      [10, 10],
      [],
      on,
    );
    expect(o.dos).toEqual([]);
    expect(o.multiples.map(([m]) => m)).toEqual([0, 3]);
  });

  it("DE-TYPE-10: Spray shots aimed cap the hits", () => {
    expectSameOdds(
      {
        attacker: { stat: 0 },
        weapon: flat("1d2", [{ type: "spray", ratings: [6] }]),
        attackType: "spray",
        shots: 6,
        defender: { dv: 13 },
      },
      [10, 10],
      [2],
    );
  });

  it("DE-ASSN-3: maximised damage, with Brutal Swing once per crit", () => {
    const o = expectSameOdds(
      {
        attacker: { stat: 0, critDieDamageBonus: 2, critDieDamageOnce: true },
        weapon: flat("2d4", [{ type: "standard" }]),
        attackType: "standard",
        defender: { dv: 12 },
        maximiseDamage: true,
      },
      [10, 10],
      [],
    );
    expect(o.damage.distribution.map(([v]) => v)).toEqual([0, 8, 11, 24]);
  });

  it("a hit that is certain but for a double 1: 99 in 100, no damage 0 but that 1 in 100", () => {
    const sure = must(
      attackOdds(
        {
          attacker: { stat: 5 },
          weapon: flat("1d4+1", [{ type: "standard" }]),
          attackType: "standard",
          defender: { dv: -20 },
        },
        O,
      ),
    );
    expect(sure.hitFraction).toEqual([99, 100]);
    expect(sure.damage.distribution[0]).toEqual([0, 0.01]);
  });

  it("refusals pass through: the plan's, the damage expression's, too many dice", () => {
    const w = flat("1", [{ type: "standard" }]);
    expect(
      refusal(attackOdds({ attacker: { stat: 0 }, weapon: w, attackType: "heavy", defender: { dv: 10 } }, O))
        .path,
    ).toEqual(["attackType"]);
    expect(
      refusal(
        attackOdds(
          { attacker: { stat: 0, advantage: 6 }, weapon: w, attackType: "standard", defender: { dv: 10 } },
          O,
        ),
      ),
    ).toEqual({
      code: "refused",
      path: ["advantage"],
      message: `exact odds of 8 dice (${10 ** 8} outcomes) exceed ${12 ** 6}`,
    });
    // Weapon data is validated, so only a hand-made weapon can carry damage with no maximum.
    const weird = { ...w, damage: "2d" };
    const max = attackOdds(
      {
        attacker: { stat: 0 },
        weapon: weird,
        attackType: "standard",
        defender: { dv: 10 },
        maximiseDamage: true,
      },
      O,
    );
    expect(refusal(max).path).toEqual(["weapon", "damage"]);
  });
});

describe("checkCells", () => {
  it("cells come in increasing total, then in the crit classes' order; the flat part adds stat, focus and modifiers", () => {
    const { outcomes, cells } = must(checkCells({ stat: 2, focusRating: 3, modifiers: [1, -4] }, O));
    expect(outcomes).toBe(100);
    expect(cells[0]).toEqual({ total: 2 + 2 + 3 - 3, crit: "superFail", count: 1 });
    for (let i = 1; i < cells.length; i++) {
      const [a, b] = [cells[i - 1]!, cells[i]!];
      expect(
        a.total < b.total ||
          (a.total === b.total && CRIT_CLASSES.indexOf(a.crit) < CRIT_CLASSES.indexOf(b.crit)),
      ).toBe(true);
    }
    // No focus on an attack or an unskilled roll.
    expect(must(checkCells({ stat: 2, focusRating: 3, attack: true }, O)).cells[0]!.total).toBe(4);
    expect(must(checkCells({ stat: 2, focusRating: 3, unskilled: true }, O)).cells[0]!.total).toBe(4);
  });

  it("per-die thresholds, then the option's", () => {
    const own = must(checkCells({ stat: 0, critThresholds: [9, 9] }, O));
    expect(own.cells.filter((c) => c.crit === "superCrit").reduce((s, c) => s + c.count, 0)).toBe(4);
    const opt = must(checkCells({ stat: 0 }, opts({ critThreshold: 8 })));
    expect(opt.cells.filter((c) => c.crit === "superCrit").reduce((s, c) => s + c.count, 0)).toBe(9);
  });
});

describe("spray, contest, takedown, throw and scatter odds", () => {
  it("DE-TYPE-10: Spray odds per target, each its own plan; a refused plan is refused", () => {
    const smg = weapon({ id: "smg", damage: "1", attacks: [{ type: "spray", ratings: [10] }] });
    const o = must(
      sprayOdds(
        {
          attacker: { stat: 0 },
          weapon: smg,
          targets: [
            { defender: { dv: 12 }, shots: 5 },
            { defender: { dv: 12 }, shots: 2 },
          ],
        },
        O,
      ),
    );
    const one = (shots: number) =>
      must(
        attackOdds(
          { attacker: { stat: 0 }, weapon: smg, attackType: "spray", shots, defender: { dv: 12 } },
          O,
        ),
      );
    expect(o).toEqual([one(5), one(2)]);
    expect(refusal(sprayOdds({ attacker: { stat: 0 }, weapon: smg, targets: [] }, O)).path).toEqual([
      "targets",
    ]);
    expect(
      refusal(
        sprayOdds(
          { attacker: { stat: 0, advantage: 6 }, weapon: smg, targets: [{ defender: { dv: 12 }, shots: 5 }] },
          O,
        ),
      ).path,
    ).toEqual(["advantage"]);
  });

  const contestBrute = (roll: (faces: number[]) => boolean, dice: number) => {
    let wins = 0;
    const all = tuples(Array(dice).fill(10));
    for (const f of all) if (roll(f)) wins++;
    return wins / all.length;
  };

  it("DE-GRAP-1: a grapple's chance is every pair of rolls resolved as the roll resolves it", () => {
    const req: GrappleRequest = { grappler: { stat: 1 }, target: { stat: 0, modifiers: [1] }, mode: "hold" };
    const o = must(grappleOdds(req, O));
    const brute = contestBrute((f) => must(rollGrapple(req, facesSource(f), O)).success, 4);
    expect(o.success).toBeCloseTo(brute, 12);
    expect(o.failure).toBeCloseTo(1 - brute, 12);
    expect(refusal(grappleOdds({ ...req, target: { stat: 0, size: "huge" } }, O)).path).toEqual([
      "target",
      "size",
    ]);
  });

  it("DE-SHOVE-1: a shove's chance the same way; refusals pass through", () => {
    const req: ShoveRequest = { shover: { stat: 0 }, target: { stat: 1 } };
    const o = must(shoveOdds(req, O));
    const brute = contestBrute((f) => must(rollShove(req, facesSource(f), O)).success, 4);
    expect(o.success).toBeCloseTo(brute, 12);
    expect(refusal(shoveOdds({ ...req, push: 2 }, O)).path).toEqual(["push"]);
    const big = contestOdds(
      { attacker: { stat: 0, advantage: 6 }, defender: { stat: 0 }, cost: 5 } as never,
      O,
    );
    expect(refusal(big).path).toEqual(["advantage"]);
    const bigDefender = contestOdds(
      { attacker: { stat: 0 }, defender: { stat: 0, advantage: 6 }, cost: 5 } as never,
      O,
    );
    expect(refusal(bigDefender).path).toEqual(["advantage"]);
  });

  it("DE-TAKE-4..8: each row's chance and the damage given a damage row, against the real roll", () => {
    const club = weapon({ id: "c", melee: true, damage: "1d4", attacks: [{ type: "light" }] });
    const req: TakedownRequest = { weapon: club, target: { stat: 1, modifiers: [-3] }, specialist: true };
    const o = must(takedownOdds(req, O));
    const effects: Record<string, number> = { x1: 0, x2: 0, x3: 0, x4: 0, zeroHp: 0, dies: 0 };
    const damage = new Map<number, number>();
    let mass = 0;
    const w = 1 / (1000 * 4);
    for (const c of tuples([10, 10, 10])) {
      for (const d of [1, 2, 3, 4]) {
        const r = rollTakedown(req, facesSource([...c, d]), O);
        const key = r.effect.kind === "damage" ? `x${r.effect.multiplier}` : r.effect.kind;
        effects[key]! += w;
        if (r.damage) {
          mass += w;
          addTo(damage, r.damage.amount, w);
        }
      }
    }
    expect(Object.keys(o.effects)).toEqual(["x1", "x2", "x3", "x4", "zeroHp", "dies"]);
    for (const k of Object.keys(effects)) expect(o.effects[k], k).toBeCloseTo(effects[k]!, 12);
    const dist = sorted(damage).map(([v, p]) => [v, p / mass] as [number, number]);
    expectPairs(o.damage!.distribution, dist);
    expect(o.damage!.mean).toBeCloseTo(
      dist.reduce((s, [v, p]) => s + v * p, 0),
      10,
    );
  });

  it("DE-TAKE-4: no damage row possible → no damage odds; too many dice refused", () => {
    const knife = weapon({ id: "k", melee: true, damage: "3", attacks: [{ type: "light" }] });
    const o = must(takedownOdds({ weapon: knife, target: { stat: -4, modifiers: [-30] } }, O));
    expect(o.damage).toBeNull();
    expect(Object.keys(o.effects)).toEqual(["x1", "x2", "x3", "x4", "zeroHp", "dies"]);
    expect(o.effects.dies).toBeCloseTo(1, 12);
    expect([o.effects.x1, o.effects.x4, o.effects.zeroHp]).toEqual([0, 0, 0]);
    expect(
      refusal(takedownOdds({ weapon: knife, target: { stat: 0, disadvantage: 5 }, specialist: true }, O))
        .path,
    ).toEqual(["advantage"]);
  });

  it("DE-THROW-3/4: certain within range; beyond it the Strength check's chance; beyond twice refused", () => {
    expect(must(throwOdds({ stat: 0 }, 10, 10, O))).toEqual({ dc: null, onTarget: 1 });
    const o = must(throwOdds({ stat: 1, modifiers: [1] }, 10, 12.5, O));
    expect(o.dc).toBe(13);
    let hits = 0;
    for (const f of tuples([10, 10]))
      if (rollCheck({ stat: 1, modifiers: [1], target: 13 }, facesSource(f), O).outcome!.success) hits++;
    expect(o.onTarget).toBeCloseTo(hits / 100, 12);
    // A plain check: a super-critical below the DC is no success.
    const far = must(throwOdds({ stat: -4, modifiers: [-1] }, 10, 20, O));
    expect(far).toEqual({ dc: 20, onTarget: 0 });
    expect(refusal(throwOdds({ stat: 0 }, 10, 21, O)).path).toEqual(["distance"]);
    expect(refusal(throwOdds({ stat: 0, advantage: 6 }, 10, 15, O)).path).toEqual(["advantage"]);
  });

  it("DE-SCAT-3: a scatter distance of rating 0 is 0; otherwise (rating) d4", () => {
    expect(scatterDistanceOdds(0)).toEqual([[0, 1]]);
    expect(scatterDistanceOdds(1)).toEqual([
      [1, 0.25],
      [2, 0.25],
      [3, 0.25],
      [4, 0.25],
    ]);
    expect(scatterDistanceOdds(2).map(([v]) => v)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("odds at their edges (the first run's survivors)", () => {
  it("the outcome limit is inclusive: Expertise with 4 advantage, six d12s, exactly 12^6 outcomes, is counted", () => {
    const c = must(checkCells({ stat: 0, training: "expert", advantage: 4 }, O));
    expect(c.outcomes).toBe(12 ** 6);
    expect(c.cells.reduce((s, x) => s + x.count, 0)).toBe(12 ** 6);
  });

  it("DE-PERK-31/32: Lethal Edge asks whether the roll hit with its semi-critical +2 counted", () => {
    // (10, 6): 16 + 2 + 1 (Standard) = 19 meets DV 19, so the 6 counts as critical from 5: a super-critical (16 + 4 + 1).
    const req: AttackRequest = {
      attacker: { stat: 0, lethalEdge: { dice: 1, threshold: 5 } },
      weapon: flat("3", [{ type: "standard" }]),
      attackType: "standard",
      defender: { dv: 19 },
    };
    const o = expectSameOdds(req, [10, 10], []);
    const r = must(rollAttack(req, facesSource([10, 6]), O));
    expect([r.hit, r.check.crit, r.check.total]).toEqual([true, "superCrit", 21]);
    expect(o.crit.superCrit).toBeCloseTo(0.09, 12);
  });

  it("cells of one total come in the crit classes' order, whatever order the tuples meet them in", () => {
    // A second die critical from 2: (1, 5) is anti-critical, (2, 2) semi-critical, (5, 1) semi-fail, all 6.
    const { cells } = must(checkCells({ stat: 0, critThresholds: [10, 2] }, O));
    expect(cells.filter((c) => c.total === 6)).toEqual([
      { total: 6, crit: "semiCrit", count: 1 },
      { total: 6, crit: "antiCrit", count: 1 },
      { total: 6, crit: "semiFail", count: 1 },
    ]);
  });

  it("the damage mean is the distribution's own Σ v·p / Σ p, to the last bit", () => {
    const o = must(
      attackOdds(
        {
          attacker: { stat: 0 },
          weapon: flat("1d6", [{ type: "standard" }]),
          attackType: "standard",
          defender: { dv: 8 },
        },
        O,
      ),
    );
    const d = o.damage.distribution;
    const mass = d.reduce((s, [, p]) => s + p, 0);
    const sum = d.reduce((s, [v, p]) => s + v * p, 0);
    // The probabilities add up to 1 only up to rounding here, so dividing by them shows.
    expect(mass).not.toBe(1);
    expect(sum / mass).not.toBe(sum);
    expect(o.damage.mean).toBe(sum / mass);
  });
});
