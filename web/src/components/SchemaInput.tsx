// Structured controls for values richer than one field, built from their JSON Schema: an object is
// a group of fields, a list is rows with Add and Remove, a pair of numbers is two number boxes, a
// choice of shapes is a select of the shapes then the chosen one's fields, a map is key/value rows.
// A value starts empty (or at the schema's own defaults) and an object stays unset until one of
// its fields is; nothing here ever shows JSON unless the schema says nothing about the shape.

import { useState } from "react";
import type { JsonSchema } from "../lib/api.js";
import { humanize } from "./format.js";
import { fieldKind } from "./schema.js";
import { JsonInput, ValueControl } from "./ValueControl.js";

type Obj = Record<string, unknown>;

/** Choices a caller can offer for a field by its name, at any depth (characters for `defender`). */
export type Suggest = (key: string) => { value: string | number; label: string }[] | undefined;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** The schema's own defaults for an object's fields (never an example's values). */
export function defaultsOf(s: JsonSchema): unknown {
  if (s.default !== undefined) return structuredClone(s.default);
  return undefined;
}

/** Drops unset fields and emptied objects, so what is sent carries only what the user set. */
export function pruneValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(pruneValue).filter((x) => x !== undefined);
  if (isObj(v)) {
    const out: Obj = {};
    for (const [k, x] of Object.entries(v)) {
      const p = pruneValue(x);
      if (p !== undefined) out[k] = p;
    }
    return out;
  }
  return v;
}

interface Variant {
  label: string;
  schema: JsonSchema;
  matches(v: unknown): boolean;
}

/** The shapes of a choice (anyOf/oneOf), each with a name a person reads. */
function variantsOf(s: JsonSchema): Variant[] | null {
  const alts = s.anyOf ?? s.oneOf;
  if (!alts || alts.length < 2) return null;
  return alts.map((a) => {
    const disc = a.properties
      ? Object.entries(a.properties).find(([, p]) => p && "const" in p && typeof p.const === "string")
      : undefined;
    if (disc)
      return {
        label: humanize(String(disc[1].const)),
        schema: a,
        matches: (v) => isObj(v) && v[disc[0]] === disc[1].const,
      };
    if (a.type === "null") return { label: "none", schema: a, matches: (v) => v === null };
    if (a.type === "object") return { label: "with details", schema: a, matches: (v) => isObj(v) };
    if (a.enum) return { label: "from the list", schema: a, matches: (v) => a.enum!.includes(v) };
    if (a.type === "string") return { label: "words", schema: a, matches: (v) => typeof v === "string" };
    if (a.type === "integer" || a.type === "number")
      return { label: "a number", schema: a, matches: (v) => typeof v === "number" };
    if (a.type === "boolean")
      return { label: "yes or no", schema: a, matches: (v) => typeof v === "boolean" };
    if (a.type === "array") return { label: "a list", schema: a, matches: (v) => Array.isArray(v) };
    return { label: "other", schema: a, matches: () => false };
  });
}

