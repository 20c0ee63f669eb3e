// Issue 21: rules of the check (dice, pool, total, explosions, advantage) proved at the table. Every
// test opens a Session (src/engine/session.ts), seats characters through the ruleset's parser, sends
// the action as an intent and reads the events, the roll record and the sheet after. Faces are
// scripted per intent in the checklist's order: ability slot (with its explosions, then its overflow
// dice; each throw again under advantage), skill slot, third die.

import { describe, expect, it } from "vitest";
import { DiceError } from "../../dice/index.js";
import { Session } from "../../engine/session.js";
import type { L13Options } from "./character/index.js";
import { lucky13 } from "./ruleset.js";
import { engineError, l13Table, sheetOf } from "./testing/table-coverage.js";

/** Every ability and every skill a different die, so a pool that read the wrong one shows it. */
const ladder = (o: L13Options, name = "Ladder") =>
  sheetOf(o, {
    name,
    abilities: { will: "d4", charm: "d6", pulse: "d8", intellect: "d10", reflex: "d12" },
    skills: { spellcasting: "d4", scholarship: "d6", healing: "d8", sneaking: "d10", fighting: "d12" },
    hp: 3 * o.hpPerPulseDie,
  });

const teleport = {
  actor: "casimir",
  ability: "intellect",
  skill: "spellcasting",
  difficulty: "challenging",
  specialization: "teleport",
};
const forceDoor = { actor: "casimir", ability: "pulse", skill: "fighting" };
/** Every skill d6 but those `patch` names. */
const skillDice = (o: L13Options, patch: Record<string, string> = {}) => ({
  ...Object.fromEntries(o.skills.map((s) => [s.id, "d6"])),
  ...patch,
});
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe("the table runs the book with its defaults", () => {
  it("L13-GEN-1 a table opened with no options has every Appendix A default and plays the book's examples exactly", () => {
    const t = l13Table();
    expect(t.options).toEqual(lucky13.parseOptions({}));
    expect(t.options).toMatchObject({
      playMode: "cinematic",
      overflowMode: "growExtra",
      stepResolution: "net",
      allowDifficultyStepping: false,
      advantageStacks: false,
      hpPerPulseDie: 10,
      contestTie: "initiatorFails",
      multiContestTie: "rollOff",
      attacksPerTurn: 1,
      combatSkill: "fighting",
      recoveryMode: "cinematic",
    });
    // L13-CMB-5: 16 against 12, margin 4, 10 damage; Casimir 30 → 20 HP and Pulse d8 → d6.
    const hit = t.act("attack", { attacker: "brunella", defender: "casimir" }, [4, 5, 7, 2, 6, 4, 6]);
    expect(hit.outcome).toMatchObject({ attackTotal: 16, defenseTotal: 12, margin: 4, damage: 10 });
    expect(t.sheet("casimir")).toMatchObject({ hp: 20, pulse: "d6" });
    // L13-SPEC-4: Teleport on Intellect d10 + Spellcasting d8 (+2 → d12) + Challenging d6: 4 + 6 + 3 = 13.
    const tp = t.act("check", teleport, [4, 6, 3]);
    expect(tp.shape).toEqual([
      ["ability", 10],
      ["skill", 12],
      ["difficulty", 6],
    ]);
    expect(tp.outcome).toMatchObject({ total: 13, success: true });
  });

  it("L13-GEN-1 every parameter is a named option: a table refuses an unknown one or a value outside its set", () => {
    expect(engineError(() => l13Table({ targetNumber: 12 })).code).toBe("invalid");
    const bad = engineError(() => l13Table({ overflowMode: "addD6Each" }));
    expect(bad.code).toBe("invalid");
    expect(bad.path.map(String)).toEqual(["overflowMode"]);
  });
});

