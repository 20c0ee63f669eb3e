// Buying things (DE-XP-4, DE-CREA-4, DE-PERK-1..9, DE-SKILL-1, DE-PROF-1..4, DE-STAT-4..6,
// DE-STUN-1/2, DE-HP-1..3, DE-FOCUS-4..6). One entry point for both phases: during creation the
// price is paid in SP (stats by the creation tables, both ways), afterwards in XP (stats by the
// improvement table). Every check happens before anything changes, and a refusal says what to do.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import {
  creationStatDelta,
  EXPERTISE_COST,
  FOCUS_RATING_COST,
  hpIncreaseCost,
  PROFICIENCY_COST,
  STUN_RANK_FIXED_GAIN,
  stunRankCost,
  xpStatRaiseCost,
} from "../catalogue/costs.js";
import { buyOffCost, isNegative, maxRank, type PerkDef } from "../catalogue/perks.js";
import { describePrereq, describePrereqs, type Prereq, unmetPrereqs } from "../catalogue/prereq.js";
import { type Catalogue, catalogueFor, findFocus, findPerk, findSkill } from "../catalogue/setting.js";
import { statName } from "../catalogue/stats.js";
import { STATS } from "../check/stats.js";
import { done, type Outcome, type Refused, refusal } from "./errors.js";
import { type Currency, currencyOf, pay } from "./ledger.js";
import type { DeOptions, SpPurchasable } from "./options.js";
import type { DeCharacter } from "./schema.js";
import { statIncreaseSpend } from "./schema.js";
import { stunDieRoll } from "./stun.js";
import { prereqSubject } from "./subject.js";

const name = z.string().trim().min(1);

export const purchaseSchema = z.discriminatedUnion("kind", [
  /** During creation `to` may be lower (gains SP); afterwards XP only raises. Default: one step up. */
  z.strictObject({ kind: z.literal("stat"), stat: z.enum(STATS), to: z.number().int().optional() }),
  /** The next rank of a perk. */
  z.strictObject({ kind: z.literal("perk"), perk: name }),
  z.strictObject({ kind: z.literal("skill"), skill: name }),
  z.strictObject({ kind: z.literal("proficiency"), stat: z.enum(STATS) }),
  z.strictObject({ kind: z.literal("expertise"), stat: z.enum(STATS) }),
  z.strictObject({ kind: z.literal("focus"), focus: name, ratings: z.number().int().min(1).default(1) }),
  z.strictObject({ kind: z.literal("stunRank") }),
  z.strictObject({ kind: z.literal("hp") }),
  /** DE-PERK-5: remove a negative perk for twice its price in XP. */
  z.strictObject({ kind: z.literal("buyOff"), perk: name }),
  /** DE-CREA-4: SP into credits or a vehicle at the setting's rate (the setting converts). */
  z.strictObject({ kind: z.literal("credits"), sp: z.number().int().min(1), description: name }),
  z.strictObject({ kind: z.literal("vehicle"), sp: z.number().int().min(1), description: name }),
]);

export type Purchase = z.output<typeof purchaseSchema>;
export type PurchaseInput = z.input<typeof purchaseSchema>;

/** A priced purchase, before it is paid. */
export interface Quote {
  currency: Currency;
  /** Negative when the purchase gives points (a negative perk, lowering a stat at creation). */
  cost: number;
  /** What is bought, for the log: "Quick Step rank 2", "Agility 2 → 3". */
  label: string;
}

interface Plan extends Quote {
  path: (string | number)[];
  /** Applies everything but the payment; may roll (Stun ranks rolled on the stun die). */
  apply(c: DeCharacter, dice: DiceSource | undefined): DeCharacter | Outcome;
}

type Planned = { ok: true; plan: Plan } | Refused;

const SP_KIND: Partial<Record<Purchase["kind"], SpPurchasable>> = {
  stat: "stat",
  perk: "perk",
  skill: "skill",
  proficiency: "proficiency",
  focus: "focus",
  stunRank: "stun",
  hp: "hp",
  credits: "credits",
  vehicle: "vehicle",
};

const SP_KIND_TEXT: Record<SpPurchasable, string> = {
  perk: "perks",
  skill: "skills",
  stat: "stat increases",
  proficiency: "Proficiency",
  credits: "credits",
  vehicle: "vehicles",
  focus: "focus ratings",
  hp: "HP increases",
  stun: "Stun ranks",
};

