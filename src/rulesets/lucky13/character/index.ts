// The character side of the Lucky 13 ruleset: catalogs, options, the character file, creation,
// hit points and dying, advancement, reputation and the sheet.

export { checkMultiset, rollPercentileDie } from "./abilities-gen.js";
export {
  awardAP,
  PURCHASE_SYNTAX,
  type Purchase,
  parsePurchase,
  purchase,
  type SpendSettings,
} from "./advance.js";
export {
  CREATION_METHODS,
  type CreationInput,
  type CreationReport,
  createByMethod,
  createCharacter,
  createCharacterReport,
  creationInputSchema,
  startingSpecializationLimit,
} from "./create.js";
export * from "./data.js";
export {
  isL13CharacterError,
  L13CharacterError,
  type L13CharacterErrorCode,
  type L13Issue,
} from "./errors.js";
export {
  advanceRounds,
  advanceTime,
  clearRecuperating,
  damage,
  heal,
  rest,
  stabilize,
  withHp,
} from "./health.js";
export { DICE, type Die, dieAt, dieIndex, dieSize, isDie, largestDie, nextDie } from "./ladder.js";
export { CHARACTER_SCHEMA_VERSION, MIGRATIONS, type Migrator, migrateCharacter } from "./migrate.js";
export {
  defaultOptions,
  type L13Options,
  type L13OptionsInput,
  l13OptionsSchema,
  OPTION_DOCS,
  optionDocList,
  parseOptions,
  skillLabel,
} from "./options.js";
export type { Outcome } from "./outcome.js";
export { adjustReputation, reputationSteps } from "./reputation.js";
export {
  type ApLogEntry,
  type Asset,
  type Background,
  characterJsonSchema,
  characterSchema,
  checkAgainstRuleset,
  type L13Character,
  type L13CharacterInput,
  type ParseCharacterSettings,
  parseCharacter,
  type Specialization,
} from "./schema.js";
export { type DerivedSheet, derive, describe, hpTrack } from "./sheet.js";
export { addImpairment, type BackgroundChoice, type ImpairmentChoice } from "./traits.js";
export {
  type AssistOffer,
  type AssistTask,
  assistDie,
  canAct,
  canAssist,
  currentPulse,
  deathAt,
  isDead,
  maxHp,
  permanentPulse,
  type StatusReport,
  status,
  type VitalStatus,
} from "./vitals.js";
