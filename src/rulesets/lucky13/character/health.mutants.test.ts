// Mutation tests (issue 21): the lines each change of hit points writes, the bookkeeping around the
// dying clock and the rest cap, and the refusals of bad amounts.

import { describe, expect, it } from "vitest";
import {
  advanceRounds,
  advanceTime,
  canAssist,
  clearRecuperating,
  damage,
  heal,
  rest,
  stabilize,
  status,
  withHp,
} from "./health.js";
import { casimir, sciFi } from "./testing/fixtures.js";

const o = sciFi();

describe("hit points (mutants)", () => {
  it("L13-HP-6 0 damage changes nothing and says so; a hit within the row moves no die", () => {
    const c = casimir(o, { hp: 25, restHealed: 3 });
    expect(damage(c, 0, o)).toEqual({ character: c, changes: ["Casimir takes no damage"] });
    const r = damage(c, 4, o);
    expect(r.changes).toEqual(["Casimir takes 4 damage: 25 → 21 HP"]);
    expect(r.character).toMatchObject({ hp: 21, restHealed: 0, stabilized: false, dyingMinutes: null });
    expect(() => damage(c, -1, o)).toThrow("amount: expected a whole number of at least 0");
    expect(() => damage(c, 0.5, o)).toThrow("amount: expected a whole number of at least 0");
  });

  it("L13-HEAL-3 with restCapReset perRest, damage leaves the rest counter alone", () => {
    const per = sciFi({ restCapReset: "perRest" });
    expect(damage(casimir(per, { hp: 25, restHealed: 3 }), 4, per).character.restHealed).toBe(3);
    const r = rest(casimir(per, { hp: 12, restHealed: 2 }), 60, per).character;
    expect([r.hp, r.restHealed]).toEqual([16, 2]);
  });

  it("L13-DEATH-1 a hit to 0 or below says the Pulse die is gone and starts the clock once", () => {
    const r = damage(casimir(o, { hp: 5 }), 7, o);
    expect(r.changes).toEqual([
      "Casimir takes 7 damage: 5 → −2 HP",
      "current Pulse d4 → none",
      "Casimir is dying and unconscious: loses 1 HP per minute until stabilized, dies at −8",
    ]);
    expect(r.character.dyingMinutes).toBe(0);
    const later = advanceTime(r.character, 2.5, o).character;
    expect(later.dyingMinutes).toBe(2.5);
    const again = damage(later, 1, o);
    expect(again.character.dyingMinutes).toBe(2.5);
    expect(again.changes).toEqual(["Casimir takes 1 damage: −4 → −5 HP"]);
    expect(withHp(later, 3)).toMatchObject({ hp: 3, dyingMinutes: null, stabilized: false });
    expect(withHp(casimir(o), 0).dyingMinutes).toBe(0);
  });

  it("L13-DEATH-7 a stabilized character killed by a hit is dead, not 'no longer stabilized'", () => {
    const stable = stabilize(damage(casimir(o, { hp: 5 }), 7, o).character, o).character;
    const r = damage(stable, 6, o);
    expect(r.changes).toEqual([
      "Casimir takes 6 damage: −2 → −8 HP",
      "Casimir is dead (−8 HP, at or below −8)",
    ]);
    const dyingHit = damage(damage(casimir(o, { hp: 5 }), 7, o).character, 1, o);
    expect(dyingHit.changes).toEqual(["Casimir takes 1 damage: −2 → −3 HP"]);
  });

  it("L13-HEAL-1 L13-HP-5 healing writes the amount healed, the cap and the Pulse die's rise", () => {
    const r = heal(casimir(o, { hp: 18 }), 20, "surgery", o);
    expect(r.changes).toEqual([
      "Casimir heals 12 HP (surgery): 18 → 30",
      "capped at the maximum of 30",
      "current Pulse d6 → d8",
    ]);
    expect(heal(casimir(o, { hp: 18 }), 12, "surgery", o).changes).toEqual([
      "Casimir heals 12 HP (surgery): 18 → 30",
      "current Pulse d6 → d8",
    ]);
  });

  it("L13-DEATH-3 healing 0 does not stabilize; healing a dying character writes the new status", () => {
    const dying = damage(casimir(o, { hp: 5 }), 9, o).character;
    const zero = heal(dying, 0, "a look", o);
    expect(zero.character.stabilized).toBe(false);
    expect(status(zero.character, o).status).toBe("dying");
    const two = heal(dying, 2, "first aid", o);
    expect(two.changes).toEqual([
      "Casimir heals 2 HP (first aid): −4 → −2",
      "Casimir is stabilized but stays unconscious until HP reach 1",
    ]);
    const noStab = sciFi({ healingStabilizes: false });
    expect(heal(dying, 2, "first aid", noStab).character.stabilized).toBe(false);
    const stable = stabilize(dying, o).character;
    expect(heal(stable, 1, "first aid", noStab).character.stabilized).toBe(true);
  });

  it("L13-DEATH-8 reviving in gritty mode without a wound: a healthy character healed is not recuperating", () => {
    const gritty = sciFi({ recoveryMode: "gritty" });
    const r = heal(casimir(gritty, { hp: 10 }), 5, "rest", gritty);
    expect(r.character.recuperating).toBe(false);
    expect(r.changes).toEqual(["Casimir heals 5 HP (rest): 10 → 15", "current Pulse d4 → d6"]);
    const dying = damage(casimir(gritty, { hp: 5 }), 9, gritty).character;
    const still = heal(dying, 3, "first aid", gritty);
    expect(still.character.recuperating).toBe(false);
    expect(still.changes).not.toContain("Casimir is recuperating until the GM clears it");
  });

  it("L13-DEATH-8 clearing recuperation: nothing to clear writes nothing", () => {
    const c = casimir(o);
    expect(clearRecuperating(c)).toEqual({ character: c, changes: [] });
    expect(clearRecuperating(casimir(o, { recuperating: true })).changes).toEqual([
      "Casimir has recuperated",
    ]);
  });

  it("L13-HEAL-2 rest writes what it healed; minutes must be a finite number ≥ 0", () => {
    const r = rest(casimir(o, { hp: 9 }), 30, o);
    expect(r.changes).toEqual(["Casimir rests 30 minutes and heals 2 HP: 9 → 11", "current Pulse d4 → d6"]);
    expect(rest(casimir(o, { hp: 9 }), 14, o).character.hp).toBe(9);
    expect(rest(casimir(o, { hp: 9 }), 15, o).character.hp).toBe(10);
    for (const bad of [-1, Number.POSITIVE_INFINITY, Number.NaN])
      expect(() => rest(casimir(o), bad, o)).toThrow("minutes: expected a number of minutes of at least 0");
    expect(() => advanceTime(casimir(o), -1, o)).toThrow(
      "minutes: expected a number of minutes of at least 0",
    );
    expect(rest(casimir(o), 0, o).character.hp).toBe(30);
  });

  it("L13-HEAL-3 the cap message appears only when the cap, not the maximum, stopped the rest", () => {
    const nearFull = rest(casimir(o, { hp: 28 }), 120, o);
    expect(nearFull.character.hp).toBe(30);
    expect(nearFull.changes).toEqual(["Casimir rests 120 minutes and heals 2 HP: 28 → 30"]);
    const partCap = rest(casimir(o, { hp: 12, restHealed: 3 }), 60, o);
    expect(partCap.character).toMatchObject({ hp: 13, restHealed: 4 });
    expect(partCap.changes).toContain(
      "rest has restored its most (4 HP); more needs first aid or medical care",
    );
    const over = rest(casimir(o, { hp: 12, restHealed: 6 }), 60, o);
    expect(over.character.hp).toBe(12);
    const exact = rest(casimir(o, { hp: 12 }), 60, o);
    expect(exact.changes).toEqual(["Casimir rests 60 minutes and heals 4 HP: 12 → 16"]);
  });

  it("L13-DEATH-2 a clock already past part of a minute loses at the next whole minute; stable and ok characters do not lose", () => {
    const dying = { ...damage(casimir(o, { hp: 1 }), 1, o).character, dyingMinutes: 0.75 };
    const r = advanceTime(dying, 0.5, o);
    expect(r.character).toMatchObject({ hp: -1, dyingMinutes: 1.25 });
    const none = advanceTime(dying, 0.1, o);
    expect(none.changes).toEqual([]);
    const stable = stabilize(dying, o).character;
    expect(advanceTime(stable, 10, o)).toEqual({ character: stable, changes: [] });
    const nearDeath = advanceTime({ ...dying, hp: -7, dyingMinutes: 0 }, 5, sciFi({ dyingLossPerMinute: 3 }));
    expect(nearDeath.character.hp).toBe(-10);
  });

  it("L13-DEATH-9 rounds must be a whole number ≥ 0", () => {
    const six = sciFi({ secondsPerRound: 6 });
    expect(() => advanceRounds(casimir(six), -1, six)).toThrow(
      "rounds: expected a whole number of at least 0",
    );
    expect(() => advanceRounds(casimir(six), 1.5, six)).toThrow(
      "rounds: expected a whole number of at least 0",
    );
  });

  it("L13-DEATH-3 stabilizing: already stable says so; a dying character's line", () => {
    const dying = damage(casimir(o, { hp: 5 }), 9, o).character;
    const s = stabilize(dying, o);
    expect(s.changes).toEqual(["Casimir is stabilized but stays unconscious until HP reach 1"]);
    expect(stabilize(s.character, o)).toEqual({
      character: s.character,
      changes: ["Casimir is already stabilized"],
    });
  });

  it("L13-DEATH-8 the dead are not recuperating even if the flag is set", () => {
    const dead = { ...damage(casimir(o), 38, o).character, recuperating: true };
    expect(status(dead, o)).toEqual({ status: "dead", unconscious: false, recuperating: false });
    expect(canAssist(casimir(o, { hp: 1 }), { kind: "ability", id: "pulse" }, o)).toEqual({
      allowed: true,
      die: "d4",
      steps: 1,
    });
  });
});

