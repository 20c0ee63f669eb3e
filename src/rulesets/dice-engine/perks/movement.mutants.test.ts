import { describe, expect, it } from "vitest";
import * as move from "./movement.js";

describe("movement perks, at their edges", () => {
  it("DE-PERK-40 a negative Agility takes nothing off the fall", () => {
    expect(move.safeLanding(6, -2)).toBe(6);
    expect(move.safeLanding(6, 2)).toBe(4);
  });

  it("DE-PERK-41 a landing hit adds a positive Agility only; a miss adds nothing", () => {
    expect(move.deadlyDescentBonus(3, true)).toBe(3);
    expect(move.deadlyDescentBonus(-2, true)).toBe(0);
    expect(move.deadlyDescentBonus(3, false)).toBe(0);
  });

  it("DE-PERK-70 an even speed halves exactly", () => {
    expect(move.emergencyProtocolMove(6)).toBe(3);
  });
});
