// Acting on the rising tracker (DE-INIT-5/6, DE-ACT-1..10, DE-INT-1..5, DE-COND-20): the active
// character takes an action with its cost from the tables (move, interact, wait, hold with a trigger,
// a complex action costing its DC, a fixed C.10 action), characters tied on the tracker act
// simultaneously, a held action's trigger fires, an interrupt (Dodge with its Agility check, Martial
// Parry…) is taken off-turn, and a forced burn is applied by hand. The tracker rules (tracker/) do
// the rules; tracker-steps.ts turns each step into events and plays out what it sets off.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { buildRoll, characterOf, dieRecords, floatingModifier, levelSource, rollSchema } from "../bridge.js";
import { catalogueFor } from "../catalogue/setting.js";
import type { CheckBuild } from "../character/index.js";
import { conditionCheckModifiers, incapacitation } from "../conditions/effects.js";
import type { DiceEngineOptions } from "../options.js";
import {
  act,
  actionLabel,
  activeIds,
  burn,
  type DodgeRecord,
  type INTERRUPTS,
  incapacitatedBurn,
  interrupt,
  interruptRow,
  orThrow,
  type Tracker,
  trackerActionSchema,
  triggerHold,
} from "../tracker/index.js";
import { GET_DOWN_REACH } from "./attack-reactions.js";
import { after, nowOf, type ReadiedReaction, viewOf } from "./combat-state.js";
import { checkOutcomes } from "./odds.js";
import { rollBuilt } from "./roll.js";
import { afterSelf, NO_SELF_EFFECT, selfEffects } from "./tracker-self.js";
import {
  encounterOf,
  isIncapacitated,
  participantOf,
  readyEvents,
  stepEvents,
  trackerOf,
} from "./tracker-steps.js";

function record(
  newId: (p: string) => string,
  name: string,
  actor: string,
  summary: string,
  outcome: Record<string, unknown>,
  partition: string,
  dice: RollRecord["dice"] = [],
): RollRecord {
  return { id: newId("roll"), action: name, actor, summary, dice, outcome, partition };
}

const initiativeOf = (t: Tracker, id: string) => t.entries.find((e) => e.id === id)!.initiative;

const actParams = z.strictObject({
  /** The active participant (its id on the tracker, or the character it stands for). */
  actor: z.string().min(1),
  /** DE-ACT-2..10: what it does; the cost comes from the tables (C.8–C.10) or the action itself. */
  action: trackerActionSchema,
});

export const actAction = action<z.output<typeof actParams>, DiceEngineOptions, z.input<typeof actParams>>({
  summary:
    "the active character takes an action on the tracker (move, interact, wait, hold, complex, other, custom): its cost is added to its initiative; characters tied on the tracker each act once, simultaneously",
  params: actParams,
  examples: [
    actParams.parse({ actor: "guard", action: { kind: "move", pace: "run", movement: "walking" } }),
    actParams.parse({ actor: "scout", action: { kind: "interact", interact: "dropProne" } }),
    actParams.parse({ actor: "scout", action: { kind: "wait", amount: 3 } }),
    actParams.parse({
      actor: "guard",
      action: { kind: "hold", action: { kind: "attack", attack: "standard" }, trigger: "the gate opens" },
    }),
    actParams.parse({ actor: "scout", action: { kind: "complex", dc: 14 } }),
  ],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const before = trackerOf(state);
    const e = encounterOf(state);
    // Who else stands at this moment and cannot act: left out of a simultaneous moment it opens.
    const others = Object.fromEntries(
      activeIds(before)
        .filter((id) => id !== pt.id)
        .map((id) => {
          const c = e.participants.find((x) => x.id === id)!.character;
          return [id, { incapacitated: isIncapacitated(state, c, options) }];
        }),
    );
    const step = orThrow(
      act(
        before,
        pt.id,
        p.action,
        options,
        { incapacitated: isIncapacitated(state, pt.character, options) },
        others,
      ),
    );
    const label = actionLabel(p.action);
    // What the action does to its taker (lower Burning, stand up…), before the time it costs passes;
    // a held action does it when its trigger comes.
    const self =
      p.action.kind === "hold" ? NO_SELF_EFFECT : selfEffects(state, pt.character, p.action, options);
    const r = stepEvents(afterSelf(state, self), before, step, label, dice, options);
    const cost = initiativeOf(step.tracker, pt.id) - initiativeOf(before, pt.id);
    const tie = step.tracker.tie ?? before.tie;
    const simultaneous = tie?.members.includes(pt.id) ? tie.members : null;
    const roll = record(
      newId,
      "act",
      pt.character,
      [
        `${pt.name}: ${label}, ${cost} initiative${
          simultaneous
            ? ` (simultaneously with ${simultaneous
                .filter((x) => x !== pt.id)
                .map((x) => step.tracker.entries.find((e) => e.id === x)?.name ?? x)
                .join(", ")})`
            : ""
        }`,
        ...self.lines,
        ...r.lines,
      ].join("; "),
      {
        label,
        cost,
        initiative: initiativeOf(step.tracker, pt.id),
        time: after(state, [...self.events, ...r.events]).encounter?.time ?? step.tracker.time,
        simultaneous,
        ...self.outcome,
        autoBurns: r.autoBurns,
        happenings: [...self.happenings, ...r.happenings],
      },
      "acted",
    );
    return { roll, events: [{ type: "roll", roll }, ...self.events, ...r.events] };
  },
});

