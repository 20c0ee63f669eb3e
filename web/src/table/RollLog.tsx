// The shared log: every roll with every die, and a line for everything else that happened at the
// table. Newest last; it follows the bottom unless the reader has scrolled up.

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  describeEvent,
  describeOutcome,
  type EventNames,
  partitionText,
} from "../../../src/engine/describe.js";
import type { RollRecord } from "../../../src/engine/roll.js";
import { Icon } from "../components/Icon.js";
import { conditionLabel, withConditionWords } from "../lib/condition-words.js";
import { diceGroupLabel } from "../lib/dice-labels.js";
import type { LogItem } from "../lib/fold.js";
import { unpackGroups } from "../lib/groups.js";
import type { GameEvent, LogRecord, Visibility, VisibleRecord } from "../lib/protocol.js";
import { ChatMessage, chatView } from "./ChatMessage.js";
import { useTable } from "./context.js";
import { Die } from "./Die.js";
import { notationMarks } from "./dice-replay.js";

const GOOD = /^(success|hit|win|critical|super|semi|pass|saved|succeeds|wins)/i;
const BAD = /^(fail|miss|lose|fumble|botch|dies|dead)/i;

/** Who a roll card is about: the acting character when there is one, else the member who rolled. */
function cardAuthor(
  rolls: readonly VisibleRecord[],
  author: string | null | undefined,
  member: (id: string) => string,
  character: (id: string | null) => string,
): { name: string; sender: string } {
  const event = rolls[0]?.event as unknown as { roll?: { actor?: string | null } } | undefined;
  const actor = event?.roll?.actor ?? null;
  const sender = author ? member(author) : "Table";
  return { name: actor ? character(actor) : sender, sender };
}

export function partitionClass(p: string): string {
  if (BAD.test(p)) return "bad";
  if (GOOD.test(p)) return "good";
  return "neutral";
}

export function VisibilityBadge({ v }: { v: Visibility }) {
  if (v === "public") return null;
  if (v.startsWith("whisper:")) return <WhisperBadge v={v} />;
  return <span className={`badge vis-${v}`}>{v === "gm" ? "GM only" : "Only me"}</span>;
}

function WhisperBadge({ v }: { v: Visibility }) {
  const { nameOfMember } = useTable();
  const to = v.slice("whisper:".length).split(",");
  return <span className="badge vis-whisper">Whisper to {to.map((id) => nameOfMember(id)).join(", ")}</span>;
}

export function RollLog() {
  const { snap } = useTable();
  const box = useRef<HTMLDivElement>(null);
  const [stick, setStick] = useState(true);
  const [showSystem, setShowSystem] = useState(false);
  const items = snap.log.filter((i) => showSystem || !isSystemOnly(i));

  useLayoutEffect(() => {
    const el = box.current;
    if (el && stick) el.scrollTop = el.scrollHeight;
  });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => setStick(el.scrollHeight - el.scrollTop - el.clientHeight < 60);
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <section className="panel log-panel" aria-labelledby="log-title">
      <header className="panel-head">
        <h2 id="log-title">Roll log</h2>
        <label className="check small">
          <input type="checkbox" checked={showSystem} onChange={(e) => setShowSystem(e.target.checked)} />{" "}
          Show seeds and joins
        </label>
      </header>
      <div
        className="log"
        ref={box}
        role="log"
        aria-live="polite"
        aria-label="Table log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so a keyboard must reach it
        tabIndex={0}
        data-testid="log"
      >
        {items.length === 0 ? <p className="muted empty">Nothing has happened yet. Roll some dice!</p> : null}
        {items.map((item) => (
          <LogEntry key={item.intent} item={item} undone={snap.undone.has(item.intent)} />
        ))}
      </div>
    </section>
  );
}

function isSystemOnly(item: LogItem): boolean {
  return item.records.every(
    (r) => !r.hidden && (r.event.type === "seedCommitted" || r.event.type === "memberJoined"),
  );
}

