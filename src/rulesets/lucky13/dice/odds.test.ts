import { describe, expect, it } from "vitest";
import { contest as diceContest, odds, Rng, rngSource } from "../../../dice/index.js";
import { addJoints, dieJoint, marginal, Work } from "./joint.js";
import type { SlotBase } from "./ladder.js";
import { attackOdds, checkOdds, contestOdds, dieOdds, poolOdds } from "./odds.js";
import type { L13DiceOptions } from "./options.js";
import { buildPool } from "./pool.js";
import { attackRoll, check, contest } from "./resolve.js";
import { rollPool } from "./roll.js";
import type { PoolSpec } from "./spec.js";
import { samples } from "./testing/samples.js";

const core = (ability: SlotBase, skill: SlotBase, more: Partial<PoolSpec> = {}): PoolSpec => ({
  slots: [
    { role: "ability", base: ability },
    { role: "skill", base: skill },
  ],
  ...more,
});
const third = (p: PoolSpec, role: "accuracy" | "defense", base: SlotBase): PoolSpec => ({
  ...p,
  slots: [...p.slots, { role, base }],
});

/** Asserts two distributions agree value by value. */
function sameDist(a: { values: readonly number[]; probs: readonly number[] }, b: typeof a, tol = 1e-12) {
  const m = new Map<number, number>();
  a.values.forEach((v, i) => {
    m.set(v, (m.get(v) ?? 0) + a.probs[i]!);
  });
  b.values.forEach((v, i) => {
    m.set(v, (m.get(v) ?? 0) - b.probs[i]!);
  });
  for (const [, d] of m) expect(Math.abs(d)).toBeLessThan(tol);
}

/** |observed − expected| within 5 standard errors of a proportion over n samples. */
function within5Sigma(hits: number, n: number, p: number) {
  const se = Math.sqrt((p * (1 - p)) / n) + 1e-12;
  expect(Math.abs(hits / n - p)).toBeLessThan(5 * se);
}

describe("exact odds of dice", () => {
  it("L13-EXPL-1 a Cinematic die is the dice layer's exploding die, truncated at 1e-15 with the mass reported", () => {
    for (const size of [4, 6, 8, 10, 12]) {
      const mine = dieOdds(size, "skill");
      sameDist(mine.total, odds(`d${size}!`));
      expect(mine.lost).toBeGreaterThan(0);
      expect(mine.lost).toBeLessThan(1e-15);
      expect(mine.total.mass + mine.lost).toBeCloseTo(1, 14);
    }
  });

  it("L13-EXPL-6 a Gritty ability die explodes once: d6 gives 1–5 and 7–12, P(12) = 1/36, nothing lost", () => {
    const d = dieOdds(6, "ability", { playMode: "gritty" });
    sameDist(d.total, odds("d6!{1}"));
    expect(d.total.values).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]);
    expect(d.total.p(12)).toBeCloseTo(1 / 36, 15);
    expect(d.lost).toBe(0);
    expect(dieOdds(6, "skill", { playMode: "gritty" }).total.values).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("L13-EXPL-2 P(a die implodes) is 1/N; L13-EXPL-4 a reroll's 1 adds to it only with the option", () => {
    expect(dieOdds(8, "skill").dilemma).toBeCloseTo(1 / 8, 15);
    // with reroll implosion: 1/8 + (1/8)(1/8) + (1/8)^2(1/8) + … = (1/8)/(1 − 1/8) = 1/7
    expect(dieOdds(8, "skill", { explosionRerollCanImplode: true }).dilemma).toBeCloseTo(1 / 7, 13);
  });

  it("L13-EXPL-10 damage and initiative odds follow the role rules", () => {
    expect(dieOdds(10, "damage", { playMode: "gritty" }).total.max).toBe(10);
    expect(dieOdds(10, "damage", { explodeOnDamage: false }).total.max).toBe(10);
    expect(dieOdds(6, "initiative", { playMode: "gritty" }).total.max).toBe(12);
  });

  it("L13-STEP-5 an overflow group d12+d4 is the sum of two exploding dice", () => {
    sameDist(poolOdds(core([12, 4], "none")).total, odds("d12!+d4!"));
  });
});

