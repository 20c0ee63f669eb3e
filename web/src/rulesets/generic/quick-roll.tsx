// Rolling one action from a sheet: the server's exact odds for the parameters as they stand (asked
// again as the table changes), who sees the roll, the roll itself and the server's refusal of it.
// The sheet draws its own fields; these keep the generic form's hooks (the odds rows, do-<action>)
// so tests and styles apply alike.

import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { Outcomes } from "../../../../src/engine/ruleset.js";
import { errorText } from "../../components/ErrorNote.js";
import { humanize } from "../../components/format.js";
import type { Visibility } from "../../lib/protocol.js";
import { OutcomeOdds, oddsErrorText } from "../../table/ActionForm.js";
import { useTable } from "../../table/context.js";

/**
 * The server's odds for an action with these parameters, kept fresh as the table changes; `current`
 * says whether what is shown was worked out for the parameters as they are now.
 */
export function useActionOdds(action: string, params: unknown, enabled = true) {
  const { store, snap } = useTable();
  const [odds, setOdds] = useState<Outcomes | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The parameters the odds shown were worked out for. */
  const [answered, setAnswered] = useState("");
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
          setAnswered(key);
        },
        (e) => {
          if (!live) return;
          setOdds(null);
          setError(oddsErrorText(e, (JSON.parse(key) ?? {}) as Record<string, unknown>));
          setAnswered(key);
        },
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [action, key, enabled, snap.head, snap.status]);
  return { odds, error, current: answered === key };
}

export type Roll = ReturnType<typeof useRoll>;

/** Rolls the action with these parameters (none while the fields are incomplete) for whom it chose. */
export function useRoll(action: string, params: Record<string, unknown> | null, onDone?: () => void) {
  const { store, toast } = useTable();
  const [visibility, setVisibility] = useState<Visibility>("public");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function roll(ev: FormEvent) {
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
  return { action, visibility, setVisibility, busy, error, roll };
}

/** The foot of a roll's form: who sees the roll, the button, and the server's refusal. */
export function RollSubmit({
  id,
  roll,
  label,
  disabled = false,
}: {
  /** The form's useId; the visibility select's id hangs off it. */
  id: string;
  roll: Roll;
  label: string;
  disabled?: boolean;
}) {
  return (
    <>
      <div className="action-submit">
        <label htmlFor={`${id}-vis`} className="sr-only">
          Who sees the roll
        </label>
        <select
          id={`${id}-vis`}
          className="vis-select"
          value={roll.visibility}
          onChange={(e) => roll.setVisibility(e.target.value as Visibility)}
        >
          <option value="public">Everyone sees it</option>
          <option value="gm">Secret (GM)</option>
          <option value="self">Only me</option>
        </select>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={roll.busy || disabled}
          data-testid={`do-${roll.action}`}
        >
          {roll.busy ? "…" : label}
        </button>
      </div>
      {roll.error ? (
        <p className="error-note" role="alert">
          {roll.error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The quick check of the Lucky 13 and Objects sheets: the sheet's fields, the pool in words, the
 * chance of each outcome for exactly those fields (outlined while it is being worked out), the roll.
 */
export function QuickCheckForm({
  params,
  odds: withOdds,
  words,
  children,
}: {
  params: Record<string, unknown>;
  /** Whether the ruleset can work out the check's odds. */
  odds: boolean;
  words: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const odds = useActionOdds("check", params, withOdds);
  const roll = useRoll("check", params);
  return (
    <section className="sheet-section" aria-label="Quick check">
      <h3>Quick check</h3>
      <form className="form lok-quick" onSubmit={roll.roll} data-action="check">
        {children}
        <p className="hint" data-testid="pool-words">
          {words}
        </p>
        <div className="lok-odds" data-current={odds.current} aria-busy={!odds.current}>
          <OutcomeOdds outcomes={odds.odds} error={odds.error} />
        </div>
        <RollSubmit id={id} roll={roll} label="Roll check" />
      </form>
    </section>
  );
}
