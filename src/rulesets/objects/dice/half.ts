// Halving a rating, for unskilled pools and for difficulties taken from a rating of 0 (OBJ-ROLL-9, 12).
// The book only ever says "rounded down" (for lethal healing), so that is the default.

export type HalfRounding = "down" | "up" | "nearest";

/** Half of a whole number: down, up, or to the nearest whole number with ties going to the even one. */
export function half(n: number, rounding: HalfRounding): number {
  const low = Math.floor(n / 2);
  if (n % 2 === 0 || rounding === "down") return low;
  if (rounding === "up") return low + 1;
  return low % 2 === 0 ? low : low + 1;
}

/**
 * OBJ-ROLL-12: a difficulty set by someone's rating falls back to half of the attribute the rule
 * pairs with it when that rating is 0 (Dodge → DEX; an attacker's Melee or Ranged → DEX).
 */
export function ratingOrHalf(rating: number, attribute: number, rounding: HalfRounding): number {
  return rating > 0 ? rating : half(attribute, rounding);
}
