// Mutation tests (issue 21): creation's log, its refusals word for word with their paths, the skill
// methods at their edges, and createByMethod's checks.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { checkMultiset } from "./abilities-gen.js";
import {
  createByMethod,
  createCharacter,
  createCharacterReport,
  startingSpecializationLimit,
} from "./create.js";
import { L13CharacterError } from "./errors.js";
import { parseOptions } from "./options.js";
import { arrayInput, balanced, errorOf, fantasySkills, manual } from "./testing/fixtures.js";

describe("creation (mutants)", () => {
  it("L13-ABIL-7 L13-SKILL-3 the log lists each d100 roll, the background, impairments and starting HP", () => {
    const o = parseOptions({
      skillPreset: "fantasy",
      backgroundCatalog: [{ name: "Soldier" }],
      impairmentCatalog: [{ name: "Bad knee" }],
    });
    const r = createCharacterReport(
      {
        name: "Log",
        abilities: { method: "random" },
        background: { kind: "catalog", name: "soldier" },
        impairments: { has: true, picks: [{ kind: "random" }] },
      },
      facesSource([20, 21, 60, 61, 100, 1, 40, 41, 80, 81, 1]),
      o,
    );
    expect(r.changes).toEqual([
      "will: d100 20 → d4",
      "charm: d100 21 → d6",
      "pulse: d100 60 → d8",
      "intellect: d100 61 → d10",
      "reflex: d100 100 → d12",
      "spellcasting: d100 1 → d4",
      "scholarship: d100 40 → d6",
      "healing: d100 41 → d8",
      "sneaking: d100 80 → d10",
      "fighting: d100 81 → d12",
      "background: Soldier",
      "impairment: Bad knee",
      "Log starts with 30 HP",
    ]);
    expect(r.character.npc).toBe(false);
  });

  it("L13-ABIL-9 an array method logs its name; an NPC is marked", () => {
    const r = createCharacterReport(arrayInput({ npc: true }), null, manual());
    expect(r.changes).toEqual(["abilities from the balanced array", "Hrothgar starts with 40 HP"]);
    expect(r.character.npc).toBe(true);
  });

  it("L13-ABIL-9 L13-ABIL-10 the array refusals name the array and both multisets, largest first", () => {
    const twoD10 = { will: "d10", charm: "d10", pulse: "d6", intellect: "d6", reflex: "d4" } as const;
    expect(
      errorOf(() =>
        createCharacter(
          arrayInput({ abilities: { method: "balanced", assignment: twoD10 } }),
          null,
          manual(),
        ),
      ).message,
    ).toBe(
      "abilities.assignment: balanced array: the dice must be exactly d10, d8, d6, d6, d4; got d10, d10, d6, d6, d4",
    );
    const withD8 = { will: "d8", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d10" } as const;
    expect(
      errorOf(() =>
        createCharacter(
          arrayInput({ abilities: { method: "specialized", assignment: withD8 } }),
          null,
          manual(),
        ),
      ).message,
    ).toBe(
      "abilities.assignment: specialized array: the dice must be chosen from d12, d10, d6, d6, d6, d4, d4; got d12, d10, d8, d6, d6",
    );
    expect(checkMultiset(["d4", "d6"], ["d6", "d4", "d4"], false)).toBeNull();
    expect(checkMultiset(["d4", "d4", "d6"], ["d6", "d4", "d4"], true)).toBeNull();
    expect(checkMultiset(["d4", "d6"], ["d6", "d4", "d4"], true)).toBe(
      "the dice must be exactly d6, d4, d4; got d6, d4",
    );
  });

  it("L13-ABIL-7 L13-SKILL-3 rolling without a dice source names the field", () => {
    const e = errorOf(() =>
      createCharacter({ name: "R", abilities: { method: "random" } }, null, parseOptions()),
    );
    expect([e.code, e.message]).toEqual([
      "dice_required",
      "abilities.method: the random method needs a dice source",
    ]);
    const rollSkills = parseOptions({ skillPreset: "fantasy" });
    const s = errorOf(() => createCharacter({ ...arrayInput(), skills: undefined }, null, rollSkills));
    expect([s.code, s.message]).toEqual(["dice_required", "skills: rolling skills needs a dice source"]);
  });

  it("L13-SKILL-3 given skill dice are refused when the ruleset rolls or links them; required otherwise", () => {
    expect(
      errorOf(() => createCharacter(arrayInput(), null, parseOptions({ skillPreset: "fantasy" }))).message,
    ).toBe("skills: not used: this ruleset sets skill dice by random");
    const linked = parseOptions({
      skillPreset: "fantasy",
      skillGeneration: "linkedAbility",
      skillLinks: {
        spellcasting: "will",
        scholarship: "intellect",
        healing: "will",
        sneaking: "reflex",
        fighting: "pulse",
      },
    });
    expect(errorOf(() => createCharacter(arrayInput(), null, linked)).message).toBe(
      "skills: not used: this ruleset sets skill dice by linkedAbility",
    );
    expect(createCharacter({ ...arrayInput(), skills: undefined }, null, linked).skills).toEqual({
      spellcasting: "d6",
      scholarship: "d4",
      healing: "d6",
      sneaking: "d8",
      fighting: "d10",
    });
    const none = errorOf(() => createCharacter({ ...arrayInput(), skills: undefined }, null, manual()));
    expect([none.code, none.message]).toEqual(["invalid_input", "skills: required: skill dice for manual"]);
    const swim = errorOf(() =>
      createCharacter(arrayInput({ skills: { ...fantasySkills, swimming: "d6" } }), null, manual()),
    );
    expect([swim.code, swim.message]).toEqual([
      "invalid_input",
      "skills.swimming: not a skill of this ruleset",
    ]);
  });

  it("L13-SKILL-3 array: a wrong multiset is refused, naming both", () => {
    const o = parseOptions({ skillGeneration: "array", skillArray: ["d10", "d8", "d6", "d6", "d4"] });
    expect(
      errorOf(() => createCharacter(arrayInput({ skills: { ...fantasySkills, fighting: "d12" } }), null, o))
        .message,
    ).toBe("skills: skill array: the dice must be exactly d10, d8, d6, d6, d4; got d12, d8, d6, d6, d4");
  });

  it("L13-SKILL-3 pointBuy: a total of exactly the budget is allowed", () => {
    const o = parseOptions({
      skillGeneration: "pointBuy",
      skillPointBuy: { budget: 6, costs: { d4: 0, d6: 1, d8: 2, d10: 3, d12: 4 } },
    });
    expect(
      createCharacter(arrayInput({ skills: { ...fantasySkills, fighting: "d8" } }), null, o).skills.fighting,
    ).toBe("d8");
  });

  it("L13-SPEC-10 L13-IMP-3 the limit: null stays null; one impairment bonus, or one per impairment", () => {
    const o = manual({ startingSpecializations: 2 });
    expect(startingSpecializationLimit(0, manual())).toBeNull();
    expect([0, 1, 3].map((n) => startingSpecializationLimit(n, o))).toEqual([2, 3, 3]);
    const per = manual({ startingSpecializations: 2, impairmentBonusMode: "perImpairment" });
    expect([0, 1, 3].map((n) => startingSpecializationLimit(n, per))).toEqual([2, 3, 5]);
  });

  it("L13-SPEC-1 L13-SPEC-2 starting specializations: unknown skill, a name twice (any case), IDs numbered, given IDs kept", () => {
    const fly = errorOf(() =>
      createCharacter(arrayInput({ specializations: [{ name: "Fly", skill: "flying" }] }), null, manual()),
    );
    expect([fly.code, fly.message]).toEqual([
      "invalid_input",
      'specializations.0.skill: "flying" is not a skill of this ruleset',
    ]);
    expect(
      errorOf(() =>
        createCharacter(
          arrayInput({
            specializations: [
              { name: "Pick locks", skill: "sneaking" },
              { name: " pick LOCKS", skill: "sneaking" },
            ],
          }),
          null,
          manual(),
        ),
      ).message,
    ).toBe('specializations.1.name: "pick LOCKS" appears twice');
    const c = createCharacter(
      arrayInput({
        specializations: [
          { name: "Pick-locks", skill: "sneaking" },
          { name: "Pick locks", skill: "sneaking" },
          { name: "Pick  locks!", skill: "sneaking" },
          { name: "Other", skill: "fighting", id: "mine" },
        ],
      }),
      null,
      manual(),
    );
    expect(c.specializations).toEqual([
      { id: "pickLocks", name: "Pick-locks", skill: "sneaking", level: 1 },
      { id: "pickLocks2", name: "Pick locks", skill: "sneaking", level: 1 },
      { id: "pickLocks3", name: "Pick  locks!", skill: "sneaking", level: 1 },
      { id: "mine", name: "Other", skill: "fighting", level: 1 },
    ]);
  });

  it("L13-IMP-2 an impairment taken twice is refused by name at its pick", () => {
    const o = manual({ impairmentCatalog: [{ name: "Bad knee" }, { name: "Phobia" }] });
    const e = errorOf(() =>
      createCharacter(
        arrayInput({
          impairments: { has: true, picks: [{ kind: "catalog", name: "Phobia" }, { kind: "random" }] },
        }),
        facesSource([2]),
        o,
      ),
    );
    expect(e.message).toBe('impairments.picks.1: "Phobia" is already taken');
  });

  it("L13-ABIL-6 createByMethod: not an object, an unknown method, the array methods' assignment", () => {
    for (const raw of [null, [], "x"])
      expect(errorOf(() => createByMethod("balanced", raw, null, manual())).message).toBe(
        "expected an object",
      );
    expect(errorOf(() => createByMethod("pointBuy" as never, {}, null, manual())).message).toBe(
      "method: expected one of random, balanced, specialized",
    );
    const spec = { will: "d4", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d10" };
    const c = createByMethod(
      "specialized",
      { name: "S", assignment: spec, skills: fantasySkills },
      null,
      manual(),
    );
    expect(c.abilities).toEqual(spec);
    const r = createByMethod(
      "random",
      { name: "R", skills: fantasySkills },
      facesSource([1, 1, 1, 1, 1]),
      manual(),
    );
    expect(r.abilities.pulse).toBe("d4");
  });
});

describe("creation refusals (mutants)", () => {
  it("every creation refusal is invalid input", () => {
    const codes = [
      () =>
        createCharacter(
          arrayInput({ abilities: { method: "balanced", assignment: { ...balanced, will: "d12" } } }),
          null,
          manual(),
        ),
      () => createCharacter(arrayInput(), null, parseOptions({ skillPreset: "fantasy" })),
      () => createCharacter({ ...arrayInput(), skills: undefined }, null, manual()),
      () => createCharacter(arrayInput({ skills: { ...fantasySkills, swimming: "d6" } }), null, manual()),
      () => createCharacter(arrayInput({ skills: { ...fantasySkills, healing: null } }), null, manual()),
      () =>
        createCharacter(
          arrayInput({ skills: { ...fantasySkills, fighting: "d12" } }),
          null,
          parseOptions({ skillGeneration: "array", skillArray: ["d10", "d8", "d6", "d6", "d4"] }),
        ),
      () =>
        createCharacter(
          arrayInput(),
          null,
          parseOptions({
            skillGeneration: "pointBuy",
            skillPointBuy: { budget: 0, costs: { d4: 1, d6: 1, d8: 1, d10: 1, d12: 1 } },
          }),
        ),
      () => createCharacter(arrayInput(), null, manual({ allowedAbilityMethods: ["random"] })),
      () =>
        createCharacter(
          arrayInput({
            specializations: [
              { name: "A", skill: "fighting" },
              { name: "B", skill: "fighting" },
            ],
          }),
          null,
          manual({ startingSpecializations: 1 }),
        ),
      () =>
        createCharacter(
          arrayInput({
            specializations: [
              { name: "A", skill: "fighting" },
              { name: "a", skill: "fighting" },
            ],
          }),
          null,
          manual(),
        ),
      () => createCharacter({ name: "" }, null, manual()),
      () =>
        createCharacter(
          arrayInput({
            impairments: {
              has: true,
              picks: [
                { kind: "catalog", name: "X" },
                { kind: "catalog", name: "X" },
              ],
            },
          }),
          null,
          manual({ impairmentCatalog: [{ name: "X" }] }),
        ),
      () => createCharacter(arrayInput({ assets: [{ name: "Crown", quality: 9 }] }), null, manual()),
      () => createByMethod("balanced", null, null, manual()),
      () => createByMethod("pointBuy" as never, {}, null, manual()),
      () => createByMethod("random", { name: "R", assignment: balanced }, null, manual()),
    ].map((run) => errorOf(run).code);
    expect(codes).toEqual(Array(16).fill("invalid_input"));
  });

  it("L13-SKILL-1 an untrained skill where none is allowed is refused in creation's own words", () => {
    expect(
      errorOf(() =>
        createCharacter(arrayInput({ skills: { ...fantasySkills, healing: null } }), null, manual()),
      ).message,
    ).toBe("skills.healing: expected one of d4, d6, d8, d10, d12");
  });

  it("L13-SPEC-1 two starting specializations with the same given ID are refused, not renumbered", () => {
    const e = errorOf(() =>
      createCharacter(
        arrayInput({
          specializations: [
            { name: "A", skill: "fighting", id: "mine" },
            { name: "B", skill: "fighting", id: "mine" },
          ],
        }),
        null,
        manual(),
      ),
    );
    expect([e.path, e.message]).toEqual([
      ["specializations", "1", "id"],
      'specializations.1.id: "mine" appears twice',
    ]);
  });

  it("unknown catalog picks are refused before any die is rolled", () => {
    const o = parseOptions({
      skillPreset: "fantasy",
      backgroundCatalog: [{ name: "Soldier" }],
      impairmentCatalog: [{ name: "Bad knee" }],
    });
    for (const extra of [
      { impairments: { has: true as const, picks: [{ kind: "catalog" as const, name: "Limp" }] } },
      { background: { kind: "catalog" as const, name: "Pirate" } },
    ]) {
      const dice = facesSource([50, 50, 50, 50, 50, 50, 50, 50, 50, 50]);
      expect(() =>
        createCharacter({ name: "Early", abilities: { method: "random" }, ...extra }, dice, o),
      ).toThrow(L13CharacterError);
      expect(dice.remaining()).toBe(10);
    }
  });
});
