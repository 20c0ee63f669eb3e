// "Add NPCs": the GM's one-screen form for quick NPCs. Its fields are the ruleset's statblock
// (src/engine/npc.ts: `fields(options)`, with the catalogue's weapons as choices), plus a name, how
// many ("Goblin 1…4"), whether they are secret and what players see, and whether they join the
// running encounter. Statblocks can be saved in the table's bestiary and used again.

import { type FormEvent, useId, useMemo, useState } from "react";
import type { NpcField } from "../../../src/engine/npc.js";
import type { BestiaryEntry, Secrecy } from "../../../src/engine/state.js";
import { errorText } from "../components/ErrorNote.js";
import { useTable } from "./context.js";
import { SHOW_LABELS } from "./NpcVeil.js";

type Values = Record<string, unknown>;

function defaultsOf(fields: readonly NpcField[]): Values {
  return Object.fromEntries(
    fields.map((f) => [f.key, Array.isArray(f.default) ? [...f.default] : f.default]),
  );
}

/** The table's own setting (logged at creation): NPCs start secret unless the GM unticks it. */
function secretByDefault(log: ReturnType<typeof useTable>["snap"]["log"]): boolean {
  for (const item of log)
    for (const r of item.records) {
      if (r.hidden || r.event.type !== "tableSettings") continue;
      const s = (r.event as { settings?: { npcsSecretByDefault?: unknown } }).settings;
      return s?.npcsSecretByDefault === true;
    }
  return false;
}

export function NpcForm({ onDone }: { onDone(): void }) {
  const { snap, store, toast } = useTable();
  const facet = snap.ruleset?.npc;
  const fields = useMemo(
    () => (facet && snap.options !== null ? facet.fields(snap.options) : []),
    [facet, snap.options],
  );
  const ids = {
    name: useId(),
    count: useId(),
    secret: useId(),
    show: useId(),
    encounter: useId(),
    save: useId(),
    base: useId(),
  };
  const [name, setName] = useState("");
  const [count, setCount] = useState(1);
  const [values, setValues] = useState<Values>(() => defaultsOf(fields));
  const [secret, setSecret] = useState(() => secretByDefault(snap.log));
  const [show, setShow] = useState<Secrecy["show"]>("nothing");
  const running = snap.state?.encounter != null;
  const [encounter, setEncounter] = useState(running);
  const [save, setSave] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bestiary = Object.values(snap.state?.bestiary ?? {});

  if (!facet) return <p className="muted panel-body">This ruleset has no quick NPCs; use “New”.</p>;

  function use(entry: BestiaryEntry) {
    setName(entry.name);
    setValues({ ...defaultsOf(fields), ...(entry.statblock as Values) });
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    setError(null);
    setBusy(true);
    // What the form shows is what is sent: a field left as it was prefilled (the ruleset's starting
    // HP, read from the table's options that may arrive after the form opened) goes with its value.
    const statblock = { ...defaultsOf(fields), ...values };
    try {
      if (save) await store.send({ type: "bestiary.save", name: name.trim(), statblock });
      await store.send({
        type: "npc.add",
        name: name.trim(),
        count,
        statblock,
        secret: secret ? { show } : null,
        encounter: encounter && running,
      });
      toast(count === 1 ? `${name.trim()} added` : `${count} × ${name.trim()} added`);
      onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form panel-body npc-form" onSubmit={submit} aria-label="Add NPCs">
      <h3>Add NPCs</h3>
      {bestiary.length > 0 ? (
        <div className="field">
          <span className="label">From the bestiary</span>
          <ul className="bestiary row wrap" aria-label="Bestiary">
            {bestiary.map((b) => (
              <li key={b.id} className="row">
                <button type="button" className="btn btn-small" onClick={() => use(b)}>
                  {b.name}
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Delete ${b.name} from the bestiary`}
                  onClick={() =>
                    store
                      .send({ type: "bestiary.delete", id: b.id })
                      .catch((e) => toast(errorText(e), "error"))
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="field-row tight">
        <div className="field">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            required
            maxLength={80}
            value={name}
            placeholder="e.g. Goblin"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.count}>How many</label>
          <input
            id={ids.count}
            type="number"
            min={1}
            max={20}
            required
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
          />
        </div>
      </div>
      <div className="statblock-fields">
        {fields.map((f) => (
          <StatField
            key={f.key}
            field={f}
            value={values[f.key]}
            onChange={(v) => setValues((old) => ({ ...old, [f.key]: v }))}
          />
        ))}
      </div>
      <div className="field-row tight">
        <div className="field check">
          <input
            id={ids.secret}
            type="checkbox"
            checked={secret}
            onChange={(e) => setSecret(e.target.checked)}
          />
          <label htmlFor={ids.secret}>Secret from the players</label>
        </div>
        {secret ? (
          <div className="field">
            <label htmlFor={ids.show}>Players see</label>
            <select id={ids.show} value={show} onChange={(e) => setShow(e.target.value as Secrecy["show"])}>
              {(Object.keys(SHOW_LABELS) as Secrecy["show"][]).map((k) => (
                <option key={k} value={k}>
                  {SHOW_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="field-row tight">
        {running ? (
          <div className="field check">
            <input
              id={ids.encounter}
              type="checkbox"
              checked={encounter}
              onChange={(e) => setEncounter(e.target.checked)}
            />
            <label htmlFor={ids.encounter}>Add to the encounter</label>
          </div>
        ) : null}
        <div className="field check">
          <input id={ids.save} type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
          <label htmlFor={ids.save}>Save in the bestiary</label>
        </div>
      </div>
      {error ? (
        <p className="error-note" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !name.trim()}>
          {count > 1 ? `Add ${count} NPCs` : "Add NPC"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function StatField({
  field,
  value,
  onChange,
}: {
  field: NpcField;
  value: unknown;
  onChange(v: unknown): void;
}) {
  const id = useId();
  switch (field.kind) {
    case "integer":
      return (
        <div className="field">
          <label htmlFor={id}>{field.label}</label>
          <input
            id={id}
            type="number"
            min={field.min}
            max={field.max}
            step={1}
            required
            value={typeof value === "number" ? value : field.default}
            onChange={(e) => onChange(Number(e.target.value))}
          />
        </div>
      );
    case "text":
      return (
        <div className="field">
          <label htmlFor={id}>{field.label}</label>
          <input
            id={id}
            maxLength={field.maxLength}
            value={typeof value === "string" ? value : field.default}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      );
    case "choice":
      return (
        <div className="field">
          <label htmlFor={id}>{field.label}</label>
          <select id={id} value={String(value ?? field.default)} onChange={(e) => onChange(e.target.value)}>
            {field.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      );
    case "multi": {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="field multi">
          <legend>
            {field.label} <span className="muted small">(up to {field.max})</span>
          </legend>
          {field.choices.map((c) => {
            const on = chosen.includes(c.value);
            return (
              <label key={c.value} className="check">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && chosen.length >= field.max}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...chosen, c.value] : chosen.filter((x) => x !== c.value))
                  }
                />{" "}
                {c.label}
              </label>
            );
          })}
        </fieldset>
      );
    }
  }
}
