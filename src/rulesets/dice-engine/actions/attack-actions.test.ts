// The attack actions besides `attack` itself at the table, by rule ID: grapple and shove with the
// size rules, throws with scatter, takedown bands, and explosions with the wall example. Dice are
// scripted faces; every value asserted is worked out in the comment.

import { describe, expect, it } from "vitest";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { combatNote } from "./combat-state.js";
import { current, equip, out, refusal, TOWER, table } from "./testing/play.js";

describe("grapple and shove", () => {
  it("DE-GRAP-1 DE-GRAP-2 meet is beat: a hold applies Grappled naming the holder, mirrored for every client", () => {
    // Wren (defender, Str −1): 9 + 8 − 1 = 16; Bruno: 7 + 6 + 3 = 16 → success.
    const { s } = table([9, 8, 7, 6]);
    const r = s.act("grapple", { grappler: "bruno", target: "wren", mode: "hold" });
    expect(out(r)).toMatchObject({ success: true, attackerTotal: 16, defenderTotal: 16, cost: 5 });
    expect(combatNote(s.state, "wren").conditions).toMatchObject([
      { condition: "grappled", source: "bruno" },
    ]);
    expect(s.state.conditions).toMatchObject([{ id: "wren:grappled", source: "bruno" }]);
  });

  it("DE-GRAP-6 the grappled character escapes by winning a contested Strength check; a free one cannot", () => {
    const { s } = table([9, 8, 7, 6, 1, 2, 9, 9]);
    s.act("grapple", { grappler: "bruno", target: "wren" });
    // Escape: Bruno (holder) 1 + 2 + 3 = 6 first, then Wren 9 + 9 − 1 = 17.
    const r = s.act("grapple", { grappler: "wren", target: "bruno", mode: "escape" });
    expect(out(r)).toMatchObject({ success: true, attackerTotal: 17, defenderTotal: 6 });
    expect(combatNote(s.state, "wren").conditions).toEqual([]);
    expect(
      refusal(() => s.act("grapple", { grappler: "wren", target: "bruno", mode: "escape" })).path,
    ).toEqual(["grappler"]);
  });

  it("DE-GRAP-3 DE-GRAP-4 DE-GRAP-5 a huge target is refused; a larger AI body resists a hold with two levels of advantage", () => {
    const settingRaces = {
      setting: {
        races: [
          { id: "titan", name: "Titan", baseSpeed: 8, size: "huge" },
          { id: "softLightAi", name: "Soft Light AI", baseSpeed: 6, size: "large" },
        ],
      },
    };
    const { s } = table([], { wren: (c) => ({ ...c, race: "titan" }) }, settingRaces);
    expect(refusal(() => s.act("grapple", { grappler: "bruno", target: "wren" })).path).toEqual(["target"]);
    // Larger (DE-GRAP-4) and an AI body resisting Grappled (DE-COND-19): four dice, the best two.
    const { s: s2 } = table(
      [1, 2, 9, 9, 5, 5],
      { ilse: (c) => ({ ...c, race: "softLightAi" }) },
      settingRaces,
    );
    const r = s2.act("grapple", { grappler: "bruno", target: "ilse" });
    expect(r.roll!.dice.filter((d) => d.group === "defender")).toHaveLength(4);
    expect(out(r)).toMatchObject({ defenderTotal: 17, attackerTotal: 13, success: false });
    // The AI body grapples with disadvantage itself.
    const o = s2.odds("grapple", { grappler: "ilse", target: "wren" });
    const plain = s2.odds("grapple", { grappler: "wren", target: "ilse", mode: "prone" });
    expect(o.partition.success! + o.partition.failure!).toBeCloseTo(1, 12);
    expect(plain.partition.success!).toBeGreaterThan(0);
  });

  it("DE-SHOVE-1 DE-SHOVE-2 a shove pushes up to 1 m; Shield Bash with a shield held and Fortified stance add advantage", () => {
    // Ilse 5 + 5 − 1 = 9 first; Bruno 3 + 3 + 3 = 9 → pushed 0.5 m.
    const { s } = table([5, 5, 3, 3, 5, 5, 6, 1, 1, 1]);
    const r = s.act("shove", { shover: "bruno", target: "ilse", push: 0.5 });
    expect(out(r)).toMatchObject({ success: true, pushed: 0.5, cost: 5 });
    // With a shield held, Bruno's Shield Bash: three dice (best two); Ilse Fortified: three dice too.
    // Ilse 5 + 5 − 1 = 9; Bruno 1 + 1 + 3 = 5: no push.
    s.act("equip", {
      actor: "bruno",
      equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: { name: "Buckler", pa: 0 } },
    });
    const f = s.act("shove", { shover: "bruno", target: "ilse", targetFortified: true });
    expect(f.roll!.dice.filter((d) => d.group === "attacker")).toHaveLength(3);
    expect(f.roll!.dice.filter((d) => d.group === "defender")).toHaveLength(3);
    expect(out(f)).toMatchObject({ success: false, pushed: 0 });
  });
});

