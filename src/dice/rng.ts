// The seeded random number generator: xoshiro128** 1.1 (Blackman and Vigna, 2018), a published,
// fast 32-bit generator whose whole state is four numbers, so it can be saved and resumed exactly.
// Seeds are expanded into that state by SplitMix64, as the algorithm's authors recommend.
// The output depends only on the seed: the same seed gives the same rolls on every machine.

import { DiceError } from "./errors.js";

export const RNG_ALGORITHM = "xoshiro128**";

/** Everything needed to resume a generator: store it, and `Rng.fromState` continues the sequence. */
export interface RngState {
  algorithm: typeof RNG_ALGORITHM;
  state: [number, number, number, number];
}

const MASK64 = (1n << 64n) - 1n;

function splitmix64(seed: bigint): () => bigint {
  let x = seed & MASK64;
  return () => {
    x = (x + 0x9e3779b97f4a7c15n) & MASK64;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  };
}

/** FNV-1a, 64 bits, over the UTF-8 bytes: turns a text seed into a number. */
function fnv1a64(text: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & MASK64;
  }
  return h;
}

/** A seed is a whole number below 2^64 written in decimal (used as is) or any other text (hashed). */
export function seedToBigInt(seed: string | number | bigint): bigint {
  if (typeof seed === "bigint") return seed & MASK64;
  if (typeof seed === "number") {
    if (!Number.isSafeInteger(seed) || seed < 0) {
      throw new DiceError("bad_value", "a numeric seed must be a whole number of at least 0");
    }
    return BigInt(seed);
  }
  if (/^\d{1,20}$/.test(seed) && BigInt(seed) <= MASK64) return BigInt(seed);
  return fnv1a64(seed);
}

/** A fresh seed from the operating system's random source, as decimal text. */
export function freshSeed(): string {
  // The Web Crypto API: in Node (20+) and every browser alike, so the dice need no node: import.
  const words = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(words[0]!) << 32n) | BigInt(words[1]!)).toString();
}

