// roll(): rolls an expression with a dice source and returns the total with every die explained.
//
// Two paths, one meaning:
// - with a seeded source (rngSource), the fast pass (fast.ts) works out the total straight from
//   the generator, and the explanation is built from a copy of the generator when first read
//   (lazy.ts): the same dice, the same tree, for a fraction of the cost when only the total is used;
// - with any other source (faces read off physical dice, a test's own source), the explaining
//   roller (explain.ts) throws each die through the source and builds the tree as it goes.

import type { Expr } from "./ast.js";
import type { ParseOptions } from "./dialect.js";
import { explain } from "./explain.js";
import { fastTotal } from "./fast.js";
import { LazyRollResult } from "./lazy.js";
import { parse } from "./parser.js";
import type { RollResult } from "./result.js";
import { type DiceSource, seededRng } from "./rng.js";

/** Rolls an expression; a text is read in `options.dialect` (default Tabula's own notation). */
export function roll(expr: Expr | string, source: DiceSource, options?: ParseOptions): RollResult {
  // What is derived from a tree (its printed forms, its dice's faces and rules) is remembered only
  // for trees that are sure to come back: those of the parse cache. Remembering costs more than
  // working it out once, so a tree handed in by the caller is not remembered.
  const shared = typeof expr === "string";
  const tree = shared ? parseCached(expr, options) : expr;
  const rng = seededRng(source);
  if (rng === null) return explain(tree, source, shared);
  const start = rng.clone();
  return new LazyRollResult(fastTotal(tree, rng, shared), tree, start, shared);
}

// Bots and tables roll the same few expressions over and over: keep the most recent parses.
// Trees are never modified, so sharing one between rolls is safe.
const PARSE_CACHE_SIZE = 512;
const parseCache = new Map<string, Expr>();

function parseCached(text: string, options: ParseOptions | undefined): Expr {
  // Another dialect's text is cached under its own key: the same text may mean something else.
  const dialect = options?.dialect;
  const key = dialect === undefined || dialect === "tabula" ? text : `${dialect}\u0000${text}`;
  const hit = parseCache.get(key);
  if (hit) return hit;
  const tree = parse(text, options);
  if (parseCache.size >= PARSE_CACHE_SIZE) parseCache.delete(parseCache.keys().next().value!);
  parseCache.set(key, tree);
  return tree;
}
