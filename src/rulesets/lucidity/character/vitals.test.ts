import { describe, expect, it } from "vitest";
import { book, someone } from "../testing/helpers.js";
import { adrenalineTriggered, applyDamage, changeEnergy, heal, NO_ENCOUNTER } from "./vitals.js";

const o = book();
const round = (r: number, t = 0) => ({ turn: `e:r${r}:t${t}`, round: `e:r${r}` });

describe("vitals", () => {
  it("LUC-ZERO-1 Health 3, Lucidity 10, 5 damage → Health 0, Lucidity 8", () => {
    const r = applyDamage(someone("A", { health: 3, lucidity: 10 }), 5, o, NO_ENCOUNTER, "a club");
    expect(r.character).toMatchObject({ health: 0, lucidity: 8 });
    expect(r.droppedToZero).toBe(true);
  });

  it("LUC-ZERO-1 an NPC without Lucidity is defeated at 0 and the excess discarded; npcsUseLucidity changes that", () => {
    const npc = someone("Guard", { npc: true, health: 3, lucidity: 10 });
    const r = applyDamage(npc, 5, o, NO_ENCOUNTER, "a sword");
    expect(r).toMatchObject({ defeated: true });
    expect(r.character).toMatchObject({ health: 0, lucidity: 10 });
    expect(
      applyDamage(npc, 5, book({ npcsUseLucidity: true }), NO_ENCOUNTER, "a sword").character.lucidity,
    ).toBe(8);
  });

  it("LUC-ZERO-3 only damage taken while already at 0 calls for the roll (overflowTriggersCheck adds the overflow)", () => {
    const r = applyDamage(someone("A", { health: 3, lucidity: 10 }), 5, o, round(1), "a club");
    expect(r.character.effects.tracking.zeroHit).toBe(false);
    const again = applyDamage(r.character, 2, o, round(1), "a club");
    expect(again.character.effects.tracking.zeroHit).toBe(true);
    const over = applyDamage(
      someone("A", { health: 3, lucidity: 10 }),
      5,
      book({ overflowTriggersCheck: true }),
      round(1),
      "a club",
    );
    expect(over.character.effects.tracking.zeroHit).toBe(true);
  });

  it("LUC-ZERO-9 healing above 0 wakes an unconscious character", () => {
    const c = someone("A", { health: 0, status: "unconscious" });
    expect(heal(c, 2, o, "a potion").character).toMatchObject({ health: 2, status: "conscious" });
  });

  it("LUC-OPT-14 CON +1: 11 damage in one round adds a casting round, 10 does not; once per round", () => {
    const caster = someone("C", {
      attributes: { CON: 1 },
      level: 3,
      effects: { casting: { spell: "Ward", roundsLeft: 1 } },
    });
    expect(applyDamage(caster, 10, o, round(1), "x").disrupted).toBe(false);
    const a = applyDamage(caster, 6, o, round(1, 0), "x");
    const b = applyDamage(a.character, 5, o, round(1, 1), "x");
    expect(b.disrupted).toBe(true);
    expect(b.character.effects.casting?.roundsLeft).toBe(2);
    expect(applyDamage(b.character, 12, o, round(1, 2), "x").disrupted).toBe(false);
    expect(applyDamage(b.character, 12, o, round(2, 0), "x").disrupted).toBe(true);
    // per-hit: only one hit of 11 or more counts.
    const perHit = book({ castingDisruption: "per-hit" });
    const c = applyDamage(caster, 6, perHit, round(1, 0), "x");
    expect(applyDamage(c.character, 5, perHit, round(1, 1), "x").disrupted).toBe(false);
  });

  it("LUC-TRAIT-22 hits of 6 and 5 in one turn trigger Adrenaline Rush (counted after Protection)", () => {
    const c = someone("R", {
      level: 4,
      traits: [{ name: "Adrenaline Rush" }, { name: "Hunk" }, { name: "Guts" }],
    });
    const a = applyDamage(c, 6, o, round(1, 2), "x");
    expect(adrenalineTriggered(c, a.damageInTurn)).toBe(false);
    const b = applyDamage(a.character, 5, o, round(1, 2), "x");
    expect(b.damageInTurn).toBe(11);
    expect(adrenalineTriggered(c, b.damageInTurn)).toBe(true);
    expect(applyDamage(a.character, 5, o, round(1, 3), "x").damageInTurn).toBe(5);
  });

  it("LUC-EN-3 Energy is a resource within 0 … maximum", () => {
    const c = someone("E");
    expect(changeEnergy(c, -10, o, "a spell").character.energy).toBe(0);
    expect(changeEnergy({ ...c, energy: 1 }, 10, o, "rest").character.energy).toBe(6);
  });
});
