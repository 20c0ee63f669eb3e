// The limits that keep a hostile or mistaken expression from hanging or exhausting the process.

/** Characters accepted in one expression. */
export const MAX_INPUT_LENGTH = 1000;
/** Dice requested by one roll (the sum of every term's count). */
export const MAX_DICE = 10_000;
/** Dice actually thrown by one roll, counting explosions; reached only by absurd explosion chains. */
export const MAX_THROWS = 200_000;
/** Faces on one die. */
export const MAX_SIDES = 1_000_000;
/** Nesting of parentheses, groups and function calls. */
export const MAX_DEPTH = 64;
/** Explosion chains are followed until the remaining probability per die falls below this. */
export const EXPLOSION_EPSILON = 1e-15;
/** Estimated elementary operations an exact-odds question may cost (about a second). */
export const ODDS_BUDGET = 3e8;
