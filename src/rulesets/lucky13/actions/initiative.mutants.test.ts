// Initiative and joining, pinned exactly: the refusals' code, path and words, the roll-off limit,
// the die records' labels, the join roll's record and its dilemma (mutation testing found these
// open, issue 21).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../../engine/table.js";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { lucky13 } from "../ruleset.js";
import { options, sheet, table } from "../testing/table.js";

const errorOf = engineRefusal;

const act = (s: TableState, name: string, params: unknown, faces: number[] = []) =>
  resolveAction(lucky13, s, name, params, facesSource(faces), idCounter());

const o = options();
const two = { participants: [{ character: "brunella" }, { character: "casimir" }] };

function running(): TableState {
  const t = new Table(lucky13, table(o, { s: sheet(o, { name: "Sam" }), u: sheet(o, { name: "Uma" }) }));
  t.commit(act(t.state, "initiative", two, [6, 3]).events);
  return t.state;
}

describe("initiative: refusals", () => {
  it("L13-INIT-3 a group mixing Reflex dice is refused at the member, naming the dice", () => {
    const e = errorOf(() =>
      act(table(o), "initiative", {
        participants: [
          { character: "brunella", group: "g" },
          { character: "casimir", group: "g" },
        ],
      }),
    );
    expect([e.code, e.message, e.path]).toEqual([
      "refused",
      "group 'g' mixes Reflex dice (d8, d6); its members must roll one by one",
      ["participants", 0, "group"],
    ]);
  });

  it("a participant listed twice, or not at the table, is refused at its place", () => {
    const twice = errorOf(() =>
      act(
        table(o),
        "initiative",
        { participants: [{ character: "casimir" }, { character: "casimir" }] },
        [3, 4],
      ),
    );
    expect([twice.code, twice.message, twice.path]).toEqual([
      "invalid",
      "participant 'casimir' is listed twice",
      ["participants", 1],
    ]);
    const missing = errorOf(() =>
      act(
        table(o),
        "initiative",
        { participants: [{ character: "casimir" }, { character: "nobody" }] },
        [3, 4],
      ),
    );
    expect([missing.code, missing.path]).toEqual(["not_found", ["participants", 1, "character"]]);
  });

  it("a second encounter while one runs is a conflict", () => {
    const e = errorOf(() => act(running(), "initiative", two, [6, 3]));
    expect([e.code, e.message, e.path]).toEqual([
      "conflict",
      "an encounter is already running",
      ["participants"],
    ]);
  });

  it("L13-INIT-4 roll-offs stop after 1,000: the thousandth may still decide, the next is refused", () => {
    const s = table(o, { s: sheet(o, { name: "Sam" }), u: sheet(o, { name: "Uma" }) });
    const p = { participants: [{ character: "s" }, { character: "u" }] };
    const ties = (n: number) => Array.from({ length: 2 * n }, () => 3);
    const r = act(s, "initiative", p, [...ties(1000), 4, 3]);
    expect(r.roll!.outcome.order).toEqual(["s", "u"]);
    const e = errorOf(() => act(s, "initiative", p, ties(1002)));
    expect([e.code, e.message, e.path]).toEqual([
      "refused",
      "the initiative roll-off would not end",
      ["participants"],
    ]);
  });
});

describe("initiative: the tie-break chain", () => {
  it("L13-INIT-4 a chain that ends without a roll-off leaves the tied in their listed order, rolling nothing more", () => {
    const only = options({ initiativeTieBreak: ["higherReflex"] });
    const s = table(only, { s: sheet(only, { name: "Sam" }), u: sheet(only, { name: "Uma" }) });
    const dice = facesSource([3, 3]);
    const r = resolveAction(
      lucky13,
      s,
      "initiative",
      { participants: [{ character: "u" }, { character: "s" }] },
      dice,
      idCounter(),
    );
    expect(r.roll!.outcome.order).toEqual(["u", "s"]);
    expect(dice.used()).toBe(2);
    expect(r.roll!.dice).toHaveLength(2);
  });
});

describe("initiative: a group tied with itself", () => {
  it("L13-INIT-3 members of one group share a roll; their tie is no tie, so no roll-off even when roll-offs come first", () => {
    const first = options({ initiativeTieBreak: ["rollOff"] });
    const s = table(first, { s: sheet(first, { name: "Sam" }), u: sheet(first, { name: "Uma" }) });
    const dice = facesSource([3]);
    const r = resolveAction(
      lucky13,
      s,
      "initiative",
      {
        participants: [
          { character: "s", group: "g" },
          { character: "u", group: "g" },
        ],
      },
      dice,
      idCounter(),
    );
    expect(r.roll!.outcome.order).toEqual(["s", "u"]);
    expect(dice.used()).toBe(1);
    expect(r.roll!.dice.map((d) => d.group)).toEqual(["g"]);
  });
});

describe("initiative: the record", () => {
  it("L13-INIT-1 each participant's die is labelled with its id", () => {
    const r = act(table(o), "initiative", two, [6, 3]);
    expect(r.roll!.dice.map((d) => d.group)).toEqual(["brunella", "casimir"]);
  });
});

describe("join", () => {
  it("L13-INIT-6 joining without an encounter is a conflict at 'character'", () => {
    const e = errorOf(() => act(table(o), "join", { character: "casimir" }, [3]));
    expect([e.code, e.message, e.path]).toEqual(["conflict", "no encounter is running", ["character"]]);
  });

  it("L13-INIT-6 the join roll: its id, action, summary and partition; no dilemma without an implosion", () => {
    const r = act(running(), "join", { character: "s" }, [4]);
    expect(r.roll).toMatchObject({
      id: "roll-1",
      action: "join",
      actor: "s",
      summary: "Sam joins with initiative 4",
      partition: "rolled",
    });
    expect(r.events.filter((e) => e.type === "note.opened")).toEqual([]);
  });

  it("L13-EXPL-12 an imploded initiative die opens a dilemma note for the one joining", () => {
    const r = act(running(), "join", { character: "s" }, [1]);
    expect(r.events.filter((e) => e.type === "note.opened")).toMatchObject([
      { id: "dilemma-2", kind: "dilemma", data: { roll: "roll-1", character: "s" } },
    ]);
  });

  it("L13-EXPL-12 an imploded initiative die at the start opens a note named 'dilemma-…'", () => {
    const r = act(table(o), "initiative", two, [6, 1]);
    const notes = r.events.filter((e) => e.type === "note.opened");
    expect(notes.map((n) => (n as { id: string }).id)).toEqual(["dilemma-3"]);
  });
});
