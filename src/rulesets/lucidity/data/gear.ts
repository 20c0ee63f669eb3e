// Gear (LUC-GEAR-1): the book lists none, so items are setting data. The only built-in entry is the
// unarmed strike; the slot rules are constants (LUC-SLOT-1..5).

export const BASE_ITEM_SLOTS = 18;
export const BASE_DESIGNATED = 2;
export const MIN_DESIGNATED = 1;
export const ORGANIZED_BONUS = 2;
export const COINS_PER_SLOT = 500;
export const ARROWS_PER_SLOT = 20;

export const UNARMED = "unarmed";
/** Brawler's unarmed strike damage (LUC-TRAIT-19). */
export const BRAWLER_DAMAGE = "1d8";

export const WEAPON_SIZES = ["one-handed", "two-handed", "massive"] as const;
export type WeaponSize = (typeof WEAPON_SIZES)[number];

export const ITEM_KINDS = ["weapon", "armor", "shield", "arrows", "consumable", "gear"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
