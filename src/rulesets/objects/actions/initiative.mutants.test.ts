// Tests written to kill surviving mutants of actions/initiative.ts and actions/slots.ts (issue 21):
// (slots: a simultaneous attack only by the slot-mate whose turn it is, this round, while the note is open);
// the initiative roll's summary word for word (shared slots joined with "="), the dead kept last
// with 0 and no dice, the shared-slot note's words and data and its closing the next round, turns
// passing over the dead, the odds' exact distributions, the turn allowance, every refusal.
import { describe, expect, it } from "vitest";
import { Table } from "../../../engine/table.js";
import { objects } from "../ruleset.js";
import { engineError, oddsFor, opts, run, sheet, table } from "../testing/helpers.js";

const o = opts();
const fighter = (name: string, dexterity: number, dodge: number, patch: Parameters<typeof sheet>[1] = {}) =>
  sheet(o, { name, attributes: { dexterity, wisdom: 3 }, skills: { dodge }, ...patch });
const dead = (name: string) => fighter(name, 3, 1, { damage: { lethal: 12, nonLethal: 0 } });
const both = { participants: [{ character: "e" }, { character: "f" }, { character: "g" }] };

describe("rolling initiative", () => {
  it("OBJ-INIT-3 OBJ-INIT-5 the summary lists the order, a shared slot joined with '='", () => {
    const s = table(o, { e: fighter("E", 3, 1), f: fighter("F", 3, 1), g: fighter("G", 2, 1) });
    const r = run(s, "initiative", both, [6, 5, 1, 1, 6, 5, 1, 1, 1, 1, 1]);
    expect(r.roll.summary).toBe("Round 1 initiative: E 2 = F 2, G 0");
    expect(r.outcome).toMatchObject({ round: 1, order: ["e", "f", "g"], slots: [["e", "f"], ["g"]] });
    const note = r.events.find((e) => e.type === "note.opened") as unknown as Record<string, unknown>;
    expect(note).toMatchObject({
      kind: "objects.slots",
      text: "Round 1: E and F act at the same time; apply their results together",
      data: { round: 1, slots: [["e", "f"]] },
    });
    expect(r.events.at(-1)).toEqual({ type: "turn.started", round: 1, index: 0, actor: "e" });
  });

  it("OBJ-INIT-3 no shared slot, no note", () => {
    const s = table(o, { e: fighter("E", 3, 1), f: fighter("F", 3, 1), g: fighter("G", 2, 1) });
    const r = run(s, "initiative", both, [6, 1, 1, 1, 5, 5, 1, 1, 1, 1, 1]);
    expect(r.events.map((e) => e.type)).toEqual(["encounter.started", "roll", "order.set", "turn.started"]);
    expect(r.roll.summary).toBe("Round 1 initiative: F 2, E 1, G 0");
  });

  it("OBJ-INIT-1 a band of one sheet takes several places by `as`; a place named twice is refused", () => {
    const s = table(o, { e: fighter("E", 2, 0) });
    const r = run(
      s,
      "initiative",
      {
        participants: [
          { character: "e", as: "e1" },
          { character: "e", as: "e2" },
        ],
      },
      [5, 1],
    );
    expect(r.outcome).toMatchObject({ order: ["e1", "e2"], values: { e1: 1, e2: 0 } });
    const twice = engineError(() =>
      run(s, "initiative", {
        participants: [
          { character: "e", as: "x" },
          { character: "e", as: "x" },
        ],
      }),
    );
    expect([twice.code, twice.path, twice.message]).toEqual([
      "invalid",
      ["participants", 1],
      "participant 'x' is listed twice",
    ]);
  });

  it("OBJ-CHAR-14 a draft cannot join; a missing character is named by its place", () => {
    const s = table(o, { e: fighter("E", 2, 0), d: fighter("D", 2, 0, { draft: true }) });
    const draft = engineError(() =>
      run(s, "initiative", { participants: [{ character: "e" }, { character: "d" }] }),
    );
    expect([draft.code, draft.path]).toEqual(["refused", ["participants", 1, "character"]]);
    const none = engineError(() => run(s, "initiative", { participants: [{ character: "zz" }] }));
    expect([none.code, none.path]).toEqual(["not_found", ["participants", 0, "character"]]);
  });

  it("OBJ-ACT-1 the turn allowance: the table's actions, and a move only when moving and attacking is allowed", () => {
    const s = table(o, { e: fighter("E", 2, 0) });
    const started = (options = o) =>
      run(
        table(options, { e: fighter("E", 2, 0) }),
        "initiative",
        { participants: [{ character: "e" }] },
        [1],
      ).events[0] as unknown as {
        encounter: { budgetPerTurn: Record<string, number> };
      };
    expect(started().encounter.budgetPerTurn).toEqual({ action: 1 });
    expect(started(opts({ actionsPerTurn: 2, allowMoveAndAttack: true })).encounter.budgetPerTurn).toEqual({
      action: 2,
      move: 1,
    });
    const t = new Table(objects as never, s);
    t.commit(run(s, "initiative", { participants: [{ character: "e" }] }, [1]).events);
    const again = engineError(() => run(t.state, "initiative", { participants: [{ character: "e" }] }));
    expect([again.code, again.path, again.message]).toEqual([
      "conflict",
      ["participants"],
      "an encounter is already running",
    ]);
  });

  it("OBJ-INIT-2 the odds: each place's successes on DEX + Dodge, exactly", () => {
    const s = table(o, { e: fighter("E", 1, 1), f: fighter("F", 3, 0) });
    const odds = oddsFor(s, "initiative", {
      participants: [{ character: "e" }, { character: "f", as: "f1" }],
    });
    expect(odds.partition).toEqual({ rolled: 1 });
    const near = (d: [number, number][] | undefined) => d!.map(([k, p]) => [k, Number(p.toFixed(12))]);
    expect(near(odds.distributions.e)).toEqual([
      [0, 0.444444444444],
      [1, 0.444444444444],
      [2, 0.111111111111],
    ]);
    expect(near(odds.distributions.f1)).toEqual([
      [0, 0.666666666667],
      [1, 0.333333333333],
    ]);
  });
});

