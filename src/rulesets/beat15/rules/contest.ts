// Contested rolls: no target, the highest side wins.
//   B15-CON-1  each participant rolls d20 + stat (option `contestIncludesStat`) + modifiers;
//   B15-CON-2  two or more sides, each a character or a group (B15-GRP-1, 2: +2 per extra member);
//   B15-CON-3, B15-RES-5  a tie for the lead is never settled in anyone's favour: it is rerolled —
//              by the tied leaders only (sides below have lost) or by every side (`contestTieReroll`).
// Dice are thrown side by side, member by member, in the order given, and again for each reroll.

import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { D20_FACES } from "../data/stats.js";
import type { RoundingMode } from "./modifiers.js";
import type { Rational } from "./rational.js";
import { type SideRoll, type SideRules, sideValue } from "./side.js";

export interface ContestSide {
  name: string;
  /** Each member's stat + modifiers (exact); one entry for a lone character. */
  bonuses: Rational[];
  /** Member names for the dice log. */
  memberNames?: string[];
}

export interface ContestRules {
  rounding: RoundingMode;
  groupUsesRawFace: boolean;
  contestTieReroll: "tied-leaders" | "all-sides";
}

export interface ContestRound {
  /** Indices of the sides that rolled this round. */
  rolling: number[];
  rolls: SideRoll[];
  /** Indices of the sides with the best value this round. */
  leaders: number[];
}

export interface ContestResult {
  rounds: ContestRound[];
  winner: number;
}

/** Ties rerolled more often than this are taken as dice that cannot settle (a stuck dice source). */
export const MAX_REROLLS = 1000;

export function contestSideRules(rules: ContestRules): SideRules {
  return { rounding: rules.rounding, groupUsesRawFace: rules.groupUsesRawFace, groupBonus: true };
}

/** The sides holding the best value (B15-CON-2). */
export function leadersOf(values: readonly number[]): number[] {
  const top = Math.max(...values);
  return values.flatMap((v, i) => (v === top ? [i] : []));
}

/** Judges one round from thrown values: a single leader wins, several reroll (B15-CON-3). */
export function roundFromValues(rolling: number[], values: number[]): number[] {
  return leadersOf(values).map((i) => rolling[i]!);
}

export function rollContest(
  sides: readonly ContestSide[],
  dice: DiceSource,
  rules: ContestRules,
): ContestResult {
  if (sides.length < 2) throw new EngineError("invalid", "a contest needs at least two sides", ["sides"]);
  const sr = contestSideRules(rules);
  const everyone = sides.map((_, i) => i);
  const rounds: ContestRound[] = [];
  let rolling = everyone;
  for (let round = 0; round <= MAX_REROLLS; round++) {
    const rolls = rolling.map((s) => {
      const side = sides[s]!;
      const faces = side.bonuses.map((_, m) =>
        dice.roll(
          D20_FACES,
          `d20 (${side.memberNames?.[m] ?? side.name}${round > 0 ? `, reroll ${round}` : ""})`,
        ),
      );
      return sideValue(faces, side.bonuses, sr);
    });
    const leaders = roundFromValues(
      rolling,
      rolls.map((r) => r.value),
    );
    rounds.push({ rolling, rolls, leaders });
    if (leaders.length === 1) return { rounds, winner: leaders[0]! };
    rolling = rules.contestTieReroll === "all-sides" ? everyone : leaders;
  }
  throw new EngineError("conflict", `the contest was still tied after ${MAX_REROLLS} rerolls`, ["sides"]);
}
