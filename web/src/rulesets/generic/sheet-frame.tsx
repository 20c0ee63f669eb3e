// The head and the end of a character sheet. The head: the name (with the sheet's marks beside it:
// NPC, dying, draft…), who plays the character and its id. The end of a sheet made for a ruleset:
// the other actions, the player's notes, the ruleset's description as text, and the file's tools.

import type { ReactNode } from "react";
import type { CharacterEntry } from "../../../../src/engine/state.js";
import { useTable } from "../../table/context.js";
import type { SheetProps } from "../types.js";
import { DescribeLines, OtherActions, SheetTools, useDescribed } from "./parts.js";

export function SheetHeader({
  character,
  marks,
  children,
}: {
  character: CharacterEntry;
  marks?: ReactNode;
  /** Below the name and the player (a concept, tags). */
  children?: ReactNode;
}) {
  const { nameOfMember } = useTable();
  return (
    <header className="sheet-head">
      <h3 id={`sheet-${character.id}`} className="sheet-name">
        {character.name}
        {marks}
      </h3>
      <span className="muted small">
        {/* No id chip: the id is the table's handle, not a word a player needs (issue 16). */}
        {character.owner ? `played by ${nameOfMember(character.owner)}` : "GM character"}
      </span>
      {children}
    </header>
  );
}

export function SheetEnd({ notes, ...props }: SheetProps & { notes: string | undefined }) {
  const { character, info, canEdit } = props;
  const lines = useDescribed(props);
  return (
    <>
      {canEdit ? <OtherActions character={character} info={info} /> : null}
      {notes ? (
        <section className="sheet-section" aria-label="Notes">
          <h3>Notes</h3>
          <p className="lok-note">{notes}</p>
        </section>
      ) : null}
      <details className="sheet-section">
        <summary>Sheet as text</summary>
        <DescribeLines lines={lines} />
      </details>
      <SheetTools character={character} canEdit={canEdit} />
    </>
  );
}
