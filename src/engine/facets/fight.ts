// The one interface every ruleset's duel strategy implements (src/rulesets/<id>/duel.ts), and what
// a fight reports back. A strategy knows its ruleset's combat; the sim core knows none: it parses
// the characters with the ruleset, asks the strategy to prepare the duel once, then plays fights.
// Everything a strategy is given is plain JSON (parsed options and characters), so a worker thread
// can prepare the very same duel from a copy.

import type { DiceSource } from "../../dice/index.js";
import { EngineError } from "../errors.js";
import type { GroupFightStrategy } from "./group-fight.js";

/** Side 0 is the first character file (A), side 1 the second (B). */
export type Side = 0 | 1;

/** Bit masks over the sides: side 0 is 1, side 1 is 2, both are 3. */
export const SIDE_BIT = [1, 2] as const;

/**
 * Where dice come from in a fight: a uniform whole number in [0, n). `Rng` is one; a test can
 * script the faces. A face of a die with `n` sides is `below(n) + 1`, exactly what `rngSource`
 * draws, so a strategy that throws through a `DiceSource` (see `diceSource`) consumes the same
 * numbers as one that calls `below` itself.
 */
export interface Dice {
  below(n: number): number;
}

/** What one fight tells the tally, in the order it happens. */
export interface FightRecorder {
  /** Who acts first (after initiative); null when both act at the same time (a shared slot). */
  begin(first: Side | null): void;
  /** One attack by `side`: whether it hit and the damage the hit dealt (0 on a miss). */
  attack(side: Side, hit: boolean, damage: number): void;
  /**
   * The end of the fight. `down` and `dead` are masks of SIDE_BIT: the sides that dropped (can no
   * longer act) and those among them that are dead or sure to die. `rounds` is the round it ended in;
   * a fight cut at the round limit ends with `timeout` and no one down.
   */
  end(rounds: number, down: number, dead: number, timeout: boolean): void;
}

/** What a strategy needs to prepare a duel: all plain data, already validated by the ruleset. */
export interface DuelRequest {
  /** The ruleset's options, as its `parseOptions` returned them. */
  options: unknown;
  /** Both characters, as the ruleset's `character.parse` returned them. */
  fighters: [unknown, unknown];
  /** The weapon each side uses, by the name the ruleset knows; undefined for the ruleset's default. */
  weapons: [string | undefined, string | undefined];
  /** Strategy-specific settings (the CLI's --duel JSON); each strategy validates its own. */
  settings: unknown;
  /**
   * What each side carries, as plain data the strategy validates (a Dice Engine kit's `equipment`);
   * absent, or undefined for a side, when none was given. Only strategies with `equipment` take it.
   */
  equipment?: [unknown, unknown];
  /** Rounds (ticks, for a tick tracker) after which a fight is cut and counted as a draw. */
  maxRounds: number;
}

/** A duel ready to be played many times. */
export interface PreparedDuel {
  /** The weapon each side ends up using, as the rules named it. */
  weapons: [string, string];
  /** What a round is called in this ruleset's time ("round", or "tick" for tick trackers). */
  unit: "round" | "tick";
  /** Assumptions the strategy made where the rulebook is silent, for the report. */
  notes: string[];
  /** Plays one complete fight with these dice, telling `rec` what happens. */
  fight(dice: Dice, rec: FightRecorder): void;
}

export interface DuelStrategy {
  /** The id of the ruleset whose combat rules it plays. */
  ruleset: string;
  /** One line for help text: how a duel goes. */
  summary: string;
  /** Whether it takes each side's equipment (DuelRequest.equipment); others refuse it. */
  equipment?: boolean;
  /** Its own default for `maxRounds`, in its unit (a tick tracker counts many more ticks than rounds). */
  defaultMaxRounds?: number;
  /**
   * For strategies with settings (DuelRequest.settings, the CLI's --duel): what they say, in one
   * sentence for help text and forms, an example that works with the example fighters, and whether
   * a duel needs some (a form then starts from the example).
   */
  settings?: { help: string; example: Record<string, unknown>; required?: boolean };
  /**
   * Checks the request and prepares the duel; throws an EngineError for input the rules refuse,
   * with a path starting ["fighters", side, …] or ["settings", …] so the caller can name the file.
   */
  prepare(request: DuelRequest): PreparedDuel;
  /**
   * Optional: the prepared duel as plain data (structured-clonable), which the worker thread turns
   * back into a duel with the strategy's reviver (worker.ts) instead of preparing it again. A thread
   * that only revives need not load the rules at all, so it joins a run sooner.
   */
  pack?(duel: PreparedDuel): unknown;
  /** Optional: fights of a party against a group (src/engine/facets/group-fight.ts). */
  group?: GroupFightStrategy;
}

/** For strategies without settings: refuses any, so a mistyped --duel is not silently ignored. */
export function noSettings(settings: unknown, ruleset: string): void {
  const empty =
    settings === undefined ||
    settings === null ||
    (typeof settings === "object" && !Array.isArray(settings) && Object.keys(settings).length === 0);
  if (!empty) throw new EngineError("invalid", `${ruleset} duels take no settings`, ["settings"]);
}

/** A DiceSource over `Dice`, drawing exactly as `rngSource` does over an `Rng`. */
export function diceSource(dice: Dice): DiceSource {
  return {
    roll: (faces) => faces[dice.below(faces.length)]!,
    rollWhere: (faces, _name, accept) => {
      const passing = faces.filter(accept);
      return passing[dice.below(passing.length)]!;
    },
  };
}
