// The initiative tracker in the ruleset's own model: a rolled order, a rising tick tracker with
// action costs, a rolled order with actions per turn, or an order the GM sets. It shows who acts
// now and who is next; the GM (and the player whose turn it is) moves it on; the GM can undo.

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { describeEvent, type EventNames, plainSummary } from "../../../src/engine/describe.js";
import type { CharacterEntry, Encounter, Participant } from "../../../src/engine/state.js";
import { ErrorNote, errorText } from "../components/ErrorNote.js";
import { humanize } from "../components/format.js";
import { conditionBadge, withConditionWords } from "../lib/condition-words.js";
import type { LogItem } from "../lib/fold.js";
import type { IntentBody, VisibleRecord } from "../lib/protocol.js";
import { useTable } from "./context.js";
import { Forecast } from "./Forecast.js";
import { HealthBadge } from "./NpcVeil.js";
import { useCurrentTargets } from "./use-current-targets.js";
import "./table.css";

const MODEL: Record<Encounter["model"], string> = {
  rolled: "Rolled order",
  ticks: "Tick tracker",
  actionsPerTurn: "Actions per turn",
  gm: "GM's order",
};

/** What taking back an action undoes, in the log's words: its roll's line, or its first event's. */
function undoText(log: readonly LogItem[], intent: number, names: EventNames): string {
  const item = log.find((i) => i.intent === intent);
  const shown = (item?.records ?? []).filter((r): r is VisibleRecord => !r.hidden);
  const roll = shown.find((r) => r.event.type === "roll")?.event as
    | { roll?: { summary?: string } }
    | undefined;
  const text =
    roll?.roll?.summary ??
    shown.map((r) => describeEvent(withConditionWords(r.event), names)).find((t) => t !== "") ??
    "a hidden action";
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}