const TWO32 = 4294967296;

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
  }

  static fromSeed(seed: string | number | bigint): Rng {
    const next = splitmix64(seedToBigInt(seed));
    const x = next();
    const y = next();
    return new Rng(Number(x >> 32n), Number(x & 0xffffffffn), Number(y >> 32n), Number(y & 0xffffffffn));
  }

  static fromState(s: RngState): Rng {
    if (
      s?.algorithm !== RNG_ALGORITHM ||
      !Array.isArray(s.state) ||
      s.state.length !== 4 ||
      !s.state.every((w) => Number.isInteger(w) && w >= 0 && w < TWO32) ||
      s.state.every((w) => w === 0)
    ) {
      throw new DiceError(
        "bad_value",
        `an RNG state must be {algorithm:"${RNG_ALGORITHM}", state:[4 uint32, not all 0]}`,
      );
    }
    return new Rng(s.state[0], s.state[1], s.state[2], s.state[3]);
  }

  state(): RngState {
    return { algorithm: RNG_ALGORITHM, state: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }

  clone(): Rng {
    return new Rng(this.a, this.b, this.c, this.d);
  }

  /** The next 32 random bits, as an unsigned integer. */
  next(): number {
    const b = this.b;
    const t = b << 9;
    let r = Math.imul(b, 5);
    r = Math.imul((r << 7) | (r >>> 25), 9);
    this.c ^= this.a;
    this.d ^= b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = (this.d << 11) | (this.d >>> 21);
    return r >>> 0;
  }

  /**
   * A uniform whole number in [0, n), without bias, for 1 <= n <= 2^21 (Lemire's method: the low
   * 32 bits of draw × n decide rejection, the high bits are the answer; the full product stays
   * exact in a double below 2^53). Math.imul keeps the common path free of floating-point `%`.
   */
  below(n: number): number {
    let x = this.next();
    let low = Math.imul(x, n) >>> 0;
    if (low < n) {
      const threshold = (TWO32 - n) % n;
      while (low < threshold) {
        x = this.next();
        low = Math.imul(x, n) >>> 0;
      }
    }
    return Math.floor((x * n) / TWO32);
  }

  /**
   * For the fast seeded roll (fast.ts): throws `count` dice with faces 1..sides, exactly as
   * `count` calls of `below(sides) + 1`, and returns their sum; with `out`, also writes each face
   * to out[at], out[at + 1], …. Same draws, same state afterwards; it is only faster, because the
   * four words of state stay in local variables for the whole loop instead of being read from and
   * written back to the object at every draw (about a quarter of the cost of a plain die).
   * For 1 <= sides <= 2^21, like below().
   */
  throwDice(sides: number, count: number, out: number[] | null, at: number): number {
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    // The rejection threshold of below(), worked out (a slow floating-point %) only when needed.
    let threshold = -1;
    let sum = 0;
    for (let i = 0; i < count; i++) {
      let x: number;
      for (;;) {
        // next(), inlined on the local state.
        const t = b << 9;
        let r = Math.imul(b, 5);
        r = Math.imul((r << 7) | (r >>> 25), 9);
        c ^= a;
        d ^= b;
        b ^= c;
        a ^= d;
        c ^= t;
        d = (d << 11) | (d >>> 21);
        x = r >>> 0;
        // below(): accept unless the low word is under the threshold (which is under `sides`).
        const low = Math.imul(x, sides) >>> 0;
        if (low >= sides) break;
        if (threshold < 0) threshold = (TWO32 - sides) % sides;
        if (low >= threshold) break;
      }
      const face = Math.floor((x * sides) / TWO32) + 1;
      sum += face;
      if (out !== null) out[at + i] = face;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return sum;
  }

  /** A uniform number in [0, 1) with 53 random bits. */
  float(): number {
    return ((this.next() >>> 5) * 67108864 + (this.next() >>> 6)) / 9007199254740992;
  }
}

/** Where dice faces come from: a seeded generator, or faces a player read off physical dice. */
export interface DiceSource {
  /** One throw of a die with these faces (one entry per side); returns the face shown. */
  roll(faces: readonly number[], name: string): number;
  /**
   * Optional: a throw conditioned on `accept`, uniform over the faces it accepts. A seeded source
   * offers it so a reroll of a die that almost always rerolls needs no long loop.
   */
  rollWhere?(faces: readonly number[], name: string, accept: (face: number) => boolean): number;
}

export function rngSource(rng: Rng): DiceSource {
  return new RngSource(rng);
}

/**
 * A source that draws from a seeded generator. It looks and behaves like a plain object with two
 * functions (own, enumerable `roll` and `rollWhere`, usable detached), but it also remembers its
 * generator in a private field: roll() recognises such a source with {@link seededRng} and then
 * works out the total straight from the generator, building the explained tree only when it is
 * read (see lazy.ts).
 */
class RngSource implements DiceSource {
  readonly #rng: Rng;
  readonly #roll: DiceSource["roll"];
  readonly #rollWhere: NonNullable<DiceSource["rollWhere"]>;
  roll: DiceSource["roll"];
  rollWhere: NonNullable<DiceSource["rollWhere"]>;

  constructor(rng: Rng) {
    this.#rng = rng;
    this.roll = this.#roll = (faces) => faces[rng.below(faces.length)]!;
    this.rollWhere = this.#rollWhere = (faces, _name, accept) => {
      const passing = faces.filter(accept);
      return passing[rng.below(passing.length)]!;
    };
  }

  /**
   * The generator behind a source made by {@link rngSource}, or null for any other source, and
   * for one whose functions were replaced (a test spy, say): those must see every throw.
   */
  static rngOf(source: DiceSource): Rng | null {
    if (!(#rng in source)) return null;
    const s = source as RngSource;
    return s.roll === s.#roll && s.rollWhere === s.#rollWhere ? s.#rng : null;
  }
}

/** The generator behind a source made by {@link rngSource}; null for any other source. */
export const seededRng: (source: DiceSource) => Rng | null = RngSource.rngOf;

/**
 * Faces given in advance, consumed in order: a player's physical dice. A face the die cannot show
 * is refused; running out is an error that says how many were needed.
 */
export function facesSource(given: readonly number[]): DiceSource & { used(): number; remaining(): number } {
  let i = 0;
  return {
    roll(faces, name) {
      if (i >= given.length) {
        throw new DiceError(
          "faces_exhausted",
          `the roll needs more faces than the ${given.length} given (the next one is for a ${name})`,
        );
      }
      const face = given[i++]!;
      if (!faces.includes(face)) {
        throw new DiceError("bad_face", `face ${i} is ${face}, which a ${name} cannot show`);
      }
      return face;
    },
    used: () => i,
    remaining: () => given.length - i,
  };
}
