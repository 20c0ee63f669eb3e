import { describe, expect, it } from "vitest";
import { CORE_PERKS } from "../catalogue/perks.js";
import { ATTACK_ACTION_COSTS, INTERACT_ACTION_COSTS, INTERRUPT_ROWS, OTHER_COST_ROWS } from "./costs.js";

describe("the cost tables (C.8–C.11)", () => {
  it("DE-ACT-2: C.8 has the 12 attack actions as printed", () => {
    expect(ATTACK_ACTION_COSTS.map((r) => [r.name, r.cost])).toEqual([
      ["Quick Attack", 3],
      ["Light Attack", 4],
      ["Grapple", 5],
      ["Standard Attack", 5],
      ["Seeking Attack", 5],
      ["Sustained Attack", 5],
      ["Throw", 5],
      ["Strong Attack", 6],
      ["Overcharged Attack", 6],
      ["Heavy Attack", 7],
      ["Precision Attack", 8],
      ["Spray Attack", 10],
    ]);
  });

  it("DE-ACT-8: C.9 has the 11 interact actions", () => {
    expect(INTERACT_ACTION_COSTS).toHaveLength(11);
    expect(INTERACT_ACTION_COSTS.find((r) => r.id === "drop")!.cost).toBe(0);
  });

  it("DE-ACT-10: C.10 has the 26 other costs and burns", () => {
    expect(OTHER_COST_ROWS).toHaveLength(26);
    const costs = Object.fromEntries(OTHER_COST_ROWS.map((r) => [r.id, r.cost]));
    expect(costs).toMatchObject({
      moveRun: 2,
      moveJog: 4,
      moveWalk: 6,
      hold: "held",
      wait: "chosen",
      complex: "dc",
      interrupt: 2,
      dodge: 2,
      shove: 5,
      takedown: 5,
      firstAid: 10,
      vibrationAwareness: 5,
      martialThrow: 5,
      battlefieldTransfusion: 10,
      surprisedBurn: 8,
    });
  });

  it("DE-INT-4: C.11 has the 7 interrupts, and every interrupt a core perk grants is in it at the same cost", () => {
    expect(INTERRUPT_ROWS.map((r) => r.id)).toEqual([
      "dodge",
      "martialParry",
      "counterAttack",
      "getDownMrPresident",
      "emergencyProtocol",
      "deadlyDescent",
      "bolt",
    ]);
    const granted = CORE_PERKS.flatMap((p) =>
      p.effects.flatMap((e) => (e.kind === "interrupt" ? [{ perk: p.id, ...e }] : [])),
    );
    expect(granted.length).toBeGreaterThan(0);
    for (const g of granted) {
      const row = INTERRUPT_ROWS.find((r) => r.id === g.interrupt);
      expect(row, g.interrupt).toBeDefined();
      expect(row!.perk).toBe(g.perk);
      expect(typeof row!.cost === "number" ? row!.cost : null).toBe(g.initiative);
    }
  });
});
