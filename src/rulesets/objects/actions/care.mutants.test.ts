// Tests written to kill surviving mutants of actions/care.ts (issue 21): rest through the table,
// the resistance line of damage the GM applies (only when something is taken off, never more than
// the damage, every tag named), and drowning once per character, with no damage event at 0.
import { describe, expect, it } from "vitest";
import { engineError, hurt, opts, run, sheet, sheetAfter, table } from "../testing/helpers.js";

const o = opts();
const changesOf = (events: { type: string }[]) =>
  events
    .filter((e) => e.type === "character.changed")
    .map((e) => (e as unknown as { changes: string[] }).changes);

describe("rest, damage and breath at the table", () => {
  it("OBJ-HEAL-1 a day's rest through the table: STA 3 heals 3 non-lethal", () => {
    const s = table(o, { h: hurt(o, 3, 0, 5) });
    const r = run(s, "heal", { target: "h", days: 1 });
    expect(sheetAfter(r.events, "h")!.damage).toEqual({ lethal: 0, nonLethal: 2 });
    expect(changesOf(r.events)).toEqual([
      [
        "Someone rests 1 day(s) (light activity; 3 non-lethal a day, 1 lethal a week): lethal 0 → 0, non-lethal 5 → 2, Health 4",
      ],
    ]);
    const e = engineError(() => run(s, "heal", { target: "nobody", days: 1 }));
    expect([e.code, e.path]).toEqual(["not_found", ["target"]]);
  });

  it("OBJ-TRAIT-15 Fireproof takes at most the damage off, and the line names every tag", () => {
    const c = sheet(o, { traits: [{ trait: "fireproof", rating: 3, approved: true }] });
    const s = table(o, { c });
    const r = run(s, "damage", { target: "c", amount: 2, tags: ["fire", "smoke"], source: "a stove" });
    expect(changesOf(r.events)).toEqual([
      ["Someone's resistance takes 2 off 2 fire/smoke damage", "Someone takes no damage from a stove"],
    ]);
    const e = engineError(() => run(s, "damage", { target: "x", amount: 1 }));
    expect([e.code, e.path]).toEqual(["not_found", ["target"]]);
  });

  it("OBJ-TRAIT-15 OBJ-DMG-7 damage with nothing taken off has no resistance line", () => {
    const s = table(o, { c: sheet(o) });
    const r = run(s, "damage", { target: "c", amount: 2, kind: "non-lethal", tags: ["fire"] });
    expect(changesOf(r.events)).toEqual([
      ["Someone takes 2 non-lethal damage from the GM: Health 6 → 4 of 6"],
    ]);
  });

  it("OBJ-SKILL-9 a drowning character is not made drowning twice; damage names the turn past the limit", () => {
    const d = opts({ drowningDamagePerTurn: 2 });
    const s = table(d, { n: sheet(d) });
    const first = run(s, "breath", { actor: "n", turns: 5 });
    expect(first.events.filter((e) => e.type === "condition.added")).toHaveLength(1);
    expect(changesOf(first.events)).toEqual([
      ["Someone takes 2 lethal damage from drowning (turn 2): Health 6 → 4 of 6"],
    ]);
    s.conditions.push({ id: "c1", target: "n", name: "drowning", source: "breath" } as never);
    const again = run(s, "breath", { actor: "n", turns: 6 });
    expect(again.events.map((e) => e.type)).toEqual(["character.changed"]);
    const e = engineError(() => run(s, "breath", { actor: "zz", turns: 6 }));
    expect([e.code, e.path]).toEqual(["not_found", ["actor"]]);
  });

  it("OBJ-SKILL-9 a drowning damage of 0 adds no damage event", () => {
    const d = opts({ drowningDamagePerTurn: 0 });
    const r = run(table(d, { n: sheet(d) }), "breath", { actor: "n", turns: 5 });
    expect(r.events.map((e) => e.type)).toEqual(["condition.added"]);
  });
});

describe("breath: whose drowning, and no damage by default", () => {
  it("OBJ-SKILL-9 drowning elsewhere, or another condition, does not count; the condition has its own id", () => {
    const s = table(o, { n: sheet(o), m: sheet(o, { name: "Em" }) });
    s.conditions.push({ id: "c1", target: "m", name: "drowning", source: "breath" } as never);
    s.conditions.push({ id: "c2", target: "n", name: "prone", source: "a fall" } as never);
    const r = run(s, "breath", { actor: "n", turns: 5 });
    expect(r.events.map((e) => e.type)).toEqual(["condition.added"]);
    const added = (r.events[0] as unknown as { condition: { id: string; source: string } }).condition;
    expect(added.id).toMatch(/^condition/);
    expect(added.source).toBe("breath");
  });
});
