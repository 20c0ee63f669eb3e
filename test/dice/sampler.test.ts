// The totals-only sampler: compile(e)(rng) returns exactly roll(e, rngSource(rng)).total and
// leaves the generator in the same state, and refuses what the roller refuses.

import { describe, expect, it } from "vitest";
import { compile, isDiceError, Rng, rngSource, roll } from "../../src/dice/index.js";
import { thrown } from "./helpers/common.js";

// The totals-only sampler must consume the generator exactly like the roller.
const SAMPLER_EXPRESSIONS = [
  "d20",
  "3d6 + 2",
  "4d6kh3",
  "4d6kl1 - 2d4dh1",
  "5d10dl2",
  "10d6kh9",
  "100d6kh20",
  "100d6kh30",
  "70d6dh50",
  "40d6kl10",
  "6d6>=5",
  "8d10>=8f1",
  "4d6r1",
  "4d6ro<3",
  "20d1000r<=999",
  "3d6!",
  "3d6!!",
  "3d6!p",
  "3d6!!p{2}",
  "2d10!o>=9",
  "5d6!>=5kh3",
  "4d6min2max5",
  "4dF + d% + d{1,1,2,3}",
  "4dF>=1f=-1",
  "(1d4)d6",
  "d(1d6+2)!",
  "(1d3)d(1d8)kh2",
  "{1d6, 1d8, 1d10}kh2",
  "{3d6, 2d8}>=8f3",
  "{4d6+3d8}kh2",
  "{3d6!+2d4}>=4",
  "floor(3d6/2) + ceil(1d7/3) + round(1d5/2)",
  "max(1d6, 1d8) * min(1d4, 2) - abs(1d6 - 1d6)",
  "1d20+4 >= 15",
  "(1d6 = 6) + (2d6 < 7)",
  "d20cs>=19cf + 4d6sd",
  "6d6>=5!",
];

describe("compile() and roll() agree", () => {
  it.each(SAMPLER_EXPRESSIONS)("%s gives the same totals from the same seeds (200 seeds)", (expr) => {
    const sample = compile(expr);
    for (let seed = 0; seed < 200; seed++) {
      const rolled = roll(expr, rngSource(Rng.fromSeed(seed))).total;
      const a = Rng.fromSeed(seed);
      const b = Rng.fromSeed(seed);
      roll(expr, rngSource(b));
      expect(sample(a), `${expr} seed ${seed}`).toBe(rolled);
      // ...and leave the generator at the same point.
      expect(a.state()).toEqual(b.state());
    }
  });

  it("one compiled sampler can be reused across generators and draws", () => {
    const sample = compile("{4d6+3d8}kh2 + 3d6!");
    const rng = Rng.fromSeed("reuse");
    const rng2 = Rng.fromSeed("reuse");
    for (let i = 0; i < 200; i++)
      expect(sample(rng)).toBe(roll("{4d6+3d8}kh2 + 3d6!", rngSource(rng2)).total);
  });

  it.each([
    ["6000d6 + 6000d6", "more than 10,000 dice across terms"],
    ["3000d1000r<=999", "more than 200,000 throws counting rerolls"],
  ])("refuses what roll refuses: %s (%s)", (expr) => {
    expect(thrown(() => roll(expr, rngSource(Rng.fromSeed(1)))).code).toBe("too_many_dice");
    expect(thrown(() => compile(expr)(Rng.fromSeed(1))).code).toBe("too_many_dice");
  });

  it("refuses division by zero when it happens", () => {
    const sample = compile("1d6/(1d2-1)");
    const rng = Rng.fromSeed(1);
    let refused = 0;
    for (let i = 0; i < 50; i++) {
      try {
        sample(rng);
      } catch (e) {
        expect(isDiceError(e) && e.code).toBe("division_by_zero");
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(50);
  });
});
