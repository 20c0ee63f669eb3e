// A ruleset's options: every one with its description, its control and its default, filterable;
// only the options changed from the book's defaults are sent.

import { useId, useMemo, useState } from "react";
import type { OptionInfo } from "../lib/api.js";
import { humanize, shortValue } from "./format.js";
import { fieldKind } from "./schema.js";
import { ValueControl } from "./ValueControl.js";

export function OptionsEditor({
  options,
  value,
  onChange,
  errorPath,
}: {
  options: OptionInfo[];
  value: Record<string, unknown>;
  onChange(v: Record<string, unknown>): void;
  /** The option the server or the ruleset refused, to point at. */
  errorPath?: string | null;
}) {
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    // Options set with a single control first; those edited as JSON after them.
    const simpleFirst = [...options].sort(
      (a, b) => Number(fieldKind(a.schema).kind === "json") - Number(fieldKind(b.schema).kind === "json"),
    );
    if (!f) return simpleFirst;
    return simpleFirst.filter(
      (o) =>
        o.name.toLowerCase().includes(f) ||
        humanize(o.name).toLowerCase().includes(f) ||
        o.description.toLowerCase().includes(f),
    );
  }, [options, filter]);
  const changed = Object.keys(value).length;

  function set(name: string, v: unknown, def: unknown) {
    const next = { ...value };
    if (v === undefined || JSON.stringify(v) === JSON.stringify(def)) delete next[name];
    else next[name] = v;
    onChange(next);
  }

  return (
    <div className="options-editor">
      <div className="options-toolbar">
        <label htmlFor={filterId} className="sr-only">
          Filter options
        </label>
        <input
          id={filterId}
          type="search"
          placeholder={`Filter ${options.length} options…`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <span className="muted small">
          {changed === 0 ? "All at the book's defaults" : `${changed} changed`}
        </span>
        {changed > 0 ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange({})}>
            Reset all
          </button>
        ) : null}
      </div>
      <ul className="option-list">
        {shown.map((o) => (
          <OptionRow
            key={o.name}
            option={o}
            value={o.name in value ? value[o.name] : o.default}
            changed={o.name in value}
            invalid={errorPath === o.name}
            onChange={(v) => set(o.name, v, o.default)}
          />
        ))}
        {shown.length === 0 ? <li className="muted">No option matches “{filter}”.</li> : null}
      </ul>
    </div>
  );
}

function OptionRow(p: {
  option: OptionInfo;
  value: unknown;
  changed: boolean;
  invalid: boolean;
  onChange(v: unknown): void;
}) {
  const id = useId();
  const descId = `${id}-desc`;
  const kind = fieldKind(p.option.schema);
  const wide = kind.kind === "json";
  return (
    <li
      className={`option ${p.changed ? "changed" : ""} ${p.invalid ? "invalid" : ""} ${wide ? "wide" : ""}`}
    >
      <div className="option-head">
        <label htmlFor={id}>
          {humanize(p.option.name)} <code className="option-name">{p.option.name}</code>
        </label>
        <div className="option-control">
          <ValueControl
            id={id}
            schema={p.option.schema}
            kind={kind}
            value={p.value}
            onChange={p.onChange}
            describedBy={descId}
            jsonRows={4}
          />
        </div>
      </div>
      <p className="option-desc" id={descId}>
        {p.option.description}{" "}
        <span className="muted">
          Default: <code>{shortValue(p.option.default)}</code>
        </span>
        {p.changed ? (
          <button type="button" className="link-button" onClick={() => p.onChange(undefined)}>
            Reset
          </button>
        ) : null}
      </p>
    </li>
  );
}
