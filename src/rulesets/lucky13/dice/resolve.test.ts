import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { L13Error } from "./errors.js";
import type { SlotBase } from "./ladder.js";
import { assetSteps, defensiveDie, withSteps } from "./modifiers.js";
import type { L13DiceOptions } from "./options.js";
import {
  attackRoll,
  type CheckRequest,
  check,
  contest,
  DIFFICULTY_LADDER,
  type DifficultyLevel,
  isSuccess,
  TARGET,
} from "./resolve.js";
import type { PoolSpec } from "./spec.js";

const core = (ability: SlotBase, skill: SlotBase): PoolSpec => ({
  slots: [
    { role: "ability", base: ability },
    { role: "skill", base: skill },
  ],
});

function run(req: CheckRequest, faces: number[], opts: Partial<L13DiceOptions> = {}) {
  const src = facesSource(faces);
  const r = check(req, src, opts);
  expect(src.remaining()).toBe(0);
  return r;
}

const combatPool = (
  reflex: SlotBase,
  skill: SlotBase,
  role: "accuracy" | "defense",
  third: SlotBase,
): PoolSpec => ({
  slots: [...core(reflex, skill).slots, { role, base: third }],
});

describe("skill checks", () => {
  it("L13-CHK-1 a skill check is one pool against 13; a contest needs two or more sides", () => {
    expect(run({ pool: core(8, 10), difficulty: "moderate" }, [3, 9, 5]).success).toBe(true);
    expect(() => contest([{ pool: core(8, 8) }], facesSource([]))).toThrowError(/two or more sides/);
  });

  it("L13-CHK-2 total 12 fails, 13 and 17 succeed; the target is not an option", () => {
    expect([12, 13, 17].map(isSuccess)).toEqual([false, true, true]);
    expect(TARGET).toBe(13);
    const opts = { target: 10 } as unknown as Partial<L13DiceOptions>;
    expect(run({ pool: core(8, 10), difficulty: "heroic" }, [5, 7], opts).success).toBe(false);
  });

  it("L13-CHK-3 difficulty changes only the die: the same faces meet the same 13 at every level", () => {
    for (const level of [
      "easy",
      "moderate",
      "difficult",
      "challenging",
      "extraordinary",
    ] as DifficultyLevel[]) {
      const r = run({ pool: core(8, 10), difficulty: level }, [4, 5, 3]);
      expect([r.total, r.success]).toEqual([12, false]);
      expect(r.roll!.pool.slots[2]!.dice).toEqual([DIFFICULTY_LADDER[level]]);
    }
  });

  it("L13-CHK-4 a check pool is exactly Ability, Skill and Difficulty", () => {
    const r = run({ pool: core(8, 10), difficulty: "easy" }, [3, 9, 5]);
    expect(r.roll!.pool.slots.map((s) => s.role)).toEqual(["ability", "skill", "difficulty"]);
  });

  it("L13-CHK-5 ability and skill are required inputs, never inferred", () => {
    const noSkill: PoolSpec = { slots: [{ role: "ability", base: 8 }] };
    expect(() => check({ pool: noSkill, difficulty: "easy" }, facesSource([1, 1]))).toThrowError(
      /skill slot/,
    );
    const noAbility: PoolSpec = { slots: [{ role: "skill", base: 8 }] };
    expect(() => check({ pool: noAbility, difficulty: "easy" }, facesSource([1, 1]))).toThrowError(/ability/);
  });

  it("L13-CHK-6 a check refuses a flat bonus anywhere in its pool", () => {
    const bad = {
      slots: [
        { role: "ability", base: 8 },
        { role: "skill", base: 10, plus: 1 },
      ],
    };
    expect(() =>
      check({ pool: bad as unknown as PoolSpec, difficulty: "easy" }, facesSource([])),
    ).toThrowError(expect.objectContaining({ code: "numeric_modifier", path: ["pool", "slots", 1, "plus"] }));
  });

  it("L13-CHK-8 a check is pass/fail; total − 13 is reported for display only", () => {
    const r = run({ pool: core(8, 10), difficulty: "moderate" }, [3, 9, 5]);
    expect([r.success, r.overBy]).toEqual([true, 4]);
  });

  it("L13-DIFF-1 the ladder: Easy d12 … Extraordinary d4, Heroic none; anything else is refused", () => {
    expect(DIFFICULTY_LADDER).toEqual({
      easy: 12,
      moderate: 10,
      difficult: 8,
      challenging: 6,
      extraordinary: 4,
      heroic: "none",
    });
    expect(() =>
      check({ pool: core(8, 10), difficulty: "impossible" as DifficultyLevel }, facesSource([])),
    ).toThrowError(expect.objectContaining({ code: "bad_difficulty", path: ["difficulty"] }));
  });

  it("L13-DIFF-1 Hrothgar's door: Moderate, Pulse d8 3, Fighting d10 9, Difficulty d10 5 → 17, in both modes", () => {
    for (const playMode of ["cinematic", "gritty"] as const) {
      const r = run({ pool: core(8, 10), difficulty: "moderate" }, [3, 9, 5], { playMode });
      expect([r.total, r.success, r.dilemma]).toEqual([17, true, false]);
      expect(r.roll!.dice.some((d) => d.exploded || d.imploded)).toBe(false);
    }
  });

  it("L13-DIFF-2 Heroic has no Difficulty die: d8 6 + d10 7 = 13 succeeds, 5 + 7 = 12 fails", () => {
    expect(run({ pool: core(8, 10), difficulty: "heroic" }, [6, 7]).success).toBe(true);
    expect(run({ pool: core(8, 10), difficulty: "heroic" }, [5, 7]).success).toBe(false);
  });

  it("L13-DIFF-3 the Difficulty die is rolled by the player and explodes and implodes with the mode", () => {
    expect(run({ pool: core(8, 10), difficulty: "moderate" }, [1, 1, 10, 2]).total).toBe(14);
    const g = run({ pool: core(8, 10), difficulty: "moderate" }, [2, 2, 10], { playMode: "gritty" });
    expect(g.total).toBe(14);
    expect(run({ pool: core(8, 10), difficulty: "moderate" }, [5, 5, 1]).implodedDice).toBe(1);
  });

  it("L13-STEP-8 a check's Difficulty die is not stepped unless allowDifficultyStepping", () => {
    const req: CheckRequest = {
      pool: core(8, 10),
      difficulty: "moderate",
      difficultySteps: [{ source: "gm", steps: 1 }],
    };
    expect(() => check(req, facesSource([]))).toThrowError(
      expect.objectContaining({ code: "difficulty_stepping", path: ["difficultySteps", 0] }),
    );
    const r = run(req, [3, 9, 5], { allowDifficultyStepping: true });
    expect(r.roll!.pool.slots[2]!.dice).toEqual([12]);
  });

  it("L13-DIFF-4 the difficulty is required and recorded with the roll", () => {
    const req = { pool: core(8, 10) } as CheckRequest;
    expect(() => check(req, facesSource([]))).toThrowError(
      expect.objectContaining({ code: "bad_difficulty" }),
    );
    expect(run({ pool: core(8, 10), difficulty: "challenging" }, [1, 2, 3]).difficulty).toBe("challenging");
  });

  it("L13-ASSET-4 a missing required asset fails without rolling: no dice, no dilemma", () => {
    const src = facesSource([1, 1, 1]);
    const r = check(
      { pool: core(12, 12), difficulty: "easy", requiredAssets: [{ id: "parachute", available: false }] },
      src,
    );
    expect(r).toMatchObject({ success: false, reason: "requiredAssetMissing", dilemma: false, roll: null });
    expect(r.missingAssets).toEqual(["parachute"]);
    expect(src.used()).toBe(0);
    const ok = run(
      { pool: core(12, 12), difficulty: "easy", requiredAssets: [{ id: "lantern", available: true }] },
      [5, 5, 5],
    );
    expect(ok.success).toBe(true);
  });

  it("L13-EXPL-12 Janet's grenade: Reflex d6 1, Combat d12 8, Difficulty d10 6 → 15, success and dilemma", () => {
    const r = run({ pool: core(6, 12), difficulty: "moderate" }, [1, 8, 6]);
    expect([r.total, r.success, r.dilemma, r.implodedDice]).toEqual([15, true, true, 1]);
  });
});

