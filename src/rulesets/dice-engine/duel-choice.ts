// Choosing the attack a weapon fights with in a Dice Engine duel (see duel.ts): the attack the
// settings name, or the one with the best expected damage per initiative against this defender,
// worked out exactly over the compiled roll and the damage rules — a Sustained attack over the chain
// a fight is expected to last, a weapon with a magazine with its reloads counted.

import { odds } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import type { Side } from "../../engine/facets/fight.js";
import type { TableState } from "../../engine/state.js";
import type { AttackTypeId, Weapon } from "./attack/index.js";
import type { DefenderView } from "./damage/target.js";
import {
  type AttackBase,
  attackBase,
  compileAttack,
  damageOf,
  type Moment,
  type SideAttack,
} from "./duel-attacks.js";
import { compiledOdds } from "./duel-checks.js";
import type { DiceEngineOptions } from "./options.js";

/** Expected damage to the trackers of one attack, exactly (null when the roll has no table). */
export function meanDamage(a: SideAttack, target: DefenderView, o: DiceEngineOptions): number | null {
  const chances = compiledOdds(a.roll);
  if (chances.size === 0) return null;
  const rolls = odds(a.plan.damageExpr).pairs();
  let mean = 0;
  for (const [v, p] of chances) {
    if (v === 0) continue;
    for (const [rolled, q] of rolls) mean += p * q * damageOf(a, target, v - 1, rolled, o);
  }
  return mean;
}

/** The hit chance of a compiled attack. */
export function hitChance(a: SideAttack): number {
  return 1 - (compiledOdds(a.roll).get(0) ?? 0);
}

// ---- rating an attack ----------------------------------------------------------------------------

/** The longest Sustained chain an attack is rated over. */
const MAX_CHAIN = 20;

/** The Stun and HP (or Res) a defender starts with: what a fight has to take off it. */
function lifeOf(view: DefenderView): number {
  const t = view.vitals.track;
  return t.kind === "hpStun" ? t.stun + t.hp : t.res;
}

/**
 * DE-TYPE-5: the mean damage of one Sustained attack over a chain started at the first attack and as
 * long as the fight is expected to last: as many attacks as its ×1 damage needs to deal the
 * defender's Stun and HP (at most 20). The n-th attack's multiplier is 1 + the hits just before it
 * (a miss breaks the chain, option `sustainedResetOnMiss`; without it, 1 + every hit since the first).
 */
