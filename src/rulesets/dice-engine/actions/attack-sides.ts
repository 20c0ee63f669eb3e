// The two sides of an attack with a weapon, as the single attack (attack.ts) and the Spray
// (attack-spray.ts) both build them: the attacker's roll, built from the character like a check
// (`buildRoll`: training, perks, unskilled weapons, a stance) plus its own conditions; each
// defender's DV from the whole character (`defenderOf`: armour, perks' DV modifiers, conditions,
// race); the ammunition the weapon holds; and what the attacker is left with afterwards: its note
// (ammunition, the Sustained chain, a stance entered) and the initiative it paid on the tracker.

import type { DiceSource } from "../../../dice/index.js";
import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import type { AttackerView, Weapon } from "../attack/index.js";
import { buildRoll, characterOf, rollSchema } from "../bridge.js";
import { catalogueFor, findPerk } from "../catalogue/setting.js";
import type { DeCharacter } from "../character/index.js";
import { divDown } from "../check/round.js";
import { conditionCheckModifiers, type WeaponProperty } from "../conditions/index.js";
import { dvForAttack } from "../damage/defend.js";
import type { DefenderView } from "../damage/target.js";
import type { CoverLevel } from "../defence/dv.js";
import type { DiceEngineOptions } from "../options.js";
import { stanceWindow } from "../perks/melee.js";
import { type Charge, chargeEvents, initiativeNow } from "./attack-common.js";
import type { AttackParams } from "./attack-params.js";
import { type AttackNote, attackNote, attackNoteEvents } from "./attack-state.js";
import { activeStance, defenderOf } from "./attack-view.js";
import { nowOf } from "./combat-state.js";

/**
 * DE-PERK-27: the damage a weapon's semi-critical dice add from the attacker's perks (Brutal Swing:
 * +1 per rank with a Hammer Fighting weapon), and a line for each such perk.
 */
function critDieBonus(
  c: DeCharacter,
  weapon: Weapon,
  o: DiceEngineOptions,
): { bonus: number; sources: string[] } {
  const cat = catalogueFor(o);
  let bonus = 0;
  const sources: string[] = [];
  for (const [id, h] of Object.entries(c.perks)) {
    const perk = cat.perks.get(id);
    for (const e of perk?.effects ?? []) {
      if (e.kind !== "critDamageBonus" || weapon.skill !== e.weaponSkill) continue;
      bonus += e.perRank * h.rank;
      sources.push(
        `${perk!.name}: +${e.perRank * h.rank} damage per semi-critical die${o.brutalSwingPerCritDie ? "" : " (once per hit)"}`,
      );
    }
  }
  return { bonus, sources };
}

interface AttackerSide {
  view: AttackerView;
  sources: string[];
  stance: string | null;
}

