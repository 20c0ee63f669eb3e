// One control for one value, chosen by its JSON Schema (see schema.ts). Labels are the caller's:
// the control takes the id its <label> points at.

import { useState } from "react";
import type { JsonSchema } from "../lib/api.js";
import { SchemaInput, type Suggest } from "./SchemaInput.js";
import { choiceKey, choiceLabel, type FieldKind, fieldKind } from "./schema.js";

export interface ValueControlProps {
  id: string;
  schema: JsonSchema;
  value: unknown;
  onChange(v: unknown): void;
  describedBy?: string;
  /**
   * Choices to offer instead of free input (character ids, skill names, the weapons a character
   * carries…), shown as a select; for a text or number field, or a select narrowed to them.
   */
  suggestions?: { value: string | number; label: string }[];
  kind?: FieldKind;
  required?: boolean;
  /** Rows for a value edited as JSON. */
  jsonRows?: number;
  /** Choices for fields inside a structured value, by field name (characters for `defender`). */
  suggest?: Suggest | undefined;
}

export function ValueControl(p: ValueControlProps) {
  const kind = p.kind ?? fieldKind(p.schema);
  const common = { id: p.id, "aria-describedby": p.describedBy };
  const offered = p.suggestions;
  if (
    offered &&
    offered.length > 0 &&
    (kind.kind === "text" || kind.kind === "number" || kind.kind === "select")
  ) {
    // Matched as text (a weapon typed in another case still counts), sent with the offer's own type.
    const value = typeof p.value === "string" || typeof p.value === "number" ? String(p.value) : "";
    const match = offered.find((s) => String(s.value).toLowerCase() === value.toLowerCase());
    return (
      <select
        {...common}
        value={match ? String(match.value) : ""}
        onChange={(e) => p.onChange(offered.find((s) => String(s.value) === e.target.value)?.value)}
      >
        {!p.required || !match ? <option value="">{p.required ? "Choose…" : "—"}</option> : null}
        {offered.map((s) => (
          <option key={String(s.value)} value={String(s.value)}>
            {s.label}
          </option>
        ))}
      </select>
    );
  }
  switch (kind.kind) {
    case "select": {
      const choices = kind.choices;
      const current = p.value === undefined ? undefined : choiceKey(p.value);
      return (
        <select
          {...common}
          value={current ?? ""}
          onChange={(e) => {
            if (e.target.value === "") p.onChange(undefined);
            else p.onChange(JSON.parse(e.target.value));
          }}
        >
          {current === undefined || !choices.some((c) => choiceKey(c) === current) ? (
            <option value="">—</option>
          ) : null}
          {choices.map((c) => (
            <option key={choiceKey(c)} value={choiceKey(c)}>
              {choiceLabel(c)}
            </option>
          ))}
        </select>
      );
    }
    case "boolean":
      return (
        <input
          {...common}
          type="checkbox"
          className="switch"
          checked={p.value === true}
          onChange={(e) => p.onChange(e.target.checked)}
        />
      );
    case "number":
      return (
        <input
          {...common}
          type="number"
          inputMode={kind.integer ? "numeric" : "decimal"}
          step={kind.integer ? 1 : "any"}
          min={kind.min}
          max={kind.max}
          placeholder={kind.nullable ? "none" : undefined}
          value={typeof p.value === "number" ? p.value : ""}
          onChange={(e) => {
            const t = e.target.value;
            if (t === "") p.onChange(kind.nullable ? null : undefined);
            else p.onChange(Number(t));
          }}
        />
      );
    case "text":
      return (
        <input
          {...common}
          type="text"
          maxLength={kind.maxLength}
          placeholder={kind.nullable ? "none" : undefined}
          value={typeof p.value === "string" ? p.value : typeof p.value === "number" ? String(p.value) : ""}
          onChange={(e) => {
            const t = e.target.value;
            if (t === "") p.onChange(kind.nullable ? null : undefined);
            else p.onChange(kind.numeric && /^[+-]?\d+(\.\d+)?$/.test(t.trim()) ? Number(t) : t);
          }}
        />
      );
    case "list":
      return <ListInput {...common} value={p.value} onChange={p.onChange} />;
    case "json":
      // Structured controls from the schema; JSON only where the schema says nothing of the shape.
      return (
        <SchemaInput id={p.id} schema={p.schema} value={p.value} onChange={p.onChange} suggest={p.suggest} />
      );
  }
}

const splitList = (t: string) =>
  t
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

function ListInput(p: {
  id: string;
  value: unknown;
  onChange(v: unknown): void;
  "aria-describedby"?: string;
}) {
  const list = Array.isArray(p.value) ? (p.value as unknown[]).map(String) : [];
  const joined = list.join(", ");
  const [text, setText] = useState(joined);
  // When the value changes from outside (not by typing here), show it.
  const [seen, setSeen] = useState(joined);
  if (seen !== joined) {
    setSeen(joined);
    if (splitList(text).join(", ") !== joined) setText(joined);
  }
  return (
    <input
      id={p.id}
      aria-describedby={p["aria-describedby"]}
      type="text"
      placeholder="comma, separated"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        p.onChange(splitList(e.target.value));
      }}
    />
  );
}

function sameJson(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

/** Any JSON value, as text; it takes effect while it parses, and says so when it does not. */
export function JsonInput(p: {
  id: string;
  value: unknown;
  onChange(v: unknown): void;
  rows?: number;
  "aria-describedby"?: string;
}) {
  const shown = p.value === undefined ? "" : JSON.stringify(p.value, null, 2);
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState<string | null>(null);
  // When the value changes from outside (not by typing here), show it.
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    if (bad === null && !sameJson(text, p.value)) setText(shown);
  }
  const errId = `${p.id}-json-error`;
  return (
    <>
      <textarea
        id={p.id}
        className="json"
        spellCheck={false}
        rows={p.rows ?? Math.min(10, Math.max(2, text.split("\n").length))}
        aria-invalid={bad !== null}
        aria-describedby={[p["aria-describedby"], bad ? errId : null].filter(Boolean).join(" ") || undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === "") {
            setBad(null);
            p.onChange(undefined);
            return;
          }
          try {
            p.onChange(JSON.parse(e.target.value));
            setBad(null);
          } catch (err) {
            setBad(err instanceof Error ? err.message : "not JSON");
          }
        }}
      />
      {bad ? (
        <span className="field-error" id={errId}>
          Not valid JSON yet: {bad}
        </span>
      ) : null}
    </>
  );
}
