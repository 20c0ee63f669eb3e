import { describe, expect, it } from "vitest";
import * as martial from "./martial.js";

describe("Martial Arts perks, at their edges", () => {
  it("DE-PERK-57 no Martial Arts, no Martial Value; past the last level the last value", () => {
    expect(martial.martialValueAt(0)).toBe(0);
    expect(martial.martialValueAt(6)).toBe(8);
  });

  it("DE-PERK-58 a strike's damage is the MV plus the crit bonus", () => {
    expect(martial.martialStrikeDamage(4, 2)).toBe(6);
  });

  it("DE-PERK-63 by default any parry allows a counter; with the option only one that stops it all", () => {
    const strict = { counterAttackRequiresFullNegation: true };
    expect(martial.counterAttackAllowed(4, 4, strict)).toBe(true);
    expect(martial.counterAttackAllowed(5, 4, strict)).toBe(false);
    expect(martial.counterAttackAllowed(9, 4, { counterAttackRequiresFullNegation: false })).toBe(true);
  });
});
