// Rules proven at the table (issue 21), part B: the attack action's costs and roll bonuses by attack
// type, the defence values it meets, static targets and assassinations, each played as an intent
// through a Session (the example cast seated and equipped, testing/play.ts) with scripted faces:
// the events (initiative spent, the roll's total and DV) and the state after show the rule.
// Two rules the attack action did not reach before: a Seeking attack out of sight had no way to say
// how far its path bends, and a static target could not be declared; and the Fortified stance cost
// its initiative without ever being taken (the DV rules always saw a Fortress wearer unfortified).

import { describe, expect, it } from "vitest";
import { replay } from "../../../engine/events.js";
import type { Resolution } from "../../../engine/ruleset.js";
import type { Session } from "../../../engine/session.js";
import { emptyState } from "../../../engine/state.js";
import type { DeCharacter } from "../character/index.js";
import { diceEngine } from "../ruleset.js";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { combatNote } from "./combat-state.js";
import { out, refusal, TOWER, table } from "./testing/play.js";

/** A rifle allowing every attack type these tests declare, with no ammunition to count. */
const RIFLE = {
  id: "testRifle",
  name: "Test Rifle",
  stat: "dexterity",
  melee: false,
  damage: "1d6",
  damageType: "piercing",
  range: "5-20 Max: 60",
  ammoPerAttack: 0,
  attacks: [
    { type: "quick" },
    { type: "light" },
    { type: "standard" },
    { type: "seeking", ratings: [1] },
    { type: "strong" },
    { type: "overcharged" },
    { type: "precision" },
  ],
} as const;

/** Wren (Dexterity 2) holding the rifle, Bruno behind a tower shield that soaks every hit. */
function range(faces: number[], edit: Parameters<typeof table>[1] = {}) {
  const t = table(faces, edit);
  t.s.act("equip", { actor: "wren", equipment: { weapons: [RIFLE] } } as never);
  t.s.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: TOWER } });
  return t;
}

function fight(s: Session, values: Record<string, number>) {
  s.act("initiative", {
    participants: Object.entries(values).map(([character, initiative]) => ({ character, initiative })),
  });
}

const spent = (r: Resolution) =>
  r.events
    .filter((e) => e.type === "ticks.spent")
    .map((e) => {
      const x = e as { id: string; cost: number; action: string };
      return [x.id, x.cost, x.action];
    });
const tick = (s: Session, id: string) => s.state.encounter!.participants.find((p) => p.id === id)!.tick;

function expectReplays(s: Session) {
  const events = s.log.map((e) => e.event);
  expect(replay(emptyState("dice-engine", s.state.options), events, diceEngine.reduce)).toEqual(s.state);
}

const shot = { attacker: "wren", defender: "bruno", weapon: "Test Rifle", distance: 8 };