const triggerParams = z.strictObject({ actor: z.string().min(1) });

export const triggerAction = action<
  z.output<typeof triggerParams>,
  DiceEngineOptions,
  z.input<typeof triggerParams>
>({
  summary: "DE-ACT-3: the trigger of a held action came: it is taken now, off-turn, already paid",
  params: triggerParams,
  examples: [triggerParams.parse({ actor: "sentry" })],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const before = trackerOf(state);
    const step = orThrow(
      triggerHold(before, pt.id, { incapacitated: isIncapacitated(state, pt.character, options) }),
    );
    const label = actionLabel(step.action);
    const self = selfEffects(state, pt.character, step.action, options);
    const r = stepEvents(afterSelf(state, self), before, step, `Held ${label}, triggered`, dice, options);
    const roll = record(
      newId,
      "trigger",
      pt.character,
      [`${pt.name}'s held ${label} is triggered (already paid)`, ...self.lines, ...r.lines].join("; "),
      {
        action: step.action,
        cost: 0,
        ...self.outcome,
        autoBurns: r.autoBurns,
        happenings: [...self.happenings, ...r.happenings],
      },
      "triggered",
    );
    return { roll, events: [{ type: "roll", roll }, ...self.events, ...r.events] };
  },
});

/** DE-INT-3: the area's Dodge:[X] and what else weighs on the Agility check. */
const dodgeParams = z.strictObject({
  /** The X of Dodge:[X]: the DC of the Agility check. */
  rating: z.number().int().min(1).max(80),
  advantage: z.array(levelSource).max(20).default([]),
  disadvantage: z.array(levelSource).max(20).default([]),
  modifiers: z.array(floatingModifier).max(20).default([]),
});

/**
 * DE-INT-4: the C.11 interrupts that are themselves another action (an attack, a care) are taken
 * with that action, which charges them and applies what they do. Taken here as well, they would be
 * paid twice, or paid with no effect; so this action refuses them and says where.
 */
const TAKEN_ELSEWHERE: ReadonlyMap<string, string> = new Map([
  ["counterAttack", "a Counter Attack is an attack: make it with the attack action and Counter attack on"],
  [
    "deadlyDescent",
    "Deadly Descent's landing is an attack: make it with the attack action and Deadly descent on",
  ],
  ["emergencyProtocol", "Emergency Protocol is taken with the care action, perk Emergency protocol"],
]);
/**
 * The C.11 interrupts this action takes: Dodge and the setting's bolt now; Martial Parry and Get
 * Down Mr President readied (DE-PERK-59, 48), by the one who reacts, for an attack at this moment,
 * which pays them only if it hits. So the defender's player, not the attacker's, decides.
 */
const OWN_INTERRUPTS = [
  "dodge",
  "bolt",
  "martialParry",
  "getDownMrPresident",
] as const satisfies readonly (typeof INTERRUPTS)[number][];
const READIED = new Set<string>(["martialParry", "getDownMrPresident"]);

