// Acting on the tracker pinned event by event and word by word: batches, one-by-one ties, holds,
// interrupts, burns and effects, with every refusal's code, path and message (mutation testing,
// issue 21).
import { describe, expect, it } from "vitest";
import type { TrackerAction } from "./actions.js";
import { resolveTrackerOptions } from "./options.js";
import { init, must, O, refusal, tracker } from "./test-helpers.js";
import { joinTracker, startTracker, type Tracker } from "./tracker.js";
import {
  act,
  addEffect,
  applyBatch,
  burn,
  declareBatch,
  incapacitatedBurn,
  interrupt,
  interruptCost,
  removeEffect,
  triggerHold,
} from "./turn.js";

const standard: TrackerAction = { kind: "attack", attack: "standard" };
const light: TrackerAction = { kind: "attack", attack: "light" };
const drop: TrackerAction = { kind: "interact", interact: "drop" };
const hold: TrackerAction = { kind: "hold", action: light, trigger: "the door opens" };

/** A tracker from "id: [name, initiative]" pairs, so refusals can be checked for names. */
function named(values: Record<string, [string, number]>): Tracker {
  return must(
    startTracker(Object.entries(values).map(([id, [name, initiative]]) => ({ id, name, initiative }))),
  );
}
const gmSet = resolveTrackerOptions({ lateJoinInitiative: "gmSet" });

describe("declareBatch", () => {
  it("DE-INIT-6: a lone active character declares a batch of one, with its cost", () => {
    expect(must(declareBatch(tracker({ A: 2, B: 5 }), [{ id: "A", action: standard }], O))).toEqual({
      at: 2,
      declarations: [{ id: "A", action: standard }],
      costs: [5],
    });
  });

  it("DE-INIT-1: someone not active is refused, by name, with who is active now", () => {
    const t = named({ a: ["Ada", 2], b: ["Bo", 2], c: ["Cy", 7] });
    expect(refusal(declareBatch(t, [{ id: "c", action: standard }], O))).toEqual({
      code: "refused",
      path: ["declarations", 0, "id"],
      message: "Cy is at initiative 7; only the active character acts (now 2: Ada, Bo)",
    });
    expect(refusal(declareBatch(t, [{ id: "z", action: standard }], O))).toEqual({
      code: "not_found",
      path: ["declarations", 0, "id"],
      message: "'z' is not on the tracker",
    });
  });

  it("DE-INIT-6: declaring twice, an incapacitated declarer and a bad cost are refused at their place", () => {
    const t = tracker({ A: 2, B: 2 });
    expect(
      refusal(
        declareBatch(
          t,
          [
            { id: "A", action: standard },
            { id: "A", action: light },
          ],
          O,
        ),
      ),
    ).toEqual({
      code: "invalid",
      path: ["declarations", 1, "id"],
      message: "'A' declares twice in one batch",
    });
    expect(
      refusal(
        declareBatch(
          t,
          [
            { id: "A", action: standard },
            { id: "B", action: standard },
          ],
          O,
          { B: { incapacitated: true } },
        ),
      ),
    ).toEqual({
      code: "refused",
      path: ["declarations", 1, "id"],
      message: "B is incapacitated and cannot spend initiative",
    });
    expect(
      refusal(
        declareBatch(
          t,
          [
            { id: "A", action: standard },
            { id: "B", action: { kind: "wait", amount: 0 } },
          ],
          O,
        ),
      ),
    ).toEqual({
      code: "invalid",
      path: ["declarations", 1, "action", "amount"],
      message: "a Wait burns at least 1 initiative, got 0",
    });
  });

  it("DE-INIT-6: everyone tied must declare; the refusal names who is missing", () => {
    const t = tracker({ A: 2, B: 2, C: 2 });
    expect(refusal(declareBatch(t, [{ id: "A", action: standard }], O))).toEqual({
      code: "invalid",
      path: ["declarations"],
      message: "B, C also act now: everyone tied declares before anything resolves",
    });
    expect(
      refusal(
        declareBatch(
          t,
          [
            { id: "A", action: standard },
            { id: "C", action: standard },
          ],
          O,
        ),
      ).message,
    ).toBe("B also acts now: everyone tied declares before anything resolves");
  });

  it("DE-INIT-6: during a one-by-one moment only the members still owing it declare, even if knocked out", () => {
    const open = must(act(tracker({ A: 5, B: 5, C: 5 }), "A", standard, O)).tracker;
    expect(refusal(declareBatch(open, [{ id: "A", action: light }], O)).path).toEqual([
      "declarations",
      0,
      "id",
    ]);
    const batch = must(
      declareBatch(
        open,
        [
          { id: "B", action: light },
          { id: "C", action: standard },
        ],
        O,
        { C: { incapacitated: true } },
      ),
    );
    expect(batch.costs).toEqual([4, 5]);
    const step = must(applyBatch(open, batch));
    expect(step.tracker.tie).toBeNull();
    expect([init(step.tracker, "A"), init(step.tracker, "B"), init(step.tracker, "C")]).toEqual([10, 9, 10]);
    expect(step.tracker.time).toBe(9);
  });

  it("DE-ACT-8: the 0-cost cap counts in a batch too", () => {
    const cap1 = resolveTrackerOptions({ zeroCostActionCap: 1 });
    let t = tracker({ A: 2, B: 9 });
    t = must(act(t, "A", drop, cap1)).tracker;
    expect(refusal(declareBatch(t, [{ id: "A", action: drop }], cap1))).toEqual({
      code: "refused",
      path: ["declarations", 0, "action"],
      message: "A has taken 1 actions costing nothing in a row",
    });
  });
});

