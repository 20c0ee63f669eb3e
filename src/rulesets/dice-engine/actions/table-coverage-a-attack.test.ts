// Attack perks proven at the table (issue 21). Reckless Abandon and Momentum Master were applied by
// the character layer to a check (`buildCheck`) but the `attack` action had no way to declare them,
// so at a table neither ever happened; the action now takes `reckless` and `movedStraightMetres`.
// Bruno (Str 3, Proficient, Agi 1) attacks Wren, whose tower shield soaks every hit (so the damage
// asserted is the attack's, and no health check needs dice).

import { describe, expect, it } from "vitest";
import type { DeCharacter } from "../character/index.js";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { equip, out, refusal, TOWER, table } from "./testing/play.js";

const AXE = {
  id: "axe",
  name: "Axe",
  stat: "strength",
  skill: "axeFighting",
  melee: true,
  damage: "1d8",
  damageType: "slashing",
  attacks: [{ type: "standard" }],
  ammoPerAttack: 0,
};

const withPerks =
  (perks: string[], skills: string[] = []) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    skills: [...c.skills, ...skills],
    perks: { ...c.perks, ...Object.fromEntries(perks.map((id) => [id, { rank: 1, source: "xp" as const }])) },
  });

describe("Reckless Abandon at the table", () => {
  const axeTable = (faces: number[], perks: string[]) => {
    const t = table(faces, { bruno: withPerks(perks, ["axeFighting"]) });
    t.s.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, weapons: [AXE] } });
    equip(t.s, "wren", { ...TOWER, skill: null });
    return t;
  };
  const swing = { attacker: "bruno", defender: "wren", weapon: "Axe" };

  it("DE-PERK-30 a reckless axe attack: −2 to hit, + min(DoS, Strength) damage", () => {
    // Wren's DV 5 + End −1 + Agi 2 = 6. Reckless: 9 + 8 + Str 3 + Standard 1 − 2 = 19, 14 degrees:
    // + min(14, 3) = 3 on the d8's 4 → 7.
    const { s, dice } = axeTable([9, 8, 4, 9, 8, 4], ["recklessAbandon"]);
    const r = out(s.act("attack", { ...swing, reckless: true }));
    expect(r).toMatchObject({ hit: true, total: 19, dv: 6, dos: 14, damage: 7 });
    expect(r.sources).toContain("Reckless Abandon: reckless -2");
    // Not declared: 21 to hit, the d8 alone.
    expect(out(s.act("attack", swing))).toMatchObject({ total: 21, damage: 4 });
    expect(dice.remaining()).toBe(0);
  });

  it("DE-PERK-30 the bonus is capped by the degrees: 2 degrees add 2; a miss adds nothing", () => {
    // 1 + 2 + 3 + 1 − 2 = 5 against DV 6: a miss, no damage at all. Then 2 + 2 + 3 + 1 − 2 + 1 = 7:
    // 2 degrees, so + min(2, 3) = 2 on the d8's 5 → 7.
    const { s } = axeTable([1, 2, 2, 2, 5], ["recklessAbandon"]);
    expect(out(s.act("attack", { ...swing, reckless: true }))).toMatchObject({ hit: false, damage: 0 });
    const r = out(s.act("attack", { ...swing, reckless: true, modifiers: [1] }));
    expect(r).toMatchObject({ hit: true, total: 7, dos: 2, damage: 7 });
  });

  it("DE-PERK-30 without the perk, or with a weapon of another skill, a reckless attack is refused before a die", () => {
    const { s, dice } = axeTable([], []);
    expect(refusal(() => s.act("attack", { ...swing, reckless: true })).path).toEqual(["reckless"]);
    const hammer = table([], { bruno: withPerks(["recklessAbandon"], ["axeFighting"]) }).s;
    expect(
      refusal(() =>
        hammer.act("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer", reckless: true }),
      ).path,
    ).toEqual(["reckless"]);
    expect(dice.remaining()).toBe(0);
  });
});

