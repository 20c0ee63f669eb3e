// A quick roll made for one ruleset's sheet: the sheet supplies the fields and the action's
// parameters; this asks the server for the exact odds of those parameters in the table's current
// state (as the generic ActionForm does), shows them before anything is rolled, and rolls.

import { type ReactNode, useId, useState } from "react";
import { errorText } from "../../../components/ErrorNote.js";
import { humanize } from "../../../components/format.js";
import { OutcomeOdds } from "../../../table/ActionForm.js";
import { useTable } from "../../../table/context.js";
import { RollSubmit, useActionOdds, useRoll } from "../../generic/quick-roll.js";

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
  const id = useId();
  const roll = useRoll(action, params, onDone);
  const { odds, error: oddsError } = useActionOdds(action, params, showOdds);
  return (
    <form
      className="form action-form compact kit-roll"
      onSubmit={roll.roll}
      data-action={action}
      aria-label={label}
    >
      <div className="action-fields">{children}</div>
      {showOdds ? <OutcomeOdds outcomes={odds} error={oddsError} /> : null}
      <RollSubmit id={id} roll={roll} label={submitLabel} disabled={!params} />
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
