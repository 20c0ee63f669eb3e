// What a resolved action shows in the log: every die with its role, and the outcome.

export interface DieRecord {
  /** What the die is for in the ruleset's terms: ability, skill, difficulty, damage, bonus… */
  role: string;
  sides: number;
  /** Every face thrown for this die: the first, then explosion rerolls. */
  faces: number[];
  /** What it counts for in the total (0 when not kept). */
  value: number;
  kept: boolean;
  exploded: boolean;
  /** A first face of 1 where the ruleset cares (Lucky 13 implosion). */
  imploded: boolean;
  /** Which side of a contest or which roll of an advantage pair the die belongs to. */
  group?: string;
}

export interface RollRecord {
  id: string;
  /** The action that rolled, e.g. "check", "attack". */
  action: string;
  /** The character who rolled, if any. */
  actor: string | null;
  /** A short line for the log: "Brunella attacks Casimir: hit by 4, 10 damage". */
  summary: string;
  dice: DieRecord[];
  /** The ruleset's outcome fields: total, success, margin, dilemma… */
  outcome: Record<string, unknown>;
  /** The named partition this roll fell into (matches the action's odds). */
  partition: string;
}