/** The attack roll as the attacker makes it: training, perks, stance, its own conditions. */
export function attackerSide(
  state: TableState,
  p: AttackParams,
  o: DiceEngineOptions,
  weapon: Weapon,
  opponent: string | undefined,
): AttackerSide {
  // A stance is named as the table likes ("Defensive Stance I"); the note keeps its id.
  const declared = p.stance !== undefined ? findPerk(catalogueFor(o), p.stance)?.id : undefined;
  const stance = declared ?? p.stance ?? activeStance(state, p.attacker);
  const roll = buildRoll(
    state,
    p.attacker,
    rollSchema.parse({
      stat: weapon.stat,
      attack: true,
      weapon: { melee: weapon.melee, ...(weapon.skill ? { skill: weapon.skill } : {}) },
      ...(opponent !== undefined ? { opponent } : {}),
      ...(stance ? { stance } : {}),
      // DE-PERK-28, 30: what the attacker declares for Momentum Master and Reckless Abandon; the
      // character layer applies them only with the perk (and refuses a reckless attack without it).
      reckless: p.reckless,
      ...(p.movedStraightMetres !== undefined ? { movedStraightMetres: p.movedStraightMetres } : {}),
      advantage: p.advantage,
      disadvantage: p.disadvantage,
      modifiers: p.modifiers,
    }),
    o,
    [],
    { idField: "attacker" },
  );
  const attacker = defenderOf(state, p.attacker, o, ["attacker"]).view;
  // DE-COND-13, 17, 24, 25: the attacker's own conditions weigh on its attack roll.
  const cond = conditionCheckModifiers(
    attacker,
    { stat: weapon.stat, attack: true, weapon: weapon.properties as WeaponProperty[] },
    o,
    nowOf(state),
  );
  const r = roll.build.request;
  const brutal = critDieBonus(roll.character, weapon, o);
  return {
    view: {
      stat: r.stat,
      training: r.training,
      advantage: r.advantage + cond.advantage,
      // DE-UNSK-1: a weapon without its skill is one more level of disadvantage.
      disadvantage: r.disadvantage + cond.disadvantage + (r.unskilled ? 1 : 0),
      modifiers: r.modifiers,
      critThresholds: r.critThresholds,
      ...(roll.build.reckless ? { dosDamageCap: attacker.stats.strength } : {}),
      // DE-PERK-31/32: applied by the attack core once the attack has hit with normal thresholds.
      ...(roll.build.lethalEdge
        ? { lethalEdge: { dice: roll.build.lethalEdge.dice, threshold: roll.build.lethalEdge.threshold } }
        : {}),
      // DE-PERK-27: Brutal Swing's damage per semi-critical die (once per hit with the option off).
      ...(brutal.bonus > 0
        ? { critDieDamageBonus: brutal.bonus, critDieDamageOnce: !o.brutalSwingPerCritDie }
        : {}),
    },
    sources: [...roll.build.sources, ...brutal.sources, ...cond.reasons.map((x) => JSON.stringify(x))],
    stance: stance ?? null,
  };
}

export interface TargetSide {
  id: string;
  view: DefenderView;
  dv: number;
  dvType: string;
  attackerAdvantage: number;
  sources: string[];
}

/** The DV one defender puts up against this attack (DE-DV-6, 7, 10, 12; DE-ASSN-2: Surprised). */
export function targetSide(
  state: TableState,
  p: AttackParams,
  o: DiceEngineOptions,
  weapon: Weapon,
  t: { defender: string; cover: CoverLevel; offHandKnives: boolean },
  path: (string | number)[],
): TargetSide {
  const side = defenderOf(state, t.defender, o, path, { offHandKnives: t.offHandKnives });
  const dvType = p.assassinate ? ("surprised" as const) : p.touch ? ("touch" as const) : undefined;
  const dv = dvForAttack(
    side.view,
    {
      ranged: !weapon.melee,
      ap: weapon.ap + (p.ap ?? 0),
      cover: t.cover,
      ...(dvType ? { dvType } : {}),
    },
    nowOf(state),
  );
  return {
    id: t.defender,
    view: side.view,
    dv: dv.dv,
    dvType: dv.dvType,
    attackerAdvantage: dv.attackerAdvantage,
    sources: [
      ...side.dvSources.map((s) => `${state.characters[t.defender]!.name}: ${s}`),
      ...(dv.attackerAdvantage > 0 ? [`the defender's conditions: ${dv.attackerAdvantage} advantage`] : []),
    ],
  };
}

/** Ammunition the weapon holds: declared now, or counted in the note; undefined when nobody counts. */
export function ammoOf(note: AttackNote, p: AttackParams, weapon: Weapon): number | undefined {
  return p.ammo ?? note.ammo[weapon.id];
}

/** What an attack spent and started, for the attacker's note. */
/** DE-PERK-20: Extra Attack's part in one attack. */
export interface FollowUp {
  /** What the attack costs, discounted or not. */
  cost: number;
  /** The attacker holds Extra Attack (only then does the note keep an offer). */
  held: boolean;
  /** This attack, once paid, offers the discount to the next one with its weapon. */
  offers: boolean;
  sources: string[];
}