describe("Momentum Master at the table", () => {
  // A setting race gives Bruno a speed: 5 + Agility 1 = 6, the cap on the bonus.
  const options = { setting: { races: [{ id: "human", name: "Human", baseSpeed: 5 }] } };
  const human = (perks: string[]) => (c: DeCharacter) => ({ ...withPerks(perks)(c), race: "human" });
  const hammer = (movedStraightMetres?: number) => ({
    attacker: "bruno",
    defender: "wren",
    weapon: "Hammer",
    ...(movedStraightMetres !== undefined ? { movedStraightMetres } : {}),
  });

  it("DE-PERK-28 a melee attack right after a straight run of 4 m or more gains the metres, at most the speed", () => {
    // Each: 5 + 4 + Str 3 + Standard 1 = 13 before the bonus, then the d8 (2).
    const { s } = table([5, 4, 2, 5, 4, 2, 5, 4, 2, 5, 4, 2], { bruno: human(["momentumMaster"]) }, options);
    equip(s, "wren", { ...TOWER, skill: null });
    expect(out(s.act("attack", hammer(8))).total).toBe(13 + 6);
    expect(out(s.act("attack", hammer(4))).total).toBe(13 + 4);
    expect(out(s.act("attack", hammer(3))).total).toBe(13);
    const r = out(s.act("attack", hammer()));
    expect(r.total).toBe(13);
  });

  it("DE-PERK-28 without the perk the run adds nothing; a ranged attack never gains it", () => {
    const { s } = table([5, 4, 2, 5, 4, 2], { bruno: human([]), wren: human(["momentumMaster"]) }, options);
    equip(s, "wren", { ...TOWER, skill: null });
    equip(s, "bruno", TOWER);
    expect(out(s.act("attack", hammer(8))).total).toBe(13);
    // Wren's pistol: 5 + 4 + Dex 2 + Standard 1 = 12, the run ignored.
    const shot = out(
      s.act("attack", {
        attacker: "wren",
        defender: "bruno",
        weapon: "Machine Pistol",
        distance: 8,
        movedStraightMetres: 8,
      }),
    );
    expect(shot.total).toBe(12);
  });
});

describe("Lethal Edge at the table", () => {
  const edged = (rank: number, faces: number[]) => {
    const t = table(faces, {
      bruno: (c) => ({
        ...withPerks([], ["axeFighting"])(c),
        perks: { ...c.perks, lethalEdge: { rank, source: "xp" as const } },
      }),
    });
    t.s.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, weapons: [AXE] } });
    equip(t.s, "wren", { ...TOWER, skill: null });
    return t;
  };
  const swing = { attacker: "bruno", defender: "wren", weapon: "Axe" };

  it("DE-PERK-31 DE-CRIT-10 rank 1 lowers one die's crit threshold to 9: on a hit one kept 9 counts as a semi-critical: +2 and +1 damage; two 9s give one", () => {
    // 9 + 6 + Str 3 + Standard 1 = 19 hits DV 6; the 9 then counts: 21, 16 degrees, d8 (4) + 1 = 5.
    const { s } = edged(1, [9, 6, 4, 9, 9, 4]);
    expect(out(s.act("attack", swing))).toMatchObject({
      hit: true,
      crit: "semiCrit",
      total: 21,
      dos: 16,
      damage: 5,
    });
    // Two 9s: only one is raised at rank 1: 9 + 9 + 4 + 2 = 24, a semi-critical, not a super.
    expect(out(s.act("attack", swing))).toMatchObject({ crit: "semiCrit", total: 24, damage: 5 });
    // Without the perk the same 9 is a plain die.
    const plain = table([9, 6, 4], { bruno: withPerks([], ["axeFighting"]) });
    plain.s.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, weapons: [AXE] } });
    equip(plain.s, "wren", { ...TOWER, skill: null });
    expect(out(plain.s.act("attack", swing))).toMatchObject({ crit: "none", total: 19, damage: 4 });
  });

  it("DE-PERK-32 rank 2: both 9s count, a super-critical: +4 and the damage doubled after +2", () => {
    // 9 + 9 + 4 + 4 = 26; (d8 4 + 2) × 2 = 12.
    const { s } = edged(2, [9, 9, 4]);
    expect(out(s.act("attack", swing))).toMatchObject({
      hit: true,
      crit: "superCrit",
      total: 26,
      damage: 12,
    });
  });

  it("DE-PERK-31 the hit is judged with the normal thresholds first: a miss stays a miss", () => {
    // 9 + 2 + 4 − 10 = 5 against DV 6 misses; raised it would have been 7.
    const { s } = edged(1, [9, 2]);
    expect(out(s.act("attack", { ...swing, modifiers: [-10] }))).toMatchObject({
      hit: false,
      crit: "none",
      total: 5,
    });
  });

  it("DE-PERK-32 the odds before the roll count Lethal Edge: the same hit chance, more super-criticals", () => {
    const withEdge = edged(2, []).s.odds("attack", swing);
    const plain = table([], { bruno: withPerks([], ["axeFighting"]) }).s;
    plain.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, weapons: [AXE] } });
    const without = plain.odds("attack", swing);
    expect(withEdge.partition.hit).toBeCloseTo(without.partition.hit!, 12);
    // Proficient Strength: a d12 and a d10. Super-critical without the edge: 3/12 × 1/10 = 1/40; with
    // it both dice count from 9 on a hit (always, against DV 6 … 9 + 9 + 4 ≥ 6): 4/12 × 2/10 = 1/15.
    expect(without.chances.superCrit).toBeCloseTo(1 / 40, 12);
    expect(withEdge.chances.superCrit).toBeCloseTo(1 / 15, 12);
  });
});