describe("contests", () => {
  const knuckles = core(8, 10);
  const bigTuna = withSteps(
    core(8, 10),
    assetSteps([{ id: "door", quality: "inferior", target: "ability" }]),
  );

  it("L13-OPP-1 the strictly higher total wins and 13 plays no part: 12 beats 9", () => {
    const r = contest([{ pool: knuckles }, { pool: bigTuna }], facesSource([4, 5, 5, 7]));
    expect([r.totals, r.winner, r.margin]).toEqual([[9, 12], 1, 3]);
  });

  it("L13-OPP-2 contest pools are Ability + Skill with no Difficulty die, and may add dice", () => {
    const r = contest(
      [{ pool: core(8, 10) }, { pool: { ...core(6, 4), extras: [{ size: 6, source: "situation" }] } }],
      facesSource([2, 3, 1, 1, 6, 2]),
    );
    expect(r.rounds[0]!.rolls[0]!.pool.slots.map((s) => s.role)).toEqual(["ability", "skill"]);
    expect(r.totals).toEqual([5, 10]);
  });

  it("L13-OPP-3 Knuckles 9 vs Big Tuna 12 (Pulse d8 stepped by the Inferior door to d10): the door holds", () => {
    const src = facesSource([4, 5, 5, 7]);
    const r = contest(
      [
        { id: "knuckles", pool: knuckles },
        { id: "bigTuna", pool: bigTuna },
      ],
      src,
    );
    expect(r.rounds[0]!.rolls[1]!.pool.slots[0]!.dice).toEqual([10]);
    expect(r.rounds[0]!.rolls.every((x) => x.pool.slots.length === 2)).toBe(true);
    expect([r.winner, r.totals]).toEqual([1, [9, 12]]);
    expect(src.remaining()).toBe(0);
  });

  it("L13-OPP-4 a two-sided tie fails the initiator: Knuckles 11 vs Big Tuna 11, the door holds", () => {
    const r = contest([{ pool: knuckles }, { pool: bigTuna }], facesSource([5, 6, 4, 7]));
    expect(r).toMatchObject({ winner: 1, tie: true, tieRule: "initiatorFails", margin: 0 });
  });

  it("L13-OPP-4 contestTie rollOff rerolls both pools; gm leaves it open", () => {
    const rolled = contest([{ pool: knuckles }, { pool: bigTuna }], facesSource([5, 6, 4, 7, 6, 6, 2, 3]), {
      contestTie: "rollOff",
    });
    expect([rolled.winner, rolled.rounds.length, rolled.margin]).toEqual([0, 2, 7]);
    const gm = contest([{ pool: knuckles }, { pool: bigTuna }], facesSource([5, 6, 4, 7]), {
      contestTie: "gm",
    });
    expect([gm.winner, gm.tied]).toEqual([null, [0, 1]]);
  });

  it("L13-OPP-5 three sides: the strictly highest wins; a tie at the top is rolled off by the tied only", () => {
    const three = [{ pool: core(6, 6) }, { pool: core(6, 6) }, { pool: core(6, 6) }];
    expect(contest(three, facesSource([2, 3, 4, 4, 1, 1])).winner).toBe(1);
    const src = facesSource([4, 4, 1, 2, 4, 4, /* roll-off: side 0, then side 2 */ 5, 3, 2, 2]);
    const r = contest(three, src);
    expect(r.rounds.map((x) => x.sides)).toEqual([
      [0, 1, 2],
      [0, 2],
    ]);
    expect([r.winner, r.tie, r.tieRule]).toEqual([0, true, "rollOff"]);
    expect(src.remaining()).toBe(0);
    const gm = contest(three, facesSource([4, 4, 1, 2, 4, 4]), { multiContestTie: "gm" });
    expect([gm.winner, gm.tied]).toEqual([null, [0, 2]]);
  });

  it("L13-OPP-6 a contest settles one round; the next round is a fresh roll", () => {
    const first = contest([{ pool: knuckles }, { pool: bigTuna }], facesSource([4, 5, 5, 7]));
    const second = contest([{ pool: knuckles }, { pool: bigTuna }], facesSource([7, 9, 2, 3]));
    expect([first.winner, second.winner]).toEqual([1, 0]);
  });
});

