// The character file's rules pinned word for word: each sheet issue with its path, every bound
// allowed at its edge, the stat spend measured from the race's starting stats, and the thrown
// error's summary of the first five issues (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import {
  characterJsonSchema,
  characterSchema,
  parseCharacter,
  sheetIssues,
  statIncreaseSpend,
} from "./schema.js";
import { build, opts } from "./testing/helpers.js";

const o = opts();
const issue = (path: (string | number)[], message: string) => ({ path, message, code: "custom" });
const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e.toJSON();
    throw e;
  }
  throw new Error("expected an EngineError");
};

describe("the file's shape", () => {
  it("a minimal file gets every default; the name is trimmed", () => {
    expect(
      characterSchema.parse({
        schemaVersion: 1,
        ruleset: "dice-engine",
        name: " Ada ",
        stats: build().stats,
      }),
    ).toStrictEqual({
      schemaVersion: 1,
      ruleset: "dice-engine",
      name: "Ada",
      concept: "",
      race: "raceless",
      created: false,
      stats: build().stats,
      sp: 0,
      xp: 0,
      totalXp: 0,
      perks: {},
      skills: [],
      training: {},
      focuses: {},
      stunRanks: [],
      hpIncreases: 0,
      startingStun: null,
      current: { hp: 0, stun: 0, res: null, stunDiceSpent: 0 },
      fatigue: 0,
      rest: { hoursSinceLongRest: 0, daysWithoutRation: 0, lastDayRations: null, noHpNextLongRest: false },
      extras: [],
      log: [],
      notes: "",
    });
    const s = characterJsonSchema();
    expect([s.title, s.type, s.additionalProperties]).toEqual(["Dice Engine character", "object", false]);
    // The input's schema: only the fields without a default are required of a file.
    expect(s.required).toEqual(["schemaVersion", "ruleset", "name", "stats"]);
  });
});

describe("DE-CREA-10: SP on stat increases", () => {
  it("counted from 0, or from the race's starting stat; decreases never offset", () => {
    const more = opts({
      setting: { races: [{ id: "bulky", name: "Bulky Folk", baseSpeed: 5, startingStats: { strength: 1 } }] },
    });
    const stats = { ...build().stats, strength: 3, agility: 1, logic: -4 };
    expect(statIncreaseSpend({ stats, race: "raceless" }, more)).toBe(55);
    expect(statIncreaseSpend({ stats, race: "bulky" }, more)).toBe(45);
    // A race the table lacks counts from 0.
    expect(statIncreaseSpend({ stats, race: "dragon" }, more)).toBe(55);
  });
});

describe("the sheet's issues", () => {
  it("every issue of a sheet in creation, in order, with its path and words", () => {
    const c = {
      ...build({ created: false }),
      race: "dragon",
      stats: { ...build().stats, agility: 9, logic: -5, strength: 5, endurance: 5 },
      perks: { zz: { rank: 1, source: "sp" as const }, quickStep: { rank: 3, source: "sp" as const } },
      skills: ["medic", "yy", "medic"],
      focuses: { zz: 1, stealth: 4 },
      totalXp: 0,
      xp: 5,
    };
    expect(sheetIssues(c, opts({ focusMaxRating: 3 }))).toEqual([
      issue(["race"], 'unknown race "dragon" (raceless, human, mole, deep, automaton)'),
      issue(["stats", "logic"], "must be between -4 and 5"),
      issue(["stats", "agility"], "must be between -4 and 5"),
      issue(["perks", "zz"], "not a perk of this table"),
      issue(["perks", "quickStep", "rank"], "Quick Step goes up to rank 2"),
      issue(["skills", 1], '"yy" is not a skill of this table'),
      issue(["skills"], "a skill is listed twice"),
      issue(["focuses", "zz"], "not a focus of this table"),
      issue(["focuses", "stealth"], "at most 3 (focusMaxRating)"),
      issue(["stats"], "3 stats at +5; at most 1 when the game starts"),
      issue(["totalXp"], "Total XP cannot be below current XP"),
    ]);
  });

  it("each bound allowed at its edge: stats at −4 and +5, the top rank, the focus maximum, one stat at +5, XP = Total XP", () => {
    const c = {
      ...build({ created: false }),
      stats: { ...build().stats, logic: -4, agility: 5 },
      perks: { quickStep: { rank: 2, source: "sp" as const } },
      skills: ["medic"],
      focuses: { stealth: 3 },
      xp: 5,
      totalXp: 5,
    };
    expect(sheetIssues(c, opts({ focusMaxRating: 3 }))).toEqual([]);
    // Without a focus maximum, any rating.
    expect(sheetIssues({ ...c, focuses: { stealth: 40 } }, o)).toEqual([]);
    // Two at the table's own maximum, when it allows two.
    const two = { ...c, stats: { ...c.stats, strength: 5 } };
    expect(sheetIssues(two, opts({ maxStatsAtMaxAtStart: 2 }))).toEqual([]);
    expect(sheetIssues(two, opts({ statMax: 6 }))).toEqual([]);
  });

  it("the stat spend cap: 250 allowed, 260 refused with the amount", () => {
    const at = (extra: Record<string, number>) => ({
      ...build({ created: false }),
      stats: { ...build().stats, agility: 5, strength: 4, endurance: 4, logic: 1, ...extra },
    });
    expect(sheetIssues(at({}), o)).toEqual([]);
    expect(sheetIssues(at({ dexterity: 1 }), o)).toEqual([
      issue(["stats"], "260 SP on stat increases; the cap is 250"),
    ]);
    expect(sheetIssues(at({ dexterity: 1 }), opts({ statSpendCapSP: 260 }))).toEqual([]);
  });

  it("a finished sheet: no SP left, a starting Stun set; the creation caps no longer apply", () => {
    expect(sheetIssues({ ...build(), sp: 4, startingStun: null }, o)).toEqual([
      issue(["sp"], "a finished character has no SP left (they are discarded at finalisation)"),
      issue(["startingStun"], "set when the character is finalised"),
    ]);
    const strong = { ...build(), stats: { ...build().stats, agility: 5, strength: 5, endurance: 5 } };
    expect(sheetIssues(strong, o)).toEqual([]);
  });
});

