// Test helpers: dice whose faces are written down in advance, and a recorder that keeps every step
// of a fight, so two ways of playing the same duel can be compared step by step.

import type { Dice, FightRecorder, PreparedDuel, Side } from "../facets/fight.js";

/**
 * Faces given in order (a face of a d`n` is 1..n), then `after` (an Rng, say) once they run out, or
 * an error that says how many were given.
 */
export function scriptedDice(faces: readonly number[], after?: Dice): Dice & { used(): number } {
  let i = 0;
  return {
    below(n: number) {
      if (i < faces.length) {
        const face = faces[i++]!;
        if (!Number.isInteger(face) || face < 1 || face > n)
          throw new Error(`scripted face ${i} is ${face}, which a d${n} cannot show`);
        return face - 1;
      }
      if (after) {
        i++;
        return after.below(n);
      }
      throw new Error(`the fight needs more than the ${faces.length} scripted faces`);
    },
    used: () => i,
  };
}

export type FightStep =
  | { step: "begin"; first: Side | null }
  | { step: "attack"; side: Side; hit: boolean; damage: number }
  | { step: "end"; rounds: number; down: number; dead: number; timeout: boolean };

export class FightLog implements FightRecorder {
  readonly steps: FightStep[] = [];
  begin(first: Side | null): void {
    this.steps.push({ step: "begin", first });
  }
  attack(side: Side, hit: boolean, damage: number): void {
    this.steps.push({ step: "attack", side, hit, damage });
  }
  end(rounds: number, down: number, dead: number, timeout: boolean): void {
    this.steps.push({ step: "end", rounds, down, dead, timeout });
  }
}

/** Every step of one fight of `duel` with these dice. */
export function fightSteps(duel: PreparedDuel, dice: Dice): FightStep[] {
  const log = new FightLog();
  duel.fight(dice, log);
  return log.steps;
}
