// The actions' labels, costs and plans pinned word for word and at their edges: a Wait of exactly
// the minimum, a complex action of DC 0, triage on something other than First Aid, a speed of 0
// (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import {
  actionCost,
  actionLabel,
  isHalfSpeedOrSlower,
  parseAction,
  pathMeets,
  planMoves,
  type TrackerAction,
} from "./actions.js";
import { resolveTrackerOptions } from "./options.js";
import { must, O, refusal } from "./test-helpers.js";

const cost = (a: TrackerAction) => must(actionCost(a, O));

describe("labels", () => {
  it("DE-ACT-1..10: every kind of action in the book's words", () => {
    const labels = (
      [
        { kind: "attack", attack: "precision" },
        { kind: "interact", interact: "dropProne" },
        { kind: "move", pace: "jog", movement: "climbing" },
        { kind: "move", pace: "walk", movement: "walking" },
        { kind: "move", pace: "run", movement: "swimming" },
        { kind: "wait", amount: 3 },
        { kind: "complex", dc: 14, decline: false },
        { kind: "complex", dc: 14, decline: true },
        { kind: "other", other: "firstAid", triage: true },
        { kind: "other", other: "firstAid", triage: false },
        { kind: "other", other: "shove", triage: false },
        { kind: "custom", name: "setting: Aim", cost: 3 },
        { kind: "hold", action: { kind: "attack", attack: "standard" }, trigger: "door" },
      ] as TrackerAction[]
    ).map(actionLabel);
    expect(labels).toEqual([
      "Precision Attack",
      "Drop prone",
      "Move (climbing, jogging)",
      "Move (walking, walking)",
      "Move (swimming, running)",
      "Wait (3 initiative)",
      "Complex action (DC 14)",
      "Complex action (declined)",
      "First Aid with Emergency Triage",
      "First Aid",
      "Shove",
      "setting: Aim",
      "Hold Standard Attack",
    ]);
  });
});

describe("costs at their edges", () => {
  it("DE-ACT-7: a Wait of exactly the minimum is allowed; below it, or a fraction, is refused in words", () => {
    expect(cost({ kind: "wait", amount: 1 })).toBe(1);
    const three = resolveTrackerOptions({ waitMinimum: 3 });
    expect(must(actionCost({ kind: "wait", amount: 3 }, three))).toBe(3);
    expect(refusal(actionCost({ kind: "wait", amount: 2 }, three))).toEqual({
      code: "invalid",
      path: ["amount"],
      message: "a Wait burns at least 3 initiative, got 2",
    });
    expect(refusal(actionCost({ kind: "wait", amount: 4.5 }, three))).toEqual({
      code: "invalid",
      path: ["amount"],
      message: "a Wait burns at least 3 initiative, got 4.5",
    });
  });

  it("DE-ACT-9: a complex action of DC 0 costs 0; a negative DC is refused in words, unless declined", () => {
    expect(cost({ kind: "complex", dc: 0, decline: false })).toBe(0);
    expect(cost({ kind: "complex", dc: -2, decline: true })).toBe(0);
    expect(refusal(actionCost({ kind: "complex", dc: -1, decline: false }, O))).toEqual({
      code: "invalid",
      path: ["dc"],
      message: "a complex action's DC is its cost and cannot be negative (-1)",
    });
  });

  it("DE-AID-3: triage cuts First Aid only; other actions keep their C.10 cost", () => {
    expect(cost({ kind: "other", other: "reduceBurning", triage: true })).toBe(7);
    expect(cost({ kind: "other", other: "battlefieldTransfusion", triage: true })).toBe(10);
    expect(cost({ kind: "other", other: "firstAid", triage: true })).toBe(5);
  });

  it("DE-ACT-3: a held action costs what it holds; a bad held action is refused under `action`", () => {
    expect(
      cost({ kind: "hold", action: { kind: "move", pace: "walk", movement: "walking" }, trigger: "x" }),
    ).toBe(6);
    expect(
      refusal(actionCost({ kind: "hold", action: { kind: "wait", amount: 0 }, trigger: "x" }, O)),
    ).toEqual({
      code: "invalid",
      path: ["action", "amount"],
      message: "a Wait burns at least 1 initiative, got 0",
    });
  });

  it("DE-ACT-1: parseAction fills defaults, and names the field at fault or the action itself", () => {
    expect(must(parseAction({ kind: "move" }))).toEqual({ kind: "move", pace: "run", movement: "walking" });
    expect(must(parseAction({ kind: "other", other: "shove" }))).toEqual({
      kind: "other",
      other: "shove",
      triage: false,
    });
    const bad = refusal(parseAction({ kind: "wait", amount: 1.5 }));
    expect(bad.code).toBe("invalid");
    expect(bad.path).toEqual(["amount"]);
    expect(bad.message).toMatch(/^amount: /);
    const nested = refusal(
      parseAction({ kind: "hold", action: { kind: "attack", attack: "x" }, trigger: "t" }),
    );
    expect(nested.path).toEqual(["action", "attack"]);
    expect(nested.message).toMatch(/^action\.attack: /);
    const whole = refusal(parseAction(5));
    expect(whole.path).toEqual([]);
    expect(whole.message).toMatch(/^\(action\): /);
  });
});

describe("planning moves", () => {
  it("DE-ACT-5: the cost counts the Move actions at the chosen pace", () => {
    const plan = must(planMoves([{ movement: "walking", metres: 7 }], 3, "jog", O));
    expect(plan).toEqual({
      actions: [
        { movement: "walking", metres: 3 },
        { movement: "walking", metres: 3 },
        { movement: "walking", metres: 1 },
      ],
      cost: 12,
    });
    expect(must(planMoves([{ movement: "walking", metres: 6 }], 6, "walk", O))).toEqual({
      actions: [{ movement: "walking", metres: 6 }],
      cost: 6,
    });
  });

  it("DE-ACT-5: no metres, no action; a speed of 0 is refused at its segment, in words", () => {
    expect(must(planMoves([{ movement: "walking", metres: 0 }], 6, "run", O))).toEqual({
      actions: [],
      cost: 0,
    });
    expect(
      refusal(
        planMoves(
          [
            { movement: "walking", metres: 2 },
            { movement: "climbing", metres: 2 },
          ],
          { walking: 6, climbing: 0 },
          "run",
          O,
        ),
      ),
    ).toEqual({
      code: "refused",
      path: ["segments", 1],
      message: "a speed of 0 m cannot cover 2 m of climbing",
    });
    expect(refusal(planMoves([{ movement: "flying", metres: 2 }], { walking: 6 }, "run", O))).toEqual({
      code: "invalid",
      path: ["speed", "flying"],
      message: "no speed given for flying",
    });
  });

  it("DE-ACT-6: just over half speed is not half speed", () => {
    expect(isHalfSpeedOrSlower(7, 6, 4)).toBe(false);
    expect(isHalfSpeedOrSlower(6, 6, 4)).toBe(true);
  });

  it("DE-ACT-4: a path meets a test if any point does, and none of an empty path does", () => {
    expect(pathMeets([1, 2, 3], (p) => p === 1)).toBe(true);
    expect(pathMeets([1, 2, 3], (p) => p > 5)).toBe(false);
    expect(pathMeets([], () => true)).toBe(false);
  });
});
