import { describe, expect, it } from "vitest";
import { conditionStance, movement } from "../conditions/effects.js";
import { defenceOf, dvForAttack } from "../damage/defend.js";
import { hero } from "../damage/testing/fixtures.js";
import {
  type ArmourInput,
  declareHeldArmour,
  FORTIFIED_STANCE,
  type HeldArmourInput,
  parseArmour,
  parseHeldArmour,
  toggleFortified,
} from "./armour.js";
import { computeDefence, type DefenceInput, dvAgainst } from "./dv.js";

const ALL_ARMOUR_SKILLS = ["reflexArmour", "vanguardArmour", "fortitudeArmour", "fortressArmour", "shields"];

function dv(
  endurance: number,
  agility: number,
  armour: ArmourInput | null = null,
  o: Partial<Omit<DefenceInput, "armour" | "held">> & { held?: HeldArmourInput } = {},
) {
  return computeDefence({
    endurance,
    agility,
    skills: o.skills ?? ALL_ARMOUR_SKILLS,
    armour: armour ? parseArmour(armour) : null,
    held: o.held ? parseHeldArmour(o.held) : null,
    fortified: o.fortified ?? false,
    ...(o.modifiers ? { modifiers: o.modifiers } : {}),
  });
}

describe("Defence Value", () => {
  it("DE-DV-1: Normal DV = 5 + Endurance + Agility + PA", () => {
    expect(dv(2, 3, { name: "Scout vest", type: "reflex", pa: 4 }).normal).toBe(14);
    expect(dv(2, 3).normal).toBe(10);
  });

  it("DE-DV-2: PA and EA count only with the armour's skill", () => {
    const without = dv(2, 3, { name: "Scout vest", type: "reflex", pa: 4, ea: 2 }, { skills: [] });
    expect(without.normal).toBe(10);
    expect(without.ea.total).toBe(0);
    expect(without.unskilled.armour).toBe(true);
    const withSkill = dv(
      2,
      3,
      { name: "Scout vest", type: "reflex", pa: 4, ea: 2 },
      { skills: ["reflexArmour"] },
    );
    expect(withSkill.normal).toBe(14);
    expect(withSkill.ea.total).toBe(2);
    // An item may name its own skill.
    const odd = dv(
      0,
      0,
      { name: "Odd suit", type: "reflex", pa: 1, skill: "oddSuits" },
      { skills: ["reflexArmour"] },
    );
    expect(odd.pa.total).toBe(0);
  });

  it("DE-UNSK-3: armour without its skill gives no PA or EA but keeps the type's restrictions", () => {
    const plate = { name: "Plate", type: "fortitude", pa: 4, ea: 2 } as const;
    const without = dv(2, 3, plate, { skills: [] });
    expect(without.normal).toBe(7); // 5 + 2 + 0 (no Agility) + 0 (no PA)
    expect(without.ea.total).toBe(0);
    const skilled = dv(2, 3, plate, { skills: ["fortitudeArmour"] });
    expect(skilled.normal).toBe(11);
    expect(skilled.ea.total).toBe(2);
  });

  it("DE-DV-5: one held item's values add to worn armour; switching the declared item costs 1", () => {
    const armour = { name: "Jacket", type: "reflex", pa: 3 } as const;
    expect(dv(0, 0, armour, { held: { name: "Shield", pa: 2 } }).pa.total).toBe(5);
    expect(dv(0, 0, armour, { held: { name: "Shield", pa: 2 }, skills: ["reflexArmour"] }).pa.total).toBe(3);
    const items = [parseHeldArmour({ name: "Shield", pa: 2 }), parseHeldArmour({ name: "Buckler", pa: 1 })];
    const keep = declareHeldArmour(items, 0, 0);
    expect(keep).toMatchObject({ ok: true, cost: 0 });
    const change = declareHeldArmour(items, 0, 1);
    expect(change).toMatchObject({ ok: true, cost: 1 });
    if (change.ok) expect(dv(0, 0, armour, { held: change.held! }).pa.total).toBe(4);
    expect(declareHeldArmour(items, 0, 5)).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["next"] },
    });
    // An item that needs no skill works for anyone.
    expect(dv(0, 0, null, { held: { name: "Door", pa: 2, skill: null }, skills: [] }).pa.total).toBe(2);
  });

  it("DE-DV-6: AP at least the PA removes the PA for that attack (Normal becomes Touch)", () => {
    const d = dv(2, 4, { name: "Vest", type: "reflex", pa: 3 });
    expect(d.normal).toBe(14);
    expect(dvAgainst(d, { dvType: "normal", ap: 3, ranged: true })).toMatchObject({ dv: 11, paRemoved: 3 });
    expect(dvAgainst(d, { dvType: "normal", ap: 2, ranged: true }).dv).toBe(14);
    expect(dvAgainst(d, { dvType: "normal", ap: 3, ranged: true }).dv).toBe(d.touch);
    const bare = dv(2, 4);
    expect(dvAgainst(bare, { dvType: "normal", ap: 5, ranged: true }).dv).toBe(bare.normal);
    // Compared with the total PA (worn + held); taken off whichever DV type is used.
    const shielded = dv(2, 4, { name: "Vest", type: "reflex", pa: 3 }, { held: { name: "Shield", pa: 2 } });
    expect(dvAgainst(shielded, { dvType: "normal", ap: 3, ranged: false }).dv).toBe(shielded.normal);
    expect(dvAgainst(shielded, { dvType: "surprised", ap: 5, ranged: false }).dv).toBe(
      shielded.surprised - 5,
    );
  });

  it("DE-DV-7: cover against ranged attacks only: half +2, three-quarters +5", () => {
    const d = dv(3, 4); // 12
    expect(d.normal).toBe(12);
    expect(dvAgainst(d, { dvType: "normal", ranged: true, cover: "threeQuarters" }).dv).toBe(17);
    expect(dvAgainst(d, { dvType: "normal", ranged: true, cover: "half" }).dv).toBe(14);
    expect(dvAgainst(d, { dvType: "normal", ranged: false, cover: "threeQuarters" }).dv).toBe(12);
  });

  it("DE-DV-8: the armour type decides which stats count", () => {
    const at = (type: "reflex" | "vanguard" | "fortitude" | "fortress") =>
      dv(2, 3, { name: type, type, pa: 4 }, { fortified: true }).normal;
    expect(at("reflex")).toBe(14);
    expect(at("vanguard")).toBe(12);
    expect(at("fortitude")).toBe(11);
    expect(at("fortress")).toBe(9);
  });

  it("DE-DV-9: Fortress gives half its PA (rounded up) outside the Fortified stance", () => {
    const fortress = { name: "Bulwark", type: "fortress", pa: 5 } as const;
    expect(dv(0, 0, fortress).pa.total).toBe(3);
    expect(dv(0, 0, fortress, { fortified: true }).pa.total).toBe(5);
    expect(toggleFortified(parseArmour(fortress), false)).toEqual({ ok: true, fortified: true, cost: 1 });
    expect(toggleFortified(parseArmour(fortress), true)).toEqual({ ok: true, fortified: false, cost: 1 });
    expect(toggleFortified(parseArmour({ name: "Vest", type: "reflex" }), false)).toMatchObject({
      ok: false,
      error: { code: "refused", path: ["armour", "type"] },
    });
    // In the stance: no moving, advantage against being moved, resilient to Prone.
    const h = hero({ fortified: true });
    expect(movement(h, 6)).toMatchObject({ canMove: false, speed: 0 });
    expect(FORTIFIED_STANCE.advantageAgainstBeingMoved).toBe(1);
    expect(conditionStance(h, "prone")).toMatchObject({ resilient: true, advantage: 1 });
  });

  it("DE-DV-10: Touch drops PA, Surprised drops a positive Agility only", () => {
    const vest = { name: "Vest", type: "reflex", pa: 2 } as const;
    expect(dv(1, 3, vest)).toMatchObject({ normal: 11, touch: 9, surprised: 8 });
    expect(dv(1, -2, vest)).toMatchObject({ normal: 6, surprised: 6, touch: 4 });
  });

  it("DE-DV-11: the armour type's omissions apply to all three DV types", () => {
    const plate = { name: "Plate", type: "fortitude", pa: 2 } as const;
    expect(dv(1, 3, plate)).toMatchObject({ normal: 8, touch: 6, surprised: 8 });
    const vanguard = { name: "Mail", type: "vanguard", pa: 2 } as const;
    expect(dv(4, 3, vanguard)).toMatchObject({ normal: 10, touch: 8, surprised: 7 });
  });

  it("DE-DV-12: DV modifiers apply only to the types they name; cover to whichever is used", () => {
    const d = dv(3, 4, null, {
      modifiers: [
        { source: "Second Blade", amount: 1, dvTypes: ["normal"] },
        { source: "Defensive Stance II", amount: 2, dvTypes: ["normal", "touch"] },
      ],
    });
    expect(d).toMatchObject({ normal: 15, touch: 14, surprised: 8 });
    expect(dvAgainst(d, { dvType: "surprised", ranged: true, cover: "half" }).dv).toBe(10);
  });
});