function signedStat(v: number): string {
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : "0";
}

/** DE-PERK-4, DE-PERK-7, DE-XP-5: why a perk or skill cannot be taken now, or null. */
function prerequisiteRefusal(
  c: DeCharacter,
  what: { name: string; prerequisites: readonly Prereq[]; id: string },
  path: (string | number)[],
  cat: Catalogue,
): Outcome | null {
  const subject = prereqSubject(c, cat);
  const unmet = unmetPrereqs(what.prerequisites, subject, cat.names);
  const exclusion = unmet.find((p) => p.kind === "notPerk");
  if (exclusion && exclusion.kind === "notPerk")
    return refusal(
      "excluded",
      path,
      `${what.name} cannot be taken with ${cat.names.perk(exclusion.perk)}; drop or avoid one of them`,
    );
  // DE-PERK-7: a held perk that says "Not <this>" excludes this one too.
  for (const [id] of Object.entries(c.perks)) {
    const held = cat.perks.get(id);
    if (held?.prerequisites.some((p) => p.kind === "notPerk" && p.perk === what.id))
      return refusal("excluded", path, `${what.name} cannot be taken with ${held.name}, which rules it out`);
  }
  if (unmet.length === 0) return null;
  const detail = unmet.map((p) => {
    const text = describePrereq(p, cat.names);
    if (p.kind === "stat") return `${text} (it is ${signedStat(c.stats[p.stat])})`;
    if (p.kind === "perk" && (subject.perkRanks[p.perk] ?? 0) > 0)
      return `${text} (you have rank ${subject.perkRanks[p.perk]})`;
    return text;
  });
  return refusal("prerequisite", path, `${what.name} needs ${detail.join(", ")}`);
}

function planStat(c: DeCharacter, p: Extract<Purchase, { kind: "stat" }>, o: DeOptions): Planned {
  const path = ["stats", p.stat];
  const label = statName(p.stat);
  const from = c.stats[p.stat];
  const to = p.to ?? from + 1;
  if (to === from) return refusal("invalid", path, `${label} is already ${signedStat(from)}`);
  if (to > o.statMax)
    return refusal(
      "stat_bounds",
      path,
      `${label} cannot go above ${signedStat(o.statMax)} (asked for ${signedStat(to)})`,
    );
  if (to < o.statMin)
    return refusal(
      "stat_bounds",
      path,
      `${label} cannot go below ${signedStat(o.statMin)} (asked for ${signedStat(to)})`,
    );
  const move = (ch: DeCharacter) => ({ ...ch, stats: { ...ch.stats, [p.stat]: to } });
  if (c.created) {
    // DE-CREA-14, DE-STAT-4: after creation only the XP table, and only upwards.
    if (to < from)
      return refusal("invalid", path, `XP only raises stats; ${label} cannot be lowered after creation`);
    const cost = xpStatRaiseCost(from, to);
    if (cost === null)
      return refusal(
        "stat_bounds",
        path,
        `the improvement table stops at +5; ${label} cannot reach ${signedStat(to)}`,
      );
    return {
      ok: true,
      plan: {
        currency: "XP",
        cost,
        label: `${label} ${signedStat(from)} → ${signedStat(to)}`,
        path,
        apply: move,
      },
    };
  }
  const delta = creationStatDelta(from, to);
  if (delta === null)
    return refusal(
      "stat_bounds",
      path,
      `the creation tables run from −4 to +5; ${label} cannot be ${signedStat(to)}`,
    );
  const after = move(c);
  if (to < from) {
    // Lowering a stat must not pull the ground from under something already bought (DE-XP-5).
    const cat = catalogueFor(o);
    const subject = prereqSubject(after, cat);
    const broken = [
      ...Object.entries(c.perks)
        .filter(([, h]) => h.source !== "race")
        .map(([id]) => cat.perks.get(id)),
      ...c.skills.map((id) => cat.skills.get(id)),
    ].find((d) => d && unmetPrereqs(d.prerequisites, subject, cat.names).some((q) => q.kind === "stat"));
    if (broken)
      return refusal(
        "prerequisite",
        path,
        `${broken.name} needs ${describePrereqs(broken.prerequisites, cat.names)}; remove it before lowering ${label} to ${signedStat(to)}`,
      );
  }
  if (to > from) {
    const spend = statIncreaseSpend(after, o);
    if (spend > o.statSpendCapSP)
      return refusal(
        "stat_spend_cap",
        path,
        `${label} ${signedStat(to)} would put ${spend} SP into stat increases; the cap is ${o.statSpendCapSP} (${spend - o.statSpendCapSP} over), whatever lowered stats gave back`,
        spend - o.statSpendCapSP,
      );
    const atMax = STATS.filter((s) => after.stats[s] >= o.statMax);
    if (to >= o.statMax && atMax.length > o.maxStatsAtMaxAtStart) {
      const others = atMax.filter((s) => s !== p.stat).map(statName);
      return refusal(
        "stats_at_max",
        path,
        `only ${o.maxStatsAtMaxAtStart} stat may be ${signedStat(o.statMax)} when the game starts, and ${others.join(", ")} already is`,
      );
    }
  }
  return {
    ok: true,
    plan: {
      currency: "SP",
      cost: delta,
      label: `${label} ${signedStat(from)} → ${signedStat(to)}`,
      path,
      apply: move,
    },
  };
}

