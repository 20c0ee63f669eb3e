// Tests written to kill surviving mutants of body.ts (issue 21): only an approved trait that
// breathes water makes the character breathe water.
import { describe, expect, it } from "vitest";
import { opts, sheet } from "../testing/helpers.js";
import { breathesWater } from "./body.js";
import type { ObjCharacterInput } from "./schema.js";

const o = opts();

describe("breathing water", () => {
  it("OBJ-TRAIT-6 an approved Aquatic breathes water; other traits, or Aquatic awaiting approval, do not", () => {
    const with_ = (traits: ObjCharacterInput["traits"]) => breathesWater(sheet(o, { draft: true, traits }));
    expect(with_([{ trait: "aquatic", rating: 1, approved: true }])).toBe(true);
    expect(with_([{ trait: "aquatic", rating: 1, approved: false }])).toBe(false);
    expect(with_([{ trait: "fireproof", rating: 1, approved: true }])).toBe(false);
    expect(with_([{ trait: "gills", label: "Gills", kind: "positive", rating: 1, approved: true }])).toBe(
      false,
    );
  });
});
