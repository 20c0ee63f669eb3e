// Dice Engine group fights, N against M, on the rising initiative tracker (DE-INIT-1..7): everyone
// rolls initiative once; whoever has the lowest acts and adds the action's cost; those tied act as a
// batch, declaring against the same moment (DE-INIT-6); time passing runs the conditions
// (DE-INIT-7). Each fighter plays as its duel does (duel-reference.ts): the attack with the best
// expected damage per initiative (rated against the first foe listed), standing up when Prone spoils
// it, reloading or changing weapons when a magazine cannot pay; each attack goes at the foe its side's
// focus picks among those still up, built from both sides' conditions at that moment. A fighter at
// 0 HP or knocked out leaves the tracker; the fallen are left alone and roll their death checks as
// time passes (DE-DEATH-2, 3) until the fight ends, then until stabilised or dead. The book has no
// morale rules: a side fights until none of it is up.
//
// This is the reference loop through the rules' entry points (the tracker, `rollAttack`,
// `applyDamage`, `advanceTime`, `onBecomeActive`, `standUp`); there is no separate fast loop for the
// group. group.test.ts proves that one against one it plays the reference duel's fights exactly.

import { EngineError } from "../../engine/errors.js";
import type { DuelRequest } from "../../engine/facets/fight.js";
import { type Dice, diceSource } from "../../engine/facets/fight.js";
import {
  type GroupFightStrategy,
  type GroupRecorder,
  type GroupRequest,
  pickTarget,
} from "../../engine/facets/group-fight.js";
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
import { type Arm, armsStart, carryOut, decide, type Turn } from "./duel-arms.js";
import { momentOf, requestAt, sprayRequestAt } from "./duel-attacks.js";
import { hurting, leftAlone, ruleOptions } from "./duel-conditions.js";
import { setupDuel } from "./duel-setup.js";
import type { DiceEngineOptions } from "./options.js";
import {
  activeIds,
  applyBatch,
  burn,
  declareBatch,
  leaveTracker,
  orThrow,
  rollInitiative,
  startTracker,
  type Tracker,
} from "./tracker/index.js";

const idOf = (c: number) => `c${c}`;
const indexOf = (id: string) => Number(id.slice(1));

interface Fighter {
  view: DefenderView;
  arms: Arm[];
  weapon: string;
}

function setup(req: GroupRequest): { fighters: Fighter[]; sideOf: (0 | 1)[]; notes: string[] } {
  if (req.sides[0].length === 0 || req.sides[1].length === 0)
    throw new EngineError("invalid", "each side needs at least one fighter", ["sides"]);
  const chars = [...(req.sides[0] as DeCharacter[]), ...(req.sides[1] as DeCharacter[])];
  const sideOf = chars.map((_, i) => (i < req.sides[0].length ? 0 : 1)) as (0 | 1)[];
  const notes = new Set<string>();
  const fighters = chars.map((c, i) => {
    const side = sideOf[i]!;
    const foe = (side === 0 ? req.sides[1] : req.sides[0])[0] as DeCharacter;
    const at = i - (side === 0 ? 0 : req.sides[0].length);
    const gear = req.equipment;
    const duel: DuelRequest = {
      ...(gear ? { equipment: [gear[side]?.[at], gear[side === 0 ? 1 : 0]?.[0]] as [unknown, unknown] } : {}),
      options: req.options,
      fighters: [c, foe],
      weapons: [undefined, undefined],
      settings: {},
      maxRounds: req.maxRounds,
    };
    let s: ReturnType<typeof setupDuel>;
    try {
      s = setupDuel(duel);
    } catch (e) {
      if (e instanceof EngineError && e.path[0] === "fighters" && e.path[1] === 0)
        throw new EngineError(e.code, e.message, ["sides", side, at, ...e.path.slice(2)], e.issues);
      throw e;
    }
    for (const n of s.notes) if (n.startsWith(c.name)) notes.add(n);
    return { view: s.views[0], arms: s.arms[0], weapon: s.weapons[0].name };
  });
  notes.add(
    "nobody moves, dodges, holds or waits: each fighter attacks whenever active, standing up first when Prone spoils the attack and reloading or changing weapons when a magazine cannot pay; rounds are ticks of the initiative tracker from the first action",
  );
  notes.add(
    "a fighter at 0 HP or knocked out leaves the tracker and is left alone: death checks every 10 initiative until stabilised or dead (DE-DEATH-2, 3)",
  );
  notes.add("the Dice Engine has no morale rules: each side fights until none of it is up");
  return { fighters, sideOf, notes: [...notes] };
}

