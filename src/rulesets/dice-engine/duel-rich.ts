// The fast duel when more than one plain attack is in play (see duel.ts): magazines that run dry
// and the reloads or weapon changes that follow (duel-arms.ts), Sustained chains (DE-TYPE-5), and
// conditions inflicted on a hit (§25). Like the plain loop it throws attacks compiled over their
// faces, rolls weapons with the dice layer's sampler and memoises the damage of a hit; besides:
//   - each attack is compiled once per moment it meets: the levels of advantage and disadvantage
//     both sides' conditions give, the DV met, and the n of a Sustained chain;
//   - each side is a full view of the rules (trackers, unconsciousness, death tallies, conditions),
//     which the health and conditions rules' steps change (duel-fast-rules.ts: a hit's trackers,
//     checks and conditions, time passing, becoming active, being left alone), with every check
//     compiled; standing up is the rules' `standUp`.

import type { Dice, FightRecorder, PreparedDuel, Side } from "../../engine/facets/fight.js";
import type { ConditionApplication } from "./conditions/index.js";
import { hasCondition, mergeApplications, standUp } from "./conditions/index.js";
import type { DefenderView } from "./damage/target.js";
import type { DamageTrack } from "./damage/types.js";
import { type Arm, type ArmsState, armsStart, carryOut, decide, type Turn } from "./duel-arms.js";
import {
  compileAttack,
  damageOf,
  initiativeOf,
  type Moment,
  momentOf,
  type SideAttack,
} from "./duel-attacks.js";
import { sampler, throwCheck } from "./duel-checks.js";
import { type Hurting, hurting, ruleOptions } from "./duel-conditions.js";
import { allInForce, FastRules } from "./duel-fast-rules.js";
import { type DuelSetup, other } from "./duel-setup.js";

/** DE-TYPE-5: the chain breaks when this much initiative passes between its attacks. */
const CHAIN_BREAK = 5;

/** What a fight went through, for tests that show the fights cover every path (see `trace`). */
export type RichPath =
  | "reload"
  | "switch"
  | "stand"
  | "chain"
  | "conditionGained"
  | "droppedByCondition"
  | "burnedWhenActive"
  | "diedLeftAlone";

interface Planned {
  side: Side;
  turn: Turn;
  arm: number;
  attack: SideAttack | null;
  n: number;
}

/** What an arm's hits do besides damage: the track they hit, initiative damage, conditions. */
interface HitShape {
  mode: DamageTrack;
  initiativeDamage: boolean;
  conditions: ConditionApplication[];
}

export class RichDuel implements PreparedDuel {
  readonly unit = "tick";
  readonly notes: string[];
  readonly weapons: [string, string];
  private readonly s: DuelSetup;
  private readonly arms: [Arm[], Arm[]];
  private readonly rules: FastRules;
  private readonly hurts: Hurting;
  private readonly initiative: [(d: Dice) => number, (d: Dice) => number];
  /** Per side and arm: its attacks compiled by moment and chain (`${adv}|${dis}|${dv}|${n}`). */
  private readonly compiled: Map<string, SideAttack>[][];
  private readonly samplers = new Map<string, (d: Dice) => number>();
  private readonly shapes: HitShape[][];
  /** Per side and arm: the last moment worked out, with the condition lists it was for. */
  private readonly moments: ({ mine: unknown; theirs: unknown; moment: Moment } | null)[][];
  // The fight's state.
  private readonly init = new Int32Array(2);
  private views: [DefenderView, DefenderView];
  private held: [ArmsState, ArmsState];
  /** The Sustained chain per side: the arm it is made with (−1: none), its hits, the initiative after it. */
  private readonly chainArm = new Int32Array(2);
  private readonly chainHits = new Int32Array(2);
  private readonly chainAfter = new Int32Array(2);
  /** Told each path a fight takes; tests set it to see the fights cover them. Null in a run. */
  trace: ((path: RichPath) => void) | null = null;

