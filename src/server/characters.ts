// The store keeps each table's characters beside the log (who owns what, the current sheet), so
// tools can read them without replaying. Each commit carries what changed in the state it makes.

import type { TableState } from "../engine/state.js";
import type { CharacterRecord } from "../store/index.js";

export function characterChanges(
  before: TableState,
  after: TableState,
): { put: CharacterRecord[]; remove: string[] } | undefined {
  if (before.characters === after.characters) return undefined;
  const put: CharacterRecord[] = [];
  for (const [id, c] of Object.entries(after.characters)) {
    // Events replace a character's entry when they change it, so identity tells what changed.
    if (before.characters[id] !== c) put.push({ id, owner: c.owner, name: c.name, data: c.data });
  }
  const remove = Object.keys(before.characters).filter((id) => !Object.hasOwn(after.characters, id));
  return put.length + remove.length > 0 ? { put, remove } : undefined;
}
