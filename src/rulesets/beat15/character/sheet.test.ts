// The sheet: labels, Stress and Vitality when the table names their inputs, supply state.

import { describe, expect, it } from "vitest";
import { parseOptions } from "./options.js";
import { parseCharacter } from "./schema.js";
import { derive, describe as describeSheet } from "./sheet.js";

const sheet = (o = parseOptions({})) =>
  parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "beat15",
      name: "Ash",
      stats: { grit: 3, nerve: 1, wits: 2 },
      items: [
        { name: "Kit", supplyDie: "d8", startingSupplyDie: "d10" },
        { name: "Oil", supplyDie: "empty", startingSupplyDie: "d6" },
        { name: "Rope" },
      ],
    },
    o,
  );

describe("sheet", () => {
  it("B15-RND-4 Stress and Vitality are absent until the table names their inputs", () => {
    const d = derive(sheet(), parseOptions({}));
    expect(d.stress).toBeNull();
    expect(d.vitality).toBeNull();
  });

  it("B15-RND-4 (book) inputs 3 and 1 → 2; inputs 3 and 2 → 2", () => {
    const o = parseOptions({ stressInputs: ["grit", "nerve"], vitalityInputs: ["grit", "wits"] });
    const d = derive(sheet(o), o);
    expect(d.stress).toBe(2);
    expect(d.vitality).toBe(2);
    expect(describeSheet(sheet(o), o)).toContain("  Stress: 2");
  });

  it("B15-SUP-6 shows each item's supply die, its chance to shrink, and Empty as out of supplies", () => {
    const d = derive(sheet(), parseOptions({}));
    expect(d.items).toEqual([
      {
        name: "Kit",
        supplyDie: "d8",
        startingSupplyDie: "d10",
        outOfSupplies: false,
        stepDownChance: "3/8",
        resupply: "restore-starting-die",
      },
      {
        name: "Oil",
        supplyDie: "empty",
        startingSupplyDie: "d6",
        outOfSupplies: true,
        stepDownChance: null,
        resupply: "restore-starting-die",
      },
      {
        name: "Rope",
        supplyDie: null,
        startingSupplyDie: null,
        outOfSupplies: false,
        stepDownChance: null,
        resupply: "restore-starting-die",
      },
    ]);
    const lines = describeSheet(sheet(), parseOptions({}));
    expect(lines[0]).toBe("Ash");
    expect(lines).toContain("  Stats: grit +3, nerve +1, wits +2");
    expect(lines).toContain("  Oil: out of supplies (resupply: restore-starting-die)");
  });

  it("B15-INTRO-1 stats show in the table's order with its labels", () => {
    const o = parseOptions({
      stats: [
        { id: "wits", label: "Wits" },
        { id: "grit", label: "Grit" },
        { id: "nerve", label: "Nerve" },
      ],
      statLabels: { grit: "True Grit" },
    });
    expect(derive(sheet(o), o).stats).toEqual([
      { id: "wits", label: "Wits", value: 2 },
      { id: "grit", label: "True Grit", value: 3 },
      { id: "nerve", label: "Nerve", value: 1 },
    ]);
  });
});
