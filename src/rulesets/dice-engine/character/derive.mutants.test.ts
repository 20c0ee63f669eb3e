// Derived values pinned whole: the derived record of several characters field by field, the DV
// modifiers and their lines, speed's stat choice, the bulk grid past Tiny and Huge, maxima at
// fatigue 4, the stun dice left, gravity's refusal word for word (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import {
  baseSpeedOf,
  bulkGrid,
  defenceValues,
  deriveCharacter,
  dvModifiers,
  leapOf,
  maxHpOf,
  maxStunOf,
  speedOf,
} from "./derive.js";
import { build, opts } from "./testing/helpers.js";

const o = opts();
const rested = {
  level: 0,
  attackDisadvantage: 0,
  checkDisadvantage: 0,
  speedHalved: false,
  maximaHalved: false,
  speedZero: false,
  dead: false,
};

describe("the derived record, whole", () => {
  it("a raceless character with nothing: no speed, HP 3, Stun 0, DV 5, leap 5/3/3/2, bulk 8 × 6", () => {
    expect(deriveCharacter(build(), o)).toStrictEqual({
      health: "hpStun",
      maxHp: 3,
      maxStun: 0,
      stunDice: { count: 1, spent: 0, left: 1, die: "1d6" },
      martialValue: 0,
      dv: { normal: 5, touch: 5, surprised: 5, ea: 0, pa: 0, parts: [] },
      speed: null,
      climbSpeed: null,
      swimSpeed: null,
      throwingRange: 10,
      leap: { running: 5, standing: 3, verticalRunning: 3, verticalStanding: 2 },
      bulk: { columns: 8, rows: 6, size: "medium" },
      liftingCapacityFactor: 1,
      initiative: "1d6",
      fatigue: rested,
      vibrosense: null,
      statSpend: null,
    });
  });

  it("DE-CREA-16/17, DE-HP-1, DE-STUN-1, DE-HEAL-1/2, DE-INIT-2, DE-PERK-51, DE-PERK-57: a finished human", () => {
    const c = build({
      race: "human",
      stats: { logic: 2, endurance: 3, agility: 1, strength: 1 },
      perks: { heavyweight: 1, martialArts: 7, naturalClimber: 1 },
      extra: { stunRanks: [4, 3], hpIncreases: 2, current: { hp: 4, stun: 9, res: null, stunDiceSpent: 1 } },
    });
    expect(deriveCharacter(c, o)).toStrictEqual({
      health: "hpStun",
      maxHp: 5,
      maxStun: 16,
      stunDice: { count: 3, spent: 1, left: 2, die: "1d6+3" },
      martialValue: 8,
      dv: { normal: 9, touch: 9, surprised: 8, ea: 0, pa: 0, parts: [] },
      speed: 6,
      climbSpeed: 6,
      swimSpeed: 3,
      throwingRange: 11,
      leap: { running: 6, standing: 3, verticalRunning: 3, verticalStanding: 2 },
      bulk: { columns: 9, rows: 6, size: "medium" },
      liftingCapacityFactor: 2,
      initiative: "1d6−2",
      fatigue: rested,
      vibrosense: null,
      statSpend: null,
    });
    // More dice spent than held leaves none, not fewer than none.
    const spent = { ...c, current: { ...c.current, stunDiceSpent: 4 } };
    expect(deriveCharacter(spent, o).stunDice).toEqual({ count: 3, spent: 4, left: 0, die: "1d6+3" });
  });

  it("DE-CREA-10, DE-PERK-52, DE-PERK-38: an automaton in creation (Resilience, vibrosense, stat spend, Lightweight)", () => {
    const c = build({
      race: "automaton",
      created: false,
      stats: { logic: -3, endurance: -1, agility: 2 },
      perks: { lightweight: 1, naturalSwimmer: 1 },
      extra: { fatigue: 2 },
    });
    expect(deriveCharacter(c, o)).toStrictEqual({
      health: "resilience",
      maxHp: 3,
      maxStun: 0,
      stunDice: { count: 1, spent: 0, left: 1, die: "1d6−1" },
      martialValue: 0,
      dv: { normal: 6, touch: 6, surprised: 4, ea: 0, pa: 0, parts: [] },
      speed: 6,
      climbSpeed: 3,
      swimSpeed: 6,
      throwingRange: 10,
      leap: { running: 5, standing: 3, verticalRunning: 3, verticalStanding: 2 },
      bulk: { columns: 7, rows: 6, size: "medium" },
      liftingCapacityFactor: 0.5,
      initiative: "1d6+3",
      fatigue: { ...rested, level: 2, attackDisadvantage: 2, checkDisadvantage: 1 },
      vibrosense: 10,
      statSpend: { spent: 25, cap: 250 },
    });
    expect(deriveCharacter(c, opts({ fatigueDisadvantageStacks: false, statSpendCapSP: 300 }))).toMatchObject(
      {
        fatigue: { ...rested, level: 2, attackDisadvantage: 1, checkDisadvantage: 1 },
        statSpend: { spent: 25, cap: 300 },
      },
    );
  });

  it("the situation reaches DV, speed and leap", () => {
    const c = build({ race: "human", stats: { strength: 2 }, perks: { martialStance: 1, poleVault: 1 } });
    const d = deriveCharacter(c, o, { gravity: 0.5, holdingLongObject: true });
    expect([d.dv.normal, d.speed, d.leap]).toEqual([
      6,
      4,
      { running: 28, standing: 14, verticalRunning: 14, verticalStanding: 8 },
    ]);
  });
});

