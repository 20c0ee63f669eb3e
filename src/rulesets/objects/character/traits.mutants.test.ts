// Tests written to kill surviving mutants of traits.ts (issue 21): every trait problem's field and
// words, invented traits that reuse an attribute or skill id or lack a label or kind, traits taken
// twice (catalogue and invented), a third instance of a repeatable trait, excluded pairs in either
// order, and the traits a roll may use when effects grant some.
import { describe, expect, it } from "vitest";
import type { Condition } from "../../../engine/state.js";
import { opts, sheet } from "../testing/helpers.js";
import type { ObjCharacterInput } from "./schema.js";
import { activeTraits, grantedTraits, traitIssues } from "./traits.js";

const o = opts();
const issue = (path: (string | number)[], message: string) => ({ path, message, code: "custom" });
/** The trait problems of a draft holding these traits (a draft: approval is not the point here). */
const problems = (traits: NonNullable<ObjCharacterInput["traits"]>) =>
  traitIssues(
    {
      ...sheet(o, { draft: true }),
      traits: traits.map((t) => ({ approved: true, acquired: "creation", notes: "", ...t })),
    } as never,
    o,
  );
const granted = (name: string, rating: number | null, target = "ada"): Condition => ({
  id: name,
  target,
  name,
  rating,
  duration: null,
  source: null,
});

describe("which traits a sheet may hold", () => {
  it("OBJ-TRAIT-2 an invented trait cannot reuse an attribute or skill id", () => {
    const invented = (trait: string) => ({ trait, label: "X", kind: "positive" as const, rating: 1 });
    expect(problems([invented("strength")])).toEqual([
      issue(["traits", 0, "trait"], "'strength' is already an attribute or skill id"),
    ]);
    expect(problems([invented("melee")])).toEqual([
      issue(["traits", 0, "trait"], "'melee' is already an attribute or skill id"),
    ]);
  });

  it("OBJ-TRAIT-2 an invented trait needs both a label and a kind", () => {
    const need = issue(
      ["traits", 0, "kind"],
      "'gills' is not a catalogue trait: an invented trait needs a label and a kind",
    );
    expect(problems([{ trait: "gills", label: "Gills", rating: 1 }])).toEqual([need]);
    expect(problems([{ trait: "gills", kind: "positive", rating: 1 }])).toEqual([need]);
  });

  it("OBJ-TRAIT-2 a catalogue trait may state its own kind; another kind is named on the kind", () => {
    expect(problems([{ trait: "rage", kind: "negative", rating: 1, triggers: ["x"] }])).toEqual([]);
    expect(problems([{ trait: "rage", kind: "positive", rating: 1, triggers: ["x"] }])).toEqual([
      issue(["traits", 0, "kind"], "Rage is a negative trait"),
    ]);
  });

  it("OBJ-CHAR-9 the rating cap is named", () => {
    expect(problems([{ trait: "fireproof", rating: 7 }])).toEqual([
      issue(["traits", 0, "rating"], "must be at most 6"),
    ]);
  });

  it("OBJ-TRAIT-9 OBJ-TRAIT-21 OBJ-TRAIT-25 OBJ-TRAIT-16 what each trait needs is named", () => {
    expect(problems([{ trait: "diminishedSense", rating: 1 }])).toEqual([
      issue(
        ["traits", 0, "sense"],
        "Diminished Sense needs the sense it affects (sight, smell, touch, taste or hearing)",
      ),
    ]);
    expect(problems([{ trait: "phobia", rating: 1 }])).toEqual([
      issue(["traits", 0, "trigger"], "Phobia needs a trigger"),
    ]);
    expect(problems([{ trait: "rage", rating: 1 }])).toEqual([
      issue(["traits", 0, "triggers"], "Rage 1 needs exactly 1 trigger(s)"),
    ]);
    expect(problems([{ trait: "missingLimb", rating: 1 }])).toEqual([
      issue(
        ["traits", 0, "extent"],
        "Missing Limb needs the extent of the loss (one-limb, half-limbs, all-limbs)",
      ),
    ]);
    expect(problems([{ trait: "missingLimb", extent: "all-limbs", rating: 5 }])).toEqual([
      issue(["traits", 0, "rating"], "Missing Limb (all-limbs) is always 6"),
    ]);
  });

  it("OBJ-TRAIT-10 OBJ-TRAIT-21 a trait that is not repeatable is taken once, catalogue or invented", () => {
    expect(
      problems([
        { trait: "fireproof", rating: 1 },
        { trait: "fireproof", rating: 1 },
      ]),
    ).toEqual([issue(["traits", 1, "trait"], "Fireproof can be taken only once")]);
    const gills = { trait: "gills", label: "Gills", kind: "positive" as const, rating: 1 };
    expect(problems([gills, gills])).toEqual([issue(["traits", 1, "trait"], "Gills can be taken only once")]);
  });

  it("OBJ-TRAIT-10 a third Diminished Sense repeating the first sense is refused", () => {
    const ds = (sense: "sight" | "hearing") => ({ trait: "diminishedSense", sense, rating: 1 });
    expect(problems([ds("sight"), ds("hearing"), ds("sight")])).toEqual([
      issue(["traits", 2, "sense"], "Diminished Sense is already taken for sight"),
    ]);
  });

  it("OBJ-TRAIT-21 a third Phobia repeating the first trigger is refused; a Phobia without a trigger breaks nothing else", () => {
    const ph = (trigger?: string) => ({ trait: "phobia", rating: 1, ...(trigger ? { trigger } : {}) });
    expect(problems([ph("spiders"), ph("heights"), ph("Spiders")])).toEqual([
      issue(["traits", 2, "trigger"], "Phobia is already taken for 'Spiders'"),
    ]);
    expect(problems([ph(), ph("dogs")])).toEqual([issue(["traits", 0, "trigger"], "Phobia needs a trigger")]);
    expect(problems([ph("dogs"), ph()])).toEqual([issue(["traits", 1, "trigger"], "Phobia needs a trigger")]);
  });

  it("OBJ-TRAIT-19 the pair is named once, on the later trait's explanation, in either order", () => {
    const extra = { trait: "extraLimbs", rating: 2 };
    const missing = { trait: "missingLimb", extent: "one-limb" as const, rating: 2 };
    expect(problems([extra, missing])).toEqual([
      issue(
        ["traits", 1, "explanation"],
        "Extra Limbs and Missing Limb together need an explanation the GM approved",
      ),
    ]);
    expect(problems([missing, extra])).toEqual([
      issue(
        ["traits", 1, "explanation"],
        "Missing Limb and Extra Limbs together need an explanation the GM approved",
      ),
    ]);
  });

  it("OBJ-CHAR-11 an unapproved creation trait says what to do", () => {
    const c = {
      ...sheet(o),
      traits: [{ trait: "fireproof", rating: 1, approved: false, acquired: "creation" as const, notes: "" }],
    };
    expect(traitIssues(c, o)).toEqual([
      issue(
        ["traits", 0, "approved"],
        "Fireproof needs the GM's approval before play (or keep the character a draft)",
      ),
    ]);
  });
});

