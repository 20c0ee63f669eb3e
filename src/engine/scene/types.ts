// The scene map's data, as plain state the table's log folds into (issue 17). Nothing here knows a
// ruleset: distances, movement prices, ranges and areas come from the ruleset's geometry facet
// (src/engine/facets/geometry.ts). Positions are grid cells, never pixels, so that a move means the
// same thing on every screen and the server can check it.

/**
 * How cells are laid out. Hex grids use offset coordinates, as map makers draw them:
 * `hex-pointy` shoves odd rows right by half a cell ("odd-r"), `hex-flat` shoves odd columns down
 * ("odd-q"). `square` is a plain col/row grid.
 */
export type GridKind = "square" | "hex-pointy" | "hex-flat";

export const GRID_KINDS: readonly GridKind[] = ["square", "hex-pointy", "hex-flat"];

/** One cell of a grid: 0-based column and row. */
export interface Cell {
  col: number;
  row: number;
}

/** A scene's grid: its shape, extent, how it lies on the background and what one cell stands for. */
export interface SceneGrid {
  kind: GridKind;
  cols: number;
  rows: number;
  /** Cell size in background-image pixels (a square's side; a hex's width, pointy, or height, flat). */
  size: number;
  /** Where cell (0, 0) starts on the background image, in its pixels. */
  offsetX: number;
  offsetY: number;
  /** The distance between the centres of two adjacent cells, in the ruleset's unit (geometry.unit). */
  cellDistance: number;
}

/** An uploaded background: the asset's id in the store and its size in pixels, checked on upload. */
export interface SceneImage {
  asset: string;
  width: number;
  height: number;
  type: "image/png" | "image/jpeg" | "image/webp";
}

/** A region of a scene the GM has revealed, in cell coordinates (a cell is inside if its centre is). */
export type FogRegion =
  | { kind: "rect"; id: string; col: number; row: number; cols: number; rows: number }
  /** Vertices in cell units: x = col + 0.5 is a cell's centre column, y likewise rows. */
  | { kind: "polygon"; id: string; points: { x: number; y: number }[] };

export interface Token {
  id: string;
  /** The character it stands for (PC or NPC), or null for a plain marker. */
  character: string | null;
  /** A marker's name; for a character token the character's name is shown (as the viewer may see it). */
  label: string;
  cell: Cell;
  /** Cells across (a large creature covers size × size cells from `cell`). */
  size: number;
  /** Hidden by the GM: never sent to players, whatever the fog. */
  hidden: boolean;
}

/** A template placed on the map, in the terms of the ruleset's geometry facet. */
export interface PlacedArea {
  id: string;
  /** One of the ruleset's `geometry.areas` ids ("circle", "cone", "line"…). */
  shape: string;
  /** The template's measures in the ruleset's unit, as its area kind declares them (radius, length…). */
  size: Record<string, number>;
  origin: Cell;
  /** For cones and lines: the cell it points at. */
  toward: Cell | null;
}

export interface Scene {
  id: string;
  name: string;
  image: SceneImage | null;
  grid: SceneGrid;
  tokens: Record<string, Token>;
  /** Fog on: players see only revealed regions. Fog off: the whole scene (hidden tokens still hidden). */
  fog: { enabled: boolean; revealed: FogRegion[] };
  /** Cells marked as difficult terrain ("col,row" keys), priced by the ruleset where it prices them. */
  difficult: string[];
  areas: PlacedArea[];
}

/** The scenes of a table and the one the players see (null: none shown yet). */
export interface Scenes {
  byId: Record<string, Scene>;
  active: string | null;
}

/** The key of a cell in sets and in `Scene.difficult`. */
export function cellKey(c: Cell): string {
  return `${c.col},${c.row}`;
}
