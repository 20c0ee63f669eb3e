import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { createCharacter } from "./create.js";
import { defaultOptions, type L13Options } from "./options.js";
import { arrayInput, errorOf, manual } from "./testing/fixtures.js";

describe("creation: specializations, background, impairments", () => {
  const catalogs = (extra: Record<string, unknown> = {}): L13Options =>
    manual({
      backgroundCatalog: [
        { name: "Soldier" },
        { name: "Scholar", description: "years in the archive" },
        { name: "Thief" },
      ],
      impairmentCatalog: [{ name: "Bad knee" }, { name: "Short-sighted" }, { name: "Phobia" }],
      ...extra,
    });

  it("L13-SPEC-2 starting specializations start at level 1 under an existing parent skill", () => {
    const c = createCharacter(
      arrayInput({
        specializations: [
          { name: "Teleport", skill: "spellcasting" },
          { name: "Pick locks", skill: "sneaking" },
        ],
      }),
      null,
      manual(),
    );
    expect(c.specializations).toEqual([
      { id: "teleport", name: "Teleport", skill: "spellcasting", level: 1 },
      { id: "pickLocks", name: "Pick locks", skill: "sneaking", level: 1 },
    ]);
    expect(
      errorOf(() =>
        createCharacter(
          arrayInput({ specializations: [{ name: "Teleport", skill: "magic" }] }),
          null,
          manual(),
        ),
      ).path,
    ).toEqual(["specializations", "0", "skill"]);
    expect(
      errorOf(() =>
        createCharacter(
          arrayInput({ specializations: [{ name: "Teleport", skill: "spellcasting", level: 2 }] as never }),
          null,
          manual(),
        ),
      ).path,
    ).toEqual(["specializations", "0", "level"]);
  });

  it("L13-SPEC-10 startingSpecializations null enforces no limit; a number is a cap", () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ name: `Trick ${i}`, skill: "sneaking" }));
    expect(
      createCharacter(arrayInput({ specializations: many }), null, manual()).specializations,
    ).toHaveLength(8);
    const e = errorOf(() =>
      createCharacter(arrayInput({ specializations: many }), null, manual({ startingSpecializations: 3 })),
    );
    expect(e.message).toBe("specializations: at most 3 at creation");
  });

  it("L13-IMP-3 Example: startingSpecializations 3 with impairments accepts 4; without, a 4th is rejected", () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `Trick ${i}`, skill: "sneaking" }));
    const o = catalogs({ startingSpecializations: 3 });
    const one = { has: true as const, picks: [{ kind: "catalog" as const, name: "Bad knee" }] };
    const two = {
      has: true as const,
      picks: [
        { kind: "catalog" as const, name: "Bad knee" },
        { kind: "catalog" as const, name: "Phobia" },
      ],
    };
    expect(
      createCharacter(arrayInput({ specializations: four, impairments: one }), null, o).specializations,
    ).toHaveLength(4);
    expect(
      createCharacter(arrayInput({ specializations: four, impairments: two }), null, o).specializations,
    ).toHaveLength(4);
    const five = [...four, { name: "Trick 4", skill: "sneaking" }];
    expect(
      errorOf(() => createCharacter(arrayInput({ specializations: five, impairments: two }), null, o))
        .message,
    ).toBe("specializations: at most 4 at creation (3 + 1 for impairments)");
    expect(errorOf(() => createCharacter(arrayInput({ specializations: four }), null, o)).message).toBe(
      "specializations: at most 3 at creation",
    );
    const per = catalogs({ startingSpecializations: 3, impairmentBonusMode: "perImpairment" });
    expect(
      createCharacter(arrayInput({ specializations: five, impairments: two }), null, per).specializations,
    ).toHaveLength(5);
  });

  it("L13-BKG-5 a background is chosen from the catalog, rolled uniformly, or invented with GM approval", () => {
    const o = catalogs();
    expect(
      createCharacter(arrayInput({ background: { kind: "catalog", name: "scholar" } }), null, o).background,
    ).toEqual({
      name: "Scholar",
      description: "years in the archive",
      approved: true,
    });
    const names: string[] = [];
    for (const face of [1, 2, 3]) {
      const dice = facesSource([face]);
      names.push(createCharacter(arrayInput({ background: { kind: "random" } }), dice, o).background!.name);
    }
    expect(names).toEqual(["Soldier", "Scholar", "Thief"]);
    const invented = { kind: "invented" as const, name: "Lighthouse keeper", gmApproved: true };
    expect(createCharacter(arrayInput({ background: invented }), null, o).background?.name).toBe(
      "Lighthouse keeper",
    );
    const e = errorOf(() =>
      createCharacter(arrayInput({ background: { ...invented, gmApproved: false } }), null, o),
    );
    expect(e.message).toBe("background.gmApproved: an invented background needs the GM's approval");
    expect(
      errorOf(() => createCharacter(arrayInput({ background: { kind: "catalog", name: "Pirate" } }), null, o))
        .path,
    ).toEqual(["background", "name"]);
  });

  it("L13-BKG-5 the engine ships no background or impairment catalog entries", () => {
    expect(defaultOptions().backgroundCatalog).toEqual([]);
    expect(defaultOptions().impairmentCatalog).toEqual([]);
    expect(
      errorOf(() =>
        createCharacter(arrayInput({ background: { kind: "random" } }), facesSource([1]), manual()),
      ).message,
    ).toBe("background: cannot roll: the background catalog is empty");
  });

  it("L13-BKG-1 no background when backgrounds are off", () => {
    const o = catalogs({ useBackgrounds: false });
    expect(
      errorOf(() =>
        createCharacter(arrayInput({ background: { kind: "catalog", name: "Soldier" } }), null, o),
      ).path,
    ).toEqual(["background"]);
  });

  it("L13-IMP-2 the player first declares impairments, then selects or rolls each from the catalog", () => {
    const o = catalogs();
    expect(createCharacter(arrayInput({ impairments: { has: false } }), null, o).impairments).toEqual([]);
    const c = createCharacter(
      arrayInput({
        impairments: { has: true, picks: [{ kind: "catalog", name: "Phobia" }, { kind: "random" }] },
      }),
      facesSource([2]),
      o,
    );
    expect(c.impairments.map((i) => i.name)).toEqual(["Phobia", "Short-sighted"]);
    expect(
      errorOf(() => createCharacter(arrayInput({ impairments: { has: true, picks: [] } }), null, o)).path,
    ).toEqual(["impairments", "picks"]);
    expect(
      errorOf(() =>
        createCharacter(
          arrayInput({
            impairments: {
              has: true,
              picks: [
                { kind: "catalog", name: "Phobia" },
                { kind: "catalog", name: "phobia" },
              ],
            },
          }),
          null,
          o,
        ),
      ).path,
    ).toEqual(["impairments", "picks", "1"]);
  });

  it("L13-IMP-1 no impairments when the ruleset does not use them", () => {
    const o = catalogs({ useImpairments: false });
    const e = errorOf(() =>
      createCharacter(
        arrayInput({ impairments: { has: true, picks: [{ kind: "catalog", name: "Phobia" }] } }),
        null,
        o,
      ),
    );
    expect(e.message).toBe("impairments.picks.0: impairments are not used by this ruleset");
  });

  it("consumes dice in order: abilities, skills, background, impairments", () => {
    const o = catalogs({ skillGeneration: "random" });
    const dice = facesSource([1, 1, 1, 1, 1, 100, 100, 100, 100, 100, 3, 1]);
    const c = createCharacter(
      {
        name: "Order",
        abilities: { method: "random" },
        background: { kind: "random" },
        impairments: { has: true, picks: [{ kind: "random" }] },
      },
      dice,
      o,
    );
    expect(c.abilities.will).toBe("d4");
    expect(c.skills.fighting).toBe("d12");
    expect(c.background?.name).toBe("Thief");
    expect(c.impairments[0]?.name).toBe("Bad knee");
    expect(dice.remaining()).toBe(0);
  });
});
