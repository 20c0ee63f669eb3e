// Which shipped rulesets support overlays, by id. A ruleset joins with one line here and its own
// src/rulesets/<id>/overlay.ts (the Dice Engine can add itself the same way).

import { beat15Overlay } from "../rulesets/beat15/overlay.js";
import { diceEngineOverlay } from "../rulesets/dice-engine/overlay.js";
import { lucidityOverlay } from "../rulesets/lucidity/overlay.js";
import { lucky13Overlay } from "../rulesets/lucky13/overlay.js";
import { objectsOverlay } from "../rulesets/objects/overlay.js";
import type { OverlaySupport } from "./contract.js";

// Each module is typed with its own options; the builder handles options as data from the base's
// own parseOptions, which is what each module's functions receive.
export const OVERLAY_SUPPORTS: Readonly<Record<string, OverlaySupport<unknown>>> = {
  lucky13: lucky13Overlay as OverlaySupport<never> as OverlaySupport<unknown>,
  objects: objectsOverlay as OverlaySupport<never> as OverlaySupport<unknown>,
  beat15: beat15Overlay as OverlaySupport<never> as OverlaySupport<unknown>,
  lucidity: lucidityOverlay as OverlaySupport<never> as OverlaySupport<unknown>,
  "dice-engine": diceEngineOverlay as OverlaySupport<never> as OverlaySupport<unknown>,
};
