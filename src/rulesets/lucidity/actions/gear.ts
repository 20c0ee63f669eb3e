// Gear at the table (LUC-SLOT-6..8, LUC-OPT-12, LUC-TRAIT-18): taking and dropping items within the
// slots, designating freely outside combat, swapping a designated item in combat (1 action), using
// consumables.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { mustAct, payCost } from "../bridge.js";
import {
  addItem,
  designate,
  itemSchema,
  removeItem,
  swapDesignated,
  useConsumable,
} from "../character/index.js";
import { onCharacter } from "./simple.js";

const target = z.string();

const addParams = z.strictObject({ target, item: itemSchema });
export const addItemAction = onCharacter({
  summary: "take an item: refused when the slots are full (unless overCapacity = allow-flagged)",
  params: addParams,
  examples: [addParams.parse({ target: "ysolde", item: { name: "Torch", kind: "gear" } })],
  field: "target",
  apply: (c, p, o) => addItem(c, p.item, o),
});

const dropParams = z.strictObject({ target, item: z.string() });
export const dropItemAction = onCharacter({
  summary: "drop an item (a free action in combat)",
  params: dropParams,
  examples: [dropParams.parse({ target: "ysolde", item: "Rope" })],
  field: "target",
  apply: (c, p) => removeItem(c, p.item),
});

export const useItemAction = onCharacter({
  summary: "use a consumable: gone after one use, or two for a Resourceful holder where the GM allows",
  params: dropParams,
  examples: [dropParams.parse({ target: "tomas", item: "Healing draught" })],
  field: "target",
  apply: (c, p) => useConsumable(c, p.item),
});

const designateParams = z.strictObject({ target, items: z.array(z.string()).max(20) });
export const designateAction = onCharacter({
  summary: "choose the designated items outside combat (up to max(1, 2 + DEX), +2 with Organized)",
  params: designateParams,
  examples: [designateParams.parse({ target: "ysolde", items: ["Longsword", "Rope"] })],
  field: "target",
  before: (state) => {
    if (state.encounter)
      throw new EngineError("refused", "in combat, a designated item changes only by Swap", ["items"]);
    return [];
  },
  apply: (c, p) => designate(c, p.items),
});

const swapParams = z.strictObject({ target, out: z.string(), in: z.string() });
export const swapAction = onCharacter({
  summary: "Swap a Designated Item (1 action): a carried item takes a designated item's place",
  params: swapParams,
  examples: [swapParams.parse({ target: "ysolde", out: "Round shield", in: "Rope" })],
  field: "target",
  before: (state, p, o) => {
    const c = state.characters[p.target]?.data;
    if (c) mustAct(c as never, o, ["target"]);
    return payCost(state, p.target, { actions: 1 }, o, ["target"]);
  },
  apply: (c, p) => swapDesignated(c, p.out, p.in),
});
