// What every attack action shares: paying an action's initiative on the tracker before any die is
// thrown (DE-ACT-2), handing one damage instance to the damage rules and persisting what it did,
// and the log's die records. The actions (attack.ts, attack-*.ts) only differ in the rule they roll.

import type { DiceSource } from "../../../dice/index.js";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord } from "../../../engine/roll.js";
import type { TableState } from "../../../engine/state.js";
import type { TargetResult } from "../attack/attack.js";
import type { DamageHandOff } from "../attack/handoff.js";
import type { CheckResult } from "../check/check.js";
import { applyDamage } from "../damage/apply.js";
import type { DamageReduction } from "../damage/instance.js";
import type { DefenderView } from "../damage/target.js";
import type { Happening } from "../health/log.js";
import type { DiceEngineOptions } from "../options.js";
import { act, orThrow, type Step, type Tracker } from "../tracker/index.js";
import { after, happeningsData, nowOf, persist, summaryLines } from "./combat-state.js";
import { isIncapacitated, participantOf, stepEvents, trackerOf } from "./tracker-steps.js";

/** An action paid for on the tracker, or null outside a fight. */
export interface Charge {
  before: Tracker;
  step: Step;
  label: string;
  participant: string;
  /** The actor's initiative before and after paying. */
  initiativeBefore: number;
  initiativeAfter: number;
}

export function inFight(state: TableState, character: string): boolean {
  return !!state.encounter?.participants.some((x) => x.character === character || x.id === character);
}

/** DE-ACT-2, DE-INIT-1: the actor must be the active one and pays `cost` — refused before any die. */
export function charge(
  state: TableState,
  actor: string,
  label: string,
  cost: number,
  o: DiceEngineOptions,
  path: (string | number)[],
): Charge | null {
  if (!inFight(state, actor)) return null;
  const pt = participantOf(state, actor, path);
  const before = trackerOf(state);
  const step = orThrow(
    act(before, pt.id, { kind: "custom", name: label, cost }, o, {
      incapacitated: isIncapacitated(state, pt.character, o),
    }),
  );
  const at = (t: Tracker) => t.entries.find((e) => e.id === pt.id)?.initiative ?? 0;
  return {
    before,
    step,
    label,
    participant: pt.id,
    initiativeBefore: at(before),
    initiativeAfter: at(step.tracker),
  };
}

/** The actor's initiative now: its place on the tracker in a fight, the shared timeline outside one. */
export function initiativeNow(state: TableState, actor: string): number {
  const p = state.encounter?.participants.find((x) => x.character === actor || x.id === actor);
  return p ? p.tick : nowOf(state);
}

/** The tracker's events for a paid action (time passing for everyone), after `events` so far. */
export function chargeEvents(
  state: TableState,
  events: readonly TableEvent[],
  c: Charge | null,
  dice: DiceSource,
  o: DiceEngineOptions,
): { events: TableEvent[]; lines: string[] } {
  if (!c) return { events: [], lines: [] };
  const r = stepEvents(after(state, events), c.before, c.step, c.label, dice, o);
  return { events: r.events, lines: r.lines };
}

export interface Dealt {
  events: TableEvent[];
  /** Damage after the whole pipeline. */
  final: number;
  lines: string[];
  happenings: Happening[];
  view: DefenderView;
}

/**
 * One damage instance to one character (DE-DMG-16) through `applyDamage`, persisted. `state` must
 * already hold every event of the action so far, so a second instance sees the first one's result.
 */
export function dealDamage(
  state: TableState,
  id: string,
  view: DefenderView,
  handOff: DamageHandOff,
  extra: {
    reductions?: DamageReduction[];
    executed?: boolean;
    /** A rule riding on the result before it is persisted (an assassination's kill). */
    post?: (
      view: DefenderView,
      happenings: readonly Happening[],
    ) => { view: DefenderView; happenings: Happening[] };
  },
  dice: DiceSource,
  o: DiceEngineOptions,
): Dealt {
  const out = applyDamage(
    view,
    { ...handOff, reductions: extra.reductions ?? [], executed: extra.executed ?? false },
    { now: nowOf(state), dice, options: o },
  );
  const done = extra.post ? extra.post(out.view, out.happenings) : out;
  return settle(state, id, done.view, done.happenings, out.initiative, out.damage.final);
}

/** Persists a changed view, with the initiative it owes (initiative damage, a condition's burn). */
export function settle(
  state: TableState,
  id: string,
  view: DefenderView,
  happenings: Happening[],
  initiative: number,
  final = 0,
): Dealt {
  const events = persist(state, id, view, happenings);
  const dp = state.encounter?.participants.find((x) => x.character === id);
  if (initiative > 0 && dp)
    events.push({ type: "ticks.spent", id: dp.id, cost: initiative, action: "initiative damage" });
  const name = state.characters[id]!.name;
  const lines = summaryLines(
    happenings.filter((h) => h.kind !== "damage"),
    name,
  );
  return { events, final, lines, happenings, view };
}

export function happeningsOf(dealt: readonly Dealt[]): unknown[] {
  return dealt.flatMap((d) => happeningsData(d.happenings));
}

/** A check's dice for the log (the two core dice, then advantage/disadvantage dice). */
export function checkDice(result: CheckResult, role: string, group?: string): DieRecord[] {
  return result.dice.map((d, i) => ({
    role: i < 2 ? role : result.net > 0 ? `${role} advantage` : `${role} disadvantage`,
    sides: d.size,
    faces: [d.face],
    value: d.kept ? d.face : 0,
    kept: d.kept,
    exploded: false,
    imploded: false,
    ...(group !== undefined ? { group } : {}),
  }));
}

/** Other dice (damage, scatter) for the log; the sides are unknown once summed, so 0. */
export function plainDice(faces: readonly number[], role: string, sides = 0, group?: string): DieRecord[] {
  return faces.map((f) => ({
    role,
    sides,
    faces: [f],
    value: f,
    kept: true,
    exploded: false,
    imploded: false,
    ...(group !== undefined ? { group } : {}),
  }));
}

/** A weapon attack's damage dice for the log (`group`: the defender, when there are several). */
export function damageDice(r: TargetResult, group?: string): DieRecord[] {
  return plainDice(r.damage?.dice ?? [], "damage", 0, group);
}
