// A Dice Engine duel on the rising initiative tracker: both roll `1d6 − Logic` (DE-INIT-2, the
// `initiativeFormula` option); whoever has the lowest initiative is active, acts and adds the
// action's initiative cost (DE-INIT-4, 5, DE-ACT-2); a tie acts together, each action resolved even
// if the other drops its author (DE-INIT-6). An attack is 2d10 + the weapon's stat against the
// defender's DV (DE-ATK-3, 4, DE-CRIT-*), built as the table's attack action builds it from both
// characters (perks, DV modifiers, conditions); its damage goes through Endurance and EA (DE-ATK-7)
// to Stun and then HP (DE-HEALTH-3..5); taking Stun to 0 calls for the consciousness check
// (DE-HEALTH-6, 7), reaching 0 HP knocks the side out with a death check at once (DE-HEALTH-8,
// DE-DEATH-1..3). The fight ends when a side is knocked out. Whoever dropped is then left alone:
// dying, it rolls its death checks every 10 initiative until stabilised or dead (DE-DEATH-2); a Bleed
// or Burning it carries goes on hurting it, damage at 0 HP forcing death checks (DE-DEATH-4), until
// it dies, wakes (and can tend its wounds) or can no longer be hurt. "Dead" counts those that die.
//
// Beyond one plain attack a side (duel-arms.ts, duel-attacks.ts, duel-choice.ts, duel-conditions.ts):
//   Ammunition (DE-ATK-6). The book gives weapons no magazine size and reloads no price, and the
//     table's `reload` action states the rounds without charging initiative (a setting prices it),
//     so a magazine is a duel setting: `ammoA` / `ammoB`, by weapon, { rounds, reload, spare? }.
//     Each attack spends rating × ammoPerAttack rounds; a weapon given no magazine is not counted
//     and never runs out, as at the table. When the magazine cannot pay for the attack the fighter
//     reloads (the settings' initiative; a full magazine replaces the old one, whose rounds are not
//     used again), unless another of its weapons deals more per initiative (reloads counted) or no
//     spare magazine is left: then it drops the empty weapon (0, C.9) and draws the best of the
//     others (1, from a holster, our reading; the Unarmed Strike needs none). The others are the
//     kit's weapons in order, then the Unarmed Strike; a dropped weapon is not taken up again, and
//     no smaller attack of the same weapon is fired instead of reloading.
//   Sustained attacks (DE-TYPE-5): the chain as the attack rules keep it (the same weapon at the
//     same defender, less than 5 initiative between its attacks, a miss breaks it unless option
//     `sustainedResetOnMiss` is off); a reload of 5 or more breaks it. For the choice of attack it
//     is rated by its mean over a chain as long as the fight is expected to last (as many attacks as
//     its ×1 damage needs to deal the defender's Stun and HP, at most 20).
//   Spray attacks (DE-TYPE-10, 11): the book designs them "to deal significant damage to one target
//     or to hit multiple targets", so a duel aims all X shots at the one defender (as the table's
//     attack with one defender does): one roll with +1 per 5 shots, min(DoS, X) hits as one damage
//     instance, X rounds spent.
//   Conditions a weapon inflicts on a hit (§25), as `applyDamage` applies them: merged, resisted
//     (the check, DoS off a rating, immunity, resilience, susceptibility), timed on the tracker's
//     time, re-applied by DE-COND-7, acting through the conditions rules. Bleed and Burning deal
//     damage every 10 initiative; Blinded, Prone and Restrained weigh on attack rolls both ways;
//     Paralysed and Surprised make attacks meet the Surprised DV, and Surprised burns 8 when active;
//     Poisoned weighs on the Endurance checks (consciousness, death, resisting); Incapacitated and
//     Paralysed burn the turn (5); ElectroShock burns 5 on gaining it and checks DC 15 each time
//     active, paralysing on a failure. Deafened, Nauseated and Grappled are played but change
//     nothing (a duel makes no perception or mental checks, and nobody moves). Refused: Asphyxiated
//     (it ends only when its cause lets the character breathe, which a duel cannot say, and the
//     stats it lowers would change rolls worked out once) and ids the catalogue does not know (the
//     table treats those as tags that do nothing). A Prone fighter whose weapon is neither Light
//     nor Anchored stands up (2) before it attacks; nobody spends 7 initiative to lower its own Bleed
//     or Burning (DE-COND-15, 32): a fight to the drop is short, and attacking is what it measures.
// Not simulated: movement, Dodge and other interrupts, holds and waits, grapples, shoves, throws,
// takedowns and explosions (a duel has no map and one defender), anything a fighter must declare
// (stances, a reckless attack), a weapon's post-attack checks (DE-ATK-5: the core book gives them
// no outcome), First Aid, and what the standing side does after the fight.
//
// Two ways to play it, proven equal step by step by duel.test.ts on the same dice:
//   fast       every roll that does not change during a fight is compiled once by the ruleset's own
//              rules into a table over the faces of its dice — the attack (planAttack, resolveCheck,
//              judgeAttack), the consciousness and death checks (healthCheckRequest, resolveCheck) —
//              and the damage of each hit by `applyDamage` itself, memoised by the weapon roll; a
//              fight then draws numbers, looks them up and runs `damageTrack` and `tallyDeathCheck`.
//              This file plays a plain duel (one attack a side, nothing counted, no chain, no
//              condition); duel-rich.ts the others, with an attack compiled per moment (the
//              conditions on both sides, the chain's n) and the health and conditions rules' steps
//              with compiled checks (duel-fast-rules.ts). Both are set up by duel-setup.ts.
//   reference  (duel-reference.ts) the same fight through the rules' own entry points for every
//              step: rollInitiative, the tracker (startTracker, declareBatch, applyBatch, burn),
//              advanceTime and onBecomeActive, rollAttack or rollSpray, attackHandOff, applyDamage,
//              standUp. Slow; the proof, and the peer of a benchmark.
//
// Where the book leaves the choice to the fighters: each side acts every time it is active, with
// its first weapon (default: the first of its kit, else the Unarmed Strike) and one attack type
// (default: the one with the best expected damage per initiative against this opponent).

