import { describe, expect, it } from "vitest";
import { expandExpression } from "./expression.js";

describe("dice expressions, at their edges", () => {
  it("DE-ROLL-2 a name's value goes in as a number; only a negative one is bracketed", () => {
    expect(expandExpression("1d6+X", { X: 0 })).toBe("1d6+0");
    expect(expandExpression("1d6+X", { X: 2 })).toBe("1d6+2");
    expect(expandExpression("1d6+X", { X: -1 })).toBe("1d6+(-1)");
  });

  it("DE-ROLL-2 XdY: a rating of any length in front of the dice operator, any core die after it", () => {
    expect(expandExpression("bleedd4", { bleed: 2 })).toBe("2d4");
    expect(expandExpression("Xd12+1", { X: 3 })).toBe("3d12+1");
    expect(expandExpression("d8+d6")).toBe("d8+d6");
  });

  it("DE-ROLL-2 a word that only starts like a die is an unknown name, said whole", () => {
    expect(() => expandExpression("1d6x")).toThrow(new RangeError('unknown name "d6x" in "1d6x"'));
    expect(() => expandExpression("1d6+luck")).toThrow(new RangeError('unknown name "luck" in "1d6+luck"'));
    expect(() => expandExpression("Yd4", { X: 1 })).toThrow(new RangeError('unknown name "Y" in "Yd4"'));
    // A rating, a die, then more letters is one unknown word, not "X" and a d4.
    expect(() => expandExpression("Xd4abc", { X: 3 })).toThrow(
      new RangeError('unknown name "Xd4abc" in "Xd4abc"'),
    );
  });

  it("DE-ROLL-2 a name's value must be a whole number", () => {
    expect(() => expandExpression("1d6+X", { X: 1.5 })).toThrow(
      new RangeError('"X" must be a whole number, got 1.5'),
    );
    expect(() => expandExpression("Xd6", { X: 0.5 })).toThrow(
      new RangeError('"X" must be a whole number, got 0.5'),
    );
  });

  it("DE-ROLL-2 a die size outside d4…d12 is refused, naming the die and the expression", () => {
    expect(() => expandExpression("1d20")).toThrow(new RangeError('d20 is not a core die (in "1d20")'));
    expect(() => expandExpression("Xd3", { X: 2 })).toThrow(
      new RangeError('d3 is not a core die (in "Xd3")'),
    );
    expect(() => expandExpression("1d6+1d100")).toThrow(
      new RangeError('d100 is not a core die (in "1d6+1d100")'),
    );
  });
});
