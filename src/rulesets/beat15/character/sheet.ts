// The character sheet: `derive` computes what a table shows (stats with their labels, Stress and
// Vitality when the table names their inputs, each item's supply state) and `describe` renders it
// as lines for a terminal.

import { SUPPLY_SIDES } from "../data/supply.js";
import { halveAndAdd } from "../rules/modifiers.js";
import { format } from "../rules/rational.js";
import { stepDownChance } from "../rules/supply.js";
import { type B15Options, fixedStats, statLabel } from "./options.js";
import type { B15Character } from "./schema.js";

export interface B15Derived {
  name: string;
  npc: boolean;
  stats: { id: string; label: string; value: number }[];
  /** floor(a/2 + b/2) of the table's two inputs (B15-RND-4); null when the table names none. */
  stress: number | null;
  vitality: number | null;
  items: {
    name: string;
    supplyDie: string | null;
    startingSupplyDie: string | null;
    outOfSupplies: boolean;
    /** Chance that the next supply roll shrinks the die, as a fraction ("3/8"). */
    stepDownChance: string | null;
    resupply: string;
  }[];
}

function derivedStat(
  c: B15Character,
  inputs: readonly [string, string] | null,
  o: B15Options,
): number | null {
  if (!inputs) return null;
  const [a, b] = inputs.map((id) => c.stats[id]);
  return a === undefined || b === undefined ? null : halveAndAdd(a, b, o.roundingMode);
}

export function derive(c: B15Character, o: B15Options): B15Derived {
  const order = fixedStats(o)?.map((s) => s.id) ?? Object.keys(c.stats);
  return {
    name: c.name,
    npc: c.npc,
    stats: order.map((id) => ({ id, label: statLabel(o, id), value: c.stats[id] ?? 0 })),
    stress: derivedStat(c, o.stressInputs, o),
    vitality: derivedStat(c, o.vitalityInputs, o),
    items: c.items.map((i) => ({
      name: i.name,
      supplyDie: i.supplyDie,
      startingSupplyDie: i.startingSupplyDie,
      outOfSupplies: i.supplyDie === "empty",
      stepDownChance:
        i.supplyDie === null || i.supplyDie === "empty" ? null : format(stepDownChance(i.supplyDie)),
      resupply: i.resupply ?? o.resupplyRule,
    })),
  };
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

export function describe(c: B15Character, o: B15Options): string[] {
  const d = derive(c, o);
  const lines = [`${d.name}${d.npc ? " (GM character)" : ""}`];
  lines.push(
    d.stats.length > 0
      ? `  Stats: ${d.stats.map((s) => `${s.label} ${signed(s.value)}`).join(", ")}`
      : "  Stats: none",
  );
  if (d.stress !== null) lines.push(`  Stress: ${d.stress}`);
  if (d.vitality !== null) lines.push(`  Vitality: ${d.vitality}`);
  for (const i of d.items) {
    if (i.supplyDie === null) lines.push(`  ${i.name}`);
    else if (i.outOfSupplies) lines.push(`  ${i.name}: out of supplies (resupply: ${i.resupply})`);
    else {
      const sides = SUPPLY_SIDES[i.supplyDie as keyof typeof SUPPLY_SIDES];
      lines.push(`  ${i.name}: supply ${i.supplyDie} (shrinks on 1–3 of ${sides}: ${i.stepDownChance})`);
    }
  }
  if (c.notes) lines.push(`  Notes: ${c.notes}`);
  return lines;
}
