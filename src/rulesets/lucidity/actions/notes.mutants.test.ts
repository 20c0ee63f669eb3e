// Tests written to kill surviving mutants of notes.ts (issue 21): settling an open note, and the
// refusals of an unknown or already settled one, word for word.
import { describe, expect, it } from "vitest";
import { book, fails, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const open = {
  kind: "defeated",
  text: "B is defeated: the GM says what becomes of them",
  data: {},
  open: true,
};
const table = (notes: Record<string, typeof open>) => tableOf(o, { a: someone("A") }, { notes });

describe("settleNote", () => {
  it("the GM settles an open note: one note.closed event with the trimmed resolution, no roll", () => {
    const s = table({ "note-1": open, "note-2": open });
    const r = run(s, "settleNote", { note: "note-1", resolution: "  taken prisoner  " });
    expect(r.roll).toBeNull();
    expect(r.events).toEqual([{ type: "note.closed", id: "note-1", resolution: "taken prisoner" }]);
    expect(r.state.notes["note-1"]).toEqual({ ...open, open: false });
    expect(r.state.notes["note-2"]).toEqual(open);
  });

  it("an unknown note, or a name every object inherits, is not found (on `note`)", () => {
    const s = table({ "note-1": open });
    for (const name of ["note-9", "constructor", "toString"])
      expect(
        fails(() => run(s, "settleNote", { note: name, resolution: "x" })),
        name,
      ).toEqual({
        code: "not_found",
        message: `no note '${name}'`,
        path: ["note"],
      });
  });

  it("a settled note cannot be settled again (conflict, on `note`)", () => {
    const s = table({ "note-1": { ...open, open: false } });
    expect(fails(() => run(s, "settleNote", { note: "note-1", resolution: "again" }))).toEqual({
      code: "conflict",
      message: "note 'note-1' is already settled",
      path: ["note"],
    });
    expect(() => run(s, "settleNote", { note: "note-1", resolution: "   " })).toThrow(/resolution/);
  });
});
