// An attack: a contest of Reflex + combat skill + Accuracy against Reflex + combat skill + the
// Defensive die; a hit deals the Damage die + the margin, applied at once (L13-CMB-1..12, L13-HP-6,
// L13-DEATH-1..10). One engine step, as L13-CMB-5 asks.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  changed,
  characterOf,
  characterPool,
  diceRecords,
  guard,
  modifierRecord,
  mustAct,
  rollModifiers,
} from "../bridge.js";
import { damage, derive, dieSize, type L13Character, type L13Options, status } from "../character/index.js";
import { attackOdds, attackRoll, type PoolSpec } from "../dice/index.js";
import { dilemmaNote } from "./dilemma.js";

export const attackParams = z.strictObject({
  attacker: z.string(),
  defender: z.string(),
  /** The attacker's weapon by name; default their first; "unarmed" for none (L13-CMB-7). */
  weapon: z.string().optional(),
  attackerModifiers: z.strictObject(rollModifiers).default(() => z.strictObject(rollModifiers).parse({})),
  defenderModifiers: z.strictObject(rollModifiers).default(() => z.strictObject(rollModifiers).parse({})),
});

export type AttackParams = z.infer<typeof attackParams>;

export interface Prepared {
  attacker: L13Character;
  defender: L13Character;
  attackPool: PoolSpec;
  defensePool: PoolSpec;
  damageDie: number | null;
  weaponName: string;
}

function weaponOf(c: L13Character, name: string | undefined, o: L13Options) {
  if (name === "unarmed") return o.unarmedWeapon;
  if (name === undefined) return c.weapons[0] ?? o.unarmedWeapon;
  const w = c.weapons.find((x) => x.name === name);
  if (!w) throw new EngineError("invalid", `${c.name} has no weapon '${name}'`, ["weapon"]);
  return w;
}

/** Everything an attack rolls, before a die is thrown; the duel simulator compiles these pools too. */
export function prepare(state: TableState, p: AttackParams, o: L13Options): Prepared {
  if (o.combatSkill === null)
    throw new EngineError("refused", "this ruleset names no combat skill", ["attacker"]);
  if (p.attacker === p.defender)
    throw new EngineError("invalid", "a character cannot attack themself", ["defender"]);
  const attacker = characterOf(state, p.attacker, ["attacker"]);
  const defender = characterOf(state, p.defender, ["defender"]);
  mustAct(attacker, o, ["attacker"]);
  if (status(defender, o).status === "dead") {
    throw new EngineError("refused", `${defender.name} is dead`, ["defender"]);
  }
  const weapon = weaponOf(attacker, p.weapon, o);
  const accuracy = weapon
    ? { role: "accuracy" as const, base: dieSize(weapon.accuracy) as 4, label: weapon.name }
    : null;
  const attackPool = characterPool(
    state,
    attacker,
    o.combatAbility,
    o.combatSkill,
    accuracy,
    p.attackerModifiers,
    o,
  );
  const sheet = derive(defender, o);
  // L13-STEP-8: a defender with no Defensive die has an empty slot, which only a step that names it
  // (cover +1) fills, from none up: one step gives a d4. Without such a step there is no slot at all.
  const defenseStepped = p.defenderModifiers.steps.some((s) => s.slot === "defense");
  const defense = sheet.defensiveDie
    ? {
        role: "defense" as const,
        base: dieSize(sheet.defensiveDie) as 4,
        label: sheet.defensiveSource ?? "defense",
      }
    : defenseStepped
      ? { role: "defense" as const, base: "none" as const, label: "no Defensive die" }
      : null;
  let defensePool: PoolSpec;
  if (o.unconsciousDefense === "defensiveDieOnly" && sheet.unconscious) {
    // An option, not the default: an unconscious defender rolls only the Defensive die.
    defensePool = {
      slots: [
        { role: "ability", base: "none" },
        { role: "skill", base: "none" },
        ...(defense ? [defense] : []),
      ],
    };
  } else {
    defensePool = characterPool(
      state,
      defender,
      o.combatAbility,
      o.combatSkill,
      defense,
      p.defenderModifiers,
      o,
    );
  }
  return {
    attacker,
    defender,
    attackPool,
    defensePool,
    damageDie: weapon ? dieSize(weapon.damage) : null,
    weaponName: weapon?.name ?? "bare hands",
  };
}

