// The scene map's intents (issue 17): what each does to a table, as events, with every value from
// the client checked here against the scene it names (cells in the grid, paths contiguous, counts
// limited). Who may send which is decided in permissions.ts (`authorizeScene`, called from there).

import { z } from "zod";
import { EngineError } from "../engine/errors.js";
import type { TableEvent } from "../engine/events.js";
import { inGrid, pathIsContiguous } from "../engine/scene/grid.js";
import {
  type Cell,
  cellKey,
  GRID_KINDS,
  type Scene,
  type SceneImage,
  type Scenes,
} from "../engine/scene/types.js";
import { ownEntry, type TableState } from "../engine/state.js";
import { resolveAction } from "../engine/table.js";
import type { ExecContext, Execution } from "./intents.js";
import { pcsOf, playerSees } from "./scene-veil.js";
import { storableText } from "./text.js";

export const SCENE_LIMITS = {
  scenes: 50,
  tokens: 500,
  fogRegions: 200,
  polygonPoints: 64,
  path: 200,
  cells: 3600,
  areas: 100,
  gridSide: 200,
} as const;

const common = { intentId: z.string().min(1).max(100), baseSeq: z.number().int().min(0).optional() };
const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "an id of letters, digits, - and _");
const coord = z
  .number()
  .int()
  .min(0)
  .max(SCENE_LIMITS.gridSide - 1);
const cell = z.strictObject({ col: coord, row: coord });
const finite = (min: number, max: number) => z.number().finite().min(min).max(max);
const grid = z.strictObject({
  kind: z.enum(GRID_KINDS as [string, ...string[]]),
  cols: z.number().int().min(1).max(SCENE_LIMITS.gridSide),
  rows: z.number().int().min(1).max(SCENE_LIMITS.gridSide),
  size: finite(4, 1000),
  offsetX: finite(-10000, 10000),
  offsetY: finite(-10000, 10000),
  cellDistance: finite(0.001, 10000).optional(),
});
const region = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("rect"),
    col: coord,
    row: coord,
    cols: z.number().int().min(1).max(SCENE_LIMITS.gridSide),
    rows: z.number().int().min(1).max(SCENE_LIMITS.gridSide),
  }),
  z.strictObject({
    kind: z.literal("polygon"),
    points: z
      .array(
        z.strictObject({
          x: finite(-1, SCENE_LIMITS.gridSide + 1),
          y: finite(-1, SCENE_LIMITS.gridSide + 1),
        }),
      )
      .min(3)
      .max(SCENE_LIMITS.polygonPoints),
  }),
]);
const label = storableText(80).trim();
/** A background: an image the GM uploaded to this table (assets.ts), named by its id. */
const image = z.strictObject({ asset: id });
const size = z.number().int().min(1).max(10);

export const sceneIntents = {
  "scene.create": z.strictObject({
    type: z.literal("scene.create"),
    ...common,
    name: storableText(80).trim().min(1),
    grid,
    image: image.optional(),
  }),
  "scene.update": z.strictObject({
    type: z.literal("scene.update"),
    ...common,
    scene: id,
    name: storableText(80).trim().min(1).optional(),
    grid: grid.optional(),
    fog: z.strictObject({ enabled: z.boolean() }).optional(),
    /** null takes the background away. */
    image: image.nullable().optional(),
  }),
  "scene.activate": z.strictObject({ type: z.literal("scene.activate"), ...common, scene: id.nullable() }),
  "scene.delete": z.strictObject({ type: z.literal("scene.delete"), ...common, scene: id }),
  "token.place": z.strictObject({
    type: z.literal("token.place"),
    ...common,
    scene: id,
    character: id.nullable(),
    label: label.optional(),
    cell,
    size: size.optional(),
    hidden: z.boolean().optional(),
  }),
  "token.move": z.strictObject({
    type: z.literal("token.move"),
    ...common,
    scene: id,
    token: id,
    path: z.array(cell).min(2).max(SCENE_LIMITS.path),
  }),
  "token.update": z.strictObject({
    type: z.literal("token.update"),
    ...common,
    scene: id,
    token: id,
    hidden: z.boolean().optional(),
    label: label.optional(),
    size: size.optional(),
  }),
  "token.remove": z.strictObject({ type: z.literal("token.remove"), ...common, scene: id, token: id }),
  "fog.reveal": z.strictObject({ type: z.literal("fog.reveal"), ...common, scene: id, region }),
  "fog.cover": z.strictObject({ type: z.literal("fog.cover"), ...common, scene: id, region: id }),
  "terrain.mark": z.strictObject({
    type: z.literal("terrain.mark"),
    ...common,
    scene: id,
    cells: z.array(cell).min(1).max(SCENE_LIMITS.cells),
    difficult: z.boolean(),
  }),
  "area.place": z.strictObject({
    type: z.literal("area.place"),
    ...common,
    scene: id,
    area: z.strictObject({
      shape: id,
      size: z.record(id, finite(0, 10000)).refine((r) => Object.keys(r).length <= 8, "at most 8 measures"),
      origin: cell,
      toward: cell.nullable(),
    }),
  }),
  "area.remove": z.strictObject({ type: z.literal("area.remove"), ...common, scene: id, area: id }),
} as const;

