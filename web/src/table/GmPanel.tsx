// The GM's desk: any action of the ruleset for anyone, the members, the dice seed, the export.

import { useId, useState } from "react";
import { errorText } from "../components/ErrorNote.js";
import { humanize } from "../components/format.js";
import { ActionForm } from "./ActionForm.js";
import { useTable } from "./context.js";

export function GmPanel() {
  const { snap, isGm, store, toast } = useTable();
  const id = useId();
  const [chosen, setChosen] = useState("");
  const actions = snap.info?.actions ?? [];
  const action = actions.find((a) => a.id === chosen);
  if (!isGm) return null;

  async function exportTable() {
    try {
      const res = await fetch(`/api/tables/${encodeURIComponent(store.tableId)}/export`, {
        headers: { authorization: `Bearer ${store.token}` },
      });
      if (!res.ok) throw new Error(`the server answered ${res.status}`);
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `${store.tableId}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      toast(`Export: ${errorText(e)}`, "error");
    }
  }

  return (
    <section className="panel gm-panel" aria-labelledby="gm-title">
      <header className="panel-head">
        <h2 id="gm-title">GM tools</h2>
      </header>
      <div className="field">
        <label htmlFor={id}>Any action, for anyone</label>
        <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose an action…</option>
          {actions.map((a) => (
            <option key={a.id} value={a.id}>
              {humanize(a.id)}
              {a.odds ? " (odds)" : ""}
            </option>
          ))}
        </select>
      </div>
      {action ? <ActionForm key={action.id} action={action} /> : null}
      <details className="gm-form">
        <summary>Members ({snap.members.length})</summary>
        <ul className="members">
          {snap.members.map((m) => (
            <li key={m.id}>
              {m.name} <span className="muted small">{m.role === "gm" ? "GM" : "player"}</span>
            </li>
          ))}
        </ul>
      </details>
      <details className="gm-form">
        <summary>Dice seed and export</summary>
        <p className="small">
          Period {snap.seed.period}, committed as <code className="break">{snap.seed.commitment}</code>.
          Revealing it lets anyone check every roll of the period with <code>tabula verify</code>; a new seed
          starts.
        </p>
        <div className="row wrap">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              if (!confirm("Reveal this period's seed and start a new one?")) return;
              store.send({ type: "seed.reveal" }).catch((e) => toast(errorText(e), "error"));
            }}
          >
            Reveal the seed
          </button>
          <button type="button" className="btn btn-small" onClick={exportTable}>
            Export the table
          </button>
        </div>
      </details>
    </section>
  );
}
