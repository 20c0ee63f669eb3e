// A damage instance refused at the boundary says which field is wrong and why, in words.
import { describe, expect, it } from "vitest";
import { fallDamage, parseDamageInstance } from "./instance.js";

const errorOf = (raw: unknown) => {
  try {
    parseDamageInstance(raw);
  } catch (e) {
    return e as { code: string; message: string; path: unknown[]; issues: unknown[] };
  }
  throw new Error("expected a refusal");
};

describe("damage instance refusals", () => {
  it("DE-DMG-6, DE-DMG-9: a rated type without its rating is refused, naming the type", () => {
    const e = errorOf({ parts: [{ amount: 15, type: "flak" }] });
    expect(e.code).toBe("invalid");
    expect(e.message).toBe("invalid damage: parts.0.rating: Flak damage needs its rating [X]");
    expect(e.issues).toEqual([
      { path: ["parts", 0, "rating"], message: "Flak damage needs its rating [X]", code: "custom" },
    ]);
    expect(errorOf({ parts: [{ amount: 6, type: "impulse" }] }).message).toBe(
      "invalid damage: parts.0.rating: Impulse damage needs its rating [X]",
    );
  });

  it("DE-DMG-7: an offset on anything but Flak is refused in words", () => {
    const e = errorOf({ parts: [{ amount: 5, type: "fire", flakOffset: 1 }] });
    expect(e.issues).toEqual([
      { path: ["parts", 0, "flakOffset"], message: "only Flak damage has an offset", code: "custom" },
    ]);
    expect(e.message).toBe("invalid damage: parts.0.flakOffset: only Flak damage has an offset");
  });

  it("DE-DMG-4: fall damage names its source", () => {
    expect(fallDamage(4)).toMatchObject({ source: "fall", unresisted: true, parts: [{ amount: 4 }] });
  });
});
