// What conditions do when their bearer becomes active, and the actions a bearer takes about its own
// conditions, field by field and word for word.
import { describe, expect, it } from "vitest";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import type { Happening } from "../health/log.js";
import { dropProne, onBecomeActive, proneSituational, reduceOwnRating, standUp } from "./active.js";
import { withSettingConditions } from "./catalog.js";
import { activeCondition } from "./state.js";

const carrying = (...cs: Parameters<typeof activeCondition>[0][]) =>
  hero({ conditions: cs.map((c) => activeCondition(c)) });
const kinds = (h: Happening[]) => h.map((x) => x.kind);

describe("becoming active", () => {
  it("DE-HEALTH-10: the dead do nothing: no burn, no check, no action", () => {
    const dead = hero({
      vitals: { ...hpStun(0, 3, 0, 6), dead: true },
      conditions: [activeCondition({ condition: "electroShock", appliedAt: 0 })],
    });
    const ctx = scripted([], 4);
    expect(onBecomeActive(dead, ctx)).toEqual({ view: dead, burn: 0, mayAct: false, happenings: [] });
  });

  it("DE-COND-30: the first burn is logged with its reason and counts that condition's activation only", () => {
    const h = carrying({ condition: "prone", appliedAt: 0 }, { condition: "surprised", appliedAt: 0 });
    const r = onBecomeActive(h, scripted([], 3));
    expect(r.happenings).toEqual([
      { kind: "initiative", at: 3, amount: 8, reason: "Surprised: burned when active" },
    ]);
    expect(r.view.conditions).toEqual([
      activeCondition({ condition: "prone", appliedAt: 0 }),
      activeCondition({ condition: "surprised", appliedAt: 0, activations: 1 }),
    ]);
  });

  it("DE-COND-30: the next time, Surprised ends (logged), and the bearer acts", () => {
    const h = carrying({ condition: "surprised", appliedAt: 0, activations: 1 });
    const r = onBecomeActive(h, scripted([], 11));
    expect(r).toEqual({
      view: { ...h, conditions: [] },
      burn: 0,
      mayAct: true,
      happenings: [{ kind: "conditionRemoved", at: 11, condition: "surprised", reason: "nextActive" }],
    });
  });

  it("DE-COND-30: a Surprised that has run out burns nothing", () => {
    const h = carrying({ condition: "surprised", appliedAt: 0, endsAt: 5 });
    expect(onBecomeActive(h, scripted([], 5))).toMatchObject({ burn: 0, mayAct: true, happenings: [] });
  });

  it("DE-COND-30: a burn that does not end on the next activation stays", () => {
    const catalog = withSettingConditions([
      {
        id: "dazed",
        name: "Dazed",
        rated: false,
        summary: "x",
        ends: "y",
        effects: [{ kind: "burnWhenActive", initiative: 3, endsOnNextActive: false }],
      },
    ]);
    const h = carrying({ condition: "dazed", appliedAt: 0, activations: 1 });
    const r = onBecomeActive(h, { ...scripted([], 4), catalog });
    expect(r).toMatchObject({ burn: 0, mayAct: true, happenings: [] });
    expect(r.view.conditions).toEqual(h.conditions);
  });

  it("DE-COND-29: the check is a DC 15 Endurance condition check, logged; a pass logs the end", () => {
    const h = carrying({ condition: "electroShock", appliedAt: 0, endsAt: 30 });
    const r = onBecomeActive(h, scripted([8, 7], 10));
    expect(kinds(r.happenings)).toEqual(["check", "conditionRemoved"]);
    const c = r.happenings[0]!;
    expect(c.kind === "check" && c.at).toBe(10);
    expect(c.kind === "check" && c.check).toMatchObject({
      purpose: "conditionCheck",
      stat: "endurance",
      dc: 15,
      condition: "electroShock",
      success: true,
    });
    expect(r.happenings[1]).toEqual({
      kind: "conditionRemoved",
      at: 10,
      condition: "electroShock",
      reason: "passedCheck",
    });
  });

  it("DE-COND-29: a failure paralyses for 5 when ElectroShock has no end, caused by it", () => {
    const h = carrying({ condition: "electroShock", appliedAt: 0 });
    const r = onBecomeActive(h, scripted([3, 4], 10));
    expect(r.view.conditions[1]).toEqual(
      activeCondition({ condition: "paralysed", appliedAt: 10, endsAt: 15, source: "electroShock" }),
    );
    expect(kinds(r.happenings)).toEqual(["check", "conditionAdded", "initiative"]);
    expect(r.happenings[2]).toEqual({
      kind: "initiative",
      at: 10,
      amount: 5,
      reason: "incapacitated (paralysed)",
    });
  });

  it("DE-COND-29: a failure with nothing to apply (a setting's 0-initiative paralysis) adds nothing", () => {
    const catalog = withSettingConditions([
      {
        id: "zapped",
        name: "Zapped",
        rated: false,
        summary: "x",
        ends: "y",
        effects: [
          {
            kind: "checkWhenActive",
            stat: "endurance",
            dc: 15,
            onFail: { condition: "paralysed", duration: 0 },
            onPass: "end",
          },
        ],
      },
    ]);
    const h = carrying({ condition: "zapped", appliedAt: 0 });
    const r = onBecomeActive(h, { ...scripted([3, 4], 10), catalog });
    expect(r.view.conditions).toEqual(h.conditions);
    expect(kinds(r.happenings)).toEqual(["check"]);
    expect(r).toMatchObject({ burn: 0, mayAct: true });
  });

  it("DE-COND-20: the burn's reason names every incapacitating source", () => {
    const h = hero({
      vitals: { ...hpStun(1, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: 100 } },
      conditions: [activeCondition({ condition: "incapacitated", appliedAt: 0, endsAt: 50 })],
    });
    const r = onBecomeActive(h, scripted([], 20));
    expect(r.happenings).toEqual([
      { kind: "initiative", at: 20, amount: 5, reason: "incapacitated (incapacitated, unconscious)" },
    ]);
    expect(r).toMatchObject({ burn: 5, mayAct: false });
    // Only 3 left of the unconsciousness: 3 burned.
    expect(onBecomeActive(h, scripted([], 97)).burn).toBe(3);
  });
});

