// Helpers for the action tests: run an action against the example table with scripted faces.

import { facesSource } from "../../../dice/index.js";
import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, oddsOf, resolveAction, Table } from "../../../engine/table.js";
import type { B15Options } from "../character/index.js";
import { exampleTable } from "../examples.js";
import { beat15 } from "../ruleset.js";

export const options = (raw: Record<string, unknown> = {}): B15Options => beat15.parseOptions(raw);

export function table(raw: Record<string, unknown> = {}): TableState {
  return exampleTable(options(raw));
}

export function run(state: TableState, action: string, params: Record<string, unknown>, faces: number[]) {
  const dice = facesSource(faces);
  const r = resolveAction(beat15, state, action, params, dice, idCounter());
  const t = new Table(beat15, state);
  t.commit(r.events);
  return { ...r, outcome: r.roll?.outcome ?? {}, used: dice.used(), after: t.state };
}

export const odds = (state: TableState, action: string, params: Record<string, unknown>) =>
  oddsOf(beat15, state, action, params);

export { engineRefusal as errorOf } from "../../../engine/testing/refusal.js";

export function ofType<T extends TableEvent["type"]>(events: TableEvent[], type: T) {
  return events.filter((e) => e.type === type) as Extract<TableEvent, { type: T }>[];
}
