// Tests written to kill surviving mutants of health.ts (issue 21): the single-track model, where
// the kind of the damage point that crossed 0 or −STA decides the state (cases where the two
// models disagree, the crossings recorded point by point, and forgotten again on healing), the
// split model's helpless state at lethal Health 0, and the damage log's lines.
import { describe, expect, it } from "vitest";
import type { DamageKind } from "../data/item.js";
import { opts, sheet } from "../testing/helpers.js";
import { heal } from "./healing.js";
import { applyDamage, healthStates, settleCrossings, status } from "./health.js";
import type { ObjCharacter, ObjCharacterInput } from "./schema.js";

const split = opts();
const one = opts({ healthModel: "single-track" });
const NONE = { helpless: false, unconscious: false, bleeding: false, dead: false };
const sta3 = (patch: Omit<Partial<ObjCharacterInput>, "attributes"> = {}, o = one) =>
  sheet(o, { attributes: { stamina: 3 }, ...patch });
/** Blows in order, each a number of points of one kind. */
const hits = (c: ObjCharacter, o: typeof one, ...blows: [number, DamageKind][]) =>
  blows.reduce((x, [n, kind]) => applyDamage(x, n, kind, o).character, c);
const week = { days: 0, weeks: 1, underCare: true, activity: "light" as const };

describe("single-track health (healthModel: single-track)", () => {
  it("OBJ-DMG-7 a lethal point taking Health to 0 after non-lethal ones: bleeding, where the split model says helpless", () => {
    const c = hits(sta3(), one, [5, "non-lethal"], [1, "lethal"]);
    expect(c.crossed).toEqual({ zero: "lethal", floor: null });
    expect(healthStates(c, one)).toEqual({ ...NONE, bleeding: true });
    const s = hits(sta3({}, split), split, [5, "non-lethal"], [1, "lethal"]);
    expect(healthStates(s, split)).toEqual({ ...NONE, helpless: true });
  });

  it("OBJ-DMG-7 damage short of 0 crosses nothing; non-lethal damage to 0 crosses 0 only", () => {
    expect(hits(sta3(), one, [2, "non-lethal"]).crossed).toEqual({ zero: null, floor: null });
    const beaten = hits(sta3(), one, [6, "non-lethal"]);
    expect(beaten.crossed).toEqual({ zero: "non-lethal", floor: null });
    expect(healthStates(beaten, one)).toEqual({ ...NONE, helpless: true });
  });

  it("OBJ-DMG-7 a later lethal point past 0 makes the crossing lethal; a later non-lethal one does not undo it", () => {
    expect(hits(sta3(), one, [6, "non-lethal"], [1, "lethal"]).crossed.zero).toBe("lethal");
    const cut = hits(sta3(), one, [6, "lethal"], [1, "non-lethal"]);
    expect(cut.crossed).toEqual({ zero: "lethal", floor: null });
    expect(status(cut, one)).toBe("bleeding");
  });

  it("OBJ-DMG-7 OBJ-DMG-11 −STA crossed by non-lethal damage: unconscious; a lethal point past it: dead", () => {
    const out = hits(sta3(), one, [9, "non-lethal"]);
    expect(out.crossed).toEqual({ zero: "non-lethal", floor: "non-lethal" });
    expect(healthStates(out, one)).toEqual({ ...NONE, helpless: true, unconscious: true });
    const killed = hits(out, one, [1, "lethal"]);
    expect(killed.crossed.floor).toBe("lethal");
    expect(status(killed, one)).toBe("dead");
    const dead = hits(sta3(), one, [9, "lethal"], [1, "non-lethal"]);
    expect(dead.crossed).toEqual({ zero: "lethal", floor: "lethal" });
    expect(healthStates(dead, one)).toEqual({ ...NONE, dead: true });
  });

  it("OBJ-DMG-7 the states read Health as well as the crossings", () => {
    const healed = sta3({ crossed: { zero: "lethal", floor: "lethal" } });
    expect(healthStates(healed, one)).toEqual(NONE);
    const atZero = sta3({
      damage: { lethal: 6, nonLethal: 0 },
      crossed: { zero: "lethal", floor: "lethal" },
    });
    expect(healthStates(atZero, one)).toEqual({ ...NONE, bleeding: true });
  });
});

describe("forgetting crossings on healing (single-track)", () => {
  it("OBJ-HEAL-2 healed above 0, the crossing of 0 is forgotten; at 0 or below it is kept", () => {
    const up = heal(sta3({ damage: { lethal: 6, nonLethal: 0 }, crossed: { zero: "lethal" } }), week, one);
    expect([up.character.damage.lethal, up.character.crossed]).toEqual([5, { zero: null, floor: null }]);
    const still = heal(sta3({ damage: { lethal: 7, nonLethal: 0 }, crossed: { zero: "lethal" } }), week, one);
    expect([still.character.damage.lethal, still.character.crossed]).toEqual([
      6,
      { zero: "lethal", floor: null },
    ]);
    expect(status(still.character, one)).toBe("bleeding");
  });

  it("OBJ-HEAL-1 healed above −STA, the crossing of −STA is forgotten; at −STA it is kept", () => {
    const out = {
      damage: { lethal: 0, nonLethal: 9 },
      crossed: { zero: "non-lethal", floor: "non-lethal" },
    } as const;
    const day = { days: 1, weeks: 0, underCare: false, activity: "light" as const };
    expect(heal(sta3(out), day, one).character.crossed).toEqual({ zero: "non-lethal", floor: null });
    const still = heal(sta3(out), { ...day, rate: { nonLethalPerDay: 0 } }, one).character;
    expect(still.crossed).toEqual({ zero: "non-lethal", floor: "non-lethal" });
  });

  it("a character with nothing to forget is returned as it is", () => {
    const c = sta3({ damage: { lethal: 0, nonLethal: 7 }, crossed: { zero: "non-lethal" } });
    expect(settleCrossings(c)).toBe(c);
    const fresh = sta3({}, split);
    expect(
      heal(sta3({ damage: { lethal: 0, nonLethal: 1 } }, split), { ...week, weeks: 0, days: 1 }, split)
        .character.crossed,
    ).toEqual(fresh.crossed);
  });
});

describe("split health and the damage log", () => {
  it("OBJ-DMG-8 OBJ-DMG-10 at lethal Health 0 the character is bleeding, not helpless", () => {
    expect(healthStates(sta3({ damage: { lethal: 6, nonLethal: 0 } }, split), split)).toEqual({
      ...NONE,
      bleeding: true,
    });
  });

  it("OBJ-DMG-7 the split model records no crossings", () => {
    expect(hits(sta3({}, split), split, [10, "lethal"]).crossed).toEqual({ zero: null, floor: null });
  });

  it("names the source (damage by default), and a change of state only when there is one", () => {
    expect(applyDamage(sta3({}, split), 1, "lethal", split).changes).toEqual([
      "Someone takes 1 lethal damage from damage: Health 6 → 5 of 6",
    ]);
    const none = applyDamage(sta3({}, split), 0, "lethal", split, "a feather");
    expect(none.changes).toEqual(["Someone takes no damage from a feather"]);
    expect(none.character.damage).toEqual({ lethal: 0, nonLethal: 0 });
  });
});