export function sustainedMean(
  target: DefenderView,
  o: DiceEngineOptions,
  compiled: (n: number) => SideAttack,
): { mean: number; chain: number } | null {
  const first = compiled(1);
  const m1 = meanDamage(first, target, o);
  if (m1 === null) return null;
  const p = hitChance(first);
  const chain = m1 <= 0 ? 1 : Math.max(1, Math.min(MAX_CHAIN, Math.ceil(lifeOf(target) / m1)));
  const means = new Map<number, number>();
  const meanAt = (n: number) => {
    let v = means.get(n);
    if (v === undefined) {
      v = meanDamage(compiled(n), target, o) ?? 0;
      means.set(n, v);
    }
    return v;
  };
  let total = 0;
  for (let k = 1; k <= chain; k++) {
    for (let n = 1; n <= k; n++) {
      const before = n - 1; // hits counted before this attack
      let chance: number;
      if (o.sustainedResetOnMiss) chance = before < k - 1 ? (1 - p) * p ** before : p ** (k - 1);
      else chance = binomial(k - 1, before) * p ** before * (1 - p) ** (k - 1 - before);
      if (chance > 0) total += chance * meanAt(n);
    }
  }
  return { mean: total / chain, chain };
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** A weapon's magazine, as the duel settings give it. */
export interface Magazine {
  /** Rounds a full magazine holds. */
  rounds: number;
  /** Initiative a reload costs. */
  reload: number;
  /** Spare magazines; null: as many as the fight needs. */
  spare: number | null;
}

/**
 * Expected damage per initiative: per attack over its cost, and with a magazine over the k attacks a
 * magazine pays for plus the reload that follows them.
 */
export function perInitiative(perAttack: number, cost: number, need: number, magazine: Magazine | null) {
  if (!magazine || need === 0) return perAttack / cost;
  const k = Math.floor(magazine.rounds / need);
  return (k * perAttack) / (k * cost + magazine.reload);
}

/** An attack chosen for a weapon, with what it is expected to deal. */
export interface Rated {
  base: AttackBase;
  attack: SideAttack;
  perAttack: number;
  rate: number;
  /** For a Sustained attack, the chain it was rated over. */
  chain: number | null;
}

export function rate(
  b: AttackBase,
  moment: Moment,
  target: DefenderView,
  magazine: Magazine | null,
  o: DiceEngineOptions,
): Rated {
  const cache = new Map<number, SideAttack>();
  const compiled = (n: number) => {
    let a = cache.get(n);
    if (!a) {
      a = compileAttack(b, moment, n, o);
      cache.set(n, a);
    }
    return a;
  };
  const attack = compiled(1);
  let perAttack: number;
  let chain: number | null = null;
  if (b.type === "sustained") {
    const s = sustainedMean(target, o, compiled);
    perAttack = s?.mean ?? 0;
    chain = s?.chain ?? null;
  } else perAttack = meanDamage(attack, target, o) ?? 0;
  const r = perInitiative(perAttack, attack.plan.cost, attack.plan.ammoUsed, magazine);
  return { base: b, attack, perAttack, rate: r, chain };
}

/** "heavy:2" → the type and rating. */
export function parseChoice(text: string): { type: string; rating: number | undefined } {
  const [type, rating] = text.toLowerCase().split(":");
  return { type: type!, rating: rating === undefined ? undefined : Number(rating) };
}

/** What choosing an attack for one weapon needs to know. */
export interface ChoiceContext {
  state: TableState;
  side: Side;
  ids: readonly [string, string];
  attacker: DefenderView;
  target: DefenderView;
  /** The moment with no conditions: the DV of the defender as it starts. */
  moment: (weapon: Weapon) => Moment;
  o: DiceEngineOptions;
}

/**
 * The attack a weapon fights with: the one `choice` names (refusals under `field`), or the one with
 * the best expected damage per initiative against this defender, reloads counted. Attack types whose
 * ammunition a magazine cannot hold are left out. Throws the first refusal when nothing is left.
 */
export function chooseAttack(
  c: ChoiceContext,
  weapon: Weapon,
  choice: string | undefined,
  distance: number | undefined,
  magazine: Magazine | null,
  field: (string | number)[],
): Rated {
  const build = (type: AttackTypeId, rating: number | undefined) => {
    const b = attackBase(c.state, c.side, c.ids, c.attacker, weapon, type, rating, distance, c.o);
    const r = rate(b, c.moment(weapon), c.target, magazine, c.o);
    if (magazine && r.attack.plan.ammoUsed > magazine.rounds)
      throw new EngineError(
        "refused",
        `${r.attack.label} needs ${r.attack.plan.ammoUsed} rounds; ${weapon.name}'s magazine holds ${magazine.rounds}`,
        [],
      );
    return r;
  };
  if (choice !== undefined) {
    const { type, rating } = parseChoice(choice);
    const offered = weapon.attacks.map((a) => a.type as string);
    if (!offered.includes(type))
      throw new EngineError(
        "refused",
        `${weapon.name} allows ${offered.join(", ")} attacks, not ${type}`,
        field,
      );
    try {
      return build(type as AttackTypeId, rating);
    } catch (e) {
      if (e instanceof EngineError) throw new EngineError(e.code, e.message, field);
      throw e;
    }
  }
  let best: Rated | null = null;
  let firstError: unknown = null;
  for (const offer of weapon.attacks) {
    for (const rating of offer.ratings.length > 0 ? offer.ratings : [undefined]) {
      let r: Rated;
      try {
        r = build(offer.type, rating);
      } catch (e) {
        firstError ??= e;
        continue;
      }
      if (best === null || r.rate > best.rate) best = r;
    }
  }
  if (best === null) throw firstError;
  return best;
}
