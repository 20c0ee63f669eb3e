// Narrative combat (LUC-NARR-2): an outwitted opponent takes damage equal to the actor's chosen
// attribute modifier if their resistance roll fails, half of it if it succeeds; never below 0.

export function narrativeDamage(modifier: number, resisted: boolean, rounding: "down" | "up"): number {
  const full = Math.max(0, modifier);
  if (!resisted) return full;
  return rounding === "down" ? Math.floor(full / 2) : Math.ceil(full / 2);
}
