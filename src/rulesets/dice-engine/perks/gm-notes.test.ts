// Issue 21: through a Session, an attack shows the text of the marked perks (gmAdjudicates) of the
// attacker ("attacks") and of the defender ("isAttacked": none is marked since Martial Parry is
// applied) for the GM to rule on, and nothing for
// perks the engine applies itself or for bearers without a marked perk.

import { describe, expect, it } from "vitest";
import { equip, out, TOWER, table } from "../actions/testing/play.js";
import { CORE_PERKS } from "../catalogue/perks.js";
import type { DeCharacter } from "../character/index.js";

const give =
  (...ids: string[]) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    perks: { ...c.perks, ...Object.fromEntries(ids.map((id) => [id, { rank: 1, source: "xp" as const }])) },
  });
const summary = (id: string) => CORE_PERKS.find((p) => p.id === id)!.summary;
const swing = {
  attacker: "wren",
  defender: "bruno",
  weapon: "Machine Pistol",
  type: "standard",
  distance: 8,
};

describe("marked perks shown at the table (issue 21)", () => {
  it("DE-PERK-18 the attacker's Slicer is shown for the GM; the defender's Slicer is not, nor its Martial Parry (now applied: `parried`)", () => {
    // 9 + 8 + 2 = 19 against DV 8, then 1d6 = 4, soaked by the tower shield.
    const { s } = table([9, 8, 4], { wren: give("slicer"), bruno: give("martialParry", "slicer") });
    equip(s, "bruno", TOWER);
    const r = s.act("attack", swing);
    expect(out(r).gmNotes).toEqual([
      { character: "Wren Adair", perk: "Slicer", moment: "attacks", text: summary("slicer") },
    ]);
    expect(r.roll!.summary).toContain(`GM rules on Wren Adair's Slicer: ${summary("slicer")}`);
    expect(r.roll!.summary).not.toContain("Martial Parry");
  });

  it("a secret attacker's marked perks are not shown (players read the same summary)", () => {
    const { s } = table([9, 8, 4], { wren: give("slicer") });
    equip(s, "bruno", TOWER);
    s.state.characters.wren!.secret = { show: "nothing" };
    const r = s.act("attack", swing);
    expect(out(r).gmNotes).toEqual([]);
    expect(r.roll!.summary).not.toContain("Slicer");
  });

  it("no marked perk, no note: an attack between the example characters shows none", () => {
    const { s } = table([9, 8, 4]);
    equip(s, "bruno", TOWER);
    const r = s.act("attack", swing);
    expect(out(r).gmNotes).toEqual([]);
    expect(r.roll!.summary).not.toContain("GM rules on");
  });
});
