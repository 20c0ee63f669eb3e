// Throws pinned at their edges: the range and DC at each bound (twice the range allowed, a started
// metre counted), every field of the result on target, caught and scattered, the distance the map
// gives, the reroll's own measure, and a landing no face can bring nearer (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import type { ScatterFrame, Vec } from "./scatter.js";
import { faces, must, O, opts, refusal } from "./test-fixtures.js";
import {
  euclidean,
  rollThrow,
  THROW_SCATTER_RATING,
  type ThrowRequest,
  throwDc,
  throwRange,
} from "./throw.js";

const east: ScatterFrame = { grid: "square", face1: [1, 0] };

const toss = (req: Partial<ThrowRequest>, list: number[], o = O) => {
  const src = faces(list);
  const r = must(
    rollThrow({ strength: { stat: 0 }, thrower: [0, 0], target: [10, 0], frame: east, ...req }, src, o),
  );
  src.done();
  return r;
};

describe("DE-THROW-2..5: range and DC", () => {
  it("the range is 10 + Strength + the object's change; none by default", () => {
    expect(throwRange(0)).toBe(10);
    expect(throwRange(3, -2)).toBe(11);
    expect(THROW_SCATTER_RATING).toBe(2);
  });

  it("within the range no roll; a started metre beyond counts; exactly twice the range is allowed, beyond refused in words", () => {
    expect(throwDc(10, 10)).toEqual({ ok: true, value: null });
    expect(must(throwDc(10, 10.2))).toBe(11);
    expect(must(throwDc(10, 11))).toBe(11);
    expect(must(throwDc(10, 20))).toBe(20);
    expect(refusal(throwDc(10, 20.5))).toEqual({
      code: "refused",
      path: ["distance"],
      message: "20.5 m is beyond twice the throwing range (20 m)",
    });
  });

  it("the straight line between two points", () => {
    expect(euclidean([1, 2], [4, 6])).toBe(5);
    expect(euclidean([4, 6], [1, 2])).toBe(5);
  });
});

describe("DE-THROW-1..7: the throw", () => {
  it("within range: every field, the catcher named or nobody", () => {
    expect(toss({}, [])).toEqual({
      cost: 5,
      range: 10,
      distance: 10,
      dc: null,
      check: null,
      onTarget: true,
      scatter: null,
      landing: [10, 0],
      caughtBy: null,
    });
    expect(toss({ catcher: "ally" }, []).caughtBy).toBe("ally");
  });

  it("the map's distance replaces the straight line (a path around a wall needs a roll)", () => {
    const r = toss({ distance: 12 }, [6, 6]);
    expect([r.distance, r.dc, r.onTarget, r.landing]).toEqual([12, 12, true, [10, 0]]);
  });

  it("a made Strength check: on target, the check kept, caught by a friend there", () => {
    const r = toss({ target: [12, 0], catcher: "ally", strength: { stat: 1, modifiers: [1] } }, [5, 5]);
    expect([r.dc, r.check!.total, r.check!.outcome!.success, r.onTarget, r.scatter, r.caughtBy]).toEqual([
      11,
      12,
      true,
      true,
      null,
      "ally",
    ]);
    // One short of DC 11: it scatters (rating 2: face 5 is back towards the thrower, 1 + 2 m).
    const short = toss({ target: [12, 0], catcher: "ally", strength: { stat: 1 } }, [5, 4, 5, 1, 2]);
    expect(short).toMatchObject({ onTarget: false, caughtBy: null, landing: [9, 0] });
    expect(short.scatter).toEqual({
      directions: [{ face: 5, bearing: 180, vector: [-1, 0] }],
      dice: [1, 2],
      metres: 3,
      noNearerDirection: false,
    });
  });

  it("DE-THROW-6: a landing exactly as far as the target stands; only a farther one is rolled again", () => {
    // Target (12, 0), 2 m scatter: face 3 (south) lands at (12, −2), farther → rerolled; face 7 (north) too;
    // face 5 (west) lands at (10, 0), nearer.
    const r = toss({ target: [12, 0] }, [1, 2, 3, 1, 1, 7, 5]);
    expect(r.scatter!.directions.map((d) => d.face)).toEqual([3, 7, 5]);
    expect(r.landing).toEqual([10, 0]);
    // With a measure along x only, north and south are as far as the target: the first stands.
    const alongX = (a: Vec, b: Vec) => Math.abs(a[0] - b[0]);
    const flat = toss({ target: [12, 0], measure: alongX }, [1, 2, 3, 1, 1]);
    expect(flat.scatter!.directions.map((d) => d.face)).toEqual([3]);
    expect(flat.landing).toEqual([12, -2]);
    expect(flat.distance).toBe(12);
  });

  it("DE-THROW-6: when no face could land nearer, the first roll stands and says so", () => {
    // A measure that grows with any scatter: every landing is farther than the target.
    const away = (a: Vec, b: Vec) => euclidean(a, b) + (b[1] === 0 && b[0] === 12 ? 0 : 100);
    const r = toss({ target: [12, 0], measure: away }, [1, 2, 3, 1, 1]);
    expect(r.scatter!.directions.map((d) => d.face)).toEqual([3]);
    expect(r.scatter!.noNearerDirection).toBe(true);
  });

  it("DE-THROW-6: every face of the die is tried for a nearer landing, the last one too", () => {
    // Face 1 north: only face 8 (north-west) lands where this measure counts as nearer.
    const frame: ScatterFrame = { grid: "square", face1: [0, 1] };
    const onlyNorthWest = (_a: Vec, b: Vec) => (b[0] < 11 && b[1] > 1 ? 0 : 50);
    const r = toss({ target: [12, 0], distance: 12, frame, measure: onlyNorthWest }, [1, 2, 3, 1, 1, 8]);
    expect(r.scatter!.directions.map((d) => d.face)).toEqual([3, 8]);
    expect(r.scatter!.noNearerDirection).toBe(false);
  });

  it("DE-SCAT-1: a rerolled direction the die cannot show is refused, not used", () => {
    const list = [1, 2, 3, 1, 1, 9];
    const bad = { roll: () => list.shift()! };
    expect(
      refusal(rollThrow({ strength: { stat: 0 }, thrower: [0, 0], target: [12, 0], frame: east }, bad, O)),
    ).toEqual({ code: "invalid", path: ["face"], message: "a d8 shows 1–8, not 9" });
  });

  it("DE-THROW-6: the option none keeps a farther landing", () => {
    const r = toss({ target: [12, 0] }, [1, 2, 3, 1, 1], opts({ throwScatterReroll: "none" }));
    expect(r.scatter!.directions.map((d) => d.face)).toEqual([3]);
    expect(r.landing).toEqual([12, -2]);
  });

  it("DE-SCAT-1: a hex frame scatters with a d6; a frame with no direction is refused", () => {
    const hex: ScatterFrame = { grid: "hex", face1: [1, 0] };
    const r = toss({ target: [12, 0], frame: hex }, [1, 2, 4, 1, 1]);
    expect(r.scatter!.directions.map((d) => [d.face, d.bearing])).toEqual([[4, 180]]);
    expect(r.landing).toEqual([10, 0]);
    expect(
      refusal(
        rollThrow(
          {
            strength: { stat: 0 },
            thrower: [0, 0],
            target: [12, 0],
            frame: { grid: "square", face1: [0, 0] },
          },
          faces([1, 2, 3]),
          O,
        ),
      ).path,
    ).toEqual(["frame", "face1"]);
  });
});