describe("lowering one's own rating (DE-COND-15, 32)", () => {
  it("DE-COND-32: lowering logs the new rating and the end it keeps", () => {
    const h = carrying(
      { condition: "prone", appliedAt: 0 },
      { condition: "bleed", appliedAt: 0, rating: 3, endsAt: 40 },
    );
    const r = reduceOwnRating(h, "bleed", { now: 6 });
    expect(r).toEqual({
      ok: true,
      view: {
        ...h,
        conditions: [
          h.conditions[0],
          activeCondition({ condition: "bleed", appliedAt: 0, rating: 2, endsAt: 40 }),
        ],
      },
      cost: 7,
      happenings: [{ kind: "conditionChanged", at: 6, condition: "bleed", rating: 2, endsAt: 40 }],
    });
  });

  it("DE-COND-15: a rated condition carried without a rating counts as 1, so lowering ends it", () => {
    const r = reduceOwnRating(carrying({ condition: "burning", appliedAt: 0 }), "burning", { now: 1 });
    expect(r).toMatchObject({ ok: true, cost: 7 });
    expect(r.ok && r.view.conditions).toEqual([]);
    expect(r.ok && r.happenings).toEqual([
      { kind: "conditionRemoved", at: 1, condition: "burning", reason: "ratingZero" },
    ]);
  });

  it("DE-COND-15: nothing to lower: refused, naming the condition", () => {
    expect(reduceOwnRating(hero(), "burning", { now: 5 })).toEqual({
      ok: false,
      error: { code: "refused", path: ["condition"], message: "the character has no burning to lower" },
    });
    // A Burning that has run out is not there to lower.
    expect(
      reduceOwnRating(carrying({ condition: "burning", appliedAt: 0, rating: 2, endsAt: 5 }), "burning", {
        now: 5,
      }),
    ).toMatchObject({ ok: false, error: { message: "the character has no burning to lower" } });
  });

  it("DE-COND-15: a condition with no self-help: refused, naming it", () => {
    expect(reduceOwnRating(carrying({ condition: "prone", appliedAt: 0 }), "prone", { now: 5 })).toEqual({
      ok: false,
      error: {
        code: "refused",
        path: ["condition"],
        message: "Prone cannot be lowered by spending initiative",
      },
    });
  });

  it("DE-COND-15: unconscious: refused", () => {
    const out = hero({
      vitals: { ...hpStun(1, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: 100 } },
      conditions: [activeCondition({ condition: "burning", appliedAt: 0, rating: 2 })],
    });
    expect(reduceOwnRating(out, "burning", { now: 5 })).toEqual({
      ok: false,
      error: {
        code: "refused",
        path: ["vitals", "unconscious"],
        message: "an unconscious character cannot act",
      },
    });
  });

  it("DE-COND-15: the blocker is named, with its place in the list", () => {
    const h = carrying(
      { condition: "prone", appliedAt: 0 },
      { condition: "burning", appliedAt: 0, rating: 2 },
      { condition: "restrained", appliedAt: 0 },
    );
    expect(reduceOwnRating(h, "burning", { now: 5 })).toEqual({
      ok: false,
      error: {
        code: "refused",
        path: ["conditions", 2],
        message: "Restrained stops the character from lowering its own Burning",
      },
    });
  });
  it("DE-COND-15: a blocker first in the list blocks too", () => {
    const h = carrying(
      { condition: "electroShock", appliedAt: 0 },
      { condition: "burning", appliedAt: 0, rating: 2 },
    );
    expect(reduceOwnRating(h, "burning", { now: 5 })).toMatchObject({
      ok: false,
      error: {
        path: ["conditions", 0],
        message: "ElectroShock stops the character from lowering its own Burning",
      },
    });
  });
});

