// Rules of creation and advancement proven at the table (issue 21): a character made with the
// table's creation method and seated (what the server's `character.create` intent does), then the
// `award` and `buy` actions played as intents — SP while it is still a draft, XP once finalised —
// asserting the character the state holds afterwards and the sheet derived from it.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { EngineError } from "../../../engine/errors.js";
import { Session } from "../../../engine/session.js";
import { CORE_FOCUSES } from "../catalogue/focuses.js";
import type { DeCharacter } from "../character/index.js";
import { diceEngine } from "../ruleset.js";
import { refusal } from "./testing/play.js";

/** A setting race with a base Stun, one born blind, a setting focus, skill and negative-XP perk. */
const SETTING = {
  races: [
    { id: "human", name: "Human", baseSpeed: 5, baseStun: 6 },
    { id: "mole", name: "Mole Folk", baseSpeed: 4, innatePerks: [{ perk: "blind" }] },
  ],
  focuses: [{ id: "heraldry", name: "Heraldry", knowledge: "coats of arms" }],
  skills: [
    {
      id: "laserRifles",
      name: "Laser Rifles",
      group: "ranged",
      cost: 50,
      covers: "laser rifles",
      unskilled: { disadvantage: true, losesItemBonus: false },
    },
  ],
  skillGroups: { ranged: "Ranged Weapons" },
  perkCategories: { flaws: "Flaws" },
  perks: [
    {
      id: "shortTemper",
      name: "Short Temper",
      category: "flaws",
      cost: { currency: "XP", ranks: [-40] },
      summary: "Quick to anger.",
    },
  ],
};