  constructor(
    s: DuelSetup,
    private readonly maxTicks: number,
  ) {
    this.s = s;
    this.notes = s.notes;
    this.weapons = [s.weapons[0].name, s.weapons[1].name];
    this.arms = s.arms;
    const options = ruleOptions(s.o);
    this.rules = new FastRules(s.o, options);
    this.hurts = hurting(options);
    this.initiative = [sampler(s.initiative[0]), sampler(s.initiative[1])];
    this.compiled = s.arms.map((arms) => arms.map(() => new Map()));
    this.moments = s.arms.map((arms) => arms.map(() => null));
    this.shapes = s.arms.map((arms) =>
      arms.map((a) => {
        const t = a.rated.attack.plan.damageType;
        return {
          mode: t.direct ? "direct" : t.stun ? "stun" : "normal",
          initiativeDamage: a.weapon.damageType === "initiative",
          conditions: mergeApplications(a.weapon.onHit),
        };
      }),
    );
    this.views = [s.views[0], s.views[1]];
    this.held = [armsStart(s.arms[0]), armsStart(s.arms[1])];
  }

  private out(side: Side): boolean {
    const v = this.views[side].vitals;
    return v.unconscious !== null || v.dead;
  }

  /** The attack of `side`'s arm at this moment, compiled the first time that moment comes. */
  private attackAt(side: Side, arm: number, now: number, n: number): SideAttack {
    const a = this.arms[side][arm]!;
    const mine = this.views[side].conditions;
    const theirs = this.views[other(side)].conditions;
    const calm = mine.length === 0 && theirs.length === 0;
    if (n === 1 && calm) return a.rated.attack;
    const m: Moment = calm ? a.rated.attack.moment : this.momentNow(side, arm, now);
    const key = `${m.advantage}|${m.disadvantage}|${m.dv}|${n}`;
    const cache = this.compiled[side]![arm]!;
    let c = cache.get(key);
    if (!c) {
      c = compileAttack(a.rated.base, m, n, this.s.o);
      cache.set(key, c);
    }
    return c;
  }

  /**
   * The moment's part of `side`'s attack with `arm`, kept for the pair of condition lists it was
   * worked out for (lists are replaced, never changed) while everything listed is in force.
   */
  private momentNow(side: Side, arm: number, now: number): Moment {
    const attacker = this.views[side];
    const defender = this.views[other(side)];
    const fresh = allInForce(attacker.conditions, now) && allInForce(defender.conditions, now);
    const last = this.moments[side]![arm]!;
    if (fresh && last && last.mine === attacker.conditions && last.theirs === defender.conditions)
      return last.moment;
    const moment = momentOf(this.arms[side][arm]!.weapon, attacker, defender, now, this.s.o);
    if (fresh) this.moments[side]![arm] = { mine: attacker.conditions, theirs: defender.conditions, moment };
    return moment;
  }

  private sample(a: SideAttack): (d: Dice) => number {
    let f = this.samplers.get(a.plan.damageExpr);
    if (!f) {
      f = sampler(a.plan.damageExpr);
      this.samplers.set(a.plan.damageExpr, f);
    }
    return f;
  }

  /** DE-TYPE-5: the n of the next Sustained hit with the arm in hand (the rules' `continuesChain`). */
  private chainN(side: Side, arm: number, now: number): number {
    return this.chainArm[side] === arm &&
      this.chainHits[side]! >= 1 &&
      now - this.chainAfter[side]! < CHAIN_BREAK
      ? this.chainHits[side]! + 1
      : 1;
  }

  /** `side` attacks; returns the initiative its hit costs the other side (DE-DMG-8, DE-COND-28). */
  private attack(p: Planned, d: Dice, rec: FightRecorder, now: number): number {
    const side = p.side;
    const a = p.attack!;
    const arm = this.arms[side][p.arm]!;
    const v = throwCheck(a.roll, d, this.s.o);
    if (arm.magazine) this.held[side].rounds[p.arm]! -= arm.need;
    // The chain after this attack, as `rollAttack` leaves it (option sustainedResetOnMiss).
    if (arm.rated.base.type !== "sustained") this.chainArm[side] = -1;
    else if (v > 0) {
      this.chainArm[side] = p.arm;
      this.chainHits[side] = p.n;
      this.chainAfter[side] = now + a.plan.cost;
    } else if (this.s.o.sustainedResetOnMiss || p.n === 1) this.chainArm[side] = -1;
    else this.chainAfter[side] = now + a.plan.cost;
    if (v === 0) {
      rec.attack(side, false, 0);
      return 0;
    }
    const rolled = this.sample(a)(d);
    const foe = other(side);
    const shape = this.shapes[side]![p.arm]!;
    const final = damageOf(a, this.s.views[foe], v - 1, rolled, this.s.o);
    const initiative = shape.initiativeDamage ? initiativeOf(a, v - 1, rolled) : 0;
    rec.attack(side, true, final);
    const before = this.views[foe].conditions.length;
    const r = this.rules.damage(this.views[foe], final, initiative, shape.mode, shape.conditions, now);
    if (r.view.conditions.length > before) this.trace?.("conditionGained");
    this.views[foe] = r.view;
    return r.initiative;
  }