/** A value no single field can hold, as structured controls. */
export function SchemaInput(p: {
  id: string;
  schema: JsonSchema;
  value: unknown;
  onChange(v: unknown): void;
  suggest?: Suggest | undefined;
  depth?: number;
}) {
  const depth = p.depth ?? 0;
  const s = p.schema;
  // Which shape the user picked before filling it in (the value alone cannot say yet).
  const [picked, setPicked] = useState(-1);
  if (depth > 6) return <JsonInput id={p.id} value={p.value} onChange={p.onChange} />;

  // A choice of shapes: which one, then its own control.
  const variants = variantsOf(s);
  if (variants) {
    const current = variants.findIndex((v) => v.matches(p.value));
    const index = current >= 0 ? current : picked;
    const chosen = index >= 0 ? variants[index] : undefined;
    return (
      <div className="schema-choice">
        <select
          id={p.id}
          aria-label="Kind"
          value={index >= 0 ? String(index) : ""}
          onChange={(e) => {
            const i = e.target.value === "" ? -1 : Number(e.target.value);
            setPicked(i);
            const v = variants[i];
            if (!v) return p.onChange(undefined);
            if (v.schema.type === "null") return p.onChange(null);
            const disc = v.schema.properties
              ? Object.entries(v.schema.properties).find(([, x]) => x && "const" in x)
              : undefined;
            if (disc) return p.onChange({ [disc[0]]: disc[1].const });
            p.onChange(defaultsOf(v.schema));
          }}
        >
          <option value="">—</option>
          {variants.map((v, i) => (
            <option key={v.label + String(i)} value={String(i)}>
              {v.label}
            </option>
          ))}
        </select>
        {chosen && chosen.schema.type !== "null" ? (
          <>
            {/* A single control (a list's select, a number) has no label of its own: it is the value. */}
            {fieldKind(chosen.schema).kind !== "json" ? (
              <label htmlFor={`${p.id}-v`} className="sr-only">
                {`Value (${chosen.label})`}
              </label>
            ) : null}
            <ShapeInput {...p} id={`${p.id}-v`} schema={chosen.schema} depth={depth + 1} />
          </>
        ) : null}
      </div>
    );
  }
  return <ShapeInput {...p} depth={depth} />;
}

function ShapeInput(p: {
  id: string;
  schema: JsonSchema;
  value: unknown;
  onChange(v: unknown): void;
  suggest?: Suggest | undefined;
  depth: number;
}) {
  const s = p.schema;
  const kind = fieldKind(s);
  if (kind.kind !== "json") {
    return <ValueControl id={p.id} schema={s} kind={kind} value={p.value} onChange={p.onChange} />;
  }
  if (s.type === "array" && Array.isArray(s.prefixItems))
    return <TupleInput {...p} items={s.prefixItems as JsonSchema[]} />;
  if (s.type === "array" && s.items && typeof s.items === "object")
    return <ListRows {...p} items={s.items} />;
  if (s.type === "object" && s.properties && Object.keys(s.properties).length > 0)
    return <ObjectFields {...p} />;
  const extra = s.additionalProperties;
  if (s.type === "object" && isObj(extra)) return <MapRows {...p} values={extra as JsonSchema} />;
  // A schema that allows anything (`{}`): words, or a number when it reads as one.
  if (Object.keys(s).every((k) => k === "description" || k === "default"))
    return (
      <ValueControl
        id={p.id}
        schema={{ type: "string" }}
        kind={{ kind: "text", nullable: false, numeric: true }}
        value={p.value}
        onChange={p.onChange}
      />
    );
  return <JsonInput id={p.id} value={p.value} onChange={p.onChange} />;
}

