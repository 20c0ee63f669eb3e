// Rules proven at the table (issue 21), part B: damage types and modifiers, armour against damage,
// damage instances, conditions gained from damage, the health trackers, takedown results and the
// initiative clock, each played as an intent (`damage`, `condition`, `rest`, `takedown`,
// `unconsciousCheck`, `act`) through the table (testing/play.ts: resolveAction or a Session) with
// scripted faces; the outcome and the character's file and combat note after show the rule.
// One rule the damage action did not apply before: a fall (source "fall") met EA and Endurance like
// any hit, though fall damage is Bludgeoning and unresisted (DE-DMG-4).
//
// Energy armour as a ruler: where a rule's number would otherwise vanish into Stun and the checks it
// triggers, the target holds a shield whose EA is one less than the number expected, so the final
// damage is exactly 1 (and 0 when the rule gives one less).

import { describe, expect, it } from "vitest";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { combatNote } from "./combat-state.js";
import { current, HOUR, Play, refusal, repairTable, TOWER, table } from "./testing/play.js";

type Happening = {
  kind: string;
  check?: { dc: number; success: boolean; result: { total: number; dice: unknown[] } };
};
const happenings = (r: { roll: { outcome: Record<string, unknown> } | null }) =>
  r.roll!.outcome.happenings as Happening[];
const checks = (r: Parameters<typeof happenings>[0]) => happenings(r).filter((h) => h.kind === "check");
const final = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome.final;
const conditions = (p: Play, id: string) =>
  combatNote(p.state, id).conditions.map((c) => [c.condition, c.rating] as const);

/** Bruno (Endurance 2, Stun 2, HP 4; Shields) holding a shield of energy armour `ea`. */
function shielded(ea: number): Play {
  const p = new Play();
  p.act("equip", {
    actor: "bruno",
    equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: { name: "Ruler shield", pa: 0, ea } },
  });
  return p;
}
const hit = (p: Play, damage: object, faces: number[] = []) =>
  p.act("damage", { target: "bruno", damage }, faces);

describe("resisted damage (DE-DMG-1, 2)", () => {
  it("DE-DMG-1 resisted damage loses the target's Endurance: 3 → 1 on Bruno (Endurance 2); 2 → 0", () => {
    const p = new Play();
    expect(final(hit(p, { parts: [{ amount: 3 }], resisted: true }))).toBe(1);
    expect(p.track("bruno")).toMatchObject({ stun: 1, hp: 4 });
    expect(final(hit(p, { parts: [{ amount: 2 }], resisted: true }))).toBe(0);
    expect(p.track("bruno")).toMatchObject({ stun: 1, hp: 4 });
  });

  it("DE-DMG-1 zero or negative Endurance takes nothing off: Wren (Endurance −1, Stun 0) loses the whole 1, from HP", () => {
    const p = new Play();
    const hp = (p.track("wren") as { hp: number }).hp;
    // At 0 Stun the hit goes to HP and calls the consciousness check: 9 + 9 − 1 holds.
    const r = p.act("damage", { target: "wren", damage: { parts: [{ amount: 1 }], resisted: true } }, [9, 9]);
    expect(final(r)).toBe(1);
    expect(p.track("wren")).toMatchObject({ stun: 0, hp: hp - 1 });
  });

  it("DE-DMG-2 resistance is the source's flag, not the type's: 1 Fire unflagged → 1; flagged → 0", () => {
    const p = new Play();
    expect(final(hit(p, { parts: [{ amount: 1, type: "fire" }] }))).toBe(1);
    expect(final(hit(p, { parts: [{ amount: 1, type: "fire" }], resisted: true }))).toBe(0);
    expect(p.track("bruno")).toMatchObject({ stun: 1 });
  });
});

