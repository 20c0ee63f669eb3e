// Conditions on everyone, with what is left of each; the GM adds and removes them and moves the
// world clock (conditions measured in minutes count down with it).

import { type FormEvent, useId, useState } from "react";
import { errorText } from "../components/ErrorNote.js";
import { Icon } from "../components/Icon.js";
import { conditionLabel } from "../lib/condition-words.js";
import { ConditionChips } from "./ConditionChips.js";
import { useTable } from "./context.js";

export function Conditions() {
  const { snap, isGm, nameOfCharacter } = useTable();
  const conditions = snap.state?.conditions ?? [];
  const byTarget = new Map<string, typeof conditions>();
  for (const c of conditions) byTarget.set(c.target, [...(byTarget.get(c.target) ?? []), c]);
  const clock = snap.state?.clock ?? 0;
  return (
    <section className="panel conditions-panel" aria-labelledby="cond-title">
      <header className="panel-head">
        <h2 id="cond-title">Conditions</h2>
        <span className="badge" title="world time since the table started">
          <Icon name="clock" label="World time" /> {formatClock(clock)}
        </span>
      </header>
      {conditions.length === 0 ? <p className="muted empty">No conditions.</p> : null}
      {[...byTarget.entries()].map(([target, list]) => (
        <div key={target} className="cond-group">
          <span className="cond-target">{nameOfCharacter(target)}</span>
          <ConditionChips conditions={list} />
        </div>
      ))}
      {isGm ? <AddCondition /> : null}
      {isGm ? <AdvanceClock /> : null}
    </section>
  );
}

function formatClock(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = Math.round(minutes % 60);
  return `${d > 0 ? `${d}d ` : ""}${h}h ${String(m).padStart(2, "0")}m`;
}

function AddCondition() {
  const { snap, store, toast } = useTable();
  const ids = {
    target: useId(),
    name: useId(),
    known: useId(),
    rating: useId(),
    remaining: useId(),
    unit: useId(),
  };
  // The conditions this table already uses, offered as choices (any other name may still be typed).
  const known = [...new Set((snap.state?.conditions ?? []).map((c) => c.name))].sort();
  const targets = [
    ...Object.values(snap.state?.characters ?? {}).map((c) => ({ id: c.id, name: c.name })),
    ...(snap.state?.encounter?.participants ?? [])
      .filter((p) => !snap.state?.characters[p.id])
      .map((p) => ({ id: p.id, name: `${p.name} (in the encounter)` })),
  ];
  const [target, setTarget] = useState("");
  const [name, setName] = useState("");
  const [rating, setRating] = useState("");
  const [remaining, setRemaining] = useState("");
  const [unit, setUnit] = useState("round");
  if (targets.length === 0) return null;
  async function submit(ev: FormEvent) {
    ev.preventDefault();
    try {
      await store.send({
        type: "engine",
        engine: "addCondition",
        id: `cond-${Date.now().toString(36)}`,
        target: target || targets[0]!.id,
        name: name.trim(),
        rating: rating === "" ? null : Number(rating),
        duration: remaining === "" ? null : { unit, remaining: Number(remaining) },
      });
      setName("");
      setRating("");
      setRemaining("");
    } catch (err) {
      toast(errorText(err), "error");
    }
  }
  return (
    <details className="gm-form">
      <summary>Add a condition</summary>
      <form className="form" onSubmit={submit}>
        <div className="field-row tight">
          <div className="field">
            <label htmlFor={ids.target}>On</label>
            <select
              id={ids.target}
              value={target || targets[0]!.id}
              onChange={(e) => setTarget(e.target.value)}
            >
              {targets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.name}>Condition</label>
            <input
              id={ids.name}
              required
              maxLength={100}
              placeholder="stunned"
              list={known.length > 0 ? ids.known : undefined}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            {known.length > 0 ? (
              <datalist id={ids.known}>
                {known.map((n) => (
                  <option key={n} value={n} label={conditionLabel(n)} />
                ))}
              </datalist>
            ) : null}
          </div>
        </div>
        <div className="field-row tight">
          <div className="field narrow">
            <label htmlFor={ids.rating}>Rating</label>
            <input id={ids.rating} type="number" value={rating} onChange={(e) => setRating(e.target.value)} />
          </div>
          <div className="field narrow">
            <label htmlFor={ids.remaining}>Lasts</label>
            <input
              id={ids.remaining}
              type="number"
              min={1}
              placeholder="until removed"
              value={remaining}
              onChange={(e) => setRemaining(e.target.value)}
            />
          </div>
          <div className="field narrow">
            <label htmlFor={ids.unit}>Unit</label>
            <select id={ids.unit} value={unit} onChange={(e) => setUnit(e.target.value)}>
              <option value="turn">turns (its own)</option>
              <option value="round">rounds</option>
              <option value="tick">ticks</option>
              <option value="minute">minutes</option>
            </select>
          </div>
        </div>
        <button type="submit" className="btn btn-small btn-primary">
          Add
        </button>
      </form>
    </details>
  );
}

function AdvanceClock() {
  const { store, toast } = useTable();
  const id = useId();
  const [minutes, setMinutes] = useState("10");
  return (
    <form
      className="row clock-form"
      onSubmit={(e) => {
        e.preventDefault();
        store
          .send({ type: "engine", engine: "advanceClock", minutes: Number(minutes) })
          .catch((err) => toast(errorText(err), "error"));
      }}
    >
      <label htmlFor={id}>Let time pass (minutes)</label>
      <input id={id} type="number" min={0} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
      <button type="submit" className="btn btn-small">
        Advance
      </button>
    </form>
  );
}
