// Choosing an area template: the ruleset's kinds (circle, cone, line…) and their measures, with the
// book's defaults filled in. The template is then placed by pressing on the map (and dragging
// toward where a cone or line points).

import { useEffect, useId } from "react";
import type { AreaKind } from "../../../src/engine/facets/geometry.js";

export interface AreaChoice {
  shape: string;
  label: string;
  directed: boolean;
  size: Record<string, number>;
}

function choiceOf(k: AreaKind): AreaChoice {
  return {
    shape: k.id,
    label: k.label,
    directed: k.directed,
    size: Object.fromEntries(k.measures.map((m) => [m.key, m.default])),
  };
}

export function AreaTool({
  kinds,
  value,
  onChange,
  unit,
}: {
  kinds: readonly AreaKind[];
  value: AreaChoice | null;
  onChange(v: AreaChoice): void;
  unit: string;
}) {
  const id = useId();
  const kind = kinds.find((k) => k.id === value?.shape) ?? kinds[0];
  // The first kind is chosen until the user picks another.
  useEffect(() => {
    if (!value && kinds[0]) onChange(choiceOf(kinds[0]));
  }, [value, kinds, onChange]);
  if (!kind || !value) return null;
  return (
    <div className="row map-area-tool">
      <label htmlFor={`${id}-shape`}>Template</label>
      <select
        id={`${id}-shape`}
        value={kind.id}
        onChange={(e) => {
          const k = kinds.find((x) => x.id === e.target.value);
          if (k) onChange(choiceOf(k));
        }}
      >
        {kinds.map((k) => (
          <option key={k.id} value={k.id}>
            {k.label}
          </option>
        ))}
      </select>
      {kind.measures.map((m) => (
        <label key={m.key} className="small">
          {m.label}{" "}
          <input
            type="number"
            min={0}
            step="any"
            value={value.size[m.key] ?? m.default}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isFinite(n) && n >= 0) onChange({ ...value, size: { ...value.size, [m.key]: n } });
            }}
          />
        </label>
      ))}
      <span className="muted small">
        {kind.directed
          ? `Press where it starts and drag toward its target (${unit})`
          : `Press where it is centred (${unit})`}
      </span>
    </div>
  );
}
