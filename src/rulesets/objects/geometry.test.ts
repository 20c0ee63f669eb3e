// Objects on the scene map: OBJ-ACT-2 prices a token move as one Move of up to 3 × DEX feet (or DEX
// metres), and the draft it makes is paid through the ruleset's own move action in a Session.

import { describe, expect, it } from "vitest";
import type { Cell, SceneGrid } from "../../engine/scene/types.js";
import { Session } from "../../engine/session.js";
import { ROLE } from "./data/attributes.js";
import { objectsGeometry as g } from "./geometry.js";
import { objects } from "./ruleset.js";

const grid: SceneGrid = {
  kind: "square",
  cols: 40,
  rows: 10,
  size: 40,
  offsetX: 0,
  offsetY: 0,
  cellDistance: 3,
};
const east = (n: number): Cell[] => Array.from({ length: n + 1 }, (_, i) => ({ col: i, row: 0 }));
const none = new Set<string>();

function table(options: unknown = {}) {
  const s = new Session(objects, { seed: 7, options });
  for (const [id, c] of Object.entries(objects.fixtures(objects.parseOptions(options)).characters))
    s.addCharacter(id, c.data, c.owner);
  return s;
}

const dex = (s: Session, id: string) =>
  (s.state.characters[id]!.data as { attributes: Record<string, number> }).attributes;

describe("Objects geometry", () => {
  it("measures plain squares of 3 ft (no diagonal rule in the book)", () => {
    expect(g.distance(grid, { col: 0, row: 0 }, { col: 4, row: 3 })).toBe(12);
  });

  it("OBJ-ACT-2 a move of up to 3 × DEX feet is one action; further is refused", () => {
    const s = table();
    const id = Object.keys(s.state.characters)[0]!;
    const allowed = g.moveCost!({ state: s.state, character: id, grid, path: east(1), difficult: none });
    expect(allowed.cost).toEqual({ amount: 1, unit: "action" });
    const limitFt = Number(/up to (\d+) feet/.exec(allowed.notes[0]!)![1]);
    expect(limitFt).toBe(3 * dex(s, id)[ROLE.agility]!);
    const at = g.moveCost!({ state: s.state, character: id, grid, path: east(limitFt / 3), difficult: none });
    expect(at.refused).toBeNull();
    const over = g.moveCost!({
      state: s.state,
      character: id,
      grid,
      path: east(limitFt / 3 + 1),
      difficult: none,
    });
    expect(over.refused).toMatch(/more than one Move/);
  });

  it("OBJ-ACT-2 in a fight the draft is the move action, resolved in a Session on the mover's turn", () => {
    const s = table();
    const ids = Object.keys(s.state.characters).slice(0, 2);
    s.act("initiative", { participants: ids.map((character) => ({ character })) });
    const e = s.state.encounter!;
    const mover = e.participants.find((p) => p.id === e.order[Math.max(0, e.current)])!.character;
    const draft = g.moveAction!({ state: s.state, character: mover, grid, path: east(1), difficult: none })!;
    expect(draft).toMatchObject({ action: "move", params: { actor: mover, distance: 3 } });
    const before = s.log.length;
    s.act(draft.action, draft.params);
    expect(s.log.length).toBeGreaterThan(before);
  });

  it("OBJ-ACT-2 under movementUnit metres the draft is sent in metres", () => {
    const s = table({ movementUnit: "metres" });
    const ids = Object.keys(s.state.characters).slice(0, 2);
    s.act("initiative", { participants: ids.map((character) => ({ character })) });
    const e = s.state.encounter!;
    const mover = e.participants.find((p) => p.id === e.order[Math.max(0, e.current)])!.character;
    const draft = g.moveAction!({ state: s.state, character: mover, grid, path: east(1), difficult: none })!;
    expect(draft.params.distance).toBeCloseTo(0.91, 2);
  });
});