export const diceEngineGroup: GroupFightStrategy = {
  initiative:
    "the rising tracker: initiative rolled once (DE-INIT-2); the lowest acts and adds the action's cost, ties act as a batch (DE-INIT-1..6)",
  prepare(req) {
    const { fighters, sideOf, notes } = setup(req);
    const o = req.options as DiceEngineOptions;
    const chars = [...(req.sides[0] as DeCharacter[]), ...(req.sides[1] as DeCharacter[])];
    const rules = ruleOptions(o);
    const hurts = hurting(rules);
    const n = fighters.length;
    return {
      combatants: fighters.map((f, i) => ({ name: chars[i]!.name, side: sideOf[i]!, weapon: f.weapon })),
      notes,
      fight(d: Dice, rec: GroupRecorder) {
        const dice = diceSource(d);
        const ctx = (now: number) => ({ now, dice, options: rules });
        const views = fighters.map((f) => f.view);
        const held = fighters.map((f) => armsStart(f.arms));
        const chains: (SustainedChain | null)[] = fighters.map(() => null);
        const up = new Uint8Array(n).fill(1);
        const attacked = new Int32Array(n);
        const hp = new Float64Array(n);
        const fallen: number[] = [];
        const inits = chars.map((c) => orThrow(rollInitiative(c.stats, dice, o)).initiative);
        let tracker: Tracker = orThrow(
          startTracker(inits.map((initiative, i) => ({ id: idOf(i), initiative }))),
        );
        rec.begin([...Array(n).keys()].sort((a, b) => inits[a]! - inits[b]! || a - b));
        const t0 = tracker.time;
        const out = (v: DefenderView) => v.vitals.unconscious !== null || v.vitals.dead;
        const life = (v: DefenderView) =>
          v.vitals.track.kind === "hpStun" ? v.vitals.track.hp : v.vitals.track.res;
        const burnOn = (c: number, amount: number, reason: string) => {
          if (up[c] === 1) tracker = orThrow(burn(tracker, idOf(c), amount, reason)).tracker;
        };
        /** Takes the newly fallen off the tracker; returns whether the fight is over, and ends it. */
        const settle = (at: number): boolean => {
          const left = [0, 0];
          for (let c = 0; c < n; c++) {
            if (up[c] === 1 && out(views[c]!)) {
              up[c] = 0;
              fallen.push(c);
              tracker = orThrow(leaveTracker(tracker, idOf(c))).tracker;
            }
            if (up[c] === 1) left[sideOf[c]!]!++;
          }
          if (left[0]! > 0 && left[1]! > 0) return false;
          for (const c of fallen.sort((a, b) => a - b))
            rec.drop(c, leftAlone(views[c]!, sideOf[c]!, at, dice, rules, hurts).vitals.dead);
          rec.end(at - t0, left[0]! > 0 ? 0 : left[1]! > 0 ? 1 : null, false);
          return true;
        };
        let last = t0;
        for (;;) {
          const now = tracker.time;
          const upTo = Math.min(now, t0 + req.maxRounds);
          if (upTo > last) {
            let burned = false;
            for (let c = 0; c < n; c++) {
              const r = advanceTime(views[c]!, upTo, ctx(last));
              views[c] = r.view;
              if (r.initiative > 0 && up[c] === 1) {
                burnOn(c, r.initiative, "conditions");
                burned = true;
              }
            }
            last = upTo;
            if (settle(upTo)) return;
            if (burned) continue;
          }
          if (now - t0 > req.maxRounds) {
            for (const c of fallen.sort((a, b) => a - b)) rec.drop(c, views[c]!.vitals.dead);
            rec.end(req.maxRounds, null, true);
            return;
          }
          // DE-COND-20, 29, 30: becoming active may burn the turn away (Surprised, incapacitated).
          const actors: number[] = [];
          for (const id of activeIds(tracker)) {
            const c = indexOf(id);
            const a = onBecomeActive(views[c]!, ctx(now));
            views[c] = a.view;
            if (a.burn > 0) burnOn(c, a.burn, "conditions");
            if (a.mayAct) actors.push(c);
          }
          if (actors.length === 0) continue;
          // DE-INIT-6: everyone acting now declares against the state of this moment, then all resolve.
          const standing: number[] = [];
          const turns = actors.map((c) => {
            const foe = sideOf[c] === 0 ? 1 : 0;
            standing.length = 0;
            for (let k = 0; k < n; k++) {
              hp[k] = life(views[k]!);
              if (up[k] === 1 && sideOf[k] === foe) standing.push(k);
            }
            const target = pickTarget(req.tactics[sideOf[c]!].focus, standing, hp, attacked);
            const h = held[c]!;
            const arm = fighters[c]!.arms[h.current]!;
            const prone = hasCondition(views[c]!, "prone", now);
            const turn: Turn = decide(fighters[c]!.arms, h, prone, arm.rated.attack.plan.cost);
            let attack: { request: AttackRequest; spray: SprayRequest | null } | null = null;
            if (turn.kind === "attack") {
              attacked[target]!++;
              const b = arm.rated.base;
              const m = momentOf(b.weapon, views[c]!, views[target]!, now, o);
              const ammo = arm.magazine ? h.rounds[h.current] : undefined;
              const sustained = { chain: chains[c]!, attackerInitiative: now, lineOfSightKept: true };
              attack = {
                request: requestAt(b, m, { ammo, ...(b.type === "sustained" ? { sustained } : {}) }),
                spray: b.type === "spray" ? sprayRequestAt(b, m, ammo) : null,
              };
            }
            return { c, target, turn, attack };
          });
          const batch = orThrow(
            declareBatch(
              tracker,
              turns.map((t) => ({
                id: idOf(t.c),
                action: { kind: "custom" as const, name: t.turn.kind, cost: t.turn.cost },
              })),
              o,
            ),
          );
          const burns: [number, number][] = [];
          for (const { c, target, turn, attack } of turns) {
            const h = held[c]!;
            if (turn.kind === "stand") {
              const r = standUp(views[c]!, now);
              if (r.ok) views[c] = r.view;
              continue;
            }
            if (!attack) {
              carryOut(fighters[c]!.arms, h, turn);
              continue;
            }
            const arm = fighters[c]!.arms[h.current]!;
            let result: TargetResult;
            let used: number;
            if (attack.spray) {
              const r = orThrow(rollSpray(attack.spray, dice, o));
              result = r.targets[0]!;
              used = r.ammoUsed;
              chains[c] = null;
            } else {
              const r = orThrow(rollAttack(attack.request, dice, o));
              result = r;
              used = r.ammoUsed;
              chains[c] = r.sustained;
            }
            if (arm.magazine) h.rounds[h.current]! -= used;
            const distance = arm.rated.base.distance;
            const handOff = attackHandOff(result, distance === undefined ? {} : { distance });
            if (!handOff) {
              rec.attack(c, target, false, 0);
              continue;
            }
            const applied = applyDamage(views[target]!, handOff, ctx(now));
            views[target] = applied.view;
            rec.attack(c, target, true, applied.damage.final);
            if (applied.initiative > 0) burns.push([target, applied.initiative]);
          }
          tracker = orThrow(applyBatch(tracker, batch)).tracker;
          for (const [c, amount] of burns) burnOn(c, amount, "initiative damage");
          if (settle(now)) return;
        }
      },
    };
  },
};
