import { describe, expect, it } from "vitest";
import {
  actionCost,
  isHalfSpeedOrSlower,
  parseAction,
  pathMeets,
  planMoves,
  type TrackerAction,
} from "./actions.js";
import { attackActionCost } from "./costs.js";
import { resolveTrackerOptions } from "./options.js";
import { init, must, O, refusal, tracker } from "./test-helpers.js";
import { activeIds } from "./tracker.js";
import { act, triggerHold } from "./turn.js";

const cost = (a: TrackerAction) => must(actionCost(a, O));

describe("attack actions", () => {
  it("DE-ACT-1: an attack action is one attack; its cost follows the declared attack type", () => {
    expect(cost({ kind: "attack", attack: "light" })).toBe(4);
    expect(cost({ kind: "attack", attack: "heavy" })).toBe(7);
    // An unarmed strike is a Heavy Attack (DE-ATK-8): the tracker charges the heavy cost.
    expect(attackActionCost("heavy")).toBe(7);
    expect(refusal(parseAction({ kind: "attack", attack: "flurry" })).path).toEqual(["attack"]);
  });

  it("DE-ACT-2: Quick 3, Light 4, Grapple 5, Standard 5, Seeking 5, Sustained 5, Throw 5, Strong 6, Overcharged 6, Heavy 7, Precision 8, Spray 10", () => {
    const costs = Object.fromEntries(
      (
        [
          "quick",
          "light",
          "grapple",
          "standard",
          "seeking",
          "sustained",
          "throw",
          "strong",
          "overcharged",
          "heavy",
          "precision",
          "spray",
        ] as const
      ).map((a) => [a, cost({ kind: "attack", attack: a })]),
    );
    expect(costs).toEqual({
      quick: 3,
      light: 4,
      grapple: 5,
      standard: 5,
      seeking: 5,
      sustained: 5,
      throw: 5,
      strong: 6,
      overcharged: 6,
      heavy: 7,
      precision: 8,
      spray: 10,
    });
  });

  it("DE-ACT-2: a Precision attack at initiative 4 → 12", () => {
    const t = must(act(tracker({ A: 4, B: 20 }), "A", { kind: "attack", attack: "precision" }, O)).tracker;
    expect(init(t, "A")).toBe(12);
  });
});

describe("hold", () => {
  const hold: TrackerAction = {
    kind: "hold",
    action: { kind: "attack", attack: "standard" },
    trigger: "the guard opens the door",
  };

  it("DE-ACT-3: hold a Standard attack at 3 → 8 at once; the trigger comes → the attack is taken free, still 8", () => {
    let t = tracker({ A: 3, G: 6 });
    const held = must(act(t, "A", hold, O));
    t = held.tracker;
    expect(init(t, "A")).toBe(8);
    expect(held.events[0]).toMatchObject({ type: "held", cost: 5, trigger: "the guard opens the door" });
    // G is active; it opens the door, and A's held attack fires off-turn.
    const fired = must(triggerHold(t, "A"));
    expect(fired.action).toEqual({ kind: "attack", attack: "standard" });
    expect(init(fired.tracker, "A")).toBe(8);
    expect(refusal(triggerHold(fired.tracker, "A")).message).toMatch(/holds no action/);
  });

  it("DE-ACT-3: no trigger before A is next active → the hold lapses, no refund (still 8)", () => {
    let t = must(act(tracker({ A: 3, G: 6 }), "A", hold, O)).tracker;
    const step = must(act(t, "G", { kind: "attack", attack: "light" }, O)); // G → 10; A (8) active
    t = step.tracker;
    expect(activeIds(t)).toEqual(["A"]);
    expect(step.events).toContainEqual({ type: "holdLapsed", id: "A", action: "Standard Attack", at: 8 });
    expect(init(t, "A")).toBe(8);
    expect(refusal(triggerHold(t, "A")).path).toEqual(["id"]);
  });

  it("DE-ACT-3: a holder still lowest after paying is active again at once, so its hold lapses at once", () => {
    const step = must(act(tracker({ A: 2, B: 9 }), "A", hold, O));
    expect(init(step.tracker, "A")).toBe(7);
    expect(step.events.map((e) => e.type)).toEqual(["held", "timeMoved", "holdLapsed"]);
  });

  it("DE-ACT-3: an incapacitated holder cannot take the held action", () => {
    const t = must(act(tracker({ A: 3, G: 6 }), "A", hold, O)).tracker;
    expect(refusal(triggerHold(t, "A", { incapacitated: true })).message).toMatch(/incapacitated/);
  });
});

