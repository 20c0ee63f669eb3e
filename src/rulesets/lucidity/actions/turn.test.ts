import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import { book, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const trio = (a: string, b: string, c: string) => [{ name: a }, { name: b }, { name: c }];
const sword = { name: "Sword", kind: "weapon", damage: "1d8", range: "melee", skill: "Swords" };
const bow = {
  name: "Bow",
  kind: "weapon",
  damage: "1d6",
  range: "ranged",
  skill: "Bows",
  size: "two-handed",
};
const knife = { name: "Knife", kind: "weapon", damage: "1d4", range: "melee" };

/** A fighter with a sword, a knife and a bow at hand. */
function fighter(name: string, patch: Record<string, unknown> = {}) {
  const attributes = { DEX: 1, ...((patch.attributes as Record<string, number>) ?? {}) };
  const room = Math.max(1, 2 + attributes.DEX);
  const designated = ["Bow", "Sword", "Knife"].slice(0, room);
  return someone(name, { items: [sword, knife, bow], designated, ...patch, attributes });
}

/** Starts combat with a first (the d20 faces make a first). */
function fight(state: TableState, ids: string[]): TableState {
  const faces = ids.map((_, i) => 20 - i);
  return run(state, "initiative", { participants: ids.map((character) => ({ character })) }, faces).state;
}

describe("the turn", () => {
  const two = () =>
    tableOf(o, { a: fighter("A", { traits: trio("Shuffle", "Hunk", "Guts") }), b: fighter("B") });

  it("LUC-ACT-1 each turn: 1 move action and 2 actions, in an actionsPerTurn encounter", () => {
    const s = fight(two(), ["a", "b"]);
    expect(s.encounter).toMatchObject({ model: "actionsPerTurn", budget: { left: { action: 2, move: 1 } } });
  });

  it("LUC-ACT-2 with nothing else done, three Moves (90 ft); the move action pays only for Move", () => {
    let s = fight(two(), ["a", "b"]);
    for (let i = 0; i < 3; i++) s = run(s, "move", { actor: "a" }).state;
    expect(s.encounter!.budget!.left).toMatchObject({ action: 0, move: 0 });
    expect(() => run(s, "move", { actor: "a" })).toThrow(/no move action or action left/);
    let t = fight(two(), ["a", "b"]);
    t = run(t, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [2]).state;
    expect(() => run(t, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [2])).toThrow(
      /not enough actions/,
    );
    const flex = fight(tableOf(book({ moveActionFlexible: true }), { a: fighter("A"), b: fighter("B") }), [
      "a",
      "b",
    ]);
    const f2 = run(flex, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [2]).state;
    expect(
      run(f2, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [2]).state.encounter!.budget!.left
        .move,
    ).toBe(0);
  });

  it("LUC-ACT-4 with 1 action left a Melee Attack (2) is refused and a Ranged Attack (1) allowed; unused actions are lost", () => {
    let s = fight(two(), ["a", "b"]);
    s = run(s, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [2]).state;
    expect(() => run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [2])).toThrow(
      /1 left, 2 needed/,
    );
    s = run(s, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [2]).state;
    s = run(s, "nextTurn", {}).state;
    s = run(s, "nextTurn", {}).state;
    expect(s.encounter!.budget!.left).toMatchObject({ action: 2, move: 1 });
  });

  it("LUC-OPT-1 dual-wielding: 1 action per melee attack, so two melee attacks in a turn", () => {
    let s = fight(two(), ["a", "b"]);
    s = run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword", offHand: "Knife" }, [2]).state;
    s = run(s, "attack", { attacker: "a", defender: "b", weapon: "Knife", offHand: "Sword" }, [2]).state;
    expect(s.encounter!.budget!.left.action).toBe(0);
  });

  it("LUC-OPT-3 a Ranged Attack costs 1 action", () => {
    const s = run(
      fight(two(), ["a", "b"]),
      "attack",
      { attacker: "a", defender: "b", weapon: "Bow" },
      [2],
    ).state;
    expect(s.encounter!.budget!.left.action).toBe(1);
  });

  it("LUC-TRAIT-24 Rapid Strikes: a melee attack costs 1 action", () => {
    const s = fight(
      tableOf(o, { a: fighter("A", { traits: trio("Rapid Strikes", "Hunk", "Guts") }), b: fighter("B") }),
      ["a", "b"],
    );
    expect(
      run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [2]).state.encounter!.budget!.left
        .action,
    ).toBe(1);
  });

  it("LUC-ATTR-5 A 15 (AWA +1) and B 15 (AWA +2): B goes first; equal AWA rolls off; gm-order takes the GM's order", () => {
    const s = tableOf(o, {
      a: someone("A", { attributes: { AWA: 1 } }),
      b: someone("B", { attributes: { AWA: 2 } }),
    });
    const r = run(s, "initiative", { participants: [{ character: "a" }, { character: "b" }] }, [14, 13]);
    expect(r.state.encounter!.order).toEqual(["b", "a"]);
    const same = tableOf(o, { a: someone("A"), b: someone("B") });
    const off = run(
      same,
      "initiative",
      { participants: [{ character: "a" }, { character: "b" }] },
      [9, 9, 4, 11],
    );
    expect(off.state.encounter!.order).toEqual(["b", "a"]);
    const gm = tableOf(book({ initiativeMode: "gm-order" }), { a: someone("A"), b: someone("B") });
    expect(
      run(gm, "initiative", { participants: [{ character: "a" }, { character: "b" }], order: ["b", "a"] })
        .state.encounter!.order,
    ).toEqual(["b", "a"]);
  });

  it("LUC-ATTR-5 initiativeEachRound rolls a new order at the start of each round", () => {
    const s = tableOf(book({ initiativeEachRound: true }), { a: someone("A"), b: someone("B") });
    let t = run(s, "initiative", { participants: [{ character: "a" }, { character: "b" }] }, [15, 5]).state;
    t = run(t, "nextTurn", {}).state;
    const r = run(t, "nextTurn", {}, [3, 18]);
    expect(r.state.encounter).toMatchObject({ round: 2, order: ["b", "a"], current: 0 });
  });

  it("LUC-OPT-7 leaving an enemy's reach at full pace grants a free attack; carefully, none; the free attack costs nothing", () => {
    const s = fight(two(), ["a", "b"]);
    const full = run(s, "move", { actor: "a", leavesReachOf: ["b"] });
    expect(Object.values(full.state.notes)[0]).toMatchObject({
      kind: "free-attacks",
      data: { attackers: ["b"] },
    });
    expect(
      Object.keys(run(s, "move", { actor: "a", careful: true, leavesReachOf: ["b"] }).state.notes),
    ).toHaveLength(0);
    const free = run(
      full.state,
      "attack",
      { attacker: "b", defender: "a", weapon: "Sword", opportunity: true },
      [2],
    );
    expect(free.state.encounter!.budget!.left.action).toBe(2);
    expect(() => run(full.state, "attack", { attacker: "b", defender: "a", weapon: "Sword" }, [2])).toThrow(
      /not B's turn/,
    );
    const off = fight(tableOf(book({ opportunityAttacks: false }), { a: fighter("A"), b: fighter("B") }), [
      "a",
      "b",
    ]);
    expect(Object.keys(run(off, "move", { actor: "a", leavesReachOf: ["b"] }).state.notes)).toHaveLength(0);
  });

  it("LUC-OPT-6 a prone character crawls 10 ft, or stands up and moves 15 ft (the prone condition ends)", () => {
    let s = fight(two(), ["a", "b"]);
    s = run(s, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [2]).state;
    s = {
      ...s,
      conditions: [{ id: "p1", target: "a", name: "prone", rating: null, duration: null, source: null }],
    };
    expect(run(s, "move", { actor: "a" }).events[1]).toMatchObject({ text: "A crawls 10 ft" });
    const up = run(s, "move", { actor: "a", standUp: true });
    expect(up.events[1]).toMatchObject({ text: "A stands up and moves 15 ft" });
    expect(up.state.conditions).toHaveLength(0);
  });

  it("LUC-OPT-11 Ready 2 actions 'when the door opens: Melee Attack': spent out of turn on the trigger; otherwise lost", () => {
    let s = fight(two(), ["a", "b"]);
    s = run(s, "ready", {
      actor: "a",
      actions: 2,
      trigger: "when the door opens",
      option: "Melee Attack",
    }).state;
    expect(s.encounter!.budget!.left.action).toBe(0);
    s = run(s, "nextTurn", {}).state;
    const hit = run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword", readied: true }, [2]);
    expect(hit.char("a").effects.readied).toBeNull();
    expect(hit.state.encounter!.budget!.left.action).toBe(2);
    const lapse = run(run(s, "nextTurn", {}).state, "nextTurn", {});
    expect(lapse.char("a").effects.readied).toBeNull();
    expect(run(s, "nextTurn", {}).char("a").effects.readied).toBeNull();
  });

  it("LUC-TRAIT-33 Shuffle: 5 ft as a free action, once per turn", () => {
    const s = fight(two(), ["a", "b"]);
    const once = run(s, "shuffle", { actor: "a" });
    expect(once.state.encounter!.budget!.left).toMatchObject({ action: 2, move: 1, shuffle: 0 });
    expect(() => run(once.state, "shuffle", { actor: "a" })).toThrow(/already used this turn/);
  });

  it("LUC-TRAIT-22 hits of 6 and 5 in one enemy turn: +6 Protection for 10 rounds, refreshed, not stacked", () => {
    const r = someone("R", { level: 5, traits: trio("Adrenaline Rush", "Hunk", "Guts") });
    const axe = { name: "Axe", kind: "weapon", damage: "1d6", range: "melee" };
    let s = fight(
      tableOf(o, {
        e: someone("E", { items: [axe], designated: ["Axe"], traits: trio("Rapid Strikes", "Hunk", "Guts") }),
        r,
      }),
      ["e", "r"],
    );
    s = run(s, "attack", { attacker: "e", defender: "r" }, [15, 6]).state;
    expect(s.conditions).toHaveLength(0);
    s = run(s, "attack", { attacker: "e", defender: "r" }, [15, 5]).state;
    expect(s.conditions[0]).toMatchObject({
      name: "adrenaline rush",
      rating: 6,
      duration: { unit: "round", remaining: 10 },
    });
    expect(out(run(s, "attack", { attacker: "e", defender: "r", opportunity: true }, [18, 1]))).toMatchObject(
      { protection: 6 },
    );
    const slow = fight(
      tableOf(book({ roundSeconds: 10 }), {
        e: someone("E", { items: [axe], designated: ["Axe"], traits: trio("Rapid Strikes", "Hunk", "Guts") }),
        r,
      }),
      ["e", "r"],
    );
    const twice = run(
      run(slow, "attack", { attacker: "e", defender: "r" }, [15, 6]).state,
      "attack",
      { attacker: "e", defender: "r" },
      [15, 5],
    );
    expect(twice.state.conditions[0]!.duration).toEqual({ unit: "round", remaining: 6 });
  });

  it("LUC-OPT-13 LUC-OPT-14 LUC-OPT-15 begin casting for free; 10 + CON damage in a round adds a round; cast for 2 actions once ready", () => {
    const caster = someone("C", { attributes: { CON: 0 }, level: 4 });
    const axe = { name: "Axe", kind: "weapon", damage: "1d6+6", range: "melee" };
    let s = fight(
      tableOf(o, {
        c: caster,
        e: someone("E", { items: [axe], designated: ["Axe"], traits: trio("Rapid Strikes", "Hunk", "Guts") }),
      }),
      ["c", "e"],
    );
    s = run(s, "beginCasting", { actor: "c", spell: "Starfall", castingTime: 1 }).state;
    expect(s.encounter!.budget!.left.action).toBe(2);
    expect(() => run(s, "castSpell", { actor: "c" })).toThrow(/1 more round/);
    s = run(s, "nextTurn", {}).state;
    s = run(s, "attack", { attacker: "e", defender: "c" }, [19, 4]).state;
    expect(s.characters.c!.data).toMatchObject({ effects: { casting: { roundsLeft: 2 } } });
    s = run(s, "nextTurn", {}).state; // round 2: one round of casting gone
    expect(s.characters.c!.data).toMatchObject({ effects: { casting: { roundsLeft: 1 } } });
    s = run(run(s, "nextTurn", {}).state, "nextTurn", {}).state;
    const cast = run(s, "castSpell", { actor: "c" });
    expect(cast.char("c").effects.casting).toBeNull();
    expect(cast.state.encounter!.budget!.left.action).toBe(0);
  });
});