/**
 * DE-PERK-20, Extra Attack: after a full-price melee attack, the next attack with the same weapon
 * costs half (rounded down) when at most the perk's window (4) of initiative went on other actions
 * in between; the discounted attack offers nothing. Measured on the tracker from the attacker's
 * initiative right after it paid for the first attack; outside a fight nothing is charged.
 */
export function extraAttackFollowUp(
  state: TableState,
  attacker: string,
  weapon: Weapon,
  cost: number,
  o: DiceEngineOptions,
): FollowUp {
  const c = characterOf(state, attacker, ["attacker"]);
  const cat = catalogueFor(o);
  const effect = Object.keys(c.perks)
    .flatMap((id) => cat.perks.get(id)?.effects ?? [])
    .find((e) => e.kind === "followUpDiscount");
  if (effect?.kind !== "followUpDiscount") return { cost, held: false, offers: false, sources: [] };
  const prev = attackNote(state, attacker).extraAttack;
  const since = prev ? initiativeNow(state, attacker) - prev.initiativeAfter : null;
  if (prev && since !== null && prev.weapon === weapon.id && since <= effect.window) {
    const discounted = divDown(cost, effect.divisor);
    return {
      cost: discounted,
      held: true,
      offers: false,
      sources: [`Extra Attack: ${cost} → ${discounted} initiative (${since} spent since the last attack)`],
    };
  }
  return { cost, held: true, offers: weapon.melee || !effect.meleeOnly, sources: [] };
}

export interface Spent {
  weapon: Weapon;
  /** The ammunition the weapon held before the attack; undefined when nobody counts it. */
  ammo: number | undefined;
  ammoUsed: number;
  sustained: AttackNote["sustained"];
  stance: string | null;
  /** DE-PERK-20: Extra Attack's part, for a single attack (a Spray leaves the note's offer as it is). */
  followUp?: FollowUp;
}

function nextNote(
  state: TableState,
  p: AttackParams,
  o: DiceEngineOptions,
  spent: Spent,
  paid: Charge | null,
): AttackNote {
  const { weapon, sustained, stance } = spent;
  const note = attackNote(state, p.attacker);
  const ammo = { ...note.ammo };
  if (spent.ammo !== undefined) ammo[weapon.id] = spent.ammo - spent.ammoUsed;
  let entered = note.stance;
  // A stance declared now (not the one already held) opens its window at the attack (DE-PERK-22..25).
  if (p.stance !== undefined && stance && activeStance(state, p.attacker) !== stance) {
    const perk = catalogueFor(o).perks.get(stance);
    const effect = perk?.effects.find((e) => e.kind === "stance");
    if (effect?.kind === "stance") {
      const w = stanceWindow(initiativeNow(state, p.attacker), effect.duration, o);
      entered = { perk: stance, until: w.until };
    }
  }
  let extraAttack = note.extraAttack;
  if (spent.followUp?.held)
    extraAttack =
      spent.followUp.offers && paid ? { weapon: weapon.id, initiativeAfter: paid.initiativeAfter } : null;
  return { ammo, sustained, stance: entered, extraAttack };
}

/**
 * The attack's last events, after its damage: the attacker's note as the attack leaves it, then the
 * tracker's step for the initiative paid (DE-ACT-2), which sees every event before it; and the
 * ammunition left, or null when nobody counts it.
 */
export function closeAttack(
  state: TableState,
  p: AttackParams,
  o: DiceEngineOptions,
  dice: DiceSource,
  events: readonly TableEvent[],
  paid: Charge | null,
  spent: Spent,
): { events: TableEvent[]; lines: string[]; ammoLeft: number | null } {
  const note = attackNoteEvents(state, p.attacker, nextNote(state, p, o, spent, paid));
  const step = chargeEvents(state, [...events, ...note], paid, dice, o);
  const ammoLeft = spent.ammo !== undefined ? spent.ammo - spent.ammoUsed : null;
  return { events: [...note, ...step.events], lines: step.lines, ammoLeft };
}