describe("Brutal Swing at the table", () => {
  const brutal = (faces: number[], rank: number, options: Record<string, unknown> = {}) => {
    const t = table(
      faces,
      { bruno: (c) => ({ ...c, perks: { ...c.perks, brutalSwing: { rank, source: "xp" as const } } }) },
      options,
    );
    equip(t.s, "wren", { ...TOWER, skill: null });
    return t;
  };
  const swing = { attacker: "bruno", defender: "wren", weapon: "Hammer" };

  it("DE-PERK-27 a semi-critical hammer hit deals +1 per rank; a super-critical twice, before doubling", () => {
    // Rank 2, [10, 6]: the d8's 5 + 1 (semi-critical) + 2 = 8.
    const { s } = brutal([10, 6, 5, 10, 10, 5, 5, 6, 5], 2);
    const r = out(s.act("attack", swing));
    expect(r).toMatchObject({ hit: true, crit: "semiCrit", damage: 8 });
    expect(r.sources).toContain("Brutal Swing: +2 damage per semi-critical die");
    // [10, 10]: (5 + 2 + 2 × 2) × 2 = 22.
    expect(out(s.act("attack", swing))).toMatchObject({ crit: "superCrit", damage: 22 });
    // No critical, no bonus: 5.
    expect(out(s.act("attack", swing))).toMatchObject({ crit: "none", damage: 5 });
    // Without the perk the semi-critical gives its +1 only.
    const plain = table([10, 6, 5]).s;
    equip(plain, "wren", { ...TOWER, skill: null });
    expect(out(plain.act("attack", swing)).damage).toBe(6);
  });

  it("DE-PERK-27 with brutalSwingPerCritDie off the bonus comes once per hit: (5 + 2 + 2) × 2 = 18", () => {
    const { s } = brutal([10, 10, 5], 2, { brutalSwingPerCritDie: false });
    expect(out(s.act("attack", swing))).toMatchObject({ crit: "superCrit", damage: 18 });
  });

  it("DE-PERK-27 the odds before the roll count it: the best damage is (8 + 2 + 4) × 2 = 28 with rank 2, 20 without", () => {
    const max = (s: ReturnType<typeof table>["s"]) =>
      Math.max(...s.odds("attack", swing).distributions.damage!.map(([v]) => v));
    // d8 8: super-critical (8 + 2 + 4) × 2 = 28 with rank 2, (8 + 2) × 2 = 20 without.
    expect(max(brutal([], 2).s)).toBe(28);
    expect(max(table([]).s)).toBe(20);
  });
});

