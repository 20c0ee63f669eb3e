// Tests written to kill surviving mutants of simple.ts (issue 21): an action on one character with no
// dice — its refusal on the named field, the events before the change, the warnings after it.
import { describe, expect, it } from "vitest";
import { book, fails, fight, run, someone, tableOf } from "../testing/helpers.js";

const full = Array.from({ length: 18 }, (_, i) => ({ name: `Stone ${i + 1}`, kind: "gear" }));

describe("onCharacter: one character, no dice", () => {
  it("LUC-SLOT-1 an unknown character is refused on the action's own field", () => {
    const s = tableOf(book(), { a: someone("A") });
    expect(fails(() => run(s, "addItem", { target: "zz", item: { name: "Torch", kind: "gear" } }))).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a)",
      path: ["target"],
    });
    expect(fails(() => run(s, "castSpell", { actor: "zz" }))).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a)",
      path: ["actor"],
    });
  });

  it("LUC-SLOT-1 overCapacity = allow-flagged: the warning follows the change lines, marked `warning:`", () => {
    const o = book({ overCapacity: "allow-flagged" });
    const s = tableOf(o, { a: someone("A", { items: full }, o) });
    const r = run(s, "addItem", { target: "a", item: { name: "Torch", kind: "gear" } });
    expect(r.roll).toBeNull();
    expect(r.events).toEqual([
      {
        type: "character.changed",
        id: "a",
        data: r.char("a"),
        changes: ["A takes Torch (1 slot(s); 19/18 used)", "warning: A carries more than the 18 item slots"],
      },
    ]);
    expect(r.char("a").items).toHaveLength(19);
  });

  it("LUC-OPT-12 the events before the change (the cost) come first, then the change", () => {
    const s = fight(
      tableOf(book(), { a: someone("A", { items: full, designated: ["Stone 1"] }), b: someone("B") }),
      ["a", "b"],
    );
    const r = run(s, "swap", { target: "a", out: "Stone 1", in: "Stone 2" });
    expect(r.roll).toBeNull();
    expect(r.events).toEqual([
      { type: "budget.spent", id: "a", kind: "action", amount: 1 },
      { type: "character.changed", id: "a", data: r.char("a"), changes: ["A swaps Stone 1 for Stone 2"] },
    ]);
  });
});
