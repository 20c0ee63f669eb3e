// The dice layer: notation, seeded rolling, totals-only sampling and exact odds. No game rules here.

export type * from "./ast.js";
export { type DiceErrorCode, DiceError, type DiceErrorData, isDiceError } from "./errors.js";
export * as limits from "./limits.js";
export { contest, type Contest, odds, type OddsOptions } from "./odds/odds.js";
export { Distribution } from "./odds/dist.js";
export { parse, type ParseResult, tryParse } from "./parser.js";
export { print } from "./print.js";
export type * from "./result.js";
export { roll } from "./roller.js";
export {
  type DiceSource,
  facesSource,
  freshSeed,
  RNG_ALGORITHM,
  Rng,
  type RngState,
  rngSource,
} from "./rng.js";
export { compile, type Sampler } from "./sampler.js";
