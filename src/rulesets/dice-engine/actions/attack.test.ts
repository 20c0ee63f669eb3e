// The `attack` action at one defender, by rule ID: Sustained chains and the ammunition kept in the
// attacker's note (DE-TYPE-5, DE-ATK-6), and assassinations (DE-ASSN-1..4). Dice are scripted
// faces; every value asserted is worked out in the comment.

import { describe, expect, it } from "vitest";
import { replay } from "../../../engine/events.js";
import type { DeCharacter } from "../character/index.js";
import { attackNote } from "./attack-state.js";
import { combatNote } from "./combat-state.js";
import { current, equip, out, refusal, ruleset, TOWER, table } from "./testing/play.js";

describe("sustained chains and ammunition", () => {
  const sustained = {
    attacker: "wren",
    defender: "bruno",
    weapon: "Machine Pistol",
    type: "sustained",
    distance: 8,
  };

  it("DE-TYPE-5 consecutive hits on the same target deal base × 1, × 2, × 3; a broken sight starts again", () => {
    // Each attack: 9 + 8 + 2 = 19 against DV 8, then 1d6 = 4.
    const { s } = table([9, 8, 4, 9, 8, 4, 9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    const damage = [1, 2, 3].map(() => out(s.act("attack", sustained)).damage);
    expect(damage).toEqual([4, 8, 12]);
    expect(attackNote(s.state, "wren").sustained).toMatchObject({
      weapon: "machinePistol",
      target: "bruno",
      hits: 3,
    });
    expect(out(s.act("attack", { ...sustained, sightBroken: true })).damage).toBe(4);
  });

  it("DE-TYPE-5 in a fight: 5 initiative spent between the attacks breaks the chain", () => {
    const { s } = table([9, 8, 4, 9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 50 },
      ],
    });
    expect(out(s.act("attack", sustained)).damage).toBe(4); // wren 0 → 5
    expect(out(s.act("attack", sustained)).damage).toBe(8); // 5 − 5 = 0 since the chain's last attack → 10
    s.act("act", { actor: "wren", action: { kind: "custom", name: "reload", cost: 5 } }); // → 15
    expect(out(s.act("attack", sustained)).damage).toBe(4); // 15 − 10 = 5: the chain is broken
  });

  it("DE-TYPE-5 a miss breaks the chain (option sustainedResetOnMiss), as does another attack type", () => {
    const { s } = table([9, 8, 4, 2, 1, 9, 8, 4, 9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    s.act("attack", sustained);
    expect(s.act("attack", sustained).roll!.partition).toBe("miss"); // 2 + 1 + 2 = 5 < 8
    expect(attackNote(s.state, "wren").sustained).toBeNull();
    expect(out(s.act("attack", sustained)).damage).toBe(4);
    s.act("attack", { ...sustained, type: "standard" });
    expect(attackNote(s.state, "wren").sustained).toBeNull();
    expect(out(s.act("attack", sustained)).damage).toBe(4);
  });

  it("DE-ATK-6 ammunition reloaded is spent attack by attack; an attack it cannot pay for is refused before a die", () => {
    const { s, dice } = table([9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    s.act("reload", { actor: "wren", weapon: "Machine Pistol", rounds: 2 });
    expect(out(s.act("attack", { ...sustained, type: "standard" })).ammoLeft).toBe(1);
    expect(out(s.act("attack", sustained)).ammoLeft).toBe(0);
    const e = refusal(() => s.act("attack", sustained));
    expect(e.path).toEqual(["ammo"]);
    expect(e.message).toMatch(/needs 1 ammunition; 0 left/);
    expect(dice.remaining()).toBe(0);
    // A weapon that uses none (the knife) is never counted.
    expect(attackNote(s.state, "wren").ammo).toEqual({ machinePistol: 0 });
  });

  it("DE-ATK-6 the note replays: the log rebuilds the ammunition and the chain", () => {
    const { s } = table([9, 8, 4]);
    equip(s, "bruno", TOWER);
    const start = s.log.length;
    const before = replay(
      { ...s.state, notes: {}, characters: {}, conditions: [] },
      s.log.slice(0, start).map((e) => e.event),
      ruleset.reduce,
    );
    s.act("attack", { ...sustained, ammo: 5 });
    const all = replay(
      before,
      s.log.slice(start).map((e) => e.event),
      ruleset.reduce,
    );
    expect(all.notes).toEqual(s.state.notes);
  });
});

describe("assassination", () => {
  const weakIlse = { ilse: (c: DeCharacter) => ({ ...c, current: { ...c.current, hp: 1, stun: 0 } }) };

  it("DE-ASSN-1..4 advantage against the Surprised DV, maximum damage, and death at 0 HP without a death check", () => {
    // Ilse's Surprised DV: 5 + End 2 (positive Agility dropped) = 7. Three dice, the best two: 6 + 5
    // + Dex 2 + Standard 1 = 14. The 1d6 is not rolled: it deals its maximum, 6.
    const { s, dice } = table([6, 5, 2], weakIlse);
    const r = s.act("attack", {
      attacker: "wren",
      defender: "ilse",
      weapon: "Machine Pistol",
      type: "standard",
      distance: 10,
      assassinate: true,
    });
    expect(dice.remaining()).toBe(0);
    expect(out(r)).toMatchObject({ hit: true, dv: 7, dvType: "surprised", total: 14, damage: 6 });
    expect(r.roll!.dice.filter((d) => d.role !== "damage")).toHaveLength(3);
    expect(combatNote(s.state, "ilse").dead).toBe(true);
    expect(current(s, "ilse").hp).toBe(0);
    expect((out(r).happenings as { kind: string }[]).map((h) => h.kind)).not.toContain("deathTally");
    expect(r.roll!.summary).toMatch(/Ilse Varn dies/);
  });

  it("DE-ASSN-1 a melee weapon or a target behind cover cannot be assassinated", () => {
    const { s } = table([]);
    const base = { attacker: "wren", defender: "ilse", type: "standard", assassinate: true };
    expect(refusal(() => s.act("attack", { ...base, weapon: "Knife" })).path).toEqual(["weapon"]);
    expect(
      refusal(() => s.act("attack", { ...base, weapon: "Machine Pistol", distance: 10, cover: "half" })).path,
    ).toEqual(["assassinate"]);
  });

  it("DE-ASSN-3 the odds deal the maximum on every hit", () => {
    const { s } = table([]);
    const o = s.odds("attack", {
      attacker: "wren",
      defender: "ilse",
      weapon: "Machine Pistol",
      distance: 10,
      assassinate: true,
    });
    const damages = o.distributions.damage!.map(([v]) => v);
    // 0 on a miss, 6 on a hit, 7 with one 10 (semi-critical +1), (6 + 2) × 2 = 16 with two (super-critical).
    expect(damages).toEqual([0, 6, 7, 16]);
  });
});
