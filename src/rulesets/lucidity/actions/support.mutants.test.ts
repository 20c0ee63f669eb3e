// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{zero,exploits,rescue,care,rest,support}.ts"` (issue 21): Help/Interfere, Wingman, Inspirator's
// inspiring moment, free actions and spells, with each refusal's code, words and field.

import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import { book, changesOf, fails, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();
/** An encounter with `ids` in that order (the first acts now). */
const fight = (s: TableState, ids: string[]) =>
  run(
    s,
    "initiative",
    { participants: ids.map((character) => ({ character })) },
    ids.map((_, i) => 20 - i),
  ).state;

describe("helping and the small options: what the mutants found open", () => {
  it("LUC-OPT-5 Help is for another's roll, from someone who can act, with a relevant skill", () => {
    const s = tableOf(o, {
      h: someone("H", { skills: { Charm: 1 } }),
      r: someone("R"),
      k: someone("K", { skills: { Charm: 1 }, status: "unconscious", health: 0 }),
    });
    const p = { helper: "h", recipient: "r", kind: "help", skill: "Charm" };
    expect(fails(() => run(s, "help", { ...p, recipient: "h" }))).toEqual({
      code: "invalid",
      message: "Help/Interfere is for another character's roll",
      path: ["recipient"],
    });
    expect(fails(() => run(s, "help", { ...p, helper: "zz" })).path).toEqual(["helper"]);
    expect(fails(() => run(s, "help", { ...p, recipient: "zz" })).path).toEqual(["recipient"]);
    expect(fails(() => run(s, "help", { ...p, helper: "k" }))).toMatchObject({
      code: "refused",
      path: ["helper"],
    });
    // Holding some other unranked skill does not count.
    const linguist = tableOf(o, {
      h: someone("H", { unrankedSkills: [{ name: "Elvish", kind: "language" }] }),
      r: someone("R"),
    });
    expect(fails(() => run(linguist, "help", { ...p, skill: "Swords" })).path).toEqual(["skill"]);
    expect(fails(() => run(s, "help", { ...p, skill: "Swords" }))).toEqual({
      code: "refused",
      message: "H has no rank in Swords and does not hold it",
      path: ["skill"],
    });
  });

  it("LUC-OPT-5 one Buff (help) or one Break (interfere) on the next roll, logged in words", () => {
    const s = tableOf(o, { h: someone("H", { skills: { Charm: 1 } }), r: someone("R") });
    const help = run(s, "help", { helper: "h", recipient: "r", kind: "help", skill: "Charm" });
    expect(help.char("r").effects.aids).toEqual([
      { id: expect.stringMatching(/^aid-\d+$/), from: "h", count: 1, attribute: null },
    ]);
    expect(changesOf(help)).toEqual(["H helps R (Charm): 1 Buff on the next any roll"]);
    const hinder = run(s, "help", {
      helper: "h",
      recipient: "r",
      kind: "interfere",
      skill: "Charm",
      attribute: "DEX",
    });
    expect(hinder.char("r").effects.aids).toEqual([
      { id: expect.any(String), from: "h", count: -1, attribute: "DEX" },
    ]);
    expect(changesOf(hinder)).toEqual(["H interferes with R (Charm): 1 Break on the next DEX roll"]);
  });

  it("LUC-TRAIT-23 Harmful: two Breaks, in the plural", () => {
    const s = tableOf(o, {
      h: someone("H", { skills: { Charm: 1 }, traits: trio("Helpful/Harmful", "Hunk", "Guts") }),
      r: someone("R"),
    });
    const r = run(s, "help", { helper: "h", recipient: "r", kind: "interfere", skill: "Charm" });
    expect(r.char("r").effects.aids[0]).toMatchObject({ count: -2 });
    expect(changesOf(r)).toEqual(["H interferes with R (Charm): 2 Breaks on the next any roll"]);
  });

  it("LUC-OPT-5 in an encounter Help is paid from the helper's own turn", () => {
    const s = fight(tableOf(o, { h: someone("H", { skills: { Charm: 1 } }), r: someone("R") }), ["r", "h"]);
    expect(
      fails(() => run(s, "help", { helper: "h", recipient: "r", kind: "help", skill: "Charm" })),
    ).toEqual({
      code: "refused",
      message: "it is not H's turn (it is R's)",
      path: ["helper"],
    });
  });

  it("LUC-TRAIT-7 Wingman's refusals: oneself, no trait, cannot act, not known well, already spent", () => {
    const wing = { traits: trio("Wingman", "Hunk", "Guts") };
    const s = tableOf(o, {
      w: someone("W", wing),
      a: someone("A"),
      n: someone("N"),
      k: someone("K", { ...wing, status: "unconscious", health: 0 }),
      spent: someone("S", { effects: { wingmanSpent: true } }),
    });
    const p = { actor: "w", ally: "a", attribute: "CHA", wellKnown: true };
    expect(fails(() => run(s, "wingman", { ...p, ally: "w" }))).toEqual({
      code: "invalid",
      message: "Wingman hypes an ally, not oneself",
      path: ["ally"],
    });
    expect(fails(() => run(s, "wingman", { ...p, actor: "zz" })).path).toEqual(["actor"]);
    expect(fails(() => run(s, "wingman", { ...p, ally: "zz" })).path).toEqual(["ally"]);
    expect(fails(() => run(s, "wingman", { ...p, actor: "k" }))).toMatchObject({
      code: "refused",
      path: ["actor"],
    });
    expect(fails(() => run(s, "wingman", { ...p, actor: "n" }))).toEqual({
      code: "refused",
      message: "N does not have Wingman",
      path: ["actor"],
    });
    expect(fails(() => run(s, "wingman", { ...p, wellKnown: false }))).toEqual({
      code: "refused",
      message: "Wingman needs an ally the character knows well (GM)",
      path: ["wellKnown"],
    });
    expect(fails(() => run(s, "wingman", { ...p, ally: "spent" }))).toEqual({
      code: "refused",
      message: "S cannot benefit from Wingman again until a rest",
      path: ["ally"],
    });
    const again = run(s, "wingman", { ...p, ally: "spent", gmOccasion: true });
    expect(again.char("spent").effects).toMatchObject({
      wingman: { from: "w", attribute: "CHA" },
      wingmanSpent: true,
    });
    expect(changesOf(again)).toEqual(["W hypes S's CHA: 1 Buff on non-attack CHA rolls until a roll fails"]);
  });

  it("LUC-TRAIT-7 Wingman costs 1 action in an encounter; wingmanCost = free costs none", () => {
    const chars = () => ({ w: someone("W", { traits: trio("Wingman", "Hunk", "Guts") }), a: someone("A") });
    const p = { actor: "w", ally: "a", attribute: "STR", wellKnown: true };
    const paid = run(fight(tableOf(o, chars()), ["w", "a"]), "wingman", p);
    expect(paid.state.encounter!.budget!.left.action).toBe(1);
    expect(paid.events[0]).toMatchObject({ type: "budget.spent", kind: "action", amount: 1 });
    expect(fails(() => run(fight(tableOf(o, chars()), ["a", "w"]), "wingman", p))).toEqual({
      code: "refused",
      message: "it is not W's turn (it is A's)",
      path: ["actor"],
    });
    const free = run(fight(tableOf(book({ wingmanCost: "free" }), chars()), ["w", "a"]), "wingman", p);
    expect(free.state.encounter!.budget!.left.action).toBe(2);
    expect(free.events.map((e) => e.type)).toEqual(["character.changed"]);
  });

  it("LUC-TRAIT-10 an inspiring moment lets Inspirator be used again; without the trait it is refused", () => {
    const s = tableOf(o, {
      i: someone("I", { traits: trio("Inspirator", "Hunk", "Guts"), effects: { inspirationUsed: true } }),
      n: someone("N"),
    });
    const r = run(s, "inspiringMoment", { actor: "i", reason: "the banner rises" });
    expect(r.char("i").effects.inspirationUsed).toBe(false);
    expect(changesOf(r)).toEqual(["an inspiring moment (the banner rises): I may inspire again"]);
    expect(fails(() => run(s, "inspiringMoment", { actor: "n", reason: "x" }))).toEqual({
      code: "refused",
      message: "N does not have Inspirator",
      path: ["actor"],
    });
  });

  it("LUC-ACT-3 a free action needs the GM's word (on `gmApproved`) and names its actor", () => {
    const s = tableOf(o, { y: someone("Y") });
    const r = run(s, "free", { actor: "y", description: "spits", gmApproved: true });
    expect(r.events).toEqual([
      { type: "lucidity.logged", text: "Y (free action): spits", data: { actor: "y" } },
    ]);
    expect(fails(() => run(s, "free", { actor: "y", description: "x", gmApproved: false }))).toEqual({
      code: "refused",
      message: "the GM decides what counts as a free action",
      path: ["gmApproved"],
    });
    expect(fails(() => run(s, "free", { actor: "zz", description: "x", gmApproved: true })).path).toEqual([
      "actor",
    ]);
  });

  it("LUC-OPT-13 begin casting: logged with its rounds; a second spell while casting is refused", () => {
    const s = tableOf(o, { c: someone("C") });
    const r = run(s, "beginCasting", { actor: "c", spell: "Spark", castingTime: 2 });
    expect(r.char("c").effects.casting).toEqual({ spell: "Spark", roundsLeft: 2 });
    expect(changesOf(r)).toEqual(["C begins casting Spark (2 round(s))"]);
    expect(fails(() => run(r.state, "beginCasting", { actor: "c", spell: "Ward", castingTime: 0 }))).toEqual({
      code: "conflict",
      message: "C is already casting Spark",
      path: ["actor"],
    });
  });

  it("LUC-OPT-15 cast a spell: only while casting, once ready, by someone who can act; logged", () => {
    const ready = { casting: { spell: "Ward", roundsLeft: 0 } };
    const s = tableOf(o, {
      c: someone("C", { effects: ready }),
      n: someone("N"),
      w: someone("W", { effects: { casting: { spell: "Ward", roundsLeft: 2 } } }),
      k: someone("K", { effects: ready, status: "unconscious", health: 0 }),
    });
    const r = run(s, "castSpell", { actor: "c" });
    expect(r.char("c").effects.casting).toBeNull();
    expect(changesOf(r)).toEqual(["C casts Ward"]);
    expect(fails(() => run(s, "castSpell", { actor: "n" }))).toEqual({
      code: "refused",
      message: "N is not casting a spell",
      path: ["actor"],
    });
    expect(fails(() => run(s, "castSpell", { actor: "w" }))).toEqual({
      code: "refused",
      message: "Ward needs 2 more round(s)",
      path: ["actor"],
    });
    expect(fails(() => run(s, "castSpell", { actor: "k" }))).toMatchObject({
      code: "refused",
      path: ["actor"],
    });
    expect(fails(() => run(s, "castSpell", { actor: "zz" })).path).toEqual(["actor"]);
    const turn = fight(tableOf(o, { c: someone("C", { effects: ready }), n: someone("N") }), ["n", "c"]);
    expect(fails(() => run(turn, "castSpell", { actor: "c" }))).toEqual({
      code: "refused",
      message: "it is not C's turn (it is N's)",
      path: ["actor"],
    });
  });
});
