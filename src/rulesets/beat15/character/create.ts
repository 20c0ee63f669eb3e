// Character creation. The draft has no creation steps (its "character creation" is still to be
// written), so the one method is `manual`: the player writes the stats and items the table uses, and
// the method checks them against the table's stat list. A tracked item starts at its starting die.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { RESUPPLY_RULES } from "../data/supply.js";
import { parseWith } from "../errors.js";
import { CHARACTER_SCHEMA_VERSION } from "./migrate.js";
import type { B15Options } from "./options.js";
import { idSchema, nonEmpty, supplyDieSchema, wholeNumber } from "./parts.js";
import { type B15Character, parseCharacter, statValueSchema } from "./schema.js";

export const CREATION_METHODS = ["manual"] as const;

export const manualInputSchema = z.strictObject({
  name: nonEmpty,
  npc: z.boolean().default(false),
  stats: z.record(idSchema, statValueSchema),
  items: z
    .array(
      z.strictObject({
        name: nonEmpty,
        description: z.string().max(2000).default(""),
        /** The die the item starts with; omit for an item without supplies. */
        supplyDie: supplyDieSchema.optional(),
        supplyRollUses: z.union([z.literal("every-use"), z.array(idSchema).max(30)]).default("every-use"),
        rollsPerUse: z.record(idSchema, wholeNumber.min(1).max(10)).default({}),
        resupply: z
          .enum([...RESUPPLY_RULES, "none"])
          .nullable()
          .default(null),
      }),
    )
    .max(200)
    .default([]),
  notes: z.string().max(20_000).default(""),
});

export const MANUAL_EXAMPLE = {
  name: "Wren",
  stats: { might: 1, agility: 3, wits: 2, presence: 0 },
  items: [
    { name: "Climbing kit", supplyDie: "d8", supplyRollUses: ["climb"] },
    { name: "Rope", description: "Fifty feet of it." },
  ],
};

/** Builds a sheet from the player's own numbers; rolls nothing. Errors name the input field. */
export function createManual(input: unknown, _dice: DiceSource, o: B15Options): B15Character {
  const i = parseWith(manualInputSchema, input, "manual creation input");
  return parseCharacter(
    {
      schemaVersion: CHARACTER_SCHEMA_VERSION,
      ruleset: "beat15",
      name: i.name,
      npc: i.npc,
      stats: i.stats,
      items: i.items.map(({ supplyDie, ...item }) => ({
        ...item,
        supplyDie: supplyDie ?? null,
        startingSupplyDie: supplyDie ?? null,
      })),
      notes: i.notes,
    },
    o,
  );
}
