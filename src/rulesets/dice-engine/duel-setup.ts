// Setting a Dice Engine duel up (see duel.ts for how it plays): the duel's settings, each side's
// checks compiled into tables over their faces, the attack each side makes (weapon, type, rating)
// and everything the fast duel and the reference duel read, worked out once by the rules.

import { z } from "zod";
import { type DiceSource, odds } from "../../dice/index.js";
import { EngineError, fromZod } from "../../engine/errors.js";
import { emptyState, type TableState } from "../../engine/state.js";
import type { Dice, DuelRequest, Side } from "../../sim/strategy.js";
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
  resolveCheck,
} from "./check/index.js";
import { conditionCheckModifiers, type WeaponProperty } from "./conditions/index.js";
import { applyDamage } from "./damage/apply.js";
import { dvForAttack } from "./damage/defend.js";
import type { DefenderView } from "./damage/target.js";
import type { DiceEngineOptions } from "./options.js";
import { orThrow, rollInitiative } from "./tracker/index.js";

export const IDS = ["a", "b"] as const;
export const other = (s: Side): Side => (s === 0 ? 1 : 0);

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
export interface SideAttack {
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
export function damageOf(
  a: SideAttack,
  target: DefenderView,
  k: number,
  rolled: number,
  o: DiceEngineOptions,
) {
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