describe("DE-FAT-6, DE-HP-1, DE-STUN-1, DE-STAT-7: maxima", () => {
  const human = build({
    race: "human",
    stats: { endurance: 3 },
    extra: { hpIncreases: 2, stunRanks: [4, 2] },
  }); // starting Stun 9
  it("HP 3 + increases, Stun fixed at creation + ranks; fatigue 4 halves both, rounding up", () => {
    expect([maxHpOf(human, o), maxStunOf(human, o)]).toEqual([5, 15]);
    const tired = { ...human, fatigue: 4 };
    expect([maxHpOf(tired, o), maxStunOf(tired, o)]).toEqual([3, 8]);
    expect([maxHpOf({ ...human, fatigue: 3 }, o), maxStunOf({ ...human, fatigue: 3 }, o)]).toEqual([5, 15]);
    expect(maxHpOf(human, opts({ startingHP: 4 }))).toBe(6);
  });

  it("Stun follows Endurance after creation only with maxStunTracksEndurance; in creation it is the race's + Endurance", () => {
    const tougher = { ...human, stats: { ...human.stats, endurance: 5 } };
    expect(maxStunOf(tougher, o)).toBe(15);
    expect(maxStunOf(tougher, opts({ maxStunTracksEndurance: true }))).toBe(17);
    expect(maxStunOf({ ...tougher, startingStun: null }, o)).toBe(17);
  });
});

describe("DE-DV-12: the perks' DV modifiers", () => {
  it("DE-PERK-60: Martial Stance +1 per rank without armour; Second Blade yields to it (DE-PERK-19)", () => {
    const c = build({ perks: { martialStance: 2, secondBlade: 1, defensiveStance2: 1 } });
    expect(dvModifiers(c, o, { offHandKnives: true, stance: "defensiveStance2" })).toEqual([
      { source: "Martial Stance", amount: 2, dvTypes: ["normal"] },
      { source: "Defensive Stance II", amount: 2, dvTypes: ["normal", "touch"] },
    ]);
    expect(dvModifiers(c, o)).toEqual([{ source: "Martial Stance", amount: 2, dvTypes: ["normal"] }]);
  });

  it("in armour: no Martial Stance, so Second Blade counts with knives in the off hands; DE-PERK-24's stance", () => {
    const c = build({ perks: { martialStance: 2, secondBlade: 1, offensiveStance1: 1 } });
    const armour = { type: "reflex" as const, pa: 1, ea: 0 };
    expect(dvModifiers(c, o, { armour, offHandKnives: true, stance: "offensiveStance1" })).toEqual([
      { source: "Second Blade", amount: 1, dvTypes: ["normal"] },
      { source: "Offensive Stance I", amount: -1, dvTypes: ["normal", "touch"] },
    ]);
    expect(dvModifiers(c, o, { armour, offHandKnives: false })).toEqual([]);
    // A stance the character lacks, or none, adds nothing.
    expect(dvModifiers(c, o, { armour, stance: "defensiveStance1" })).toEqual([]);
    expect(dvModifiers(c, o, { armour, stance: null })).toEqual([]);
    expect(dvModifiers(build({ perks: { secondBlade: 1 } }), o, { offHandKnives: true })).toEqual([
      { source: "Second Blade", amount: 1, dvTypes: ["normal"] },
    ]);
  });

  it("the DV lines: each modifier signed with its types, then each item without its skill by name", () => {
    expect(
      defenceValues(build({ perks: { offensiveStance1: 1 } }), o, {
        armour: { type: "reflex", pa: 2, ea: 1 },
        held: { pa: 1, ea: 1 },
        stance: "offensiveStance1",
      }),
    ).toStrictEqual({
      normal: 4,
      touch: 4,
      surprised: 5,
      ea: 0,
      pa: 0,
      parts: [
        "Offensive Stance I -1 normal/touch DV",
        "reflex armour without its skill: no PA or EA",
        "held item without its skill: no PA or EA",
      ],
    });
    expect(
      defenceValues(build({ perks: { martialStance: 3 } }), o, {
        armour: { type: "vanguard", pa: 2, ea: 1, name: "Plate" },
        held: { pa: 1, ea: 1, name: "Buckler", skill: null },
      }),
    ).toStrictEqual({
      normal: 6,
      touch: 5,
      surprised: 6,
      ea: 1,
      pa: 1,
      parts: ["Plate without its skill: no PA or EA"],
    });
    expect(
      defenceValues(build({ perks: { martialStance: 3 }, skills: ["shields"] }), o, {
        held: { pa: 2, ea: 0, name: "Kite shield", skill: "swordFighting" },
        fortified: true,
      }),
    ).toStrictEqual({
      normal: 8,
      touch: 5,
      surprised: 5,
      ea: 0,
      pa: 0,
      parts: ["Martial Stance +3 normal DV", "Kite shield without its skill: no PA or EA"],
    });
  });
});

