// The Dice Engine on the scene map (issue 17): distances by the book's map rules, a move priced as
// one Move action on the rising tracker, the attack form filled with the distance its range rules
// read, and area templates with the book's inclusion rule feeding the explosion action.
//
// Rules used: DE-MAP-2 (hexes: 1 m between centres, distance = steps), DE-MAP-4/5 (squares: every
// second diagonal step counts 2 m, alternation restarting per measurement), DE-MAP-8 (ranges are
// inclusive), DE-MOVE-1/2 (speed of the moment), DE-ACT-4/6 (a Move covers up to speed at a pace:
// run 2, jog 4, walk 6 initiative), DE-ATK-2 (optimum band, −2 outside, nothing beyond max),
// DE-THROW-2..5 (throwing range 10 + Strength), DE-AOE-1/3/4/6 (centre inside the shape, boundary
// inclusive), DE-EXPLO-1 (flat damage less the metres to the centre; nothing beyond the radius).
//
// Decisions where the book is silent:
// - One token move is one Move action: a path longer than the mover's speed is refused (split it
//   into moves, each paid); the pace defaults to running (the cheapest; all paces cover the same
//   metres) and the player may pick jog or walk in the draft.
// - The book has no difficult terrain: marked cells are named in the notes and not priced.
// - Outside a fight (no tracker, or the mover not on it) moving costs nothing: no action is drafted.
// - A metre per cell is the book's BattleMap; other cell distances are WorldMap scales (DE-MAP-1).

import type { AreaKind, GeometryFacet, MapActionDraft, MoveCost } from "../../engine/facets/geometry.js";
import { cellCentre, gridSteps, inGrid, isHex, pathIsContiguous } from "../../engine/scene/grid.js";
import type { Cell, PlacedArea, Scene, SceneGrid, Scenes } from "../../engine/scene/types.js";
import { cellKey } from "../../engine/scene/types.js";
import type { TableState } from "../../engine/state.js";
import { weaponsOf } from "./actions/combat-state.js";
import { moveAllowance } from "./actions/tracker-self.js";
import { rangeModifier } from "./attack/range.js";
import { throwDc, throwRange } from "./attack/throw.js";
import type { Weapon } from "./attack/weapon.js";
import { speedOf } from "./character/derive.js";
import type { DeCharacter } from "./character/index.js";
import type { DiceEngineOptions } from "./options.js";
import { type Area, inArea } from "./world/aoe.js";
import { diagonalDistance, pathLength } from "./world/map.js";

const UNIT = "m";

function optionsOf(state: TableState): DiceEngineOptions {
  return state.options as DiceEngineOptions;
}

/** DE-MAP-2 / DE-MAP-4: metres between two cells. */
function distance(grid: SceneGrid, a: Cell, b: Cell): number {
  if (isHex(grid.kind)) return gridSteps(grid.kind, a, b) * grid.cellDistance;
  return diagonalDistance(b.col - a.col, b.row - a.row) * grid.cellDistance;
}

/** DE-MAP-5: metres walked along a contiguous path, the diagonal count starting afresh. */
function walked(grid: SceneGrid, path: readonly Cell[]): number {
  if (isHex(grid.kind)) return (path.length - 1) * grid.cellDistance;
  const r = pathLength(path.map((c) => ({ x: c.col, y: c.row })));
  // pathIsContiguous was checked first, so the book's path rule cannot refuse it.
  return r.ok ? r.value * grid.cellDistance : Number.NaN;
}

interface MoveInput {
  state: TableState;
  character: string;
  grid: SceneGrid;
  path: readonly Cell[];
  difficult: ReadonlySet<string>;
}

/** Whether the character stands on the tracker of a running fight (then moving costs initiative). */
function inFight(state: TableState, character: string): string | null {
  const p = state.encounter?.participants.find((x) => x.character === character);
  return p ? p.id : null;
}