describe("exact odds of checks", () => {
  it("L13-DIFF-2 Heroic d8 + d10 without explosions: P(total ≥ 13) = 21/80", () => {
    const none = { maxRerolls: 0, implodes: true, rerollImplodes: false };
    const j = addJoints(dieJoint(8, none), dieJoint(10, none), new Work());
    const m = marginal(j);
    let p = 0;
    m.forEach((x, i) => {
      if (j.offset + i >= 13) p += x;
    });
    expect(p).toBeCloseTo(21 / 80, 15);
  });

  it("L13-DIFF-2 Heroic Gritty d8 + d10 (ability explodes once): P(success) = 0.303125 by hand", () => {
    const o = checkOdds({ pool: core(8, 10), difficulty: "heroic" }, { playMode: "gritty" });
    expect(o.success).toBeCloseTo(0.303125, 14);
    expect(o.lost).toBe(0);
    // and P(dilemma) = 1 − (7/8)(9/10)
    expect(o.dilemma).toBeCloseTo(1 - (7 / 8) * (9 / 10), 15);
  });

  it("L13-CHK-2 Cinematic check odds equal the dice layer's P(d8! + d10! + d6! ≥ 13)", () => {
    const o = checkOdds({ pool: core(8, 10), difficulty: "challenging" });
    expect(o.success).toBeCloseTo(odds("d8!+d10!+d6!").atLeast(13), 13);
    expect(o.success + o.failure + o.lost).toBeCloseTo(1, 14);
  });

  it("L13-BKG-2 advantage on a single die equals keep-highest of two compounded dice", () => {
    const o = poolOdds(core(8, 6, { advantage: [{ source: "background" }] }));
    sameDist(o.total, odds("2d8!!kh1+d6!"), 1e-12);
    const g = poolOdds(core(8, 6, { disadvantage: [{ source: "impairment" }] }));
    sameDist(g.total, odds("2d8!!kl1+d6!"), 1e-12);
  });

  it("L13-EXPL-11 P(dilemma) counts only the kept throw: 1/36 with advantage, 11/36 with disadvantage", () => {
    const heroic = (more: Partial<PoolSpec>) => poolOdds(core(6, "none", more)).dilemma;
    expect(heroic({ advantage: [{ source: "background" }] })).toBeCloseTo(1 / 36, 15);
    expect(heroic({ disadvantage: [{ source: "impairment" }] })).toBeCloseTo(11 / 36, 15);
    expect(heroic({})).toBeCloseTo(1 / 6, 15);
  });

  it("L13-ASSET-4 a missing required asset makes success impossible", () => {
    const o = checkOdds({
      pool: core(12, 12),
      difficulty: "easy",
      requiredAssets: [{ id: "lantern", available: false }],
    });
    expect([o.success, o.failure, o.dilemma]).toEqual([0, 1, 0]);
  });

  it("L13-CHK-7 odds agree with 200,000 seeded rolls (chi-square and 5 sigma)", () => {
    const cases: [PoolSpec, string, Partial<L13DiceOptions>][] = [
      [
        {
          ...core([12, 4], 6, { advantage: [{ source: "background" }], extras: [{ size: 4, source: "gm" }] }),
          slots: [...core([12, 4], 6).slots, { role: "difficulty", base: 8 }],
        },
        "cinematic advantage overflow",
        {},
      ],
      [
        {
          ...core(10, [12, 6], { disadvantage: [{ source: "impairment" }] }),
          slots: [...core(10, [12, 6]).slots, { role: "difficulty", base: 4 }],
        },
        "gritty disadvantage",
        { playMode: "gritty", grittyImplodeScope: "abilityOnly" },
      ],
    ];
    for (const [spec, , opts] of cases) {
      const exact = poolOdds(spec, opts);
      const built = buildPool(spec, opts);
      const src = rngSource(Rng.fromSeed("L13-odds-sampling"));
      const n = samples(200_000);
      const counts = new Map<number, number>();
      let success = 0;
      let dilemma = 0;
      for (let i = 0; i < n; i++) {
        const r = rollPool(built, src, opts);
        counts.set(r.total, (counts.get(r.total) ?? 0) + 1);
        if (r.total >= 13) success++;
        if (r.dilemma) dilemma++;
      }
      within5Sigma(success, n, exact.total.atLeast(13));
      within5Sigma(dilemma, n, exact.dilemma);
      // chi-square over totals, pooling bins with fewer than 50 expected rolls into one
      let chi2 = 0;
      let bins = 0;
      let restObs = 0;
      let restExp = 0;
      exact.total.pairs().forEach(([v, p]) => {
        const e = p * n;
        const obs = counts.get(v) ?? 0;
        if (e < 50) {
          restObs += obs;
          restExp += e;
        } else {
          chi2 += (obs - e) ** 2 / e;
          bins++;
        }
      });
      chi2 += (restObs - restExp) ** 2 / restExp;
      // a generous bound: mean = bins, sd = sqrt(2 · bins); 6 sd above the mean
      expect(chi2).toBeLessThan(bins + 6 * Math.sqrt(2 * bins));
    }
  });

  it("L13-CHK-7 a pool too large for exact odds is refused rather than hung", () => {
    const huge = core(12, 6);
    huge.slots[0] = { role: "ability", base: 12, steps: [{ source: "gm", steps: 400 }] };
    expect(() => poolOdds(huge, { overflowMode: "addD4Each" })).toThrowError(
      expect.objectContaining({ code: "too_costly" }),
    );
  });
});