describe("applyBatch", () => {
  it("DE-INIT-6: costs are charged with their events; a declined complex action costs nothing", () => {
    const t = tracker({ A: 2, B: 2, C: 9 });
    const batch = must(
      declareBatch(
        t,
        [
          { id: "B", action: { kind: "complex", dc: 12, decline: true } },
          { id: "A", action: hold },
        ],
        O,
      ),
    );
    const step = must(applyBatch(t, batch));
    expect(step.events).toEqual([
      { type: "held", id: "A", action: "Light Attack", trigger: "the door opens", cost: 4, at: 2 },
      { type: "declined", id: "B", action: "Complex action (declined)", at: 2 },
    ]);
    expect(step.tracker.entries.map((e) => [e.id, e.initiative, e.hold?.trigger ?? null])).toEqual([
      ["A", 6, "the door opens"],
      ["B", 2, null],
      ["C", 9, null],
    ]);
    expect(step.tracker.time).toBe(2);
  });

  it("DE-INIT-6: the refusal of a stale batch says both times", () => {
    const t = tracker({ A: 1, B: 6 });
    const batch = must(declareBatch(t, [{ id: "A", action: standard }], O));
    const moved = must(applyBatch(t, batch)).tracker;
    expect(refusal(applyBatch(moved, batch))).toEqual({
      code: "refused",
      path: ["batch", "at"],
      message: "the batch was declared at 1, but the time is now 6",
    });
  });
});

