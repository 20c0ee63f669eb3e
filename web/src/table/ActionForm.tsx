// A form for any ruleset action, built from its parameter schema: characters offered where a
// parameter names one, a character's own abilities or skills where a parameter asks for one, the
// exact odds (the action's `odds`, asked of the server for the table's current state) shown live
// before anything is rolled.

import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { partitionText, plainSummary } from "../../../src/engine/describe.js";
import type { Outcomes, ParamChoices } from "../../../src/engine/ruleset.js";
import type { CharacterEntry } from "../../../src/engine/state.js";
import { errorText } from "../components/ErrorNote.js";
import { humanize, percent } from "../components/format.js";
import { pruneValue, type Suggest } from "../components/SchemaInput.js";
import { fieldKind, shapeOf } from "../components/schema.js";
import { ValueControl } from "../components/ValueControl.js";
import type { ActionInfo, JsonSchema } from "../lib/api.js";
import { rememberTarget } from "../lib/current-target.js";
import type { Visibility } from "../lib/protocol.js";
import { useTable } from "./context.js";
import { oddsErrorText } from "./odds-words.js";
import { partitionClass } from "./RollLog.js";
import { useCurrentTargets } from "./use-current-targets.js";

export { oddsErrorText };

/** Parameters that name a character (or a participant standing for one). */
export const CHARACTER_KEYS = new Set([
  "actor",
  "attacker",
  "defender",
  "target",
  "character",
  "helper",
  "ally",
  "opponent",
  "victim",
]);

type Params = Record<string, unknown>;

/**
 * What a fresh form holds: the schema's own defaults and what the place it is shown in fixes (the
 * sheet's character as actor). Never the ruleset's examples: those are fixtures for docs and
 * tests, and a form seeded with them rolls with advantages, weapons and permissions nobody chose.
 */
export function startingParams(a: ActionInfo, fixed: Params, current: Params = {}): Params {
  const out: Params = {};
  // Of a union (the Dice Engine's place), the branch the table is in now: a toxic place's toxicity.
  const props = shapeOf(a.params, { ...current, ...fixed }).properties;
  for (const [k, s] of Object.entries(props))
    if (s.default !== undefined) out[k] = structuredClone(s.default);
  // What the table is now, for an action that sets something table-wide (the ruleset's `current`).
  for (const [k, v] of Object.entries(current)) if (Object.hasOwn(props, k)) out[k] = structuredClone(v);
  return { ...out, ...fixed };
}

/** The required fields still empty, by the words the form shows for them. */
export function missingFields(required: Iterable<string>, params: Params): string[] {
  return [...required]
    .filter((k) => params[k] === undefined || params[k] === "")
    .map((k) => humanize(k).toLowerCase());
}

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

const listWords = (xs: string[]) =>
  xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;

/** Keys of the character's data a parameter may pick from: `ability` → data.abilities. */
function dataChoices(data: unknown, param: string): { value: string; label: string }[] | undefined {
  if (!data || typeof data !== "object") return undefined;
  const d = data as Record<string, unknown>;
  const candidates = [`${param}s`, `${param.replace(/y$/, "ie")}s`, param];
  for (const key of candidates) {
    const v = d[key];
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const keys = Object.keys(v);
      if (keys.length > 0) return keys.map((k) => ({ value: k, label: humanize(k) }));
    }
    if (Array.isArray(v) && v.length > 0) {
      const named = v
        .map((x) => (x && typeof x === "object" ? ((x as Params).id ?? (x as Params).name) : null))
        .filter((x): x is string => typeof x === "string");
      if (named.length === v.length) return named.map((k) => ({ value: k, label: humanize(k) }));
    }
  }
  return undefined;
}

/**
 * The entries of a character's sheet a roll may name, for a list parameter the ruleset offers no
 * choices for (an Objects check's `roll`: "DEX", "Melee", a trait): its attributes or abilities,
 * then its skills, then its traits by their names.
 */