const interruptParams = z.strictObject({
  /** Anyone in the fight, off-turn too (DE-INT-1). */
  actor: z.string().min(1),
  /** DE-INT-2/4: Dodge, the setting's bolt, a readied Martial Parry or Get Down Mr President, or the GM's own with its cost. */
  interrupt: z.union(
    [
      z.enum(OWN_INTERRUPTS),
      z.strictObject({ custom: z.string().trim().min(1), cost: z.number().int().min(0).optional() }),
    ],
    {
      error: (issue) =>
        (typeof issue.input === "string" && TAKEN_ELSEWHERE.get(issue.input)) ||
        `one of ${OWN_INTERRUPTS.join(", ")}, or { custom, cost } for the GM's own`,
    },
  ),
  /** DE-INT-3: required with the Dodge interrupt. */
  dodge: dodgeParams.optional(),
  /** DE-PERK-48: the friend Get Down Mr President steps in for. */
  ally: z.string().min(1).optional(),
  /** DE-PERK-48: metres between the one stepping in and that friend (1 m at most). */
  allyDistance: z.number().min(0).max(100_000).optional(),
});
type InterruptParams = z.output<typeof interruptParams>;

/** The Dodge's check when the interrupt is a Dodge, null otherwise; `dodge` belongs to Dodge alone. */
function dodgeOrNull(
  state: TableState,
  character: string,
  p: InterruptParams,
  o: DiceEngineOptions,
): CheckBuild | null {
  if (p.interrupt === "dodge") return dodgeCheck(state, character, p, o);
  if (p.dodge)
    throw new EngineError("invalid", "dodge goes with the Dodge interrupt only; leave it out", ["dodge"]);
  return null;
}

/** DE-PERK-48: the friend Get Down Mr President protects, and how far; `ally` belongs to it alone. */
function allyOrNull(
  state: TableState,
  character: string,
  p: InterruptParams,
): { id: string; name: string; distance: number } | null {
  if (p.interrupt !== "getDownMrPresident") {
    for (const f of ["ally", "allyDistance"] as const)
      if (p[f] !== undefined)
        throw new EngineError("invalid", `${f} goes with Get Down Mr President only; leave it out`, [f]);
    return null;
  }
  if (p.ally === undefined)
    throw new EngineError("invalid", "name the friend Get Down Mr President steps in for", ["ally"]);
  if (p.ally === character)
    throw new EngineError("invalid", "Get Down Mr President protects a friend, not oneself", ["ally"]);
  const friend = characterOf(state, p.ally, ["ally"]);
  const distance = p.allyDistance ?? 0;
  if (distance > GET_DOWN_REACH)
    throw new EngineError(
      "refused",
      `${friend.name} is ${distance} m away: Get Down Mr President reaches ${GET_DOWN_REACH} m`,
      ["allyDistance"],
    );
  return { id: p.ally, name: friend.name, distance };
}

/** DE-PERK-48, 59: the reaction kept for an attack at this moment; the attack pays it if it hits. */
function readied(
  state: TableState,
  newId: (prefix: string) => string,
  character: string,
  reaction: ReadiedReaction["reaction"],
  friend: { id: string; name: string; distance: number } | null,
): { roll: RollRecord; events: TableEvent[] } {
  const who = state.characters[character]!.name;
  const at = nowOf(state);
  const row = interruptRow(reaction);
  const kept: ReadiedReaction =
    reaction === "getDownMrPresident"
      ? { reaction, ally: friend!.id, distance: friend!.distance, at }
      : { reaction: "martialParry", at };
  const summary =
    reaction === "getDownMrPresident"
      ? `${who} readies Get Down Mr President for ${friend!.name}: if an attack hits ${friend!.name} now, ${who} pays ${row.cost} initiative and takes the damage instead`
      : `${who} readies a Martial Parry: if a melee weapon attack hits ${who} now, ${who} pays ${row.cost} initiative and takes their Martial Value off the damage`;
  const roll: RollRecord = {
    id: newId("roll"),
    action: "interrupt",
    actor: character,
    summary,
    dice: [],
    outcome: { interrupt: row.name, cost: 0, readied: kept },
    partition: "readied",
  };
  return { roll, events: [{ type: "roll", roll }, ...readyEvents(state, character, kept)] };
}