describe("act", () => {
  it("DE-INIT-5: a spend's event and the entry's streak", () => {
    const step = must(act(tracker({ A: 2, B: 9 }), "A", light, O));
    expect(step.events).toEqual([
      { type: "spent", id: "A", cost: 4, action: "Light Attack", at: 2 },
      { type: "timeMoved", from: 2, to: 6 },
    ]);
    expect(step.tracker.entries[0]).toEqual({
      id: "A",
      name: "A",
      initiative: 6,
      hidden: false,
      hold: null,
      zeroCostStreak: 0,
    });
    const dropped = must(act(step.tracker, "A", drop, O)).tracker.entries[0]!;
    expect(dropped.zeroCostStreak).toBe(1);
    expect(dropped.initiative).toBe(6);
  });

  it("DE-INIT-1: an unknown id, a character not active, and one incapacitated are refused in words", () => {
    const t = named({ a: ["Ada", 2], b: ["Bo", 7] });
    expect(refusal(act(t, "z", standard, O))).toEqual({
      code: "not_found",
      path: ["id"],
      message: "'z' is not on the tracker",
    });
    expect(refusal(act(t, "b", standard, O))).toEqual({
      code: "refused",
      path: ["id"],
      message: "Bo is at initiative 7; only the active character acts (now 2: Ada)",
    });
    expect(refusal(act(t, "a", standard, O, { incapacitated: true }))).toEqual({
      code: "refused",
      path: ["id"],
      message: "Ada is incapacitated and cannot spend initiative",
    });
  });

  it("DE-ACT-8: the 0-cost cap's refusal, word for word", () => {
    const cap2 = resolveTrackerOptions({ zeroCostActionCap: 2 });
    let t = tracker({ A: 2, B: 9 });
    t = must(act(t, "A", drop, cap2)).tracker;
    t = must(act(t, "A", drop, cap2)).tracker;
    expect(refusal(act(t, "A", drop, cap2))).toEqual({
      code: "refused",
      path: ["action"],
      message: "A has taken 2 actions costing nothing in a row",
    });
    expect(refusal(act(t, "A", { kind: "complex", dc: -3, decline: false }, cap2))).toEqual({
      code: "invalid",
      path: ["action", "dc"],
      message: "a complex action's DC is its cost and cannot be negative (-3)",
    });
  });

  it("DE-INIT-6: the second member's refusal names everyone still waiting (has / have)", () => {
    const t = named({ a: ["Ada", 5], b: ["Bo", 5], c: ["Cy", 5] });
    const first = must(act(t, "a", standard, O));
    expect(first.events).toEqual([
      { type: "simultaneous", at: 5, members: ["a", "b", "c"] },
      { type: "spent", id: "a", cost: 5, action: "Standard Attack", at: 5 },
    ]);
    expect(refusal(act(first.tracker, "a", light, O))).toEqual({
      code: "refused",
      path: ["id"],
      message: "Ada has already acted at 5, simultaneously with Bo, Cy, who have not acted yet",
    });
    const second = must(act(first.tracker, "c", light, O));
    expect(second.events).toEqual([{ type: "spent", id: "c", cost: 4, action: "Light Attack", at: 5 }]);
    expect(second.tracker.tie).toEqual({ at: 5, members: ["a", "b", "c"], acted: ["a", "c"] });
    expect(refusal(act(second.tracker, "c", light, O)).message).toBe(
      "Cy has already acted at 5, simultaneously with Bo, who has not acted yet",
    );
  });

  it("DE-INIT-6: a tie with everyone else incapacitated is no moment: the lone actor just acts", () => {
    const step = must(act(tracker({ A: 5, B: 5 }), "A", standard, O, {}, { B: { incapacitated: true } }));
    expect(step.events).toEqual([{ type: "spent", id: "A", cost: 5, action: "Standard Attack", at: 5 }]);
    expect(step.tracker.tie).toBeNull();
    // The actor's own state in `others` does not leave it out.
    const self = must(act(tracker({ A: 5, B: 5 }), "A", standard, O, {}, { A: { incapacitated: true } }));
    expect(self.tracker.tie).toEqual({ at: 5, members: ["A", "B"], acted: ["A"] });
  });

  it("DE-INIT-6: someone reaching the moment's time while it is under way joins it", () => {
    // A and B tie at 5; A acts; C joins at 5 (the GM's value) and is a member from its own action on.
    const open = must(act(tracker({ A: 5, B: 5, D: 20 }), "A", standard, O)).tracker;
    const joined = must(joinTracker(open, { id: "C", initiative: 5 }, gmSet)).tracker;
    expect(joined.tie).toEqual({ at: 5, members: ["A", "B"], acted: ["A"] });
    const c = must(act(joined, "C", light, O));
    expect(c.events).toEqual([{ type: "spent", id: "C", cost: 4, action: "Light Attack", at: 5 }]);
    expect(c.tracker.tie).toEqual({ at: 5, members: ["A", "B", "C"], acted: ["A", "C"] });
    expect(refusal(act(c.tracker, "C", light, O)).message).toBe(
      "C has already acted at 5, simultaneously with B, who has not acted yet",
    );
  });

  it("DE-INIT-6 DE-INIT-9: the refusal while a joiner acts first names the others and who acts (act / acts)", () => {
    const t = must(act(tracker({ A: 5, B: 5, C: 5 }), "A", standard, O)).tracker;
    const one = must(joinTracker(t, { id: "D", roll: -2 }, O)).tracker;
    expect(refusal(act(one, "B", standard, O))).toEqual({
      code: "refused",
      path: ["id"],
      message: "B acts at 5, simultaneously with A, C; first D acts at 3",
    });
    const two = must(joinTracker(one, { id: "E", initiative: 3 }, gmSet)).tracker;
    expect(refusal(act(two, "B", standard, O)).message).toBe(
      "B acts at 5, simultaneously with A, C; first D, E act at 3",
    );
    // D acting below the moment leaves the moment at 5 as it was: D is no member of it.
    const d = must(act(two, "D", standard, O)).tracker;
    expect(d.tie).toEqual({ at: 5, members: ["A", "B", "C"], acted: ["A"] });
  });

  it("DE-INIT-6: a member pushed up the tracker still acts, once, when the others are done", () => {
    const open = must(act(tracker({ A: 5, B: 5, C: 30 }), "A", standard, O)).tracker;
    const pushed = {
      ...open,
      entries: open.entries.map((e) => (e.id === "B" ? { ...e, initiative: 12 } : e)),
    };
    const step = must(act(pushed, "B", light, O));
    expect(init(step.tracker, "B")).toBe(16);
    expect(step.tracker.tie).toBeNull();
    expect(step.tracker.time).toBe(10);
  });
});