describe("the next turn", () => {
  it("OBJ-INIT-1 without an encounter there is no next turn", () => {
    const e = engineError(() => run(table(o, {}), "nextTurn", {}));
    expect([e.code, e.path, e.message]).toEqual(["conflict", [], "no encounter is running"]);
  });

  it("OBJ-INIT-5 a new round closes the last round's slot note and rolls again", () => {
    const s = table(o, { e: fighter("E", 3, 1), f: fighter("F", 3, 1) });
    const t = new Table(objects as never, s);
    t.commit(
      run(
        t.state,
        "initiative",
        { participants: [{ character: "e" }, { character: "f" }] },
        [5, 1, 1, 1, 5, 1, 1, 1],
      ).events,
    );
    t.commit(run(t.state, "nextTurn", {}).events);
    const round2 = run(t.state, "nextTurn", {}, [5, 5, 1, 1, 1, 1, 1, 1]);
    const closed = round2.events.filter((e) => e.type === "note.closed");
    expect(closed).toEqual([{ type: "note.closed", id: expect.any(String), resolution: "the round ended" }]);
    expect(round2.roll.summary).toBe("Round 2 initiative: E 2, F 0");
    expect(round2.events.filter((e) => e.type === "turn.started")).toEqual([
      { type: "turn.started", round: 2, index: 0, actor: "e" },
    ]);
  });

  it("OBJ-DMG-11 turns pass over the dead, who keep 0 and the last place; with everyone dead there is no next turn", () => {
    const s = table(o, { e: fighter("E", 3, 1), f: fighter("F", 3, 1), g: fighter("G", 2, 1) });
    const t = new Table(objects as never, s);
    t.commit(run(t.state, "initiative", both, [5, 5, 1, 1, 5, 1, 1, 1, 1, 1, 1]).events);
    // F dies on E's turn; the next turn skips F and goes to G.
    t.state.characters.f!.data = dead("F");
    const next = run(t.state, "nextTurn", {});
    t.commit(next.events);
    expect(t.state.encounter).toMatchObject({ round: 1, current: 2 });
    // The new round: F rolls no dice, counts 0 and goes last.
    const round2 = run(t.state, "nextTurn", {}, [1, 1, 1, 1, 5, 1, 1]);
    expect(round2.used).toBe(7);
    expect(round2.roll.outcome).toMatchObject({ order: ["g", "e", "f"], values: { e: 0, f: 0, g: 1 } });
    expect(round2.roll.dice.map((d) => d.group)).toEqual(["e", "e", "e", "e", "g", "g", "g"]);
    expect(round2.roll.summary).toBe("Round 2 initiative: G 1, E 0");
    for (const id of ["e", "g"]) t.state.characters[id]!.data = dead(id.toUpperCase());
    const none = engineError(() => run(t.state, "nextTurn", {}));
    expect([none.code, none.path, none.message]).toEqual([
      "refused",
      [],
      "everyone in the encounter is dead",
    ]);
  });
});

