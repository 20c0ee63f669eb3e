import { describe, expect, it } from "vitest";
import { resolveDamageOptions } from "./options.js";

describe("damage options refusals", () => {
  it("DE-DV-3: a wrong option is refused as an invalid option, in words", () => {
    expect(() => resolveDamageOptions({ eaPer: "shot" } as never)).toThrow(/^invalid options: eaPer: /);
  });
});