/** The Dodge's Agility check, built from the character (training, perks) and its conditions. */
function dodgeCheck(
  state: TableState,
  character: string,
  p: InterruptParams,
  o: DiceEngineOptions,
): CheckBuild {
  if (!p.dodge)
    throw new EngineError(
      "invalid",
      "a Dodge is an Agility check against the area's Dodge:[X]: give dodge.rating",
      ["dodge"],
    );
  const { build } = buildRoll(
    state,
    character,
    rollSchema.parse({
      stat: "agility",
      advantage: p.dodge.advantage,
      disadvantage: p.dodge.disadvantage,
      modifiers: p.dodge.modifiers,
    }),
    o,
    ["dodge"],
    { target: p.dodge.rating, idField: "actor" },
  );
  // Conditions weigh on the Dodge as on any Agility check (Prone, Blinded…).
  const cond = conditionCheckModifiers(
    viewOf(state, character, o, ["actor"]),
    { stat: "agility" },
    o,
    nowOf(state),
  );
  return {
    ...build,
    autoFail: build.autoFail || cond.autoFail,
    request: {
      ...build.request,
      advantage: build.request.advantage + cond.advantage,
      disadvantage: build.request.disadvantage + cond.disadvantage,
    },
    sources: [...build.sources, ...cond.reasons.map((x) => JSON.stringify(x))],
  };
}

export const interruptAction = action<InterruptParams, DiceEngineOptions, z.input<typeof interruptParams>>({
  summary:
    "DE-INT-1..5: an interrupt off-turn, its cost on the interrupter: Dodge (an Agility check against the area's Dodge:[X], halving its damage on a success), the setting's bolt, or the GM's own; Martial Parry and Get Down Mr President are readied for an attack at this moment, which pays them only if it hits",
  params: interruptParams,
  examples: [
    interruptParams.parse({ actor: "sentry", interrupt: "dodge", dodge: { rating: 12 } }),
    interruptParams.parse({ actor: "scout", interrupt: { custom: "duck behind the cart", cost: 2 } }),
  ],
  odds({ state, options }, p): Outcomes {
    const pt = participantOf(state, p.actor, ["actor"]);
    const build = dodgeOrNull(state, pt.character, p, options);
    if (!build) {
      const what = typeof p.interrupt === "string" && READIED.has(p.interrupt) ? "readied" : "interrupted";
      return { partition: { [what]: 1 }, chances: {}, distributions: {}, truncated: 0 };
    }
    const o = checkOutcomes(build, options, p.dodge!.rating);
    const { success = 0, failure = 0 } = o.partition;
    return { ...o, partition: { dodged: success, failed: failure } };
  },
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const c = characterOf(state, pt.character, ["actor"]);
    const before = trackerOf(state);
    // Built first, so a bad Dodge is refused before the tracker or a die is touched.
    const build = dodgeOrNull(state, pt.character, p, options);
    const friend = allyOrNull(state, pt.character, p);
    const r0 = interrupt(before, pt.id, p.interrupt, {
      incapacitated: isIncapacitated(state, pt.character, options),
      perks: Object.keys(c.perks),
    });
    if (!r0.ok && r0.error.path[0] === "interrupt") {
      const perk = typeof p.interrupt === "string" ? interruptRow(p.interrupt).perk : null;
      // The tracker names the perk by its id; the table says its name.
      if (perk !== null && r0.error.path.length === 1) {
        const name = catalogueFor(options).perks.get(perk)?.name ?? perk;
        throw new EngineError(r0.error.code, `${c.name} does not hold ${name}, which this interrupt needs`, [
          "interrupt",
        ]);
      }
      throw new EngineError(r0.error.code, r0.error.message, r0.error.path);
    }
    const step = orThrow(r0);
    // Readied: nothing is paid now (the step only proved it could be); the attack pays it on a hit.
    if (typeof p.interrupt === "string" && READIED.has(p.interrupt))
      return readied(state, newId, pt.character, p.interrupt as ReadiedReaction["reaction"], friend);
    const name = typeof p.interrupt === "string" ? p.interrupt : p.interrupt.custom;
    const rollId = newId("roll");
    let dodge: DodgeRecord | null = null;
    let dieList: RollRecord["dice"] = [];
    if (build) {
      const rating = p.dodge!.rating;
      const rolled = rollBuilt(build, options, dice, rating);
      dieList = rolled.result ? dieRecords(rolled.result) : [];
      dodge = {
        participant: pt.id,
        at: before.time,
        rating,
        total: rolled.result?.total ?? null,
        success: rolled.success === true,
        roll: rollId,
      };
    }
    const r = stepEvents(
      state,
      before,
      step,
      `Interrupt: ${typeof p.interrupt === "string" ? interruptRow(p.interrupt).name : name}`,
      dice,
      options,
      dodge ? { [pt.character]: dodge } : {},
    );
    const cost = initiativeOf(step.tracker, pt.id) - initiativeOf(before, pt.id);
    const dodgeText = dodge
      ? `; Agility ${dodge.total ?? "(no roll)"} against Dodge:[${dodge.rating}]: ${dodge.success ? "dodged, the area's damage is halved" : "fails to dodge"}`
      : "";
    const roll: RollRecord = {
      id: rollId,
      action: "interrupt",
      actor: pt.character,
      summary: [`${pt.name} interrupts: ${name}, ${cost} initiative${dodgeText}`, ...r.lines].join("; "),
      dice: dieList,
      outcome: {
        interrupt: name,
        cost,
        dodge,
        sources: build?.sources ?? [],
        autoBurns: r.autoBurns,
        happenings: r.happenings,
      },
      partition: dodge ? (dodge.success ? "dodged" : "failed") : "interrupted",
    };
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});