describe("damage types (DE-DMG-3..10)", () => {
  it("DE-DMG-3 the thirteen core types are taken; Flak and Impulse without their [X] are refused by field", () => {
    const p = new Play();
    const types = [
      "acid",
      "bludgeoning",
      "concussive",
      "electric",
      "fire",
      "initiative",
      "mental",
      "piercing",
      "radiation",
      "slashing",
      "toxic",
    ];
    const parts = [
      ...types.map((type) => ({ amount: 0, type })),
      { amount: 0, type: "flak", rating: 3 },
      { amount: 0, type: "impulse", rating: 5 },
    ];
    expect(final(hit(p, { parts }))).toBe(0);
    for (const type of ["flak", "impulse"]) {
      const e = refusal(() => hit(p, { parts: [{ amount: 1, type }] }));
      expect(e.path).toEqual(["damage", "parts", 0, "rating"]);
    }
  });

  it("DE-DMG-4 a fall is Bludgeoning and unresisted: 1 gets through a tower shield's EA 50 (fixed: was soaked)", () => {
    const p = shielded(50);
    expect(final(hit(p, { source: "fall", parts: [{ amount: 1 }] }))).toBe(1);
    expect(p.track("bruno")).toMatchObject({ stun: 1 });
    // A club's blow of the same amount is soaked; a fall flagged resisted still ignores Endurance.
    expect(final(hit(p, { source: "a club", parts: [{ amount: 1, type: "bludgeoning" }] }))).toBe(0);
    const q = new Play();
    expect(
      final(
        q.act("damage", {
          target: "bruno",
          damage: { source: "Fall", parts: [{ amount: 1 }], resisted: true },
        }),
      ),
    ).toBe(1);
  });

  it("DE-DMG-5 concussive loses 1 per metre: 12 at 5 m → 7 (EA 6 leaves 1); at 6 m → 6 (EA leaves 0)", () => {
    const p = shielded(6);
    expect(final(hit(p, { parts: [{ amount: 12, type: "concussive", distance: 5 }] }))).toBe(1);
    expect(final(hit(p, { parts: [{ amount: 12, type: "concussive", distance: 6 }] }))).toBe(0);
  });

  it("DE-DMG-6 Flak:[3] loses 3 per metre: 15 at 3 m → 6, at 5 m → 0, at 0 m → 15", () => {
    const flak = (distance: number) => ({ parts: [{ amount: 15, type: "flak", rating: 3, distance }] });
    expect(final(hit(shielded(5), flak(3)))).toBe(1);
    expect(final(hit(shielded(0), flak(5)))).toBe(0);
    expect(final(hit(shielded(14), flak(0)))).toBe(1);
  });

  it("DE-DMG-7 Flak Offset:[1] counts 1 m less: 15 Flak:[3] at 3 m → 9; at 1 m → 15", () => {
    const flak = (distance: number) => ({
      parts: [{ amount: 15, type: "flak", rating: 3, flakOffset: 1, distance }],
    });
    expect(final(hit(shielded(8), flak(3)))).toBe(1);
    expect(final(hit(shielded(14), flak(1)))).toBe(1);
  });

  it("DE-DMG-8 initiative damage is initiative spent: 2 on Bruno at 7 → 9, his Stun and HP untouched", () => {
    const p = new Play();
    p.act("initiative", {
      participants: [
        { character: "bruno", initiative: 7 },
        { character: "wren", initiative: 0 },
      ],
    });
    const r = hit(p, { parts: [{ amount: 2, type: "initiative" }] });
    expect(r.events.filter((e) => e.type === "ticks.spent")).toMatchObject([
      { id: "bruno", cost: 2, action: "initiative damage" },
    ]);
    expect(p.state.encounter!.participants.find((x) => x.id === "bruno")!.tick).toBe(9);
    expect(p.track("bruno")).toMatchObject({ stun: 2, hp: 4 });
  });

  it("DE-DMG-9 Impulse:[5] gains 1 per 5 m: 6 at 12 m → 8; at 4 m → 6", () => {
    const impulse = (distance: number) => ({ parts: [{ amount: 6, type: "impulse", rating: 5, distance }] });
    expect(final(hit(shielded(7), impulse(12)))).toBe(1);
    expect(final(hit(shielded(7), impulse(4)))).toBe(0);
  });

  it("DE-DMG-10 a tag type has no formula: 3 Slashing at 10 m is still 3", () => {
    expect(final(hit(shielded(2), { parts: [{ amount: 3, type: "slashing", distance: 10 }] }))).toBe(1);
    expect(final(hit(shielded(2), { parts: [{ amount: 3, type: "acid", distance: 10 }] }))).toBe(1);
  });
});

