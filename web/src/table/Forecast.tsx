// The GM's forecast on the tracker (issue 19): the server plays the encounter as it stands many
// times over, off the table's dice, and this panel says in words how likely the party is to win
// (with the range the fights leave open), how often each PC drops, and what changes if one of the
// foes leaves or one more like it joins. Only the GM's tracker shows it; the server refuses anyone
// else's request all the same.

import { useId, useState } from "react";
import { errorText } from "../components/ErrorNote.js";
import type { Chance, ForecastView } from "../lib/protocol.js";
import { useTable } from "./context.js";

/** The most fights a GM may ask for with "More fights" (the server's own limit). */
const MAX_RUNS = 2000;
/**
 * "More fights" asks for this many times the quick forecast's: about three seconds of work, inside
 * the server's time limit (five seconds by default) even on a busy host.
 */
const MORE = 3;

type Shown =
  | { kind: "idle" }
  | { kind: "busy"; runs: number | null }
  | { kind: "done"; f: ForecastView; head: number }
  | { kind: "error"; message: string };

const pct = (x: number) => `${Math.round(x * 100)}%`;

function change(to: Chance, from: Chance): string {
  const d = Math.round((to.rate - from.rate) * 100);
  if (d === 0) return "no change";
  return d > 0 ? `${d} points better` : `${-d} points worse`;
}

const fights = (n: number) => (n === 1 ? "1 fight" : `${n.toLocaleString("en-US")} fights`);

export function Forecast() {
  const { store, snap } = useTable();
  const [shown, setShown] = useState<Shown>({ kind: "idle" });
  const title = useId();

  const ask = (runs: number | null) => {
    setShown({ kind: "busy", runs });
    const head = snap.head;
    store.forecast(runs === null ? {} : { runs }).then(
      (f) => setShown({ kind: "done", f, head }),
      (err) => setShown({ kind: "error", message: errorText(err) }),
    );
  };
  const busy = shown.kind === "busy";

  return (
    <section className="forecast" aria-labelledby={title}>
      <div className="row wrap">
        <button
          type="button"
          className="btn"
          data-testid="forecast"
          disabled={busy}
          aria-busy={busy}
          onClick={() => ask(null)}
        >
          {busy ? "Forecasting…" : "Forecast"}
        </button>
        {shown.kind === "done" && shown.f.quick && shown.f.runs < MAX_RUNS ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => ask(Math.min(MAX_RUNS, shown.f.runs * MORE))}
          >
            More fights ({fights(Math.min(MAX_RUNS, shown.f.runs * MORE))} each, slower)
          </button>
        ) : null}
      </div>
      <h3 id={title} className="sr-only">
        Forecast
      </h3>
      <div aria-live="polite">
        {busy ? (
          <p className="muted">
            Playing the fight {shown.runs === null ? "over and over" : `${fights(shown.runs)} times each`}…
          </p>
        ) : null}
        {shown.kind === "error" ? <p className="muted">No forecast: {shown.message}</p> : null}
        {shown.kind === "done" ? <Result f={shown.f} stale={shown.head !== snap.head} /> : null}
      </div>
    </section>
  );
}

function Result({ f, stale }: { f: ForecastView; stale: boolean }) {
  return (
    <div className="forecast-result" data-testid="forecast-result">
      <p>
        <strong>The party wins about {pct(f.winRate.rate)} of the time</strong> (95% sure it is between{" "}
        {pct(f.winRate.low)} and {pct(f.winRate.high)}), from {fights(f.runs)} played from the encounter as it
        stands.
      </p>
      {f.quick ? (
        <p className="muted">
          A quick forecast: the number of fights was chosen to answer within about a second, so the range is
          wide. Ask for more fights to narrow it.
        </p>
      ) : null}
      {stale ? (
        <p className="muted">The table has moved on since this forecast; ask again to update it.</p>
      ) : null}
      <p>Chance each player character drops:</p>
      <ul>
        {f.pcs.map((p) => (
          <li key={p.name}>
            {p.name}: {pct(p.dropRate)}
          </li>
        ))}
      </ul>
      {f.whatIf.length > 0 ? (
        <>
          <p>What if:</p>
          <ul>
            {f.whatIf.map((w, i) => (
              // Two foes may share a name: the position keeps each line apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown
              <li key={i}>
                {w.kind === "leaves" ? `${w.name} leaves` : `one more ${w.name} joins`}: the party wins about{" "}
                {pct(w.winRate.rate)} ({change(w.winRate, f.winRate)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {f.notes.length > 0 ? (
        <>
          <p className="muted">What the forecast left out:</p>
          <ul className="muted">
            {f.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
