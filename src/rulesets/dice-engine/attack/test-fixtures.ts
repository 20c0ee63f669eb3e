// Weapons and helpers shared by the attack tests. Dice are always scripted (facesSource) or seeded.

import { expect } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { Result, RuleError } from "../tracker/result.js";
import { type AttackOptions, DEFAULT_ATTACK_OPTIONS, resolveAttackOptions } from "./options.js";
import { type Weapon, type WeaponInput, weaponSchema } from "./weapon.js";

export const O: AttackOptions = DEFAULT_ATTACK_OPTIONS;
export const opts = (o: Parameters<typeof resolveAttackOptions>[0]) => resolveAttackOptions(o);

export function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`unexpected refusal at ${r.error.path.join(".")}: ${r.error.message}`);
  return r.value;
}

export function refusal<T>(r: Result<T>): RuleError {
  expect(r.ok).toBe(false);
  return (r as { ok: false; error: RuleError }).error;
}

/** A faces source that must be used up exactly by the call. */
export function faces(list: number[]) {
  const src = facesSource(list);
  return Object.assign(src, {
    done() {
      expect(src.remaining(), "every scripted face is used").toBe(0);
    },
  });
}

export const weapon = (w: Partial<WeaponInput> & Pick<WeaponInput, "attacks">): Weapon =>
  weaponSchema.parse({
    id: "test",
    name: "Test weapon",
    stat: "dexterity",
    melee: false,
    damage: "1d6",
    damageType: "piercing",
    ...w,
  });

/** A pistol: Standard or Precision, range 3-8 Max: 20. */
export const pistol = weapon({
  id: "pistol",
  name: "Pistol",
  damage: "2d6",
  range: "3-8 Max: 20",
  attacks: [{ type: "standard" }, { type: "precision" }, { type: "quick", damage: "1" }],
});