describe("the Actions table", () => {
  it("LUC-ACT-1 LUC-OPT-1..15 each option's cost in a turn (2 actions + the move action)", () => {
    const talker = someone("T", {
      attributes: { DEX: 1 },
      skills: { Charm: 2 },
      items: [sword, knife, bow, { name: "Lamp" }],
      designated: ["Bow", "Sword", "Knife"],
      traits: trio("Shuffle", "Hunk", "Guts"),
      effects: { casting: { spell: "Ward", roundsLeft: 0 } },
    });
    const s = fight(tableOf(o, { t: talker, b: fighter("B") }), ["t", "b"]);
    const spent = (name: string, params: unknown, faces: number[] = []) => {
      const left = run(s, name, params, faces).state.encounter!.budget!.left;
      return { action: 2 - left.action!, move: 1 - left.move! };
    };
    expect(spent("move", { actor: "t" })).toEqual({ action: 0, move: 1 });
    expect(spent("attack", { attacker: "t", defender: "b", weapon: "Sword" }, [2])).toEqual({
      action: 2,
      move: 0,
    });
    expect(spent("attack", { attacker: "t", defender: "b", weapon: "Bow" }, [2])).toEqual({
      action: 1,
      move: 0,
    });
    expect(spent("charm", { actor: "t", target: "b" }, [2, 3])).toEqual({ action: 1, move: 0 });
    expect(spent("help", { helper: "t", recipient: "b", kind: "help", skill: "Charm" })).toEqual({
      action: 1,
      move: 0,
    });
    expect(spent("readPerson", { actor: "t", target: "b" }, [2, 3])).toEqual({ action: 2, move: 0 });
    expect(spent("readSituation", { actor: "t", target: 10 }, [2])).toEqual({ action: 2, move: 0 });
    expect(spent("ready", { actor: "t", actions: 1, trigger: "a shout", option: "Ranged Attack" })).toEqual({
      action: 1,
      move: 0,
    });
    expect(spent("swap", { target: "t", out: "Knife", in: "Lamp" })).toEqual({ action: 1, move: 0 });
    expect(spent("beginCasting", { actor: "b", spell: "Spark", castingTime: 1 })).toEqual({
      action: 0,
      move: 0,
    });
    expect(spent("castSpell", { actor: "t" })).toEqual({ action: 2, move: 0 });
    expect(spent("free", { actor: "t", description: "drops the lamp", gmApproved: true })).toEqual({
      action: 0,
      move: 0,
    });
    expect(spent("shuffle", { actor: "t" })).toEqual({ action: 0, move: 0 });
  });
});
