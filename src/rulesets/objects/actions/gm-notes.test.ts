// Issue 21: a trait the GM adjudicates (Extra Limbs: "recorded, with no rule attached yet") has its
// text shown at the table when its bearer acts or attacks, in the roll's summary and outcome, so the
// GM sees it where it applies; a secret character's traits stay out of what players read.

import { describe, expect, it } from "vitest";
import { opts, run, sheet, table } from "../testing/helpers.js";

const o = opts();
const limbs = { trait: "extraLimbs", rating: 2, approved: true };

describe("GM-adjudicated traits at the table (issue 21)", () => {
  it("a check by a character with Extra Limbs shows the trait's text; one without shows none", () => {
    const s = table(o, {
      octo: sheet(o, { name: "Octo", traits: [limbs] }),
      rook: sheet(o, { name: "Rook" }),
    });
    const r = run(s, "check", { actor: "octo", roll: ["DEX", "STR"], difficulty: 1 }, Array(6).fill(5));
    expect(r.roll.summary).toContain(
      "; GM rules on Octo's Extra Limbs: tentacles, a tail, extra arms: recorded, with no rule attached yet",
    );
    expect(r.outcome.gmNotes).toEqual([
      {
        character: "Octo",
        trait: "Extra Limbs",
        moment: "acts",
        text: "tentacles, a tail, extra arms: recorded, with no rule attached yet",
      },
    ]);
    const plain = run(s, "check", { actor: "rook", roll: ["DEX", "STR"], difficulty: 1 }, Array(6).fill(5));
    expect(plain.roll.summary).not.toContain("GM rules on");
    expect(plain.outcome.gmNotes).toEqual([]);
  });

  it("an attack by the bearer shows it; being attacked does not (its moments are acts and attacks)", () => {
    const s = table(o, {
      octo: sheet(o, { name: "Octo", traits: [limbs] }),
      rook: sheet(o, { name: "Rook" }),
    });
    const by = run(
      s,
      "attack",
      { attacker: "octo", defender: "rook", weapon: "fists", defend: false },
      Array(20).fill(1),
    );
    expect(by.outcome.gmNotes).toMatchObject([
      { character: "Octo", trait: "Extra Limbs", moment: "attacks" },
    ]);
    expect(by.roll.summary).toContain("GM rules on Octo's Extra Limbs");
    const at = run(
      s,
      "attack",
      { attacker: "rook", defender: "octo", weapon: "fists", defend: false },
      Array(20).fill(1),
    );
    expect(at.outcome.gmNotes).toEqual([]);
  });

  it("a secret character's marked traits are not shown (players read the same summary)", () => {
    const s = table(o, { octo: sheet(o, { name: "Octo", traits: [limbs] }) });
    s.characters.octo!.secret = {} as never;
    const r = run(s, "check", { actor: "octo", roll: ["DEX", "STR"], difficulty: 1 }, Array(6).fill(5));
    expect(r.roll.summary).not.toContain("GM rules on");
    expect(r.outcome.gmNotes).toEqual([]);
  });
});
