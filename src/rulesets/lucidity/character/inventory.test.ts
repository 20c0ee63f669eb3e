import { describe, expect, it } from "vitest";
import { book, someone, tomasWith } from "../testing/helpers.js";
import { addItem, designate, swapDesignated, useConsumable } from "./inventory.js";
import { itemSchema } from "./schema.js";

const o = book();
const full = () =>
  someone("P", {
    attributes: { STR: 1 },
    items: Array.from({ length: 19 }, (_, i) => ({ name: `Thing ${i + 1}` })),
  });

describe("carrying", () => {
  it("LUC-SLOT-6 with 19 of 19 slots full, a 1-slot item is refused (allow-flagged: taken with a warning)", () => {
    const torch = itemSchema.parse({ name: "Torch" });
    expect(() => addItem(full(), torch, o)).toThrow(/no room/);
    const r = addItem(full(), torch, book({ overCapacity: "allow-flagged" }));
    expect(r.warnings?.[0]).toMatch(/more than the 19/);
  });

  it("LUC-SLOT-8 designated items are carried items within the limit; outside combat they change freely", () => {
    const c = someone("P", {
      attributes: { DEX: -1 },
      items: [{ name: "Sword", damage: "1d8" }, { name: "Lamp" }],
    });
    expect(designate(c, ["Lamp"]).character.designated).toEqual(["Lamp"]);
    expect(() => designate(c, ["Sword", "Lamp"])).toThrow(/at most 1/);
    expect(() => designate(c, ["Spoon"])).toThrow(/carries no 'Spoon'/);
  });

  it("LUC-OPT-12 Swap: a carried item takes a designated item's place; the count is unchanged", () => {
    const c = tomasWith();
    const s = swapDesignated(c, "Dagger", "Healing draught").character;
    expect(s.designated).toEqual(["Shortbow", "Healing draught"]);
    expect(() => swapDesignated(c, "Gambeson", "Dagger")).toThrow(/not designated/);
  });

  it("LUC-TRAIT-18 Resourceful: a non-magic consumable the GM allows lasts two uses", () => {
    const item = { name: "Salve", kind: "consumable", consumable: true, resourceful: true };
    const plain = someone("P", {
      traits: [{ name: "Hunk" }, { name: "Guts" }, { name: "Shuffle" }],
      items: [item],
    });
    expect(useConsumable(plain, "Salve").character.items).toEqual([]);
    const res = someone("R", { items: [item] }); // has Resourceful
    const once = useConsumable(res, "Salve").character;
    expect(once.items[0]!.used).toBe(1);
    expect(useConsumable(once, "Salve").character.items).toEqual([]);
    const magic = someone("R", { items: [{ ...item, magic: true }] });
    expect(useConsumable(magic, "Salve").character.items).toEqual([]);
  });
});
