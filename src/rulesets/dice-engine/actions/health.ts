// The health side at the table (DE-HEALTH-*, DE-DEATH-*, DE-HEAL-*, DE-COND-*): equipping the
// weapons and armour a character fights with, the GM applying a damage instance, short and long
// rests, the death check and the 0-Stun consciousness check the health rules ask for, and conditions
// added or removed with their ratings. The rules are health/, damage/ and conditions/; these actions
// build the view from the table (combat-state.ts), run one rule, and persist what it returns.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import { catalogueFor } from "../catalogue/setting.js";
import { checkOdds } from "../check/index.js";
import { applyConditions, removeCondition } from "../conditions/apply.js";
import { CORE_CONDITIONS, conditionDef, conditionIdFromName } from "../conditions/catalog.js";
import { conditionApplicationSchema } from "../conditions/state.js";
import { applyDamage } from "../damage/apply.js";
import { type DamageInstance, damageInstanceSchema } from "../damage/instance.js";
import type { DefenderView } from "../damage/target.js";
import { CONSCIOUSNESS_CHECK, consciousnessDc, makeConsciousnessCheck } from "../health/consciousness.js";
import { DEATH_CHECK, makeDeathCheck } from "../health/death.js";
import type { Happening } from "../health/log.js";
import { healthCheckRequest } from "../health/roll.js";
import { isDying } from "../health/vitals.js";
import type { DiceEngineOptions } from "../options.js";
import { safeLanding } from "../perks/movement.js";
import {
  after,
  COMBAT_NOTE_KIND,
  combatNote,
  combatNoteId,
  equipmentSchema,
  happeningsData,
  nowOf,
  persist,
  stateEvent,
  summaryLines,
  viewOf,
} from "./combat-state.js";
import { type RestParams, resolveLongRest, resolveShortRest, restParams } from "./health-rest.js";
import { autoBurns } from "./tracker-steps.js";

/** The roll record of a health rule: every happening in the summary and the outcome. */
function healthRoll(
  newId: (p: string) => string,
  name: string,
  actor: string,
  who: string,
  head: string,
  happenings: readonly Happening[],
  partition: string,
  extra: Record<string, unknown> = {},
): RollRecord {
  return {
    id: newId("roll"),
    action: name,
    actor,
    // A happening the head already tells is not told twice ("Wren dies of exhaustion; Wren dies").
    summary: [head, ...summaryLines(happenings, who).filter((line) => !head.includes(line))].join("; "),
    dice: happenings.flatMap((h) =>
      h.kind === "check"
        ? h.check.result.dice.map((d) => ({
            role: h.check.purpose,
            sides: d.size,
            faces: [d.face],
            value: d.kept ? d.face : 0,
            kept: d.kept,
            exploded: false,
            imploded: false,
          }))
        : [],
    ),
    outcome: { ...extra, happenings: happeningsData(happenings) },
    partition,
  };
}

function done(
  state: TableState,
  id: string,
  view: DefenderView,
  roll: RollRecord,
  happened: readonly Happening[],
): { events: TableEvent[]; roll: RollRecord } {
  return { roll, events: [{ type: "roll", roll }, ...persist(state, id, view, happened)] };
}

const actor = z.string().min(1);

// ---- equip -----------------------------------------------------------------------------------

const equipParams = z.strictObject({ actor, equipment: equipmentSchema });

export const equipAction = action<
  z.output<typeof equipParams>,
  DiceEngineOptions,
  z.input<typeof equipParams>
