// An attack (LUC-CHECK-2, LUC-CMB-1..8, LUC-OPT-1, 3, 7, 11): paid from the turn's allowance (or free
// as an opportunity attack, or from readied actions), rolled, and its damage applied to Health then
// Lucidity. The attacker's last attack is remembered for exploits (LUC-EXP-2, 5).

import type { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { Edits, mustAct, payCost, whenOf } from "../bridge.js";
import type { LucidityOptions } from "../options/schema.js";
import { atLeast, attackOdds, rollAttack } from "../rules/attack.js";
import { type AttackParams, attackParams, prepareAttack } from "./attack-spec.js";
import { harm } from "./harm.js";
import { afterRoll, modifierRecord, rollDice } from "./roll-parts.js";

/** What the attack costs and from where: the turn, readied actions, or nothing. */
function payment(
  state: TableState,
  p: AttackParams,
  cost: number,
  o: LucidityOptions,
  edits: Edits,
): TableEvent[] {
  if (p.opportunity) {
    if (!o.opportunityAttacks)
      throw new EngineError("refused", "opportunity attacks are off (opportunityAttacks)", ["opportunity"]);
    return [];
  }
  if (p.readied) {
    const c = edits.get(p.attacker);
    const r = c.effects.readied;
    if (!r || r.actions < cost)
      throw new EngineError("refused", `${c.name} has not readied ${cost} action(s) for an attack`, [
        "readied",
      ]);
    edits.set(
      p.attacker,
      { ...c, effects: { ...c.effects, readied: null } },
      `${c.name} spends readied actions: ${r.option} (${r.trigger})`,
    );
    return [];
  }
  return payCost(state, p.attacker, { actions: cost }, o, ["attacker"]);
}

export const attackAction = action<AttackParams, LucidityOptions, z.input<typeof attackParams>>({
  summary:
    "an attack: d20 + STR/DEX + weapon skill against Defense; Penetration strips Protection before damage",
  params: attackParams,
  examples: [
    attackParams.parse({ attacker: "ysolde", defender: "tomas" }),
    attackParams.parse({ attacker: "tomas", defender: "ysolde", weapon: "Shortbow", buffs: ["aimed"] }),
    attackParams.parse({ attacker: "ysolde", defender: "tomas", lucidity: true }),
  ],
  odds({ state, options }, p) {
    const x = prepareAttack(state, p, options);
    const o = attackOdds(x.spec);
    const dist: Record<string, [number, number][]> = { damage: o.damage };
    if (o.total.length > 0) dist.total = o.total;
    return {
      partition: { hit: o.hit, miss: Math.max(0, 1 - o.hit) },
      chances: {
        damaged: atLeast(o.damage, 1),
        defenderToZero: x.defender.health > 0 ? atLeast(o.damage, x.defender.health) : 0,
      },
      distributions: dist,
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = prepareAttack(state, p, options);
    mustAct(x.attacker, options, ["attacker"]);
    const edits = new Edits(state);
    const events: TableEvent[] = payment(state, p, x.cost, options, edits);
    const r = rollAttack(x.spec, dice);
    afterRoll(
      edits,
      x.subject,
      x.roll,
      { success: r.hit, luciditySuccess: r.lucidityRoll?.success === true, inspired: r.inspired },
      options,
    );
    const a = edits.get(p.attacker);
    edits.set(
      p.attacker,
      {
        ...a,
        effects: {
          ...a.effects,
          lastAttack: { target: p.defender, hit: r.hit, damage: r.damage, turn: whenOf(state).turn },
        },
      },
      // LUC-EXP-2, 5: remembered so an exploit can follow at once.
      r.hit && (r.damage >= 1 || options.exploitTrigger === "hit")
        ? `${x.attacker.name} may follow the hit with an exploit`
        : `${x.attacker.name}'s attack is recorded (no exploit can follow)`,
    );
    const how =
      r.by === "lucidity"
        ? `Lucidity roll ${r.lucidityRoll!.face} against ${r.lucidityRoll!.target}`
        : `${r.total} against Defense ${x.spec.defense}${r.by === "guaranteed" ? " (guaranteed)" : ""}`;
    const summary = r.hit
      ? `${x.attacker.name} hits ${x.defender.name} with ${x.weapon.name}: ${how}, Penetration ${r.pen}, damage ${r.d} against Protection ${x.spec.protection} (${r.effectiveProtection} left) → ${r.damage}`
      : `${x.attacker.name} misses ${x.defender.name}: ${how}`;
    const roll: RollRecord = {
      id: newId("roll"),
      action: "attack",
      actor: p.attacker,
      summary,
      dice: [
        ...rollDice(r.face, r.buff, r.lucidityRoll),
        ...r.damageDice,
        ...rollDice(null, r.damageBuff, null, "damage"),
      ],
      outcome: {
        weapon: x.weapon.name,
        total: r.total,
        defense: x.spec.defense,
        hit: r.hit,
        by: r.by,
        critical: x.roll.critical,
        penetration: r.pen,
        damageBeforeProtection: r.d,
        protection: x.spec.protection,
        protectionParts: x.protection,
        effectiveProtection: r.effectiveProtection,
        damage: r.damage,
        cost: p.opportunity || p.readied ? 0 : x.cost,
        dualWielding: x.dualWielding,
        modifiers: modifierRecord(x.roll),
      },
      partition: r.hit ? "hit" : "miss",
    };
    events.push({ type: "roll", roll });
    const after = harm(
      state,
      edits,
      p.defender,
      r.damage,
      `${x.attacker.name}'s ${x.weapon.name}`,
      options,
      newId,
    );
    events.push(...edits.events(), ...after);
    return { events, roll };
  },
});
