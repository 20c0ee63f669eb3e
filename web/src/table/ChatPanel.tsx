// The chat box under the log: say something in character (as one of your characters) or out of
// character, to the table or whispered to some members (the GM reads whispers too). `/roll 2d6+3
// Sword` and `/gmroll d20` roll on the server, in the table's dice notation; `[[1d6]]` rolls inline.
// `/w NAME message` whispers by a member's or a character's name; while the name is being typed the
// names the table knows are offered as buttons that complete it.

import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import "../styles/chat.css";
import { errorText } from "../components/ErrorNote.js";
import { useTable } from "./context.js";

export const DIALECT_NAMES = { tabula: "Tabula", roll20: "Roll20", foundry: "Foundry VTT" } as const;

export function ChatPanel() {
  const { store, snap, mine, toast } = useTable();
  const ids = { text: useId(), as: useId(), err: useId() };
  const [text, setText] = useState("");
  const [as, setAs] = useState("");
  const [to, setTo] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = snap.members.filter((m) => m.id !== snap.me?.id);
  // A character that left the table cannot be spoken as: fall back to out of character.
  const speakingAs = mine.some((c) => c.id === as) ? as : "";
  const whisperTo = to.filter((id) => others.some((m) => m.id === id));
  const box = useRef<HTMLTextAreaElement>(null);
  const suggestions = whisperSuggestions(text, [
    ...others.map((m) => m.name),
    ...Object.values(snap.state?.characters ?? {})
      .filter((c) => c.owner !== null && c.owner !== snap.me?.id && others.some((m) => m.id === c.owner))
      .map((c) => c.name),
  ]);

  async function send(ev?: FormEvent) {
    ev?.preventDefault();
    if (text.trim() === "" || busy) return;
    setBusy(true);
    setError(null);
    try {
      await store.send({
        type: "chat",
        text,
        ...(speakingAs ? { as: speakingAs } : {}),
        ...(whisperTo.length > 0 ? { to: whisperTo } : {}),
      });
      setText("");
    } catch (e) {
      setError(errorText(e));
      toast(errorText(e), "error");
    } finally {
      setBusy(false);
    }
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line, as in every chat.
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <form className="form chat-form" onSubmit={send} data-testid="chat-form" aria-label="Chat">
      <div className="row wrap chat-options">
        <label className="small" htmlFor={ids.as}>
          Speak
        </label>
        <select id={ids.as} value={speakingAs} onChange={(e) => setAs(e.target.value)} data-testid="chat-as">
          <option value="">out of character (as {snap.me?.name ?? "me"})</option>
          {mine.map((c) => (
            <option key={c.id} value={c.id}>
              in character, as {c.name}
            </option>
          ))}
        </select>
        {others.length > 0 ? (
          <fieldset className="whisper-to" data-testid="chat-whisper">
            <legend className="small">Whisper to (the GM reads whispers too)</legend>
            {others.map((m) => (
              <label key={m.id} className="check small">
                <input
                  type="checkbox"
                  checked={whisperTo.includes(m.id)}
                  onChange={(e) =>
                    setTo((t) => (e.target.checked ? [...t, m.id] : t.filter((x) => x !== m.id)))
                  }
                />{" "}
                {m.name}
                {m.role === "gm" ? " (GM)" : ""}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.text} className="sr-only">
          Message
        </label>
        <textarea
          id={ids.text}
          rows={2}
          maxLength={2000}
          value={text}
          // Two lines at a phone's 390 px: the longer hint ran past the box's bottom edge.
          placeholder={`Say something, /roll 2d6+3 Sword, /gmroll d20 or [[1d6]] (${DIALECT_NAMES[snap.dialect]} dice)`}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.err : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          data-testid="chat-text"
          ref={box}
        />
        {suggestions.length > 0 ? (
          <ul className="row wrap whisper-names" aria-label="Whisper to" data-testid="whisper-names">
            {suggestions.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="chip"
                  onClick={() => {
                    setText(`/w ${name} `);
                    box.current?.focus();
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p className="field-error" id={ids.err}>
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-small" disabled={busy || text.trim() === ""}>
        {whisperTo.length > 0
          ? `Whisper to ${whisperTo.map((id) => others.find((m) => m.id === id)?.name ?? "").join(", ")}`
          : "Send"}
      </button>
    </form>
  );
}

/**
 * Where the page places the table's dice notation: nothing of its own now. The GM chooses it in the
 * Table settings panel (DialectSelect) and players read it on the dice tray's field and in the chat
 * box; a line and a select standing between the panels looked like stray controls.
 */
export function ChatDialect() {
  return null;
}

/** The GM's choice of dice notation for the table. */
export function DialectSelect() {
  const { store, snap, toast } = useTable();
  const id = useId();
  return (
    <div className="field inline-field">
      <label htmlFor={id} className="small">
        Dice notation players type
      </label>
      <select
        id={id}
        value={snap.dialect}
        data-testid="dialect"
        onChange={(e) =>
          store
            .send({ type: "table.settings", dialect: e.target.value as keyof typeof DIALECT_NAMES })
            .catch((err) => toast(errorText(err), "error"))
        }
      >
        {(Object.keys(DIALECT_NAMES) as (keyof typeof DIALECT_NAMES)[]).map((d) => (
          <option key={d} value={d}>
            {DIALECT_NAMES[d]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** While `/w PARTIAL` is typed (no message yet), the known names that PARTIAL starts, at most six. */
export function whisperSuggestions(text: string, names: readonly string[]): string[] {
  const m = /^\/(?:w|whisper|msg)\s+(.*)$/i.exec(text);
  if (!m) return [];
  const typed = m[1]!.toLowerCase();
  const unique = [...new Set(names)];
  // Once a whole name and a space are typed, the message has begun: nothing more to offer.
  if (unique.some((n) => typed.startsWith(`${n.toLowerCase()} `))) return [];
  return unique.filter((n) => n.toLowerCase().startsWith(typed)).slice(0, 6);
}
