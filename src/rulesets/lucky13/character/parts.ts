// Small zod building blocks shared by the options and the character file, so both validate a die,
// a weapon or a skill ID the same way and report the same messages.

import { z } from "zod";
import { ABILITY_IDS } from "./data.js";
import { DICE } from "./ladder.js";

/** A gameplay die, d4..d12 (L13-DICE-1). */
export const dieSchema = z.enum(DICE);
export const abilityIdSchema = z.enum(ABILITY_IDS);
export const nonEmpty = z.string().trim().min(1);
export const wholeNumber = z.number().int();

/** Stable internal IDs: labels may change freely (L13-GEN-2), IDs never do. */
export const idSchema = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9_-]*$/, "expected an ID: a lowercase letter, then letters, digits, _ or -");

/** A weapon is exactly an Accuracy die and a Damage die (L13-WPN-1..3); tags are inert (L13-WPN-4). */
export const weaponSchema = z.strictObject({
  name: nonEmpty,
  accuracy: dieSchema,
  damage: dieSchema,
  tags: z.array(nonEmpty).optional(),
});

export const catalogEntrySchema = z.strictObject({ name: nonEmpty, description: z.string().default("") });

/** An ID made from a display name: "Pick locks" → "pickLocks". */
export function idFromName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .toLowerCase()
    .split(" ")
    .filter(Boolean);
  const id = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
  return /^[a-z]/.test(id) ? id : `x${id}`;
}
