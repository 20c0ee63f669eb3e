// A Dice Engine duel on the rising initiative tracker: both roll `1d6 − Logic` (DE-INIT-2, the
// `initiativeFormula` option); whoever has the lowest initiative is active, attacks and adds the
// attack type's initiative cost (DE-INIT-4, 5, DE-ACT-2); a tie acts together, each attack resolved
// even if the other drops its author (DE-INIT-6). An attack is 2d10 + the weapon's stat against the
// defender's DV (DE-ATK-3, 4, DE-CRIT-*), its damage goes through Endurance and EA (DE-ATK-7) to Stun
// and then HP (DE-HEALTH-3..5); taking Stun to 0 calls for the consciousness check (DE-HEALTH-6, 7),
// reaching 0 HP knocks the side out with a death check at once (DE-HEALTH-8, DE-DEATH-1..3).
// The fight ends when a side is knocked out; one dying at 0 HP is then left alone and rolls its death
// checks every 10 initiative until it is stabilised or dead (DE-DEATH-2), which is what "dead" counts.
//
// Two ways to play it, proven equal step by step by duel.test.ts on the same dice:
//   fast       every roll that does not change during a fight is compiled once by the ruleset's own
//              rules into a table over the faces of its dice — the attack (planAttack, resolveCheck,
//              judgeAttack), the consciousness and death checks (healthCheckRequest, resolveCheck) —
//              and the damage of each hit by `applyDamage` itself, memoised by the weapon roll; a
//              fight then draws numbers, looks them up and runs `damageTrack` and `tallyDeathCheck`.
//   reference  the same fight through the rules' own entry points for every step: rollInitiative,
//              the tracker (startTracker, declareBatch, applyBatch, burn), rollAttack, attackHandOff,
//              applyDamage and runDeathChecks. Slow; the proof, and the peer of a benchmark.
//
// Where the book leaves the choice to the fighters: each side attacks every time it is active, with
// one weapon (default: the first of its kit, else the Unarmed Strike) and one attack type (default:
// the one with the best expected damage per initiative against this opponent); nobody moves, dodges,
// holds or waits. Sustained and Spray attacks, weapons that inflict conditions and ammunition counts
// are not simulated (refused, or said in the notes).

import { z } from "zod";
import { compile, type DiceSource, odds, type Rng } from "../../dice/index.js";
import { EngineError, fromZod } from "../../engine/errors.js";
import { emptyState, type TableState } from "../../engine/state.js";
import {
  type Dice,
  type DuelRequest,
  type DuelStrategy,
  diceSource,
  type FightRecorder,
  type PreparedDuel,
  SIDE_BIT,
  type Side,
} from "../../sim/strategy.js";
import {
  after,
  COMBAT_NOTE_KIND,
  combatNote,
  combatNoteId,
  equipmentSchema,
  stateEvent,
  viewOf,
  weaponOf,
} from "./actions/combat-state.js";
import {
  type AttackPlan,
  type AttackRequest,
  type AttackTypeId,
  attackHandOff,
  damageFromRoll,
  judgeAttack,
  planAttack,
  rollAttack,
  type TargetResult,
  type Weapon,
} from "./attack/index.js";
import { buildRoll, rollSchema } from "./bridge.js";
import type { DeCharacter } from "./character/index.js";
import type { CritClass } from "./check/crit.js";
import {
  type CheckRequestInput,
  type CheckResult,
  checkDice,
  expandExpression,
  judge,
  resolveCheck,
} from "./check/index.js";
import { conditionCheckModifiers, type WeaponProperty } from "./conditions/index.js";
import { applyDamage } from "./damage/apply.js";
import { dvForAttack } from "./damage/defend.js";
import type { DefenderView } from "./damage/target.js";
import { CONSCIOUSNESS_CHECK, consciousnessDc, needsConsciousnessCheck } from "./health/consciousness.js";
import { DEATH_CHECK, runDeathChecks, tallyDeathCheck } from "./health/death.js";
import { healthCheckRequest } from "./health/roll.js";
import { damageTrack } from "./health/track.js";
import { type DeathTally, deathTallySchema, type Track, type Vitals } from "./health/vitals.js";
import type { DiceEngineOptions } from "./options.js";
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

const IDS = ["a", "b"] as const;
const other = (s: Side): Side => (s === 0 ? 1 : 0);

/** Attack types a duel does not play: a Sustained chain and a Spray's shots need rules of their own here. */
const UNPLAYED: readonly AttackTypeId[] = ["sustained", "spray"];

