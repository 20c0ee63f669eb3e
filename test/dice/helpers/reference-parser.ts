// The first version of the dice parser (src/dice/parser.ts before it read character codes),
// kept unchanged as the reference the current parser must agree with: same tree, same error.
// parser.reference.test.ts fuzzes the two against each other. Do not optimise this file.
//
// A hand-written recursive-descent parser for the dice notation. It reads characters directly
// (no token stream) because the notation is whitespace-sensitive in one place: modifiers and
// success compare points must touch their dice (`6d6>=5`), while a comparison written with
// spaces compares the whole expression (`d20+4 >= 15`).
//
//   expression := comparison
//   comparison := sum ( COMPARE sum )?
//   sum        := product ( ("+" | "-") product )*
//   product    := unary ( ("*" | "/") unary )*
//   unary      := ("-" | "+") unary | term
//   term       := primary label?
//   primary    := NUMBER dice? | "(" comparison ")" dice? | dice | group | call
//   dice       := "d" ( INT | "%" | "F" | "{" faces "}" | "(" comparison ")" ) modifier*
//   group      := "{" comparison ( "," comparison )* "}" modifier*
//   call       := NAME "(" comparison ( "," comparison )* ")"

import type {
  BinaryOp,
  CompareOp,
  ComparePoint,
  DiceMods,
  DieSpec,
  Expr,
  FunctionName,
  GroupMods,
  KeepKind,
  Span,
} from "../../../src/dice/ast.js";
import { MOD_NAMES } from "../../../src/dice/chars.js";
import { DiceError } from "../../../src/dice/errors.js";
import { MAX_DEPTH, MAX_DICE, MAX_INPUT_LENGTH, MAX_SIDES } from "../../../src/dice/limits.js";

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= "0" && c <= "9";
}

function isLetter(c: string | undefined): boolean {
  return c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z"));
}

function isSpace(c: string | undefined): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r";
}

const FUNCTIONS: readonly FunctionName[] = ["floor", "ceil", "round", "abs", "min", "max"];
const MAX_LABEL = 100;
const MAX_EXPLOSION_LIMIT = 1000;
const PRIMARY_EXPECTED = ["a number", "a die such as d6", "(", "{", "a function such as floor("];

/** Parses dice notation into a tree; throws a {@link DiceError} naming the column on bad input. */
export function referenceParse(text: string): Expr {
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
  return new Parser(text).parseAll();
}

