// The two resolution primitives and the attack built from them: a skill check against the fixed 13
// (L13-CHK-1..8, L13-DIFF-1..4, L13-ASSET-4), a contest of two or more sides (L13-OPP-1..6), and an
// attack that is a contest with damage on a hit (L13-CMB-1..4, 7..9).

import type { DiceSource } from "../../../dice/index.js";
import { L13Error, withPath } from "./errors.js";
import { assertDieSize, type DieSize } from "./ladder.js";
import { type L13DiceOptions, resolveDiceOptions } from "./options.js";
import { buildPool, type Pool, type PoolLike } from "./pool.js";
import { type PoolRoll, type RollHooks, rollDamage, rollPool } from "./roll.js";
import { type PoolSpec, type StepModifier, validatePoolSpec, validateStepModifier } from "./spec.js";

/** L13-CHK-2: the target of every unopposed roll. Not an option, and nothing changes it. */
export const TARGET = 13 as const;

/** The book's level IDs: the keys of the default ladder. A table's ladder may name others. */
export type DifficultyLevel = "easy" | "moderate" | "difficult" | "challenging" | "extraordinary" | "heroic";

/** L13-DIFF-1: the Difficulty die of each level; a smaller die is a harder task, Heroic has none. */
export const DIFFICULTY_LADDER: Readonly<Record<DifficultyLevel, DieSize | "none">> = Object.freeze({
  easy: 12,
  moderate: 10,
  difficult: 8,
  challenging: 6,
  extraordinary: 4,
  heroic: "none",
});

/**
 * One rung of a table's ladder as the ruleset options hold it (`difficultyLadder`): an ID and its
 * die ("d4"…"d12"), or null for no Difficulty die (as Heroic). The options' rungs carry a label
 * too; the dice never read it.
 */
export interface LadderRung {
  id: string;
  die: string | null;
}

/** The book's ladder in the options' shape, built from DIFFICULTY_LADDER so the two cannot drift. */
export const DEFAULT_LADDER: readonly LadderRung[] = Object.freeze(
  Object.entries(DIFFICULTY_LADDER).map(([id, die]) =>
    Object.freeze({ id, die: die === "none" ? null : `d${die}` }),
  ),
);

/** The dice options plus the table's ladder, which the dice layer reads only for a check. */
export type CheckOptions = Partial<L13DiceOptions> & { difficultyLadder?: readonly LadderRung[] };

/**
 * The Difficulty die of `level` on `ladder` (the book's unless the options tune it). Levels are found
 * by ID in the list, so a level named like an Object method ("constructor") is never found by accident.
 */
export function difficultyDie(
  level: unknown,
  ladder: readonly LadderRung[] = DEFAULT_LADDER,
): DieSize | "none" {
  if (!Array.isArray(ladder) || ladder.length === 0) {
    throw new L13Error("bad_option", ["options", "difficultyLadder"], "must list at least one level");
  }
  const rung = typeof level === "string" ? ladder.find((r) => r.id === level) : undefined;
  if (!rung) {
    throw new L13Error(
      "bad_difficulty",
      ["difficulty"],
      `must be one of ${ladder.map((r) => r.id).join(", ")} (the GM names it on every check), not ${JSON.stringify(level)}`,
    );
  }
  if (rung.die === null) return "none";
  const m = typeof rung.die === "string" ? /^d(\d+)$/.exec(rung.die) : null;
  return assertDieSize(m ? Number(m[1]) : rung.die, [
    "options",
    "difficultyLadder",
    ladder.indexOf(rung),
    "die",
  ]);
}

/** L13-CHK-2: success iff the total is at least 13. */
export function isSuccess(total: number): boolean {
  return total >= TARGET;
}

export interface CheckRequest {
  /** Ability and skill slots with their modifiers; the Difficulty slot comes from `difficulty`. */
  pool: PoolSpec;
  /** Required on every check (L13-DIFF-4): a level ID of the options' ladder. */
  difficulty: string;
  /** Only with allowDifficultyStepping (L13-STEP-8). */
  difficultySteps?: StepModifier[];
  /** L13-ASSET-4: assets the task cannot succeed without, and whether the character has each. */
  requiredAssets?: { id: string; available: boolean }[];
}

export interface CheckResult {
  kind: "check";
  difficulty: string;
  success: boolean;
  total: number;
  /** total − 13, for display only (L13-CHK-8). */
  overBy: number;
  dilemma: boolean;
  dilemmas: number;
  implodedDice: number;
  /** Null when the check failed without a roll. */
  roll: PoolRoll | null;
  reason: "rolled" | "requiredAssetMissing";
  missingAssets: string[];
}