/** "heavy", "heavy:2", "precision": an attack type and, for Type:[X], its rating. */
const attackChoice = z
  .string()
  .trim()
  .regex(/^[a-z]+(:\d+)?$/i, 'an attack is written "type" or "type:rating", e.g. "heavy:2"');

/**
 * The duel's settings (`--duel`): each side's attack (`attackA`, `attackB`; default: the best by
 * expected damage per initiative) and the distance in metres (default: a ranged weapon fights from
 * the near end of its optimum band).
 */
export const diceEngineDuelSettings = z.strictObject({
  attackA: attackChoice.optional(),
  attackB: attackChoice.optional(),
  distance: z.number().min(0).max(100_000).optional(),
});
export type DiceEngineDuelSettings = z.output<typeof diceEngineDuelSettings>;

// ---- checks compiled over their faces ----------------------------------------------------------

/** Face tuples a check may be compiled for; beyond this (many advantage dice) it is resolved per throw. */
const MAX_TABLE = 12 ** 4;

/**
 * A check whose request does not change during a fight, as a table: `value` of the check result for
 * every tuple of faces, indexed in the order `rollCheck` draws the dice (first die most significant).
 */
export interface FastCheck {
  sizes: Int32Array;
  table: Int32Array | null;
  request: CheckRequestInput;
  value(r: CheckResult): number;
}

/**
 * Check results by face tuple, shared by every compiled check with the same request apart from its
 * target (the consciousness checks of each DC, the death check): the faces are resolved once.
 */
export type FaceResults = Map<string, CheckResult[]>;

export function compileCheck(
  request: CheckRequestInput,
  o: DiceEngineOptions,
  value: (r: CheckResult) => number,
  cache: FaceResults = new Map(),
): FastCheck {
  const sizes = Int32Array.from(checkDice(request, o));
  let n = 1;
  for (const s of sizes) n *= s;
  if (n > MAX_TABLE) return { sizes, table: null, request, value };
  const key = JSON.stringify({ ...request, target: null });
  let results = cache.get(key);
  if (!results) {
    const { target: _, ...untargeted } = request;
    results = new Array<CheckResult>(n);
    const faces = new Array<number>(sizes.length).fill(1);
    for (let i = 0; i < n; i++) {
      let rest = i;
      for (let k = sizes.length - 1; k >= 0; k--) {
        faces[k] = (rest % sizes[k]!) + 1;
        rest = Math.floor(rest / sizes[k]!);
      }
      results[i] = resolveCheck(untargeted, faces, o);
    }
    cache.set(key, results);
  }
  const table = new Int32Array(n);
  for (let i = 0; i < n; i++) table[i] = value(results[i]!);
  return { sizes, table, request, value };
}

/** Throws a compiled check: exactly the draws of `rollCheck`, one `below(size)` per die in order. */
export function throwCheck(c: FastCheck, d: Dice, o: DiceEngineOptions): number {
  const sizes = c.sizes;
  if (c.table === null) {
    const faces = Array.from(sizes, (s) => d.below(s) + 1);
    return c.value(resolveCheck(c.request, faces, o));
  }
  let i = 0;
  for (let k = 0; k < sizes.length; k++) i = i * sizes[k]! + d.below(sizes[k]!);
  return c.table[i]!;
}

/** The chance of each value of a compiled check (its faces are equally likely); empty without a table. */
export function compiledOdds(c: FastCheck): Map<number, number> {
  const out = new Map<number, number>();
  if (c.table === null) return out;
  const p = 1 / c.table.length;
  for (const v of c.table) out.set(v, (out.get(v) ?? 0) + p);
  return out;
}

// ---- setting the duel up -------------------------------------------------------------------------

function sideError(side: Side, e: unknown, field: (string | number)[]): never {
  if (e instanceof EngineError)
    throw new EngineError(e.code, e.message, ["fighters", side, ...field, ...e.path], e.issues);
  throw e;
}

/** A hit's damage class: what, besides the weapon roll, decides its damage (DE-ATK-7 steps 1–3). */
interface DamageClass {
  multiples: number;
  crit: CritClass;
  dos: number | null;
  /** Weapon roll → damage to the trackers and initiative damage, filled as rolls come. */
  body: Map<number, number>;
  initiative: Map<number, number>;
}

/** One side's attack, prepared: the request the table would build, its plan, and its compiled roll. */
interface SideAttack {
  request: AttackRequest;
  plan: AttackPlan;
  label: string;
  /** 0 = a miss; k > 0 = a hit of damage class k − 1. */
  roll: FastCheck;
  classes: DamageClass[];
  distance: number | undefined;
}

