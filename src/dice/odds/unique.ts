// Exact odds of unique dice (`5d10u`, `2d6uo`, `2d%u>80`): each die after the first that repeats
// a value already showing (and matches the compare point, if any) is thrown again, until its value
// is new (`u`) or once (`uo`). A die's outcome depends on the set of values before it, so the
// dice are followed one at a time over the multisets of values shown so far, each with its
// probability; keep/drop and counting are applied to each final multiset. The number of
// multisets grows fast (C(values + dice, dice)), so the budget refuses large questions.

import { compare } from "../ast.js";
import type { Budget } from "./budget.js";
import type { FixedTerm } from "./dice.js";
import { type Dense, Distribution, toDense } from "./dist.js";
import { scoreFor } from "./score.js";

/** The total of a term with unique dice (no reroll, explosion or clamp: the parser refuses those). */
export function uniqueTotal(t: FixedTerm, budget: Budget): Dense {
  const u = t.mods.unique!;
  // The die's distinct values, ascending, each with its chance (dF.1 shows 0 on four faces).
  const chance = new Map<number, number>();
  for (const f of t.faces) chance.set(f, (chance.get(f) ?? 0) + 1 / t.faces.length);
  const values = [...chance.keys()].sort((a, b) => a - b);
  const p = values.map((v) => chance.get(v)!);
  const m = values.length;
  const rethrown = values.map((v) => u.compare === null || compare(u.compare, v));

  // Multisets as counts per value, keyed by their text.
  let states = new Map<string, { counts: number[]; p: number }>([
    ["", { counts: new Array(m).fill(0), p: 1 }],
  ]);
  for (let die = 0; die < t.count; die++) {
    budget.spend(states.size * m * (u.once ? m : 2), "following unique dice");
    const next = new Map<string, { counts: number[]; p: number }>();
    const add = (counts: number[], b: number, q: number) => {
      const c = counts.slice();
      c[b]!++;
      const key = c.join(",");
      const s = next.get(key);
      if (s) s.p += q;
      else next.set(key, { counts: c, p: q });
    };
    for (const s of states.values()) {
      // Values a die may end on when thrown until new: not (showing and matched by the compare point).
      let allowed = 0;
      for (let b = 0; b < m; b++) if (!(s.counts[b]! > 0 && rethrown[b])) allowed += p[b]!;
      for (let a = 0; a < m; a++) {
        const q = s.p * p[a]!;
        if (!(s.counts[a]! > 0 && rethrown[a])) add(s.counts, a, q);
        else if (u.once) for (let b = 0; b < m; b++) add(s.counts, b, q * p[b]!);
        else
          for (let b = 0; b < m; b++)
            if (!(s.counts[b]! > 0 && rethrown[b])) add(s.counts, b, (q * p[b]!) / allowed);
      }
    }
    states = next;
  }

  // Keep/drop on the sorted values, then sum or count.
  const keep = t.mods.keep;
  const score = scoreFor(t.mods);
  const totals = new Map<number, number>();
  budget.spend(states.size * t.count, "adding up unique dice");
  for (const s of states.values()) {
    const sorted: number[] = [];
    s.counts.forEach((c, b) => {
      for (let i = 0; i < c; i++) sorted.push(values[b]!);
    });
    let from = 0;
    let to = sorted.length;
    if (keep) {
      const n = sorted.length;
      const k = Math.min(keep.count, n);
      if (keep.kind === "kh") from = n - k;
      else if (keep.kind === "kl") to = k;
      else if (keep.kind === "dh") to = n - k;
      else from = k;
    }
    let total = 0;
    for (let i = from; i < to; i++) total += score(sorted[i]!);
    totals.set(total, (totals.get(total) ?? 0) + s.p);
  }
  return toDense(Distribution.fromMap(totals));
}
