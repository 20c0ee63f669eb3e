// Tests written to kill surviving mutants of roll-parts.ts (issue 21): each part, Buff and Break of a
// roll with its source's words, the refusals of Inspirator and Lucidity rolls, the guaranteed turn,
// what a roll uses up afterwards, and the die records of Buff/Break and Lucidity dice.
import { describe, expect, it } from "vitest";
import type { TableEvent } from "../../../engine/events.js";
import { book, fails, run, someone, tableOf, trio } from "../testing/helpers.js";
import { guaranteedNow, rollDice } from "./roll-parts.js";

const o = book();
const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const mods = (r: { roll: { outcome: Record<string, unknown> } | null }) =>
  out(r).modifiers as {
    parts: { source: string; value: number }[];
    buffs: { source: string; count: number }[];
    breaks: { source: string; count: number }[];
    net: number;
    way: string;
    critical: boolean;
  };
const changesOf = (r: { events: TableEvent[] }, id: string) =>
  (r.events.find((e) => e.type === "character.changed" && e.id === id) as { changes: string[] } | undefined)
    ?.changes;
const aid = (id: string, from: string, count: number, attribute: string | null) => ({
  id,
  from,
  count,
  attribute,
});
// Traits without roll effects, so a test's Buffs are only its own.
const plainTraits = trio("Hunk", "Guts", "Shuffle");

