// A hand-written recursive-descent parser for the dice notation. It reads characters directly
// (no token stream) because the notation is whitespace-sensitive in one place: modifiers and
// success compare points must touch their dice (`6d6>=5`), while a comparison written with
// spaces compares the whole expression (`d20+4 >= 15`).
//
//   expression := comparison comment?
//   comparison := sum ( COMPARE sum )?
//   sum        := product ( ("+" | "-") product )*
//   product    := unary ( ("*" | "/" | "%") unary )*
//   unary      := ("-" | "+") unary | term ( "^" unary )?
//   term       := primary label?
//   comment    := ( "//" | "#" ) anything
//   primary    := NUMBER dice? | "(" comparison ")" dice? | dice | group | call
//   dice       := "d" ( INT | "%" | "F" | "{" faces "}" | "(" comparison ")" ) modifier*
//   group      := "{" comparison ( "," comparison )* "}" modifier*
//   call       := NAME "(" comparison ( "," comparison )* ")"

import type {
  CompareOp,
  ComparePoint,
  DiceMods,
  DieSpec,
  Expr,
  FunctionName,
  GroupMods,
  KeepKind,
  KeepMod,
  RerollMod,
  Span,
} from "./ast.js";
import { compare } from "./ast.js";
import {
  BANG,
  CARET,
  COMMA,
  DIGIT_0,
  DIGIT_9,
  DOT,
  EQ,
  GT,
  HASH,
  isDigitCode,
  isLetterCode,
  isSpaceCode,
  LBRACE,
  LBRACKET,
  LOWER_A,
  LOWER_C,
  LOWER_D,
  LOWER_F,
  LOWER_H,
  LOWER_I,
  LOWER_K,
  LOWER_L,
  LOWER_M,
  LOWER_N,
  LOWER_O,
  LOWER_P,
  LOWER_R,
  LOWER_S,
  LOWER_T,
  LOWER_U,
  LOWER_X,
  LPAREN,
  LT,
  MINUS,
  MOD_NAMES,
  PERCENT,
  PLUS,
  RBRACE,
  RBRACKET,
  RPAREN,
  SLASH,
  STAR,
  UPPER_D,
  UPPER_F,
} from "./chars.js";
import { checkDialect, type Dialect, notationStart, type ParseOptions } from "./dialect.js";
import { DiceError } from "./errors.js";
import { closeMiss } from "./hints.js";
import { MAX_DEPTH, MAX_DICE, MAX_INPUT_LENGTH, MAX_SIDES } from "./limits.js";

/**
 * Most faces a Foundry count (even, odd, sf) is taken on: the die becomes a list of faces, printed
 * back in full, and a d1000000 would print a megabyte.
 */
const MAX_LISTED_FACES = 1000;

/** The faces of a die when the notation fixes them (not `d(1d4+2)`) and they are few enough to list, or null. */
function knownFaces(die: DieSpec): number[] | null {
  if (die.kind === "standard" && die.sides.type === "number") {
    if (die.sides.value > MAX_LISTED_FACES) return null;
    return Array.from({ length: die.sides.value }, (_, i) => i + 1);
  }
  if (die.kind === "percent") return Array.from({ length: 100 }, (_, i) => i + 1);
  if (die.kind === "custom") return die.faces;
  return null;
}

/** What code() returns past the end of the text: no character has it. */
const END = -1;
const FUNCTIONS: readonly FunctionName[] = ["floor", "ceil", "round", "abs", "min", "max"];
const MAX_LABEL = 100;
const MAX_EXPLOSION_LIMIT = 1000;
const PRIMARY_EXPECTED = ["a number", "a die such as d6", "(", "{", "a function such as floor("];

/** Parses dice notation into a tree; throws a {@link DiceError} naming the column on bad input. */
export function parse(text: string, options?: ParseOptions): Expr {
  if (typeof text !== "string") {
    throw new DiceError("syntax", "the expression must be text");
  }
  if (text.length > MAX_INPUT_LENGTH) {
    throw new DiceError(
      "too_long",
      `the expression is ${text.length} characters long; at most ${MAX_INPUT_LENGTH} are accepted`,
      MAX_INPUT_LENGTH + 1,
    );
  }
  const dialect = options?.dialect === undefined ? "tabula" : checkDialect(options.dialect);
  if (dialect !== "tabula") return new Parser(text, dialect, notationStart(text, dialect)).parseAll();
  try {
    return new Parser(text, dialect, 0).parseAll();
  } catch (e) {
    // A query, an attribute, a table or an inline roll pasted from a VTT: say so rather than
    // naming a character (checked only on failure, so that valid notation pays nothing for it).
    if (e instanceof DiceError && e.code === "syntax") notationStart(text, dialect);
    throw e;
  }
}

export type ParseResult = { ok: true; expr: Expr } | { ok: false; error: DiceError };

/** Like {@link parse}, but returns the error as a value instead of throwing it. */
export function tryParse(text: string, options?: ParseOptions): ParseResult {
  try {
    return { ok: true, expr: parse(text, options) };
  } catch (e) {
    if (e instanceof DiceError) return { ok: false, error: e };
    throw e;
  }
}