describe("the traits a roll may use", () => {
  const ada = sheet(o, {
    traits: [
      { trait: "fireproof", rating: 1, approved: true },
      { trait: "phobia", trigger: "dogs", rating: 2, approved: true },
    ],
  });

  it("OBJ-TRAIT-1 the approved traits, with their triggers, when nothing is granted", () => {
    expect(activeTraits(ada)).toEqual([
      { id: "fireproof", name: "Fireproof", kind: "positive", rating: 1 },
      { id: "phobia", name: "Phobia", kind: "negative", rating: 2, trigger: "dogs" },
    ]);
  });

  it("OBJ-TRAIT-4 OBJ-EQUIP-17 granted traits are added under their own names and kinds; other conditions are not traits", () => {
    const more = activeTraits(ada, [
      granted("terrified", null),
      granted("trait:fireBreathing", 3),
      granted("trait:rage", 1),
      granted("trait:gills", 2),
    ]);
    expect(more.slice(2)).toEqual([
      { id: "fireBreathing", name: "Fire Breathing", kind: "positive", rating: 3 },
      { id: "rage", name: "Rage", kind: "negative", rating: 1 },
      { id: "gills", name: "gills", kind: "positive", rating: 2 },
    ]);
    expect(more.slice(0, 2).map((t) => t.rating)).toEqual([1, 2]);
  });

  it("OBJ-TRAIT-4 only this character's trait conditions are its granted traits", () => {
    const mine = granted("trait:fireBreathing", 3);
    expect(
      grantedTraits([granted("trait:aquatic", 1, "bo"), granted("terrified", null), mine], "ada"),
    ).toEqual([mine]);
  });
});
