// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// what each Buff or Break d6 is thrown as, and the whole distribution of one to three dice.

import { describe, expect, it } from "vitest";
import type { DiceSource } from "../../../dice/index.js";
import { buffDistribution, rollBuffs } from "./buffs.js";

function scripted(faces: number[]): DiceSource & { names: string[] } {
  const names: string[] = [];
  let i = 0;
  return {
    names,
    roll(sides, name) {
      expect(sides).toEqual([1, 2, 3, 4, 5, 6]);
      names.push(name);
      return faces[i++]!;
    },
  };
}

describe("Lucidity Buffs and Breaks: what the mutants found open", () => {
  it("LUC-BB-3 each d6 is named a Buff or a Break; the highest counts, signed", () => {
    const buffs = scripted([3, 6, 1]);
    expect(rollBuffs(3, buffs)).toEqual({ net: 3, faces: [3, 6, 1], value: 6 });
    expect(buffs.names).toEqual(["d6 (Buff)", "d6 (Buff)", "d6 (Buff)"]);
    const breaks = scripted([2, 5]);
    expect(rollBuffs(-2, breaks)).toEqual({ net: -2, faces: [2, 5], value: -5 });
    expect(breaks.names).toEqual(["d6 (Break)", "d6 (Break)"]);
  });

  it("LUC-BB-3 P(highest of n d6 = k) = (k/6)ⁿ − ((k−1)/6)ⁿ for every k, signed for Breaks", () => {
    for (const net of [1, 2, 3, -1, -2]) {
      const n = Math.abs(net);
      const d = buffDistribution(net);
      expect([...d.keys()]).toEqual([1, 2, 3, 4, 5, 6].map((k) => (net > 0 ? k : -k)));
      for (let k = 1; k <= 6; k++) {
        let count = 0;
        for (let t = 0; t < 6 ** n; t++) {
          let high = 0;
          for (let j = 0, x = t; j < n; j++, x = Math.floor(x / 6)) high = Math.max(high, (x % 6) + 1);
          if (high === k) count++;
        }
        expect(d.get(net > 0 ? k : -k), `net ${net}, k ${k}`).toBeCloseTo(count / 6 ** n, 15);
      }
    }
    expect([...buffDistribution(0)]).toEqual([[0, 1]]);
  });
});
