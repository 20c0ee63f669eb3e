// Tests that kill mutants of roll.ts that survived `npm run mutate -- src/rulesets/objects/dice`
// (issue 21): each pins a rule the existing tests left open. The survivors that no test can kill
// are listed as equivalent in docs/mutation.md.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { opts } from "../testing/helpers.js";
import { effectiveDifficulty, rollTask } from "./roll.js";

const d6 = { sides: 6, targetNumber: 5 };

describe("rolling a pool: what the mutants found open", () => {
  it("OBJ-ROLL-8 minimumDifficulty 1 raises task difficulties only: a damage threshold of 0 stays 0", () => {
    const o = opts({ minimumDifficulty: 1 });
    expect(effectiveDifficulty(0, 3, o, "task")).toBe(1);
    expect(effectiveDifficulty(0, 3, o, "damage")).toBe(0);
  });

  it("OBJ-ROLL-3 each die thrown is named for the dice source by its sides and the pool's label", () => {
    const few = () => facesSource([5]);
    const run = (label?: string) => () =>
      rollTask({ size: 2, impossible: null }, 1, d6, few(), opts(), label);
    // A scripted source that runs out says which die it was asked for.
    expect(run()).toThrow("the next one is for a d6 (pool)");
    expect(run("attack")).toThrow("the next one is for a d6 (attack)");
  });
});