type Schemas = typeof sceneIntents;
export type SceneIntent = { [K in keyof Schemas]: z.infer<Schemas[K]> }[keyof Schemas];

export function isSceneIntent(i: { type: string }): i is SceneIntent {
  return Object.hasOwn(sceneIntents, i.type);
}

const scenesOf = (s: TableState): Scenes => s.scenes ?? { byId: {}, active: null };

/**
 * The scene an intent names. For a player a scene is only the one on show: others answer as a
 * made-up id does, so a refusal tells nothing of the GM's prepared scenes.
 */
function sceneNamed(ctx: ExecContext, sceneId: string): Scene {
  const scenes = scenesOf(ctx.state);
  const s = ownEntry(scenes.byId, sceneId);
  if (!s || (ctx.author.role !== "gm" && scenes.active !== sceneId))
    throw new EngineError("not_found", `no scene '${sceneId}' at this table`, ["scene"]);
  return s;
}

/** The token as the author may know it: a player naming a token they cannot see gets not_found. */
function tokenNamed(ctx: ExecContext, s: Scene, tokenId: string) {
  const t = ownEntry(s.tokens, tokenId);
  const visible =
    t && (ctx.author.role === "gm" || playerSees(s, t, pcsOf(ctx.state)) || ownsToken(ctx, t.character));
  if (!t || !visible) throw new EngineError("not_found", `no token '${tokenId}' on this scene`, ["token"]);
  return t;
}

function ownsToken(ctx: ExecContext, character: string | null): boolean {
  if (character === null) return false;
  return ownEntry(ctx.state.characters, character)?.owner === ctx.author.id;
}

function cellsIn(s: Scene, cells: readonly Cell[], path: (string | number)[]): void {
  cells.forEach((c, i) => {
    if (!inGrid(s.grid, c))
      throw new EngineError("invalid", `cell ${cellKey(c)} is outside the grid`, [...path, i]);
  });
}

/** The uploaded image an intent names, as the server looked it up before running it (assets.ts). */
function imageNamed(ctx: ExecContext, asset: string): SceneImage {
  const found = ctx.assets?.get(asset);
  if (!found) throw new EngineError("not_found", `no image '${asset}' at this table`, ["image", "asset"]);
  return found;
}

const done = (events: TableEvent[]): Execution => ({ events, visibility: "public", roll: null });

