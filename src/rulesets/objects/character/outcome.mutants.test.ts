// Tests written to kill surviving mutants of outcome.ts (issue 21): the displayed sign.
import { describe, expect, it } from "vitest";
import { signed } from "./outcome.js";

describe("signed numbers", () => {
  it("OBJ-DMG-7 a negative Health is shown with a real minus sign", () => {
    expect([signed(-3), signed(0), signed(2)]).toEqual(["−3", "0", "2"]);
  });
});