>({
  summary: "the weapons, worn armour and held item a character fights with (kept in the table state)",
  params: equipParams,
  examples: [
    equipParams.parse({
      actor: "wren",
      equipment: {
        weapons: [
          {
            id: "shortBow",
            name: "Short Bow",
            stat: "dexterity",
            melee: false,
            hands: 2,
            damage: "1d6",
            damageType: "piercing",
            attacks: [{ type: "standard" }, { type: "precision" }],
            range: "10-40 Max: 80",
          },
        ],
      },
    }),
    equipParams.parse({
      actor: "bruno",
      equipment: {
        weapons: [
          {
            id: "hammer",
            name: "Hammer",
            stat: "strength",
            skill: "hammerFighting",
            melee: true,
            damage: "1d8",
            damageType: "bludgeoning",
            attacks: [{ type: "standard" }, { type: "heavy", ratings: [2] }],
          },
        ],
        armour: { name: "Leather coat", type: "reflex", pa: 1 },
        held: { name: "Round shield", pa: 2 },
      },
    }),
  ],
  resolve({ state }, p) {
    const who = characterOf(state, p.actor, ["actor"]);
    const note = { ...combatNote(state, p.actor), equipment: p.equipment };
    const { weapons, armour, held } = p.equipment;
    const carried = [
      weapons.length > 0 ? `weapons ${weapons.map((w) => w.name).join(", ")}` : "no weapons",
      armour ? `wears ${armour.name}` : "no armour",
      ...(held ? [`holds ${held.name}`] : []),
    ];
    const summary = `${who.name}'s equipment: ${carried.join("; ")}`;
    return { roll: null, events: [stateEvent(combatNoteId(p.actor), COMBAT_NOTE_KIND, note, summary)] };
  },
});

// ---- damage ----------------------------------------------------------------------------------

const damageParams = z.strictObject({
  target: actor,
  /** A damage instance whose source is "fall" is a fall: Bludgeoning and unresisted (DE-DMG-4). */
  damage: damageInstanceSchema,
});

/**
 * DE-DMG-4: fall damage is Bludgeoning and unresisted (EA and Endurance do not apply), whatever the
 * instance says; a part the GM typed otherwise keeps its type.
 */
const isFall = (d: DamageInstance) => d.source?.trim().toLowerCase() === "fall";
const fallTotal = (d: DamageInstance) => d.parts.reduce((s, x) => s + x.amount, 0);

/**
 * DE-PERK-40: Safe Landing takes the stat of its effect (Agility) off the fall's damage, to 0 at
 * least (`safeLanding`, perks/movement.ts), as a reduction of the whole instance; null without it.
 */
function safeLandingOf(
  state: TableState,
  id: string,
  d: DamageInstance,
  o: DiceEngineOptions,
): { reduction: { kind: "minus"; source: string; amount: number }; line: string } | null {
  const c = characterOf(state, id, ["target"]);
  const cat = catalogueFor(o);
  for (const perk of Object.keys(c.perks)) {
    const def = cat.perks.get(perk);
    const e = def?.effects.find((x) => x.kind === "fallDamageReduction");
    if (!def || e?.kind !== "fallDamageReduction") continue;
    const total = fallTotal(d);
    const amount = total - safeLanding(total, c.stats[e.stat]);
    return {
      reduction: { kind: "minus", source: def.name, amount },
      line: `${def.name}: ${amount} off the fall's ${total}`,
    };
  }
  return null;
}

function asFall(d: DamageInstance): DamageInstance {
  if (!isFall(d)) return d;
  return {
    ...d,
    resisted: false,
    unresisted: true,
    parts: d.parts.map((x) => ({ ...x, type: x.type ?? "bludgeoning" })),
  };
}

export const damageAction = action<
  z.output<typeof damageParams>,
  DiceEngineOptions,
  z.input<typeof damageParams>
