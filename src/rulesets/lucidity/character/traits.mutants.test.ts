// Tests written to kill surviving mutants of traits.ts (issue 21): traits by name in any case, invented
// ones with no mechanics, and party-wide traits counted once or stacked.
import { describe, expect, it } from "vitest";
import { book, someone } from "../testing/helpers.js";
import { fellowshipBuffs, hasTrait, healthyLivingBonus, partyHolders } from "./traits.js";

const o = book();
const withTraits = (traits: Record<string, unknown>[], companionTraits: string[] = []) =>
  someone("T", { traits, companionTraits });

describe("traits on a sheet", () => {
  it("LUC-TRAIT-2 a catalog trait counts by name in any case; an invented one of the same name does not", () => {
    const c = withTraits([{ name: "Hunk" }, { name: "Guts" }, { name: "Shuffle" }]);
    expect(hasTrait(c, "hunk")).toBe(true);
    expect(hasTrait(c, "HUNK")).toBe(true);
    expect(hasTrait(c, "Brawler")).toBe(false);
    const custom = withTraits([{ name: "Hunk", custom: true }, { name: "Guts" }, { name: "Shuffle" }]);
    expect(hasTrait(custom, "Hunk")).toBe(false);
  });

  it("LUC-TRAIT-25 Healthy Living: +5 once from holder and companions, or +5 each when it stacks", () => {
    const c = withTraits(
      [{ name: "Healthy Living" }, { name: "Guts" }, { name: "Shuffle" }],
      ["healthy living", "Fellowship"],
    );
    expect(partyHolders(c, "Healthy Living")).toBe(2);
    expect(healthyLivingBonus(c, o)).toBe(5);
    expect(healthyLivingBonus(c, book({ healthyLivingStacks: true }))).toBe(10);
    const none = withTraits([{ name: "Hunk" }, { name: "Guts" }, { name: "Shuffle" }]);
    expect(healthyLivingBonus(none, o)).toBe(0);
    expect(healthyLivingBonus(none, book({ healthyLivingStacks: true }))).toBe(0);
  });

  it("LUC-TRAIT-31 Fellowship: one Buff once, or one per holder when it stacks", () => {
    const c = withTraits(
      [{ name: "Fellowship" }, { name: "Guts" }, { name: "Shuffle" }],
      ["Fellowship", "FELLOWSHIP"],
    );
    expect(partyHolders(c, "Fellowship")).toBe(3);
    expect(fellowshipBuffs(c, o)).toBe(1);
    expect(fellowshipBuffs(c, book({ fellowshipStacks: true }))).toBe(3);
    const none = withTraits([{ name: "Hunk" }, { name: "Guts" }, { name: "Shuffle" }]);
    expect(fellowshipBuffs(none, o)).toBe(0);
  });
});
