import { describe, expect, it } from "vitest";
import { facesSource, Rng, rngSource } from "../../../dice/index.js";
import { createCharacter, createCharacterReport } from "./create.js";
import { DICE } from "./ladder.js";
import { defaultOptions, parseOptions } from "./options.js";
import { arrayInput, balanced, errorOf, fantasySkills, frozen, manual } from "./testing/fixtures.js";

describe("creation: abilities", () => {
  it("L13-ABIL-7 Example: d100 rolls 20, 21, 60, 61, 100 → Will d4, Charm d6, Pulse d8, Intellect d10, Reflex d12", () => {
    const dice = facesSource([20, 21, 60, 61, 100]);
    const c = createCharacter(
      { name: "Rolled", abilities: { method: "random" }, skills: { ...fantasySkills } },
      dice,
      manual(),
    );
    expect(c.abilities).toEqual({ will: "d4", charm: "d6", pulse: "d8", intellect: "d10", reflex: "d12" });
    expect(dice.remaining()).toBe(0);
  });

  it("L13-ABIL-7 Example: boundaries 1 → d4, 40 → d6, 41 → d8, 80 → d10, 81 → d12", () => {
    const c = createCharacter(
      { name: "R", abilities: { method: "random" }, skills: { ...fantasySkills } },
      facesSource([1, 40, 41, 80, 81]),
      manual(),
    );
    expect(Object.values(c.abilities)).toEqual(["d4", "d6", "d8", "d10", "d12"]);
  });

  it("L13-ABIL-7 percentile dice are plain d100 throws: a 100 does not explode", () => {
    const names: string[] = [];
    const faces: number[][] = [];
    const dice = {
      roll: (f: readonly number[], name: string) => {
        names.push(name);
        faces.push([...f]);
        return 100;
      },
    };
    createCharacter(
      { name: "R", abilities: { method: "random" }, skills: { ...fantasySkills } },
      dice,
      manual(),
    );
    expect(names).toEqual(["d100", "d100", "d100", "d100", "d100"]);
    expect(faces[0]).toHaveLength(100);
    expect(faces[0]?.[99]).toBe(100);
  });

  it("L13-ABIL-8 the n-th roll sets the n-th ability: no swapping, no assignment with the random method", () => {
    const c = createCharacter(
      { name: "R", abilities: { method: "random" }, skills: { ...fantasySkills } },
      facesSource([100, 1, 1, 1, 1]),
      manual(),
    );
    expect(c.abilities.will).toBe("d12");
    const e = errorOf(() =>
      createCharacter(
        { name: "R", abilities: { method: "random", assignment: balanced }, skills: fantasySkills } as never,
        facesSource([1, 1, 1, 1, 1]),
        manual(),
      ),
    );
    expect(e.path).toEqual(["abilities", "assignment"]);
  });

  it("L13-ABIL-6 one method for all five abilities, among those the ruleset allows", () => {
    expect(
      errorOf(() => createCharacter(arrayInput({ abilities: { method: "mixed" } as never }), null, manual()))
        .path,
    ).toEqual(["abilities", "method"]);
    const arraysOnly = manual({ allowedAbilityMethods: ["array"] });
    const e = errorOf(() =>
      createCharacter(
        { name: "R", abilities: { method: "random" }, skills: fantasySkills },
        facesSource([1, 1, 1, 1, 1]),
        arraysOnly,
      ),
    );
    expect(e.message).toBe("abilities.method: the random method is not allowed by this ruleset");
    expect(createCharacter(arrayInput(), null, arraysOnly).abilities).toEqual(balanced);
    const randomOnly = manual({ allowedAbilityMethods: ["random"] });
    expect(errorOf(() => createCharacter(arrayInput(), null, randomOnly)).path).toEqual([
      "abilities",
      "method",
    ]);
  });

  it("L13-ABIL-9 Example: Will d6, Charm d6, Pulse d10, Intellect d4, Reflex d8 is a valid balanced array", () => {
    expect(createCharacter(arrayInput(), null, manual()).abilities).toEqual(balanced);
  });

  it("L13-ABIL-9 Example: {d10, d10, d6, d6, d4} and {d12, d8, d6, d6, d4} are rejected", () => {
    const bad1 = { will: "d10", charm: "d10", pulse: "d6", intellect: "d6", reflex: "d4" } as const;
    const bad2 = { will: "d12", charm: "d8", pulse: "d6", intellect: "d6", reflex: "d4" } as const;
    for (const assignment of [bad1, bad2]) {
      const e = errorOf(() =>
        createCharacter(arrayInput({ abilities: { method: "balanced", assignment } }), null, manual()),
      );
      expect(e.path).toEqual(["abilities", "assignment"]);
      expect(e.message).toContain("exactly d10, d8, d6, d6, d4");
    }
  });

  it("L13-ABIL-10 Example: Will d4, Charm d6, Pulse d12, Intellect d6, Reflex d10 is valid (one d6 and one d4 discarded)", () => {
    const assignment = { will: "d4", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d10" } as const;
    const c = createCharacter(
      arrayInput({ abilities: { method: "specialized", assignment } }),
      null,
      manual(),
    );
    expect(c.abilities).toEqual(assignment);
    expect(c.hp).toBe(50);
  });

  it("L13-ABIL-10 Example: an assignment with a d8, or with two d12s, is rejected", () => {
    const withD8 = { will: "d8", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d10" } as const;
    const twoD12 = { will: "d12", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d10" } as const;
    for (const assignment of [withD8, twoD12]) {
      const e = errorOf(() =>
        createCharacter(arrayInput({ abilities: { method: "specialized", assignment } }), null, manual()),
      );
      expect(e.message).toContain("chosen from d12, d10, d6, d6, d6, d4, d4");
    }
  });

  it("L13-ABIL-10 with specializedArrayMode exact, a corrected five-die array must be used exactly", () => {
    const o = manual({
      specializedArrayMode: "exact",
      arrays: { specialized: ["d12", "d10", "d6", "d4", "d4"] },
    });
    const ok = { will: "d4", charm: "d4", pulse: "d12", intellect: "d6", reflex: "d10" } as const;
    expect(
      createCharacter(arrayInput({ abilities: { method: "specialized", assignment: ok } }), null, o)
        .abilities,
    ).toEqual(ok);
    const sub = { ...ok, will: "d6" } as const;
    expect(
      errorOf(() =>
        createCharacter(arrayInput({ abilities: { method: "specialized", assignment: sub } }), null, o),
      ).message,
    ).toContain("exactly");
  });

  it("L13-ABIL-11 after creation every ability is one die d4..d12 (200 seeded characters)", () => {
    const o = defaultOptions();
    for (let seed = 0; seed < 200; seed++) {
      const c = createCharacter(
        { name: "Seeded", abilities: { method: "random" } },
        rngSource(Rng.fromSeed(seed)),
        o,
      );
      for (const die of [...Object.values(c.abilities), ...Object.values(c.skills)])
        expect(DICE).toContain(die);
    }
  });

  it("is reproducible from a seed and needs a dice source to roll", () => {
    const o = defaultOptions();
    const make = () =>
      createCharacter({ name: "S", abilities: { method: "random" } }, rngSource(Rng.fromSeed("tabula")), o);
    expect(make()).toEqual(make());
    const e = errorOf(() => createCharacter({ name: "S", abilities: { method: "random" } }, null, o));
    expect(e.code).toBe("dice_required");
  });
});

describe("creation: skills", () => {
  it("L13-SKILL-3 random (default): one d100 per skill in ruleset order after the abilities", () => {
    const dice = facesSource([50, 50, 50, 50, 50, 1, 21, 41, 61, 81]);
    const r = createCharacterReport({ name: "R", abilities: { method: "random" } }, dice, defaultOptions());
    expect(r.character.skills).toEqual({
      spellcasting: "d4",
      scholarship: "d6",
      healing: "d8",
      sneaking: "d10",
      fighting: "d12",
    });
    expect(r.changes).toContain("fighting: d100 81 → d12");
    expect(
      errorOf(() =>
        createCharacter(
          { name: "R", abilities: { method: "random" }, skills: fantasySkills },
          dice,
          defaultOptions(),
        ),
      ).message,
    ).toBe("skills: not used: this ruleset sets skill dice by random");
  });

  it("L13-SKILL-3 linkedAbility copies the linked ability's die", () => {
    const o = parseOptions({
      skillPreset: "postApocalyptic",
      skillGeneration: "linkedAbility",
      skillLinks: {
        history: "intellect",
        communication: "charm",
        technology: "intellect",
        weaponry: "reflex",
      },
    });
    const c = createCharacter(
      { name: "L", abilities: { method: "balanced", assignment: balanced } },
      null,
      o,
    );
    expect(c.skills).toEqual({ history: "d4", communication: "d6", technology: "d4", weaponry: "d8" });
  });

  it("L13-SKILL-3 array: the skill dice must be exactly the designer's multiset", () => {
    const o = parseOptions({ skillGeneration: "array", skillArray: ["d10", "d8", "d6", "d6", "d4"] });
    expect(createCharacter(arrayInput(), null, o).skills).toEqual(fantasySkills);
    const wrong = { ...fantasySkills, fighting: "d12" } as const;
    expect(errorOf(() => createCharacter(arrayInput({ skills: wrong }), null, o)).path).toEqual(["skills"]);
  });

  it("L13-SKILL-3 pointBuy: the dice must fit the budget", () => {
    const costs = { d4: 0, d6: 1, d8: 2, d10: 3, d12: 4 };
    const o = parseOptions({ skillGeneration: "pointBuy", skillPointBuy: { budget: 7, costs } });
    expect(createCharacter(arrayInput(), null, o).skills).toEqual(fantasySkills); // 1 + 2 + 0 + 1 + 3 = 7
    const tight = parseOptions({ skillGeneration: "pointBuy", skillPointBuy: { budget: 6, costs } });
    expect(errorOf(() => createCharacter(arrayInput(), null, tight)).message).toBe(
      "skills: point-buy: costs 7, the budget is 6",
    );
  });

  it("L13-SKILL-1 manual: a die d4..d12 in every skill, and no unknown skill", () => {
    const { fighting: _, ...missing } = fantasySkills;
    expect(errorOf(() => createCharacter(arrayInput({ skills: missing }), null, manual())).message).toBe(
      "skills.fighting: required",
    );
    expect(
      errorOf(() =>
        createCharacter(arrayInput({ skills: { ...fantasySkills, swimming: "d6" } }), null, manual()),
      ).path,
    ).toEqual(["skills", "swimming"]);
    expect(
      errorOf(() =>
        createCharacter(
          arrayInput({ skills: { ...fantasySkills, healing: "d20" } as never }),
          null,
          manual(),
        ),
      ).message,
    ).toBe("skills.healing: expected one of d4, d6, d8, d10, d12");
    expect(
      errorOf(() =>
        createCharacter(arrayInput({ skills: { ...fantasySkills, healing: null } }), null, manual()),
      ).path,
    ).toEqual(["skills", "healing"]);
    const untrained = manual({ allowUntrainedSkill: true });
    expect(
      createCharacter(arrayInput({ skills: { ...fantasySkills, healing: null } }), null, untrained).skills
        .healing,
    ).toBeNull();
  });
});

describe("creation: the new character", () => {
  it("L13-HP-1 starts at full HP: Pulse d10 → 40", () => {
    const c = createCharacter(arrayInput(), null, manual());
    expect(c.hp).toBe(40);
    expect(c.dyingMinutes).toBeNull();
  });

  it("L13-REP-1 L13-ADV-1 starts with reputation 0, no AP and no levels", () => {
    const c = createCharacter(arrayInput(), null, manual());
    expect(c.reputation).toBe(0);
    expect(c.ap).toBe(0);
    expect(c).not.toHaveProperty("level");
  });

  it("L13-ABIL-1 L13-SKILL-1 carries the gear and notes it was given and never mutates its input", () => {
    const input = frozen(
      arrayInput({
        weapons: [{ name: "Broadsword", accuracy: "d8", damage: "d10" }],
        armor: "d6",
        defenses: [{ name: "Tower shield", die: "d8" }],
        assets: [{ name: "Lantern", quality: 3 }],
        notes: "Forces doors.",
      }),
    );
    const c = createCharacter(input, null, manual());
    expect(Object.keys(c.abilities)).toEqual(["will", "charm", "pulse", "intellect", "reflex"]);
    expect(Object.keys(c.skills)).toEqual(["spellcasting", "scholarship", "healing", "sneaking", "fighting"]);
    expect(c.weapons[0]?.damage).toBe("d10");
    expect(c.assets[0]?.quality).toBe(3);
    expect(c.notes).toBe("Forces doors.");
    expect(
      errorOf(() => createCharacter(arrayInput({ assets: [{ name: "Relic", quality: 9 }] }), null, manual()))
        .path,
    ).toEqual(["assets", "0", "quality"]);
  });

  it("L13-SPEC-1 starting specializations need distinct names; IDs come from the names", () => {
    const twice = [
      { name: "Teleport", skill: "spellcasting" },
      { name: "teleport", skill: "spellcasting" },
    ];
    expect(
      errorOf(() => createCharacter(arrayInput({ specializations: twice }), null, manual())).path,
    ).toEqual(["specializations", "1", "name"]);
    const ids = createCharacter(
      arrayInput({
        specializations: [
          { name: "École de magie", skill: "spellcasting" },
          { name: "Ecole-de Magie!", skill: "scholarship" },
        ],
      }),
      null,
      manual(),
    ).specializations.map((s) => s.id);
    expect(ids).toEqual(["ecoleDeMagie", "ecoleDeMagie2"]);
  });
});
