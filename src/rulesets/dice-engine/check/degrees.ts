// Degrees of success and failure (DE-DOS-*). Meet is beat: equality succeeds and is worth 1 degree,
// so a bare success is never "0 degrees" — that value is reserved for failures.

export interface Degrees {
  success: boolean;
  /** DE-DOS-1: total − target + 1 on a success, else 0. */
  dos: number;
  /** DE-DOS-2: target − total on a failure, else 0. */
  dof: number;
}

/** DE-DOS-1/2/4: compares a total to a DC or DV. */
export function degrees(total: number, target: number): Degrees {
  return total >= target
    ? { success: true, dos: total - target + 1, dof: 0 }
    : { success: false, dos: 0, dof: target - total };
}

/** A forced result (super-critical fail, auto-hit) keeps the arithmetic where it can. */
export function forcedFailure(total: number, target: number): Degrees {
  return { success: false, dos: 0, dof: Math.max(target - total, 0) };
}

/** DE-CRIT-5: an automatic success is worth at least 1 degree, even below the target. */
export function forcedSuccess(total: number, target: number): Degrees {
  return { success: true, dos: Math.max(total - target + 1, 1), dof: 0 };
}
