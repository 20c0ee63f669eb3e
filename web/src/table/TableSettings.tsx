// The GM's switches for the table (server/table-settings.ts), changed during play: each sends a
// table.settings intent and shows what the log last recorded, so every GM's screen agrees.

import { useId } from "react";
import { errorText } from "../components/ErrorNote.js";
import { DialectSelect } from "./ChatPanel.js";
import { useTable } from "./context.js";

const SWITCHES = [
  {
    key: "npcsSecretByDefault",
    label: "New NPCs are secret from the players",
    hint: "Players see their names and how hurt they look, never their sheets.",
  },
  {
    key: "freeCharacterEditing",
    label: "Players may edit their whole characters",
    hint: "Otherwise only names and notes; points, dice and standing change through actions.",
  },
] as const;

export function TableSettingsPanel() {
  const { store, snap, isGm, toast } = useTable();
  const id = useId();
  if (!isGm) return null;
  return (
    <section className="panel table-settings-panel" aria-labelledby={`${id}-title`}>
      <header className="panel-head">
        <h2 id={`${id}-title`}>Table settings</h2>
      </header>
      <p className="small muted">Changes apply from now on and are kept in the log.</p>
      <DialectSelect />
      {SWITCHES.map((s) => (
        <div key={s.key} className="field">
          <label className="small">
            <input
              type="checkbox"
              data-testid={`setting-${s.key}`}
              checked={snap.settings[s.key]}
              onChange={(e) =>
                store
                  .send({ type: "table.settings", [s.key]: e.target.checked })
                  .catch((err) => toast(errorText(err), "error"))
              }
            />{" "}
            {s.label}
          </label>
          <p className="small muted">{s.hint}</p>
        </div>
      ))}
    </section>
  );
}
