// Character creation (DE-CREA-1..18): a concept, a race chosen before the stats, 1,000 SP spent by
// point buy (stats by the creation tables, perks and skills at their XP price), then `finalise`,
// which fixes starting HP and Stun and discards whatever SP is left. `pointBuy` does the whole
// thing from one input, as a ruleset creation method would.

import { z } from "zod";
import { idSchema } from "../catalogue/ids.js";
import { isNegative } from "../catalogue/perks.js";
import { raceStartingStat } from "../catalogue/races.js";
import { catalogueFor, findRace } from "../catalogue/setting.js";
import { newStatBlock, STATS } from "../check/stats.js";
import { done, type Outcome, refusal } from "./errors.js";
import { pay } from "./ledger.js";
import { CHARACTER_SCHEMA_VERSION } from "./migrate.js";
import type { DeOptions } from "./options.js";
import { buyAll, type PurchaseInput, purchaseSchema } from "./purchase.js";
import { characterSchema, type DeCharacter } from "./schema.js";
import { raceOf } from "./subject.js";

/** DE-CREA-2, DE-CREA-7, DE-CREA-16, DE-CREA-18: all stats 0, 1,000 SP, 0 XP, in creation. */
export function newCharacter(name: string, o: DeOptions, settings: { concept?: string } = {}): DeCharacter {
  return characterSchema.parse({
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    ruleset: "dice-engine",
    name,
    concept: settings.concept ?? "",
    stats: newStatBlock(),
    sp: o.startingSP,
    current: { hp: o.startingHP },
  });
}

/** DE-CREA-1: the character idea; free text, no mechanics. */
export function setConcept(c: DeCharacter, concept: string): Outcome {
  return done({ ...c, concept }, `${c.name}'s concept: ${concept || "(none)"}`);
}

/** DE-PERK-55/56: whether an innate negative perk still pays its SP. */
function innateGain(perkId: string, cost: number, o: DeOptions): number {
  if (cost >= 0) return 0;
  return perkId === "blind" || o.racialDisabilitySPForAll ? -cost : 0;
}

/**
 * DE-CREA-6: picks the race before the stats. The stats go to the race's starting values, its
 * innate perks are added (a born-blind race still pays Blind's SP, DE-PERK-55), and the previous
 * race's are taken back.
 */
export function chooseRace(c: DeCharacter, race: string, o: DeOptions): Outcome {
  if (c.created) return refusal("creation_only", ["race"], "the race is chosen during creation only");
  const cat = catalogueFor(o);
  const next = findRace(cat, race);
  if (!next)
    return refusal(
      "unknown",
      ["race"],
      `"${race}" is not a race of this table (${[...cat.races.keys()].join(", ")})`,
    );
  const prev = raceOf(c, cat);
  const moved = STATS.filter((s) => c.stats[s] !== raceStartingStat(prev, s));
  if (moved.length > 0)
    return refusal(
      "invalid",
      ["race"],
      `choose the race before the stats: set ${moved.join(", ")} back to the race's starting values first`,
    );
  let cur: DeCharacter = c;
  const changes: string[] = [];
  // Undo the previous race's innate perks and the SP they gave.
  for (const ip of prev.innatePerks) {
    const def = cat.perks.get(ip.perk);
    const gain = def ? innateGain(def.id, def.cost.ranks[0]!, o) : 0;
    if (gain > 0) {
      const r = pay(cur, "SP", gain, `${def!.name} (from ${prev.name}) removed`, ["race"]);
      if (!r.ok) return r;
      cur = r.character;
      changes.push(...r.changes);
    }
    const { [ip.perk]: _gone, ...perks } = cur.perks;
    cur = { ...cur, perks };
  }
  const stats = Object.fromEntries(STATS.map((s) => [s, raceStartingStat(next, s)])) as DeCharacter["stats"];
  cur = { ...cur, race: next.id, stats };
  changes.push(`${c.name} is ${next.name}`);
  for (const ip of next.innatePerks) {
    const def = cat.perks.get(ip.perk)!;
    cur = { ...cur, perks: { ...cur.perks, [def.id]: { rank: ip.rank, source: "race" } } };
    const gain = isNegative(def) ? innateGain(def.id, def.cost.ranks[0]!, o) : 0;
    if (gain > 0) {
      const r = pay(cur, "SP", -gain, `${def.name} (innate to ${next.name})`, ["race"]);
      if (!r.ok) return r;
      cur = r.character;
      changes.push(...r.changes);
    } else changes.push(`${def.name} comes with the race`);
  }
  return done(cur, ...changes);
}

