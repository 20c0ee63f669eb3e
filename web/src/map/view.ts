// The map's viewport: how background pixels land on the screen (pan and zoom). Pure, so pointer
// handlers (mouse, touch, pinch), the zoom buttons and the keys share one set of rules and the tests
// need no canvas.

import { gridPixelSize } from "../../../src/engine/scene/grid.js";
import type { Scene } from "../../../src/engine/scene/types.js";

export interface View {
  /** Screen position of background pixel (0, 0), in CSS pixels. */
  x: number;
  y: number;
  /** Screen pixels per background pixel. */
  k: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.25;

const clampK = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

export function toWorld(v: View, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - v.x) / v.k, y: (sy - v.y) / v.k };
}

export function toScreen(v: View, wx: number, wy: number): { x: number; y: number } {
  return { x: v.x + wx * v.k, y: v.y + wy * v.k };
}

/** Zoom by `factor` keeping the background point under (sx, sy) where it is on screen. */
export function zoomAt(v: View, sx: number, sy: number, factor: number): View {
  const k = clampK(v.k * factor);
  const f = k / v.k;
  return { k, x: sx - (sx - v.x) * f, y: sy - (sy - v.y) * f };
}

/**
 * Two fingers: the background point that was under their midpoint `m0` when the pinch began stays
 * under their midpoint `m1` now, scaled by how far apart they are now over then. So one gesture
 * zooms and pans at once, as phones' own maps do.
 */
export function pinchView(
  v0: View,
  m0: { x: number; y: number },
  m1: { x: number; y: number },
  ratio: number,
): View {
  const w = toWorld(v0, m0.x, m0.y);
  const k = clampK(v0.k * (Number.isFinite(ratio) && ratio > 0 ? ratio : 1));
  return { k, x: m1.x - w.x * k, y: m1.y - w.y * k };
}

/** The view that shows a `w`×`h` background whole and centred in a `sw`×`sh` screen. */
export function fitView(w: number, h: number, sw: number, sh: number): View {
  if (!(w > 0 && h > 0 && sw > 0 && sh > 0)) return { x: 0, y: 0, k: 1 };
  const k = clampK(Math.min(sw / w, sh / h) * 0.95);
  return { k, x: (sw - w * k) / 2, y: (sh - h * k) / 2 };
}

/** What "the whole scene" is, in background pixels: the grid where it lies, and the image if any. */
export function sceneBounds(scene: Pick<Scene, "grid" | "image">): {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
} {
  const g = gridPixelSize(scene.grid);
  let x0 = scene.grid.offsetX;
  let y0 = scene.grid.offsetY;
  let x1 = x0 + g.width;
  let y1 = y0 + g.height;
  if (scene.image) {
    x0 = Math.min(x0, 0);
    y0 = Math.min(y0, 0);
    x1 = Math.max(x1, scene.image.width);
    y1 = Math.max(y1, scene.image.height);
  }
  return { x0, y0, x1, y1 };
}

/** The view that shows the whole scene (sceneBounds) centred in a `sw`×`sh` screen. */
export function fitScene(scene: Pick<Scene, "grid" | "image">, sw: number, sh: number): View {
  const b = sceneBounds(scene);
  const v = fitView(b.x1 - b.x0, b.y1 - b.y0, sw, sh);
  return { k: v.k, x: v.x - b.x0 * v.k, y: v.y - b.y0 * v.k };
}