describe("dice at the table", () => {
  it("L13-DICE-1 a sheet with a die outside d4..d12 in any gameplay slot is refused when seated, naming the field", () => {
    const t = l13Table();
    const o = t.options;
    const d6s = { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" };
    const cases: [Record<string, unknown>, string[]][] = [
      [{ abilities: { ...d6s, reflex: "d20" } }, ["abilities", "reflex"]],
      [{ skills: skillDice(o, { fighting: "d3" }) }, ["skills", "fighting"]],
      [{ weapons: [{ name: "Lance", accuracy: "d20", damage: "d8" }] }, ["weapons", "0", "accuracy"]],
      [{ weapons: [{ name: "Lance", accuracy: "d8", damage: "d2" }] }, ["weapons", "0", "damage"]],
      [{ armor: "d100" }, ["armor"]],
      [{ defenses: [{ name: "Shield", die: "d7" }] }, ["defenses", "0", "die"]],
    ];
    for (const [patch, path] of cases) {
      const e = engineError(() => t.seat("odd", sheetOf(o, patch)));
      expect(e.code, path.join(".")).toBe("invalid");
      expect(e.path.map(String), path.join(".")).toEqual(path);
    }
    expect(Object.keys(t.session.state.characters)).toEqual(["brunella", "casimir"]);
    // The designer's unarmed weapon is a gameplay slot too.
    const fists = engineError(() =>
      l13Table({ unarmedWeapon: { name: "Fists", accuracy: "d3", damage: "d4" } }),
    );
    expect(fists.path.map(String)).toEqual(["unarmedWeapon", "accuracy"]);
  });

  it("L13-DICE-2 a typed-in face the die cannot show is refused and nothing is committed", () => {
    const t = l13Table();
    const before = t.session.log.length;
    // Casimir's Intellect d10 cannot show 11 or 0.
    expect(() => t.act("check", teleport, [11, 6, 3])).toThrowError(DiceError);
    expect(() => t.act("check", teleport, [0, 6, 3])).toThrowError(/cannot show/);
    expect(t.session.log.length).toBe(before);
    expect(t.act("check", teleport, [10, 2, 6, 3]).outcome).toMatchObject({ total: 21 });
  });

  it("L13-DICE-2 L13-DICE-1 a seeded table throws d12 faces uniformly on 1..12, only gameplay dice, reproducibly", () => {
    const play = (seed: string, n: number) => {
      const s = new Session(lucky13, { options: { playMode: "off" }, seed });
      const o = s.options;
      s.addCharacter(
        "x",
        sheetOf(o, {
          abilities: { will: "d12", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" },
          skills: skillDice(o, { healing: "d12" }),
        }),
      );
      for (let i = 0; i < n; i++)
        s.act("check", { actor: "x", ability: "will", skill: "healing", difficulty: "easy" });
      return s.log.flatMap((e) => (e.event.type === "roll" ? e.event.roll.dice : []));
    };
    const dice = play("L13-DICE-2", 1000);
    expect(dice).toHaveLength(3000);
    expect(new Set(dice.map((d) => d.sides))).toEqual(new Set([12]));
    const counts = new Array(12).fill(0);
    for (const d of dice) {
      expect(d.faces).toHaveLength(1);
      const f = d.faces[0]!;
      expect(f >= 1 && f <= 12).toBe(true);
      counts[f - 1]++;
    }
    const expected = dice.length / 12;
    const chi2 = counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(31.26); // 11 degrees of freedom, p = 0.001
    // The generator is the table's, from its seed: the same seed throws the same faces.
    expect(play("L13-DICE-2", 20).map((d) => d.faces)).toEqual(dice.slice(0, 60).map((d) => d.faces));
  });

  it("L13-DICE-3 where the table compares dice, d4 < d6 < d8 < d10 < d12: initiative ties and the Defensive die", () => {
    const t = l13Table({}, (o) =>
      Object.fromEntries(
        ["d8", "d4", "d12", "d6", "d10"].map((die) => [
          `r${die}`,
          sheetOf(o, {
            name: `Reflex ${die}`,
            abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: die },
          }),
        ]),
      ),
    );
    // Everyone rolls 3: the tie goes by Reflex die, largest first, with no roll-off.
    const init = t.act(
      "initiative",
      { participants: ["rd8", "rd4", "rd12", "rd6", "rd10"].map((character) => ({ character })) },
      [3, 3, 3, 3, 3],
    );
    expect(init.used).toBe(5);
    expect(init.outcome.order).toEqual(["rd12", "rd10", "rd8", "rd6", "rd4"]);
    // The one Defensive die is the largest source: d12 among armor d10, d4, d12 and d6.
    const tank = sheetOf(t.options, {
      name: "Tank",
      armor: "d10",
      defenses: [
        { name: "Buckler", die: "d4" },
        { name: "Tower shield", die: "d12" },
        { name: "Hide", die: "d6" },
      ],
    });
    const u = l13Table({}, () => ({ tank }));
    const hit = u.act("attack", { attacker: "brunella", defender: "tank" }, [4, 5, 7, 2, 2, 5, 3]);
    expect(hit.shape.filter(([role]) => role === "defense")).toEqual([["defense", 12]]);
    expect(hit.outcome).toMatchObject({ attackTotal: 16, defenseTotal: 9, margin: 7, damage: 10 });
  });
});

describe("the check: one pool against 13", () => {
  it("L13-CHK-1 a check is one character against 13; a contest is sides against each other, where 12 beats 9", () => {
    const t = l13Table();
    const check = t.act("check", { ...forceDoor, difficulty: "heroic" }, [5, 7]);
    expect(check.outcome).toMatchObject({ total: 12, success: false });
    expect(check.roll!.partition).toBe("failure");
    const contest = t.act(
      "contest",
      {
        sides: [
          { actor: "brunella", ability: "pulse", skill: "fighting" },
          { actor: "casimir", ability: "pulse", skill: "fighting" },
        ],
      },
      [5, 4, 5, 7],
    );
    expect(contest.outcome).toMatchObject({ totals: [9, 12], winner: 1 });
    expect(contest.roll!.partition).toBe("1:casimir");
    // A check has one actor and no sides; a contest needs two sides at least.
    expect(engineError(() => t.act("check", { ...forceDoor, difficulty: "heroic", sides: [] })).code).toBe(
      "invalid",
    );
    const lone = engineError(() =>
      t.act("contest", { sides: [{ actor: "casimir", ability: "pulse", skill: "fighting" }] }),
    );
    expect(lone.code).toBe("invalid");
  });

  it("L13-CHK-3 every difficulty changes only the third die: 12 fails and 13 succeeds at each level, and no target is accepted", () => {
    const t = l13Table();
    const ladder = { easy: 12, moderate: 10, difficult: 8, challenging: 6, extraordinary: 4 };
    for (const [difficulty, die] of Object.entries(ladder)) {
      const fail = t.act("check", { ...forceDoor, difficulty }, [5, 4, 3]);
      expect(fail.shape, difficulty).toEqual([
        ["ability", 8],
        ["skill", 10],
        ["difficulty", die],
      ]);
      expect(fail.outcome, difficulty).toMatchObject({ total: 12, success: false });
      expect(t.act("check", { ...forceDoor, difficulty }, [5, 5, 3]).outcome, difficulty).toMatchObject({
        total: 13,
        success: true,
      });
    }
    expect(t.act("check", { ...forceDoor, difficulty: "heroic" }, [5, 7]).outcome.success).toBe(false);
    expect(t.act("check", { ...forceDoor, difficulty: "heroic" }, [6, 7]).outcome.success).toBe(true);
    for (const extra of [{ target: 10 }, { difficulty: 9 }]) {
      expect(engineError(() => t.act("check", { ...forceDoor, difficulty: "easy", ...extra })).code).toBe(
        "invalid",
      );
    }
  });

  it("L13-CHK-4 the pool is the named ability's die, the named skill's die and the Difficulty die, nothing else", () => {
    const t = l13Table({}, (o) => ({ ladder: ladder(o) }));
    const abilities = { will: 4, charm: 6, pulse: 8, intellect: 10, reflex: 12 };
    for (const [ability, die] of Object.entries(abilities)) {
      const r = t.act(
        "check",
        { actor: "ladder", ability, skill: "fighting", difficulty: "difficult" },
        [2, 2, 2],
      );
      expect(r.shape, ability).toEqual([
        ["ability", die],
        ["skill", 12],
        ["difficulty", 8],
      ]);
      expect(r.outcome.total).toBe(6);
    }
    const skills = { spellcasting: 4, scholarship: 6, healing: 8, sneaking: 10, fighting: 12 };
    for (const [skill, die] of Object.entries(skills)) {
      const r = t.act("check", { actor: "ladder", ability: "will", skill, difficulty: "easy" }, [2, 2, 2]);
      expect(r.shape, skill).toEqual([
        ["ability", 4],
        ["skill", die],
        ["difficulty", 12],
      ]);
    }
    // Both are required: the engine never infers them.
    expect(
      engineError(() => t.act("check", { actor: "ladder", skill: "fighting", difficulty: "easy" })).path,
    ).toEqual(["ability"]);
    expect(
      engineError(() => t.act("check", { actor: "ladder", ability: "will", difficulty: "easy" })).path,
    ).toEqual(["skill"]);
  });

  it("L13-CHK-7 the total sums every kept face, explosions and overflow dice included; a removed slot adds 0; an empty pool is 0 and fails", () => {
    const t = l13Table({}, (o) => ({ ladder: ladder(o) }));
    const reflex = { actor: "ladder", ability: "reflex", skill: "fighting", difficulty: "easy" };
    // Reflex d12 stepped +1 → d12 + d4: d12 [12, 3], d4 [4, 2]; Fighting d12 [5]; Easy d12 [6].
    const up = t.act(
      "check",
      { ...reflex, steps: [{ slot: "ability", steps: 1, label: "surge" }] },
      [12, 3, 4, 2, 5, 6],
    );
    expect(up.roll!.dice.map((d) => [d.role, d.sides, d.faces, d.value])).toEqual([
      ["ability", 12, [12, 3], 15],
      ["ability", 4, [4, 2], 6],
      ["skill", 12, [5], 5],
      ["difficulty", 12, [6], 6],
    ]);
    expect(up.outcome).toMatchObject({ total: 32, success: true });
    const gone = t.act(
      "check",
      { ...reflex, steps: [{ slot: "ability", steps: -5, label: "blinded" }] },
      [5, 6],
    );
    expect(gone.shape).toEqual([
      ["skill", 12],
      ["difficulty", 12],
    ]);
    expect(gone.outcome).toMatchObject({ total: 11, success: false });
    const empty = t.act(
      "check",
      {
        ...reflex,
        difficulty: "heroic",
        steps: [
          { slot: "ability", steps: -5, label: "blinded" },
          { slot: "skill", steps: -5, label: "bound" },
        ],
      },
      [],
    );
    expect(empty.used).toBe(0);
    expect(empty.roll!.dice).toEqual([]);
    expect(empty.outcome).toMatchObject({ total: 0, success: false });
  });

  it("L13-CHK-8 a check is only success or failure: 13 and 22 give the same verdict and the same events; no margin is kept", () => {
    const t = l13Table();
    const before = t.character("casimir");
    const low = t.act("check", teleport, [4, 6, 3]);
    const high = t.act("check", teleport, [9, 8, 5]);
    expect([low.outcome.total, high.outcome.total]).toEqual([13, 22]);
    for (const r of [low, high]) {
      expect(r.outcome.success).toBe(true);
      expect(r.roll!.partition).toBe("success");
      expect(types(r.events)).toEqual(["roll"]);
      expect(Object.keys(r.outcome)).not.toContain("margin");
      expect(Object.keys(r.outcome)).not.toContain("overBy");
    }
    // Nothing on the table changed with the size of the success.
    expect(t.character("casimir")).toBe(before);
  });

  it("L13-DIFF-3 the Difficulty die is thrown with the pool, added to the total, and explodes and implodes by play mode", () => {
    const moderate = { ...forceDoor, difficulty: "moderate" };
    const cinematic = l13Table();
    const boom = cinematic.act("check", moderate, [3, 9, 10, 4]);
    expect(boom.roll!.dice[2]).toMatchObject({
      role: "difficulty",
      sides: 10,
      faces: [10, 4],
      exploded: true,
    });
    expect(boom.outcome).toMatchObject({ total: 26, success: true });
    const one = cinematic.act("check", moderate, [5, 9, 1]);
    expect(one.roll!.dice[2]).toMatchObject({ role: "difficulty", faces: [1], imploded: true });
    expect(one.outcome).toMatchObject({ total: 15, success: true, dilemma: true });
    expect(types(one.events)).toEqual(["roll", "note.opened"]);

    const gritty = l13Table({ playMode: "gritty" });
    const flat = gritty.act("check", moderate, [3, 9, 10]);
    expect(flat.used).toBe(3);
    expect(flat.roll!.dice[2]).toMatchObject({ faces: [10], exploded: false });
    expect(flat.outcome.total).toBe(22);
    expect(gritty.act("check", moderate, [5, 9, 1]).outcome).toMatchObject({ dilemma: true });
  });
});

describe("exploding and imploding at the table", () => {
  it("L13-EXPL-1 each die size explodes on its maximum, keeps the face and adds the reroll; one below the maximum does not", () => {
    const t = l13Table({}, (o) => ({ ladder: ladder(o) }));
    const sizes = { will: 4, charm: 6, pulse: 8, intellect: 10, reflex: 12 };
    for (const [ability, size] of Object.entries(sizes)) {
      const p = { actor: "ladder", ability, skill: "fighting", difficulty: "heroic" };
      const boom = t.act("check", p, [size, 2, 3]);
      expect(boom.roll!.dice[0], ability).toMatchObject({ sides: size, faces: [size, 2], exploded: true });
      expect(boom.outcome.total).toBe(size + 2 + 3);
      expect(boom.used).toBe(3);
      const flat = t.act("check", p, [size - 1, 3]);
      expect(flat.roll!.dice[0], ability).toMatchObject({ faces: [size - 1], exploded: false });
      expect(flat.used).toBe(2);
    }
    // Cinematic chains: d4 [4, 4, 1] is 9, and the 1 of a reroll adds 1.
    const chain = t.act(
      "check",
      { actor: "ladder", ability: "will", skill: "fighting", difficulty: "heroic" },
      [4, 4, 1, 2],
    );
    expect(chain.roll!.dice[0]).toMatchObject({ faces: [4, 4, 1], value: 9, imploded: false });
  });

  it("L13-EXPL-3 no face decides a roll: an exploded die can still fail, an imploded one still succeed or win", () => {
    const t = l13Table();
    // Brunella: Intellect d6 [6, 1] + Scholarship d6 2 + Extraordinary d4 3 = 12, a failure.
    const burst = t.act(
      "check",
      { actor: "brunella", ability: "intellect", skill: "scholarship", difficulty: "extraordinary" },
      [6, 1, 2, 3],
    );
    expect(burst.roll!.dice[0]).toMatchObject({ exploded: true });
    expect(burst.outcome).toMatchObject({ total: 12, success: false });
    // Casimir: Pulse d8 1 + Fighting d10 9 + Moderate d10 5 = 15, a success with a dilemma.
    const blow = t.act("check", { ...forceDoor, difficulty: "moderate" }, [1, 9, 5]);
    expect(blow.outcome).toMatchObject({ total: 15, success: true, dilemma: true });
    // A contest: Brunella's exploding 6 loses (9) to Casimir's imploding 1 (10).
    const c = t.act(
      "contest",
      {
        sides: [
          { actor: "brunella", ability: "pulse", skill: "fighting" },
          { actor: "casimir", ability: "pulse", skill: "fighting" },
        ],
      },
      [6, 1, 2, 1, 9],
    );
    expect(c.outcome).toMatchObject({ totals: [9, 10], winner: 1 });
  });

  it("L13-EXPL-4 only a first face implodes: Spellcasting d8 [8, 1] adds 9 with no dilemma (unless explosionRerollCanImplode)", () => {
    const p = { actor: "casimir", ability: "intellect", skill: "spellcasting", difficulty: "moderate" };
    const t = l13Table();
    const r = t.act("check", p, [5, 8, 1, 4]);
    expect(r.roll!.dice[1]).toMatchObject({ role: "skill", faces: [8, 1], value: 9, imploded: false });
    expect(r.outcome).toMatchObject({ total: 18, dilemma: false, implodedDice: 0 });
    expect(types(r.events)).toEqual(["roll"]);
    // A first face of 1 does implode.
    expect(t.act("check", p, [5, 1, 4]).outcome).toMatchObject({ dilemma: true, implodedDice: 1 });
    const risky = l13Table({ explosionRerollCanImplode: true }).act("check", p, [5, 8, 1, 4]);
    expect(risky.roll!.dice[1]).toMatchObject({ imploded: true });
    expect(types(risky.events)).toEqual(["roll", "note.opened"]);
  });

  it("L13-EXPL-7 gritty: of an ability d12 + d4 only the d12 explodes, once: [12, 5] + [4] = 21", () => {
    const reflexUp = {
      actor: "ladder",
      ability: "reflex",
      skill: "fighting",
      difficulty: "heroic",
      steps: [{ slot: "ability", steps: 1, label: "surge" }],
    };
    const t = l13Table({ playMode: "gritty" }, (o) => ({ ladder: ladder(o) }));
    const r = t.act("check", reflexUp, [12, 5, 4, 2]);
    expect(r.roll!.dice.map((d) => [d.role, d.sides, d.faces, d.exploded])).toEqual([
      ["ability", 12, [12, 5], true],
      ["ability", 4, [4], false],
      ["skill", 12, [2], false],
    ]);
    expect(r.outcome.total).toBe(23);
    expect(r.used).toBe(4);
    // Once only: a second 12 ends the chain.
    expect(t.act("check", reflexUp, [12, 12, 4, 2]).outcome.total).toBe(30);
    const loose = l13Table({ playMode: "gritty", grittyOverflowExplodes: true }, (o) => ({
      ladder: ladder(o),
    }));
    const r2 = loose.act("check", reflexUp, [12, 5, 4, 3, 2]);
    expect(r2.roll!.dice[1]).toMatchObject({ faces: [4, 3], exploded: true });
    expect(r2.outcome.total).toBe(26);
  });

  it("L13-EXPL-8 gritty: a skill or Difficulty die showing 1 implodes too (allDice); abilityOnly narrows it to the Ability die", () => {
    const p = { ...forceDoor, difficulty: "moderate" };
    const gritty = l13Table({ playMode: "gritty" });
    const skill = gritty.act("check", p, [5, 1, 6]);
    expect(skill.roll!.dice[1]).toMatchObject({ role: "skill", imploded: true });
    expect(types(skill.events)).toEqual(["roll", "note.opened"]);
    expect(gritty.act("check", p, [5, 6, 1]).outcome).toMatchObject({ dilemma: true });
    const narrow = l13Table({ playMode: "gritty", grittyImplodeScope: "abilityOnly" });
    const r = narrow.act("check", p, [5, 1, 6]);
    expect(r.outcome).toMatchObject({ total: 12, dilemma: false, implodedDice: 0 });
    expect(types(r.events)).toEqual(["roll"]);
    expect(narrow.act("check", p, [1, 5, 6]).outcome).toMatchObject({ dilemma: true });
  });
});

describe("advantage and disadvantage at the table", () => {
  const withImpairment = (o: L13Options) => ({
    ines: sheetOf(o, {
      name: "Ines",
      abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d10", reflex: "d12" },
      skills: skillDice(o, { spellcasting: "d8" }),
      impairments: [{ name: "Night blindness" }],
    }),
  });

  it("L13-BKG-4 a background and a situational advantage still throw the ability die twice; advantageStacks throws it three times", () => {
    const p = {
      actor: "casimir",
      ability: "intellect",
      skill: "spellcasting",
      difficulty: "moderate",
      background: true,
      advantage: ["high ground"],
    };
    const r = l13Table().act("check", p, [3, 6, 5, 4]);
    expect(r.roll!.dice.filter((d) => d.role === "ability").map((d) => [d.faces, d.kept])).toEqual([
      [[3], false],
      [[6], true],
    ]);
    expect(r.outcome).toMatchObject({ total: 15 });
    expect(r.outcome.modifiers.advantage).toEqual(["Court mage's apprentice", "high ground"]);
    expect(r.used).toBe(4);
    const stacked = l13Table({ advantageStacks: true }).act("check", p, [3, 2, 6, 5, 4]);
    expect(stacked.roll!.dice.filter((d) => d.role === "ability").map((d) => d.kept)).toEqual([
      false,
      false,
      true,
    ]);
    expect(stacked.used).toBe(5);
    expect(stacked.outcome.total).toBe(15);
  });

  it("L13-IMP-4 an impairment and a situational disadvantage throw twice and keep the lower; advantageStacks throws three times", () => {
    const p = {
      actor: "ines",
      ability: "intellect",
      skill: "spellcasting",
      difficulty: "challenging",
      impairment: true,
      disadvantage: ["fog"],
    };
    const r = l13Table({}, withImpairment).act("check", p, [8, 5, 6, 4]);
    expect(r.roll!.dice.filter((d) => d.role === "ability").map((d) => [d.faces, d.kept])).toEqual([
      [[8], false],
      [[5], true],
    ]);
    expect(r.outcome).toMatchObject({ total: 15, success: true });
    expect(r.used).toBe(4);
    const stacked = l13Table({ advantageStacks: true }, withImpairment).act("check", p, [8, 5, 2, 6, 4]);
    expect(stacked.outcome).toMatchObject({ total: 12, success: false });
    expect(stacked.used).toBe(5);
  });

  it("L13-IMP-6 disadvantage throws only the ability slot twice: a whole d12 + d4 group each time, and nothing when the slot is none", () => {
    const t = l13Table({}, withImpairment);
    const p = {
      actor: "ines",
      ability: "reflex",
      skill: "fighting",
      difficulty: "moderate",
      impairment: true,
    };
    // Throw 1: d12 [12, 3] + d4 [2] = 17; throw 2: d12 [5] + d4 [1] = 6, kept; Fighting d6 4; Moderate d10 5.
    const r = t.act(
      "check",
      { ...p, steps: [{ slot: "ability", steps: 1, label: "adrenaline" }] },
      [12, 3, 2, 5, 1, 4, 5],
    );
    expect(r.roll!.dice.map((d) => [d.role, d.sides, d.faces, d.kept])).toEqual([
      ["ability", 12, [12, 3], false],
      ["ability", 4, [2], false],
      ["ability", 12, [5], true],
      ["ability", 4, [1], true],
      ["skill", 6, [4], true],
      ["difficulty", 10, [5], true],
    ]);
    expect(r.outcome).toMatchObject({ total: 15, dilemma: true });
    const none = t.act("check", { ...p, steps: [{ slot: "ability", steps: -5, label: "pinned" }] }, [4, 5]);
    expect(none.shape).toEqual([
      ["skill", 6],
      ["difficulty", 10],
    ]);
    expect(none.outcome.modifiers.effect).toBe("noAbilityDie");
    expect(none.outcome.total).toBe(9);
  });
});

describe("the abilities' roles are options", () => {
  it("L13-ABIL-4 initiative, combat and Reaction checks read the ability their option names", () => {
    // Brunella: Reflex d8, Intellect d6, Will d8, Charm d6; Casimir: Reflex d6, Intellect d10.
    const init = l13Table().act(
      "initiative",
      { participants: [{ character: "brunella" }, { character: "casimir" }] },
      [3, 2],
    );
    expect(init.shape).toEqual([
      ["initiative", 8],
      ["initiative", 6],
    ]);
    const smart = l13Table({ initiativeAbility: "intellect", combatAbility: "intellect" });
    expect(
      smart.act("initiative", { participants: [{ character: "brunella" }, { character: "casimir" }] }, [3, 2])
        .shape,
    ).toEqual([
      ["initiative", 6],
      ["initiative", 10],
    ]);
    const attack = smart.act("attack", { attacker: "brunella", defender: "casimir" }, [4, 5, 7, 2, 6, 4, 6]);
    expect(attack.shape.filter(([role]) => role === "ability")).toEqual([
      ["ability", 6],
      ["ability", 10],
    ]);
    const reaction = { actor: "brunella", difficulty: "moderate", reaction: true };
    expect(l13Table({ reactionSkill: "healing" }).act("check", reaction, [3, 3, 3]).shape[0]).toEqual([
      "ability",
      6,
    ]);
    expect(
      l13Table({ reactionSkill: "healing", reactionAbility: "will" }).act("check", reaction, [3, 3, 3])
        .shape[0],
    ).toEqual(["ability", 8]);
  });

  it("L13-ABIL-4 with hpAbility Will, hit points come from Will and injury lowers Will, not Pulse", () => {
    const t = l13Table(
      { hpAbility: "will" },
      (o) => ({
        vera: sheetOf(o, {
          name: "Vera",
          abilities: { will: "d10", charm: "d6", pulse: "d4", intellect: "d6", reflex: "d6" },
          hp: 40,
        }),
      }),
      false,
    );
    expect(t.sheet("vera")).toMatchObject({ maxHp: 40, permanentPulse: "d10", pulse: "d10" });
    t.act("damage", { target: "vera", amount: 15 });
    expect(t.sheet("vera")).toMatchObject({ hp: 25, pulse: "d8" });
    const will = t.act(
      "check",
      { actor: "vera", ability: "will", skill: "healing", difficulty: "easy" },
      [2, 2, 2],
    );
    expect(will.shape[0]).toEqual(["ability", 8]);
    const pulse = t.act(
      "check",
      { actor: "vera", ability: "pulse", skill: "healing", difficulty: "easy" },
      [2, 2, 2],
    );
    expect(pulse.shape[0]).toEqual(["ability", 4]);
  });
});
