// The sheet every ruleset gets unless it has its own: what the ruleset says about the character
// (its `describe` lines), resources and conditions, a quick check with its odds, the other
// actions, advancement, the derived values and the file itself.

import { useMemo } from "react";
import { useTable } from "../../table/context.js";
import type { SheetProps } from "../types.js";
import {
  AdvancePanel,
  ConditionChips,
  DescribeLines,
  HarmAndHeal,
  OtherActions,
  QuickCheck,
  ResourceBars,
  SheetTools,
  useConditionsOf,
  useDerived,
  ValueView,
} from "./parts.js";
import { findResources } from "./resources.js";

export function GenericSheet(props: SheetProps) {
  const { character, ruleset, info, options, canEdit, isGm } = props;
  const { nameOfMember } = useTable();
  const derived = useDerived<unknown>(props);
  const lines = useMemo(() => {
    if (!ruleset || options === null) return [];
    try {
      return ruleset.character.describe(character.data, options);
    } catch {
      return [];
    }
  }, [ruleset, options, character.data]);
  const resources = findResources(derived, character.data);
  const conditions = useConditionsOf(character.id);

  return (
    <article className="sheet" aria-labelledby={`sheet-${character.id}`} data-character={character.id}>
      <header className="sheet-head">
        <h3 id={`sheet-${character.id}`} className="sheet-name">
          {character.name}
        </h3>
        <span className="muted small">
          {character.owner ? `played by ${nameOfMember(character.owner)}` : "GM character"} ·{" "}
          <code>{character.id}</code>
        </span>
      </header>
      <ResourceBars resources={resources} />
      {isGm ? <HarmAndHeal character={character} info={info} /> : null}
      <ConditionChips conditions={conditions} />
      <QuickCheck character={character} info={info} canAct={canEdit} />
      <DescribeLines lines={lines.slice(1)} />
      {canEdit ? <OtherActions character={character} info={info} /> : null}
      <AdvancePanel {...props} />
      {derived ? (
        <details className="sheet-section">
          <summary>Derived values</summary>
          <ValueView value={derived} />
        </details>
      ) : null}
      <details className="sheet-section">
        <summary>Character file</summary>
        <ValueView value={character.data} />
      </details>
      <SheetTools character={character} canEdit={canEdit} />
    </article>
  );
}