function moveCost(input: MoveInput): MoveCost {
  const { state, character, grid, path, difficult } = input;
  const notes: string[] = [];
  if (!pathIsContiguous(grid.kind, path) || !path.every((c) => inGrid(grid, c)))
    return { distance: 0, cost: null, refused: "the path must go cell by cell inside the grid", notes };
  const metres = walked(grid, path);
  const marked = path.slice(1).filter((c) => difficult.has(cellKey(c))).length;
  if (marked > 0)
    notes.push(`${marked} cell(s) marked difficult: the Dice Engine has no difficult terrain, not priced`);
  if (path.length === 1) return { distance: 0, cost: null, refused: null, notes };
  const entry = state.characters[character];
  if (!entry) return { distance: metres, cost: null, refused: null, notes };
  const o = optionsOf(state);
  // The speed of the moment, as the Move action itself allows it (Prone, Restrained, fatigue…), so the
  // map never offers a move the action then refuses.
  const speed = moveAllowance(state, character, "walking", o);
  const sheet = speedOf(entry.data as DeCharacter, o);
  notes.push(
    speed === null
      ? "no base speed on the sheet (raceless, option racelessBaseSpeed): the metres are the GM's call"
      : speed === sheet
        ? `speed ${speed} m (DE-MOVE-1/2)`
        : `speed ${speed} m now (${sheet} m on the sheet; conditions or fatigue: DE-MOVE-1/2)`,
  );
  if (speed === 0)
    return {
      distance: metres,
      cost: null,
      refused: "cannot move now: a condition or fatigue holds its speed at 0 m",
      notes,
    };
  if (speed !== null && metres > speed)
    return {
      distance: metres,
      cost: null,
      refused: `${metres} m is more than one Move action covers (speed ${speed} m): move in steps of up to ${speed} m`,
      notes,
    };
  if (inFight(state, character) === null) {
    notes.push("not in a fight: moving costs no initiative");
    return { distance: metres, cost: null, refused: null, notes };
  }
  notes.push("one Move action, running (DE-ACT-4/6: jog 4, walk 6 cover the same metres)");
  return { distance: metres, cost: { amount: o.movePaces.run, unit: "initiative" }, refused: null, notes };
}

function moveAction(input: MoveInput): MapActionDraft | null {
  const c = moveCost(input);
  if (c.refused !== null || c.cost === null) return null;
  const actor = inFight(input.state, input.character);
  if (actor === null) return null;
  return {
    action: "act",
    params: { actor, action: { kind: "move", pace: "run", movement: "walking", metres: c.distance } },
    notes: [`move ${c.distance} m: ${c.cost.amount} initiative (running)`, ...c.notes],
  };
}

/** The weapon the map proposes: a ranged one that reaches, else any ranged one, else the first. */
function proposedWeapon(list: readonly Weapon[], metres: number): Weapon | undefined {
  const ranged = list.filter((w) => w.range !== null);
  return (
    ranged.find((w) => metres >= w.range!.from && metres <= w.range!.to) ??
    ranged.find((w) => metres <= w.range!.max) ??
    (metres <= 1 ? list.find((w) => w.range === null) : undefined) ??
    ranged[0] ??
    list[0]
  );
}

function attackAtRange(input: {
  state: TableState;
  attacker: string;
  target: string;
  distance: number;
  action?: string;
}): MapActionDraft | null {
  const { state, attacker, target, distance: metres } = input;
  const action = input.action ?? "attack";
  if (!state.characters[attacker] || !state.characters[target]) return null;
  if (action === "throw") {
    // DE-THROW-2..5: the map's length is the throw's; the aim point lies that far along x, so the
    // scatter's directions are the map's only up to a turn (face 1 stays "away from the GM").
    const c = state.characters[attacker]!.data as DeCharacter;
    const range = throwRange(c.stats.strength);
    const dc = throwDc(range, metres);
    const note = !dc.ok
      ? `${metres} m is beyond twice the throwing range of ${range} m: no throw (DE-THROW-5)`
      : dc.value === null
        ? `${metres} m is within the throwing range of ${range} m: no roll (DE-THROW-3)`
        : `${metres} m is past the throwing range of ${range} m: Strength check DC ${dc.value} (DE-THROW-4)`;
    return {
      action: "throw",
      params: { thrower: attacker, to: [metres, 0], distance: metres },
      notes: [note],
    };
  }
  if (action !== "attack") return null;
  const weapons = weaponsOf(state, attacker);
  const w = proposedWeapon(weapons, metres);
  if (!w) return null;
  const notes: string[] = [];
  if (w.range === null) notes.push(`${w.name} has no range band: reach is the GM's call (DE-ATK-2)`);
  else {
    const m = rangeModifier(w.range, metres);
    const band = `optimum ${w.range.from}–${w.range.to} m, max ${w.range.max} m`;
    if (!m.ok) notes.push(`${metres} m: beyond ${w.name}'s maximum range (${band}), no attack (DE-ATK-2)`);
    else if (m.value === 0) notes.push(`${metres} m: within ${w.name}'s optimum range (${band}), +0`);
    else notes.push(`${metres} m: outside ${w.name}'s optimum range (${band}), ${m.value} (DE-ATK-2)`);
  }
  return {
    action: "attack",
    params: { attacker, defender: input.target, weapon: w.name, distance: metres },
    notes,
  };
}

export const DE_AREAS: readonly AreaKind[] = [
  {
    id: "sphere",
    label: "Sphere / explosion",
    measures: [
      { key: "radius", label: "Radius (m)", default: 3 },
      { key: "damage", label: "Explosion damage (concussive)", default: 20 },
    ],
    directed: false,
  },
  {
    id: "cone",
    label: "Cone",
    measures: [
      { key: "length", label: "Length (m)", default: 6 },
      { key: "angle", label: "Angle (90, 45 or 22.5°)", default: 90 },
    ],
    directed: true,
  },
  {
    id: "line",
    label: "Line",
    measures: [
      { key: "length", label: "Length (m)", default: 10 },
      { key: "width", label: "Width (m)", default: 1 },
    ],
    directed: true,
  },
];