describe("which tracker damage reaches (DE-DMG-11..14, DE-HEALTH-1, 2)", () => {
  it("DE-DMG-11 Stun damage never overflows: 5 on Stun 2, HP 4 → Stun 0, HP 4, and the Stun-0 check (DC 12)", () => {
    const p = new Play();
    const r = hit(p, { parts: [{ amount: 5 }], track: "stun" }, [6, 5]);
    expect(p.track("bruno")).toMatchObject({ stun: 0, hp: 4 });
    expect(checks(r).map((h) => [h.check!.dc, h.check!.success])).toEqual([[12, true]]);
  });

  it("DE-DMG-12 Direct damage skips Stun: 2 on Stun 2, HP 4 → Stun 2, HP 2; on a Resilience body it takes Res", () => {
    const p = new Play();
    hit(p, { parts: [{ amount: 2 }], track: "direct" });
    expect(p.track("bruno")).toMatchObject({ stun: 2, hp: 2 });
    const r = repairTable([]);
    const res = (r.track("cog") as { res: number }).res;
    r.act("damage", { target: "cog", damage: { parts: [{ amount: 1 }], track: "direct" } });
    expect(r.track("cog")).toMatchObject({ kind: "resilience", res: res - 1 });
  });

  it("DE-DMG-13 Stun-only damage does nothing to a Resilience body", () => {
    const r = repairTable([]);
    const before = r.track("cog");
    r.act("damage", { target: "cog", damage: { parts: [{ amount: 2 }], track: "stun" } });
    expect(r.track("cog")).toEqual(before);
    expect(r.data("cog").current).toEqual(repairTable([]).data("cog").current);
  });

  it("DE-DMG-14 DE-DV-4 unresisted damage ignores EA (and Endurance): 1 through EA 50; flagged resisted too", () => {
    const p = shielded(50);
    expect(final(hit(p, { parts: [{ amount: 1 }] }))).toBe(0);
    expect(final(hit(p, { parts: [{ amount: 1 }], unresisted: true }))).toBe(1);
    expect(p.track("bruno")).toMatchObject({ stun: 1 });
  });

  it("DE-HEALTH-1 the same hit comes off Stun for an HP-and-Stun body and off Resilience for a Resilience one", () => {
    const r = repairTable([]);
    r.add("bruno2", { name: "Bruno Two", stats: { endurance: 2 } });
    const before = r.track("bruno2") as { kind: string; stun: number; hp: number };
    expect(before.kind).toBe("hpStun");
    const res = (r.track("cog") as { res: number }).res;
    for (const target of ["bruno2", "cog"]) r.act("damage", { target, damage: { parts: [{ amount: 1 }] } });
    expect(r.track("bruno2")).toMatchObject({ stun: before.stun - 1, hp: before.hp });
    expect(r.track("cog")).toMatchObject({ kind: "resilience", res: res - 1 });
    expect(r.data("cog").current.res).toBe(res - 1);
  });

  it("DE-HEALTH-2 healing never goes above the maximum: Ilse at Stun 1/2 spends a stun die (6 + 2) → 2", () => {
    const p = new Play();
    p.act("damage", { target: "ilse", damage: { parts: [{ amount: 1 }] } });
    expect(p.track("ilse")).toMatchObject({ stun: 1, maxStun: 2 });
    p.act("rest", { actor: "ilse", kind: "short", spend: 1 }, [6]);
    expect(p.track("ilse")).toMatchObject({ stun: 2, maxStun: 2 });
    expect(p.data("ilse").current.stun).toBe(2);
  });
});

describe("armour against damage (DE-DV-3)", () => {
  it("DE-DV-3 EA comes off last and once per instance: 2 + 2 resisted, Endurance 2, EA 1 → 1", () => {
    const p = shielded(1);
    expect(final(hit(p, { parts: [{ amount: 2 }, { amount: 2 }], resisted: true }))).toBe(1);
    expect(p.track("bruno")).toMatchObject({ stun: 1 });
  });
});