describe("hit points edges (mutants)", () => {
  const codeOf = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      return (e as { code?: string }).code;
    }
    return null;
  };

  it("bad amounts, minutes and sources are invalid input", () => {
    expect(codeOf(() => damage(casimir(o), -1, o))).toBe("invalid_input");
    expect(codeOf(() => rest(casimir(o), -1, o))).toBe("invalid_input");
    expect(codeOf(() => heal(casimir(o), 1, " ", o))).toBe("invalid_input");
  });

  it("L13-HP-5 healing a dying character back above 0 writes the Pulse die's return from none", () => {
    const dying = damage(casimir(o, { hp: 5 }), 7, o).character;
    expect(heal(dying, 5, "surgery", o).changes).toContain("current Pulse none → d4");
  });

  it("L13-DEATH-8 gritty recovery starts at exactly 1 HP", () => {
    const gritty = sciFi({ recoveryMode: "gritty" });
    const dying = damage(casimir(gritty, { hp: 5 }), 7, gritty).character;
    expect(heal(dying, 3, "first aid", gritty).character).toMatchObject({ hp: 1, recuperating: true });
  });

  it("L13-HEAL-2 hpPerInterval multiplies the intervals; the cap line needs the cap to be the only limit", () => {
    const two = sciFi({ restHealing: { hpPerInterval: 2, intervalMinutes: 15, maxFromRest: 8 } });
    expect(rest(casimir(two, { hp: 10 }), 30, two).character.hp).toBe(14);
    expect(rest(casimir(two, { hp: 10 }), 240, two).changes).toContain(
      "rest has restored its most (8 HP); more needs first aid or medical care",
    );
    expect(rest(casimir(o, { hp: 26 }), 120, o).changes).toEqual([
      "Casimir rests 120 minutes and heals 4 HP: 26 → 30",
    ]);
  });

  it("L13-DEATH-2 the minutes already on the clock are not lost again", () => {
    const dying = { ...damage(casimir(o, { hp: 1 }), 1, o).character, hp: -1, dyingMinutes: 1.5 };
    expect(advanceTime(dying, 1, o).character).toMatchObject({ hp: -2, dyingMinutes: 2.5 });
  });
});