function perkCost(c: DeCharacter, def: PerkDef, rank: number, o: DeOptions): number {
  const price = def.cost.ranks[rank - 1]!;
  if (c.created || rank !== 1) return price;
  // DE-PERK-9: Power Walk's two prices; the option sets the creation one.
  if (def.id === "powerWalk") return o.powerWalkCreationCost;
  return def.creationCost ?? price;
}

function planPerk(
  c: DeCharacter,
  p: Extract<Purchase, { kind: "perk" }>,
  o: DeOptions,
  cat: Catalogue,
): Planned {
  const def = findPerk(cat, p.perk);
  if (!def) return refusal("unknown", ["perks"], `"${p.perk}" is not a perk of this table`);
  const path = ["perks", def.id];
  const held = c.perks[def.id];
  const rank = (held?.rank ?? 0) + 1;
  const top = maxRank(def);
  if (rank > top)
    return top === 1
      ? refusal("already_owned", path, `${c.name} already has ${def.name}, which can be taken only once`)
      : refusal("max_rank", path, `${def.name} is already at its highest rank (${top})`);
  if (c.created && def.cost.currency === "SP")
    return refusal(
      "creation_only",
      path,
      `${def.name} is priced in SP, so it can only be taken during character creation`,
    );
  const blocked = prerequisiteRefusal(c, def, path, cat);
  if (blocked && !blocked.ok) return blocked;
  const cost = perkCost(c, def, rank, o);
  const label = top > 1 ? `${def.name} rank ${rank}` : def.name;
  const source = c.created ? "xp" : "sp";
  return {
    ok: true,
    plan: {
      currency: currencyOf(c),
      cost,
      label,
      path,
      apply: (ch) => ({ ...ch, perks: { ...ch.perks, [def.id]: { rank, source } } }),
    },
  };
}

function planSkill(c: DeCharacter, p: Extract<Purchase, { kind: "skill" }>, cat: Catalogue): Planned {
  const def = findSkill(cat, p.skill);
  if (!def) return refusal("unknown", ["skills"], `"${p.skill}" is not a skill of this table`);
  const path = ["skills", def.id];
  if (c.skills.includes(def.id))
    return refusal("already_owned", path, `${c.name} already has ${def.name}; a skill is bought once`);
  const blocked = prerequisiteRefusal(c, def, path, cat);
  if (blocked && !blocked.ok) return blocked;
  return {
    ok: true,
    plan: {
      currency: currencyOf(c),
      cost: def.cost,
      label: def.name,
      path,
      apply: (ch) => ({ ...ch, skills: [...ch.skills, def.id] }),
    },
  };
}

