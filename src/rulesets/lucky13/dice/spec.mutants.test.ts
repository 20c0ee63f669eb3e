// Tests that kill mutants of spec.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): validatePoolSpec meets untrusted input (an API body, a saved macro), so each refusal
// must carry the code, the path of the field at fault and a sentence; most were never tried.

import { describe, expect, it } from "vitest";
import { L13Error } from "./errors.js";
import { validatePoolSpec, validateStepModifier } from "./spec.js";
import { data } from "./testing/refusal.js";

function refusal(x: unknown): L13Error {
  try {
    validatePoolSpec(x);
  } catch (e) {
    expect(e).toBeInstanceOf(L13Error);
    return e as L13Error;
  }
  throw new Error(`validatePoolSpec accepted ${JSON.stringify(x)}`);
}

const ability = { role: "ability", base: 8 };
const skill = { role: "skill", base: 6 };
/** A valid pool with `extra` merged in. */
const pool = (extra: Record<string, unknown> = {}) => ({ slots: [ability, skill], ...extra });
/** A valid pool whose ability slot has `extra` merged in. */
const slot0 = (extra: Record<string, unknown>) => ({ slots: [{ ...ability, ...extra }, skill] });

describe("pool specs: the shape", () => {
  it("L13-CHK-4 a pool is an object: a number, null or a list is refused", () => {
    for (const x of [5, null, [ability, skill]]) {
      expect(data(refusal(x))).toEqual({ code: "bad_slot", path: [], detail: "a pool must be an object" });
    }
  });

  it("L13-CHK-4 a pool needs a list of slots", () => {
    expect(data(refusal({ slots: "ability" }))).toEqual({
      code: "bad_slot",
      path: ["slots"],
      detail: "a pool needs a list of slots",
    });
  });

  it("a field set to undefined is as good as absent; an unknown one is named with the allowed fields", () => {
    expect(validatePoolSpec(pool({ note: undefined }))).toBeTruthy();
    expect(data(refusal(pool({ note: "x" })))).toEqual({
      code: "unknown_field",
      path: ["note"],
      detail: 'a pool has no field "note" (allowed: slots, advantage, disadvantage, extras, label)',
    });
    expect(refusal(slot0({ die: "d8" })).detail).toBe(
      'a slot has no field "die" (allowed: role, base, steps, label)',
    );
  });

  it("L13-CHK-6 a flat bonus is refused as such, not as an unknown field", () => {
    expect(data(refusal(pool({ bonus: 2 })))).toEqual({
      code: "numeric_modifier",
      path: ["bonus"],
      detail:
        "Lucky 13 has no flat bonuses or penalties: step a slot, add a die, or give advantage or disadvantage instead",
    });
  });

  it("labels are text: the pool's and a slot's", () => {
    expect(validatePoolSpec(pool({ label: "forcing the door" }))).toBeTruthy();
    expect(data(refusal(pool({ label: 3 })))).toEqual({
      code: "bad_slot",
      path: ["label"],
      detail: "must be text",
    });
    expect(refusal(slot0({ label: 3 })).path).toEqual(["slots", 0, "label"]);
  });
});

