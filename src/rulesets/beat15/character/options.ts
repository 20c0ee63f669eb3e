// Every option of the checklist with the draft's behaviour as its default: `parseOptions({})` is the
// book as written. Options are plain JSON (no transforms) so a table can store them and parse them
// again unchanged; what depends on several options at once (the stat list) is computed by helpers.

import { z } from "zod";
import { BAND_MODES, STEP } from "../data/ladder.js";
import { STAT_PRESET_IDS, STAT_PRESETS, type StatDef } from "../data/stats.js";
import { RESUPPLY_RULES } from "../data/supply.js";
import { DEFAULT_TASK_TARGETS } from "../data/tasks.js";
import { parseWith } from "../errors.js";
import { OPTION_DOCS } from "./options-docs.js";
import { idSchema, nonEmpty, wholeNumber } from "./parts.js";

const statPair = z.tuple([idSchema, idSchema]).nullable().default(null);

const baseSchema = z.strictObject({
  // Stats as setting data (B15-INTRO-1).
  statPreset: z.enum(STAT_PRESET_IDS).default("none"),
  stats: z
    .array(z.strictObject({ id: idSchema, label: nonEmpty }))
    .min(1)
    .max(30)
    .nullable()
    .default(null),
  statLabels: z.record(idSchema, nonEmpty).default({}),

  // The d20 (B15-CORE-3).
  naturalTwentyAutoSuccess: z.boolean().default(false),
  naturalOneAutoFailure: z.boolean().default(false),

  // The ladder (B15-TN-*, B15-IMP-*).
  difficultyBands: z.enum(BAND_MODES).default("at-or-above"),
  ladderMax: wholeNumber.nullable().default(null),
  ladderMin: z.union([z.literal(3), z.literal(0), z.null()]).default(3),
  stepsPerCircumstance: wholeNumber.min(1).max(10).default(1),
  allowOffLadderTargets: z.boolean().default(false),
  impossibleTasks: z.enum(["gm-permission", "allow"]).default("gm-permission"),
  taskTargets: z.record(idSchema, wholeNumber).default({ ...DEFAULT_TASK_TARGETS }),

  // Results (B15-RES-3).
  marginTiers: z
    .strictObject({ just: wholeNumber.min(0).default(2), dramatic: wholeNumber.min(1).default(9) })
    .prefault({}),

  // Contests and groups (B15-CON-*, B15-GRP-*).
  contestIncludesStat: z.boolean().default(true),
  contestTieReroll: z.enum(["tied-leaders", "all-sides"]).default("tied-leaders"),
  groupUsesRawFace: z.boolean().default(false),
  groupBonusVsTarget: z.boolean().default(false),

  // Supply (B15-SUP-*).
  supplyRollsPerUse: wholeNumber.min(1).max(10).default(1),
  supplyFailBlocksUse: z.boolean().default(false),
  resupplyRule: z.enum(RESUPPLY_RULES).default("restore-starting-die"),

  // Rounding and derived stats (B15-RND-*).
  roundingMode: z.enum(["floor", "truncate"]).default("floor"),
  stressInputs: statPair,
  vitalityInputs: statPair,
});

export type B15Options = z.output<typeof baseSchema>;
export type B15OptionsInput = z.input<typeof baseSchema>;

/** The stat list a table fixes (its own, else the preset's), or null when characters bring their own. */
export function fixedStats(o: Pick<B15Options, "stats" | "statPreset">): readonly StatDef[] | null {
  return o.stats ?? STAT_PRESETS[o.statPreset];
}

/** A stat's display name: the table's label, else the list's, else its ID. */
export function statLabel(o: B15Options, id: string): string {
  return o.statLabels[id] ?? fixedStats(o)?.find((s) => s.id === id)?.label ?? id;
}

function checkOptions(o: B15Options, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  const list = fixedStats(o);
  const ids = list?.map((s) => s.id) ?? null;
  if (o.stats) {
    const seen = new Set<string>();
    o.stats.forEach((s, i) => {
      if (seen.has(s.id)) issue(["stats", i, "id"], `stat ID "${s.id}" appears twice`);
      seen.add(s.id);
    });
  }
  if (ids) {
    for (const id of Object.keys(o.statLabels))
      if (!ids.includes(id)) issue(["statLabels", id], `not one of the stats (${ids.join(", ")})`);
    for (const key of ["stressInputs", "vitalityInputs"] as const)
      o[key]?.forEach((id, i) => {
        if (!ids.includes(id)) issue([key, i], `"${id}" is not one of the stats (${ids.join(", ")})`);
      });
  }
  if (o.ladderMax !== null) {
    if (o.ladderMax % STEP !== 0) issue(["ladderMax"], "must be a multiple of 3 (a rung of the ladder)");
    if (o.ladderMin !== null && o.ladderMax < o.ladderMin)
      issue(["ladderMax"], `must be at least ladderMin (${o.ladderMin})`);
  }
  if (o.marginTiers.just >= o.marginTiers.dramatic)
    issue(["marginTiers", "just"], "must be below marginTiers.dramatic");
  for (const [task, tn] of Object.entries(o.taskTargets)) {
    if (!o.allowOffLadderTargets && tn % STEP !== 0)
      issue(["taskTargets", task], "must be a multiple of 3 (a rung of the ladder)");
    if (o.ladderMin !== null && tn < o.ladderMin)
      issue(["taskTargets", task], `must be at least ${o.ladderMin}`);
    if (o.ladderMax !== null && tn > o.ladderMax)
      issue(["taskTargets", task], `must be at most ${o.ladderMax}`);
  }
}

export const b15OptionsSchema = baseSchema.superRefine(checkOptions);

/** Validates a table's options; bad input throws an EngineError naming the field. */
export function parseOptions(raw: unknown = {}): B15Options {
  return parseWith(b15OptionsSchema, raw ?? {}, "Beat-15 options");
}

/** The draft's defaults (a fresh copy each call). */
export function defaultOptions(): B15Options {
  return parseOptions({});
}

// Every option has its sentence: a missing one fails to compile here (the docs module knows no
// types, which keeps it from importing this one back).
const DOCUMENTED: Readonly<Record<keyof B15Options, string>> = OPTION_DOCS;

/** Every option with its default and one sentence, in schema order. */
export function optionDocList(): { name: keyof B15Options; default: unknown; description: string }[] {
  const defaults = defaultOptions();
  return (Object.keys(DOCUMENTED) as (keyof B15Options)[]).map((name) => ({
    name,
    default: defaults[name],
    description: DOCUMENTED[name],
  }));
}