import type { Dice, DuelStrategy, FightRecorder, PreparedDuel, Side } from "../../engine/facets/fight.js";
import { judge } from "./check/index.js";
import type { DefenderView } from "./damage/target.js";
import { damageOf, initiativeOf, type SideAttack } from "./duel-attacks.js";
import { compileCheck, type FaceResults, type FastCheck, sampler, throwCheck } from "./duel-checks.js";
import { RichDuel } from "./duel-rich.js";
import { type DuelSetup, other, setupDuel } from "./duel-setup.js";
import { CONSCIOUSNESS_CHECK, consciousnessDc, needsConsciousnessCheck } from "./health/consciousness.js";
import { DEATH_CHECK, tallyDeathCheck } from "./health/death.js";
import { healthCheckRequest } from "./health/roll.js";
import { damageTrack } from "./health/track.js";
import { type DeathTally, deathTallySchema, type Track, type Vitals } from "./health/vitals.js";
import type { DiceEngineOptions } from "./options.js";

// ---- the fast duel -------------------------------------------------------------------------------

type Mode = "normal" | "stun" | "direct";

const AWAKE = { dead: false, unconscious: null } as unknown as Vitals;

/** The death-check tallies as one number: successes × 4 + failures. */
const TALLY_STATES = 16;
const STABILISED = 1;
const DEAD = 2;

/**
 * DE-DEATH-3, 5: `tallyDeathCheck` for every tally a fight can reach, as
 * next[state × 2 + success] = next state × 4 + (STABILISED | DEAD | 0).
 */
function deathTallyTable(): Int32Array {
  const next = new Int32Array(TALLY_STATES * 2);
  const none = deathTallySchema.parse({});
  for (let state = 0; state < TALLY_STATES; state++)
    for (const success of [false, true]) {
      const before: DeathTally = { ...none, successes: Math.floor(state / 4), failures: state % 4 };
      const t = tallyDeathCheck(before, success, false);
      const code = t.outcome === "dead" ? DEAD : t.outcome === "stabilised" ? STABILISED : 0;
      next[state * 2 + (success ? 1 : 0)] = (t.death.successes * 4 + t.death.failures) * 4 + code;
    }
  return next;
}

/** What a hit left: lost its life (DE-HEALTH-8), or calls for the consciousness check (DE-HEALTH-6, 7). */
const REACHED_ZERO = 1;
const CONSCIOUSNESS = 2;
/**
 * Stun, life and damage below this are memoised; the key then stays a small integer (no heap
 * number per lookup). Anything larger goes to `damageTrack` every time.
 */
const MEMO = 1024;

