// Prints a tree back as notation in one canonical form: no spaces inside terms, one space around
// binary operators, modifiers in a fixed order, and only the parentheses precedence needs.
// parse(print(e)) gives back e (apart from positions).

import type { ComparePoint, DiceMods, DieSpec, Expr } from "./ast.js";

const PRECEDENCE: Record<Expr["type"], number> = {
  compare: 0,
  binary: 1, // refined by operator below
  negate: 3,
  number: 4,
  dice: 4,
  group: 4,
  call: 4,
};

function precedence(e: Expr): number {
  if (e.type === "binary") return e.op === "+" || e.op === "-" ? 1 : e.op === "^" ? 3.5 : 2;
  return PRECEDENCE[e.type];
}

export function print(e: Expr): string {
  const body = printBare(e, true);
  if (e.label === undefined) return body;
  // A label on the whole expression prints after a space; on a single term it touches the term.
  return isTerm(e) ? `${body}[${e.label}]` : `${body} [${e.label}]`;
}

/** The expression without its own label (a term's notation in a roll result). */
export function printUnlabelled(e: Expr): string {
  return printBare(e, true);
}

function isTerm(e: Expr): boolean {
  return precedence(e) === 4;
}

function printNumber(n: number): string {
  if (Number.isSafeInteger(n)) return n === 0 ? "0" : `${n}`;
  const s = String(n);
  return s.includes("e") ? plainDecimal(s) : s;
}

/** "1.5e-7" → "0.00000015": the notation has no exponents, and parsed numbers never need one above. */
function plainDecimal(s: string): string {
  const [mantissa, exp] = s.split("e") as [string, string];
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const point =
    (mantissa.replace("-", "").indexOf(".") + 1 || mantissa.replace("-", "").length + 1) - 1 + Number(exp);
  const body =
    point <= 0
      ? `0.${"0".repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + "0".repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? "-" : "") + body;
}

/** A sub-expression, parenthesised when its precedence is below `min` or when it carries a label. */
function sub(e: Expr, min: number): string {
  const body = printBare(e, false);
  if (e.label !== undefined) return isTerm(e) ? `${body}[${e.label}]` : `(${body})[${e.label}]`;
  return precedence(e) < min ? `(${body})` : body;
}

function printBare(e: Expr, root: boolean): string {
  switch (e.type) {
    case "number":
      // A negative literal can only come from folding; print it so it re-parses as a negation.
      return e.value < 0 && !root ? `(${printNumber(e.value)})` : printNumber(e.value);
    case "negate":
      return `-${sub(e.operand, 3)}`;
    case "binary": {
      const p = precedence(e);
      // `^` binds tighter than a sign and to the right: its base is a term, its exponent may be signed.
      if (e.op === "^") return `${sub(e.left, 4)} ^ ${sub(e.right, 3)}`;
      // Left-associative: the right operand needs parentheses at equal precedence.
      return `${sub(e.left, p)} ${e.op} ${sub(e.right, p + 1)}`;
    }
    case "compare":
      return `${sub(e.left, 1)} ${e.op} ${sub(e.right, 1)}`;
    case "call":
      return `${e.fn}(${e.args.map((a) => sub(a, 0)).join(", ")})`;
    case "group":
      return `{${e.items.map((a) => sub(a, 0)).join(", ")}}${printMods(e.mods)}`;
    case "dice": {
      const plain = plainTerm(e);
      if (plain !== null) return plain;
      const count = e.count === null ? "" : countText(e.count);
      return `${count}d${printDie(e.die)}${printMods(e.mods)}`;
    }
  }
}

/**
 * `4d6`, `d20`: the usual term (a whole count, a standard die, no modifiers) printed without the
 * general path, from small numbers' strings made once. A roll's explanation prints every term it
 * throws, so this is on the path of every logged roll.
 */
function plainTerm(e: Extract<Expr, { type: "dice" }>): string | null {
  const die = e.die;
  if (die.kind !== "standard" || !noMods(e.mods)) return null;
  const sides = die.sides;
  if (sides.type !== "number" || sides.label !== undefined) return null;
  const s = smallInt(sides.value);
  if (s === null) return null;
  const count = e.count;
  if (count === null) return `d${s}`;
  if (count.type !== "number" || count.label !== undefined) return null;
  const c = smallInt(count.value);
  return c === null ? null : `${c}d${s}`;
}

const SMALL_INTS = Array.from({ length: 1001 }, (_, i) => String(i));

function smallInt(n: number): string | null {
  return Number.isInteger(n) && n >= 0 && n <= 1000 ? SMALL_INTS[n]! : null;
}

function noMods(m: DiceMods): boolean {
  for (const _ in m) return false;
  return true;
}

function countText(c: Expr): string {
  if (c.type === "number" && c.label === undefined) return printNumber(c.value);
  return `(${sub(c, 0)})`;
}

function printDie(d: DieSpec): string {
  switch (d.kind) {
    case "percent":
      return "%";
    case "fate":
      return d.variant === 1 ? "F.1" : "F";
    case "custom":
      return `{${d.faces.join(",")}}`;
    case "standard":
      return d.sides.type === "number" && d.sides.label === undefined && d.sides.value >= 0
        ? printNumber(d.sides.value)
        : `(${sub(d.sides, 0)})`;
  }
}

export function printCompare(cp: ComparePoint): string {
  return `${cp.op}${printNumber(cp.value)}`;
}

/** A modifier's own compare point; "equal to" prints as a bare number, as in `r1` and `cs20`. */
function optionalCompare(cp: ComparePoint | null | undefined): string {
  if (!cp) return "";
  return cp.op === "=" && cp.value >= 0 ? printNumber(cp.value) : printCompare(cp);
}

/**
 * Success and failure are printed first: a compare point after `r`, `!`, `cs` or `cf` belongs to
 * that modifier, so `6d6!>=5` means "explode on 5+", and exploding on the maximum while counting
 * 5+ prints as `6d6>=5!`. The phases are fixed whatever the written order.
 */
export function printMods(m: DiceMods): string {
  let out = "";
  if (m.min !== undefined) out += `min${printNumber(m.min)}`;
  if (m.max !== undefined) out += `max${printNumber(m.max)}`;
  if (m.success) out += printCompare(m.success);
  if (m.failure) out += `f${optionalCompare(m.failure)}`;
  if (m.reroll) {
    const r = m.reroll.once ? "ro" : "r";
    out += `${r}${optionalCompare(m.reroll.compare)}`;
    // Chained points print as Roll20 writes them, which every dialect reads back: `r1r3`.
    if (m.reroll.also) for (const c of m.reroll.also) out += `${r}${optionalCompare(c)}`;
  }
  if (m.explode) {
    const x = m.explode;
    out += `!${x.compound ? "!" : ""}${x.penetrate ? "p" : ""}`;
    if (x.limit === 1) out += "o";
    else if (x.limit !== null) out += `{${x.limit}}`;
    out += optionalCompare(x.compare);
  }
  if (m.unique) out += `${m.unique.once ? "uo" : "u"}${optionalCompare(m.unique.compare)}`;
  if (m.keep) out += `${m.keep.kind}${m.keep.count}`;
  if (m.critSuccess !== undefined) out += `cs${optionalCompare(m.critSuccess)}`;
  if (m.critFailure !== undefined) out += `cf${optionalCompare(m.critFailure)}`;
  if (m.sort) out += m.sort === "asc" ? "s" : "sd";
  return out;
}
