// The builder every ruleset gets unless it has a guided one: pick a creation method, read what it
// does, fill in its input (starting from the method's example), create. Or import a character file.

import { type FormEvent, useId, useState } from "react";
import { errorText } from "../../components/ErrorNote.js";
import { humanize } from "../../components/format.js";
import { JsonInput } from "../../components/ValueControl.js";
import type { BuilderProps } from "../types.js";
import { PlayedBy } from "./builder-fields.js";

export function GenericBuilder({ info, isGm, members, create, cancel }: BuilderProps) {
  const ids = { method: useId(), input: useId(), summary: useId() };
  const [method, setMethod] = useState(info.methods[0]?.id ?? "");
  const m = info.methods.find((x) => x.id === method);
  const [input, setInput] = useState<unknown>(m?.example ?? {});
  const [owner, setOwner] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await create({ method, input: input ?? {}, ...(isGm ? { owner: owner === "" ? null : owner } : {}) });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form builder" onSubmit={submit}>
      <div className="field">
        <label htmlFor={ids.method}>Creation method</label>
        <select
          id={ids.method}
          value={method}
          aria-describedby={ids.summary}
          onChange={(e) => {
            setMethod(e.target.value);
            setInput(info.methods.find((x) => x.id === e.target.value)?.example ?? {});
          }}
        >
          {info.methods.map((x) => (
            <option key={x.id} value={x.id}>
              {humanize(x.id)}
            </option>
          ))}
        </select>
        <p className="hint" id={ids.summary}>
          {m?.summary}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.input}>Input (JSON; the method's example to start from)</label>
        <JsonInput id={ids.input} value={input} onChange={setInput} rows={8} />
      </div>
      <PlayedBy isGm={isGm} members={members} value={owner} onChange={setOwner} />
      {error ? (
        <p className="error-note" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="create-character">
          {busy ? "Creating…" : "Create character"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
