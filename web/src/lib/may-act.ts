// Which actions a player is offered. The server decides (src/server/permissions.ts): a player may
// take an action whose roll is their own character's, and of the actions that roll nothing only
// the few a ruleset lets players take for themselves (spending their own XP: `buy`); everything
// else (awarding XP, applying damage, a forced burn) is the GM's. Offering a player only what the
// server will accept saves them a form that is refused after they fill it in.

import type { ActionInfo } from "./api.js";

/** Actions that roll nothing which players may still take for their own characters. */
const PLAYER_SELF = new Set(["buy"]);

export function playerMayTake(a: Pick<ActionInfo, "id" | "odds">): boolean {
  return a.odds || PLAYER_SELF.has(a.id);
}
