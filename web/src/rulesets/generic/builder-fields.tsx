// Fields and buttons the builders repeat: who plays the character (the GM's choice), the NPC mark,
// a choice among a few ways, and the buttons that add and remove a row of a list (a weapon, a
// trait). Where a field takes `id`, it is the step's useId and its elements' ids hang off it as the
// Lucky 13 and Objects builders always named them. No styles are loaded here: the generic builder
// uses these too, and each builder brings its own.

import { type ReactNode, useId } from "react";
import type { BuilderProps } from "../types.js";

/** For the GM: who plays the new character (a player, or the GM for a non-player character). */
export function PlayedBy({
  isGm,
  members,
  value,
  onChange,
}: {
  isGm: boolean;
  members: BuilderProps["members"];
  /** A player's member id, or "" for the GM. */
  value: string;
  onChange(owner: string): void;
}) {
  const id = useId();
  if (!isGm) return null;
  return (
    <div className="field">
      <label htmlFor={id}>Played by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">The GM (non-player character)</option>
        {members
          .filter((m) => m.role === "player")
          .map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
      </select>
    </div>
  );
}

/** The NPC mark; the children say what it means at this table. */
export function NpcCheck({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange(npc: boolean): void;
  children: ReactNode;
}) {
  return (
    <label className="check small" htmlFor={`${id}-npc`}>
      <input
        id={`${id}-npc`}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />{" "}
      {children}
    </label>
  );
}

/** Removes one row of a list; `what` names the row for a screen reader ("weapon 2"). */
export function RemoveButton({ what, onClick }: { what: string; onClick(): void }) {
  return (
    <button
      type="button"
      className="btn btn-small btn-ghost danger-text lok-remove"
      aria-label={`Remove ${what}`}
      onClick={onClick}
    >
      Remove
    </button>
  );
}

/** Adds a row to a list. */
export function AddButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-small" onClick={onClick}>
      {children}
    </button>
  );
}

export interface Choice<V extends string> {
  value: V;
  title: string;
  text: ReactNode;
}

/** One of a few ways, each with a line on what it means, as a group of radio buttons. */
export function Choices<V extends string>({
  label,
  name,
  idPrefix,
  choices,
  value,
  onChange,
}: {
  label: string;
  name: string;
  /** Each radio's id is this and its value. */
  idPrefix: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(v: V): void;
}) {
  return (
    <div className="lok-choices" role="radiogroup" aria-label={label}>
      {choices.map((c) => (
        <label key={c.value} className="lok-choice" htmlFor={`${idPrefix}-${c.value}`}>
          <input
            id={`${idPrefix}-${c.value}`}
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
          />
          <span className="lok-choice-title">{c.title}</span>
          <span className="lok-choice-text">{c.text}</span>
        </label>
      ))}
    </div>
  );
}
