// One chat message in the log: who said it (in or out of character), to whom if whispered, and
// its text with markdown-lite marks and its inline rolls (total, and every die on a click). Built
// from React text nodes only (web/src/lib/markdown-lite.ts): nothing in a message becomes HTML.

import { useState } from "react";
import type { DieRecord } from "../../../src/engine/roll.js";
import { markdownLite } from "../lib/markdown-lite.js";
import { useTable } from "./context.js";
import { Die } from "./Die.js";

export interface ChatEventView {
  type: "chat";
  as: string | null;
  speaker: string;
  text: string;
  to: string[];
  inline: { start: number; end: number; notation: string; total: number; dice: DieRecord[] }[];
}

/** The event as the server sent it, checked field by field (a newer server, a bug: never a crash). */
export function chatView(e: unknown): ChatEventView | null {
  const x = e as Partial<ChatEventView> | null;
  if (x?.type !== "chat" || typeof x.text !== "string" || typeof x.speaker !== "string") return null;
  const inline = Array.isArray(x.inline)
    ? x.inline.filter(
        (r) =>
          r &&
          Number.isInteger(r.start) &&
          Number.isInteger(r.end) &&
          r.start >= 0 &&
          r.end <= x.text!.length &&
          r.start < r.end,
      )
    : [];
  return {
    type: "chat",
    as: typeof x.as === "string" ? x.as : null,
    speaker: x.speaker,
    text: x.text,
    to: Array.isArray(x.to) ? x.to.filter((t): t is string => typeof t === "string") : [],
    inline: inline.sort((a, b) => a.start - b.start),
  };
}

function Marked({ text }: { text: string }) {
  return (
    <>
      {markdownLite(text).map((s, i) => {
        const key = `${i}:${s.text.length}`;
        if (s.link)
          return (
            <span
              key={key}
              className="chat-link"
              title="Links are shown, not opened: copy the address if you trust it"
            >
              {s.text}
            </span>
          );
        if (s.bold && s.italic)
          return (
            <strong key={key}>
              <em>{s.text}</em>
            </strong>
          );
        if (s.bold) return <strong key={key}>{s.text}</strong>;
        if (s.italic) return <em key={key}>{s.text}</em>;
        return <span key={key}>{s.text}</span>;
      })}
    </>
  );
}

function InlineRoll({ roll }: { roll: ChatEventView["inline"][number] }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="inline-roll" data-testid="inline-roll">
      <button
        type="button"
        className="inline-total"
        title={`${roll.notation}: show the dice`}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {roll.total}
      </button>
      {open ? (
        <span className="inline-detail">
          <span className="muted small">{roll.notation}</span>{" "}
          {roll.dice.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dice of one roll keep their order for ever
            <Die key={i} d={d} />
          ))}
        </span>
      ) : null}
    </span>
  );
}

export function ChatMessage({ chat, author }: { chat: ChatEventView; author: string | null }) {
  const { nameOfMember } = useTable();
  const parts: React.ReactNode[] = [];
  let at = 0;
  chat.inline.forEach((r) => {
    if (r.start < at) return;
    parts.push(<Marked key={`t${r.start}`} text={chat.text.slice(at, r.start)} />);
    parts.push(<InlineRoll key={`r${r.start}`} roll={r} />);
    at = r.end;
  });
  parts.push(<Marked key="end" text={chat.text.slice(at)} />);
  const ooc = chat.as === null;
  return (
    <div className={`chat ${ooc ? "chat-ooc" : "chat-ic"}`} data-testid="chat-message">
      <p className="chat-head">
        <span className="who">{chat.speaker}</span>
        {!ooc && author ? <span className="muted small"> ({nameOfMember(author)})</span> : null}
        {ooc ? <span className="badge badge-ooc">out of character</span> : null}
        {chat.to.length > 0 ? (
          <span className="badge vis-whisper">
            Whisper to {chat.to.map((id) => nameOfMember(id)).join(", ")}
          </span>
        ) : null}
      </p>
      <div className="chat-text">{parts}</div>
    </div>
  );
}
