// The start page: create a table (a ruleset and its options), then hand out the invite link; or
// join one from a link; or go back to a table this browser sat at.

import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import { CopyField } from "../components/CopyField.js";
import { ErrorNote } from "../components/ErrorNote.js";
import { OptionsEditor } from "../components/OptionsEditor.js";
import { ApiError, api, type CreatedTable, type RulesetInfo, type RulesetSummary } from "../lib/api.js";
import { checkOverlayText, type SavedOverlay, savedOverlays, saveOverlay } from "../lib/overlays.js";
import { navigate, useTitle } from "../lib/router.js";
import { loadRuleset } from "../lib/rulesets.js";
import { session } from "../lib/session.js";
import { Brand } from "./Brand.js";

const MODEL_TEXT: Record<RulesetInfo["initiative"], string> = {
  rolled: "rolled initiative order",
  ticks: "a rising tick tracker",
  actionsPerTurn: "rolled order with actions per turn",
  gm: "an order the GM sets",
};

export function StartPage() {
  useTitle("");
  const [created, setCreated] = useState<CreatedTable | null>(null);
  return (
    <div className="page start-page">
      <header className="site-header">
        <Brand />
        <p className="tagline">
          A rules engine and game table for tabletop RPGs: exact odds, every die shown.
        </p>
        <nav aria-label="Site" className="site-nav">
          <a
            href="/designer"
            onClick={(e) => {
              e.preventDefault();
              navigate("/designer");
            }}
          >
            Ruleset designer
          </a>
        </nav>
      </header>
      <main className="start-grid">
        {created ? (
          <Created created={created} onAnother={() => setCreated(null)} />
        ) : (
          <CreateTable onCreated={setCreated} />
        )}
        <aside className="start-side">
          <JoinFromLink />
          <RecentTables key={created?.table.id ?? ""} />
        </aside>
      </main>
    </div>
  );
}

const OVERLAY_PREFIX = "overlay:";

type Dialect = "tabula" | "roll20" | "foundry";
/** The dice dialects a table may read (src/dice/dialect.ts), as the start page names them. */
const DIALECT_CHOICES: readonly (readonly [Dialect, string])[] = [
  ["tabula", "Tabula (rpg-dice-roller style: 2d6!, 4d6kh3)"],
  ["roll20", "Roll20 (2d8r1r3, 3d6>4 as at least)"],
  ["foundry", "Foundry VTT (2d6x, 4d6rr1, cs>3)"],
];

