import { describe, expect, it } from "vitest";
import { DiceError, facesSource, Rng, rngSource } from "../../../dice/index.js";
import { L13Error } from "./errors.js";
import type { DieSize, SlotBase } from "./ladder.js";
import type { L13DiceOptions } from "./options.js";
import { resolveDiceOptions } from "./options.js";
import { isSuccess } from "./resolve.js";
import { type PoolRoll, rollDamage, rollDie, rollInitiative, rollPool } from "./roll.js";
import { dieRule } from "./rules.js";
import type { PoolSpec, SlotSpec } from "./spec.js";
import { samples } from "./testing/samples.js";

const gritty: Partial<L13DiceOptions> = { playMode: "gritty" };

/** Rolls with exactly these faces and checks that every one was used. */
function roll(spec: PoolSpec, faces: number[], opts: Partial<L13DiceOptions> = {}): PoolRoll {
  const src = facesSource(faces);
  const r = rollPool(spec, src, opts);
  expect(src.remaining()).toBe(0);
  return r;
}

function pool(ability: SlotBase, skill: SlotBase, third?: SlotBase, more: Partial<PoolSpec> = {}): PoolSpec {
  const slots: SlotSpec[] = [
    { role: "ability", base: ability },
    { role: "skill", base: skill },
  ];
  if (third !== undefined) slots.push({ role: "difficulty", base: third });
  return { slots, ...more };
}

const facesOf = (r: PoolRoll) => r.dice.map((d) => d.faces);

describe("dice and totals", () => {
  it("L13-DICE-2 an injected face the die cannot show is refused", () => {
    expect(() => rollPool(pool(8, 6, 10), facesSource([9, 3, 4]))).toThrowError(DiceError);
    expect(() => rollPool(pool(8, 6, 10), facesSource([0, 3, 4]))).toThrowError(/cannot show/);
  });

  it("L13-DICE-2 a seeded d12 is uniform on 1..12 (chi-square, fixed seed)", () => {
    const src = rngSource(Rng.fromSeed("L13-DICE-2"));
    const rule = { maxRerolls: 0, implodes: false, rerollImplodes: false };
    const counts = new Array(12).fill(0);
    const n = samples(120_000);
    for (let i = 0; i < n; i++) counts[rollDie(12, "skill", rule, src).value - 1]++;
    const chi2 = counts.reduce((a, c) => a + (c - n / 12) ** 2 / (n / 12), 0);
    expect(chi2).toBeLessThan(31.26); // 11 degrees of freedom, p = 0.001
  });

  it("L13-CHK-7 the total sums every kept face, including explosions and overflow dice", () => {
    const r = roll(pool([12, 4], 6, 10), [12, 3, 4, 2, 5, 7]);
    expect(facesOf(r)).toEqual([[12, 3], [4, 2], [5], [7]]);
    expect(r.total).toBe(12 + 3 + 4 + 2 + 5 + 7);
    expect(r.dice.map((d) => d.overflow)).toEqual([false, true, false, false]);
  });

  it("L13-CHK-7 a removed slot contributes 0 and takes no face; an empty pool totals 0 and fails", () => {
    const spec = pool(4, 6, 10);
    spec.slots[0]!.steps = [{ source: "gm", steps: -1 }];
    const r = roll(spec, [5, 7]);
    expect(r.slots[0]!.total).toBe(0);
    expect(r.total).toBe(12);
    const empty = roll({ slots: [] }, []);
    expect(empty.total).toBe(0);
    expect(isSuccess(empty.total)).toBe(false);
  });

  it("L13-CHK-7 faces are consumed ability (both throws), skill, third slot, then added dice in order", () => {
    const spec = pool([12, 4], 6, 10, {
      advantage: [{ source: "background" }],
      extras: [
        { size: 4, source: "situation", label: "first" },
        { size: 8, source: "gm", label: "second" },
      ],
    });
    const r = roll(spec, [12, 3, 4, 1, 5, 2, 6, 2, 7, 3, 8, 4]);
    expect(r.dice.map((d) => [d.role, d.size, d.faces, d.attempt, d.kept])).toEqual([
      ["ability", 12, [12, 3], 0, true],
      ["ability", 4, [4, 1], 0, true],
      ["ability", 12, [5], 1, false],
      ["ability", 4, [2], 1, false],
      ["skill", 6, [6, 2], 0, true],
      ["difficulty", 10, [7], 0, true],
      ["extra", 4, [3], 0, true],
      ["extra", 8, [8, 4], 0, true],
    ]);
    expect(r.total).toBe(20 + 8 + 7 + 3 + 12);
  });
});

