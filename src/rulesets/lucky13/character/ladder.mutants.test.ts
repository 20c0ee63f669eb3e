// Mutation tests (issue 21): the die ladder's small helpers (L13-DICE-1, 3, L13-ABIL-11), the IDs made
// from names (L13-GEN-2) and the signed numbers of the logs.

import { describe, expect, it } from "vitest";
import { countDice, dieAt, dieIndex, faces, formatDice, isDie, largestDie, nextDie } from "./ladder.js";
import { signed } from "./outcome.js";
import { idFromName, idSchema } from "./parts.js";

describe("die ladder and small parts (mutants)", () => {
  it("L13-DICE-1 L13-ABIL-11 the ladder: indices 1..5, no die at 0 or below, nothing past d12", () => {
    expect([0, -1].map(dieAt)).toEqual([null, null]);
    expect([1, 5].map(dieAt)).toEqual(["d4", "d12"]);
    expect(() => dieAt(6)).toThrow(new RangeError("ladder index 6 is past d12"));
    expect(dieIndex(null)).toBe(0);
    expect([nextDie("d4"), nextDie("d10"), nextDie("d12")]).toEqual(["d6", "d12", null]);
  });

  it("L13-DICE-1 isDie accepts only the five gameplay dice as strings", () => {
    expect(["d4", "d12"].map(isDie)).toEqual([true, true]);
    expect(["d20", "D6", "", 6, null, undefined, ["d6"]].map(isDie)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("L13-DICE-3 the largest die ignores nones; none at all is null", () => {
    expect(largestDie([])).toBeNull();
    expect(largestDie([null, null])).toBeNull();
    expect(largestDie([null, "d6", "d10", "d8", null])).toBe("d10");
    expect(largestDie(["d4"])).toBe("d4");
  });

  it("faces, counts and the book's way of writing a multiset", () => {
    expect(faces(4)).toEqual([1, 2, 3, 4]);
    expect(faces(0)).toEqual([]);
    expect(countDice(["d6", "d4", "d6"])).toEqual({ d4: 1, d6: 2, d8: 0, d10: 0, d12: 0 });
    const dice = ["d4", "d10", "d6", "d12"] as const;
    expect(formatDice(dice)).toBe("d12, d10, d6, d4");
    expect(dice).toEqual(["d4", "d10", "d6", "d12"]);
  });

  it("signed numbers use a real minus sign", () => {
    expect([signed(-7), signed(0), signed(5)]).toEqual(["−7", "0", "5"]);
  });

  it("L13-GEN-2 IDs from names: accents dropped, words camel-cased, a leading digit prefixed", () => {
    expect(idFromName("Pick locks")).toBe("pickLocks");
    expect(idFromName("  Élan   vital!  ")).toBe("elanVital");
    expect(idFromName("3D printing")).toBe("x3dPrinting");
    expect(idFromName("ÜBER-cool move")).toBe("uberCoolMove");
    expect(idSchema.safeParse("pickLocks2").success).toBe(true);
    expect(idSchema.safeParse("Pick").success).toBe(false);
    expect(idSchema.safeParse("pick locks").success).toBe(false);
    expect(idSchema.safeParse("a-b_c").success).toBe(true);
    expect(idSchema.safeParse("x!").success).toBe(false);
    expect(idSchema.safeParse("").error?.issues[0]?.message).toBe(
      "expected an ID: a lowercase letter, then letters, digits, _ or -",
    );
  });
});
