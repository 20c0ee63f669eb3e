// Each character's current target: whom it last acted against at this table (issue 16: "every
// action form starts ... from the acting character's state (its weapons, its stats, the current
// target)"). Worked out from the log this member received, so it survives a reload and every
// device that received the same records agrees; the engine records no standing target.
//
// A roll names whom it was made against in its summary ("Wren hits Goblin 2 with …") and in the
// events that follow it in the same intent (Goblin 2's sheet changes, a condition lands on it). A
// player gets a roll against a secret NPC without its summary (src/server/visibility.ts), so a miss
// against one names nobody in that player's log: the browser that sent the attack remembers whom it
// chose (by the intent number the server acknowledged), so its own player still finds the target.

import type { TableState } from "../../../src/engine/state.js";
import type { ActionInfo, JsonSchema } from "./api.js";
import type { LogItem } from "./fold.js";
import type { GameEvent } from "./protocol.js";

/** Parameters naming whom an action is made against (not a heal's `target`, who may be a friend). */
export const AGAINST_PARAMS = ["defender", "opponent", "victim"] as const;

export interface CurrentTarget {
  /** The character id of the target. */
  target: string;
  /** The intent that made it the target: a later one wins. */
  intent: number;
}

/** Whether a parameter schema (any of its shapes, nested choices included) names a defender. */
function namesAgainst(s: JsonSchema | undefined, depth = 0): boolean {
  if (!s || typeof s !== "object" || depth > 6) return false;
  if (s.properties && AGAINST_PARAMS.some((k) => Object.hasOwn(s.properties!, k))) return true;
  const alts = [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...((s.allOf as JsonSchema[] | undefined) ?? [])];
  return alts.some((a) => namesAgainst(a, depth + 1));
}

/** The actions made against someone: those with a defender, opponent or victim parameter. */
export function actionsAgainst(actions: readonly ActionInfo[]): Set<string> {
  return new Set(actions.filter((a) => namesAgainst(a.params)).map((a) => a.id));
}

/** A character id, or the id of the character an encounter place stands for; null for anything else. */
function characterOf(state: TableState, id: unknown): string | null {
  if (typeof id !== "string") return null;
  if (Object.hasOwn(state.characters, id)) return id;
  const p = state.encounter?.participants.find((x) => x.id === id);
  return p && Object.hasOwn(state.characters, p.character) ? p.character : null;
}

const WORD = /[\p{L}\p{N}_]/u;

/**
 * The first character other than `actor` that a sentence names, by whole name ("Goblin 1" is not
 * found in "Goblin 12"). Where names overlap, the longer one at the same place wins, and a stretch
 * that is the actor's own name ("Wren Hale" holding a "Wren") names nobody else.
 */
export function firstNamedOther(text: string, actor: string, state: TableState): string | null {
  const hits: { at: number; end: number; id: string }[] = [];
  for (const c of Object.values(state.characters)) {
    const name = c.name.trim();
    if (name === "") continue;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const end = at + name.length;
      if ((at > 0 && WORD.test(text[at - 1]!)) || (end < text.length && WORD.test(text[end]!))) continue;
      hits.push({ at, end, id: c.id });
    }
  }
  hits.sort((a, b) => a.at - b.at || b.end - a.end);
  let covered = -1;
  for (const h of hits) {
    if (h.at < covered) continue; // inside a longer name already read
    covered = h.end;
    if (h.id !== actor) return h.id;
  }
  return null;
}

/** A log record's events, groups opened, hidden records skipped. */
function eventsOf(item: LogItem): GameEvent[] {
  const out: GameEvent[] = [];
  const open = (e: GameEvent, depth: number) => {
    if (e.type === "group" && Array.isArray(e.events) && depth < 4)
      for (const x of e.events as GameEvent[]) open(x, depth + 1);
    else out.push(e);
  };
  for (const r of item.records) if (!r.hidden) open(r.event, 0);
  return out;
}

