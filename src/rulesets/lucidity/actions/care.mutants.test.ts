// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{zero,exploits,rescue,care,rest,support}.ts"` (issue 21): damage, healing, Energy, status, fear and
// skills outside an attack, played at the table with their refusals' codes, words and fields.

import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import { book, changesOf, fails, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();

describe("care outside an attack: what the mutants found open", () => {
  it("LUC-ZERO-1 damage from the GM names its source, and an unknown target is refused on `target`", () => {
    const s = tableOf(o, { t: someone("T", { health: 6 }) });
    const r = run(s, "damage", { target: "t", amount: 3 });
    expect(r.char("t").health).toBe(3);
    expect(changesOf(r).join("\n")).toContain("the GM");
    expect(fails(() => run(s, "damage", { target: "zz", amount: 3 }))).toMatchObject({
      code: "not_found",
      path: ["target"],
    });
  });

  it("healing: first aid by default; the dead are refused on `target`", () => {
    const s = tableOf(o, { t: someone("T", { health: 2 }), d: someone("D", { health: 0, status: "dead" }) });
    const r = run(s, "heal", { target: "t", amount: 3 });
    expect(changesOf(r)).toEqual(["T heals 3 (first aid): Health 2 → 5"]);
    expect(fails(() => run(s, "heal", { target: "d", amount: 3 }))).toEqual({
      code: "refused",
      message: "D is dead",
      path: ["target"],
    });
  });

  it("LUC-EN-3 Energy restored is logged with its reason", () => {
    const s = tableOf(o, { t: someone("T", { energy: 1 }) });
    const r = run(s, "energy", { target: "t", delta: 2, reason: "a potion" });
    expect(r.char("t").energy).toBe(3);
    expect(changesOf(r)).toEqual(["T's Energy 1 → 3 (a potion)"]);
  });

  it("LUC-ZERO-1 LUC-ZERO-9 the GM's status ruling: dead clears a pending turn, unconscious keeps it", () => {
    const pending = { kind: "guaranteed", stage: "waiting", used: false };
    const s = tableOf(o, { t: someone("T", { health: 0, effects: { pending } }) });
    const dead = run(s, "setStatus", { target: "t", status: "dead", reason: "crushed" });
    expect(dead.char("t")).toMatchObject({ status: "dead", effects: { pending: null } });
    expect(changesOf(dead)).toEqual(["T is now dead (crushed)"]);
    const out = run(s, "setStatus", { target: "t", status: "unconscious", reason: "a blow" });
    expect(out.char("t")).toMatchObject({ status: "unconscious", effects: { pending } });
  });

  it("LUC-TRAIT-22 fear: only with Adrenaline Rush; it ends only a fear-driven rush of that character", () => {
    const rush = { traits: trio("Adrenaline Rush", "Hunk", "Guts") };
    const s = tableOf(o, { a: someone("A", rush), b: someone("B", rush), n: someone("N") });
    expect(fails(() => run(s, "fear", { target: "zz" })).path).toEqual(["target"]);
    expect(fails(() => run(s, "fear", { target: "n" }))).toEqual({
      code: "refused",
      message: "N does not have Adrenaline Rush",
      path: ["target"],
    });
    const afraid = run(s, "fear", { target: "a" });
    expect(afraid.state.conditions).toEqual([
      expect.objectContaining({ target: "a", name: "adrenaline rush", rating: 6, duration: null }),
    ]);
    // B has no rush of its own: A's does not count.
    expect(fails(() => run(afraid.state, "fear", { target: "b", ended: true }))).toEqual({
      code: "conflict",
      message: "B has no fear-driven Adrenaline Rush",
      path: ["target"],
    });
    const ended = run(afraid.state, "fear", { target: "a", ended: true });
    expect(ended.events).toEqual([
      { type: "condition.removed", id: afraid.state.conditions[0]!.id, reason: "the fear ends" },
    ]);
  });

  it("LUC-TRAIT-22 a rush from damage (a minute long) is not ended by the fear ending", () => {
    const s = tableOf(o, { a: someone("A", { traits: trio("Adrenaline Rush", "Hunk", "Guts") }) });
    const hurt = run(s, "damage", { target: "a", amount: 10 }).state;
    expect(hurt.conditions[0]).toMatchObject({ name: "adrenaline rush", duration: { unit: "round" } });
    expect(fails(() => run(hurt, "fear", { target: "a", ended: true })).code).toBe("conflict");
    // Another lasting condition on A is not a rush either.
    const prone = tableOf(o, { a: someone("A", { traits: trio("Adrenaline Rush", "Hunk", "Guts") }) }, {
      conditions: [{ id: "c1", target: "a", name: "prone", rating: null, duration: null, source: "a trip" }],
    } as never);
    expect(fails(() => run(prone, "fear", { target: "a", ended: true })).code).toBe("conflict");
  });

  it("LUC-SKILL-4 an Armor or Language skill is granted or removed, and `held` must be said", () => {
    const s = tableOf(o, {
      y: someone("Y", { unrankedSkills: [{ name: "Elvish", kind: "language" }] }),
    });
    expect(fails(() => run(s, "setSkill", { target: "y", skill: "Dwarvish", kind: "language" }))).toEqual({
      code: "invalid",
      message: "held: say whether the skill is granted or removed",
      path: ["held"],
    });
    const gained = run(s, "setSkill", { target: "y", skill: "Dwarvish", kind: "language", held: true });
    expect(gained.char("y").unrankedSkills).toEqual([
      { name: "Elvish", kind: "language" },
      { name: "Dwarvish", kind: "language" },
    ]);
    expect(changesOf(gained)).toEqual(["Y gains the language skill Dwarvish"]);
    const lost = run(s, "setSkill", { target: "y", skill: "Elvish", kind: "language", held: false });
    expect(lost.char("y").unrankedSkills).toEqual([]);
    expect(changesOf(lost)).toEqual(["Y loses the language skill Elvish"]);
    // Granting one already held replaces it, not doubles it.
    const again = run(s, "setSkill", { target: "y", skill: "Elvish", kind: "armor", held: true });
    expect(again.char("y").unrankedSkills).toEqual([{ name: "Elvish", kind: "armor" }]);
  });

  it("LUC-SKILL-6 the GM sets a rank, 0 removes it, and a rank must be given", () => {
    const s: TableState = tableOf(o, { y: someone("Y", { skills: { Swords: 2, Charm: 1 } }) });
    expect(fails(() => run(s, "setSkill", { target: "y", skill: "Swords" }))).toEqual({
      code: "invalid",
      message: "rank: a rank from 0 to 5 (or kind + held)",
      path: ["rank"],
    });
    const up = run(s, "setSkill", { target: "y", skill: "Swords", rank: 4 });
    expect(up.char("y").skills).toEqual({ Swords: 4, Charm: 1 });
    expect(changesOf(up)).toEqual(["Y's Swords: 2 → 4 (GM)"]);
    const fresh = run(s, "setSkill", { target: "y", skill: "Stealth", rank: 1 });
    expect(changesOf(fresh)).toEqual(["Y's Stealth: 0 → 1 (GM)"]);
    const gone = run(s, "setSkill", { target: "y", skill: "Swords", rank: 0 });
    expect(gone.char("y").skills).toEqual({ Charm: 1 });
    expect(changesOf(gone)).toEqual(["Y's Swords: 2 → 0 (GM)"]);
  });
});
