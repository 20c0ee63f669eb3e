// Duels under the derived ruleset: two characters (the shipped examples for its base, a file, or one
// built with the ruleset's own creation method), N seeded fights in a Web Worker, and the report
// `tabula sim duel` gives for the same seed: win rates with 95% intervals, rounds to finish.
// A Dice Engine fighter may be a kit, its character inline beside its equipment (as the CLI takes);
// the limit counts the strategy's unit (ticks of the Dice Engine's tracker) from its own default.

import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { DuelStrategy } from "../../../src/engine/facets/fight.js";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import type { SimReport } from "../../../src/sim/report.js";
import { duelStrategyFor } from "../../../src/sim/strategies.js";
import { OddsChart } from "../table/OddsChart.js";
import { buildCharacter, fitCharacter, methodExample, type Overlay } from "./model.js";
import {
  DEFAULT_MAX_ROUNDS,
  defaultLimitOf,
  isKit,
  limitUnitOf,
  MAX_ROUNDS_LIMIT,
  MAX_RUNS,
  unpackFighter,
} from "./sim.js";
import { runDuel, type SimRun } from "./workers.js";

/** The example fighters of examples/duel/, as JSON modules, keyed by file name. */
const EXAMPLES: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob("../../../examples/duel/*.json", { eager: true, import: "default" })).map(
    ([path, json]) => [path.split("/").pop()!, json],
  ),
);

/** The ruleset an example is for: a character's own, or a kit's character's. */
function exampleRuleset(raw: unknown): unknown {
  const c = isKit(raw) ? raw.character : raw;
  return (c as { ruleset?: unknown } | null)?.ruleset;
}

function examplesFor(base: string): string[] {
  return Object.keys(EXAMPLES)
    .filter((f) => exampleRuleset(EXAMPLES[f]) === base)
    .sort();
}

/** The base's duel strategy, or null when it has none (the run then says why). */
function strategyOf(ruleset: Ruleset | null): DuelStrategy | null {
  if (!ruleset) return null;
  try {
    return duelStrategyFor(ruleset);
  } catch {
    return null;
  }
}

interface Fighter {
  text: string;
  source: string;
  note: string | null;
  /** An example file as loaded: refitted when the ruleset changes. */
  pristine: boolean;
}

function exampleFighter(ruleset: Ruleset, file: string): Fighter {
  const raw = EXAMPLES[file];
  // A kit's character is fitted, its equipment kept as it is.
  const kit = isKit(raw) ? raw : null;
  const fit = fitCharacter(ruleset, kit ? kit.character : raw);
  const fitted = fit ? (kit ? { ...kit, character: fit.raw } : fit.raw) : raw;
  return {
    text: `${JSON.stringify(fitted, null, 2)}\n`,
    source: file,
    note: fit ? fit.note : null,
    pristine: true,
  };
}

