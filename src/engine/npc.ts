// Quick NPCs: the few numbers a GM needs to put a goblin on the table (HP, the main stats, its
// weapons), which a ruleset turns into a valid character of its own schema. A ruleset offers this
// as an optional facet (`Ruleset.npc`); the server's `npc.add` intent and the browser's "Add NPCs"
// form read it from the registry. The wound words players may see of a secret NPC come from
// `health`, worked out on the server, never from the client.

import type { z } from "zod";

/** One field of a statblock form, in the order a form shows them. */
export type NpcField =
  | { key: string; label: string; kind: "integer"; min: number; max: number; default: number }
  | {
      key: string;
      label: string;
      kind: "choice";
      choices: { value: string; label: string }[];
      default: string;
    }
  | { key: string; label: string; kind: "text"; maxLength: number; default: string }
  /** Several values from a list (weapons from the catalogue): the statblock holds their values. */
  | {
      key: string;
      label: string;
      kind: "multi";
      choices: { value: string; label: string }[];
      max: number;
      default: string[];
    };

export interface NpcFacet<O = unknown, C = unknown> {
  /**
   * The statblock: a plain object of the fields below. Parsing fills defaults, so `{}` is a valid
   * (average) NPC; unknown keys are refused with their path.
   */
  statblock: z.ZodType<Record<string, unknown>>;
  /** The fields of the statblock for a form, with the choices the table's options allow. */
  fields(options: O): NpcField[];
  /** A character of the ruleset's schema, valid for `character.parse`, named `name`. */
  build(statblock: Record<string, unknown>, name: string, options: O): C;
  /** Current and greatest HP (or the ruleset's equivalent), or null when the ruleset has none. */
  health(c: C, options: O): { current: number; max: number } | null;
  /**
   * Optional: actions to take for each new NPC once it is at the table, for what a ruleset keeps
   * beside the sheet (the Dice Engine's weapons live in its combat notes, set by `equip`). They are
   * resolved like any action, with the NPC's id, and roll nothing.
   */
  setup?(statblock: Record<string, unknown>, id: string, options: O): { action: string; params: unknown }[];
  /** A sample statblock, for docs and the contract test (never a form's starting value). */
  example: Record<string, unknown>;
}

export type Wound = "unhurt" | "hurt" | "bloodied" | "down";

/**
 * The word players see for a secret NPC's health: unhurt at full, bloodied at half or less, down at
 * zero or below. Only the word leaves the server, never the numbers.
 */
export function woundOf(h: { current: number; max: number }): Wound {
  if (h.current <= 0) return "down";
  if (h.current >= h.max) return "unhurt";
  return h.current * 2 <= h.max ? "bloodied" : "hurt";
}

/** "Goblin 1" … "Goblin n", skipping names the table already uses. */
export function numberedNames(base: string, count: number, taken: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let n = 1; out.length < count; n++) {
    const name = `${base} ${n}`;
    if (!taken.has(name)) out.push(name);
  }
  return out;
}
