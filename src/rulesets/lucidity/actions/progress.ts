// Advancement at the table (LUC-ADV-1..5): XP awarded by the GM with its reason; the levels it reaches
// taken with one attribute increase each, and everything recalculated.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { awardXp, levelUp, xpForGold } from "../character/index.js";
import { attrParam } from "./roll-parts.js";
import { onCharacter } from "./simple.js";

const target = z.string();

export const awardXpParams = z.strictObject({
  target,
  /** XP the GM awards; or `gold` collected, converted at xpPerGold. */
  amount: z.number().int().min(0).max(1_000_000).optional(),
  gold: z.number().int().min(0).max(100_000_000).optional(),
  reason: z.enum(["gold", "milestone", "other"]),
  note: z.string().trim().max(200).default(""),
});
export const awardXpAction = onCharacter({
  summary: "the GM awards XP (for gold collected, a story milestone, or other), logged",
  params: awardXpParams,
  examples: [
    awardXpParams.parse({ target: "ysolde", amount: 12, reason: "milestone", note: "the tower cleared" }),
  ],
  field: "target",
  apply: (c, p, o) => {
    if ((p.amount === undefined) === (p.gold === undefined))
      throw new EngineError("invalid", "amount: give either amount (XP) or gold", ["amount"]);
    const xp = p.amount ?? xpForGold(p.gold!, o);
    return awardXp(c, xp, p.reason, p.note || (p.gold !== undefined ? `${p.gold} gold` : ""), o);
  },
});

export const levelUpParams = z.strictObject({
  target,
  /** One +1 per level gained, in order; null only when every attribute is already +3. */
  increases: z.array(attrParam.nullable()).min(1).max(50),
  /** With skillAdvancement = one-rank-per-level: one skill per level. */
  skills: z.array(z.string().trim().min(1)).max(50).default([]),
});
export const levelUpAction = onCharacter({
  summary: "take the levels XP allows: +1 to an attribute each (never past +3), then recalculate",
  params: levelUpParams,
  examples: [levelUpParams.parse({ target: "ysolde", increases: ["CON"] })],
  field: "target",
  apply: (c, p, o) => levelUp(c, p.increases, o, p.skills),
});