/** The character an event after a roll changes, other than the one who rolled. */
function touched(e: GameEvent, actor: string, state: TableState): string | null {
  const id =
    e.type === "character.changed"
      ? characterOf(state, e.id)
      : e.type === "condition.added"
        ? characterOf(state, (e.condition as { target?: unknown } | undefined)?.target)
        : null;
  return id !== null && id !== actor ? id : null;
}

/**
 * Each character's current target from the log: for every roll of an action made against someone
 * (in intents not taken back), whom it names. Later rolls win.
 */
export function targetsFromLog(
  log: readonly LogItem[],
  undone: ReadonlySet<number>,
  state: TableState,
  against: ReadonlySet<string>,
): Map<string, CurrentTarget> {
  const out = new Map<string, CurrentTarget>();
  for (const item of log) {
    if (undone.has(item.intent)) continue;
    const events = eventsOf(item);
    events.forEach((e, i) => {
      if (e.type !== "roll") return;
      const roll = e.roll as { action?: unknown; actor?: unknown; summary?: unknown } | undefined;
      if (!roll || typeof roll.action !== "string" || !against.has(roll.action)) return;
      const actor = characterOf(state, roll.actor);
      if (!actor) return;
      let target = typeof roll.summary === "string" ? firstNamedOther(roll.summary, actor, state) : null;
      for (let j = i + 1; target === null && j < events.length && events[j]!.type !== "roll"; j++)
        target = touched(events[j]!, actor, state);
      if (target !== null) out.set(actor, { target, intent: item.intent });
    });
  }
  return out;
}

// --- What this browser sent -------------------------------------------------------------------

const KEY = (table: string) => `tabula:targets:${table}`;

/** The browser's localStorage, where there is one (this module is also read by Node tests). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const storage = (): KeyValueStore | null =>
  (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
const MAX_REMEMBERED = 200;
const listeners = new Set<() => void>();
let version = 0;

/** Reads what this browser remembered for a table; anything malformed is dropped, never trusted. */
export function rememberedTargets(table: string): Map<string, CurrentTarget> {
  const out = new Map<string, CurrentTarget>();
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(KEY(table)) ?? "{}");
  } catch {
    return out;
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return out;
  for (const [actor, v] of Object.entries(raw as Record<string, unknown>)) {
    const x = v as { target?: unknown; intent?: unknown } | null;
    if (
      x &&
      typeof x.target === "string" &&
      x.target.length <= 200 &&
      typeof x.intent === "number" &&
      Number.isSafeInteger(x.intent)
    )
      out.set(actor, { target: x.target, intent: x.intent });
  }
  return out;
}

/** Remembers whom `actor` was sent against by this browser, with the intent the server numbered. */
export function rememberTarget(table: string, actor: string, target: string, intent: number): void {
  const all = rememberedTargets(table);
  all.delete(actor);
  all.set(actor, { target, intent });
  const kept = [...all.entries()].slice(-MAX_REMEMBERED);
  try {
    storage()?.setItem(KEY(table), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage refused (private mode, full): the log still names most targets.
  }
  version++;
  for (const f of listeners) f();
}

/** For useSyncExternalStore: changes when this browser remembers a new target. */
export const rememberedVersion = {
  subscribe(f: () => void): () => void {
    listeners.add(f);
    return () => listeners.delete(f);
  },
  get: (): number => version,
};

/**
 * The log's targets and this browser's, the later intent winning for each character; a remembered
 * target whose intent was taken back or is not yet in this log is ignored. Whether the target is still
 * there to choose is the form's question: a target that left makes it fall back, not go further back.
 */
export function mergeTargets(
  fromLog: ReadonlyMap<string, CurrentTarget>,
  remembered: ReadonlyMap<string, CurrentTarget>,
  undone: ReadonlySet<number>,
  head: { intents: ReadonlySet<number> },
): Map<string, CurrentTarget> {
  const out = new Map(fromLog);
  for (const [actor, r] of remembered) {
    if (undone.has(r.intent) || !head.intents.has(r.intent)) continue;
    const known = out.get(actor);
    if (!known || known.intent <= r.intent) out.set(actor, r);
  }
  return out;
}
