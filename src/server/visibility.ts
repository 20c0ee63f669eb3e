// Who sees what. A public event goes to everyone at the table; a GM roll to the GMs and whoever
// rolled it; a self roll to its roller alone. Others get the event's place in the sequence and
// nothing more, so they still know they missed nothing. The JSON of each event is made once per
// kind of reader, not once per client.

import type { EventRecord } from "../store/index.js";
import type { MemberView } from "./protocol.js";

export function canSee(r: EventRecord, m: MemberView): boolean {
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
