// Bulk (checklist §27): what a character carries and where. Items not worn or held sit in the
// Standard Bulk Space, a grid whose size character/derive.ts's `bulkGrid` gives (columns from
// Endurance, rows from size and the carrying perks); high gravity takes rows away. Items are
// axis-aligned rectangles that must fit inside and not overlap; [Bulkless] items take no room but
// cap at 100 of a kind; worn and held items go into the seven character slots; backpacks, carts and
// crates bring grids and attachment slots of their own.

import { z } from "zod";
import { fail, ok, parseAs, type Result } from "../tracker/result.js";
import { bulkRowLoss } from "./environment.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

export interface BulkGrid {
  columns: number;
  rows: number;
}

/**
 * DE-BULK-3, DE-ENV-11: the grid in this gravity (rows lost at 2 g or more). `grid` is the
 * character's own, from `bulkGrid(character, options)`.
 */
export function bulkGridIn(
  grid: BulkGrid,
  gravity: number,
  o: Pick<WorldOptions, "normalGravityBand" | "highGravityBulkRowLoss"> = DEFAULT_WORLD_OPTIONS,
): BulkGrid {
  return { columns: grid.columns, rows: Math.max(0, grid.rows - bulkRowLoss(gravity, o)) };
}

// ── the grid (DE-BULK-4) ──

/** An item in a grid: `length` runs along the columns, `width` along the rows (swapped when rotated). */
export interface Placement {
  id: string;
  length: number;
  width: number;
  /** 0-based: column from the left, row from the top. */
  column: number;
  row: number;
  rotated: boolean;
}

export interface BulkSpace extends BulkGrid {
  placements: Placement[];
}

export function emptySpace(grid: BulkGrid): BulkSpace {
  return { columns: grid.columns, rows: grid.rows, placements: [] };
}

const footprint = (p: Pick<Placement, "length" | "width" | "rotated">) =>
  p.rotated ? { across: p.width, down: p.length } : { across: p.length, down: p.width };

function overlaps(a: Placement, b: Placement): boolean {
  const fa = footprint(a);
  const fb = footprint(b);
  return (
    a.column < b.column + fb.across &&
    b.column < a.column + fa.across &&
    a.row < b.row + fb.down &&
    b.row < a.row + fa.down
  );
}

function insideGrid(p: Placement, g: BulkGrid): boolean {
  const f = footprint(p);
  return p.column >= 0 && p.row >= 0 && p.column + f.across <= g.columns && p.row + f.down <= g.rows;
}

const wholeFrom = (n: number, min: number) => Number.isInteger(n) && n >= min;

/**
 * DE-BULK-4: puts an item at a place in a grid. It must lie fully inside and cover no other item;
 * turning it 90° is allowed unless `bulkRotation` is off (Decision).
 */
export function placeItem(
  space: BulkSpace,
  item: { id: string; length: number; width: number },
  at: { column: number; row: number; rotated?: boolean },
  o: Pick<WorldOptions, "bulkRotation"> = DEFAULT_WORLD_OPTIONS,
): Result<BulkSpace> {
  if (!wholeFrom(item.length, 1))
    return fail(
      "invalid",
      ["item", "length"],
      `an item is 1 or more whole squares long (got ${item.length})`,
    );
  if (!wholeFrom(item.width, 1))
    return fail("invalid", ["item", "width"], `an item is 1 or more whole squares wide (got ${item.width})`);
  if (!wholeFrom(at.column, 0))
    return fail("invalid", ["column"], `a column is a whole number from 0 (got ${at.column})`);
  if (!wholeFrom(at.row, 0))
    return fail("invalid", ["row"], `a row is a whole number from 0 (got ${at.row})`);
  if (space.placements.some((p) => p.id === item.id))
    return fail("refused", ["item", "id"], `"${item.id}" is already in this space`);
  const rotated = at.rotated ?? false;
  if (rotated && !o.bulkRotation)
    return fail("refused", ["rotated"], "items cannot be turned at this table (bulkRotation)");
  const p: Placement = {
    id: item.id,
    length: item.length,
    width: item.width,
    column: at.column,
    row: at.row,
    rotated,
  };
  if (!insideGrid(p, space)) {
    const f = footprint(p);
    const field = at.column + f.across > space.columns ? "column" : "row";
    return fail(
      "refused",
      [field],
      `a ${f.across} × ${f.down} item at column ${at.column}, row ${at.row} does not fit in a ${space.columns} × ${space.rows} grid`,
    );
  }
  const hit = space.placements.find((q) => overlaps(p, q));
  if (hit) return fail("refused", ["column"], `that place overlaps "${hit.id}"`);
  return ok({ ...space, placements: [...space.placements, p] });
}

