// Tests written to kill surviving mutants of harm.ts and of check.ts's adrenalineEvents (issue 21):
// what damage from any source sets off — a minute of rounds, Adrenaline Rush started, refreshed or
// left alone, a defeated NPC's note, a player character's drop to 0 — word for word.
import { describe, expect, it } from "vitest";
import type { TableEvent } from "../../../engine/events.js";
import { book, run, someone, tableOf, trio } from "../testing/helpers.js";
import { roundsPerMinute } from "./harm.js";

const o = book();
const rusher = (patch: Record<string, unknown> = {}) =>
  someone("R", {
    level: 5,
    attributes: { CON: 3 },
    traits: trio("Adrenaline Rush", "Hunk", "Guts"),
    ...patch,
  });
const changesOf = (events: TableEvent[], id: string) =>
  (events.find((e) => e.type === "character.changed" && e.id === id) as { changes: string[] } | undefined)
    ?.changes;
const rush = (duration: { unit: "round"; remaining: number } | null) => ({
  id: "c1",
  target: "r",
  name: "adrenaline rush",
  rating: 6,
  duration,
  source: "Adrenaline Rush",
});

describe("harm", () => {
  it("LUC-TRAIT-22 a minute of rounds is 60 / roundSeconds rounded, at least 1", () => {
    const rounds = (roundSeconds: number) => roundsPerMinute(book({ roundSeconds }));
    expect(rounds(6)).toBe(10);
    expect(rounds(7)).toBe(9); // 8.57
    expect(rounds(11)).toBe(5); // 5.45
    expect(rounds(60)).toBe(1);
    expect(rounds(200)).toBe(1); // 0.3
  });

  it("no damage changes nothing and sets nothing off", () => {
    const s = tableOf(o, { r: rusher() });
    expect(run(s, "damage", { target: "r", amount: 0 }).events).toEqual([]);
  });

  it("LUC-TRAIT-22 10 damage at once: the Rush is logged on the character and lasts a minute of rounds", () => {
    const s = tableOf(book({ roundSeconds: 12 }), { r: rusher() });
    const hp = (s.characters.r!.data as { health: number }).health;
    expect(hp).toBeGreaterThan(10);
    const r = run(s, "damage", { target: "r", amount: 10, source: "a rockfall" });
    expect(changesOf(r.events, "r")).toEqual([
      `R takes 10 damage (a rockfall): Health ${hp} → ${hp - 10}`,
      "R's Adrenaline Rush: +6 Protection for a minute",
    ]);
    expect(r.events.filter((e) => e.type !== "character.changed")).toEqual([
      {
        type: "condition.added",
        condition: {
          id: "condition-100",
          target: "r",
          name: "adrenaline rush",
          rating: 6,
          duration: { unit: "round", remaining: 5 },
          source: "Adrenaline Rush",
        },
      },
    ]);
    // 9 damage: nothing.
    expect(run(s, "damage", { target: "r", amount: 9 }).events.map((e) => e.type)).toEqual([
      "character.changed",
    ]);
  });

  it("LUC-TRAIT-22 damage refreshes a running Rush to a full minute, and leaves one from fear as it is", () => {
    const timed = tableOf(o, { r: rusher() }, { conditions: [rush({ unit: "round", remaining: 2 })] });
    const r = run(timed, "damage", { target: "r", amount: 10 });
    expect(r.events.filter((e) => e.type !== "character.changed")).toEqual([
      { type: "condition.changed", id: "c1", rating: 6, remaining: 10 },
    ]);
    const fear = tableOf(o, { r: rusher() }, { conditions: [rush(null)] });
    const f = run(fear, "damage", { target: "r", amount: 10 });
    expect(f.events.map((e) => e.type)).toEqual(["character.changed"]);
    expect(f.state.conditions).toEqual([rush(null)]);
  });

  it("LUC-TRAIT-22 a failed fear roll turns a timed Rush into one lasting until the fear ends", () => {
    const timed = tableOf(o, { r: rusher() }, { conditions: [rush({ unit: "round", remaining: 2 })] });
    const r = run(timed, "check", { actor: "r", attribute: "WIL", target: 30, tags: ["fear"] }, [2]);
    expect(r.events.filter((e) => e.type.startsWith("condition."))).toEqual([
      { type: "condition.removed", id: "c1", reason: "refreshed" },
      {
        type: "condition.added",
        condition: {
          id: "condition-101",
          target: "r",
          name: "adrenaline rush",
          rating: 6,
          duration: null,
          source: "Adrenaline Rush",
        },
      },
    ]);
    // Already until the fear ends: nothing new.
    const fear = tableOf(o, { r: rusher() }, { conditions: [rush(null)] });
    const again = run(fear, "check", { actor: "r", attribute: "WIL", target: 30, tags: ["fear"] }, [2]);
    expect(again.events.filter((e) => e.type.startsWith("condition."))).toEqual([]);
  });

  it("LUC-TRAIT-22 only a failed roll tagged fear, by a holder of the trait, brings the Rush", () => {
    const s = tableOf(o, { r: rusher(), p: someone("P") });
    const conds = (actor: string, target: number, tags: string[]) =>
      run(s, "check", { actor, attribute: "WIL", target, tags }, [2]).state.conditions;
    expect(conds("r", 30, ["fear"])).toHaveLength(1);
    expect(conds("r", 1, ["fear"])).toHaveLength(0);
    expect(conds("r", 30, [])).toHaveLength(0);
    expect(conds("p", 30, ["fear"])).toHaveLength(0);
  });

  it("LUC-ZERO-1 a defeated NPC: the GM's note, word for word, naming the character", () => {
    const s = tableOf(o, { g: someone("Guard", { npc: true, health: 3 }) });
    const r = run(s, "damage", { target: "g", amount: 5 });
    expect(r.events.filter((e) => e.type === "note.opened")).toEqual([
      {
        type: "note.opened",
        id: "note-100",
        kind: "defeated",
        text: "Guard is at 0 Health with no Lucidity: the GM decides whether they are dead or unconscious",
        data: { character: "g" },
      },
    ]);
  });

  it("LUC-ZERO-1 LUC-ZERO-3 a player character dropping to 0: the line says what now follows; already at 0, it is not said again", () => {
    const s = tableOf(o, { p: someone("P", { health: 3, lucidity: 10 }) });
    const r = run(s, "damage", { target: "p", amount: 3, source: "a fall" });
    expect(changesOf(r.events, "p")).toEqual([
      "P takes 3 damage (a fall): Health 3 → 0",
      "P is at 0 Health: further damage comes off Lucidity, and damage taken now calls for a Lucidity (CON) roll at the end of the round",
    ]);
    expect(r.events.map((e) => e.type)).toEqual(["character.changed"]);
    const again = run(r.state, "damage", { target: "p", amount: 2, source: "a fall" });
    expect(changesOf(again.events, "p")).toEqual([
      "P takes 2 damage (a fall): Health 0 → 0",
      "P loses 2 Lucidity past 0 Health: 10 → 8",
    ]);
  });
});