describe("attacks", () => {
  const brunella = combatPool(8, 6, "accuracy", 8);
  const casimir = combatPool(6, 10, "defense", 6);

  it("L13-CMB-1 attack: Reflex + combat skill + Accuracy vs Reflex + combat skill + Defensive die", () => {
    const r = attackRoll(brunella, casimir, 10, facesSource([4, 5, 7, 2, 6, 4, 6]));
    expect(r.attacker.pool.slots.map((s) => s.role)).toEqual(["ability", "skill", "accuracy"]);
    expect(r.defender.pool.slots.map((s) => s.role)).toEqual(["ability", "skill", "defense"]);
  });

  it("L13-CMB-2 equal totals are a miss: 14 vs 14 deals nothing and rolls no damage die", () => {
    const src = facesSource([4, 5, 5, 4, 6, 4]);
    const r = attackRoll(brunella, casimir, 10, src);
    expect([r.hit, r.damage, r.damageRoll]).toEqual([false, 0, null]);
    expect(src.remaining()).toBe(0);
  });

  it("L13-CMB-3 the margin is attacker − defender, at least 1 on a hit", () => {
    const r = attackRoll(brunella, casimir, 10, facesSource([4, 5, 6, 4, 6, 4, 3]));
    expect([r.hit, r.margin, r.damage]).toEqual([true, 1, 4]);
  });

  it("L13-CMB-4 Brunella vs Casimir: 16 vs 12 hits, margin 4, Damage d10 6 → 10 damage", () => {
    for (const playMode of ["cinematic", "gritty"] as const) {
      const src = facesSource([4, 5, 7, 2, 6, 4, 6]);
      const r = attackRoll(brunella, casimir, 10, src, { playMode });
      expect([r.attacker.total, r.defender.total, r.hit, r.margin, r.damage]).toEqual([16, 12, true, 4, 10]);
      expect(r.damageRoll!.total).toBe(6);
      expect(src.remaining()).toBe(0);
    }
  });

  it("L13-CMB-7 an unarmed attack 13 vs 10 deals the margin alone: 3", () => {
    const fists = core(10, 6);
    const r = attackRoll(fists, casimir, null, facesSource([8, 5, 2, 4, 4]));
    expect([r.attacker.total, r.defender.total, r.damage]).toEqual([13, 10, 3]);
  });

  it("L13-CMB-8 an unarmoured defender rolls two dice", () => {
    const r = attackRoll(brunella, core(6, 10), 10, facesSource([1, 1, 1, 2, 3]));
    expect(r.defender.dice).toHaveLength(2);
  });

  it("L13-CMB-9 chainmail d6 and an energy shield d8 → the Defensive die is d8", () => {
    expect(defensiveDie([6, 8])).toBe(8);
    expect(defensiveDie([])).toBe("none");
    expect(() => defensiveDie([6, 20])).toThrowError(expect.objectContaining({ path: ["defensiveDice", 1] }));
  });

  it("L13-CMB-10 combat takes no numeric modifiers and a bad die is refused before any face is used", () => {
    const bad = { slots: [...brunella.slots, { role: "skill", base: 6 }] } as PoolSpec;
    const src = facesSource([1, 1, 1, 1, 1, 1]);
    expect(() => attackRoll(brunella, bad, 10, src)).toThrowError(L13Error);
    expect(() => attackRoll(brunella, casimir, 20, src)).toThrowError(
      expect.objectContaining({ code: "bad_die", path: ["damageDie"] }),
    );
    expect(src.used()).toBe(0);
  });
});