const burnParams = z.strictObject({
  actor: z.string().min(1),
  /** Initiative to burn; default: the Incapacitated burn (5, capped at the end of the incapacity). */
  amount: z.number().int().min(0).max(100_000).optional(),
  reason: z.string().trim().min(1).max(100).default("incapacitated"),
});

export const burnAction = action<z.output<typeof burnParams>, DiceEngineOptions, z.input<typeof burnParams>>({
  summary:
    "DE-COND-20, DE-COND-28: a forced burn the GM applies by hand (initiative damage, or an incapacitated character the automatic burn did not reach); Surprised, ElectroShock's check and incapacitation act by themselves when their bearer becomes active",
  params: burnParams,
  examples: [
    burnParams.parse({ actor: "scout", amount: 8, reason: "surprised" }),
    burnParams.parse({ actor: "sentry", amount: 5, reason: "ElectroShock" }),
  ],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const before = trackerOf(state);
    let amount = p.amount;
    if (amount === undefined) {
      const v = viewOf(state, pt.character, options, ["actor"]);
      const inc = incapacitation(v, before.time);
      if (!inc.incapacitated && !v.vitals.dead)
        throw new EngineError("refused", `${pt.name} is not incapacitated: give the amount to burn`, [
          "amount",
        ]);
      // DE-COND-20: the Incapacitated burn is taken when the character is active, once; the tracker
      // takes it by itself then, so a second one by hand would burn the same activation twice.
      if (!activeIds(before).includes(pt.id))
        throw new EngineError(
          "refused",
          `${pt.name} is at initiative ${initiativeOf(before, pt.id)}, not active (now ${before.time}): the Incapacitated burn comes when it is; give the amount to burn anyway`,
          ["actor"],
        );
      amount = incapacitatedBurn(before.time, v.vitals.dead ? null : inc.until);
    }
    const step = orThrow(burn(before, pt.id, amount, p.reason));
    const r = stepEvents(state, before, step, `Burn: ${p.reason}`, dice, options);
    const roll = record(
      newId,
      "burn",
      pt.character,
      [`${pt.name} burns ${amount} initiative (${p.reason})`, ...r.lines].join("; "),
      { amount, reason: p.reason, autoBurns: r.autoBurns, happenings: r.happenings },
      "burned",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});
