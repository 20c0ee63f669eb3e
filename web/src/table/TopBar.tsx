import { CopyField } from "../components/CopyField.js";
import { session } from "../lib/session.js";
import { Brand } from "../pages/Brand.js";
import { useTable } from "./context.js";

const STATUS: Record<string, string> = {
  connecting: "Connecting…",
  open: "Live",
  reconnecting: "Reconnecting…",
  refused: "Refused",
  closed: "Offline",
};

export function TopBar() {
  const { snap, isGm } = useTable();
  const invite = snap.table ? session.invite(snap.table.id) : null;
  const status = snap.status === "open" && !snap.synced ? "connecting" : snap.status;
  // The server's table info names the overlay for every member; the creating browser's memory of it
  // is only a fallback while that info loads.
  const overlayName =
    snap.overlay?.name ??
    (snap.table ? session.recent().find((t) => t.id === snap.table?.id)?.overlay : undefined);
  return (
    <header className="topbar">
      <Brand small />
      <div className="topbar-title">
        <h1>{snap.table?.name ?? "…"}</h1>
        <span className="muted small" data-testid="table-ruleset">
          {overlayName ? `${overlayName} (based on ` : ""}
          {snap.info ? `${snap.info.name} ${snap.info.version}` : (snap.table?.ruleset ?? "")}
          {overlayName ? ")" : ""}
        </span>
      </div>
      <div className="topbar-right">
        <span
          className={`status status-${status}`}
          role="status"
          title={snap.statusDetail ?? undefined}
          data-testid="status"
        >
          <span className="dot" aria-hidden="true" />
          {STATUS[status] ?? status}
        </span>
        <span className="me small">
          {snap.me?.name}
          <span className={`badge ${isGm ? "badge-gm" : ""}`}>{isGm ? "GM" : "player"}</span>
        </span>
        {isGm && invite ? (
          <details className="invite-pop">
            <summary className="btn btn-small">Invite</summary>
            <div className="popover">
              <CopyField label="Invite link for players" value={invite} />
            </div>
          </details>
        ) : null}
      </div>
    </header>
  );
}