/**
 * The pool of a check: the caller's ability and skill slots plus the Difficulty die that the level
 * has on the options' ladder (the book's when the options give none).
 */
export function checkPool(req: CheckRequest, opts: CheckOptions = {}): Pool {
  const options = resolveDiceOptions(opts);
  const die = difficultyDie(req.difficulty, opts.difficultyLadder);
  // The pool is the caller's; the Difficulty slot is ours, so its errors get their own paths.
  const spec = withPath(["pool"], () => validatePoolSpec(req.pool));
  if (spec.slots.some((s) => s.role === "difficulty")) {
    throw new L13Error("bad_slot", ["pool", "slots"], "give the difficulty level, not a difficulty slot");
  }
  if (!spec.slots.some((s) => s.role === "ability") || !spec.slots.some((s) => s.role === "skill")) {
    throw new L13Error(
      "bad_slot",
      ["pool", "slots"],
      "a check needs an ability and a skill slot (L13-CHK-4)",
    );
  }
  const steps = (req.difficultySteps ?? []).map((m, j) => validateStepModifier(m, ["difficultySteps", j]));
  if (steps.length > 0 && !options.allowDifficultyStepping) {
    throw new L13Error(
      "difficulty_stepping",
      ["difficultySteps", 0],
      "the Difficulty die is never stepped; pick another difficulty level instead (allowDifficultyStepping)",
    );
  }
  return withPath(["pool"], () =>
    buildPool({ ...spec, slots: [...spec.slots, { role: "difficulty", base: die, steps }] }, options),
  );
}

/** A skill check (L13-CHK-1..8): roll the pool, succeed on 13 or more; a dilemma never changes that. */
export function check(
  req: CheckRequest,
  source: DiceSource,
  opts: CheckOptions = {},
  hooks: RollHooks = {},
): CheckResult {
  const options = resolveDiceOptions(opts);
  // The unresolved options: resolving keeps only the dice options and would drop the ladder.
  const pool = checkPool(req, opts);
  const missing = (req.requiredAssets ?? []).filter((a) => !a.available).map((a) => a.id);
  if (missing.length > 0) {
    // L13-ASSET-4: the task cannot succeed, so nothing is rolled and no dilemma can arise.
    return {
      kind: "check",
      difficulty: req.difficulty,
      success: false,
      total: 0,
      overBy: -TARGET,
      dilemma: false,
      dilemmas: 0,
      implodedDice: 0,
      roll: null,
      reason: "requiredAssetMissing",
      missingAssets: missing,
    };
  }
  const roll = rollPool(pool, source, options, hooks);
  return {
    kind: "check",
    difficulty: req.difficulty,
    success: isSuccess(roll.total),
    total: roll.total,
    overBy: roll.total - TARGET,
    dilemma: roll.dilemma,
    dilemmas: roll.dilemmas,
    implodedDice: roll.implodedDice,
    roll,
    reason: "rolled",
    missingAssets: [],
  };
}

export interface ContestSide {
  id?: string;
  pool: PoolLike;
}

export interface ContestRound {
  /** Indexes of the sides that rolled in this round (all of them first, then the tied ones). */
  sides: number[];
  rolls: PoolRoll[];
  totals: number[];
}

export interface ContestResult {
  kind: "contest";
  rounds: ContestRound[];
  /** Each side's total in the first round. */
  totals: number[];
  /** Index of the winning side, or null when a tie is left to the GM. */
  winner: number | null;
  /** The winner's total minus the best other total of the deciding round; 0 for a tie. */
  margin: number;
  /** Whether the first round tied at the top. */
  tie: boolean;
  /** How a tie was settled ("none" when there was none). */
  tieRule: "none" | "initiatorFails" | "rollOff" | "gm";
  /** With tieRule gm: the sides tied at the top, for the GM to decide between. */
  tied: number[];
}

/** A safety limit on roll-offs; with real dice a tie this long is impossible in practice. */
export const MAX_ROLL_OFFS = 1000;

function top(totals: readonly number[]): { best: number; at: number[] } {
  const best = Math.max(...totals);
  return { best, at: totals.flatMap((t, i) => (t === best ? [i] : [])) };
}

/**
 * A contest (L13-OPP-1..6): every side rolls, side 0 (the initiator) first; the strictly highest
 * total wins and 13 plays no part. A two-sided tie fails the initiator by default (contestTie); a
 * tie at the top among three or more is rolled off by the tied sides with the same pools.
 */