>({
  summary:
    "the GM applies a damage instance: distance, reductions, Endurance, EA, then Stun and HP, and the checks it triggers",
  params: damageParams,
  examples: [
    damageParams.parse({ target: "bruno", damage: { source: "fall", parts: [{ amount: 3 }] } }),
    // More than the Stun left: Stun to 0, 1 HP, and the consciousness check (DE-HEALTH-4, 6).
    damageParams.parse({
      target: "wren",
      damage: { source: "a thug's club", parts: [{ amount: 12, type: "bludgeoning" }] },
    }),
    // At 0 Stun it all goes to HP, and the check comes again at the new DC (DE-HEALTH-5, 7).
    damageParams.parse({ target: "mara", damage: { source: "a thrown bottle", parts: [{ amount: 1 }] } }),
    // Damage at 0 HP forces a death check whose success does not count (DE-DEATH-4).
    damageParams.parse({
      target: "otto",
      damage: { source: "Bleed", parts: [{ amount: 1 }], track: "direct" },
    }),
    damageParams.parse({
      target: "bruno",
      damage: {
        source: "a stun baton",
        parts: [{ amount: 4 }],
        track: "stun",
        conditions: [{ condition: "prone", check: { stat: "agility", dc: 13 } }],
      },
    }),
  ],
  resolve({ state, options, dice, newId }, p) {
    const view = viewOf(state, p.target, options, ["target"]);
    const fall = isFall(p.damage);
    const landing = fall ? safeLandingOf(state, p.target, p.damage, options) : null;
    const instance = asFall(p.damage);
    const out = applyDamage(
      view,
      landing ? { ...instance, reductions: [...instance.reductions, landing.reduction] } : instance,
      { now: nowOf(state), dice, options },
    );
    const who = state.characters[p.target]!.name;
    const roll = healthRoll(
      newId,
      "damage",
      p.target,
      who,
      [`${who}: ${out.damage.final} damage`, ...(landing ? [landing.line] : [])].join("; "),
      out.happenings,
      "applied",
      {
        final: out.damage.final,
        ...(fall
          ? { fall: { damage: fallTotal(p.damage), safeLanding: landing?.reduction.amount ?? 0 } }
          : {}),
      },
    );
    const r = done(state, p.target, out.view, roll, out.happenings);
    // DE-PERK-41: a fall that deals fall damage (judged before Safe Landing) opens Deadly Descent's
    // landing attack at this moment; the attack action reads it from the combat note.
    if (fall && fallTotal(p.damage) > 0) {
      const n = combatNote(after(state, r.events), p.target);
      r.events.push(
        stateEvent(combatNoteId(p.target), COMBAT_NOTE_KIND, { ...n, landed: { at: nowOf(state) } }),
      );
    }
    const pt = state.encounter?.participants.find((x) => x.character === p.target);
    if (out.initiative > 0 && pt)
      r.events.push({ type: "ticks.spent", id: pt.id, cost: out.initiative, action: "initiative damage" });
    return r;
  },
});

// ---- rest ------------------------------------------------------------------------------------