describe("attack types: what each costs on the tracker and adds to the roll", () => {
  // Every roll: 6 + 5 + Dexterity 2 = 13 before the type's bonus; Bruno's DV 8; 1d6 = 3 soaked.
  const cases = [
    ["quick", 3, "Quick Attack", 13],
    ["light", 4, "Light Attack", 13],
    ["strong", 6, "Strong Attack", 13],
    ["overcharged", 6, "Overcharged Attack", 13],
    ["precision", 8, "Precision Attack", 15],
  ] as const;
  for (const [type, cost, name, total] of cases) {
    const id = {
      quick: "DE-TYPE-1",
      light: "DE-TYPE-2",
      strong: "DE-TYPE-6",
      overcharged: "DE-TYPE-7",
      precision: "DE-TYPE-9",
    }[type];
    it(`${id} DE-ACT-1 a ${name} costs ${cost} initiative and rolls ${total} (bonus ${total - 13})`, () => {
      const { s } = range([6, 5, 3]);
      fight(s, { wren: 0, bruno: 50 });
      const r = s.act("attack", { ...shot, type });
      expect(spent(r)).toEqual([["wren", cost, name]]);
      expect(tick(s, "wren")).toBe(cost);
      expect(out(r)).toMatchObject({ hit: true, total, cost, damage: 3, dealt: 0 });
      expectReplays(s);
    });
  }

  it("DE-ACT-1 an attack needs a weapon the attacker holds (or the Unarmed Strike): refused by field, nothing spent", () => {
    const { s } = range([6, 5]);
    fight(s, { wren: 0, bruno: 50 });
    const before = s.state;
    const e = refusal(() => s.act("attack", { ...shot, weapon: "Hammer" }));
    expect(e.path).toEqual(["weapon"]);
    expect(s.state).toBe(before);
    // The Unarmed Strike is always there, a Heavy Attack:[2] (7 initiative) dealing 1 per multiple:
    // Strength −1, 6 + 5 − 1 = 10 against DV 8, 3 degrees → 2 multiples → 2 damage.
    const r = s.act("attack", {
      attacker: "wren",
      defender: "bruno",
      weapon: "Unarmed Strike",
      type: "heavy",
    });
    expect(out(r)).toMatchObject({ hit: true, total: 10, multiples: 2, damage: 2 });
    expect(spent(r)).toEqual([["wren", 7, "Heavy Attack"]]);
  });

  it("DE-TYPE-4 Seeking: +5 in sight; out of sight +0 when the path bends 80°; refused past 90° (fixed: the bend is a parameter)", () => {
    const { s } = range([6, 5, 3, 6, 5, 3]);
    fight(s, { wren: 0, bruno: 50 });
    const seen = s.act("attack", { ...shot, type: "seeking" });
    expect(out(seen)).toMatchObject({ total: 18, cost: 5 });
    expect(spent(seen)).toEqual([["wren", 5, "Seeking Attack"]]);
    const before = s.state;
    const far = refusal(() =>
      s.act("attack", { ...shot, type: "seeking", lineOfSight: false, pathBend: 100 }),
    );
    expect(far.path).toEqual(["pathBend"]);
    expect(far.message).toMatch(/bends 100°.*at most 90°/);
    expect(s.state).toBe(before);
    // Without a bend the rule cannot tell: asked for by field.
    expect(refusal(() => s.act("attack", { ...shot, type: "seeking", lineOfSight: false })).path).toEqual([
      "pathBend",
    ]);
    const curved = s.act("attack", { ...shot, type: "seeking", lineOfSight: false, pathBend: 80 });
    expect(out(curved)).toMatchObject({ hit: true, total: 13 });
    expect(tick(s, "wren")).toBe(10);
    expectReplays(s);
  });
});

describe("static targets (DE-ATK-9, option staticTargets)", () => {
  const heavy = {
    attacker: "bruno",
    defender: "wren",
    weapon: "Hammer",
    type: "heavy",
    rating: 2,
    modifiers: [-2],
  } as const;
  /** Wren with the Shields skill behind a tower shield (EA 50, PA 0): hits deal nothing, no health checks. */
  const shieldedWren = (faces: number[], options: Record<string, unknown>) => {
    const t = table(faces, { wren: (c) => ({ ...c, skills: [...c.skills, "shields"] }) }, options);
    t.s.act("equip", { actor: "wren", equipment: { ...EXAMPLE_EQUIPMENT.wren, held: TOWER } });
    return t;
  };

  it("DE-ATK-9 a static target has no DV: the roll hits with the Heavy:[2]'s full 2 multiples (fixed: the attack can declare it)", () => {
    // Bruno (Strength 3): 2 + 3 + 3 − 2 = 6; Hammer 1d8 = 4, twice → 8.
    const { s } = shieldedWren([2, 3, 4], { staticTargets: true });
    const r = s.act("attack", { ...heavy, static: true });
    expect(out(r)).toMatchObject({ hit: true, dos: null, multiples: 2, damage: 8, dv: null });
    expect(r.roll!.summary).toMatch(/6 against a static target hits, max degrees/);
    // The same roll against Wren's DV (5 + Agility 2 − Endurance 1 = 6) is 1 degree: one multiple.
    const { s: s2 } = shieldedWren([2, 3, 4], { staticTargets: true });
    expect(out(s2.act("attack", heavy))).toMatchObject({ hit: true, dv: 6, dos: 1, multiples: 1, damage: 4 });
  });

  it("DE-ATK-9 a super-critical fail still misses a static target; with the option off the target is refused by field", () => {
    const { s } = table([1, 1], {}, { staticTargets: true });
    const r = s.act("attack", { ...heavy, static: true });
    expect(out(r)).toMatchObject({ hit: false, crit: "superFail" });
    const { s: off } = table([]);
    const e = refusal(() => off.act("attack", { ...heavy, static: true }));
    expect(e.path).toEqual(["defender", "static"]);
    expect(e.message).toMatch(/option staticTargets/);
  });
});

