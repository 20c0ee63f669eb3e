// The Dice Engine duel through the rules' own entry points at every step (see duel.ts): slow, and
// the proof that the fast duel plays the same fights (duel.test.ts), and the peer of a benchmark.

import {
  type Dice,
  type DuelRequest,
  diceSource,
  type FightRecorder,
  type PreparedDuel,
  SIDE_BIT,
  type Side,
} from "../../sim/strategy.js";
import { attackHandOff, rollAttack } from "./attack/index.js";
import type { DeCharacter } from "./character/index.js";
import { applyDamage } from "./damage/apply.js";
import type { DefenderView } from "./damage/target.js";
import { IDS, other, setupDuel } from "./duel-setup.js";
import { runDeathChecks } from "./health/death.js";
import {
  activeIds,
  applyBatch,
  burn,
  declareBatch,
  orThrow,
  rollInitiative,
  startTracker,
  type Tracker,
} from "./tracker/index.js";

/**
 * The same duel through the rules' entry points at every step: initiative rolled, the tracker run
 * with batches, every attack rolled and its damage applied to a full view. The reference.
 */
export function diceEngineReferenceDuel(req: DuelRequest): PreparedDuel {
  const s = setupDuel(req);
  const o = s.o;
  const maxTicks = req.maxRounds;
  return {
    unit: "tick",
    notes: s.notes,
    weapons: [s.weapons[0].name, s.weapons[1].name],
    fight(d: Dice, rec: FightRecorder) {
      const dice = diceSource(d);
      const views: [DefenderView, DefenderView] = [s.views[0], s.views[1]];
      const inits = ([0, 1] as const).map(
        (side) => orThrow(rollInitiative((req.fighters[side] as DeCharacter).stats, dice, o)).initiative,
      );
      let tracker: Tracker = orThrow(
        startTracker([
          { id: "a", initiative: inits[0]! },
          { id: "b", initiative: inits[1]! },
        ]),
      );
      rec.begin(inits[0]! < inits[1]! ? 0 : inits[1]! < inits[0]! ? 1 : null);
      const t0 = tracker.time;
      const out = (v: DefenderView) => v.vitals.unconscious !== null || v.vitals.dead;
      for (;;) {
        const now = tracker.time;
        if (now - t0 > maxTicks) {
          rec.end(maxTicks, 0, 0, true);
          return;
        }
        const batch = orThrow(
          declareBatch(
            tracker,
            activeIds(tracker).map((id) => ({
              id,
              action: {
                kind: "custom" as const,
                name: "attack",
                cost: s.attacks[id === "a" ? 0 : 1].plan.cost,
              },
            })),
            o,
          ),
        );
        const burns: [string, number][] = [];
        for (const { id } of batch.declarations) {
          const side: Side = id === "a" ? 0 : 1;
          const foe = other(side);
          const a = s.attacks[side];
          const r = orThrow(rollAttack(a.request, dice, o));
          const handOff = attackHandOff(r, a.distance === undefined ? {} : { distance: a.distance });
          if (!handOff) {
            rec.attack(side, false, 0);
            continue;
          }
          const applied = applyDamage(views[foe], handOff, { now, dice, options: o });
          views[foe] = applied.view;
          rec.attack(side, true, applied.damage.final);
          if (applied.initiative > 0) burns.push([IDS[foe], applied.initiative]);
        }
        tracker = orThrow(applyBatch(tracker, batch)).tracker;
        for (const [id, amount] of burns)
          tracker = orThrow(burn(tracker, id, amount, "initiative damage")).tracker;
        if (out(views[0]) || out(views[1])) {
          let down = 0;
          let dead = 0;
          for (const side of [0, 1] as const) {
            if (!out(views[side])) continue;
            down |= SIDE_BIT[side];
            const v = runDeathChecks(views[side], Number.POSITIVE_INFINITY, { dice, options: o }).view;
            if (v.vitals.dead) dead |= SIDE_BIT[side];
          }
          rec.end(now - t0, down, dead, false);
          return;
        }
      }
    },
  };
}