describe("damage instances and the conditions they bring (DE-DMG-16, 17, DE-COND-4..8)", () => {
  it("DE-DMG-16 four hits of 1 in one instance: 4 damage, Stun 2 → 0 and 1 HP, exactly one consciousness check", () => {
    const p = new Play();
    const r = hit(p, { parts: [1, 1, 1, 1].map((amount) => ({ amount })) }, [9, 8]);
    expect(final(r)).toBe(4);
    expect(p.track("bruno")).toMatchObject({ stun: 0, hp: 3 });
    expect(checks(r)).toHaveLength(1);
  });

  it("DE-DMG-17 DE-COND-5 three Bleed:[1] DC 13 in one instance are one Bleed:[3] with one DC 15 check", () => {
    const p = new Play();
    const bleed = { condition: "bleed", rating: 1, check: { stat: "endurance", dc: 13 } };
    // 6 + 5 + Endurance 2 = 13: enough against 13, not against 15.
    const r = hit(p, { parts: [{ amount: 0 }], conditions: [bleed, bleed, bleed] }, [6, 5]);
    expect(checks(r).map((h) => [h.check!.dc, h.check!.result.total, h.check!.success])).toEqual([
      [15, 13, false],
    ]);
    expect(conditions(p, "bruno")).toEqual([["bleed", 3]]);
  });

  it("DE-COND-6 each degree of success on the check takes 1 off the rating: Bleed:[3] DC 13 → 14 leaves 1; 16 leaves none", () => {
    const bleed = { condition: "bleed", rating: 3, check: { stat: "endurance", dc: 13 } };
    const p = new Play();
    hit(p, { parts: [{ amount: 0 }], conditions: [bleed] }, [6, 6]);
    expect(conditions(p, "bruno")).toEqual([["bleed", 1]]);
    const q = new Play();
    hit(q, { parts: [{ amount: 0 }], conditions: [bleed] }, [7, 7]);
    expect(conditions(q, "bruno")).toEqual([]);
  });

  it("DE-COND-7 a rated condition given again adds its rating: Bleed:[2] + Bleed:[1] → Bleed:[3]", () => {
    const p = new Play();
    p.act("condition", { actor: "bruno", condition: "Bleed", rating: 2 });
    p.act("condition", { actor: "bruno", condition: "Bleed", rating: 1 });
    expect(conditions(p, "bruno")).toEqual([["bleed", 3]]);
  });

  it("DE-COND-7 DE-COND-8 a timed condition runs from the moment it is given, and restarts only if the new end is later", () => {
    const p = new Play();
    p.act("initiative", {
      participants: [
        { character: "bruno", initiative: 30 },
        { character: "wren", initiative: 10 },
      ],
    });
    // At time 10: Prone for 5 on Bruno (initiative 30) ends at 15, long before he acts.
    p.act("condition", { actor: "bruno", condition: "Prone", duration: 5 });
    expect(combatNote(p.state, "bruno").conditions).toMatchObject([
      { condition: "prone", appliedAt: 10, endsAt: 15 },
    ]);
    // A shorter one (ends 13) leaves the end at 15; a longer one (ends 25) moves it.
    p.act("condition", { actor: "bruno", condition: "Prone", duration: 3 });
    expect(combatNote(p.state, "bruno").conditions).toMatchObject([{ endsAt: 15 }]);
    p.act("condition", { actor: "bruno", condition: "Prone", duration: 15 });
    expect(combatNote(p.state, "bruno").conditions).toMatchObject([{ endsAt: 25 }]);
    // Wren waits 21 (→ 31): time reaches Bruno's 30, and the Prone has ended before he is active.
    p.act("act", { actor: "wren", action: { kind: "wait", amount: 21 } });
    expect(combatNote(p.state, "bruno").conditions).toEqual([]);
  });

  it("DE-COND-4 resilient to Prone in the Fortified stance: its check takes three dice, the best two (control: two)", () => {
    const prone = { condition: "prone", check: { stat: "agility", dc: 13 } };
    const fortress = { name: "Bulwark", type: "fortress", pa: 4 };
    const p = new Play();
    p.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, armour: fortress } });
    p.act("initiative", {
      participants: [
        { character: "bruno", initiative: 0 },
        { character: "wren", initiative: 30 },
      ],
    });
    p.act("act", { actor: "bruno", action: { kind: "interact", interact: "fortifiedStance" } });
    // 9 + 3 (the best two of 2, 3, 9) + Agility 1 = 13: holds.
    const r = hit(p, { parts: [{ amount: 0 }], conditions: [prone] }, [2, 3, 9]);
    expect(
      checks(r).map((h) => [h.check!.result.total, h.check!.result.dice.length, h.check!.success]),
    ).toEqual([[13, 3, true]]);
    expect(conditions(p, "bruno")).toEqual([]);
    // Not fortified, the same first two dice: 2 + 3 + 1 = 6, Prone.
    const q = new Play();
    q.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, armour: fortress } });
    hit(q, { parts: [{ amount: 0 }], conditions: [prone] }, [2, 3]);
    expect(conditions(q, "bruno")).toEqual([["prone", null]]);
  });

  it("DE-COND-34 unconscious is Incapacitated: Mara, knocked out, burns 5 by herself while she is the lowest", () => {
    const p = new Play();
    // Mara (HP 2/3 at 0 Stun) takes 1: HP 1, DC 14 check fails (2 + 3 + 1), out for 4 hours.
    p.act("damage", { target: "mara", damage: { parts: [{ amount: 1 }] } }, [2, 3, 4]);
    expect(p.view("mara").vitals.unconscious).toMatchObject({ cause: "stun" });
    // At 0 she is active and cannot act: 5 → still below Bruno's 7 → 10; then Bruno acts.
    const r = p.act("initiative", {
      participants: [
        { character: "mara", initiative: 0 },
        { character: "bruno", initiative: 7 },
      ],
    });
    expect(r.events.filter((e) => e.type === "ticks.spent")).toMatchObject([
      { id: "mara", cost: 5 },
      { id: "mara", cost: 5 },
    ]);
    expect(p.state.encounter!.participants.find((x) => x.id === "mara")!.tick).toBe(10);
  });
});

