// The overlay: its JSON, the friendly controls that write it (renames, options, new catalogue
// entries), its problems with their field paths, and what the derived ruleset is when it is valid.

import { type ChangeEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { OptionsEditor } from "../components/OptionsEditor.js";
import { api, type OptionInfo } from "../lib/api.js";
import { saveOverlay } from "../lib/overlays.js";
import { navigate } from "../lib/router.js";
import {
  addEntry,
  addedOf,
  baseRuleset,
  blankOverlay,
  type Checked,
  type EntryField,
  entryFields,
  entryFrom,
  gritExample,
  OVERLAY_BASES,
  type Overlay,
  removeAdded,
  renameOf,
  setOptions,
  setRename,
  supportOf,
  termsOf,
  toText,
} from "./model.js";

export function OverlayEditor({
  text,
  onText,
  checked,
  base,
}: {
  text: string;
  onText(t: string): void;
  checked: Checked;
  base: string;
}) {
  const ids = { base: useId(), json: useId(), jsonHint: useId(), upload: useId(), problems: useId() };
  const [uploadError, setUploadError] = useState<string | null>(null);
  const overlay = checked.overlay;
  const edit = (f: (o: Overlay) => Overlay) => {
    if (overlay) onText(toText(f(overlay)));
  };

  function download() {
    const name = overlay && typeof overlay.id === "string" ? overlay.id : "overlay";
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `${name}.overlay.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function upload(ev: ChangeEvent<HTMLInputElement>) {
    const file = ev.target.files?.[0];
    ev.target.value = "";
    if (!file) return;
    setUploadError(null);
    try {
      const t = await file.text();
      JSON.parse(t);
      onText(t.endsWith("\n") ? t : `${t}\n`);
    } catch (e) {
      setUploadError(`${file.name} is not JSON: ${(e as Error).message}`);
    }
  }

  return (
    <section className="card designer-overlay" aria-labelledby="overlay-title">
      <h1 id="overlay-title">Design a ruleset</h1>
      <p className="muted">
        An overlay renames terms, changes option defaults and adds or removes catalogue entries of a shipped
        ruleset. It is checked as you type, by the same code as <code>tabula rulesets OVERLAY</code>.
      </p>
      <div className="designer-toolbar">
        <div className="field">
          <label htmlFor={ids.base}>Base ruleset</label>
          <select id={ids.base} value={base} onChange={(e) => onText(toText(blankOverlay(e.target.value)))}>
            {OVERLAY_BASES.map((id) => (
              <option key={id} value={id}>
                {baseRuleset(id)?.name ?? id}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="button" className="btn" onClick={() => onText(toText(gritExample()))}>
            Example: Lucky 13 → Grit
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => onText(toText(blankOverlay(base)))}>
            Start blank
          </button>
          <button type="button" className="btn btn-ghost" onClick={download}>
            Download JSON
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!checked.ok}
            title={checked.ok ? undefined : "Fix the overlay's problems first"}
            onClick={() => {
              if (!checked.ok) return;
              // Kept in this browser; the start page offers it and sends it when the table is made.
              const saved = saveOverlay(checked.overlay);
              navigate(`/?overlay=${encodeURIComponent(saved.id)}`);
            }}
          >
            Play this at a table
          </button>
          <label className="btn btn-ghost file-button" htmlFor={ids.upload}>
            Upload JSON…
          </label>
          <input
            id={ids.upload}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={upload}
          />
        </div>
      </div>
      {uploadError ? (
        <p className="error-note" role="alert">
          {uploadError}
        </p>
      ) : null}

      <div className="designer-columns">
        <div className="designer-controls">
          {overlay ? (
            <FriendlyControls overlay={overlay} edit={edit} />
          ) : (
            <p className="notice">Fix the JSON to use the controls again.</p>
          )}
        </div>
        <div className="field designer-json">
          <label htmlFor={ids.json}>Overlay JSON</label>
          <textarea
            id={ids.json}
            className="json-editor"
            spellCheck={false}
            value={text}
            rows={18}
            aria-invalid={!checked.ok}
            aria-describedby={`${ids.jsonHint} ${ids.problems}`}
            onChange={(e) => onText(e.target.value)}
          />
          <p className="hint" id={ids.jsonHint}>
            The format is in docs/overlays.md. The controls beside this write the same JSON.
          </p>
        </div>
      </div>
      <div id={ids.problems} aria-live="polite">
        {checked.ok ? <Summary checked={checked} /> : <Problems checked={checked} />}
      </div>
    </section>
  );
}

function Problems({ checked }: { checked: Extract<Checked, { ok: false }> }) {
  return (
    <div className="overlay-status bad" data-testid="overlay-problems">
      <h2>
        {checked.problems.length === 1 ? "1 problem" : `${checked.problems.length} problems`} with this
        overlay
      </h2>
      <ul className="problem-list">
        {checked.problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems are positional
          <li key={i}>
            <code className="problem-path">{p.path}</code> <span>{p.message}</span>{" "}
            <span className="muted small">({p.code})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Summary({ checked }: { checked: Extract<Checked, { ok: true }> }) {
  const r = checked.ruleset;
  const d = r.derived;
  const baseName = d ? (baseRuleset(d.base)?.name ?? d.base) : "";
  const base = d ? baseRuleset(d.base) : null;
  const defaults = base ? (base.parseOptions({}) as Record<string, unknown>) : {};
  const mine = r.parseOptions({}) as Record<string, unknown>;
  const changed = Object.keys(mine).filter((k) => JSON.stringify(mine[k]) !== JSON.stringify(defaults[k]));
  const cat = d ? Object.entries(d.catalogues) : [];
  const overlay = checked.overlay;
  return (
    <div className="overlay-status good" data-testid="overlay-summary">
      <h2>
        Valid: {r.name} {r.version}
        {d ? <span className="muted"> · derived from {baseName}</span> : null}
      </h2>
      <dl className="summary-list">
        <dt>Renamed</dt>
        <dd>
          {d && d.renames.length > 0 ? d.renames.map((x) => `${x.from} → ${x.to}`).join(", ") : "nothing"}
        </dd>
        <dt>Defaults changed</dt>
        <dd>
          {changed.length > 0 ? changed.map((k) => `${k} = ${JSON.stringify(mine[k])}`).join(", ") : "none"}
        </dd>
        {cat.map(([name, entries]) => {
          const added = addedOf(overlay, name).length;
          const removed = Array.isArray((overlay.remove as Record<string, unknown> | undefined)?.[name])
            ? ((overlay.remove as Record<string, unknown[]>)[name]?.length ?? 0)
            : 0;
          return (
            <div key={name} className="summary-pair">
              <dt>{name}</dt>
              <dd>
                {entries.length}
                {added > 0 ? `, ${added} added` : ""}
                {removed > 0 ? `, ${removed} removed` : ""}
                {added > 0 ? `: ${addedOf(overlay, name).map(keyName).join(", ")}` : ""}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

const keyName = (e: unknown) =>
  e !== null && typeof e === "object" && typeof (e as { name?: unknown }).name === "string"
    ? (e as { name: string }).name
    : JSON.stringify(e);

function FriendlyControls({ overlay, edit }: { overlay: Overlay; edit(f: (o: Overlay) => Overlay): void }) {
  const base = typeof overlay.base === "string" ? overlay.base : "";
  const support = supportOf(base);
  const ids = { id: useId(), name: useId() };
  if (!support) return <p className="notice">Pick a base ruleset that supports overlays.</p>;
  const field = (key: "id" | "name") => (typeof overlay[key] === "string" ? (overlay[key] as string) : "");
  return (
    <div className="friendly">
      <div className="field-row">
        <div className="field">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            value={field("name")}
            onChange={(e) => edit((o) => ({ ...o, name: e.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.id}>Id</label>
          <input
            id={ids.id}
            value={field("id")}
            spellCheck={false}
            onChange={(e) => edit((o) => ({ ...o, id: e.target.value }))}
          />
        </div>
      </div>
      <details className="options-details" open>
        <summary>Rename terms</summary>
        {Object.entries(support.terms).map(([kind, t]) => {
          const terms = termsOf(support, kind, overlay);
          return (
            <fieldset key={kind} className="rename-set">
              <legend>{t.plural}</legend>
              {terms.length === 0 ? <p className="hint">None under these options.</p> : null}
              {terms.map((term) => (
                <RenameField
                  key={term.id}
                  label={`New name for ${term.name}`}
                  shown={term.name}
                  value={renameOf(overlay, kind, term)}
                  onChange={(v) => edit((o) => setRename(o, kind, term, v))}
                />
              ))}
            </fieldset>
          );
        })}
      </details>
      <OptionsSection base={base} overlay={overlay} edit={edit} />
      <details className="options-details" open>
        <summary>Add to a catalogue</summary>
        <AddEntry key={base} overlay={overlay} base={base} edit={edit} />
      </details>
    </div>
  );
}

function RenameField({
  label,
  shown,
  value,
  onChange,
}: {
  label: string;
  shown: string;
  value: string;
  onChange(v: string): void;
}) {
  const id = useId();
  return (
    <div className="rename-field">
      <label htmlFor={id}>{shown}</label>
      <input
        id={id}
        placeholder={shown}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
      />
    </div>
  );
}

function OptionsSection({
  base,
  overlay,
  edit,
}: {
  base: string;
  overlay: Overlay;
  edit(f: (o: Overlay) => Overlay): void;
}) {
  const [options, setOptionInfo] = useState<OptionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setOptionInfo(null);
    api.ruleset(base).then(
      (r) => live && setOptionInfo(r.options),
      (e) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [base]);
  const value =
    overlay.options !== null && typeof overlay.options === "object" && !Array.isArray(overlay.options)
      ? (overlay.options as Record<string, unknown>)
      : {};
  return (
    <details className="options-details">
      <summary>
        Option defaults <span className="badge">{Object.keys(value).length} changed</span>
      </summary>
      {options ? (
        <OptionsEditor options={options} value={value} onChange={(v) => edit((o) => setOptions(o, v))} />
      ) : error ? (
        <p className="field-error">The options could not be loaded: {error}</p>
      ) : (
        <p className="hint">Loading the options…</p>
      )}
    </details>
  );
}

function AddEntry({
  overlay,
  base,
  edit,
}: {
  overlay: Overlay;
  base: string;
  edit(f: (o: Overlay) => Overlay): void;
}) {
  const support = supportOf(base)!;
  const names = Object.keys(support.catalogues);
  const [catalogue, setCatalogue] = useState(names.includes("weapons") ? "weapons" : (names[0] ?? ""));
  const fields = entryFields(support, catalogue);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const ids = { cat: useId() };
  const firstField = useRef<HTMLInputElement>(null);
  const cat = support.catalogues[catalogue];
  const singular = cat?.singular ?? "entry";
  const text = (f: EntryField) =>
    draft[f.key] ?? (f.kind === "choice" && !f.optional ? (f.choices[0] ?? "") : "");

  function add() {
    const texts = Object.fromEntries(fields.map((f) => [f.key, text(f)]));
    edit((o) => addEntry(o, catalogue, entryFrom(fields, texts)));
    setDraft({});
    firstField.current?.focus();
  }

  const added = addedOf(overlay, catalogue);
  return (
    <div className="add-entry">
      <div className="field">
        <label htmlFor={ids.cat}>Catalogue</label>
        <select
          id={ids.cat}
          value={catalogue}
          onChange={(e) => {
            setCatalogue(e.target.value);
            setDraft({});
          }}
        >
          {names.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="entry-fields">
        <legend>New {singular}</legend>
        {fields.map((f, i) => (
          <EntryInput
            key={`${catalogue}.${f.key}`}
            label={`${singular} ${f.key}`}
            field={f}
            value={text(f)}
            inputRef={i === 0 ? firstField : undefined}
            onChange={(x) => setDraft((d) => ({ ...d, [f.key]: x }))}
          />
        ))}
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={add}
            disabled={fields.some((f) => f.key === "name") && (draft.name ?? "").trim() === ""}
          >
            Add {singular}
          </button>
        </div>
      </fieldset>
      {added.length > 0 ? (
        <ul className="added-list" aria-label={`Added ${cat?.plural ?? catalogue}`}>
          {added.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional
            <li key={i}>
              <code>{JSON.stringify(e)}</code>
              <button
                type="button"
                className="link-button small"
                aria-label={`Remove ${keyName(e)} from the added ${cat?.plural ?? catalogue}`}
                onClick={() => edit((o) => removeAdded(o, catalogue, i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function EntryInput({
  label,
  field,
  value,
  inputRef,
  onChange,
}: {
  label: string;
  field: EntryField;
  value: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onChange(v: string): void;
}) {
  const id = useId();
  const hint = field.kind === "list" ? "comma-separated" : field.kind === "json" ? "JSON" : "";
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.key}
        {field.optional ? <span className="muted"> (optional)</span> : null}
      </label>
      {field.kind === "choice" ? (
        <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          {field.optional ? <option value="">—</option> : null}
          {field.choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          ref={inputRef}
          aria-label={label}
          placeholder={hint}
          value={value}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