/** A plain duel: each side attacks with one weapon, nothing counted, no chain, no condition. */
class FastDuel implements PreparedDuel {
  readonly unit = "tick";
  readonly notes: string[];
  readonly weapons: [string, string];
  private readonly o: DiceEngineOptions;
  private readonly attacks: [SideAttack, SideAttack];
  private readonly targets: [DefenderView, DefenderView];
  private readonly cost: [number, number];
  private readonly mode: [Mode, Mode];
  private readonly initiative: [(d: Dice) => number, (d: Dice) => number];
  private readonly damage: [(d: Dice) => number, (d: Dice) => number];
  private readonly start: [Track, Track];
  /** consciousness[side][missing HP]: the DC 12 + missing HP Endurance check (DE-HEALTH-6). */
  private readonly consciousness: [FastCheck[], FastCheck[]];
  private readonly death: [FastCheck, FastCheck];
  private readonly tallies = deathTallyTable();
  /** Per side hit: (Stun, life, damage) → what `damageTrack` leaves, packed (see `hit`). */
  private readonly memo: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  private readonly initiativeDamage: boolean;
  // The fight's state, per side: Stun, HP (or Res), knocked out, dying, dead, death tallies.
  private readonly stun = new Int32Array(2);
  private readonly life = new Int32Array(2);
  private readonly down = new Uint8Array(2);
  private readonly dying = new Uint8Array(2);
  private readonly dead = new Uint8Array(2);
  private readonly tally = new Int32Array(2);

  constructor(
    s: DuelSetup,
    private readonly maxTicks: number,
  ) {
    const o = s.o;
    this.o = o;
    this.notes = s.notes;
    this.weapons = [s.weapons[0].name, s.weapons[1].name];
    this.attacks = s.attacks;
    this.targets = [s.views[1], s.views[0]];
    this.cost = [s.attacks[0].plan.cost, s.attacks[1].plan.cost];
    this.mode = s.attacks.map((a) => {
      const t = a.plan.damageType;
      return t.direct ? "direct" : t.stun ? "stun" : "normal";
    }) as [Mode, Mode];
    this.initiativeDamage = s.weapons.some((w) => w.damageType === "initiative");
    this.initiative = [sampler(s.initiative[0]), sampler(s.initiative[1])];
    this.damage = [sampler(s.attacks[0].plan.damageExpr), sampler(s.attacks[1].plan.damageExpr)];
    this.start = [s.views[0].vitals.track, s.views[1].vitals.track];
    const faces: FaceResults = new Map();
    const health = (
      view: DefenderView,
      spec: { purpose: "consciousness" | "deathCheck"; stat: "endurance"; dc: number },
    ) =>
      compileCheck(
        healthCheckRequest(view, spec, o, 0).request,
        o,
        (r) => (judge(r.total, spec.dc, r.crit, false, o).success ? 1 : 0),
        faces,
      );
    this.consciousness = s.views.map((v) => {
      const t = v.vitals.track;
      const list: FastCheck[] = [];
      if (t.kind === "hpStun")
        for (let missing = 0; missing <= t.maxHp; missing++)
          list.push(
            health(v, {
              purpose: "consciousness",
              stat: CONSCIOUSNESS_CHECK.stat,
              dc: consciousnessDc({ ...t, hp: t.maxHp - missing }),
            }),
          );
      return list;
    }) as [FastCheck[], FastCheck[]];
    this.death = s.views.map((v) =>
      health(v, { purpose: "deathCheck", stat: DEATH_CHECK.stat, dc: DEATH_CHECK.dc }),
    ) as [FastCheck, FastCheck];
  }

  /** The side's trackers as the health rules take them. */
  private trackOf(side: Side): Track {
    const t = this.start[side];
    return t.kind === "hpStun"
      ? { ...t, stun: this.stun[side]!, hp: this.life[side]! }
      : { ...t, res: this.life[side]! };
  }

  /**
   * DE-HEALTH-3..5, DE-DMG-11..13, DE-RES-1: `damage` to `side`'s trackers by `damageTrack`, memoised.
   * Returns REACHED_ZERO, CONSCIOUSNESS or 0 for the check the hit calls for.
   */
  private hit(side: Side, damage: number): number {
    const memo = this.memo[side];
    const stun0 = this.stun[side]!;
    const life0 = this.life[side]!;
    const small = stun0 < MEMO && life0 < MEMO && damage < MEMO;
    const key = (stun0 * MEMO + life0) * MEMO + damage;
    let v = small ? memo.get(key) : undefined;
    if (v === undefined) {
      const change = damageTrack(this.trackOf(side), damage, this.mode[other(side)], this.o);
      const t = change.track;
      const flags = change.lifeReachedZero
        ? REACHED_ZERO
        : needsConsciousnessCheck(AWAKE, change)
          ? CONSCIOUSNESS
          : 0;
      const stun = t.kind === "hpStun" ? t.stun : 0;
      const life = t.kind === "hpStun" ? t.hp : t.res;
      if (!small) {
        this.stun[side] = stun;
        this.life[side] = life;
        return flags;
      }
      v = (stun * MEMO + life) * 4 + flags;
      memo.set(key, v);
    }
    const flags = v & 3;
    const rest = v >> 2;
    this.life[side] = rest % MEMO;
    this.stun[side] = (rest / MEMO) | 0;
    return flags;
  }

