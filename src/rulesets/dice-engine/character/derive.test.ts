// Derived values whose formulas live in later chapters (§19.1, §23, §24, §26, §27); tagged with
// those rule IDs as well.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { leapDistances, momentSpeed } from "../world/movement.js";
import {
  baseSpeedOf,
  bulkGrid,
  defenceValues,
  deriveCharacter,
  leapOf,
  speedOf,
  throwingRange,
} from "./derive.js";
import { describeCharacter } from "./sheet.js";
import { stunDieRoll } from "./stun.js";
import { build, opts } from "./testing/helpers.js";

const o = opts();

describe("defence values (§23)", () => {
  it("DE-DV-1: Normal DV = 5 + Endurance + Agility + PA (End 2, Agi 3, Reflex PA 4 with skill → 14; no armour → 10)", () => {
    const c = build({ stats: { endurance: 2, agility: 3 }, skills: ["reflexArmour"] });
    expect(defenceValues(c, o).normal).toBe(10);
    expect(defenceValues(c, o, { armour: { type: "reflex", pa: 4, ea: 0 } }).normal).toBe(14);
  });

  it("DE-DV-8: armour types drop Endurance and/or Agility (Reflex 14, Vanguard 12, Fortitude 11, Fortress fortified 9)", () => {
    const skills = ["reflexArmour", "vanguardArmour", "fortitudeArmour", "fortressArmour"];
    const c = build({ stats: { endurance: 2, agility: 3 }, skills });
    const dv = (type: "reflex" | "vanguard" | "fortitude" | "fortress") =>
      defenceValues(c, o, { armour: { type, pa: 4, ea: 0 }, fortified: true }).normal;
    expect([dv("reflex"), dv("vanguard"), dv("fortitude"), dv("fortress")]).toEqual([14, 12, 11, 9]);
  });

  it("DE-DV-9: Fortress armour gives half its PA rounded up unless Fortified (PA 5 → 3, fortified 5)", () => {
    const c = build({ skills: ["fortressArmour"] });
    expect(defenceValues(c, o, { armour: { type: "fortress", pa: 5, ea: 0 } }).pa).toBe(3);
    expect(defenceValues(c, o, { armour: { type: "fortress", pa: 5, ea: 0 }, fortified: true }).pa).toBe(5);
  });

  it("DE-DV-10: Touch drops PA, Surprised drops a positive Agility (11/9/8; with Agility −2: 6/4/6)", () => {
    const armour = { type: "reflex" as const, pa: 2, ea: 0 };
    const a = defenceValues(build({ stats: { endurance: 1, agility: 3 }, skills: ["reflexArmour"] }), o, {
      armour,
    });
    expect([a.normal, a.touch, a.surprised]).toEqual([11, 9, 8]);
    const b = defenceValues(build({ stats: { endurance: 1, agility: -2 }, skills: ["reflexArmour"] }), o, {
      armour,
    });
    expect([b.normal, b.touch, b.surprised]).toEqual([6, 4, 6]);
  });

  it("DE-DV-5: one held item's PA/EA add to the worn armour's (worn PA 3 + shield PA 2 → 5)", () => {
    const c = build({ skills: ["reflexArmour", "shields"] });
    const dv = defenceValues(c, o, {
      armour: { type: "reflex", pa: 3, ea: 1 },
      held: { pa: 2, ea: 1, skill: "shields" },
    });
    expect([dv.pa, dv.ea]).toEqual([5, 2]);
  });
});

