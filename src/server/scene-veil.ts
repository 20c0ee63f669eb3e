// What players see of the scene map's events (issue 17), called by visibility.ts's `veilRecords`
// (the one place that decides) for each record as it enters the log. Players never get a hidden
// token or one whose cell is under fog; when a token comes into or leaves their sight they get
// `token.seen` / `token.unseen` instead of the event that did it.

import { type EventGroup, isEventGroup, type TableEvent } from "../engine/events.js";
import { foldScene, SCENE_EVENT_TYPES, type SceneEvent } from "../engine/scene/fold.js";
import { revealed } from "../engine/scene/grid.js";
import type { Scene, Scenes, Token } from "../engine/scene/types.js";
import { ownEntry, type TableState } from "../engine/state.js";

const SCENE_TYPES = new Set<string>(SCENE_EVENT_TYPES);

export function isSceneEvent(e: unknown): e is SceneEvent {
  return SCENE_TYPES.has((e as { type?: unknown } | null)?.type as string);
}

export function touchesScenes(e: unknown): boolean {
  return isEventGroup(e) ? e.events.some(touchesScenes) : isSceneEvent(e);
}

/**
 * Whether players may see this token of this scene. Players' characters (`pcs`) are seen through
 * fog: every player gets one variant of a record, and a player must keep sight of their own token
 * when they walk it into the dark, so the party sees each other's tokens too.
 */
export function playerSees(
  scene: Scene | undefined,
  t: Token | undefined,
  pcs: ReadonlySet<string> = NO_PCS,
): boolean {
  if (!scene || !t || t.hidden) return false;
  return (t.character !== null && pcs.has(t.character)) || revealed(scene, t.cell);
}

const NO_PCS: ReadonlySet<string> = new Set();

/** The characters players own. */
export function pcsOf(state: TableState): Set<string> {
  return new Set(
    Object.values(state.characters)
      .filter((c) => c.owner !== null)
      .map((c) => c.id),
  );
}

function tokensSeenByPlayers(scene: Scene, pcs: ReadonlySet<string>): Record<string, Token> {
  return Object.fromEntries(Object.entries(scene.tokens).filter(([, t]) => playerSees(scene, t, pcs)));
}

/** The tokens that come into or leave players' sight between two states of one scene. */
function sightChanges(
  id: string,
  s0: Scene | undefined,
  s1: Scene | undefined,
  pcs: ReadonlySet<string>,
): SceneEvent[] {
  const out: SceneEvent[] = [];
  const ids = new Set([...Object.keys(s0?.tokens ?? {}), ...Object.keys(s1?.tokens ?? {})]);
  for (const t of ids) {
    const a = s0 ? ownEntry(s0.tokens, t) : undefined;
    const b = s1 ? ownEntry(s1.tokens, t) : undefined;
    const was = playerSees(s0, a, pcs);
    const is = playerSees(s1, b, pcs);
    if (!was && is && b) out.push({ type: "token.seen", scene: id, token: b });
    else if (was && !is) out.push({ type: "token.unseen", scene: id, token: t });
  }
  return out;
}

/**
 * Folds a record's events through the scenes and says what players get of it: the event, a
 * redacted copy or sight changes, or null (its place only). `scenes` is the state before; the
 * returned `after` is the state after.
 */
export class SceneVeiler {
  constructor(
    public scenes: Scenes | undefined,
    /** Characters a player owns, whose tokens players see through fog. */
    private readonly pcs: ReadonlySet<string>,
  ) {}

  event(e: unknown): unknown {
    if (isEventGroup(e)) {
      const inner = e.events.map((x) => this.event(x)).filter((x) => x !== null);
      if (inner.length === 0) return null;
      const same = inner.length === e.events.length && inner.every((x, i) => x === e.events[i]);
      return same ? e : ({ type: "group", events: inner as TableEvent[] } satisfies EventGroup);
    }
    if (!isSceneEvent(e)) return e;
    const before = this.scenes;
    const after = foldScene(before, e);
    this.scenes = after;
    return veilOne(e, before, after, this.pcs);
  }
}

function veilOne(
  e: SceneEvent,
  before: Scenes | undefined,
  after: Scenes,
  pcs: ReadonlySet<string>,
): unknown {
  const id = "scene" in e && typeof e.scene === "string" ? e.scene : null;
  const s0 = before && id ? ownEntry(before.byId, id) : undefined;
  const s1 = id ? ownEntry(after.byId, id) : undefined;
  // Players hold only the scene on show: the GM's other scenes are theirs to prepare unseen.
  if (e.type === "scene.activated") {
    const was = before?.active ?? null;
    if (was === e.scene) return e;
    const out: unknown[] = [];
    if (was !== null) out.push({ type: "scene.deleted", scene: was });
    const shown = e.scene === null ? undefined : ownEntry(after.byId, e.scene);
    if (shown)
      out.push({ type: "scene.created", scene: { ...shown, tokens: tokensSeenByPlayers(shown, pcs) } });
    out.push(e);
    return { type: "group", events: out };
  }
  const onShow = e.type === "scene.deleted" ? (before?.active ?? null) : after.active;
  if (id === null || id !== onShow) return null;
  switch (e.type) {
    case "token.placed":
      return playerSees(s1, e.token, pcs) ? e : null;
    case "token.moved":
    case "token.updated": {
      const was = playerSees(s0, s0 && ownEntry(s0.tokens, e.token), pcs);
      const t1 = s1 && ownEntry(s1.tokens, e.token);
      const is = playerSees(s1, t1, pcs);
      if (was && is) {
        if (e.type !== "token.moved" || !s1) return e;
        // The route through fog is not theirs to see: only its revealed cells, ending where it ends.
        const path = e.path.filter((c, i) => i === e.path.length - 1 || revealed(s1, c));
        return path.length === e.path.length ? e : { ...e, path };
      }
      if (is && t1) return { type: "token.seen", scene: e.scene, token: t1 };
      if (was) return { type: "token.unseen", scene: e.scene, token: e.token };
      return null;
    }
    case "token.removed":
      return playerSees(s0, s0 && ownEntry(s0.tokens, e.token), pcs) ? e : null;
    case "token.seen":
    case "token.unseen":
      return null;
    case "fog.revealed":
    case "fog.covered":
    case "scene.updated": {
      const changes = id ? sightChanges(id, s0, s1, pcs) : [];
      return changes.length === 0 ? e : { type: "group", events: [e, ...changes] };
    }
    default:
      return e;
  }
}