describe("moving", () => {
  it("DE-ACT-4: a Move action costs 2 initiative for up to speed metres; the mover is at every point of its path", () => {
    expect(cost({ kind: "move", pace: "run", movement: "walking" })).toBe(2);
    const path = [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ];
    // A trap on (2,0) sees the mover, wherever it ends.
    expect(pathMeets(path, ([x, y]) => x === 2 && y === 0)).toBe(true);
    expect(pathMeets(path, ([x]) => x === 5)).toBe(false);
  });

  it("DE-ACT-5: run 3 m then climb 2 m → two Move actions (4 initiative)", () => {
    const plan = must(
      planMoves(
        [
          { movement: "running", metres: 3 },
          { movement: "climbing", metres: 2 },
        ],
        6,
        "run",
        O,
      ),
    );
    expect(plan.actions).toEqual([
      { movement: "running", metres: 3 },
      { movement: "climbing", metres: 2 },
    ]);
    expect(plan.cost).toBe(4);
  });

  it("DE-ACT-5: one Move action covers at most speed metres of its type (per-type speeds allowed)", () => {
    const plan = must(planMoves([{ movement: "climbing", metres: 5 }], { climbing: 3 }, "run", O));
    expect(plan.actions.map((a) => a.metres)).toEqual([3, 2]);
    expect(refusal(planMoves([{ movement: "swimming", metres: 1 }], { climbing: 3 }, "run", O)).path).toEqual(
      ["speed", "swimming"],
    );
  });

  it("DE-ACT-6: paces: run 2, jog 4, walk 6 initiative per speed metres (option movePaces)", () => {
    expect(cost({ kind: "move", pace: "jog", movement: "walking" })).toBe(4);
    expect(cost({ kind: "move", pace: "walk", movement: "walking" })).toBe(6);
    const slow = resolveTrackerOptions({ movePaces: { run: 3, jog: 5, walk: 8 } });
    expect(must(actionCost({ kind: "move", pace: "run", movement: "walking" }, slow))).toBe(3);
  });

  it("DE-ACT-6: speed 6: jog 6 m for 4 is half speed; run 4 m for 2 is not; run 3 m for 2 is", () => {
    expect(isHalfSpeedOrSlower(6, 6, 4)).toBe(true);
    expect(isHalfSpeedOrSlower(4, 6, 2)).toBe(false);
    expect(isHalfSpeedOrSlower(3, 6, 2)).toBe(true);
  });
});

describe("wait, interact, complex and other actions", () => {
  it("DE-ACT-7: Wait burns any chosen amount ≥ 1 (option waitMinimum) and lets others act first", () => {
    const t = must(act(tracker({ A: 2, B: 4 }), "A", { kind: "wait", amount: 3 }, O)).tracker;
    expect(init(t, "A")).toBe(5);
    expect(activeIds(t)).toEqual(["B"]);
    const e = refusal(act(tracker({ A: 2 }), "A", { kind: "wait", amount: 0 }, O));
    expect(e.path).toEqual(["action", "amount"]);
    const atLeast3 = resolveTrackerOptions({ waitMinimum: 3 });
    expect(refusal(actionCost({ kind: "wait", amount: 2 }, atLeast3)).path).toEqual(["amount"]);
  });

  it("DE-ACT-8: the interact costs of C.9", () => {
    const c = (interact: string) => cost({ kind: "interact", interact } as TrackerAction);
    expect([
      c("openClose"),
      c("lockUnlock"),
      c("pickUp"),
      c("drop"),
      c("drawStowed"),
      c("stow"),
      c("drawHolstered"),
      c("holster"),
      c("dropProne"),
      c("standUp"),
      c("fortifiedStance"),
    ]).toEqual([1, 3, 2, 0, 3, 3, 1, 1, 1, 2, 1]);
  });

  it("DE-ACT-8: at 6, stand up from prone then draw a holstered pistol → 9", () => {
    let t = tracker({ A: 6, B: 30 });
    t = must(act(t, "A", { kind: "interact", interact: "standUp" }, O)).tracker;
    t = must(act(t, "A", { kind: "interact", interact: "drawHolstered" }, O)).tracker;
    expect(init(t, "A")).toBe(9);
  });

  it("DE-ACT-8: a 0-cost action leaves the actor active at the same value, up to the action cap", () => {
    const opts = resolveTrackerOptions({ zeroCostActionCap: 2 });
    const drop: TrackerAction = { kind: "interact", interact: "drop" };
    let t = tracker({ A: 6, B: 8 });
    t = must(act(t, "A", drop, opts)).tracker;
    t = must(act(t, "A", drop, opts)).tracker;
    expect(init(t, "A")).toBe(6);
    expect(activeIds(t)).toEqual(["A"]);
    expect(refusal(act(t, "A", drop, opts)).path).toEqual(["action"]);
    // Spending anything resets the count.
    t = must(act(t, "A", { kind: "interact", interact: "dropProne" }, opts)).tracker;
    expect(must(act(t, "A", drop, opts)).tracker.entries[0]!.zeroCostStreak).toBe(1);
  });

  it("DE-ACT-9: a complex action costs its DC (14); declining costs nothing and rolls nothing", () => {
    const t = tracker({ A: 3, B: 30 });
    expect(init(must(act(t, "A", { kind: "complex", dc: 14, decline: false }, O)).tracker, "A")).toBe(17);
    const declined = must(act(t, "A", { kind: "complex", dc: 14, decline: true }, O));
    expect(init(declined.tracker, "A")).toBe(3);
    expect(declined.events).toEqual([
      { type: "declined", id: "A", action: "Complex action (declined)", at: 3 },
    ]);
    expect(refusal(actionCost({ kind: "complex", dc: -1, decline: false }, O)).path).toEqual(["dc"]);
  });

  it("DE-ACT-10: the other costs of C.10: shove 5, takedown 5, first aid 10 (5 with triage), Burning/Bleed 7, armour and sense switches 1", () => {
    const o = (other: string, triage = false) => cost({ kind: "other", other, triage } as TrackerAction);
    expect(o("shove")).toBe(5);
    expect(o("takedown")).toBe(5);
    expect(o("firstAid")).toBe(10);
    expect(o("firstAid", true)).toBe(5);
    expect(o("reduceBurning")).toBe(7);
    expect(o("reduceBleed")).toBe(7);
    expect(o("switchHeldArmour")).toBe(1);
    expect(o("switchSense")).toBe(1);
    expect(o("shieldRender")).toBe(3);
    expect(cost({ kind: "custom", name: "setting: Aim", cost: 3 })).toBe(3);
    // Interrupts and burns are not actions an active character picks from this list.
    expect(refusal(parseAction({ kind: "other", other: "dodge" })).path).toEqual(["other"]);
    expect(refusal(parseAction({ kind: "other", other: "surprisedBurn" })).path).toEqual(["other"]);
  });
});
