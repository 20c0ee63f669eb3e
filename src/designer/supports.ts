// Which shipped rulesets support overlays, by id: those whose registry entry carries an `overlay`
// facet (src/rulesets/index.ts hangs it there).

import type { OverlaySupport } from "../engine/facets/overlay.js";
import type { Registry } from "../engine/registry.js";
import { registry } from "../rulesets/index.js";

/** The overlay facets of a registry's rulesets, by ruleset id. */
export function overlaySupports(from: Registry): Readonly<Record<string, OverlaySupport<unknown>>> {
  const out: Record<string, OverlaySupport<unknown>> = {};
  // Each facet is typed with its own ruleset's options; the builder handles options as data from
  // the base's own parseOptions, which is what each facet's functions receive.
  for (const r of from.list()) if (r.overlay) out[r.id] = r.overlay as OverlaySupport<unknown>;
  return out;
}

export const OVERLAY_SUPPORTS: Readonly<Record<string, OverlaySupport<unknown>>> = overlaySupports(registry);
