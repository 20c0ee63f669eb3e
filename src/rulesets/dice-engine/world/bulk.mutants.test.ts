// Bulk pinned at its edges: every refusal's field and words, placing at the grid's borders and
// against other items on each side, the search order of findPlace, [Bulkless] counts, the slots'
// capacities and containers (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import {
  addBulkless,
  attach,
  type BulkSpace,
  bulkGridIn,
  containerSpace,
  emptySpace,
  equip,
  findPlace,
  freeSquares,
  itemsOutside,
  noEquipment,
  placeItem,
  removeItem,
  slotCapacity,
  unequip,
  wearingArmour,
} from "./bulk.js";
import { worldOptions } from "./options.js";

const fail = (code: string, path: (string | number)[], message: string) => ({
  ok: false,
  error: { code, path, message },
});
const put = (
  s: BulkSpace,
  id: string,
  length: number,
  width: number,
  column: number,
  row: number,
  rotated = false,
) => placeItem(s, { id, length, width }, { column, row, rotated });
const grid = (columns: number, rows: number) => emptySpace({ columns, rows });
const humanoid = { hands: 2 };

describe("bulkGridIn", () => {
  it("DE-BULK-3, DE-ENV-11: rows lost to high gravity, never below 0; columns kept", () => {
    expect(bulkGridIn({ columns: 9, rows: 6 }, 1)).toEqual({ columns: 9, rows: 6 });
    expect(bulkGridIn({ columns: 9, rows: 1 }, 5, worldOptions({ highGravityBulkRowLoss: "perG" }))).toEqual({
      columns: 9,
      rows: 0,
    });
    expect(
      bulkGridIn({ columns: 9, rows: 6 }, 3.5, worldOptions({ highGravityBulkRowLoss: "perG" })),
    ).toEqual({
      columns: 9,
      rows: 4,
    });
  });
});

