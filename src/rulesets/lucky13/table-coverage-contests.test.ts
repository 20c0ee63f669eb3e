// Issue 21: contests, weapons and armor proved at the table. The contest and attack actions go in as
// intents through a Session; the roll record (who threw which die, totals, winner), the odds the
// table offers before the roll, and the sheets afterwards are asserted. Faces are scripted per
// intent: the initiator's or attacker's pool first, then each other side in order, then roll-offs,
// then the damage die.

import { describe, expect, it } from "vitest";
import type { L13Options } from "./character/index.js";
import { engineError, type L13Table, l13Table, sheetOf } from "./testing/table-coverage.js";

const skills = (o: L13Options, patch: Record<string, string> = {}) => ({
  ...Object.fromEntries(o.skills.map((s) => [s.id, "d6"])),
  ...patch,
});

/** The book's door: Knuckles (Pulse d8, Fighting d10) pushes, Big Tuna (the same dice) holds it. */
const doorCast = (o: L13Options) => {
  const strong = { will: "d6", charm: "d6", pulse: "d8", intellect: "d6", reflex: "d6" };
  return {
    knuckles: sheetOf(o, {
      name: "Knuckles",
      abilities: strong,
      skills: skills(o, { fighting: "d10" }),
      hp: 30,
    }),
    tuna: sheetOf(o, { name: "Big Tuna", abilities: strong, skills: skills(o, { fighting: "d10" }), hp: 30 }),
  };
};
const knuckles = { actor: "knuckles", ability: "pulse", skill: "fighting" };
const tunaAtDoor = {
  actor: "tuna",
  ability: "pulse",
  skill: "fighting",
  assets: [{ name: "the door", quality: "inferior", target: "ability" }],
};
const unchanged = (t: L13Table, ids: string[]) => ids.map((id) => t.character(id));

