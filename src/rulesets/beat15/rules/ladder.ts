// Target numbers on the ladder.
//   B15-TN-3..6   rungs are multiples of 3; the printed ladder runs 3–39+, goes on above, stops at 3;
//   B15-TN-4      which name a target carries (option `difficultyBands`);
//   B15-TN-7, 9   each advantage moves the target down one rung, each disadvantage up; summed;
//   B15-TN-10     a target the GM sets must be a rung (unless `allowOffLadderTargets`);
//   B15-TN-11     the base, every move with its reason, and the current rung, for display;
//   B15-IMP-1..3  a task whose *base* is "Impossible" needs the GM's permission; moves never make one.

import { EngineError } from "../../../engine/errors.js";
import {
  BAND_LABELS,
  type BandId,
  type BandMode,
  GROUPED_BAND_TOPS,
  NAMED_STEPS,
  STEP,
} from "../data/ladder.js";

export interface LadderOptions {
  difficultyBands: BandMode;
  ladderMin: number | null;
  ladderMax: number | null;
  allowOffLadderTargets: boolean;
  stepsPerCircumstance: number;
  impossibleTasks: "gm-permission" | "allow";
}

const isStep = (tn: number) => tn % STEP === 0;

/** Whether a target is a rung of this table's ladder (B15-TN-3, 5, 6). */
export function isOnLadder(tn: number, o: LadderOptions): boolean {
  if (!Number.isInteger(tn) || !isStep(tn)) return false;
  if (o.ladderMin !== null && tn < o.ladderMin) return false;
  if (o.ladderMax !== null && tn > o.ladderMax) return false;
  return true;
}

/** The rungs either side of an off-ladder value, kept within the ladder's ends. */
export function nearestSteps(tn: number, o: LadderOptions): [number | null, number | null] {
  let below: number | null = Math.floor(tn / STEP) * STEP;
  let above: number | null = Math.ceil(tn / STEP) * STEP;
  if (o.ladderMin !== null && below < o.ladderMin) below = null;
  if (o.ladderMax !== null && below !== null && below > o.ladderMax) below = o.ladderMax;
  if (o.ladderMax !== null && above > o.ladderMax) above = null;
  if (o.ladderMin !== null && above !== null && above < o.ladderMin) above = o.ladderMin;
  return [below, above];
}

/** Refuses a target the GM set off the ladder, naming the nearest rungs (B15-TN-10). */
export function checkBaseTarget(tn: number, o: LadderOptions, path: (string | number)[]): void {
  if (!Number.isInteger(tn)) throw new EngineError("invalid", `target ${tn} is not a whole number`, path);
  if (o.allowOffLadderTargets) {
    if (o.ladderMin !== null && tn < o.ladderMin)
      throw new EngineError(
        "invalid",
        `target ${tn} is below the bottom of the ladder (${o.ladderMin})`,
        path,
      );
    if (o.ladderMax !== null && tn > o.ladderMax)
      throw new EngineError("invalid", `target ${tn} is above the top of the ladder (${o.ladderMax})`, path);
    return;
  }
  if (isOnLadder(tn, o)) return;
  const near = nearestSteps(tn, o).filter((x): x is number => x !== null);
  const unique = [...new Set(near)];
  throw new EngineError(
    "invalid",
    `target ${tn} is not a rung of the ladder (multiples of 3${o.ladderMin !== null ? ` from ${o.ladderMin}` : ""}${o.ladderMax !== null ? ` to ${o.ladderMax}` : ""}); the nearest ${unique.length === 1 ? "rung is" : "rungs are"} ${unique.join(" and ")}`,
    path,
  );
}

/** Keeps a moved target within the ladder's ends (B15-TN-5, 6). */
export function clampToLadder(tn: number, o: Pick<LadderOptions, "ladderMin" | "ladderMax">): number {
  if (o.ladderMin !== null && tn < o.ladderMin) return o.ladderMin;
  if (o.ladderMax !== null && tn > o.ladderMax) return o.ladderMax;
  return tn;
}

