// Fuzzing: random strings over the notation's alphabet and mutated valid expressions, all from a
// seeded generator. Whatever the input, parse returns a tree or throws a DiceError; a parsed
// expression rolls to a finite total or throws a DiceError; exact odds on a small budget return
// or throw a DiceError. Nothing else may escape, and nothing may hang.

import { describe, expect, it } from "vitest";
import {
  type Dialect,
  type Expr,
  isDiceError,
  odds,
  parse,
  Rng,
  rngSource,
  roll,
} from "../../src/dice/index.js";

const PARSES = 100_000;
/**
 * About one input in six parses. Rolling all of them takes ~7 s, almost all of it in the few
 * with dice of hundreds of thousands of sides, so an even spread of this many is rolled...
 */
const ROLL_CALLS = 4_000;
/** ...and of this many, through odds() on a small budget. */
const ODDS_CALLS = 400;

/** `count` items of `xs`, spread evenly over it. */
function spread<T>(xs: readonly T[], count: number): T[] {
  const step = Math.max(1, xs.length / count);
  const out: T[] = [];
  for (let i = 0; Math.floor(i) < xs.length && out.length < count; i += step) out.push(xs[Math.floor(i)]!);
  return out;
}

const ALPHABET = [
  ..."0123456789",
  ..."0123456789", // digits twice as often
  ..."dddd%F{}()[]+-*/<>=!,.",
  ..."khlrofpcsaxmin",
  ..."ebu",
  ..."^%#?@tD", // issue 20: operators, comments, VTT features, uppercase dice
  " ",
  " ",
  "\t",
  "é",
  "🎲",
];

const CORPUS = [
  "4d6kh3",
  "1d20 + 5",
  "2d6 + 3 [fire]",
  "d20+4 >= 15",
  "6d6>=5",
  "6d6>=5f1",
  "3d6!",
  "3d6!!",
  "3d6!p",
  "2d10!{3}>=9",
  "4d6r1",
  "4d6ro<3",
  "4d6min2max5",
  "4dF",
  "d%",
  "d{1,1,2,3}",
  "(1d4)d6",
  "d(1d4+2)",
  "{1d6, 2d6}kh1",
  "{4d6+3d8}kh1",
  "{3d6, 2d8}>=5f1",
  "floor(3d6/2)",
  "max(1d6, 1d8) - min(1d4, 2)",
  "abs(1d6 - 1d6)",
  "round(1d10 / 3) * 2",
  "d20cs>=19cf",
  "4d6sd",
  "-(2d4 + 1)",
  "10d10kh3 + 2d20kl1",
  "3d6 <> 2d6",
  // Issue 20: new syntax, and Roll20's and Foundry's (each input is read in one of the three dialects).
  "(5^2*4)d(7%4)",
  "d%%(45*2)",
  "4dF.1 + dF.2",
  "36d152cs!=45",
  "3d6kh2dl1",
  "{4d6}>10",
  "3d6 // fire",
  "1D20 # note",
  "1d6max2.5",
  "3d6>3",
  "2d8r1r2",
  "1d20+5 to hit",
  "/r 4d6rr1x",
  "6d6cs>4df<2",
  "1d20ms>=15",
  "4d6xo>=5",
  "1d20 + ?{Bonus|0}",
  "[[1d20]] + @{str}",
  // Unique dice and pooled expressions (brief H), in every dialect like the rest.
  "5d10u",
  "2d%uo>80kh1",
  "12dFu",
  "{4d10*5d6}k2",
  "{2d6-1d4}dh1",
  "{1d6/2d4}kl1",
  "4d6u<3s",
  "5d6even + 2d{1,2,3}odd",
  // Chained rerolls as a set, subtract failures (brief N).
  "2d8r1r3",
  "4d10ro1ro<3ro>9kh2",
  "3d1000r<=998r1000!",
  "6d6sf<3",
  "4d{0,2,5}sf + 2d6sf>=5",
];

const DIALECTS: readonly Dialect[] = ["tabula", "roll20", "foundry"];

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.below(xs.length)]!;
}

function randomString(rng: Rng): string {
  const n = 1 + rng.below(40);
  let s = "";
  for (let i = 0; i < n; i++) s += pick(rng, ALPHABET);
  return s;
}

