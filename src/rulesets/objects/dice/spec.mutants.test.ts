// Tests that kill mutants of spec.ts that survived `npm run mutate -- src/rulesets/objects/dice`
// (issue 21): the refusals name the problem (OBJ-ROLL-17), and were only checked for refusing.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { classify, type Entry } from "./spec.js";

const a = (id: string): Entry => ({ kind: "attribute", id, name: id.slice(0, 3).toUpperCase() });
const s = (id: string): Entry => ({ kind: "skill", id, name: id });
const t = (id: string): Entry => ({ kind: "trait", id, name: id });

function refusal(entries: Entry[]): string {
  try {
    classify(entries);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).code).toBe("invalid");
    return (e as EngineError).message;
  }
  throw new Error(`classify accepted ${JSON.stringify(entries)}`);
}

describe("roll specifications: refusals name the problem", () => {
  it("OBJ-ROLL-17 two skills or two traits are named, joined with 'and'", () => {
    expect(refusal([a("dexterity"), s("melee"), s("ranged")])).toBe(
      "roll specification: two skills (melee and ranged): a roll uses at most one skill",
    );
    expect(refusal([a("strength"), t("aquatic"), t("rage")])).toBe(
      "roll specification: two traits (aquatic and rage): a roll uses at most one trait",
    );
  });

  it("OBJ-ROLL-17 three different attributes are refused as three, not as a lone attribute", () => {
    expect(refusal([a("strength"), a("dexterity"), a("wisdom")])).toBe(
      "roll specification: 3 attributes: an attribute roll pairs exactly two",
    );
  });

  it("OBJ-ROLL-13 OBJ-ROLL-17 two attributes with a skill or a trait are refused", () => {
    for (const extra of [s("melee"), t("aquatic")])
      expect(refusal([a("strength"), a("dexterity"), extra])).toMatch(
        /^roll specification: two attributes with a skill or trait/,
      );
  });
});