describe("assassinations", () => {
  it("DE-ASSN-5 an assassination costs its declared type (Precision 8); a semi-critical adds its +1 to the maximised 6", () => {
    // Advantage: three dice, the best two: 10 and 4 → 14 + Dexterity 2 + 2 (semi-critical) + 2
    // (Precision) = 20 against Bruno's Surprised DV (5 + Endurance 2 = 7). 1d6 at its highest, 6 + 1.
    const { s } = range([10, 4, 2]);
    fight(s, { wren: 0, bruno: 50 });
    const r = s.act("attack", { ...shot, type: "precision", assassinate: true });
    expect(spent(r)).toEqual([["wren", 8, "Precision Attack"]]);
    expect(out(r)).toMatchObject({ hit: true, crit: "semiCrit", dv: 7, dvType: "surprised", damage: 7 });
    expect(tick(s, "wren")).toBe(8);
  });
});

/** Bruno (Endurance 2, Agility 1) in the armour given, with every armour skill unless `skills` says. */
function armoured(
  faces: number[],
  armour: object | null,
  held: object | null = null,
  skills = ["reflexArmour", "vanguardArmour", "fortitudeArmour", "fortressArmour"],
) {
  const t = range(faces, { bruno: (c: DeCharacter) => ({ ...c, skills: [...c.skills, ...skills] }) });
  t.s.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, armour, held } } as never);
  return t;
}

/** The DV Bruno meets from Wren's rifle, on a roll made to miss (− 10) so no damage dice are thrown. */
const miss = { modifiers: [-10] };
const dvAgainst = (s: Session, extra: object = {}) => out(s.act("attack", { ...shot, ...miss, ...extra })).dv;

