import { describe, expect, it } from "vitest";
import { attackCost, moveFeet } from "./movement.js";

const m = (prone: boolean, standUp: boolean, careful: boolean) => ({ prone, standUp, careful });

describe("moving and costs", () => {
  it("LUC-OPT-6 30 ft; careful 15; prone standing up 15; crawl 10; careful crawl 5; stand up + careful 15", () => {
    expect(moveFeet(m(false, false, false), false)).toBe(30);
    expect(moveFeet(m(false, false, true), false)).toBe(15);
    expect(moveFeet(m(true, true, false), false)).toBe(15);
    expect(moveFeet(m(true, false, false), false)).toBe(10);
    expect(moveFeet(m(true, false, true), false)).toBe(5);
    expect(moveFeet(m(true, true, true), false)).toBe(15);
    expect(moveFeet(m(true, true, true), true)).toBe(7.5);
  });

  it("LUC-OPT-1 melee 2 actions, 1 dual-wielding; LUC-OPT-3 ranged 1", () => {
    const plain = { melee: true, dualWielding: false, rapidStrikes: false, brawlerUnarmed: false };
    expect(attackCost(plain)).toBe(2);
    expect(attackCost({ ...plain, dualWielding: true })).toBe(1);
    expect(attackCost({ ...plain, melee: false })).toBe(1);
  });

  it("LUC-TRAIT-24 Rapid Strikes: a two-handed melee attack costs 1; LUC-TRAIT-19 a Brawler's unarmed strike 1", () => {
    const plain = { melee: true, dualWielding: false, rapidStrikes: false, brawlerUnarmed: false };
    expect(attackCost({ ...plain, rapidStrikes: true })).toBe(1);
    expect(attackCost({ ...plain, brawlerUnarmed: true })).toBe(1);
  });
});
