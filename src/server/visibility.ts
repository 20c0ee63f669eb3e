// Who sees what, decided here and nowhere else: the live stream, a resync, an export and the
// checks that could tell a hidden thing exists all ask these functions. A public event goes to
// everyone at the table; a GM roll to the GMs and whoever rolled it; a self roll to its roller
// alone. Others get the event's place in the sequence and nothing more, so they still know they
// missed nothing. The JSON of each event is made once per kind of reader, not once per client.

import type { EventGroup, TableEvent } from "../engine/events.js";
import type { TableState } from "../engine/state.js";
import type { EventRecord, TableExport, Visibility } from "../store/index.js";
import type { MemberView } from "./protocol.js";

/** Who a check is made for: the member's id and role are all that matter. */
export type Reader = Pick<MemberView, "id" | "role">;

export function canSee(r: Pick<EventRecord, "visibility" | "author">, m: Reader): boolean {
  if (r.visibility === "public") return true;
  if (r.author === m.id) return true;
  return r.visibility === "gm" && m.role === "gm";
}

const cache = new WeakMap<EventRecord, { full?: string; hidden?: string }>();

/** The event message for this member, as JSON text. */
export function eventJson(r: EventRecord, m: MemberView): string {
  let c = cache.get(r);
  if (!c) {
    c = {};
    cache.set(r, c);
  }
  if (canSee(r, m)) {
    c.full ??= JSON.stringify({
      type: "event",
      seq: r.seq,
      intent: r.intent,
      author: r.author,
      visibility: r.visibility,
      event: r.event,
    });
    return c.full;
  }
  c.hidden ??= JSON.stringify({ type: "event", seq: r.seq, intent: r.intent, hidden: true });
  return c.hidden;
}

/** What an export holds in place of an event its reader may not see: its place, nothing more. */
export const HIDDEN_EVENT = { type: "hidden" } as const;

export function isHiddenPlaceholder(e: unknown): boolean {
  return (e as { type?: unknown } | null)?.type === HIDDEN_EVENT.type;
}

/**
 * A table export as `m` may see it, exactly as the live stream showed it to them: an event they may
 * not see keeps its sequence number and intent and loses everything else (its author too), and the
 * intent behind it loses its payload (the notation, label, parameters), which no client ever sees.
 */
export function exportFor(x: TableExport, m: Reader): TableExport {
  const shown = new Set<number>();
  const hidden = new Set<number>();
  const events = x.events.map((r) => {
    if (canSee(r, m)) {
      shown.add(r.intent);
      return r;
    }
    hidden.add(r.intent);
    return { seq: r.seq, intent: r.intent, visibility: r.visibility, author: null, event: HIDDEN_EVENT };
  });
  const intents = x.intents.map((it) =>
    hidden.has(it.no)
      ? { ...it, kind: "hidden", payload: null, author: shown.has(it.no) ? it.author : null }
      : it,
  );
  return { ...x, events, intents };
}

/** Ids of the notes `m` may not see: those opened by an event hidden from them. */
export function notesHiddenFrom(opened: ReadonlyMap<string, EventRecord>, m: Reader): Set<string> {
  const hidden = new Set<string>();
  for (const [id, r] of opened) if (!canSee(r, m)) hidden.add(id);
  return hidden;
}

function mentions(value: unknown, ids: ReadonlySet<string>, depth = 0): boolean {
  if (typeof value === "string") return ids.has(value);
  if (value === null || typeof value !== "object" || depth > 16) return false;
  return Object.values(value).some((v) => mentions(v, ids, depth + 1));
}

/**
 * The state a member's intent is resolved against. When it names a note the member may not see,
 * the note is left out, so the answer (`not_found`, say) is the one a made-up id gets: nobody
 * learns from a refusal that a hidden dilemma exists. Otherwise it is the table's state.
 */
export function stateFor(
  state: TableState,
  opened: ReadonlyMap<string, EventRecord>,
  m: Reader,
  intent: unknown,
): TableState {
  const hidden = notesHiddenFrom(opened, m);
  if (hidden.size === 0 || !mentions(intent, hidden)) return state;
  const notes = Object.fromEntries(Object.entries(state.notes).filter(([id]) => !hidden.has(id)));
  return { ...state, notes };
}

/**
 * One intent's events as the log keeps them. When two or more are hidden (not public), they are
 * logged as one group at the place of the first, so that whoever may not see them gets one
 * placeholder, whatever their number: a hidden check that opens a dilemma looks like one that does
 * not. What stays public (damage, say) keeps its own place.
 */
export function groupHidden(
  events: readonly TableEvent[],
  visibility: readonly Visibility[],
): { events: (TableEvent | EventGroup)[]; visibility: Visibility[] } {
  const first = visibility.findIndex((v) => v !== "public");
  const kind = visibility[first];
  const together = visibility.filter((v) => v === kind).length;
  if (first < 0 || together < 2) return { events: [...events], visibility: [...visibility] };
  const group: EventGroup = { type: "group", events: events.filter((_, i) => visibility[i] === kind) };
  const out: { events: (TableEvent | EventGroup)[]; visibility: Visibility[] } = {
    events: [],
    visibility: [],
  };
  events.forEach((e, i) => {
    if (visibility[i] !== kind) {
      out.events.push(e);
      out.visibility.push(visibility[i]!);
    } else if (i === first) {
      out.events.push(group);
      out.visibility.push(kind!);
    }
  });
  return out;
}
