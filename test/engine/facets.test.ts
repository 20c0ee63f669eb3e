// The facets each shipped ruleset offers (src/rulesets/index.ts hangs them on the ruleset): each one
// names its own ruleset, and each does its job on the ruleset's defaults — the odds table gives
// chances between 0 and 1 in full grids, the overlay's terms and catalogues list under the default
// options, and a group strategy, where there is one, plays a fight to its end.

import { describe, expect, it } from "vitest";
import { Rng } from "../../src/dice/index.js";
import type { GroupRecorder } from "../../src/engine/facets/group-fight.js";
import { registry } from "../../src/rulesets/index.js";

describe.each(registry.list().map((r) => [r.id, r] as const))("facets of %s", (id, ruleset) => {
  const o = ruleset.parseOptions({});

  it("offers the three facets of the designer and the simulator, each naming this ruleset", () => {
    expect(ruleset.overlay?.base).toBe(id);
    expect(ruleset.oddsTable?.base).toBe(id);
    expect(ruleset.fight?.ruleset).toBe(id);
  });

  it("odds table: full grids of chances between 0 and 1", () => {
    const { check, tables } = ruleset.oddsTable!.grids(ruleset, o);
    expect(check.length).toBeGreaterThan(0);
    expect(tables.length).toBeGreaterThan(0);
    for (const g of tables) {
      expect(g.cells).toHaveLength(g.rows.values.length);
      for (const row of g.cells) {
        expect(row).toHaveLength(g.columns.values.length);
        for (const p of row) expect(p >= 0 && p <= 1).toBe(true);
      }
    }
  });

  it("overlay: its terms and catalogues list under the default options", () => {
    const support = ruleset.overlay!;
    for (const kind of Object.values(support.terms)) {
      const terms = kind.list(o as never);
      expect(new Set(terms.map((t) => t.id)).size).toBe(terms.length);
    }
    for (const cat of Object.values(support.catalogues)) {
      for (const entry of cat.base(o as never)) expect(typeof cat.key(entry)).toBe("string");
    }
  });

  it.runIf(ruleset.fight?.group !== undefined)(
    "group fight: plays one fight of the example fighters to its end",
    () => {
      const c = ruleset.character.parse(
        ruleset.fixtures(o).characters[Object.keys(ruleset.fixtures(o).characters)[0]!]!.data,
        o,
      );
      const fight = ruleset.fight!.group!.prepare({
        options: o,
        sides: [[c], [c]],
        tactics: [{ focus: "weakest" }, { focus: "spread" }],
        maxRounds: 50,
      });
      const ends: unknown[] = [];
      const rec: GroupRecorder = { begin() {}, attack() {}, drop() {}, end: (...a) => ends.push(a) };
      fight.fight(Rng.fromSeed("facets"), rec);
      expect(ends).toHaveLength(1);
    },
  );
});
