// The Dice Engine's geometry facet by rule ID: distances on hexes and squares, a move priced and
// paid on the tracker, the attack form filled with the distance the range rules read, and area
// templates covering the cells the book's inclusion rule says, feeding the explosion.

import { describe, expect, it } from "vitest";
import type { Cell, PlacedArea, Scene, SceneGrid } from "../../engine/scene/types.js";
import type { TableState } from "../../engine/state.js";
import { Play } from "./actions/testing/play.js";
import { diceEngineGeometry as g } from "./geometry.js";
import { diceEngine } from "./ruleset.js";

const hex: SceneGrid = {
  kind: "hex-pointy",
  cols: 20,
  rows: 20,
  size: 40,
  offsetX: 0,
  offsetY: 0,
  cellDistance: 1,
};
const square: SceneGrid = { ...hex, kind: "square" };
const c = (col: number, row: number): Cell => ({ col, row });
const keys = (cells: Cell[]) => cells.map((x) => `${x.col},${x.row}`).sort();
const none = new Set<string>();

/** A straight run east of `n` cells from `from`. */
const east = (from: Cell, n: number) => Array.from({ length: n + 1 }, (_, i) => c(from.col + i, from.row));

describe("distance", () => {
  it("DE-MAP-2 hexes: 1 m per step between centres, on both hex layouts", () => {
    expect(g.distance(hex, c(0, 0), c(3, 0))).toBe(3);
    expect(g.distance(hex, c(0, 0), c(0, 2))).toBe(2);
    expect(g.distance({ ...hex, kind: "hex-flat" }, c(0, 0), c(0, 4))).toBe(4);
    // DE-MAP-1: a WorldMap's scale multiplies the steps.
    expect(g.distance({ ...hex, cellDistance: 10 }, c(0, 0), c(3, 0))).toBe(30);
  });
  it("DE-MAP-4 squares: every second diagonal counts 2 m", () => {
    expect(g.distance(square, c(0, 0), c(1, 1))).toBe(1);
    expect(g.distance(square, c(0, 0), c(2, 2))).toBe(3);
    expect(g.distance(square, c(0, 0), c(3, 3))).toBe(4);
    expect(g.distance(square, c(0, 0), c(5, 2))).toBe(6);
  });
});

/**
 * The example cast at initiative bruno 2, wren 9. The example characters are raceless, so the
 * table gives raceless characters a base speed of 5 m (DE-MOVE-1: speed = 5 + Agility).
 */
function fight(): Play {
  const p = new Play({ racelessBaseSpeed: 5 });
  p.act("initiative", {
    participants: [
      { character: "bruno", initiative: 2 },
      { character: "wren", initiative: 9 },
    ],
  });
  return p;
}

