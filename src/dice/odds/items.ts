// A group of several expressions, `{2d6, 1d8+1}kh1`: its items are independent but not alike,
// so keep/drop tracks the best (or worst) k item totals seen so far, item by item.

import type { GroupNode } from "../ast.js";
import type { Budget } from "./budget.js";
import { scoreFor } from "./dice.js";
import { add, combineLost, Distribution, mapValues } from "./dist.js";

export function keepItems(e: GroupNode, items: Distribution[], budget: Budget): Distribution {
  const score = scoreFor(e.mods);
  const keep = e.mods.keep;
  if (!keep) {
    return items.map((d) => mapValues(d, score)).reduce((acc, d) => add(acc, d, budget));
  }
  const m = items.length;
  const highFirst = keep.kind === "kh" || keep.kind === "dl";
  const k = Math.max(0, Math.min(m, keep.kind === "kh" || keep.kind === "kl" ? keep.count : m - keep.count));
  // State: the k best totals so far, best first, as a key.
  let states = new Map<string, { best: number[]; p: number }>([["", { best: [], p: 1 }]]);
  let lost = 0;
  for (const d of items) {
    lost = combineLost(lost, d.lost);
    budget.spend(states.size * d.size * (k + 2), "keeping group items");
    const next = new Map<string, { best: number[]; p: number }>();
    for (const s of states.values()) {
      for (let i = 0; i < d.size; i++) {
        const v = d.values[i]!;
        const best = insert(s.best, v, k, highFirst);
        const key = best.join(",");
        const w = s.p * d.probs[i]!;
        const e2 = next.get(key);
        if (e2) e2.p += w;
        else next.set(key, { best, p: w });
      }
    }
    states = next;
  }
  const out = new Map<number, number>();
  for (const s of states.values()) {
    const total = s.best.reduce((acc, v) => acc + score(v), 0) || 0;
    out.set(total, (out.get(total) ?? 0) + s.p);
  }
  return Distribution.fromMap(out, lost);
}

function insert(best: number[], v: number, k: number, highFirst: boolean): number[] {
  if (k === 0) return best;
  const out = best.slice();
  let i = out.length;
  while (i > 0 && (highFirst ? out[i - 1]! < v : out[i - 1]! > v)) i--;
  out.splice(i, 0, v);
  if (out.length > k) out.pop();
  return out;
}