describe("movement, throwing and bulk (§19.1, §26, §27)", () => {
  it("DE-MOVE-1: speed = race base + Agility + Quick Step (5 + 2 + 2 = 9); Slow 5; Power Walk Str 3 / Agi 1 → 8", () => {
    expect(speedOf(build({ race: "human", stats: { agility: 2 }, perks: { quickStep: 2 } }), o)).toBe(9);
    expect(speedOf(build({ race: "human", stats: { agility: 2 }, perks: { slow: 1 } }), o)).toBe(5);
    expect(
      speedOf(build({ race: "human", stats: { agility: 1, strength: 3 }, perks: { powerWalk: 1 } }), o),
    ).toBe(8);
    expect(speedOf(build({ race: "human", stats: { agility: -9 } }), opts({ statMin: -9 }))).toBe(0);
  });

  it("DE-THROW-2: throwing range 10 + Strength (Str 2 → 12; −4 → 6)", () => {
    expect([
      throwingRange(build({ stats: { strength: 2 } })),
      throwingRange(build({ stats: { strength: -4 } })),
    ]).toEqual([12, 6]);
  });

  it("DE-MOVE-10: leap (5 + Str) ÷ g rounded up; Str 2 at 1 g → 7/4/4/2; at 0.5 g → 14/7/7/4", () => {
    const c = build({ stats: { strength: 2 } });
    expect(leapOf(c, o)).toEqual({ running: 7, standing: 4, verticalRunning: 4, verticalStanding: 2 });
    expect(leapOf(c, o, { gravity: 0.5 })).toEqual({
      running: 14,
      standing: 7,
      verticalRunning: 7,
      verticalStanding: 4,
    });
    expect(leapOf(c, o, { gravity: 1.1 })?.running).toBe(7);
  });

  it("DE-MOVE-2: gravity's flat change comes before fatigue's halving (speed 9, fatigue 3, 1.3 g → 3, not 2)", () => {
    const tired = build({
      race: "human",
      stats: { agility: 2 },
      perks: { quickStep: 2 },
      extra: { fatigue: 3 },
    });
    expect(baseSpeedOf(tired, o)).toBe(9);
    expect(speedOf(tired, o)).toBe(5);
    expect(speedOf(tired, o, { gravity: 1.3 })).toBe(3);
    // The same as world/movement.ts's momentSpeed, which derive now uses.
    expect(momentSpeed(9, { gravity: 1.3, fatigue: 3 }).speed).toBe(3);
    // The checklist's example: 9 in 1.3 g (6), Prone (3), fatigue 3 (2).
    const prone = { reasons: [{ condition: "Prone", effect: "speed:half" }] } as never;
    expect(speedOf(tired, o, { gravity: 1.3, conditions: prone })).toBe(2);
    // Fatigue 5 zeroes whatever gravity did; low gravity is −1 before the halving.
    expect(speedOf({ ...tired, fatigue: 5 }, o, { gravity: 0.5 })).toBe(0);
    expect(speedOf(tired, o, { gravity: 0.5 })).toBe(4);
  });

  it("DE-MOVE-2: climbing and swimming halve the speed of the moment (9, fatigue 3, 1.3 g → 3 → climb 2; Natural Climber 3)", () => {
    const tired = (perks: Record<string, number>) =>
      build({
        race: "human",
        stats: { agility: 2 },
        perks: { quickStep: 2, ...perks },
        extra: { fatigue: 3 },
      });
    const d = deriveCharacter(tired({}), o, { gravity: 1.3 });
    expect([d.speed, d.climbSpeed, d.swimSpeed]).toEqual([3, 2, 2]);
    const climber = deriveCharacter(tired({ naturalClimber: 1, naturalSwimmer: 1 }), o, { gravity: 1.3 });
    expect([climber.climbSpeed, climber.swimSpeed]).toEqual([3, 3]);
    // Without gravity: 9 → fatigue 5 → climb 3, as before.
    expect(deriveCharacter(tired({}), o).climbSpeed).toBe(3);
  });

  it("DE-MOVE-2: the gravity band is the table's normalGravityBand option when its options carry one", () => {
    const c = build({ race: "human", stats: { agility: 2 } });
    expect(speedOf(c, o, { gravity: 1.3 })).toBe(4);
    expect(speedOf(c, { ...o, normalGravityBand: { min: 0.7, max: 1.3 } }, { gravity: 1.3 })).toBe(7);
  });

  it("DE-MOVE-10: item bonuses go before gravity (Strength 3 + JumpPack +2 at 2 g → 5), or after when the item says so (→ 6)", () => {
    const c = build({ stats: { strength: 3 } });
    expect(leapOf(c, o, { gravity: 2, leapBonus: 2 })?.running).toBe(5);
    expect(leapOf(c, o, { gravity: 2, leapBonusAfterGravity: 2 })?.running).toBe(6);
    expect(leapOf(c, o, { leapBonus: 2 })).toEqual({
      running: 10,
      standing: 5,
      verticalRunning: 5,
      verticalStanding: 3,
    });
  });

  it("DE-MOVE-10: the same as world/movement.ts's leapDistances, Pole Vault doubling the final distances (DE-PERK-45)", () => {
    const c = build({ stats: { strength: 2, agility: 2 }, perks: { poleVault: 1 } });
    for (const gravity of [0.3, 0.5, 0.79, 1, 1.25, 2, 3.7]) {
      const world = leapDistances({ strength: 2, gravity, bonus: 1 });
      expect(world.ok && leapOf(c, o, { gravity, leapBonus: 1 })).toEqual(world.ok && world.value);
      expect(leapOf(c, o, { gravity, leapBonus: 1, holdingLongObject: true })?.running).toBe(
        world.ok ? world.value.running * 2 : -1,
      );
    }
  });

  it("DE-MOVE-11: at 0 g there is no leap (zero-gravity movement applies), not an infinite one; negative gravity is refused", () => {
    const c = build({ stats: { strength: 2 } });
    expect(leapOf(c, o, { gravity: 0 })).toBeNull();
    expect(deriveCharacter(c, o, { gravity: 0 }).leap).toBeNull();
    expect(() => leapOf(c, o, { gravity: -1 })).toThrow(/gravity is 0 g or more/);
    expect(() => speedOf(build({ race: "human" }), o, { gravity: -0.5 })).toThrow(/gravity/);
    expect(() => leapOf(c, o, { gravity: Number.NaN })).toThrow(/gravity/);
  });

  it("DE-MOVE-11: the leap's gravity band is the normalGravityBand option (1.3 g counts as 1 with a 0.7–1.3 band)", () => {
    const c = build({ stats: { strength: 2 } });
    expect(leapOf(c, o, { gravity: 1.3 })?.running).toBe(6);
    expect(leapOf(c, { ...o, normalGravityBand: { min: 0.7, max: 1.3 } }, { gravity: 1.3 })?.running).toBe(7);
    expect(leapOf(c, { ...o, normalGravityBand: { min: 0.7, max: 1.3 } }, { gravity: 0.75 })?.running).toBe(
      7,
    );
  });

  it("DE-BULK-1: 8 + ⌊Endurance ÷ 2⌋ columns, rows by size (End 3 Medium 9 × 6; End −3 Small 6 × 5; End 5 Large 10 × 7)", () => {
    const small = opts({
      setting: {
        races: [
          { id: "gnome", name: "Gnome", baseSpeed: 4, size: "small" },
          { id: "ogre", name: "Ogre", baseSpeed: 6, size: "large" },
        ],
      },
    });
    const grid = (end: number, race: string) => {
      const g = bulkGrid(build({ race, stats: { endurance: end } }), small);
      return [g.columns, g.rows];
    };
    expect([grid(3, "raceless"), grid(-3, "gnome"), grid(5, "ogre")]).toEqual([
      [9, 6],
      [6, 5],
      [10, 7],
    ]);
  });

  it("DE-BULK-2: Hauler one size up (Medium → 7 rows), Lightweight one down (→ 5); beyond Large/Small one row a step", () => {
    expect(bulkGrid(build({ perks: { hauler: 1 } }), o).rows).toBe(7);
    expect(bulkGrid(build({ perks: { lightweight: 1 } }), o).rows).toBe(5);
    expect(bulkGrid(build({ race: "automaton", perks: { hauler: 1 } }), o)).toMatchObject({
      rows: 8,
      size: "huge",
    });
  });
});