describe("exploding", () => {
  it("L13-EXPL-1 a die showing its size is rolled again and the new face added, for every size", () => {
    for (const size of [4, 6, 8, 10, 12] as DieSize[]) {
      const r = roll({ slots: [{ role: "damage", base: size }] }, [size, 2]);
      expect([r.dice[0]!.exploded, r.total]).toEqual([true, size + 2]);
    }
  });

  it("L13-EXPL-1 with explosionPrompt the callback may decline the reroll; off, it is never asked", () => {
    const decline = { explosionPrompt: () => false };
    const spec = { slots: [{ role: "damage" as const, base: 6 as const }] };
    expect(rollPool(spec, facesSource([6]), { explosionPrompt: true }, decline).total).toBe(6);
    expect(rollPool(spec, facesSource([6, 3]), {}, decline).total).toBe(9);
    expect(rollPool(spec, facesSource([6, 3]), { explosionPrompt: true }).total).toBe(9);
  });

  it("L13-EXPL-2 a first face of 1 implodes but counts: d6=1, d12=8, d10=6 → 15, success", () => {
    const r = roll(pool(6, 12, 10), [1, 8, 6]);
    expect(r.total).toBe(15);
    expect(isSuccess(r.total)).toBe(true);
    expect(r.dice[0]!.imploded).toBe(true);
    expect(r.dilemma).toBe(true);
  });

  it("L13-EXPL-3 no face decides the outcome: max faces can fail, a 1 can succeed", () => {
    const low = roll(pool(4, 4, 4), [3, 4, 4], gritty);
    expect([low.total, isSuccess(low.total)]).toEqual([11, false]);
    const one = roll(pool(4, 12, 12), [1, 7, 6]);
    expect([one.total, isSuccess(one.total), one.dilemma]).toEqual([14, true, true]);
  });

  it("L13-EXPL-4 Cinematic skill d8 [8, 1] contributes 9 and nothing implodes", () => {
    const r = roll(pool(6, 8), [3, 8, 1]);
    expect(r.slots[1]!.total).toBe(9);
    expect([r.implodedDice, r.dilemma]).toEqual([0, false]);
    const risky = roll(pool(6, 8), [3, 8, 1], { explosionRerollCanImplode: true });
    expect([risky.implodedDice, risky.dilemma]).toEqual([1, true]);
  });

  it("L13-EXPL-5 Cinematic: skill d6 [6, 6, 2] → 14, and explosions chain without limit", () => {
    expect(roll(pool(8, 6), [3, 6, 6, 2]).slots[1]!.total).toBe(14);
    const long = [6, 6, 6, 6, 6, 6, 6, 6, 1];
    expect(roll({ slots: [{ role: "damage", base: 6 }] }, long).total).toBe(49);
  });

  it("L13-EXPL-5 Cinematic: the d4 of a d12+d4 slot explodes, and so do difficulty, accuracy, defense and added dice", () => {
    const r = roll(pool([12, 4], 6, 4, { extras: [{ size: 4, source: "gm" }] }), [5, 4, 2, 3, 4, 1, 4, 3]);
    expect(facesOf(r)).toEqual([[5], [4, 2], [3], [4, 1], [4, 3]]);
    for (const role of ["accuracy", "defense"] as const) {
      const spec: PoolSpec = { slots: [...pool(6, 6).slots, { role, base: 8 }] };
      expect(roll(spec, [2, 2, 8, 5]).total).toBe(17);
    }
  });

  it("L13-EXPL-6 Gritty: ability d6 [6, 6] → 12 with no third roll; skill d8 showing 8 → 8", () => {
    const r = roll(pool(6, 8), [6, 6, 8], gritty);
    expect(facesOf(r)).toEqual([[6, 6], [8]]);
    expect([r.slots[0]!.total, r.slots[1]!.total]).toEqual([12, 8]);
    expect(roll(pool(6, 8), [6, 6, 3, 2]).slots[0]!.total).toBe(15);
  });

  it("L13-EXPL-6 Gritty: difficulty, accuracy, defense and added dice never explode", () => {
    const r = roll(pool(6, 6, 10, { extras: [{ size: 4, source: "gm" }] }), [2, 6, 10, 4], gritty);
    expect(r.dice.map((d) => d.exploded)).toEqual([false, false, false, false]);
    expect(r.total).toBe(22);
  });

  it("L13-EXPL-7 Gritty ability d12+d4: d12 [12, 5] and d4 [4] → 21; grittyOverflowExplodes lets the d4 go once", () => {
    const r = roll(pool([12, 4], 6), [12, 5, 4, 2], gritty);
    expect(r.slots[0]!.total).toBe(21);
    const o = { ...gritty, grittyOverflowExplodes: true };
    expect(roll(pool([12, 4], 6), [12, 5, 4, 4, 2], o).slots[0]!.total).toBe(25);
  });

  it("L13-EXPL-8 Gritty: every die can implode by default; abilityOnly limits it to the Ability die", () => {
    const r = roll(pool(6, 8, 10), [3, 1, 1], gritty);
    expect(r.implodedDice).toBe(2);
    const narrow = roll(pool(6, 8, 10), [1, 1, 1], { ...gritty, grittyImplodeScope: "abilityOnly" });
    expect(narrow.dice.map((d) => d.imploded)).toEqual([true, false, false]);
    expect(narrow.implodedDice).toBe(1);
  });

  it("L13-EXPL-9 playMode is cinematic by default and refuses other values", () => {
    expect(resolveDiceOptions({}).playMode).toBe("cinematic");
    expect(() => resolveDiceOptions({ playMode: "heroic" as "gritty" })).toThrowError(L13Error);
  });

  it("L13-EXPL-10 Cinematic d10 damage [10, 3] → 13; Gritty damage never explodes", () => {
    expect(rollDamage(10, facesSource([10, 3])).total).toBe(13);
    expect(rollDamage(10, facesSource([10]), gritty).total).toBe(10);
    expect(rollDamage(10, facesSource([10]), { explodeOnDamage: false }).total).toBe(10);
    expect(rollDamage(8, facesSource([1])).dilemma).toBe(true);
  });

  it("L13-EXPL-10 initiative explodes in both modes, once in Gritty; explodeOnInitiative turns it off", () => {
    expect(rollInitiative(6, facesSource([6, 6, 4])).total).toBe(16);
    expect(rollInitiative(6, facesSource([6, 6]), gritty).total).toBe(12);
    expect(rollInitiative(6, facesSource([6]), { explodeOnInitiative: false }).total).toBe(6);
    expect(() => rollInitiative(7, facesSource([1]))).toThrowError(/initiative/);
  });

  it("L13-EXPL-10 the die rules by role and mode", () => {
    const c = resolveDiceOptions({});
    const g = resolveDiceOptions(gritty);
    expect(dieRule("skill", false, c).maxRerolls).toBe(Number.POSITIVE_INFINITY);
    expect(dieRule("ability", false, g).maxRerolls).toBe(1);
    expect(dieRule("ability", true, g).maxRerolls).toBe(0);
    expect(dieRule("initiative", false, g).maxRerolls).toBe(1);
    expect(dieRule("damage", false, g).maxRerolls).toBe(0);
  });
});

