// Sheet pieces the three tailored sheets share: the head with who plays the character, a grid of
// stat tiles, a list of facts (derived values), a section with a heading, the notes, the sheet of a
// file that does not fit the table, and the advancement's preview and the GM's XP award.

import { type ReactNode, useId } from "react";
import type { CharacterEntry } from "../../../../../src/engine/state.js";
import { AmountInput } from "../../generic/amount-input.js";
import { SheetTools } from "../../generic/parts.js";
import { SheetHeader } from "../../generic/sheet-frame.js";

export function SheetHead({ character, tags = [] }: { character: CharacterEntry; tags?: ReactNode[] }) {
  return (
    <SheetHeader character={character}>
      {tags.length > 0 ? (
        <div className="kit-tags">
          {tags.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tags are positional
            <span key={i} className="badge">
              {t}
            </span>
          ))}
        </div>
      ) : null}
    </SheetHeader>
  );
}

export interface Tile {
  key: string;
  label: string;
  value: ReactNode;
  /** A small line under the value (a mark, what it covers). */
  note?: ReactNode;
  title?: string;
  tone?: "good" | "bad" | "accent";
}

/** Stats or attributes as tiles, two to four across. */
export function StatTiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <ul className="kit-tiles" aria-label={label}>
      {tiles.map((t) => (
        <li key={t.key} className={`kit-tile ${t.tone ?? ""}`} title={t.title} data-stat={t.key}>
          <span className="kit-tile-label">{t.label}</span>
          <span className="kit-tile-value">{t.value}</span>
          {t.note ? <span className="kit-tile-note">{t.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Derived values as a two-column list. */
export function Facts({ rows, label }: { rows: [string, ReactNode, string?][]; label?: string }) {
  return (
    <dl className="kit-facts" aria-label={label}>
      {rows.map(([k, v, testId]) => (
        <div key={k} data-testid={testId}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({
  title,
  children,
  right,
  testId,
}: {
  title: string;
  children: ReactNode;
  right?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="sheet-section" aria-label={title} data-testid={testId}>
      <div className="kit-section-head">
        <h3>{title}</h3>
        {right}
      </div>
      {children}
    </section>
  );
}

/** The sheet of a file the ruleset cannot read under the table's options: only what edits it. */
export function UnfitSheet({ character, canEdit }: { character: CharacterEntry; canEdit: boolean }) {
  return (
    <article className="sheet" aria-labelledby={`sheet-${character.id}`} data-character={character.id}>
      <SheetHead character={character} />
      <p className="error-note">This character file does not fit the table's options; edit it below.</p>
      <SheetTools character={character} canEdit={canEdit} />
    </article>
  );
}

/** The player's notes, line breaks kept; nothing when there are none. */
export function NotesSection({ notes }: { notes: string | undefined }) {
  if (!notes) return null;
  return (
    <Section title="Notes">
      <p className="small" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
        {notes}
      </p>
    </Section>
  );
}

/** What a purchase would change, or why the ruleset refuses it, before it is made. */
export function BuyPreview({
  preview,
  testId,
}: {
  preview: { refused: string | null; changes: string[] };
  testId?: string;
}) {
  return (
    <div className="kit-buy-preview" aria-live="polite" data-testid={testId}>
      {preview.refused ? (
        <p className="danger-text">{preview.refused}</p>
      ) : (
        preview.changes.map((ch) => <p key={ch}>{ch}</p>)
      )}
    </div>
  );
}

/**
 * The GM's XP award, folded away: the amount, then the sheet's own fields (what it is for). The
 * button waits while anything is being sent, for a whole amount, and for what `incomplete` says.
 */
export function AwardXp({
  amount,
  onAmount,
  busy,
  incomplete = false,
  onAward,
  testId,
  children,
}: {
  amount: string;
  onAmount(amount: string): void;
  busy: boolean;
  incomplete?: boolean;
  onAward(): void;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <details className="small" style={{ marginTop: 8 }}>
      <summary>Award XP (GM)</summary>
      <div className="kit-grid-2">
        <div className="field">
          <label htmlFor={id}>XP</label>
          <AmountInput id={id} value={amount} onChange={onAmount} />
        </div>
        {children}
      </div>
      <div className="actions" style={{ marginTop: 8 }}>
        <button
          type="button"
          className="btn btn-small"
          disabled={busy || !(Number(amount) >= 0) || incomplete}
          data-testid={testId}
          onClick={onAward}
        >
          Award
        </button>
      </div>
    </details>
  );
}