describe("a roll's parts", () => {
  it("LUC-CHECK-1 the attribute is always a part, even at 0; a rank only above 0; a bonus only when not 0", () => {
    const s = tableOf(o, { a: someone("A", { skills: { Study: 2 } }) });
    const m = mods(run(s, "check", { actor: "a", attribute: "KNO", skill: "Swords", target: 10 }, [10]));
    expect(m.parts).toEqual([{ source: "KNO", value: 0 }]);
    const ranked = mods(
      run(s, "check", { actor: "a", attribute: "KNO", skill: "Study", target: 10, bonus: -2 }, [10]),
    );
    expect(ranked.parts).toEqual([
      { source: "KNO", value: 0 },
      { source: "Study rank", value: 2 },
      { source: "bonus", value: -2 },
    ]);
    expect(
      mods(run(s, "check", { actor: "a", attribute: "KNO", target: 10, bonus: 0 }, [10])).parts,
    ).toHaveLength(1);
  });

  it("LUC-TRAIT-14 Educated's +1 is a named part, and only when a skill is named", () => {
    const s = tableOf(o, { a: someone("A", { traits: trio("Educated", "Hunk", "Guts") }) });
    const r = run(s, "check", { actor: "a", attribute: "KNO", skill: "Study", target: 10 }, [10]);
    expect(mods(r).parts).toEqual([
      { source: "KNO", value: 0 },
      { source: "Educated", value: 1 },
    ]);
    expect(mods(run(s, "check", { actor: "a", attribute: "KNO", target: 10 }, [10])).parts).toHaveLength(1);
  });

  it("LUC-OPT-5 help and interference: named by the helper, counted, used up only by a roll of their attribute", () => {
    const a = someone("A", {
      traits: plainTraits,
      effects: {
        aids: [aid("h1", "c", 2, "STR"), aid("h2", "zz", -1, null), aid("h3", "c", 1, "DEX")],
      },
    });
    const s = tableOf(o, { a, c: someone("C") });
    const r = run(s, "check", { actor: "a", attribute: "STR", target: 10 }, [10, 3]);
    expect(mods(r)).toMatchObject({
      buffs: [{ source: "help from C", count: 2 }],
      breaks: [{ source: "interference from zz", count: 1 }],
      net: 1,
    });
    expect(r.char("a").effects.aids).toEqual([aid("h3", "c", 1, "DEX")]);
  });

  it("LUC-TRAIT-7 Wingman: a Buff named by the giver on rolls of its attribute, not on attacks; it survives a success", () => {
    const club = { name: "Club", kind: "weapon", damage: "1d4", range: "melee" };
    const a = someone("A", {
      traits: plainTraits,
      items: [club],
      designated: ["Club"],
      effects: { wingman: { from: "c", attribute: "STR" } },
    });
    const s = tableOf(o, { a, c: someone("C"), b: someone("B") });
    const r = run(s, "check", { actor: "a", attribute: "STR", target: 10 }, [10, 2]);
    expect(mods(r).buffs).toEqual([{ source: "Wingman (C)", count: 1 }]);
    expect(r.char("a").effects.wingman).toEqual({ from: "c", attribute: "STR" });
    expect(changesOf(r, "a")).toBeUndefined();
    expect(mods(run(s, "check", { actor: "a", attribute: "DEX", target: 10 }, [10])).buffs).toEqual([]);
    expect(mods(run(s, "attack", { attacker: "a", defender: "b" }, [5])).buffs).toEqual([]);
    const gone = tableOf(o, { a, b: someone("B") });
    expect(mods(run(gone, "check", { actor: "a", attribute: "STR", target: 10 }, [10, 2])).buffs).toEqual([
      { source: "Wingman (c)", count: 1 },
    ]);
  });

  it("LUC-TRAIT-31 Fellowship is named and only on WIL rolls", () => {
    const s = tableOf(o, { a: someone("A", { traits: plainTraits, companionTraits: ["Fellowship"] }) });
    expect(mods(run(s, "check", { actor: "a", attribute: "WIL", target: 10 }, [10, 2])).buffs).toEqual([
      { source: "Fellowship", count: 1 },
    ]);
    expect(mods(run(s, "check", { actor: "a", attribute: "CON", target: 10 }, [10])).buffs).toEqual([]);
    // A WIL roll with no Fellowship in the party: no Fellowship entry at all.
    const alone = tableOf(o, { a: someone("A", { traits: plainTraits }) });
    expect(mods(run(alone, "check", { actor: "a", attribute: "WIL", target: 10 }, [10])).buffs).toEqual([]);
  });

  it("LUC-TRAIT-26 LUC-TRAIT-30 Rumor-monger and Natural Immunity are named, each only on its own tag", () => {
    const s = tableOf(o, {
      a: someone("A", { traits: trio("Rumor-monger", "Natural Immunity", "Guts") }),
    });
    const buffs = (tags: string[], faces: number[]) =>
      mods(run(s, "check", { actor: "a", attribute: "CON", target: 10, tags }, faces)).buffs;
    expect(buffs(["information"], [10, 2])).toEqual([{ source: "Rumor-monger", count: 1 }]);
    expect(buffs(["disease"], [10, 2])).toEqual([{ source: "Natural Immunity", count: 1 }]);
    expect(buffs(["fear"], [10])).toEqual([]);
  });

  it("LUC-TRAIT-29 Mental Clarity: the Breaks are shown as ignored, only on mental rolls, and nothing when there were none", () => {
    const t = trio("Mental Clarity", "Hunk", "Guts");
    const s = tableOf(o, { a: someone("A", { traits: t }) });
    const r = run(s, "check", { actor: "a", attribute: "AWA", target: 10, breaks: ["dark"] }, [10]);
    expect(mods(r)).toMatchObject({
      breaks: [{ source: "Mental Clarity (Breaks ignored)", count: 0 }],
      net: 0,
    });
    expect(mods(run(s, "check", { actor: "a", attribute: "AWA", target: 10 }, [10])).breaks).toEqual([]);
    expect(
      mods(run(s, "check", { actor: "a", attribute: "STR", target: 10, breaks: ["dark"] }, [10, 4])),
    ).toMatchObject({ breaks: [{ source: "dark", count: 1 }], net: -1 });
    // ranked-skill-rolls: with a rank the Breaks are ignored.
    const scoped = tableOf(book({ mentalClarityScope: "ranked-skill-rolls" }), {
      a: someone("A", { traits: t, skills: { Study: 1 } }),
    });
    expect(
      mods(
        run(
          scoped,
          "check",
          { actor: "a", attribute: "KNO", skill: "Study", target: 10, breaks: ["d"] },
          [10],
        ),
      ).net,
    ).toBe(0);
  });
});