export function removeItem(space: BulkSpace, id: string): Result<BulkSpace> {
  if (!space.placements.some((p) => p.id === id))
    return fail("not_found", ["id"], `"${id}" is not in this space`);
  return ok({ ...space, placements: space.placements.filter((p) => p.id !== id) });
}

/** The first place an item fits, row by row, trying it unturned first; null when it does not fit. */
export function findPlace(
  space: BulkSpace,
  item: { id: string; length: number; width: number },
  o: Pick<WorldOptions, "bulkRotation"> = DEFAULT_WORLD_OPTIONS,
): { column: number; row: number; rotated: boolean } | null {
  const turns = o.bulkRotation && item.length !== item.width ? [false, true] : [false];
  for (const rotated of turns)
    for (let row = 0; row < space.rows; row++)
      for (let column = 0; column < space.columns; column++)
        if (placeItem(space, item, { column, row, rotated }, o).ok) return { column, row, rotated };
  return null;
}

/** Squares no item covers. */
export function freeSquares(space: BulkSpace): number {
  const used = space.placements.reduce((s, p) => s + p.length * p.width, 0);
  return space.columns * space.rows - used;
}

/** Items that no longer fit when the grid shrinks (a row lost to high gravity): the GM decides what is dropped. */
export function itemsOutside(space: BulkSpace, grid: BulkGrid): Placement[] {
  return space.placements.filter((p) => !insideGrid(p, grid));
}

// ── [Bulkless] (DE-BULK-5) ──

export const BULKLESS_LIMIT = 100;

/** DE-BULK-5: adds `count` of one [Bulkless] item; no more than 100 of each specific item. */
export function addBulkless(
  carried: Readonly<Record<string, number>>,
  item: string,
  count: number,
): Result<Record<string, number>> {
  if (!wholeFrom(count, 1))
    return fail("invalid", ["count"], `add a whole number of items, 1 or more (got ${count})`);
  const have = carried[item] ?? 0;
  if (have + count > BULKLESS_LIMIT)
    return fail(
      "refused",
      ["count"],
      `at most ${BULKLESS_LIMIT} of "${item}" can be carried: ${have} carried, ${BULKLESS_LIMIT - have} more fit`,
    );
  return ok({ ...carried, [item]: have + count });
}

// ── character slots (DE-BULK-6, 7) ──

/** C.23: the seven character slots. */
export const SLOTS = ["held", "torso", "legs", "back", "hands", "feet", "armour"] as const;
export type Slot = (typeof SLOTS)[number];

/** An item as the slots see it: which slots it is made for, and whether it is armour. */
export const slotItemSchema = z.strictObject({
  id: z.string().min(1),
  /** The slots the item is tagged for (a weapon: held; boots: feet). */
  slots: z.array(z.enum(SLOTS)).default(["held"]),
  armour: z.boolean().default(false),
});
export type SlotItem = z.input<typeof slotItemSchema>;

export type Equipment = Record<Slot, string[]>;

export function noEquipment(): Equipment {
  return { held: [], torso: [], legs: [], back: [], hands: [], feet: [], armour: [] };
}