export function contest(
  sides: readonly ContestSide[],
  source: DiceSource,
  opts: Partial<L13DiceOptions> = {},
  hooks: RollHooks = {},
): ContestResult {
  const options = resolveDiceOptions(opts);
  if (sides.length < 2) throw new L13Error("bad_contest", ["sides"], "a contest needs two or more sides");
  const pools = sides.map((s, i) => withPath(["sides", i, "pool"], () => buildPool(s.pool, options)));
  const throwRound = (who: number[]): ContestRound => {
    const rolls = who.map((i) => rollPool(pools[i]!, source, options, hooks));
    return { sides: who, rolls, totals: rolls.map((r) => r.total) };
  };
  const first = throwRound(sides.map((_, i) => i));
  const rounds = [first];
  const totals = first.totals;
  let lead = top(totals);
  const decided = (round: ContestRound, winnerLocal: number): ContestResult => {
    const others = round.totals.filter((_, i) => i !== winnerLocal);
    return {
      kind: "contest",
      rounds,
      totals,
      winner: round.sides[winnerLocal]!,
      margin: round.totals[winnerLocal]! - Math.max(...others),
      tie: rounds.length > 1,
      tieRule: rounds.length > 1 ? "rollOff" : "none",
      tied: [],
    };
  };
  if (lead.at.length === 1) return decided(first, lead.at[0]!);

  const rule = sides.length === 2 ? options.contestTie : options.multiContestTie;
  if (rule === "initiatorFails") {
    // L13-OPP-4: the status quo holds; in two sides that is the other side's win, with no margin.
    return { kind: "contest", rounds, totals, winner: 1, margin: 0, tie: true, tieRule: rule, tied: lead.at };
  }
  if (rule === "gm") {
    return {
      kind: "contest",
      rounds,
      totals,
      winner: null,
      margin: 0,
      tie: true,
      tieRule: rule,
      tied: lead.at,
    };
  }
  // L13-OPP-5: only the tied sides roll off, in their original order, until one is highest.
  let tied = lead.at;
  for (let n = 0; n < MAX_ROLL_OFFS; n++) {
    const round = throwRound(tied);
    rounds.push(round);
    lead = top(round.totals);
    if (lead.at.length === 1) return decided(round, lead.at[0]!);
    tied = lead.at.map((local) => round.sides[local]!);
  }
  throw new L13Error("runaway_roll", ["sides"], `the roll-off was still tied after ${MAX_ROLL_OFFS} rounds`);
}

export interface AttackResult {
  kind: "attack";
  attacker: PoolRoll;
  defender: PoolRoll;
  /** L13-CMB-2: strictly higher; a tie is a miss. */
  hit: boolean;
  /** L13-CMB-3: attacker total − defender total on a hit (≥ 1); 0 on a miss. */
  margin: number;
  /** The damage die's roll on a hit with a weapon; null otherwise. */
  damageRoll: PoolRoll | null;
  /** L13-CMB-4, L13-CMB-7: damage die + margin, or the margin alone with no weapon; 0 on a miss. */
  damage: number;
}

/**
 * One attack (L13-CMB-1..4, 7): the attacker's pool, then the defender's, then (on a hit) the damage
 * die. `damageDie` null means no weapon: no damage die, so the damage is the margin.
 */
export function attackRoll(
  attacker: PoolLike,
  defender: PoolLike,
  damageDie: number | null,
  source: DiceSource,
  opts: Partial<L13DiceOptions> = {},
  hooks: RollHooks = {},
): AttackResult {
  const options = resolveDiceOptions(opts);
  // Everything is validated before the first face is drawn, so a bad input never eats dice.
  const attackerPool = withPath(["attacker"], () => buildPool(attacker, options));
  const defenderPool = withPath(["defender"], () => buildPool(defender, options));
  if (damageDie !== null) assertDieSize(damageDie, ["damageDie"]);
  const a = rollPool(attackerPool, source, options, hooks);
  const d = rollPool(defenderPool, source, options, hooks);
  const hit = a.total > d.total;
  const margin = hit ? a.total - d.total : 0;
  const damageRoll = hit && damageDie !== null ? rollDamage(damageDie, source, options, hooks) : null;
  const damage = hit ? margin + (damageRoll?.total ?? 0) : 0;
  return { kind: "attack", attacker: a, defender: d, hit, margin, damageRoll, damage };
}
