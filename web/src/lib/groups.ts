// Unpacking the log's event groups for display.

import { isEventGroup } from "../../../src/engine/events.js";
import type { VisibleRecord } from "./protocol.js";

/**
 * The server logs an intent's hidden events (a roll and the dilemma it opens) as one group, so that
 * a player sees one placeholder whatever is inside; whoever may see it gets the events themselves.
 * Each inner event keeps the group's sequence number: `part` tells them apart for React's keys.
 */
export type ShownRecord = VisibleRecord & { part: number };
export function unpackGroups(records: VisibleRecord[]): ShownRecord[] {
  return records.flatMap((r) =>
    isEventGroup(r.event)
      ? r.event.events.map((event, part) => ({ ...r, event: event as VisibleRecord["event"], part }))
      : [{ ...r, part: 0 }],
  );
}
