// What a form may offer for an action that names a weapon: the weapons its wielder fights with (its
// equipment, and the Unarmed Strike everyone has), then the attack types of the chosen weapon,
// then that type's ratings. The rules still check the choice when the action resolves; this only
// spares a player typing "Machine Pistol" and guessing which attack types it allows.

import type { ParamChoices } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { attackTypeRow } from "../attack/types.js";
import { findWeapon, weaponsOf } from "./combat-state.js";

/**
 * Choices for `weapon` (and, when asked, `type` and `rating`) given who wields it: `wielder` names
 * the parameter holding that character's id (`attacker`, `performer`, `actor`).
 */
export function weaponChoices(
  state: TableState,
  params: Record<string, unknown>,
  wielder: string,
  withAttacks: boolean,
): ParamChoices {
  const who = params[wielder];
  if (typeof who !== "string" || !state.characters[who]) return {};
  const weapons = weaponsOf(state, who);
  const out: ParamChoices = { weapon: weapons.map((w) => ({ value: w.name, label: w.name })) };
  if (!withAttacks) return out;
  const weapon = typeof params.weapon === "string" ? findWeapon(weapons, params.weapon) : undefined;
  if (!weapon) return out;
  out.type = weapon.attacks.map((a) => ({ value: a.type, label: attackTypeRow(a.type).name }));
  const attack = weapon.attacks.find((a) => a.type === params.type);
  if (attack && attack.ratings.length > 0) {
    const name = attackTypeRow(attack.type).name;
    out.rating = attack.ratings.map((r) => ({ value: r, label: `${name}:[${r}]` }));
  }
  return out;
}
