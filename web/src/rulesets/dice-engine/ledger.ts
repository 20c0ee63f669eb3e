// A point-buy draft priced the way the ruleset prices it. The ruleset's `pointBuy` stops at the first
// purchase it cannot pay for; a builder wants every line's price and every refusal at once, and the
// SP left even when it is below zero. So this runs the same steps (race, lowered stats, raised stats,
// purchases in order) through the ruleset's own `chooseRace` and `buy`, with the SP budget lifted,
// and lets a refused line drop out so the lines after it are still priced.

import { type Catalogue, catalogueFor } from "../../../../src/rulesets/dice-engine/catalogue/setting.js";
import {
  buy,
  chooseRace,
  type DeCharacter,
  newCharacter,
  type PurchaseInput,
  quote,
  statIncreaseSpend,
} from "../../../../src/rulesets/dice-engine/character/index.js";
import { STATS, type Stat } from "../../../../src/rulesets/dice-engine/check/stats.js";
import type { DiceEngineOptions } from "../../../../src/rulesets/dice-engine/options.js";
import type { FieldIssue } from "../beat15/kit/issues.js";

export interface DeDraft {
  name: string;
  concept: string;
  race: string;
  stats: Record<Stat, number>;
  purchases: PurchaseInput[];
  notes: string;
}

export interface Line {
  /** SP this line costs (negative: it gives SP), or null when refused. */
  cost: number | null;
  refused: string | null;
  code: string | null;
}

export interface Ledger {
  /** The character after every line that went through (with the budget lifted). */
  character: DeCharacter;
  race: Line;
  stats: Partial<Record<Stat, Line>>;
  purchases: Line[];
  /** SP the whole build costs; the SP left is startingSP − spent (below 0 when over). */
  spent: number;
  left: number;
  statSpend: number;
  issues: FieldIssue[];
  cat: Catalogue;
}

const LIFTED = 1_000_000_000;

export function pointBuyInput(d: DeDraft, finalise = true): Record<string, unknown> {
  return {
    name: d.name,
    concept: d.concept,
    ...(d.race ? { race: d.race } : {}),
    stats: d.stats,
    purchases: d.purchases,
    finalise,
    notes: d.notes,
  };
}

export function priceDraft(d: DeDraft, o: DiceEngineOptions): Ledger {
  const big = { ...o, startingSP: LIFTED };
  const cat = catalogueFor(o);
  const issues: FieldIssue[] = [];
  let c = newCharacter(d.name.trim() || "draft", big, { concept: d.concept });
  const sp = () => c.sp;
  let race: Line = { cost: 0, refused: null, code: null };
  if (d.race) {
    const before = sp();
    const r = chooseRace(c, d.race, big);
    if (r.ok) {
      c = r.character;
      race = { cost: before - c.sp, refused: null, code: null };
    } else {
      race = { cost: null, refused: r.error.message, code: r.error.code };
      issues.push({ path: ["race"], message: r.error.message, code: r.error.code });
    }
  }
  const stats: Partial<Record<Stat, Line>> = {};
  const targets = STATS.filter((s) => d.stats[s] !== c.stats[s]);
  const down = targets.filter((s) => d.stats[s] < c.stats[s]);
  const up = targets.filter((s) => d.stats[s] > c.stats[s]);
  for (const s of [...down, ...up]) {
    const before = sp();
    const r = buy(c, { kind: "stat", stat: s, to: d.stats[s] }, big);
    if (r.ok) {
      c = r.character;
      stats[s] = { cost: before - c.sp, refused: null, code: null };
    } else {
      stats[s] = { cost: null, refused: r.error.message, code: r.error.code };
      issues.push({ path: ["stats", s], message: r.error.message, code: r.error.code });
    }
  }
  const purchases = d.purchases.map((p, i): Line => {
    const before = sp();
    const r = buy(c, p, big);
    if (!r.ok) {
      issues.push({ path: ["purchases", i], message: r.error.message, code: r.error.code });
      return { cost: null, refused: r.error.message, code: r.error.code };
    }
    c = r.character;
    return { cost: before - c.sp, refused: null, code: null };
  });
  const spent = LIFTED - c.sp;
  return {
    character: c,
    race,
    stats,
    purchases,
    spent,
    left: o.startingSP - spent,
    statSpend: statIncreaseSpend(c, o),
    issues,
    cat,
  };
}

/** What one more purchase would cost now, or why it cannot be taken (the budget aside). */
export function quoteNext(
  l: Ledger,
  p: PurchaseInput,
  o: DiceEngineOptions,
): { cost: number } | { refused: string } {
  const r = quote(l.character, p, { ...o, startingSP: LIFTED });
  return r.ok ? { cost: r.quote.cost } : { refused: r.error.message };
}

/**
 * Where a refusal of the ruleset's `pointBuy` belongs in the draft: its paths name the character's
 * field (perks.quickStep, training.agility), the builder's name the line that bought it.
 */
export function draftPath(path: (string | number)[], d: DeDraft): (string | number)[] {
  const [head, key] = path;
  const find = (pred: (p: PurchaseInput) => boolean) => {
    const i = d.purchases.findIndex(pred);
    return i >= 0 ? ["purchases", i] : path;
  };
  if (head === "perks" && typeof key === "string") return find((p) => p.kind === "perk" && p.perk === key);
  if (head === "skills" && typeof key === "string") return find((p) => p.kind === "skill" && p.skill === key);
  if (head === "training" && typeof key === "string")
    return find((p) => (p.kind === "proficiency" || p.kind === "expertise") && p.stat === key);
  if (head === "extras") return find((p) => p.kind === "credits" || p.kind === "vehicle");
  if (head === "focuses" && typeof key === "string")
    return find((p) => p.kind === "focus" && p.focus === key);
  return path;
}
