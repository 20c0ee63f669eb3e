// The geometry contract every registered ruleset's facet keeps (issue 17): distances are symmetric,
// zero on the same cell and never negative on every grid kind it measures; area templates cover
// cells inside the grid only, once each; and every draft it makes (move, attack at range, area
// action) names one of the ruleset's own actions with parameters that action's schema accepts.

import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../src/engine/ruleset.js";
import { inGrid } from "../../src/engine/scene/grid.js";
import type { Cell, PlacedArea, Scene, SceneGrid } from "../../src/engine/scene/types.js";
import type { TableState } from "../../src/engine/state.js";
import { registry } from "../../src/rulesets/index.js";

const CELLS: Cell[] = [
  { col: 0, row: 0 },
  { col: 3, row: 1 },
  { col: 7, row: 7 },
  { col: 2, row: 9 },
  { col: 11, row: 4 },
];

function gridOf(kind: SceneGrid["kind"], cellDistance: number): SceneGrid {
  return { kind, cols: 12, rows: 10, size: 40, offsetX: 0, offsetY: 0, cellDistance };
}

function expectDraftParses(
  ruleset: Ruleset,
  draft: { action: string; params: Record<string, unknown> } | null,
) {
  if (draft === null) return;
  expect(
    Object.hasOwn(ruleset.actions, draft.action),
    `${draft.action} is one of ${ruleset.id}'s actions`,
  ).toBe(true);
  const r = ruleset.actions[draft.action]!.params.safeParse(draft.params);
  expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
}

const withGeometry = registry.list().filter((r) => r.geometry !== undefined);

it("every shipped ruleset has a geometry facet", () => {
  expect(withGeometry.map((r) => r.id).sort()).toEqual(
    registry
      .list()
      .map((r) => r.id)
      .sort(),
  );
});

describe.each(withGeometry.map((r) => [r.id, r] as const))("geometry of %s", (_id, ruleset) => {
  const geo = ruleset.geometry!;
  const o = ruleset.parseOptions({});
  const state: TableState = ruleset.fixtures(o);
  const [first, second] = Object.keys(state.characters);

  it("states a unit and a default grid it can measure", () => {
    expect(geo.unit.length).toBeGreaterThan(0);
    expect(geo.grids).toContain(geo.defaultGrid);
    expect(geo.defaultCellDistance).toBeGreaterThan(0);
  });

  it("distance: zero on the same cell, symmetric, positive between different cells, scaled by the cell", () => {
    for (const kind of geo.grids) {
      const g = gridOf(kind, geo.defaultCellDistance);
      const g2 = gridOf(kind, geo.defaultCellDistance * 2);
      for (const a of CELLS) {
        expect(geo.distance(g, a, a)).toBe(0);
        for (const b of CELLS) {
          const d = geo.distance(g, a, b);
          expect(d).toBe(geo.distance(g, b, a));
          if (a !== b) expect(d).toBeGreaterThan(0);
          expect(geo.distance(g2, a, b)).toBeCloseTo(2 * d);
        }
      }
    }
  });

  it("areas: every template covers cells of the grid only, each once", () => {
    for (const kind of geo.grids) {
      const g = gridOf(kind, geo.defaultCellDistance);
      for (const k of geo.areas ?? []) {
        const size = Object.fromEntries(k.measures.map((m) => [m.key, m.default]));
        for (const origin of CELLS) {
          const area: PlacedArea = {
            id: "a",
            shape: k.id,
            size,
            origin,
            toward: k.directed ? { col: 6, row: 5 } : null,
          };
          const cells = geo.cellsInArea!(g, area);
          for (const c of cells) expect(inGrid(g, c)).toBe(true);
          expect(new Set(cells.map((c) => `${c.col},${c.row}`)).size).toBe(cells.length);
        }
      }
    }
  });

  it("drafts name the ruleset's own actions with parameters its schemas accept", () => {
    expect(first).toBeDefined();
    const g = gridOf(geo.defaultGrid, geo.defaultCellDistance);
    const path = [
      { col: 1, row: 1 },
      { col: 2, row: 1 },
    ];
    const move = { state, character: first!, grid: g, path, difficult: new Set<string>() };
    if (geo.moveCost) expect(geo.moveCost(move).distance).toBe(geo.distance(g, path[0]!, path[1]!));
    if (geo.moveAction) expectDraftParses(ruleset, geo.moveAction(move));
    if (geo.attackAtRange && second)
      for (const distance of [0, 1, 5, 25])
        expectDraftParses(ruleset, geo.attackAtRange({ state, attacker: first!, target: second, distance }));
    for (const k of geo.areas ?? []) {
      const area: PlacedArea = {
        id: "a1",
        shape: k.id,
        size: Object.fromEntries(k.measures.map((m) => [m.key, m.default])),
        origin: { col: 4, row: 4 },
        toward: k.directed ? { col: 8, row: 4 } : null,
      };
      const scene: Scene = {
        id: "s",
        name: "Test",
        image: null,
        grid: g,
        tokens: {
          t1: { id: "t1", character: first!, label: "", cell: { col: 4, row: 4 }, size: 1, hidden: false },
        },
        fog: { enabled: false, revealed: [] },
        difficult: [],
        areas: [area],
      };
      const withScene = { ...state, scenes: { byId: { s: scene }, active: "s" } } as TableState;
      if (geo.areaAction)
        expectDraftParses(
          ruleset,
          geo.areaAction({ state: withScene, area, targets: [first!], actor: null }),
        );
    }
  });
});
