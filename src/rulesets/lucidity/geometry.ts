// Lucidity on the scene map (issue 17). LUC-OPT-6: a Move covers 30 ft (a prone character crawls
// 10 ft) and costs the move action or 1 action (LUC-ACT-1/2). The book has no ranges and no
// diagonal rule, so the map measures with the plain metric (every step one cell, 5 ft a square:
// a Move is six squares) and drafts no attack. Decisions: a token move is one Move (longer paths are
// refused: move again); careful moves and standing up (half distance) are chosen on the move's own
// form, so the map prices the plain Move; the draft is made in a fight only.

import type { GeometryFacet, MapActionDraft, MoveCost } from "../../engine/facets/geometry.js";
import { plainDistance, plainPathLength } from "../../engine/scene/plain-metric.js";
import type { Cell, SceneGrid } from "../../engine/scene/types.js";
import type { TableState } from "../../engine/state.js";
import { proneCondition } from "./actions/movement.js";
import type { LucidityOptions } from "./options/schema.js";
import { moveFeet } from "./rules/movement.js";

interface MoveInput {
  state: TableState;
  character: string;
  grid: SceneGrid;
  path: readonly Cell[];
  difficult: ReadonlySet<string>;
}

function moveCost({ state, character, grid, path }: MoveInput): MoveCost {
  const feet = plainPathLength(grid, path);
  if (feet === null)
    return { distance: 0, cost: null, refused: "the path must go cell by cell inside the grid", notes: [] };
  if (!state.characters[character] || feet === 0)
    return { distance: feet, cost: null, refused: null, notes: [] };
  const prone = proneCondition(state, character) !== null;
  const o = state.options as LucidityOptions;
  const limit = moveFeet({ prone, standUp: false, careful: false }, o.moveHalvingStacks);
  const notes = [prone ? `prone: crawls ${limit} ft (LUC-OPT-6)` : `a Move covers ${limit} ft (LUC-OPT-6)`];
  if (feet > limit)
    return {
      distance: feet,
      cost: null,
      refused: `${feet} ft is more than one Move covers (${limit} ft)`,
      notes,
    };
  return { distance: feet, cost: { amount: 1, unit: "action (or the move action)" }, refused: null, notes };
}

function moveAction(input: MoveInput): MapActionDraft | null {
  const c = moveCost(input);
  if (c.refused !== null || c.cost === null) return null;
  if (!input.state.encounter?.participants.some((p) => p.character === input.character)) return null;
  return { action: "move", params: { actor: input.character }, notes: [`move ${c.distance} ft`, ...c.notes] };
}

export const lucidityGeometry: GeometryFacet = {
  unit: "ft",
  defaultGrid: "square",
  defaultCellDistance: 5,
  grids: ["square", "hex-pointy", "hex-flat"],
  distance: plainDistance,
  moveCost,
  moveAction,
};
