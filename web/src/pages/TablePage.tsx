// The table view: the log in the middle, characters on one side, dice, initiative, conditions and
// the GM's tools on the other; on a phone, one of them at a time behind a tab bar.

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { navigate, useTitle } from "../lib/router.js";
import { session } from "../lib/session.js";
import { TableStore } from "../lib/table-store.js";
import { MapPanel } from "../map/MapPanel.js";
import { Characters } from "../table/Characters.js";
import { ChatDialect, ChatPanel } from "../table/ChatPanel.js";
import { Conditions } from "../table/Conditions.js";
import { TableContext, type TableCtx } from "../table/context.js";
import { DiceTray } from "../table/DiceTray.js";
import { GmPanel } from "../table/GmPanel.js";
import { Initiative } from "../table/Initiative.js";
import { MacroBar } from "../table/MacroBar.js";
import { RollLog } from "../table/RollLog.js";
import { TableSettingsPanel } from "../table/TableSettings.js";
import { type Toast, Toasts } from "../table/Toasts.js";
import { TopBar } from "../table/TopBar.js";
import { Brand } from "./Brand.js";

type Tab = "log" | "map" | "dice" | "characters" | "combat";
const TABS: { id: Tab; label: string }[] = [
  { id: "log", label: "Log" },
  { id: "map", label: "Map" },
  { id: "dice", label: "Dice" },
  { id: "characters", label: "Sheets" },
  { id: "combat", label: "Combat" },
];

/** A token may arrive in the fragment (#token=…), e.g. a GM opening the table on another device. */
function takeToken(table: string): string | null {
  const m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (m) {
    session.setToken(table, decodeURIComponent(m[1]!));
    history.replaceState(null, "", location.pathname);
  }
  return session.token(table);
}

export function TablePage({ table }: { table: string }) {
  const [token] = useState(() => takeToken(table));
  if (!token) return <NotSeated />;
  return <Seated table={table} token={token} />;
}

function NotSeated() {
  useTitle("Not at this table");
  return (
    <div className="page narrow-page">
      <header className="site-header">
        <Brand />
      </header>
      <main className="card">
        <h1>You are not seated at this table</h1>
        <p>
          This browser has no seat here. Open the invite link your GM sent you, or create a table of your own.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => navigate("/")}>
          Start page
        </button>
      </main>
    </div>
  );
}

function Seated({ table, token }: { table: string; token: string }) {
  const store = useMemo(() => new TableStore(table, token), [table, token]);
  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useTitle(snap.table?.name ?? "Table");
  const [tab, setTab] = useState<Tab>("log");
  const [toasts, setToasts] = useState<Toast[]>([]);
  const toastId = useRef(0);

  const toast = useCallback((message: string, kind: "ok" | "error" = "ok") => {
    const id = ++toastId.current;
    setToasts((t) => [...t.slice(-3), { id, message, kind }]);
    setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), kind === "error" ? 7000 : 3500);
  }, []);

  const ctx = useMemo<TableCtx>(() => {
    const isGm = snap.me?.role === "gm";
    const chars = snap.state?.characters ?? {};
    const members = new Map(snap.members.map((m) => [m.id, m]));
    const participants = new Map((snap.state?.encounter?.participants ?? []).map((p) => [p.id, p.name]));
    return {
      store,
      snap,
      isGm,
      mine: Object.values(chars).filter((c) => isGm || c.owner === snap.me?.id),
      nameOfMember: (id) => (id ? (members.get(id)?.name ?? id) : "the table"),
      nameOfCharacter: (id) => (id ? (chars[id]?.name ?? participants.get(id) ?? id) : ""),
      toast,
    };
  }, [snap, store, toast]);

  if (snap.loadError) {
    return (
      <div className="page narrow-page">
        <header className="site-header">
          <Brand />
        </header>
        <main className="card">
          <h1>This table did not open</h1>
          <p className="error-note">{snap.loadError}</p>
          <p>The seat saved in this browser may be for a table that no longer exists.</p>
          <div className="row">
            <button
              type="button"
              className="btn"
              onClick={() => {
                session.forget(table);
                navigate("/");
              }}
            >
              Forget this table
            </button>
            <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
              Try again
            </button>
          </div>
        </main>
      </div>
    );
  }

  return (
    <TableContext.Provider value={ctx}>
      <div className="table-page" data-tab={tab}>
        <TopBar />
        {snap.status === "refused" ? (
          <p className="banner error-note" role="alert">
            The server refused this seat: {snap.statusDetail}
          </p>
        ) : null}
        {snap.problems.length > 0 ? (
          <details className="banner">
            <summary>{snap.problems.length} event(s) this page could not show</summary>
            <ul>
              {snap.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </details>
        ) : null}
        <main className="table-grid">
          <div className="area area-characters" data-area="characters">
            <Characters />
          </div>
          <div className="area area-map" data-area="map">
            <MapPanel />
          </div>
          <div className="area area-log" data-area="log">
            <RollLog />
            <MacroBar />
            <ChatPanel />
          </div>
          {/* With a fight on, the tracker comes first: the GM runs it without scrolling. */}
          <div className={`area area-side ${snap.state?.encounter ? "has-encounter" : ""}`} data-area="side">
            <div className="side-dice">
              <DiceTray />
            </div>
            <div className="side-combat">
              <Initiative />
              <Conditions />
              <GmPanel />
              <ChatDialect />
              <TableSettingsPanel />
            </div>
          </div>
        </main>
        <nav className="tabbar" aria-label="Table sections">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              className={tab === t.id ? "active" : ""}
              aria-pressed={tab === t.id}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </nav>
        <Toasts toasts={toasts} dismiss={(id) => setToasts((t) => t.filter((x) => x.id !== id))} />
      </div>
    </TableContext.Provider>
  );
}