const blank = (source: string): Fighter => ({ text: "", source, note: null, pristine: false });

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function DuelPanel({
  ruleset,
  overlay,
  stale,
}: {
  ruleset: Ruleset | null;
  overlay: Overlay | null;
  stale: boolean;
}) {
  const base = ruleset ? (ruleset.derived?.base ?? ruleset.id) : "";
  const files = useMemo(() => examplesFor(base), [base]);
  const [fighters, setFighters] = useState<[Fighter, Fighter] | null>(null);
  const [runs, setRuns] = useState(2000);
  const [seed, setSeed] = useState("designer");
  const strategy = useMemo(() => strategyOf(ruleset), [ruleset]);
  const limitDefault = strategy ? defaultLimitOf(strategy) : DEFAULT_MAX_ROUNDS;
  const unit = ruleset && strategy ? limitUnitOf(ruleset, strategy) : "round";
  const [maxRounds, setMaxRounds] = useState(limitDefault);
  // The strategy's settings as JSON text, as `tabula sim duel --duel` takes them: a ruleset that
  // cannot fight without them (Beat-15 names no combat stat) starts from its example.
  const [settingsText, setSettingsText] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<SimReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef<SimRun | null>(null);
  const ids = {
    runs: useId(),
    seed: useId(),
    rounds: useId(),
    roundsHint: useId(),
    progress: useId(),
    settings: useId(),
    settingsHint: useId(),
  };

  // New base: start from its first two example fighters.
  const rulesetRef = useRef(ruleset);
  rulesetRef.current = ruleset;
  useEffect(() => {
    const r = rulesetRef.current;
    if (!r || !base) return;
    const list = examplesFor(base);
    const a = list[0];
    const b = list[1] ?? list[0];
    setFighters(a && b ? [exampleFighter(r, a), exampleFighter(r, b)] : [blank("a.json"), blank("b.json")]);
    setReport(null);
    // A new base may count another unit (ticks, not rounds): start from its own limit.
    const s = strategyOf(r);
    setMaxRounds(s ? defaultLimitOf(s) : DEFAULT_MAX_ROUNDS);
    setSettingsText(s?.settings?.required ? JSON.stringify(s.settings.example) : "");
  }, [base]);

  // The same base, new rules (hit points per die…): example fighters follow them.
  useEffect(() => {
    if (!ruleset) return;
    setFighters((fs) =>
      fs
        ? (fs.map((f) => (f.pristine && EXAMPLES[f.source] ? exampleFighter(ruleset, f.source) : f)) as [
            Fighter,
            Fighter,
          ])
        : fs,
    );
  }, [ruleset]);

  useEffect(() => () => run.current?.cancel(), []);

  if (!ruleset || !fighters) {
    return (
      <section className="card designer-duel" aria-labelledby="duel-title">
        <h2 id="duel-title">Duel simulator</h2>
        <p className="hint">A valid overlay first.</p>
      </section>
    );
  }

  const setFighter = (i: 0 | 1, f: Fighter) =>
    setFighters((fs) => (fs ? (i === 0 ? [f, fs[1]] : [fs[0], f]) : fs));

  function start() {
    if (!ruleset || !fighters) return;
    setError(null);
    setReport(null);
    let raws: unknown[];
    try {
      raws = fighters.map((f, i) => {
        try {
          return JSON.parse(f.text);
        } catch (e) {
          throw new Error(
            `Fighter ${i === 0 ? "A" : "B"} (${f.source}) is not JSON: ${(e as Error).message}`,
          );
        }
      });
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    let settings: unknown = {};
    if (settingsText.trim() !== "") {
      try {
        settings = JSON.parse(settingsText);
      } catch (e) {
        setError(`The duel settings are not JSON: ${(e as Error).message}`);
        return;
      }
    }
    setProgress({ done: 0, total: runs });
    const r = runDuel(
      {
        overlay: ruleset.derived ? overlay : null,
        base,
        fighters: [
          { raw: raws[0], source: fighters[0].source },
          { raw: raws[1], source: fighters[1].source },
        ],
        runs,
        seed,
        maxRounds,
        settings,
      },
      (done, total) => setProgress({ done, total }),
    );
    run.current = r;
    r.done.then(
      (rep) => {
        if (run.current !== r) return;
        run.current = null;
        setReport(rep);
        setProgress(null);
      },
      (e) => {
        if (run.current !== r) return;
        run.current = null;
        setProgress(null);
        setError(e instanceof DOMException && e.name === "AbortError" ? "Cancelled." : (e as Error).message);
      },
    );
  }

  function cancel() {
    const r = run.current;
    if (!r) return;
    r.cancel();
  }

  const running = progress !== null;
  return (
    <section className="card designer-duel" aria-labelledby="duel-title">
      <h2 id="duel-title">Duel simulator</h2>
      <p className="muted">
        Two characters fight under <strong>{ruleset.name}</strong>'s combat rules, again and again, in a
        worker. The same seed gives the same numbers as <code>tabula sim duel</code>.
        {stale ? (
          <span className="warning"> (The overlay has problems: its last valid version is used.)</span>
        ) : null}
      </p>
      <div className="fighters">
        {([0, 1] as const).map((i) => (
          <FighterCard
            key={`${base}-${i}`}
            side={i}
            ruleset={ruleset}
            kits={strategy?.equipment === true}
            files={files}
            fighter={fighters[i]}
            onChange={(f) => setFighter(i, f)}
          />
        ))}
      </div>
      <div className="field-row tight sim-settings">
        <div className="field">
          <label htmlFor={ids.runs}>Fights</label>
          <input
            id={ids.runs}
            type="number"
            min={1}
            max={MAX_RUNS}
            value={runs}
            onChange={(e) =>
              setRuns(Math.max(1, Math.min(MAX_RUNS, Math.round(Number(e.target.value) || 1))))
            }
          />
        </div>
        <div className="field">
          <label htmlFor={ids.seed}>Seed</label>
          <input id={ids.seed} value={seed} spellCheck={false} onChange={(e) => setSeed(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.rounds}>{unit === "tick" ? "Tick limit" : "Round limit"}</label>
          <input
            id={ids.rounds}
            type="number"
            min={1}
            max={MAX_ROUNDS_LIMIT}
            value={maxRounds}
            aria-describedby={ids.roundsHint}
            onChange={(e) =>
              setMaxRounds(Math.max(1, Math.min(MAX_ROUNDS_LIMIT, Math.round(Number(e.target.value) || 1))))
            }
          />
          <span id={ids.roundsHint} className="hint">
            {unit === "tick" ? "Ticks of the initiative tracker" : "Rounds"} before a fight is a draw (default{" "}
            {limitDefault.toLocaleString("en")})
          </span>
        </div>
      </div>
      {strategy?.settings ? (
        <div className="field">
          <label htmlFor={ids.settings}>Duel settings (JSON)</label>
          <input
            id={ids.settings}
            value={settingsText}
            spellCheck={false}
            placeholder={JSON.stringify(strategy.settings.example)}
            aria-describedby={ids.settingsHint}
            onChange={(e) => setSettingsText(e.target.value)}
          />
          <span id={ids.settingsHint} className="hint">
            As <code>tabula sim duel --duel</code>: {strategy.settings.help}.
            {strategy.settings.required ? "" : " Empty for the defaults."}
          </span>
        </div>
      ) : null}
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={start} disabled={running}>
          Run {runs.toLocaleString("en")} fights
        </button>
        <button type="button" className="btn btn-danger" onClick={cancel} disabled={!running}>
          Cancel
        </button>
      </div>
      {running ? (
        <div className="sim-progress">
          <label htmlFor={ids.progress}>
            Fought {progress.done.toLocaleString("en")} of {progress.total.toLocaleString("en")}
          </label>
          <progress id={ids.progress} max={progress.total} value={progress.done} />
        </div>
      ) : null}
      {error ? (
        <p className="error-note" role="alert">
          {error}
        </p>
      ) : null}
      {report ? <Report report={report} /> : null}
    </section>
  );
}

/** "Hammer; Padded jacket": the names of what a kit carries, as far as they can be read. */
function kitSummary(equipment: unknown): string {
  const e = equipment as { weapons?: unknown; armour?: unknown } | null;
  const named = (x: unknown) => (x as { name?: unknown } | null)?.name;
  const names = [...(Array.isArray(e?.weapons) ? e.weapons : []), e?.armour]
    .map(named)
    .filter((n): n is string => typeof n === "string");
  return names.length > 0 ? names.join(", ") : "its kit";
}

function FighterCard({
  side,
  ruleset,
  kits,
  files,
  fighter,
  onChange,
}: {
  side: 0 | 1;
  ruleset: Ruleset;
  /** Whether this ruleset's duels take kits (character + equipment). */
  kits: boolean;
  files: string[];
  fighter: Fighter;
  onChange(f: Fighter): void;
}) {
  const letter = side === 0 ? "A" : "B";
  const ids = {
    pick: useId(),
    json: useId(),
    upload: useId(),
    status: useId(),
    method: useId(),
    input: useId(),
    kitHint: useId(),
  };
  const methods = Object.keys(ruleset.character.methods);
  const [method, setMethod] = useState(methods.find((m) => m !== "random") ?? methods[0] ?? "");
  const [input, setInput] = useState(() =>
    JSON.stringify(methodExample(ruleset, method, side === 0 ? "Wren" : "Ash"), null, 2),
  );
  const [buildError, setBuildError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  // Until the input is edited, it follows the ruleset (an added weapon joins it).
  useEffect(() => {
    if (!edited)
      setInput(JSON.stringify(methodExample(ruleset, method, side === 0 ? "Wren" : "Ash"), null, 2));
  }, [ruleset, method, side, edited]);

  const status = useMemo(() => {
    try {
      const f = unpackFighter({ raw: JSON.parse(fighter.text), source: fighter.source });
      if (f.equipment !== undefined && !kits)
        throw new Error(`${ruleset.name} duels take a character, not a kit with equipment`);
      const c = ruleset.character.parse(f.raw, ruleset.parseOptions({})) as { name?: unknown };
      const name = typeof c.name === "string" ? c.name : fighter.source;
      const carries = f.equipment !== undefined ? ` with ${kitSummary(f.equipment)}` : "";
      return { ok: true as const, text: `${name} is ready${carries}` };
    } catch (e) {
      return { ok: false as const, text: e instanceof Error ? e.message : String(e) };
    }
  }, [fighter.text, fighter.source, ruleset, kits]);

  async function upload(ev: ChangeEvent<HTMLInputElement>) {
    const file = ev.target.files?.[0];
    ev.target.value = "";
    if (!file) return;
    onChange({ text: await file.text(), source: file.name, note: null, pristine: false });
  }

  function build() {
    setBuildError(null);
    try {
      const c = buildCharacter(ruleset, method, JSON.parse(input));
      const name = (c as { name?: unknown }).name;
      onChange({
        text: `${JSON.stringify(c, null, 2)}\n`,
        source: `${typeof name === "string" ? name.toLowerCase() : "built"}.json`,
        note: `built with ${ruleset.name}'s ${method} method`,
        pristine: false,
      });
    } catch (e) {
      setBuildError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <fieldset className="fighter">
      <legend>Fighter {letter}</legend>
      <div className="field">
        <label htmlFor={ids.pick}>Fighter {letter}: example</label>
        <select
          id={ids.pick}
          value={files.includes(fighter.source) ? fighter.source : ""}
          onChange={(e) => e.target.value && onChange(exampleFighter(ruleset, e.target.value))}
        >
          <option value="">(other)</option>
          {files.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <details className="options-details build-details">
        <summary>Build one with {ruleset.name}'s creation method</summary>
        <div className="form">
          <div className="field">
            <label htmlFor={ids.method}>Fighter {letter}: method</label>
            <select
              id={ids.method}
              value={method}
              onChange={(e) => {
                setMethod(e.target.value);
                setInput(
                  JSON.stringify(
                    methodExample(ruleset, e.target.value, side === 0 ? "Wren" : "Ash"),
                    null,
                    2,
                  ),
                );
              }}
            >
              {methods.map((m) => (
                <option key={m} value={m}>
                  {m}: {ruleset.character.methods[m]!.summary}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.input}>Fighter {letter}: creation input</label>
            <textarea
              id={ids.input}
              className="json-editor small-editor"
              rows={6}
              spellCheck={false}
              value={input}
              onChange={(e) => {
                setInput(e.target.value);
                setEdited(true);
              }}
            />
          </div>
          {buildError ? <p className="field-error">{buildError}</p> : null}
          <div className="actions">
            <button type="button" className="btn" onClick={build}>
              Build fighter {letter}
            </button>
          </div>
        </div>
      </details>
      <div className="field">
        <label htmlFor={ids.json}>Fighter {letter}: character JSON</label>
        <textarea
          id={ids.json}
          className="json-editor small-editor"
          rows={6}
          spellCheck={false}
          value={fighter.text}
          aria-describedby={kits ? `${ids.kitHint} ${ids.status}` : ids.status}
          aria-invalid={!status.ok}
          onChange={(e) => onChange({ ...fighter, text: e.target.value, note: null, pristine: false })}
        />
        {kits ? (
          <span id={ids.kitHint} className="hint">
            A kit, <code>{'{"character": {…}, "equipment": {…}}'}</code> with the character inline, fights
            with its equipment; a bare character with the Unarmed Strike.
          </span>
        ) : null}
      </div>
      <div className="row wrap">
        <label className="btn btn-small btn-ghost file-button" htmlFor={ids.upload}>
          {kits ? "Upload character or kit…" : "Upload character…"}
        </label>
        <input
          id={ids.upload}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={upload}
        />
      </div>
      <p
        id={ids.status}
        className={status.ok ? "hint good-text" : "field-error"}
        data-testid={`fighter-status-${side}`}
      >
        {status.ok ? "✓ " : ""}
        {status.text}
        {status.ok && fighter.note ? <span className="muted"> ({fighter.note})</span> : null}
      </p>
    </fieldset>
  );
}

function Report({ report }: { report: SimReport }) {
  const unit = report.unit === "tick" ? "ticks" : "rounds";
  const pairs = report.rounds.distribution.map(([v, c]) => [v, c / report.runs] as [number, number]);
  return (
    <div className="sim-report" data-testid="sim-result" aria-live="polite">
      <h3>
        {report.runs.toLocaleString("en")} fights under {report.ruleset.name}, seed <code>{report.seed}</code>
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls; keyboards must reach it */}
      <section className="table-scroll" tabIndex={0} aria-label="Win rates: scrollable table">
        <table className="result-table">
          <caption className="sr-only">Win rates with 95% intervals</caption>
          <thead>
            <tr>
              <th scope="col">Fighter</th>
              <th scope="col">Wins</th>
              <th scope="col">95% interval</th>
              <th scope="col">Hit rate</th>
              <th scope="col">Deaths</th>
            </tr>
          </thead>
          <tbody>
            {report.sides.map((s, i) => (
              <tr key={s.source + String(i)}>
                <th scope="row">
                  {s.name}
                  <span className="weapon-name">{s.weapon}</span>
                </th>
                <td data-testid={`wins-${i}`}>
                  <WinBar rate={s.wins.rate} /> {pct(s.wins.rate)}
                </td>
                <td data-testid={`interval-${i}`}>
                  {pct(s.wins.interval[0])}–{pct(s.wins.interval[1])}
                </td>
                <td>{s.hitRate === null ? "—" : pct(s.hitRate)}</td>
                <td>{pct(s.deaths.rate)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">
                Draws
                <span className="weapon-name">
                  {report.draws.bothDown} both down, {report.draws.timeouts} at the limit
                </span>
              </th>
              <td data-testid="draws">
                <WinBar rate={report.draws.rate} /> {pct(report.draws.rate)}
              </td>
              <td>
                {pct(report.draws.interval[0])}–{pct(report.draws.interval[1])}
              </td>
              <td />
              <td />
            </tr>
          </tbody>
        </table>
      </section>
      <h4>
        {unit[0]!.toUpperCase() + unit.slice(1)} to finish: mean {report.rounds.mean.toFixed(2)}, median{" "}
        {report.rounds.median}, {report.rounds.min}–{report.rounds.max}
      </h4>
      <OddsChart pairs={pairs} target={null} label={`Share of fights ending in each ${report.unit}`} />
      {report.notes.length > 0 ? (
        <ul className="hint sim-notes">
          {report.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>The report as JSON</summary>
        <pre className="report-json" data-testid="sim-report-json">
          {JSON.stringify(report, null, 2)}
        </pre>
      </details>
    </div>
  );
}

function WinBar({ rate }: { rate: number }) {
  return (
    <span className="win-bar" aria-hidden="true">
      <span style={{ width: `${Math.round(rate * 100)}%` }} />
    </span>
  );
}
