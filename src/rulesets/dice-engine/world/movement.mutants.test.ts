// Movement pinned word for word: the speed lines in order, every refusal's field and words, and the
// limits of flying, gliding, leaping, drifting and falling (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import {
  applySpeedSteps,
  conditionSpeedSteps,
  driftUntil,
  fallDamage,
  falls,
  fatigueSpeedSteps,
  flightMinimum,
  flightMove,
  flightRound,
  glide,
  gravitySpeedSteps,
  hasRunningStart,
  leap,
  leapDistances,
  momentSpeed,
  paceInitiative,
  pushOff,
  staysAloft,
  stopDrift,
  swimPerMove,
  walkingKmPerHour,
  zeroGMovement,
} from "./movement.js";
import { worldOptions } from "./options.js";

const fail = (code: string, path: (string | number)[], message: string) => ({
  ok: false,
  error: { code, path, message },
});

describe("the speed of the moment", () => {
  it("DE-MOVE-2: every flat change with its sign, halvings rounded up, then zeroing; never below 0", () => {
    expect(
      applySpeedSteps(5, [
        { kind: "zero", source: "restrained" },
        { kind: "flat", amount: 2, source: "boots" },
        { kind: "half", source: "prone" },
        { kind: "flat", amount: 0, source: "nothing" },
      ]),
    ).toEqual({
      speed: 0,
      lines: [
        "base 5 m",
        "boots: +2 m → 7 m",
        "nothing: +0 m → 7 m",
        "prone: halved → 4 m",
        "restrained: 0 m",
      ],
    });
    expect(
      applySpeedSteps(2, [
        { kind: "flat", amount: -5, source: "3 g" },
        { kind: "half", source: "prone" },
      ]),
    ).toEqual({
      speed: 0,
      lines: ["base 2 m", "3 g: -5 m → -3 m", "prone: halved → 0 m"],
    });
    expect(applySpeedSteps(4, [])).toEqual({ speed: 4, lines: ["base 4 m"] });
  });

  it("DE-ENV-9, DE-ENV-10: gravity as a flat step named by its g, none when it changes nothing", () => {
    expect(gravitySpeedSteps(0.5)).toEqual([{ kind: "flat", amount: -1, source: "0.5 g" }]);
    expect(gravitySpeedSteps(1)).toEqual([]);
    expect(gravitySpeedSteps(0)).toEqual([]);
  });

  it("DE-FAT-5: fatigue 3 halves, 5 also stops", () => {
    expect(fatigueSpeedSteps(2)).toEqual([]);
    expect(fatigueSpeedSteps(3)).toEqual([{ kind: "half", source: "fatigue 3" }]);
    expect(fatigueSpeedSteps(5)).toEqual([
      { kind: "half", source: "fatigue 3" },
      { kind: "zero", source: "fatigue 5" },
    ]);
  });

  it("DE-COND-25: the conditions' reasons as steps; other reasons are not speed", () => {
    expect(
      conditionSpeedSteps({
        reasons: [
          { condition: "prone", effect: "speed:half" },
          { condition: "restrained", effect: "speed:zero" },
          { condition: "grappled", effect: "cannotMove" },
          { condition: "stunned", effect: "incapacitated" },
          { condition: "blinded", effect: "somethingElse" },
        ],
      }),
    ).toEqual([
      { kind: "half", source: "prone" },
      { kind: "zero", source: "restrained" },
      { kind: "zero", source: "grappled" },
      { kind: "zero", source: "stunned" },
    ]);
  });

  it("DE-MOVE-2: gravity 1 g, no conditions and fatigue 0 unless given", () => {
    expect(momentSpeed(6, {})).toEqual({ speed: 6, lines: ["base 6 m"] });
    expect(momentSpeed(6, { gravity: 0.5, fatigue: 3 })).toEqual({
      speed: 3,
      lines: ["base 6 m", "0.5 g: -1 m → 5 m", "fatigue 3: halved → 3 m"],
    });
    expect(
      momentSpeed(6, { conditions: { reasons: [{ condition: "prone", effect: "speed:half" }] } }).speed,
    ).toBe(3);
  });
});

describe("walking, climbing, swimming", () => {
  it("DE-MOVE-3..5: paces, km per hour, climbing and swimming speeds", () => {
    expect([paceInitiative("run"), paceInitiative("jog"), paceInitiative("walk")]).toEqual([2, 4, 6]);
    expect(walkingKmPerHour(7)).toBe(7);
    expect(swimPerMove(5, { swimSpeed: null })).toBe(3);
    expect(swimPerMove(5, { swimSpeed: 0 })).toBe(0);
    expect(swimPerMove(5, { naturalSwimmer: false })).toBe(3);
  });
});