describe("throw", () => {
  it("DE-THROW-1 DE-THROW-2 DE-THROW-3 within 10 + Strength the object lands on target with no roll", () => {
    const { s, dice } = table([]);
    const r = s.act("throw", { thrower: "bruno", object: "a grenade", to: [0, 13] });
    expect(out(r)).toMatchObject({ onTarget: true, range: 13, dc: null, landing: [0, 13], cost: 5 });
    expect(dice.remaining()).toBe(0);
  });

  it("DE-THROW-4 DE-THROW-6 DE-SCAT-1..3 a failed throw scatters 2d4 m; a landing farther away rerolls the direction", () => {
    // R 13, 20 m: DC 10 + 7 = 17; 2 + 3 + 3 = 8 fails. Face 1 (+y) would land at 25 m: reroll; face 5 (−y).
    const { s, dice } = table([2, 3, 1, 2, 3, 5]);
    const r = s.act("throw", { thrower: "bruno", to: [0, 20] });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("scattered");
    expect(out(r)).toMatchObject({ dc: 17, total: 8, onTarget: false, landing: [0, 15] });
    expect(r.roll!.dice.map((d) => d.role)).toEqual([
      "core",
      "core",
      "scatter direction",
      "scatter direction",
      "scatter distance",
      "scatter distance",
    ]);
  });

  it("DE-THROW-5 DE-THROW-7 beyond twice the range is refused; a friend on the point catches it", () => {
    const { s } = table([]);
    expect(refusal(() => s.act("throw", { thrower: "bruno", to: [0, 27] })).path).toEqual(["distance"]);
    const r = s.act("throw", { thrower: "wren", to: [5, 0], catcher: "ilse" });
    expect(out(r)).toMatchObject({ onTarget: true, caughtBy: "ilse" });
    expect(r.roll!.summary).toMatch(/Ilse Varn catches it/);
  });

  it("DE-THROW-4 the odds: certain within range, the Strength check beyond", () => {
    const { s } = table([]);
    expect(s.odds("throw", { thrower: "bruno", to: [0, 13] }).partition).toEqual({
      onTarget: 1,
      scattered: 0,
    });
    const far = s.odds("throw", { thrower: "bruno", to: [0, 20] }).partition;
    expect(far.onTarget! + far.scattered!).toBeCloseTo(1, 12);
    expect(far.onTarget!).toBeGreaterThan(0);
    expect(far.onTarget!).toBeLessThan(1);
  });
});

