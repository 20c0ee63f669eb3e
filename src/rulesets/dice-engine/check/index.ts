// The Dice Engine check core: pure rules over plain data (checklist §1–4).

export { type CheckDie, type CheckResult, checkDice, judge, resolveCheck, rollCheck } from "./check.js";
export { type ContestResult, resolveContest } from "./contest.js";
export { CRIT_CLASSES, type CritClass, type CritResult, classifyCrit } from "./crit.js";
export { critDamage } from "./critDamage.js";
export { type Degrees, degrees } from "./degrees.js";
export { CORE_DIE_SIZES, expandExpression, rollExpression } from "./expression.js";
export * from "./extended.js";
export { readD10Face } from "./faces.js";
export { type PlayerCheckView, playerView } from "./hidden.js";
export { type CheckOdds, checkOdds, fraction, MAX_ODDS_OUTCOMES } from "./odds.js";
export * from "./options.js";
export { type DieSize, dieSizes, keptIndices, netAdvantage, type Training } from "./pool.js";
export * from "./request.js";
export * from "./round.js";
export * from "./stats.js";
