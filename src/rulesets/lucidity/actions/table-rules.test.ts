// Rules the audit of issue 21 found proven only below the table (by the pure functions in rules/
// and character/), played here as a table plays them: an attack, a check or a gear intent resolved
// through resolveAction (the Session's path), the outcome and the state after asserted. Faces are
// scripted in roll order: the d20, then any Buff/Break d6s, then the damage die.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { book, run, someone, tableOf } from "../testing/helpers.js";

const o = book();

/** The EngineError an intent is refused with (the test fails if it is accepted). */
function engineError(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected the intent to be refused");
}

/** A with a 1d8 club and every attribute 0 (total = the d20 face); B at Defense 10 in Mail 4. */
function duel() {
  const a = someone("A", {
    items: [{ name: "Club", kind: "weapon", damage: "1d8", range: "melee" }],
    designated: ["Club"],
  });
  const b = someone("B", { items: [{ name: "Mail", kind: "armor", protection: 4 }] });
  return tableOf(o, { a, b });
}
const swing = { attacker: "a", defender: "b" };
const hit = (faces: number[], extra: Record<string, unknown> = {}) => {
  const s = duel();
  const r = run(s, "attack", { ...swing, ...extra }, faces);
  const before = s.characters.b!.data as { health: number };
  return { out: r.roll!.outcome, lost: before.health - r.char("b").health };
};

describe("lucidity combat at the table (issue 21)", () => {
  it("LUC-CMB-1 total 10 against Defense 10 misses and rolls no damage; 11 hits", () => {
    const miss = hit([10]);
    expect(miss.out).toMatchObject({ total: 10, defense: 10, hit: false, damage: 0 });
    expect(miss.lost).toBe(0);
    expect(hit([11, 8]).out).toMatchObject({ total: 11, hit: true });
  });

  it("LUC-CMB-2 Penetration is the total over Defense: 11 → 1, 15 → 5", () => {
    expect(hit([11, 8]).out.penetration).toBe(1);
    expect(hit([15, 3]).out.penetration).toBe(5);
  });

  it("LUC-CMB-3 LUC-CMB-4 Protection 4 less Penetration 1 is 3; Penetration 5 leaves 0 and adds no damage", () => {
    expect(hit([11, 8]).out).toMatchObject({ protection: 4, effectiveProtection: 3 });
    const deep = hit([15, 3]);
    expect(deep.out).toMatchObject({ effectiveProtection: 0, damageBeforeProtection: 3, damage: 3 });
    expect(deep.lost).toBe(3);
  });

  it("LUC-CMB-5 effective Protection 3 against D 1 (3 ≥ 2 × 1) → no damage", () => {
    const r = hit([11, 1]);
    expect(r.out).toMatchObject({ hit: true, effectiveProtection: 3, damageBeforeProtection: 1, damage: 0 });
    expect(r.lost).toBe(0);
  });

  it("LUC-CMB-6 effective Protection 3 against D 8 → 5, taken off Health", () => {
    const r = hit([11, 8]);
    expect(r.out.damage).toBe(5);
    expect(r.lost).toBe(5);
  });

  it("LUC-CMB-7 effective Protection 3 against D 2 and D 3 (D ≤ 3 < 2D) → 1", () => {
    for (const d of [2, 3]) {
      const r = hit([11, d]);
      expect(r.out.damage, `D ${d}`).toBe(1);
      expect(r.lost).toBe(1);
    }
    // Just past the band: D 4 is above the effective Protection, so LUC-CMB-6 gives D − 3 = 1 too.
    expect(hit([11, 4]).out.damage).toBe(1);
  });

  it("LUC-BB-2 LUC-BB-3 two Buffs and a Break net one d6, added: 10 + 4 hits", () => {
    const r = hit([10, 4, 8], { buffs: ["flank", "high ground"], breaks: ["fog"] });
    expect(r.out.total).toBe(14);
    expect((r.out.modifiers as { net: number }).net).toBe(1);
  });

  it("LUC-BB-3 one Buff and three Breaks net −2: two d6, only the higher (5) subtracted: 15 → 10, a miss", () => {
    const r = hit([15, 2, 5], { buffs: ["flank"], breaks: ["fog", "mud", "dark"] });
    expect(r.out).toMatchObject({ total: 10, hit: false });
    expect((r.out.modifiers as { net: number }).net).toBe(-2);
  });

  it("LUC-BB-2 a Buff and a Break cancel: no d6 is rolled", () => {
    // run() refuses unused faces, so [11, 8] passing proves no d6 was thrown.
    const r = hit([11, 8], { buffs: ["flank"], breaks: ["fog"] });
    expect(r.out).toMatchObject({ total: 11, damage: 5 });
  });
});

