// Small zod pieces the options and the character file share, so both validate an ID or a supply die
// the same way and say the same thing when it is wrong.

import { z } from "zod";
import { SUPPLY_CHAIN, SUPPLY_DICE } from "../data/supply.js";

/** Stable IDs for stats, use types and tasks: labels may change, IDs never do. */
export const idSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]*$/, "expected an ID: a lowercase letter, then lowercase letters, digits, _ or -")
  .max(40);

export const nonEmpty = z.string().trim().min(1).max(200);
export const wholeNumber = z.number().int();

/** A supply die that can still be rolled. */
export const supplyDieSchema = z.enum(SUPPLY_DICE as readonly ["d12", "d10", "d8", "d6", "d4"]);
/** A supply level, Empty included. */
export const supplyLevelSchema = z.enum(SUPPLY_CHAIN);