function LogEntry({ item, undone }: { item: LogItem; undone: boolean }) {
  const { nameOfMember, nameOfCharacter } = useTable();
  const names = useNames();
  const visible = unpackGroups(item.records.filter((r): r is VisibleRecord => !r.hidden));
  if (visible.length === 0) {
    return (
      <article className="entry entry-hidden" data-seq={item.records[0]?.seq} data-intent={item.intent}>
        {/* A secret roll, a whisper or someone's saved rolls: which, the server does not say. */}
        <Icon name="lock" /> Something hidden from you{undone ? " (taken back)" : ""}
      </article>
    );
  }
  const author = visible[0]!.author;
  const rolls = visible.filter((r) => r.event.type === "roll");
  const others = visible.filter((r) => r.event.type !== "roll");
  const notes = visible.filter((r) => r.event.type === "note.opened");
  const chats = visible.flatMap((r) => {
    const c = chatView(r.event);
    return c ? [{ r, c }] : [];
  });
  if (chats.length > 0) {
    return (
      <article
        className={`entry entry-chat vis-${chats[0]!.r.visibility.startsWith("whisper:") ? "whisper" : chats[0]!.r.visibility}`}
        data-seq={item.records[0]?.seq}
        data-intent={item.intent}
        data-testid="chat-entry"
      >
        {chats.map(({ r, c }) => (
          <ChatMessage key={r.seq} chat={c} author={r.author} />
        ))}
      </article>
    );
  }
  // Saved rolls (the author's own) and the GM's table settings, when the entry holds nothing else.
  const own = others.find((r) => r.event.type === "macros" || r.event.type === "tableSettings");
  if (own && rolls.length === 0 && others.length === 1) {
    return (
      <article className="entry entry-line" data-seq={item.records[0]?.seq} data-intent={item.intent}>
        <p className="line">
          {own.event.type === "macros"
            ? `You saved your rolls (${Array.isArray(own.event.macros) ? own.event.macros.length : 0} in the row)`
            : settingsLine(own.event)}
        </p>
      </article>
    );
  }
  if (rolls.length === 0) {
    return (
      <article
        className={`entry entry-line ${undone ? "undone" : ""}`}
        data-seq={item.records[0]?.seq}
        data-intent={item.intent}
      >
        {others
          .filter((r) => lineText(r.event, names) !== "")
          .map((r) => (
            <p key={`${r.seq}.${r.part}`} className={`line line-${r.event.type.replace(/\W/g, "-")}`}>
              {lineText(r.event, names)}
            </p>
          ))}
        {undone ? <span className="badge badge-undone">taken back</span> : null}
      </article>
    );
  }
  return (
    <article
      className={`entry entry-roll ${undone ? "undone" : ""} vis-${rolls[0]!.visibility}`}
      data-seq={item.records[0]?.seq}
      data-intent={item.intent}
      data-testid="roll-entry"
    >
      <header className="entry-head">
        {/* The character who acted heads the card (a GM rolling for an NPC shows the NPC); the member
            who sent it is in the tooltip. */}
        {(() => {
          const who = cardAuthor(rolls, author, nameOfMember, nameOfCharacter);
          return (
            <span className="who" title={who.name === who.sender ? undefined : `sent by ${who.sender}`}>
              {who.name}
            </span>
          );
        })()}
        <VisibilityBadge v={rolls[0]!.visibility} />
        {undone ? <span className="badge badge-undone">taken back</span> : null}
        <span className="seq muted" title="action number (undo names it)">
          #{item.intent}
        </span>
      </header>
      {rolls.map((r) => (
        <RollBody key={`${r.seq}.${r.part}`} roll={(r.event as unknown as { roll: RollRecord }).roll} />
      ))}
      {notes.map((r) => (
        <p key={`${r.seq}.${r.part}`} className="dilemma-note">
          <span className="badge badge-dilemma">{String(r.event.kind ?? "note")}</span>{" "}
          {String(r.event.text ?? "")}
        </p>
      ))}
      {others
        .filter((r) => r.event.type !== "note.opened")
        .map((r) => (
          <EventLine key={`${r.seq}.${r.part}`} r={r} />
        ))}
    </article>
  );
}

