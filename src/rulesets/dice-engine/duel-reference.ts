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
} from "../../engine/facets/fight.js";
import {
  type AttackRequest,
  attackHandOff,
  rollAttack,
  rollSpray,
  type SprayRequest,
  type SustainedChain,
  type TargetResult,
} from "./attack/index.js";
import type { DeCharacter } from "./character/index.js";
import { advanceTime, hasCondition, onBecomeActive, standUp } from "./conditions/index.js";
import { applyDamage } from "./damage/apply.js";
import type { DefenderView } from "./damage/target.js";
import { armsStart, carryOut, decide, type Turn } from "./duel-arms.js";
import { momentOf, requestAt, sprayRequestAt } from "./duel-attacks.js";
import { hurting, leftAlone, ruleOptions } from "./duel-conditions.js";
import { IDS, other, setupDuel } from "./duel-setup.js";
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

const sideOf = (id: string): Side => (id === IDS[0] ? 0 : 1);

/**
 * The same duel through the rules' entry points at every step: initiative rolled, the tracker run
 * with batches and burns, time passing through the conditions rules (`advanceTime`) and each side
 * made active through them (`onBecomeActive`), every attack built as the table builds it from both
 * sides' conditions and rolled (`rollAttack`, `rollSpray`), its damage, checks and conditions applied
 * to a full view (`applyDamage`), Prone stood up from (`standUp`), and the fallen left alone through
 * time passing again. The reference.
 */
export function diceEngineReferenceDuel(req: DuelRequest): PreparedDuel {
  const s = setupDuel(req);
  const o = s.o;
  const maxTicks = req.maxRounds;
  const rules = ruleOptions(o);
  const hurts = hurting(rules);
  return {
    unit: "tick",
    notes: s.notes,
    weapons: [s.weapons[0].name, s.weapons[1].name],
    fight(d: Dice, rec: FightRecorder) {
      const dice = diceSource(d);
      const ctx = (now: number) => ({ now, dice, options: rules });
      const views: [DefenderView, DefenderView] = [s.views[0], s.views[1]];
      const held = [armsStart(s.arms[0]), armsStart(s.arms[1])] as const;
      const chains: [SustainedChain | null, SustainedChain | null] = [null, null];
      const inits = ([0, 1] as const).map(
        (side) => orThrow(rollInitiative((req.fighters[side] as DeCharacter).stats, dice, o)).initiative,
      );
      let tracker: Tracker = orThrow(
        startTracker([
          { id: IDS[0], initiative: inits[0]! },
          { id: IDS[1], initiative: inits[1]! },
        ]),
      );
      rec.begin(inits[0]! < inits[1]! ? 0 : inits[1]! < inits[0]! ? 1 : null);
      const t0 = tracker.time;
      const out = (v: DefenderView) => v.vitals.unconscious !== null || v.vitals.dead;
      const finish = (at: number) => {
        let down = 0;
        let dead = 0;
        for (const side of [0, 1] as const) {
          if (!out(views[side])) continue;
          down |= SIDE_BIT[side];
          if (leftAlone(views[side], side, at, dice, rules, hurts).vitals.dead) dead |= SIDE_BIT[side];
        }
        rec.end(at - t0, down, dead, false);
      };
      const burnOn = (side: Side, amount: number, reason: string) => {
        tracker = orThrow(burn(tracker, IDS[side], amount, reason)).tracker;
      };
      // Conditions have been run up to this time (DE-INIT-7).
      let last = t0;
      for (;;) {
        const now = tracker.time;
        const upTo = Math.min(now, t0 + maxTicks);
        if (upTo > last) {
          let burned = false;
          for (const side of [0, 1] as const) {
            const r = advanceTime(views[side], upTo, ctx(last));
            views[side] = r.view;
            if (r.initiative > 0) {
              burnOn(side, r.initiative, "conditions");
              burned = true;
            }
          }
          last = upTo;
          if (out(views[0]) || out(views[1])) {
            finish(upTo);
            return;
          }
          if (burned) continue;
        }
        if (now - t0 > maxTicks) {
          rec.end(maxTicks, 0, 0, true);
          return;
        }
        // DE-COND-20, 29, 30: becoming active may burn the turn away (Surprised, incapacitated).
        const actors: Side[] = [];
        for (const id of activeIds(tracker)) {
          const side = sideOf(id);
          const a = onBecomeActive(views[side], ctx(now));
          views[side] = a.view;
          if (a.burn > 0) burnOn(side, a.burn, "conditions");
          if (a.mayAct) actors.push(side);
        }
        if (actors.length === 0) continue;
        // DE-INIT-6: everyone acting now declares against the state of this moment, then all resolve.
        const turns = actors.map((side) => {
          const foe = other(side);
          const h = held[side];
          const arm = s.arms[side][h.current]!;
          const prone = hasCondition(views[side], "prone", now);
          const turn: Turn = decide(s.arms[side], h, prone, arm.rated.attack.plan.cost);
          let attack: { request: AttackRequest; spray: SprayRequest | null } | null = null;
          if (turn.kind === "attack") {
            const b = arm.rated.base;
            const m = momentOf(b.weapon, views[side], views[foe], now, o);
            const ammo = arm.magazine ? h.rounds[h.current] : undefined;
            const sustained = { chain: chains[side], attackerInitiative: now, lineOfSightKept: true };
            attack = {
              request: requestAt(b, m, { ammo, ...(b.type === "sustained" ? { sustained } : {}) }),
              spray: b.type === "spray" ? sprayRequestAt(b, m, ammo) : null,
            };
          }
          return { side, turn, attack };
        });
        const batch = orThrow(
          declareBatch(
            tracker,
            turns.map((t) => ({
              id: IDS[t.side],
              action: { kind: "custom" as const, name: t.turn.kind, cost: t.turn.cost },
            })),
            o,
          ),
        );
        const burns: [Side, number][] = [];
        for (const { side, turn, attack } of turns) {
          const foe = other(side);
          const h = held[side];
          if (turn.kind === "stand") {
            const r = standUp(views[side], now);
            if (r.ok) views[side] = r.view;
            continue;
          }
          if (!attack) {
            carryOut(s.arms[side], h, turn);
            continue;
          }
          const arm = s.arms[side][h.current]!;
          let result: TargetResult;
          let used: number;
          if (attack.spray) {
            const r = orThrow(rollSpray(attack.spray, dice, o));
            result = r.targets[0]!;
            used = r.ammoUsed;
            chains[side] = null;
          } else {
            const r = orThrow(rollAttack(attack.request, dice, o));
            result = r;
            used = r.ammoUsed;
            chains[side] = r.sustained;
          }
          if (arm.magazine) h.rounds[h.current]! -= used;
          const distance = arm.rated.base.distance;
          const handOff = attackHandOff(result, distance === undefined ? {} : { distance });
          if (!handOff) {
            rec.attack(side, false, 0);
            continue;
          }
          const applied = applyDamage(views[foe], handOff, ctx(now));
          views[foe] = applied.view;
          rec.attack(side, true, applied.damage.final);
          if (applied.initiative > 0) burns.push([foe, applied.initiative]);
        }
        tracker = orThrow(applyBatch(tracker, batch)).tracker;
        for (const [side, amount] of burns) burnOn(side, amount, "initiative damage");
        if (out(views[0]) || out(views[1])) {
          finish(now);
          return;
        }
      }
    },
  };
}
