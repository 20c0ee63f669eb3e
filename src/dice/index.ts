// The dice layer: notation, seeded rolling, totals-only sampling and exact odds. No game rules here.

export type * from "./ast.js";
export { checkDialect, DIALECTS, type Dialect, type ParseOptions } from "./dialect.js";
export { DiceError, type DiceErrorCode, type DiceErrorData, isDiceError } from "./errors.js";
export * as limits from "./limits.js";
export { Distribution } from "./odds/dist.js";
export { type Contest, contest, type OddsOptions, odds } from "./odds/odds.js";
export { type ParseResult, parse, tryParse } from "./parser.js";
export { print } from "./print.js";
export type * from "./result.js";
export {
  type DiceSource,
  facesSource,
  freshSeed,
  RNG_ALGORITHM,
  Rng,
  type RngState,
  rngSource,
} from "./rng.js";
export { roll } from "./roller.js";
export { compile, type Sampler } from "./sampler.js";