export function executeScene(ctx: ExecContext, intent: SceneIntent): Execution {
  const geometry = ctx.ruleset.geometry;
  switch (intent.type) {
    case "scene.create": {
      if (Object.keys(scenesOf(ctx.state).byId).length >= SCENE_LIMITS.scenes)
        throw new EngineError("refused", `a table holds at most ${SCENE_LIMITS.scenes} scenes`, ["type"]);
      const cellDistance = intent.grid.cellDistance ?? geometry?.defaultCellDistance ?? 1;
      const sceneId = ctx.newId("scene");
      return done([
        {
          type: "scene.created",
          scene: {
            id: sceneId,
            name: intent.name,
            image: intent.image ? imageNamed(ctx, intent.image.asset) : null,
            grid: { ...intent.grid, kind: intent.grid.kind as Scene["grid"]["kind"], cellDistance },
            tokens: {},
            fog: { enabled: false, revealed: [] },
            difficult: [],
            areas: [],
          },
        },
      ]);
    }
    case "scene.update": {
      const s = sceneNamed(ctx, intent.scene);
      const g = intent.grid;
      return done([
        {
          type: "scene.updated",
          scene: s.id,
          ...(intent.name !== undefined ? { name: intent.name } : {}),
          ...(g
            ? {
                grid: {
                  ...g,
                  kind: g.kind as Scene["grid"]["kind"],
                  cellDistance: g.cellDistance ?? s.grid.cellDistance,
                },
              }
            : {}),
          ...(intent.fog !== undefined ? { fog: intent.fog } : {}),
          ...(intent.image !== undefined
            ? { image: intent.image === null ? null : imageNamed(ctx, intent.image.asset) }
            : {}),
        },
      ]);
    }
    case "scene.activate":
      if (intent.scene !== null) sceneNamed(ctx, intent.scene);
      return done([{ type: "scene.activated", scene: intent.scene }]);
    case "scene.delete":
      sceneNamed(ctx, intent.scene);
      return done([{ type: "scene.deleted", scene: intent.scene }]);
    case "token.place": {
      const s = sceneNamed(ctx, intent.scene);
      if (Object.keys(s.tokens).length >= SCENE_LIMITS.tokens)
        throw new EngineError("refused", `a scene holds at most ${SCENE_LIMITS.tokens} tokens`, ["type"]);
      cellsIn(s, [intent.cell], ["cell"]);
      let tokenLabel = intent.label ?? "";
      if (intent.character !== null) {
        const c = ownEntry(ctx.state.characters, intent.character);
        if (!c)
          throw new EngineError("not_found", `no character '${intent.character}' at this table`, [
            "character",
          ]);
        if (Object.values(s.tokens).some((t) => t.character === intent.character))
          throw new EngineError("invalid", `${c.name} already has a token on this scene`, ["character"]);
        if (!intent.label) tokenLabel = "";
      } else if (tokenLabel === "") throw new EngineError("invalid", "a marker needs a label", ["label"]);
      return done([
        {
          type: "token.placed",
          scene: s.id,
          token: {
            id: ctx.newId("token"),
            character: intent.character,
            label: tokenLabel,
            cell: intent.cell,
            size: intent.size ?? 1,
            hidden: intent.hidden ?? false,
          },
        },
      ]);
    }
    case "token.move": {
      const s = sceneNamed(ctx, intent.scene);
      const t = tokenNamed(ctx, s, intent.token);
      cellsIn(s, intent.path, ["path"]);
      const start = intent.path[0]!;
      if (start.col !== t.cell.col || start.row !== t.cell.row)
        throw new EngineError("invalid", "the path must start where the token stands", ["path", 0]);
      if (!pathIsContiguous(s.grid.kind, intent.path))
        throw new EngineError("invalid", "each step of the path must be to a neighbouring cell", ["path"]);
      const input = {
        state: ctx.state,
        character: t.character ?? "",
        grid: s.grid,
        path: intent.path,
        difficult: new Set(s.difficult),
      };
      const cost = t.character !== null ? geometry?.moveCost?.(input) : undefined;
      if (cost?.refused) throw new EngineError("refused", cost.refused, ["path"]);
      let distance = cost?.distance;
      if (geometry && distance === undefined)
        distance = intent.path
          .slice(1)
          .reduce((d, c, i) => d + geometry.distance(s.grid, intent.path[i]!, c), 0);
      const moved: TableEvent = {
        type: "token.moved",
        scene: s.id,
        token: t.id,
        path: intent.path,
        ...(t.character !== null ? { character: t.character } : { label: t.label }),
        ...(distance !== undefined ? { distance, unit: geometry?.unit } : {}),
      } as TableEvent;
      if (!geometry || t.character === null) return done([moved]);
      const draft = geometry.moveAction?.(input);
      if (!draft) return done([moved]);
      // The move's price is paid as the ruleset's own action, in this intent: both or neither.
      const r = resolveAction(ctx.ruleset, ctx.state, draft.action, draft.params, ctx.dice, ctx.newId);
      return { events: [...r.events, moved], visibility: "public", roll: r.roll };
    }
    case "token.update": {
      const s = sceneNamed(ctx, intent.scene);
      const t = tokenNamed(ctx, s, intent.token);
      const renamed = intent.label !== undefined && intent.label !== t.label;
      if (intent.label !== undefined) {
        // A character's token is shown by the character's name (as each viewer may see it): a label
        // there would be a second name nobody sees on the map, yet sent to every player.
        if (t.character !== null)
          throw new EngineError("invalid", "a character's token shows the character's name", ["label"]);
        if (intent.label === "") throw new EngineError("invalid", "a marker needs a label", ["label"]);
      }
      return done([
        {
          type: "token.updated",
          scene: s.id,
          token: t.id,
          ...(t.character !== null ? { character: t.character } : { label: t.label }),
          ...(intent.hidden !== undefined ? { hidden: intent.hidden } : {}),
          ...(renamed ? { label: intent.label, was: t.label } : {}),
          ...(intent.size !== undefined ? { size: intent.size } : {}),
        } as TableEvent,
      ]);
    }
    case "token.remove": {
      const s = sceneNamed(ctx, intent.scene);
      const t = tokenNamed(ctx, s, intent.token);
      return done([
        {
          type: "token.removed",
          scene: s.id,
          token: t.id,
          ...(t.character !== null ? { character: t.character } : { label: t.label }),
        } as TableEvent,
      ]);
    }
    case "fog.reveal": {
      const s = sceneNamed(ctx, intent.scene);
      if (s.fog.revealed.length >= SCENE_LIMITS.fogRegions)
        throw new EngineError(
          "refused",
          `a scene holds at most ${SCENE_LIMITS.fogRegions} revealed regions`,
          ["region"],
        );
      return done([
        { type: "fog.revealed", scene: s.id, region: { ...intent.region, id: ctx.newId("fog") } },
      ]);
    }
    case "fog.cover": {
      const s = sceneNamed(ctx, intent.scene);
      if (!s.fog.revealed.some((r) => r.id === intent.region))
        throw new EngineError("not_found", `no revealed region '${intent.region}'`, ["region"]);
      return done([{ type: "fog.covered", scene: s.id, region: intent.region }]);
    }
    case "terrain.mark": {
      const s = sceneNamed(ctx, intent.scene);
      cellsIn(s, intent.cells, ["cells"]);
      return done([
        { type: "terrain.marked", scene: s.id, cells: intent.cells, difficult: intent.difficult },
      ]);
    }
    case "area.place": {
      const s = sceneNamed(ctx, intent.scene);
      if (s.areas.length >= SCENE_LIMITS.areas)
        throw new EngineError("refused", `a scene holds at most ${SCENE_LIMITS.areas} areas`, ["area"]);
      const kinds = geometry?.areas ?? [];
      if (!kinds.some((k) => k.id === intent.area.shape))
        throw new EngineError("invalid", `this ruleset has no area '${intent.area.shape}'`, [
          "area",
          "shape",
        ]);
      cellsIn(s, [intent.area.origin, ...(intent.area.toward ? [intent.area.toward] : [])], ["area"]);
      return done([{ type: "area.placed", scene: s.id, area: { ...intent.area, id: ctx.newId("area") } }]);
    }
    case "area.remove": {
      const s = sceneNamed(ctx, intent.scene);
      if (!s.areas.some((a) => a.id === intent.area))
        throw new EngineError("not_found", `no area '${intent.area}' on this scene`, ["area"]);
      return done([{ type: "area.removed", scene: s.id, area: intent.area }]);
    }
  }
}

/** Players may move and place tokens of their own characters; everything else is the GM's. */
export function authorizeScene(
  role: string,
  state: TableState,
  author: string,
  intent: SceneIntent,
  forbidden: (message: string, path: (string | number)[]) => never,
): void {
  if (role === "gm") return;
  const mine = (c: string | null) => c !== null && ownEntry(state.characters, c)?.owner === author;
  if (intent.type === "token.place") {
    if (!mine(intent.character))
      forbidden("players place tokens of their own characters only", ["character"]);
    if (intent.hidden) forbidden("only the GM can hide tokens", ["hidden"]);
    return;
  }
  if (intent.type === "token.move") {
    const s = ownEntry(scenesOf(state).byId, intent.scene);
    const t = s ? ownEntry(s.tokens, intent.token) : undefined;
    // Unknown or unseen tokens fall through to the executor's not_found, like a made-up id.
    if (s && t && playerSees(s, t, pcsOf(state)) && !mine(t.character))
      forbidden("players move the tokens of their own characters only", ["token"]);
    return;
  }
  if (intent.type === "area.place" || intent.type === "area.remove") return;
  forbidden("only the GM can change the map", ["type"]);
}