function sheetEntries(data: unknown): { value: string; label: string }[] | undefined {
  if (!data || typeof data !== "object") return undefined;
  const d = data as Record<string, unknown>;
  const out: { value: string; label: string }[] = [];
  const keysOf = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.keys(v) : []);
  const named = (k: string) => ({ value: k, label: /^[A-Z]+$/.test(k) ? k : humanize(k) });
  for (const key of ["attributes", "abilities", "stats", "skills"]) out.push(...keysOf(d[key]).map(named));
  if (Array.isArray(d.traits))
    for (const t of d.traits) {
      const name =
        t && typeof t === "object" ? ((t as Params).label ?? (t as Params).trait ?? (t as Params).name) : t;
      if (typeof name === "string") out.push({ value: name, label: humanize(name) });
    }
  return out.length > 0 ? out : undefined;
}

/**
 * The weapons a character carries, by name, for a `weapon` parameter the ruleset offers no choices
 * for: a Lucky 13 `weapons` list, Objects equipment with weapon data, Lucidity items of kind weapon.
 */
function carriedWeapons(data: unknown): { value: string; label: string }[] | undefined {
  if (!data || typeof data !== "object") return undefined;
  const d = data as Record<string, unknown>;
  const names: string[] = [];
  for (const key of ["weapons", "equipment", "items", "gear"]) {
    const list = d[key];
    if (!Array.isArray(list)) continue;
    for (const x of list) {
      if (!x || typeof x !== "object") continue;
      const item = x as Params;
      const isWeapon =
        key === "weapons" || item.kind === "weapon" || (item.weapon !== undefined && item.weapon !== null);
      if (isWeapon && typeof item.name === "string" && !names.includes(item.name)) names.push(item.name);
    }
  }
  return names.length > 0 ? names.map((n) => ({ value: n, label: n })) : undefined;
}

