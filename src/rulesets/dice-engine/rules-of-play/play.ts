// The rules of play that limit retries (DE-PLAY-1..4). One Shot is always on unless the table turns
// it off; the Law of Large Numbers and Multiple Insight are optional rules, off by default. All
// three keep a plain log that the table stores; every check against it can be overridden by the GM.

import { z } from "zod";
import { type Refused, refusal } from "../character/errors.js";
import type { DeOptions } from "../character/options.js";

/** DE-PLAY-1: the rules of play, whether the book marks them optional, and the option that toggles them. */
export const RULES_OF_PLAY: readonly {
  id: string;
  name: string;
  optional: boolean;
  option: "oneShot" | "lawOfLargeNumbers" | "multipleInsight" | null;
}[] = [
  { id: "oneShot", name: "One Shot", optional: false, option: "oneShot" },
  { id: "lawOfLargeNumbers", name: "Law of Large Numbers", optional: true, option: "lawOfLargeNumbers" },
  { id: "multipleInsight", name: "Multiple Insight", optional: true, option: "multipleInsight" },
  { id: "restAndFatigue", name: "Rest and Fatigue", optional: false, option: null },
  { id: "foodAndRations", name: "Food and Rations", optional: false, option: null },
];

/** DE-PLAY-1: whether a rule of play is in force at this table. */
export function ruleInForce(id: string, o: DeOptions): boolean {
  const rule = RULES_OF_PLAY.find((r) => r.id === id);
  if (!rule) return false;
  return rule.option === null ? true : o[rule.option];
}

const text = z.string().trim().min(1);

export const playLogSchema = z.strictObject({
  /** DE-PLAY-2: failed attempts, keyed by actor, task, approach and the situation's version. */
  attempts: z
    .array(z.strictObject({ actor: text, task: text, approach: text, situation: z.number().int().min(0) }))
    .default([]),
  /** DE-PLAY-2: the GM bumps a task's situation when things change. */
  situations: z.record(z.string(), z.number().int().min(0)).default({}),
  /** DE-PLAY-3: the players who rolled each check. */
  checkRolls: z.record(z.string(), z.array(text)).default({}),
  /** DE-PLAY-4: insight checks made, by actor, target and scene. */
  insights: z.array(z.strictObject({ actor: text, target: text, scene: text })).default([]),
});

export type PlayLog = z.output<typeof playLogSchema>;

export function emptyPlayLog(): PlayLog {
  return playLogSchema.parse({});
}

export type LogOutcome = { ok: true; log: PlayLog } | Refused;

export interface Attempt {
  actor: string;
  task: string;
  approach: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** DE-PLAY-2: a repeated (actor, task, approach) in the same situation is blocked unless the GM overrides. */
export function attemptAllowed(log: PlayLog, a: Attempt, o: DeOptions, gmOverride = false): LogOutcome {
  if (!o.oneShot || gmOverride) return { ok: true, log };
  const situation = log.situations[a.task] ?? 0;
  const before = log.attempts.some(
    (x) =>
      same(x.actor, a.actor) &&
      same(x.task, a.task) &&
      same(x.approach, a.approach) &&
      x.situation === situation,
  );
  if (before)
    return refusal(
      "one_shot",
      ["approach"],
      `${a.actor} already tried "${a.task}" by "${a.approach}": try another approach, or the GM must say the situation changed`,
    );
  return { ok: true, log };
}

/** DE-PLAY-2: records a failed attempt so the same approach is not rolled again. */
export function recordAttempt(log: PlayLog, a: Attempt): PlayLog {
  const situation = log.situations[a.task] ?? 0;
  return { ...log, attempts: [...log.attempts, { ...a, situation }] };
}

/** DE-PLAY-2: the GM says the situation of a task has changed; earlier attempts no longer block. */
export function changeSituation(log: PlayLog, task: string): PlayLog {
  return { ...log, situations: { ...log.situations, [task]: (log.situations[task] ?? 0) + 1 } };
}

/** DE-PLAY-3: with the Law of Large Numbers on, at most two players make the same check. */
export function joinCheck(
  log: PlayLog,
  checkId: string,
  player: string,
  o: DeOptions,
  gmOverride = false,
): LogOutcome {
  const rolled = log.checkRolls[checkId] ?? [];
  if (rolled.some((p) => same(p, player))) return { ok: true, log };
  if (o.lawOfLargeNumbers && !gmOverride && rolled.length >= 2)
    return refusal(
      "law_of_large_numbers",
      ["player"],
      `${rolled.join(" and ")} already rolled this check; no more than two players may (Law of Large Numbers)`,
    );
  return { ok: true, log: { ...log, checkRolls: { ...log.checkRolls, [checkId]: [...rolled, player] } } };
}

/** DE-PLAY-4: with Multiple Insight on, one insight check per actor, target and scene. */
export function recordInsight(
  log: PlayLog,
  i: { actor: string; target: string; scene: string },
  o: DeOptions,
  gmOverride = false,
): LogOutcome {
  const before = log.insights.some(
    (x) => same(x.actor, i.actor) && same(x.target, i.target) && same(x.scene, i.scene),
  );
  if (o.multipleInsight && !gmOverride && before)
    return refusal(
      "multiple_insight",
      ["target"],
      `${i.actor} already read ${i.target} in this scene; wait for another scene (Multiple Insight)`,
    );
  return { ok: true, log: { ...log, insights: [...log.insights, i] } };
}
