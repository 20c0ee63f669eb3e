// An action that changes one character with no dice: validate, apply a character function, record it.

import type { z } from "zod";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, Edits } from "../bridge.js";
import type { LucidityCharacter, Outcome } from "../character/index.js";
import type { LucidityOptions } from "../options/schema.js";

export function onCharacter<P extends Record<string, unknown>, I = P>(spec: {
  summary: string;
  params: z.ZodType<P, I>;
  examples: P[];
  /** The parameter naming the character. */
  field: keyof P & string;
  apply: (c: LucidityCharacter, p: P, o: LucidityOptions, state: TableState) => Outcome;
  /** Events before the change (an action's cost). */
  before?: (state: TableState, p: P, o: LucidityOptions) => TableEvent[];
}) {
  return action<P, LucidityOptions, I>({
    summary: spec.summary,
    params: spec.params,
    examples: spec.examples,
    resolve({ state, options }, p) {
      const id = p[spec.field] as string;
      const c = characterOf(state, id, [spec.field]);
      const pre = spec.before?.(state, p, options) ?? [];
      const edits = new Edits(state);
      const out = spec.apply(c, p, options, state);
      edits.apply(id, {
        character: out.character,
        changes: [...out.changes, ...(out.warnings ?? []).map((w) => `warning: ${w}`)],
      });
      return { roll: null, events: [...pre, ...edits.events()] };
    },
  });
}