/**
 * In an encounter an attack takes the attacker's turn allowance (L13-CMB-6): it must be their turn
 * and they must have an attack left. Outside an encounter the GM may resolve attacks freely.
 */
function turnCost(state: TableState, attacker: string, name: string): TableEvent[] {
  const e = state.encounter;
  if (!e) return [];
  const current = e.participants.find((p) => p.id === e.order[e.current]);
  if (!current || current.character !== attacker) {
    throw new EngineError("refused", `it is not ${name}'s turn (it is ${current?.name ?? "nobody"}'s)`, [
      "attacker",
    ]);
  }
  const left = e.budget?.left.attack ?? 0;
  if (left < 1) throw new EngineError("refused", `${name} has no attack left this turn`, ["attacker"]);
  return [{ type: "budget.spent", id: current.id, kind: "attack", amount: 1 }];
}

export const attackAction = action<AttackParams, L13Options, z.input<typeof attackParams>>({
  summary: "an attack: a contest of combat pools; a hit deals the Damage die + the margin",
  params: attackParams,
  examples: [
    attackParams.parse({ attacker: "brunella", defender: "casimir" }),
    attackParams.parse({ attacker: "casimir", defender: "brunella", weapon: "unarmed" }),
  ],
  odds({ state, options }, p) {
    const x = prepare(state, p, options);
    const o = guard(() => attackOdds(x.attackPool, x.defensePool, x.damageDie, options));
    let dying = 0;
    let dead = 0;
    for (const [amount, prob] of o.damage.pairs()) {
      const after = damage(x.defender, amount, options).character;
      const s = status(after, options).status;
      if (s === "dead") dead += prob;
      else if (s === "dying") dying += prob;
    }
    return {
      partition: { hit: o.hit, miss: Math.max(0, 1 - o.hit - o.lost) },
      chances: {
        attackerDilemma: o.attackerDilemma,
        defenderDilemma: o.defenderDilemma,
        defenderDying: dying,
        defenderDead: dead,
      },
      distributions: { damage: o.damage.pairs() },
      truncated: o.lost,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = prepare(state, p, options);
    // Everything that can refuse the attack is checked before a die is thrown.
    const events: TableEvent[] = [...turnCost(state, p.attacker, x.attacker.name)];
    const r = guard(() => attackRoll(x.attackPool, x.defensePool, x.damageDie, dice, options));
    const id = newId("roll");
    const summary = r.hit
      ? `${x.attacker.name} hits ${x.defender.name} with ${x.weaponName}: ${r.attacker.total} against ${r.defender.total}, margin ${r.margin}, ${r.damage} damage`
      : `${x.attacker.name} misses ${x.defender.name}: ${r.attacker.total} against ${r.defender.total}`;
    const roll = {
      id,
      action: "attack",
      actor: p.attacker,
      summary,
      dice: [
        ...diceRecords(r.attacker, "attacker"),
        ...diceRecords(r.defender, "defender"),
        ...diceRecords(r.damageRoll, "damage"),
      ],
      outcome: {
        attackTotal: r.attacker.total,
        defenseTotal: r.defender.total,
        hit: r.hit,
        margin: r.margin,
        damage: r.damage,
        attackerDilemma: r.attacker.dilemma || Boolean(r.damageRoll?.dilemma),
        defenderDilemma: r.defender.dilemma,
        attackerModifiers: modifierRecord(r.attacker.pool),
        defenderModifiers: modifierRecord(r.defender.pool),
      },
      partition: r.hit ? "hit" : "miss",
    };
    events.push({ type: "roll", roll });
    if (r.hit) events.push(changed(p.defender, damage(x.defender, r.damage, options), "defender"));
    // L13-EXPL-13: at most one dilemma per roller, whether the attack dice or the damage die imploded.
    if (r.attacker.dilemma || r.damageRoll?.dilemma) {
      events.push(dilemmaNote(newId("dilemma"), id, p.attacker, x.attacker.name));
    }
    if (r.defender.dilemma) events.push(dilemmaNote(newId("dilemma"), id, p.defender, x.defender.name));
    return { events, roll };
  },
});
