// Odds tables: golden values worked out by hand, every cell of the small cases cross-checked against
// a brute-force enumeration of the dice written here independently of the rulesets' odds code,
// and the three printed forms (text, JSON, CSV).

import { describe, expect, it } from "vitest";
import { formatOddsCsv, formatOddsText, oddsTable, percent } from "../../src/designer/odds-tables.js";
import type { OddsGrid, OddsTable } from "../../src/engine/facets/odds-table.js";
import { registry } from "../../src/rulesets/index.js";
import { build, grit } from "./helpers.js";

const table = (id: string, options: Record<string, unknown> = {}) => oddsTable(registry.get(id), options);
const grid = (t: OddsTable, id: string): OddsGrid => t.tables.find((g) => g.id === id)!;
/** The cell at the row and column with these labels. */
function cell(g: OddsGrid, row: string | number, column: string | number): number {
  const r = g.rows.values.indexOf(row);
  const c = g.columns.values.indexOf(column);
  expect(r, `row ${row}`).toBeGreaterThanOrEqual(0);
  expect(c, `column ${column}`).toBeGreaterThanOrEqual(0);
  return g.cells[r]![c]!;
}

// ── brute force ──────────────────────────────────────────────────────────────────────────────

type Dist = Map<number, number>;
const convolve = (a: Dist, b: Dist): Dist => {
  const out: Dist = new Map();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
};
const atLeast = (d: Dist, t: number) => [...d].reduce((s, [v, p]) => (v >= t ? s + p : s), 0);

/** A Lucky 13 die thrown face by face: a maximum adds a new throw, up to `explosions` times. */
function explodingDie(n: number, explosions: number): Dist {
  const out: Dist = new Map();
  const go = (base: number, p: number, left: number) => {
    for (let f = 1; f <= n; f++) {
      if (f === n && left > 0) go(base + f, p / n, left - 1);
      else out.set(base + f, (out.get(base + f) ?? 0) + p / n);
    }
  };
  go(0, 1, explosions);
  return out;
}

/** P(ability + skill + difficulty ≥ 13) by enumeration; cinematic chains cut at 14 throws. */
function lucky13Brute(mode: "cinematic" | "gritty" | "off", a: number, s: number, d: number | null): number {
  const depth = { cinematic: 14, gritty: 1, off: 0 }[mode];
  const other = mode === "cinematic" ? 14 : 0;
  let sum = convolve(explodingDie(a, depth), explodingDie(s, other));
  if (d !== null) sum = convolve(sum, explodingDie(d, other));
  return atLeast(sum, 13);
}

const LEVEL_DIE: Record<string, number | null> = {
  "easy (d12)": 12,
  "moderate (d10)": 10,
  "difficult (d8)": 8,
  "challenging (d6)": 6,
  "extraordinary (d4)": 4,
  "heroic (none)": null,
};

// ── Lucky 13 ─────────────────────────────────────────────────────────────────────────────────

describe("the Lucky 13 odds table", () => {
  const t = table("lucky13");

  it("has every ability die × skill die × Difficulty level, per play mode, and the attack grid", () => {
    expect(t.tables.map((g) => g.id)).toEqual(["cinematic", "gritty", "off", "attack"]);
    const g = grid(t, "cinematic");
    expect(g.rows.values).toHaveLength(25);
    expect(g.columns.values).toEqual(Object.keys(LEVEL_DIE));
  });

  it("golden values", () => {
    // Two d12 and no third die, no explosions: 78 of the 144 pairs reach 13.
    expect(cell(grid(t, "off"), "d12 + d12", "heroic (none)")).toBeCloseTo(78 / 144, 12);
    // Three d4 without explosions top out at 12.
    expect(cell(grid(t, "off"), "d4 + d4", "extraordinary (d4)")).toBe(0);
    // Gritty: the d4 ability die explodes once (at most 8), the d4 skill die not at all: 12 at most.
    expect(cell(grid(t, "gritty"), "d4 + d4", "heroic (none)")).toBe(0);
    // Cinematic: 13 needs 4,4,4 and then anything on the next throw: (1/4)^3 plus longer chains.
    expect(cell(grid(t, "cinematic"), "d4 + d4", "extraordinary (d4)")).toBeGreaterThan(1 / 64);
  });

  it("every cell of the flat and gritty grids, and the cinematic d4/d6 rows, match the enumeration", () => {
    for (const mode of ["off", "gritty", "cinematic"] as const) {
      const g = grid(t, mode);
      g.rows.values.forEach((row, r) => {
        const [a, s] = String(row)
          .split(" + ")
          .map((x) => Number(x.slice(1))) as [number, number];
        if (mode === "cinematic" && a > 6) return;
        g.columns.values.forEach((col, c) => {
          const expected = lucky13Brute(mode, a, s, LEVEL_DIE[String(col)]!);
          expect(g.cells[r]![c], `${mode} ${row} ${col}`).toBeCloseTo(
            expected,
            mode === "cinematic" ? 7 : 12,
          );
        });
      });
    }
  });

  it("follows the ruleset's options: its own mode first", () => {
    const gritty = table("lucky13", { playMode: "gritty" });
    expect(gritty.tables[0]!.id).toBe("gritty");
    expect(gritty.tables[0]!.title).toContain("this ruleset's mode");
  });

  it("for the Grit overlay: names Grit in the check and lists the Pick-axe in the attack grid", () => {
    const g = oddsTable(build(grit()));
    expect(g.ruleset).toEqual({ id: "grit", name: "Grit", base: "lucky13" });
    expect(g.check).toContain("Grit");
    const attack = grid(g, "attack");
    expect(attack.rows.values).toContain("Pick-axe (d6/d10)");
    // The Pick-axe's Accuracy is a d6: the same chances as the bare d6 row.
    expect(attack.cells[attack.rows.values.indexOf("Pick-axe (d6/d10)")]).toEqual(
      attack.cells[attack.rows.values.indexOf("accuracy d6")],
    );
  });
});