describe("lucidity sheet rules at the table (issue 21)", () => {
  it("LUC-ATTR-1 a check names any of the seven attributes and adds its score; an eighth is refused", () => {
    const attributes = { STR: -3, DEX: -2, CON: -1, KNO: 0, AWA: 1, WIL: 2, CHA: 3 };
    const s = tableOf(o, { c: someone("C", { attributes }) });
    for (const [attr, value] of Object.entries(attributes)) {
      const r = run(s, "check", { actor: "c", attribute: attr, target: 10 }, [10]);
      expect(r.roll!.outcome.total, attr).toBe(10 + value);
    }
    expect(
      engineError(() => run(s, "check", { actor: "c", attribute: "LUK", target: 10 }, [10])).path,
    ).toEqual(["attribute"]);
  });

  it("LUC-SLOT-7 designating: DEX 1 allows 3 items, a fourth is refused; DEX −3 still allows 1", () => {
    const items = ["A", "B", "C", "D"].map((name) => ({ name, kind: "gear" }));
    const s = tableOf(o, { c: someone("C", { attributes: { DEX: 1 }, items }) });
    expect(run(s, "designate", { target: "c", items: ["A", "B", "C"] }).char("c").designated).toEqual([
      "A",
      "B",
      "C",
    ]);
    engineError(() => run(s, "designate", { target: "c", items: ["A", "B", "C", "D"] }));
    const clumsy = tableOf(o, { c: someone("C", { attributes: { DEX: -3 }, items }) });
    expect(run(clumsy, "designate", { target: "c", items: ["A"] }).char("c").designated).toEqual(["A"]);
    engineError(() => run(clumsy, "designate", { target: "c", items: ["A", "B"] }));
  });
});

describe("lucidity advancement and slots at the table (issue 21)", () => {
  const levelAfter = (xp: number) => {
    const s = tableOf(o, { c: someone("C") });
    const award = run(s, "awardXp", { target: "c", amount: xp, reason: "milestone" });
    const changes = (award.events[0] as { changes: string[] }).changes.join("\n");
    const reach = /can now reach level (\d+)/.exec(changes);
    return { reached: reach ? Number(reach[1]) : 1, state: award.state };
  };

  it("LUC-ADV-2 awarded XP offers the level of the table: 9 → 1, 10 → 2, 29 → 2, 30 → 3, 59 → 3, 60 → 4, 99 → 4, 100 → 5, 149 → 5, 150 → 6", () => {
    const pairs: [number, number][] = [
      [9, 1],
      [10, 2],
      [29, 2],
      [30, 3],
      [59, 3],
      [60, 4],
      [99, 4],
      [100, 5],
      [149, 5],
      [150, 6],
    ];
    for (const [xp, level] of pairs) expect(levelAfter(xp).reached, `${xp} XP`).toBe(level);
  });

  it("LUC-ADV-3 1,000 XP still reaches only level 6: five level-ups are taken, a sixth is refused", () => {
    const { reached, state } = levelAfter(1000);
    expect(reached).toBe(6);
    const five = ["STR", "DEX", "CON", "KNO", "AWA"];
    expect(run(state, "levelUp", { target: "c", increases: five }).char("c").level).toBe(6);
    engineError(() => run(state, "levelUp", { target: "c", increases: [...five, "WIL"] }));
  });

  const gear = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `Thing ${i + 1}`, kind: "gear", size: "one-handed" }));
  const add = (s: ReturnType<typeof tableOf>, item: Record<string, unknown>) =>
    run(s, "addItem", { target: "c", item });

  it("LUC-SLOT-1 STR +2 carries 18 + 2 = 20: the 20th item is taken, the 21st refused", () => {
    const s = tableOf(o, { c: someone("C", { attributes: { STR: 2 }, items: gear(19) }) });
    const full = add(s, { name: "Rope", kind: "gear", size: "one-handed" }).state;
    expect((full.characters.c!.data as { items: unknown[] }).items).toHaveLength(20);
    expect(engineError(() => add(full, { name: "Torch", kind: "gear", size: "one-handed" })).message).toMatch(
      /slot/i,
    );
  });

  it("LUC-SLOT-4 500 coins take 1 slot and 501 take 2", () => {
    const torch = { name: "Torch", kind: "gear", size: "one-handed" };
    const at = (gold: number) => tableOf(o, { c: someone("C", { items: gear(16), gold }) });
    // STR 0: 18 slots; 16 items + 1 slot of coins leaves room for one more.
    expect(add(at(500), torch).char("c").items).toHaveLength(17);
    expect(engineError(() => add(at(501), torch)).message).toMatch(/slot/i);
  });

  it("LUC-SLOT-5 arrows take 1 slot per 20: 40 fit in the last 2 slots, 41 do not", () => {
    const s = tableOf(o, { c: someone("C", { items: gear(16) }) });
    expect(add(s, { name: "Arrows", kind: "arrows", quantity: 40 }).char("c").items).toHaveLength(17);
    expect(engineError(() => add(s, { name: "Arrows", kind: "arrows", quantity: 41 })).message).toMatch(
      /slot/i,
    );
  });
});
