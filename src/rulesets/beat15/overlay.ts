// What a designer's overlay may change in Beat-15. The draft is a core a setting dresses
// (B15-INTRO-1): the stat list, the stats' labels and the task types with their starting targets
// are all options already, so an overlay writes into them. Stats can be renamed once the table
// fixes a stat list (by `options.stats`, `options.statPreset` or `add.stats`); without one each
// character brings its own stats and there is nothing fixed to rename.

import { z } from "zod";
import { type OverlayParts, type OverlaySupport, squash, type Term } from "../../engine/facets/overlay.js";
import { type B15Options, b15OptionsSchema, fixedStats, statLabel } from "./character/options.js";
import { idSchema, nonEmpty, wholeNumber } from "./character/parts.js";

export const addedStatSchema = z.strictObject({ id: idSchema, label: nonEmpty });
/** A task type with its starting target number (B15-TN-2, 8). */
export const addedTaskSchema = z.strictObject({ id: idSchema, target: wholeNumber.min(-999).max(999) });

interface Task {
  id: string;
  target: number;
}

function edited<T>(
  base: readonly T[],
  parts: OverlayParts<B15Options>,
  catalogue: string,
  key: (e: T) => string,
): T[] {
  const removed = new Set((parts.remove[catalogue] ?? []).map(squash));
  return [...base.filter((e) => !removed.has(squash(key(e)))), ...((parts.add[catalogue] ?? []) as T[])];
}

const touched = (parts: OverlayParts<B15Options>, c: string) =>
  (parts.add[c]?.length ?? 0) + (parts.remove[c]?.length ?? 0) > 0;

const tasksOf = (o: B15Options): Task[] =>
  Object.entries(o.taskTargets).map(([id, target]) => ({ id, target }));

export const beat15Overlay: OverlaySupport<B15Options> = {
  base: "beat15",
  optionsSchema: b15OptionsSchema,
  terms: {
    stats: {
      singular: "stat",
      plural: "stats",
      hasShort: false,
      list: (o): Term[] => (fixedStats(o) ?? []).map((s) => ({ id: s.id, name: statLabel(o, s.id) })),
    },
  },
  catalogues: {
    stats: {
      singular: "stat",
      plural: "stats",
      entry: addedStatSchema,
      key: (e) => String((e as { id?: unknown }).id ?? ""),
      base: (o) => [...(fixedStats(o) ?? [])],
      removable: true,
    },
    tasks: {
      singular: "task",
      plural: "tasks",
      entry: addedTaskSchema,
      key: (e) => String((e as { id?: unknown }).id ?? ""),
      base: tasksOf,
      removable: true,
      // The attack and stealth actions start from these two (B15-TN-2); their targets are options.
      locked: ["attack", "stealth"],
    },
  },
  options(parts) {
    const o = parts.baseOptions;
    const out: Record<string, unknown> = { ...parts.options };
    if (touched(parts, "stats")) {
      const stats = edited(fixedStats(o) ?? [], parts, "stats", (s) => s.id);
      // An empty list is not a fixed list: the table goes back to stats each character brings.
      out.stats = stats.length > 0 ? stats.map((s) => ({ id: s.id, label: s.label })) : null;
      if (stats.length === 0) out.statPreset = "none";
      // Labels of removed stats would no longer name a stat.
      out.statLabels = Object.fromEntries(
        Object.entries(o.statLabels).filter(([id]) => stats.some((s) => s.id === id)),
      );
    }
    if (touched(parts, "tasks"))
      out.taskTargets = Object.fromEntries(
        edited(tasksOf(o), parts, "tasks", (t) => t.id).map((t) => [t.id, t.target]),
      );
    if (parts.renames.length > 0) {
      const labels = { ...((out.statLabels ?? parts.options.statLabels ?? {}) as Record<string, string>) };
      for (const r of parts.renames) labels[r.id] = r.to.name;
      out.statLabels = labels;
    }
    return out;
  },
  input: {
    // A roller names the stat to add (check, contest sides, group members).
    values: { stat: "stats" },
    // Creation gives values by stat.
    keys: { stats: "stats" },
  },
};