describe("contests at the table", () => {
  it("L13-OPP-1 the strictly higher total wins and 13 plays no part: 12 beats 9, and 20 beats 14", () => {
    const t = l13Table({}, doorCast);
    const sides = {
      sides: [
        { actor: "brunella", ability: "pulse", skill: "fighting" },
        { actor: "casimir", ability: "pulse", skill: "fighting" },
      ],
    };
    const low = t.act("contest", sides, [5, 4, 5, 7]);
    expect(low.outcome).toMatchObject({ totals: [9, 12], winner: 1, margin: 3, tie: false });
    expect(low.roll!.partition).toBe("1:casimir");
    const high = t.act("contest", sides, [6, 4, 6, 4, 7, 7]);
    expect(high.outcome).toMatchObject({ totals: [20, 14], winner: 0, margin: 6 });
    expect(high.roll!.summary).toMatch(/Brunella wins/);
  });

  it("L13-OPP-2 each side rolls its own ability and skill, no Difficulty die, with its own steps and advantage", () => {
    const t = l13Table();
    const sides = [
      { actor: "brunella", ability: "will", skill: "sneaking", advantage: ["home ground"] },
      { actor: "casimir", ability: "intellect", skill: "spellcasting", specialization: "teleport" },
    ];
    // Brunella: Will d8 thrown twice (3, 7: 7 kept) + Sneaking d6 4 = 11; Casimir: Intellect d10 5 + Spellcasting d8 (+2 → d12) 5 = 10.
    const r = t.act("contest", { sides }, [3, 7, 4, 5, 5]);
    expect(r.roll!.dice.map((d) => [d.group, d.role, d.sides, d.kept])).toEqual([
      ["Brunella", "ability", 8, false],
      ["Brunella", "ability", 8, true],
      ["Brunella", "skill", 6, true],
      ["Casimir", "ability", 10, true],
      ["Casimir", "skill", 12, true],
    ]);
    expect(r.outcome).toMatchObject({ totals: [11, 10], winner: 0 });
    expect(r.used).toBe(5);
    const withDifficulty = engineError(() =>
      t.act("contest", { sides: [{ ...sides[0], difficulty: "easy" }, sides[1]] }),
    );
    expect(withDifficulty.code).toBe("invalid");
  });

  it("L13-OPP-3 Knuckles against Big Tuna at the door: 9 against 12 (Pulse d10 with the Inferior door), Big Tuna holds", () => {
    const t = l13Table({}, doorCast);
    const before = unchanged(t, ["knuckles", "tuna"]);
    const r = t.act("contest", { sides: [knuckles, tunaAtDoor] }, [4, 5, 5, 7]);
    expect(r.shape).toEqual([
      ["ability", 8],
      ["skill", 10],
      ["ability", 10],
      ["skill", 10],
    ]);
    expect(r.outcome).toMatchObject({ totals: [9, 12], winner: 1 });
    expect(r.roll!.summary).toMatch(/Big Tuna wins/);
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
    expect(unchanged(t, ["knuckles", "tuna"])).toEqual(before);
  });

  it("L13-OPP-4 a two-sided tie fails the initiator: 11 against 11 and the door holds (contestTie may roll off or ask the GM)", () => {
    const t = l13Table({}, doorCast);
    const tie = t.act("contest", { sides: [knuckles, tunaAtDoor] }, [5, 6, 4, 7]);
    expect(tie.outcome).toMatchObject({
      totals: [11, 11],
      winner: 1,
      margin: 0,
      tie: true,
      tieRule: "initiatorFails",
    });
    expect(tie.roll!.partition).toBe("1:tuna");
    expect(tie.roll!.summary).toMatch(/a tie fails the initiator/);
    // The same faces with the initiator listed second: now Knuckles holds.
    const swapped = t.act("contest", { sides: [tunaAtDoor, knuckles] }, [4, 7, 5, 6]);
    expect(swapped.outcome).toMatchObject({ winner: 1, tie: true });
    expect(swapped.roll!.partition).toBe("1:knuckles");
    const rollOff = l13Table({ contestTie: "rollOff" }, doorCast).act(
      "contest",
      { sides: [knuckles, tunaAtDoor] },
      [5, 6, 4, 7, 7, 9, 2, 3],
    );
    expect(rollOff.outcome).toMatchObject({ totals: [11, 11], winner: 0, tieRule: "rollOff" });
    const gm = l13Table({ contestTie: "gm" }, doorCast).act(
      "contest",
      { sides: [knuckles, tunaAtDoor] },
      [5, 6, 4, 7],
    );
    expect(gm.outcome).toMatchObject({ winner: null, tieRule: "gm" });
    expect(gm.roll!.partition).toBe("undecided");
  });

  it("L13-OPP-5 three sides: the highest wins; a tie at the top is rolled off by the tied sides only, with the same pools", () => {
    const t = l13Table({}, doorCast);
    const tuna = { actor: "tuna", ability: "pulse", skill: "fighting" };
    const brunella = { actor: "brunella", ability: "pulse", skill: "fighting" };
    const clear = t.act("contest", { sides: [knuckles, tuna, brunella] }, [5, 6, 4, 3, 5, 5]);
    expect(clear.outcome).toMatchObject({ totals: [11, 7, 10], winner: 0, margin: 1 });
    // Knuckles 11, Big Tuna 11, Brunella 5; the roll-off: Knuckles 2 + 3, Big Tuna 6 + 2.
    const r = t.act("contest", { sides: [knuckles, tuna, brunella] }, [5, 6, 4, 7, 3, 2, 2, 3, 6, 2]);
    expect(r.used).toBe(10);
    expect(r.outcome).toMatchObject({
      totals: [11, 11, 5],
      winner: 1,
      margin: 3,
      tie: true,
      tieRule: "rollOff",
    });
    const offs = r.roll!.dice.filter((d) => d.group?.startsWith("roll-off"));
    expect(offs.map((d) => [d.group, d.role, d.sides])).toEqual([
      ["roll-off 1: Knuckles", "ability", 8],
      ["roll-off 1: Knuckles", "skill", 10],
      ["roll-off 1: Big Tuna", "ability", 8],
      ["roll-off 1: Big Tuna", "skill", 10],
    ]);
    const gm = l13Table({ multiContestTie: "gm" }, doorCast).act(
      "contest",
      { sides: [knuckles, tuna, brunella] },
      [5, 6, 4, 7, 3, 2],
    );
    expect(gm.outcome).toMatchObject({ winner: null, tieRule: "gm" });
    expect(gm.used).toBe(6);
  });

  it("L13-OPP-6 a contest settles one round: the loser tries again next round with a fresh roll, and can win it", () => {
    const t = l13Table({}, doorCast);
    const before = unchanged(t, ["knuckles", "tuna"]);
    const first = t.act("contest", { sides: [knuckles, tunaAtDoor] }, [4, 5, 5, 7]);
    expect(first.outcome.winner).toBe(1);
    const second = t.act("contest", { sides: [knuckles, tunaAtDoor] }, [7, 9, 2, 3]);
    expect(second.outcome).toMatchObject({ totals: [16, 5], winner: 0 });
    expect(second.roll!.id).not.toBe(first.roll!.id);
    // Nothing of the first round carries over: no sheet changed, two separate rolls in the log.
    expect(unchanged(t, ["knuckles", "tuna"])).toEqual(before);
    const rolls = t.session.log.filter((e) => e.event.type === "roll");
    expect(rolls).toHaveLength(2);
    expect(new Set(rolls.map((e) => e.intent)).size).toBe(2);
  });
});

