// A quick roll made for one ruleset's sheet: the sheet supplies the fields and the action's
// parameters; this asks the server for the exact odds of those parameters in the table's current
// state (as the generic ActionForm does), shows them before anything is rolled, and rolls.

import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { Outcomes } from "../../../../../src/engine/ruleset.js";
import { errorText } from "../../../components/ErrorNote.js";
import { humanize } from "../../../components/format.js";
import type { Visibility } from "../../../lib/protocol.js";
import { OutcomeOdds } from "../../../table/ActionForm.js";
import { useTable } from "../../../table/context.js";

/** The server's odds for an action with these parameters, kept fresh as the table changes. */
export function useActionOdds(action: string, params: unknown, enabled = true) {
  const { store, snap } = useTable();
  const [odds, setOdds] = useState<Outcomes | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(params ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for params; head for the state
  useEffect(() => {
    if (!enabled || params === null) return;
    let live = true;
    const t = setTimeout(() => {
      store.odds(action, JSON.parse(key)).then(
        (o) => {
          if (!live) return;
          setOdds(o);
          setError(null);
        },
        (e) => {
          if (!live) return;
          setOdds(null);
          setError(errorText(e));
        },
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [action, key, enabled, snap.head, snap.status]);
  return { odds, error };
}

/**
 * A form that rolls one action: the fields come from the sheet, the odds from the server. Keeps the
 * generic form's hooks (data-action, the odds rows, do-<action>) so tests and styles apply alike.
 */
export function RollForm({
  action,
  params,
  children,
  submitLabel,
  label,
  onDone,
  showOdds = true,
}: {
  action: string;
  /** The parameters to send; null while the fields are incomplete. */
  params: Record<string, unknown> | null;
  children: ReactNode;
  submitLabel: string;
  label: string;
  onDone?: () => void;
  showOdds?: boolean;
}) {
  const { store, toast } = useTable();
  const id = useId();
  const [visibility, setVisibility] = useState<Visibility>("public");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { odds, error: oddsError } = useActionOdds(action, params, showOdds);

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (!params) return;
    setBusy(true);
    setError(null);
    try {
      await store.send({ type: "action", action, params, visibility });
      onDone?.();
    } catch (e) {
      setError(errorText(e));
      toast(`${humanize(action)}: ${errorText(e)}`, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="form action-form compact kit-roll"
      onSubmit={submit}
      data-action={action}
      aria-label={label}
    >
      <div className="action-fields">{children}</div>
      {showOdds ? <OutcomeOdds outcomes={odds} error={oddsError} /> : null}
      <div className="action-submit">
        <label htmlFor={`${id}-vis`} className="sr-only">
          Who sees the roll
        </label>
        <select
          id={`${id}-vis`}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as Visibility)}
          className="vis-select"
        >
          <option value="public">Everyone sees it</option>
          <option value="gm">Secret (GM)</option>
          <option value="self">Only me</option>
        </select>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !params}
          data-testid={`do-${action}`}
        >
          {busy ? "…" : submitLabel}
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

/** Sends one action (no dice), reporting a refusal as a toast; returns whether it went through. */
export function useSendAction() {
  const { store, toast } = useTable();
  const [busy, setBusy] = useState(false);
  async function send(action: string, params: Record<string, unknown>, done?: string): Promise<boolean> {
    setBusy(true);
    try {
      await store.send({ type: "action", action, params });
      if (done) toast(done);
      return true;
    } catch (e) {
      toast(`${humanize(action)}: ${errorText(e)}`, "error");
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, send };
}

/** A labelled whole-number field kept within 0…max (advantage levels, buffs…), for quick rolls. */
export function CountField({
  id,
  label,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  max: number;
  value: number;
  onChange(n: number): void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={max}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(Math.max(0, Math.min(max, Number(e.target.value) || 0)))}
      />
    </div>
  );
}
