// The scene map (issue 17): the scene on show drawn on a canvas (draw.ts), with the tools a player
// and the GM use on it. Everything measured goes through the ruleset's geometry facet, so the ruler,
// a dragged path's cost, an attack's range and an area's targets are the book's, not the screen's.
// Pointer input is one code path for mouse, pen and touch: one pointer pans or drags, two pinch.

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MapActionDraft } from "../../../src/engine/facets/geometry.js";
import { cellAt, gridPixelSize } from "../../../src/engine/scene/grid.js";
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
import { fitView, toWorld, type View, zoomAt } from "./view.js";
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

  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const viewRef = useRef<View | null>(null);
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
      const ctx = cv.getContext("2d");
      if (!ctx) return;
      const dpr = window.devicePixelRatio || 1;
      const width = cv.clientWidth;
      const height = cv.clientHeight;
      if (cv.width !== Math.round(width * dpr) || cv.height !== Math.round(height * dpr)) {
        cv.width = Math.round(width * dpr);
        cv.height = Math.round(height * dpr);
      }
      if (!viewRef.current) {
        const size = s.image ? { width: s.image.width, height: s.image.height } : gridPixelSize(s.grid);
        viewRef.current = fitView(size.width, size.height, width, height);
      }
      drawFrame(ctx, {
        scene: s,
        view: viewRef.current,
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
    overlayRef.current = { drag: null, ruler: null, area: null, rect: null, selected: new Set() };
    setAreaPlaced(null);
    setAttacker(null);
    setSelected(null);
    void sceneId;
  }, [sceneId]);
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

  // The canvas comes and goes with the scene; a callback ref follows it with a resize observer.
  const resizeRef = useRef<ResizeObserver | null>(null);
  const attachCanvas = useCallback(
    (cv: HTMLCanvasElement | null) => {
      canvasRef.current = cv;
      resizeRef.current?.disconnect();
      resizeRef.current = null;
      if (!cv) return;
      resizeRef.current = new ResizeObserver(() => redraw());
      resizeRef.current.observe(cv);
    },
    [redraw],
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

  // Pointer state lives in a ref: moves happen many times a frame and must not re-render React.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<
    | { kind: "pan"; x: number; y: number }
    | { kind: "pinch"; dist: number; view: View }
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

  const areaFor = (origin: Cell, toward: Cell | null) => {
    if (!scene || !geometry?.cellsInArea || !area) return null;
    const placed: PlacedArea = { id: "draft", shape: area.shape, size: area.size, origin, toward };
    const cells = geometry.cellsInArea(scene.grid, placed);
    const keys = new Set(cells.map(cellKey));
    const inside = new Set(tokens.filter((t) => keys.has(cellKey(t.token.cell))).map((t) => t.id));
    return { placed, cells, inside };
  };

  function onPointerDown(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!scene) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    if (pointers.current.size === 2) {
      // A second finger turns whatever the first began into a pinch.
      const [a, b] = [...pointers.current.values()];
      overlayRef.current.drag = null;
      gesture.current = { kind: "pinch", dist: Math.hypot(a!.x - b!.x, a!.y - b!.y), view: viewRef.current! };
      return;
    }
    const c = cellOf(p);
    const hit = c ? tokenAt(tokens, c) : null;
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
      const a = areaFor(c, area.directed ? null : null);
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
    const g = gesture.current;
    if (!g) return;
    if (g.kind === "pinch") {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      viewRef.current = zoomAt(g.view, (a.x + b.x) / 2, (a.y + b.y) / 2, dist / g.dist);
    } else if (g.kind === "pan") {
      const v = viewRef.current!;
      viewRef.current = { ...v, x: v.x + p.x - g.x, y: v.y + p.y - g.y };
      gesture.current = { kind: "pan", x: p.x, y: p.y };
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

  async function onPointerUp(e: React.PointerEvent<HTMLCanvasElement>) {
    const start = pointers.current.get(e.pointerId);
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (pointers.current.size > 0) {
      // One finger lifted from a pinch: the other pans on from where it is.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { kind: "pan", x: rest.x, y: rest.y } : null;
      return;
    }
    gesture.current = null;
    if (!scene || !g) return;
    const p = start ? local(e) : null;
    const c = p ? cellOf(p) : null;
    const o = overlayRef.current;
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
      } else if (g.kind === "pan" && c && start && Math.hypot(start.x - g.x, start.y - g.y) < 1) {
        await click(c);
      }
    } catch (err) {
      toast(errorText(err), "error");
      o.drag = null;
    }
    redraw();
  }

  // A tap that did not pan: place, pick an attacker and a target, or select a token.
  async function click(c: Cell) {
    if (!scene) return;
    const hit = tokenAt(tokens, c);
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

  function onWheel(e: React.WheelEvent<HTMLCanvasElement>) {
    if (!viewRef.current) return;
    const p = local(e);
    viewRef.current = zoomAt(viewRef.current, p.x, p.y, Math.exp(-e.deltaY * 0.0015));
    redraw();
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

  return (
    <section className={`panel map-panel ${scene ? "has-scene" : ""}`} aria-labelledby="map-title">
      <header className="panel-head">
        <h2 id="map-title">{scene ? scene.name : "Map"}</h2>
      </header>
      {isGm ? (
        <SceneTools
          scene={scene}
          onPick={setPicked}
          onPlace={(p) => {
            setPlacing(p);
            setMode("place");
          }}
        />
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
                className={`btn btn-small ${mode === m ? "btn-primary" : ""}`}
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
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onWheel={onWheel}
          />
          <p className="map-info" aria-live="polite">
            {info}
          </p>
          {areaPlaced ? (
            <div className="row">
              <span>Inside: {areaTargets.length ? areaTargets.map((t) => t.name).join(", ") : "nobody"}</span>
              {geometry?.areaAction && areaTargets.length ? (
                <button type="button" className="btn btn-small" onClick={openAreaAction}>
                  Act on these {areaTargets.length}
                </button>
              ) : null}
            </div>
          ) : null}
          {isGm && selectedToken ? (
            <div className="row map-token-tools">
              <span>{selectedToken.name}</span>
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
