// Experience between sessions (DE-XP-1..7): the GM awards XP, a player spends it on the advance
// model's purchases (perks, skills, stats, Proficiency, Expertise, focus ratings, Stun ranks, HP,
// buy-offs). Both are the character layer's rules; these actions only put the result in the log.

import { z } from "zod";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf, refusedAt } from "../bridge.js";
import {
  awardXp,
  buy,
  type DeCharacter,
  done,
  type Outcome,
  PURCHASE_SYNTAX,
  type PurchaseInput,
  parsePurchase,
  purchaseSchema,
} from "../character/index.js";
import type { DiceEngineOptions } from "../options.js";

const awardParams = z.strictObject({
  actor: z.string().min(1),
  amount: z.number().int().min(0).max(100_000),
  reason: z.string().trim().min(1).max(200),
});

export const awardAction = action<
  z.output<typeof awardParams>,
  DiceEngineOptions,
  z.input<typeof awardParams>
>({
  summary: "the GM awards XP: current XP and Total XP both rise",
  params: awardParams,
  examples: [awardParams.parse({ actor: "ilse", amount: 150, reason: "got the convoy through the pass" })],
  resolve({ state }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    return { roll: null, events: [changed(p.actor, awardXp(c, p.amount, p.reason), [])] };
  },
});

const buyParams = z.strictObject({
  actor: z.string().min(1),
  /** In the advance syntax ("perk:Quick Step", "focus:stealth:2") or as objects; all or nothing. */
  purchases: z
    .array(z.union([z.string().trim().min(1), purchaseSchema]))
    .min(1)
    .max(50),
});

/** Every purchase in order; the first refusal is thrown naming the purchase by its index. */
function buyEach(
  c: DeCharacter,
  list: readonly (string | PurchaseInput)[],
  o: DiceEngineOptions,
  dice: Parameters<typeof buy>[3],
): Outcome {
  let cur = c;
  const changes: string[] = [];
  list.forEach((item, i) => {
    let p: PurchaseInput;
    if (typeof item === "string") {
      const parsed = parsePurchase(item);
      if (!parsed.ok) throw refusedAt({ ...parsed.error, path: [] }, ["purchases", i]);
      p = parsed.purchase;
    } else p = item;
    // DE-STUN-2: with `rollStunDie` a Stun rank rolls the new stun die through the table's dice.
    const r = buy(cur, p, o, dice);
    if (!r.ok)
      throw refusedAt({ ...r.error, path: [], message: `${r.error.message}; nothing was bought` }, [
        "purchases",
        i,
      ]);
    cur = r.character;
    changes.push(...r.changes);
  });
  return done(cur, ...changes);
}

export const buyAction = action<z.output<typeof buyParams>, DiceEngineOptions, z.input<typeof buyParams>>({
  summary: `spend XP (or SP during creation), all or nothing: ${PURCHASE_SYNTAX.map((s) => s.split(" ")[0]).join(", ")}`,
  params: buyParams,
  examples: [
    buyParams.parse({ actor: "ilse", purchases: ["focus:medicine", "perk:Perceptive Hearing"] }),
    buyParams.parse({ actor: "bruno", purchases: [{ kind: "stunRank" }] }),
  ],
  resolve({ state, options, dice }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    return { roll: null, events: [changed(p.actor, buyEach(c, p.purchases, options, dice), [])] };
  },
});
