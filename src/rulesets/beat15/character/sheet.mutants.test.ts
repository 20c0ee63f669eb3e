// Tests that kill mutants of sheet.ts that survived or went uncovered in
// `npm run mutate -- src/rulesets/beat15/character` (issue 21): the sheet's text as a whole (the
// existing tests looked at a few of its lines).

import { describe, expect, it } from "vitest";
import { parseOptions } from "./options.js";
import { parseCharacter } from "./schema.js";
import { describe as describeSheet } from "./sheet.js";

const character = (patch: Record<string, unknown>, o: ReturnType<typeof parseOptions>) =>
  parseCharacter({ schemaVersion: 1, ruleset: "beat15", name: "Ash", stats: {}, ...patch }, o);

describe("the Beat-15 sheet's text: what the mutants found open", () => {
  it("B15-RND-4 B15-SUP-6 every line: GM character, signed stats, Stress, Vitality, each kind of item, notes", () => {
    const o = parseOptions({ stressInputs: ["grit", "nerve"], vitalityInputs: ["grit", "wits"] });
    const c = character(
      {
        npc: true,
        stats: { grit: 3, nerve: -1, wits: 0 },
        items: [
          { name: "Kit", supplyDie: "d8", startingSupplyDie: "d10" },
          { name: "Oil", supplyDie: "empty", startingSupplyDie: "d6" },
          { name: "Rope" },
        ],
        notes: "Owes the ferryman",
      },
      o,
    );
    expect(describeSheet(c, o)).toEqual([
      "Ash (GM character)",
      "  Stats: grit +3, nerve -1, wits +0",
      "  Stress: 1",
      "  Vitality: 1",
      "  Kit: supply d8 (shrinks on 1–3 of 8: 3/8)",
      "  Oil: out of supplies (resupply: restore-starting-die)",
      "  Rope",
      "  Notes: Owes the ferryman",
    ]);
  });

  it("B15-RND-4 Stress and Vitality each show only when the table names their inputs; no stats, no notes", () => {
    const stressOnly = parseOptions({ stressInputs: ["grit", "grit"] });
    expect(describeSheet(character({ stats: { grit: 3 } }, stressOnly), stressOnly)).toEqual([
      "Ash",
      "  Stats: grit +3",
      "  Stress: 3",
    ]);
    const vitalityOnly = parseOptions({ vitalityInputs: ["grit", "grit"] });
    expect(describeSheet(character({ stats: { grit: 3 } }, vitalityOnly), vitalityOnly)).toEqual([
      "Ash",
      "  Stats: grit +3",
      "  Vitality: 3",
    ]);
    const plain = parseOptions({});
    expect(describeSheet(character({}, plain), plain)).toEqual(["Ash", "  Stats: none"]);
  });
});
