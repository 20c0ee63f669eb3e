// The scene map's events folded into `TableState.scenes` (issue 17). Pure and replacing, never
// mutating: the web map caches drawings by object identity, so a change must make new objects
// along the path to what changed and keep everything else as it was.

import type { Cell, FogRegion, PlacedArea, Scene, SceneGrid, SceneImage, Scenes, Token } from "./types.js";
import { cellKey } from "./types.js";

export type SceneEvent =
  | { type: "scene.created"; scene: Scene }
  | {
      type: "scene.updated";
      scene: string;
      name?: string;
      grid?: SceneGrid;
      image?: SceneImage | null;
      fog?: { enabled: boolean };
    }
  | { type: "scene.activated"; scene: string | null }
  | { type: "scene.deleted"; scene: string }
  | { type: "token.placed"; scene: string; token: Token }
  | { type: "token.moved"; scene: string; token: string; path: Cell[] }
  | {
      type: "token.updated";
      scene: string;
      token: string;
      hidden?: boolean;
      /** A marker's name after the change (and, for a character's token, the character it stands for). */
      label?: string;
      /** A renamed marker's name before, so the log can say what it was. */
      was?: string;
      size?: number;
    }
  | { type: "token.removed"; scene: string; token: string }
  | { type: "fog.revealed"; scene: string; region: FogRegion }
  | { type: "fog.covered"; scene: string; region: string }
  | { type: "terrain.marked"; scene: string; cells: Cell[]; difficult: boolean }
  | { type: "area.placed"; scene: string; area: PlacedArea }
  | { type: "area.removed"; scene: string; area: string }
  /** Made by the server's veil for one player, never stored: a token comes into their sight. */
  | { type: "token.seen"; scene: string; token: Token }
  /** Made by the server's veil for one player, never stored: a token leaves their sight. */
  | { type: "token.unseen"; scene: string; token: string };

export const SCENE_EVENT_TYPES: readonly SceneEvent["type"][] = [
  "scene.created",
  "scene.updated",
  "scene.activated",
  "scene.deleted",
  "token.placed",
  "token.moved",
  "token.updated",
  "token.removed",
  "fog.revealed",
  "fog.covered",
  "terrain.marked",
  "area.placed",
  "area.removed",
  "token.seen",
  "token.unseen",
];

const EMPTY: Scenes = { byId: {}, active: null };

function own<T>(rec: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(rec, key) ? rec[key] : undefined;
}

function sceneOf(scenes: Scenes, id: string, type: string): Scene {
  const s = own(scenes.byId, id);
  if (!s) throw new Error(`${type} names an unknown scene '${id}'`);
  return s;
}

function tokenOf(scene: Scene, id: string, type: string): Token {
  const t = own(scene.tokens, id);
  if (!t) throw new Error(`${type} names an unknown token '${id}'`);
  return t;
}

function withScene(scenes: Scenes, scene: Scene): Scenes {
  return { ...scenes, byId: { ...scenes.byId, [scene.id]: scene } };
}

function withToken(scene: Scene, token: Token): Scene {
  return { ...scene, tokens: { ...scene.tokens, [token.id]: token } };
}

/** Folds one scene event into the table's scenes (absent before the first scene). */
export function foldScene(prev: Scenes | undefined, event: SceneEvent): Scenes {
  const scenes = prev ?? EMPTY;
  switch (event.type) {
    case "scene.created":
      if (own(scenes.byId, event.scene.id)) throw new Error(`scene '${event.scene.id}' exists already`);
      return withScene(scenes, event.scene);
    case "scene.updated": {
      const s = sceneOf(scenes, event.scene, event.type);
      return withScene(scenes, {
        ...s,
        ...(event.name !== undefined ? { name: event.name } : {}),
        ...(event.grid !== undefined ? { grid: event.grid } : {}),
        ...(event.image !== undefined ? { image: event.image } : {}),
        ...(event.fog !== undefined ? { fog: { ...s.fog, enabled: event.fog.enabled } } : {}),
      });
    }
    case "scene.activated":
      if (event.scene !== null) sceneOf(scenes, event.scene, event.type);
      return { ...scenes, active: event.scene };
    case "scene.deleted": {
      sceneOf(scenes, event.scene, event.type);
      const byId = { ...scenes.byId };
      delete byId[event.scene];
      return { byId, active: scenes.active === event.scene ? null : scenes.active };
    }
    case "token.placed":
    case "token.seen": {
      const s = sceneOf(scenes, event.scene, event.type);
      return withScene(scenes, withToken(s, event.token));
    }
    case "token.moved": {
      const s = sceneOf(scenes, event.scene, event.type);
      const t = tokenOf(s, event.token, event.type);
      const end = event.path[event.path.length - 1];
      if (!end) throw new Error("token.moved has an empty path");
      return withScene(scenes, withToken(s, { ...t, cell: { col: end.col, row: end.row } }));
    }
    case "token.updated": {
      const s = sceneOf(scenes, event.scene, event.type);
      const t = tokenOf(s, event.token, event.type);
      return withScene(
        scenes,
        withToken(s, {
          ...t,
          ...(event.hidden !== undefined ? { hidden: event.hidden } : {}),
          ...(event.label !== undefined ? { label: event.label } : {}),
          ...(event.size !== undefined ? { size: event.size } : {}),
        }),
      );
    }
    case "token.removed":
    case "token.unseen": {
      const s = sceneOf(scenes, event.scene, event.type);
      // A veiled player may be told a token they never had leaves their sight; nothing to drop then.
      if (event.type === "token.removed") tokenOf(s, event.token, event.type);
      if (!own(s.tokens, event.token)) return scenes;
      const tokens = { ...s.tokens };
      delete tokens[event.token];
      return withScene(scenes, { ...s, tokens });
    }
    case "fog.revealed": {
      const s = sceneOf(scenes, event.scene, event.type);
      return withScene(scenes, { ...s, fog: { ...s.fog, revealed: [...s.fog.revealed, event.region] } });
    }
    case "fog.covered": {
      const s = sceneOf(scenes, event.scene, event.type);
      if (!s.fog.revealed.some((r) => r.id === event.region))
        throw new Error(`fog.covered names an unknown region '${event.region}'`);
      const revealed = s.fog.revealed.filter((r) => r.id !== event.region);
      return withScene(scenes, { ...s, fog: { ...s.fog, revealed } });
    }
    case "terrain.marked": {
      const s = sceneOf(scenes, event.scene, event.type);
      const set = new Set(s.difficult);
      for (const c of event.cells) {
        if (event.difficult) set.add(cellKey(c));
        else set.delete(cellKey(c));
      }
      return withScene(scenes, { ...s, difficult: [...set] });
    }
    case "area.placed": {
      const s = sceneOf(scenes, event.scene, event.type);
      return withScene(scenes, { ...s, areas: [...s.areas, event.area] });
    }
    case "area.removed": {
      const s = sceneOf(scenes, event.scene, event.type);
      if (!s.areas.some((a) => a.id === event.area))
        throw new Error(`area.removed names an unknown area '${event.area}'`);
      return withScene(scenes, { ...s, areas: s.areas.filter((a) => a.id !== event.area) });
    }
  }
}