// How the parser is kept fast. A cold roll (a text not in the parse cache) parses it every time,
// and parsing is then about half the cost of the whole roll, so it matters:
// - it reads character codes (see chars.ts), never one-character strings, and slices the text
//   only for what must become a string (a label, a function name, an error message);
// - it never reads past the end of the text (code() returns END there): charCodeAt past the end
//   gives NaN, and that one double made V8 compile every comparison of codes for doubles. This
//   alone made parsing about 1.6 times faster;
// - it builds the tree in the same single pass, with no tokens and no intermediate objects, and
//   reads `unary` and `term` in one function (a call less per operand);
// - modifiers are told apart by one switch on the character code, and each is stored through its
//   own named property (no `mods[key]` with a computed key, a slow generic lookup for V8);
// - the texts of error messages are only built when an error is thrown.
// The trees it builds are exactly those of the first, string-based version of this parser (same
// nodes, same keys in the same order, same errors at the same columns): a fuzz test compares the
// two on random inputs (test/dice/parser.reference.test.ts).

class Parser {
  private pos: number;
  private depth = 0;
  private readonly len: number;
  private readonly roll20: boolean;
  private readonly foundry: boolean;
  /** Foundry's `cf` (count failures) point, settled once the term's modifiers are read. */
  private countFailures: ComparePoint | null = null;
  /** Foundry's `even` / `odd` (count the dice showing an even / odd face), read with the term's modifiers. */
  private parity: { odd: boolean; at: number } | null = null;
  /** Foundry's `sf` (subtract failures): the failure point (null: the lowest face), read with the term's modifiers. */
  private subtract: { cp: ComparePoint | null; at: number } | null = null;
  /** Foundry's `ms` (margin of success) target, settled once the term's modifiers are read. */
  private margin: ComparePoint | null = null;

  constructor(
    private readonly src: string,
    dialect: Dialect,
    start: number,
  ) {
    this.len = src.length;
    this.pos = start;
    this.roll20 = dialect === "roll20";
    this.foundry = dialect === "foundry";
  }

  parseAll(): Expr {
    this.skipSpace();
    if (this.pos >= this.len) this.fail(["an expression"], "the expression is empty");
    const expr = this.comparison();
    this.skipSpace();
    // A label standing alone at the end, after a space, names the whole roll: `1d20+5 [attack]`.
    if (this.code() === LBRACKET && expr.label === undefined) {
      expr.label = this.label();
      expr.span = { start: expr.span.start, end: this.pos };
      this.skipSpace();
    }
    // A comment after the roll (`3d6 // fire`, `3d6 # note`) is ignored, as rpg-dice-roller does.
    const c = this.code();
    if ((c === SLASH && this.nextCode() === SLASH) || c === HASH) return expr;
    // Roll20 takes a description after the roll: `1d20+5 to hit`.
    if (this.roll20 && isLetterCode(c) && isSpaceCode(this.src.charCodeAt(this.pos - 1))) return expr;
    if (this.pos < this.len) this.trailing();
    return expr;
  }

  /** Text left after a whole expression: says what went wrong as precisely as it can. */
  private trailing(): never {
    const c = this.code();
    if (c === RPAREN)
      this.fail(["an operator such as +", "the end of the expression"], "unmatched ')': no '(' opens it");
    if (c === RBRACE)
      this.fail(["an operator such as +", "the end of the expression"], "unmatched '}': no '{' opens it");
    if (c === RBRACKET)
      this.fail(["an operator such as +", "the end of the expression"], "unmatched ']': no '[' opens it");
    const hint = closeMiss(this.src, this.pos);
    if (hint !== null) this.fail(["a modifier such as kh, r, ! or >=", "an operator such as +"], hint);
    this.fail(["an operator such as +", "the end of the expression"]);
  }

  // ---- helpers -------------------------------------------------------------------------------

  /**
   * The code of the character at the position, or END past the end. Never reading past the end
   * keeps every code a small integer: charCodeAt out of bounds returns NaN, a double, and V8
   * then compiles every comparison of codes for doubles.
   */
  private code(): number {
    const pos = this.pos;
    return pos < this.len ? this.src.charCodeAt(pos) : END;
  }

  /** The code of the character after the one at the position, or END. */
  private nextCode(): number {
    const pos = this.pos + 1;
    return pos < this.len ? this.src.charCodeAt(pos) : END;
  }

  private skipSpace(): void {
    while (isSpaceCode(this.code())) this.pos++;
  }

  private fail(expected: string[], message?: string, at = this.pos): never {
    // The whole character, even one outside the basic plane such as an emoji (two UTF-16 units).
    const found = at < this.len ? `'${String.fromCodePoint(this.src.codePointAt(at)!)}'` : "the end";
    throw new DiceError(
      "syntax",
      message ?? `expected ${expected.join(" or ")} but found ${found}`,
      at + 1,
      expected,
    );
  }

