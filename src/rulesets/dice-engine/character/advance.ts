// Advancement between sessions in text form, as a command line or the engine's AdvanceModel writes
// it: an optional award, then purchases in order, all or nothing (DE-XP-1..7).

import type { DiceSource } from "../../../dice/index.js";
import { STATS, type Stat } from "../check/stats.js";
import { done, type Outcome, type Refused, refusal } from "./errors.js";
import { awardXp } from "./ledger.js";
import type { DeOptions } from "./options.js";
import { buy, type PurchaseInput } from "./purchase.js";
import type { DeCharacter } from "./schema.js";

export const PURCHASE_SYNTAX: readonly string[] = [
  "stat:<stat>[:<to>]       raise a stat (to <to>, paying every step; at creation also lower it)",
  "perk:<perk>              the next rank of a perk",
  "skill:<skill>            a skill",
  "proficiency:<stat>       Proficiency in a stat (200)",
  "expertise:<stat>         Expertise in a stat (500, after creation, needs Proficiency)",
  "focus:<focus>[:<n>]      n more focus ratings (50 each)",
  "stun                     the next Stun rank",
  "hp                       the next HP increase",
  "buy-off:<perk>           remove a negative perk for twice its price",
  "credits:<sp>:<what>      creation only: SP into credits at the setting's rate",
  "vehicle:<sp>:<what>      creation only: SP into a vehicle",
];

function statOf(text: string | undefined): Stat | null {
  const key = (text ?? "").trim().toLowerCase();
  return (STATS as readonly string[]).includes(key) ? (key as Stat) : null;
}

/** Reads "perk:quickStep", "stat:agility:3", "focus:stealth:2"… */
export function parsePurchase(text: string): { ok: true; purchase: PurchaseInput } | Refused {
  const [kindRaw, a, b, ...rest] = text.split(":").map((p) => p.trim());
  const kind = (kindRaw ?? "").toLowerCase();
  const bad = (why: string) =>
    refusal(
      "invalid",
      ["buy"],
      `"${text}": ${why}; write one of ${PURCHASE_SYNTAX.map((s) => s.split(" ")[0]).join(", ")}`,
    );
  const num = (v: string | undefined) => (v === undefined || v === "" ? undefined : Number(v));
  switch (kind) {
    case "stat":
    case "proficiency":
    case "expertise": {
      const stat = statOf(a);
      if (!stat) return bad(`"${a ?? ""}" is not a stat (${STATS.join(", ")})`);
      if (kind !== "stat") return { ok: true, purchase: { kind, stat } };
      const to = num(b);
      if (to !== undefined && !Number.isInteger(to)) return bad("the target value must be a whole number");
      return { ok: true, purchase: to === undefined ? { kind, stat } : { kind, stat, to } };
    }
    case "perk":
    case "skill":
    case "buy-off":
    case "buyoff":
      if (!a) return bad("name the perk or skill");
      if (kind === "perk") return { ok: true, purchase: { kind: "perk", perk: a } };
      if (kind === "skill") return { ok: true, purchase: { kind: "skill", skill: a } };
      return { ok: true, purchase: { kind: "buyOff", perk: a } };
    case "focus": {
      if (!a) return bad("name the focus");
      const n = num(b) ?? 1;
      if (!Number.isInteger(n) || n < 1)
        return bad("the number of ratings must be a whole number of at least 1");
      return { ok: true, purchase: { kind: "focus", focus: a, ratings: n } };
    }
    case "stun":
      return { ok: true, purchase: { kind: "stunRank" } };
    case "hp":
      return { ok: true, purchase: { kind: "hp" } };
    case "credits":
    case "vehicle": {
      const sp = num(a);
      const what = [b, ...rest].filter(Boolean).join(":");
      if (sp === undefined || !Number.isInteger(sp) || sp < 1) return bad("give the SP to spend");
      if (!what) return bad("say what is bought");
      return { ok: true, purchase: { kind, sp, description: what } };
    }
    default:
      return bad(`"${kindRaw ?? ""}" is not a kind of purchase`);
  }
}

/** An award (if any), then every purchase in order; one refusal and nothing changes. */
export function advance(
  c: DeCharacter,
  request: { award?: { amount: number; reason: string }; buy: readonly string[] },
  o: DeOptions,
  dice?: DiceSource,
): Outcome {
  let cur = c;
  const changes: string[] = [];
  if (request.award) {
    const r = awardXp(cur, request.award.amount, request.award.reason);
    if (!r.ok) return r;
    cur = r.character;
    changes.push(...r.changes);
  }
  for (const text of request.buy) {
    const p = parsePurchase(text);
    if (!p.ok) return p;
    const r = buy(cur, p.purchase, o, dice);
    if (!r.ok) return r;
    cur = r.character;
    changes.push(...r.changes);
  }
  return done(cur, ...changes);
}