// ── Objects ──────────────────────────────────────────────────────────────────────────────────

/** Counts every face combination of n dice: P(successes ≥ min(d, n)). */
function objectsBrute(n: number, d: number, sides: number, tn: number): number {
  if (n === 0) return 0;
  const need = Math.min(d, n);
  let hits = 0;
  const total = sides ** n;
  for (let i = 0; i < total; i++) {
    let x = i;
    let successes = 0;
    for (let k = 0; k < n; k++) {
      if ((x % sides) + 1 >= tn) successes++;
      x = Math.floor(x / sides);
    }
    if (successes >= need) hits++;
  }
  return hits / total;
}

describe("the Objects odds table", () => {
  const t = table("objects");

  it("golden values", () => {
    const g = grid(t, "difficulty");
    expect(cell(g, 1, 1)).toBeCloseTo(1 / 3, 12);
    expect(cell(g, 2, 2)).toBeCloseTo(1 / 9, 12);
    expect(cell(g, 3, 1)).toBeCloseTo(19 / 27, 12);
    expect(cell(g, 0, 1)).toBe(0); // an empty pool cannot be rolled
    expect(cell(g, 1, 3)).toBeCloseTo(1 / 3, 12); // capped at the pool
  });

  it("matches the enumeration for pools up to 5, on a d6 and on a d4", () => {
    for (const [options, sides, tn] of [
      [{}, 6, 5],
      [{ dieType: "d4" }, 4, 4],
    ] as const) {
      const g = grid(table("objects", options), "difficulty");
      for (let n = 0; n <= 5; n++)
        for (const d of g.columns.values as number[])
          expect(cell(g, n, d), `${sides} ${n} ${d}`).toBeCloseTo(objectsBrute(n, d, sides, tn), 12);
      const tg = grid(table("objects", options), "target");
      for (let n = 1; n <= 4; n++)
        for (const target of tg.columns.values as number[])
          expect(cell(tg, n, target)).toBeCloseTo(objectsBrute(n, 1, sides, target), 12);
    }
  });
});

// ── Beat-15 ──────────────────────────────────────────────────────────────────────────────────

describe("the Beat-15 odds table", () => {
  it("golden values and the d20 enumeration", () => {
    const g = grid(table("beat15"), "check");
    expect(cell(g, 0, 15)).toBeCloseTo(6 / 20, 12);
    expect(cell(g, 12, 3)).toBe(1);
    expect(cell(g, -2, 39)).toBe(0);
    for (const [r, s] of g.rows.values.entries()) {
      for (const [c, target] of g.columns.values.entries()) {
        let wins = 0;
        for (let f = 1; f <= 20; f++) if (f + Number(s) >= Number(target)) wins++;
        expect(g.cells[r]![c]).toBeCloseTo(wins / 20, 12);
      }
    }
  });

  it("applies the natural-face options", () => {
    const g = grid(table("beat15", { naturalTwentyAutoSuccess: true, naturalOneAutoFailure: true }), "check");
    expect(cell(g, -2, 39)).toBeCloseTo(1 / 20, 12);
    expect(cell(g, 12, 3)).toBeCloseTo(19 / 20, 12);
  });
});

// ── Lucidity ─────────────────────────────────────────────────────────────────────────────────

