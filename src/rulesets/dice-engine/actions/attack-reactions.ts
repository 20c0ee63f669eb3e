// What others do about one attack, off-turn: declared with it by the GM, or readied beforehand by
// the one who reacts (the `interrupt` action; tracker-steps.ts `readiedOf`). Issue 21: these
// interrupts charged their initiative and did nothing else. Martial Parry (DE-PERK-59): the defender, hit by a melee
// weapon, pays 2 and takes its Martial Value off the damage before EA; the parry is kept in its
// combat note for a Counter Attack. Counter Attack (DE-PERK-63): right after that parry, the
// parrier makes a Martial Strike at the attacker for 2 initiative instead of the strike's own cost,
// even when not active. Get Down Mr President (DE-PERK-48): a friend within 1 m of the defender pays
// 1 and takes the attack's damage instead, through its own Endurance and EA (the ally's Dodge or
// parry does not help it). The costs, and who may take them, are the tracker's interrupt rules
// (C.11 `interrupt`); the arithmetic is perks/martial.ts's. Deadly Descent (DE-PERK-41): right after
// a fall that dealt fall damage (the `damage` action keeps the landing in the combat note), a melee
// attack paid off-turn at its own cost, adding the effect's stat (Agility) to the damage on a hit.

import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import type { Weapon } from "../attack/weapon.js";
import { characterOf } from "../bridge.js";
import { catalogueFor } from "../catalogue/setting.js";
import { martialValue } from "../character/subject.js";
import type { DiceEngineOptions } from "../options.js";
import { counterAttackAllowed, parryDamage } from "../perks/martial.js";
import { type InterruptId, interrupt, interruptRow, orThrow } from "../tracker/index.js";
import { type Charge, inFight } from "./attack-common.js";
import type { AttackParams } from "./attack-params.js";
import {
  COMBAT_NOTE_KIND,
  combatNote,
  combatNoteId,
  nowOf,
  stateEvent,
  trackerNote,
} from "./combat-state.js";
import { isIncapacitated, participantOf, readiedOf, trackerOf } from "./tracker-steps.js";

/** DE-PERK-48: how near the friend must stand ("within 1 m"). */
export const GET_DOWN_REACH = 1;

/** An interrupt one character takes about this attack: refused (by field) before any die. */
function offTurn(
  state: TableState,
  character: string,
  which: InterruptId,
  o: DiceEngineOptions,
  path: (string | number)[],
  attackCost?: number,
): Charge | null {
  const c = characterOf(state, character, path);
  const row = interruptRow(which);
  if (row.perk !== null && !Object.hasOwn(c.perks, row.perk))
    throw new EngineError("refused", `${c.name} does not have the ${row.name} perk`, path);
  if (!inFight(state, character)) return null;
  const pt = participantOf(state, character, path);
  const before = trackerOf(state);
  const r = interrupt(before, pt.id, which, {
    incapacitated: isIncapacitated(state, pt.character, o),
    perks: Object.keys(c.perks),
    ...(attackCost !== undefined ? { attackCost } : {}),
  });
  if (!r.ok) throw new EngineError(r.error.code, r.error.message, path);
  const step = orThrow(r);
  const at = (id: string, t: typeof before) => t.entries.find((e) => e.id === id)?.initiative ?? 0;
  return {
    before,
    step,
    label: row.name,
    participant: pt.id,
    initiativeBefore: at(pt.id, before),
    initiativeAfter: at(pt.id, step.tracker),
  };
}

/** The interrupt's cost as a plain spend on the tracker (like initiative damage), or none outside a fight. */
export function spentEvents(c: Charge | null): TableEvent[] {
  if (!c) return [];
  return [
    {
      type: "ticks.spent",
      id: c.participant,
      cost: c.initiativeAfter - c.initiativeBefore,
      action: c.label,
    },
  ];
}