export const restAction = action<RestParams, DiceEngineOptions, z.input<typeof restParams>>({
  summary:
    "a short rest (spend stun dice: 1d6 + Endurance each) or a long rest (fatigue and the rest clock, Stun and stun dice back, the DC 15 Endurance check and medical supplies for HP, or the DC 15 Intuition repair checks and repair supplies — or, with Tech Medic, twice the medical supplies — for Resilience)",
  params: restParams,
  examples: [
    restParams.parse({ actor: "mara", kind: "short", spend: 1 }),
    restParams.parse({ actor: "mara", kind: "long", medicalSupplies: true, helper: "ilse" }),
    restParams.parse({ actor: "bruno", kind: "long", hpCheck: false }),
    restParams.parse({ actor: "wren", kind: "long", slept: false }),
  ],
  resolve({ state, options, dice, newId }, p) {
    const r =
      p.kind === "short"
        ? resolveShortRest(state, p, options, dice)
        : resolveLongRest(state, p, options, dice);
    const who = state.characters[p.actor]!.name;
    const roll = healthRoll(newId, "rest", p.actor, who, r.head, r.happenings, r.partition, r.extra);
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});

// ---- death check and consciousness check -------------------------------------------------------

const checkParams = z.strictObject({ actor });

function checkPartition(happenings: readonly Happening[]): string {
  const c = happenings.find((h) => h.kind === "check");
  return c && c.kind === "check" && c.check.success ? "success" : "failure";
}

function oddsOfCheck(
  view: DefenderView,
  spec: Parameters<typeof healthCheckRequest>[1],
  o: DiceEngineOptions,
  now: number,
): Outcomes {
  const { request } = healthCheckRequest(view, spec, o, now);
  const odds = checkOdds({ ...request, target: spec.dc }, o);
  const success = odds.vsTarget!.success / odds.outcomes;
  return { partition: { success, failure: 1 - success }, chances: {}, distributions: {}, truncated: 0 };
}

export const deathCheckAction = action<
  z.output<typeof checkParams>,
  DiceEngineOptions,
  z.input<typeof checkParams>
>({
  summary:
    "DE-DEATH-1..9: a dying character's periodic death check (DC 12 Endurance, with First Aid's advantage if given); three successes stabilise, three failures kill",
  params: checkParams,
  examples: [checkParams.parse({ actor: "otto" })],
  odds({ state, options }, p) {
    const view = viewOf(state, p.actor, options, ["actor"]);
    return oddsOfCheck(
      view,
      {
        purpose: "deathCheck",
        stat: DEATH_CHECK.stat,
        dc: DEATH_CHECK.dc,
        advantage: view.vitals.firstAidChecks > 0 ? 1 : 0,
      },
      options,
      nowOf(state),
    );
  },
  resolve({ state, options, dice, newId }, p) {
    const view = viewOf(state, p.actor, options, ["actor"]);
    if (!isDying(view.vitals))
      throw new EngineError(
        "refused",
        `${state.characters[p.actor]!.name} is not dying: no death check is due`,
        ["actor"],
      );
    const r = makeDeathCheck(view, { now: nowOf(state), dice, options }, false);
    const who = state.characters[p.actor]!.name;
    return done(
      state,
      p.actor,
      r.view,
      healthRoll(
        newId,
        "deathCheck",
        p.actor,
        who,
        `${who}'s death check`,
        r.happenings,
        checkPartition(r.happenings),
      ),
      r.happenings,
    );
  },
});

export const unconsciousCheckAction = action<
  z.output<typeof checkParams>,
  DiceEngineOptions,
  z.input<typeof checkParams>
>({
  summary:
    "DE-HEALTH-6/7: the 0-Stun consciousness check (DC 12 + missing HP, Endurance); failing costs 1d6 hours",
  params: checkParams,
  examples: [checkParams.parse({ actor: "mara" })],
  odds({ state, options }, p) {
    const view = viewOf(state, p.actor, options, ["actor"]);
    const t = view.vitals.track;
    if (t.kind !== "hpStun")
      throw new EngineError("refused", "a Resilience character makes no consciousness check", ["actor"]);
    return oddsOfCheck(
      view,
      { purpose: "consciousness", stat: CONSCIOUSNESS_CHECK.stat, dc: consciousnessDc(t) },
      options,
      nowOf(state),
    );
  },
  resolve({ state, options, dice, newId }, p) {
    const view = viewOf(state, p.actor, options, ["actor"]);
    const t = view.vitals.track;
    if (t.kind !== "hpStun" || t.stun > 0 || view.vitals.unconscious || view.vitals.dead)
      throw new EngineError(
        "refused",
        `${state.characters[p.actor]!.name} is not conscious at 0 Stun: no consciousness check is due`,
        ["actor"],
      );
    const r = makeConsciousnessCheck(view, { now: nowOf(state), dice, options });
    const who = state.characters[p.actor]!.name;
    return done(
      state,
      p.actor,
      r.view,
      healthRoll(
        newId,
        "unconsciousCheck",
        p.actor,
        who,
        `${who}'s consciousness check`,
        r.happenings,
        checkPartition(r.happenings),
      ),
      r.happenings,
    );
  },
});

// ---- conditions ------------------------------------------------------------------------------

const conditionParams = z.strictObject({
  actor,
  op: z.enum(["add", "remove"]).default("add"),
  /** A condition by name or id (Burning, Bleed, Prone…). */
  condition: z.string().trim().min(1),
  rating: z.number().int().min(1).optional(),
  /** Initiative it lasts (DE-COND-8). */
  duration: z.number().int().min(1).optional(),
  /** DE-COND-6: the check that may keep it off. */
  check: conditionApplicationSchema.shape.check,
  source: z.string().trim().min(1).optional(),
});

/** "The GM puts Burning 2 on Bruno Hale for 10 initiative (a fire bomb)". */
function conditionGiven(name: string, who: string, p: z.output<typeof conditionParams>): string {
  const rating = p.rating !== undefined ? ` ${p.rating}` : "";
  const lasts = p.duration !== undefined ? ` for ${p.duration} initiative` : "";
  const source = p.source !== undefined ? ` (${p.source})` : "";
  return `The GM puts ${name}${rating} on ${who}${lasts}${source}`;
}

export const conditionAction = action<
  z.output<typeof conditionParams>,
  DiceEngineOptions,
  z.input<typeof conditionParams>
>({
  summary:
    "a condition added (with its rating, duration and resisting check) or removed; it ticks on the shared timeline",
  params: conditionParams,
  examples: [
    conditionParams.parse({ actor: "wren", condition: "Bleed", rating: 1 }),
    conditionParams.parse({
      actor: "bruno",
      condition: "Burning",
      rating: 2,
      check: { stat: "agility", dc: 12 },
      source: "a fire bomb",
    }),
    conditionParams.parse({ actor: "ilse", condition: "Prone", duration: 10 }),
  ],
  resolve({ state, options, dice, newId }, p) {
    const id = conditionIdFromName(p.condition, CORE_CONDITIONS);
    if (!id)
      throw new EngineError("not_found", `"${p.condition}" is not a condition of this table`, ["condition"]);
    const view = viewOf(state, p.actor, options, ["actor"]);
    const who = state.characters[p.actor]!.name;
    const now = nowOf(state);
    // The book's name, whatever spelling the GM typed ("bleed", "BLEED").
    const name = conditionDef(id).name;
    if (p.op === "remove") {
      if (!view.conditions.some((c) => c.condition === id))
        throw new EngineError("not_found", `${who} has no ${p.condition}`, ["condition"]);
      const r = removeCondition(view, id, now, "removed");
      return done(
        state,
        p.actor,
        r.view,
        healthRoll(
          newId,
          "condition",
          p.actor,
          who,
          `The GM removes ${name} from ${who}`,
          r.happenings,
          "removed",
        ),
        r.happenings,
      );
    }
    const g = applyConditions(
      view,
      [
        {
          condition: id,
          ...(p.rating !== undefined ? { rating: p.rating } : {}),
          ...(p.duration !== undefined ? { duration: p.duration } : {}),
          ...(p.check !== undefined ? { check: p.check } : {}),
          source: p.source ?? "GM",
        },
      ],
      { now, dice, options },
    );
    const r = done(
      state,
      p.actor,
      g.view,
      healthRoll(newId, "condition", p.actor, who, conditionGiven(name, who, p), g.happenings, "applied"),
      g.happenings,
    );
    const pt = state.encounter?.participants.find((x) => x.character === p.actor);
    if (g.initiative > 0 && pt)
      r.events.push({ type: "ticks.spent", id: pt.id, cost: g.initiative, action: "burn" });
    // DE-COND-20, 30: a condition given to the character who is active now acts at once (Surprised
    // burns 8, Incapacitated burns 5), as it would have had the tracker made it active afterwards.
    const applied = r.events.slice(1);
    const burns = autoBurns(after(state, applied), dice, options);
    if (burns.events.length === 0) return r;
    const roll: RollRecord = {
      ...r.roll,
      summary: [r.roll.summary, ...burns.lines].join("; "),
      outcome: { ...r.roll.outcome, autoBurns: burns.autoBurns },
    };
    return { roll, events: [{ type: "roll", roll }, ...applied, ...burns.events] };
  },
});
