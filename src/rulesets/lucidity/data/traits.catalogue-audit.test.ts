// Issue 21: a catalog trait works by its name (character/traits.ts hasTrait), so every one of the 32
// must be named by shipped code outside data/, or carry a "the GM adjudicates" mark. None is marked:
// the two "narrative" hooks (Resourceful, Businessman) are read too (character/inventory.ts, derive.ts).

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TRAITS } from "./traits.js";

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
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

describe("Lucidity traits carried out by code (issue 21)", () => {
  it("LUC-TRAIT-3..34 every catalog trait is named by a shipped rule", () => {
    const unread = TRAITS.filter((t) => !new RegExp(`["'\`]${esc(t.name)}["'\`]`).test(shipped)).map(
      (t) => t.name,
    );
    expect(unread).toEqual([]);
    expect(TRAITS).toHaveLength(32);
  });
});
