// Sheet pieces the three tailored sheets share: the head with who plays the character, a grid of
// stat tiles, a list of facts (derived values), and a section with a heading.

import type { ReactNode } from "react";
import type { CharacterEntry } from "../../../../../src/engine/state.js";
import { useTable } from "../../../table/context.js";

export function SheetHead({ character, tags = [] }: { character: CharacterEntry; tags?: ReactNode[] }) {
  const { nameOfMember } = useTable();
  return (
    <header className="sheet-head">
      <h3 id={`sheet-${character.id}`} className="sheet-name">
        {character.name}
      </h3>
      <span className="muted small">
        {character.owner ? `played by ${nameOfMember(character.owner)}` : "GM character"} ·{" "}
        <code>{character.id}</code>
      </span>
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
    </header>
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
