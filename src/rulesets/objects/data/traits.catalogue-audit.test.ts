// Issue 21: every sample trait either does what its summary says through a field the rules read, or is
// marked in the catalogue as "the GM adjudicates" with the moments its text applies. The same check as
// scripts/catalogue-audit.mjs, on the sources: a mechanic field counts when shipped code outside data/
// reads it.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GM_MOMENTS, TRAITS, type TraitDef } from "./traits.js";

const root = fileURLToPath(new URL("..", import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return p.endsWith("data") || p.endsWith("testing") ? [] : sources(p);
    return p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}
const shipped = sources(root)
  .map((p) => readFileSync(p, "utf8"))
  .join("\n");

const FIELDS = [
  "extentCaps",
  "reducesDamageTagged",
  "attack",
  "rolls",
  "canBuyOff",
  "breathesWater",
] as const;

/** What a shipped module must read for the trait's summary to be carried out. */
function readers(t: TraitDef): RegExp[] {
  const out: RegExp[] = [];
  if (t.pool.effect !== "none") out.push(new RegExp(`"${t.pool.effect}"`));
  for (const f of FIELDS) if (t[f] !== undefined) out.push(new RegExp(`\\.${f}\\b`));
  if (t.overridesFearImmunity) out.push(/fearImmun/);
  return out;
}

describe("sample traits the GM adjudicates (issue 21)", () => {
  it("exactly Extra Limbs is marked, when its bearer acts or attacks", () => {
    const marked = Object.fromEntries(
      TRAITS.filter((t) => t.gmAdjudicates).map((t) => [t.id, t.gmAdjudicates!.when]),
    );
    expect(marked).toEqual({ extraLimbs: ["acts", "attacks"] });
  });

  it("a marked trait has a summary for the table to show and known moments", () => {
    for (const t of TRAITS.filter((x) => x.gmAdjudicates)) {
      expect(t.summary.length, t.id).toBeGreaterThan(20);
      expect(t.gmAdjudicates!.when.length, t.id).toBeGreaterThan(0);
      for (const m of t.gmAdjudicates!.when) expect(GM_MOMENTS, t.id).toContain(m);
    }
  });

  it("every unmarked trait carries its summary in fields the rules read", () => {
    for (const t of TRAITS.filter((x) => !x.gmAdjudicates)) {
      const needs = readers(t);
      expect(needs.length, `${t.id} has no mechanic as data`).toBeGreaterThan(0);
      for (const re of needs) expect(re.test(shipped), `${t.id}: nothing reads ${re}`).toBe(true);
    }
  });
});
