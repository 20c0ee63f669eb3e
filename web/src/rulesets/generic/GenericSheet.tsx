// The sheet every ruleset gets unless it has its own: what the ruleset says about the character
// (its `describe` lines), resources and conditions, a quick check with its odds, the other
// actions, advancement, the derived values and the file itself. A ruleset's own sheet falls back
// to it (whenDerived) while the character cannot be derived.

import type { ComponentType } from "react";
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
  useDescribed,
  ValueView,
} from "./parts.js";
import { findResources } from "./resources.js";
import { SheetHeader } from "./sheet-frame.js";

export function GenericSheet(props: SheetProps) {
  const { character, info, canEdit, isGm } = props;
  const derived = useDerived<unknown>(props);
  const lines = useDescribed(props);
  const resources = findResources(derived, character.data);
  const conditions = useConditionsOf(character.id);

  return (
    <article className="sheet" aria-labelledby={`sheet-${character.id}`} data-character={character.id}>
      <SheetHeader character={character} />
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

/** A sheet's props once the ruleset has derived the character (`d`) under the table's options (`o`). */
export type DerivedSheetProps<D, O, C> = SheetProps & { d: D; o: O; c: C };

/** A ruleset's own sheet as the table uses it: the generic sheet while the ruleset cannot derive the character. */
export function whenDerived<D, O, C>(
  Sheet: ComponentType<DerivedSheetProps<D, O, C>>,
): ComponentType<SheetProps> {
  return function DerivedSheet(props: SheetProps) {
    const derived = useDerived<D>(props);
    if (!derived || !props.ruleset) return <GenericSheet {...props} />;
    return <Sheet {...props} d={derived} o={props.options as O} c={props.character.data as C} />;
  };
}
