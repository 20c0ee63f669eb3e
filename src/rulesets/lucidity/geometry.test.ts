// Lucidity on the scene map: LUC-OPT-6 prices a token move as one Move of 30 ft (10 ft crawling),
// paid with the move action or an action (LUC-ACT-1/2) through the ruleset's move action.

import { describe, expect, it } from "vitest";
import type { Cell, SceneGrid } from "../../engine/scene/types.js";
import { Session } from "../../engine/session.js";
import { lucidityGeometry as g } from "./geometry.js";
import { lucidity } from "./ruleset.js";

const grid: SceneGrid = {
  kind: "square",
  cols: 40,
  rows: 10,
  size: 40,
  offsetX: 0,
  offsetY: 0,
  cellDistance: 5,
};
const east = (n: number): Cell[] => Array.from({ length: n + 1 }, (_, i) => ({ col: i, row: 0 }));
const none = new Set<string>();

function table() {
  const s = new Session(lucidity, { seed: 3 });
  for (const [id, c] of Object.entries(lucidity.fixtures(lucidity.parseOptions({})).characters))
    s.addCharacter(id, c.data, c.owner);
  return s;
}

describe("Lucidity geometry", () => {
  it("measures plain 5 ft squares, diagonals one square (the book has no diagonal rule)", () => {
    expect(g.distance(grid, { col: 0, row: 0 }, { col: 6, row: 6 })).toBe(30);
  });

  it("LUC-OPT-6 a Move covers 30 ft: six squares cost one action, seven are refused", () => {
    const s = table();
    const id = Object.keys(s.state.characters)[0]!;
    const six = g.moveCost!({ state: s.state, character: id, grid, path: east(6), difficult: none });
    expect(six).toMatchObject({ distance: 30, cost: { amount: 1 }, refused: null });
    const seven = g.moveCost!({ state: s.state, character: id, grid, path: east(7), difficult: none });
    expect(seven.refused).toMatch(/more than one Move covers \(30 ft\)/);
  });

  it("LUC-OPT-6 a prone character crawls 10 ft", () => {
    const s = table();
    const id = Object.keys(s.state.characters)[0]!;
    const prone = {
      ...s.state,
      conditions: [{ id: "c1", target: id, name: "prone", rating: null, duration: null, source: null }],
    };
    expect(
      g.moveCost!({ state: prone, character: id, grid, path: east(2), difficult: none }).refused,
    ).toBeNull();
    expect(
      g.moveCost!({ state: prone, character: id, grid, path: east(3), difficult: none }).refused,
    ).toMatch(/10 ft/);
  });

  it("LUC-ACT-1 LUC-ACT-2 in a fight the draft is the move action, paid in a Session on the mover's turn", () => {
    const s = table();
    const ids = Object.keys(s.state.characters).slice(0, 2);
    s.act("initiative", { participants: ids.map((character) => ({ character })) });
    const e = s.state.encounter!;
    const mover = e.participants.find((p) => p.id === e.order[Math.max(0, e.current)])!.character;
    const draft = g.moveAction!({ state: s.state, character: mover, grid, path: east(4), difficult: none })!;
    expect(draft).toMatchObject({ action: "move", params: { actor: mover } });
    const left = { ...s.state.encounter!.budget!.left };
    s.act(draft.action, draft.params);
    const after = s.state.encounter!.budget!.left;
    expect((after.move ?? 0) + (after.action ?? 0)).toBe((left.move ?? 0) + (left.action ?? 0) - 1);
  });
});
