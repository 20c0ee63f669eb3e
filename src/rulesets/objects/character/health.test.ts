import { describe, expect, it } from "vitest";
import { opts, sheet } from "../testing/helpers.js";
import { applyDamage, currentHealth, healthStates, lethalHealth, maxHealth, status } from "./health.js";

const o = opts();
const sta = (stamina: number, damage = { lethal: 0, nonLethal: 0 }) =>
  sheet(o, { attributes: { stamina }, damage });

describe("health", () => {
  it("OBJ-STAT-1 OBJ-STAT-2 Health = 2 × STA: STA 3 → 6, STA 1 → 2, STA 6 → 12", () => {
    expect([maxHealth(sta(3)), maxHealth(sta(1)), maxHealth(sta(6))]).toEqual([6, 2, 12]);
  });

  it("OBJ-DMG-7 two tallies: Health = max − L − N; lethal Health = max − L", () => {
    const c = sta(4, { lethal: 2, nonLethal: 3 });
    expect([currentHealth(c), lethalHealth(c)]).toEqual([3, 6]);
    const hit = applyDamage(c, 2, "non-lethal", o).character;
    expect(hit.damage).toEqual({ lethal: 2, nonLethal: 5 });
  });

  it("OBJ-DMG-8 STA 3, N 6, L 0 → Health 0: helpless", () => {
    const c = sta(3, { lethal: 0, nonLethal: 6 });
    expect(currentHealth(c)).toBe(0);
    expect(healthStates(c, o)).toEqual({ helpless: true, unconscious: false, bleeding: false, dead: false });
    expect(status(c, o)).toBe("helpless");
  });

  it("OBJ-DMG-9 STA 3, N 9 → Health −3, unconscious; a further sap hit for 2 is lethal: L 2, lethal Health 4", () => {
    const c = sta(3, { lethal: 0, nonLethal: 9 });
    expect(currentHealth(c)).toBe(-3);
    expect(status(c, o)).toBe("unconscious");
    const hit = applyDamage(c, 2, "non-lethal", o, "a sap").character;
    expect(hit.damage).toEqual({ lethal: 2, nonLethal: 9 });
    expect(lethalHealth(hit)).toBe(4);
    expect(healthStates(hit, o).dead).toBe(false);
  });

  it("OBJ-DMG-9 a blow that knocks someone out turns its remaining points lethal", () => {
    const r = applyDamage(sta(3, { lethal: 0, nonLethal: 8 }), 3, "non-lethal", o);
    expect(r.character.damage).toEqual({ lethal: 2, nonLethal: 9 });
    expect(r.changes[0]).toMatch(/2 of it lethal/);
  });

  it("OBJ-DMG-10 STA 3, L 6 → lethal Health 0: bleeding", () => {
    const c = sta(3, { lethal: 6, nonLethal: 0 });
    expect(lethalHealth(c)).toBe(0);
    expect(status(c, o)).toBe("bleeding");
  });

  it("OBJ-DMG-11 STA 3, L 9 → lethal Health −3, dead; L 8 → bleeding, alive", () => {
    expect(status(sta(3, { lethal: 9, nonLethal: 0 }), o)).toBe("dead");
    expect(status(sta(3, { lethal: 8, nonLethal: 0 }), o)).toBe("bleeding");
  });

  it("OBJ-DMG-7 single-track model: the kind of damage that crossed the threshold decides the state", () => {
    const one = opts({ healthModel: "single-track" });
    const c = sheet(one, { attributes: { stamina: 3 } });
    const beaten = applyDamage(c, 6, "non-lethal", one).character;
    expect(status(beaten, one)).toBe("helpless");
    const cut = applyDamage(c, 6, "lethal", one).character;
    expect(status(cut, one)).toBe("bleeding");
    const out = applyDamage(beaten, 3, "non-lethal", one).character;
    expect(status(out, one)).toBe("unconscious");
    const dead = applyDamage(cut, 3, "lethal", one).character;
    expect(status(dead, one)).toBe("dead");
  });

  it("reports a change of state", () => {
    const r = applyDamage(sta(3), 6, "lethal", o, "a knife");
    expect(r.changes).toEqual([
      "Someone takes 6 lethal damage from a knife: Health 6 → 0 of 6",
      "Someone is now bleeding",
    ]);
  });
});
