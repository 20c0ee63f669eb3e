// A table's uploaded images (issue 17: scene backgrounds). The GM uploads one image at a time; the
// server decides what it is from its own bytes (http/image-header.ts), never from the file name or
// the Content-Type the client sent, limits its size, its pixels and what one table may hold, and
// keeps it in the store like everything else. Who may fetch an image is decided here, beside
// visibility.ts: the GM any of the table's, a player only the background of the scene on show.
// An image a member may not fetch answers exactly as one that does not exist.

import { createHash } from "node:crypto";
import type { SceneImage } from "../engine/scene/types.js";
import { ownEntry } from "../engine/state.js";
import { type AssetInfo, type AssetRecord, type MemberRecord, newId, type Store } from "../store/index.js";
import { ServerError } from "./errors.js";
import { readImageHeader } from "./http/image-header.js";
import type { Hub } from "./hub.js";
import { DEFAULT_LIMITS, type Limits } from "./limits.js";

/** What an upload answers: the asset as scenes name it, without its bytes. */
export interface AssetView {
  id: string;
  type: SceneImage["type"];
  width: number;
  height: number;
  size: number;
  sha256: string;
}

export function assetView(a: AssetInfo): AssetView {
  return { id: a.id, type: a.type, width: a.width, height: a.height, size: a.size, sha256: a.sha256 };
}

/** The scene's image as the log records it: the asset's id, type and size in pixels. */
export function sceneImageOf(a: AssetInfo): SceneImage {
  return { asset: a.id, type: a.type, width: a.width, height: a.height };
}

const mib = (n: number) => `${Math.round((n / (1024 * 1024)) * 10) / 10} MiB`;

/**
 * Checks an image's bytes against the limits; the header it reads, or a refusal naming what is
 * wrong. Used for uploads and for every image an import carries.
 */
export function checkImage(
  bytes: Uint8Array,
  limits: Pick<Limits, "maxAssetBytes" | "maxAssetPixels">,
  path: (string | number)[] = ["body"],
) {
  if (bytes.length === 0) throw new ServerError("invalid", "the image is empty", path);
  if (bytes.length > limits.maxAssetBytes)
    throw new ServerError(
      "too_large",
      `the image is ${mib(bytes.length)}; at most ${mib(limits.maxAssetBytes)} is accepted`,
      path,
    );
  const h = readImageHeader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!h)
    throw new ServerError(
      "unsupported_media_type",
      "the file is not a PNG, JPEG or WebP image of at most 20,000 pixels a side (judged by its content, not its name)",
      path,
    );
  if (h.width * h.height > limits.maxAssetPixels)
    throw new ServerError(
      "too_large",
      `the image is ${h.width} × ${h.height} pixels; at most ${(limits.maxAssetPixels / 1e6).toFixed(0)} million pixels are accepted`,
      path,
    );
  return h;
}

async function memberOf(store: Store, tableId: string, token: string | null): Promise<MemberRecord> {
  const member = token ? await store.authenticate(tableId, token) : null;
  if (!member) throw new ServerError("unauthorized", "unknown table or bad token");
  return member;
}

/** Stores one uploaded image for the table; only its GM may. */
export async function uploadAsset(
  store: Store,
  limits: Limits,
  tableId: string,
  token: string | null,
  body: Buffer,
): Promise<AssetView> {
  const member = await memberOf(store, tableId, token);
  if (member.role !== "gm") throw new ServerError("forbidden", "only the GM can upload images");
  const h = checkImage(body, limits);
  const held = await store.listAssets(tableId);
  if (held.length >= limits.maxAssetsPerTable)
    throw new ServerError("refused", `a table holds at most ${limits.maxAssetsPerTable} images`, ["body"]);
  const total = held.reduce((n, a) => n + a.size, 0);
  if (total + body.length > limits.maxTableAssetBytes)
    throw new ServerError(
      "too_large",
      `the table's images would take ${mib(total + body.length)}; a table holds at most ${mib(limits.maxTableAssetBytes)}`,
      ["body"],
    );
  const info = await store.putAsset({
    tableId,
    id: newId("img", 12),
    type: h.type,
    width: h.width,
    height: h.height,
    bytes: new Uint8Array(body),
  });
  return assetView(info);
}

