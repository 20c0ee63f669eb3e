// Resolves a check from its faces (DE-ROLL-4/5, DE-CRIT-*, DE-DOS-*). `resolveCheck` is pure over
// the faces so scripted tests, replays and the odds enumeration all share one code path;
// `rollCheck` only draws those faces from a DiceSource in the injection order.

import type { DiceSource } from "../../../dice/index.js";
import { type CritClass, classifyCrit } from "./crit.js";
import { type Degrees, degrees, forcedFailure, forcedSuccess } from "./degrees.js";
import { type CheckOptions, resolveCheckOptions } from "./options.js";
import { type DieSize, dieSizes, keptIndices, netAdvantage } from "./pool.js";
import { type CheckRequestInput, parseCheckRequest } from "./request.js";

export interface CheckDie {
  size: DieSize;
  face: number;
  kept: boolean;
}

export interface CheckResult {
  dice: CheckDie[];
  net: number;
  /** The kept faces, best first with advantage, worst first with disadvantage. */
  kept: [number, number];
  crit: CritClass;
  critBonus: number;
  critDamageBonus: number;
  /** 0 on attacks and unskilled rolls (DE-FOCUS-3, DE-UNSK-2). */
  focusBonus: number;
  modifierTotal: number;
  /** DE-ROLL-5: kept dice + stat + crit bonus + focus + floating modifiers. */
  total: number;
  /** Present when the request had a target. */
  outcome?: Degrees & { forced: "fail" | "success" | null };
}

/** The faces a check needs, as die sizes in roll order. */
export function checkDice(input: CheckRequestInput, options: Partial<CheckOptions> = {}): DieSize[] {
  const req = parseCheckRequest(input);
  const net = netAdvantage(req.advantage, req.disadvantage, req.unskilled);
  return dieSizes(req.training, net, resolveCheckOptions(options));
}

export function resolveCheck(
  input: CheckRequestInput,
  faces: readonly number[],
  options: Partial<CheckOptions> = {},
): CheckResult {
  const req = parseCheckRequest(input);
  const opts = resolveCheckOptions(options);
  const net = netAdvantage(req.advantage, req.disadvantage, req.unskilled);
  const sizes = dieSizes(req.training, net, opts);
  faces.forEach((f, i) => {
    const size = sizes[i];
    if (size !== undefined && (!Number.isInteger(f) || f < 1 || f > size)) {
      throw new RangeError(`face ${i + 1} is ${f}, which a d${size} cannot show`);
    }
  });
  const [a, b] = keptIndices(faces, net);
  const kept: [number, number] = [faces[a]!, faces[b]!];
  const th = (i: number) => req.critThresholds[i] ?? opts.critThreshold;
  const crit = classifyCrit(kept, [th(a), th(b)], opts);
  const focusBonus = req.attack || req.unskilled ? 0 : req.focusRating;
  const modifierTotal = req.modifiers.reduce((s, m) => s + m, 0);
  const total = kept[0] + kept[1] + req.stat + crit.rollBonus + focusBonus + modifierTotal;
  const result: CheckResult = {
    dice: faces.map((face, i) => ({ size: sizes[i]!, face, kept: i === a || i === b })),
    net,
    kept,
    crit: crit.crit,
    critBonus: crit.rollBonus,
    critDamageBonus: crit.damageBonus,
    focusBonus,
    modifierTotal,
    total,
  };
  if (req.target !== undefined) result.outcome = judge(total, req.target, crit.crit, req.attack, opts);
  return result;
}

/** DE-CRIT-5/7/9, DE-DOS-*: forced results first, then meet-is-beat. */
export function judge(
  total: number,
  target: number,
  crit: CritClass,
  attack: boolean,
  opts: Pick<CheckOptions, "superCritAutoSucceedsChecks">,
): Degrees & { forced: "fail" | "success" | null } {
  if (crit === "superFail") return { ...forcedFailure(total, target), forced: "fail" };
  if (crit === "superCrit" && (attack || opts.superCritAutoSucceedsChecks)) {
    const d = forcedSuccess(total, target);
    return { ...d, forced: total >= target ? null : "success" };
  }
  return { ...degrees(total, target), forced: null };
}

/** Draws the check's dice from `src` in the injection order, then resolves it. */
export function rollCheck(
  input: CheckRequestInput,
  src: DiceSource,
  options: Partial<CheckOptions> = {},
): CheckResult {
  const sizes = checkDice(input, options);
  const faces = sizes.map((size, i) => src.roll(FACES[size], `d${size} (check die ${i + 1})`));
  return resolveCheck(input, faces, options);
}

const FACES: Record<DieSize, readonly number[]> = {
  10: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  12: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};
