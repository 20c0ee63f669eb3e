import { describe, expect, it } from "vitest";
import { readD10Face } from "./faces.js";

describe("physical dice, at their edges", () => {
  it("DE-ROLL-1 spaces around a printed face are ignored", () => {
    expect(readD10Face(" 7 ")).toBe(7);
    expect(readD10Face(" 0")).toBe(10);
    expect(readD10Face("30 ")).toBe(3);
  });

  it("DE-ROLL-1 only one digit, or a digit and a 0, is a d10 face; anything else is refused by name", () => {
    expect(() => readD10Face("45")).toThrow(new RangeError('"45" is not a d10 face'));
    expect(() => readD10Face("100")).toThrow(new RangeError('"100" is not a d10 face'));
    expect(() => readD10Face("405")).toThrow(new RangeError('"405" is not a d10 face'));
    expect(() => readD10Face("x7")).toThrow(new RangeError('"x7" is not a d10 face'));
    expect(() => readD10Face("7x")).toThrow(new RangeError('"7x" is not a d10 face'));
    expect(() => readD10Face("")).toThrow(new RangeError('"" is not a d10 face'));
  });
});
