// Settling a dilemma: the words and path of each refusal (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, resolveAction } from "../../../engine/table.js";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { lucky13 } from "../ruleset.js";
import { options, table } from "../testing/table.js";
import { dilemmaNote } from "./dilemma.js";

const errorOf = engineRefusal;

function withDilemma(open: boolean): TableState {
  const s = table(options());
  const note = dilemmaNote("dilemma-2", "roll-1", "brunella", "Brunella") as Extract<
    TableEvent,
    { type: "note.opened" }
  >;
  return {
    ...s,
    notes: { ...s.notes, [note.id]: { kind: note.kind, text: note.text, data: note.data, open } },
  };
}

const settle = (s: TableState, id: string) =>
  resolveAction(
    lucky13,
    s,
    "resolveDilemma",
    { id, description: "the lamp goes out" },
    facesSource([]),
    idCounter(),
  );

describe("resolveDilemma: refusals", () => {
  it("L13-EXPL-12 an unknown dilemma is not found, named, at 'id'", () => {
    const e = errorOf(() => settle(withDilemma(true), "dilemma-9"));
    expect([e.code, e.message, e.path]).toEqual(["not_found", "no dilemma 'dilemma-9'", ["id"]]);
  });

  it("L13-EXPL-12 a dilemma already settled is a conflict, named", () => {
    const e = errorOf(() => settle(withDilemma(false), "dilemma-2"));
    expect([e.code, e.message, e.path]).toEqual([
      "conflict",
      "dilemma 'dilemma-2' is already settled",
      ["id"],
    ]);
    expect(settle(withDilemma(true), "dilemma-2").events).toEqual([
      { type: "note.closed", id: "dilemma-2", resolution: "gm: the lamp goes out" },
    ]);
  });
});
