// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{movement,turn,initiative,progress,gear,narrative}.ts"` (issue 21): narrative combat's odds whole,
// its record word for word, and which character's attribute counts where.

import { describe, expect, it } from "vitest";
import { book, changesOf, fails, odds, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const ploy = {
  actor: "t",
  target: "y",
  description: "turns the council against her",
  attribute: "CHA",
  defeated: true,
  resistance: { attribute: "WIL", target: 15 },
};
/** T (CHA +3, WIL −2) outwits Y (WIL +1, CHA −1). */
const table = (opts = o, y: Record<string, unknown> = {}) =>
  tableOf(opts, {
    t: someone("T", { attributes: { CHA: 3, WIL: -2 } }, opts),
    y: someone("Y", { attributes: { WIL: 1, CHA: -1 }, ...y }, opts),
  });

describe("narrative combat's odds: what the mutants found open", () => {
  it("LUC-NARR-1 no defeat: no effect, certainly", () => {
    expect(odds(table(), "narrative", { ...ploy, defeated: false })).toEqual({
      partition: { "no-effect": 1 },
      chances: {},
      distributions: {},
      truncated: 0,
    });
  });

  it("LUC-NARR-2 Y (WIL +1) resists 15 on 14 or more (7 in 20): 1 damage then, 3 otherwise, lowest first", () => {
    const resisted = 7 / 20;
    expect(odds(table(), "narrative", ploy)).toEqual({
      partition: { resisted, "not-resisted": 1 - resisted },
      chances: {},
      distributions: {
        damage: [
          [1, resisted],
          [3, 1 - resisted],
        ],
      },
      truncated: 0,
    });
    // The target's resistance attribute is read, not the actor's (T's WIL −2 would give 4 in 20).
    expect(
      odds(table(), "narrative", { ...ploy, resistance: { attribute: "CHA", target: 15 } }).partition,
    ).toEqual({
      resisted: 5 / 20,
      "not-resisted": 1 - 5 / 20,
    });
    // checkTies = fail: 15 itself no longer resists.
    expect(odds(table(book({ checkTies: "fail" })), "narrative", ploy).partition.resisted).toBe(6 / 20);
  });

  it("LUC-NARR-2 when full and half damage are the same, one entry with all the chance", () => {
    const zero = odds(table(), "narrative", { ...ploy, attribute: "WIL" });
    expect(zero.distributions).toEqual({ damage: [[0, 1]] });
    const up = odds(table(book({ narrativeDamageRounding: "up" })), "narrative", {
      ...ploy,
      actor: "y",
      target: "t",
      attribute: "WIL",
    });
    expect(up.distributions).toEqual({ damage: [[1, 1]] });
  });

  it("LUC-NARR-2 LUC-BB-2 the target's Buffs count in its resistance odds", () => {
    const plain = odds(table(), "narrative", ploy).partition.resisted!;
    const buffed = odds(table(), "narrative", { ...ploy, targetBuffs: ["the crowd's favour"] }).partition
      .resisted!;
    const broken = odds(table(), "narrative", { ...ploy, targetBreaks: ["a shaken voice"] }).partition
      .resisted!;
    expect(buffed).toBeGreaterThan(plain);
    expect(broken).toBeLessThan(plain);
  });

  it("LUC-ZERO-8 a target on a guaranteed turn always resists", () => {
    const g = table(o, { effects: { pending: { kind: "guaranteed", stage: "active" } } });
    expect(odds(g, "narrative", ploy)).toEqual({
      partition: { resisted: 1, "not-resisted": 0 },
      chances: {},
      distributions: {
        damage: [
          [1, 1],
          [3, 0],
        ],
      },
      truncated: 0,
    });
  });
});

describe("narrative combat at the table: what the mutants found open", () => {
  it("LUC-NARR-1 unknown actor or target are refused on their own field", () => {
    const s = table();
    expect(fails(() => run(s, "narrative", { ...ploy, actor: "zz" }, [5])).path).toEqual(["actor"]);
    expect(fails(() => run(s, "narrative", { ...ploy, target: "zz" }, [5]))).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: t, y)",
      path: ["target"],
    });
  });

  it("LUC-NARR-1 no defeat: the ploy logged, a record with no dice and no damage", () => {
    const r = run(table(), "narrative", { ...ploy, defeated: false });
    const roll = {
      id: "roll-100",
      action: "narrative",
      actor: "t",
      summary: "T's ploy against Y does not defeat them",
      dice: [],
      outcome: { defeated: false, damage: 0 },
      partition: "no-effect",
    };
    expect(r.roll).toEqual(roll);
    expect(r.events).toEqual([
      {
        type: "lucidity.logged",
        text: "T tries to outwit Y: turns the council against her (CHA); the GM rules it no defeat",
        data: {},
      },
      { type: "roll", roll },
    ]);
  });

  it("LUC-NARR-2 not resisted: the record word for word, the full CHA +3 off Health, no Defense or Protection", () => {
    const s = table(o, { items: [{ name: "Mail", kind: "armor", protection: 4 }] });
    const before = (s.characters.y!.data as { health: number }).health;
    const r = run(s, "narrative", ploy, [13]);
    const roll = {
      id: "roll-100",
      action: "narrative",
      actor: "t",
      summary: "Y resists with 14 against 15: not resisted, 3 damage",
      dice: [
        {
          role: "d20",
          sides: 20,
          faces: [13],
          value: 13,
          kept: true,
          exploded: false,
          imploded: false,
          group: "Y",
        },
      ],
      outcome: {
        defeated: true,
        resistance: 14,
        resisted: false,
        meets: false,
        damage: 3,
        attribute: "CHA",
        modifier: 3,
      },
      partition: "not-resisted",
    };
    expect(r.roll).toEqual(roll);
    expect(r.events.slice(0, 2)).toEqual([
      {
        type: "lucidity.logged",
        text: "T tries to outwit Y: turns the council against her (CHA); the GM rules it a defeat",
        data: {},
      },
      { type: "roll", roll },
    ]);
    expect(r.char("y").health).toBe(before - 3);
    expect(r.events.slice(2).map((e) => e.type)).toEqual(["character.changed"]);
    expect(changesOf(r, "y")[0]).toMatch(/T's ploy/);
  });

  it("LUC-NARR-2 resisted: half, rounded down (1), or up (2) with narrativeDamageRounding = up", () => {
    const r = run(table(), "narrative", ploy, [14]);
    expect(r.roll).toMatchObject({
      summary: "Y resists with 15 against 15: resisted, 1 damage",
      outcome: { resistance: 15, resisted: true, meets: true, damage: 1 },
      partition: "resisted",
    });
    const up = run(table(book({ narrativeDamageRounding: "up" })), "narrative", ploy, [14]);
    expect(up.roll!.outcome).toMatchObject({ resisted: true, damage: 2 });
  });

  it("LUC-NARR-2 no damage leaves Health alone (no change event); the target's Buff die is recorded", () => {
    const r = run(table(), "narrative", { ...ploy, attribute: "WIL", targetBuffs: ["the crowd"] }, [2, 4]);
    expect(r.roll).toMatchObject({
      summary: "Y resists with 7 against 15: not resisted, 0 damage",
      outcome: { damage: 0, modifier: -2, attribute: "WIL" },
    });
    expect(r.roll!.dice).toEqual([
      {
        role: "d20",
        sides: 20,
        faces: [2],
        value: 2,
        kept: true,
        exploded: false,
        imploded: false,
        group: "Y",
      },
      {
        role: "buff",
        sides: 6,
        faces: [4],
        value: 4,
        kept: true,
        exploded: false,
        imploded: false,
        group: "Y",
      },
    ]);
    expect(r.events.map((e) => e.type)).toEqual(["lucidity.logged", "roll"]);
  });

  it("LUC-ZERO-8 a target on a guaranteed turn resists whatever the face (the d20 is still thrown)", () => {
    const g = table(o, { effects: { pending: { kind: "guaranteed", stage: "active" } } });
    const r = run(g, "narrative", ploy, [1]);
    expect(r.roll).toMatchObject({
      summary: "Y resists with 2 against 15: resisted, 1 damage",
      outcome: { resistance: 2, resisted: true, meets: false, damage: 1 },
      partition: "resisted",
    });
  });

  it("LUC-TRAIT-7 the target's Wingman Buff counts in its resistance (not an attack); a failure ends it, a success keeps it", () => {
    const w = table(o, { effects: { wingman: { from: "t", attribute: "WIL" } } });
    const failed = run(w, "narrative", ploy, [2, 3]);
    expect(failed.roll!.outcome).toMatchObject({ resistance: 6, resisted: false, damage: 3 });
    expect(changesOf(failed, "y")[0]).toBe("Y failed a roll: the Wingman Buff ends (not again until a rest)");
    expect(failed.char("y").effects.wingman).toBeNull();
    const held = run(w, "narrative", ploy, [12, 3]);
    expect(held.roll!.outcome).toMatchObject({ resistance: 16, resisted: true, damage: 1 });
    expect(held.char("y").effects.wingman).toEqual({ from: "t", attribute: "WIL" });
    expect(changesOf(held, "y")).toHaveLength(1);
  });

  it("LUC-NARR-2 the resistance is a plain roll: an NPC without Lucidity resists, and no Lucidity is spent", () => {
    const s = tableOf(o, {
      t: someone("T", { attributes: { CHA: 3 } }),
      g: someone("Guard", { npc: true, attributes: { WIL: 1 } }),
    });
    const r = run(s, "narrative", { ...ploy, target: "g" }, [16]);
    expect(r.roll!.outcome).toMatchObject({ resistance: 17, resisted: true, damage: 1 });
    const y = run(table(), "narrative", ploy, [16]);
    expect(y.char("y").lucidity).toBe((table().characters.y!.data as { lucidity: number }).lucidity);
    expect(changesOf(y, "y")).toHaveLength(1);
  });
});
