import { describe, expect, it } from "vitest";
import { facesSource, Rng, rngSource } from "../../../dice/index.js";
import { opts } from "../testing/helpers.js";
import { half, ratingOrHalf } from "./half.js";
import { countSuccesses, effectiveDifficulty, rollTask, throwDice } from "./roll.js";

const d6 = { sides: 6, targetNumber: 5 };
const task = (size: number, difficulty: number, faces: number[], o = opts()) =>
  rollTask({ size, impossible: null }, difficulty, d6, facesSource(faces), o);

describe("rolling a pool", () => {
  it("OBJ-DICE-1 the default die is a d6 with faces 1–6, each equally likely", () => {
    const rng = rngSource(Rng.fromSeed(3));
    const counts = new Map<number, number>();
    for (const f of throwDice(6000, d6, rng, "test")) counts.set(f, (counts.get(f) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const c of counts.values()) expect(Math.abs(c - 1000)).toBeLessThan(120);
  });

  it("OBJ-DICE-2 a pool of 40 dice rolls 40 dice and counts over all of them", () => {
    const faces = Array.from({ length: 40 }, (_, i) => (i % 6) + 1);
    const r = task(40, 3, faces);
    expect(r.faces).toHaveLength(40);
    expect(r.successes).toBe(countSuccesses(faces, 5));
    expect(r.successes).toBe(12);
  });

  it("OBJ-ROLL-3 pool 4, faces [6,5,4,1], TN 5 → 2 successes; [4,4,3,2] → 0", () => {
    expect(task(4, 1, [6, 5, 4, 1]).successes).toBe(2);
    expect(task(4, 1, [4, 4, 3, 2]).successes).toBe(0);
  });

  it("OBJ-ROLL-4 D 2 with [5,2,6] → 2 successes, success; D 3 → failure", () => {
    expect(task(3, 2, [5, 2, 6])).toMatchObject({ successes: 2, success: true, outcome: "success" });
    expect(task(3, 3, [5, 2, 6])).toMatchObject({ successes: 2, success: false, outcome: "failure" });
  });

  it("OBJ-ROLL-6 pool 3, D 5: [5,6,5] → effective 3, success; [6,6,4] → failure", () => {
    expect(task(3, 5, [5, 6, 5])).toMatchObject({ effectiveDifficulty: 3, successes: 3, success: true });
    expect(task(3, 5, [6, 6, 4])).toMatchObject({ effectiveDifficulty: 3, successes: 2, success: false });
  });

  it("OBJ-ROLL-6 with capDifficultyAtPool false, D above the pool cannot succeed", () => {
    expect(task(3, 5, [5, 6, 5], opts({ capDifficultyAtPool: false }))).toMatchObject({
      effectiveDifficulty: 5,
      success: false,
    });
  });

  it("OBJ-ROLL-6 the cap applies to damage thresholds only while capAppliesToDamage holds", () => {
    expect(effectiveDifficulty(6, 3, opts(), "damage")).toBe(3);
    expect(effectiveDifficulty(6, 3, opts({ capAppliesToDamage: false }), "damage")).toBe(6);
    expect(effectiveDifficulty(6, 3, opts({ capAppliesToDamage: false }), "task")).toBe(3);
  });

  it("OBJ-ROLL-7 pool 0, D 1 → impossible, failure, 0 successes, no dice thrown", () => {
    const dice = facesSource([]);
    const r = rollTask({ size: 0, impossible: "no dice" }, 1, d6, dice, opts());
    expect(r).toMatchObject({ outcome: "impossible", success: false, successes: 0, faces: [] });
    expect(dice.used()).toBe(0);
  });

  it("OBJ-ROLL-7 with roll-zero-successes a pool of 0 scores 0 and is not capped into a success", () => {
    const r = rollTask(
      { size: 0, impossible: null },
      1,
      d6,
      facesSource([]),
      opts({ zeroPoolPolicy: "roll-zero-successes" }),
    );
    expect(r).toMatchObject({ outcome: "failure", successes: 0, effectiveDifficulty: 1 });
  });

  it("OBJ-ROLL-8 D 0, pool 2, faces [1,2] → success with 0 successes, the dice still rolled", () => {
    expect(task(2, 0, [1, 2])).toMatchObject({ success: true, successes: 0, faces: [1, 2] });
  });

  it("OBJ-ROLL-8 minimumDifficulty 1 forces at least one success", () => {
    expect(task(2, 0, [1, 2], opts({ minimumDifficulty: 1 }))).toMatchObject({
      effectiveDifficulty: 1,
      success: false,
    });
  });

  it("OBJ-MOD-4 TN 4: [4,3,6] → 2 successes; TN 6: [5,6,6] → 2", () => {
    const at = (tn: number, faces: number[]) =>
      rollTask({ size: 3, impossible: null }, 1, { sides: 6, targetNumber: tn }, facesSource(faces), opts())
        .successes;
    expect(at(4, [4, 3, 6])).toBe(2);
    expect(at(6, [5, 6, 6])).toBe(2);
  });

  it("OBJ-ALT-1 d10 [8,7,10] → 2 successes; d100 [70,69,100] → 2", () => {
    const d10 = rollTask(
      { size: 3, impossible: null },
      1,
      { sides: 10, targetNumber: 8 },
      facesSource([8, 7, 10]),
      opts(),
    );
    expect(d10.successes).toBe(2);
    const r = rollTask(
      { size: 3, impossible: null },
      1,
      { sides: 100, targetNumber: 70 },
      facesSource([70, 69, 100]),
      opts(),
    );
    expect(r.successes).toBe(2);
  });

  it("OBJ-ROLL-9 OBJ-ROLL-12 halves round down by default; up and nearest (ties to even) by option", () => {
    expect([half(5, "down"), half(4, "down"), half(1, "down")]).toEqual([2, 2, 0]);
    expect([half(5, "up"), half(1, "up")]).toEqual([3, 1]);
    expect([half(5, "nearest"), half(3, "nearest"), half(7, "nearest")]).toEqual([2, 2, 4]);
    expect(ratingOrHalf(0, 5, "down")).toBe(2);
    expect(ratingOrHalf(0, 1, "down")).toBe(0);
    expect(ratingOrHalf(2, 5, "down")).toBe(2);
  });
});