  /** Consumes the closing character `close` (given as a code and as text for the message). */
  private expectChar(close: number, text: string, open?: number): void {
    if (this.code() !== close) {
      if (open !== undefined && this.pos >= this.len) {
        this.fail(
          [`'${text}'`],
          `unmatched '${this.src[open]}' at column ${open + 1}: close it with '${text}'`,
        );
      }
      this.fail([`'${text}'`]);
    }
    this.pos++;
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) {
      throw new DiceError("too_deep", `the expression nests deeper than ${MAX_DEPTH} levels`, this.pos + 1);
    }
  }

  private leave(): void {
    this.depth--;
  }

  private span(start: number): Span {
    return { start, end: this.pos };
  }

  // ---- expressions ---------------------------------------------------------------------------

  private comparison(): Expr {
    const start = this.pos;
    const left = this.sum();
    this.skipSpace();
    const op = this.compareOp();
    if (op === null) return left;
    this.skipSpace();
    const right = this.sum();
    this.skipSpace();
    if (this.compareOp() !== null) {
      this.fail(["an operator such as +"], "comparisons do not chain: use parentheses", this.pos);
    }
    return { type: "compare", op, left, right, span: this.span(start) };
  }

  /** Reads a comparison operator if one is here; leaves the position after it. */
  private compareOp(): CompareOp | null {
    const c = this.code();
    if (c === GT) {
      if (this.nextCode() === EQ) {
        this.pos += 2;
        return ">=";
      }
      this.pos++;
      return ">";
    }
    if (c === LT) {
      const d = this.nextCode();
      if (d === EQ || d === GT) {
        this.pos += 2;
        return d === EQ ? "<=" : "<>";
      }
      this.pos++;
      return "<";
    }
    if (c === EQ) {
      this.pos++;
      return "=";
    }
    // `!=` is rpg-dice-roller's other spelling of "not equal". (After dice, a `!` that starts a
    // modifier is an explosion, read before this is asked: `4d6!=5` explodes on 5.)
    if (c === BANG && this.nextCode() === EQ) {
      this.pos += 2;
      return "<>";
    }
    return null;
  }

  private sum(): Expr {
    const start = this.pos;
    let left = this.product();
    for (;;) {
      this.skipSpace();
      const c = this.code();
      if (c !== PLUS && c !== MINUS) return left;
      this.pos++;
      this.skipSpace();
      const right = this.product();
      left = { type: "binary", op: c === PLUS ? "+" : "-", left, right, span: this.span(start) };
    }
  }

  private product(): Expr {
    const start = this.pos;
    let left = this.unary();
    for (;;) {
      this.skipSpace();
      const c = this.code();
      if (c !== STAR && c !== SLASH && c !== PERCENT) return left;
      // `//` starts a comment, not a division.
      if (c === SLASH && this.nextCode() === SLASH) return left;
      this.pos++;
      this.skipSpace();
      const right = this.unary();
      const op = c === STAR ? "*" : c === SLASH ? "/" : "%";
      left = { type: "binary", op, left, right, span: this.span(start) };
    }
  }

  // unary := ("-" | "+") unary | term, and term := primary label?, read in one function: a call
  // less for every operand.
  private unary(): Expr {
    const c = this.code();
    if (c === MINUS || c === PLUS) return this.signed(c === MINUS);
    const node = this.primary();
    if (this.code() === LBRACKET) {
      node.label = this.label();
      node.span = { start: node.span.start, end: this.pos };
    }
    return this.code() === CARET || (isSpaceCode(this.code()) && this.caretAhead()) ? this.power(node) : node;
  }

  /** Whether a `^` follows after spaces. */
  private caretAhead(): boolean {
    let at = this.pos;
    while (at < this.len && isSpaceCode(this.src.charCodeAt(at))) at++;
    return at < this.len && this.src.charCodeAt(at) === CARET;
  }

  /** `base ^ exponent`: binds tighter than a sign (`-2^2` is −4) and to the right (`2^3^2` is 2^9). */
  private power(base: Expr): Expr {
    const start = base.span.start;
    this.skipSpace();
    this.pos++; // ^
    this.skipSpace();
    this.enter();
    const exponent = this.unary();
    this.leave();
    return { type: "binary", op: "^", left: base, right: exponent, span: this.span(start) };
  }

  /** A unary sign and what it applies to. */
  private signed(negative: boolean): Expr {
    const start = this.pos;
    this.pos++;
    this.skipSpace();
    this.enter();
    const operand = this.unary();
    this.leave();
    if (!negative) return operand;
    return { type: "negate", operand, span: this.span(start) };
  }

  private label(): string {
    const start = this.pos;
    this.pos++; // [
    const close = this.src.indexOf("]", this.pos);
    if (close < 0) this.fail(["']' to close the label"], "the label is not closed with ']'", start);
    const text = this.src.slice(this.pos, close);
    if (text.includes("[")) this.fail(["']'"], "labels cannot contain '['", this.src.indexOf("[", this.pos));
    if (text.length > MAX_LABEL) {
      this.fail([], `a label may have at most ${MAX_LABEL} characters`, start);
    }
    this.pos = close + 1;
    return text.trim();
  }

  private primary(): Expr {
    const start = this.pos;
    const c = this.code();
    if (isDigitCode(c) || (c === DOT && isDigitCode(this.nextCode()))) {
      const value = this.number();
      const node: Expr = { type: "number", value, span: this.span(start) };
      if (this.code() === LOWER_D || this.upperDie()) {
        // `0d6` is a pool of no dice (total 0), which rules build from numbers; `01d6` is a slip.
        if (c === DIGIT_0 && isDigitCode(this.src.charCodeAt(start + 1))) {
          throw new DiceError("bad_value", "write the number of dice without a leading 0", start + 1);
        }
        return this.dice(node, start);
      }
      return node;
    }
    if (c === LPAREN) {
      this.pos++;
      this.enter();
      this.skipSpace();
      const inner = this.comparison();
      this.skipSpace();
      this.expectChar(RPAREN, ")", start);
      this.leave();
      // The parentheses themselves leave no node; the span is widened to cover them.
      inner.span = this.span(start);
      return this.code() === LOWER_D ? this.dice(inner, start) : inner;
    }
    if (c === LBRACE) return this.group();
    if (this.upperDie()) return this.dice(null, start);
    if (c === LOWER_D) {
      // `d6`, `d%`, `dF`; but `dh…` or `dx…` are names (only functions, so an unknown name).
      const d = this.nextCode();
      if (!isLetterCode(d) || d === UPPER_F) return this.dice(null, start);
    }
    if (isLetterCode(c)) return this.call();
    if (this.pos >= this.len) this.fail(PRIMARY_EXPECTED, "the expression ends too early");
    return this.fail(PRIMARY_EXPECTED);
  }

  /**
   * An uppercase `D` where a die starts (`1D20`, `D6`, `2D%`): taken as `d`, since players type it
   * and it can mean nothing else here. The canonical form prints it lowercase.
   */
  private upperDie(): boolean {
    if (this.code() !== UPPER_D) return false;
    const d = this.nextCode();
    return isDigitCode(d) || d === PERCENT || d === UPPER_F || d === LBRACE || d === LPAREN;
  }

  private number(): number {
    const start = this.pos;
    const src = this.src;
    let value = 0;
    let c = this.code();
    while (c >= DIGIT_0 && c <= DIGIT_9) {
      value = value * 10 + (c - DIGIT_0);
      this.pos++;
      c = this.code();
    }
    let digits = this.pos - start;
    if (c === DOT && isDigitCode(this.nextCode())) {
      // A fraction: let Number do the exact decimal conversion.
      this.pos++;
      while (isDigitCode(this.code())) this.pos++;
      digits = this.pos - start - 1;
      value = Number(src.slice(start, this.pos));
    }
    if (digits > 15) {
      let lead = start;
      while (lead < this.pos - 1 && src.charCodeAt(lead) === DIGIT_0) lead++;
      if (this.pos - lead > 15) {
        throw new DiceError(
          "bad_value",
          `the number ${src.slice(start, Math.min(this.pos, start + 20))} is too large`,
          start + 1,
        );
      }
    }
    return value;
  }

  private integer(what: string): number {
    const start = this.pos;
    if (!isDigitCode(this.code())) this.fail([`a whole number (${what})`]);
    const value = this.number();
    if (!Number.isInteger(value)) {
      throw new DiceError("bad_value", `${what} must be a whole number`, start + 1);
    }
    return value;
  }

  private signedNumber(what: string): number {
    let sign = 1;
    const c = this.code();
    if (c === MINUS) {
      sign = -1;
      this.pos++;
    } else if (c === PLUS) {
      this.pos++;
    }
    const d = this.code();
    if (!isDigitCode(d) && !(d === DOT && isDigitCode(this.nextCode()))) {
      this.fail([`a number (${what})`]);
    }
    return sign * this.number();
  }

  private call(): Expr {
    const start = this.pos;
    while (isLetterCode(this.code())) this.pos++;
    const name = this.src.slice(start, this.pos).toLowerCase();
    if (!(FUNCTIONS as readonly string[]).includes(name)) {
      this.fail(
        [...FUNCTIONS.map((f) => `${f}(`), "a die such as d6"],
        `unknown name '${this.src.slice(start, this.pos)}': expected one of ${FUNCTIONS.join(", ")} or a die`,
        start,
      );
    }
    const fn = name as FunctionName;
    this.skipSpace();
    if (this.code() !== LPAREN) this.fail(["'('"], `expected '(' after ${fn}`);
    this.pos++;
    this.enter();
    const args = this.list(RPAREN, ")");
    this.leave();
    const arity = fn === "min" || fn === "max" ? null : 1;
    if (arity !== null && args.length !== arity) {
      throw new DiceError("syntax", `${fn}() takes exactly one argument, got ${args.length}`, start + 1, [
        "one argument",
      ]);
    }
    return { type: "call", fn, args, span: this.span(start) };
  }

  /** Comma-separated expressions up to `close` (its code, and its text for messages), which it consumes. */
  private list(close: number, closeText: string): Expr[] {
    const open = this.pos - 1; // the '{' or the '(' of a call, just consumed
    const items: Expr[] = [];
    this.skipSpace();
    if (this.code() === close) this.fail(["an expression"], `expected an expression before '${closeText}'`);
    for (;;) {
      this.skipSpace();
      items.push(this.comparison());
      this.skipSpace();
      const c = this.code();
      if (c === COMMA) {
        this.pos++;
        continue;
      }
      if (c === close) {
        this.pos++;
        return items;
      }
      if (this.pos >= this.len) {
        this.fail(
          ["','", `'${closeText}'`],
          `unmatched '${this.src[open]}' at column ${open + 1}: close it with '${closeText}'`,
        );
      }
      this.fail(["','", `'${closeText}'`]);
    }
  }

  private group(): Expr {
    const start = this.pos;
    this.pos++; // {
    this.enter();
    const items = this.list(RBRACE, "}");
    this.leave();
    const mods: GroupMods = {};
    this.modifiers(mods, true);
    return { type: "group", items, mods, span: this.span(start) };
  }

  // ---- dice ----------------------------------------------------------------------------------

  private dice(count: Expr | null, start: number): Expr {
    if (count !== null && count.type === "number") {
      if (!Number.isInteger(count.value)) {
        throw new DiceError("bad_value", "the number of dice must be a whole number", start + 1);
      }
      if (count.value > MAX_DICE) {
        throw new DiceError(
          "too_many_dice",
          `${count.value} dice is more than the ${MAX_DICE} one roll may have`,
          start + 1,
        );
      }
    }
    this.pos++; // d
    const die = this.dieSpec();
    const mods: DiceMods = {};
    this.margin = null;
    this.parity = null;
    this.subtract = null;
    this.modifiers(mods, false, count);
    const parity = this.parity as { odd: boolean; at: number } | null;
    const subtract = this.subtract as { cp: ComparePoint | null; at: number } | null;
    const node: Expr = {
      type: "dice",
      count,
      die:
        parity !== null
          ? this.parityDie(die, mods, parity)
          : subtract !== null
            ? this.subtractDie(die, mods, subtract)
            : die,
      mods,
      span: this.span(start),
    };
    const margin = this.margin as ComparePoint | null;
    if (margin === null) return node;
    // Foundry's margin of success: the total less the target (`1d20ms>=15` is `1d20 - 15`).
    const target: Expr = { type: "number", value: margin.value, span: this.span(start) };
    this.margin = null;
    return { type: "binary", op: "-", left: node, right: target, span: this.span(start) };
  }

  /**
   * Foundry's `4d6even` / `4d6odd` count the dice showing an even / odd face: read as dice whose
   * faces are 1 where the face counts and 0 elsewhere (`4d6even` is `4d{0,1,0,1,0,1}`), which is
   * what the canonical form prints. Taken on a die with known faces and no other modifier, whose
   * meaning with parity Tabula's tree could not keep.
   */
  private parityDie(die: DieSpec, mods: DiceMods, parity: { odd: boolean; at: number }): DieSpec {
    const faces = this.listedFaces(die, mods, parity.odd ? "odd" : "even", parity.at);
    return { kind: "custom", faces: faces.map((f) => ((Math.abs(f % 2) === 1) === parity.odd ? 1 : 0)) };
  }

  /**
   * Foundry's `6d6sf<3` counts each die that fails (under 3 here; the lowest face when no point is
   * given) as its negative value: read as dice whose failing faces are negated (`6d6sf<3` is
   * `6d{-1,-2,3,4,5,6}`), which is what the canonical form prints. Taken, as parity is, on a die
   * with known faces and no other modifier: Foundry applies modifiers in the order written, and
   * after a keep or an explosion the negated faces would no longer be those of the die.
   */
  private subtractDie(die: DieSpec, mods: DiceMods, sf: { cp: ComparePoint | null; at: number }): DieSpec {
    const faces = this.listedFaces(die, mods, "sf", sf.at);
    let lowest = faces[0]!;
    for (const f of faces) if (f < lowest) lowest = f;
    const fails = (f: number) => (sf.cp === null ? f === lowest : compare(sf.cp, f));
    return { kind: "custom", faces: faces.map((f) => (fails(f) ? -f : f)) };
  }

  /** The faces of a die that a Foundry count (even, odd, sf) rewrites, or the error saying when it is taken. */
  private listedFaces(die: DieSpec, mods: DiceMods, what: string, at: number): number[] {
    const faces = knownFaces(die);
    const other = Object.keys(mods).length > 0 || this.margin !== null;
    if (faces === null || other || (this.parity !== null && this.subtract !== null)) {
      throw new DiceError(
        "unsupported",
        `Foundry's ${what} is taken on dice of known faces (at most ${MAX_LISTED_FACES}) and no other modifier, such as 4d6${what}`,
        at + 1,
      );
    }
    return faces;
  }

  private dieSpec(): DieSpec {
    const start = this.pos;
    const c = this.code();
    if (isDigitCode(c)) {
      if (c === DIGIT_0 && isDigitCode(this.nextCode())) {
        throw new DiceError("bad_value", "write the number of sides without a leading 0", start + 1);
      }
      const sides = this.integer("the number of sides");
      if (sides < 1) throw new DiceError("bad_value", "a die needs at least one side", start + 1);
      if (sides > MAX_SIDES) {
        throw new DiceError(
          "too_many_sides",
          `a die may have at most ${MAX_SIDES} sides, not ${sides}`,
          start + 1,
        );
      }
      return { kind: "standard", sides: { type: "number", value: sides, span: this.span(start) } };
    }
    if (c === PERCENT) {
      this.pos++;
      return { kind: "percent" };
    }
    if (c === LOWER_C && this.foundry) {
      // Foundry's coin: heads counts 1, tails 0.
      this.pos++;
      return { kind: "custom", faces: [0, 1] };
    }
    if (c === UPPER_F) {
      this.pos++;
      // rpg-dice-roller's Fudge variants: `dF.2` is the usual die, `dF.1` has four blanks.
      if (this.code() === DOT && isDigitCode(this.nextCode())) {
        const at = this.pos;
        this.pos++;
        const variant = this.integer("the Fudge die variant");
        if (variant !== 1 && variant !== 2) {
          throw new DiceError("bad_value", "a Fudge die is dF, dF.1 or dF.2", at + 1);
        }
        return variant === 1 ? { kind: "fate", variant: 1 } : { kind: "fate" };
      }
      return { kind: "fate" };
    }
    if (c === LPAREN) {
      this.pos++;
      this.enter();
      this.skipSpace();
      const sides = this.comparison();
      this.skipSpace();
      this.expectChar(RPAREN, ")", start);
      this.leave();
      sides.span = this.span(start);
      return { kind: "standard", sides };
    }
    if (c === LBRACE) {
      this.pos++;
      const faces: number[] = [];
      for (;;) {
        this.skipSpace();
        const at = this.pos;
        const face = this.signedNumber("a face");
        if (!Number.isInteger(face)) throw new DiceError("bad_value", "faces must be whole numbers", at + 1);
        faces.push(face);
        this.skipSpace();
        const d = this.code();
        if (d === COMMA) {
          this.pos++;
          continue;
        }
        if (d === RBRACE) {
          this.pos++;
          return { kind: "custom", faces };
        }
        this.fail(["','", "'}'"]);
      }
    }
    return this.fail(["the number of sides", "%", "F", "{faces}", "(sides)"]);
  }

  /** Refuses a modifier given twice; `at` is where the second one starts. */
  private duplicate(key: keyof DiceMods, at: number): never {
    throw new DiceError("duplicate_modifier", `the ${MOD_NAMES[key]} modifier is given twice`, at + 1);
  }

  /** Optional compare point directly after a modifier (`r<3`, `!>=9`, `cs=20`). */
  private optionalCompare(): ComparePoint | null {
    // A bare number means "equal to", as in Roll20's `r1` and `f1`.
    if (isDigitCode(this.code())) return { op: "=", value: this.number() };
    let op = this.compareOp();
    if (op === null) return null;
    // In Roll20 a bare `>` or `<` includes the number: `>3` is "3 or more".
    if (this.roll20 && op === ">") op = ">=";
    else if (this.roll20 && op === "<") op = "<=";
    const c = this.code();
    if (!isDigitCode(c) && c !== MINUS && c !== PLUS && c !== DOT) {
      this.fail(["a number after the comparison"]);
    }
    return { op, value: this.signedNumber("the compare point") };
  }

  private requiredCompare(what: string): ComparePoint {
    const cp = this.optionalCompare();
    if (cp === null) this.fail([`a comparison such as <=1 (${what})`]);
    return cp;
  }

  /**
   * Reads modifiers that touch the term. Groups accept only keep/drop, success/failure and sort.
   */
  private modifiers(mods: DiceMods, group: boolean, count: Expr | null = null): void {
    const start = this.pos;
    this.extraKeeps = null;
    this.countFailures = null;
    this.readModifiers(mods, group);
    if (this.countFailures !== null) {
      if (mods.success !== undefined) {
        throw new DiceError(
          "syntax",
          "cs and cf together: count successes with cs and deduct failures with df",
          start + 1,
        );
      }
      mods.success = this.countFailures;
    }
    if (mods.unique !== undefined) {
      const other = mods.reroll
        ? "a reroll"
        : mods.explode
          ? "an explosion"
          : mods.min !== undefined
            ? "min"
            : mods.max !== undefined
              ? "max"
              : null;
      if (other !== null) {
        throw new DiceError(
          "unsupported",
          `unique dice (u) together with ${other} are not taken: keep u with keep/drop, counting, criticals and sorting`,
          start + 1,
        );
      }
    }
    const n = group ? null : count === null ? 1 : count.type === "number" ? count.value : null;
    if (this.extraKeeps !== null) mods.keep = this.mergeKeeps(mods.keep!, this.extraKeeps, n);
    // Keeping more dice than there are keeps them all, dropping more drops them all (total 0):
    // a deliberate meaning, since rules build such notation from numbers (a pool of n, keep k).
    if (mods.failure !== undefined && mods.success === undefined) {
      // `3d6sf<2` reads as sort + failure: it is Foundry's subtract-failures, say so.
      const sf = this.src.slice(start, this.pos).includes("sf");
      throw new DiceError(
        "syntax",
        sf
          ? "'sf' (subtract failures) is Foundry's: --dialect foundry takes it on plain dice (6d6sf<3)"
          : "counting failures (f) needs a success compare point too, such as >=5f<=1",
        start + 1,
        ["a success compare point such as >=5"],
      );
    }
  }

  /**
   * Roll20 chains rerolls (`2d8r1r3`: reroll on 1 or on 3). A face matching any of the points is
   * rerolled, until it matches none (`ro`: once), so the chain is kept as a set of points rather
   * than folded into one, and printed back the same way. Every dialect but Foundry's reads it so
   * (the canonical form must read back); Foundry applies each modifier in turn on the dice the one
   * before left, which is another meaning, so there a second reroll stays an error.
   */
  private chainReroll(mods: DiceMods, more: RerollMod, at: number): void {
    const first = mods.reroll!;
    if (this.foundry || more.once !== first.once) this.duplicate("reroll", at);
    if (first.compare === null && at > 0 && this.src.charCodeAt(at - 1) === LOWER_R) {
      throw new DiceError("syntax", "'rr' is Foundry's: here it is r; --dialect foundry takes rr", at);
    }
    if (first.compare === null || more.compare === null) {
      throw new DiceError("duplicate_modifier", "each chained reroll needs a point, such as r1r3", at + 1);
    }
    const cp = more.compare;
    const all = [first.compare, ...(first.also ?? [])];
    if (all.some((c) => c.op === cp.op && c.value === cp.value)) this.duplicate("reroll", at);
    mods.reroll = { once: first.once, compare: first.compare, also: [...(first.also ?? []), cp] };
  }

  /** Keep/drop modifiers written after the first on the same term, with where each starts. */
  private extraKeeps: { keep: KeepMod; at: number }[] | null = null;

  /** Records a keep/drop modifier; one after the first is merged when the term is read. */
  private addKeep(mods: DiceMods, keep: KeepMod, at: number): void {
    if (mods.keep === undefined) mods.keep = keep;
    else {
      this.extraKeeps ??= [];
      this.extraKeeps.push({ keep, at });
    }
  }

  /**
   * Several keep/drop modifiers on one term, as rpg-dice-roller applies them: each drops a run
   * of the sorted dice (kh and dl from the low end, kl and dh from the high end), and a die
   * dropped by any is dropped. Runs from the same end merge into the longest; runs from both ends
   * would keep a middle slice, which Tabula's tree does not hold, so that is refused.
   */
  private mergeKeeps(first: KeepMod, more: { keep: KeepMod; at: number }[], n: number | null): KeepMod {
    const fromLow = (k: KeepMod) => k.kind === "kh" || k.kind === "dl";
    if (n === null) {
      throw new DiceError(
        "duplicate_modifier",
        "keep/drop is given twice on a term whose number of dice is not written as a number",
        more[0]!.at + 1,
      );
    }
    const dropped = (k: KeepMod) => Math.max(0, k.kind[0] === "k" ? n - k.count : k.count);
    let most = dropped(first);
    for (const { keep, at } of more) {
      if (fromLow(keep) !== fromLow(first)) {
        throw new DiceError(
          "duplicate_modifier",
          "keep/drop from both ends at once is not taken: write one, such as kh2 or dl1",
          at + 1,
        );
      }
      most = Math.max(most, dropped(keep));
    }
    // Printed as the kind written first.
    return { kind: first.kind, count: first.kind[0] === "k" ? Math.max(0, n - most) : most };
  }

  private readModifiers(mods: DiceMods, group: boolean): void {
    while (this.modifier(mods, group)) {
      // each call reads one modifier
    }
  }

  /**
   * Reads one modifier if one starts here and returns true; false when none does. A switch on
   * the character code, so that text without modifiers costs one jump, not a dozen comparisons.
   * Each modifier is parsed completely (its count or compare point included) before the check
   * that it was not given already, so a malformed second modifier reports its own error first.
   */
  private modifier(mods: DiceMods, group: boolean): boolean {
    const at = this.pos;
    if (this.foundry && !group && (this.src.startsWith("even", at) || this.src.startsWith("odd", at))) {
      if (this.parity !== null) this.duplicate("success", at);
      const odd = this.src.startsWith("odd", at);
      this.parity = { odd, at };
      this.pos += odd ? 3 : 4;
      return true;
    }
    const next = this.nextCode();
    switch (this.code()) {
      case LOWER_K: {
        this.pos++;
        let kind: KeepKind = "kh";
        if (next === LOWER_H || next === LOWER_L) {
          kind = next === LOWER_H ? "kh" : "kl";
          this.pos++;
        }
        const count = isDigitCode(this.code()) ? this.integer("how many dice to keep") : 1;
        this.addKeep(mods, { kind, count }, at);
        return true;
      }
      case LOWER_D: {
        if (this.foundry && next === LOWER_F && !group) {
          // Foundry's `df<2`: deduct a failure from the successes for each die under 2.
          this.pos += 2;
          const failure = this.requiredCompare("deduct failures");
          if (mods.failure !== undefined) this.duplicate("failure", at);
          mods.failure = failure;
          return true;
        }
        if (next !== LOWER_H && next !== LOWER_L && !isDigitCode(next)) return false;
        this.pos++;
        let kind: KeepKind = "dl";
        if (next === LOWER_H || next === LOWER_L) {
          kind = next === LOWER_H ? "dh" : "dl";
          this.pos++;
        }
        const count = isDigitCode(this.code()) ? this.integer("how many dice to drop") : 1;
        this.addKeep(mods, { kind, count }, at);
        return true;
      }
      case GT:
      case LT:
      case EQ: {
        const success = this.requiredCompare("success");
        if (mods.success !== undefined) this.duplicate("success", at);
        mods.success = success;
        return true;
      }
      case LOWER_F: {
        this.pos++;
        const failure = this.requiredCompare("failure");
        if (mods.failure !== undefined) this.duplicate("failure", at);
        mods.failure = failure;
        return true;
      }
      case LOWER_S: {
        if (this.foundry && next === LOWER_F && !group) {
          // Foundry's subtract failures: `6d6sf<3`, each die under 3 counts as its negative.
          this.pos += 2;
          const cp = this.optionalCompare();
          if (this.subtract !== null) this.duplicate("failure", at);
          this.subtract = { cp, at };
          return true;
        }
        this.pos++;
        let sort: "asc" | "desc" = "asc";
        if (next === LOWER_D) {
          sort = "desc";
          this.pos++;
        } else if (next === LOWER_A) {
          this.pos++;
        }
        if (mods.sort !== undefined) this.duplicate("sort", at);
        mods.sort = sort;
        return true;
      }
      // Groups accept only the modifiers above.
      case LOWER_R: {
        if (group) return false;
        this.pos++;
        let once = next === LOWER_O;
        if (this.foundry) {
          // Foundry: `r` rerolls once, `rr` until the face no longer matches.
          once = next !== LOWER_R;
          if (!once) this.pos++;
        } else if (once) this.pos++;
        const reroll = { once, compare: this.optionalCompare() };
        if (mods.reroll !== undefined) this.chainReroll(mods, reroll, at);
        else mods.reroll = reroll;
        return true;
      }
      case BANG:
        if (group) return false;
        this.explode(mods, at);
        return true;
      case LOWER_U: {
        // Unique dice: `u` throws a repeated value again until it is new, `uo` once.
        if (group) return false;
        this.pos++;
        const once = next === LOWER_O;
        if (once) this.pos++;
        const unique = { once, compare: this.optionalCompare() };
        if (mods.unique !== undefined) this.duplicate("unique", at);
        mods.unique = unique;
        return true;
      }
      case LOWER_X:
        // Foundry's explosions: `x` (until), `xo` (once).
        if (group || !this.foundry) return false;
        this.explode(mods, at);
        return true;
      case LOWER_C: {
        if (group || (next !== LOWER_S && next !== LOWER_F)) return false;
        this.pos += 2;
        const cp = this.optionalCompare();
        if (this.foundry) {
          // Foundry counts: `cs>3` counts successes, `cf<2` failures.
          if (cp === null) this.fail([`a comparison such as >3 (${next === LOWER_S ? "cs" : "cf"})`]);
          if (next === LOWER_S) {
            if (mods.success !== undefined) this.duplicate("success", at);
            mods.success = cp;
          } else {
            if (this.countFailures !== null) this.duplicate("failure", at);
            this.countFailures = cp;
          }
          return true;
        }
        if (next === LOWER_S) {
          if (mods.critSuccess !== undefined) this.duplicate("critSuccess", at);
          mods.critSuccess = cp;
        } else {
          if (mods.critFailure !== undefined) this.duplicate("critFailure", at);
          mods.critFailure = cp;
        }
        return true;
      }
      case LOWER_M: {
        if (this.foundry && next === LOWER_S && !group) {
          // Foundry's margin of success: `1d20ms>=15` is the total less 15.
          this.pos += 2;
          const target = this.requiredCompare("margin of success");
          if (this.margin !== null) this.duplicate("success", at);
          this.margin = target;
          return true;
        }
        if (this.roll20 && (next === LOWER_T || !isLetterCode(next)) && !group) {
          throw new DiceError(
            "unsupported",
            "Roll20's match marking (m, mt) is not taken: Tabula does not mark or count matching dice",
            at + 1,
          );
        }
        if (group || (next !== LOWER_I && next !== LOWER_A) || !this.isMinOrMax(next)) return false;
        this.pos += 3;
        if (next === LOWER_I) {
          const min = this.signedNumber("the minimum a die can count");
          if (mods.min !== undefined) this.duplicate("min", at);
          mods.min = min;
        } else {
          const max = this.signedNumber("the maximum a die can count");
          if (mods.max !== undefined) this.duplicate("max", at);
          mods.max = max;
        }
        return true;
      }
      default:
        return false;
    }
  }

  /** At `m`, whose next character is `second` (i or a): whether the text here is `min` or `max`. */
  private isMinOrMax(second: number): boolean {
    const third = this.src.charCodeAt(this.pos + 2);
    return second === LOWER_I ? third === LOWER_N : third === LOWER_X;
  }

  /** `!`, `!!`, `!p`, `!o`, `!{3}`, each with an optional compare point. */
  private explode(mods: DiceMods, at: number): void {
    this.pos++; // !
    const compound = this.code() === BANG;
    if (compound) this.pos++;
    const penetrate = this.code() === LOWER_P;
    if (penetrate) this.pos++;
    let limit: number | null = null;
    const c = this.code();
    if (c === LOWER_O) {
      this.pos++;
      limit = 1;
    } else if (c === LBRACE) {
      this.pos++;
      const limitAt = this.pos;
      limit = this.integer("the most explosions per die");
      if (limit < 1 || limit > MAX_EXPLOSION_LIMIT) {
        throw new DiceError(
          "bad_value",
          `the explosion limit must be between 1 and ${MAX_EXPLOSION_LIMIT}`,
          limitAt + 1,
        );
      }
      this.expectChar(RBRACE, "}");
    }
    const explode = { compound, penetrate, limit, compare: this.optionalCompare() };
    if (mods.explode !== undefined && this.src.startsWith("!!!", at - 2)) {
      throw new DiceError("syntax", closeMiss(this.src, at)!, at - 1, ["!", "!!"]);
    }
    if (mods.explode !== undefined) this.duplicate("explode", at);
    mods.explode = explode;
  }
}
