// Tests written to kill surviving mutants of vitals.ts (issue 21): the log lines of damage, healing,
// Lucidity and Energy changes, the turn and round tallies, and the edges of each bound.
import { describe, expect, it } from "vitest";
import { book, someone } from "../testing/helpers.js";
import {
  adrenalineTriggered,
  applyDamage,
  changeEnergy,
  changeLucidity,
  heal,
  NO_ENCOUNTER,
} from "./vitals.js";

const o = book();
const at = (r: number, t = 0) => ({ turn: `e:r${r}:t${t}`, round: `e:r${r}` });

describe("vitals, log lines and edges", () => {
  it("LUC-ZERO-1 damage past 0 Health: the Health line and the Lucidity line", () => {
    const r = applyDamage(someone("A", { health: 3, lucidity: 10 }), 5, o, NO_ENCOUNTER, "a club");
    expect(r.changes).toEqual([
      "A takes 5 damage (a club): Health 3 → 0",
      "A loses 2 Lucidity past 0 Health: 10 → 8",
    ]);
    expect(r).toMatchObject({ droppedToZero: true, defeated: false, damageInTurn: 5, disrupted: false });
  });

  it("LUC-ZERO-1 damage within Health: one line, not dropped to 0", () => {
    const r = applyDamage(someone("A", { health: 5, lucidity: 10 }), 2, o, NO_ENCOUNTER, "a slap");
    expect(r.changes).toEqual(["A takes 2 damage (a slap): Health 5 → 3"]);
    expect(r).toMatchObject({ droppedToZero: false, defeated: false });
    expect(r.character.effects.tracking.zeroHit).toBe(false);
  });

  it("LUC-LUC-2 damage lost at the Lucidity floor is said; an NPC's overflow is discarded, said", () => {
    const r = applyDamage(someone("A", { health: 1, lucidity: 2 }), 6, o, NO_ENCOUNTER, "a fall");
    expect(r.changes).toEqual([
      "A takes 6 damage (a fall): Health 1 → 0",
      "A loses 2 Lucidity past 0 Health: 2 → 0",
      "3 damage is lost at the Lucidity floor",
    ]);
    const npc = applyDamage(someone("G", { npc: true, health: 3 }), 5, o, NO_ENCOUNTER, "a sword");
    expect(npc.changes).toEqual([
      "G takes 5 damage (a sword): Health 3 → 0",
      "2 damage past 0 Health is discarded (no Lucidity)",
    ]);
    expect(npc.defeated).toBe(true);
    const exact = applyDamage(someone("G", { npc: true, health: 3 }), 3, o, NO_ENCOUNTER, "a sword");
    expect(exact.changes).toEqual(["G takes 3 damage (a sword): Health 3 → 0"]);
  });

  it("LUC-ZERO-3 already at 0: no longer 'dropped', but marked for the roll; 0 damage marks nothing", () => {
    const down = someone("A", { health: 0, lucidity: 10 });
    const r = applyDamage(down, 1, o, NO_ENCOUNTER, "a kick");
    expect(r.droppedToZero).toBe(false);
    expect(r.character.effects.tracking.zeroHit).toBe(true);
    expect(applyDamage(down, 0, o, NO_ENCOUNTER, "nothing").character.effects.tracking.zeroHit).toBe(false);
    const npc = someone("G", { npc: true, health: 0 });
    expect(applyDamage(npc, 2, o, NO_ENCOUNTER, "a kick").character.effects.tracking.zeroHit).toBe(false);
    const exactly = applyDamage(
      someone("A", { health: 3, lucidity: 10 }),
      3,
      book({ overflowTriggersCheck: true }),
      at(1),
      "x",
    );
    expect(exactly.character.effects.tracking.zeroHit).toBe(false);
  });

  it("LUC-TRAIT-22 damage adds up within a turn, and starts again in the next one; outside an encounter never", () => {
    const c = someone("A", { attributes: { CON: 3 }, health: 9, lucidity: 10 });
    const one = applyDamage(c, 3, o, at(1, 0), "x");
    const two = applyDamage(one.character, 4, o, at(1, 0), "x");
    expect(two.damageInTurn).toBe(7);
    expect(two.character.effects.tracking).toMatchObject({
      turn: "e:r1:t0",
      round: "e:r1",
      damageInTurn: 7,
      damageInRound: 7,
    });
    const next = applyDamage(two.character, 1, o, at(1, 1), "x");
    expect(next.character.effects.tracking).toMatchObject({ damageInTurn: 1, damageInRound: 8 });
    const round2 = applyDamage(next.character, 1, o, at(2, 0), "x");
    expect(round2.character.effects.tracking).toMatchObject({ damageInTurn: 1, damageInRound: 1 });
    const out1 = applyDamage(c, 3, o, NO_ENCOUNTER, "x");
    const out2 = applyDamage(out1.character, 2, o, NO_ENCOUNTER, "x");
    expect(out2.character.effects.tracking).toMatchObject({
      turn: null,
      round: null,
      damageInTurn: 2,
      damageInRound: 2,
    });
  });

  it("LUC-TRAIT-22 Adrenaline Rush at 10 damage in a turn, not 9, and only with the trait", () => {
    const rush = someone("A", {
      traits: [{ name: "Adrenaline Rush" }, { name: "Businessman" }, { name: "Resourceful" }],
    });
    expect(adrenalineTriggered(rush, 10)).toBe(true);
    expect(adrenalineTriggered(rush, 9)).toBe(false);
    expect(adrenalineTriggered(someone("B"), 12)).toBe(false);
  });

  it("LUC-ZERO-9 healing: the line, capped at the maximum; no wake while a roll is pending or at 0", () => {
    const c = someone("A", { health: 4 });
    const r = heal(c, 5, o, "a potion");
    expect(r.character.health).toBe(6);
    expect(r.changes).toEqual(["A heals 2 (a potion): Health 4 → 6"]);
    expect(heal(c, -3, o, "a curse").character.health).toBe(4);
    const out = someone("B", { health: 0, status: "unconscious" });
    const woke = heal(out, 1, o, "a potion");
    expect(woke.changes).toEqual(["B heals 1 (a potion): Health 0 → 1", "B regains consciousness"]);
    expect(heal(out, 0, o, "nothing").character.status).toBe("unconscious");
    expect(heal(someone("C", { health: 2 }), 1, o, "x").character.status).toBe("conscious");
  });

  it("LUC-LUC-2 Lucidity changes are logged, and a change that changes nothing says so", () => {
    const c = someone("A", { lucidity: 10 });
    expect(changeLucidity(c, 2, o, "a rest")).toEqual({
      character: { ...c, lucidity: 12 },
      changes: ["A's Lucidity 10 → 12 (a rest)"],
    });
    const full = someone("F");
    const same = changeLucidity(full, 1, o, "a rest");
    expect(same.character).toBe(full);
    expect(same.changes).toEqual([`F's Lucidity stays ${full.lucidity} (a rest)`]);
  });

  it("LUC-EN-3 Energy within 0 … maximum, logged", () => {
    const c = someone("A", { energy: 3 });
    expect(changeEnergy(c, 2, o, "a draught")).toMatchObject({
      character: { energy: 5 },
      changes: ["A's Energy 3 → 5 (a draught)"],
    });
    expect(changeEnergy(c, 10, o, "x").character.energy).toBe(6);
    expect(changeEnergy(c, -10, o, "x").character.energy).toBe(0);
  });
});

describe("vitals, more edges", () => {
  it("LUC-ZERO-9 a pending roll keeps a healed character unconscious", () => {
    const c = someone("A", { health: 0, status: "unconscious" });
    const pending = {
      ...c,
      effects: {
        ...c.effects,
        pending: { kind: "guaranteed" as const, stage: "waiting" as const, used: false },
      },
    };
    expect(heal(pending, 2, o, "a potion").character.status).toBe("unconscious");
  });
});