function planTraining(c: DeCharacter, p: Extract<Purchase, { kind: "proficiency" | "expertise" }>): Planned {
  const path = ["training", p.stat];
  const label = statName(p.stat);
  const now = c.training[p.stat];
  if (p.kind === "proficiency") {
    if (now)
      return refusal(
        "already_owned",
        path,
        `${c.name} is already ${now === "expert" ? "Expert" : "Proficient"} in ${label}`,
      );
    return {
      ok: true,
      plan: {
        currency: currencyOf(c),
        cost: PROFICIENCY_COST,
        label: `Proficiency in ${label}`,
        path,
        apply: (ch) => ({ ...ch, training: { ...ch.training, [p.stat]: "proficient" } }),
      },
    };
  }
  if (!c.created)
    return refusal(
      "after_creation_only",
      path,
      "Expertise cannot be taken during character creation; buy it with XP later",
    );
  if (now === "expert") return refusal("already_owned", path, `${c.name} already has Expertise in ${label}`);
  if (!now) return refusal("prerequisite", path, `Expertise in ${label} needs Proficiency in ${label} first`);
  return {
    ok: true,
    plan: {
      currency: "XP",
      cost: EXPERTISE_COST,
      label: `Expertise in ${label}`,
      path,
      apply: (ch) => ({ ...ch, training: { ...ch.training, [p.stat]: "expert" } }),
    },
  };
}

function planFocus(
  c: DeCharacter,
  p: Extract<Purchase, { kind: "focus" }>,
  o: DeOptions,
  cat: Catalogue,
): Planned {
  const def = findFocus(cat, p.focus);
  if (!def) return refusal("unknown", ["focuses"], `"${p.focus}" is not a focus of this table`);
  const path = ["focuses", def.id];
  const from = c.focuses[def.id] ?? 0;
  const to = from + p.ratings;
  if (o.focusMaxRating !== null && to > o.focusMaxRating)
    return refusal(
      "focus_max",
      path,
      `${def.name} can reach ${o.focusMaxRating} at this table (asked for ${to})`,
    );
  return {
    ok: true,
    plan: {
      currency: currencyOf(c),
      cost: FOCUS_RATING_COST * p.ratings,
      label: `${def.name} ${from} → ${to}`,
      path,
      apply: (ch) => ({ ...ch, focuses: { ...ch.focuses, [def.id]: to } }),
    },
  };
}

function planStunRank(c: DeCharacter, o: DeOptions): Planned {
  const n = c.stunRanks.length + 1;
  return {
    ok: true,
    plan: {
      currency: currencyOf(c),
      cost: stunRankCost(n),
      label: `Stun rank ${n}`,
      path: ["stunRanks"],
      apply: (ch, dice) => {
        let gain = STUN_RANK_FIXED_GAIN;
        if (o.stunIncreaseMode === "rollStunDie") {
          if (!dice)
            return refusal(
              "dice_required",
              ["stunRanks"],
              "this table rolls the new stun die for a Stun rank: give dice",
            );
          gain = stunDieRoll(ch, dice, `stun die for Stun rank ${n}`);
        }
        const raise = ch.created && o.purchaseRaisesCurrent ? gain : 0;
        return {
          ...ch,
          stunRanks: [...ch.stunRanks, gain],
          current: { ...ch.current, stun: ch.current.stun + raise },
        };
      },
    },
  };
}

function planHp(c: DeCharacter, o: DeOptions): Planned {
  const k = c.hpIncreases + 1;
  return {
    ok: true,
    plan: {
      currency: currencyOf(c),
      cost: hpIncreaseCost(k),
      label: `HP increase ${k}`,
      path: ["hpIncreases"],
      apply: (ch) => ({
        ...ch,
        hpIncreases: k,
        current: { ...ch.current, hp: ch.current.hp + (ch.created && o.purchaseRaisesCurrent ? 1 : 0) },
      }),
    },
  };
}

function planBuyOff(c: DeCharacter, p: Extract<Purchase, { kind: "buyOff" }>, cat: Catalogue): Planned {
  const def = findPerk(cat, p.perk);
  if (!def) return refusal("unknown", ["perks"], `"${p.perk}" is not a perk of this table`);
  const path = ["perks", def.id];
  const held = c.perks[def.id];
  if (!held) return refusal("not_owned", path, `${c.name} does not have ${def.name}`);
  if (!c.created) return refusal("after_creation_only", path, "buying off happens after creation, with XP");
  if (held.source === "race")
    return refusal("innate", path, `${def.name} comes with the race and cannot be bought off`);
  if (!isNegative(def))
    return refusal("not_negative", path, `only negative perks can be bought off; ${def.name} is not one`);
  const cost = buyOffCost(def);
  if (cost === null) return refusal("permanent", path, `${def.name} is permanent and cannot be bought off`);
  return {
    ok: true,
    plan: {
      currency: "XP",
      cost,
      label: `buy off ${def.name}`,
      path,
      apply: (ch) => {
        const { [def.id]: _gone, ...perks } = ch.perks;
        return { ...ch, perks };
      },
    },
  };
}

