// The shape of a roll's result: a tree that mirrors the expression, with every die thrown.

import type { BinaryOp, CompareOp, FunctionName } from "./ast.js";

export interface DieResult {
  /** How many faces the die has (dF has 3, d% 100). */
  sides: number;
  /** The die's name: d6, d%, dF, d{1,1,2}. */
  die: string;
  /** What the die counts for: its face after clamping, less one if added by a penetrating explosion; for a compounded die, the sum. */
  value: number;
  /** Whether it counts towards the total (false when dropped by keep/drop). */
  kept: boolean;
  /** Whether it set off an explosion. */
  exploded: boolean;
  /** Whether an explosion added it to the pool. */
  explosion: boolean;
  /** Whether earlier throws of this die were rerolled; they are listed in `rerolls`. */
  rerolled: boolean;
  rerolls: number[];
  /** For a compounded die, each throw that went into it. */
  parts?: number[];
  /** true: counted as a success; false: counted as a failure; null: not counted either way. */
  success: boolean | null;
  critical: "success" | "failure" | null;
}

interface Base {
  total: number;
  label?: string;
}

export interface NumberResult extends Base {
  type: "number";
}

export interface DiceResult extends Base {
  type: "dice";
  /** This term in canonical notation. */
  notation: string;
  count: number;
  dice: DieResult[];
  /** Sub-rolls for a count or a number of sides written as an expression. */
  countRoll?: RollNode;
  sidesRoll?: RollNode;
}

export interface GroupItemResult {
  node: RollNode;
  kept: boolean;
  success: boolean | null;
}

export interface GroupResult extends Base {
  type: "group";
  notation: string;
  /** True when the modifiers applied to the dice of a single expression rather than to its items. */
  pooled: boolean;
  items: GroupItemResult[];
}

export interface BinaryResult extends Base {
  type: "binary";
  op: BinaryOp;
  left: RollNode;
  right: RollNode;
}

export interface NegateResult extends Base {
  type: "negate";
  operand: RollNode;
}

export interface CallResult extends Base {
  type: "call";
  fn: FunctionName;
  args: RollNode[];
}

export interface CompareResult extends Base {
  type: "compare";
  op: CompareOp;
  left: RollNode;
  right: RollNode;
}

export type RollNode =
  | NumberResult
  | DiceResult
  | GroupResult
  | BinaryResult
  | NegateResult
  | CallResult
  | CompareResult;

/**
 * The result of roll(). With a seeded source (rngSource), `tree` and `dice` are built when first
 * read, from a copy of the generator (see lazy.ts), but every field is an own enumerable property
 * (`tree` and `dice` through accessors): Object.keys, `{...result}`, structuredClone and
 * JSON.stringify all carry canonical, total, tree and dice, with the same values as reading them.
 * Copying a result builds its tree. Building every result whole at once would make a roll 2 to 5
 * times slower on large pools (bench/roll-eager.js prints both).
 */
export interface RollResult {
  /** The canonical notation of what was rolled. */
  canonical: string;
  total: number;
  tree: RollNode;
  /** Every die in the order thrown, flattened from the tree. */
  dice: DieResult[];
}

/** Every die in a result tree, in the order thrown. */
export function flattenDice(node: RollNode, out: DieResult[] = []): DieResult[] {
  switch (node.type) {
    case "number":
      break;
    case "dice":
      if (node.countRoll) flattenDice(node.countRoll, out);
      if (node.sidesRoll) flattenDice(node.sidesRoll, out);
      for (const d of node.dice) out.push(d);
      break;
    case "group":
      for (const item of node.items) flattenDice(item.node, out);
      break;
    case "binary":
    case "compare":
      flattenDice(node.left, out);
      flattenDice(node.right, out);
      break;
    case "negate":
      flattenDice(node.operand, out);
      break;
    case "call":
      for (const a of node.args) flattenDice(a, out);
      break;
  }
  return out;
}