/** d20 + modifier ± the highest of |net| d6, enumerated. */
function lucidityBrute(modifier: number, net: number, target: number, ties: "succeed" | "fail"): number {
  const n = Math.abs(net);
  let hits = 0;
  let total = 0;
  const go = (depth: number, high: number, face: number) => {
    if (depth === n) {
      const t = face + modifier + (net >= 0 ? high : -high);
      total++;
      if (ties === "succeed" ? t >= target : t > target) hits++;
      return;
    }
    for (let f = 1; f <= 6; f++) go(depth + 1, Math.max(high, f), face);
  };
  for (let face = 1; face <= 20; face++) go(0, 0, face);
  return hits / total;
}

describe("the Lucidity odds tables", () => {
  const t = table("lucidity");

  it("golden values", () => {
    expect(cell(grid(t, "check"), "+0", 11)).toBeCloseTo(0.5, 12);
    expect(cell(grid(table("lucidity", { checkTies: "fail" }), "check"), "+0", 11)).toBeCloseTo(0.45, 12);
    const luc = grid(t, "lucidity");
    expect(cell(luc, 10, "+2")).toBeCloseTo(0.6, 12);
    expect(cell(luc, 0, "-3")).toBe(0);
    expect(cell(luc, 20, "+3")).toBe(1);
  });

  it("matches the enumeration of the d20 and the Buff/Break d6s", () => {
    for (const ties of ["succeed", "fail"] as const) {
      const tt = table("lucidity", { checkTies: ties });
      const check = grid(tt, "check");
      for (const [r, m] of check.rows.values.entries())
        for (const [c, target] of check.columns.values.entries())
          expect(check.cells[r]![c]).toBeCloseTo(lucidityBrute(Number(m), 0, Number(target), ties), 12);
      const buffs = grid(tt, "buffs");
      for (const [r, n] of buffs.rows.values.entries())
        for (const [c, target] of buffs.columns.values.entries())
          expect(buffs.cells[r]![c]).toBeCloseTo(lucidityBrute(0, Number(n), Number(target), ties), 12);
    }
    const luc = grid(t, "lucidity");
    for (const [r, l] of luc.rows.values.entries()) {
      for (const [c, m] of luc.columns.values.entries()) {
        let hits = 0;
        for (let f = 1; f <= 20; f++) if (f <= Number(l) + Number(m)) hits++;
        expect(luc.cells[r]![c]).toBeCloseTo(hits / 20, 12);
      }
    }
  });

  it("without the attribute in the Lucidity roll, every column is the same", () => {
    const luc = grid(table("lucidity", { lucidityRollAttribute: "ignore" }), "lucidity");
    for (const row of luc.cells) expect(new Set(row).size).toBe(1);
  });
});

// ── printing ─────────────────────────────────────────────────────────────────────────────────

describe("printing odds tables", () => {
  it("percentages never round a possible outcome to 0% or 100%", () => {
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.0001)).toBe("<0.1%");
    expect(percent(0.99999)).toBe(">99.9%");
    expect(percent(0.4213)).toBe("42.1%");
  });

  it("text aligns every column of every grid", () => {
    const text = formatOddsText(table("beat15"));
    const lines = text.split("\n");
    const header = lines.findIndex((l) => l.startsWith("stat + modifiers"));
    const rows = lines.slice(header, header + 16);
    expect(new Set(rows.map((l) => l.length)).size).toBe(1);
    expect(text).toContain("Beat-15: d20 + a stat");
  });

  it("CSV has one header and one line per cell", () => {
    const t = table("lucidity");
    const lines = formatOddsCsv(t).trimEnd().split("\n");
    expect(lines[0]).toBe("table,row_key,row,column_key,column,success");
    const cells = t.tables.reduce((n, g) => n + g.rows.values.length * g.columns.values.length, 0);
    expect(lines).toHaveLength(cells + 1);
    expect(lines[1]).toBe(`check,modifier,-3,target,5,${t.tables[0]!.cells[0]![0]}`);
  });

  it("the JSON document is the documented shape", () => {
    const t = JSON.parse(JSON.stringify(table("objects"))) as OddsTable;
    expect(Object.keys(t)).toEqual(["format", "version", "ruleset", "check", "options", "tables"]);
    expect(t.format).toBe("tabula.odds-table");
    for (const g of t.tables) {
      expect(Object.keys(g)).toEqual(["id", "title", "note", "rows", "columns", "cells"]);
      expect(g.cells).toHaveLength(g.rows.values.length);
      for (const row of g.cells) {
        expect(row).toHaveLength(g.columns.values.length);
        for (const p of row) expect(p >= 0 && p <= 1).toBe(true);
      }
    }
  });
});