describe("defence values met by an attack", () => {
  it("DE-DV-1 DE-DV-8 Normal DV 5 + End + Agi + PA by armour type: Reflex 12, Vanguard 10, Fortitude 11, no armour 8", () => {
    const dv = (type: string | null) => {
      const { s } = armoured([2, 2], type === null ? null : { name: "Plate", type, pa: 4 });
      return dvAgainst(s);
    };
    expect([dv("reflex"), dv("vanguard"), dv("fortitude"), dv(null)]).toEqual([12, 10, 11, 8]);
  });

  it("DE-DV-2 worn armour without its skill adds no PA, but its type still takes Endurance away", () => {
    const { s } = armoured([2, 2, 2, 2], { name: "Plate", type: "reflex", pa: 4 }, null, []);
    expect(dvAgainst(s)).toBe(8);
    const { s: v } = armoured([2, 2], { name: "Plate", type: "vanguard", pa: 4 }, null, []);
    expect(dvAgainst(v)).toBe(6);
  });

  it("DE-DV-5 a held shield's PA adds to worn armour's with the Shields skill (3 + 2 → 13); without the skill it adds nothing", () => {
    const coat = { name: "Coat", type: "reflex", pa: 3 };
    const shield = { name: "Round shield", pa: 2 };
    const { s } = armoured([2, 2], coat, shield);
    expect(dvAgainst(s)).toBe(13);
    // Ilse (Endurance 2, Agility 2, no Shields, padded jacket without Reflex Armour): 9 either way.
    const { s: i } = range([2, 2, 2, 2]);
    expect(dvAgainst(i, { defender: "ilse" })).toBe(9);
    i.act("equip", { actor: "ilse", equipment: { ...EXAMPLE_EQUIPMENT.ilse, held: shield } } as never);
    expect(dvAgainst(i, { defender: "ilse" })).toBe(9);
  });

  it("DE-DV-6 armour piercing AP ≥ PA leaves the PA out (12 → 8); AP below it does nothing", () => {
    const plate = { name: "Plate", type: "reflex", pa: 4 };
    const { s } = armoured([2, 2, 2, 2], plate);
    expect(dvAgainst(s, { ap: 4 })).toBe(8);
    expect(dvAgainst(s, { ap: 3 })).toBe(12);
  });

  it("DE-DV-7 cover adds to the DV against a ranged attack (+2 half, +5 three-quarters) and not against a melee one", () => {
    const plate = { name: "Plate", type: "reflex", pa: 4 };
    const { s } = armoured([2, 2, 2, 2, 2, 2], plate);
    expect(dvAgainst(s, { cover: "half" })).toBe(14);
    expect(dvAgainst(s, { cover: "threeQuarters" })).toBe(17);
    // Ilse's knife (melee) against the same Bruno behind the same cover: 12.
    const knife = {
      attacker: "ilse",
      defender: "bruno",
      weapon: "Knife",
      cover: "threeQuarters",
      ...miss,
    } as const;
    expect(out(s.act("attack", knife)).dv).toBe(12);
  });

  it("DE-DV-10 DE-DV-11 Touch leaves PA out, Surprised leaves Agility out, and the armour type's omissions hold in all three", () => {
    const reflex = armoured([2, 2, 2, 2, 2, 2, 2], { name: "Plate", type: "reflex", pa: 4 }).s;
    expect(dvAgainst(reflex)).toBe(12);
    expect(dvAgainst(reflex, { touch: true })).toBe(8);
    // An assassination meets the Surprised DV (advantage: three dice, 2 + 2 + 2): 5 + 2 + 4 = 11.
    expect(dvAgainst(reflex, { assassinate: true })).toBe(11);
    const vanguard = armoured([2, 2, 2, 2, 2, 2, 2], { name: "Plate", type: "vanguard", pa: 4 }).s;
    // Vanguard never counts Endurance: Normal 5 + 1 + 4, Touch 5 + 1, Surprised 5 + 4.
    expect(dvAgainst(vanguard)).toBe(10);
    expect(dvAgainst(vanguard, { touch: true })).toBe(6);
    expect(dvAgainst(vanguard, { assassinate: true })).toBe(9);
  });

  it("DE-DV-9 Fortress PA 4 gives ceil(4/2) = 2 until the wearer takes the Fortified stance (1 initiative), then 4 (fixed: the stance is kept)", () => {
    const { s } = armoured([2, 2, 2, 2, 2, 2], { name: "Bulwark", type: "fortress", pa: 4 });
    const stance = () => {
      fight(s, { bruno: 0, wren: 30 });
      const r = s.act("act", { actor: "bruno", action: { kind: "interact", interact: "fortifiedStance" } });
      expect(spent(r)).toEqual([["bruno", 1, "Enter or leave Fortified stance"]]);
      s.engine({ engine: "endEncounter" });
      return r;
    };
    // Fortress omits Endurance and Agility: 5 + 2.
    expect(dvAgainst(s)).toBe(7);
    const r = stance();
    expect(r.roll!.summary).toMatch(/Bruno Hale takes the Fortified stance/);
    expect(combatNote(s.state, "bruno").fortified).toBe(true);
    expect(dvAgainst(s)).toBe(9);
    expect(stance().roll!.summary).toMatch(/Bruno Hale leaves the Fortified stance/);
    expect(combatNote(s.state, "bruno").fortified).toBeUndefined();
    expect(dvAgainst(s)).toBe(7);
    expectReplays(s);
  });

  it("DE-DV-9 only a wearer of Fortress armour takes the stance: refused by field, nothing charged", () => {
    const { s } = armoured([], { name: "Plate", type: "reflex", pa: 4 });
    fight(s, { bruno: 0, wren: 30 });
    const before = s.state;
    const e = refusal(() =>
      s.act("act", { actor: "bruno", action: { kind: "interact", interact: "fortifiedStance" } }),
    );
    expect(e.path).toEqual(["action", "interact"]);
    expect(e.message).toMatch(/only a wearer of Fortress armour/);
    expect(s.state).toBe(before);
  });
});
