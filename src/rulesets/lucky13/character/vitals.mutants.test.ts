// Mutation tests (issue 21): vitals read from partial data, and the assist lookup's refusals.

import { describe, expect, it } from "vitest";
import { L13CharacterError } from "./errors.js";
import { casimir, sciFi } from "./testing/fixtures.js";
import { assistDie, status } from "./vitals.js";

const o = sciFi();

describe("vitals (mutants)", () => {
  it("L13-DEATH-8 partial vitals without a recuperating flag are not recuperating", () => {
    const abilities = casimir(o).abilities;
    expect(status({ abilities, hp: 10 }, o)).toEqual({
      status: "ok",
      unconscious: false,
      recuperating: false,
    });
    expect(status({ abilities, hp: 0 }, o).status).toBe("dying");
  });

  it("L13-ASSIST-3 an unknown ability or skill is invalid input at task.id, in words", () => {
    const refusal = (kind: "ability" | "skill", id: string) => {
      try {
        assistDie(casimir(o), { kind, id }, o);
      } catch (e) {
        if (e instanceof L13CharacterError) return [e.code, e.message];
      }
      return null;
    };
    expect(refusal("ability", "luck")).toEqual(["invalid_input", 'task.id: "luck" is not an ability']);
    expect(refusal("skill", "flying")).toEqual([
      "invalid_input",
      'task.id: "flying" is not a skill of this ruleset',
    ]);
  });
});