describe("Martial Strike at the table", () => {
  // Bruno at Martial Arts level 2 (MV 4) with Martial Strike; Wren's tower shield soaks the hits.
  const striker = (faces: number[], perks: Record<string, number> = { martialArts: 2, martialStrike: 1 }) => {
    const t = table(faces, {
      bruno: (c) => ({
        ...c,
        perks: {
          ...c.perks,
          ...Object.fromEntries(
            Object.entries(perks).map(([id, rank]) => [id, { rank, source: "xp" as const }]),
          ),
        },
      }),
    });
    equip(t.s, "wren", { ...TOWER, skill: null });
    return t;
  };

  it("DE-PERK-58 an unarmed Light Attack for 4 initiative with Strength or Agility; a hit deals the Martial Value, +1 on a semi-critical", () => {
    const { s, dice } = striker([10, 3, 5, 4]);
    s.act("initiative", {
      participants: [
        { character: "bruno", initiative: 0 },
        { character: "wren", initiative: 50 },
      ],
    });
    // Strength (Proficient, 3): 10 + 3 + 3 = 16 (+2 semi-critical = 18, Light adds nothing); 4 + 1 = 5.
    const str = s.act("attack", {
      attacker: "bruno",
      defender: "wren",
      weapon: "Martial Strike (Strength)",
      type: "light",
    });
    expect(out(str)).toMatchObject({ hit: true, crit: "semiCrit", total: 18, damage: 5, cost: 4 });
    expect(str.roll!.dice.filter((d) => d.role === "damage")).toEqual([]);
    // Agility 1: 5 + 4 + 1 = 10; 4 bludgeoning.
    const agi = s.act("attack", {
      attacker: "bruno",
      defender: "wren",
      weapon: "Martial Strike (Agility)",
      type: "light",
    });
    expect(out(agi)).toMatchObject({ hit: true, total: 10, damage: 4, cost: 4 });
    expect(s.state.encounter!.participants.find((x) => x.id === "bruno")!.tick).toBe(8);
    expect(dice.remaining()).toBe(0);
  });

  it("DE-PERK-58 the Martial Value sets the damage (level 5: 8); without the perk there is no Martial Strike", () => {
    const { s } = striker([5, 4], { martialArts: 5, martialStrike: 1 });
    const r = out(
      s.act("attack", {
        attacker: "bruno",
        defender: "wren",
        weapon: "Martial Strike (Strength)",
        type: "light",
      }),
    );
    expect(r).toMatchObject({ hit: true, damage: 8 });
    const plain = striker([], { martialArts: 2 }).s;
    const e = refusal(() =>
      plain.act("attack", {
        attacker: "bruno",
        defender: "wren",
        weapon: "Martial Strike (Strength)",
        type: "light",
      }),
    );
    expect(e.path).toEqual(["weapon"]);
  });
});

describe("Extra Attack at the table", () => {
  // Ilse's knife (melee, Standard 5 initiative) at Wren, whose tower shield soaks the hits.
  const fightWith = (faces: number[], perks: string[]) => {
    const t = table(faces, { ilse: withPerks(perks) });
    equip(t.s, "wren", { ...TOWER, skill: null });
    t.s.act("initiative", {
      participants: [
        { character: "ilse", initiative: 0 },
        { character: "wren", initiative: 100 },
      ],
    });
    return t;
  };
  const stab = { attacker: "ilse", defender: "wren", weapon: "Knife" };
  const tick = (s: ReturnType<typeof table>["s"]) =>
    s.state.encounter!.participants.find((x) => x.id === "ilse")!.tick;

  it("DE-PERK-20 DE-ROUND-2 the next attack with the same weapon within 4 initiative costs half rounded down (5 → 2); that one does not chain", () => {
    const { s } = fightWith([9, 8, 2, 9, 8, 2, 9, 8, 2, 9, 8, 2], ["extraAttack"]);
    expect(out(s.act("attack", stab)).cost).toBe(5);
    // A Move (2) and drawing a holstered knife (1): 3 initiative in between.
    s.act("act", { actor: "ilse", action: { kind: "move" } });
    s.act("act", { actor: "ilse", action: { kind: "custom", name: "draw", cost: 1 } });
    const second = out(s.act("attack", stab));
    expect(second.cost).toBe(2);
    expect(second.sources).toContain("Extra Attack: 5 → 2 initiative (3 spent since the last attack)");
    expect(tick(s)).toBe(10);
    // The discounted attack offers nothing: the third is full price, the fourth half again.
    expect(out(s.act("attack", stab)).cost).toBe(5);
    expect(out(s.act("attack", stab)).cost).toBe(2);
    expect(tick(s)).toBe(17);
  });

  it("DE-PERK-20 more than 4 initiative between, or no perk: full price", () => {
    const a = fightWith([9, 8, 2, 9, 8, 2], ["extraAttack"]);
    a.s.act("attack", stab);
    a.s.act("act", { actor: "ilse", action: { kind: "custom", name: "reload", cost: 5 } });
    expect(out(a.s.act("attack", stab)).cost).toBe(5);
    const b = fightWith([9, 8, 2, 9, 8, 2], []);
    b.s.act("attack", stab);
    expect(out(b.s.act("attack", stab)).cost).toBe(5);
    expect(tick(b.s)).toBe(10);
  });
});
