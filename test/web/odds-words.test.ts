// The action form's note when the server gives no odds: the field at fault in words, from the
// error's path, never the server's "invalid parameters of attack: defender: …" (issue 16).

import { describe, expect, it } from "vitest";
import { IntentError } from "../../src/client/protocol.js";
import { oddsErrorText } from "../../web/src/table/odds-words.js";

describe("why an action form shows no odds", () => {
  it("asks for a field still empty, by its name in words", () => {
    const e = new IntentError("invalid", "invalid parameters of attack: defender: name the defender", [
      "defender",
    ]);
    expect(oddsErrorText(e, { attacker: "ash" })).toBe("Choose the defender to see the odds.");
    const nested = new IntentError("invalid", "invalid parameters of check: ability: required", [
      "params",
      "ability",
    ]);
    expect(oddsErrorText(nested, { ability: "" })).toBe("Choose the ability to see the odds.");
  });

  it("names a field given but refused, with the reason and without the key path", () => {
    const e = new IntentError(
      "refused",
      "invalid parameters of attack: weaponSkill: Ash carries no such weapon",
      ["weaponSkill"],
    );
    const text = oddsErrorText(e, { weaponSkill: "bow" });
    expect(text).toBe("No odds with this weapon skill: Ash carries no such weapon.");
    expect(text).not.toMatch(/\w+:\w+|weaponSkill|invalid parameters/);
  });

  it("without a path, says the reason alone", () => {
    expect(oddsErrorText(new Error("not connected to the table; wait a moment"), {})).toBe(
      "No odds for these choices yet: not connected to the table; wait a moment.",
    );
  });
});
