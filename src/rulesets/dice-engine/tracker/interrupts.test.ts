import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { DODGE_COST, dodgedDamage, rollDodge } from "./dodge.js";
import { init, must, O, refusal, tracker } from "./test-helpers.js";
import { activeIds } from "./tracker.js";
import { act, BURNS, burn, incapacitatedBurn, interrupt, interruptCost } from "./turn.js";

describe("interrupts", () => {
  it("DE-INT-1: an interrupt is taken off-turn, at the current time, without changing who is active", () => {
    const t = tracker({ A: 8, B: 12 });
    const step = must(interrupt(t, "B", "dodge"));
    expect(step.events[0]).toEqual({ type: "interrupt", id: "B", interrupt: "dodge", cost: 2, at: 8 });
    expect(activeIds(step.tracker)).toEqual(["A"]);
  });

  it("DE-INT-1: an interrupt follows the other action rules (a custom one with its stated cost)", () => {
    const step = must(
      interrupt(tracker({ A: 8, B: 12 }), "B", { custom: "setting: overwatch shot", cost: 5 }),
    );
    expect(init(step.tracker, "B")).toBe(17);
    expect(refusal(interrupt(tracker({ A: 8 }), "Z", "dodge")).code).toBe("not_found");
  });

  it("DE-INT-2: interrupter at 12, current time 8, Dodge → 14", () => {
    const t = must(interrupt(tracker({ A: 8, B: 12 }), "B", "dodge")).tracker;
    expect(init(t, "B")).toBe(14);
    expect(t.time).toBe(8);
  });

  it("DE-INT-2: an interrupt with no stated cost costs 2", () => {
    expect(must(interruptCost({ custom: "duck" }))).toBe(2);
  });

  it("DE-INT-2: the active character's own interrupt can hand the turn over", () => {
    const t = must(interrupt(tracker({ A: 8, B: 9 }), "A", "dodge")).tracker;
    expect(activeIds(t)).toEqual(["B"]);
  });

  it("DE-INT-3: Dodge costs 2; 9 damage with Dodge:[12]: total 12 → 5 (half, rounded up); total 11 → 9", () => {
    expect(must(interruptCost("dodge"))).toBe(2);
    expect(DODGE_COST).toBe(2);
    // Agility +1: faces 5+6 → 12 meets Dodge:[12]; 4+6 → 11 does not.
    const hit = rollDodge({ stat: 1 }, 12, facesSource([5, 6]));
    expect(hit.total).toBe(12);
    expect(dodgedDamage(9, hit.dodged)).toBe(5);
    const miss = rollDodge({ stat: 1 }, 12, facesSource([4, 6]));
    expect(dodgedDamage(9, miss.dodged)).toBe(9);
  });

  it("DE-INT-4: perk interrupts: Martial Parry 2, Counter Attack 2, Get Down Mr President 1, Emergency Protocol 1", () => {
    const perks = ["martialParry", "counterAttack", "getDownMrPresident", "emergencyProtocol"];
    expect(perks.map((p) => must(interruptCost(p as never, { perks })))).toEqual([2, 2, 1, 1]);
    const t = must(interrupt(tracker({ A: 3, B: 10 }), "B", "getDownMrPresident", { perks })).tracker;
    expect(init(t, "B")).toBe(11);
  });

  it("DE-INT-4: Deadly Descent costs the attack it makes; the bolt costs what the setting says", () => {
    const perks = ["deadlyDescent", "evasionDance"];
    expect(must(interruptCost("deadlyDescent", { perks, attackCost: 7 }))).toBe(7);
    expect(refusal(interruptCost("deadlyDescent", { perks })).path).toEqual(["attackCost"]);
    expect(must(interruptCost("bolt", { perks, boltCost: 3 }))).toBe(3);
    // DE-PERK-46 Decision: no bolt in the setting → Evasion Dance has nothing to take.
    expect(refusal(interruptCost("bolt", { perks })).code).toBe("refused");
  });

  it("DE-INT-4: a perk interrupt needs its perk", () => {
    const e = refusal(interrupt(tracker({ A: 3, B: 10 }), "B", "martialParry"));
    expect(e.path).toEqual(["interrupt"]);
    expect(e.message).toMatch(/martialParry perk/);
  });

  it("DE-INT-5: an incapacitated character cannot take interrupts, nor act", () => {
    const t = tracker({ A: 3, B: 10 });
    expect(refusal(interrupt(t, "B", "dodge", { incapacitated: true })).message).toMatch(/incapacitated/);
    expect(refusal(act(t, "A", { kind: "wait", amount: 1 }, O, { incapacitated: true })).path).toEqual([
      "id",
    ]);
  });
});

describe("burns (C.10)", () => {
  it("DE-INIT-5: a forced burn moves a character up the tracker like any spend (Surprised 8, ElectroShock 5)", () => {
    expect(BURNS).toEqual({ incapacitatedBurn: 5, surprisedBurn: 8, electroShockBurn: 5 });
    let t = tracker({ S: 2, B: 6 });
    t = must(burn(t, "S", BURNS.surprisedBurn, "surprised")).tracker;
    expect(init(t, "S")).toBe(10);
    expect(activeIds(t)).toEqual(["B"]);
    t = must(burn(t, "S", BURNS.electroShockBurn, "electroshock")).tracker;
    expect(init(t, "S")).toBe(15);
    expect(refusal(burn(t, "S", -1, "oops")).path).toEqual(["amount"]);
  });

  it("DE-ACT-10: an incapacitated active character burns 5, or only up to the condition's end (C.10)", () => {
    expect(incapacitatedBurn(10, 13)).toBe(3);
    expect(incapacitatedBurn(10, 16)).toBe(5);
    expect(incapacitatedBurn(10, null)).toBe(5);
  });
});
