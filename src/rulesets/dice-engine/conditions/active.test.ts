import { describe, expect, it } from "vitest";
import { applyDamage } from "../damage/apply.js";
import { hero, scripted } from "../damage/testing/fixtures.js";
import { onBecomeActive, reduceOwnRating } from "./active.js";
import { advanceTime } from "./advance.js";
import { attackAgainstModifiers, whyCannotSpendInitiative } from "./effects.js";
import { type ActiveConditionInput, activeCondition } from "./state.js";

const carrying = (...cs: ActiveConditionInput[]) => hero({ conditions: cs });

describe("conditions when the bearer is active", () => {
  it("DE-COND-20: Incapacitated spends nothing; when active it burns 5, or only what is left", () => {
    const until13 = carrying({ condition: "incapacitated", appliedAt: 0, endsAt: 13 });
    expect(onBecomeActive(until13, scripted([], 10))).toMatchObject({ burn: 3, mayAct: false });
    const long = carrying({ condition: "incapacitated", appliedAt: 0, endsAt: 40 });
    expect(onBecomeActive(long, scripted([], 10))).toMatchObject({ burn: 5, mayAct: false });
    const open = carrying({ condition: "incapacitated", appliedAt: 0 });
    expect(onBecomeActive(open, scripted([], 10)).burn).toBe(5);
    expect(whyCannotSpendInitiative(long, 10)).toMatchObject({ code: "refused", path: ["conditions", 0] });
    expect(whyCannotSpendInitiative(long, 40)).toBeNull();
    expect(onBecomeActive(hero(), scripted([], 10))).toMatchObject({ burn: 0, mayAct: true });
  });

  it("DE-COND-28: gaining ElectroShock burns 5 initiative, once", () => {
    const shock = { condition: "electroShock" };
    const first = applyDamage(
      hero(),
      { parts: [{ amount: 0, type: "electric" }], conditions: [shock] },
      scripted([]),
    );
    expect(9 + first.initiative).toBe(14);
    const again = applyDamage(
      first.view,
      { parts: [{ amount: 0, type: "electric" }], conditions: [shock] },
      scripted([]),
    );
    expect(again.initiative).toBe(0);
  });

  it("DE-COND-29: when active, DC 15 Endurance: a failure paralyses for 5 (or less), a pass ends it", () => {
    const shocked = carrying({ condition: "electroShock", appliedAt: 0, endsAt: 30 });
    const fail = onBecomeActive(shocked, scripted([3, 4], 10));
    expect(fail.view.conditions).toMatchObject([
      { condition: "electroShock" },
      { condition: "paralysed", appliedAt: 10, endsAt: 15, source: "electroShock" },
    ]);
    expect(fail).toMatchObject({ burn: 5, mayAct: false });
    // Ending sooner: ElectroShock runs out at 12, so the paralysis lasts until 12.
    const short = onBecomeActive(
      carrying({ condition: "electroShock", appliedAt: 0, endsAt: 12 }),
      scripted([3, 4], 10),
    );
    expect(short.view.conditions[1]).toMatchObject({ condition: "paralysed", endsAt: 12 });
    expect(short.burn).toBe(2);
    // Passing ends ElectroShock; the character then acts.
    const pass = onBecomeActive(shocked, scripted([8, 7], 10));
    expect(pass.view.conditions).toEqual([]);
    expect(pass).toMatchObject({ burn: 0, mayAct: true });
    // At the next activation (15) the paralysis is over and the check comes again.
    const next = advanceTime(fail.view, 15, scripted([], 10));
    expect(next.view.conditions.map((c) => c.condition)).toEqual(["electroShock"]);
    expect(onBecomeActive(next.view, scripted([8, 7], 15)).mayAct).toBe(true);
  });

  it("DE-COND-30: Surprised burns 8 when first active and ends when next active", () => {
    const s = carrying({ condition: "surprised", appliedAt: 0 });
    expect(attackAgainstModifiers(s).dvType).toBe("surprised");
    const first = onBecomeActive(s, scripted([], 2));
    expect(first).toMatchObject({ burn: 8, mayAct: false });
    expect(2 + first.burn).toBe(10);
    expect(attackAgainstModifiers(first.view, 9).dvType).toBe("surprised");
    const second = onBecomeActive(first.view, scripted([], 10));
    expect(second).toMatchObject({ burn: 0, mayAct: true });
    expect(second.view.conditions).toEqual([]);
    expect(attackAgainstModifiers(second.view, 10).dvType).toBe("normal");
  });
});

describe("lowering one's own rating", () => {
  it("DE-COND-15: Burning: 7 initiative lowers it by 1 unless incapacitated, paralysed, restrained or electroshocked", () => {
    const burning = carrying({ condition: "burning", appliedAt: 0, rating: 2 });
    const r = reduceOwnRating(burning, "burning", { now: 5 });
    expect(r).toMatchObject({ ok: true, cost: 7 });
    if (!r.ok) return;
    expect(r.view.conditions).toMatchObject([{ condition: "burning", rating: 1 }]);
    const out = reduceOwnRating(r.view, "burning", { now: 12 });
    expect(out.ok && out.view.conditions).toEqual([]);
    for (const blocker of ["incapacitated", "paralysed", "restrained", "electroShock"]) {
      const held = carrying(
        { condition: "burning", appliedAt: 0, rating: 2 },
        { condition: blocker, appliedAt: 0 },
      );
      expect(reduceOwnRating(held, "burning", { now: 5 })).toMatchObject({
        ok: false,
        error: { code: "refused", path: ["conditions", 1] },
      });
    }
    // A blocker that has run out no longer blocks.
    const over = carrying(
      { condition: "burning", appliedAt: 0, rating: 2 },
      { condition: "restrained", appliedAt: 0, endsAt: 4 },
    );
    expect(reduceOwnRating(over, "burning", { now: 5 }).ok).toBe(true);
    expect(reduceOwnRating(hero(), "burning", { now: 5 })).toMatchObject({
      ok: false,
      error: { path: ["condition"] },
    });
    expect(reduceOwnRating(carrying({ condition: "prone", appliedAt: 0 }), "prone", { now: 5 }).ok).toBe(
      false,
    );
  });

  it("DE-COND-32: Bleed: the same 7-initiative self-help, ending at 0", () => {
    const r = reduceOwnRating(carrying({ condition: "bleed", appliedAt: 0, rating: 1 }), "bleed", { now: 0 });
    expect(r).toMatchObject({ ok: true, cost: 7 });
    expect(r.ok && r.happenings).toEqual([
      { kind: "conditionRemoved", at: 0, condition: "bleed", reason: "ratingZero" },
    ]);
    const shocked = carrying(
      { condition: "bleed", appliedAt: 0, rating: 3 },
      { condition: "electroShock", appliedAt: 0 },
    );
    expect(reduceOwnRating(shocked, "bleed", { now: 0 }).ok).toBe(false);
  });
});

// Keep the fixture helper honest: activeCondition fills every bookkeeping field.
it("DE-COND-1: an active condition is plain data with its cause", () => {
  expect(activeCondition({ condition: "prone", appliedAt: 3, source: "shove" })).toEqual({
    condition: "prone",
    appliedAt: 3,
    rating: null,
    endsAt: null,
    source: "shove",
    nextTickAt: null,
    nextDecayAt: null,
    activations: 0,
    breath: null,
  });
});