/** DE-CREA-17: race base Stun + Endurance, at least `startingStunMin`. */
export function startingStunFor(c: DeCharacter, o: DeOptions): number {
  const base = raceOf(c, catalogueFor(o)).baseStun + c.stats.endurance;
  return o.startingStunMin === null ? base : Math.max(o.startingStunMin, base);
}

/**
 * Ends creation (DE-CREA-3, DE-CREA-16, DE-CREA-17): unspent SP are discarded (never turned into
 * XP), HP starts at 3 and Stun at race base + Endurance, both full.
 */
export function finalise(c: DeCharacter, o: DeOptions): Outcome {
  if (c.created) return refusal("already_finalised", ["created"], `${c.name} is already finalised`);
  const race = raceOf(c, catalogueFor(o));
  const startingStun = startingStunFor(c, o);
  const maxHp = o.startingHP + c.hpIncreases;
  const maxStun = startingStun + c.stunRanks.reduce((a, b) => a + b, 0);
  const log =
    c.sp > 0
      ? [
          ...c.log,
          {
            currency: "SP" as const,
            amount: -c.sp,
            reason: "unspent SP discarded at finalisation",
            balance: 0,
          },
        ]
      : c.log;
  const character: DeCharacter = {
    ...c,
    created: true,
    sp: 0,
    startingStun,
    current: {
      ...c.current,
      hp: race.health === "hpStun" ? maxHp : 0,
      stun: race.health === "hpStun" ? maxStun : 0,
      res: race.health === "resilience" ? (race.startingResilience ?? 0) : null,
      stunDiceSpent: 0,
    },
    log,
  };
  return done(
    character,
    `${c.name} is finalised: HP ${maxHp}, Stun ${maxStun}`,
    ...(c.sp > 0 ? [`${c.sp} unspent SP discarded (SP never become XP)`] : []),
  );
}

export const pointBuyInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  concept: z.string().default(""),
  race: idSchema.optional(),
  /** Target values at creation; lowered stats are set first so their SP are there to spend. */
  stats: z.partialRecord(z.enum(STATS), z.number().int()).default({}),
  /** Perks, skills, Proficiency, credits… in order, paid in SP. */
  purchases: z.array(purchaseSchema).default([]),
  /** Finish creation (discarding unspent SP); false keeps it a draft. */
  finalise: z.boolean().default(true),
  notes: z.string().default(""),
});

export type PointBuyInput = z.input<typeof pointBuyInputSchema>;

/** The point-buy creation method: one input, every rule enforced, all or nothing. */
export function pointBuy(input: unknown, o: DeOptions): Outcome {
  const parsed = pointBuyInputSchema.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    const path = i.path.filter((p): p is string | number => typeof p !== "symbol");
    return refusal("invalid", path, `${path.join(".") || "input"}: ${i.message}`);
  }
  const p = parsed.data;
  let cur = { ...newCharacter(p.name, o, { concept: p.concept }), notes: p.notes };
  const changes: string[] = [];
  if (p.race) {
    const r = chooseRace(cur, p.race, o);
    if (!r.ok) return r;
    cur = r.character;
    changes.push(...r.changes);
  }
  const targets = STATS.filter((s) => p.stats[s] !== undefined && p.stats[s] !== cur.stats[s]);
  const down = targets.filter((s) => p.stats[s]! < cur.stats[s]);
  const up = targets.filter((s) => p.stats[s]! > cur.stats[s]);
  const statBuys: PurchaseInput[] = [...down, ...up].map((s) => ({ kind: "stat", stat: s, to: p.stats[s]! }));
  const bought = buyAll(cur, [...statBuys, ...p.purchases], o);
  if (!bought.ok) return bought;
  cur = bought.character;
  changes.push(...bought.changes);
  if (p.finalise) {
    const f = finalise(cur, o);
    if (!f.ok) return f;
    cur = f.character;
    changes.push(...f.changes);
  }
  return done(cur, ...changes);
}

/** A sample input for help text and contract tests. */
export const POINT_BUY_EXAMPLE: PointBuyInput = {
  name: "Ilse Varn",
  concept: "A field medic who talks her way past checkpoints",
  stats: { agility: 2, endurance: 2, intuition: 2, convince: 1, charisma: -1 },
  purchases: [
    { kind: "skill", skill: "medic" },
    { kind: "skill", skill: "knifeFighting" },
    { kind: "perk", perk: "emergencyTriage" },
    { kind: "perk", perk: "quickStep" },
    { kind: "proficiency", stat: "agility" },
  ],
};