describe("parsing a character file", () => {
  it("the error names the first five issues and counts the rest; its path is the first issue's", () => {
    const raw = {
      ...build(),
      sp: 4,
      startingStun: null,
      xp: 5,
      totalXp: 0,
      race: "dragon",
      skills: ["a", "b", "c"],
    };
    const all = [
      issue(["race"], 'unknown race "dragon" (raceless, human, mole, deep, automaton)'),
      issue(["skills", 0], '"a" is not a skill of this table'),
      issue(["skills", 1], '"b" is not a skill of this table'),
      issue(["skills", 2], '"c" is not a skill of this table'),
      issue(["sp"], "a finished character has no SP left (they are discarded at finalisation)"),
      issue(["startingStun"], "set when the character is finalised"),
      issue(["totalXp"], "Total XP cannot be below current XP"),
    ];
    expect(thrown(() => parseCharacter(raw, o))).toEqual({
      code: "invalid",
      path: ["race"],
      message:
        'invalid character: race: unknown race "dragon" (raceless, human, mole, deep, automaton); skills.0: "a" is not a skill of this table; skills.1: "b" is not a skill of this table; skills.2: "c" is not a skill of this table; sp: a finished character has no SP left (they are discarded at finalisation) (and 2 more)',
      issues: all,
    });
    // Exactly five: no count.
    const five = { ...raw, xp: 0, startingStun: 6 };
    expect(thrown(() => parseCharacter(five, o)).message).toBe(
      'invalid character: race: unknown race "dragon" (raceless, human, mole, deep, automaton); skills.0: "a" is not a skill of this table; skills.1: "b" is not a skill of this table; skills.2: "c" is not a skill of this table; sp: a finished character has no SP left (they are discarded at finalisation)',
    );
    // Six: one more.
    expect(thrown(() => parseCharacter({ ...five, xp: 5 }, o)).message).toMatch(/ \(and 1 more\)$/);
  });

  it("a shape error comes from the schema, a version error from the migration; a good file parses as it is", () => {
    expect(thrown(() => parseCharacter({ ...build(), sp: -4 }, o))).toEqual({
      code: "invalid",
      path: ["sp"],
      message: "invalid character: sp: Too small: expected number to be >=0",
      issues: [{ path: ["sp"], message: "Too small: expected number to be >=0", code: "too_small" }],
    });
    expect(
      thrown(() => parseCharacter({ ...build(), schemaVersion: 2 }, o, { migrations: {} })).message,
    ).toBe("schemaVersion: version 2 is newer than this engine reads (up to 1)");
    const c = build({ race: "human", perks: { quickStep: 2 } });
    expect(parseCharacter(JSON.parse(JSON.stringify(c)), o)).toStrictEqual(c);
  });
});