describe("DE-MOVE-1: speed", () => {
  it("DE-PERK-49: Power Walk takes the higher of Agility and Strength unless one is pinned", () => {
    const c = build({ race: "human", stats: { agility: 1, strength: 3, logic: 4 }, perks: { powerWalk: 1 } });
    expect(baseSpeedOf(c, o)).toBe(8);
    expect(baseSpeedOf(c, o, { speedStat: "agility" })).toBe(6);
    expect(baseSpeedOf(c, o, { speedStat: "strength" })).toBe(8);
    // A stat Power Walk does not offer is not pinned: the higher of the two.
    expect(baseSpeedOf(c, o, { speedStat: "logic" })).toBe(8);
    const weak = build({ race: "human", stats: { agility: 2, strength: -1 }, perks: { powerWalk: 1 } });
    expect(baseSpeedOf(weak, o)).toBe(7);
    // Without Power Walk, pinning Strength changes nothing.
    expect(
      baseSpeedOf(build({ race: "human", stats: { agility: 1, strength: 3 } }), o, { speedStat: "strength" }),
    ).toBe(6);
  });

  it("DE-PERK-34: Slow drops the stat, even Power Walk's; DE-PERK-37: Quick Step +1 a rank; never below 0", () => {
    const c = build({
      race: "human",
      stats: { agility: 2, strength: 3 },
      perks: { slow: 1, powerWalk: 1, quickStep: 1 },
    });
    expect(baseSpeedOf(c, o)).toBe(6);
    expect(baseSpeedOf(build({ race: "human", stats: { agility: -4 } }), o)).toBe(1);
    expect(baseSpeedOf(build({ race: "mole", stats: { agility: -4 } }), o)).toBe(0);
  });

  it("DE-CREA-6: raceless speed is unknown unless the table gives racelessBaseSpeed", () => {
    expect(baseSpeedOf(build({ stats: { agility: 2 } }), o)).toBeNull();
    expect(speedOf(build({ stats: { agility: 2 } }), o, { gravity: 2 })).toBeNull();
    expect(baseSpeedOf(build({ stats: { agility: 2 } }), opts({ racelessBaseSpeed: 4 }))).toBe(6);
  });

  it("DE-ENV-10: high gravity's steps are counted with the table's countingRounding (1.25 g: −2, or −3 with ceil)", () => {
    const c = build({ race: "human", stats: { agility: 2 } });
    expect(speedOf(c, o, { gravity: 1.25 })).toBe(5);
    expect(speedOf(c, opts({ countingRounding: "ceil" }), { gravity: 1.25 })).toBe(4);
  });

  it("a negative or endless gravity is refused by name, with its path", () => {
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof EngineError ? { code: e.code, path: e.path, message: e.message } : e;
      }
      throw new Error("expected a refusal");
    };
    const c = build({ race: "human" });
    expect(refusal(() => speedOf(c, o, { gravity: -0.5 }))).toEqual({
      code: "invalid",
      path: ["gravity"],
      message: "gravity is 0 g or more (got -0.5)",
    });
    expect(refusal(() => leapOf(c, o, { gravity: Number.POSITIVE_INFINITY }))).toEqual({
      code: "invalid",
      path: ["gravity"],
      message: "gravity is 0 g or more (got Infinity)",
    });
    expect(refusal(() => deriveCharacter(c, o, { gravity: Number.NaN }))).toEqual({
      code: "invalid",
      path: ["gravity"],
      message: "gravity is 0 g or more (got NaN)",
    });
  });
});