export interface Reactions {
  /** DE-PERK-59: the defender's parry, paid only if the attack hits; `readied` by the defender beforehand. */
  parry: { charge: Charge | null; mv: number; readied: boolean } | null;
  /** DE-PERK-48: the friend taking the damage, paid only if the attack hits; `readied` by the friend beforehand. */
  interceptor: { id: string; charge: Charge | null; readied: boolean } | null;
  /** DE-PERK-63: this attack is the Counter Attack: its charge replaces the strike's own. */
  counter: Charge | null | undefined;
  /** DE-PERK-41: this attack is Deadly Descent's landing attack: off-turn, + the stat's damage on a hit. */
  descent: { charge: Charge | null; bonus: number; stat: string } | null;
}

/** Checks what the attack declares about parries, counters and interceptions, before any die. */
export function planReactions(
  state: TableState,
  p: AttackParams,
  weapon: Weapon,
  cost: number,
  o: DiceEngineOptions,
): Reactions {
  const cat = catalogueFor(o);
  const name = (id: string) => state.characters[id]?.name ?? id;
  const out: Reactions = { parry: null, interceptor: null, counter: undefined, descent: null };
  if (p.deadlyDescent) {
    if (p.counterAttack)
      throw new EngineError("invalid", "one off-turn attack at a time: a Counter Attack or Deadly Descent", [
        "deadlyDescent",
      ]);
    const c = characterOf(state, p.attacker, ["attacker"]);
    const effect = Object.keys(c.perks)
      .flatMap((id) => cat.perks.get(id)?.effects ?? [])
      .find((e) => e.kind === "fallAttack");
    if (effect?.kind !== "fallAttack")
      throw new EngineError("refused", `${c.name} does not have the Deadly Descent perk`, ["deadlyDescent"]);
    if (!weapon.melee)
      throw new EngineError("refused", "Deadly Descent's landing attack is a melee weapon attack", [
        "weapon",
      ]);
    const landed = combatNote(state, p.attacker).landed;
    if (!landed || landed.at !== nowOf(state))
      throw new EngineError(
        "refused",
        `${c.name} has not just landed from a fall that dealt fall damage (damage with source "fall" first)`,
        ["deadlyDescent"],
      );
    out.descent = {
      charge: offTurn(state, p.attacker, "deadlyDescent", o, ["deadlyDescent"], cost),
      bonus: Math.max(0, c.stats[effect.damageBonusStat]),
      stat: effect.damageBonusStat,
    };
  }
  const parryOf = (readied: boolean) => {
    const charge = offTurn(state, p.defender!, "martialParry", o, ["parried"]);
    const d = characterOf(state, p.defender!, ["defender"]);
    // The perk's own effect says what the parry takes off (the Martial Value in the core book).
    const parry = Object.keys(d.perks)
      .flatMap((id) => cat.perks.get(id)?.effects ?? [])
      .find((e) => e.kind === "parry");
    if (parry?.kind !== "parry")
      throw new EngineError("refused", `${d.name}'s Martial Parry has no parry effect`, ["parried"]);
    return { charge, mv: martialValue(d, cat), readied };
  };
  // What the defender and their friends readied at this moment (the interrupt action), when the
  // attack does not declare their reactions itself (the GM may). One that no longer holds (the
  // perk gone, the reacting character incapacitated since, an attack it does not answer) is not taken.
  const readiedIntercept =
    p.interceptor === undefined && !p.parried && !p.assassinate && p.defender !== undefined
      ? readiedInterceptFor(state, p.defender, p.attacker)
      : null;
  if (p.parried) {
    if (!weapon.melee)
      throw new EngineError("refused", "Martial Parry is against a melee weapon attack", ["parried"]);
    if (p.assassinate) throw new EngineError("invalid", "an unaware target does not parry", ["parried"]);
    out.parry = parryOf(false);
  } else if (
    readiedIntercept === null &&
    p.interceptor === undefined &&
    weapon.melee &&
    !p.assassinate &&
    p.defender !== undefined &&
    readiedOf(state, p.defender)?.reaction === "martialParry"
  ) {
    out.parry = unlessRefused(() => parryOf(true));
  }
  if (readiedIntercept !== null) {
    out.interceptor = unlessRefused(() => ({
      id: readiedIntercept,
      charge: offTurn(state, readiedIntercept, "getDownMrPresident", o, ["interceptor"]),
      readied: true,
    }));
  }
  if (p.interceptor !== undefined) {
    if (p.interceptor === p.defender || p.interceptor === p.attacker)
      throw new EngineError("invalid", "the interceptor is a third character, the defender's friend", [
        "interceptor",
      ]);
    if (p.parried || p.assassinate)
      throw new EngineError(
        "invalid",
        "Get Down Mr President takes the damage before the ally's own defences: leave out parried and assassinate",
        ["interceptor"],
      );
    if (p.interceptorDistance > GET_DOWN_REACH)
      throw new EngineError(
        "refused",
        `${name(p.interceptor)} is ${p.interceptorDistance} m from ${name(p.defender!)}: Get Down Mr President reaches ${GET_DOWN_REACH} m`,
        ["interceptorDistance"],
      );
    out.interceptor = {
      id: p.interceptor,
      charge: offTurn(state, p.interceptor, "getDownMrPresident", o, ["interceptor"]),
      readied: false,
    };
  }
  if (
    weapon.id.startsWith("martialStrike") &&
    !p.counterAttack &&
    !Object.hasOwn(characterOf(state, p.attacker, ["attacker"]).perks, "martialStrike")
  )
    throw new EngineError(
      "refused",
      `${name(p.attacker)} makes a Martial Strike only as a Counter Attack (no Martial Strike perk)`,
      ["weapon"],
    );
  if (p.counterAttack) {
    if (!weapon.id.startsWith("martialStrike"))
      throw new EngineError("refused", "a Counter Attack is a Martial Strike: give weapon Martial Strike", [
        "weapon",
      ]);
    const parried = combatNote(state, p.attacker).parried;
    if (!parried || parried.attacker !== p.defender)
      throw new EngineError(
        "refused",
        `${name(p.attacker)} has not just parried ${name(p.defender!)}: a Counter Attack follows a Martial Parry`,
        ["counterAttack"],
      );
    if (!counterAttackAllowed(parried.incoming, parried.mv, o))
      throw new EngineError(
        "refused",
        `the parry left ${parryDamage(parried.incoming, parried.mv)} damage: a Counter Attack needs one that stopped it all (option counterAttackRequiresFullNegation)`,
        ["counterAttack"],
      );
    out.counter = offTurn(state, p.attacker, "counterAttack", o, ["counterAttack"]);
  }
  return out;
}