class Parser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly src: string) {}

  parseAll(): Expr {
    this.skipSpace();
    if (this.pos >= this.src.length) this.fail(["an expression"], "the expression is empty");
    const expr = this.comparison();
    this.skipSpace();
    // A label standing alone at the end, after a space, names the whole roll: `1d20+5 [attack]`.
    if (this.peek() === "[" && expr.label === undefined) {
      expr.label = this.label();
      expr.span = { start: expr.span.start, end: this.pos };
      this.skipSpace();
    }
    if (this.pos < this.src.length) {
      this.fail(["an operator such as +", "the end of the expression"]);
    }
    return expr;
  }

  // ---- helpers -------------------------------------------------------------------------------

  private peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  private skipSpace(): void {
    while (isSpace(this.peek())) this.pos++;
  }

  private fail(expected: string[], message?: string, at = this.pos): never {
    const found = at < this.src.length ? `'${this.src[at]}'` : "the end";
    throw new DiceError(
      "syntax",
      message ?? `expected ${expected.join(" or ")} but found ${found}`,
      at + 1,
      expected,
    );
  }

  private expectChar(c: string): void {
    if (this.peek() !== c) this.fail([`'${c}'`]);
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
    const c = this.src.charCodeAt(this.pos);
    if (c !== 60 && c !== 61 && c !== 62) return null; // < = >
    const d = this.src.charCodeAt(this.pos + 1);
    if (c === 62) {
      if (d === 61) {
        this.pos += 2;
        return ">=";
      }
      this.pos++;
      return ">";
    }
    if (c === 60) {
      if (d === 61 || d === 62) {
        this.pos += 2;
        return d === 61 ? "<=" : "<>";
      }
      this.pos++;
      return "<";
    }
    this.pos++;
    return "=";
  }

  private sum(): Expr {
    const start = this.pos;
    let left = this.product();
    for (;;) {
      this.skipSpace();
      const c = this.peek();
      if (c !== "+" && c !== "-") return left;
      this.pos++;
      this.skipSpace();
      const right = this.product();
      left = { type: "binary", op: c as BinaryOp, left, right, span: this.span(start) };
    }
  }

  private product(): Expr {
    const start = this.pos;
    let left = this.unary();
    for (;;) {
      this.skipSpace();
      const c = this.peek();
      if (c !== "*" && c !== "/") return left;
      this.pos++;
      this.skipSpace();
      const right = this.unary();
      left = { type: "binary", op: c as BinaryOp, left, right, span: this.span(start) };
    }
  }

  private unary(): Expr {
    const c = this.peek();
    if (c === "-" || c === "+") {
      const start = this.pos;
      this.pos++;
      this.skipSpace();
      this.enter();
      const operand = this.unary();
      this.leave();
      if (c === "+") return operand;
      return { type: "negate", operand, span: this.span(start) };
    }
    return this.term();
  }

  private term(): Expr {
    const node = this.primary();
    if (this.peek() === "[") {
      node.label = this.label();
      node.span = { start: node.span.start, end: this.pos };
    }
    return node;
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
    const c = this.peek();
    if (isDigit(c) || (c === "." && isDigit(this.peek(1)))) {
      const value = this.number();
      const node: Expr = { type: "number", value, span: this.span(start) };
      return this.peek() === "d" ? this.dice(node, start) : node;
    }
    if (c === "(") {
      this.pos++;
      this.enter();
      this.skipSpace();
      const inner = this.comparison();
      this.skipSpace();
      this.expectChar(")");
      this.leave();
      // The parentheses themselves leave no node; the span is widened to cover them.
      inner.span = this.span(start);
      return this.peek() === "d" ? this.dice(inner, start) : inner;
    }
    if (c === "{") return this.group();
    if (c === "d" && !isLetter(this.peek(1))) return this.dice(null, start);
    if (c === "d" && this.peek(1) === "F") return this.dice(null, start);
    if (isLetter(c)) return this.call();
    if (c === undefined) this.fail(PRIMARY_EXPECTED, "the expression ends too early");
    return this.fail(PRIMARY_EXPECTED);
  }

  private number(): number {
    const start = this.pos;
    const src = this.src;
    let value = 0;
    let c = src.charCodeAt(this.pos);
    while (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      c = src.charCodeAt(++this.pos);
    }
    let digits = this.pos - start;
    if (c === 46 && isDigit(src[this.pos + 1])) {
      // A fraction: let Number do the exact decimal conversion.
      this.pos++;
      while (isDigit(src[this.pos])) this.pos++;
      digits = this.pos - start - 1;
      value = Number(src.slice(start, this.pos));
    }
    if (digits > 15) {
      let lead = start;
      while (lead < this.pos - 1 && src[lead] === "0") lead++;
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
    if (!isDigit(this.peek())) this.fail([`a whole number (${what})`]);
    const value = this.number();
    if (!Number.isInteger(value)) {
      throw new DiceError("bad_value", `${what} must be a whole number`, start + 1);
    }
    return value;
  }

  private signedNumber(what: string): number {
    let sign = 1;
    if (this.peek() === "-") {
      sign = -1;
      this.pos++;
    } else if (this.peek() === "+") {
      this.pos++;
    }
    if (!isDigit(this.peek()) && !(this.peek() === "." && isDigit(this.peek(1)))) {
      this.fail([`a number (${what})`]);
    }
    return sign * this.number();
  }

  private call(): Expr {
    const start = this.pos;
    while (isLetter(this.peek())) this.pos++;
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
    if (this.peek() !== "(") this.fail(["'('"], `expected '(' after ${fn}`);
    this.pos++;
    this.enter();
    const args = this.list(")");
    this.leave();
    const arity = fn === "min" || fn === "max" ? null : 1;
    if (arity !== null && args.length !== arity) {
      throw new DiceError("syntax", `${fn}() takes exactly one argument, got ${args.length}`, start + 1, [
        "one argument",
      ]);
    }
    return { type: "call", fn, args, span: this.span(start) };
  }

  /** Comma-separated expressions up to `close`, which it consumes. */
  private list(close: string): Expr[] {
    const items: Expr[] = [];
    this.skipSpace();
    if (this.peek() === close) this.fail(["an expression"], `expected an expression before '${close}'`);
    for (;;) {
      this.skipSpace();
      items.push(this.comparison());
      this.skipSpace();
      const c = this.peek();
      if (c === ",") {
        this.pos++;
        continue;
      }
      if (c === close) {
        this.pos++;
        return items;
      }
      this.fail(["','", `'${close}'`]);
    }
  }

  private group(): Expr {
    const start = this.pos;
    this.pos++; // {
    this.enter();
    const items = this.list("}");
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
    this.modifiers(mods, false);
    return { type: "dice", count, die, mods, span: this.span(start) };
  }

  private dieSpec(): DieSpec {
    const start = this.pos;
    const c = this.peek();
    if (isDigit(c)) {
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
    if (c === "%") {
      this.pos++;
      return { kind: "percent" };
    }
    if (c === "F") {
      this.pos++;
      return { kind: "fate" };
    }
    if (c === "(") {
      this.pos++;
      this.enter();
      this.skipSpace();
      const sides = this.comparison();
      this.skipSpace();
      this.expectChar(")");
      this.leave();
      sides.span = this.span(start);
      return { kind: "standard", sides };
    }
    if (c === "{") {
      this.pos++;
      const faces: number[] = [];
      for (;;) {
        this.skipSpace();
        const at = this.pos;
        const face = this.signedNumber("a face");
        if (!Number.isInteger(face)) throw new DiceError("bad_value", "faces must be whole numbers", at + 1);
        faces.push(face);
        this.skipSpace();
        if (this.peek() === ",") {
          this.pos++;
          continue;
        }
        if (this.peek() === "}") {
          this.pos++;
          return { kind: "custom", faces };
        }
        this.fail(["','", "'}'"]);
      }
    }
    return this.fail(["the number of sides", "%", "F", "{faces}", "(sides)"]);
  }

  private setOnce<K extends keyof DiceMods>(mods: DiceMods, key: K, value: DiceMods[K], at: number): void {
    if (mods[key] !== undefined) {
      throw new DiceError("duplicate_modifier", `the ${MOD_NAMES[key]} modifier is given twice`, at + 1);
    }
    mods[key] = value;
  }

  /** Optional compare point directly after a modifier (`r<3`, `!>=9`, `cs=20`). */
  private optionalCompare(): ComparePoint | null {
    // A bare number means "equal to", as in Roll20's `r1` and `f1`.
    if (isDigit(this.peek())) return { op: "=", value: this.number() };
    const op = this.compareOp();
    if (op === null) return null;
    const c = this.peek();
    if (!isDigit(c) && c !== "-" && c !== "+" && c !== ".") {
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
  private modifiers(mods: DiceMods, group: boolean): void {
    const start = this.pos;
    this.readModifiers(mods, group);
    if (mods.failure && !mods.success) {
      throw new DiceError(
        "syntax",
        "counting failures (f) needs a success compare point too, such as >=5f<=1",
        start + 1,
        ["a success compare point such as >=5"],
      );
    }
  }

  private readModifiers(mods: DiceMods, group: boolean): void {
    for (;;) {
      const at = this.pos;
      const c = this.peek();
      const next = this.peek(1);
      if (c === "k") {
        this.pos++;
        let kind: KeepKind = "kh";
        if (this.peek() === "h" || this.peek() === "l") kind = this.peek() === "h" ? "kh" : "kl";
        if (this.peek() === "h" || this.peek() === "l") this.pos++;
        const count = isDigit(this.peek()) ? this.integer("how many dice to keep") : 1;
        this.setOnce(mods, "keep", { kind, count }, at);
      } else if (c === "d" && (next === "h" || next === "l" || isDigit(next))) {
        this.pos++;
        let kind: KeepKind = "dl";
        if (this.peek() === "h" || this.peek() === "l") {
          kind = this.peek() === "h" ? "dh" : "dl";
          this.pos++;
        }
        const count = isDigit(this.peek()) ? this.integer("how many dice to drop") : 1;
        this.setOnce(mods, "keep", { kind, count }, at);
      } else if (c === ">" || c === "<" || c === "=") {
        this.setOnce(mods, "success", this.requiredCompare("success"), at);
      } else if (c === "f") {
        this.pos++;
        this.setOnce(mods, "failure", this.requiredCompare("failure"), at);
      } else if (c === "s") {
        this.pos++;
        let sort: "asc" | "desc" = "asc";
        if (this.peek() === "d") {
          sort = "desc";
          this.pos++;
        } else if (this.peek() === "a") {
          this.pos++;
        }
        this.setOnce(mods, "sort", sort, at);
      } else if (group) {
        return;
      } else if (c === "r") {
        this.pos++;
        const once = this.peek() === "o";
        if (once) this.pos++;
        const compare = this.optionalCompare();
        const first = mods.reroll;
        if (first === undefined) mods.reroll = { once, compare };
        else {
          // Chained rerolls (`r1r3`): a set of points, each written out, all of one kind.
          if (first.once !== once) this.setOnce(mods, "reroll", first, at);
          if (first.compare === null && this.src[at - 1] === "r") {
            throw new DiceError("syntax", "'rr' is Foundry's: here it is r; --dialect foundry takes rr", at);
          }
          if (first.compare === null || compare === null) {
            throw new DiceError(
              "duplicate_modifier",
              "each chained reroll needs a point, such as r1r3",
              at + 1,
            );
          }
          const all = [first.compare, ...(first.also ?? [])];
          if (all.some((c) => c.op === compare.op && c.value === compare.value)) {
            this.setOnce(mods, "reroll", first, at);
          }
          mods.reroll = { once, compare: first.compare, also: [...(first.also ?? []), compare] };
        }
      } else if (c === "!") {
        this.pos++;
        const compound = this.peek() === "!";
        if (compound) this.pos++;
        const penetrate = this.peek() === "p";
        if (penetrate) this.pos++;
        let limit: number | null = null;
        if (this.peek() === "o") {
          this.pos++;
          limit = 1;
        } else if (this.peek() === "{") {
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
          this.expectChar("}");
        }
        this.setOnce(mods, "explode", { compound, penetrate, limit, compare: this.optionalCompare() }, at);
      } else if (c === "c" && (next === "s" || next === "f")) {
        this.pos += 2;
        this.setOnce(mods, next === "s" ? "critSuccess" : "critFailure", this.optionalCompare(), at);
      } else if (c === "m" && (this.src.startsWith("min", at) || this.src.startsWith("max", at))) {
        const key = this.src.startsWith("min", at) ? "min" : "max";
        this.pos += 3;
        this.setOnce(mods, key, this.signedNumber(`the ${key}imum a die can count`), at);
      } else {
        return;
      }
    }
  }
}
