// From two characters and a weapon to the numbers of an attack (LUC-CHECK-2, LUC-CMB-8, LUC-GEAR-1,
// LUC-OPT-1, 3 and the combat traits): which attribute and skill, the cost, Penetration and damage
// bonuses, and the defender's Protection with Defender, Adrenaline Rush, Shieldbreaker and Brawler.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import {
  defenseOf,
  findItem,
  hasTrait,
  type Item,
  type LucidityCharacter,
  protectionParts,
} from "../character/index.js";
import type { Attr } from "../data/attributes.js";
import { BRAWLER_DAMAGE, UNARMED, type WeaponSize } from "../data/gear.js";
import type { LucidityOptions } from "../options/schema.js";
import type { AttackSpec } from "../rules/attack.js";
import { attackCost } from "../rules/movement.js";
import { type PreparedRoll, prepareRoll, type RollSubject, rollModifiers } from "./roll-parts.js";

export const attackParams = z.strictObject({
  attacker: z.string(),
  defender: z.string(),
  /** A designated weapon by name, or "unarmed"; default: the first designated weapon, else unarmed. */
  weapon: z.string().optional(),
  /** A second designated melee weapon: the attacker is dual-wielding (1 action per melee attack). */
  offHand: z.string().optional(),
  /** Attacking from a flank (Backstabber, LUC-TRAIT-11): a GM flag. */
  flanking: z.boolean().default(false),
  /** One-on-one, nobody else engaged (1 on 1, LUC-TRAIT-20): a GM flag. */
  oneOnOne: z.boolean().default(false),
  /** The defender's allies standing adjacent to them (Defender, LUC-TRAIT-8). */
  adjacentAllies: z.array(z.string()).max(20).default([]),
  /** A free attack out of turn (an opportunity attack, LUC-OPT-7): costs nothing. */
  opportunity: z.boolean().default(false),
  /** Spends the attacker's readied actions, out of turn (LUC-OPT-11). */
  readied: z.boolean().default(false),
  ...rollModifiers,
});
export type AttackParams = z.infer<typeof attackParams>;

export interface Weapon {
  name: string;
  melee: boolean;
  attribute: Attr;
  skill: string | null;
  damage: string;
  improvised: boolean;
  unarmed: boolean;
  size: WeaponSize;
}

const SMALLER: Record<WeaponSize, WeaponSize> = {
  massive: "two-handed",
  "two-handed": "one-handed",
  "one-handed": "one-handed",
};

/** LUC-TRAIT-16: with Guts a weapon counts one size smaller for wielding. */
export function wieldSize(c: LucidityCharacter, size: WeaponSize): WeaponSize {
  return hasTrait(c, "Guts") ? SMALLER[size] : size;
}

function weaponFrom(c: LucidityCharacter, item: Item, o: LucidityOptions, path: string): Weapon {
  if (item.damage === undefined)
    throw new EngineError("invalid", `${item.name} deals no damage (it has no damage expression)`, [path]);
  if (wieldSize(c, item.size) === "massive")
    throw new EngineError("refused", `${c.name} cannot wield the massive ${item.name} without Guts`, [path]);
  const melee = (item.range ?? "melee") === "melee";
  return {
    name: item.name,
    melee,
    attribute: item.attribute ?? (melee ? o.attackAttribute.melee : o.attackAttribute.ranged),
    skill: item.skill ?? null,
    damage: item.damage,
    improvised: item.improvised,
    unarmed: false,
    size: item.size,
  };
}

export function weaponOf(
  state: TableState,
  c: LucidityCharacter,
  name: string | undefined,
  o: LucidityOptions,
  path = "weapon",
): Weapon {
  const chosen =
    name ?? c.designated.find((d) => c.items.find((i) => i.name === d)?.damage !== undefined) ?? UNARMED;
  if (chosen === UNARMED) {
    return {
      name: "unarmed strike",
      melee: true,
      attribute: o.attackAttribute.melee,
      skill: null,
      damage: hasTrait(c, "Brawler") ? BRAWLER_DAMAGE : o.unarmedDamage,
      improvised: false,
      unarmed: true,
      size: "one-handed",
    };
  }
  const item = findItem(c, chosen, [path]);
  if (state.encounter && !c.designated.includes(item.name))
    throw new EngineError("refused", `${item.name} is not designated: swap it in first (LUC-OPT-12)`, [path]);
  return weaponFrom(c, item, o, path);
}

export interface PreparedAttack {
  attacker: LucidityCharacter;
  defender: LucidityCharacter;
  weapon: Weapon;
  dualWielding: boolean;
  cost: number;
  roll: PreparedRoll;
  subject: RollSubject;
  spec: AttackSpec;
  protection: {
    armor: number;
    shield: number;
    weapon: number;
    allies: number;
    adrenaline: number;
    oneOnOne: number;
    removed: string[];
  };
}

