import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../../dice/index.js";
import { scatterDistanceOdds, throwOdds } from "./odds.js";
import { rollScatter, type ScatterFrame, scatterDieSides, scatterDirection } from "./scatter.js";
import { faces, must, O, opts, refusal } from "./test-fixtures.js";
import { rollThrow, type ThrowRequest, throwDc, throwRange } from "./throw.js";

const east: ScatterFrame = { grid: "square", face1: [1, 0] };

describe("throwing", () => {
  const toss = (req: Partial<ThrowRequest>, list: number[], o = O) => {
    const src = faces(list);
    const r = must(
      rollThrow({ strength: { stat: 2 }, thrower: [0, 0], target: [12, 0], frame: east, ...req }, src, o),
    );
    src.done();
    return r;
  };

  it("DE-THROW-1: a Throw costs 5 and places the object at a point; it deals no damage itself", () => {
    const r = toss({}, []);
    expect(r.cost).toBe(5);
    expect(r.landing).toEqual([12, 0]);
    expect(r).not.toHaveProperty("damage");
  });

  it("DE-THROW-2: the throwing range is 10 + Strength: Strength 2 → 12; −4 → 6", () => {
    expect(throwRange(2)).toBe(12);
    expect(throwRange(-4)).toBe(6);
  });

  it("DE-THROW-3: R 12, d 12 → on target with no roll (ranges are inclusive)", () => {
    expect(must(throwDc(12, 12))).toBeNull();
    const r = toss({ target: [12, 0] }, []);
    expect([r.onTarget, r.check]).toEqual([true, null]);
  });

  it("DE-THROW-4: R 12, d 15 → a Strength check against DC 13; failing scatters with rating 2", () => {
    expect(must(throwDc(12, 15))).toBe(13);
    // Strength 2: 6 + 5 + 2 = 13 meets DC 13.
    const made = toss({ target: [15, 0] }, [6, 5]);
    expect([made.dc, made.onTarget, made.landing]).toEqual([13, true, [15, 0]]);
    // 3 + 5 + 2 = 10: scatter, face 5 (west, back towards the thrower), 2d4 = 1 + 1 → 2 m.
    const missed = toss({ target: [15, 0] }, [3, 5, 5, 1, 1]);
    expect(missed.onTarget).toBe(false);
    expect(missed.scatter!.dice).toEqual([1, 1]);
    expect(missed.landing).toEqual([13, 0]);
  });

  it("DE-THROW-4: the odds of landing on target are the Strength check's against the DC", () => {
    const o = must(throwOdds({ stat: 2 }, 12, 15, O));
    expect(o.dc).toBe(13);
    // 2d10 + 2 ≥ 13 ⇔ 2d10 ≥ 11 (with crits): counted by the check core.
    expect(o.onTarget).toBeCloseTo(0.55, 12);
    expect(must(throwOdds({ stat: 2 }, 12, 10, O))).toEqual({ dc: null, onTarget: 1 });
  });

  it("DE-THROW-5: R 12, d 25 → refused (beyond 2R); object data may change R", () => {
    expect(refusal(throwDc(12, 25))).toMatchObject({ code: "refused", path: ["distance"] });
    expect(
      refusal(
        rollThrow({ strength: { stat: 2 }, thrower: [0, 0], target: [25, 0], frame: east }, faces([]), O),
      ).path,
    ).toEqual(["distance"]);
    expect(toss({ target: [25, 0], rangeModifier: 1 }, [10, 10]).range).toBe(13);
  });

  it("DE-THROW-6: thrower (0,0), target (15,0): first direction +x, 2d4 = 2+3 → (20,0) is farther → reroll; then −x → (10,0)", () => {
    const r = toss({ target: [15, 0] }, [2, 3, 1, 2, 3, 5]);
    expect(r.scatter!.directions.map((d) => d.face)).toEqual([1, 5]);
    expect(r.scatter!.metres).toBe(5);
    expect(r.landing).toEqual([10, 0]);
  });

  it("DE-THROW-6: with throwScatterReroll none the first landing stands", () => {
    const r = toss({ target: [15, 0] }, [2, 3, 1, 2, 3], opts({ throwScatterReroll: "none" }));
    expect(r.landing).toEqual([20, 0]);
  });

  it("DE-THROW-6: seeded dice always end nearer than the target (or as near)", () => {
    const rng = Rng.fromSeed("throw-6");
    for (let i = 0; i < 200; i++) {
      const r = must(
        rollThrow(
          { strength: { stat: -4 }, thrower: [0, 0], target: [11, 3], frame: east },
          rngSource(rng),
          O,
        ),
      );
      if (!r.onTarget) expect(Math.hypot(...r.landing)).toBeLessThanOrEqual(Math.hypot(11, 3) + 1e-9);
    }
  });

  it("DE-THROW-7: a throw to a friend that lands on target is caught, at 0 initiative", () => {
    expect(toss({ catcher: "ally" }, []).caughtBy).toBe("ally");
    expect(toss({ target: [15, 0], catcher: "ally" }, [3, 5, 5, 1, 1]).caughtBy).toBeNull();
  });
});

describe("scatter", () => {
  it("DE-SCAT-1: a d8 on square grids, a d6 on hex grids; face 1 points away from the GM (the frame's face1)", () => {
    expect(scatterDieSides("square")).toBe(8);
    expect(scatterDieSides("hex")).toBe(6);
    const north: ScatterFrame = { grid: "square", face1: [0, 1] };
    expect(must(scatterDirection(1, north, O)).vector).toEqual([0, 1]);
    expect(refusal(scatterDirection(7, { grid: "hex", face1: [0, 1] }, O)).path).toEqual(["face"]);
    expect(refusal(scatterDirection(1, { grid: "hex", face1: [0, 0] }, O)).path).toEqual(["frame", "face1"]);
  });

  it("DE-SCAT-2: faces run clockwise seen from above in 45° steps (60° on hex); the option reverses them", () => {
    const north: ScatterFrame = { grid: "square", face1: [0, 1] };
    const v = (f: number, o = O) => must(scatterDirection(f, north, o)).vector;
    expect(v(3)).toEqual([1, 0]); // 90° clockwise from north is east
    expect(v(5)).toEqual([0, -1]);
    expect(v(7)).toEqual([-1, 0]);
    const s = Math.SQRT1_2;
    expect(v(2)[0]).toBeCloseTo(s, 12);
    expect(v(2)[1]).toBeCloseTo(s, 12);
    expect(v(3, opts({ scatterNumbering: "counterClockwise" }))).toEqual([-1, 0]);
    expect(must(scatterDirection(4, { grid: "hex", face1: [0, 1] }, O)).bearing).toBe(180);
  });

  it("DE-SCAT-3: the distance is (rating) d4 metres: rating 2, faces 3 and 4 → 7 m", () => {
    const src = faces([1, 3, 4]);
    const r = must(rollScatter(2, east, src, O));
    src.done();
    expect(r.metres).toBe(7);
    expect(r.offset).toEqual([7, 0]);
    const odds = scatterDistanceOdds(2);
    expect(odds.map(([v]) => v)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(odds.find(([v]) => v === 5)![1]).toBeCloseTo(4 / 16, 12);
  });
});