describe("holds", () => {
  it("DE-ACT-3: triggering hands the action back with its event and clears the hold", () => {
    const t = must(act(named({ a: ["Ada", 3], g: ["Gus", 5] }), "a", hold, O)).tracker;
    const fired = must(triggerHold(t, "a"));
    expect(fired).toEqual({
      tracker: { ...t, entries: t.entries.map((e) => (e.id === "a" ? { ...e, hold: null } : e)) },
      events: [{ type: "holdTriggered", id: "a", action: "Light Attack", at: 5 }],
      action: light,
    });
  });

  it("DE-ACT-3: triggering one hold leaves another character's hold in place", () => {
    let t = tracker({ A: 3, B: 4, G: 6 });
    t = must(act(t, "A", { kind: "hold", action: standard, trigger: "door" }, O)).tracker; // A 8
    t = must(act(t, "B", { kind: "hold", action: standard, trigger: "window" }, O)).tracker; // B 9
    const fired = must(triggerHold(t, "A")).tracker;
    expect(fired.entries.map((e) => [e.id, e.hold?.trigger ?? null])).toEqual([
      ["A", null],
      ["B", "window"],
      ["G", null],
    ]);
  });

  it("DE-ACT-3: refusals, word for word", () => {
    const t = named({ a: ["Ada", 3], g: ["Gus", 5] });
    expect(refusal(triggerHold(t, "z"))).toEqual({
      code: "not_found",
      path: ["id"],
      message: "'z' is not on the tracker",
    });
    expect(refusal(triggerHold(t, "g"))).toEqual({
      code: "refused",
      path: ["id"],
      message: "Gus holds no action (or it has lapsed)",
    });
    const held = must(act(t, "a", hold, O)).tracker;
    expect(refusal(triggerHold(held, "a", { incapacitated: true }))).toEqual({
      code: "refused",
      path: ["id"],
      message: "Ada is incapacitated and cannot take the held action",
    });
  });
});

describe("interrupts", () => {
  it("DE-INT-2: a custom interrupt's cost: stated, 0, or refused when not a whole number ≥ 0", () => {
    expect(must(interruptCost({ custom: "x", cost: 0 }))).toBe(0);
    expect(refusal(interruptCost({ custom: "x", cost: -1 }))).toEqual({
      code: "invalid",
      path: ["interrupt", "cost"],
      message: "bad cost -1",
    });
    expect(refusal(interruptCost({ custom: "x", cost: 1.5 }))).toEqual({
      code: "invalid",
      path: ["interrupt", "cost"],
      message: "bad cost 1.5",
    });
  });

  it("DE-INT-4: perk refusals and the costs that need context, word for word", () => {
    expect(refusal(interruptCost("counterAttack", { perks: ["martialParry"] }))).toEqual({
      code: "refused",
      path: ["interrupt"],
      message: "Counter Attack needs the counterAttack perk",
    });
    expect(refusal(interruptCost("deadlyDescent", { perks: ["deadlyDescent"] }))).toEqual({
      code: "invalid",
      path: ["attackCost"],
      message: "Deadly Descent attack costs the attack's initiative: give attackCost",
    });
    expect(refusal(interruptCost("bolt", { perks: ["evasionDance"] }))).toEqual({
      code: "refused",
      path: ["boltCost"],
      message: "the setting defines no bolt interrupt, so Evasion Dance has nothing to take",
    });
    expect(must(interruptCost("deadlyDescent", { perks: ["deadlyDescent"], attackCost: 0 }))).toBe(0);
    expect(must(interruptCost("bolt", { perks: ["evasionDance"], boltCost: 0 }))).toBe(0);
    expect(must(interruptCost("dodge", { perks: [] }))).toBe(2);
  });

  it("DE-INT-1: the interrupt's event, the streak reset, and the incapacitated refusal", () => {
    let t = tracker({ A: 2, B: 9 });
    t = must(act(t, "A", drop, O)).tracker;
    const step = must(interrupt(t, "A", { custom: "duck" }));
    expect(step.events).toEqual([
      { type: "interrupt", id: "A", interrupt: "duck", cost: 2, at: 2 },
      { type: "timeMoved", from: 2, to: 4 },
    ]);
    expect(step.tracker.entries[0]).toMatchObject({ initiative: 4, zeroCostStreak: 0 });
    expect(step.tracker.entries[1]).toMatchObject({ id: "B", initiative: 9 });
    const n = named({ a: ["Ada", 2], b: ["Bo", 9] });
    expect(refusal(interrupt(n, "b", "dodge", { incapacitated: true }))).toEqual({
      code: "refused",
      path: ["id"],
      message: "Bo is incapacitated and cannot spend initiative on an interrupt",
    });
    expect(refusal(interrupt(n, "b", { custom: "x", cost: -2 })).path).toEqual(["interrupt", "cost"]);
  });
});

