// Objects on the scene map (issue 17). OBJ-ACT-2: a Move covers up to 3 × DEX feet (or DEX metres
// under the table option movementUnit); it is the turn's action (OBJ-ACT-1 Decision). The book has
// no ranges and no diagonal rule, so the map measures with the plain metric (every step one cell)
// and drafts no attack. Decisions: the map's unit is the foot, a square stands for 3 ft (one point
// of DEX of movement); under movementUnit "metres" the allowance of DEX metres is compared in feet
// and the move action is sent in metres. A token move is one Move action, drafted in a fight only.

import type { GeometryFacet, MapActionDraft, MoveCost } from "../../engine/facets/geometry.js";
import { plainDistance, plainPathLength } from "../../engine/scene/plain-metric.js";
import type { Cell, SceneGrid } from "../../engine/scene/types.js";
import type { TableState } from "../../engine/state.js";
import { moveAllowance } from "./character/body.js";
import type { ObjCharacter } from "./character/schema.js";
import type { ObjOptions } from "./options/schema.js";

const FEET_PER_METRE = 1 / 0.3048;

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
  const entry = state.characters[character];
  if (!entry || feet === 0) return { distance: feet, cost: null, refused: null, notes: [] };
  const allowed = moveAllowance(entry.data as ObjCharacter, state.options as ObjOptions);
  const limit = allowed.unit === "feet" ? allowed.distance : allowed.distance * FEET_PER_METRE;
  const notes = [`moves up to ${allowed.distance} ${allowed.unit} a turn (OBJ-ACT-2)`];
  if (feet > limit + 1e-9)
    return { distance: feet, cost: null, refused: `${feet} ft is more than one Move covers`, notes };
  return { distance: feet, cost: { amount: 1, unit: "action" }, refused: null, notes };
}

function moveAction(input: MoveInput): MapActionDraft | null {
  const c = moveCost(input);
  if (c.refused !== null || c.cost === null) return null;
  if (!input.state.encounter?.participants.some((p) => p.character === input.character)) return null;
  const metres = (input.state.options as ObjOptions).movementUnit === "metres";
  const distance = metres ? Math.round((c.distance / FEET_PER_METRE) * 100) / 100 : c.distance;
  return {
    action: "move",
    params: { actor: input.character, distance },
    notes: [`move ${distance} ${metres ? "m" : "ft"}: the turn's action`, ...c.notes],
  };
}

export const objectsGeometry: GeometryFacet = {
  unit: "ft",
  defaultGrid: "square",
  defaultCellDistance: 3,
  grids: ["square", "hex-pointy", "hex-flat"],
  distance: plainDistance,
  moveCost,
  moveAction,
};