describe("placeItem", () => {
  it("DE-BULK-4: an item's size and place are whole numbers, each refused by name", () => {
    const s = grid(4, 4);
    expect(put(s, "a", 1.5, 1, 0, 0)).toEqual(
      fail("invalid", ["item", "length"], "an item is 1 or more whole squares long (got 1.5)"),
    );
    expect(put(s, "a", 1, 0, 0, 0)).toEqual(
      fail("invalid", ["item", "width"], "an item is 1 or more whole squares wide (got 0)"),
    );
    expect(put(s, "a", 1, 1.5, 0, 0)).toMatchObject({ ok: false, error: { path: ["item", "width"] } });
    expect(put(s, "a", 1, 1, -1, 0)).toEqual(
      fail("invalid", ["column"], "a column is a whole number from 0 (got -1)"),
    );
    expect(put(s, "a", 1, 1, 0.5, 0)).toMatchObject({ ok: false, error: { path: ["column"] } });
    expect(put(s, "a", 1, 1, 0, -1)).toEqual(
      fail("invalid", ["row"], "a row is a whole number from 0 (got -1)"),
    );
    expect(put(s, "a", 1, 1, 0, 2.5)).toMatchObject({ ok: false, error: { path: ["row"] } });
  });

  it("DE-BULK-4: the same item twice is refused", () => {
    const s = put(grid(4, 4), "rope", 1, 1, 0, 0);
    expect(s.ok && put(s.value, "rope", 1, 1, 2, 2)).toEqual(
      fail("refused", ["item", "id"], '"rope" is already in this space'),
    );
  });

  it("DE-BULK-4: turning is refused in words when bulkRotation is off; unturned is fine", () => {
    const stiff = worldOptions({ bulkRotation: false });
    expect(
      placeItem(grid(4, 4), { id: "a", length: 2, width: 1 }, { column: 0, row: 0, rotated: true }, stiff),
    ).toEqual(fail("refused", ["rotated"], "items cannot be turned at this table (bulkRotation)"));
    const plain = placeItem(grid(4, 4), { id: "a", length: 2, width: 1 }, { column: 0, row: 0 }, stiff);
    expect(plain).toEqual({
      ok: true,
      value: {
        columns: 4,
        rows: 4,
        placements: [{ id: "a", length: 2, width: 1, column: 0, row: 0, rotated: false }],
      },
    });
  });

  it("DE-BULK-4: an item exactly filling the grid's last column and row fits; one more square does not", () => {
    const s = grid(4, 3);
    expect(put(s, "a", 2, 1, 2, 2).ok).toBe(true);
    expect(put(s, "a", 2, 1, 3, 0)).toEqual(
      fail("refused", ["column"], "a 2 × 1 item at column 3, row 0 does not fit in a 4 × 3 grid"),
    );
    expect(put(s, "a", 2, 2, 0, 2)).toEqual(
      fail("refused", ["row"], "a 2 × 2 item at column 0, row 2 does not fit in a 4 × 3 grid"),
    );
    // Exactly reaching the last column but sticking out below: the row is at fault.
    expect(put(s, "a", 2, 2, 2, 2)).toEqual(
      fail("refused", ["row"], "a 2 × 2 item at column 2, row 2 does not fit in a 4 × 3 grid"),
    );
    // Turned, its length runs down the rows.
    expect(put(s, "a", 3, 1, 3, 0, true).ok).toBe(true);
    expect(put(s, "a", 3, 1, 0, 1, true)).toEqual(
      fail("refused", ["row"], "a 1 × 3 item at column 0, row 1 does not fit in a 4 × 3 grid"),
    );
  });

  it("DE-BULK-4: items touching on any side fit; sharing one square is refused", () => {
    const mid = put(grid(6, 6), "mid", 2, 2, 2, 2);
    if (!mid.ok) throw new Error("setup");
    const s = mid.value;
    for (const [column, row] of [
      [0, 2],
      [4, 2],
      [2, 0],
      [2, 4],
    ] as const)
      expect(put(s, "b", 2, 2, column, row).ok).toBe(true);
    for (const [column, row] of [
      [1, 2],
      [3, 2],
      [2, 1],
      [2, 3],
      [1, 1],
      [3, 3],
    ] as const)
      expect(put(s, "b", 2, 2, column, row)).toEqual(
        fail("refused", ["column"], 'that place overlaps "mid"'),
      );
    // A turned item's footprint is used for the overlap too: 3 long turned runs down, 1 across.
    expect(put(s, "b", 3, 1, 1, 2, true).ok).toBe(true);
    expect(put(s, "b", 3, 1, 1, 2).ok).toBe(false);
    expect(put(s, "b", 1, 3, 1, 2, true).ok).toBe(false);
  });
});

