// The Dice Engine ruleset for code that wants more than the registry gives: the ruleset itself,
// its options, the character layer's check builder and purchases, and the check core's exact odds.
// Each area keeps its own index (check/, character/, defence/, damage/, health/, conditions/…).

export { type ExtendedNote, reduceExtended } from "./actions/extended.js";
export {
  type BuiltRoll,
  buildRoll,
  controllerOf,
  type RollParams,
  requestedBy,
  rollSchema,
} from "./bridge.js";
export {
  advance,
  buildCheck,
  type CheckBuild,
  type CheckContext,
  characterModel,
  type DeCharacter,
  type DeDerived,
  PURCHASE_SYNTAX,
  parsePurchase,
  pointBuy,
  rollCharacterCheck,
} from "./character/index.js";
export { type CheckOdds, type CheckRequestInput, checkOdds, resolveCheck, rollCheck } from "./check/index.js";
export { EXAMPLE_BUILDS, exampleCharacter, exampleTable } from "./examples.js";
export {
  type DiceEngineOptions,
  type DiceEngineOptionsInput,
  diceEngineOptionDocs,
  diceEngineOptionsSchema,
  parseDiceEngineOptions,
} from "./options.js";
export { diceEngine } from "./ruleset.js";
