import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bulkGrid, defenceValues } from "../character/derive.js";
import { build, opts } from "../character/testing/helpers.js";
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
  type SlotBody,
  wearingArmour,
} from "./bulk.js";
import { worldOptions } from "./options.js";

const humanoid: SlotBody = { hands: 2 };
const grid9x6 = () => emptySpace({ columns: 9, rows: 6 });
const place = (
  s: BulkSpace,
  id: string,
  length: number,
  width: number,
  column: number,
  row: number,
  rotated = false,
) => placeItem(s, { id, length, width }, { column, row, rotated });
const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const sized = opts({
  setting: {
    races: [
      { id: "gnome", name: "Gnome", baseSpeed: 4, size: "small" },
      { id: "ogre", name: "Ogre", baseSpeed: 6, size: "large" },
    ],
  },
});

describe("bulk (§27)", () => {
  it("DE-BULK-1: 8 + ⌊Endurance ÷ 2⌋ columns, rows by size: End 3 Medium 9 × 6; End −3 Small 6 × 5; End 5 Large 10 × 7", () => {
    const g = (endurance: number, race: string) => bulkGrid(build({ race, stats: { endurance } }), sized);
    expect(
      [g(3, "raceless"), g(-3, "gnome"), g(5, "ogre")].map(({ columns, rows }) => [columns, rows]),
    ).toEqual([
      [9, 6],
      [6, 5],
      [10, 7],
    ]);
    // The character's grid is the space items are placed in.
    expect(freeSquares(emptySpace(g(3, "raceless")))).toBe(54);
  });

  it("DE-BULK-2: Hauler counts one size larger for rows (Medium → 7), Lightweight one smaller (→ 5)", () => {
    expect(bulkGrid(build({ perks: { hauler: 1 } }), opts()).rows).toBe(7);
    expect(bulkGrid(build({ perks: { lightweight: 1 } }), opts()).rows).toBe(5);
  });

  it("DE-BULK-3: at 2 g or more the grid loses a row; what sat in it no longer fits", () => {
    const mine = bulkGrid(build({ stats: { endurance: 3 } }), opts());
    expect(bulkGridIn(mine, 1.9)).toEqual({ columns: 9, rows: 6 });
    const heavy = bulkGridIn(mine, 2);
    expect(heavy).toEqual({ columns: 9, rows: 5 });
    let s = value(place(grid9x6(), "rifle", 5, 1, 0, 0));
    s = value(place(s, "medkit", 2, 2, 0, 4));
    expect(itemsOutside(s, heavy).map((p) => p.id)).toEqual(["medkit"]);
    expect(bulkGridIn({ columns: 9, rows: 6 }, 3, worldOptions({ highGravityBulkRowLoss: "perG" }))).toEqual({
      columns: 9,
      rows: 4,
    });
  });

  it("DE-BULK-4: items are rectangles fully inside, not overlapping: a 3 × 2 item at column 8 of a 9 × 6 grid is refused", () => {
    const out = place(grid9x6(), "crate", 3, 2, 8, 0);
    expect(out.ok || [out.error.path, out.error.message]).toEqual([
      ["column"],
      "a 3 × 2 item at column 8, row 0 does not fit in a 9 × 6 grid",
    ]);
    const s = value(place(grid9x6(), "crate", 3, 2, 6, 0));
    const clash = place(s, "box", 2, 2, 7, 1);
    expect(clash.ok || clash.error.message).toBe('that place overlaps "crate"');
    // Turned 90° (Decision: allowed), it fits down the last two columns; not with bulkRotation off.
    expect(place(grid9x6(), "crate", 3, 2, 7, 0, true).ok).toBe(true);
    const stiff = placeItem(
      grid9x6(),
      { id: "crate", length: 3, width: 2 },
      { column: 7, row: 0, rotated: true },
      worldOptions({ bulkRotation: false }),
    );
    expect(stiff.ok || stiff.error.path).toEqual(["rotated"]);
    const bad = place(grid9x6(), "x", 0, 2, 0, 0);
    expect(bad.ok || bad.error.path).toEqual(["item", "length"]);
    // A long item only fits turned: 1 × 7 in a 6-wide, 9-tall grid.
    const tall = emptySpace({ columns: 6, rows: 9 });
    expect(findPlace(tall, { id: "pole", length: 7, width: 1 })).toEqual({
      column: 0,
      row: 0,
      rotated: true,
    });
  });

  it("DE-BULK-4: whatever is packed, nothing overlaps or sticks out, and free squares add up", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ length: fc.integer({ min: 1, max: 5 }), width: fc.integer({ min: 1, max: 4 }) }),
          {
            maxLength: 12,
          },
        ),
        fc.boolean(),
        (items, rotation) => {
          const o = worldOptions({ bulkRotation: rotation });
          let s = grid9x6();
          items.forEach((it, i) => {
            const at = findPlace(s, { id: `i${i}`, ...it }, o);
            if (at) s = value(placeItem(s, { id: `i${i}`, ...it }, at, o));
          });
          expect(itemsOutside(s, s)).toEqual([]);
          for (const p of s.placements) expect(p.rotated && !rotation).toBe(false);
          const cells = new Set<string>();
          for (const p of s.placements) {
            const [across, down] = p.rotated ? [p.width, p.length] : [p.length, p.width];
            for (let c = p.column; c < p.column + across; c++)
              for (let r = p.row; r < p.row + down; r++) {
                expect(cells.has(`${c},${r}`)).toBe(false);
                cells.add(`${c},${r}`);
              }
          }
          expect(freeSquares(s)).toBe(54 - cells.size);
        },
      ),
      { seed: 27, numRuns: 150 },
    );
  });

  it("DE-BULK-5: [Bulkless] items take no room, but at most 100 of each: 100 rounds, add 1 → refused", () => {
    const rounds = value(addBulkless({}, "rifleRound", 100));
    const more = addBulkless(rounds, "rifleRound", 1);
    expect(more.ok || [more.error.path, more.error.message]).toEqual([
      ["count"],
      'at most 100 of "rifleRound" can be carried: 100 carried, 0 more fit',
    ]);
    // Another kind has its own 100.
    expect(value(addBulkless(rounds, "pistolRound", 100))).toEqual({ rifleRound: 100, pistolRound: 100 });
  });

  it("DE-BULK-6: seven slots, each taking only items tagged for it, one item each; Held one per hand", () => {
    let e = value(equip(noEquipment(), { id: "boots", slots: ["feet"] }, "feet", humanoid));
    const wrong = equip(e, { id: "hat", slots: ["torso"] }, "feet", humanoid);
    expect(wrong.ok || wrong.error.path).toEqual(["slot"]);
    const second = equip(e, { id: "sandals", slots: ["feet"] }, "feet", humanoid);
    expect(second.ok || second.error.message).toBe("the feet slot is full (boots): take something out first");
    e = value(equip(e, { id: "sword" }, "held", humanoid));
    e = value(equip(e, { id: "dagger" }, "held", humanoid));
    expect(equip(e, { id: "torch" }, "held", humanoid).ok).toBe(false);
    // A four-armed race (race data) holds four.
    expect(equip(e, { id: "torch" }, "held", { hands: 4 }).ok).toBe(true);
    const twice = equip(e, { id: "sword" }, "held", { hands: 4 });
    expect(twice.ok || twice.error.path).toEqual(["item"]);
  });

  it("DE-BULK-7: the Armour slot takes armour only, and wearing armour means it is filled", () => {
    const coat = equip(noEquipment(), { id: "coat", slots: ["torso", "armour"] }, "armour", humanoid);
    expect(coat.ok || coat.error.path).toEqual(["slot"]);
    const e = value(
      equip(noEquipment(), { id: "plate", slots: ["armour"], armour: true }, "armour", humanoid),
    );
    expect([wearingArmour(noEquipment()), wearingArmour(e)]).toEqual([false, true]);
    // The glue passes the Armour slot's item as derive.ts's Situation.armour: Martial Stance's DV bonus stops.
    const monk = build({ stats: { agility: 1 }, perks: { martialStance: 1 }, skills: ["reflexArmour"] });
    const bare = defenceValues(monk, opts()).normal;
    const worn = defenceValues(
      monk,
      opts(),
      wearingArmour(e) ? { armour: { type: "reflex", pa: 0, ea: 0 } } : {},
    ).normal;
    expect(worn).toBeLessThan(bare);
  });

  it("DE-BULK-8: a backpack brings a 6 × 6 grid and a side attachment slot of its own", () => {
    const e = value(equip(noEquipment(), { id: "backpack", slots: ["back"] }, "back", humanoid));
    expect(e.back).toEqual(["backpack"]);
    let pack = value(containerSpace({ id: "backpack", grid: { columns: 6, rows: 6 }, attachmentSlots: 1 }));
    expect(pack.space && freeSquares(pack.space)).toBe(36);
    pack = { ...pack, space: value(place(pack.space!, "tent", 6, 2, 0, 0)) };
    pack = value(attach(pack, "bedroll"));
    const full = attach(pack, "lantern");
    expect(full.ok || full.error.path).toEqual(["attachments"]);
    const cart = containerSpace({ id: "cart", grid: { columns: 0, rows: 4 } });
    expect(cart.ok || cart.error.path).toEqual(["container", "grid", "columns"]);
  });
});
