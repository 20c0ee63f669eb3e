// The odds of the derived ruleset's core check: every grid of its odds table (what
// `tabula odds-table` prints), as a table shaded from unlikely to likely. Every chance is exact.

import { useEffect, useId, useState } from "react";
import { percent } from "../../../src/designer/odds-tables.js";
import type { OddsTable } from "../../../src/engine/facets/odds-table.js";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import type { Overlay } from "./model.js";
import { oddsTableOf } from "./workers.js";

/** A shade for a chance: red (unlikely) through the panel's grey to green (likely), text always legible. */
export function shade(p: number): string {
  const lo = [110, 40, 44];
  const mid = [38, 45, 58];
  const hi = [28, 100, 62];
  const [a, b, t] = p < 0.5 ? [lo, mid, p / 0.5] : [mid, hi, (p - 0.5) / 0.5];
  const c = a.map((x, i) => Math.round(x + (b[i]! - x) * t));
  return `rgb(${c.join(" ")})`;
}

export function OddsPanel({
  ruleset,
  overlay,
  stale,
}: {
  ruleset: Ruleset | null;
  overlay: Overlay | null;
  stale: boolean;
}) {
  const [table, setTable] = useState<OddsTable | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [grid, setGrid] = useState(0);
  const selectId = useId();

  useEffect(() => {
    if (!ruleset) return;
    let live = true;
    setBusy(true);
    oddsTableOf(overlay, ruleset.derived?.base ?? ruleset.id).then(
      (t) => {
        if (!live) return;
        setTable(t);
        setError(null);
        setBusy(false);
      },
      (e) => {
        if (!live) return;
        setError(e instanceof Error ? e.message : String(e));
        setBusy(false);
      },
    );
    return () => {
      live = false;
    };
  }, [ruleset, overlay]);

  const g = table?.tables[Math.min(grid, table.tables.length - 1)];
  return (
    <section className="card designer-odds" aria-labelledby="odds-title" aria-busy={busy}>
      <h2 id="odds-title">Odds of the core check</h2>
      {!table && !error ? <p className="hint">Working out the odds…</p> : null}
      {error ? <p className="error-note">{error}</p> : null}
      {table && g ? (
        <div className={stale || busy ? "odds-body stale" : "odds-body"}>
          <p>
            <strong>{table.ruleset.name}</strong>: {table.check}. Every chance is exact.
            {stale ? (
              <span className="warning"> (The overlay has problems: these are its last valid odds.)</span>
            ) : null}
          </p>
          <div className="field odds-pick">
            <label htmlFor={selectId}>Grid</label>
            <select
              id={selectId}
              value={Math.min(grid, table.tables.length - 1)}
              onChange={(e) => setGrid(Number(e.target.value))}
            >
              {table.tables.map((t, i) => (
                <option key={t.id} value={i}>
                  {t.title}
                </option>
              ))}
            </select>
          </div>
          <p className="hint">{g.note}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls; keyboards must reach it */}
          <section className="heatmap-scroll" tabIndex={0} aria-label={`${g.title}: scrollable table`}>
            <table className="heatmap" data-testid="odds-table" data-grid={g.id}>
              <caption className="sr-only">
                {g.title}: chance of success by {g.rows.label} (rows) and {g.columns.label} (columns)
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="corner">
                    {g.rows.label} \ {g.columns.label}
                  </th>
                  {g.columns.values.map((c) => (
                    <th key={String(c)} scope="col">
                      {String(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {g.rows.values.map((r, i) => (
                  <tr key={String(r)}>
                    <th scope="row">{String(r)}</th>
                    {g.cells[i]!.map((p, j) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                        key={j}
                        style={{ background: shade(p) }}
                        title={`${String(r)}, ${String(g.columns.values[j])}: ${(p * 100).toFixed(4)}%`}
                        data-p={p}
                      >
                        {percent(p)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="hint legend" aria-hidden="true">
            <span className="swatch" style={{ background: shade(0) }} /> unlikely
            <span className="swatch" style={{ background: shade(0.5) }} /> even
            <span className="swatch" style={{ background: shade(1) }} /> likely
          </p>
        </div>
      ) : null}
    </section>
  );
}