describe("flying", () => {
  it("DE-MOVE-6: the minimum is half the speed rounded up; exactly the minimum stays up", () => {
    expect(flightMinimum(5)).toBe(3);
    expect(staysAloft({ speed: 5, hover: false, metresThisRound: 3 })).toBe(true);
    expect(staysAloft({ speed: 5, hover: false, metresThisRound: 2 })).toBe(false);
    expect(staysAloft({ speed: 5, hover: true, metresThisRound: 0 })).toBe(true);
    expect(flightRound()).toBe(10);
    expect(flightRound({ roundLength: 12 })).toBe(12);
  });

  it("DE-MOVE-7, DE-MOVE-8: each refusal in words; exactly the speed is allowed", () => {
    expect(flightMove({ speed: 6, hover: false, forward: -1, vertical: 0 })).toEqual(
      fail("invalid", ["forward"], "metres forward are 0 or more (got -1)"),
    );
    expect(flightMove({ speed: 6, hover: false, forward: 2, vertical: -3 })).toEqual(
      fail(
        "refused",
        ["vertical"],
        "without Hover a flyer moves at least 1 m forward per metre up or down: 3 m needs 3 m forward (got 2)",
      ),
    );
    expect(flightMove({ speed: 6, hover: false, forward: 3, vertical: -3 })).toEqual({
      ok: true,
      value: { spent: 6 },
    });
    expect(flightMove({ speed: 6, hover: true, forward: 0, vertical: 7 })).toEqual(
      fail("refused", ["vertical"], "that flight costs 7 m of speed, more than the 6 m there is"),
    );
    expect(flightMove({ speed: 6, hover: true, forward: 0, vertical: -4 })).toEqual({
      ok: true,
      value: { spent: 4 },
    });
  });
});

describe("gliding", () => {
  it("DE-MOVE-9: each refusal in words", () => {
    expect(glide({ rating: 0, descent: 1 })).toEqual(
      fail("invalid", ["rating"], "a glider's rating is a whole number from 1 (got 0)"),
    );
    expect(glide({ rating: 1.5, descent: 1 })).toMatchObject({ ok: false, error: { path: ["rating"] } });
    expect(glide({ rating: 2, descent: -1 })).toEqual(
      fail("invalid", ["descent"], "a glide descends 0 m or more (got -1)"),
    );
    expect(glide({ rating: 2, descent: 1, turns: [10, 10, 10] })).toEqual(
      fail("refused", ["turns"], "a rating-2 glider turns at most 2 times per glide (got 3)"),
    );
    expect(glide({ rating: 3, descent: 1, turns: [10, -50] })).toEqual(
      fail("refused", ["turns", 1], "each gliding turn is at most 45° (got -50°)"),
    );
  });

  it("DE-MOVE-9: turns up to the rating, each up to 45° (60° only on hexes with the option)", () => {
    expect(glide({ rating: 2, descent: 3, turns: [45, -45] })).toEqual({
      ok: true,
      value: { forward: 6, turnsLeft: 0, maxTurn: 45 },
    });
    expect(glide({ rating: 2, descent: 0 })).toEqual({
      ok: true,
      value: { forward: 0, turnsLeft: 2, maxTurn: 45 },
    });
    const sixty = worldOptions({ hexGlideTurn60: true });
    expect(glide({ rating: 1, descent: 1, turns: [60] }, "hex", sixty)).toMatchObject({
      ok: true,
      value: { maxTurn: 60 },
    });
    expect(glide({ rating: 1, descent: 1, turns: [60] }, "square", sixty)).toMatchObject({
      ok: false,
      error: { path: ["turns", 0] },
    });
    expect(glide({ rating: 1, descent: 1 }, "hex")).toMatchObject({ ok: true, value: { maxTurn: 45 } });
  });
});

