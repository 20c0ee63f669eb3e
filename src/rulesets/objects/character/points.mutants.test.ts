// Tests written to kill surviving mutants of points.ts (issue 21): the dice for added attributes,
// preset attributes, a build with no attribute points recorded, the skill cap under a skillMax
// above or below 6, the words and fields of every budget problem, and trait ratings gained after
// creation.
import { describe, expect, it } from "vitest";
import { opts } from "../testing/helpers.js";
import { attributeDiceCount, buildIssues, skillBudget } from "./points.js";
import type { TraitEntry } from "./schema.js";

const o = opts();
const THREES = { strength: 3, dexterity: 3, stamina: 3, intelligence: 3, wisdom: 3, charisma: 3 };
const trait = (t: Partial<TraitEntry> & { trait: string }): TraitEntry => ({
  rating: 1,
  approved: true,
  acquired: "creation",
  notes: "",
  ...t,
});
const build = (patch: {
  attributes?: Record<string, number>;
  skills?: Record<string, number>;
  traits?: TraitEntry[];
}) => ({
  attributes: { ...THREES, ...(patch.attributes ?? {}) },
  skills: patch.skills ?? {},
  traits: patch.traits ?? [],
});
const paths = (r: ReturnType<typeof buildIssues>) => r.issues.map((i) => i.path);

describe("creation budgets", () => {
  it("OBJ-CHAR-4 one player-controlled attribute adds one die; a preset one adds none", () => {
    const sanity = { id: "sanity", name: "Sanity", short: "SAN", control: "player" };
    const luck = { id: "luck", name: "Luck", short: "LCK", control: "preset", preset: 2 };
    expect(attributeDiceCount(opts({ extraAttributes: [sanity] }))).toBe(7);
    expect(attributeDiceCount(opts({ extraAttributes: [luck] }))).toBe(6);
  });

  it("OBJ-ATTR-3 a preset attribute must keep its preset value, and is not held to the creation limits", () => {
    const lucky = opts({
      extraAttributes: [{ id: "luck", name: "Luck", short: "LCK", control: "preset", preset: 0 }],
    });
    expect(buildIssues(build({ attributes: { luck: 0 } }), 18, lucky).issues).toEqual([]);
    const wrong = buildIssues(build({ attributes: { luck: 3 } }), 18, lucky);
    expect(wrong.issues).toEqual([
      { path: ["attributes", "luck"], message: "Luck is preset to 0", code: "custom" },
    ]);
  });

  it("OBJ-CHAR-12 one positive trait among negative ones stops the conversion", () => {
    const traits = [trait({ trait: "phobia", trigger: "dogs" }), trait({ trait: "fireproof" })];
    expect(skillBudget(build({ traits }), o)).toEqual({ base: 9, fromTraits: 0, total: 9 });
  });

  it("OBJ-CHAR-3 an attribute below the minimum is named with its value", () => {
    const r = buildIssues(build({ attributes: { charisma: 0, strength: 6 } }), 18, o);
    expect(r.issues).toEqual([
      { path: ["attributes", "charisma"], message: "Charisma 0: at least 1 at creation", code: "custom" },
    ]);
  });

  it("OBJ-CHAR-3 with no attribute points recorded, the attribute total is not checked", () => {
    expect(
      buildIssues(
        build({ skills: { melee: 6, dodge: 3 }, traits: [trait({ trait: "fireproof" })] }),
        null,
        o,
      ),
    ).toEqual({
      issues: [],
      warnings: [],
    });
  });

  it("OBJ-CHAR-3 too many points placed is a problem of the attributes as a whole", () => {
    expect(paths(buildIssues(build({}), 17, o))).toEqual([["attributes"]]);
  });

  it("OBJ-CHAR-3 points left unplaced, when allowed, are counted in a warning", () => {
    const loose = opts({ mustSpendAllAttributePoints: false });
    expect(buildIssues(build({}), 21, loose).warnings).toContain("3 attribute point(s) left unplaced");
  });

  it("OBJ-CHAR-7 OBJ-ADV-7 the creation cap per skill is 6, or skillMax when lower", () => {
    const seven = buildIssues(build({ skills: { melee: 7 } }), 18, opts({ skillMax: 8 }));
    expect(seven.issues[0]).toEqual({
      path: ["skills", "melee"],
      message: "7 points: at most 6 in one skill at creation",
      code: "custom",
    });
    const four = buildIssues(build({ skills: { melee: 5 } }), 18, opts({ skillMax: 4 }));
    expect(four.issues[0]!.message).toBe("5 points: at most 4 in one skill at creation");
  });

  it("OBJ-CHAR-6 OBJ-CHAR-12 overspent skill points are a problem of the skills, naming trait points only when there are some", () => {
    const positive = [trait({ trait: "fireproof" })];
    const over = buildIssues(build({ skills: { melee: 6, dodge: 4 }, traits: positive }), 18, o);
    expect(over.issues).toEqual([
      {
        path: ["skills"],
        message: "10 skill points spent but only 9 available (INT + WIS + CHA)",
        code: "custom",
      },
    ]);
    const converted = buildIssues(build({ skills: { melee: 6, dodge: 6, ranged: 4 } }), 18, o);
    expect(converted.issues[0]!.message).toBe(
      "16 skill points spent but only 15 available (INT + WIS + CHA + 6 from traits)",
    );
  });

  it("OBJ-CHAR-7 every skill point spent: no warning, and no problem even when all must be spent", () => {
    const traits = [trait({ trait: "fireproof" })];
    const b = build({ skills: { melee: 6, dodge: 3 }, traits });
    expect(buildIssues(b, 18, o)).toEqual({ issues: [], warnings: [] });
    expect(buildIssues(b, 18, opts({ mustSpendAllSkillPoints: true }))).toEqual({ issues: [], warnings: [] });
    const short = buildIssues(
      build({ skills: { melee: 2 }, traits }),
      18,
      opts({ mustSpendAllSkillPoints: true }),
    );
    expect(short.issues[0]!.message).toBe("only 2 of 9 skill points spent: spend them all");
  });

  it("OBJ-CHAR-8 overspent trait points are a problem of the traits", () => {
    const traits = [trait({ trait: "fireproof", rating: 4 }), trait({ trait: "aquatic", rating: 3 })];
    expect(paths(buildIssues(build({ traits }), 18, o))).toContainEqual(["traits"]);
  });

  it("OBJ-CHAR-9 a trait above 6 taken at creation is named; one gained in play is not a creation problem", () => {
    const made = buildIssues(
      build({ traits: [trait({ trait: "phobia", trigger: "dogs", rating: 7 })] }),
      18,
      o,
    );
    expect(made.issues).toContainEqual({
      path: ["traits", 0, "rating"],
      message: "Phobia: at most 6 at creation",
      code: "custom",
    });
    const played = buildIssues(
      build({ traits: [trait({ trait: "fireproof", rating: 7, acquired: "play" })] }),
      18,
      o,
    );
    expect(played.issues).toEqual([]);
  });
});