describe("removing, finding, counting", () => {
  it("DE-BULK-4: removing takes out that item only; an unknown one is not found", () => {
    const a = put(grid(4, 4), "a", 1, 1, 0, 0);
    const ab = a.ok ? put(a.value, "b", 1, 1, 1, 0) : a;
    if (!ab.ok) throw new Error("setup");
    expect(removeItem(ab.value, "a")).toEqual({
      ok: true,
      value: {
        columns: 4,
        rows: 4,
        placements: [{ id: "b", length: 1, width: 1, column: 1, row: 0, rotated: false }],
      },
    });
    expect(removeItem(ab.value, "c")).toEqual(fail("not_found", ["id"], '"c" is not in this space'));
  });

  it("DE-BULK-4: findPlace goes row by row, column by column, unturned first", () => {
    const a = put(grid(3, 3), "a", 3, 1, 0, 0);
    if (!a.ok) throw new Error("setup");
    expect(findPlace(a.value, { id: "b", length: 1, width: 1 })).toEqual({
      column: 0,
      row: 1,
      rotated: false,
    });
    expect(findPlace(a.value, { id: "b", length: 2, width: 1 })).toEqual({
      column: 0,
      row: 1,
      rotated: false,
    });
    // A square item is never tried turned; nothing fits: null.
    expect(findPlace(a.value, { id: "b", length: 3, width: 3 })).toBeNull();
    expect(findPlace(grid(2, 4), { id: "pole", length: 3, width: 1 })).toEqual({
      column: 0,
      row: 0,
      rotated: true,
    });
    expect(
      findPlace(grid(2, 4), { id: "pole", length: 3, width: 1 }, worldOptions({ bulkRotation: false })),
    ).toBeNull();
    const row0 = put(grid(2, 2), "a", 2, 1, 0, 0);
    const last = row0.ok ? put(row0.value, "c", 1, 1, 0, 1) : row0;
    expect(last.ok && findPlace(last.value, { id: "b", length: 1, width: 1 })).toEqual({
      column: 1,
      row: 1,
      rotated: false,
    });
  });

  it("DE-BULK-4: free squares are the grid less every item's area", () => {
    const a = put(grid(5, 4), "a", 3, 2, 0, 0, true);
    expect(a.ok && freeSquares(a.value)).toBe(14);
    expect(freeSquares(grid(5, 4))).toBe(20);
  });

  it("DE-BULK-3: items outside a smaller grid, by column or by row", () => {
    const a = put(grid(5, 5), "a", 1, 1, 4, 0);
    const ab = a.ok ? put(a.value, "b", 1, 1, 0, 4) : a;
    const abc = ab.ok ? put(ab.value, "c", 1, 1, 3, 3) : ab;
    if (!abc.ok) throw new Error("setup");
    expect(itemsOutside(abc.value, { columns: 4, rows: 5 }).map((p) => p.id)).toEqual(["a"]);
    expect(itemsOutside(abc.value, { columns: 5, rows: 4 }).map((p) => p.id)).toEqual(["b"]);
    expect(itemsOutside(abc.value, { columns: 4, rows: 4 }).map((p) => p.id)).toEqual(["a", "b"]);
  });
});

describe("[Bulkless]", () => {
  it("DE-BULK-5: whole counts from 1; up to exactly 100 of each, with what still fits in the refusal", () => {
    expect(addBulkless({}, "round", 0)).toEqual(
      fail("invalid", ["count"], "add a whole number of items, 1 or more (got 0)"),
    );
    expect(addBulkless({}, "round", 1.5)).toMatchObject({ ok: false, error: { code: "invalid" } });
    expect(addBulkless({ round: 40 }, "round", 60)).toEqual({ ok: true, value: { round: 100 } });
    expect(addBulkless({ round: 40 }, "round", 61)).toEqual(
      fail("refused", ["count"], 'at most 100 of "round" can be carried: 40 carried, 60 more fit'),
    );
    expect(addBulkless({}, "round", 101)).toEqual(
      fail("refused", ["count"], 'at most 100 of "round" can be carried: 0 carried, 100 more fit'),
    );
  });
});

