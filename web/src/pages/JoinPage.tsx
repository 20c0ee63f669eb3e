// The page an invite link opens: a name, and in. The invite code is in the link's fragment.

import { type FormEvent, useEffect, useId, useState } from "react";
import { ErrorNote } from "../components/ErrorNote.js";
import { api, type TablePlays } from "../lib/api.js";
import { navigate, useTitle } from "../lib/router.js";
import { session } from "../lib/session.js";
import { Brand } from "./Brand.js";

type Invited = { name: string } & TablePlays;

export function JoinPage({ table }: { table: string }) {
  const [code] = useState(() => decodeURIComponent(location.hash.slice(1)));
  // The table the link leads to, named before anyone types (the invite code is the credential).
  const [invited, setInvited] = useState<Invited | null>(null);
  const [lookError, setLookError] = useState<unknown>(null);
  useTitle(invited ? `Join ${invited.name}` : "Join a table");
  useEffect(() => {
    if (!code) return;
    let live = true;
    api.invitedTo(table, code).then(
      (r) => live && setInvited(r.table),
      (e) => live && setLookError(e),
    );
    return () => {
      live = false;
    };
  }, [table, code]);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const nameId = useId();
  const already = session.token(table) ? session.recent().find((t) => t.id === table) : undefined;
  const tablePath = `/table/${encodeURIComponent(table)}`;

  async function join(ev: FormEvent) {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api.joinTable(table, code, name.trim());
      session.setToken(table, r.member.token);
      navigate(tablePath, true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page narrow-page">
      <header className="site-header">
        <Brand />
      </header>
      <main className="card" aria-labelledby="join-heading">
        <h1 id="join-heading">{invited ? `Join ${invited.name}` : "Join the table"}</h1>
        {invited ? (
          <p className="muted" data-testid="join-plays">
            A table playing{" "}
            <strong>
              {invited.overlay
                ? `${invited.overlay.name} (based on ${invited.rulesetName})`
                : invited.rulesetName}
            </strong>
            .
          </p>
        ) : null}
        <ErrorNote error={lookError} />
        {!code ? (
          <p className="error-note" role="alert">
            This link has no invite code. Ask your GM for the whole link: it ends with <code>#</code> and a
            code.
          </p>
        ) : null}
        {already ? (
          <p className="notice">
            This browser already sits at <strong>{already.name}</strong> as {already.as}.{" "}
            <a
              href={tablePath}
              onClick={(e) => {
                e.preventDefault();
                navigate(tablePath, true);
              }}
            >
              Go to the table
            </a>{" "}
            or join again under another name.
          </p>
        ) : null}
        <form className="form" onSubmit={join}>
          <div className="field">
            <label htmlFor={nameId}>Your name at the table</label>
            <input
              id={nameId}
              required
              maxLength={100}
              autoComplete="nickname"
              placeholder="Wren's player"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <ErrorNote error={error} />
          <div className="actions">
            <button type="submit" className="btn btn-primary" disabled={busy || !code}>
              {busy ? "Joining…" : "Join"}
            </button>
          </div>
        </form>
      </main>
    </div>
  );
}
