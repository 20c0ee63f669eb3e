// Tests that kill mutants of resolve.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): the difficulty ladder's refusals, a check's and a contest's refusals with their paths,
// the margin and tie records of a contest, and the roll-off's safety limit.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import {
  attackRoll,
  type CheckRequest,
  check,
  checkPool,
  contest,
  DEFAULT_LADDER,
  difficultyDie,
  MAX_ROLL_OFFS,
} from "./resolve.js";
import type { PoolSpec } from "./spec.js";
import { data, refusal } from "./testing/refusal.js";

const core: PoolSpec = {
  slots: [
    { role: "ability", base: 8 },
    { role: "skill", base: 6 },
  ],
};
/** A pool of one added d4: no core slot, so a contest side can be a single die. */
const d4: PoolSpec = { slots: [], extras: [{ size: 4, source: "gm" }] };

describe("the difficulty ladder", () => {
  it("L13-DIFF-1 the book's ladder in the options' shape", () => {
    expect(DEFAULT_LADDER).toEqual([
      { id: "easy", die: "d12" },
      { id: "moderate", die: "d10" },
      { id: "difficult", die: "d8" },
      { id: "challenging", die: "d6" },
      { id: "extraordinary", die: "d4" },
      { id: "heroic", die: null },
    ]);
  });

  it("L13-DIFF-1 a ladder must list at least one level", () => {
    for (const ladder of [[], "easy"]) {
      expect(data(refusal(() => difficultyDie("easy", ladder as never)))).toEqual({
        code: "bad_option",
        path: ["options", "difficultyLadder"],
        detail: "must list at least one level",
      });
    }
  });

  it("L13-DIFF-4 a level not on the ladder is refused, listing the levels", () => {
    expect(data(refusal(() => difficultyDie("legendary")))).toEqual({
      code: "bad_difficulty",
      path: ["difficulty"],
      detail:
        'must be one of easy, moderate, difficult, challenging, extraordinary, heroic (the GM names it on every check), not "legendary"',
    });
    expect(refusal(() => difficultyDie(undefined)).detail).toMatch(/, not undefined$/);
  });

  it("L13-DIFF-1 a table's own ladder: its dice are read as d4..d12, and a bad one names its rung", () => {
    const ladder = [
      { id: "routine", die: "d12" },
      { id: "tough", die: "d20" },
      { id: "odd", die: "12" },
      { id: "epic", die: null },
    ];
    expect(difficultyDie("routine", ladder)).toBe(12);
    expect(difficultyDie("epic", ladder)).toBe("none");
    for (const [level, i] of [
      ["tough", 1],
      ["odd", 2],
    ] as const) {
      const e = refusal(() => difficultyDie(level, ladder));
      expect(e.code).toBe("bad_die");
      expect(e.path).toEqual(["options", "difficultyLadder", i, "die"]);
    }
  });
});