describe("takedown results (DE-TAKE-6, 7)", () => {
  it("DE-TAKE-6 the table reads the total with a semi-critical's +2: worst two of 10, 10, 3 → 13 + 2 + 2 = 17, the ×2 band", () => {
    // Bruno's Endurance with Wren's Takedown Specialist (disadvantage). Knife 1d4 = 3 → 6.
    const { s, dice } = table([10, 10, 3, 3]);
    s.act("equip", { actor: "bruno", equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: TOWER } });
    const r = s.act("takedown", { performer: "wren", target: "bruno", weapon: "Knife", stealth: "passed" });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("x2");
    expect(r.roll!.outcome).toMatchObject({ total: 17, damage: 6 });
  });

  it("DE-TAKE-6 DE-TAKE-7 a super-critical fail is only its total (1 + 1 + 2 = 4): 0 HP, unconscious and a death check", () => {
    const { s, dice } = table([1, 1, 9, 9, 9]);
    const r = s.act("takedown", { performer: "wren", target: "bruno", weapon: "Knife", stealth: "passed" });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("zeroHp");
    expect(r.roll!.outcome).toMatchObject({ total: 4 });
    expect(current(s, "bruno").hp).toBe(0);
    expect(combatNote(s.state, "bruno").unconscious).toMatchObject({ cause: "dying" });
    expect(combatNote(s.state, "bruno").death).toMatchObject({ successes: 1, failures: 0 });
  });
});

describe("the initiative clock (DE-INIT-10)", () => {
  it("DE-INIT-10 2 initiative a second: knocked out at minute 30 (3,600) for 1d6 = 4 hours → until 3,600 + 4 × 7,200", () => {
    const { s } = table([2, 3, 4]);
    s.engine({ engine: "advanceClock", minutes: 30 });
    // Bruno: 5 on Stun 2 → Stun 0, HP 3; DC 13 check 2 + 3 + 2 = 7 fails; d6 = 4 hours.
    s.act("damage", { target: "bruno", damage: { parts: [{ amount: 5 }] } });
    expect(combatNote(s.state, "bruno").unconscious).toEqual({
      cause: "stun",
      since: 3600,
      until: 3600 + 4 * 7200,
    });
    expect(HOUR).toBe(7200);
  });
});