describe("DE-MOVE-10, DE-PERK-45: the leap", () => {
  it("Pole Vault doubles only while holding a long object; holding one without the perk changes nothing", () => {
    const vaulter = build({ stats: { strength: 2 }, perks: { poleVault: 1 } });
    const plain = { running: 7, standing: 4, verticalRunning: 4, verticalStanding: 2 };
    expect(leapOf(vaulter, o)).toEqual(plain);
    expect(leapOf(vaulter, o, { holdingLongObject: true })).toEqual({
      running: 14,
      standing: 8,
      verticalRunning: 8,
      verticalStanding: 4,
    });
    expect(leapOf(build({ stats: { strength: 2 } }), o, { holdingLongObject: true })).toEqual(plain);
  });
});

describe("DE-BULK-1, DE-BULK-2: the bulk grid past the sizes", () => {
  const sized = opts({
    setting: {
      races: [
        { id: "sprite", name: "Sprite", baseSpeed: 3, size: "tiny" },
        { id: "titan", name: "Titan", baseSpeed: 8, size: "huge" },
      ],
    },
  });
  it("Tiny 4 rows, one less with Lightweight (tiny−); Huge 8, one more with Hauler (huge+)", () => {
    expect(bulkGrid(build({ race: "sprite", stats: { endurance: 1 } }), sized)).toEqual({
      columns: 8,
      rows: 4,
      size: "tiny",
    });
    expect(bulkGrid(build({ race: "sprite", perks: { lightweight: 1 } }), sized)).toEqual({
      columns: 8,
      rows: 3,
      size: "tiny−",
    });
    expect(bulkGrid(build({ race: "titan", stats: { endurance: -1 } }), sized)).toEqual({
      columns: 7,
      rows: 8,
      size: "huge",
    });
    expect(bulkGrid(build({ race: "titan", perks: { hauler: 1 } }), sized)).toEqual({
      columns: 8,
      rows: 9,
      size: "huge+",
    });
    expect(bulkGrid(build({ perks: { lightweight: 1 } }), sized)).toEqual({
      columns: 8,
      rows: 5,
      size: "small",
    });
  });
});

describe("a setting's perks in derived values", () => {
  const setting = opts({
    setting: {
      races: [{ id: "sprite", name: "Sprite", baseSpeed: 3, size: "tiny" }],
      perks: [
        {
          id: "stillStance",
          name: "Still Stance",
          category: "movement",
          cost: { currency: "XP", ranks: [50] },
          summary: "A setting perk for the tests.",
          effects: [
            {
              kind: "stance",
              stance: "defensive",
              level: 1,
              attack: 0,
              dv: 0,
              dvTypes: ["normal"],
              duration: 15,
            },
          ],
        },
        {
          id: "pocketSized",
          name: "Pocket Sized",
          category: "carrying",
          cost: { currency: "XP", ranks: [50] },
          summary: "A setting perk for the tests.",
          effects: [{ kind: "bulkSize", steps: -4 }],
        },
      ],
    },
  });

  it("DE-DV-12: a modifier of 0 is written +0", () => {
    expect(
      defenceValues(build({ perks: { stillStance: 1 } }), setting, { stance: "stillStance" }).parts,
    ).toEqual(["Still Stance +0 normal DV"]);
  });

  it("DE-BULK-2: never fewer than 1 row, however many sizes below Tiny", () => {
    expect(bulkGrid(build({ race: "sprite", perks: { pocketSized: 1 } }), setting)).toEqual({
      columns: 8,
      rows: 1,
      size: "tiny−",
    });
    expect(bulkGrid(build({ perks: { pocketSized: 1 } }), setting)).toEqual({
      columns: 8,
      rows: 2,
      size: "tiny−",
    });
  });
});
