// What the actions share: finding characters and items in the table state, turning a roller's
// parameters into an exact bonus (stat + modifiers), turning target parameters into a rung on the
// ladder, and writing dice for the log.

import { EngineError } from "../../engine/errors.js";
import type { TableEvent } from "../../engine/events.js";
import type { DieRecord } from "../../engine/roll.js";
import { ownEntry, type TableState } from "../../engine/state.js";
import type { CircumstanceParam, RollerParams, TargetParams } from "./actions/params.js";
import { type B15Character, type B15Options, statLabel } from "./character/index.js";
import { NAMED_STEPS } from "./data/ladder.js";
import { checkBaseTarget, circumstanceMoves, resolveTarget, type TargetView } from "./rules/ladder.js";
import { effectiveValue, type Modifier } from "./rules/modifiers.js";
import { format, mul, parseRational, type Rational, rat, sum, ZERO } from "./rules/rational.js";
import type { SideRoll } from "./rules/side.js";

export function characterOf(state: TableState, id: string, path: (string | number)[]): B15Character {
  const entry = ownEntry(state.characters, id);
  if (!entry) {
    const known = Object.keys(state.characters).join(", ") || "none";
    throw new EngineError("not_found", `no character '${id}' at this table (characters: ${known})`, path);
  }
  return entry.data as B15Character;
}

export function nameOf(state: TableState, id: string | undefined): string {
  if (id === undefined) return "someone";
  return state.characters[id]?.name ?? id;
}

/** A roller's parts, resolved: what the log shows and the exact bonus the rules add to the d20. */
export interface RollerBonus {
  actor: string | null;
  name: string;
  stat: { id: string | null; label: string; value: number; scale: string; counts: string };
  modifiers: (Modifier & { counts: Rational })[];
  /** stat × scale + modifiers, exact. */
  bonus: Rational;
}

/**
 * Resolves a roller (B15-CORE-1, 4): the named stat of its actor, a given value, or no stat; each
 * modifier clamped by its kind (B15-TERM-2..4). `includeStat` false drops the stat (a contest under
 * `contestIncludesStat: false`, B15-CON-1).
 */
export function rollerBonus(
  state: TableState,
  r: RollerParams,
  o: B15Options,
  path: (string | number)[],
  includeStat = true,
): RollerBonus {
  const c = r.actor === undefined ? null : characterOf(state, r.actor, [...path, "actor"]);
  let statId: string | null = null;
  let value = 0;
  if (typeof r.stat === "string") {
    if (!c)
      throw new EngineError("invalid", `stat "${r.stat}" names a stat, so the roll needs an actor`, [
        ...path,
        "actor",
      ]);
    const v = ownEntry(c.stats, r.stat);
    if (v === undefined) {
      const known = Object.keys(c.stats).join(", ") || "none";
      throw new EngineError("invalid", `${c.name} has no stat "${r.stat}" (stats: ${known})`, [
        ...path,
        "stat",
      ]);
    }
    statId = r.stat;
    value = v;
  } else if (typeof r.stat === "number") value = r.stat;
  const scale = parseRational(r.statScale, [...path, "statScale"]);
  const statPart = includeStat ? mul(rat(value), scale) : ZERO;
  const modifiers = r.modifiers.map((m, i) => {
    const v = parseRational(m.value, [...path, "modifiers", i, "value"]);
    return { kind: m.kind, value: v, label: m.label, by: m.by, counts: effectiveValue(m.kind, v) };
  });
  return {
    actor: r.actor ?? null,
    name: c?.name ?? (r.actor ? r.actor : "roller"),
    stat: {
      id: statId,
      label: statId ? statLabel(o, statId) : r.stat === null ? "no stat" : "stat",
      value,
      scale: format(scale),
      counts: format(statPart),
    },
    modifiers,
    bonus: sum([statPart, ...modifiers.map((m) => m.counts)]),
  };
}

/** Modifiers as the log records them: who added what, as given and as it counts. */
export function modifierLog(r: RollerBonus) {
  return r.modifiers.map((m) => ({
    label: m.label,
    kind: m.kind,
    value: format(m.value),
    counts: format(m.counts),
    by: m.by,
  }));
}

/** The base rung the GM chose (B15-TN-1, 2, 8), checked against the ladder (B15-TN-10). */
export function baseTarget(
  t: TargetParams,
  o: B15Options,
  path: (string | number)[],
): { base: number; reason: string | null } {
  if (t.task !== undefined) {
    const tn = o.taskTargets[t.task];
    if (tn === undefined) {
      const known = Object.keys(o.taskTargets).join(", ") || "none";
      throw new EngineError("invalid", `no task type "${t.task}" has a default target (tasks: ${known})`, [
        ...path,
        "task",
      ]);
    }
    return { base: tn, reason: t.reason ?? `${t.task} (task default)` };
  }
  if (t.difficulty !== undefined) return { base: NAMED_STEPS[t.difficulty], reason: t.reason ?? null };
  checkBaseTarget(t.base!, o, [...path, "base"]);
  return { base: t.base!, reason: t.reason ?? null };
}

const circumstance = (c: CircumstanceParam) => (typeof c === "string" ? { label: c } : c);

/** The final target: base, then each advantage down and each disadvantage up (B15-TN-5..9, 11). */
export function targetOf(
  t: TargetParams,
  advantages: readonly CircumstanceParam[],
  disadvantages: readonly CircumstanceParam[],
  o: B15Options,
  path: (string | number)[] = ["target"],
): TargetView {
  const { base, reason } = baseTarget(t, o, path);
  const moves = circumstanceMoves(advantages.map(circumstance), disadvantages.map(circumstance), o);
  return resolveTarget({ base, reason, setBy: t.setBy, moves }, o);
}

const labelFor = (group: string, name: string) => (group === name ? name : `${group}: ${name}`);

/** One d20 per member of a side, for the log; the member whose roll counts is the kept one. */
export function d20Records(side: SideRoll, names: readonly string[], group: string): DieRecord[] {
  return side.faces.map((f, i) => ({
    role: "d20",
    sides: 20,
    faces: [f],
    value: i === side.best ? f : 0,
    kept: i === side.best,
    exploded: false,
    imploded: false,
    group: labelFor(group, names[i] ?? `member ${i + 1}`),
  }));
}

export function changed(id: string, data: B15Character, changes: string[]): TableEvent {
  return { type: "character.changed", id, data, changes };
}