/** The name a target carries, or null below Simple (B15-TN-4). */
export function bandOf(tn: number, mode: BandMode): BandId | null {
  if (mode === "grouped") {
    for (const [band, top] of GROUPED_BAND_TOPS) if (tn <= top) return band;
    return "impossible";
  }
  let band: BandId | null = null;
  for (const [id, step] of Object.entries(NAMED_STEPS) as [BandId, number][]) if (tn >= step) band = id;
  return band;
}

export function bandLabel(band: BandId | null): string {
  return band === null ? "below Simple" : BAND_LABELS[band];
}

/** The lowest target that counts as "Impossible" under a band mode (39, or 33 when grouped). */
export function impossibleFrom(mode: BandMode): number {
  return mode === "grouped"
    ? GROUPED_BAND_TOPS[GROUPED_BAND_TOPS.length - 1]![1] + 1
    : NAMED_STEPS.impossible;
}

export interface LadderMove {
  /** Rungs moved: positive makes the task harder (up the ladder), negative easier. */
  steps: number;
  reason: string;
  by: string;
}

export interface TargetSpec {
  base: number;
  /** Why the GM chose this base (a task guideline, judgement…), for the log (B15-TN-1). */
  reason: string | null;
  setBy: string;
  moves: LadderMove[];
}

/** Everything the GM's marker on the ladder shows (B15-TN-11). */
export interface TargetView {
  base: number;
  baseBand: BandId | null;
  reason: string | null;
  setBy: string;
  moves: LadderMove[];
  /** Sum of the moves in rungs. */
  netSteps: number;
  /** base + 3 × net, before the ladder's ends apply. */
  unbounded: number;
  /** The target the roll must meet or beat. */
  final: number;
  band: BandId | null;
  /** The base itself is "Impossible" (B15-IMP-1): only then is the GM's permission needed. */
  impossibleTask: boolean;
}

/** A circumstance in favour of (advantage) or against (disadvantage) the roller (B15-TN-7). */
export interface Circumstance {
  label: string;
  /** Rungs this one circumstance moves; the table's `stepsPerCircumstance` when absent. */
  steps?: number;
  by?: string;
}

/** Advantages move the target down, disadvantages up, each by its own rungs (B15-TN-7, 9). */
export function circumstanceMoves(
  advantages: readonly Circumstance[],
  disadvantages: readonly Circumstance[],
  o: Pick<LadderOptions, "stepsPerCircumstance">,
): LadderMove[] {
  const move = (c: Circumstance, sign: 1 | -1): LadderMove => ({
    steps: sign * (c.steps ?? o.stepsPerCircumstance),
    reason: c.label,
    by: c.by ?? "GM",
  });
  return [...disadvantages.map((c) => move(c, 1)), ...advantages.map((c) => move(c, -1))];
}

/** The final target: base plus the summed moves, within the ladder's ends (B15-TN-5..7, 9). */
export function resolveTarget(spec: TargetSpec, o: LadderOptions): TargetView {
  const netSteps = spec.moves.reduce((s, m) => s + m.steps, 0);
  const unbounded = spec.base + STEP * netSteps;
  const final = clampToLadder(unbounded, o);
  return {
    base: spec.base,
    baseBand: bandOf(spec.base, o.difficultyBands),
    reason: spec.reason,
    setBy: spec.setBy,
    moves: spec.moves,
    netSteps,
    unbounded,
    final,
    band: bandOf(final, o.difficultyBands),
    impossibleTask: spec.base >= impossibleFrom(o.difficultyBands),
  };
}

/**
 * An "Impossible" task is rolled only with the GM's permission (B15-IMP-2); a target pushed there
 * by moves is an ordinary roll (B15-IMP-3).
 */
export function checkImpossible(
  view: TargetView,
  gmPermission: boolean,
  o: Pick<LadderOptions, "impossibleTasks">,
  path: (string | number)[],
): void {
  if (!view.impossibleTask || o.impossibleTasks === "allow" || gmPermission) return;
  throw new EngineError(
    "refused",
    `a task starting at ${view.base} is "Impossible": it can be rolled only if the GM allows the attempt (gmPermission)`,
    path,
  );
}