function mutate(rng: Rng, text: string): string {
  const chars = [...text];
  const edits = 1 + rng.below(4);
  for (let e = 0; e < edits; e++) {
    const at = rng.below(chars.length + 1);
    switch (rng.below(12)) {
      case 0: // insert
        chars.splice(at, 0, pick(rng, ALPHABET));
        break;
      case 1: // delete
        if (chars.length > 0) chars.splice(Math.min(at, chars.length - 1), 1);
        break;
      case 2: // swap neighbours
        if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
        break;
      case 3: // replace
        if (at < chars.length) chars[at] = pick(rng, ALPHABET);
        break;
      case 4: // a big number
        chars.splice(at, 0, ...String(rng.below(10) === 0 ? 99_999_999 : 10 ** (1 + rng.below(6))));
        break;
      case 5: // duplicate a slice
        chars.splice(at, 0, ...chars.slice(at, at + 1 + rng.below(8)));
        break;
      default: // replace with a digit
        if (at < chars.length) chars[at] = String(rng.below(10));
        break;
    }
  }
  return chars.join("");
}

function inputs(): string[] {
  const rng = Rng.fromSeed("dice fuzz");
  return Array.from({ length: PARSES }, (_, i) =>
    i % 2 === 0 ? randomString(rng) : mutate(rng, pick(rng, CORPUS)),
  );
}

interface Escape {
  input: string;
  what: string;
}

function describeThrow(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** Parses every input once (memoised, so each test can also run alone). */
let parsedOnce: { parsed: { text: string; tree: Expr }[]; escapes: Escape[] } | undefined;
function parseAll(): NonNullable<typeof parsedOnce> {
  if (parsedOnce) return parsedOnce;
  const parsed: { text: string; tree: Expr }[] = [];
  const escapes: Escape[] = [];
  let i = 0;
  for (const text of inputs()) {
    const dialect = DIALECTS[i++ % DIALECTS.length]!;
    try {
      parsed.push({ text, tree: parse(text, { dialect }) });
    } catch (e) {
      if (!isDiceError(e)) escapes.push({ input: text, what: describeThrow(e) });
      else if (typeof e.code !== "string" || !(e.column === null || e.column >= 1)) {
        escapes.push({ input: text, what: `malformed DiceError ${JSON.stringify(e.toJSON())}` });
      }
    }
  }
  parsedOnce = { parsed, escapes };
  return parsedOnce;
}

const SLOW = 30_000;

describe("fuzzing", () => {
  it(
    `parse returns a tree or throws a DiceError for ${PARSES.toLocaleString("en")} inputs`,
    () => {
      const { parsed, escapes } = parseAll();
      expect(escapes.slice(0, 10)).toEqual([]);
      // The inputs must exercise both outcomes.
      expect(parsed.length).toBeGreaterThan(PARSES / 20);
      expect(parsed.length).toBeLessThan(PARSES);
    },
    SLOW,
  );

  it(
    `${ROLL_CALLS.toLocaleString("en")} parsed expressions roll to a finite total or throw a DiceError`,
    () => {
      const escapes: Escape[] = [];
      let rolled = 0;
      const chosen = spread(parseAll().parsed, ROLL_CALLS);
      expect(chosen.length).toBe(ROLL_CALLS);
      chosen.forEach(({ text, tree }, i) => {
        try {
          const r = roll(tree, rngSource(Rng.fromSeed(i)));
          rolled++;
          if (!Number.isFinite(r.total)) escapes.push({ input: text, what: `total ${r.total}` });
        } catch (e) {
          if (!isDiceError(e)) escapes.push({ input: text, what: describeThrow(e) });
        }
      });
      expect(escapes.slice(0, 10)).toEqual([]);
      expect(rolled).toBeGreaterThan(ROLL_CALLS / 2);
    },
    SLOW,
  );

  it(
    `exact odds on a small budget return or throw a DiceError (${ODDS_CALLS} expressions)`,
    () => {
      const escapes: Escape[] = [];
      let answered = 0;
      for (const { text, tree } of spread(parseAll().parsed, ODDS_CALLS)) {
        try {
          const d = odds(tree, { budget: 1e6 });
          answered++;
          if (!(Math.abs(d.mass + d.lost - 1) < 1e-9)) escapes.push({ input: text, what: `mass ${d.mass}` });
        } catch (e) {
          if (!isDiceError(e)) escapes.push({ input: text, what: describeThrow(e) });
        }
      }
      expect(escapes.slice(0, 10)).toEqual([]);
      expect(answered).toBeGreaterThan(ODDS_CALLS / 4);
    },
    SLOW,
  );
});