  /** The end of the fight: whoever dropped is left alone (DE-DEATH-2). */
  private finish(at: number, t0: number, rec: FightRecorder): void {
    let down = 0;
    let dead = 0;
    for (const side of [0, 1] as const) {
      if (!this.out(side)) continue;
      down |= 1 << side;
      const v = this.rules.leftAlone(side, this.views[side], at, this.hurts);
      if (v.vitals.dead) {
        dead |= 1 << side;
        if (this.views[side].conditions.length > 0) this.trace?.("diedLeftAlone");
      }
    }
    rec.end(at - t0, down, dead, false);
  }

  fight(d: Dice, rec: FightRecorder): void {
    this.rules.d = d;
    this.views = [this.s.views[0], this.s.views[1]];
    this.held = [armsStart(this.arms[0]), armsStart(this.arms[1])];
    this.chainArm.fill(-1);
    const init = this.init;
    init[0] = this.initiative[0](d);
    init[1] = this.initiative[1](d);
    rec.begin(init[0]! < init[1]! ? 0 : init[1]! < init[0]! ? 1 : null);
    const t0 = Math.min(init[0]!, init[1]!);
    // Conditions have been run up to this time (DE-INIT-7).
    let last = t0;
    for (;;) {
      const now = Math.min(init[0]!, init[1]!);
      const upTo = Math.min(now, t0 + this.maxTicks);
      if (upTo > last) {
        // Time passes for whoever carries conditions; the others have nothing due.
        let burned = false;
        for (const side of [0, 1] as const) {
          if (this.views[side].conditions.length === 0) continue;
          const r = this.rules.advance(side, this.views[side], upTo);
          this.views[side] = r.view;
          if (r.initiative > 0) {
            init[side]! += r.initiative;
            burned = true;
          }
        }
        last = upTo;
        if (this.out(0) || this.out(1)) {
          this.trace?.("droppedByCondition");
          this.finish(upTo, t0, rec);
          return;
        }
        if (burned) continue;
      }
      if (now - t0 > this.maxTicks) {
        rec.end(this.maxTicks, 0, 0, true);
        return;
      }
      // DE-COND-20, 29, 30: becoming active may burn the turn away.
      const active = [init[0] === now, init[1] === now];
      const actors: Side[] = [];
      for (const side of [0, 1] as const) {
        if (!active[side]) continue;
        if (this.views[side].conditions.length > 0) {
          const a = this.rules.activate(this.views[side], now);
          this.views[side] = a.view;
          init[side]! += a.burn;
          if (a.burn > 0) this.trace?.("burnedWhenActive");
          if (!a.mayAct) continue;
        }
        actors.push(side);
      }
      if (actors.length === 0) continue;
      // DE-INIT-6: each declares against this moment's state, then all resolve in order.
      const plans: Planned[] = actors.map((side) => {
        const h = this.held[side];
        const arm = this.arms[side][h.current]!;
        const prone = hasCondition(this.views[side], "prone", now);
        const turn = decide(this.arms[side], h, prone, arm.rated.attack.plan.cost);
        if (turn.kind !== "attack") return { side, turn, arm: h.current, attack: null, n: 1 };
        const n = arm.rated.base.type === "sustained" ? this.chainN(side, h.current, now) : 1;
        if (n > 1) this.trace?.("chain");
        return { side, turn, arm: h.current, attack: this.attackAt(side, h.current, now, n), n };
      });
      const hurt = [0, 0];
      for (const p of plans) {
        if (p.turn.kind === "attack") {
          hurt[other(p.side)]! += this.attack(p, d, rec, now);
          continue;
        }
        this.trace?.(p.turn.kind);
        if (p.turn.kind === "stand") {
          const r = standUp(this.views[p.side], now);
          if (r.ok) this.views[p.side] = r.view;
        } else carryOut(this.arms[p.side], this.held[p.side], p.turn);
      }
      for (const p of plans) init[p.side]! += p.turn.cost;
      init[0]! += hurt[0]!;
      init[1]! += hurt[1]!;
      if (this.out(0) || this.out(1)) {
        this.finish(now, t0, rec);
        return;
      }
    }
  }
}
