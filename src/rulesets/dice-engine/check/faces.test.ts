import { describe, expect, it } from "vitest";
import { readD10Face } from "./faces.js";

describe("physical dice", () => {
  it("DE-ROLL-1 a printed 0 reads 10; on a tens die 00 reads 10 and 10…90 read 1…9", () => {
    expect(["0", "7"].map(readD10Face)).toEqual([10, 7]);
    expect(readD10Face("00")).toBe(10);
    expect(readD10Face("40")).toBe(4);
    expect(readD10Face("90")).toBe(9);
    expect(() => readD10Face("45")).toThrow();
  });
});