/** The body the slots belong to: hands to hold with (race data, 2 for a humanoid) and any other capacities. */
export interface SlotBody {
  hands: number;
  capacity?: Partial<Record<Slot, number>>;
}

/** DE-BULK-6 Decision: one item per slot, except Held, one per hand. */
export function slotCapacity(slot: Slot, body: SlotBody): number {
  return body.capacity?.[slot] ?? (slot === "held" ? body.hands : 1);
}

/**
 * DE-BULK-6, DE-BULK-7: puts an item into a slot. The item must be tagged for that slot, the slot
 * must have room, and the Armour slot takes armour and nothing else.
 */
export function equip(equipment: Equipment, raw: SlotItem, slot: Slot, body: SlotBody): Result<Equipment> {
  const parsed = parseAs(slotItemSchema, raw, ["item"]);
  if (!parsed.ok) return parsed;
  const item = parsed.value;
  if (slot === "armour" && !item.armour)
    return fail("refused", ["slot"], `the Armour slot holds armour only; "${item.id}" is not armour`);
  if (!item.slots.includes(slot))
    return fail("refused", ["slot"], `"${item.id}" goes in ${item.slots.join(" or ")}, not ${slot}`);
  const where = SLOTS.find((s) => equipment[s].includes(item.id));
  if (where) return fail("refused", ["item"], `"${item.id}" is already in the ${where} slot`);
  const cap = slotCapacity(slot, body);
  if (equipment[slot].length >= cap)
    return fail(
      "refused",
      ["slot"],
      `the ${slot} slot is full (${equipment[slot].join(", ")}): take something out first`,
    );
  return ok({ ...equipment, [slot]: [...equipment[slot], item.id] });
}

export function unequip(equipment: Equipment, id: string): Result<Equipment> {
  const where = SLOTS.find((s) => equipment[s].includes(id));
  if (!where) return fail("not_found", ["item"], `"${id}" is in no slot`);
  return ok({ ...equipment, [where]: equipment[where].filter((x) => x !== id) });
}

/**
 * DE-BULK-7: "wearing armour" (Martial Stance, DV) means the Armour slot is filled; the glue passes
 * that item as `Situation.armour` to character/derive.ts.
 */
export function wearingArmour(equipment: Equipment): boolean {
  return equipment.armour.length > 0;
}

// ── extra space (DE-BULK-8) ──

/** A container's own space: a backpack's 6 × 6 grid, a cart's, a crate's; and attachment slots. */
export const containerSchema = z.strictObject({
  id: z.string().min(1),
  grid: z
    .strictObject({ columns: z.number().int().min(1), rows: z.number().int().min(1) })
    .nullable()
    .default(null),
  attachmentSlots: z.number().int().min(0).default(0),
});
export type ContainerInput = z.input<typeof containerSchema>;

export interface ContainerSpace {
  id: string;
  /** Its own bulk grid, filled with `placeItem` like the character's. */
  space: BulkSpace | null;
  attachments: string[];
  attachmentSlots: number;
}

/** DE-BULK-8: the extra space a container brings, empty. */
export function containerSpace(raw: ContainerInput): Result<ContainerSpace> {
  const r = parseAs(containerSchema, raw, ["container"]);
  if (!r.ok) return r;
  const c = r.value;
  return ok({
    id: c.id,
    space: c.grid ? emptySpace(c.grid) : null,
    attachments: [],
    attachmentSlots: c.attachmentSlots,
  });
}

/** DE-BULK-8: hangs an item on one of the container's attachment slots. */
export function attach(container: ContainerSpace, itemId: string): Result<ContainerSpace> {
  if (container.attachments.length >= container.attachmentSlots)
    return fail(
      "refused",
      ["attachments"],
      `"${container.id}" has ${container.attachmentSlots} attachment slot${container.attachmentSlots === 1 ? "" : "s"}, all taken`,
    );
  return ok({ ...container, attachments: [...container.attachments, itemId] });
}
