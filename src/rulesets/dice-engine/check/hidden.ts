// Hidden DCs (DE-ROLL-6). The GM may keep the DC secret yet still tell pass/fail. A full result
// leaks the DC (total + DoF, or total − DoS + 1, recovers it), so the player's copy keeps only what
// the GM may say: the roll itself, pass/fail, and DoS only when a rule the player sees uses it.

import type { CheckResult } from "./check.js";

export interface PlayerCheckView {
  dice: CheckResult["dice"];
  crit: CheckResult["crit"];
  total: number;
  success?: boolean;
  dos?: number;
}

export function playerView(result: CheckResult, opts: { revealDegrees?: boolean } = {}): PlayerCheckView {
  const view: PlayerCheckView = { dice: result.dice, crit: result.crit, total: result.total };
  if (result.outcome) {
    view.success = result.outcome.success;
    if (opts.revealDegrees && result.outcome.success) view.dos = result.outcome.dos;
  }
  return view;
}
