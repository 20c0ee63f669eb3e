// The geometry facet: how a ruleset measures, prices and resolves the scene map (issue 17). The map
// (src/engine/scene/, the server's scene intents and the web map) knows no rules: it asks the facet
// how far apart two cells are in the book's unit, what a path costs, which range modifiers an attack
// at that distance gets and which cells an area template covers. Each ruleset implements it in
// src/rulesets/<id>/geometry.ts; src/rulesets/index.ts hangs it on the ruleset as `geometry`.
// Pure functions over plain data: the browser runs the same code as the server.

import type { Cell, GridKind, PlacedArea, SceneGrid } from "../scene/types.js";
import type { TableState } from "../state.js";

/** What a move costs the mover, in the ruleset's own terms ("3 initiative", "1 action"). */
export interface MoveCost {
  /** Total distance walked, in the ruleset's unit (path length, not straight line). */
  distance: number;
  /** The price in the ruleset's currency, or null when the book does not price this move. */
  cost: { amount: number; unit: string } | null;
  /** The move is not allowed as it stands (too far for the budget, blocked…), in words. */
  refused: string | null;
  /** Anything the book adds, in words ("difficult terrain: 2 cells count double"). */
  notes: string[];
}

/** An action of this ruleset and the parameters the map fills in; the user may still change them. */
export interface MapActionDraft {
  action: string;
  params: Record<string, unknown>;
  /** What the map decided and why, for the form to show ("range 7 m: optimum range, +0"). */
  notes: string[];
}

/** A kind of area template the ruleset knows, with the measures it takes in the ruleset's unit. */
export interface AreaKind {
  /** "circle", "cone", "line"… as `PlacedArea.shape`. */
  id: string;
  label: string;
  /** The measures, each with a label and a default: e.g. [{ key: "radius", label: "Radius (m)", default: 3 }]. */
  measures: { key: string; label: string; default: number }[];
  /** Whether it needs a direction (`PlacedArea.toward`). */
  directed: boolean;
}

export interface GeometryFacet {
  /** The unit distances are given in ("m", "ft", "squares"). */
  unit: string;
  /** The grid the book plays on, and what one cell stands for on it, for a new scene. */
  defaultGrid: GridKind;
  defaultCellDistance: number;
  /** The grid kinds the ruleset can measure (a book with hexes only may refuse squares). */
  grids: readonly GridKind[];
  /** The straight distance between two cells in `unit`, by the book's metric (diagonal rule, hex steps). */
  distance(grid: SceneGrid, a: Cell, b: Cell): number;
  /**
   * What walking this path costs `character` now (path[0] is where it stands). `difficult` holds the
   * keys of cells marked difficult (cellKey). Absent: the ruleset does not price movement.
   */
  moveCost?(input: {
    state: TableState;
    character: string;
    grid: SceneGrid;
    path: readonly Cell[];
    difficult: ReadonlySet<string>;
  }): MoveCost;
  /**
   * The action that pays for a move at the table (e.g. the Dice Engine's move, charging initiative),
   * or null when moving is free (then only the token moves). The server runs it in the same intent as
   * the token's move, so both happen or neither.
   */
  moveAction?(input: {
    state: TableState;
    character: string;
    grid: SceneGrid;
    path: readonly Cell[];
    difficult: ReadonlySet<string>;
  }): MapActionDraft | null;
  /** The attack form's draft for `attacker` attacking `target` at `distance` (range and range modifiers). */
  attackAtRange?(input: {
    state: TableState;
    attacker: string;
    target: string;
    distance: number;
    /** The attack action the user picked, when there are several; the facet's default otherwise. */
    action?: string;
  }): MapActionDraft | null;
  /** The area templates the ruleset has; empty or absent: the map offers none. */
  areas?: readonly AreaKind[];
  /** The cells a placed template covers, within the grid (the book's inclusion rule). */
  cellsInArea?(grid: SceneGrid, area: PlacedArea): Cell[];
  /** The area action's draft with exactly these characters as its targets. */
  areaAction?(input: {
    state: TableState;
    area: PlacedArea;
    targets: readonly string[];
    actor: string | null;
  }): MapActionDraft | null;
}
