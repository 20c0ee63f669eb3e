// The map's viewport: how background pixels land on the screen (pan and zoom). Pure, so pointer
// handlers (mouse, touch, pinch) share one set of rules and the tests need no canvas.

export interface View {
  /** Screen position of background pixel (0, 0), in CSS pixels. */
  x: number;
  y: number;
  /** Screen pixels per background pixel. */
  k: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;

export function toWorld(v: View, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - v.x) / v.k, y: (sy - v.y) / v.k };
}

export function toScreen(v: View, wx: number, wy: number): { x: number; y: number } {
  return { x: v.x + wx * v.k, y: v.y + wy * v.k };
}

/** Zoom by `factor` keeping the background point under (sx, sy) where it is on screen. */
export function zoomAt(v: View, sx: number, sy: number, factor: number): View {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.k * factor));
  const f = k / v.k;
  return { k, x: sx - (sx - v.x) * f, y: sy - (sy - v.y) * f };
}

/** The view that shows a `w`×`h` background whole and centred in a `sw`×`sh` screen. */
export function fitView(w: number, h: number, sw: number, sh: number): View {
  if (!(w > 0 && h > 0 && sw > 0 && sh > 0)) return { x: 0, y: 0, k: 1 };
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min(sw / w, sh / h) * 0.95));
  return { k, x: (sw - w * k) / 2, y: (sh - h * k) / 2 };
}
