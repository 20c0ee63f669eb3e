// roll(): rolls an expression with a dice source and returns the total with every die explained.
//
// Two paths, one meaning:
// - with a seeded source (rngSource), the fast pass (fast.ts) works out the total straight from
//   the generator, and the explanation is built from a copy of the generator when first read
//   (lazy.ts): the same dice, the same tree, for a fraction of the cost when only the total is used;
// - with any other source (faces read off physical dice, a test's own source), the explaining
//   roller (explain.ts) throws each die through the source and builds the tree as it goes.

import type { Expr } from "./ast.js";
import { explain } from "./explain.js";
import { fastTotal } from "./fast.js";
import { LazyRollResult } from "./lazy.js";
import { parse } from "./parser.js";
import type { RollResult } from "./result.js";
import { type DiceSource, seededRng } from "./rng.js";

export function roll(expr: Expr | string, source: DiceSource): RollResult {
  // What is derived from a tree (its printed forms, its dice's faces and rules) is remembered only
  // for trees that are sure to come back: those of the parse cache. Remembering costs more than
  // working it out once, so a tree handed in by the caller is not remembered.
  const shared = typeof expr === "string";
  const tree = shared ? parseCached(expr) : expr;
  const rng = seededRng(source);
  if (rng === null) return explain(tree, source, shared);
  const start = rng.clone();
  return new LazyRollResult(fastTotal(tree, rng, shared), tree, start, shared);
}

// Bots and tables roll the same few expressions over and over: keep the most recent parses.
// Trees are never modified, so sharing one between rolls is safe.
const PARSE_CACHE_SIZE = 512;
const parseCache = new Map<string, Expr>();

function parseCached(text: string): Expr {
  const hit = parseCache.get(text);
  if (hit) return hit;
  const tree = parse(text);
  if (parseCache.size >= PARSE_CACHE_SIZE) parseCache.delete(parseCache.keys().next().value!);
  parseCache.set(text, tree);
  return tree;
}
