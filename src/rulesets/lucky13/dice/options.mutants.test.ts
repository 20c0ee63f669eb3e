// Tests that kill mutants of options.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): a boolean option given something else is refused, and each kind of option says what
// it allows.

import { describe, expect, it } from "vitest";
import { L13Error } from "./errors.js";
import { type L13DiceOptions, resolveDiceOptions } from "./options.js";

function refusal(given: Record<string, unknown>): L13Error {
  try {
    resolveDiceOptions(given as Partial<L13DiceOptions>);
  } catch (e) {
    expect(e).toBeInstanceOf(L13Error);
    expect((e as L13Error).code).toBe("bad_option");
    return e as L13Error;
  }
  throw new Error(`resolveDiceOptions accepted ${JSON.stringify(given)}`);
}

describe("dice options: refusals say what is allowed", () => {
  it("L13-EXPL-1 a yes/no option takes true or false only", () => {
    const e = refusal({ explosionPrompt: "yes" });
    expect(e.path).toEqual(["options", "explosionPrompt"]);
    expect(e.message).toBe('options.explosionPrompt: must be true or false, not "yes"');
    expect(refusal({ dilemmaPerImplodedDie: 1 }).message).toMatch(/must be true or false, not 1$/);
  });

  it("L13-SPEC-6 maxSpecializationsPerRoll is a whole number of at least 1", () => {
    expect(refusal({ maxSpecializationsPerRoll: 1.5 }).message).toBe(
      "options.maxSpecializationsPerRoll: must be a whole number ≥ 1, not 1.5",
    );
  });

  it("L13-EXPL-9 a choice lists every allowed value, comma-separated", () => {
    expect(refusal({ playMode: "heroic" }).message).toBe(
      'options.playMode: must be cinematic, gritty, off, not "heroic"',
    );
  });
});
