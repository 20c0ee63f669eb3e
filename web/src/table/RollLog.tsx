// The shared log: every roll with every die, and a line for everything else that happened at the
// table. Newest last; it follows the bottom unless the reader has scrolled up.

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { RollRecord } from "../../../src/engine/roll.js";
import { Icon } from "../components/Icon.js";
import type { LogItem } from "../lib/fold.js";
import type { GameEvent, LogRecord, Visibility, VisibleRecord } from "../lib/protocol.js";
import { useTable } from "./context.js";
import { Die } from "./Die.js";
import { notationMarks } from "./dice-replay.js";

const GOOD = /^(success|hit|win|critical|super|semi|pass|saved|succeeds|wins)/i;
const BAD = /^(fail|miss|lose|fumble|botch|dies|dead)/i;

export function partitionClass(p: string): string {
  if (BAD.test(p)) return "bad";
  if (GOOD.test(p)) return "good";
  return "neutral";
}

export function VisibilityBadge({ v }: { v: Visibility }) {
  if (v === "public") return null;
  return <span className={`badge vis-${v}`}>{v === "gm" ? "GM only" : "Only me"}</span>;
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
  const { nameOfMember } = useTable();
  const names = useNames();
  const visible = item.records.filter((r): r is VisibleRecord => !r.hidden);
  if (visible.length === 0) {
    return (
      <article className="entry entry-hidden" data-seq={item.records[0]?.seq} data-intent={item.intent}>
        <Icon name="lock" /> A hidden roll{undone ? " (taken back)" : ""}
      </article>
    );
  }
  const author = visible[0]!.author;
  const rolls = visible.filter((r) => r.event.type === "roll");
  const others = visible.filter((r) => r.event.type !== "roll");
  const notes = visible.filter((r) => r.event.type === "note.opened");
  if (rolls.length === 0) {
    return (
      <article
        className={`entry entry-line ${undone ? "undone" : ""}`}
        data-seq={item.records[0]?.seq}
        data-intent={item.intent}
      >
        {others
          .filter((r) => describeEvent(r.event, names) !== "")
          .map((r) => (
            <p key={r.seq} className={`line line-${r.event.type.replace(/\W/g, "-")}`}>
              {describeEvent(r.event, names)}
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
        <span className="who">{author ? nameOfMember(author) : "Table"}</span>
        <VisibilityBadge v={rolls[0]!.visibility} />
        {undone ? <span className="badge badge-undone">taken back</span> : null}
        <span className="seq muted" title="action number (undo names it)">
          #{item.intent}
        </span>
      </header>
      {rolls.map((r) => (
        <RollBody key={r.seq} roll={(r.event as unknown as { roll: RollRecord }).roll} />
      ))}
      {notes.map((r) => (
        <p key={r.seq} className="dilemma-note">
          <span className="badge badge-dilemma">{String(r.event.kind ?? "note")}</span>{" "}
          {String(r.event.text ?? "")}
        </p>
      ))}
      {others
        .filter((r) => r.event.type !== "note.opened")
        .map((r) => (
          <EventLine key={r.seq} r={r} />
        ))}
    </article>
  );
}

function EventLine({ r }: { r: LogRecord }) {
  const names = useNames();
  if (r.hidden) return null;
  const text = describeEvent(r.event, names);
  return text === "" ? null : <p className="line sub">{text}</p>;
}

function RollBody({ roll }: { roll: RollRecord }) {
  const { nameOfCharacter } = useTable();
  const marks = notationMarks(roll);
  const outcome = Object.entries(roll.outcome).filter(
    ([k, v]) => k !== "notation" && (typeof v === "number" || typeof v === "string" || v === true),
  );
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
            {/* A partition may name who comes first (a Dice Engine order): show names, not ids. */}
            {roll.partition
              .split(" + ")
              .map((p) => nameOfCharacter(p))
              .join(" + ")}
          </span>
        ) : null}{" "}
        {roll.summary}
      </p>
      {[...groups.entries()].map(([g, idx]) => (
        <div className="dice-row" key={g || "_"}>
          {g ? <span className="dice-group">{nameOfCharacter(g)}</span> : null}
          {idx.map((i) => (
            <Die key={i} d={roll.dice[i]!} marks={marks?.[i] ?? null} />
          ))}
        </div>
      ))}
      {outcome.length > 0 ? (
        <dl className="outcome-list">
          {outcome.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>
                {v === true
                  ? "yes"
                  : typeof v === "number" && !Number.isInteger(v)
                    ? v.toFixed(2)
                    : String(v)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

interface Names {
  member(id: string | null): string;
  character(id: string | null): string;
}

function useNames(): Names {
  const { nameOfMember, nameOfCharacter } = useTable();
  return { member: nameOfMember, character: nameOfCharacter };
}

const unitText = (unit: string, n: number) => `${n} ${unit}${n === 1 ? "" : "s"}`;

const MODEL_TEXT: Record<string, string> = {
  rolled: "rolled order",
  ticks: "tick tracker",
  actionsPerTurn: "actions per turn",
  gm: "GM's order",
};

/** One event in a sentence. */
export function describeEvent(e: GameEvent, n: Names): string {
  const s = (k: string) => String(e[k] ?? "");
  switch (e.type) {
    case "memberJoined": {
      const m = e.member as { name: string; role: string };
      return `${m.name} joined as ${m.role === "gm" ? "GM" : "a player"}`;
    }
    case "seedCommitted":
      return `Dice seed for period ${s("period")} committed (SHA-256 ${s("commitment").slice(0, 12)}…)`;
    case "seedRevealed":
      return `Seed of period ${s("period")} revealed: ${s("seed")}`;
    case "undo":
      return `The GM took back action #${s("intent")}`;
    case "character.added": {
      const c = e.character as { name: string; owner: string | null };
      return `${c.name} joins the table${c.owner ? ` (played by ${n.member(c.owner)})` : " (GM character)"}`;
    }
    case "character.changed": {
      const changes = (e.changes as string[] | undefined) ?? [];
      const name = n.character(s("id"));
      const text = changes.join("; ") || "sheet changed";
      // Rulesets often name the character already ("Rook: Swimming 1 → 2…"): say it once.
      return text.startsWith(`${name}:`) || text.startsWith(`${name} `) ? text : `${name}: ${text}`;
    }
    case "character.removed":
      return `${n.character(s("id"))} leaves the table`;
    case "encounter.started": {
      const enc = e.encounter as { model: string; participants: { name: string }[] };
      const model = MODEL_TEXT[enc.model] ?? enc.model;
      return `Encounter begins (${model}): ${enc.participants.map((p) => p.name).join(", ")}`;
    }
    case "encounter.ended":
      return "The encounter ends";
    case "participant.joined":
      return `${(e.participant as { name: string }).name} joins the encounter`;
    case "participant.left":
      return `${n.character(s("id"))} leaves the encounter`;
    case "order.set":
      return `Order: ${(e.order as string[]).map((id) => n.character(id)).join(" → ")}`;
    case "turn.started":
      return `Round ${s("round")}: ${n.character(s("actor"))}'s turn`;
    case "ticks.spent":
      return `${n.character(s("id"))} spends ${s("cost")} ticks (${s("action")})`;
    case "budget.spent":
      return `${n.character(s("id"))} uses ${s("amount")} ${s("kind")}`;
    case "condition.added": {
      const c = e.condition as {
        name: string;
        target: string;
        rating: number | null;
        duration: { unit: string; remaining: number } | null;
      };
      const d = c.duration ? ` for ${unitText(c.duration.unit, c.duration.remaining)}` : "";
      return `${n.character(c.target)} is ${c.name}${c.rating !== null ? ` ${c.rating}` : ""}${d}`;
    }
    case "condition.changed":
      return `Condition ${s("id")}: ${e.remaining !== null ? `${s("remaining")} left` : "changed"}`;
    case "condition.removed":
      return `Condition ${s("id")} ends (${s("reason")})`;
    case "clock.advanced":
      return `${unitText("minute", Number(e.minutes))} pass`;
    case "note.opened":
      return `${s("kind")}: ${s("text")}`;
    case "note.closed":
      return `${s("kind") || "Note"} settled: ${s("resolution")}`;
    default: {
      const text = e.summary ?? e.text ?? e.message;
      if (typeof text === "string") return text;
      const changes = e.changes;
      if (Array.isArray(changes)) return `${e.type}: ${changes.join("; ")}`;
      // A ruleset's own bookkeeping (e.g. the Dice Engine's tracker extras, "dice-engine.state")
      // says nothing a player reads; the roll it comes with already does.
      if (e.type.includes(".")) return "";
      return e.type;
    }
  }
}
