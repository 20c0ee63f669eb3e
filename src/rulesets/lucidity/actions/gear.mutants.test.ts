// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{movement,turn,initiative,progress,gear,narrative}.ts"` (issue 21): the five gear actions, what
// each changes and logs, designating refused in combat, Swap's cost and who may Swap.

import { describe, expect, it } from "vitest";
import { book, changesOf, fails, fight, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const rope = { name: "Rope", kind: "gear" };
const lamp = { name: "Lamp", kind: "gear" };
const draught = { name: "Healing draught", kind: "consumable" };
const carrier = (patch = {}) =>
  someone("A", { items: [rope, lamp, draught], designated: ["Rope"], ...patch });

describe("gear at the table: what the mutants found open", () => {
  it("LUC-SLOT-6 taking, dropping and using an item: each changes the sheet and logs it", () => {
    const s = tableOf(o, { a: carrier() });
    const took = run(s, "addItem", { target: "a", item: { name: "Torch", kind: "gear" } });
    expect(took.char("a").items.map((i) => i.name)).toEqual(["Rope", "Lamp", "Healing draught", "Torch"]);
    expect(changesOf(took)).toEqual(["A takes Torch (1 slot(s); 4/18 used)"]);
    const dropped = run(s, "dropItem", { target: "a", item: "Lamp" });
    expect(dropped.char("a").items.map((i) => i.name)).toEqual(["Rope", "Healing draught"]);
    expect(dropped.events).toEqual([
      { type: "character.changed", id: "a", data: dropped.char("a"), changes: ["A drops Lamp"] },
    ]);
    const used = run(s, "useItem", { target: "a", item: "Healing draught" });
    expect(used.char("a").items.map((i) => i.name)).toEqual(["Rope", "Lamp"]);
    expect(changesOf(used)).toEqual(["A uses up Healing draught"]);
    expect(fails(() => run(s, "useItem", { target: "a", item: "Rope" }))).toEqual({
      code: "invalid",
      message: "'Rope' is not a consumable",
      path: ["item"],
    });
  });

  it("LUC-SLOT-8 designating: free outside combat, refused in it (on `items`)", () => {
    const s = tableOf(o, { a: carrier(), b: someone("B") });
    const r = run(s, "designate", { target: "a", items: ["Lamp"] });
    expect(r.events).toEqual([
      { type: "character.changed", id: "a", data: r.char("a"), changes: ["A designates Lamp"] },
    ]);
    expect(r.char("a").designated).toEqual(["Lamp"]);
    expect(fails(() => run(fight(s, ["a", "b"]), "designate", { target: "a", items: ["Lamp"] }))).toEqual({
      code: "refused",
      message: "in combat, a designated item changes only by Swap",
      path: ["items"],
    });
  });

  it("LUC-OPT-12 Swap: 1 action in combat, paid before the change; free outside; only on one's turn, only if able to act", () => {
    const s = tableOf(o, { a: carrier(), b: someone("B") });
    const outside = run(s, "swap", { target: "a", out: "Rope", in: "Lamp" });
    expect(outside.events).toEqual([
      { type: "character.changed", id: "a", data: outside.char("a"), changes: ["A swaps Rope for Lamp"] },
    ]);
    expect(outside.char("a").designated).toEqual(["Lamp"]);
    const f = fight(s, ["a", "b"]);
    const inside = run(f, "swap", { target: "a", out: "Rope", in: "Lamp" });
    expect(inside.events).toEqual([
      { type: "budget.spent", id: "a", kind: "action", amount: 1 },
      { type: "character.changed", id: "a", data: inside.char("a"), changes: ["A swaps Rope for Lamp"] },
    ]);
    expect(fails(() => run(fight(s, ["b", "a"]), "swap", { target: "a", out: "Rope", in: "Lamp" }))).toEqual({
      code: "refused",
      message: "it is not A's turn (it is B's)",
      path: ["target"],
    });
    const out = tableOf(o, { a: carrier({ status: "unconscious", health: 0 }) });
    expect(fails(() => run(out, "swap", { target: "a", out: "Rope", in: "Lamp" }))).toEqual({
      code: "refused",
      message: "A cannot act (unconscious)",
      path: ["target"],
    });
    expect(fails(() => run(s, "swap", { target: "zz", out: "Rope", in: "Lamp" }))).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a, b)",
      path: ["target"],
    });
  });
});