describe("exact odds of contests and attacks", () => {
  const a = core(8, 10);
  const b = core(10, 6);

  it("L13-OPP-4 two sides: the initiator wins only on strictly more; a tie goes to the other side", () => {
    const dl = diceContest(odds("d8!+d10!"), odds("d10!+d6!"));
    const o = contestOdds([a, b]);
    expect(o.win[0]).toBeCloseTo(dl.win, 13);
    expect(o.win[1]).toBeCloseTo(dl.lose + dl.tie, 13);
    expect(o.tie).toBeCloseTo(dl.tie, 13);
    const r = contestOdds([a, b], { contestTie: "rollOff" });
    expect(r.win[0]).toBeCloseTo(dl.win / (dl.win + dl.lose), 12);
    const gm = contestOdds([a, b], { contestTie: "gm" });
    expect(gm.undecided).toBeCloseTo(dl.tie, 13);
  });

  it("L13-OPP-5 three sides with roll-offs agree with 100,000 seeded contests", () => {
    const sides = [core(6, 6), core(8, 4), core(4, 8)];
    const exact = contestOdds(sides, { playMode: "gritty" });
    const built = sides.map((pool) => ({ pool: buildPool(pool, { playMode: "gritty" }) }));
    expect(exact.win.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
    const src = rngSource(Rng.fromSeed("L13-OPP-5"));
    const wins = [0, 0, 0];
    const n = samples(100_000);
    for (let i = 0; i < n; i++) {
      const r = contest(built, src, { playMode: "gritty" });
      wins[r.winner!]!++;
    }
    for (const [i, w] of wins.entries()) within5Sigma(w, n, exact.win[i]!);
  });

  it("L13-CMB-2 P(hit) = P(attacker > defender), and damage is 0 on a miss", () => {
    const att = third(core(8, 6), "accuracy", 8);
    const def = third(core(6, 10), "defense", 6);
    const o = attackOdds(att, def, 10);
    const dl = diceContest(odds("d8!+d6!+d8!"), odds("d6!+d10!+d6!"));
    expect(o.hit).toBeCloseTo(dl.win, 13);
    expect(o.damage.p(0)).toBeCloseTo(dl.tie + dl.lose, 13);
    expect(o.margin.mass).toBeCloseTo(o.hit, 14);
    expect(o.margin.min).toBe(1);
  });

  it("L13-CMB-7 with no weapon the damage is the margin: P(damage = k) = P(A − D = k)", () => {
    const att = core(8, 6);
    const def = core(6, 4);
    const o = attackOdds(att, def, null);
    const diff = odds("d8!+d6!-(d6!+d4!)");
    for (const k of [1, 2, 5, 9]) expect(o.damage.p(k)).toBeCloseTo(diff.p(k), 13);
  });

  it("L13-CMB-4 the damage distribution agrees with 100,000 seeded attacks (Brunella vs Casimir)", () => {
    const att = buildPool(third(core(8, 6), "accuracy", 8));
    const def = buildPool(third(core(6, 10), "defense", 6));
    const exact = attackOdds(att, def, 10);
    const src = rngSource(Rng.fromSeed("L13-CMB-4"));
    const n = samples(100_000);
    let hits = 0;
    let sum = 0;
    let ten = 0;
    for (let i = 0; i < n; i++) {
      const r = attackRoll(att, def, 10, src);
      if (r.hit) hits++;
      sum += r.damage;
      if (r.damage === 10) ten++;
    }
    within5Sigma(hits, n, exact.hit);
    within5Sigma(ten, n, exact.damage.p(10));
    const se = exact.damage.stdev / Math.sqrt(n);
    expect(Math.abs(sum / n - exact.damage.mean)).toBeLessThan(5 * se);
  });

  it("L13-CHK-2 check odds agree with seeded checks (Teleport pool)", () => {
    const req = {
      pool: core(10, 8, {}),
      difficulty: "challenging" as const,
    };
    req.pool.slots[1]!.steps = [{ source: "specialization", steps: 2 }];
    const exact = checkOdds(req);
    const src = rngSource(Rng.fromSeed("L13-SPEC-4"));
    const n = samples(100_000);
    let s = 0;
    for (let i = 0; i < n; i++) if (check(req, src).success) s++;
    within5Sigma(s, n, exact.success);
  });
});
