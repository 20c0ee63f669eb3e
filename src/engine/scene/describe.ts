// Log lines for the scene map's events (issue 17): tokens by their character's name as the reader
// may see it (the caller's EventNames carry the veil) or by their marker label, never by id.

import type { EventNames, LoggedEvent } from "../describe.js";

interface TokenRef {
  character?: string | null;
  label?: string;
}

function tokenName(t: TokenRef | undefined, n: EventNames): string {
  if (t?.character) {
    const named = n.character(t.character);
    if (named && named !== t.character) return named;
  }
  return t?.label ? t.label : "a token";
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The line for a scene event, or null when `e` is not one. */
export function describeSceneEvent(e: LoggedEvent, n: EventNames): string | null {
  switch (e.type) {
    case "scene.created":
      return `The GM makes the scene ${(e.scene as { name?: string }).name ?? ""}`.trimEnd();
    case "scene.updated":
      return typeof e.name === "string" ? `The GM renames a scene to ${e.name}` : "The GM changes a scene";
    case "scene.activated":
      return e.scene === null ? "The GM takes the map off the table" : "The GM shows a scene to the players";
    case "scene.deleted":
      return "The GM deletes a scene";
    case "token.placed":
    case "token.seen":
      return `${cap(tokenName(e.token as TokenRef, n))} is on the map`;
    case "token.moved": {
      const who = cap(tokenName(e as TokenRef, n));
      const d = e.distance;
      if (typeof d === "number" && Number.isFinite(d))
        return `${who} moves ${d} ${String(e.unit ?? "")}`.trimEnd();
      const steps = Array.isArray(e.path) ? e.path.length - 1 : 0;
      return `${who} moves ${steps} ${steps === 1 ? "cell" : "cells"}`;
    }
    case "token.updated":
      if (typeof e.was === "string" && typeof e.label === "string")
        return `The GM renames the marker ${e.was} to ${e.label}`;
      if (e.hidden === true) return `The GM hides ${tokenName(e as TokenRef, n)}`;
      if (e.hidden === false) return `The GM shows ${tokenName(e as TokenRef, n)}`;
      return `The GM changes ${tokenName(e as TokenRef, n)}`;
    case "token.removed":
    case "token.unseen":
      return `${cap(tokenName(e as TokenRef, n))} leaves the map`;
    case "fog.revealed":
      return "The GM reveals part of the map";
    case "fog.covered":
      return "The GM covers part of the map again";
    case "terrain.marked":
      return e.difficult ? "The GM marks difficult terrain" : "The GM clears difficult terrain";
    case "area.placed":
      return `An area (${String((e.area as { shape?: string }).shape ?? "")}) is placed on the map`;
    case "area.removed":
      return "An area is taken off the map";
    default:
      return null;
  }
}
