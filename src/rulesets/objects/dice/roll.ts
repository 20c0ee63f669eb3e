// Rolling a pool (OBJ-ROLL-3..8, OBJ-MOD-4): every die showing the target number or more is a
// success; the roll succeeds when the successes reach the effective difficulty — the difficulty,
// raised to the table's minimum, and capped at the pool size when it is larger (OBJ-ROLL-6). Dice come
// only from the DiceSource, one throw per die, in pool order.

import type { DiceSource } from "../../../dice/index.js";
import type { ObjOptions } from "../options/schema.js";

export interface Die {
  sides: number;
  targetNumber: number;
}

const faceLists = new Map<number, number[]>();

/** The faces of a die with `sides` sides: 1 … sides. */
export function facesOf(sides: number): readonly number[] {
  let f = faceLists.get(sides);
  if (!f) {
    f = Array.from({ length: sides }, (_, i) => i + 1);
    faceLists.set(sides, f);
  }
  return f;
}

export function throwDice(count: number, die: Die, dice: DiceSource, label: string): number[] {
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(dice.roll(facesOf(die.sides), `d${die.sides} (${label})`));
  return faces;
}

/** OBJ-ROLL-3, OBJ-MOD-4: a die succeeds when its face is at least the target number. */
export function countSuccesses(faces: readonly number[], targetNumber: number): number {
  return faces.filter((f) => f >= targetNumber).length;
}

export type ThresholdKind = "task" | "damage";

/**
 * The difficulty actually compared. Tasks are raised to `minimumDifficulty` (OBJ-ROLL-8); any
 * threshold above a pool of at least one die is capped at the pool (OBJ-ROLL-6), damage thresholds
 * only while `capAppliesToDamage` holds.
 */
export function effectiveDifficulty(
  requested: number,
  pool: number,
  o: ObjOptions,
  kind: ThresholdKind = "task",
) {
  let d = kind === "task" ? Math.max(requested, o.minimumDifficulty) : requested;
  const capped = o.capDifficultyAtPool && (kind === "task" || o.capAppliesToDamage);
  if (capped && pool >= 1 && d > pool) d = pool;
  return d;
}

/** "1 success", "2 successes": a count of successes as the log and the CLI print it. */
export function successesText(n: number): string {
  return `${n} ${n === 1 ? "success" : "successes"}`;
}

export interface TaskRoll {
  outcome: "success" | "failure" | "impossible";
  success: boolean;
  successes: number;
  faces: number[];
  pool: number;
  difficulty: number;
  effectiveDifficulty: number;
}

/** Rolls a pool against a difficulty; an impossible pool rolls nothing and fails (OBJ-ROLL-7). */
export function rollTask(
  pool: { size: number; impossible: string | null },
  difficulty: number,
  die: Die,
  dice: DiceSource,
  o: ObjOptions,
  label = "pool",
): TaskRoll {
  const eff = effectiveDifficulty(difficulty, pool.size, o);
  if (pool.impossible !== null) {
    return {
      outcome: "impossible",
      success: false,
      successes: 0,
      faces: [],
      pool: 0,
      difficulty,
      effectiveDifficulty: eff,
    };
  }
  const faces = throwDice(pool.size, die, dice, label);
  const successes = countSuccesses(faces, die.targetNumber);
  const success = successes >= eff;
  return {
    outcome: success ? "success" : "failure",
    success,
    successes,
    faces,
    pool: pool.size,
    difficulty,
    effectiveDifficulty: eff,
  };
}
