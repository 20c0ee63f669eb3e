import { describe, expect, it } from "vitest";
import * as melee from "./melee.js";

describe("Slicer perks, at their edges", () => {
  it("DE-PERK-18 each degree of the save takes 1 off the Bleed rating, never below 0", () => {
    expect(melee.slicerBleed(13, 3)).toBe(2);
    expect(melee.slicerBleed(14, 3)).toBe(1);
    expect(melee.slicerBleed(20, 3)).toBe(0);
    expect(melee.slicerBleed(12, 3)).toBe(3);
    expect(melee.slicerBleed(10, 2, 10)).toBe(1);
    expect(melee.slicerBleed(9, 2, 10)).toBe(2);
    // A save failed by more than one takes nothing off, and adds nothing either.
    expect(melee.slicerBleed(11, 3)).toBe(3);
    expect(melee.slicerBleed(4, 1)).toBe(1);
  });

  it("DE-PERK-20 spending with no attack on offer changes nothing", () => {
    expect(melee.extraAttackSpend(melee.EXTRA_ATTACK_IDLE, 3)).toEqual({ weapon: null, spentSince: 0 });
    expect(melee.extraAttackSpend({ weapon: "sword", spentSince: 1 }, 3)).toEqual({
      weapon: "sword",
      spentSince: 4,
    });
  });

  it("DE-PERK-20 exactly 4 initiative later is still within the window; another weapon is not", () => {
    const sword = { weapon: "sword", melee: true, cost: 7 };
    expect(melee.extraAttackCost({ weapon: "sword", spentSince: 4 }, sword)).toEqual({
      cost: 3,
      state: { weapon: null, spentSince: 0 },
    });
    expect(melee.extraAttackCost({ weapon: "sword", spentSince: 5 }, sword)).toEqual({
      cost: 7,
      state: { weapon: "sword", spentSince: 0 },
    });
    expect(melee.extraAttackCost({ weapon: "axe", spentSince: 0 }, sword)).toEqual({
      cost: 7,
      state: { weapon: "sword", spentSince: 0 },
    });
  });

  it("DE-PERK-20 a ranged attack offers no discount afterwards", () => {
    const bow = { weapon: "bow", melee: false, cost: 6 };
    expect(melee.extraAttackCost(melee.EXTRA_ATTACK_IDLE, bow)).toEqual({
      cost: 6,
      state: { weapon: null, spentSince: 0 },
    });
  });

  it("DE-PERK-22..25 a stance's window runs from the attack for its duration", () => {
    expect(melee.stanceWindow(10, 15, { stanceIncludesTriggeringAttack: true })).toEqual({
      from: 10,
      until: 25,
      triggeringAttackIncluded: true,
    });
    expect(melee.stanceWindow(3, 15, { stanceIncludesTriggeringAttack: false })).toEqual({
      from: 3,
      until: 18,
      triggeringAttackIncluded: false,
    });
  });

  it("DE-PERK-27 no crit die, no Brutal Swing, even counted once per attack", () => {
    expect(melee.brutalSwingBonus(2, 0, { brutalSwingPerCritDie: false })).toBe(0);
    expect(melee.brutalSwingBonus(3, 1, { brutalSwingPerCritDie: false })).toBe(3);
    expect(melee.brutalSwingBonus(3, 2, { brutalSwingPerCritDie: true })).toBe(6);
  });

  it("DE-PERK-28 whole metres count; the minimum run may be given", () => {
    expect(melee.momentumBonus(4.5, 9)).toBe(4);
    expect(melee.momentumBonus(3.9, 9)).toBe(0);
    expect(melee.momentumBonus(3, 9, 3)).toBe(3);
    expect(melee.momentumBonus(2, 9, 3)).toBe(0);
  });

  it("DE-PERK-29 the save's DC may be given", () => {
    expect(melee.bluntForce(12, 10, 10)).toBe(12);
    expect(melee.bluntForce(12, 9, 10)).toBe(14);
  });

  it("DE-PERK-30 a negative Strength adds nothing", () => {
    expect(melee.recklessDamage(3, -1)).toBe(0);
    expect(melee.recklessDamage(-2, 3)).toBe(0);
    expect(melee.recklessDamage(1, 3)).toBe(1);
  });
});

describe("Lethal Edge, at its edges", () => {
  const attack = { stat: 5, attack: true, target: 18 };

  it("DE-PERK-31 a roll with no target is returned as it is", () => {
    const r = melee.declareLethalEdge({ stat: 5, attack: true }, [9, 6], { dice: 1 });
    expect([r.crit, r.total]).toEqual(["none", 20]);
  });

  it("DE-PERK-31 a die already critical uses no edge: the 9 beside a 10 becomes critical too", () => {
    const r = melee.declareLethalEdge(attack, [10, 9], { dice: 1 });
    expect([r.crit, r.total, r.critDamageBonus]).toEqual(["superCrit", 28, 2]);
  });

  it("DE-PERK-31 a die that was not kept gets no edge", () => {
    // Disadvantage: [9, 6, 9] keeps 6 and one 9; the edge goes to the kept 9 only.
    const r = melee.declareLethalEdge({ ...attack, target: 10, disadvantage: 1 }, [9, 6, 9], { dice: 1 });
    expect(r.crit).toBe("semiCrit");
    expect(r.dice.map((d) => d.kept)).toEqual([true, true, false]);
    expect(r.total).toBe(22);
  });

  it("DE-PERK-31 a kept die under the edge's threshold uses no edge: the 9 after it gets it", () => {
    // 5 + 9 + 5 = 19, and the 9 made critical adds its 2 (as the kept 9 above).
    const r = melee.declareLethalEdge({ ...attack, target: 10 }, [5, 9], { dice: 1 });
    expect(r.crit).toBe("semiCrit");
    expect(r.total).toBe(21);
  });

  it("DE-PERK-31 the edge's threshold and the normal threshold may both be given", () => {
    expect(melee.declareLethalEdge(attack, [8, 9], { dice: 1, threshold: 8 }).crit).toBe("semiCrit");
    expect(melee.declareLethalEdge(attack, [8, 9], { dice: 2, threshold: 8 }).crit).toBe("superCrit");
    expect(melee.declareLethalEdge(attack, [8, 7], { dice: 1 }).crit).toBe("none");
    // With the normal threshold at 11, a 10 is not critical by itself, so the edge reaches it.
    const high = melee.declareLethalEdge(attack, [10, 6], { dice: 1 }, { critThreshold: 11 });
    expect([high.crit, high.total]).toEqual(["semiCrit", 23]);
  });

  it("DE-PERK-31 no edge die at all leaves the first resolution", () => {
    expect(melee.declareLethalEdge(attack, [9, 6], { dice: 0 }).crit).toBe("none");
  });
});
