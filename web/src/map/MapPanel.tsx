// The scene map (issue 17): the scene on show drawn on a canvas (draw.ts), with the tools a player
// and the GM use on it. Everything measured goes through the ruleset's geometry facet, so the ruler,
// a dragged path's cost, an attack's range and an area's targets are the book's, not the screen's.
// Pointer input is one code path for mouse, pen and touch: one pointer pans or drags, two pinch.
// The view fits the whole scene until the viewer pans or zooms it themselves: a new scene, a
// resized panel (a phone's map tab shown, a form opened below) fits it again; their own view stays
// until the scene changes or they press Fit.

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MapActionDraft } from "../../../src/engine/facets/geometry.js";
import { cellAt, cellCentre } from "../../../src/engine/scene/grid.js";
import { type Cell, cellKey, type PlacedArea } from "../../../src/engine/scene/types.js";
import { ownEntry } from "../../../src/engine/state.js";
import { errorText } from "../components/ErrorNote.js";
import { ActionForm } from "../table/ActionForm.js";
import { useTable } from "../table/context.js";
import { type AreaChoice, AreaTool } from "./AreaTool.js";
import { drawFrame, type Overlay } from "./draw.js";
import { useGeometry } from "./geometry.js";
import { fetchImage, sendMap } from "./intents.js";
import { sceneOnShow, scenesOf, type TokenView, tokenViews } from "./model.js";
import { extendPath } from "./path.js";
import { SceneTools } from "./SceneTools.js";
import { fitScene, pinchView, sceneBounds, toScreen, toWorld, type View, ZOOM_STEP, zoomAt } from "./view.js";
import "./map.css";

export type Mode = "move" | "ruler" | "attack" | "area" | "place" | "reveal" | "terrain";

const MODE_LABELS: Record<Mode, string> = {
  move: "Move",
  ruler: "Ruler",
  attack: "Attack",
  area: "Area",
  place: "Place token",
  reveal: "Reveal fog",
  terrain: "Difficult terrain",
};

/** How far a press may wander (CSS px) and still be a tap rather than a pan. */
const TAP_SLOP = 8;
/**
 * Half of a fingertip's target (CSS px): about 44 px is the smallest target a finger hits reliably,
 * and a fitted map on a phone draws tokens smaller than that.
 */
const FINGER_REACH = 22;
/** How far an arrow key pans the map (CSS px). */
const KEY_PAN = 48;

/**
 * A screen with little room for the map: a phone (app.css's breakpoint) or a short laptop screen
 * (1366×768), where the GM's scene tools start folded once there is a scene, so the map gets it.
 */
const littleRoom = () =>
  typeof window !== "undefined" && window.matchMedia("(max-width: 860px), (max-height: 800px)").matches;

function tokenAt(tokens: readonly TokenView[], c: Cell): TokenView | null {
  // Last drawn is on top, so search from the end.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!.token;
    if (
      c.col >= t.cell.col &&
      c.col < t.cell.col + t.size &&
      c.row >= t.cell.row &&
      c.row < t.cell.row + t.size
    )
      return tokens[i]!;
  }
  return null;
}