function planExtra(c: DeCharacter, p: Extract<Purchase, { kind: "credits" | "vehicle" }>): Planned {
  const path = ["extras"];
  if (c.created)
    return refusal(
      "creation_only",
      path,
      `SP buy ${p.kind === "credits" ? "credits" : "vehicles"} only during creation`,
    );
  return {
    ok: true,
    plan: {
      currency: "SP",
      cost: p.sp,
      label: `${p.kind === "credits" ? "credits" : "vehicle"}: ${p.description}`,
      path,
      apply: (ch) => ({
        ...ch,
        extras: [...ch.extras, { kind: p.kind, sp: p.sp, description: p.description }],
      }),
    },
  };
}

function plan(c: DeCharacter, p: Purchase, o: DeOptions): Planned {
  const cat = catalogueFor(o);
  // DE-CREA-4: what SP may buy is the table's choice.
  const spKind = SP_KIND[p.kind];
  if (!c.created && spKind && !o.spPurchasable.includes(spKind))
    return refusal(
      "not_purchasable_with_sp",
      [p.kind],
      `SP cannot buy ${SP_KIND_TEXT[spKind]} at this table (spPurchasable); buy them with XP after creation`,
    );
  switch (p.kind) {
    case "stat":
      return planStat(c, p, o);
    case "perk":
      return planPerk(c, p, o, cat);
    case "skill":
      return planSkill(c, p, cat);
    case "proficiency":
    case "expertise":
      return planTraining(c, p);
    case "focus":
      return planFocus(c, p, o, cat);
    case "stunRank":
      return planStunRank(c, o);
    case "hp":
      return planHp(c, o);
    case "buyOff":
      return planBuyOff(c, p, cat);
    case "credits":
    case "vehicle":
      return planExtra(c, p);
  }
}

/** The price of a purchase now, or why it is refused; nothing changes. */
export function quote(c: DeCharacter, p: PurchaseInput, o: DeOptions): { ok: true; quote: Quote } | Refused {
  const parsed = purchaseSchema.safeParse(p);
  if (!parsed.success)
    return refusal("invalid", ["purchase"], parsed.error.issues[0]?.message ?? "bad purchase");
  const r = plan(c, parsed.data, o);
  if (!r.ok) return r;
  return { ok: true, quote: { currency: r.plan.currency, cost: r.plan.cost, label: r.plan.label } };
}

/**
 * Buys one thing: checks the rules, pays, applies. `dice` is needed only when the table rolls the
 * stun die for a Stun rank (DE-STUN-2).
 */
export function buy(c: DeCharacter, p: PurchaseInput, o: DeOptions, dice?: DiceSource): Outcome {
  const parsed = purchaseSchema.safeParse(p);
  if (!parsed.success)
    return refusal(
      "invalid",
      ["purchase", ...(parsed.error.issues[0]?.path ?? []).map(String)],
      parsed.error.issues[0]?.message ?? "bad purchase",
    );
  const r = plan(c, parsed.data, o);
  if (!r.ok) return r;
  const { plan: pl } = r;
  const paid = pay(c, pl.currency, pl.cost, pl.label, pl.path);
  if (!paid.ok) return paid;
  const applied = pl.apply(paid.character, dice);
  if ("ok" in applied) {
    if (!applied.ok) return applied;
    return done(applied.character, ...paid.changes, ...applied.changes);
  }
  const extra =
    parsed.data.kind === "stunRank" ? [`max Stun +${applied.stunRanks.at(-1)}, stun dice +1`] : [];
  return done(applied, ...paid.changes, ...extra);
}

/** Buys several things in order, all or nothing. */
export function buyAll(
  c: DeCharacter,
  list: readonly PurchaseInput[],
  o: DeOptions,
  dice?: DiceSource,
): Outcome {
  let cur = c;
  const changes: string[] = [];
  for (const p of list) {
    const r = buy(cur, p, o, dice);
    if (!r.ok) return r;
    cur = r.character;
    changes.push(...r.changes);
  }
  return done(cur, ...changes);
}
