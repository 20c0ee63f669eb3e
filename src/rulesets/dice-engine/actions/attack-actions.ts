// The attack actions besides `attack` itself, as the ruleset lists them (ruleset.ts spreads this
// record into its actions).

import { grappleAction, shoveAction } from "./attack-contest.js";
import { explosionAction } from "./attack-explosion.js";
import { martialThrowAction } from "./attack-martial-throw.js";
import { shieldRenderAction } from "./attack-shield-render.js";
import { reloadAction } from "./attack-state.js";
import { takedownAction } from "./attack-takedown.js";
import { throwAction } from "./attack-throw.js";

export const ATTACK_ACTIONS = {
  grapple: grappleAction,
  shove: shoveAction,
  throw: throwAction,
  takedown: takedownAction,
  explosion: explosionAction,
  reload: reloadAction,
  martialThrow: martialThrowAction,
  shieldRender: shieldRenderAction,
};
