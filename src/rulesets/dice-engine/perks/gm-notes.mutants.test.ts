import { describe, expect, it } from "vitest";
import { emptyState, type TableState } from "../../../engine/state.js";
import { CORE_PERKS } from "../catalogue/perks.js";
import { build, opts } from "../character/testing/helpers.js";
import { activeCondition } from "../conditions/state.js";
import { hero } from "../damage/testing/fixtures.js";
import { gmConditionLine, gmNoteLine, gmPerkNotes, gmSpeechNotes } from "./gm-notes.js";

const o = opts();
const summary = (id: string) => CORE_PERKS.find((p) => p.id === id)!.summary;

function tableWith(perks: Record<string, number>, secret = false): TableState {
  const s = emptyState("dice-engine", o);
  s.characters.ash = { id: "ash", name: "Ash", owner: null, data: build({ name: "Ash", perks }) };
  if (secret) s.characters.ash.secret = { show: "nothing" };
  return s;
}

describe("perks the GM rules on, character by character", () => {
  it("issue 21: only the marked perks for that moment, in sheet order", () => {
    const s = tableWith({ fancyFootwork: 1, slicer: 1, lightStep: 1, safeLanding: 1 });
    expect(gmPerkNotes(s, "ash", "moves", o)).toEqual([
      { character: "Ash", perk: "Fancy Footwork", moment: "moves", text: summary("fancyFootwork") },
      { character: "Ash", perk: "Light Step", moment: "moves", text: summary("lightStep") },
    ]);
    expect(gmPerkNotes(s, "ash", "attacks", o)).toEqual([
      { character: "Ash", perk: "Slicer", moment: "attacks", text: summary("slicer") },
    ]);
    expect(gmPerkNotes(s, "ash", "rests", o)).toEqual([]);
  });

  it("issue 21: no note for an unknown or inherited id, a character without perks, or a perk not in the catalogue", () => {
    const s = tableWith({ slicer: 1 });
    expect(gmPerkNotes(s, "bo", "attacks", o)).toEqual([]);
    expect(gmPerkNotes(s, "toString", "attacks", o)).toEqual([]);
    s.characters.bo = { id: "bo", name: "Bo", owner: null, data: {} };
    expect(gmPerkNotes(s, "bo", "attacks", o)).toEqual([]);
    s.characters.cy = { id: "cy", name: "Cy", owner: null, data: { perks: { noSuchPerk: 1, slicer: 1 } } };
    expect(gmPerkNotes(s, "cy", "attacks", o).map((n) => n.perk)).toEqual(["Slicer"]);
  });

  it("issue 21: a secret character's marked perks are not shown", () => {
    expect(gmPerkNotes(tableWith({ slicer: 1 }, true), "ash", "attacks", o)).toEqual([]);
  });

  it("issue 21: one summary line per note", () => {
    expect(gmNoteLine({ character: "Ash", perk: "Slicer", moment: "attacks", text: "Bleed." })).toBe(
      "GM rules on Ash's Slicer: Bleed.",
    );
  });
});

describe("conditions the GM rules on", () => {
  it("DE-COND-9, 23: each condition in force that stops speech, and no other", () => {
    const h = hero({
      conditions: [
        activeCondition({ condition: "asphyxiated", appliedAt: 0 }),
        activeCondition({ condition: "dazzled", appliedAt: 0 }),
        activeCondition({ condition: "paralysed", appliedAt: 0, endsAt: 20 }),
      ],
    });
    expect(gmSpeechNotes(h, "Ash", 10)).toEqual([
      { character: "Ash", condition: "Asphyxiated", text: "cannot speak" },
      { character: "Ash", condition: "Paralysed", text: "cannot speak" },
    ]);
    expect(gmSpeechNotes(h, "Ash", 20)).toEqual([
      { character: "Ash", condition: "Asphyxiated", text: "cannot speak" },
    ]);
    expect(gmSpeechNotes(hero(), "Ash", 0)).toEqual([]);
  });

  it("DE-COND-9, 23: a condition with other effects but speech (Prone, Blinded) is no speech note", () => {
    const h = hero({
      conditions: [
        activeCondition({ condition: "prone", appliedAt: 0 }),
        activeCondition({ condition: "blinded", appliedAt: 0 }),
      ],
    });
    expect(gmSpeechNotes(h, "Ash", 0)).toEqual([]);
  });

  it("DE-COND-9: one summary line per condition note", () => {
    expect(gmConditionLine({ character: "Ash", condition: "Asphyxiated", text: "cannot speak" })).toBe(
      "GM rules on Ash's Asphyxiated: cannot speak",
    );
  });
});
