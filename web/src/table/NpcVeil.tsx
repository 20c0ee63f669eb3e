// Secret NPCs in the browser. The server decides what a player gets of a character the GM keeps
// secret (src/server/visibility.ts): its name, and a veil in place of its sheet that holds at most
// a wound word. Here a veiled character is drawn as that, never run through the ruleset's sheet; the
// GM gets a control to keep a character secret and choose what players see; and health badges
// (tracker rows, the character list) show the numbers only to whoever has them.

import { useId } from "react";
import type { CharacterEntry, Secrecy } from "../../../src/engine/state.js";
import { errorText } from "../components/ErrorNote.js";
import { conditionBadge } from "../lib/condition-words.js";
import { findResources } from "../rulesets/generic/resources.js";
import { useTable } from "./context.js";
import "./table.css";

interface Veil {
  veiled: true;
  show: Secrecy["show"];
  wound?: string;
}

export function isVeiled(data: unknown): data is Veil {
  return (data as { veiled?: unknown } | null)?.veiled === true;
}

// Short enough for the select beside the switch in the character panel (1366 px wide: the longer
// "Nothing but its name" and "How hurt it looks (unhurt, hurt, bloodied, down)" were cut off).
const SHOW_LABELS: Record<Secrecy["show"], string> = {
  nothing: "Only its name",
  conditions: "Its conditions",
  wound: "How hurt it looks",
};

export type Health =
  | { kind: "numbers"; label: string; current: number; max: number }
  | { kind: "word"; word: string };

/** What this viewer may see of a character's health: its numbers, a wound word, or nothing. */
export function healthOf(
  c: CharacterEntry,
  ruleset: {
    npc?: { health(c: unknown, o: unknown): { current: number; max: number } | null } | undefined;
    character: { derive(c: unknown, o: unknown): unknown };
  } | null,
  options: unknown,
): Health | null {
  if (isVeiled(c.data)) return c.data.wound ? { kind: "word", word: c.data.wound } : null;
  if (!ruleset || options === null) return null;
  try {
    const h = ruleset.npc?.health(c.data, options);
    if (h) return { kind: "numbers", label: "HP", ...h };
    const r = findResources(ruleset.character.derive(c.data, options), c.data)[0];
    return r ? { kind: "numbers", label: r.label, current: r.current, max: r.max } : null;
  } catch {
    return null;
  }
}

export function HealthBadge({ c }: { c: CharacterEntry }) {
  const { snap } = useTable();
  const h = healthOf(c, snap.ruleset, snap.options);
  if (!h) return null;
  if (h.kind === "word") return <span className={`badge wound wound-${h.word}`}>{h.word}</span>;
  return (
    <span className="badge hp-badge" title={`${h.label} ${h.current} of ${h.max}`}>
      {h.label} {h.current}/{h.max}
    </span>
  );
}

/** What a player sees in place of a secret character's sheet. */
export function VeiledSheet({ c }: { c: CharacterEntry }) {
  const { snap } = useTable();
  const veil = c.data as Veil;
  const conditions = (snap.state?.conditions ?? []).filter(
    (k) =>
      k.target === c.id ||
      snap.state?.encounter?.participants.some((p) => p.id === k.target && p.character === c.id),
  );
  return (
    <section className="panel-body veiled-sheet" aria-label={`${c.name} (kept secret)`}>
      <h3>{c.name}</h3>
      <p className="muted">The GM keeps this character’s sheet secret.</p>
      {veil.wound ? (
        <p>
          Looks <strong>{veil.wound}</strong>.
        </p>
      ) : null}
      {veil.show === "conditions" ? (
        conditions.length > 0 ? (
          <p>
            Conditions:{" "}
            {conditions.map((k) => {
              const badge = conditionBadge(k);
              return (
                <span key={k.id} className="mini-cond" title={badge.title}>
                  {badge.text}
                </span>
              );
            })}
          </p>
        ) : (
          <p className="muted small">No conditions.</p>
        )
      ) : null}
    </section>
  );
}

/** The GM's switch: keep a character secret, and what players see of it. */
export function SecrecyControl({ c }: { c: CharacterEntry }) {
  const { store, toast } = useTable();
  const ids = { secret: useId(), show: useId() };
  const secret = c.secret ?? null;
  function send(next: Secrecy | null) {
    store
      .send({ type: "character.secrecy", id: c.id, secret: next })
      .then(() => toast(next ? `${c.name} is kept secret` : `${c.name} is shown to the players`))
      .catch((e) => toast(errorText(e), "error"));
  }
  return (
    <div className="field-row tight secrecy-control">
      <div className="field check">
        <input
          id={ids.secret}
          type="checkbox"
          checked={secret !== null}
          onChange={(e) => send(e.target.checked ? { show: "nothing" } : null)}
        />
        <label htmlFor={ids.secret}>Secret from the players</label>
      </div>
      {secret ? (
        <div className="field">
          <label htmlFor={ids.show}>Players see</label>
          <select
            id={ids.show}
            value={secret.show}
            onChange={(e) => send({ show: e.target.value as Secrecy["show"] })}
          >
            {(Object.keys(SHOW_LABELS) as Secrecy["show"][]).map((k) => (
              <option key={k} value={k}>
                {SHOW_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

export { SHOW_LABELS };
