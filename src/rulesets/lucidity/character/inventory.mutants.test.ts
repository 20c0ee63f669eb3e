// Tests written to kill surviving mutants of inventory.ts (issue 21): every refusal's words and field,
// the log lines, the slot count at the limit, and consumables with a quantity.
import { describe, expect, it } from "vitest";
import { book, fails, someone } from "../testing/helpers.js";
import { addItem, designate, findItem, removeItem, swapDesignated, useConsumable } from "./inventory.js";
import { itemSchema } from "./schema.js";

const o = book();
const things = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Thing ${i + 1}` }));

describe("inventory, words and edges", () => {
  it("LUC-SLOT-6 an unknown item names what is carried, or nothing", () => {
    const c = someone("P", { items: [{ name: "Lamp" }, { name: "Rope" }] });
    expect(findItem(c, "Lamp", ["x"]).name).toBe("Lamp");
    expect(fails(() => findItem(c, "Spoon", ["x", 1]))).toEqual({
      code: "invalid",
      message: "P carries no 'Spoon' (carries: Lamp, Rope)",
      path: ["x", 1],
    });
    expect(fails(() => findItem(someone("E", { items: [] }), "Spoon", ["x"])).message).toBe(
      "E carries no 'Spoon' (carries: nothing)",
    );
  });

  it("LUC-SLOT-6 taking an item: the line with slots; the last free slot fits; a duplicate name is refused", () => {
    const c = someone("P", { attributes: { STR: 1 }, items: things(18) });
    const torch = itemSchema.parse({ name: "Torch" });
    const r = addItem(c, torch, o);
    expect(r).toEqual({
      character: { ...c, items: [...c.items, torch] },
      changes: ["P takes Torch (1 slot(s); 19/19 used)"],
    });
    expect(fails(() => addItem(c, itemSchema.parse({ name: "Thing 3" }), o))).toEqual({
      code: "invalid",
      message: "P already carries an item named 'Thing 3'",
      path: ["item", "name"],
    });
    expect(fails(() => addItem(r.character, itemSchema.parse({ name: "Lamp" }), o))).toEqual({
      code: "refused",
      message: "P has no room: 20 slots needed, 19 available",
      path: ["item"],
    });
    const over = addItem(
      r.character,
      itemSchema.parse({ name: "Lamp" }),
      book({ overCapacity: "allow-flagged" }),
    );
    expect(over.warnings).toEqual(["P carries more than the 19 item slots"]);
    expect(over.character.items.map((i) => i.name)).toContain("Lamp");
  });

  it("LUC-SLOT-8 dropping an item undesignates it, logged; an unknown one is refused", () => {
    const c = someone("P", { items: [{ name: "Lamp" }, { name: "Rope" }], designated: ["Lamp"] });
    const r = removeItem(c, "Lamp");
    expect(r.character.items.map((i) => i.name)).toEqual(["Rope"]);
    expect(r.character.designated).toEqual([]);
    expect(r.changes).toEqual(["P drops Lamp"]);
    expect(removeItem(c, "Rope").character.designated).toEqual(["Lamp"]);
    expect(fails(() => removeItem(c, "Spoon")).path).toEqual(["item"]);
  });

  it("LUC-SLOT-8 designating: the line, nothing, twice, too many", () => {
    const c = someone("P", {
      attributes: { DEX: 0 },
      items: [{ name: "Lamp" }, { name: "Rope" }, { name: "Knife" }],
    });
    expect(designate(c, ["Lamp", "Rope"]).changes).toEqual(["P designates Lamp, Rope"]);
    expect(designate(c, []).changes).toEqual(["P designates nothing"]);
    expect(fails(() => designate(c, ["Lamp", "Lamp"]))).toEqual({
      code: "invalid",
      message: "an item is listed twice",
      path: ["items"],
    });
    expect(fails(() => designate(c, ["Lamp", "Spoon"])).path).toEqual(["items", 1]);
    const one = someone("Q", { attributes: { DEX: -1 }, items: [{ name: "Lamp" }, { name: "Rope" }] });
    expect(fails(() => designate(one, ["Lamp", "Rope"]))).toEqual({
      code: "refused",
      message: "at most 1 designated items",
      path: ["items"],
    });
  });

  it("LUC-OPT-12 Swap: the line and each refusal's field", () => {
    const c = someone("P", {
      items: [{ name: "Lamp" }, { name: "Rope" }, { name: "Knife" }],
      designated: ["Lamp", "Knife"],
    });
    const r = swapDesignated(c, "Lamp", "Rope");
    expect(r.character.designated).toEqual(["Rope", "Knife"]);
    expect(r.changes).toEqual(["P swaps Lamp for Rope"]);
    expect(fails(() => swapDesignated(c, "Rope", "Lamp"))).toEqual({
      code: "invalid",
      message: "'Rope' is not designated",
      path: ["out"],
    });
    expect(fails(() => swapDesignated(c, "Lamp", "Spoon")).path).toEqual(["in"]);
    expect(fails(() => swapDesignated(c, "Lamp", "Knife"))).toEqual({
      code: "invalid",
      message: "'Knife' is already designated",
      path: ["in"],
    });
  });

  it("LUC-TRAIT-18 a consumable with a quantity: one used up, the rest stay (designated); not a consumable is refused", () => {
    const plain = [{ name: "Hunk" }, { name: "Guts" }, { name: "Shuffle" }];
    const c = someone("P", {
      traits: plain,
      items: [{ name: "Arrows", kind: "consumable", quantity: 3 }, { name: "Lamp" }],
      designated: ["Arrows"],
    });
    const r = useConsumable(c, "Arrows");
    expect(r.changes).toEqual(["P uses up Arrows (2 left)"]);
    expect(r.character.items[0]).toMatchObject({ name: "Arrows", quantity: 2, used: 0 });
    expect(r.character.designated).toEqual(["Arrows"]);
    const last = someone("P", {
      traits: plain,
      items: [{ name: "Salve", consumable: true }, { name: "Lamp" }],
      designated: ["Salve", "Lamp"],
    });
    const gone = useConsumable(last, "Salve");
    expect(gone.changes).toEqual(["P uses up Salve"]);
    expect(gone.character.items.map((i) => i.name)).toEqual(["Lamp"]);
    expect(gone.character.designated).toEqual(["Lamp"]);
    expect(fails(() => useConsumable(c, "Lamp"))).toEqual({
      code: "invalid",
      message: "'Lamp' is not a consumable",
      path: ["item"],
    });
  });

  it("LUC-TRAIT-18 Resourceful's first use is logged; the GM's flag is needed", () => {
    const res = someone("R", {
      items: [{ name: "Salve", consumable: true, resourceful: true }, { name: "Lamp" }],
    });
    const once = useConsumable(res, "Salve");
    expect(once.changes).toEqual(["R uses Salve; Resourceful leaves one more use"]);
    expect(once.character.items.map((i) => [i.name, i.used])).toEqual([
      ["Salve", 1],
      ["Lamp", 0],
    ]);
    const notAllowed = someone("R", { items: [{ name: "Salve", consumable: true }] });
    expect(useConsumable(notAllowed, "Salve").character.items).toEqual([]);
  });
});