describe("takedown", () => {
  it("DE-TAKE-3 DE-TAKE-4 DE-TAKE-5 DE-TAKE-8 unnoticed, the target's Endurance picks ×4: one weapon roll × 4", () => {
    // Stealth: 6 + 5 + Agi 2 + Stealth 1 = 14 against passive 10 + Int 0. Bruno's Endurance with
    // Takedown Specialist's disadvantage: worst two of 5, 4, 1 → 5 + End 2 = 7: the ×4 band. Knife 3 → 12.
    const { s, dice } = table([6, 5, 5, 4, 1, 3]);
    equip(s, "bruno", TOWER);
    const r = s.act("takedown", { performer: "wren", target: "bruno", weapon: "Knife" });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("x4");
    expect(out(r)).toMatchObject({
      noticed: false,
      total: 7,
      effect: { kind: "damage", multiplier: 4 },
      damage: 12,
      stealth: { total: 14, passive: 10 },
    });
  });

  it("DE-TAKE-4 the 0–5 band drops the target to 0 HP with its death check", () => {
    // Bruno: worst two of 3, 1, 2 → 3 + 2 = 5 → 0 HP; then the death check (9, 9).
    const { s } = table([3, 1, 2, 9, 9]);
    const r = s.act("takedown", { performer: "wren", target: "bruno", weapon: "Knife", stealth: "passed" });
    expect(r.roll!.partition).toBe("zeroHp");
    expect(current(s, "bruno").hp).toBe(0);
    expect(combatNote(s.state, "bruno").unconscious).toMatchObject({ cause: "dying" });
  });

  it("DE-TAKE-1 DE-TAKE-2 DE-TAKE-3 an aware or distant target, or a noticed setup, gives no takedown", () => {
    const { s } = table([1, 2]);
    const t = { performer: "wren", target: "bruno", weapon: "Knife" };
    expect(refusal(() => s.act("takedown", { ...t, targetAware: true })).path).toEqual(["targetAware"]);
    expect(refusal(() => s.act("takedown", { ...t, distance: 2 })).path).toEqual(["distance"]);
    expect(refusal(() => s.act("takedown", { ...t, weapon: "Machine Pistol" })).path).toEqual(["weapon"]);
    // 1 + 2 + 2 + 1 = 6 < 10: noticed.
    const r = s.act("takedown", t);
    expect(r.roll!.partition).toBe("noticed");
    expect(current(s, "bruno")).toEqual(current(table([]).s, "bruno"));
  });

  it("DE-TAKE-4 the odds cover every band, a noticed setup included", () => {
    const { s } = table([]);
    const o = s.odds("takedown", { performer: "wren", target: "bruno", weapon: "Knife" });
    expect(Object.keys(o.partition)).toEqual(["noticed", "x1", "x2", "x3", "x4", "zeroHp", "dies"]);
    expect(Object.values(o.partition).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Endurance 2 cannot total below 0 without penalties: nobody dies.
    expect(o.partition.dies).toBe(0);
  });
});

describe("explosion", () => {
  const grenade = { components: [{ type: "concussive", damage: 25 }] };

  it("DE-EXPLO-1 DE-EXPLO-3 DE-EXPLO-7 the wall example: 23 + 21 = 44 as one instance, EA 5 once → 39", () => {
    const { s } = table([9, 9, 9, 9]);
    s.act("equip", {
      actor: "bruno",
      equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: { name: "Blast shield", pa: 0, ea: 5 } },
    });
    const r = s.act("explosion", {
      source: "a grenade",
      explosive: grenade,
      targets: [
        { character: "bruno", distance: 2, surfaces: [{ id: "wall", distance: 1 }] },
        { character: "ilse", distance: 5, dodged: true },
      ],
    });
    expect(out(r).targets).toMatchObject([
      { character: "bruno", damage: 44, dealt: 39 },
      // DE-INT-3: 20 halved (rounded up) → 10, before Endurance and EA.
      { character: "ilse", damage: 20, dealt: 10, dodged: true },
    ]);
    expect(r.roll!.summary).toMatch(/Bruno Hale at 2 m: 23 \+ 21 off wall = 44, 39 after armour/);
    // One instance: one damage happening for Bruno.
    const bruno = (out(r).happenings as { kind: string; source: string }[]).filter(
      (h) => h.kind === "damage",
    );
    expect(bruno).toHaveLength(2);
  });

  it("DE-EXPLO-8 DE-EXPLO-4 without Ace in the Hole nothing reflects; only concussive damage ever does", () => {
    const { s } = table([9, 9, 9, 9, 9, 9], {}, { aceInTheHole: false });
    equip(s, "bruno", TOWER);
    const r = s.act("explosion", {
      explosive: grenade,
      targets: [{ character: "bruno", distance: 2, surfaces: [{ id: "wall", distance: 1 }] }],
    });
    expect(out(r).targets).toMatchObject([{ damage: 23 }]);
    const { s: s2 } = table([]);
    equip(s2, "bruno", TOWER);
    const fire = s2.act("explosion", {
      explosive: { components: [{ type: "fire", damage: 10 }] },
      targets: [{ character: "bruno", distance: 1, surfaces: [{ id: "wall", distance: 1 }] }],
    });
    expect(out(fire).targets).toMatchObject([{ damage: 9 }]);
  });

  it("DE-EXPLO-1 beyond the radius nothing; a character named twice or an unknown one is refused", () => {
    const { s } = table([]);
    const r = s.act("explosion", {
      explosive: { ...grenade, radius: 4 },
      targets: [{ character: "bruno", distance: 5 }],
    });
    expect(out(r).targets).toMatchObject([{ damage: 0, dealt: 0 }]);
    expect(r.roll!.summary).toMatch(/out of its reach/);
    expect(
      refusal(() =>
        s.act("explosion", {
          explosive: grenade,
          targets: [
            { character: "bruno", distance: 1 },
            { character: "bruno", distance: 2 },
          ],
        }),
      ).path,
    ).toEqual(["targets", 1, "character"]);
    expect(
      refusal(() => s.act("explosion", { explosive: grenade, targets: [{ character: "zed", distance: 1 }] }))
        .path,
    ).toEqual(["targets", 0, "character"]);
  });
});
