// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// the rest dice as thrown and their exact odds.

import { describe, expect, it } from "vitest";
import type { DiceSource } from "../../../dice/index.js";
import { restHealingDist, rollRestHealing } from "./rest.js";

function scripted(faces: number[]): DiceSource & { names: string[] } {
  const names: string[] = [];
  let i = 0;
  return {
    names,
    roll(sides, name) {
      expect(sides).toEqual([1, 2, 3, 4]);
      names.push(name);
      return faces[i++]!;
    },
  };
}

describe("Lucidity rests: what the mutants found open", () => {
  it("LUC-REST-1, LUC-TRAIT-3 one d4 at the end of a long rest, a second one named for Fast Healer", () => {
    const plain = scripted([3, 4]);
    expect(rollRestHealing(false, plain)).toEqual([3]);
    expect(plain.names).toEqual(["d4 (rest)"]);
    const fast = scripted([3, 4]);
    expect(rollRestHealing(true, fast)).toEqual([3, 4]);
    expect(fast.names).toEqual(["d4 (rest)", "d4 (Fast Healer)"]);
  });

  it("LUC-REST-1, LUC-TRAIT-3 the healing's odds: 1d4, or 2d4 with Fast Healer", () => {
    expect([...restHealingDist(false)]).toEqual([1, 2, 3, 4].map((v) => [v, 0.25]));
    const two = restHealingDist(true);
    expect([...two.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (const [v, n] of [
      [2, 1],
      [5, 4],
      [8, 1],
    ] as const)
      expect(two.get(v)).toBeCloseTo(n / 16, 15);
  });
});