export function Initiative() {
  const { snap, isGm, store, toast, nameOfMember, nameOfCharacter } = useTable();
  const names: EventNames = { member: nameOfMember, character: nameOfCharacter };
  const e = snap.state?.encounter ?? null;
  const send = (i: IntentBody, what: string) =>
    store.send(i).catch((err) => toast(`${what}: ${errorText(err)}`, "error"));
  const hasNextAction = snap.info?.actions.some((a) => a.id === "nextTurn") ?? false;

  return (
    <section className="panel initiative-panel" aria-labelledby="init-title">
      <header className="panel-head">
        <h2 id="init-title">Initiative</h2>
        {e ? (
          <span className="badge">
            {MODEL[e.model]} · {e.model === "ticks" ? `tick ${e.time}` : `round ${Math.max(e.round, 1)}`}
          </span>
        ) : null}
      </header>
      {e ? <Tracker e={e} /> : <StartEncounter />}
      {e ? (
        <div className="row wrap tracker-controls">
          {e.model !== "ticks" && (isGm || myTurn(e, snap.me?.id, snap.state?.characters)) ? (
            <button
              type="button"
              className="btn btn-primary"
              data-testid="next-turn"
              onClick={() =>
                send(
                  isGm && hasNextAction
                    ? { type: "action", action: "nextTurn", params: {} }
                    : { type: "engine", engine: "nextTurn" },
                  "Next turn",
                )
              }
            >
              {e.current < 0 ? "First turn" : "Next turn"}
            </button>
          ) : null}
          {isGm ? (
            <button
              type="button"
              className="btn"
              onClick={() => send({ type: "engine", engine: "endEncounter" }, "End")}
            >
              End encounter
            </button>
          ) : null}
        </div>
      ) : null}
      {isGm && e ? <Forecast /> : null}
      {isGm ? (
        <div className="row wrap">
          <button
            type="button"
            className="btn btn-ghost undo-button"
            disabled={snap.undoable === null}
            onClick={() => send({ type: "undo" }, "Undo")}
            data-testid="undo"
          >
            {snap.undoable !== null
              ? `Undo: ${undoText(snap.log, snap.undoable, names)} (#${snap.undoable})`
              : "Undo last action"}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function myTurn(
  e: Encounter,
  me: string | undefined,
  chars: Record<string, { owner: string | null }> | undefined,
) {
  const id = e.order[e.current];
  const p = e.participants.find((x) => x.id === id);
  return p !== undefined && me !== undefined && chars?.[p.character]?.owner === me;
}

function Tracker({ e }: { e: Encounter }) {
  const { snap, isGm, store, toast, nameOfCharacter } = useTable();
  const targets = useCurrentTargets();
  const byId = new Map(e.participants.map((p) => [p.id, p]));
  const conditions = snap.state?.conditions ?? [];
  const rows: { p: Participant; now: boolean; next: boolean }[] = [];
  if (e.model === "ticks") {
    const sorted = [...e.participants].sort((a, b) => a.tick - b.tick || a.name.localeCompare(b.name));
    const later = sorted.filter((p) => p.tick > e.time);
    const nextTick = later[0]?.tick;
    for (const p of sorted) rows.push({ p, now: p.tick === e.time, next: p.tick === nextTick });
  } else {
    const nextIndex = e.order.length === 0 ? -1 : e.current < 0 ? 0 : (e.current + 1) % e.order.length;
    e.order.forEach((id, i) => {
      const p = byId.get(id);
      if (p) rows.push({ p, now: i === e.current, next: i === nextIndex && i !== e.current });
    });
  }

  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ id: string; dir: "up" | "down" } | null>(null);
  // After a move lands, the pressed button may be disabled (top or bottom): focus its partner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes
  useEffect(() => {
    const want = refocus.current;
    if (!want || !list.current) return;
    refocus.current = null;
    const row = list.current.querySelector<HTMLElement>(`[data-participant="${CSS.escape(want.id)}"]`);
    const pressed = row?.querySelector<HTMLButtonElement>(`button[data-dir="${want.dir}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `button[data-dir="${want.dir === "up" ? "down" : "up"}"]`,
    );
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [e.order]);

  function move(i: number, by: number) {
    const order = [...e.order];
    const j = i + by;
    if (j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j]!, order[i]!];
    refocus.current = { id: order[j]!, dir: by < 0 ? "up" : "down" };
    store.send({ type: "engine", engine: "setOrder", order }).catch((err) => toast(errorText(err), "error"));
  }

  return (
    <>
      <ol className="tracker" aria-label="Acting order" ref={list}>
        {rows.map(({ p, now, next }, i) => {
          const conds = conditions.filter((c) => c.target === p.id || c.target === p.character);
          const character = snap.state?.characters[p.character];
          // Whom this fighter last acted against, while it is still at the table (in words).
          const target = targets.get(p.character)?.target;
          const targetName =
            target !== undefined && snap.state?.characters[target] ? nameOfCharacter(target) : null;
          return (
            <li
              key={p.id}
              className={`tracker-row ${now ? "now" : ""} ${next ? "next" : ""}`}
              aria-current={now ? "true" : undefined}
              data-participant={p.id}
            >
              <span className="pos" aria-hidden="true">
                {e.model === "ticks" ? p.tick : i + 1}
              </span>
              <span className="tracker-name">
                <strong>{p.name}</strong>
                {now ? (
                  <span className="badge badge-turn">{e.model === "ticks" ? "acts now" : "acting"}</span>
                ) : null}
                {next ? <span className="badge">next</span> : null}
                {character ? <HealthBadge c={character} /> : null}
                {targetName ? (
                  <span className="tracker-target" data-testid="tracker-target">
                    Target: {targetName}
                  </span>
                ) : null}
                {conds.length > 0 ? (
                  <span className="tracker-conds">
                    {conds.map((c) => {
                      const badge = conditionBadge(c);
                      return (
                        <span key={c.id} className="mini-cond" title={badge.title}>
                          {badge.text}
                        </span>
                      );
                    })}
                  </span>
                ) : null}
              </span>
              <span className="tracker-value">
                {e.model === "ticks" ? `tick ${p.tick}` : p.initiative !== null ? p.initiative : ""}
              </span>
              {isGm && e.model === "gm" ? (
                <span className="reorder">
                  <button
                    type="button"
                    className="icon-btn"
                    data-dir="up"
                    aria-label={`Move ${p.name} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    data-dir="down"
                    aria-label={`Move ${p.name} down`}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {e.model === "actionsPerTurn" && e.budget ? <Budget e={e} /> : null}
      {e.model === "ticks" ? <SpendTicks e={e} /> : null}
    </>
  );
}

function Budget({ e }: { e: Encounter }) {
  const { store, toast, isGm, snap } = useTable();
  const mayAct = isGm || myTurn(e, snap.me?.id, snap.state?.characters);
  const left = e.budget?.left ?? {};
  return (
    <div className="budget">
      <span className="muted small">Left this turn:</span>
      {Object.entries(left).map(([kind, n]) => (
        <span key={kind} className="budget-kind">
          <span className="pips" aria-hidden="true">
            {Array.from({ length: Math.max(0, e.budgetPerTurn?.[kind] ?? n) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pips are positional
              <span key={i} className={i < n ? "pip on" : "pip"} />
            ))}
          </span>
          {humanize(kind)} {n}
          {mayAct ? (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              disabled={n <= 0}
              onClick={() =>
                store
                  .send({ type: "engine", engine: "spendBudget", kind, amount: 1 })
                  .catch((err) => toast(errorText(err), "error"))
              }
            >
              Use
            </button>
          ) : null}
        </span>
      ))}
    </div>
  );
}

function SpendTicks({ e }: { e: Encounter }) {
  const { store, toast, isGm, snap } = useTable();
  const ids = { who: useId(), cost: useId(), action: useId() };
  const acting = e.participants.filter((p) => p.tick === e.time);
  const mine = acting.filter((p) => isGm || snap.state?.characters[p.character]?.owner === snap.me?.id);
  const [who, setWho] = useState(mine[0]?.id ?? "");
  const [cost, setCost] = useState("3");
  const [action, setAction] = useState("action");
  useEffect(() => {
    if (!mine.some((p) => p.id === who)) setWho(mine[0]?.id ?? "");
  }, [mine, who]);
  if (mine.length === 0) return null;
  // A ruleset with its own tracker action (the Dice Engine's `act`) runs its rules for the time that
  // passes (bleeding, burning, waking); elsewhere the engine adds the cost.
  const hasAct = snap.info?.actions.some((a) => a.id === "act") ?? false;
  async function submit(ev: FormEvent) {
    ev.preventDefault();
    try {
      await store.send(
        hasAct
          ? {
              type: "action",
              action: "act",
              params: {
                actor: who,
                action: { kind: "custom", name: action || "action", cost: Number(cost) },
              },
            }
          : { type: "engine", engine: "spendTicks", id: who, cost: Number(cost), action: action || "action" },
      );
    } catch (err) {
      toast(errorText(err), "error");
    }
  }
  return (
    <form className="form spend-ticks" onSubmit={submit}>
      <div className="field-row tight">
        <div className="field">
          <label htmlFor={ids.who}>Who acts</label>
          <select id={ids.who} value={who} onChange={(ev) => setWho(ev.target.value)}>
            {mine.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.action}>Action</label>
          <input id={ids.action} value={action} onChange={(ev) => setAction(ev.target.value)} />
        </div>
        <div className="field narrow">
          <label htmlFor={ids.cost}>Cost (ticks)</label>
          <input
            id={ids.cost}
            type="number"
            min={0}
            value={cost}
            onChange={(ev) => setCost(ev.target.value)}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary">
        Spend ticks
      </button>
    </form>
  );
}

function StartEncounter() {
  const { snap, isGm, store, toast } = useTable();
  const initiative = snap.info?.actions.find((a) => a.id === "initiative");
  const characters = Object.values(snap.state?.characters ?? {});
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const chosen = picked ?? new Set(characters.map((c) => c.id));
  if (!isGm) return <p className="muted empty">No encounter is running.</p>;
  if (snap.info?.initiative === "gm") {
    if (characters.length === 0) return <p className="muted empty">Add characters to start an encounter.</p>;
    return <StartInGmOrder characters={characters} />;
  }
  if (!initiative)
    return (
      <p className="muted empty">
        No encounter is running. This ruleset has no initiative action to start one.
      </p>
    );
  if (characters.length === 0) return <p className="muted empty">Add characters to start an encounter.</p>;
  async function start() {
    try {
      await store.send({
        type: "action",
        action: "initiative",
        params: { participants: [...chosen].map((character) => ({ character })) },
      });
    } catch (err) {
      toast(`Initiative: ${errorText(err)}`, "error");
    }
  }
  return (
    <div className="start-encounter">
      <fieldset>
        <legend>Who takes part</legend>
        {characters.map((c) => (
          <label key={c.id} className="check">
            <input
              type="checkbox"
              checked={chosen.has(c.id)}
              onChange={(ev) => {
                const next = new Set(chosen);
                if (ev.target.checked) next.add(c.id);
                else next.delete(c.id);
                setPicked(next);
              }}
            />{" "}
            {c.name}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn-primary"
        disabled={chosen.size === 0}
        onClick={start}
        data-testid="start-encounter"
      >
        Roll initiative
      </button>
      <p className="hint">{plainSummary(initiative.summary)}</p>
    </div>
  );
}

/**
 * The "gm" model: the GM picks who takes part and puts them in order (up/down buttons, reachable
 * from the keyboard), then starts; the first in the order acts at once. The server's refusal is
 * shown under the order.
 */
function StartInGmOrder({ characters }: { characters: CharacterEntry[] }) {
  const { store } = useTable();
  const ids = { order: useId(), error: useId() };
  const [order, setOrder] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  /** The button to give focus back to after a move re-renders the list. */
  const [refocus, setRefocus] = useState<{ id: string; dir: "up" | "down" } | null>(null);
  const known = new Map(characters.map((c) => [c.id, c]));
  // Everyone takes part until the GM says otherwise; characters that left the table drop out.
  const current = (order ?? characters.map((c) => c.id)).filter((id) => known.has(id));

  useEffect(() => {
    if (!refocus || !list.current) return;
    const row = list.current.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(refocus.id)}"]`);
    const want = row?.querySelector<HTMLButtonElement>(`button[data-dir="${refocus.dir}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `button[data-dir="${refocus.dir === "up" ? "down" : "up"}"]`,
    );
    // At the top or bottom the pressed button is disabled; its partner keeps the focus in the row.
    (want && !want.disabled ? want : other)?.focus();
    setRefocus(null);
  }, [refocus]);

  function toggle(id: string, on: boolean) {
    setError(null);
    setOrder(on ? [...current.filter((x) => x !== id), id] : current.filter((x) => x !== id));
  }

  function move(i: number, dir: "up" | "down") {
    const j = dir === "up" ? i - 1 : i + 1;
    if (j < 0 || j >= current.length) return;
    const next = [...current];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setError(null);
    setOrder(next);
    setRefocus({ id: next[j]!, dir });
  }

  async function start() {
    setBusy(true);
    setError(null);
    try {
      await store.send({ type: "engine", engine: "startEncounter", participants: current });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  const name = (id: string) => known.get(id)?.name ?? id;
  return (
    <div className="start-encounter gm-order">
      <fieldset>
        <legend>Who takes part</legend>
        {characters.map((c) => (
          <label key={c.id} className="check">
            <input
              type="checkbox"
              checked={current.includes(c.id)}
              onChange={(ev) => toggle(c.id, ev.target.checked)}
            />{" "}
            {c.name}
          </label>
        ))}
      </fieldset>
      <p className="gm-order-head" id={ids.order}>
        Acting order (first acts first)
      </p>
      {current.length === 0 ? (
        <p className="muted empty">Choose at least one character.</p>
      ) : (
        <ol className="tracker gm-order-list" aria-labelledby={ids.order} ref={list}>
          {current.map((id, i) => (
            <li key={id} className="tracker-row" data-order-id={id}>
              <span className="pos" aria-hidden="true">
                {i + 1}
              </span>
              <span className="tracker-name">
                <strong>{name(id)}</strong>
              </span>
              <span />
              <span className="reorder">
                <button
                  type="button"
                  className="icon-btn"
                  data-dir="up"
                  aria-label={`Move ${name(id)} up`}
                  disabled={i === 0}
                  onClick={() => move(i, "up")}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  data-dir="down"
                  aria-label={`Move ${name(id)} down`}
                  disabled={i === current.length - 1}
                  onClick={() => move(i, "down")}
                >
                  ↓
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || current.length === 0}
        onClick={start}
        aria-describedby={error ? ids.error : undefined}
        data-testid="start-encounter"
      >
        Start encounter
      </button>
      <ErrorNote error={error} id={ids.error} />
      <p className="hint">This ruleset leaves the order to the GM: the first in the list acts first.</p>
    </div>
  );
}
