import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import type { TableState } from "../../../engine/state.js";
import { lucidity } from "../ruleset.js";
import { book, run, someone, tableOf, tomasWith, ysoldeWith } from "../testing/helpers.js";

const o = book();
const trio = (a: string, b: string, c: string) => [{ name: a }, { name: b }, { name: c }];
const start = (s: TableState, ids: string[]) =>
  run(
    s,
    "initiative",
    { participants: ids.map((character) => ({ character })) },
    ids.map((_, i) => 20 - i),
  ).state;

describe("helping", () => {
  it("LUC-OPT-5 Help (1 action, a relevant skill): 1 Buff on the recipient's next matching roll", () => {
    let s = start(tableOf(o, { h: someone("H", { skills: { Charm: 1 } }), r: someone("R") }), ["h", "r"]);
    expect(() => run(s, "help", { helper: "h", recipient: "r", kind: "help", skill: "Swords" })).toThrow(
      /no rank in Swords/,
    );
    s = run(s, "help", { helper: "h", recipient: "r", kind: "help", skill: "Charm", attribute: "CHA" }).state;
    expect(s.encounter!.budget!.left.action).toBe(1);
    s = run(s, "nextTurn", {}).state;
    const roll = run(s, "check", { actor: "r", attribute: "CHA", target: 10 }, [6, 5]);
    expect(roll.roll!.outcome).toMatchObject({ total: 11 });
    expect(roll.char("r").effects.aids).toEqual([]);
  });

  it("LUC-OPT-5 the Help lapses at the helper's next turn (helpWindow = next-roll-any-time keeps it)", () => {
    let s = start(
      tableOf(o, {
        h: someone("H", { unrankedSkills: [{ name: "Elvish", kind: "language" }] }),
        r: someone("R"),
      }),
      ["h", "r"],
    );
    s = run(s, "help", { helper: "h", recipient: "r", kind: "interfere", skill: "Elvish" }).state;
    s = run(run(s, "nextTurn", {}).state, "nextTurn", {}).state;
    expect(s.characters.r!.data).toMatchObject({ effects: { aids: [] } });
    let k = start(
      tableOf(book({ helpWindow: "next-roll-any-time" }), {
        h: someone("H", { skills: { Charm: 1 } }),
        r: someone("R"),
      }),
      ["h", "r"],
    );
    k = run(k, "help", { helper: "h", recipient: "r", kind: "interfere", skill: "Charm" }).state;
    k = run(run(k, "nextTurn", {}).state, "nextTurn", {}).state;
    expect(
      run(k, "check", { actor: "r", attribute: "STR", target: 10 }, [12, 3]).roll!.outcome,
    ).toMatchObject({ total: 9 });
  });

  it("LUC-TRAIT-23 Helpful/Harmful: the Help gives 2 Buffs (highest of 2d6)", () => {
    const s = tableOf(o, { t: tomasWith(), y: ysoldeWith() });
    const helped = run(s, "help", { helper: "t", recipient: "y", kind: "help", skill: "Charm" }).state;
    expect(helped.characters.y!.data).toMatchObject({
      effects: { aids: [{ count: 2, from: "t", attribute: null }] },
    });
    expect(
      run(helped, "check", { actor: "y", attribute: "DEX", target: 10 }, [5, 2, 6]).roll!.outcome,
    ).toMatchObject({ total: 12 });
  });
});

describe("gear in play", () => {
  it("LUC-SLOT-8 in combat designated items change only by Swap (1 action); outside, freely", () => {
    const s = start(tableOf(o, { y: ysoldeWith(), t: tomasWith() }), ["y", "t"]);
    expect(() => run(s, "designate", { target: "y", items: ["Rope"] })).toThrow(/only by Swap/);
    const swapped = run(s, "swap", { target: "y", out: "Round shield", in: "Rope" });
    expect(swapped.char("y").designated).toEqual(["Longsword", "Rope"]);
    expect(swapped.state.encounter!.budget!.left.action).toBe(1);
    expect(() => run(s, "attack", { attacker: "y", defender: "t", weapon: "Rope" }, [5])).toThrow(
      /not designated/,
    );
  });
});

