// Lucky 13 dice mechanics: the die ladder and stepping, pools, rolling with explosions and
// implosions, checks, contests and attacks, the step helpers, and exact odds.

export {
  formatPath,
  isL13Error,
  L13Error,
  type L13ErrorCode,
  type L13ErrorData,
  type L13Path,
} from "./errors.js";
export {
  dieJoint,
  EPSILON,
  type Joint,
  poolJoint,
} from "./joint.js";
export {
  assertDieSize,
  compareDice,
  DIE_SIZES,
  type DieSize,
  diceOfStep,
  dieAtIndex,
  isDieSize,
  ladderIndex,
  MAX_STEP_VALUE,
  type OverflowMode,
  resolveSteps,
  type SlotBase,
  type StepResolution,
  type StepValue,
  show,
  stepSlot,
  stepValueOf,
} from "./ladder.js";
export {
  ASSET_LADDER,
  type AssetUse,
  type AssistUse,
  assetSteps,
  assistSteps,
  defensiveDie,
  reputationSteps,
  type Specialization,
  specializationSteps,
  type TargetedStep,
  withSteps,
} from "./modifiers.js";
export {
  type AttackOdds,
  attackOdds,
  type CheckOdds,
  type ContestOdds,
  checkOdds,
  contestOdds,
  dieOdds,
  type PoolOdds,
  poolOdds,
  slotOdds,
} from "./odds.js";
export { DEFAULT_DICE_OPTIONS, type L13DiceOptions, resolveDiceOptions } from "./options.js";
export {
  type AdvantageEffect,
  type AppliedStep,
  buildPool,
  isPool,
  type Pool,
  type PoolLike,
  type PoolSlot,
} from "./pool.js";
export {
  type AttackResult,
  attackRoll,
  type CheckOptions,
  type CheckRequest,
  type CheckResult,
  type ContestResult,
  type ContestRound,
  type ContestSide,
  check,
  checkPool,
  contest,
  DEFAULT_LADDER,
  DIFFICULTY_LADDER,
  type DifficultyLevel,
  difficultyDie,
  isSuccess,
  type LadderRung,
  TARGET,
} from "./resolve.js";
export {
  type ExplosionPrompt,
  type PoolRoll,
  type RolledDie,
  type RollHooks,
  rollDamage,
  rollDie,
  rollInitiative,
  rollPool,
  rollSingle,
  type SlotRoll,
} from "./roll.js";
export { type DieRule, dieRule } from "./rules.js";
export {
  type AdvantageSource,
  type AdvantageSourceKind,
  type ExtraDieSpec,
  type PoolSpec,
  SLOT_ROLES,
  type SlotRole,
  type SlotSpec,
  STEP_SOURCES,
  type StepModifier,
  type StepSource,
  THIRD_ROLES,
  validatePoolSpec,
} from "./spec.js";