/** Tess, made by point buy at a table with `options` and seated; `faces` are the table's dice. */
function seat(
  build: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
  faces: number[] = [],
) {
  const s = new Session(diceEngine, { dice: facesSource(faces), options });
  s.addCharacter("tess", s.create("pointBuy", { name: "Tess", ...build }));
  return s;
}
/** A draft (still in creation) seated at the table. */
const draft = (build: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
  seat({ ...build, finalise: false }, options);
const tess = (s: Session) => s.state.characters.tess!.data as DeCharacter;
const buy = (s: Session, ...purchases: string[]) => s.act("buy", { actor: "tess", purchases });
const award = (s: Session, amount: number) => s.act("award", { actor: "tess", amount, reason: "a job done" });
/** The refusal of a purchase: the state is left exactly as it was. */
function refused(s: Session, ...purchases: string[]): EngineError {
  const before = s.state;
  const e = refusal(() => buy(s, ...purchases));
  expect(s.state).toBe(before);
  return e;
}
const xp = (s: Session) => [tess(s).xp, tess(s).totalXp];

describe("creation at the table: SP", () => {
  it("DE-CREA-2 DE-CREA-7 DE-CREA-18 a new character seated as a draft has 1,000 SP, every stat 0, 0 XP and 0 Total XP", () => {
    const c = tess(draft());
    expect([c.created, c.sp, c.xp, c.totalXp]).toEqual([false, 1000, 0, 0]);
    expect(Object.values(c.stats)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("DE-CREA-4 DE-CREA-5 SP buy skills and perks at their XP price and add no XP; focus ratings are not for SP", () => {
    const s = draft();
    buy(s, "skill:Sword Fighting");
    expect(tess(s).sp).toBe(950);
    buy(s, "perk:Perceptive Vision");
    expect([tess(s).sp, ...xp(s)]).toEqual([850, 0, 0]);
    expect(tess(s).perks.perceptiveVision).toEqual({ rank: 1, source: "sp" });
    const e = refused(s, "focus:stealth");
    expect(e.path).toEqual(["purchases", 0]);
  });

  it("DE-CREA-8 DE-CREA-9 DE-CREA-11 DE-CREA-14 stats by the creation table: 0→3 45 SP, 3→4 25; 0→−2 gives 45 back to spend", () => {
    const s = draft();
    buy(s, "stat:strength:3");
    expect(tess(s).sp).toBe(955);
    buy(s, "stat:strength:4");
    expect(tess(s).sp).toBe(930);
    buy(s, "stat:charisma:-2");
    expect([tess(s).sp, tess(s).stats.charisma]).toEqual([975, -2]);
    // The SP gained pay for anything: a 50-SP skill.
    buy(s, "skill:Sword Fighting");
    expect(tess(s).sp).toBe(925);
    // DE-CREA-14: 0 → 1 is 10 SP at creation (after it, 100 XP).
    buy(s, "stat:logic");
    expect([tess(s).sp, tess(s).xp, tess(s).stats.logic]).toEqual([915, 0, 1]);
  });

  it("DE-CREA-10 increases are capped at 250 SP whatever decreases gave", () => {
    const s = draft();
    buy(s, "stat:agility:5", "stat:strength:4", "stat:endurance:3", "stat:intuition:2", "stat:dexterity:1");
    expect(tess(s).sp).toBe(750);
    expect(s.sheet("tess").statSpend).toEqual({ spent: 250, cap: 250 });
    buy(s, "stat:charisma:-4");
    expect(tess(s).sp).toBe(820);
    const e = refused(s, "stat:convince:1");
    expect(e.message).toMatch(/250/);
  });

  it("DE-CREA-12 DE-CREA-13 creation stats stay in −4…+5 and only one may be +5", () => {
    const s = draft();
    buy(s, "stat:charisma:-4", "stat:agility:5");
    refused(s, "stat:charisma:-5");
    refused(s, "stat:agility:6");
    const e = refused(s, "stat:strength:5");
    expect(e.message).toMatch(/\+5/);
    buy(s, "stat:strength:4");
    expect(tess(s).stats.strength).toBe(4);
  });

  it("DE-CREA-15 SP never go below 0: a purchase beyond them is refused", () => {
    const s = draft({}, { startingSP: 30 });
    const e = refused(s, "skill:Sword Fighting");
    expect(e.message).toMatch(/50 SP.*30/);
    expect(tess(s).sp).toBe(30);
  });

  it("DE-CREA-3 DE-CREA-16 DE-CREA-17 a finished character sits down with 3 HP, Stun race base + Endurance, and no SP left", () => {
    const raceless = seat({ stats: { endurance: 2 } });
    expect(tess(raceless)).toMatchObject({
      created: true,
      sp: 0,
      xp: 0,
      totalXp: 0,
      current: { hp: 3, stun: 2 },
    });
    expect([raceless.sheet("tess").maxHp, raceless.sheet("tess").maxStun]).toEqual([3, 2]);
    const human = seat({ race: "human", stats: { endurance: 2 } }, { setting: SETTING });
    expect(tess(human).current).toMatchObject({ hp: 3, stun: 8 });
    expect(tess(seat({ stats: { endurance: -3 } })).current.stun).toBe(0);
  });

  it("DE-CREA-6 DE-PERK-55 the race comes first and brings its data: Mole Folk are born Blind, still paid 150 SP, speed 4", () => {
    const s = draft({ race: "mole" }, { setting: SETTING });
    expect(tess(s).perks.blind).toEqual({ rank: 1, source: "race" });
    expect(tess(s).sp).toBe(1150);
    expect(s.sheet("tess").speed).toBe(4);
    // Blind fails a sight perception check at the table without a die.
    const r = s.act("check", {
      actor: "tess",
      stat: "intuition",
      purpose: "perception",
      sense: "sight",
      dc: 5,
    });
    expect(r.roll!.outcome).toMatchObject({ forced: "fail", success: false });
  });
});

describe("experience at the table", () => {
  it("DE-XP-2 DE-XP-3 spending lowers current XP by the price and never Total XP", () => {
    const s = seat();
    award(s, 150);
    buy(s, "perk:Natural Swimmer");
    expect(xp(s)).toEqual([50, 150]);
    award(s, 100);
    buy(s, "stat:logic");
    expect(xp(s)).toEqual([50, 250]);
  });

  it("DE-XP-5 DE-SKILL-4 a prerequisite must hold at the moment of purchase: Hammer Fighting needs Strength 1", () => {
    const s = seat();
    award(s, 1000);
    const e = refused(s, "skill:Hammer Fighting");
    expect(e.message).toMatch(/Strength/);
    refused(s, "skill:Scythe Fighting");
    refused(s, "skill:Surgeon");
    // In one batch, in order: the Strength first makes the skill allowed.
    buy(s, "stat:strength", "skill:Hammer Fighting", "skill:Medic", "skill:Surgeon");
    expect(tess(s).skills).toEqual(["hammerFighting", "medic", "surgeon"]);
  });

  it("DE-XP-7 DE-GEN-2 a setting's perk priced −40 XP adds 40 to current XP, not to Total XP", () => {
    const s = seat({}, { setting: SETTING });
    award(s, 10);
    buy(s, "perk:Short Temper");
    expect(xp(s)).toEqual([50, 10]);
  });
});

describe("stats, Stun, HP and focuses bought at the table", () => {
  it("DE-STAT-4 DE-STAT-5 XP per step by the current value: negative 50, then 100, 150, 200, 300, 500", () => {
    const s = seat({ stats: { logic: -3 } });
    award(s, 1400);
    const paid: number[] = [];
    for (let i = 0; i < 8; i++) {
      const before = tess(s).xp;
      buy(s, "stat:logic");
      paid.push(before - tess(s).xp);
    }
    expect(paid).toEqual([50, 50, 50, 100, 150, 200, 300, 500]);
    expect(tess(s).stats.logic).toBe(5);
  });

  it("DE-STAT-2 DE-STAT-6 after creation several stats may be +5, none above", () => {
    const s = seat({ stats: { agility: 5, strength: 4 } });
    award(s, 1500);
    buy(s, "stat:strength");
    expect([tess(s).stats.agility, tess(s).stats.strength, tess(s).xp]).toEqual([5, 5, 1000]);
    const e = refused(s, "stat:strength");
    expect(e.path).toEqual(["purchases", 0]);
  });

  it("DE-STAT-7 DE-ROUND-2 DE-ROUND-3 DE-ROUND-5 a raise moves the sheet at once: bulk half Endurance rounded down (−1 → −1), leap halved up", () => {
    const s = seat({ race: "human", stats: { endurance: -1 } }, { setting: SETTING });
    award(s, 2000);
    const before = s.sheet("tess");
    // 8 + floor(−1 / 2) = 7 (toward −∞, not toward zero). Leap at Strength 0: 5, 3, 3, ceil(5 / 4) = 2.
    expect(before.bulk.columns).toBe(7);
    expect(before.leap).toEqual({ running: 5, standing: 3, verticalRunning: 3, verticalStanding: 2 });
    buy(s, "stat:endurance:3", "stat:strength:2", "stat:agility");
    const after = s.sheet("tess");
    // 8 + floor(3 / 2) = 9; leap 7, 4, 4, 2.
    expect(after.bulk.columns).toBe(9);
    expect(after.leap).toEqual({ running: 7, standing: 4, verticalRunning: 4, verticalStanding: 2 });
    expect(after.dv.normal - before.dv.normal).toBe(1 + 4);
    expect(after.speed! - before.speed!).toBe(1);
    // Max HP and Stun do not follow the stat.
    expect([after.maxHp, after.maxStun]).toEqual([before.maxHp, before.maxStun]);
  });

  it("DE-STUN-1 DE-HP-1 DE-HP-2 Stun ranks cost 100, 150, 200, 250 (+4 and a die each); HP 25, 50, 100, 200, 400; current rises too", () => {
    const s = seat({ stats: { endurance: 1 } });
    award(s, 1475);
    const start = s.sheet("tess");
    const stunPaid: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = tess(s).xp;
      buy(s, "stun");
      stunPaid.push(before - tess(s).xp);
    }
    const hpPaid: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = tess(s).xp;
      buy(s, "hp");
      hpPaid.push(before - tess(s).xp);
    }
    expect(stunPaid).toEqual([100, 150, 200, 250]);
    expect(hpPaid).toEqual([25, 50, 100, 200, 400]);
    const end = s.sheet("tess");
    expect([start.stunDice.count, end.stunDice.count]).toEqual([1, 5]);
    expect([start.maxStun, end.maxStun, start.maxHp, end.maxHp]).toEqual([1, 17, 3, 8]);
    expect(tess(s).current).toMatchObject({ hp: 8, stun: 17 });
  });

  it("DE-HP-3 the price counters are each character's own, from its first purchase", () => {
    const s = seat();
    s.addCharacter("omar", s.create("pointBuy", { name: "Omar" }));
    award(s, 100);
    s.act("award", { actor: "omar", amount: 100, reason: "a job done" });
    buy(s, "hp");
    buy(s, "hp");
    expect(tess(s).xp).toBe(100 - 25 - 50);
    s.act("buy", { actor: "omar", purchases: ["hp"] });
    expect((s.state.characters.omar!.data as DeCharacter).xp).toBe(75);
  });

  it("DE-STUN-2 with rollStunDie the rank rolls the new stun die on the table's dice (End 1, d6 3 → +4)", () => {
    const s = seat({ stats: { endurance: 1 } }, { stunIncreaseMode: "rollStunDie" }, [3]);
    award(s, 100);
    buy(s, "stun");
    expect(tess(s).stunRanks).toEqual([4]);
    expect(s.sheet("tess").maxStun).toBe(1 + 4);
  });

  it("DE-FOCUS-4 DE-FOCUS-5 DE-FOCUS-6 ratings are bought at a flat 50 XP, with no maximum, and add their rating", () => {
    const s = seat({ stats: { agility: 1 } }, {}, [5, 6]);
    award(s, 750);
    buy(s, "focus:stealth:3");
    expect([tess(s).focuses.stealth, tess(s).xp]).toEqual([3, 600]);
    buy(s, "focus:law:12");
    expect([tess(s).focuses.law, tess(s).xp]).toEqual([12, 0]);
    const r = s.act("check", { actor: "tess", stat: "agility", focus: "stealth" });
    expect(r.roll!.outcome).toMatchObject({ focusBonus: 3, total: 5 + 6 + 1 + 3 });
    // A table that sets a maximum refuses beyond it.
    const capped = seat({}, { focusMaxRating: 3 });
    award(capped, 200);
    refused(capped, "focus:law:4");
  });

  it("DE-FOCUS-7 DE-GEN-2 the 20 core focuses are on sale at every table, a setting's focus only at its table", () => {
    expect(CORE_FOCUSES).toHaveLength(20);
    const s = seat();
    award(s, 50 * 20);
    buy(s, ...CORE_FOCUSES.map((f) => `focus:${f.name}`));
    expect(Object.keys(tess(s).focuses)).toHaveLength(20);
    refused(s, "focus:Heraldry");
    const set = seat({}, { setting: SETTING });
    award(set, 50);
    buy(set, "focus:Heraldry");
    expect(tess(set).focuses).toEqual({ heraldry: 1 });
  });

  it("DE-PROF-3 DE-PROF-4 Proficiency at creation, Expertise only after; each once per stat, several stats", () => {
    const d = draft();
    buy(d, "proficiency:logic");
    expect(tess(d).sp).toBe(800);
    refused(d, "expertise:logic");
    const s = seat();
    award(s, 1000);
    buy(s, "proficiency:agility", "proficiency:logic");
    expect(tess(s).training).toEqual({ agility: "proficient", logic: "proficient" });
    refused(s, "proficiency:agility");
    buy(s, "expertise:agility");
    refused(s, "expertise:agility");
    expect([tess(s).training.agility, tess(s).xp]).toEqual(["expert", 100]);
  });
});

describe("perks and skills bought at the table", () => {
  it("DE-PERK-1 DE-PERK-2 an SP perk only in creation (Slow gives 75 SP); an XP perk costs the same in SP then", () => {
    const d = draft();
    buy(d, "stat:agility:1", "perk:Slow");
    expect(tess(d).sp).toBe(1000 - 10 + 75);
    buy(d, "perk:Natural Swimmer");
    expect(tess(d).perks.naturalSwimmer).toEqual({ rank: 1, source: "sp" });
    expect([tess(d).sp, tess(d).xp]).toEqual([1065 - 100, 0]);
    const s = seat({ stats: { agility: 1 } });
    award(s, 500);
    const e = refused(s, "perk:Slow");
    expect(e.message).toMatch(/during character creation/);
    buy(s, "perk:Quick Step");
    expect([tess(s).xp, tess(s).perks.quickStep!.source]).toEqual([400, "xp"]);
  });

  it("DE-PERK-3 Martial Stance ranks cost 50, 100, 200 and a fourth is refused; a one-off perk is refused twice", () => {
    const s = seat();
    award(s, 1000);
    buy(s, "perk:Martial Arts");
    const paid: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = tess(s).xp;
      buy(s, "perk:Martial Stance");
      paid.push(before - tess(s).xp);
    }
    expect(paid).toEqual([50, 100, 200]);
    refused(s, "perk:Martial Stance");
    buy(s, "perk:Natural Swimmer");
    refused(s, "perk:Natural Swimmer");
  });

  it("DE-PERK-4 DE-PERK-8 perk prerequisites: a rank of another perk, a melee skill named by group", () => {
    const s = seat({ stats: { agility: 1 } });
    award(s, 2000);
    buy(s, "perk:Quick Step");
    const e = refused(s, "perk:Momentum Master");
    expect(e.message).toMatch(/Momentum Master needs Quick Step II \(you have rank 1\)/);
    buy(s, "perk:Quick Step", "perk:Momentum Master");
    // Slicer needs "one melee weapon skill": Scythe Fighting is one.
    refused(s, "perk:Slicer");
    buy(s, "skill:Scythe Fighting", "perk:Slicer");
    expect(Object.keys(tess(s).perks).sort()).toEqual(["momentumMaster", "quickStep", "slicer"]);
  });

  it("DE-PERK-5 DE-PERK-6 a negative perk is bought off for twice its price; a disability cannot be", () => {
    const s = seat(
      {
        race: "human",
        stats: { agility: 1 },
        purchases: [
          { kind: "perk", perk: "slow" },
          { kind: "perk", perk: "halfBlind" },
        ],
      },
      { setting: SETTING },
    );
    award(s, 1000);
    const before = s.sheet("tess").speed!;
    buy(s, "buy-off:Slow");
    expect([tess(s).perks.slow, tess(s).xp]).toEqual([undefined, 850]);
    // Slow kept Agility out of the speed; without it the sheet counts it again.
    expect(s.sheet("tess").speed).toBe(before + 1);
    const e = refused(s, "buy-off:Half-Blind");
    expect(e.message).toMatch(/permanent/);
  });

  it("DE-PERK-7 'Not X' works both ways: Hauler rules out Lightweight and the reverse", () => {
    const a = draft({ stats: { endurance: 2 } });
    buy(a, "perk:Hauler");
    expect(refused(a, "perk:Lightweight").message).toBe(
      "Lightweight cannot be taken with Hauler, which rules it out; nothing was bought",
    );
    const b = draft({ stats: { endurance: 2 } });
    buy(b, "perk:Lightweight");
    refused(b, "perk:Hauler");
  });

  it("DE-PERK-9 Power Walk costs 0 SP in creation and 25 XP after", () => {
    const d = draft();
    buy(d, "perk:Power Walk");
    expect(tess(d).sp).toBe(1000);
    const s = seat();
    award(s, 30);
    buy(s, "perk:Power Walk");
    expect(tess(s).xp).toBe(5);
  });

  it("DE-SKILL-1 a skill bought once at the table takes the unskilled disadvantage off the next roll", () => {
    const s = seat({}, {}, [4, 6, 2, 4, 6]);
    award(s, 200);
    const before = s.act("check", { actor: "tess", stat: "dexterity", skill: "Pilot Land Craft" }).roll!;
    expect(before.outcome).toMatchObject({ unskilled: true, net: -1, kept: [2, 4] });
    buy(s, "skill:Pilot Land Craft");
    refused(s, "skill:Pilot Land Craft");
    const after = s.act("check", { actor: "tess", stat: "dexterity", skill: "Pilot Land Craft" }).roll!;
    expect(after.outcome).toMatchObject({ unskilled: false, net: 0, total: 10 });
  });

  it("DE-SKILL-2 DE-GEN-2 a setting's skill is bought and rolled at its table; without the setting it is unknown", () => {
    const s = seat({}, { setting: SETTING }, [5, 5, 1]);
    award(s, 50);
    const unskilled = s.act("check", { actor: "tess", stat: "dexterity", skill: "Laser Rifles" }).roll!;
    expect(unskilled.outcome).toMatchObject({ unskilled: true, net: -1 });
    buy(s, "skill:Laser Rifles");
    expect(tess(s).skills).toEqual(["laserRifles"]);
    const core = seat();
    award(core, 50);
    refused(core, "skill:Laser Rifles");
    expect(
      refusal(() => core.act("check", { actor: "tess", stat: "dexterity", skill: "Laser Rifles" })).path,
    ).toEqual(["skill"]);
  });

  it("DE-PERK-57 Martial Arts levels cost 25, 50, 100, 250, 500 and set the Martial Value 2, 4, 5, 6, 8; a sixth is refused", () => {
    const s = seat();
    award(s, 925);
    const steps: [number, number][] = [];
    for (let i = 0; i < 5; i++) {
      const before = tess(s).xp;
      buy(s, "perk:Martial Arts");
      steps.push([before - tess(s).xp, s.sheet("tess").martialValue]);
    }
    expect(steps).toEqual([
      [25, 2],
      [50, 4],
      [100, 5],
      [250, 6],
      [500, 8],
    ]);
    award(s, 1000);
    refused(s, "perk:Martial Arts");
  });

  it("DE-PERK-50 DE-PERK-51 DE-PERK-52 carrying perks on the sheet: Hauler a row more, Heavyweight lifts ×2, Lightweight ×½ and a row less", () => {
    const plain = draft({ stats: { endurance: 2, strength: 2 } });
    expect(plain.sheet("tess").bulk).toEqual({ columns: 9, rows: 6, size: "medium" });
    expect(plain.sheet("tess").liftingCapacityFactor).toBe(1);
    buy(plain, "perk:Hauler", "perk:Heavyweight");
    expect(plain.sheet("tess").bulk).toEqual({ columns: 9, rows: 7, size: "large" });
    expect(plain.sheet("tess").liftingCapacityFactor).toBe(2);
    const light = draft({ stats: { endurance: 2 } });
    buy(light, "perk:Lightweight");
    expect(light.sheet("tess").bulk).toEqual({ columns: 9, rows: 5, size: "small" });
    expect(light.sheet("tess").liftingCapacityFactor).toBe(0.5);
  });

  it("DE-PERK-3 DE-PERK-8 a repeatable perk's ranks: Vibration Awareness thrice (50, 100, 150 XP), and only with the race's Vibrosense", () => {
    const setting = { races: [{ id: "delver", name: "Delver", baseSpeed: 5, vibrosense: 10 }] };
    const s = seat({ race: "delver" }, { setting });
    award(s, 400);
    const paid: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = tess(s).xp;
      buy(s, "perk:Vibration Awareness");
      paid.push(before - tess(s).xp);
    }
    expect(paid).toEqual([50, 100, 150]);
    expect(tess(s).perks.vibrationAwareness!.rank).toBe(3);
    refused(s, "perk:Vibration Awareness");
    // Without Vibrosense the perk is out of reach.
    const blind = seat();
    award(blind, 50);
    refused(blind, "perk:Vibration Awareness");
  });
});
