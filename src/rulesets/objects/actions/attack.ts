// An attack with Defend and damage in one step (OBJ-ACT-3..8, OBJ-DMG-1..11, OBJ-EQUIP-7..18,
// OBJ-TRAIT-11..15). The defender rolls Defend against a hit unless they decline or cannot (down,
// or, with `defendMode: declared-action`, not defending this round). Damage is applied at once.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  asModifiers,
  changed,
  characterOf,
  dieFor,
  dieRecords,
  modifiersSchema,
  mustAct,
  spendTurn,
  viewOf,
} from "../bridge.js";
import {
  applyDamage,
  armorTotal,
  canAct,
  healthStates,
  type ObjCharacter,
  status,
} from "../character/index.js";
import { type AttackPlan, planAttack, rollAttack } from "../combat/attack.js";
import { attackOdds } from "../combat/attack-odds.js";
import { attackWeapon } from "../combat/weapons.js";
import type { RollerView } from "../dice/pool.js";
import { successesText } from "../dice/roll.js";
import type { ObjOptions } from "../options/schema.js";
import { gmNotesTail, gmTraitNotes } from "./gm-notes.js";
import { inSharedSlot } from "./slots.js";

export const DEFENDING = "defending";

export const attackParams = z.strictObject({
  attacker: z.string(),
  defender: z.string(),
  /** A weapon of the attacker by name; "unarmed"; "fire breathing". Default: their first weapon. */
  weapon: z.string().optional(),
  /** Whether the defender rolls Defend against a hit (a reaction they may decline). */
  defend: z.boolean().default(true),
  attackerModifiers: modifiersSchema,
  defenderModifiers: modifiersSchema,
  damageModifiers: modifiersSchema,
  /**
   * The GM confirms the attacker acts in a shared initiative slot (OBJ-INIT-5): a slot-mate's result
   * this slot does not stop them.
   */
  simultaneous: z.boolean().default(false),
});

export type AttackParams = z.output<typeof attackParams>;

interface Prepared {
  attacker: ObjCharacter;
  defender: ObjCharacter;
  defenderView: RollerView;
  plan: AttackPlan;
  defendNote: string | null;
}

function defendAllowed(
  state: TableState,
  p: AttackParams,
  defender: ObjCharacter,
  o: ObjOptions,
): string | null {
  if (!p.defend) return "declined";
  if (!canAct(defender, o)) return `${defender.name} is ${status(defender, o)}`;
  if (
    o.defendMode === "declared-action" &&
    !state.conditions.some((c) => c.target === p.defender && c.name === DEFENDING)
  )
    return `${defender.name} did not take the Defend action this round`;
  return null;
}

export function prepareAttack(state: TableState, p: AttackParams, o: ObjOptions): Prepared {
  if (p.attacker === p.defender)
    throw new EngineError("invalid", "a character cannot attack themself", ["defender"]);
  const attacker = characterOf(state, p.attacker, ["attacker"]);
  const defender = characterOf(state, p.defender, ["defender"]);
  if (p.simultaneous) {
    if (attacker.draft) throw new EngineError("refused", `${attacker.name} is still a draft`, ["attacker"]);
    if (!inSharedSlot(state, p.attacker))
      throw new EngineError("refused", `${attacker.name} is not in a shared initiative slot now`, [
        "simultaneous",
      ]);
  } else mustAct(attacker, o, ["attacker"]);
  if (defender.draft) throw new EngineError("refused", `${defender.name} is still a draft`, ["defender"]);
  if (healthStates(defender, o).dead)
    throw new EngineError("refused", `${defender.name} is already dead`, ["defender"]);
  const attackerView = viewOf(state, p.attacker, attacker);
  const defenderView = viewOf(state, p.defender, defender);
  const weapon = attackWeapon(attacker, attackerView.traits, p.weapon, o);
  const defendNote = defendAllowed(state, p, defender, o);
  const plan = planAttack(
    { view: attackerView, armor: armorTotal(attacker, o) },
    { view: defenderView, armor: armorTotal(defender, o) },
    weapon,
    {
      attackerModifiers: asModifiers(p.attackerModifiers),
      defenderModifiers: asModifiers(p.defenderModifiers),
      damageModifiers: asModifiers(p.damageModifiers),
      defend: defendNote === null,
    },
    o,
  );
  return { attacker, defender, defenderView, plan, defendNote };
}