describe("armour data", () => {
  it("DE-DV-2: armour data is validated and a bad field is named", () => {
    expect(() => parseArmour({ name: "Vest", type: "reflex", pa: -1 })).toThrow(/pa/);
    expect(() => parseArmour({ name: "Vest", type: "paper" })).toThrow(
      expect.objectContaining({ code: "invalid", path: ["type"] }),
    );
    expect(parseArmour({ name: "Vest", type: "reflex" })).toMatchObject({ pa: 0, ea: 0 });
    expect(parseHeldArmour({ name: "Shield", pa: 1 }).skill).toBe("shields");
  });
});

describe("the DV an attack meets, from the whole character", () => {
  it("DE-DV-12: a view's DV modifiers, AP and cover all reach the attack's DV", () => {
    const view = hero({
      stats: { endurance: 1, agility: 3 },
      armour: { name: "Vest", type: "reflex", pa: 2 },
      skills: ["reflexArmour"],
      dvModifiers: [{ source: "Second Blade", amount: 1, dvTypes: ["normal"] }],
    });
    expect(defenceOf(view)).toMatchObject({ normal: 12, touch: 9, surprised: 8 });
    expect(dvForAttack(view, { ranged: true, cover: "half" })).toMatchObject({ dv: 14, dvType: "normal" });
    expect(dvForAttack(view, { ranged: false, ap: 2 })).toMatchObject({ dv: 10, paRemoved: 2 });
    expect(dvForAttack(view, { ranged: false, dvType: "touch" }).dv).toBe(9);
  });

  it("DE-DV-10: Surprised and Paralysed targets are attacked against their Surprised DV", () => {
    const base = {
      stats: { endurance: 1, agility: 3 },
      armour: { name: "Vest", type: "reflex" as const, pa: 2 },
      skills: ["reflexArmour"],
    };
    const surprised = hero({ ...base, conditions: [{ condition: "surprised", appliedAt: 0 }] });
    expect(dvForAttack(surprised, { ranged: false }, 5)).toMatchObject({ dv: 8, dvType: "surprised" });
    const blind = hero({ ...base, conditions: [{ condition: "blinded", appliedAt: 0, endsAt: 4 }] });
    expect(dvForAttack(blind, { ranged: false }, 3)).toMatchObject({ dv: 11, attackerAdvantage: 1 });
    expect(dvForAttack(blind, { ranged: false }, 4)).toMatchObject({ dv: 11, attackerAdvantage: 0 });
  });
});
