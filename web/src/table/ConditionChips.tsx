// The conditions on one character as chips, in words: the ruleset's name (never the key it is filed
// under, "gm-controlled"), its rating, and the time left ("3 days left", never "4320 minutes left");
// the GM removes one with its ×. Shared by the Conditions panel and every ruleset's sheet.

import type { Condition } from "../../../src/engine/state.js";
import { errorText } from "../components/ErrorNote.js";
import { conditionLabel, durationWords } from "../lib/condition-words.js";
import { useTable } from "./context.js";

export function ConditionChips({ conditions }: { conditions: Condition[] }) {
  const { isGm, store, toast } = useTable();
  if (conditions.length === 0) return null;
  return (
    <ul className="condition-chips" aria-label="Conditions">
      {conditions.map((c) => (
        <li key={c.id} className="condition-chip">
          <span className="condition-name">
            {conditionLabel(c.name)}
            {c.rating !== null ? ` ${c.rating}` : ""}
          </span>
          <span className="condition-left">
            {c.duration ? `${durationWords(c.duration)} left` : "until removed"}
          </span>
          {isGm ? (
            <button
              type="button"
              className="chip-x"
              aria-label={`Remove ${conditionLabel(c.name)}`}
              onClick={() =>
                store
                  .send({ type: "engine", engine: "removeCondition", id: c.id })
                  .catch((e) => toast(errorText(e), "error"))
              }
            >
              ×
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