describe("rest, Lucidity and growth at the table", () => {
  it("LUC-REST-1 LUC-TRAIT-3 a long rest action: Fast Healer rolls two d4 (3 + 2)", () => {
    const s = tableOf(o, { y: ysoldeWith({ health: 1, lucidity: 10, energy: 0 }) });
    const r = run(s, "longRest", { target: "y" }, [3, 2]);
    expect(r.char("y")).toMatchObject({ health: 6, energy: 6, lucidity: 11 });
    expect(r.roll!.dice.map((d) => d.role)).toEqual(["rest", "Fast Healer"]);
  });

  it("LUC-LUNAR-3 a rest with a Lunar Pause: +2 Lucidity in all", () => {
    const s = tableOf(o, { t: tomasWith({ lucidity: 10, energy: 0 }) });
    const r = run(s, "longRest", { target: "t", lunarPause: true, moonUp: true, ritualDone: true }, [1]);
    expect(r.char("t")).toMatchObject({ lucidity: 12, energy: 6, health: 1 });
  });

  it("LUC-LUNAR-2 the pause stays active until the GM marks the moon set", () => {
    const s = run(tableOf(o, { t: tomasWith() }), "lunarPause", {
      target: "t",
      moonUp: true,
      ritualDone: true,
    }).state;
    expect(s.characters.t!.data).toMatchObject({ effects: { lunarPause: { active: true } } });
    expect(run(s, "moonSet", { target: "t" }).char("t").effects.lunarPause.active).toBe(false);
  });

  it("LUC-REG-2 the GM's Lucidity award is logged with its reason and capped", () => {
    const r = run(tableOf(o, { t: tomasWith() }), "awardLucidity", {
      target: "t",
      amount: 9,
      reason: "held the bridge",
    });
    expect(r.char("t").lucidity).toBe(14);
    expect(r.events[0]).toMatchObject({ changes: [expect.stringContaining("held the bridge")] });
  });

  it("LUC-ADV-1 the XP award action (gold, milestone, other) and levelling through it", () => {
    let s = tableOf(o, { a: someone("A", { attributes: { CON: 1 } }) });
    s = run(s, "awardXp", { target: "a", amount: 10, reason: "gold", note: "the hoard" }).state;
    expect(() => run(s, "awardXp", { target: "a", gold: 100, reason: "gold" })).toThrow(/xpPerGold/);
    const up = run(s, "levelUp", { target: "a", increases: ["CON"] });
    expect(up.char("a")).toMatchObject({ level: 2, health: 14, lucidity: 15 });
  });

  it("LUC-ADV-4 `character advance`: award XP, then level:ATTR purchases", () => {
    const c = someone("A");
    const r = lucidity.character.advance!.apply(
      c,
      {
        award: { amount: 30, reason: "milestone" },
        buy: ["level:CON", "level:dex"],
        betweenAdventures: true,
      },
      o,
    );
    expect(r.character).toMatchObject({ level: 3, attributes: { CON: 1, DEX: 1 } });
    expect(() =>
      lucidity.character.advance!.apply(c, { buy: ["level:LUCK"], betweenAdventures: true }, o),
    ).toThrow(/not an attribute/);
  });

  it("LUC-ADV-1 `character advance --reason milestone`: the category alone, not 'milestone: milestone'", () => {
    const adv = lucidity.character.advance!;
    const award = (reason: string) =>
      adv.apply(someone("A"), { award: { amount: 5, reason }, buy: [], betweenAdventures: true }, o);
    expect(award("milestone").changes[0]).toBe("A gains 5 XP (milestone): 0 → 5");
    expect(award("milestone").character.xpLog.at(-1)).toMatchObject({ reason: "milestone", note: "" });
    expect(award("Gold: the hoard").character.xpLog.at(-1)).toMatchObject({
      reason: "gold",
      note: "the hoard",
    });
    expect(award("the mine job").character.xpLog.at(-1)).toMatchObject({
      reason: "other",
      note: "the mine job",
    });
    expect(award("the mine job").changes[0]).toBe("A gains 5 XP (other: the mine job): 0 → 5");
  });

  it("LUC-ADV-4 `character advance` warns about a level only while it is still to take", () => {
    const raw = JSON.parse(
      readFileSync(fileURLToPath(new URL("../../../../examples/duel/ysolde.json", import.meta.url)), "utf8"),
    );
    const adv = lucidity.character.advance!;
    const award = { amount: 12, reason: "milestone" };
    const bought = adv.apply(raw, { award, buy: ["level:CON"], betweenAdventures: true }, o);
    expect(bought.character.level).toBe(2);
    expect(bought.warnings).toEqual([]);
    const owed = adv.apply(raw, { award, buy: [], betweenAdventures: true }, o);
    expect(owed.warnings).toEqual(["Ysolde can now reach level 2: choose 1 attribute increase"]);
  });

  it("a raw or malformed character file given to `character advance` is validated: an EngineError names the field", () => {
    const adv = lucidity.character.advance!;
    const raw = JSON.parse(JSON.stringify(someone("A")));
    expect(
      adv.apply(raw, { award: { amount: 1, reason: "x" }, buy: [], betweenAdventures: true }, o).character.xp,
    ).toBe(1);
    let caught: unknown;
    try {
      adv.apply(
        { ...raw, xpLog: null },
        { award: { amount: 1, reason: "x" }, buy: [], betweenAdventures: true },
        o,
      );
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(EngineError);
    expect((caught as EngineError).path).toEqual(["xpLog"]);
  });

  it("LUC-TRAIT-25 joining a party with a Healthy Living holder raises maximum and current Health by 5", () => {
    const s = tableOf(o, {
      h: someone("H", { traits: trio("Healthy Living", "Hunk", "Guts") }),
      f: someone("F"),
    });
    const r = run(s, "party", { members: ["h", "f"] });
    expect(r.char("f")).toMatchObject({ companionTraits: ["Healthy Living"], health: 11 });
    expect(r.char("h").health).toBe(11);
  });

  it("LUC-SKILL-4 LUC-SKILL-6 the GM grants a Language skill and changes ranks", () => {
    let s = tableOf(o, { y: ysoldeWith() });
    s = run(s, "setSkill", { target: "y", skill: "Elvish", kind: "language", held: true }).state;
    s = run(s, "setSkill", { target: "y", skill: "Swords", rank: 4 }).state;
    expect(s.characters.y!.data).toMatchObject({
      unrankedSkills: expect.arrayContaining([{ name: "Elvish", kind: "language" }]),
      skills: { Swords: 4 },
    });
  });
});

describe("the GM's rulings", () => {
  it("LUC-ACT-3 a free action the GM allows is logged and costs nothing", () => {
    const s = start(tableOf(o, { y: ysoldeWith(), t: tomasWith() }), ["y", "t"]);
    const r = run(s, "free", { actor: "y", description: "drops her shield", gmApproved: true });
    expect(r.events[0]).toMatchObject({
      type: "lucidity.logged",
      text: "Ysolde (free action): drops her shield",
    });
    expect(r.state.encounter!.budget).toEqual(s.encounter!.budget);
    expect(() =>
      run(s, "free", { actor: "y", description: "reloads a crossbow", gmApproved: false }),
    ).toThrow(/GM decides/);
  });

  it("LUC-ZERO-1 an NPC without Lucidity reaching 0 Health opens a note; the GM rules it dead or unconscious", () => {
    const s = tableOf(o, { g: someone("Guard", { npc: true, health: 3 }) });
    const r = run(s, "damage", { target: "g", amount: 5, source: "a falling beam" });
    const [id, note] = Object.entries(r.state.notes)[0]!;
    expect(note).toMatchObject({ kind: "defeated", open: true });
    const ruled = run(
      run(r.state, "setStatus", { target: "g", status: "dead", reason: "crushed" }).state,
      "settleNote",
      { note: id, resolution: "dead" },
    );
    expect(ruled.char("g").status).toBe("dead");
    expect(ruled.state.notes[id]!.open).toBe(false);
  });

  it("LUC-NARR-1 a narrative attack records the ploy, the attribute and the verdict", () => {
    const s = tableOf(o, { t: tomasWith(), y: ysoldeWith() });
    const no = run(s, "narrative", {
      actor: "t",
      target: "y",
      description: "a bluff about reinforcements",
      attribute: "CHA",
      defeated: false,
      resistance: { attribute: "WIL", target: 12 },
    });
    expect(no.roll).toMatchObject({ partition: "no-effect", dice: [] });
    expect(no.events[0]).toMatchObject({
      type: "lucidity.logged",
      text: expect.stringContaining("a bluff about reinforcements (CHA)"),
    });
  });

  it("LUC-NARR-2 the defeated foe resists: a failure takes the full modifier (here +1), a success half rounded down", () => {
    const s = tableOf(o, { t: tomasWith(), y: ysoldeWith() });
    const p = {
      actor: "t",
      target: "y",
      description: "turns the council",
      attribute: "CHA",
      defeated: true,
      resistance: { attribute: "WIL", target: 12 },
    };
    const failed = run(s, "narrative", p, [5]);
    expect(failed.roll!.outcome).toMatchObject({ resisted: false, damage: 1 });
    expect(failed.char("y").health).toBe(6);
    const held = run(s, "narrative", p, [15]);
    expect(held.roll!.outcome).toMatchObject({ resisted: true, damage: 0 });
  });

  it("LUC-TRAIT-22 a failed roll against fear brings Adrenaline Rush until the fear ends", () => {
    const s = tableOf(o, { a: someone("A", { traits: trio("Adrenaline Rush", "Hunk", "Guts") }) });
    const r = run(s, "check", { actor: "a", attribute: "WIL", target: 15, tags: ["fear"] }, [3]);
    expect(r.state.conditions[0]).toMatchObject({ name: "adrenaline rush", rating: 6, duration: null });
    expect(run(r.state, "fear", { target: "a", ended: true }).state.conditions).toHaveLength(0);
  });

  it("LUC-EN-3 Energy spent through the engine's action stays within 0 … maximum", () => {
    const r = run(tableOf(o, { t: tomasWith() }), "energy", { target: "t", delta: -10, reason: "a ward" });
    expect(r.char("t").energy).toBe(0);
  });
});
