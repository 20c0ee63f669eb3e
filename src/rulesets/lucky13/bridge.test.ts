import { describe, expect, it } from "vitest";
import { EngineError } from "../../engine/errors.js";
import { guard } from "./bridge.js";
import { L13CharacterError } from "./character/errors.js";

describe("guard: Lucky 13 errors become engine errors", () => {
  it("keeps every issue of a character error, each with its own path", () => {
    const thrown = () =>
      guard(() => {
        throw new L13CharacterError("invalid_character", ["abilities", "pulse"], "unused", [
          { path: ["abilities", "pulse"], message: "must be a die from d4 to d12" },
          { path: ["skills", "fight"], message: "must be a die from d4 to d12" },
        ]);
      });
    expect(thrown).toThrow(EngineError);
    try {
      thrown();
    } catch (e) {
      const err = e as EngineError;
      expect(err.code).toBe("invalid");
      expect(err.path).toEqual(["abilities", "pulse"]);
      expect(err.issues).toEqual([
        { path: ["abilities", "pulse"], message: "must be a die from d4 to d12", code: "invalid_character" },
        { path: ["skills", "fight"], message: "must be a die from d4 to d12", code: "invalid_character" },
      ]);
      expect(err.message).toBe(
        "abilities.pulse: must be a die from d4 to d12; skills.fight: must be a die from d4 to d12",
      );
    }
  });

  it("passes other errors through untouched", () => {
    const boom = new TypeError("boom");
    expect(() =>
      guard(() => {
        throw boom;
      }),
    ).toThrow(boom);
  });
});