describe("stun dice (§24.2)", () => {
  it("DE-HEAL-1: one stun die to start, one more per Stun rank", () => {
    expect(deriveCharacter(build(), o).stunDice.count).toBe(1);
    expect(deriveCharacter({ ...build(), stunRanks: [4, 4] }, o).stunDice.count).toBe(3);
  });

  it("DE-HEAL-2: the stun die is 1d6 + Endurance, never below 0", () => {
    expect(stunDieRoll(build({ stats: { endurance: 1 } }), facesSource([4]))).toBe(5);
    expect(stunDieRoll(build({ stats: { endurance: -3 } }), facesSource([2]))).toBe(0);
    expect(deriveCharacter(build({ stats: { endurance: -2 } }), o).stunDice.die).toBe("1d6−2");
  });
});

describe("the sheet", () => {
  it("shows stats, training, trackers, DV, speed and purchases", () => {
    const c = build({
      race: "human",
      stats: { agility: 2, endurance: -1 },
      training: { agility: "proficient" },
      perks: { martialArts: 2, quickStep: 1 },
      skills: ["medic"],
      focuses: { stealth: 2 },
    });
    const lines = describeCharacter(c, o).join("\n");
    expect(lines).toContain("Tess — Human");
    expect(lines).toContain("Agility +2 (P)");
    expect(lines).toContain("Speed 8");
    expect(lines).toContain("Martial Arts 2");
    expect(lines).toContain("Stealth 2");
    expect(lines).toContain("Martial Value 4");
  });
});