describe("prone (DE-COND-25)", () => {
  it("DE-COND-25: dropping prone adds Prone from now, logged, caused by the drop", () => {
    const r = dropProne(hero(), scripted([], 4));
    const prone = activeCondition({ condition: "prone", appliedAt: 4, source: "dropped prone" });
    expect(r).toEqual({
      ok: true,
      view: { ...hero(), conditions: [prone] },
      cost: 1,
      happenings: [{ kind: "conditionAdded", at: 4, condition: prone }],
    });
  });

  it("DE-COND-25: already prone, or immune to it: refused", () => {
    expect(dropProne(carrying({ condition: "prone", appliedAt: 0 }), scripted([], 4))).toEqual({
      ok: false,
      error: { code: "refused", path: ["conditions"], message: "the character is already prone" },
    });
    expect(dropProne(hero({ immunities: ["prone"] }), scripted([], 4))).toEqual({
      ok: false,
      error: { code: "refused", path: ["immunities"], message: "the character cannot be prone" },
    });
    // Another condition is no Prone; a Prone that has run out does not count.
    expect(dropProne(carrying({ condition: "bleed", appliedAt: 0, rating: 1 }), scripted([], 4)).ok).toBe(
      true,
    );
    expect(dropProne(carrying({ condition: "prone", appliedAt: 0, endsAt: 4 }), scripted([], 4)).ok).toBe(
      true,
    );
  });

  it("DE-COND-25: standing up removes Prone, logged", () => {
    const h = carrying({ condition: "prone", appliedAt: 0 }, { condition: "bleed", appliedAt: 0, rating: 1 });
    const r = standUp(h, 6);
    expect(r).toEqual({
      ok: true,
      view: { ...h, conditions: [h.conditions[1]] },
      cost: 2,
      happenings: [{ kind: "conditionRemoved", at: 6, condition: "prone", reason: "removed" }],
    });
  });

  it("DE-COND-25: not prone (or no longer): refused", () => {
    expect(standUp(carrying({ condition: "bleed", appliedAt: 0, rating: 1 }), 6).ok).toBe(false);
    expect(standUp(carrying({ condition: "prone", appliedAt: 0, endsAt: 6 }), 6)).toEqual({
      ok: false,
      error: { code: "refused", path: ["conditions"], message: "the character is not prone" },
    });
  });

  it("DE-COND-26: [narrative] no stealth advantage unless the GM gives it; the cover's bonus", () => {
    expect(proneSituational({ stealthAdvantage: false, cover: "threeQuarters" })).toEqual({
      stealthAdvantage: 0,
      cover: "threeQuarters",
      coverBonus: 5,
    });
  });
});