describe("pool specs: slots", () => {
  it("L13-DICE-1 a slot role is one of the seven; an added die ('extra') is not a slot", () => {
    for (const role of ["luck", "extra"]) {
      expect(data(refusal({ slots: [{ role, base: 6 }] }))).toEqual({
        code: "bad_slot",
        path: ["slots", 0, "role"],
        detail: "must be one of ability, skill, difficulty, accuracy, defense, damage, initiative",
      });
    }
  });

  it("L13-DICE-1 a slot's base is checked by the validator: a d7, and a d7 inside an overflow group", () => {
    expect(data(refusal(slot0({ base: 7 })))).toMatchObject({ code: "bad_die", path: ["slots", 0, "base"] });
    expect(data(refusal(slot0({ base: [12, 7] })))).toMatchObject({
      code: "bad_die",
      path: ["slots", 0, "base", 1],
    });
    expect(validatePoolSpec(slot0({ base: "none" }))).toBeTruthy();
  });

  it("L13-STEP-7 a slot's steps are a list of step modifiers", () => {
    expect(data(refusal(slot0({ steps: { source: "gm", steps: 1 } })))).toEqual({
      code: "bad_slot",
      path: ["slots", 0, "steps"],
      detail: "must be a list",
    });
    expect(data(refusal(slot0({ steps: [{ source: "luck", steps: 1 }] })))).toEqual({
      code: "bad_slot",
      path: ["slots", 0, "steps", 0, "source"],
      detail:
        "must be one of specialization, asset, assist, reputation, gm, situation, combat, injury, designer",
    });
    expect(data(refusal(slot0({ steps: [{ source: "gm", steps: 0.5 }] })))).toEqual({
      code: "bad_step",
      path: ["slots", 0, "steps", 0, "steps"],
      detail: "must be a whole number of steps",
    });
    expect(refusal(slot0({ steps: [{ source: "gm", steps: 1, label: 2 }] })).path).toEqual([
      "slots",
      0,
      "steps",
      0,
      "label",
    ]);
    expect(refusal(slot0({ steps: [{ source: "gm", steps: 1, ref: 2 }] })).path).toEqual([
      "slots",
      0,
      "steps",
      0,
      "ref",
    ]);
    expect(refusal(slot0({ steps: [{ source: "gm", steps: 1, why: "x" }] })).detail).toBe(
      'a step modifier has no field "why" (allowed: source, steps, label, ref)',
    );
  });

  it("L13-STEP-7 a step modifier on its own is refused under the path it is given", () => {
    expect(() => validateStepModifier({ source: "gm", steps: "1" }, ["difficultySteps", 0])).toThrowError(
      expect.objectContaining({ code: "bad_step", path: ["difficultySteps", 0, "steps"] }),
    );
  });
});

describe("pool specs: advantage, disadvantage and added dice", () => {
  it("L13-BKG-2 L13-IMP-1 advantage and disadvantage are lists of known sources", () => {
    for (const side of ["advantage", "disadvantage"]) {
      expect(data(refusal(pool({ [side]: "background" })))).toEqual({
        code: "bad_slot",
        path: [side],
        detail: "must be a list",
      });
      expect(data(refusal(pool({ [side]: [{ source: "luck" }] })))).toEqual({
        code: "bad_slot",
        path: [side, 0, "source"],
        detail: "must be one of background, impairment, combat, situation, gm, designer",
      });
      expect(refusal(pool({ [side]: [{ source: "gm", label: 1 }] })).path).toEqual([side, 0, "label"]);
      expect(refusal(pool({ [side]: [{ source: "gm", why: "x" }] })).detail).toBe(
        `${side === "advantage" ? "an" : "a"} ${side} source has no field "why" (allowed: source, label)`,
      );
    }
  });

  it("L13-CHK-6 added dice are a list of dice with a known source", () => {
    expect(data(refusal(pool({ extras: 6 })))).toEqual({
      code: "bad_slot",
      path: ["extras"],
      detail: "must be a list",
    });
    expect(data(refusal(pool({ extras: [{ size: 6, source: "luck" }] })))).toEqual({
      code: "bad_slot",
      path: ["extras", 0, "source"],
      detail:
        "must be one of specialization, asset, assist, reputation, gm, situation, combat, injury, designer",
    });
    expect(refusal(pool({ extras: [{ size: 6, source: "gm", label: 1 }] })).path).toEqual([
      "extras",
      0,
      "label",
    ]);
    expect(refusal(pool({ extras: [{ size: 6, source: "gm", why: "x" }] })).detail).toBe(
      'an added die has no field "why" (allowed: size, source, label)',
    );
  });
});