function defenderProtection(
  state: TableState,
  p: AttackParams,
  attacker: LucidityCharacter,
  defender: LucidityCharacter,
  weapon: Weapon,
) {
  const own = protectionParts(defender);
  let allyShield = 0;
  let allyWeapon = 0;
  p.adjacentAllies.forEach((id, i) => {
    if (id === p.defender || id === p.attacker)
      throw new EngineError("invalid", "an adjacent ally is someone else", ["adjacentAllies", i]);
    const ally = characterOf(state, id, ["adjacentAllies", i]);
    if (!hasTrait(ally, "Defender")) return;
    const parts = protectionParts(ally);
    allyShield += parts.shield;
    allyWeapon += parts.weapon;
  });
  const adrenaline = state.conditions
    .filter((c) => c.target === p.defender && c.name === "adrenaline rush")
    .reduce((m, c) => Math.max(m, c.rating ?? 0), 0);
  const oneOnOne = p.oneOnOne && hasTrait(defender, "1 on 1") ? 1 : 0;
  const removed: string[] = [];
  // Each part is counted once, so the parts add up to the total: `shield` is the defender's own,
  // `allies` is what Defender allies lend (their shields and weapons).
  let shield = own.shield;
  if (hasTrait(attacker, "Shieldbreaker") && shield + allyShield > 0) {
    removed.push(`Shieldbreaker ignores ${shield + allyShield} shield Protection`);
    shield = 0;
    allyShield = 0;
  }
  let total = own.armor + shield + own.weapon + allyShield + allyWeapon + adrenaline + oneOnOne;
  const brawler = weapon.unarmed && hasTrait(attacker, "Brawler");
  if (brawler) {
    removed.push("a Brawler's unarmed strike ignores Protection");
    total = 0;
  }
  return {
    total,
    parts: {
      armor: own.armor,
      shield,
      weapon: own.weapon,
      allies: allyShield + allyWeapon,
      adrenaline,
      oneOnOne,
      removed,
    },
  };
}

export function prepareAttack(state: TableState, p: AttackParams, o: LucidityOptions): PreparedAttack {
  if (p.attacker === p.defender)
    throw new EngineError("invalid", "a character cannot attack themself", ["defender"]);
  const attacker = characterOf(state, p.attacker, ["attacker"]);
  const defender = characterOf(state, p.defender, ["defender"]);
  if (defender.status === "dead") throw new EngineError("refused", `${defender.name} is dead`, ["defender"]);
  const weapon = weaponOf(state, attacker, p.weapon, o);
  let dualWielding = false;
  if (p.offHand !== undefined) {
    const off = weaponOf(state, attacker, p.offHand, o, "offHand");
    if (off.name === weapon.name)
      throw new EngineError("invalid", "the off-hand weapon must be a second weapon", ["offHand"]);
    if (!weapon.melee || !off.melee)
      throw new EngineError("invalid", "dual-wielding is for two melee weapons", ["offHand"]);
    for (const [w, path] of [
      [weapon, "weapon"],
      [off, "offHand"],
    ] as const) {
      if (!w.unarmed && wieldSize(attacker, w.size) !== "one-handed")
        throw new EngineError(
          "refused",
          `${w.name} is too large to dual-wield${hasTrait(attacker, "Guts") ? "" : " without Guts"}`,
          [path],
        );
    }
    dualWielding = true;
  }
  const cost = attackCost({
    melee: weapon.melee,
    dualWielding,
    rapidStrikes: hasTrait(attacker, "Rapid Strikes"),
    brawlerUnarmed: weapon.unarmed && hasTrait(attacker, "Brawler"),
  });
  const subject: RollSubject = {
    id: p.attacker,
    character: attacker,
    attribute: weapon.attribute,
    skill: weapon.skill,
    attack: true,
  };
  const roll = prepareRoll(state, subject, p, o);
  const str = weapon.attribute === "STR";
  const dex = weapon.attribute === "DEX";
  const oneOnOne = p.oneOnOne && hasTrait(attacker, "1 on 1") ? 1 : 0;
  const improvised = weapon.improvised && hasTrait(attacker, "Improvised Fighter");
  const penBonus =
    (str && hasTrait(attacker, "Impaler") ? attacker.attributes.STR : 0) + (improvised ? 1 : 0) + oneOnOne;
  const damageBonus =
    (dex && hasTrait(attacker, "Breakthrough") ? attacker.attributes.DEX : 0) +
    (p.flanking && hasTrait(attacker, "Backstabber") ? 4 : 0) +
    (improvised ? 2 : 0) +
    oneOnOne;
  const prot = defenderProtection(state, p, attacker, defender, weapon);
  const spec: AttackSpec = {
    modifier: roll.modifier,
    net: roll.net,
    defense: defenseOf(defender, o),
    penBonus,
    damage: weapon.damage,
    damageBonus,
    damageNet: o.buffsApplyToDamage ? roll.net : 0,
    protection: prot.total,
    resolution: o.protectionResolution,
    way: roll.way,
    lucidity:
      roll.lucidityTarget === null
        ? null
        : {
            target: roll.lucidityTarget,
            penetration: o.lucidityAttackPenetration,
            net: roll.net,
            buffsApply: o.buffsApplyToLucidity,
          },
    inspiration: roll.inspiration,
  };
  return { attacker, defender, weapon, dualWielding, cost, roll, subject, spec, protection: prot.parts };
}