describe("the slots", () => {
  it("DE-BULK-6: one item per slot, Held one per hand, unless the body says otherwise", () => {
    expect(slotCapacity("held", { hands: 3 })).toBe(3);
    expect(slotCapacity("feet", { hands: 3 })).toBe(1);
    expect(slotCapacity("feet", { hands: 2, capacity: { feet: 4 } })).toBe(4);
    expect(slotCapacity("held", { hands: 2, capacity: { feet: 4 } })).toBe(2);
    expect(slotCapacity("held", { hands: 2, capacity: { held: 0 } })).toBe(0);
  });

  it("DE-BULK-6, DE-BULK-7: each refusal in words", () => {
    expect(equip(noEquipment(), { id: "" }, "held", humanoid)).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["item", "id"] },
    });
    expect(equip(noEquipment(), { id: "coat", slots: ["armour"] }, "armour", humanoid)).toEqual(
      fail("refused", ["slot"], 'the Armour slot holds armour only; "coat" is not armour'),
    );
    expect(equip(noEquipment(), { id: "hat", slots: ["torso", "back"] }, "feet", humanoid)).toEqual(
      fail("refused", ["slot"], '"hat" goes in torso or back, not feet'),
    );
    expect(equip(noEquipment(), { id: "gun" }, "back", humanoid)).toEqual(
      fail("refused", ["slot"], '"gun" goes in held, not back'),
    );
    const one = equip(noEquipment(), { id: "gun", slots: ["held", "back"] }, "back", humanoid);
    if (!one.ok) throw new Error("setup");
    expect(equip(one.value, { id: "gun", slots: ["held", "back"] }, "held", humanoid)).toEqual(
      fail("refused", ["item"], '"gun" is already in the back slot'),
    );
    const two = equip(one.value, { id: "knife" }, "held", { hands: 1 });
    if (!two.ok) throw new Error("setup");
    expect(equip(two.value, { id: "torch" }, "held", { hands: 1 })).toEqual(
      fail("refused", ["slot"], "the held slot is full (knife): take something out first"),
    );
    const three = equip(two.value, { id: "pistol" }, "held", humanoid);
    if (!three.ok) throw new Error("setup");
    expect(equip(three.value, { id: "torch" }, "held", humanoid)).toEqual(
      fail("refused", ["slot"], "the held slot is full (knife, pistol): take something out first"),
    );
    expect(
      equip(noEquipment(), { id: "plate", slots: ["armour"], armour: true }, "armour", humanoid),
    ).toMatchObject({
      ok: true,
      value: { armour: ["plate"], held: [] },
    });
  });

  it("DE-BULK-6: unequipping takes the item from its slot only; one in no slot is not found", () => {
    const e = { ...noEquipment(), held: ["a", "b"], feet: ["boots"] };
    expect(unequip(e, "a")).toEqual({ ok: true, value: { ...e, held: ["b"] } });
    expect(unequip(e, "hat")).toEqual(fail("not_found", ["item"], '"hat" is in no slot'));
  });

  it("DE-BULK-7: wearing armour is the Armour slot filled, nothing else", () => {
    expect(wearingArmour({ ...noEquipment(), torso: ["coat"] })).toBe(false);
    expect(wearingArmour({ ...noEquipment(), armour: ["plate"] })).toBe(true);
    expect(noEquipment()).toEqual({
      held: [],
      torso: [],
      legs: [],
      back: [],
      hands: [],
      feet: [],
      armour: [],
    });
  });
});

describe("containers", () => {
  it("DE-BULK-8: a container with no grid has attachment slots only; defaults none", () => {
    expect(containerSpace({ id: "belt", attachmentSlots: 2 })).toEqual({
      ok: true,
      value: { id: "belt", space: null, attachments: [], attachmentSlots: 2 },
    });
    expect(containerSpace({ id: "crate", grid: { columns: 2, rows: 3 } })).toEqual({
      ok: true,
      value: {
        id: "crate",
        space: { columns: 2, rows: 3, placements: [] },
        attachments: [],
        attachmentSlots: 0,
      },
    });
  });

  it("DE-BULK-8: attachments up to the slots, the refusal in words (one slot, or several)", () => {
    const belt = containerSpace({ id: "belt", attachmentSlots: 2 });
    if (!belt.ok) throw new Error("setup");
    const one = attach(belt.value, "pouch");
    const two = one.ok ? attach(one.value, "canteen") : one;
    expect(two).toMatchObject({ ok: true, value: { attachments: ["pouch", "canteen"] } });
    expect(two.ok && attach(two.value, "knife")).toEqual(
      fail("refused", ["attachments"], '"belt" has 2 attachment slots, all taken'),
    );
    const strap = containerSpace({ id: "strap", attachmentSlots: 1 });
    const full = strap.ok ? attach(strap.value, "lamp") : strap;
    expect(full.ok && attach(full.value, "rope")).toEqual(
      fail("refused", ["attachments"], '"strap" has 1 attachment slot, all taken'),
    );
  });
});