describe("Inspirator and Lucidity refusals", () => {
  it("LUC-TRAIT-10 inspiredBy must name a known holder of Inspirator who has not used it", () => {
    const insp = trio("Inspirator", "Hunk", "Guts");
    const s = tableOf(o, {
      a: someone("A"),
      n: someone("N"),
      u: someone("U", { traits: insp, effects: { inspirationUsed: true } }),
    });
    const p = { actor: "a", attribute: "STR", target: 10 };
    expect(fails(() => run(s, "check", { ...p, inspiredBy: "n" }, [10]))).toEqual({
      code: "refused",
      message: "N does not have Inspirator",
      path: ["inspiredBy"],
    });
    expect(fails(() => run(s, "check", { ...p, inspiredBy: "u" }, [10]))).toEqual({
      code: "refused",
      message: "U has used Inspirator since the last rest or inspiring moment",
      path: ["inspiredBy"],
    });
    expect(fails(() => run(s, "check", { ...p, inspiredBy: "zz" }, [10])).path).toEqual(["inspiredBy"]);
  });

  it("LUC-TRAIT-10 the inspirer's CHA, logged on the inspirer when used", () => {
    const s = tableOf(o, {
      a: someone("A", { traits: plainTraits }),
      i: someone("I", { traits: trio("Inspirator", "Hunk", "Guts"), attributes: { CHA: 2 } }),
    });
    const r = run(s, "check", { actor: "a", attribute: "STR", target: 12, inspiredBy: "i" }, [10]);
    expect(out(r)).toMatchObject({ total: 12, success: true, inspired: true });
    expect(changesOf(r, "i")).toEqual(["I uses Inspirator (+2)"]);
    expect(r.char("i").effects.inspirationUsed).toBe(true);
  });

  it("LUC-LUC-3 an NPC's Lucidity roll and an after-roll one under before-roll are refused, on the lucidity path", () => {
    const s = tableOf(o, { g: someone("G", { npc: true }), a: someone("A") });
    expect(
      fails(() => run(s, "check", { actor: "g", attribute: "STR", target: 10, lucidity: true }, [5])),
    ).toEqual({
      code: "refused",
      message: "G has no Lucidity (NPCs do not, unless npcsUseLucidity)",
      path: ["lucidity"],
    });
    expect(
      fails(() => run(s, "check", { actor: "a", attribute: "STR", target: 10, lucidity: "if-failed" }, [5])),
    ).toEqual({
      code: "refused",
      message: "a Lucidity roll is declared before rolling (substituteTiming = before-roll)",
      path: ["lucidity"],
    });
  });

  it("LUC-LUC-10 in a guaranteed turn a Lucidity roll is never refused: the roll is simply guaranteed", () => {
    const s = tableOf(o, {
      g: someone("G", { npc: true, effects: { pending: { kind: "guaranteed", stage: "active" } } }),
    });
    const r = run(s, "check", { actor: "g", attribute: "STR", target: 40, lucidity: "if-failed" }, [5]);
    expect(out(r)).toMatchObject({ success: true, by: "guaranteed", lucidityTarget: null });
  });

  it("LUC-LUC-4 the Lucidity target uses the roll's attribute and the GM's modifier", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { DEX: 2, CON: -1 }, lucidity: 10 }) });
    const r = run(
      s,
      "check",
      { actor: "a", attribute: "DEX", target: 40, lucidity: true, gmModifier: -3 },
      [20],
    );
    expect(out(r)).toMatchObject({ lucidityTarget: 9, success: false });
  });
});

