// The GM's award of advancement points on a sheet made for a ruleset (Lucky 13's AP, Objects' XP),
// and the history of what was awarded and spent.

import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { CharacterEntry } from "../../../../src/engine/state.js";
import { errorText } from "../../components/ErrorNote.js";
import { useTable } from "../../table/context.js";
import { AmountInput } from "./amount-input.js";

/**
 * The award form, folded away. `busy` is the sheet's advancement as a whole, so that an award and a
 * purchase never go out at once; a blank reason is sent as `fallback`.
 */
export function AwardPoints({
  character,
  unit,
  fallback,
  placeholder,
  hint,
  busy,
  onBusy,
}: {
  character: CharacterEntry;
  unit: string;
  fallback: string;
  placeholder?: string;
  hint?: ReactNode;
  busy: boolean;
  onBusy(busy: boolean): void;
}) {
  const { store, toast } = useTable();
  const id = useId();
  const [award, setAward] = useState("");
  const [reason, setReason] = useState("");

  async function give(ev: FormEvent) {
    ev.preventDefault();
    const n = Number(award);
    if (!Number.isInteger(n) || n < 0) {
      toast(`The ${unit} award is a whole number`, "error");
      return;
    }
    onBusy(true);
    try {
      await store.send({
        type: "action",
        action: "award",
        params: { actor: character.id, amount: n, reason: reason.trim() || fallback },
      });
      setAward("");
      setReason("");
    } catch (e) {
      toast(errorText(e), "error");
    } finally {
      onBusy(false);
    }
  }

  return (
    <details className="small">
      <summary>Award {unit} (GM)</summary>
      <form className="form" onSubmit={give}>
        <div className="field-row tight">
          <div className="field">
            <label htmlFor={`${id}-aw`}>{unit} to award</label>
            <AmountInput id={`${id}-aw`} value={award} placeholder={placeholder} onChange={setAward} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-ar`}>For</label>
            <input id={`${id}-ar`} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        </div>
        {hint ? <p className="hint">{hint}</p> : null}
        <div className="actions">
          <button type="submit" className="btn btn-small" disabled={busy || award.trim() === ""}>
            Award
          </button>
        </div>
      </form>
    </details>
  );
}

/** Every award and spend with the balance after it, folded away; nothing while there is none. */
export function PointsHistory({
  unit,
  log,
}: {
  unit: string;
  log: readonly { amount: number; reason: string; balance: number }[];
}) {
  if (log.length === 0) return null;
  return (
    <details className="small">
      <summary>{unit} history</summary>
      <ul className="refused">
        {log.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only
          <li key={i}>
            {e.amount > 0 ? `+${e.amount}` : e.amount} {e.reason} → {e.balance}
          </li>
        ))}
      </ul>
    </details>
  );
}
