// Scatter pinned face by face: every direction of both dice in both numberings, a face 1 of any
// length, each refusal with its field and words, the dice drawn and the offset (mutation testing,
// issue 21).
import { describe, expect, it } from "vitest";
import {
  rollScatter,
  rollScatterDirection,
  rollScatterDistance,
  type ScatterFrame,
  scatterDirection,
} from "./scatter.js";
import { faces, must, O, opts, refusal } from "./test-fixtures.js";

const north: ScatterFrame = { grid: "square", face1: [0, 5] };
const h = Math.SQRT1_2;

describe("DE-SCAT-1/2: directions", () => {
  it("a d8 clockwise from face 1 (north, given at any length) in 45° steps", () => {
    const dirs = [1, 2, 3, 4, 5, 6, 7, 8].map((f) => must(scatterDirection(f, north, O)));
    expect(dirs.map((d) => d.bearing)).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    const want = [
      [0, 1],
      [h, h],
      [1, 0],
      [h, -h],
      [0, -1],
      [-h, -h],
      [-1, 0],
      [-h, h],
    ];
    dirs.forEach((d, i) => {
      expect(d.face).toBe(i + 1);
      expect(d.vector[0]).toBeCloseTo(want[i]![0]!, 12);
      expect(d.vector[1]).toBeCloseTo(want[i]![1]!, 12);
    });
  });

  it("counter-clockwise under the option; a d6 on hex grids in 60° steps", () => {
    const ccw = opts({ scatterNumbering: "counterClockwise" });
    expect(must(scatterDirection(3, north, ccw)).vector).toEqual([-1, 0]);
    const hex: ScatterFrame = { grid: "hex", face1: [2, 0] };
    const d = [1, 2, 3, 4, 5, 6].map((f) => must(scatterDirection(f, hex, O)));
    expect(d.map((x) => x.bearing)).toEqual([0, 60, 120, 180, 240, 300]);
    expect(d[1]!.vector[0]).toBeCloseTo(0.5, 12);
    expect(d[1]!.vector[1]).toBeCloseTo(-Math.sqrt(3) / 2, 12);
    expect(must(scatterDirection(2, hex, ccw)).vector[1]).toBeCloseTo(Math.sqrt(3) / 2, 12);
  });

  it("rounding leaves exact axes exact, and no negative zero", () => {
    const v = must(scatterDirection(5, north, O)).vector;
    expect(v).toEqual([0, -1]);
    expect(Object.is(v[0], 0)).toBe(true);
    const w = must(scatterDirection(3, { grid: "square", face1: [0, -1] }, O)).vector;
    expect(Object.is(w[1], 0)).toBe(true);
    expect(w[0]).toBe(-1);
    const tilted = must(scatterDirection(1, { grid: "square", face1: [3, 4] }, O)).vector;
    expect(tilted).toEqual([0.6, 0.8]);
  });

  it("faces the die cannot show and a face 1 with no direction are refused in words", () => {
    expect(refusal(scatterDirection(0, north, O))).toEqual({
      code: "invalid",
      path: ["face"],
      message: "a d8 shows 1–8, not 0",
    });
    expect(refusal(scatterDirection(9, north, O)).message).toBe("a d8 shows 1–8, not 9");
    expect(refusal(scatterDirection(1.5, north, O)).path).toEqual(["face"]);
    expect(refusal(scatterDirection(7, { grid: "hex", face1: [1, 0] }, O)).message).toBe(
      "a d6 shows 1–6, not 7",
    );
    expect(must(scatterDirection(8, north, O)).face).toBe(8);
    expect(must(scatterDirection(6, { grid: "hex", face1: [1, 0] }, O)).face).toBe(6);
    expect(refusal(scatterDirection(1, { grid: "square", face1: [0, 0] }, O))).toEqual({
      code: "invalid",
      path: ["frame", "face1"],
      message: "face 1 needs a direction",
    });
  });
});

describe("DE-SCAT-1..3: rolling", () => {
  it("the direction die has the grid's faces and says what it is for", () => {
    const seen: [number[], string | undefined][] = [];
    const spy = {
      roll(f: readonly number[], name?: string) {
        seen.push([[...f], name]);
        return f.length;
      },
    };
    expect(must(rollScatterDirection({ grid: "hex", face1: [1, 0] }, spy as never, O)).face).toBe(6);
    expect(rollScatterDistance(2, spy as never)).toEqual({ dice: [4, 4], metres: 8 });
    expect(seen).toEqual([
      [[1, 2, 3, 4, 5, 6], "d6 (scatter direction)"],
      [[1, 2, 3, 4], "d4 (scatter distance)"],
      [[1, 2, 3, 4], "d4 (scatter distance)"],
    ]);
  });

  it("direction first, then (rating) d4 metres, and the offset they make", () => {
    const src = faces([2, 3, 1, 4]);
    const s = must(rollScatter(3, north, src, O));
    src.done();
    expect(s.direction.face).toBe(2);
    expect([s.dice, s.metres]).toEqual([[3, 1, 4], 8]);
    expect(s.offset[0]).toBeCloseTo(8 * h, 10);
    expect(s.offset[1]).toBeCloseTo(8 * h, 10);
    const still = must(rollScatter(0, north, faces([5]), O));
    expect([still.dice, still.metres, still.offset]).toEqual([[], 0, [0, 0]]);
    expect(must(rollScatter(1, north, faces([7, 2]), O)).offset).toEqual([-2, 0]);
  });

  it("a rating that is not a whole number ≥ 0 is refused before any die; a bad frame after the direction die", () => {
    expect(refusal(rollScatter(-1, north, faces([]), O))).toEqual({
      code: "invalid",
      path: ["rating"],
      message: "a scatter rating is a whole number ≥ 0, got -1",
    });
    expect(refusal(rollScatter(1.5, north, faces([]), O)).message).toBe(
      "a scatter rating is a whole number ≥ 0, got 1.5",
    );
    expect(refusal(rollScatter(1, { grid: "square", face1: [0, 0] }, faces([1]), O)).path).toEqual([
      "frame",
      "face1",
    ]);
  });
});
