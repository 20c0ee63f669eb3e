// The member's row of saved rolls: one click, or keys 1–9 anywhere outside a text field, fires
// one. A saved roll is a notation (with a label, and who rolls) or a ruleset action with its
// parameters, built with the same action form the sheets use. The row is kept with the table
// (a `macros.set` intent), seen by this member alone; firing sends an ordinary roll or action,
// which the server checks and rolls then.

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { errorText } from "../components/ErrorNote.js";
import { humanize } from "../components/format.js";
import type { Macro } from "../lib/protocol.js";
import { ActionForm } from "./ActionForm.js";
import { useTable } from "./context.js";

export function MacroBar() {
  const { store, snap, toast } = useTable();
  const macros = snap.macros;
  const [adding, setAdding] = useState(false);
  const fireRef = useRef<(m: Macro) => void>(() => {});

  async function fire(m: Macro) {
    try {
      if (m.kind === "notation")
        await store.send({
          type: "roll",
          notation: m.notation,
          ...(m.label ? { label: m.label } : { label: m.name }),
          ...(m.as && snap.state?.characters[m.as] ? { as: m.as } : {}),
          visibility: m.visibility ?? "public",
        });
      else
        await store.send({
          type: "action",
          action: m.action,
          params: m.params,
          visibility: m.visibility ?? "public",
        });
    } catch (e) {
      toast(`${m.name}: ${errorText(e)}`, "error");
    }
  }
  fireRef.current = fire;

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || !/^[1-9]$/.test(e.key)) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest("input, textarea, select, [contenteditable=true]")) return;
      const m = macros[Number(e.key) - 1];
      if (!m) return;
      e.preventDefault();
      fireRef.current(m);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [macros]);

  async function save(next: Macro[]) {
    try {
      await store.send({ type: "macros.set", macros: next });
      return true;
    } catch (e) {
      toast(`Saved rolls: ${errorText(e)}`, "error");
      return false;
    }
  }

  return (
    <section className="macro-bar" aria-label="Saved rolls" data-testid="macro-bar">
      <div className="row wrap">
        {macros.length === 0 ? <span className="small muted">No saved rolls yet.</span> : null}
        {macros.map((m, i) => (
          <span key={m.name} className="macro">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => void fire(m)}
              title={m.kind === "notation" ? m.notation : humanize(m.action)}
              data-testid="macro"
            >
              {i < 9 ? <kbd>{i + 1}</kbd> : null} {m.name}
            </button>
            <button
              type="button"
              className="chip chip-ghost"
              aria-label={`Remove the saved roll ${m.name}`}
              onClick={() => void save(macros.filter((x) => x !== m))}
            >
              ×
            </button>
          </span>
        ))}
        <button type="button" className="chip" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
          {adding ? "Close" : "Save a roll…"}
        </button>
      </div>
      {adding ? (
        <NewMacro taken={macros} onSave={async (m) => (await save([...macros, m])) && setAdding(false)} />
      ) : null}
    </section>
  );
}

function NewMacro({ taken, onSave }: { taken: readonly Macro[]; onSave(m: Macro): Promise<unknown> }) {
  const { snap, mine } = useTable();
  const ids = { name: useId(), kind: useId(), notation: useId(), as: useId(), action: useId() };
  const [name, setName] = useState("");
  const [kind, setKind] = useState<"notation" | "action">("notation");
  const [notation, setNotation] = useState("");
  const [as, setAs] = useState("");
  const [action, setAction] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const actions = snap.info?.actions ?? [];
  const chosen = actions.find((a) => a.id === action);

  function nameProblem(): string | null {
    const n = name.trim();
    if (!n) return "Give the roll a name first.";
    if (taken.some((m) => m.name.toLowerCase() === n.toLowerCase()))
      return `A saved roll is already named ${n}.`;
    return null;
  }

  async function saveNotation(ev: FormEvent) {
    ev.preventDefault();
    const p = nameProblem() ?? (notation.trim() ? null : "Type the dice to roll, as 1d20+5.");
    setProblem(p);
    if (p) return;
    await onSave({ kind: "notation", name: name.trim(), notation: notation.trim(), ...(as ? { as } : {}) });
  }

  return (
    <div className="form macro-new" data-testid="macro-new">
      <div className="row wrap">
        <div className="field">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            data-testid="macro-name"
          />
        </div>
        <div className="field">
          <label htmlFor={ids.kind}>Rolls</label>
          <select
            id={ids.kind}
            value={kind}
            onChange={(e) => setKind(e.target.value as "notation" | "action")}
          >
            <option value="notation">dice</option>
            <option value="action">an action of the ruleset</option>
          </select>
        </div>
      </div>
      {problem ? <p className="field-error">{problem}</p> : null}
      {kind === "notation" ? (
        <form className="row wrap" onSubmit={saveNotation}>
          <div className="field">
            <label htmlFor={ids.notation}>Dice</label>
            <input
              id={ids.notation}
              className="notation"
              value={notation}
              spellCheck={false}
              autoCapitalize="off"
              onChange={(e) => setNotation(e.target.value)}
              data-testid="macro-notation"
            />
          </div>
          {mine.length > 0 ? (
            <div className="field">
              <label htmlFor={ids.as}>Rolled by</label>
              <select id={ids.as} value={as} onChange={(e) => setAs(e.target.value)}>
                <option value="">me, {snap.me?.name}</option>
                {mine.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button type="submit" className="btn btn-small btn-primary">
            Save
          </button>
        </form>
      ) : (
        <>
          <div className="field">
            <label htmlFor={ids.action}>Action</label>
            <select id={ids.action} value={action} onChange={(e) => setAction(e.target.value)}>
              <option value="">Choose an action…</option>
              {actions.map((a) => (
                <option key={a.id} value={a.id}>
                  {humanize(a.id)}
                </option>
              ))}
            </select>
          </div>
          {chosen ? (
            <ActionForm
              key={chosen.id}
              action={chosen}
              compact
              submitLabel="Save this roll"
              onSubmitParams={async (params, visibility) => {
                const p = nameProblem();
                setProblem(p);
                if (p) throw new Error(p);
                await onSave({
                  kind: "action",
                  name: name.trim(),
                  action: chosen.id,
                  params,
                  visibility: visibility === "gm" || visibility === "self" ? visibility : "public",
                });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