/** A readied reaction that can no longer be taken is left untaken; the attack goes on without it. */
function unlessRefused<T>(take: () => T): T | null {
  try {
    return take();
  } catch (e) {
    if (e instanceof EngineError) return null;
    throw e;
  }
}

/** DE-PERK-48: the first friend who readied Get Down Mr President for `defender` at this moment. */
function readiedInterceptFor(state: TableState, defender: string, attacker: string): string | null {
  for (const [id, r] of Object.entries(trackerNote(state).readied)) {
    if (id === attacker || id === defender) continue;
    if (r.reaction === "getDownMrPresident" && r.ally === defender && r.at === nowOf(state)) return id;
  }
  return null;
}

/** DE-PERK-59/63: the parry kept in the parrier's note (replacing any older one). */
export function parryNoteEvents(
  state: TableState,
  parrier: string,
  parry: { attacker: string; incoming: number; mv: number },
): TableEvent[] {
  const n = combatNote(state, parrier);
  return [
    stateEvent(combatNoteId(parrier), COMBAT_NOTE_KIND, { ...n, parried: { ...parry, at: nowOf(state) } }),
  ];
}

/**
 * DE-PERK-41, 63: the parry a Counter Attack used, and the landing a Deadly Descent used, are gone
 * (as is either when the character next acts on the tracker: both come "immediately").
 */
export function parryUsedEvents(state: TableState, character: string): TableEvent[] {
  const { parried, landed, ...rest } = combatNote(state, character);
  return parried || landed ? [stateEvent(combatNoteId(character), COMBAT_NOTE_KIND, rest)] : [];
}
