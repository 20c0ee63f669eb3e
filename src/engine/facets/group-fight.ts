// The group-fight facet: N against M, as a ruleset's fight strategy plays it (the `group` member of
// its fight facet, src/engine/facets/fight.ts). The simulator (src/sim/group.ts) knows no rules: it
// hands over parsed characters and each side's declared tactics, and counts what the recorder hears.

import { EngineError } from "../errors.js";
import type { Dice } from "./fight.js";

/** Whom a side's fighters attack: the foe with the fewest HP left, the most, or the one attacked least. */
export type Focus = "weakest" | "strongest" | "spread";

export const FOCUSES: readonly Focus[] = ["weakest", "strongest", "spread"];

/** What one side declared it does. */
export interface Tactics {
  focus: Focus;
}

export interface GroupRequest {
  /** The ruleset's options, as its `parseOptions` returned them. */
  options: unknown;
  /** The party (side 0) and the foes (side 1), as the ruleset's `character.parse` returned them. */
  sides: [unknown[], unknown[]];
  tactics: [Tactics, Tactics];
  /**
   * What each fighter carries, beside `sides` (a Dice Engine kit's `equipment`), undefined where none
   * was given; only strategies whose duel takes equipment read it.
   */
  equipment?: [unknown[], unknown[]];
  /** Rounds after which a fight is cut and counted as a draw. */
  maxRounds: number;
}

/** What a group fight tells the tally, in the order it happens. Combatants are numbered party first. */
export interface GroupRecorder {
  /** The acting order after initiative. */
  begin(order: readonly number[]): void;
  attack(attacker: number, target: number, hit: boolean, damage: number): void;
  /** A combatant can no longer act; `dead` when dead or sure to die. */
  drop(combatant: number, dead: boolean): void;
  /** The end: the side left standing (null for a draw: the round limit, or both sides down). */
  end(rounds: number, winner: 0 | 1 | null, timeout: boolean): void;
}

export interface PreparedGroupFight {
  combatants: { name: string; side: 0 | 1; weapon: string }[];
  notes: string[];
  fight(dice: Dice, rec: GroupRecorder): void;
}

export interface GroupFightStrategy {
  /** The initiative model it plays, in words for the report. */
  initiative: string;
  prepare(request: GroupRequest): PreparedGroupFight;
}

/**
 * The target a focus picks among the foes still standing, given their HP and how often each was
 * attacked; ties go to the first listed. One function for the fast loop and the reference, so both
 * choose alike by construction and only the rules they play can differ.
 */
export function pickTarget(
  focus: Focus,
  standing: readonly number[],
  hp: ArrayLike<number>,
  attacked: ArrayLike<number>,
): number {
  let best = standing[0];
  if (best === undefined) throw new EngineError("refused", "no foe is left standing", []);
  for (let i = 1; i < standing.length; i++) {
    const c = standing[i]!;
    const better =
      focus === "weakest"
        ? hp[c]! < hp[best]!
        : focus === "strongest"
          ? hp[c]! > hp[best]!
          : attacked[c]! < attacked[best]!;
    if (better) best = c;
  }
  return best;
}