export function MapPanel() {
  const { snap, store, isGm, toast } = useTable();
  const [picked, setPicked] = useState<string | null>(null);
  const scenes = scenesOf(snap.state);
  const scene = sceneOnShow(scenes, isGm, picked);
  const geometry = useGeometry(snap.table?.ruleset);
  const tokens = useMemo(
    () => (scene && snap.state ? tokenViews(scene, snap.state, snap.ruleset, snap.options) : []),
    [scene, snap.state, snap.ruleset, snap.options],
  );
  const [mode, setMode] = useState<Mode>("move");
  const [info, setInfo] = useState<string>("");
  const [draft, setDraft] = useState<MapActionDraft | null>(null);
  const [placing, setPlacing] = useState<{ character: string | null; label: string; hidden: boolean } | null>(
    null,
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [area, setArea] = useState<AreaChoice | null>(null);
  const [areaPlaced, setAreaPlaced] = useState<PlacedArea | null>(null);
  const [attacker, setAttacker] = useState<string | null>(null);
  const [terrainDifficult, setTerrainDifficult] = useState(true);
  /** The view's scale as the zoom readout shows it, in percent. */
  const [zoom, setZoom] = useState<number | null>(null);
  // The GM's tools fold away on a small screen once there is a map to look at; open while there is none.
  const [toolsOpen, setToolsOpen] = useState(true);
  const hasScene = scene !== null;
  useEffect(() => {
    setToolsOpen(!hasScene || !littleRoom());
  }, [hasScene]);

  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const viewRef = useRef<View | null>(null);
  /** The viewer panned or zoomed: keep their view on resizes until the scene changes or they fit. */
  const userView = useRef(false);
  const zoomShown = useRef<number | null>(null);
  const overlayRef = useRef<Overlay>({
    drag: null,
    ruler: null,
    area: null,
    rect: null,
    selected: new Set(),
  });
  const imageRef = useRef<HTMLImageElement | null>(null);
  const frameRef = useRef(0);
  const live = useRef({ scene, tokens, isGm });
  live.current = { scene, tokens, isGm };

  // Reads refs only, so one function serves the whole life of the panel.
  const redraw = useCallback(() => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      const cv = canvasRef.current;
      const s = live.current.scene;
      if (!cv || !s) return;
      const width = cv.clientWidth;
      const height = cv.clientHeight;
      // Not laid out (a phone's other tab is showing): fit once it has a size, not to nothing.
      if (width <= 0 || height <= 0) return;
      const ctx = cv.getContext("2d");
      if (!ctx) return;
      const dpr = window.devicePixelRatio || 1;
      if (cv.width !== Math.round(width * dpr) || cv.height !== Math.round(height * dpr)) {
        cv.width = Math.round(width * dpr);
        cv.height = Math.round(height * dpr);
      }
      if (!viewRef.current) viewRef.current = fitScene(s, width, height);
      const view = viewRef.current;
      // The view as data, for tests that press on cells: never shown to anyone.
      cv.dataset.view = `${view.x},${view.y},${view.k}`;
      const pct = Math.round(view.k * 100);
      if (pct !== zoomShown.current) {
        zoomShown.current = pct;
        setZoom(pct);
      }
      drawFrame(ctx, {
        scene: s,
        view,
        width,
        height,
        dpr,
        image: imageRef.current?.complete ? imageRef.current : null,
        tokens: live.current.tokens,
        isGm: live.current.isGm,
        overlay: overlayRef.current,
      });
    });
  }, []);

  // A new scene starts fitted to the screen; its image loads once.
  const sceneId = scene?.id ?? null;
  const asset = scene?.image?.asset ?? null;
  useEffect(() => {
    viewRef.current = null;
    userView.current = false;
    overlayRef.current = { drag: null, ruler: null, area: null, rect: null, selected: new Set() };
    setAreaPlaced(null);
    setAttacker(null);
    setSelected(null);
    void sceneId;
  }, [sceneId]);
  // The same scene with another grid or image: fitted again unless the viewer set their own view.
  const bounds = scene ? Object.values(sceneBounds(scene)).join(",") : "";
  useEffect(() => {
    if (!userView.current) viewRef.current = null;
    void bounds;
    redraw();
  }, [bounds, redraw]);
  useEffect(() => {
    imageRef.current = null;
    redraw();
    if (!asset) return;
    const abort = new AbortController();
    let url: string | null = null;
    fetchImage(store, asset, abort.signal)
      .then((u) => {
        url = u;
        if (abort.signal.aborted) return URL.revokeObjectURL(u);
        const img = new Image();
        img.onload = () => redraw();
        img.src = u;
        imageRef.current = img;
      })
      .catch((e) => {
        if (!abort.signal.aborted) toast(errorText(e), "error");
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [asset, store, redraw, toast]);

  useEffect(() => {
    overlayRef.current.selected = new Set([selected, attacker].filter((x): x is string => Boolean(x)));
    redraw();
  });

  /** Sets a view the viewer chose (pan, zoom, pinch): it outlives resizes of the panel. */
  const setUserView = useCallback(
    (v: View) => {
      viewRef.current = v;
      userView.current = true;
      redraw();
    },
    [redraw],
  );
  const zoomBy = useCallback(
    (factor: number) => {
      const cv = canvasRef.current;
      const v = viewRef.current;
      if (!cv || !v) return;
      setUserView(zoomAt(v, cv.clientWidth / 2, cv.clientHeight / 2, factor));
    },
    [setUserView],
  );
  const fitWhole = useCallback(() => {
    viewRef.current = null;
    userView.current = false;
    redraw();
  }, [redraw]);

  // The canvas comes and goes with the scene; a callback ref follows it with a resize observer and
  // a wheel listener that may cancel the page's scroll (React's wheel handlers are passive).
  const detachRef = useRef<(() => void) | null>(null);
  const attachCanvas = useCallback(
    (cv: HTMLCanvasElement | null) => {
      canvasRef.current = cv;
      detachRef.current?.();
      detachRef.current = null;
      if (!cv) return;
      const resize = new ResizeObserver(() => {
        if (!userView.current) viewRef.current = null;
        redraw();
      });
      resize.observe(cv);
      const wheel = (e: WheelEvent) => {
        const v = viewRef.current;
        if (!v) return;
        e.preventDefault();
        const r = cv.getBoundingClientRect();
        setUserView(zoomAt(v, e.clientX - r.left, e.clientY - r.top, Math.exp(-e.deltaY * 0.0015)));
      };
      cv.addEventListener("wheel", wheel, { passive: false });
      detachRef.current = () => {
        resize.disconnect();
        cv.removeEventListener("wheel", wheel);
      };
    },
    [redraw, setUserView],
  );

  const mayMove = (t: TokenView): boolean => {
    if (isGm) return true;
    const ch =
      t.token.character && snap.state ? ownEntry(snap.state.characters, t.token.character) : undefined;
    return Boolean(ch && snap.me && ch.owner === snap.me.id);
  };

  const describeMove = (t: TokenView, path: readonly Cell[]): string => {
    if (!scene || !geometry || !snap.state || path.length < 2) return "";
    const to = path[path.length - 1]!;
    const straight = geometry.distance(scene.grid, path[0]!, to);
    let text = `${t.name}: ${path.length - 1} step${path.length === 2 ? "" : "s"}, ${straight} ${geometry.unit} straight`;
    if (geometry.moveCost && t.token.character) {
      try {
        const cost = geometry.moveCost({
          state: snap.state,
          character: t.token.character,
          grid: scene.grid,
          path,
          difficult: new Set(scene.difficult),
        });
        text += `, walked ${cost.distance} ${geometry.unit}`;
        if (cost.cost) text += `, costs ${cost.cost.amount} ${cost.cost.unit}`;
        if (cost.notes.length) text += ` (${cost.notes.join("; ")})`;
        if (cost.refused) text += ` — not allowed: ${cost.refused}`;
      } catch (e) {
        text += ` (cost unknown: ${errorText(e)})`;
      }
    }
    return text;
  };

  // Pointer state lives in refs: moves happen many times a frame and must not re-render React.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  /** Where the first pointer went down and whether it has since wandered (then it is no tap). */
  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const gesture = useRef<
    | { kind: "pan"; x: number; y: number }
    | { kind: "pinch"; dist: number; mid: { x: number; y: number }; view: View }
    | { kind: "drag"; token: TokenView }
    | { kind: "ruler"; from: Cell }
    | { kind: "rect"; from: Cell }
    | { kind: "area"; origin: Cell }
    | null
  >(null);

  const local = (e: { clientX: number; clientY: number }) => {
    const r = canvasRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const cellOf = (p: { x: number; y: number }): Cell | null => {
    if (!scene || !viewRef.current) return null;
    const w = toWorld(viewRef.current, p.x, p.y);
    return cellAt(scene.grid, w.x, w.y);
  };

  /**
   * The token under a press: the one on the cell, else, for a finger or a pen, the nearest token
   * drawn within a fingertip's reach (a fitted phone map draws tokens smaller than a finger).
   */
  const tokenUnder = (p: { x: number; y: number }, c: Cell | null, pointerType: string) => {
    const onCell = c ? tokenAt(tokens, c) : null;
    const v = viewRef.current;
    if (onCell || pointerType === "mouse" || !scene || !v) return onCell;
    let best: TokenView | null = null;
    let bestD = FINGER_REACH;
    for (const t of tokens) {
      const w = cellCentre(scene.grid, t.token.cell);
      const s = toScreen(v, w.x, w.y);
      const d = Math.hypot(s.x - p.x, s.y - p.y);
      if (d <= bestD) {
        best = t;
        bestD = d;
      }
    }
    return best;
  };

  const areaFor = (origin: Cell, toward: Cell | null) => {
    if (!scene || !geometry?.cellsInArea || !area) return null;
    const placed: PlacedArea = { id: "draft", shape: area.shape, size: area.size, origin, toward };
    const cells = geometry.cellsInArea(scene.grid, placed);
    const keys = new Set(cells.map(cellKey));
    const inside = new Set(tokens.filter((t) => keys.has(cellKey(t.token.cell))).map((t) => t.id));
    return { placed, cells, inside };
  };

  const midpoint = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };

  function onPointerDown(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!scene || !viewRef.current) return;
    if (e.pointerType === "mouse" && e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    if (pointers.current.size === 1) press.current = { x: p.x, y: p.y, moved: false };
    if (pointers.current.size >= 2) {
      // A second finger turns whatever the first began into a pinch: nothing it began is kept.
      const m = midpoint();
      if (press.current) press.current.moved = true;
      const o = overlayRef.current;
      if (o.drag) setInfo("");
      o.drag = null;
      o.rect = null;
      if (m)
        gesture.current = { kind: "pinch", dist: Math.max(1, m.dist), mid: m.mid, view: viewRef.current };
      redraw();
      return;
    }
    const c = cellOf(p);
    const hit = mode === "move" ? tokenUnder(p, c, e.pointerType) : null;
    if (mode === "move" && hit && mayMove(hit)) {
      gesture.current = { kind: "drag", token: hit };
      overlayRef.current.drag = { token: hit.id, path: [hit.token.cell] };
      setSelected(hit.id);
    } else if (mode === "ruler" && c) {
      gesture.current = { kind: "ruler", from: c };
      overlayRef.current.ruler = { from: c, to: c };
    } else if ((mode === "reveal" || mode === "terrain") && c && isGm) {
      gesture.current = { kind: "rect", from: c };
      overlayRef.current.rect = { from: c, to: c };
    } else if (mode === "area" && c && area) {
      gesture.current = { kind: "area", origin: c };
      const a = areaFor(c, null);
      overlayRef.current.area = a ? { cells: a.cells, tokens: a.inside } : null;
    } else {
      gesture.current = { kind: "pan", x: p.x, y: p.y };
    }
    redraw();
  }

  function onPointerMove(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!pointers.current.has(e.pointerId) || !scene) return;
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    const pr = press.current;
    if (pr && !pr.moved && Math.hypot(p.x - pr.x, p.y - pr.y) > TAP_SLOP) pr.moved = true;
    const g = gesture.current;
    if (!g) return;
    if (g.kind === "pinch") {
      const m = midpoint();
      if (!m) return;
      setUserView(pinchView(g.view, g.mid, m.mid, m.dist / g.dist));
      return;
    } else if (g.kind === "pan") {
      const v = viewRef.current!;
      if (p.x === g.x && p.y === g.y) return;
      gesture.current = { kind: "pan", x: p.x, y: p.y };
      setUserView({ ...v, x: v.x + p.x - g.x, y: v.y + p.y - g.y });
      return;
    } else {
      const c = cellOf(p);
      if (!c) return;
      const o = overlayRef.current;
      if (g.kind === "drag" && o.drag) {
        const path = extendPath(scene.grid.kind, o.drag.path, c);
        if (path !== o.drag.path) {
          o.drag = { token: g.token.id, path };
          setInfo(describeMove(g.token, path));
        }
      } else if (g.kind === "ruler") {
        o.ruler = { from: g.from, to: c };
        if (geometry) setInfo(`Ruler: ${geometry.distance(scene.grid, g.from, c)} ${geometry.unit}`);
      } else if (g.kind === "rect") {
        o.rect = { from: g.from, to: c };
      } else if (g.kind === "area" && area?.directed) {
        const a = areaFor(g.origin, c);
        o.area = a ? { cells: a.cells, tokens: a.inside } : null;
      }
    }
    redraw();
  }

  async function onPointerEnd(e: React.PointerEvent<HTMLCanvasElement>, cancelled: boolean) {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    if (pointers.current.size > 0) {
      // One finger lifted from a pinch: the other pans on from where it is.
      const [rest] = [...pointers.current.values()];
      if (g?.kind === "pinch") gesture.current = rest ? { kind: "pan", x: rest.x, y: rest.y } : null;
      return;
    }
    gesture.current = null;
    const pr = press.current;
    press.current = null;
    if (!scene || !g) return;
    const o = overlayRef.current;
    if (cancelled) {
      // The browser took the pointer away (a system gesture, a call): nothing half-done is sent.
      if (o.drag) setInfo("");
      o.drag = null;
      o.rect = null;
      redraw();
      return;
    }
    const c = cellOf(local(e));
    try {
      if (g.kind === "drag" && o.drag) {
        const path = o.drag.path;
        if (path.length > 1)
          await sendMap(store, { type: "token.move", scene: scene.id, token: g.token.id, path });
        o.drag = null;
      } else if (g.kind === "rect" && c) {
        const from = g.from;
        o.rect = null;
        const r = {
          col: Math.min(from.col, c.col),
          row: Math.min(from.row, c.row),
          cols: Math.abs(from.col - c.col) + 1,
          rows: Math.abs(from.row - c.row) + 1,
        };
        if (mode === "reveal")
          await sendMap(store, { type: "fog.reveal", scene: scene.id, region: { kind: "rect", ...r } });
        else {
          const cells: Cell[] = [];
          for (let row = r.row; row < r.row + r.rows; row++)
            for (let col = r.col; col < r.col + r.cols; col++) cells.push({ col, row });
          await sendMap(store, { type: "terrain.mark", scene: scene.id, cells, difficult: terrainDifficult });
        }
      } else if (g.kind === "area" && area) {
        const a = areaFor(g.origin, area.directed ? (c ?? g.origin) : null);
        if (a) {
          setAreaPlaced(a.placed);
          setInfo(`${area.label}: ${a.inside.size} token${a.inside.size === 1 ? "" : "s"} inside`);
        }
      } else if (g.kind === "pan" && c && pr && !pr.moved) {
        // A press that stayed put is a tap; one that panned the map is not.
        await click(c, tokenUnder(local(e), c, e.pointerType));
      }
    } catch (err) {
      toast(errorText(err), "error");
      o.drag = null;
    }
    redraw();
  }

  // A tap that did not pan: place, pick an attacker and a target, or select a token.
  async function click(c: Cell, hit: TokenView | null) {
    if (!scene) return;
    if (mode === "place" && placing) {
      await sendMap(store, {
        type: "token.place",
        scene: scene.id,
        character: placing.character,
        ...(placing.character ? {} : { label: placing.label }),
        cell: c,
        hidden: placing.hidden,
      });
      setPlacing(null);
      setMode("move");
    } else if (mode === "attack" && hit) {
      if (!attacker) {
        if (!mayMove(hit) || !hit.token.character)
          return toast("Choose one of your characters to attack with", "error");
        setAttacker(hit.id);
        setInfo(`${hit.name} attacks… now choose the target`);
      } else {
        const from = tokens.find((t) => t.id === attacker);
        if (!from?.token.character || !hit.token.character || !geometry?.attackAtRange || !snap.state) return;
        const distance = geometry.distance(scene.grid, from.token.cell, hit.token.cell);
        const d = geometry.attackAtRange({
          state: snap.state,
          attacker: from.token.character,
          target: hit.token.character,
          distance,
        });
        setAttacker(null);
        if (!d) return toast(`${from.name} has no attack at ${distance} ${geometry.unit}`, "error");
        setDraft(d);
        setInfo(`${from.name} → ${hit.name}: ${distance} ${geometry.unit}`);
      }
    } else {
      setSelected(hit ? hit.id : null);
    }
  }

  // Keys on the focused map: + and − zoom, 0 fits, the arrows pan.
  function onKeyDown(e: React.KeyboardEvent<HTMLCanvasElement>) {
    const v = viewRef.current;
    if (!v) return;
    const pan = (dx: number, dy: number) => setUserView({ ...v, x: v.x + dx, y: v.y + dy });
    switch (e.key) {
      case "+":
      case "=":
        zoomBy(ZOOM_STEP);
        break;
      case "-":
      case "_":
        zoomBy(1 / ZOOM_STEP);
        break;
      case "0":
        fitWhole();
        break;
      case "ArrowLeft":
        pan(KEY_PAN, 0);
        break;
      case "ArrowRight":
        pan(-KEY_PAN, 0);
        break;
      case "ArrowUp":
        pan(0, KEY_PAN);
        break;
      case "ArrowDown":
        pan(0, -KEY_PAN);
        break;
      default:
        return;
    }
    e.preventDefault();
  }

  const areaTargets = useMemo(() => {
    if (!scene || !areaPlaced || !geometry?.cellsInArea) return [];
    const keys = new Set(geometry.cellsInArea(scene.grid, areaPlaced).map(cellKey));
    return tokens.filter((t) => t.token.character && keys.has(cellKey(t.token.cell)));
  }, [scene, areaPlaced, geometry, tokens]);

  function openAreaAction() {
    if (!areaPlaced || !geometry?.areaAction || !snap.state) return;
    const actorToken = selected ? tokens.find((t) => t.id === selected) : null;
    const d = geometry.areaAction({
      state: snap.state,
      area: areaPlaced,
      targets: areaTargets.map((t) => t.token.character!),
      actor: actorToken?.token.character ?? null,
    });
    if (!d) return toast("This ruleset has no action for that area", "error");
    setDraft(d);
  }

  const draftAction = draft ? snap.info?.actions.find((a) => a.id === draft.action) : undefined;
  const selectedToken = selected ? tokens.find((t) => t.id === selected) : undefined;
  const modes: Mode[] = ["move", "ruler"];
  if (geometry?.attackAtRange) modes.push("attack");
  if (geometry?.areas?.length) modes.push("area");
  if (isGm) modes.push("reveal", "terrain");
  const hintId = `map-keys-${sceneId ?? "none"}`;

  return (
    <section className={`panel map-panel ${scene ? "has-scene" : ""}`} aria-labelledby="map-title">
      <header className="panel-head">
        <h2 id="map-title">{scene ? scene.name : "Map"}</h2>
        {scene ? (
          <div className="map-zoom" role="toolbar" aria-label="Zoom">
            <button
              type="button"
              className="btn btn-small"
              aria-label="Zoom out"
              title="Zoom out (−)"
              onClick={() => zoomBy(1 / ZOOM_STEP)}
            >
              −
            </button>
            <output className="map-zoom-level" aria-label="Zoom level">
              {zoom !== null ? `${zoom}%` : ""}
            </output>
            <button
              type="button"
              className="btn btn-small"
              aria-label="Zoom in"
              title="Zoom in (+)"
              onClick={() => zoomBy(ZOOM_STEP)}
            >
              +
            </button>
            <button
              type="button"
              className="btn btn-small"
              aria-label="Fit the whole scene"
              title="Fit the whole scene (0)"
              onClick={fitWhole}
            >
              Fit
            </button>
          </div>
        ) : null}
      </header>
      {isGm ? (
        <details
          className="map-gm-tools"
          open={toolsOpen}
          onToggle={(e) => setToolsOpen((e.currentTarget as HTMLDetailsElement).open)}
        >
          <summary>Scene tools</summary>
          <SceneTools
            scene={scene}
            onPick={setPicked}
            onPlace={(p) => {
              setPlacing(p);
              setMode("place");
            }}
          />
        </details>
      ) : null}
      {!scene ? (
        <p className="muted">
          {isGm ? "Create a scene to open the map." : "The GM has not shown a map yet."}
        </p>
      ) : (
        <>
          <div className="map-modes" role="toolbar" aria-label="Map tools">
            {modes.map((m) => (
              <button
                key={m}
                type="button"
                className="btn btn-small"
                aria-pressed={mode === m}
                onClick={() => {
                  setMode(m);
                  setAttacker(null);
                  overlayRef.current.ruler = null;
                  overlayRef.current.area = null;
                  setAreaPlaced(null);
                  setInfo(m === "attack" ? "Choose the attacker, then the target" : "");
                  redraw();
                }}
              >
                {MODE_LABELS[m]}
              </button>
            ))}
            {mode === "place" && placing ? (
              <span className="muted small">Tap a cell to place {placing.label}</span>
            ) : null}
            {mode === "terrain" ? (
              <label className="small">
                <input
                  type="checkbox"
                  checked={terrainDifficult}
                  onChange={(e) => setTerrainDifficult(e.target.checked)}
                />{" "}
                mark as difficult (off: clear)
              </label>
            ) : null}
          </div>
          {mode === "area" && geometry?.areas ? (
            <AreaTool kinds={geometry.areas} value={area} onChange={setArea} unit={geometry.unit} />
          ) : null}
          <canvas
            ref={attachCanvas}
            className="map-canvas"
            data-scene={scene.id}
            aria-label={`Map of ${scene.name}`}
            aria-describedby={hintId}
            tabIndex={0}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(e) => void onPointerEnd(e, false)}
            onPointerCancel={(e) => void onPointerEnd(e, true)}
            onKeyDown={onKeyDown}
          />
          <p id={hintId} className="sr-only">
            Plus and minus zoom, 0 fits the whole scene, the arrow keys pan. The tokens are listed below.
          </p>
          {/* One fixed band under the map for what a press says and the chosen token's tools, so
              choosing a token does not resize the map (which would fit it again and move it). */}
          <div className="map-status">
            <p className="map-info" aria-live="polite">
              {info}
            </p>
            {info === "" && !areaPlaced && !(isGm && selectedToken) ? (
              <p className="map-hint muted small">
                Drag a token to move it, drag the map to pan; pinch, the wheel or + and − zoom.
              </p>
            ) : null}
            {areaPlaced ? (
              <div className="row">
                <span>
                  Inside: {areaTargets.length ? areaTargets.map((t) => t.name).join(", ") : "nobody"}
                </span>
                {geometry?.areaAction && areaTargets.length ? (
                  <button type="button" className="btn btn-small" onClick={openAreaAction}>
                    Act on these {areaTargets.length}
                  </button>
                ) : null}
              </div>
            ) : null}
            {isGm && selectedToken ? (
              <div className="row map-token-tools">
                <span className="map-token-name">{selectedToken.name}</span>
                {selectedToken.token.character === null ? (
                  <MarkerName
                    key={`${selectedToken.id}:${selectedToken.token.label}`}
                    label={selectedToken.token.label}
                    onRename={(label) =>
                      sendMap(store, {
                        type: "token.update",
                        scene: scene.id,
                        token: selectedToken.id,
                        label,
                      })
                    }
                  />
                ) : null}
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() =>
                    sendMap(store, {
                      type: "token.update",
                      scene: scene.id,
                      token: selectedToken.id,
                      hidden: !selectedToken.token.hidden,
                    }).catch((e) => toast(errorText(e), "error"))
                  }
                >
                  {selectedToken.token.hidden ? "Show to players" : "Hide from players"}
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() =>
                    sendMap(store, { type: "token.remove", scene: scene.id, token: selectedToken.id }).catch(
                      (e) => toast(errorText(e), "error"),
                    )
                  }
                >
                  Remove token
                </button>
              </div>
            ) : null}
          </div>
          {draft ? (
            <div className="map-draft">
              <ul className="small">
                {draft.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
              {draftAction ? (
                <ActionForm
                  key={JSON.stringify(draft)}
                  action={draftAction}
                  fixed={draft.params}
                  onDone={() => setDraft(null)}
                />
              ) : (
                <p className="error-note">This table's ruleset has no such action.</p>
              )}
              <button type="button" className="btn btn-small" onClick={() => setDraft(null)}>
                Close
              </button>
            </div>
          ) : null}
          {/* The tokens in words: for screen readers, and what the page shows has a text form. */}
          <ul className="sr-only map-token-list">
            {tokens.map((t) => (
              <li key={t.id} data-token={t.id} data-col={t.token.cell.col} data-row={t.token.cell.row}>
                {t.name}, column {t.token.cell.col + 1}, row {t.token.cell.row + 1}
                {t.token.hidden ? ", hidden from players" : ""}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The GM renames a marker: the server checks the text; a refusal is shown in its words. */
function MarkerName({ label, onRename }: { label: string; onRename(label: string): Promise<unknown> }) {
  const { toast } = useTable();
  const [value, setValue] = useState(label);
  const [busy, setBusy] = useState(false);
  const changed = value.trim() !== "" && value.trim() !== label;
  return (
    <form
      className="row map-marker-name"
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed) return;
        setBusy(true);
        onRename(value.trim())
          .then(() => toast(`Marker renamed to ${value.trim()}`))
          .catch((err) => toast(`Marker: ${errorText(err)}`, "error"))
          .finally(() => setBusy(false));
      }}
    >
      <input
        aria-label="Rename marker"
        value={value}
        maxLength={80}
        required
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn-small" disabled={!changed || busy}>
        Rename
      </button>
    </form>
  );
}