export const attackAction = action<AttackParams, ObjOptions, z.input<typeof attackParams>>({
  summary:
    "an attack: DEX + Melee/Ranged against Dodge, the target's Defend roll, then damage against STA + Armor",
  params: attackParams,
  examples: [
    attackParams.parse({ attacker: "rook", defender: "marta", weapon: "Colt M1911A .45" }),
    attackParams.parse({ attacker: "marta", defender: "rook", weapon: "Long Sword" }),
    attackParams.parse({ attacker: "marta", defender: "rook", weapon: "fire breathing" }),
    attackParams.parse({
      attacker: "rook",
      defender: "marta",
      weapon: ".38 Special Revolver",
      defend: false,
    }),
    attackParams.parse({ attacker: "marta", defender: "rook", weapon: "Sap" }),
  ],
  odds({ state, options }, p) {
    const x = prepareAttack(state, p, options);
    const o = attackOdds(x.plan, x.defenderView, dieFor(options), options);
    const chances = { defenderHelpless: 0, defenderUnconscious: 0, defenderBleeding: 0, defenderDead: 0 };
    for (const [amount, prob] of o.damage) {
      const s = healthStates(applyDamage(x.defender, amount, x.plan.kind, options).character, options);
      if (s.helpless) chances.defenderHelpless += prob;
      if (s.unconscious) chances.defenderUnconscious += prob;
      if (s.bleeding) chances.defenderBleeding += prob;
      if (s.dead) chances.defenderDead += prob;
    }
    return {
      partition: o.partition,
      chances,
      distributions: { damage: o.damage, damageOnHit: o.damageOnHit },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = prepareAttack(state, p, options);
    const events: TableEvent[] = [...spendTurn(state, p.attacker, x.attacker.name, ["action"])];
    const die = dieFor(options);
    const r = rollAttack(x.plan, x.defenderView, die, dice, options);
    const w = x.plan.weapon;
    const a = x.attacker.name;
    const d = x.defender.name;
    const parts: Record<typeof r.partition, string> = {
      impossible: `${a} cannot attack with ${w.name}: ${x.plan.attackPool.impossible}`,
      miss: `${a} attacks ${d} with ${w.name} and misses (${successesText(r.attack.successes)}, ${r.attack.effectiveDifficulty} needed)`,
      dodged: `${a} hits ${d} with ${w.name} (${successesText(r.attack.successes)}), but ${d} defends (${successesText(r.defend?.successes ?? 0)}, ${r.defend?.effectiveDifficulty} needed)`,
      hit: `${a} hits ${d} with ${w.name} (${successesText(r.attack.successes)})${r.defend ? `; Defend fails (${r.defend.successes})` : x.defendNote && x.defendNote !== "declined" ? `; no Defend: ${x.defendNote}` : ""}: ${r.damage} ${x.plan.kind} damage${r.damageRoll ? ` (${r.damageRoll.successes} against ${r.damageRoll.effective})` : ""}`,
    };
    const gmNotes = [
      ...gmTraitNotes(state, p.attacker, "attacks"),
      ...gmTraitNotes(state, p.defender, "isAttacked"),
    ];
    const roll = {
      id: newId("roll"),
      action: "attack",
      actor: p.attacker,
      summary: parts[r.partition] + gmNotesTail(gmNotes),
      dice: [
        ...dieRecords(r.attack.faces, die, "attack", "attacker"),
        ...dieRecords(r.defend?.faces ?? [], die, "defend", "defender"),
        ...dieRecords(r.damageRoll?.faces ?? [], die, "damage", "attacker"),
      ],
      outcome: {
        outcome: r.partition,
        weapon: w.name,
        gmNotes,
        hit: r.partition === "hit" || r.partition === "dodged",
        dodged: r.partition === "dodged",
        attackPool: x.plan.attackPool.size,
        attackModifiers: x.plan.attackPool.modifiers,
        attackSuccesses: r.attack.successes,
        attackDifficulty: x.plan.attackDifficulty,
        effectiveAttackDifficulty: r.attack.effectiveDifficulty,
        defendPool: r.defendPool?.size ?? null,
        defendSuccesses: r.defend?.successes ?? null,
        defendDifficulty: x.plan.defendDifficulty,
        defendNote: x.defendNote,
        damagePool: r.damageRoll?.pool ?? null,
        damageSuccesses: r.damageRoll?.successes ?? null,
        threshold: r.damageRoll?.threshold ?? null,
        effectiveThreshold: r.damageRoll?.effective ?? null,
        thresholdSteps: "threshold" in x.plan.damage ? x.plan.damage.threshold.steps : [],
        rawDamage: r.rawDamage,
        damage: r.damage,
        kind: x.plan.kind,
        tags: w.tags,
      },
      partition: r.partition,
    };
    events.push({ type: "roll", roll });
    if (r.partition !== "impossible" && options.trackAmmo && w.itemIndex !== null && w.rounds !== null) {
      const equipment = x.attacker.equipment.map((item, i) =>
        i === w.itemIndex && item.weapon
          ? { ...item, weapon: { ...item.weapon, rounds: w.rounds! - 1 } }
          : item,
      );
      events.push(
        changed(p.attacker, {
          character: { ...x.attacker, equipment },
          changes: [`${a}'s ${w.name}: ${w.rounds} → ${w.rounds - 1} rounds`],
        }),
      );
    }
    if (r.partition === "hit")
      events.push(changed(p.defender, applyDamage(x.defender, r.damage, x.plan.kind, options, w.name)));
    if (r.partition !== "impossible" && w.tags.includes("fire"))
      events.push({
        type: "note.opened",
        id: newId("fire"),
        kind: "fire",
        text: `${a} breathed fire at ${d}: what nearby burns, and does anything explode?`,
        data: { roll: roll.id, attacker: p.attacker, defender: p.defender },
      });
    return { events, roll };
  },
});