/**
 * The image a member asks for, or not_found. The GM may fetch any of the table's images; a player
 * only the background of the scene shown to players. The refusal is the same for an id that exists
 * and one that does not.
 */
export async function assetForMember(
  store: Store,
  hub: Hub,
  tableId: string,
  token: string | null,
  assetId: string,
): Promise<AssetRecord> {
  const member = await memberOf(store, tableId, token);
  // One answer for "no such image" and "not yours to see": nothing in it depends on which.
  const missing = () => new ServerError("not_found", "no such image at this table", ["asset"]);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(assetId)) throw missing();
  if (member.role !== "gm") {
    const onShow = await hub.withTable(tableId, async (t) => {
      const scenes = t.log.state.scenes;
      const active = scenes?.active ? ownEntry(scenes.byId, scenes.active) : undefined;
      return active?.image?.asset ?? null;
    });
    if (onShow !== assetId) throw missing();
  }
  const a = await store.getAsset(tableId, assetId);
  if (!a) throw missing();
  return a;
}

/**
 * The images an intent names, looked up before it runs (the executor is synchronous and pure):
 * scene.create and scene.update may carry `image: {asset}`. Empty for every other intent.
 */
export async function imagesNamedBy(
  store: Store,
  tableId: string,
  intent: { type: string },
): Promise<Map<string, SceneImage>> {
  const out = new Map<string, SceneImage>();
  if (intent.type !== "scene.create" && intent.type !== "scene.update") return out;
  const image = (intent as { image?: unknown }).image;
  if (image === null || typeof image !== "object" || !Object.hasOwn(image, "asset")) return out;
  const asset = (image as { asset: unknown }).asset;
  if (typeof asset !== "string") return out;
  const infos = await store.listAssets(tableId);
  const found = infos.find((a) => a.id === asset);
  if (found) out.set(found.id, sceneImageOf(found));
  return out;
}

/**
 * Every image an export carries, checked again as an upload would be (content, size, pixels, and
 * the table's count and total, at this server's default limits), and its declared type, size and
 * SHA-256 compared with what its bytes say. Pure: it runs in the import worker (tables.ts).
 */
export function checkImportedImages(
  assets: readonly {
    id: string;
    type: string;
    width: number;
    height: number;
    sha256: string;
    data: string;
  }[],
  limits: Limits = DEFAULT_LIMITS,
): void {
  if (assets.length > limits.maxAssetsPerTable)
    throw new ServerError("invalid", `a table holds at most ${limits.maxAssetsPerTable} images`, ["assets"]);
  let total = 0;
  assets.forEach((a, i) => {
    const path = ["assets", i, "data"];
    const bytes = Buffer.from(a.data, "base64");
    let h: ReturnType<typeof checkImage>;
    try {
      h = checkImage(bytes, limits, path);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      throw new ServerError("invalid", `image '${a.id}' (assets[${i}]): ${message}`, path);
    }
    if (h.type !== a.type || h.width !== a.width || h.height !== a.height)
      throw new ServerError(
        "invalid",
        `image '${a.id}' (assets[${i}]) is a ${h.width} × ${h.height} ${h.type}, not what the export says`,
        ["assets", i],
      );
    if (createHash("sha256").update(bytes).digest("hex") !== a.sha256)
      throw new ServerError("invalid", `image '${a.id}' (assets[${i}]): sha256 is not that of its data`, [
        "assets",
        i,
        "sha256",
      ]);
    total += bytes.length;
  });
  if (total > limits.maxTableAssetBytes)
    throw new ServerError(
      "invalid",
      `the export's images take ${mib(total)}; a table holds at most ${mib(limits.maxTableAssetBytes)}`,
      ["assets"],
    );
}