describe("burns", () => {
  it("DE-COND-20: a burn's event, its refusals, and the others left alone", () => {
    const t = tracker({ A: 2, B: 9 });
    const step = must(burn(t, "A", 5, "incapacitated"));
    expect(step.events).toEqual([
      { type: "burned", id: "A", amount: 5, reason: "incapacitated", at: 2 },
      { type: "timeMoved", from: 2, to: 7 },
    ]);
    expect(step.tracker.entries.map((e) => e.initiative)).toEqual([7, 9]);
    expect(must(burn(t, "A", 0, "nothing")).tracker.entries[0]!.initiative).toBe(2);
    expect(refusal(burn(t, "A", 1.5, "x"))).toEqual({
      code: "invalid",
      path: ["amount"],
      message: "a burn is a whole number of initiative ≥ 0, got 1.5",
    });
    expect(refusal(burn(t, "Z", 1, "x")).code).toBe("not_found");
  });

  it("DE-INIT-6: a burn by someone outside the moment under way leaves the moment as it was", () => {
    const open = must(act(tracker({ A: 5, B: 5, C: 9 }), "A", standard, O)).tracker;
    const burnt = must(burn(open, "C", 5, "electroshock")).tracker;
    expect(burnt.tie).toEqual({ at: 5, members: ["A", "B"], acted: ["A"] });
  });

  it("DE-COND-20: the incapacitated burn stops at the condition's end, never below 0", () => {
    expect(incapacitatedBurn(10, 8)).toBe(0);
    expect(incapacitatedBurn(10, 10)).toBe(0);
    expect(incapacitatedBurn(10, 14)).toBe(4);
    expect(incapacitatedBurn(10, 15)).toBe(5);
  });
});

describe("effects", () => {
  it("DE-INIT-7: addEffect starts at the current time; a bad spec is refused; removeEffect keeps the others", () => {
    const now = resolveTrackerOptions({ tickFirstAt: "immediate" });
    const step = must(addEffect(tracker({ A: 4 }), { id: "b", label: "Bleed", period: 10 }, now));
    expect(step.events).toEqual([{ type: "effectTick", id: "b", at: 4, count: 1 }]);
    expect(step.tracker.effects).toEqual([
      { id: "b", label: "Bleed", startedAt: 4, period: 10, nextAt: 14, endsAt: null, fired: 1 },
    ]);
    expect(refusal(addEffect(tracker({ A: 4 }), { id: "c", period: -1 }, O))).toEqual({
      code: "invalid",
      path: ["period"],
      message: "a period is a whole number of initiative ≥ 1, got -1",
    });
    expect(refusal(addEffect(step.tracker, { id: "b" }, O))).toEqual({
      code: "invalid",
      path: ["id"],
      message: "effect 'b' is already running",
    });
    const two = must(addEffect(step.tracker, { id: "c", duration: 5 }, O)).tracker;
    expect(removeEffect(two, "b").effects.map((e) => e.id)).toEqual(["c"]);
  });
});
