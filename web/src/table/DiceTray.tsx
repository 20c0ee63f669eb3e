// The dice tray: any notation, its exact distribution before rolling (worked out in the browser
// by src/dice, in a worker), the chance of reaching a target, then a roll by the server.

import { type FormEvent, useEffect, useId, useState } from "react";
import { errorText } from "../components/ErrorNote.js";
import { percent } from "../components/format.js";
import { diceOdds } from "../lib/odds-client.js";
import { atLeast, type OddsReply } from "../lib/odds-types.js";
import type { Visibility } from "../lib/protocol.js";
import { DIALECT_NAMES } from "./ChatPanel.js";
import { useTable } from "./context.js";
import { OddsChart } from "./OddsChart.js";

const QUICK = ["d4", "d6", "d8", "d10", "d12", "d20", "d%"];

export function DiceTray() {
  const { store, mine, isGm, snap, toast } = useTable();
  const ids = { notation: useId(), target: useId(), as: useId(), label: useId(), vis: useId(), err: useId() };
  const [notation, setNotation] = useState("2d6");
  const [target, setTarget] = useState("");
  const [as, setAs] = useState("");
  const [label, setLabel] = useState("");
  const [visibility, setVisibility] = useState<Visibility>("public");
  /** The latest odds worked out, and for which notation (it may lag behind the typing). */
  const [odds, setOdds] = useState<(OddsReply & { notation: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const text = notation.trim();
    if (!text) {
      setOdds(null);
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      // The odds read the notation in the table's dialect, as the server's roll will.
      diceOdds(text, snap.dialect).then((r) => live && setOdds({ ...r, notation: text }));
    }, 120);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [notation, snap.dialect]);

  function add(die: string) {
    setNotation((n) => {
      const t = n.trim();
      if (!t) return `1${die}`;
      // 2d6 + d6 → 3d6 when the last term is the same die.
      const m = new RegExp(`(^|[+\\s])(\\d*)${die.replace("%", "\\%")}$`).exec(t);
      if (m) {
        const count = Number(m[2] || "1") + 1;
        return `${t.slice(0, t.length - m[0].length)}${m[1]}${count}${die}`;
      }
      return `${t} + 1${die}`;
    });
  }

  async function roll(ev: FormEvent) {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await store.send({
        type: "roll",
        notation: notation.trim(),
        ...(as ? { as } : {}),
        ...(label.trim() ? { label: label.trim() } : {}),
        visibility,
      });
      // A label names one roll: the next starts without it.
      setLabel("");
    } catch (e) {
      setError(errorText(e));
      toast(errorText(e), "error");
    } finally {
      setBusy(false);
    }
  }

  const targetN = target.trim() === "" ? null : Number(target);
  const fresh = odds !== null && odds.notation === notation.trim();
  const ok = odds?.ok ? odds : null;
  const chance =
    fresh && ok && targetN !== null && Number.isFinite(targetN) ? atLeast(ok.pairs, targetN) : null;
  const bad = fresh && odds && !odds.ok ? odds : null;

  return (
    <section className="panel tray-panel" aria-labelledby="tray-title">
      <header className="panel-head">
        <h2 id="tray-title">Dice tray</h2>
      </header>
      <form className="form tray" onSubmit={roll}>
        <div className="field">
          <label htmlFor={ids.notation}>
            Dice notation <span className="muted">({DIALECT_NAMES[snap.dialect]})</span>
          </label>
          <input
            id={ids.notation}
            className="notation"
            value={notation}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={bad !== null}
            aria-describedby={bad ? ids.err : undefined}
            onChange={(e) => setNotation(e.target.value)}
            data-testid="notation"
          />
          <fieldset className="quick-dice">
            <legend className="sr-only">Add a die</legend>
            {QUICK.map((d) => (
              <button key={d} type="button" className="chip" onClick={() => add(d)} aria-label={`Add a ${d}`}>
                {d}
              </button>
            ))}
            <button type="button" className="chip chip-ghost" onClick={() => setNotation("")}>
              Clear
            </button>
          </fieldset>
          {bad ? (
            <p className="field-error" id={ids.err}>
              {bad.column !== null ? <NotationCaret text={notation} column={bad.column} /> : null}
              {bad.message}
            </p>
          ) : null}
        </div>
        {ok ? (
          <div
            className={`odds-preview ${fresh ? "" : "stale"}`}
            data-testid="odds-preview"
            data-notation={ok.notation}
            aria-busy={!fresh}
          >
            <OddsChart
              pairs={ok.pairs}
              target={targetN}
              label={`Distribution of ${ok.canonical}: ${ok.min} to ${ok.max}, mean ${ok.mean.toFixed(2)}`}
            />
            <p className="odds-stats">
              <code title="the notation as Tabula reads it">{ok.canonical}</code>
              <span>
                range {ok.min}–{ok.max}
              </span>
              <span>mean {ok.mean.toFixed(2)}</span>
              <span>sd {ok.stdev.toFixed(2)}</span>
              {ok.truncated > 0 ? <span title="probability cut off in explosion chains">≈</span> : null}
            </p>
          </div>
        ) : null}
        <div className="field-row tight">
          <div className="field">
            <label htmlFor={ids.target}>Chance of at least</label>
            <input
              id={ids.target}
              type="number"
              inputMode="numeric"
              placeholder="target"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              data-testid="target"
            />
          </div>
          <div className="field chance-field">
            <span className="label-like" aria-hidden="true">
              Chance
            </span>
            <output
              className={`chance ${chance === null ? "muted" : ""}`}
              htmlFor={`${ids.notation} ${ids.target}`}
              aria-live="polite"
              data-testid="odds-at-least"
              data-probability={chance ?? ""}
            >
              {chance !== null ? percent(chance) : !fresh && notation.trim() ? "…" : "—"}
            </output>
          </div>
        </div>
        <div className="field-row tight">
          <div className="field">
            <label htmlFor={ids.as}>Roll as</label>
            <select id={ids.as} value={as} onChange={(e) => setAs(e.target.value)}>
              <option value="">
                {snap.me?.name ?? "me"} ({snap.me?.role === "gm" ? "GM" : "player"})
              </option>
              {mine.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} (character)
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.vis}>Who sees it</label>
            <select
              id={ids.vis}
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as Visibility)}
              data-testid="visibility"
            >
              <option value="public">Everyone</option>
              <option value="gm">{isGm ? "GM only (secret)" : "Me and the GM"}</option>
              <option value="self">Only me</option>
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.label}>Label (optional)</label>
          <input
            id={ids.label}
            maxLength={200}
            placeholder="perception"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        {error ? (
          <p className="error-note" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy || !notation.trim()}
          data-testid="roll"
        >
          {busy ? "Rolling…" : "Roll"}
        </button>
      </form>
    </section>
  );
}

function NotationCaret({ text, column }: { text: string; column: number }) {
  return (
    <code className="caret" aria-hidden="true">
      {text}
      {"\n"}
      {" ".repeat(Math.max(0, column - 1))}^{"\n"}
    </code>
  );
}