describe("shared slots", () => {
  const slotted = () => {
    const s = table(o, { e: fighter("E", 3, 1), f: fighter("F", 3, 1), g: fighter("G", 2, 1) });
    const t = new Table(objects as never, s);
    t.commit(run(t.state, "initiative", both, [5, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1]).events);
    return t;
  };
  const simultaneous = (state: Table["state"], attacker: string, defender: string) =>
    run(
      state,
      "attack",
      { attacker, defender, weapon: "unarmed", simultaneous: true, defend: false },
      Array(10).fill(1),
    );

  it("OBJ-INIT-5 the slot-mate whose turn it is may attack simultaneously; the other waits for their turn", () => {
    const t = slotted();
    expect(t.state.encounter!.order).toEqual(["e", "f", "g"]);
    expect(simultaneous(t.state, "e", "g").roll.actor).toBe("e");
    const f = engineError(() => simultaneous(t.state, "f", "g"));
    expect([f.path, f.message]).toEqual([["simultaneous"], "F is not in a shared initiative slot now"]);
  });

  it("OBJ-INIT-5 a closed note, or one of another round, gives no shared slot", () => {
    const t = slotted();
    const [id, note] = Object.entries(t.state.notes)[0]!;
    const closed = { ...t.state, notes: { [id]: { ...note, open: false } } };
    expect(engineError(() => simultaneous(closed, "e", "g")).path).toEqual(["simultaneous"]);
    const old = { ...t.state, notes: { [id]: { ...note, data: { ...(note.data as object), round: 0 } } } };
    expect(engineError(() => simultaneous(old, "e", "g")).path).toEqual(["simultaneous"]);
    const elsewhere = { ...t.state, notes: { [id]: { ...note, data: { round: 1, slots: [["f", "g"]] } } } };
    expect(engineError(() => simultaneous(elsewhere, "e", "g")).path).toEqual(["simultaneous"]);
  });
});

describe("initiative: the record and the wrap to a new round", () => {
  it("OBJ-INIT-2 the roll's record: id, action, dice roles, the encounter's id and model", () => {
    const s = table(o, { e: fighter("E", 2, 0) });
    const r = run(s, "initiative", { participants: [{ character: "e" }] }, [5]);
    expect(r.roll).toMatchObject({ action: "initiative", actor: null, partition: "rolled" });
    expect(r.roll.id).toMatch(/^roll/);
    expect(r.roll.dice.map((d) => [d.role, d.group])).toEqual([["initiative", "e"]]);
    const started = r.events[0] as unknown as { encounter: { id: string; model: string } };
    expect(started.encounter.model).toBe("rolled");
    expect(started.encounter.id).toMatch(/^encounter/);
    expect(() => run(s, "initiative", { participants: [{ character: "e" }] }, [])).toThrow(/initiative: E/);
  });

  it("OBJ-INIT-5 a random roll-off names its dice; two shared slots are listed apart; the note has its own id", () => {
    const ro = opts({ initiativeFinalTie: "random" });
    const t2 = table(ro, { e: fighter("E", 2, 0), f: fighter("F", 2, 0) });
    expect(() =>
      run(t2, "initiative", { participants: [{ character: "e" }, { character: "f" }] }, [5, 5]),
    ).toThrow(/initiative roll-off/);
    const s = table(o, {
      e: fighter("E", 2, 0),
      f: fighter("F", 2, 0),
      g: fighter("G", 3, 0),
      h: fighter("H", 3, 0),
    });
    const r = run(
      s,
      "initiative",
      { participants: [{ character: "e" }, { character: "f" }, { character: "g" }, { character: "h" }] },
      [5, 5, 1, 1],
    );
    const note = r.events.find((e) => e.type === "note.opened") as unknown as { id: string; text: string };
    expect(note.text).toBe("Round 1: E and F; G and H act at the same time; apply their results together");
    expect(note.id).toMatch(/^slots/);
  });

  it("OBJ-INIT-1 a lone combatant's next turn is a new round, rolled again", () => {
    const t = new Table(objects as never, table(o, { e: fighter("E", 2, 0) }));
    t.commit(run(t.state, "initiative", { participants: [{ character: "e" }] }, [5]).events);
    const r = run(t.state, "nextTurn", {}, [1]);
    expect(r.roll.summary).toBe("Round 2 initiative: E 0");
    expect(r.events.filter((e) => e.type === "turn.started")).toEqual([
      { type: "turn.started", round: 2, index: 0, actor: "e" },
    ]);
  });

  it("OBJ-ACT-8 OBJ-INIT-1 the round's end still ticks conditions when initiative is rolled again; other notes stay open", () => {
    const dm = opts({ defendMode: "declared-action" });
    const t = new Table(objects as never, table(dm, { e: fighter("E", 2, 0) }));
    t.commit(run(t.state, "initiative", { participants: [{ character: "e" }] }, [5]).events);
    t.commit(run(t.state, "defend", { actor: "e" }).events);
    t.state.notes.other = { kind: "fire", text: "what burns?", data: {}, open: true };
    const r = run(t.state, "nextTurn", {}, [1]);
    expect(r.events.some((e) => e.type === "condition.removed")).toBe(true);
    expect(r.events.filter((e) => e.type === "note.closed")).toEqual([]);
  });

  it("OBJ-INIT-1 a participant whose sheet has left the table is refused on the encounter", () => {
    const t = new Table(objects as never, table(o, { e: fighter("E", 2, 0) }));
    t.commit(run(t.state, "initiative", { participants: [{ character: "e" }] }, [5]).events);
    const gone = { ...t.state, characters: {} };
    expect(engineError(() => run(gone, "nextTurn", {}, [1])).path).toEqual(["encounter"]);
  });
});
