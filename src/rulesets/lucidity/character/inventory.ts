// Carrying and designating (LUC-SLOT-6..8, LUC-OPT-12, LUC-TRAIT-18): capacity is a hard limit unless
// overCapacity = allow-flagged; designated items are carried items at hand, swapped in combat by the
// Swap action and chosen freely outside it.

import { EngineError } from "../../../engine/errors.js";
import type { LucidityOptions } from "../options/schema.js";
import { capacityOf, designatedLimitOf, slotsOfItem, slotsUsed } from "./derive.js";
import type { Outcome } from "./outcome.js";
import type { Item, LucidityCharacter } from "./schema.js";
import { hasTrait } from "./traits.js";

export function findItem(c: LucidityCharacter, name: string, path: (string | number)[]): Item {
  const item = c.items.find((i) => i.name === name);
  if (!item) {
    const known = c.items.map((i) => i.name).join(", ") || "nothing";
    throw new EngineError("invalid", `${c.name} carries no '${name}' (carries: ${known})`, path);
  }
  return item;
}

/** LUC-SLOT-6 */
export function addItem(c: LucidityCharacter, item: Item, o: LucidityOptions): Outcome {
  if (c.items.some((i) => i.name === item.name))
    throw new EngineError("invalid", `${c.name} already carries an item named '${item.name}'`, [
      "item",
      "name",
    ]);
  const next = { ...c, items: [...c.items, item] };
  const used = slotsUsed(next, o);
  const cap = capacityOf(c);
  const changes = [`${c.name} takes ${item.name} (${slotsOfItem(item, o)} slot(s); ${used}/${cap} used)`];
  if (used > cap) {
    if (o.overCapacity === "refuse")
      throw new EngineError("refused", `${c.name} has no room: ${used} slots needed, ${cap} available`, [
        "item",
      ]);
    return { character: next, changes, warnings: [`${c.name} carries more than the ${cap} item slots`] };
  }
  return { character: next, changes };
}

export function removeItem(c: LucidityCharacter, name: string): Outcome {
  findItem(c, name, ["item"]);
  return {
    character: {
      ...c,
      items: c.items.filter((i) => i.name !== name),
      designated: c.designated.filter((d) => d !== name),
    },
    changes: [`${c.name} drops ${name}`],
  };
}

/** LUC-SLOT-7, 8: outside combat the player re-designates freely, within the limit. */
export function designate(c: LucidityCharacter, names: string[]): Outcome {
  for (const [i, n] of names.entries()) findItem(c, n, ["items", i]);
  if (new Set(names).size !== names.length)
    throw new EngineError("invalid", "an item is listed twice", ["items"]);
  const limit = designatedLimitOf(c);
  if (names.length > limit) throw new EngineError("refused", `at most ${limit} designated items`, ["items"]);
  return {
    character: { ...c, designated: names },
    changes: [`${c.name} designates ${names.join(", ") || "nothing"}`],
  };
}

/** LUC-OPT-12: a carried, non-designated item takes a designated item's place. */
export function swapDesignated(c: LucidityCharacter, out: string, inn: string): Outcome {
  if (!c.designated.includes(out)) throw new EngineError("invalid", `'${out}' is not designated`, ["out"]);
  findItem(c, inn, ["in"]);
  if (c.designated.includes(inn)) throw new EngineError("invalid", `'${inn}' is already designated`, ["in"]);
  return {
    character: { ...c, designated: c.designated.map((d) => (d === out ? inn : d)) },
    changes: [`${c.name} swaps ${out} for ${inn}`],
  };
}

/** LUC-TRAIT-18: a consumable is used up after one use, or two for a Resourceful holder when the GM allows. */
export function useConsumable(c: LucidityCharacter, name: string): Outcome {
  const item = findItem(c, name, ["item"]);
  if (!item.consumable && item.kind !== "consumable")
    throw new EngineError("invalid", `'${name}' is not a consumable`, ["item"]);
  const uses = hasTrait(c, "Resourceful") && item.resourceful && !item.magic ? 2 : 1;
  const used = item.used + 1;
  if (used >= uses) {
    const left = item.quantity - 1;
    const items =
      left > 0
        ? c.items.map((i) => (i.name === name ? { ...i, quantity: left, used: 0 } : i))
        : c.items.filter((i) => i.name !== name);
    return {
      character: {
        ...c,
        items,
        designated: left > 0 ? c.designated : c.designated.filter((d) => d !== name),
      },
      changes: [`${c.name} uses up ${name}${left > 0 ? ` (${left} left)` : ""}`],
    };
  }
  return {
    character: { ...c, items: c.items.map((i) => (i.name === name ? { ...i, used } : i)) },
    changes: [`${c.name} uses ${name}; Resourceful leaves one more use`],
  };
}
