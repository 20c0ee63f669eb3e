import { describe, expect, it } from "vitest";
import { facesSource, Rng, rngSource } from "../../../dice/index.js";
import { assignedCharacter, engineError, opts, SPREAD } from "../testing/helpers.js";
import { createCharacter, dealOut, EXAMPLE_INPUT } from "./create.js";
import { approve, finalise, revise } from "./draft.js";
import { budget } from "./points.js";
import { derive } from "./sheet.js";

const o = opts();
const SIX = [6, 5, 4, 3, 2, 1];
const spread = SPREAD;
const assigned = assignedCharacter;

describe("character creation", () => {
  it("OBJ-CHAR-2 roll 6d6: faces [6,5,4,3,2,1] give 21 attribute points", () => {
    const c = createCharacter("rolled", { name: "Ada", attributes: spread }, facesSource(SIX), o);
    expect(c.creation).toEqual({ method: "rolled", attributePoints: 21, rolls: SIX });
  });

  it("OBJ-CHAR-2 a priority list deals the points out one at a time, none above 6", () => {
    const c = createCharacter(
      "rolled",
      { name: "Ada", attributes: ["dexterity", "stamina"] },
      facesSource(SIX),
      o,
    );
    expect(c.attributes).toEqual({
      dexterity: 4,
      stamina: 4,
      strength: 4,
      intelligence: 3,
      wisdom: 3,
      charisma: 3,
    });
    expect(dealOut(["a", "b"], {}, 20, 6)).toEqual({ a: 6, b: 6 });
  });

  it("OBJ-CHAR-3 21 points: [6,5,4,3,2,1] is valid; [7,5,3,3,2,1] is not (7 > 6)", () => {
    expect(assigned({}).attributes).toEqual(spread);
    const e = engineError(() => assigned({ attributes: { ...spread, strength: 7, stamina: 3 } }));
    expect(e.path).toEqual(["attributes", "strength"]);
    expect(e.message).toMatch(/at most 6 at creation/);
  });

  it("OBJ-CHAR-3 21 points, [6,5,4,3,2,0] is invalid: an attribute below 1 and only 20 placed", () => {
    const e = engineError(() => assigned({ attributes: { ...spread, charisma: 0 } }));
    expect(e.issues.map((i) => i.path.join("."))).toEqual(["attributes.charisma", "attributes"]);
    expect(e.message).toMatch(/only 20 of 21/);
  });

  it("OBJ-CHAR-3 options: attributes may start at 0 and points may be left unplaced", () => {
    const loose = opts({ attributeMinAtCreation: 0, mustSpendAllAttributePoints: false });
    expect(assigned({ attributes: { ...spread, charisma: 0 } }, loose).attributes.charisma).toBe(0);
  });

  it("OBJ-CHAR-4 OBJ-ATTR-3 one added player-controlled attribute: 6d6 [3,3,3,3,3,3] and 1d6 [4] → 22 points over 7", () => {
    const o7 = opts({
      extraAttributes: [
        { id: "sanity", name: "Sanity", short: "SAN", control: "player" },
        { id: "luck", name: "Luck", short: "LCK", control: "preset", preset: 2 },
      ],
    });
    const dice = facesSource([3, 3, 3, 3, 3, 3, 4]);
    const c = createCharacter("rolled", { name: "Ada" }, dice, o7);
    expect(dice.used()).toBe(7);
    expect(c.creation!.attributePoints).toBe(22);
    const { luck, ...players } = c.attributes;
    expect(Object.keys(players)).toHaveLength(7);
    expect(Object.values(players).reduce((a, b) => a + b, 0)).toBe(22);
    expect(luck).toBe(2);
    expect(Math.max(...Object.values(players))).toBeLessThanOrEqual(6);
  });

  it("OBJ-CHAR-5 statistics come from the final attributes: Health = 2 × STA", () => {
    expect(derive(assigned({}), o).maxHealth).toBe(8);
  });

  it("OBJ-CHAR-6 INT 3, WIS 4, CHA 2 → 9 skill points", () => {
    const b = budget(
      { attributes: { intelligence: 3, wisdom: 4, charisma: 2 }, skills: {}, traits: [] },
      null,
      o,
    );
    expect(b.skillPoints.base).toBe(9);
  });

  it("OBJ-CHAR-7 9 skill points: Melee 6 + Dodge 3 is valid; Melee 7 + Dodge 2 is not", () => {
    const attrs = { strength: 4, dexterity: 4, stamina: 4, intelligence: 3, wisdom: 4, charisma: 2 };
    const tradeable = [{ trait: "fireproof", rating: 1, approved: true }]; // a positive trait: no conversion
    expect(assigned({ attributes: attrs, skills: { Melee: 6, Dodge: 3 }, traits: tradeable }).skills).toEqual(
      { melee: 6, dodge: 3 },
    );
    const e = engineError(() =>
      assigned({ attributes: attrs, skills: { Melee: 7, Dodge: 2 }, traits: tradeable }),
    );
    expect(e.path).toEqual(["skills", "melee"]);
  });

  it("OBJ-CHAR-7 unspent skill points are allowed with a warning; mustSpendAllSkillPoints refuses them", () => {
    const c = assigned({ skills: { Melee: 2 }, traits: [{ trait: "fireproof", rating: 1, approved: true }] });
    expect(derive(c, o).build!.warnings[0]).toMatch(/4 skill point\(s\) unspent/);
    expect(
      engineError(() => assigned({ skills: { Melee: 2 } }, opts({ mustSpendAllSkillPoints: true }))).path,
    ).toEqual(["skills"]);
  });

  it("OBJ-CHAR-8 six trait points for positive traits", () => {
    expect(assigned({ traits: [{ trait: "fireproof", rating: 6, approved: true }] }).traits).toHaveLength(1);
    const e = engineError(() =>
      assigned({
        traits: [
          { trait: "fireproof", rating: 4, approved: true },
          { trait: "aquatic", rating: 3, approved: true },
        ],
      }),
    );
    expect(e.message).toMatch(/7 trait points on positive traits but only 6/);
  });

  it("OBJ-CHAR-10 Phobia 2 and Diminished Sense (hearing) 1 → 6 + 3 = 9 trait points for positive traits", () => {
    const traits = [
      { trait: "Phobia", trigger: "dogs", rating: 2, approved: true },
      { trait: "Diminished Sense", sense: "hearing", rating: 1, approved: true },
    ];
    const c = assigned({
      traits: [
        ...traits,
        { trait: "Fire Breathing", rating: 6, approved: true },
        { trait: "Fireproof", rating: 3, approved: true },
      ],
    });
    expect(budget(c, 21, o)).toMatchObject({ traitPoints: 9, traitSpent: 9 });
    expect(budget(c, 21, opts({ maxNegativeTraitPoints: 2 })).traitPoints).toBe(8);
  });

  it("OBJ-CHAR-12 no positive trait: INT 3, WIS 4, CHA 2 and Phobia 2 → 9 + 8 = 17 skill points", () => {
    const attrs = { strength: 4, dexterity: 4, stamina: 4, intelligence: 3, wisdom: 4, charisma: 2 };
    const phobia = [{ trait: "Phobia", trigger: "dogs", rating: 2, approved: true }];
    const skills = { Melee: 6, Dodge: 6, Ranged: 5 };
    const c = assigned({ attributes: attrs, traits: phobia, skills });
    expect(budget(c, 21, o).skillPoints).toEqual({ base: 9, fromTraits: 8, total: 17 });
  });

  it("OBJ-CHAR-12 with one positive trait the conversion is not allowed (partial conversion by option)", () => {
    const attrs = { strength: 4, dexterity: 4, stamina: 4, intelligence: 3, wisdom: 4, charisma: 2 };
    const traits = [{ trait: "Fireproof", rating: 1, approved: true }];
    const e = engineError(() => assigned({ attributes: attrs, traits, skills: { Melee: 6, Dodge: 4 } }));
    expect(e.message).toMatch(/10 skill points spent but only 9/);
    const partial = assigned(
      { attributes: attrs, traits, skills: { Melee: 6, Dodge: 4 } },
      opts({ traitPointConversion: "partial" }),
    );
    expect(budget(partial, 21, opts({ traitPointConversion: "partial" })).skillPoints).toEqual({
      base: 9,
      fromTraits: 5,
      total: 14,
    });
  });

  it("OBJ-CHAR-11 an unapproved trait cannot be finished; as a draft it waits for the GM", () => {
    const traits = [{ trait: "Fireproof", rating: 2 }];
    expect(engineError(() => assigned({ traits })).path).toEqual(["traits", 0, "approved"]);
    const draft = assigned({ traits, draft: true, concept: { text: "a stoker", approval: "approved" } });
    expect(engineError(() => finalise(draft, o)).code).toBe("refused");
    const ok = approve(draft, { what: "trait", index: 0 }).character;
    expect(finalise(ok, o).character.draft).toBe(false);
  });

  it("OBJ-CHAR-1 the concept is stored; a vetoed concept blocks finishing", () => {
    const draft = assigned({ concept: "a mecha pilot", draft: true });
    expect(draft.concept).toEqual({ text: "a mecha pilot", approval: "pending" });
    const vetoed = approve(draft, { what: "concept", verdict: "vetoed" }).character;
    expect(engineError(() => finalise(vetoed, o)).path).toEqual(["concept", "approval"]);
    expect(engineError(() => assigned({ concept: { text: "a tank", approval: "vetoed" } })).path).toEqual([
      "concept",
      "approval",
    ]);
  });

  it("OBJ-CHAR-13 each starting item carries the GM's approval flag", () => {
    const draft = assigned({ equipment: [{ sample: "Long Sword", approved: false }, "Dagger"], draft: true });
    expect(draft.equipment.map((i) => [i.name, i.approved])).toEqual([
      ["Long Sword", false],
      ["Dagger", true],
    ]);
    const approved = approve(draft, { what: "item", index: 0 }).character;
    expect(finalise(approved, o).character.equipment[0]!.approved).toBe(true);
  });

  it("OBJ-CHAR-14 INT 3 → 4 before finishing raises the skill points by 1", () => {
    const draft = assigned({ draft: true, attributes: { ...spread, intelligence: 3 } });
    const before = derive(draft, o).build!.skillPoints.total;
    const r = revise(draft, { attributes: { intelligence: 4, strength: 5 } }, o);
    expect(derive(r.character, o).build!.skillPoints.total).toBe(before + 1);
    expect(r.changes).toContain(`skill points ${before} → ${before + 1}`);
    expect(engineError(() => revise(assigned({}), { attributes: { intelligence: 4 } }, o)).code).toBe(
      "refused",
    );
  });

  it("OBJ-CHAR-14 a draft whose numbers break the budget cannot be finished", () => {
    const draft = assigned({ draft: true });
    const broken = revise(draft, { attributes: { intelligence: 6 } }, o).character;
    expect(engineError(() => finalise(broken, o)).message).toMatch(/24 points placed but only 21/);
  });

  it("the example inputs make valid characters for any dice", () => {
    for (let seed = 0; seed < 50; seed++) {
      const c = createCharacter("rolled", EXAMPLE_INPUT.rolled, rngSource(Rng.fromSeed(seed)), o);
      expect(c.draft).toBe(false);
      expect(Object.values(c.skills).reduce((a, b) => a + b, 0)).toBe(
        budget(c, c.creation!.attributePoints, o).skillPoints.total,
      );
    }
    expect(createCharacter("assigned", EXAMPLE_INPUT.assigned, facesSource([]), o).name).toBe(
      "Sergeant Okafor",
    );
  });

  it("refuses the wrong method's fields, naming them", () => {
    expect(engineError(() => createCharacter("assigned", { name: "X" }, facesSource([]), o)).path).toEqual([
      "attributePoints",
    ]);
    expect(
      engineError(() => createCharacter("rolled", { name: "X", attributePoints: 20 }, facesSource(SIX), o))
        .path,
    ).toEqual(["attributePoints"]);
    expect(engineError(() => assigned({ skills: { Juggling: 1 } })).path).toEqual(["skills", "Juggling"]);
  });
});