describe("check refusals", () => {
  const req = (pool: PoolSpec, more: Partial<CheckRequest> = {}): CheckRequest => ({
    pool,
    difficulty: "moderate",
    ...more,
  });

  it("L13-DIFF-4 the Difficulty die comes from the level, never from a slot", () => {
    const pool = { slots: [...core.slots, { role: "difficulty" as const, base: 10 as const }] };
    expect(data(refusal(() => checkPool(req(pool))))).toEqual({
      code: "bad_slot",
      path: ["pool", "slots"],
      detail: "give the difficulty level, not a difficulty slot",
    });
  });

  it("L13-CHK-4 a check needs its ability and its skill slot", () => {
    for (const slots of [[core.slots[0]!], [core.slots[1]!]]) {
      expect(data(refusal(() => checkPool(req({ slots }))))).toEqual({
        code: "bad_slot",
        path: ["pool", "slots"],
        detail: "a check needs an ability and a skill slot (L13-CHK-4)",
      });
    }
  });

  it("L13-STEP-8 difficulty steps are validated, then refused unless allowDifficultyStepping", () => {
    const bad = req(core, { difficultySteps: [{ source: "gm", steps: 1.5 }] });
    expect(refusal(() => checkPool(bad)).path).toEqual(["difficultySteps", 0, "steps"]);
    const up = req(core, {
      difficultySteps: [
        { source: "gm", steps: 1 },
        { source: "gm", steps: -2 },
      ],
    });
    expect(data(refusal(() => checkPool(up)))).toEqual({
      code: "difficulty_stepping",
      path: ["difficultySteps", 0],
      detail:
        "the Difficulty die is never stepped; pick another difficulty level instead (allowDifficultyStepping)",
    });
    expect(checkPool(up, { allowDifficultyStepping: true }).slots[2]!.dice).toEqual([8]);
    expect(checkPool(req(core, { difficultySteps: [] })).slots[2]!.dice).toEqual([10]);
  });

  it("L13-CHK-4 an error in the caller's pool is reported under pool", () => {
    const pool = {
      slots: [
        core.slots[0]!,
        { role: "skill" as const, base: 6 as const, steps: [{ source: "reputation" as const, steps: 1 }] },
      ],
    };
    expect(refusal(() => checkPool(req(pool))).path).toEqual(["pool", "slots", 1, "steps", 0, "source"]);
  });

  it("L13-ASSET-4 a missing required asset fails at 0, 13 short, naming only the missing ones", () => {
    const r = check(
      req(core, {
        requiredAssets: [
          { id: "map", available: true },
          { id: "key", available: false },
          { id: "rope", available: false },
        ],
      }),
      facesSource([]),
    );
    expect(r).toMatchObject({ success: false, total: 0, overBy: -13, missingAssets: ["key", "rope"] });
    const ok = check(req(core, { requiredAssets: [{ id: "map", available: true }] }), facesSource([5, 4, 4]));
    expect(ok).toMatchObject({ reason: "rolled", total: 13, overBy: 0, success: true, missingAssets: [] });
  });
});

describe("contests", () => {
  it("L13-CHK-1 a contest needs two sides, and a bad side is reported under its index", () => {
    expect(data(refusal(() => contest([{ pool: d4 }], facesSource([]))))).toEqual({
      code: "bad_contest",
      path: ["sides"],
      detail: "a contest needs two or more sides",
    });
    const bad = { slots: [{ role: "ability", base: 7 }] } as unknown as PoolSpec;
    expect(refusal(() => contest([{ pool: d4 }, { pool: bad }], facesSource([]))).path).toEqual([
      "sides",
      1,
      "pool",
      "slots",
      0,
      "base",
    ]);
  });

  it("L13-OPP-1 the margin is the winner's total minus the best other total", () => {
    const r = contest([{ pool: d4 }, { pool: d4 }, { pool: d4 }], facesSource([1, 3, 2]));
    expect(r).toMatchObject({ winner: 1, margin: 1, tie: false, tieRule: "none", tied: [] });
    expect(r.rounds).toHaveLength(1);
  });

  it("L13-OPP-4 a two-sided tie fails the initiator: the other side wins with margin 0, the tie recorded", () => {
    const r = contest([{ pool: d4 }, { pool: d4 }], facesSource([2, 2]));
    expect(r).toMatchObject({ winner: 1, margin: 0, tie: true, tieRule: "initiatorFails", tied: [0, 1] });
  });

  it("L13-OPP-4 L13-OPP-5 a tie left to the GM has no winner and lists the tied sides", () => {
    const two = contest([{ pool: d4 }, { pool: d4 }], facesSource([3, 3]), { contestTie: "gm" });
    expect(two).toMatchObject({ winner: null, margin: 0, tie: true, tieRule: "gm", tied: [0, 1] });
    const three = contest([{ pool: d4 }, { pool: d4 }, { pool: d4 }], facesSource([1, 3, 3]), {
      multiContestTie: "gm",
    });
    expect(three).toMatchObject({ winner: null, tieRule: "gm", tied: [1, 2] });
  });

  it("L13-OPP-5 a roll-off's margin is read in its own round, and later roll-offs keep the side numbers", () => {
    // Round 1: 3, 3, 3. Round 2 (all three): 1, 2, 2. Round 3 (sides 1 and 2): 3, 1.
    const r = contest([{ pool: d4 }, { pool: d4 }, { pool: d4 }], facesSource([3, 3, 3, 1, 2, 2, 3, 1]));
    expect(r).toMatchObject({
      winner: 1,
      margin: 2,
      tie: true,
      tieRule: "rollOff",
      tied: [],
      totals: [3, 3, 3],
    });
    expect(r.rounds.map((x) => x.sides)).toEqual([
      [0, 1, 2],
      [0, 1, 2],
      [1, 2],
    ]);
  });

  it(`L13-OPP-5 a roll-off still tied after ${MAX_ROLL_OFFS} rounds is refused`, () => {
    const faces = new Array(2 * (MAX_ROLL_OFFS + 1)).fill(2);
    const src = facesSource(faces);
    expect(
      data(refusal(() => contest([{ pool: d4 }, { pool: d4 }], src, { contestTie: "rollOff" }))),
    ).toEqual({
      code: "runaway_roll",
      path: ["sides"],
      detail: `the roll-off was still tied after ${MAX_ROLL_OFFS} rounds`,
    });
    expect(src.remaining()).toBe(0);
  });
});