describe("advantage, disadvantage and dilemmas", () => {
  const adv = pool(6, 8, undefined, { advantage: [{ source: "background" }] });
  const dis = pool(6, 8, undefined, { disadvantage: [{ source: "impairment" }] });

  it("L13-EXPL-11 advantage, ability d6 [1] then [6, 2] → keeps 8, no dilemma", () => {
    const r = roll(adv, [1, 6, 2, 5]);
    expect(r.slots[0]!).toMatchObject({ attempts: [1, 8], keptAttempt: 1, total: 8 });
    expect([r.dilemma, r.implodedDice]).toEqual([false, 0]);
    expect(r.dice[0]!).toMatchObject({ imploded: true, kept: false });
  });

  it("L13-EXPL-11 the same faces with disadvantage → keeps 1, imploded, dilemma", () => {
    const r = roll(dis, [1, 6, 2, 5]);
    expect(r.slots[0]!.total).toBe(1);
    expect([r.dilemma, r.implodedDice, r.total]).toEqual([true, 1, 6]);
  });

  it("L13-EXPL-11 on a tie the first throw is kept, with its implosion", () => {
    const spec = pool([12, 4], 8, undefined, { advantage: [{ source: "background" }] });
    const first = roll(spec, [1, 3, 2, 2, 5]);
    expect([first.slots[0]!.keptAttempt, first.dilemma]).toEqual([0, true]);
    const second = roll(spec, [2, 2, 1, 3, 5]);
    expect([second.slots[0]!.keptAttempt, second.dilemma]).toEqual([0, false]);
  });

  it("L13-BKG-2 advantage d8 3 then 6, skill d6 5, difficulty d10 4 → 15 success; without it 12 fails", () => {
    const r = roll(pool(8, 6, 10, { advantage: [{ source: "background" }] }), [3, 6, 5, 4]);
    expect([r.total, isSuccess(r.total)]).toEqual([15, true]);
    const plain = roll(pool(8, 6, 10), [3, 5, 4]);
    expect([plain.total, isSuccess(plain.total)]).toEqual([12, false]);
  });

  it("L13-BKG-3 an overflow ability group is thrown whole twice and the higher group total kept", () => {
    const r = roll(pool([12, 4], 6, undefined, { advantage: [{ source: "background" }] }), [10, 3, 9, 2, 4]);
    expect(r.slots[0]!).toMatchObject({ attempts: [13, 11], keptAttempt: 0, total: 13 });
  });

  it("L13-BKG-4 advantageStacks rolls 1 + n times and keeps the highest", () => {
    const spec = pool(6, 8, undefined, { advantage: [{ source: "background" }, { source: "combat" }] });
    expect(roll(spec, [2, 5, 3, 4], { advantageStacks: true }).slots[0]!.total).toBe(5);
    expect(roll(spec, [2, 5, 4]).slots[0]!.total).toBe(5);
  });

  it("L13-IMP-1 disadvantage d10 8 then 2, skill d8 6, difficulty d6 4 → 12 failure; without it 18 success", () => {
    const r = roll(pool(10, 8, 6, { disadvantage: [{ source: "impairment" }] }), [8, 2, 6, 4]);
    expect([r.total, isSuccess(r.total)]).toEqual([12, false]);
    const plain = roll(pool(10, 8, 6), [8, 6, 4]);
    expect([plain.total, isSuccess(plain.total)]).toEqual([18, true]);
  });

  it("L13-IMP-5 a background and an impairment on one roll: the ability slot is rolled once", () => {
    const spec = pool(8, 6, 10, {
      advantage: [{ source: "background" }],
      disadvantage: [{ source: "impairment" }],
    });
    const r = roll(spec, [3, 5, 4]);
    expect([r.total, r.slots[0]!.attempts]).toEqual([12, [3]]);
  });

  it("L13-IMP-6 disadvantage on an exploding ability die compares whole throws", () => {
    const r = roll(dis, [6, 3, 4, 5]);
    expect(r.slots[0]!).toMatchObject({ attempts: [9, 4], total: 4 });
  });

  it("L13-EXPL-12 a dilemma never changes the total or the outcome", () => {
    const r = roll(pool(6, 12, 10), [1, 8, 6]);
    const same = roll(pool(6, 12, 10), [2, 7, 6]);
    expect(r.total).toBe(same.total);
    expect(r.dilemma).toBe(true);
    expect(r.dice.filter((d) => d.imploded).map((d) => d.role)).toEqual(["ability"]);
  });

  it("L13-EXPL-13 one dilemma per roll however many dice implode; the count is kept", () => {
    const r = roll(pool(6, 8, 10), [1, 1, 1]);
    expect([r.implodedDice, r.dilemma, r.dilemmas]).toEqual([3, true, 1]);
    const each = roll(pool(6, 8, 10), [1, 1, 1], { dilemmaPerImplodedDie: true });
    expect(each.dilemmas).toBe(3);
  });
});
