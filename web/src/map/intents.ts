// The scene map's intents as the browser sends them (the names in the issue 17 contract; the server
// checks every one). Kept apart from the panel so the panel's handlers read as what they mean.

import type { Cell, FogRegion, GridKind, PlacedArea } from "../../../src/engine/scene/types.js";
import type { IntentBody } from "../lib/protocol.js";
import type { TableStore } from "../lib/table-store.js";

export type MapIntent =
  | {
      type: "scene.create";
      name: string;
      grid: {
        kind: GridKind;
        cols: number;
        rows: number;
        size: number;
        offsetX: number;
        offsetY: number;
        cellDistance: number;
      };
      image?: { asset: string };
    }
  | {
      type: "scene.update";
      scene: string;
      fog?: { enabled: boolean };
      /** null takes the background away. */
      image?: { asset: string } | null;
    }
  | { type: "scene.activate"; scene: string | null }
  | {
      type: "token.place";
      scene: string;
      character: string | null;
      label?: string;
      cell: Cell;
      hidden?: boolean;
    }
  | { type: "token.move"; scene: string; token: string; path: Cell[] }
  /** `label` renames a marker (a character's token shows the character's name). */
  | { type: "token.update"; scene: string; token: string; hidden?: boolean; label?: string }
  | { type: "token.remove"; scene: string; token: string }
  | { type: "fog.reveal"; scene: string; region: DistributiveOmit<FogRegion, "id"> }
  | { type: "terrain.mark"; scene: string; cells: Cell[]; difficult: boolean }
  | { type: "area.place"; scene: string; area: Omit<PlacedArea, "id"> };

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

// The client's IntentBody lists the intents it knew when it was written; the scene intents travel
// in the same envelope, so this is the one place they are handed over as such.
export function sendMap(store: TableStore, intent: MapIntent) {
  return store.send(intent as unknown as IntentBody);
}

/** Uploads a background image; the server checks its type and size by its content. */
export async function uploadImage(store: TableStore, file: File): Promise<{ asset: string }> {
  const res = await fetch(`/api/tables/${encodeURIComponent(store.tableId)}/assets`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${store.token}`,
      "content-type": file.type || "application/octet-stream",
    },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as {
    asset?: unknown;
    error?: { message?: unknown };
  } | null;
  if (!res.ok || typeof body?.asset !== "string") {
    const said = body?.error?.message;
    throw new Error(
      typeof said === "string"
        ? said
        : res.status === 413
          ? "the image is too large"
          : `the upload failed (${res.status})`,
    );
  }
  return { asset: body.asset };
}

/**
 * A background image as an object URL, fetched with the member's token in the Authorization header
 * (never in the URL, where logs and history keep it). The caller revokes the URL when done.
 */
export async function fetchImage(store: TableStore, asset: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(
    `/api/tables/${encodeURIComponent(store.tableId)}/assets/${encodeURIComponent(asset)}`,
    { headers: { authorization: `Bearer ${store.token}` }, signal },
  );
  if (!res.ok) throw new Error(`the background image could not be loaded (${res.status})`);
  return URL.createObjectURL(await res.blob());
}