describe("attacks", () => {
  it("L13-CMB-10 every input is checked before a face is drawn, each under its own name", () => {
    const bad = { slots: [{ role: "ability", base: 7 }] } as unknown as PoolSpec;
    for (const [args, path] of [
      [
        [bad, core, 6],
        ["attacker", "slots", 0, "base"],
      ],
      [
        [core, bad, 6],
        ["defender", "slots", 0, "base"],
      ],
      [[core, core, 7], ["damageDie"]],
    ] as const) {
      const src = facesSource([4, 4, 4, 4, 4]);
      const e = refusal(() => attackRoll(args[0], args[1], args[2], src));
      expect(e.path).toEqual(path);
      expect(src.remaining()).toBe(5);
    }
  });

  it("L13-CMB-2 L13-CMB-3 a miss rolls no damage die even with a weapon; a hit adds the die to the margin", () => {
    const miss = attackRoll(d4, d4, 6, facesSource([2, 3]));
    expect(miss).toMatchObject({ hit: false, margin: 0, damage: 0, damageRoll: null });
    const hit = attackRoll(d4, d4, 6, facesSource([3, 1, 5]));
    expect(hit).toMatchObject({ hit: true, margin: 2, damage: 7 });
    expect(hit.damageRoll!.total).toBe(5);
    expect(attackRoll(d4, d4, null, facesSource([3, 1]))).toMatchObject({
      hit: true,
      damage: 2,
      damageRoll: null,
    });
  });

  it("results say what they are: check, contest, attack", () => {
    expect(check({ pool: core, difficulty: "heroic" }, facesSource([3, 3])).kind).toBe("check");
    expect(
      check(
        { pool: core, difficulty: "heroic", requiredAssets: [{ id: "key", available: false }] },
        facesSource([]),
      ).kind,
    ).toBe("check");
    expect(contest([{ pool: d4 }, { pool: d4 }], facesSource([3, 1])).kind).toBe("contest");
    expect(contest([{ pool: d4 }, { pool: d4 }], facesSource([2, 2])).kind).toBe("contest");
    expect(contest([{ pool: d4 }, { pool: d4 }], facesSource([2, 2]), { contestTie: "gm" }).kind).toBe(
      "contest",
    );
    expect(attackRoll(d4, d4, null, facesSource([3, 1])).kind).toBe("attack");
  });
});

describe("a table's ladder, strictly read", () => {
  it("L13-DIFF-1 a rung's die is exactly d<size>: 'xd8' and 'd8x' are refused", () => {
    for (const die of ["xd8", "d8x"]) {
      expect(refusal(() => difficultyDie("odd", [{ id: "odd", die }])).code).toBe("bad_die");
    }
  });
});
