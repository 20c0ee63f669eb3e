// The cost tables' name lookups pinned for a key no table has (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { attackActionName, interactActionName } from "./costs.js";

describe("names by id", () => {
  it("DE-ACT-2 DE-ACT-8: a known id gives the book's name; an unknown one is shown as it is", () => {
    expect(attackActionName("spray")).toBe("Spray Attack");
    expect(interactActionName("standUp")).toBe("Stand up from prone");
    expect(attackActionName("flurry" as never)).toBe("flurry");
    expect(interactActionName("juggle" as never)).toBe("juggle");
  });
});