export interface DuelSetup {
  o: DiceEngineOptions;
  names: [string, string];
  state: TableState;
  views: [DefenderView, DefenderView];
  weapons: [Weapon, Weapon];
  attacks: [SideAttack, SideAttack];
  /** The initiative formula with each side's stats in it (DE-INIT-2). */
  initiative: [string, string];
  notes: string[];
}

/** A view that is dead takes nothing to its trackers and rolls nothing: `applyDamage` only computes. */
function probeOf(view: DefenderView): DefenderView {
  return { ...view, vitals: { ...view.vitals, dead: true } };
}

const NO_DICE: DiceSource = {
  roll: () => {
    throw new Error("the damage probe rolls no dice");
  },
};

/** The final damage of a hit of class `k` with weapon roll `rolled` (memoised). */
function damageOf(a: SideAttack, target: DefenderView, k: number, rolled: number, o: DiceEngineOptions) {
  const c = a.classes[k]!;
  let body = c.body.get(rolled);
  if (body === undefined) {
    const result = rollFree(a, c, rolled);
    const handOff = attackHandOff(result, a.distance === undefined ? {} : { distance: a.distance });
    const out = applyDamage(probeOf(target), handOff!, { now: 0, dice: NO_DICE, options: o });
    body = out.damage.final;
    c.body.set(rolled, body);
    c.initiative.set(rolled, out.damage.initiative);
  }
  return body;
}

/** The hit as `rollPlanned` reports it (what `attackHandOff` reads), for a weapon roll already known. */
function rollFree(a: SideAttack, c: DamageClass, rolled: number): TargetResult {
  // Steps 1–3 of DE-ATK-7 by the attack rules' own function.
  const damage = damageFromRoll(
    rolled,
    [],
    c.multiples,
    c.crit,
    c.dos,
    a.request.attacker,
    a.plan.damageType,
  );
  return { hit: true, damage, conditions: [] } as unknown as TargetResult;
}

/** The attack request the table's attack action builds (actions/attack.ts), for a fight with no conditions. */
function attackRequestOf(
  state: TableState,
  side: Side,
  weapon: Weapon,
  type: AttackTypeId,
  rating: number | undefined,
  distance: number | undefined,
  o: DiceEngineOptions,
): AttackRequest {
  const id = IDS[side];
  const foe = IDS[other(side)];
  const defender = viewOf(state, foe, o, ["defender"]);
  const attackerView = viewOf(state, id, o, ["attacker"]);
  const dv = dvForAttack(defender, { ranged: !weapon.melee, ap: weapon.ap, cover: "none" }, 0);
  const roll = buildRoll(
    state,
    id,
    rollSchema.parse({
      stat: weapon.stat,
      attack: true,
      weapon: { melee: weapon.melee, ...(weapon.skill ? { skill: weapon.skill } : {}) },
      opponent: foe,
    }),
    o,
    [],
    { idField: "attacker" },
  );
  const cond = conditionCheckModifiers(
    attackerView,
    { stat: weapon.stat, attack: true, weapon: weapon.properties as WeaponProperty[] },
    o,
    0,
  );
  const r = roll.build.request;
  return {
    attacker: {
      stat: r.stat,
      training: r.training,
      advantage: r.advantage + dv.attackerAdvantage + cond.advantage,
      disadvantage: r.disadvantage + cond.disadvantage + (r.unskilled ? 1 : 0),
      modifiers: r.modifiers,
      critThresholds: r.critThresholds,
      ...(roll.build.reckless ? { dosDamageCap: attackerView.stats.strength } : {}),
    },
    weapon,
    attackType: type,
    defender: { id: foe, dv: dv.dv },
    lineOfSight: true,
    ...(rating !== undefined ? { rating } : {}),
    ...(distance !== undefined ? { distance } : {}),
  };
}

/** Plans and compiles one attack; refusals come back as EngineErrors under `field`. */
function sideAttack(
  state: TableState,
  side: Side,
  weapon: Weapon,
  type: AttackTypeId,
  rating: number | undefined,
  distance: number | undefined,
  o: DiceEngineOptions,
): SideAttack {
  const request = attackRequestOf(state, side, weapon, type, rating, distance, o);
  const plan = orThrow(planAttack(request, o));
  const classes: DamageClass[] = [];
  const keys = new Map<string, number>();
  const roll = compileCheck(plan.check, o, (r) => {
    const out = judgeAttack(plan, r.total, r.crit, o);
    if (!out.hit) return 0;
    // The DoS matters to the damage only through a DoS-capped bonus (Reckless Abandon).
    const dos = request.attacker.dosDamageCap === undefined ? null : out.dos;
    const crit: CritClass = out.crit === "superCrit" || out.crit === "semiCrit" ? out.crit : "none";
    const key = `${out.multiples}|${crit}|${dos}`;
    let k = keys.get(key);
    if (k === undefined) {
      k = classes.length;
      keys.set(key, k);
      classes.push({ multiples: out.multiples, crit, dos, body: new Map(), initiative: new Map() });
    }
    return k + 1;
  });
  const label = `${weapon.name} ${type}${plan.rating === null ? "" : `:[${plan.rating}]`}`;
  return { request, plan, label, roll, classes, distance };
}

