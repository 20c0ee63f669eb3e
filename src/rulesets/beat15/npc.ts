// Quick NPCs for Beat-15 (src/engine/npc.ts): an NPC is its stats, nothing more. The core keeps no
// HP (harm is the GM's to narrate, or a table's own stress/vitality track read from stats), so a
// secret Beat-15 NPC offers players no wound word; they see its name, or its conditions.

import { z } from "zod";
import { EngineError } from "../../engine/errors.js";
import type { NpcFacet } from "../../engine/npc.js";
import { type B15Options, fixedStats, statLabel } from "./character/options.js";
import type { B15Character } from "./character/schema.js";
import { STAT_LIMIT } from "./data/stats.js";

/** A table with no fixed stat list still needs some: the usual four, as the examples use. */
const USUAL_STATS = ["might", "agility", "wits", "presence"];

const statblock = z.record(
  z.string().regex(/^[a-z][a-zA-Z0-9_-]*$/, "a stat id"),
  z.number().int().min(-STAT_LIMIT).max(STAT_LIMIT),
);

function statIds(o: B15Options): string[] {
  const fixed = fixedStats(o)?.map((s) => s.id);
  const read = [...(o.stressInputs ?? []), ...(o.vitalityInputs ?? [])];
  return [...new Set([...(fixed ?? USUAL_STATS), ...read])];
}

export const beat15Npc: NpcFacet<B15Options, B15Character> = {
  statblock,
  fields: (o) =>
    statIds(o).map((id) => ({
      key: id,
      label: statLabel(o, id),
      kind: "integer",
      min: -5,
      max: 10,
      default: 0,
    })),
  build(raw, name, o) {
    const given = statblock.parse(raw);
    const ids = statIds(o);
    for (const key of Object.keys(given))
      if (!ids.includes(key))
        throw new EngineError("invalid", `'${key}' is not one of this table's stats (${ids.join(", ")})`, [
          key,
        ]);
    const stats = Object.fromEntries(ids.map((id) => [id, given[id] ?? 0]));
    return {
      schemaVersion: 1,
      ruleset: "beat15",
      name,
      npc: true,
      stats,
      items: [],
      notes: "",
    } as B15Character;
  },
  health: () => null,
  example: { might: 2, agility: 1, wits: -1, presence: 0 },
};