/**
 * A cell's centre in metres. Hex centres come from the grid's own layout at one metre per cell
 * (neighbours 1 m apart, DE-MAP-2); flat hexes are mirrored across the diagonal so that the world
 * rules' pointy-top hex metric (option aoeDistanceMetric "grid") measures them the same way.
 */
function metresAt(grid: SceneGrid, c: Cell): { x: number; y: number } {
  const unit: SceneGrid = { ...grid, size: 1, offsetX: 0, offsetY: 0 };
  const p = cellCentre(unit, c);
  const k = grid.cellDistance;
  return grid.kind === "hex-flat" ? { x: p.y * k, y: p.x * k } : { x: p.x * k, y: p.y * k };
}

function measure(area: PlacedArea, key: string): number | undefined {
  const v = Object.hasOwn(area.size, key) ? area.size[key] : undefined;
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : undefined;
}

/** The placed template as the world rules' Area, or null when it lacks a measure or a direction. */
function toArea(grid: SceneGrid, a: PlacedArea): Area | null {
  const o = metresAt(grid, a.origin);
  const origin = { at: { x: o.x, y: o.y, z: 0 }, kind: "centre" as const };
  if (a.shape === "sphere") {
    const radius = measure(a, "radius");
    return radius === undefined ? null : { shape: "sphere", radius, origin };
  }
  if (a.toward === null) return null;
  const t = metresAt(grid, a.toward);
  const direction = { x: t.x - o.x, y: t.y - o.y, z: 0 };
  if (direction.x === 0 && direction.y === 0) return null;
  const length = measure(a, "length");
  if (length === undefined) return null;
  if (a.shape === "cone") {
    const angle = measure(a, "angle");
    return angle === undefined || angle >= 180 ? null : { shape: "cone", length, angle, origin, direction };
  }
  if (a.shape === "line") {
    const width = measure(a, "width");
    return width === undefined ? null : { shape: "line", length, width, origin, direction };
  }
  return null;
}

/** DE-AOE-1: every cell of the grid whose centre the template covers (boundary inclusive). */
function cellsInArea(grid: SceneGrid, placed: PlacedArea): Cell[] {
  const area = toArea(grid, placed);
  if (area === null) return [];
  const ctx = { grid: isHex(grid.kind) ? ("hex" as const) : ("square" as const) };
  const out: Cell[] = [];
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++) {
      const p = metresAt(grid, { col, row });
      if (inArea(area, { x: p.x, y: p.y, z: 0 }, ctx)) out.push({ col, row });
    }
  return out;
}

/** The scene holding this area (else the active one), where the targets' tokens stand. */
function sceneOf(state: TableState, area: PlacedArea): Scene | null {
  const scenes = (state as TableState & { scenes?: Scenes }).scenes;
  if (!scenes) return null;
  for (const s of Object.values(scenes.byId)) if (s.areas.some((a) => a.id === area.id)) return s;
  return scenes.active !== null ? (scenes.byId[scenes.active] ?? null) : null;
}

function areaAction(input: {
  state: TableState;
  area: PlacedArea;
  targets: readonly string[];
  actor: string | null;
}): MapActionDraft | null {
  const { state, area, targets } = input;
  if (area.shape !== "sphere" || targets.length === 0) return null;
  const scene = sceneOf(state, area);
  if (!scene) return null;
  const rows: { character: string; distance: number }[] = [];
  for (const id of targets) {
    if (!state.characters[id]) return null;
    const token = Object.values(scene.tokens).find((t) => t.character === id);
    if (!token) return null;
    rows.push({ character: id, distance: distance(scene.grid, area.origin, token.cell) });
  }
  const radius = measure(area, "radius") ?? null;
  const damage = Math.round(measure(area, "damage") ?? 0);
  if (damage <= 0) return null;
  return {
    action: "explosion",
    params: {
      source: "the explosion",
      explosive: { components: [{ type: "concussive", damage }], radius },
      targets: rows,
    },
    notes: [
      `${rows.length} caught: each takes ${damage} less the metres to the centre (DE-EXPLO-1)`,
      "set the explosive's own damage types and the surfaces around each target before resolving",
    ],
  };
}

export const diceEngineGeometry: GeometryFacet = {
  unit: UNIT,
  defaultGrid: "hex-pointy",
  defaultCellDistance: 1,
  grids: ["hex-pointy", "hex-flat", "square"],
  distance,
  moveCost,
  moveAction,
  attackAtRange,
  areas: DE_AREAS,
  cellsInArea,
  areaAction,
};