/** Expected damage to the trackers per initiative spent, exactly (null when the roll has no table). */
function damagePerTick(a: SideAttack, target: DefenderView, o: DiceEngineOptions): number | null {
  const chances = compiledOdds(a.roll);
  if (chances.size === 0) return null;
  const rolls = odds(a.plan.damageExpr).pairs();
  let mean = 0;
  for (const [v, p] of chances) {
    if (v === 0) continue;
    for (const [rolled, q] of rolls) mean += p * q * damageOf(a, target, v - 1, rolled, o);
  }
  return mean / a.plan.cost;
}

function parseChoice(text: string): { type: string; rating: number | undefined } {
  const [type, rating] = text.toLowerCase().split(":");
  return { type: type!, rating: rating === undefined ? undefined : Number(rating) };
}

/** The attack a side fights with: the one the settings name, or the best per initiative. */
function chooseAttack(
  state: TableState,
  side: Side,
  weapon: Weapon,
  choice: string | undefined,
  distance: number | undefined,
  target: DefenderView,
  names: [string, string],
  o: DiceEngineOptions,
  notes: string[],
): SideAttack {
  const field = side === 0 ? "attackA" : "attackB";
  if (choice !== undefined) {
    const { type, rating } = parseChoice(choice);
    const offered = weapon.attacks.map((a) => a.type as string);
    if (!offered.includes(type))
      throw new EngineError("refused", `${weapon.name} allows ${offered.join(", ")} attacks, not ${type}`, [
        "settings",
        field,
      ]);
    if (UNPLAYED.includes(type as AttackTypeId))
      throw new EngineError("refused", `${type} attacks are not simulated in duels yet`, ["settings", field]);
    try {
      const a = sideAttack(state, side, weapon, type as AttackTypeId, rating, distance, o);
      notes.push(`${names[side]} attacks with ${a.label} (${a.plan.cost} initiative), as the settings say`);
      return a;
    } catch (e) {
      if (e instanceof EngineError) throw new EngineError(e.code, e.message, ["settings", field]);
      throw e;
    }
  }
  let best: { a: SideAttack; rate: number } | null = null;
  let firstError: unknown = null;
  for (const offer of weapon.attacks) {
    if (UNPLAYED.includes(offer.type)) continue;
    for (const rating of offer.ratings.length > 0 ? offer.ratings : [undefined]) {
      let a: SideAttack;
      try {
        a = sideAttack(state, side, weapon, offer.type, rating, distance, o);
      } catch (e) {
        firstError ??= e;
        continue;
      }
      const rate = damagePerTick(a, target, o) ?? 0;
      if (best === null || rate > best.rate) best = { a, rate };
    }
  }
  if (best === null) {
    if (firstError) sideError(side, firstError, ["weapon"]);
    throw new EngineError(
      "refused",
      `${weapon.name} has only ${weapon.attacks.map((a) => a.type).join(", ")} attacks, which duels do not simulate yet`,
      ["fighters", side, "weapon"],
    );
  }
  notes.push(
    `${names[side]} attacks with ${best.a.label} (${best.a.plan.cost} initiative), the best expected damage per initiative against ${names[other(side)]} (${best.rate.toFixed(3)})`,
  );
  return best.a;
}