describe("leaping", () => {
  it("DE-MOVE-11: gravity must be a number from 0; at 0 g there is no leap, in words", () => {
    for (const gravity of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(leapDistances({ strength: 0, gravity })).toEqual(
        fail("invalid", ["gravity"], `gravity is 0 g or more (got ${gravity})`),
      );
    expect(leapDistances({ strength: 0, gravity: 0 })).toEqual(
      fail("refused", ["gravity"], "there is no leaping in zero gravity: push off a surface instead"),
    );
  });

  it("DE-MOVE-10: bonuses before gravity are divided, those after are not; never below 0", () => {
    expect(leapDistances({ strength: 1, bonus: 2, gravity: 2 })).toEqual({
      ok: true,
      value: { running: 4, standing: 2, verticalRunning: 2, verticalStanding: 1 },
    });
    expect(leapDistances({ strength: 1, bonusAfterGravity: 2, gravity: 2 })).toEqual({
      ok: true,
      value: { running: 5, standing: 3, verticalRunning: 3, verticalStanding: 2 },
    });
    expect(leapDistances({ strength: -9 })).toEqual({
      ok: true,
      value: { running: 0, standing: 0, verticalRunning: 0, verticalStanding: 0 },
    });
  });

  it("DE-MOVE-13: a running start is a straight Move of 4 m or more", () => {
    expect(hasRunningStart({ metres: 4, straight: true })).toBe(true);
    expect(hasRunningStart({ metres: 3, straight: true })).toBe(false);
    expect(hasRunningStart({ metres: 6, straight: false })).toBe(false);
    expect(hasRunningStart(null)).toBe(false);
  });

  it("DE-MOVE-10, DE-MOVE-13: each limit by direction and start, refused in words; the speed left too", () => {
    const d = { running: 8, standing: 4, verticalRunning: 4, verticalStanding: 2 };
    const run = { metres: 4, straight: true };
    expect(leap({ distance: -1, vertical: false, previousMove: null, speedLeft: 9 }, d)).toEqual(
      fail("invalid", ["distance"], "a leap is 0 m or more (got -1)"),
    );
    expect(leap({ distance: 8, vertical: false, previousMove: run, speedLeft: 9 }, d)).toEqual({
      ok: true,
      value: { spent: 8, limit: 8 },
    });
    expect(leap({ distance: 5, vertical: false, previousMove: null, speedLeft: 9 }, d)).toEqual(
      fail("refused", ["distance"], "across without a running start the leap reaches 4 m (asked 5 m)"),
    );
    expect(leap({ distance: 5, vertical: true, previousMove: run, speedLeft: 9 }, d)).toEqual(
      fail("refused", ["distance"], "up with a running start the leap reaches 4 m (asked 5 m)"),
    );
    expect(leap({ distance: 2, vertical: true, previousMove: null, speedLeft: 9 }, d)).toEqual({
      ok: true,
      value: { spent: 2, limit: 2 },
    });
    expect(leap({ distance: 3, vertical: true, previousMove: null, speedLeft: 9 }, d)).toMatchObject({
      ok: false,
      error: { message: "up without a running start the leap reaches 2 m (asked 3 m)" },
    });
    expect(leap({ distance: 4, vertical: false, previousMove: run, speedLeft: 3 }, d)).toEqual(
      fail("refused", ["distance"], "a leap spends its distance in speed: 4 m, with 3 m left"),
    );
    expect(leap({ distance: 3, vertical: false, previousMove: run, speedLeft: 3 }, d)).toMatchObject({
      ok: true,
    });
  });

  it("DE-MOVE-10: a leap of 0 m is a leap (0 m or more), spending nothing", () => {
    const d = { running: 8, standing: 4, verticalRunning: 4, verticalStanding: 2 };
    expect(leap({ distance: 0, vertical: false, previousMove: null, speedLeft: 0 }, d)).toEqual({
      ok: true,
      value: { spent: 0, limit: 4 },
    });
  });
});

describe("zero gravity", () => {
  it("DE-MOVE-12: powered flight first, then training, else pushing off", () => {
    expect(zeroGMovement({ poweredFlight: true, zeroGTrained: false })).toBe("flying");
    expect(zeroGMovement({ poweredFlight: true, zeroGTrained: true })).toBe("flying");
    expect(zeroGMovement({ poweredFlight: false, zeroGTrained: true })).toBe("normal");
    expect(zeroGMovement({ poweredFlight: false, zeroGTrained: false })).toBe("pushOff");
  });

  it("DE-ENV-8: each push-off refusal in words; up to the speed exactly", () => {
    const p = { now: 5, metres: 3, direction: { x: 1, y: 0 }, speed: 4, touchingSurface: true };
    expect(pushOff({ ...p, touchingSurface: false })).toEqual(
      fail(
        "refused",
        ["touchingSurface"],
        "in zero gravity the course only changes by pushing off a surface or object",
      ),
    );
    expect(pushOff({ ...p, metres: 0 })).toEqual(
      fail("invalid", ["metres"], "a push-off moves more than 0 m (got 0)"),
    );
    expect(pushOff({ ...p, metres: 5 })).toEqual(
      fail("refused", ["metres"], "a push-off moves up to the speed, 4 m (asked 5 m)"),
    );
    expect(pushOff({ ...p, direction: { x: 0, y: 0 } })).toEqual(
      fail("invalid", ["direction"], "a push-off needs a direction"),
    );
    expect(pushOff({ ...p, direction: { x: 0, y: 0, z: 0 } })).toMatchObject({ ok: false });
    for (const direction of [
      { x: 0, y: 1 },
      { x: 0, y: 0, z: -1 },
    ])
      expect(pushOff({ ...p, direction, metres: 4 })).toEqual({
        ok: true,
        value: { direction, metres: 4, nextMoveAt: 15 },
      });
  });

  it("DE-ENV-8: the drift moves every 10 initiative from its next move, inclusive", () => {
    const d = { direction: { x: 1, y: 0 }, metres: 3, nextMoveAt: 20 };
    expect(driftUntil(d, 19)).toEqual({ moves: 0, metres: 0, drift: d });
    expect(driftUntil(d, 20)).toEqual({ moves: 1, metres: 3, drift: { ...d, nextMoveAt: 30 } });
    expect(driftUntil(d, 39)).toEqual({ moves: 2, metres: 6, drift: { ...d, nextMoveAt: 40 } });
    expect(driftUntil(d, 40)).toEqual({ moves: 3, metres: 9, drift: { ...d, nextMoveAt: 50 } });
    // Long before the next move (more than one interval): still no move, never a negative one.
    expect(driftUntil(d, 5)).toEqual({ moves: 0, metres: 0, drift: d });
  });

  it("DE-ENV-8: a drift stops only against something, in words", () => {
    expect(stopDrift(true)).toEqual({ ok: true, value: null });
    expect(stopDrift(false)).toEqual(
      fail(
        "refused",
        ["touchingSurface"],
        "a drifting character keeps its course until it reaches something to stop on",
      ),
    );
  });
});

describe("falling", () => {
  it("DE-MOVE-14: the supported never fall; flyers fall below their minimum; anyone else unsupported falls", () => {
    expect(falls({ supported: true, flight: { speed: 6, hover: false, metresThisRound: 0 } })).toBe(false);
    expect(falls({ supported: false, flight: { speed: 6, hover: false, metresThisRound: 3 } })).toBe(false);
    expect(falls({ supported: false, flight: { speed: 6, hover: false, metresThisRound: 2 } })).toBe(true);
    expect(falls({ supported: false, flight: null })).toBe(true);
    expect(falls({ supported: false })).toBe(true);
  });

  it("DE-MOVE-14: no fall damage in core, in words; a fall is 0 m or more", () => {
    expect(fallDamage(3, facesSource([]))).toEqual(
      fail(
        "refused",
        ["fallDamage"],
        "the core rules give no fall damage: set the fallDamage option or let the GM rule",
      ),
    );
    const o = worldOptions({ fallDamage: { expression: "Nd6", perMetres: 2 } });
    expect(fallDamage(-1, facesSource([]), o)).toEqual(
      fail("invalid", ["metres"], "a fall is 0 m or more (got -1)"),
    );
    expect(fallDamage(Number.NaN, facesSource([]), o)).toMatchObject({
      ok: false,
      error: { path: ["metres"] },
    });
  });

  it("DE-MOVE-14: N is the whole fall in steps of perMetres, metres the whole metres; less than one step is 0", () => {
    const o = worldOptions({ fallDamage: { expression: "Nd6", perMetres: 2 } });
    const dice = facesSource([4, 5]);
    expect(fallDamage(5.9, dice, o)).toMatchObject({ ok: true, value: { amount: 9 } });
    expect(dice.remaining()).toBe(0);
    expect(fallDamage(1.9, facesSource([]), o)).toMatchObject({ ok: true, value: { amount: 0 } });
    const metres = worldOptions({ fallDamage: { expression: "1d4 + metres", perMetres: 1 } });
    expect(fallDamage(3.5, facesSource([2]), metres)).toMatchObject({ ok: true, value: { amount: 5 } });
    const negative = worldOptions({ fallDamage: { expression: "1d4 - 10", perMetres: 1 } });
    expect(fallDamage(3, facesSource([2]), negative)).toMatchObject({ ok: true, value: { amount: 0 } });
  });

  it("DE-MOVE-14: a fall of 0 m, or of less than one step, rolls nothing: the expression is not even read", () => {
    const metres = worldOptions({ fallDamage: { expression: "1d4 + metres", perMetres: 2 } });
    const none = facesSource([]);
    expect(fallDamage(0, none, metres)).toMatchObject({ ok: true, value: { amount: 0 } });
    expect(fallDamage(1.9, none, metres)).toMatchObject({ ok: true, value: { amount: 0 } });
    expect(none.used()).toBe(0);
    const unchecked = worldOptions({ fallDamage: { expression: "Xd6", perMetres: 3 } });
    expect(fallDamage(2, facesSource([]), unchecked)).toMatchObject({ ok: true, value: { amount: 0 } });
  });

  it("DE-MOVE-14: an expression the options did not check is refused at the fall, naming it", () => {
    const unchecked = worldOptions({ fallDamage: { expression: "Xd6", perMetres: 1 } });
    expect(fallDamage(2, facesSource([]), unchecked)).toEqual(
      fail("invalid", ["fallDamage", "expression"], 'unknown name "X" in "Xd6"'),
    );
  });
});
