// Issue 21: the perks whose arithmetic no table action calls yet are marked in the catalogue as
// "the GM adjudicates", with the moments the table should show their text. When one of them is
// wired into its action, its mark comes off and this list shrinks with it.

import { describe, expect, it } from "vitest";
import { CORE_PERKS, perkSchema } from "../catalogue/perks.js";

const MARKED: Record<string, string[]> = {
  slicer: ["attacks"],
  lightStep: ["moves"],
  fancyFootwork: ["moves"],
  underfootEvasion: ["moves"],
  // (Martial Parry's and Meditative Recovery's marks, found by scripts/catalogue-audit.mjs, came off
  // when `attack` took `parried` and `rest` took `meditate`; Safe Landing's and Deadly Descent's when
  // `damage` from a fall and `attack` with `deadlyDescent` applied them; Blunt Force's and Sweeping
  // Leg Technique's when `attack` rolled their riders, actions/attack-riders.ts.)
};

describe("perks the GM adjudicates (issue 21)", () => {
  it("exactly the perks without a table action carry the mark, each with its moments", () => {
    const marked = Object.fromEntries(
      CORE_PERKS.filter((p) => p.gmAdjudicates !== undefined).map((p) => [p.id, p.gmAdjudicates!.when]),
    );
    expect(marked).toEqual(MARKED);
  });

  it("a marked perk has a summary for the table to show, and the mark survives the schema", () => {
    for (const p of CORE_PERKS.filter((x) => x.gmAdjudicates)) {
      expect(p.summary.length, p.id).toBeGreaterThan(20);
      expect(perkSchema.parse(p).gmAdjudicates).toEqual(p.gmAdjudicates);
    }
  });

  it("the schema refuses a mark with no moment or an unknown one", () => {
    const slicer = CORE_PERKS.find((p) => p.id === "slicer")!;
    expect(perkSchema.safeParse({ ...slicer, gmAdjudicates: { when: [] } }).success).toBe(false);
    expect(perkSchema.safeParse({ ...slicer, gmAdjudicates: { when: ["sleeps"] } }).success).toBe(false);
  });
});
