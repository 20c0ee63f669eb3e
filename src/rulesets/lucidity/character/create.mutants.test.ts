// Tests written to kill surviving mutants of create.ts (issue 21): the whole character a creation
// builds, traits by name or invented, the priority refusals' words, and the array taken only when better.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { book, fails } from "../testing/helpers.js";
import { createByRolling, createFromArray, METHOD_EXAMPLES } from "./create.js";
import { parseCharacter } from "./validate.js";

const o = book();
// Scores 18, 16, 13, 10, 8, 5, 3 → +3, +2, +1, 0, −1, −2, −3 (sum 0, below the array's +4).
const FACES = [6, 6, 6, 1, 6, 5, 5, 1, 5, 4, 4, 1, 4, 3, 3, 1, 3, 3, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1];

describe("creation, the whole character", () => {
  it("LUC-CHAR-2 the array method builds every field, fresh effects, and reads back the same", () => {
    const c = createFromArray({ ...METHOD_EXAMPLES.array, notes: "tall", warrior: true }, facesSource([]), o);
    expect(c).toMatchObject({
      schemaVersion: 1,
      ruleset: "lucidity",
      name: "Ysolde",
      npc: false,
      warrior: true,
      level: 1,
      xp: 0,
      xpLog: [],
      levels: [],
      status: "conscious",
      gold: 40,
      designated: ["Longsword"],
      companionTraits: [],
      notes: "tall",
      health: 7,
      energy: 6,
      lucidity: 14,
      creation: { method: "array", attributes: METHOD_EXAMPLES.array.attributes, rolls: [] },
    });
    expect(c.effects).toEqual({
      inspirationUsed: false,
      wingman: null,
      wingmanSpent: false,
      aids: [],
      readied: null,
      casting: null,
      pending: null,
      lastAttack: null,
      failedExploit: null,
      lunarPause: { active: false, takenThisRest: false },
      tracking: {
        turn: null,
        damageInTurn: 0,
        round: null,
        damageInRound: 0,
        disruptedRound: null,
        zeroHit: false,
      },
    });
    expect(c.traits).toEqual([
      { name: "Fast Healer", custom: false, effect: "", approved: true },
      { name: "Impaler", custom: false, effect: "", approved: true },
      { name: "Fate's Gamble", custom: false, effect: "", approved: true },
    ]);
    expect(parseCharacter(JSON.parse(JSON.stringify(c)), o)).toEqual(c);
  });

  it("LUC-TRAIT-1 LUC-TRAIT-2 a catalog name in any case takes the catalog's; an invented one awaits approval", () => {
    const c = createFromArray(
      { ...METHOD_EXAMPLES.array, traits: ["fast healer", "Impaler", { name: "Sky Singer" }] },
      facesSource([]),
      o,
    );
    expect(c.traits[0]!.name).toBe("Fast Healer");
    expect(c.traits[2]).toEqual({ name: "Sky Singer", effect: "", custom: true, approved: false });
  });

  it("LUC-TRAIT-1 LUC-SKILL-3 the refusals of build name their fields", () => {
    expect(
      fails(() =>
        createFromArray(
          { ...METHOD_EXAMPLES.array, traits: ["Impaler", "Impaler", "Hunk"] },
          facesSource([]),
          o,
        ),
      ),
    ).toEqual({
      code: "invalid",
      message: "invalid character: traits.1.name: 'Impaler' is listed twice (duplicate)",
      path: ["traits", 1, "name"],
    });
    expect(
      fails(() => createFromArray({ ...METHOD_EXAMPLES.array, skills: { Swords: 3 } }, facesSource([]), o))
        .path,
    ).toEqual(["skills"]);
    expect(
      fails(() => createFromArray({ ...METHOD_EXAMPLES.array, designated: ["Spoon"] }, facesSource([]), o))
        .message,
    ).toBe("invalid character: designated.0: 'Spoon' is not a carried item");
  });

  it("LUC-GEN-3 the priority refusals' words", () => {
    const { priority: _, ...noPriority } = METHOD_EXAMPLES.roll;
    expect(fails(() => createByRolling(noPriority, facesSource(FACES), o))).toEqual({
      code: "invalid",
      message: "priority: list the 7 attributes from the one that gets the best roll",
      path: ["priority"],
    });
    expect(
      fails(() =>
        createByRolling(METHOD_EXAMPLES.roll, facesSource(FACES), book({ assignRolledInOrder: true })),
      ),
    ).toEqual({
      code: "invalid",
      message: "priority: rolled results go to the attributes in order under assignRolledInOrder",
      path: ["priority"],
    });
  });

  it("LUC-GEN-4 the array only when asked and better: sum 0 < +4 takes it, in priority order; not asked keeps the roll", () => {
    const taken = createByRolling(METHOD_EXAMPLES.roll, facesSource(FACES), o);
    expect(taken.creation.method).toBe("array");
    expect(taken.attributes).toEqual({ STR: 2, CON: 1, DEX: 1, AWA: 1, WIL: 0, KNO: 0, CHA: -1 });
    expect(taken.creation.rolls.map((r) => r.modifier)).toEqual([3, 2, 1, 0, -1, -2, -3]);
    const kept = createByRolling(
      { ...METHOD_EXAMPLES.roll, takeArrayIfBetter: false },
      facesSource(FACES),
      o,
    );
    expect(kept.creation.method).toBe("roll");
    // 4d6 all 6s: +3 seven times, better than the array: the roll stays.
    const great = createByRolling(METHOD_EXAMPLES.roll, facesSource(Array(28).fill(6)), o);
    expect(great.creation.method).toBe("roll");
  });
});