describe("weapons and armor at the table", () => {
  const armory = (o: L13Options) => ({
    archer: sheetOf(o, {
      name: "Archer",
      weapons: ["d4", "d6", "d8", "d10", "d12"].map((die) => ({
        name: `Bow ${die}`,
        accuracy: die,
        damage: "d6",
      })),
    }),
    ...Object.fromEntries(
      ["d4", "d8", "d12"].map((die) => [`armored${die}`, sheetOf(o, { name: `Armored ${die}`, armor: die })]),
    ),
  });

  it("L13-WPN-2 the Accuracy die fills the attacker's third slot, and a larger one hits more often", () => {
    const t = l13Table({}, armory);
    const r = t.act(
      "attack",
      { attacker: "archer", defender: "brunella", weapon: "Bow d10" },
      [2, 2, 2, 5, 5],
    );
    expect(r.shape.slice(0, 3)).toEqual([
      ["ability", 6],
      ["skill", 6],
      ["accuracy", 10],
    ]);
    expect(r.outcome).toMatchObject({ hit: false });
    const hits = ["d4", "d6", "d8", "d10", "d12"].map(
      (die) =>
        t.session.odds("attack", { attacker: "archer", defender: "brunella", weapon: `Bow ${die}` }).partition
          .hit!,
    );
    for (let i = 1; i < hits.length; i++) expect(hits[i]!).toBeGreaterThan(hits[i - 1]!);
    const e = engineError(() =>
      t.seat("odd", sheetOf(t.options, { weapons: [{ name: "Sling", accuracy: "d20", damage: "d4" }] })),
    );
    expect(e.path.map(String)).toEqual(["weapons", "0", "accuracy"]);
  });

  it("L13-WPN-3 the Damage die is thrown only on a hit, after both pools, as the base of the damage", () => {
    const t = l13Table();
    const miss = t.act("attack", { attacker: "brunella", defender: "casimir" }, [2, 2, 2, 5, 5, 5]);
    expect(miss.used).toBe(6);
    expect(miss.shape.some(([role]) => role === "damage")).toBe(false);
    expect(miss.outcome).toMatchObject({ hit: false, damage: 0 });
    expect(t.sheet("casimir").hp).toBe(30);
    // A hit: 16 against 12, then the Broadsword's d10 shows 10, explodes to 3: 13 + margin 4 = 17.
    const hit = t.act("attack", { attacker: "brunella", defender: "casimir" }, [4, 5, 7, 2, 6, 4, 10, 3]);
    expect(hit.roll!.dice.at(-1)).toMatchObject({
      role: "damage",
      sides: 10,
      faces: [10, 3],
      group: "damage",
    });
    expect(hit.outcome).toMatchObject({ margin: 4, damage: 17 });
    expect(t.sheet("casimir").hp).toBe(13);
    const e = engineError(() =>
      t.seat("odd", sheetOf(t.options, { weapons: [{ name: "Maul", accuracy: "d6", damage: "d20" }] })),
    );
    expect(e.path.map(String)).toEqual(["weapons", "0", "damage"]);
  });

  it("L13-ARM-1 worn armor is the defender's Defensive die, d4 to d12; heavier armor is hit less often; other sizes are refused", () => {
    const t = l13Table({}, armory);
    for (const die of [4, 8, 12]) {
      const r = t.act("attack", { attacker: "brunella", defender: `armoredd${die}` }, [2, 2, 2, 2, 2, 2]);
      expect(r.shape.slice(3)).toEqual([
        ["ability", 6],
        ["skill", 6],
        ["defense", die],
      ]);
    }
    const hit = (die: number) =>
      t.session.odds("attack", { attacker: "brunella", defender: `armoredd${die}` }).partition.hit!;
    expect(hit(4)).toBeGreaterThan(hit(8));
    expect(hit(8)).toBeGreaterThan(hit(12));
    for (const armor of ["d2", "d20", "none"]) {
      const e = engineError(() => t.seat("odd", sheetOf(t.options, { armor })));
      expect(e.path.map(String), armor).toEqual(["armor"]);
    }
  });
});

describe("the combat skill", () => {
  const duo = (o: L13Options) => ({
    ash: sheetOf(o, {
      name: "Ash",
      skills: skills(o, { fighting: "d12", sneaking: "d4" }),
      weapons: [{ name: "Knife", accuracy: "d4", damage: "d4" }],
    }),
    bo: sheetOf(o, { name: "Bo", skills: skills(o, { fighting: "d10", sneaking: "d6" }) }),
  });
  const skillDice = (t: L13Table) =>
    t
      .act("attack", { attacker: "ash", defender: "bo" }, [2, 2, 2, 2, 2, 2])
      .shape.filter(([role]) => role === "skill");

  it("L13-SKILL-4 every attack and every defense rolls the ruleset's one combat skill, whichever it is", () => {
    expect(skillDice(l13Table({}, duo, false))).toEqual([
      ["skill", 12],
      ["skill", 10],
    ]);
    expect(skillDice(l13Table({ combatSkill: "sneaking" }, duo, false))).toEqual([
      ["skill", 4],
      ["skill", 6],
    ]);
    // The attack takes no skill parameter: the ruleset names it.
    const t = l13Table({}, duo, false);
    expect(
      engineError(() => t.act("attack", { attacker: "ash", defender: "bo", skill: "sneaking" })).code,
    ).toBe("invalid");
    // A ruleset without a combat skill has no attacks.
    const none = l13Table({ combatSkill: null }, duo, false);
    const e = engineError(() => none.act("attack", { attacker: "ash", defender: "bo" }, [2, 2, 2, 2, 2]));
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/combat skill/);
  });
});