/** A list of words picked from `choices` (a roll's sheet entries): one select per row, Add and Remove. */
function ChoiceList({
  id,
  name,
  value,
  choices,
  max,
  required,
  onChange,
}: {
  id: string;
  name: string;
  value: unknown;
  choices: { value: string | number; label: string }[];
  max: number;
  required: boolean;
  onChange(v: unknown): void;
}) {
  const list = Array.isArray(value) ? (value as unknown[]).map(String) : [];
  const set = (next: string[]) => onChange(next.length === 0 ? undefined : next);
  const what = humanize(name).toLowerCase();
  return (
    <fieldset className="field field-wide choice-list" id={id}>
      <legend>
        {humanize(name)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {list.map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
        <div key={i} className="row">
          <select
            aria-label={`${humanize(name)} ${i + 1}`}
            value={v}
            onChange={(e) => set(list.map((x, j) => (j === i ? e.target.value : x)))}
          >
            {choices.some((c) => String(c.value) === v) ? null : <option value={v}>{v}</option>}
            {choices.map((c) => (
              <option key={String(c.value)} value={String(c.value)}>
                {c.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Remove ${what} ${i + 1}`}
            onClick={() => set(list.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      {list.length < max ? (
        <select
          aria-label={`Add to ${what}`}
          value=""
          onChange={(e) => e.target.value !== "" && set([...list, e.target.value])}
        >
          <option value="">{list.length === 0 ? "Choose…" : "Add…"}</option>
          {choices.map((c) => (
            <option key={String(c.value)} value={String(c.value)}>
              {c.label}
            </option>
          ))}
        </select>
      ) : null}
    </fieldset>
  );
}

/** Who acts; the fields naming whom they act against never offer them (a heal's target may be oneself). */
const ACTOR_PARAMS = ["actor", "attacker"] as const;
const OPPONENT_PARAMS = new Set(["defender", "opponent", "victim"]);

export function ActionForm({
  action,
  fixed = {},
  character,
  submitLabel,
  compact = false,
  onDone,
  onSubmitParams,
}: {
  action: ActionInfo;
  /** Parameters set by the place the form is shown in (the sheet's character as actor). */
  fixed?: Params;
  /** The character whose data offers choices (abilities, skills…). */
  character?: CharacterEntry | undefined;
  submitLabel?: string;
  compact?: boolean;
  onDone?(): void;
  /** Takes the finished parameters instead of sending the action (saving it as a macro). */
  onSubmitParams?(params: Params, visibility: Visibility): void | Promise<void>;
}) {
  const { store, snap, toast, nameOfCharacter } = useTable();
  const currentTargets = useCurrentTargets();
  const formId = useId();
  const fixedKey = JSON.stringify(fixed);
  // The table as it stands, for an action that sets something table-wide: the form starts there.
  const describeNow = snap.ruleset?.actions[action.id]?.current;
  const currentKey = useMemo(() => {
    if (!describeNow || !snap.state) return "{}";
    try {
      return JSON.stringify(describeNow({ state: snap.state, options: snap.options }));
    } catch {
      return "{}";
    }
  }, [describeNow, snap.state, snap.options]);
  const [params, setParams] = useState<Params>(() =>
    startingParams(action, fixed, JSON.parse(currentKey) as Params),
  );
  const [visibility, setVisibility] = useState<Visibility>("public");
  const [odds, setOdds] = useState<Outcomes | null>(null);
  const [oddsError, setOddsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Fields the user has set: the table's offers never overwrite them. */
  const touched = useRef(new Set<string>());

  // A new action or a new fixed character starts the form again.
  useEffect(() => {
    setParams(startingParams(action, JSON.parse(fixedKey) as Params, JSON.parse(currentKey) as Params));
    touched.current = new Set();
    setError(null);
  }, [action, fixedKey, currentKey]);

  const shape = shapeOf(action.params, params);
  const props = shape.properties;
  const required = new Set(shape.required);
  const characters = Object.values(snap.state?.characters ?? {});
  const sourceData =
    character?.data ??
    (typeof params.actor === "string"
      ? snap.state?.characters[params.actor]?.data
      : typeof params.attacker === "string"
        ? snap.state?.characters[params.attacker]?.data
        : undefined);

  // The ruleset's own offers for this table (an attacker's weapons, then that weapon's attack
  // types), worked out here by the same code the server runs; a form half filled gets what it can.
  const offers = snap.ruleset?.actions[action.id]?.choices;
  const paramsKey = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params
  const ruleChoices = useMemo((): ParamChoices => {
    if (!offers || !snap.state) return {};
    try {
      return offers({ state: snap.state, options: snap.options }, params);
    } catch {
      return {};
    }
  }, [offers, snap.state, snap.options, paramsKey]);

  // Who acts in this form: not offered as their own defender or target.
  const actingIds = new Set(
    ACTOR_PARAMS.map((k) => params[k]).filter((v): v is string => typeof v === "string" && v !== ""),
  );
  const fields = (() => {
    const list = Object.entries(props)
      .filter(([k]) => !(k in fixed))
      .map(([k, s]) => {
        const kind = fieldKind(s);
        const wordList =
          s.type === "array" &&
          !!s.items &&
          typeof s.items === "object" &&
          (s.items as JsonSchema).type === "string" &&
          !(s.items as JsonSchema).enum;
        const offered = ruleChoices[k]?.length
          ? ruleChoices[k]
          : wordList
            ? sheetEntries(sourceData)
            : kind.kind !== "text"
              ? undefined
              : CHARACTER_KEYS.has(k)
                ? characters.map((c) => ({ value: c.id, label: c.name }))
                : k === "weapon"
                  ? carriedWeapons(sourceData)
                  : dataChoices(sourceData, k);
        // A defender or target is never the one acting (issue 16: the desk's defender was the attacker).
        const suggestions =
          offered && OPPONENT_PARAMS.has(k)
            ? offered.filter((o) => !actingIds.has(String(o.value)))
            : offered;
        // Single values in view; lists, switches and JSON behind "More" unless the action needs them.
        const main =
          required.has(k) || kind.kind === "select" || kind.kind === "number" || kind.kind === "text";
        return { key: k, schema: s, kind, suggestions, main: main || (wordList && !!suggestions), wordList };
      });
    return { main: list.filter((f) => f.main), more: list.filter((f) => !f.main) };
  })();

  // Who acts now by the tracker (issue 16: the desk kept the first character as the attacker when
  // a ghoul acted): an actor or attacker the user has not chosen starts as that character.
  const enc = snap.state?.encounter;
  const actingNow = (() => {
    if (!enc) return undefined;
    const p =
      enc.model === "ticks"
        ? [...enc.participants].sort((a, b) => a.tick - b.tick)[0]
        : enc.participants.find((x) => x.id === enc.order[enc.current]);
    return p && snap.state?.characters[p.character] ? p.character : undefined;
  })();
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params
  useEffect(() => {
    if (!actingNow) return;
    const picks: Params = {};
    for (const k of ACTOR_PARAMS)
      if (k in props && !(k in fixed) && !touched.current.has(k) && params[k] !== actingNow)
        picks[k] = actingNow;
    if (Object.keys(picks).length > 0) setParams((p) => ({ ...p, ...picks }));
  }, [actingNow, paramsKey]);

  // A defender, opponent or victim nobody has chosen starts as whoever acts last acted against (its
  // current target, from the log: lib/current-target.ts) while that one may still be chosen;
  // otherwise as the first foe of whoever acts (a player's character against the GM's, and the
  // GM's against the players'), those in the encounter first; never an ally that happens to come
  // first in the list.
  const actor = ACTOR_PARAMS.map((k) => params[k]).find(
    (v): v is string => typeof v === "string" && v !== "",
  );
  const current = actor ? currentTargets.get(actor)?.target : undefined;
  const foe = (() => {
    const me = actor ? snap.state?.characters[actor] : undefined;
    if (!me) return undefined;
    const inEncounter = new Set((enc?.participants ?? []).map((p) => p.character));
    const isFoe = (id: string) => {
      const c = snap.state?.characters[id];
      return !!c && c.id !== me.id && (c.owner === null) !== (me.owner === null);
    };
    const offeredFor = (k: string) =>
      (ruleChoices[k]?.length
        ? ruleChoices[k]!.map((o) => String(o.value))
        : characters.map((c) => c.id)
      ).filter((id) => !actingIds.has(id));
    const pick: Record<string, string> = {};
    for (const k of OPPONENT_PARAMS) {
      if (!(k in props)) continue;
      const ids = offeredFor(k);
      if (current !== undefined && ids.includes(current) && snap.state?.characters[current]) {
        pick[k] = current;
        continue;
      }
      const foes = ids.filter(isFoe);
      const first = foes.find((id) => inEncounter.has(id)) ?? foes[0];
      if (first) pick[k] = first;
    }
    return pick;
  })();
  /** The field that holds the current target now, for the words under the fields. */
  const targetShown =
    current !== undefined && [...OPPONENT_PARAMS].some((k) => k in props && params[k] === current)
      ? nameOfCharacter(current)
      : null;
  const foeKey = JSON.stringify(foe ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: foeKey stands for foe, paramsKey for params
  useEffect(() => {
    const picks: Params = {};
    for (const [k, id] of Object.entries(foe ?? {}))
      if (!(k in fixed) && !touched.current.has(k) && params[k] !== id) picks[k] = id;
    if (Object.keys(picks).length > 0) setParams((p) => ({ ...p, ...picks }));
  }, [foeKey, paramsKey]);

  const missing = missingFields(required, params);
  const complete = missing.length === 0;

  // A required choice with one possible value (the only weapon a character carries) is made; a
  // value the user did not choose that the table does not offer (a schema default attack type the
  // weapon does not allow) gives way to the offer, or to nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params
  useEffect(() => {
    const picks: Params = {};
    for (const [k, offered] of Object.entries(ruleChoices)) {
      if (k in fixed || touched.current.has(k) || !offered || offered.length === 0) continue;
      const v = params[k];
      const fits = v !== undefined && offered.some((o) => String(o.value) === String(v));
      if (fits) continue;
      if (offered.length === 1 && (required.has(k) || v !== undefined)) picks[k] = offered[0]!.value;
      else if (v !== undefined) picks[k] = undefined;
    }
    if (Object.keys(picks).length > 0) setParams((p) => ({ ...p, ...picks }));
  }, [ruleChoices, paramsKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params; head for the state
  useEffect(() => {
    if (!action.odds || !complete) {
      setOdds(null);
      setOddsError(null);
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      store.odds(action.id, JSON.parse(paramsKey)).then(
        (o) => {
          if (!live) return;
          setOdds(o);
          setOddsError(null);
        },
        (e) => {
          if (!live) return;
          setOdds(null);
          setOddsError(oddsErrorText(e, JSON.parse(paramsKey) as Params));
        },
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [action, paramsKey, snap.head, snap.status, complete]);

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (!complete) {
      setError(`Choose ${listWords(missing)} first.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (onSubmitParams) await onSubmitParams(clean(params, props), visibility);
      else {
        const sent = clean(params, props);
        const ack = await store.send({ type: "action", action: action.id, params: sent, visibility });
        remember(sent, ack.intent);
      }
      // A roll made: the form starts again from the schema, the sheet and the table, not from this roll.
      setParams(startingParams(action, JSON.parse(fixedKey) as Params, JSON.parse(currentKey) as Params));
      touched.current = new Set();
      onDone?.();
    } catch (e) {
      setError(errorText(e));
      toast(`${humanize(action.id)}: ${errorText(e)}`, "error");
    } finally {
      setBusy(false);
    }
  }

  /**
   * Whom this browser just sent an attack against: a player's log loses the name when the target is
   * a secret NPC and the attack misses (the server keeps its summary from players), so the form that
   * sent it remembers, by the intent number the server gave it.
   */
  function remember(sent: Params, intent: number) {
    const table = snap.table?.id;
    const who = ACTOR_PARAMS.map((k) => sent[k]).find((v): v is string => typeof v === "string");
    const chars = snap.state?.characters ?? {};
    if (!table || !who || !Object.hasOwn(chars, who)) return;
    for (const k of OPPONENT_PARAMS) {
      const target = sent[k];
      if (typeof target === "string" && Object.hasOwn(chars, target)) {
        rememberTarget(table, who, target, intent);
        return;
      }
    }
  }

  const set = (k: string, v: unknown) => {
    touched.current.add(k);
    setParams((p) => ({ ...p, [k]: v }));
  };
  // Inside a structured value (a contest's sides, an initiative's participants), a field that
  // names a character offers the table's characters, and one that names an ability the actor's.
  const suggestNested: Suggest = (k) =>
    CHARACTER_KEYS.has(k)
      ? characters.map((c) => ({ value: c.id, label: c.name }))
      : dataChoices(sourceData, k);
  const renderField = (f: (typeof fields.main)[number]) =>
    f.wordList && f.suggestions ? (
      <ChoiceList
        key={f.key}
        id={`${formId}-${f.key}`}
        name={f.key}
        value={params[f.key]}
        choices={f.suggestions}
        max={typeof f.schema.maxItems === "number" ? f.schema.maxItems : 10}
        required={required.has(f.key)}
        onChange={(v) => set(f.key, v)}
      />
    ) : (
      <Field
        key={f.key}
        formId={formId}
        name={f.key}
        schema={f.schema}
        value={params[f.key]}
        suggestions={f.suggestions}
        required={required.has(f.key)}
        suggest={suggestNested}
        onChange={(v) => set(f.key, v)}
      />
    );

  return (
    <form
      className={`form action-form ${compact ? "compact" : ""}`}
      onSubmit={submit}
      data-action={action.id}
      // What a submit would send now: the browser tests check an untouched form carries nothing
      // the user did not choose.
      data-request={JSON.stringify(clean(params, props))}
    >
      {!compact ? <p className="hint">{plainSummary(action.summary)}</p> : null}
      <div className="action-fields">{fields.main.map(renderField)}</div>
      {targetShown ? (
        <p className="hint current-target" data-testid="current-target">
          Target: {targetShown}
        </p>
      ) : null}
      {fields.more.length > 0 ? (
        <details className="more-fields">
          <summary>More ({fields.more.map((f) => humanize(f.key).toLowerCase()).join(", ")})</summary>
          <div className="action-fields">{fields.more.map(renderField)}</div>
        </details>
      ) : null}
      {action.odds ? (
        complete ? (
          <OutcomeOdds outcomes={odds} error={oddsError} />
        ) : (
          <p className="odds-note muted">Choose {listWords(missing)} to see the odds.</p>
        )
      ) : null}
      <div className="action-submit">
        {action.odds ? (
          <>
            <label htmlFor={`${formId}-vis`} className="sr-only">
              Who sees the roll
            </label>
            <select
              id={`${formId}-vis`}
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as Visibility)}
              className="vis-select"
            >
              <option value="public">Everyone sees it</option>
              <option value="gm">Secret (GM)</option>
              <option value="self">Only me</option>
            </select>
          </>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid={`do-${action.id}`}>
          {busy ? "…" : (submitLabel ?? humanize(action.id))}
        </button>
      </div>
      {error ? (
        <p className="error-note" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The parameters to send: set ones only, and (for a choice of shapes) only the chosen shape's. */
function clean(p: Params, props: Record<string, JsonSchema>): Params {
  const known = Object.keys(props).length > 0;
  return Object.fromEntries(
    Object.entries(p)
      .filter(([k, v]) => v !== undefined && (!known || k in props))
      .map(([k, v]) => [k, pruneValue(v)]),
  );
}

function Field(p: {
  formId: string;
  name: string;
  schema: JsonSchema;
  value: unknown;
  suggestions: { value: string | number; label: string }[] | undefined;
  required: boolean;
  suggest?: Suggest | undefined;
  onChange(v: unknown): void;
}) {
  const id = `${p.formId}-${p.name}`;
  const kind = fieldKind(p.schema);
  return (
    <div
      className={`field ${kind.kind === "boolean" ? "field-check" : ""} ${kind.kind === "json" ? "field-wide" : ""}`}
    >
      <label htmlFor={id}>
        {humanize(p.name)}
        {p.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <ValueControl
        id={id}
        schema={p.schema}
        kind={kind}
        value={p.value}
        onChange={p.onChange}
        suggestions={p.suggestions}
        required={p.required}
        suggest={p.suggest}
      />
    </div>
  );
}

/** The exact chances of an action's outcomes, before rolling. */
export function OutcomeOdds({ outcomes, error }: { outcomes: Outcomes | null; error: string | null }) {
  const { nameOfCharacter, nameOfMember } = useTable();
  if (error) return <p className="odds-note muted">{error}</p>;
  if (!outcomes) return <p className="odds-note muted">Working out the odds…</p>;
  const parts = Object.entries(outcomes.partition);
  const chances = Object.entries(outcomes.chances);
  return (
    <div className="outcome-odds" data-testid="action-odds" aria-live="polite">
      {parts.map(([k, p]) => (
        <div key={k} className={`outcome-row ${partitionClass(k)}`} data-outcome={k} data-probability={p}>
          <span className="outcome-name">
            {capitalised(partitionText(k, { member: nameOfMember, character: nameOfCharacter }))}
          </span>
          <span className="outcome-bar" aria-hidden="true">
            <span style={{ width: `${Math.max(0, Math.min(100, p * 100))}%` }} />
          </span>
          <span className="outcome-p">{percent(p, 1)}</span>
        </div>
      ))}
      {chances.length > 0 ? (
        <p className="outcome-chances muted small">
          {chances.map(([k, p]) => `${humanize(k)} ${percent(p, 1)}`).join(" · ")}
        </p>
      ) : null}
    </div>
  );
}