describe("guaranteed turns and what a roll uses up", () => {
  const pend = (stage: string, used = false, kind = "guaranteed") => ({
    effects: { pending: { kind, stage, used } },
  });

  it("LUC-LUC-10 only an active pending turn guarantees; first-roll scope only until it is used", () => {
    expect(guaranteedNow(someone("A", pend("waiting")), o)).toBe(false);
    expect(guaranteedNow(someone("A"), o)).toBe(false);
    expect(guaranteedNow(someone("A", pend("active")), o)).toBe(true);
    expect(guaranteedNow(someone("A", pend("active", true)), o)).toBe(true);
    const first = book({ guaranteedSuccessScope: "first-roll" });
    expect(guaranteedNow(someone("A", pend("active"), first), first)).toBe(true);
    expect(guaranteedNow(someone("A", pend("active", true), first), first)).toBe(false);
  });

  it("LUC-LUC-10 all-rolls-that-turn: a guaranteed roll uses nothing up (no change at all); a final turn's is critical", () => {
    const s = tableOf(o, { a: someone("A", pend("active")) });
    const r = run(s, "check", { actor: "a", attribute: "STR", target: 40 }, [3]);
    expect(mods(r)).toMatchObject({ way: "guaranteed", critical: false });
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
    const last = tableOf(o, { a: someone("A", pend("active", false, "final-turn")) });
    expect(mods(run(last, "check", { actor: "a", attribute: "STR", target: 40 }, [3]))).toMatchObject({
      critical: true,
    });
    // A final turn not yet active: neither guaranteed nor critical.
    const waiting = tableOf(o, { a: someone("A", pend("waiting", false, "final-turn")) });
    expect(mods(run(waiting, "check", { actor: "a", attribute: "STR", target: 40 }, [3]))).toMatchObject({
      way: "d20",
      critical: false,
    });
  });

  it("LUC-LUC-10 first-roll scope: a roll before the guaranteed turn starts does not use it up", () => {
    const first = book({ guaranteedSuccessScope: "first-roll" });
    const s = tableOf(first, { a: someone("A", pend("waiting"), first) });
    const r = run(s, "check", { actor: "a", attribute: "STR", target: 10 }, [10]);
    expect(mods(r).way).toBe("d20");
    expect(r.char("a").effects.pending).toEqual({ kind: "guaranteed", stage: "waiting", used: false });
  });

  it("LUC-TRAIT-7 a failed roll ends the Wingman Buff, said", () => {
    const s = tableOf(o, {
      a: someone("A", { traits: plainTraits, effects: { wingman: { from: "c", attribute: "STR" } } }),
    });
    const r = run(s, "check", { actor: "a", attribute: "DEX", target: 30 }, [3]);
    expect(r.char("a").effects.wingman).toBeNull();
    expect(changesOf(r, "a")).toEqual(["A failed a roll: the Wingman Buff ends (not again until a rest)"]);
  });
});

describe("die records", () => {
  it("LUC-BB-3 only the first of the highest Buff dice is kept; the others count 0", () => {
    const buff = { net: 3, faces: [5, 2, 5], value: 5 };
    expect(rollDice(null, buff, null).map((d) => [d.role, d.faces, d.value, d.kept])).toEqual([
      ["buff", [5], 5, true],
      ["buff", [2], 0, false],
      ["buff", [5], 0, false],
    ]);
    const brk = { net: -2, faces: [1, 4], value: -4 };
    expect(rollDice(7, brk, null, "g")).toEqual([
      {
        role: "d20",
        sides: 20,
        faces: [7],
        value: 7,
        kept: true,
        exploded: false,
        imploded: false,
        group: "g",
      },
      {
        role: "break",
        sides: 6,
        faces: [1],
        value: 0,
        kept: false,
        exploded: false,
        imploded: false,
        group: "g",
      },
      {
        role: "break",
        sides: 6,
        faces: [4],
        value: 4,
        kept: true,
        exploded: false,
        imploded: false,
        group: "g",
      },
    ]);
    expect(rollDice(null, { net: 0, faces: [], value: 0 }, null)).toEqual([]);
    // No group named: the records have no group key at all.
    expect(Object.keys(rollDice(7, null, null)[0]!)).not.toContain("group");
  });

  it("LUC-LUC-8 a Lucidity die and the Buff die that moved its target, in the same group", () => {
    const luc = { face: 12, target: 14, buff: { net: 1, faces: [4], value: 4 }, success: true, over: 0 };
    expect(rollDice(null, null, luc, "A")).toEqual([
      {
        role: "lucidity",
        sides: 20,
        faces: [12],
        value: 12,
        kept: true,
        exploded: false,
        imploded: false,
        group: "A",
      },
      {
        role: "buff",
        sides: 6,
        faces: [4],
        value: 4,
        kept: true,
        exploded: false,
        imploded: false,
        group: "A",
      },
    ]);
    expect(rollDice(null, null, { ...luc, buff: null })).toEqual([
      { role: "lucidity", sides: 20, faces: [12], value: 12, kept: true, exploded: false, imploded: false },
    ]);
  });
});
