// Resources a generic sheet can find without knowing the ruleset: a number `x` beside a `maxX`
// (hp/maxHp, health/maxHealth, energy/maxEnergy…), looked for in the derived sheet, then the data.

import { humanize } from "../../components/format.js";

export interface Resource {
  key: string;
  label: string;
  current: number;
  max: number;
}

const LABELS: Record<string, string> = { hp: "HP" };

export function findResources(derived: unknown, data: unknown): Resource[] {
  const d = (derived && typeof derived === "object" ? derived : {}) as Record<string, unknown>;
  const c = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const out: Resource[] = [];
  const seen = new Set<string>();
  for (const source of [d, c]) {
    for (const [k, max] of Object.entries(source)) {
      const m = /^max([A-Z]\w*)$/.exec(k);
      if (!m || typeof max !== "number") continue;
      const base = m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1);
      if (seen.has(base)) continue;
      const current = typeof d[base] === "number" ? d[base] : c[base];
      if (typeof current !== "number") continue;
      seen.add(base);
      out.push({ key: base, label: LABELS[base] ?? humanize(base), current, max });
    }
  }
  return out;
}