  /** One death check (DE-DEATH-1, 3, 9); a stabilised character at 0 HP sleeps 1d6 hours (DE-DEATH-6). */
  private deathCheck(side: Side, d: Dice): void {
    const success = throwCheck(this.death[side], d, this.o);
    const next = this.tallies[this.tally[side]! * 2 + success]!;
    const code = next % 4;
    this.tally[side] = (next - code) / 4;
    if (code === DEAD) {
      this.dead[side] = 1;
      this.dying[side] = 0;
    } else if (code === STABILISED) {
      this.dying[side] = 0;
      if (this.start[side].kind === "hpStun") d.below(DEATH_CHECK.stabilisedHoursDie);
    }
  }

  /** `side` attacks; returns the initiative damage it deals (DE-DMG-8). */
  private attack(side: Side, d: Dice, rec: FightRecorder): number {
    const a = this.attacks[side];
    const v = throwCheck(a.roll, d, this.o);
    if (v === 0) {
      rec.attack(side, false, 0);
      return 0;
    }
    const foe = other(side);
    const rolled = this.damage[side](d);
    const body = damageOf(a, this.targets[side], v - 1, rolled, this.o);
    rec.attack(side, true, body);
    const check = this.hit(foe, body);
    if (check === REACHED_ZERO) {
      // DE-HEALTH-8: unconscious and dying, with a death check at once.
      this.down[foe] = 1;
      this.dying[foe] = 1;
      this.deathCheck(foe, d);
    } else if (check === CONSCIOUSNESS) {
      const t = this.start[foe] as Extract<Track, { kind: "hpStun" }>;
      if (throwCheck(this.consciousness[foe][t.maxHp - this.life[foe]!]!, d, this.o) === 0) {
        d.below(CONSCIOUSNESS_CHECK.hoursDie);
        this.down[foe] = 1;
      }
    }
    return this.initiativeDamage ? initiativeOf(a, v - 1, rolled) : 0;
  }

  fight(d: Dice, rec: FightRecorder): void {
    for (const side of [0, 1] as const) {
      const t = this.start[side];
      this.stun[side] = t.kind === "hpStun" ? t.stun : 0;
      this.life[side] = t.kind === "hpStun" ? t.hp : t.res;
      this.down[side] = this.dying[side] = this.dead[side] = 0;
      this.tally[side] = 0;
    }
    let i0 = this.initiative[0](d);
    let i1 = this.initiative[1](d);
    rec.begin(i0 < i1 ? 0 : i1 < i0 ? 1 : null);
    const t0 = i0 < i1 ? i0 : i1;
    for (;;) {
      const t = i0 < i1 ? i0 : i1;
      if (t - t0 > this.maxTicks) {
        rec.end(this.maxTicks, 0, 0, true);
        return;
      }
      // DE-INIT-6: on a tie both attack, each whatever the other's attack did to it.
      const acts0 = i0 === t;
      const acts1 = i1 === t;
      const hurt1 = acts0 ? this.attack(0, d, rec) : 0;
      const hurt0 = acts1 ? this.attack(1, d, rec) : 0;
      if (acts0) i0 += this.cost[0];
      if (acts1) i1 += this.cost[1];
      i0 += hurt0;
      i1 += hurt1;
      if (this.down[0] || this.down[1]) {
        // Left alone, the dying roll on until stabilised or dead (DE-DEATH-2).
        while (this.dying[0]) this.deathCheck(0, d);
        while (this.dying[1]) this.deathCheck(1, d);
        rec.end(t - t0, this.down[0]! | (this.down[1]! << 1), this.dead[0]! | (this.dead[1]! << 1), false);
        return;
      }
    }
  }
}

export const diceEngineDuel: DuelStrategy = {
  ruleset: "dice-engine",
  summary:
    "1d6 − Logic on the rising tracker; the lowest attacks (2d10 + stat against DV) and pays its attack type's ticks; damage through Endurance and EA to Stun, then HP; ends when a side is knocked out or at 0 HP",
  equipment: true,
  defaultMaxRounds: 200,
  settings: {
    help: 'each side\'s attack type ("attackA", "attackB": "heavy:2", "precision"…; default the best expected damage per tick), the distance in metres ("distance"), and magazines by weapon ("ammoA", "ammoB": {"Machine Pistol": {"rounds": 12, "reload": 5, "spare": 2}})',
    example: { attackA: "heavy:2", attackB: "precision" },
  },
  prepare: (req) => {
    const s = setupDuel(req);
    return s.plain ? new FastDuel(s, req.maxRounds) : new RichDuel(s, req.maxRounds);
  },
};
