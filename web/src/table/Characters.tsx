// The characters at the table: pick one to see its sheet (the ruleset's own, or the generic one),
// create one with the ruleset's builder, or import a character file.

import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import type { CharacterEntry } from "../../../src/engine/state.js";
import { errorText } from "../components/ErrorNote.js";
import { JsonInput } from "../components/ValueControl.js";
import { setGenericUi, useGenericUi } from "../lib/preferences.js";
import { findResources } from "../rulesets/generic/resources.js";
import { type CreateRequest, genericUi, rulesetUi, uiRulesetId } from "../rulesets/index.js";
import { useTable } from "./context.js";
import { NpcForm } from "./NpcForm.js";
import { HealthBadge, isVeiled, SecrecyControl, VeiledSheet } from "./NpcVeil.js";

type Mode = "sheet" | "new" | "import" | "npcs";

export function Characters() {
  const { snap, isGm, store, toast } = useTable();
  const characters = Object.values(snap.state?.characters ?? {});
  const meId = snap.me?.id;
  const [selected, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>("sheet");
  const tailored = rulesetUi(uiRulesetId(snap.ruleset, snap.table?.ruleset ?? ""));
  const generic = useGenericUi();
  const ui = generic ? genericUi : tailored;
  const hasOwn = tailored.tailored.Builder || tailored.tailored.Sheet;
  /** The ids there were before a creation, to select the new one when it arrives. */
  const [before, setBefore] = useState<Set<string> | null>(null);

  useEffect(() => {
    if (!before) return;
    const fresh = characters.find((c) => !before.has(c.id));
    if (fresh) {
      setSelected(fresh.id);
      setBefore(null);
    }
  }, [before, characters]);

  // Start on one of my own characters; follow a removal.
  useEffect(() => {
    if (selected && snap.state?.characters[selected]) return;
    const own = characters.find((c) => c.owner === meId) ?? characters[0];
    setSelected(own?.id ?? null);
  }, [selected, snap.state, meId, characters]);

  const current = selected ? snap.state?.characters[selected] : undefined;
  const canEdit = (c: CharacterEntry) => isGm || c.owner === meId;

  async function create(r: CreateRequest) {
    const ids = new Set(characters.map((c) => c.id));
    const name = (r.input as { name?: unknown } | null)?.name;
    let id = r.id;
    if (id === undefined && typeof name === "string" && name.trim()) {
      // A readable id from the name (wren, wren-2…) rather than the server's numbered one.
      const base = slug(name);
      id = base;
      for (let n = 2; ids.has(id); n++) id = `${base.slice(0, 60)}-${n}`;
    }
    await store.send({
      type: "character.create",
      method: r.method,
      input: r.input,
      ...(id !== undefined ? { id } : {}),
      ...(r.owner !== undefined ? { owner: r.owner } : {}),
    });
    setBefore(ids);
    setMode("sheet");
    toast("Character created");
  }

  return (
    <section className="panel characters-panel" aria-labelledby="chars-title">
      <header className="panel-head">
        <h2 id="chars-title">Characters</h2>
        <div className="row">
          {hasOwn ? (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-pressed={generic}
              title="Show the generic builder and sheet instead of the ruleset's own"
              onClick={() => setGenericUi(!generic)}
            >
              Simple view
            </button>
          ) : null}
          <button
            type="button"
            className={`btn btn-small ${mode === "new" ? "active" : ""}`}
            aria-expanded={mode === "new"}
            onClick={() => setMode(mode === "new" ? "sheet" : "new")}
            disabled={!snap.info}
          >
            New
          </button>
          {/* A file could carry any points or dice: the server takes one from the GM only (unless
              the table gives players free editing), so only the GM is offered it. */}
          {isGm && snap.ruleset?.npc ? (
            <button
              type="button"
              className={`btn btn-small ${mode === "npcs" ? "active" : ""}`}
              aria-expanded={mode === "npcs"}
              onClick={() => setMode(mode === "npcs" ? "sheet" : "npcs")}
            >
              Add NPCs
            </button>
          ) : null}
          {isGm ? (
            <button
              type="button"
              className={`btn btn-small ${mode === "import" ? "active" : ""}`}
              aria-expanded={mode === "import"}
              onClick={() => setMode(mode === "import" ? "sheet" : "import")}
            >
              Import
            </button>
          ) : null}
        </div>
      </header>
      {mode === "new" && snap.info ? (
        <div className="panel-body">
          <h3>New character</h3>
          <ui.Builder
            info={snap.info}
            ruleset={snap.ruleset}
            options={snap.options}
            isGm={isGm}
            members={snap.members}
            create={create}
            cancel={() => setMode("sheet")}
          />
        </div>
      ) : null}
      {mode === "npcs" && isGm ? <NpcForm onDone={() => setMode("sheet")} /> : null}
      {mode === "import" && isGm ? (
        <ImportCharacter
          onDone={(id) => {
            setMode("sheet");
            if (id) setSelected(id);
          }}
        />
      ) : null}
      {characters.length === 0 && mode === "sheet" ? (
        <p className="muted empty">
          No characters yet. Create one with “New”{isGm ? ", or import a character file" : ""}.
        </p>
      ) : null}
      {characters.length > 0 ? (
        <ul className="char-list" aria-label="Characters at the table">
          {characters.map((c) => (
            <CharacterTab
              key={c.id}
              c={c}
              active={c.id === selected}
              mine={c.owner === meId}
              onPick={() => {
                setSelected(c.id);
                setMode("sheet");
              }}
            />
          ))}
        </ul>
      ) : null}
      {current && isGm && current.owner === null ? <SecrecyControl c={current} /> : null}
      {current && isVeiled(current.data) ? <VeiledSheet c={current} /> : null}
      {current && snap.info && !isVeiled(current.data) ? (
        <ui.Sheet
          key={current.id}
          character={current}
          ruleset={snap.ruleset}
          info={snap.info}
          options={snap.options}
          canEdit={canEdit(current)}
          isGm={isGm}
        />
      ) : null}
    </section>
  );
}

function CharacterTab({
  c,
  active,
  mine,
  onPick,
}: {
  c: CharacterEntry;
  active: boolean;
  mine: boolean;
  onPick(): void;
}) {
  const { snap } = useTable();
  const res = useMemo(() => {
    const r = snap.ruleset;
    if (!r || snap.options === null || isVeiled(c.data)) return null;
    try {
      return findResources(r.character.derive(c.data, snap.options), c.data)[0] ?? null;
    } catch {
      return null;
    }
  }, [snap.ruleset, snap.options, c.data]);
  const acting = snap.state?.encounter
    ? snap.state.encounter.participants.find(
        (p) => p.id === snap.state?.encounter?.order[snap.state.encounter.current],
      )?.character === c.id
    : false;
  return (
    <li>
      <button
        type="button"
        className={`char-tab ${active ? "active" : ""}`}
        aria-pressed={active}
        onClick={onPick}
      >
        <span className="char-name">
          {c.name}
          {mine ? <span className="badge badge-mine">you</span> : null}
          {acting ? <span className="badge badge-turn">turn</span> : null}
          {c.secret ? <span className="badge badge-secret">secret</span> : null}
          {isVeiled(c.data) ? <HealthBadge c={c} /> : null}
        </span>
        {res ? (
          <span className="mini-bar" aria-hidden="true">
            <span
              style={{
                width: `${res.max > 0 ? Math.max(0, Math.min(100, (res.current / res.max) * 100)) : 0}%`,
              }}
            />
          </span>
        ) : null}
        {res ? (
          <span className="char-res small">
            {res.label} {res.current}/{res.max}
          </span>
        ) : null}
      </button>
    </li>
  );
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64) || "character";

function ImportCharacter({ onDone }: { onDone(id: string | null): void }) {
  const { store, isGm, snap } = useTable();
  const ids = { file: useId(), text: useId(), id: useId(), owner: useId() };
  const [data, setData] = useState<unknown>(undefined);
  const [id, setId] = useState("");
  const [owner, setOwner] = useState("");
  const [error, setError] = useState<string | null>(null);

  function picked(value: unknown, fileName?: string) {
    setData(value);
    const name = (value as { name?: unknown } | null)?.name;
    if (!id)
      setId(slug(typeof name === "string" ? name : (fileName?.replace(/\.json$/i, "") ?? "character")));
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    setError(null);
    try {
      await store.send({
        type: "character.put",
        id,
        character: data,
        ...(isGm && !snap.state?.characters[id] ? { owner: owner === "" ? null : owner } : {}),
      });
      onDone(id);
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <form className="form panel-body" onSubmit={submit}>
      <h3>Import a character file</h3>
      <div className="field">
        <label htmlFor={ids.file}>From a file</label>
        <input
          id={ids.file}
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const f = e.target.files?.[0];
            if (!f) return;
            try {
              picked(JSON.parse(await f.text()), f.name);
            } catch {
              setError(`${f.name} is not JSON`);
            }
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.text}>Or paste it</label>
        <JsonInput id={ids.text} value={data} onChange={(v) => picked(v)} rows={6} />
      </div>
      <div className="field-row tight">
        <div className="field">
          <label htmlFor={ids.id}>Character id</label>
          <input
            id={ids.id}
            required
            pattern="[A-Za-z0-9][A-Za-z0-9_\-]{0,63}"
            value={id}
            onChange={(e) => setId(e.target.value)}
          />
        </div>
        {isGm ? (
          <div className="field">
            <label htmlFor={ids.owner}>Played by</label>
            <select id={ids.owner} value={owner} onChange={(e) => setOwner(e.target.value)}>
              <option value="">The GM</option>
              {snap.members
                .filter((m) => m.role === "player")
                .map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className="hint">An existing id updates that character (if it is yours to edit).</p>
      {error ? (
        <p className="error-note" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={data === undefined || !id}>
          Import
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
