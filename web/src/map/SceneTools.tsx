// The GM's scene tools: make a scene (grid defaults from the ruleset's geometry, an optional
// background image), pick which scene to look at and which the players see, place tokens for
// characters (chosen by name) and named markers, and turn fog on or off. Fog regions and difficult terrain are drawn
// on the map itself (MapPanel's modes).

import { useId, useState } from "react";
import type { GeometryFacet } from "../../../src/engine/facets/geometry.js";
import { GRID_KINDS, type GridKind, type Scene } from "../../../src/engine/scene/types.js";
import { errorText } from "../components/ErrorNote.js";
import { useTable } from "../table/context.js";
import { useGeometry } from "./geometry.js";
import { sendMap, uploadImage } from "./intents.js";
import { scenesOf } from "./model.js";

const GRID_LABELS: Record<GridKind, string> = {
  square: "Squares",
  "hex-pointy": "Hexes, pointy top",
  "hex-flat": "Hexes, flat top",
};

export interface Placing {
  character: string | null;
  label: string;
  hidden: boolean;
}

export function SceneTools({
  scene,
  onPick,
  onPlace,
}: {
  scene: Scene | null;
  onPick(id: string | null): void;
  onPlace(p: Placing): void;
}) {
  const { snap, store, toast } = useTable();
  const id = useId();
  const scenes = scenesOf(snap.state);
  const geometry = useGeometry(snap.table?.ruleset);
  const list = scenes ? Object.values(scenes.byId) : [];
  const [placeWho, setPlaceWho] = useState("");
  const [placeHidden, setPlaceHidden] = useState(false);
  const [markerName, setMarkerName] = useState("");

  const send = (p: Promise<unknown>) => p.catch((e) => toast(errorText(e), "error"));
  const unplaced = scene
    ? Object.values(snap.state?.characters ?? {}).filter(
        (c) => !Object.values(scene.tokens).some((t) => t.character === c.id),
      )
    : [];

  return (
    <div className="map-gm">
      {list.length ? (
        <div className="row">
          <label htmlFor={`${id}-scene`}>Scene</label>
          <select id={`${id}-scene`} value={scene?.id ?? ""} onChange={(e) => onPick(e.target.value || null)}>
            {list.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {scenes?.active === s.id ? " (players see this)" : ""}
              </option>
            ))}
          </select>
          {scene && scenes?.active !== scene.id ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => send(sendMap(store, { type: "scene.activate", scene: scene.id }))}
            >
              Show to players
            </button>
          ) : null}
          {scene ? (
            <label className="small">
              <input
                type="checkbox"
                checked={scene.fog.enabled}
                onChange={(e) =>
                  send(
                    sendMap(store, {
                      type: "scene.update",
                      scene: scene.id,
                      fog: { enabled: e.target.checked },
                    }),
                  )
                }
              />{" "}
              Fog of war
            </label>
          ) : null}
        </div>
      ) : null}
      {scene ? <SceneBackground scene={scene} /> : null}
      {scene ? (
        <div className="row">
          <label htmlFor={`${id}-place`}>Place</label>
          <select id={`${id}-place`} value={placeWho} onChange={(e) => setPlaceWho(e.target.value)}>
            <option value="">Choose…</option>
            {unplaced.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value="*marker">A marker</option>
          </select>
          {placeWho === "*marker" ? (
            <input
              aria-label="Marker name"
              className="map-marker-input"
              value={markerName}
              maxLength={80}
              placeholder="Marker"
              onChange={(e) => setMarkerName(e.target.value)}
            />
          ) : null}
          <label className="small">
            <input type="checkbox" checked={placeHidden} onChange={(e) => setPlaceHidden(e.target.checked)} />{" "}
            hidden
          </label>
          <button
            type="button"
            className="btn btn-small"
            disabled={!placeWho}
            onClick={() => {
              const c = unplaced.find((x) => x.id === placeWho);
              onPlace(
                c
                  ? { character: c.id, label: c.name, hidden: placeHidden }
                  : { character: null, label: markerName.trim() || "Marker", hidden: placeHidden },
              );
              setPlaceWho("");
              setMarkerName("");
            }}
          >
            Place on the map
          </button>
        </div>
      ) : null}
      {geometry ? <NewScene onMade={onPick} geometry={geometry} /> : null}
    </div>
  );
}

