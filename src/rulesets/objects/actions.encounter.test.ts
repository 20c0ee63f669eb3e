// Rounds, initiative and turns. Initiative faces are listed participant by participant, in the order
// the participants were given; roll-offs follow.

import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../dice/index.js";
import { replay } from "../../engine/events.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import type { ObjCharacter } from "./character/index.js";
import { exampleTable } from "./examples.js";
import { objects } from "./ruleset.js";
import { engineError, opts, run, sheet, table } from "./testing/helpers.js";

const o = opts();

function play(state: ReturnType<typeof table>, steps: [string, unknown, number[]][]) {
  const t = new Table(objects as never, state);
  const logs = [];
  for (const [name, params, faces] of steps) {
    const r = run(t.state, name, params, faces);
    t.commit(r.events);
    logs.push(r);
  }
  return { t, logs };
}

const fighter = (name: string, dexterity: number, dodge: number, wisdom = 3) =>
  sheet(o, { name, attributes: { dexterity, wisdom }, skills: { dodge, melee: 2 }, equipment: [] });

describe("initiative and turns", () => {
  it("OBJ-INIT-2 DEX 3 + Dodge 2, faces [6,5,2,1,5] → initiative 3", () => {
    const s = table(o, { x: fighter("X", 3, 2), y: fighter("Y", 3, 0) });
    const r = run(
      s,
      "initiative",
      { participants: [{ character: "x" }, { character: "y" }] },
      [6, 5, 2, 1, 5, 5],
    );
    expect((r.outcome.values as Record<string, number>).x).toBe(3);
    expect(r.roll.dice.filter((d) => d.group === "x")).toHaveLength(5);
    expect(r.roll.dice.filter((d) => d.group === "y")).toHaveLength(1);
  });

  it("OBJ-INIT-2 a pool of 0 dice gives initiative 0, not an impossible roll", () => {
    const s = table(o, { x: fighter("X", 1, 0), y: fighter("Y", 2, 0) });
    const r = run(s, "initiative", { participants: [{ character: "x" }, { character: "y" }] }, [6]);
    expect(r.outcome.values).toEqual({ x: 0, y: 1 });
    expect(r.outcome.order).toEqual(["y", "x"]);
  });

  it("OBJ-INIT-1 OBJ-INIT-3 a round rolls initiative first, then turns go from most successes down", () => {
    const s = table(o, { x: fighter("X", 2, 1), y: fighter("Y", 2, 1) });
    const r = run(
      s,
      "initiative",
      { participants: [{ character: "x" }, { character: "y" }] },
      [1, 1, 1, 6, 6, 1],
    );
    expect(r.events.map((e) => e.type)).toEqual(["encounter.started", "roll", "order.set", "turn.started"]);
    expect(r.events[3]).toMatchObject({ round: 1, index: 0, actor: "y" });
  });

  it("OBJ-INIT-2 OBJ-INIT-1 every new round rolls initiative again before anyone acts", () => {
    const s = table(o, { x: fighter("X", 1, 1), y: fighter("Y", 1, 1) });
    const { t, logs } = play(s, [
      ["initiative", { participants: [{ character: "x" }, { character: "y" }] }, [6, 1, 1, 1]],
      ["nextTurn", {}, []],
      ["nextTurn", {}, [1, 1, 6, 6]],
    ]);
    expect(logs[0]!.outcome.order).toEqual(["x", "y"]);
    expect(t.state.encounter).toMatchObject({ round: 2, current: 0, order: ["y", "x"] });
    expect(logs[2]!.roll.outcome).toMatchObject({ round: 2, values: { x: 0, y: 2 } });
    expect(
      replay(
        s,
        t.log.map((e) => e.event),
      ),
    ).toEqual(t.state);
  });

  it("OBJ-INIT-4 equal successes: higher DEX first, then higher WIS (sheet ratings)", () => {
    const s = table(o, { a: fighter("A", 4, 0), b: fighter("B", 5, 0), c: fighter("C", 4, 0, 5) });
    // A (DEX 4): 2 dice; B (DEX 5): 2 dice; C (DEX 4, WIS 5): 2 dice — one success each.
    const r = run(
      s,
      "initiative",
      { participants: [{ character: "a" }, { character: "b" }, { character: "c" }] },
      [5, 1, 6, 1, 5, 2],
    );
    expect(r.outcome.order).toEqual(["b", "c", "a"]);
  });

  it("OBJ-INIT-5 still tied: one shared slot, noted for the GM", () => {
    const s = table(o, { e: fighter("E", 3, 2), f: fighter("F", 3, 2) });
    const r = run(
      s,
      "initiative",
      { participants: [{ character: "e" }, { character: "f" }] },
      [6, 5, 1, 1, 1, 6, 5, 1, 1, 1],
    );
    expect(r.outcome.slots).toEqual([["e", "f"]]);
    const note = r.events.find((e) => e.type === "note.opened") as { kind: string; text: string };
    expect(note.kind).toBe("objects.slots");
    expect(note.text).toMatch(/E and F act at the same time/);
  });

  it("OBJ-INIT-5 in a shared slot a combatant still acts after a slot-mate's blow (the GM confirms the slot)", () => {
    const e = sheet(o, {
      name: "E",
      attributes: { dexterity: 3, strength: 6 },
      skills: { dodge: 2, melee: 2 },
      equipment: [],
    });
    const f = sheet(o, {
      name: "F",
      attributes: { dexterity: 3, stamina: 1 },
      skills: { dodge: 2, melee: 2 },
      equipment: [],
    });
    const s = table(o, { e, f });
    const { t } = play(s, [
      [
        "initiative",
        { participants: [{ character: "e" }, { character: "f" }] },
        [6, 5, 1, 1, 1, 6, 5, 1, 1, 1],
      ],
      // E knocks F down: STR 6 + 0 = 6 non-lethal dice against STA 1.
      [
        "attack",
        { attacker: "e", defender: "f", weapon: "unarmed", defend: false },
        [5, 5, 1, 1, 1, 5, 5, 5, 1, 1, 1],
      ],
      ["nextTurn", {}, []],
    ]);
    expect((t.state.characters.f!.data as ObjCharacter).damage.nonLethal).toBe(3);
    expect(
      engineError(() => run(t.state, "attack", { attacker: "f", defender: "e", weapon: "unarmed" })).message,
    ).toMatch(/cannot act/);
    const r = run(
      t.state,
      "attack",
      { attacker: "f", defender: "e", weapon: "unarmed", simultaneous: true, defend: false },
      [5, 5, 1, 1, 1, 1, 1, 1],
    );
    expect(r.roll.actor).toBe("f");
  });

  it("OBJ-INIT-5 with initiativeFinalTie random the tied roll off", () => {
    const ro = opts({ initiativeFinalTie: "random" });
    const s = table(ro, { e: fighter("E", 3, 0), f: fighter("F", 3, 0) });
    const r = run(s, "initiative", { participants: [{ character: "e" }, { character: "f" }] }, [1, 1, 2, 6]);
    expect(r.outcome.order).toEqual(["f", "e"]);
    expect(r.roll.dice.filter((d) => d.role === "roll-off").map((d) => d.faces[0])).toEqual([2, 6]);
  });

  it("OBJ-ACT-1 one action a turn: a second attack on the same turn is refused", () => {
    const s = exampleTable(o);
    const rng = rngSource(Rng.fromSeed(1));
    const t = new Table(objects as never, s);
    t.commit(
      resolveAction(
        objects as never,
        t.state,
        "initiative",
        { participants: [{ character: "rook" }, { character: "marta" }] },
        rng,
        idCounter(),
      ).events,
    );
    const actor = t.state.encounter!.order[0]!;
    const other = actor === "rook" ? "marta" : "rook";
    const attack = { attacker: actor, defender: other, weapon: "unarmed" };
    t.commit(resolveAction(objects as never, t.state, "attack", attack, rng, idCounter(100)).events);
    expect(
      engineError(() => resolveAction(objects as never, t.state, "attack", attack, rng, idCounter(200)))
        .message,
    ).toMatch(/no action left/);
    expect(
      engineError(() =>
        resolveAction(
          objects as never,
          t.state,
          "attack",
          { ...attack, attacker: other, defender: actor },
          rng,
          idCounter(300),
        ),
      ).message,
    ).toMatch(/not Marta's turn|not Rook's turn/);
  });

  it("OBJ-ACT-1 allowMoveAndAttack gives a move besides the action", () => {
    const mm = opts({ allowMoveAndAttack: true });
    const s = table(mm, { x: fighter("X", 3, 0), y: fighter("Y", 1, 0) });
    const { t } = play(s, [
      ["initiative", { participants: [{ character: "x" }, { character: "y" }] }, [5, 1]],
    ]);
    const moved = run(t.state, "move", { actor: "x", distance: 9 });
    expect(moved.events).toEqual([{ type: "budget.spent", id: "x", kind: "move", amount: 1 }]);
  });

  it("OBJ-ACT-2 a move is up to 3 × DEX feet (DEX 4 → 12 ft) or DEX metres (4 m)", () => {
    const s = table(o, { x: fighter("X", 4, 0) });
    expect(run(s, "move", { actor: "x", distance: 12 }).events).toEqual([]);
    expect(engineError(() => run(s, "move", { actor: "x", distance: 13 })).message).toMatch(
      /at most 12 feet/,
    );
    const m = opts({ movementUnit: "metres" });
    expect(
      engineError(() => run(table(m, { x: fighter("X", 4, 0) }), "move", { actor: "x", distance: 5 }))
        .message,
    ).toMatch(/at most 4 metres/);
  });

  it("the dead keep their place at the end and lose their turns", () => {
    const dead = sheet(o, { name: "Z", attributes: { stamina: 1 }, damage: { lethal: 3, nonLethal: 0 } });
    const s = table(o, { x: fighter("X", 1, 0), z: dead });
    expect(engineError(() => run(s, "initiative", { participants: [{ character: "z" }] })).message).toMatch(
      /dead/,
    );
  });
});