function ObjectFields(p: {
  id: string;
  schema: JsonSchema;
  value: unknown;
  onChange(v: unknown): void;
  suggest?: Suggest | undefined;
  depth: number;
}) {
  const props = p.schema.properties ?? {};
  const required = new Set(p.schema.required ?? []);
  const value = isObj(p.value) ? p.value : {};
  const set = (k: string, v: unknown) => {
    const next: Obj = { ...value, [k]: v };
    if (v === undefined) delete next[k];
    // An object nobody filled in stays unset, so an optional one is not sent half made.
    p.onChange(Object.keys(next).length === 0 ? undefined : next);
  };
  return (
    <fieldset className="schema-object" id={p.id}>
      {Object.entries(props).map(([k, ks]) => {
        if (ks && "const" in ks) return null; // a discriminator, chosen above
        const fid = `${p.id}-${k}`;
        const fk = fieldKind(ks);
        const offered = p.suggest?.(k);
        const scalar = fk.kind !== "json";
        return (
          <div
            key={k}
            className={`field ${fk.kind === "boolean" ? "field-check" : ""} ${scalar ? "" : "field-wide"}`}
          >
            <label htmlFor={fid}>
              {humanize(k)}
              {required.has(k) ? <span aria-hidden="true"> *</span> : null}
            </label>
            {scalar ? (
              <ValueControl
                id={fid}
                schema={ks}
                kind={fk}
                value={value[k]}
                onChange={(v) => set(k, v)}
                suggestions={offered}
                required={required.has(k)}
              />
            ) : (
              <SchemaInput
                id={fid}
                schema={ks}
                value={value[k]}
                onChange={(v) => set(k, v)}
                suggest={p.suggest}
                depth={p.depth + 1}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function ListRows(p: {
  id: string;
  schema: JsonSchema;
  items: JsonSchema;
  value: unknown;
  onChange(v: unknown): void;
  suggest?: Suggest | undefined;
  depth: number;
}) {
  const list = Array.isArray(p.value) ? p.value : [];
  const max = typeof p.schema.maxItems === "number" ? p.schema.maxItems : 50;
  const replace = (i: number, v: unknown) => p.onChange(list.map((x, j) => (j === i ? v : x)));
  return (
    <div className="schema-list" id={p.id}>
      {list.length === 0 ? <p className="muted small">none</p> : null}
      <ol>
        {list.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          <li key={i} className="schema-row">
            <SchemaInput
              id={`${p.id}-${i}`}
              schema={p.items}
              value={item}
              onChange={(v) => replace(i, v)}
              suggest={p.suggest}
              depth={p.depth + 1}
            />
            <button
              type="button"
              className="btn btn-small"
              aria-label={`Remove row ${i + 1}`}
              onClick={() => p.onChange(list.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {list.length < max ? (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => p.onChange([...list, defaultsOf(p.items)])}
        >
          Add
        </button>
      ) : null}
    </div>
  );
}

function TupleInput(p: { id: string; items: JsonSchema[]; value: unknown; onChange(v: unknown): void }) {
  const list = Array.isArray(p.value) ? p.value : [];
  const names = p.items.length === 2 ? ["x", "y"] : p.items.map((_, i) => String(i + 1));
  return (
    <span className="schema-tuple" id={p.id}>
      {p.items.map((it, i) => (
        <span key={names[i]} className="schema-tuple-part">
          <label htmlFor={`${p.id}-${i}`} className="small">
            {names[i]}
          </label>
          <ValueControl
            id={`${p.id}-${i}`}
            schema={it}
            value={list[i]}
            onChange={(v) => {
              const next = p.items.map((_, j) => (j === i ? v : (list[j] ?? 0)));
              p.onChange(next.every((x) => x === undefined) ? undefined : next);
            }}
          />
        </span>
      ))}
    </span>
  );
}

function MapRows(p: {
  id: string;
  values: JsonSchema;
  value: unknown;
  onChange(v: unknown): void;
  suggest?: Suggest | undefined;
  depth: number;
}) {
  const value = isObj(p.value) ? p.value : {};
  const [draft, setDraft] = useState("");
  const entries = Object.entries(value);
  const set = (next: Obj) => p.onChange(Object.keys(next).length === 0 ? undefined : next);
  return (
    <div className="schema-map" id={p.id}>
      {entries.map(([k, v]) => (
        <div key={k} className="schema-row">
          <label htmlFor={`${p.id}-${k}`}>{k}</label>
          <SchemaInput
            id={`${p.id}-${k}`}
            schema={p.values}
            value={v}
            onChange={(x) => set({ ...value, [k]: x })}
            suggest={p.suggest}
            depth={p.depth + 1}
          />
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Remove ${k}`}
            onClick={() => {
              const next = { ...value };
              delete next[k];
              set(next);
            }}
          >
            Remove
          </button>
        </div>
      ))}
      <span className="row">
        <label htmlFor={`${p.id}-new`} className="sr-only">
          New name
        </label>
        <input id={`${p.id}-new`} type="text" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button
          type="button"
          className="btn btn-small"
          disabled={draft.trim() === "" || Object.hasOwn(value, draft.trim())}
          onClick={() => {
            set({ ...value, [draft.trim()]: defaultsOf(p.values) });
            setDraft("");
          }}
        >
          Add
        </button>
      </span>
    </div>
  );
}