// The chosen scene's background: another image (uploaded, then named by the scene) or none.
function SceneBackground({ scene }: { scene: Scene }) {
  const { store, toast } = useTable();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState(0);

  async function change(file: File | null) {
    setBusy(true);
    try {
      const image = file ? await uploadImage(store, file) : null;
      await sendMap(store, { type: "scene.update", scene: scene.id, image });
      toast(file ? "Background changed" : "Background removed");
    } catch (err) {
      toast(`Background: ${errorText(err)}`, "error");
    } finally {
      setBusy(false);
      // A new input: choosing the same file again still counts as a choice.
      setPicked((n) => n + 1);
    }
  }

  return (
    <div className="row map-background">
      <label htmlFor={`${id}-bg`}>{scene.image ? "Change background image" : "Background image"}</label>
      <input
        key={picked}
        id={`${id}-bg`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void change(f);
        }}
      />
      {scene.image ? (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => void change(null)}>
          Remove background
        </button>
      ) : null}
    </div>
  );
}

// Mounted once the ruleset's geometry has loaded, so its defaults are the form's first values.
function NewScene({ onMade, geometry }: { onMade(id: string | null): void; geometry: GeometryFacet }) {
  const { store, toast } = useTable();
  const id = useId();
  const kinds = geometry.grids.length ? geometry.grids : GRID_KINDS;
  const [name, setName] = useState("");
  const [kind, setKind] = useState<GridKind>(geometry.defaultGrid);
  const [cols, setCols] = useState(20);
  const [rows, setRows] = useState(15);
  const [size, setSize] = useState(60);
  const [cellDistance, setCellDistance] = useState(geometry.defaultCellDistance);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const image = file ? await uploadImage(store, file) : null;
      const before = new Set(Object.keys(scenesOf(store.getSnapshot().state)?.byId ?? {}));
      await sendMap(store, {
        type: "scene.create",
        name: name.trim() || "Scene",
        grid: { kind, cols, rows, size, offsetX: 0, offsetY: 0, cellDistance },
        ...(image ? { image } : {}),
      });
      const made = Object.keys(scenesOf(store.getSnapshot().state)?.byId ?? {}).find((k) => !before.has(k));
      onMade(made ?? null);
      setName("");
      setFile(null);
      toast("Scene created");
    } catch (err) {
      toast(`Scene: ${errorText(err)}`, "error");
    } finally {
      setBusy(false);
    }
  }

  const num = (set: (n: number) => void, min: number) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const n = Number(e.target.value);
    if (Number.isFinite(n) && n >= min) set(n);
  };

  return (
    <details className="gm-form map-new-scene">
      <summary>New scene</summary>
      <form onSubmit={create} className="stack">
        <label htmlFor={`${id}-name`}>Scene name</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          placeholder="The crossroads"
        />
        <label htmlFor={`${id}-kind`}>Grid</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as GridKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {GRID_LABELS[k]}
            </option>
          ))}
        </select>
        <div className="row">
          <label className="small">
            Columns <input type="number" min={1} max={200} value={cols} onChange={num(setCols, 1)} />
          </label>
          <label className="small">
            Rows <input type="number" min={1} max={200} value={rows} onChange={num(setRows, 1)} />
          </label>
          <label className="small">
            Cell size (px) <input type="number" min={8} max={400} value={size} onChange={num(setSize, 8)} />
          </label>
          <label className="small">
            One cell is ({geometry.unit}){" "}
            <input type="number" min={0} step="any" value={cellDistance} onChange={num(setCellDistance, 0)} />
          </label>
        </div>
        <label htmlFor={`${id}-image`}>Background image (PNG, JPEG or WebP; optional)</label>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Create scene
        </button>
      </form>
    </details>
  );
}