/** Checks the request and builds everything both ways of playing share. */
export function setupDuel(req: DuelRequest): DuelSetup {
  const o = req.options as DiceEngineOptions;
  const parsed = diceEngineDuelSettings.safeParse(req.settings ?? {});
  if (!parsed.success) {
    const e = fromZod(parsed.error, "duel settings");
    throw new EngineError(e.code, e.message, ["settings", ...e.path], e.issues);
  }
  const settings = parsed.data;
  const fighters = req.fighters as [DeCharacter, DeCharacter];
  const names = [fighters[0].name, fighters[1].name] as [string, string];
  let state: TableState = {
    ...emptyState("dice-engine", o),
    characters: Object.fromEntries(
      fighters.map((c, side) => [IDS[side], { id: IDS[side], name: c.name, owner: null, data: c }]),
    ),
  };
  const notes: string[] = [];
  ([0, 1] as const).forEach((side) => {
    const raw = req.equipment?.[side];
    if (raw === undefined) return;
    const r = equipmentSchema.safeParse(raw);
    if (!r.success) sideError(side, fromZod(r.error, "equipment"), ["equipment"]);
    const id = IDS[side];
    state = after(state, [
      stateEvent(combatNoteId(id), COMBAT_NOTE_KIND, { ...combatNote(state, id), equipment: r.data }),
    ]);
  });
  const views = ([0, 1] as const).map((side) => {
    const v = viewOf(state, IDS[side], o, ["fighters", side]);
    const t = v.vitals.track;
    const life = t.kind === "hpStun" ? t.hp : t.res;
    if (life <= 0 || v.vitals.dead || v.vitals.unconscious !== null)
      throw new EngineError(
        "refused",
        `${names[side]} cannot fight: ${t.kind === "hpStun" ? `${t.hp} HP` : `${t.res} Res`}`,
        ["fighters", side, "current"],
      );
    return v;
  }) as [DefenderView, DefenderView];
  const weapons = ([0, 1] as const).map((side) => {
    const list = combatNote(state, IDS[side]).equipment.weapons;
    const name = req.weapons[side] ?? list[0]?.name ?? "Unarmed Strike";
    let w: Weapon;
    try {
      w = weaponOf(state, IDS[side], name, []);
    } catch (e) {
      return sideError(side, e, ["weapon"]);
    }
    if (w.onHit.length > 0)
      throw new EngineError(
        "refused",
        `${w.name} inflicts ${w.onHit.map((c) => c.condition).join(", ")} on a hit; duels do not simulate conditions yet`,
        ["fighters", side, "weapon"],
      );
    return w;
  }) as [Weapon, Weapon];
  const distanceOf = (w: Weapon): number | undefined => {
    if (settings.distance !== undefined) return settings.distance;
    return w.range === null ? undefined : w.range.from;
  };
  if (settings.distance === undefined)
    ([0, 1] as const).forEach((side) => {
      const w = weapons[side];
      if (w.range !== null)
        notes.push(
          `${names[side]} shoots ${w.name} from ${w.range.from} m, the near end of its optimum band (set "distance" to choose)`,
        );
    });
  const choices = [settings.attackA, settings.attackB] as const;
  const attacks = ([0, 1] as const).map((side) =>
    chooseAttack(
      state,
      side,
      weapons[side],
      choices[side],
      distanceOf(weapons[side]),
      views[other(side)],
      names,
      o,
      notes,
    ),
  ) as [SideAttack, SideAttack];
  for (const w of weapons)
    if (w.ammoPerAttack > 0 && w.range !== null)
      notes.push(`${w.name}'s ammunition is not counted: it never runs out`);
  const initiative = ([0, 1] as const).map((side) => {
    // Refusals of the formula (a stat it does not know) before any fight.
    const probe: DiceSource = { roll: (faces) => faces[0]! };
    try {
      orThrow(rollInitiative(fighters[side].stats, probe, o));
    } catch (e) {
      return sideError(side, e, []);
    }
    return expandExpression(o.initiativeFormula, fighters[side].stats as unknown as Record<string, number>);
  }) as [string, string];
  notes.push(
    "nobody moves, dodges, holds or waits: each side attacks whenever it is active; ticks count from the first action to the one that ends the fight",
    "a side dropped at 0 HP is left alone and rolls its death checks every 10 initiative until stabilised or dead (DE-DEATH-2, 3); one knocked out by the 0-Stun consciousness check is down, not dead",
  );
  return { o, names, state, views, weapons, attacks, initiative, notes };
}

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
    // The dice layer's compiled sampler draws plain dice exactly as `roll` does: one below(n) each.
    const sampler = (text: string) => {
      const sample = compile(text);
      return (d: Dice) => sample(d as unknown as Rng);
    };
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
    return this.initiativeDamage ? a.classes[v - 1]!.initiative.get(rolled)! : 0;
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

// ---- the reference duel ----------------------------------------------------------------------

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

export const diceEngineDuel: DuelStrategy = {
  ruleset: "dice-engine",
  summary:
    "1d6 − Logic on the rising tracker; the lowest attacks (2d10 + stat against DV) and pays its attack type's ticks; damage through Endurance and EA to Stun, then HP; ends when a side is knocked out or at 0 HP",
  equipment: true,
  defaultMaxRounds: 200,
  prepare: (req) => new FastDuel(setupDuel(req), req.maxRounds),
};