describe("moving", () => {
  it("DE-MAP-5 a walked square path restarts the diagonal count: two diagonals cost 3 m", () => {
    const p = new Play();
    const cost = g.moveCost!({
      state: p.state,
      character: "bruno",
      grid: square,
      path: [c(0, 0), c(1, 1), c(2, 2)],
      difficult: none,
    });
    expect(cost.distance).toBe(3);
    expect(cost.cost).toBeNull(); // out of a fight, moving is free
  });

  it("DE-ACT-4 DE-ACT-6 a map move in a fight is one running Move: the draft charges 2 initiative on the tracker", () => {
    const p = fight();
    const input = { state: p.state, character: "bruno", grid: hex, path: east(c(2, 2), 3), difficult: none };
    expect(g.moveCost!(input)).toMatchObject({ distance: 3, cost: { amount: 2, unit: "initiative" } });
    const draft = g.moveAction!(input)!;
    expect(draft.action).toBe("act");
    const r = p.act(draft.action, draft.params);
    expect(r.roll?.outcome).toMatchObject({ cost: 2, initiative: 4 });
    const bruno = p.state.encounter!.participants.find((x) => x.character === "bruno")!;
    expect(bruno.tick).toBe(4);
  });

  it("DE-MOVE-1 DE-ACT-4 a path longer than the mover's speed is refused, with no draft", () => {
    const p = fight();
    const input = { state: p.state, character: "bruno", grid: hex, path: east(c(0, 0), 19), difficult: none };
    const cost = g.moveCost!(input);
    expect(cost.refused).toMatch(/more than one Move action covers \(speed \d+ m\)/);
    expect(g.moveAction!(input)).toBeNull();
  });

  it("DE-MOVE-2 DE-COND-1 the map prices a move at the speed of the moment: Prone halves it, as the Move action does", () => {
    const p = fight();
    const input = () => ({
      state: p.state,
      character: "bruno",
      grid: hex,
      path: east(c(0, 0), 4),
      difficult: none,
    });
    const sheet = g.moveCost!(input());
    expect(sheet.refused).toBeNull();
    p.act("condition", { actor: "bruno", condition: "Prone" });
    const prone = g.moveCost!(input());
    expect(prone.refused).toMatch(/more than one Move action covers \(speed \d+ m\)/);
    expect(prone.notes.join(" ")).toMatch(/m now \(\d+ m on the sheet/);
    expect(g.moveAction!(input())).toBeNull();
    // What the map allows, the action takes.
    const half = { ...input(), path: east(c(0, 0), 2) };
    expect(g.moveCost!(half).refused).toBeNull();
    const draft = g.moveAction!(half)!;
    expect(() => p.act(draft.action, draft.params)).not.toThrow();
  });

  it("a path that jumps or leaves the grid is refused; marked difficult cells are noted, not priced (the book has none)", () => {
    const p = fight();
    const jump = g.moveCost!({
      state: p.state,
      character: "bruno",
      grid: hex,
      path: [c(0, 0), c(2, 0)],
      difficult: none,
    });
    expect(jump.refused).not.toBeNull();
    const out = g.moveCost!({
      state: p.state,
      character: "bruno",
      grid: hex,
      path: [c(0, 0), c(-1, 0)],
      difficult: none,
    });
    expect(out.refused).not.toBeNull();
    const rough = g.moveCost!({
      state: p.state,
      character: "bruno",
      grid: hex,
      path: east(c(0, 0), 2),
      difficult: new Set(["1,0"]),
    });
    expect(rough.cost).toEqual({ amount: 2, unit: "initiative" });
    expect(rough.notes.join(" ")).toMatch(/1 cell\(s\) marked difficult/);
  });
});

describe("attack at range", () => {
  it("DE-ATK-2 the draft carries the distance the attack's range rule reads: optimum +0, outside −2, beyond max refused", () => {
    const p = new Play();
    const near = g.attackAtRange!({ state: p.state, attacker: "wren", target: "bruno", distance: 10 })!;
    expect(near.params).toMatchObject({
      attacker: "wren",
      defender: "bruno",
      weapon: "Machine Pistol",
      distance: 10,
    });
    expect(near.notes[0]).toMatch(/within Machine Pistol's optimum range .*\+0/);
    const far = g.attackAtRange!({ state: p.state, attacker: "wren", target: "bruno", distance: 30 })!;
    expect(far.notes[0]).toMatch(/outside Machine Pistol's optimum range .*-2/);
    // The odds the form shows from these drafts differ by exactly that modifier's effect.
    expect(p.odds(near.action, near.params)).not.toEqual(p.odds(far.action, far.params));
    const beyond = g.attackAtRange!({ state: p.state, attacker: "wren", target: "bruno", distance: 61 })!;
    expect(beyond.notes[0]).toMatch(/beyond Machine Pistol's maximum range/);
    // DE-MAP-8: exactly at the maximum is still in range.
    const atMax = g.attackAtRange!({ state: p.state, attacker: "wren", target: "bruno", distance: 60 })!;
    expect(atMax.notes[0]).toMatch(/outside .*optimum/);
  });

  it("DE-THROW-3 DE-THROW-4 a throw draft states the range and the DC the throw rules give", () => {
    const p = new Play();
    const d = g.attackAtRange!({
      state: p.state,
      attacker: "bruno",
      target: "wren",
      distance: 40,
      action: "throw",
    })!;
    expect(d.action).toBe("throw");
    expect(d.params).toMatchObject({ thrower: "bruno", distance: 40 });
    expect(d.notes[0]).toMatch(/throwing range of \d+ m/);
  });
});

const area = (over: Partial<PlacedArea>): PlacedArea => ({
  id: "a1",
  shape: "sphere",
  size: { radius: 1 },
  origin: c(5, 5),
  toward: null,
  ...over,
});

describe("areas", () => {
  it("DE-AOE-1 DE-AOE-6 a sphere of 1 m covers the centre and the cells exactly 1 m away, not 1.41 m", () => {
    expect(keys(g.cellsInArea!(square, area({})))).toEqual(["4,5", "5,4", "5,5", "5,6", "6,5"]);
    // On hexes every neighbour is 1 m away: seven cells.
    expect(g.cellsInArea!(hex, area({}))).toHaveLength(7);
  });
  it("DE-AOE-3 a 90° cone of 2 m east: distance ≤ 2 and a ≥ p, boundary inclusive", () => {
    const cone = area({ shape: "cone", size: { length: 2, angle: 90 }, toward: c(6, 5) });
    expect(keys(g.cellsInArea!(square, cone))).toEqual(["5,5", "6,4", "6,5", "6,6", "7,5"]);
  });
  it("DE-AOE-4 a line 3 m long, 1 m wide: 0 ≤ a ≤ 3 and p ≤ 0.5", () => {
    const line = area({ shape: "line", size: { length: 3, width: 1 }, origin: c(2, 2), toward: c(9, 2) });
    expect(keys(g.cellsInArea!(square, line))).toEqual(["2,2", "3,2", "4,2", "5,2"]);
  });
  it("a template missing a measure or a direction covers nothing; cells stay inside the grid", () => {
    expect(g.cellsInArea!(square, area({ size: {} }))).toEqual([]);
    expect(g.cellsInArea!(square, area({ shape: "cone", size: { length: 2, angle: 90 } }))).toEqual([]);
    const corner = g.cellsInArea!(square, area({ origin: c(0, 0), size: { radius: 3 } }));
    for (const x of corner) expect(x.col >= 0 && x.row >= 0).toBe(true);
  });

  it("DE-EXPLO-1 the explosion draft names exactly the targets, each at its metres from the centre, and resolves", () => {
    const p = new Play();
    const placed = area({ size: { radius: 3, damage: 12 } });
    const scene: Scene = {
      id: "s1",
      name: "Yard",
      image: null,
      grid: hex,
      tokens: {
        t1: { id: "t1", character: "bruno", label: "", cell: c(6, 5), size: 1, hidden: false },
        t2: { id: "t2", character: "ilse", label: "", cell: c(5, 7), size: 1, hidden: false },
      },
      fog: { enabled: false, revealed: [] },
      difficult: [],
      areas: [placed],
    };
    const state = { ...p.state, scenes: { byId: { s1: scene }, active: "s1" } } as TableState;
    const inside = g.cellsInArea!(hex, placed).map((x) => `${x.col},${x.row}`);
    expect(inside).toContain("6,5");
    expect(inside).toContain("5,7");
    const d = g.areaAction!({ state, area: placed, targets: ["bruno", "ilse"], actor: null })!;
    expect(d.action).toBe("explosion");
    expect(d.params).toMatchObject({
      explosive: { components: [{ type: "concussive", damage: 12 }], radius: 3 },
      targets: [
        { character: "bruno", distance: 1 },
        { character: "ilse", distance: 2 },
      ],
    });
    // The draft is the explosion action's own parameters, as its schema reads them.
    expect(diceEngine.actions.explosion!.params.safeParse(d.params).success).toBe(true);
  });
});
