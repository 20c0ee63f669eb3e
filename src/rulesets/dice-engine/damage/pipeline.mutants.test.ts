// The final damage's record, step by step (DE-ATK-7 steps 4–7): each step names what it is, its
// source and the amounts before and after, and the totals Endurance and EA took are kept.
import { describe, expect, it } from "vitest";
import { type DamageInstanceInput, parseDamageInstance } from "./instance.js";
import { DEFAULT_DAMAGE_OPTIONS } from "./options.js";
import { type DamageTaker, finalDamage } from "./pipeline.js";

const final = (i: DamageInstanceInput, t: Partial<DamageTaker> = {}, opts = DEFAULT_DAMAGE_OPTIONS) =>
  finalDamage(parseDamageInstance(i), { endurance: 0, ea: 0, ...t }, opts);

describe("the final damage's steps", () => {
  it("DE-DMG-10: an immunity to a tag type records the part it wiped out", () => {
    const r = final({ parts: [{ amount: 6, type: "fire" }, { amount: 2 }] }, { damageImmunities: ["fire"] });
    expect(r.steps).toEqual([
      { step: "immunity", source: "fire", before: 6, after: 0 },
      { step: "energyArmour", source: "energy armour", before: 2, after: 2 },
    ]);
    expect(r.parts).toEqual([
      { type: "fire", base: 6, final: 0 },
      { type: null, base: 2, final: 2 },
    ]);
    expect(r.final).toBe(2);
  });

  it("DE-DMG-5: the distance step names the part's type and its amount before and after", () => {
    const r = final({ parts: [{ amount: 12, type: "concussive", distance: 5 }] });
    expect(r.steps[0]).toEqual({ step: "distance", source: "concussive", before: 12, after: 7 });
    // DE-EXPLO-1: an untyped part of an explosion loses 1 per metre too, and is logged as untyped.
    const u = final({ parts: [{ amount: 5, distance: 2, explosion: true }] });
    expect(u.steps[0]).toEqual({ step: "distance", source: "untyped", before: 5, after: 3 });
    expect(u.final).toBe(3);
    // A distance that changes nothing (a tag type) is not a step.
    expect(final({ parts: [{ amount: 5, type: "fire", distance: 2 }] }).steps.map((s) => s.step)).toEqual([
      "energyArmour",
    ]);
  });

  it("DE-ATK-7: reductions, then Endurance, then EA, each a step with its source and amounts", () => {
    const r = final(
      {
        parts: [{ amount: 9 }],
        resisted: true,
        reductions: [
          { kind: "half", source: "Dodge" },
          { kind: "minus", source: "Martial Parry", amount: 1 },
        ],
      },
      { endurance: 1, ea: 2 },
    );
    expect(r.steps).toEqual([
      { step: "reduction", source: "Dodge", before: 9, after: 5 },
      { step: "reduction", source: "Martial Parry", before: 5, after: 4 },
      { step: "endurance", source: "endurance", before: 4, after: 3 },
      { step: "energyArmour", source: "energy armour", before: 3, after: 1 },
    ]);
    expect([r.final, r.enduranceApplied, r.eaApplied]).toEqual([1, 1, 2]);
  });

  it("DE-DV-3, DE-EXPLO-7: with eaPer hit, Endurance and EA come off each hit and their totals add up", () => {
    const r = final(
      { parts: [{ amount: 4 }, { amount: 3 }], resisted: true },
      { endurance: 1, ea: 2 },
      { ...DEFAULT_DAMAGE_OPTIONS, eaPer: "hit" },
    );
    expect([r.final, r.enduranceApplied, r.eaApplied]).toEqual([1 + 0, 2, 2 + 2]);
    const once = final({ parts: [{ amount: 4 }, { amount: 3 }], resisted: true }, { endurance: 1, ea: 2 });
    expect([once.final, once.enduranceApplied, once.eaApplied]).toEqual([4, 1, 2]);
    // Less damage than protection: only what was there is counted as taken off.
    const small = final({ parts: [{ amount: 2 }], resisted: true }, { endurance: 1, ea: 5 });
    expect([small.final, small.enduranceApplied, small.eaApplied]).toEqual([0, 1, 1]);
  });

  it("DE-DMG-8: an instance of initiative damage only meets no Endurance or EA step at all", () => {
    const r = final({ parts: [{ amount: 3, type: "initiative" }], resisted: true }, { endurance: 2, ea: 4 });
    expect(r).toEqual({
      parts: [{ type: "initiative", base: 3, final: 3 }],
      initiative: 3,
      final: 0,
      enduranceApplied: 0,
      eaApplied: 0,
      steps: [],
    });
  });
});