function CreateTable({ onCreated }: { onCreated(c: CreatedTable): void }) {
  const [rulesets, setRulesets] = useState<RulesetSummary[] | null>(null);
  // What the table plays: a shipped ruleset's id, or "overlay:ID" for an overlay this browser keeps
  // (the designer's "Play this at a table" arrives with ?overlay=ID).
  const [choice, setChoice] = useState(() => {
    const wanted = new URLSearchParams(location.search).get("overlay");
    return wanted && savedOverlays().some((o) => o.id === wanted) ? `${OVERLAY_PREFIX}${wanted}` : "";
  });
  const [overlays, setOverlays] = useState<SavedOverlay[]>(() => savedOverlays());
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const overlay = choice.startsWith(OVERLAY_PREFIX)
    ? overlays.find((o) => `${OVERLAY_PREFIX}${o.id}` === choice)
    : undefined;
  const rulesetId = overlay ? overlay.base : choice;
  const setRulesetId = (id: string) => setChoice(id);
  const [info, setInfo] = useState<RulesetInfo | null>(null);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [name, setName] = useState("");
  const [gm, setGm] = useState("");
  // Off, as the server's own default; the GM may also switch it later in the table's settings.
  const [npcsSecret, setNpcsSecret] = useState(false);
  // The dice notation the tray and /roll read; Tabula's own unless the GM's players come from elsewhere.
  const [dialect, setDialect] = useState<Dialect>("tabula");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [errorPath, setErrorPath] = useState<string | null>(null);
  const ids = {
    name: useId(),
    gm: useId(),
    ruleset: useId(),
    rulesetDesc: useId(),
    upload: useId(),
    uploadError: useId(),
    dialect: useId(),
  };

  async function upload(ev: React.ChangeEvent<HTMLInputElement>) {
    const file = ev.target.files?.[0];
    ev.target.value = "";
    if (!file) return;
    setUploadProblem(null);
    const checked = await checkOverlayText(await file.text());
    if (!checked.ok) {
      setUploadProblem(`${file.name}: ${checked.message}`);
      return;
    }
    const saved = saveOverlay(checked.doc);
    setOverlays(savedOverlays());
    setChoice(`${OVERLAY_PREFIX}${saved.id}`);
  }

  useEffect(() => {
    api.rulesets().then(
      (list) => {
        setRulesets(list);
        setChoice((r) => r || list[0]?.id || "");
      },
      (e) => setError(e),
    );
  }, []);

  useEffect(() => {
    if (!rulesetId) return;
    setInfo(null);
    setOptions({});
    let live = true;
    api.ruleset(rulesetId).then(
      (r) => live && setInfo(r),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [rulesetId]);

  // The ruleset's own code, fetched for the chosen ruleset, checks the options before sending.
  const [local, setLocal] = useState<Ruleset | null>(null);
  useEffect(() => {
    let live = true;
    setLocal(null);
    loadRuleset(rulesetId).then(
      (r) => live && setLocal(r),
      // Without it the server still checks the options when the table is created.
      () => live && setLocal(null),
    );
    return () => {
      live = false;
    };
  }, [rulesetId]);

  // The ruleset's own check of the options, as the server will make it, before sending.
  const optionsProblem = useMemo(() => {
    const r = local;
    if (!r) return null;
    try {
      r.parseOptions(options);
      return null;
    } catch (e) {
      const path = (e as { path?: unknown[] }).path;
      return {
        message: e instanceof Error ? e.message : String(e),
        path: path?.[0] != null ? String(path[0]) : null,
      };
    }
  }, [local, options]);

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    setError(null);
    setErrorPath(null);
    if (optionsProblem) {
      setError(new Error(optionsProblem.message));
      setErrorPath(optionsProblem.path);
      return;
    }
    setBusy(true);
    try {
      const c = await api.createTable({
        name: name.trim(),
        ruleset: rulesetId,
        ...(overlay ? { overlay: overlay.doc } : {}),
        options,
        settings: { npcsSecretByDefault: npcsSecret, ...(dialect !== "tabula" ? { dialect } : {}) },
        gm: { name: gm.trim() },
      });
      session.setToken(c.table.id, c.gm.token);
      session.setInvite(c.table.id, c.invite.url);
      session.remember({
        id: c.table.id,
        name: c.table.name,
        ruleset: c.table.ruleset,
        ...(c.table.overlay ? { overlay: c.table.overlay.name } : {}),
        role: "gm",
        as: c.gm.name,
      });
      onCreated(c);
    } catch (e) {
      setError(e);
      if (e instanceof ApiError && e.path.length > 0) setErrorPath(String(e.path.at(-1)));
    } finally {
      setBusy(false);
    }
  }

  const summary = rulesets?.find((r) => r.id === rulesetId);
  return (
    <section className="card create-card" aria-labelledby="create-title">
      <h1 id="create-title">Create a table</h1>
      <form onSubmit={submit} className="form">
        <div className="field-row">
          <div className="field">
            <label htmlFor={ids.name}>Table name</label>
            <input
              id={ids.name}
              required
              maxLength={200}
              placeholder="The Salt Mines"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errorPath === "name"}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.gm}>Your name (GM)</label>
            <input
              id={ids.gm}
              required
              maxLength={100}
              placeholder="Gemma"
              autoComplete="nickname"
              value={gm}
              onChange={(e) => setGm(e.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.ruleset}>Ruleset</label>
          <select
            id={ids.ruleset}
            value={choice}
            onChange={(e) => setRulesetId(e.target.value)}
            aria-describedby={ids.rulesetDesc}
            disabled={!rulesets}
          >
            {(rulesets ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} ({r.version})
              </option>
            ))}
            {overlays.length > 0 ? (
              <optgroup label="Your overlays">
                {overlays.map((o) => (
                  <option key={o.id} value={`${OVERLAY_PREFIX}${o.id}`}>
                    {o.name} (overlay of {rulesets?.find((r) => r.id === o.base)?.name ?? o.base})
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
          <span className="row small">
            <label className="btn btn-small btn-ghost file-button" htmlFor={ids.upload}>
              Upload an overlay…
            </label>
            <input
              id={ids.upload}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              aria-describedby={uploadProblem ? ids.uploadError : undefined}
              onChange={(e) => void upload(e)}
            />
            <a href="/designer">or design one</a>
          </span>
          {uploadProblem ? (
            <p className="error-note" role="alert" id={ids.uploadError} data-testid="overlay-error">
              {uploadProblem}
            </p>
          ) : null}
          <p className="hint" id={ids.rulesetDesc}>
            {overlay ? `${overlay.name}, an overlay of ${info?.name ?? overlay.base} · ` : ""}
            {info
              ? `${info.actions.length} actions · combat by ${MODEL_TEXT[info.initiative]} · characters by ${info.methods.map((m) => m.id).join(", ")}`
              : summary
                ? "Loading its options…"
                : "Loading rulesets…"}
          </p>
        </div>
        {info ? (
          <details className="options-details">
            <summary>
              Options <span className="badge">{info.options.length}</span>{" "}
              <span className="muted small">
                {Object.keys(options).length === 0
                  ? "the rulebook's defaults"
                  : `${Object.keys(options).length} changed from the rulebook`}
              </span>
            </summary>
            <OptionsEditor
              options={info.options}
              value={options}
              onChange={setOptions}
              errorPath={errorPath}
            />
          </details>
        ) : null}
        {optionsProblem ? <p className="field-error">Options: {optionsProblem.message}</p> : null}
        <label className="check">
          <input
            type="checkbox"
            checked={npcsSecret}
            onChange={(e) => setNpcsSecret(e.target.checked)}
            data-testid="create-npcs-secret"
          />{" "}
          NPCs secret by default{" "}
          <span className="muted small">(players see their names, never their sheets)</span>
        </label>
        <div className="field">
          <label htmlFor={ids.dialect}>Dice notation players type</label>
          <select
            id={ids.dialect}
            value={dialect}
            onChange={(e) => setDialect(DIALECT_CHOICES.find(([d]) => d === e.target.value)?.[0] ?? "tabula")}
            data-testid="create-dialect"
          >
            {DIALECT_CHOICES.map(([d, label]) => (
              <option key={d} value={d}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <ErrorNote error={error} />
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !info}>
            {busy ? "Creating…" : "Create table"}
          </button>
        </div>
      </form>
    </section>
  );
}

function Created({ created, onAnother }: { created: CreatedTable; onAnother(): void }) {
  const invite = `${location.origin}/join/${encodeURIComponent(created.table.id)}#${created.invite.code}`;
  return (
    <section className="card create-card" aria-labelledby="created-title">
      <h1 id="created-title">“{created.table.name}” is ready</h1>
      <p>
        You are its GM, <strong>{created.gm.name}</strong>. Send this link to your players: it lets anyone who
        has it join. The code after <code>#</code> never reaches a server log.
      </p>
      <CopyField label="Invite link" value={invite} testId="invite-link" />
      <div className="actions">
        <a
          className="btn btn-primary"
          href={`/table/${encodeURIComponent(created.table.id)}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/table/${encodeURIComponent(created.table.id)}`);
          }}
        >
          Open the table
        </a>
        <button type="button" className="btn btn-ghost" onClick={onAnother}>
          Create another
        </button>
      </div>
    </section>
  );
}

function JoinFromLink() {
  const id = useId();
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);
  function go(ev: FormEvent) {
    ev.preventDefault();
    try {
      const u = new URL(link.trim(), location.origin);
      const m = /^\/join\/([^/]+)\/?$/.exec(u.pathname);
      if (!m || !u.hash) throw new Error("x");
      if (u.origin !== location.origin) {
        location.href = u.href;
        return;
      }
      navigate(`${u.pathname}${u.hash}`);
    } catch {
      setError("That is not an invite link: it looks like …/join/TABLE#CODE");
    }
  }
  return (
    <section className="card" aria-labelledby="join-title">
      <h2 id="join-title">Join a table</h2>
      <form onSubmit={go} className="form">
        <div className="field">
          <label htmlFor={id}>Invite link</label>
          <input
            id={id}
            type="url"
            required
            placeholder="https://…/join/t…#…"
            value={link}
            onChange={(e) => {
              setLink(e.target.value);
              setError(null);
            }}
          />
        </div>
        {error ? <p className="field-error">{error}</p> : null}
        <div className="actions">
          <button type="submit" className="btn">
            Join
          </button>
        </div>
      </form>
    </section>
  );
}

function RecentTables() {
  const [list, setList] = useState(() => session.recent().filter((t) => session.token(t.id)));
  if (list.length === 0) return null;
  return (
    <section className="card" aria-labelledby="recent-title">
      <h2 id="recent-title">Your tables</h2>
      <ul className="recent-list">
        {list.map((t) => (
          <li key={t.id}>
            <a
              href={`/table/${encodeURIComponent(t.id)}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/table/${encodeURIComponent(t.id)}`);
              }}
            >
              <strong>{t.name}</strong>
            </a>
            <span className="muted small">
              {t.ruleset} · {t.role === "gm" ? "GM" : "player"} as {t.as}
            </span>
            <button
              type="button"
              className="link-button small"
              aria-label={`Forget ${t.name} in this browser`}
              onClick={() => {
                session.forget(t.id);
                setList(session.recent().filter((x) => session.token(x.id)));
              }}
            >
              Forget
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