const DIALECT_POSSESSIVE: Record<string, string> = {
  tabula: "Tabula's",
  roll20: "Roll20's",
  foundry: "Foundry VTT's",
};

/**
 * The GM's table settings in a sentence: what changed, or (logged at the table's creation, with no
 * `changed` list) what differs from a plain table; never the event's key, "tableSettings".
 */
function settingsLine(e: GameEvent): string {
  const settings = (e.settings ?? {}) as Record<string, unknown>;
  const dialect = typeof settings.dialect === "string" ? settings.dialect : undefined;
  const said: Record<string, (on: boolean) => string> = {
    dialect: () =>
      `The GM set the table's dice notation to ${DIALECT_POSSESSIVE[dialect ?? "tabula"] ?? "Tabula's"}`,
    npcsSecretByDefault: (on) =>
      on ? "The GM keeps new NPCs secret from the players" : "New NPCs are no longer secret by default",
    freeCharacterEditing: (on) =>
      on
        ? "The GM lets players edit their whole characters"
        : "Players edit only their characters' names and notes",
  };
  const changed = Array.isArray(e.changed)
    ? (e.changed as string[])
    : Object.keys(settings).filter((k) =>
        k === "dialect" ? !!dialect && dialect !== "tabula" : settings[k] === true,
      );
  return (
    changed
      .filter((k) => Object.hasOwn(said, k))
      .map((k) => said[k]!(settings[k] === true))
      .join("; ") || "The table starts with its usual settings"
  );
}

/** One event's line in the log, in words. */
function lineText(e: GameEvent, names: Names): string {
  return e.type === "tableSettings" ? settingsLine(e) : describeEvent(withConditionWords(e), names);
}

function EventLine({ r }: { r: LogRecord }) {
  const names = useNames();
  if (r.hidden) return null;
  const text = lineText(r.event, names);
  return text === "" ? null : <p className="line sub">{text}</p>;
}

function RollBody({ roll }: { roll: RollRecord }) {
  const { nameOfCharacter } = useTable();
  const marks = notationMarks(roll);
  const names = useNames();
  const outcome = describeOutcome(roll.outcome, names);
  const groups = new Map<string, number[]>();
  roll.dice.forEach((d, i) => {
    const g = d.group ?? "";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  return (
    <div className="roll">
      <p className="roll-summary">
        {roll.partition && roll.partition !== "rolled" ? (
          <span className={`badge outcome ${partitionClass(roll.partition)}`}>
            {/* A partition may name who comes first (a Dice Engine order) or who won: names, not ids. */}
            {partitionText(roll.partition, names)}
          </span>
        ) : null}{" "}
        {roll.summary}
      </p>
      {[...groups.entries()].map(([g, idx]) => (
        <div className="dice-row" key={g || "_"}>
          {g ? <span className="dice-group">{diceGroupLabel(g, nameOfCharacter)}</span> : null}
          {idx.map((i) => (
            <Die key={i} d={roll.dice[i]!} marks={marks?.[i] ?? null} />
          ))}
        </div>
      ))}
      {outcome.length > 0 ? (
        <dl className="outcome-list">
          {outcome.map((o) => (
            <div key={o.key} data-key={o.key}>
              <dt>{o.label}</dt>
              {o.value === "" ? null : <dd>{o.value}</dd>}
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

type Names = EventNames;

function useNames(): Names {
  const { nameOfMember, nameOfCharacter, snap } = useTable();
  // Conditions by id, as the log added them: an ending names one only by its id, and by then it
  // has left the state.
  const conditions = useMemo(() => {
    const m = new Map<string, string>();
    for (const item of snap.log)
      for (const r of item.records) {
        if (r.hidden || r.event.type !== "condition.added") continue;
        const c = r.event.condition as { id?: string; name?: string; target?: string } | undefined;
        if (c?.id && c.name) m.set(c.id, `${conditionLabel(c.name)} on ${nameOfCharacter(c.target ?? null)}`);
      }
    return m;
  }, [snap.log, nameOfCharacter]);
  return { member: nameOfMember, character: nameOfCharacter, condition: (id) => conditions.get(id) ?? null };
}
