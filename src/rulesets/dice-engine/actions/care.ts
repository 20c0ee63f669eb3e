// The `care` action: a medic using one of the Medic, Surgeon or Repair Technician perks on another
// character, outside the death-check moment that firstAid and stabilise cover (health-care.ts).
//
// - During a short rest (DE-PERK-72, 74, 79): Overwatch Medic spends one of the medic's stun dice
//   (1d6 + the medic's Endurance) on an ally's Stun; Field Surgeon gives an ally 1 HP for a use of
//   medical supplies (once per long rest for the ally, who then gets no HP on its next long rest);
//   Advanced Resilience Repair mends 1 Res (2 with Enhanced Repair Kit) for a use of repair supplies,
//   once per long rest for the technician.
// - Optimised Recovery (DE-PERK-69): the medic tends an unconscious ally and halves, rounded up, the
//   1d6 hours it would sleep. At any time, for no initiative: the perk is a way of tending, not an act.
// - Emergency Protocol (DE-PERK-70): in a fight, the moment an ally falls unconscious, the medic
//   spends 1 initiative out of turn to move up to half its speed toward it (the tracker's interrupt).
//
// Decision: "during a short rest" is checked the way the `rest` action checks its own short rest —
// neither the medic nor the patient is in the fight, and nothing strenuous spoils the half hour
// (`activity`). The table keeps no "resting" state: the care action *is* the medic's work during its
// short rest, like the `rest` call of each character, and it does not move the table's clock. The
// engine keeps no sides, so "an ally" is whoever the medic tends, never the medic itself.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import type { PerkEffect } from "../catalogue/effects.js";
import { describePrereqs } from "../catalogue/prereq.js";
import { catalogueFor } from "../catalogue/setting.js";
import { speedOf } from "../character/derive.js";
import type { DeCharacter } from "../character/index.js";
import { stunDieRoll } from "../character/stun.js";
import { heldEffects } from "../character/subject.js";
import type { DefenderView } from "../damage/target.js";
import type { Happening } from "../health/log.js";
import { shortenUnconsciousness } from "../health/recovery.js";
import { healHp, healRes, healStun } from "../health/track.js";
import { isDying } from "../health/vitals.js";
import type { DiceEngineOptions } from "../options.js";
import { restActivitySchema, shortRestValidity } from "../rules-of-play/rest.js";
import { interrupt, orThrow } from "../tracker/index.js";
import {
  after,
  CARE_NOTE_KIND,
  careNote,
  careNoteId,
  happeningsData,
  nowOf,
  persist,
  stateEvent,
  summaryLines,
  viewOf,
} from "./combat-state.js";
import { isIncapacitated, participantOf, stepEvents, trackerOf } from "./tracker-steps.js";

export const CARE_PERKS = [
  "overwatchMedic",
  "fieldSurgeon",
  "advancedResilienceRepair",
  "optimisedRecovery",
  "emergencyProtocol",
] as const;
export type CarePerk = (typeof CARE_PERKS)[number];

/** The perks a care action takes during a short rest. */
const SHORT_REST_PERKS: readonly CarePerk[] = ["overwatchMedic", "fieldSurgeon", "advancedResilienceRepair"];

/**
 * The effect that grants each perk, so a setting perk with the same effect works the same; the
 * book's perk names the refusal.
 */
const GRANTED_BY: Record<CarePerk, (e: PerkEffect) => boolean> = {
  overwatchMedic: (e) => e.kind === "overwatchMedic",
  fieldSurgeon: (e) => e.kind === "fieldSurgery",
  advancedResilienceRepair: (e) => e.kind === "shortRestRepair",
  optimisedRecovery: (e) => e.kind === "allyUnconsciousTime",
  emergencyProtocol: (e) => e.kind === "interrupt" && e.interrupt === "emergencyProtocol",
};

const id = z.string().min(1);

export const careParams = z.strictObject({
  /** The medic (or technician) holding the perk. */
  actor: id,
  /** The character tended: another character (Advanced Resilience Repair may mend the technician itself). */
  target: id,
  perk: z.enum(CARE_PERKS),
  /** DE-FAT-11: what the medic did during the short rest; anything strenuous spoils it. */
  activity: restActivitySchema.optional(),
});
export type CareParams = z.output<typeof careParams>;

interface Care {
  head: string[];
  happenings: Happening[];
  dice: RollRecord["dice"];
  extra: Record<string, unknown>;
  events: TableEvent[];
}

const nameOf = (state: TableState, who: string) => state.characters[who]!.name;

/** The medic's file and the effects its perks hold, refused by `perk` when it lacks the one asked for. */
function medicOf(state: TableState, p: CareParams, o: DiceEngineOptions): DeCharacter {
  const c = characterOf(state, p.actor, ["actor"]);
  characterOf(state, p.target, ["target"]);
  const cat = catalogueFor(o);
  const held = Object.keys(c.perks).some((k) => cat.perks.get(k)?.effects.some(GRANTED_BY[p.perk]));
  if (!held) {
    const def = cat.perks.get(p.perk);
    const price = def ? `${def.cost.ranks[0]} ${def.cost.currency}` : "a perk";
    const needs = def ? describePrereqs(def.prerequisites, cat.names) : "none";
    throw new EngineError(
      "refused",
      `${c.name} does not hold ${def?.name ?? p.perk}: buy it first (${price}; prerequisites: ${needs})`,
      ["perk"],
    );
  }
  return c;
}

function refuseUnless(ok: boolean, message: string, path: string[]): void {
  if (!ok) throw new EngineError("refused", message, path);
}

/** The medic must be able to work: alive and awake. */
function awake(state: TableState, p: CareParams, o: DiceEngineOptions): DefenderView {
  const v = viewOf(state, p.actor, o, ["actor"]);
  const who = nameOf(state, p.actor);
  if (v.vitals.dead || v.vitals.unconscious !== null)
    throw new EngineError("refused", `${who} is ${v.vitals.dead ? "dead" : "unconscious"}`, ["actor"]);
  return v;
}

/** The Decision above: out of the fight, and a short rest nothing strenuous spoiled. */
function checkShortRest(state: TableState, p: CareParams): void {
  for (const [who, field] of [
    [p.actor, "actor"],
    [p.target, "target"],
  ] as const)
    if (state.encounter?.participants.some((x) => x.character === who))
      throw new EngineError(
        "conflict",
        `${nameOf(state, who)} is in a fight: ${p.perk} is used during a short rest, after the fight (or once out of it)`,
        [field],
      );
  const v = shortRestValidity({ minutes: 30, ...(p.activity ? { activity: p.activity } : {}) });
  if (!v.valid) throw new EngineError("refused", `not a short rest: ${v.reasons.join("; ")}`, ["activity"]);
}

/** A patient for the short-rest perks: alive, and not dying (its death checks come first). */
function patientOf(state: TableState, p: CareParams, o: DiceEngineOptions): DefenderView {
  const v = viewOf(state, p.target, o, ["target"]);
  const whom = nameOf(state, p.target);
  refuseUnless(!v.vitals.dead, `${whom} is dead`, ["target"]);
  refuseUnless(!isDying(v.vitals), `${whom} is dying: resolve the death checks or stabilise ${whom} first`, [
    "target",
  ]);
  return v;
}

function notSelf(state: TableState, p: CareParams, what: string): void {
  if (p.actor === p.target)
    throw new EngineError("invalid", `${what} is for an ally: ${nameOf(state, p.actor)} cannot tend itself`, [
      "target",
    ]);
}

// ---- each perk ------------------------------------------------------------------------------------

/** DE-PERK-72: one of the medic's stun dice, rolled with the medic's Endurance, onto the ally's Stun. */
function overwatchMedic(state: TableState, p: CareParams, o: DiceEngineOptions, ctx: Ctx): Care {
  notSelf(state, p, "Overwatch Medic");
  const medic = awake(state, p, o);
  const ally = patientOf(state, p, o);
  const who = nameOf(state, p.actor);
  const whom = nameOf(state, p.target);
  const dice = medic.vitals.stunDice;
  refuseUnless(
    medic.vitals.track.kind === "hpStun" && dice.max - dice.spent > 0,
    `${who} has no stun dice left to spend (${dice.spent} of ${dice.max} spent; a long rest brings them back)`,
    ["actor"],
  );
  const t = ally.vitals.track;
  if (t.kind !== "hpStun") throw new EngineError("refused", `${whom} has Resilience, not Stun`, ["target"]);
  refuseUnless(t.stun < t.maxStun, `${whom} is already at full Stun (${t.stun})`, ["target"]);
  const data = state.characters[p.actor]!.data as DeCharacter;
  // Rolled through stunDieRoll so the face and the clamp at 0 are the medic's own (DE-HEAL-2).
  const before = ctx.rolls.length;
  const rolled = stunDieRoll(data, ctx.recording, `${who}'s stun die for ${whom}`);
  const face = ctx.rolls[before] ?? 0;
  const healed = healStun(ally.vitals, rolled, ctx.now, `${who}'s stun die (Overwatch Medic)`);
  const spent = { ...medic, vitals: { ...medic.vitals, stunDice: { ...dice, spent: dice.spent + 1 } } };
  const e1 = persist(state, p.actor, spent);
  const e2 = persist(after(state, e1), p.target, { ...ally, vitals: healed.vitals }, healed.happenings);
  return {
    head: [
      `${who} spends a stun die on ${whom} (Overwatch Medic): ${face} + Endurance ${data.stats.endurance} = ${rolled}`,
    ],
    happenings: [
      { kind: "dice", at: ctx.now, what: "stun die", faces: [face], total: rolled },
      ...healed.happenings,
    ],
    dice: [
      {
        role: "stun die",
        sides: 6,
        faces: [face],
        value: face,
        kept: true,
        exploded: false,
        imploded: false,
      },
    ],
    extra: { rolled, restored: healed.gained, stunDiceLeft: dice.max - dice.spent - 1 },
    events: [...e1, ...e2],
  };
}

/** DE-PERK-74 (with DE-PERK-75): 1 HP for a use of medical supplies; the ally's next long rest gives none. */
function fieldSurgeon(state: TableState, p: CareParams, o: DiceEngineOptions, ctx: Ctx): Care {
  notSelf(state, p, "Field Surgeon");
  awake(state, p, o);
  const ally = patientOf(state, p, o);
  const who = nameOf(state, p.actor);
  const whom = nameOf(state, p.target);
  const t = ally.vitals.track;
  if (t.kind !== "hpStun")
    throw new EngineError("refused", `${whom} has Resilience: field surgery restores HP`, ["target"]);
  const allyData = state.characters[p.target]!.data as DeCharacter;
  refuseUnless(
    !allyData.rest.noHpNextLongRest,
    `${whom} has had field surgery since its last long rest: once per long rest`,
    ["target"],
  );
  refuseUnless(t.hp < t.maxHp, `${whom} is already at full HP (${t.hp})`, ["target"]);
  const medic = state.characters[p.actor]!.data as DeCharacter;
  const cat = catalogueFor(o);
  const surgery = heldEffects(medic, cat, "fieldSurgery")[0]?.effect ?? { hp: 1, supplies: 1 };
  // Critical Care doubles what medical supplies do for a character at 0 HP, field surgery included.
  const factor =
    t.hp === 0 ? Math.max(1, ...heldEffects(medic, cat, "criticalCare").map((h) => h.effect.factor)) : 1;
  const healed = healHp(ally.vitals, surgery.hp * factor, ctx.now, "field surgery", {
    deathTallyResetOnRecovery: o.deathTallyResetOnRecovery,
  });
  // The flag rides in the same character.changed as the HP, so one event carries the whole surgery.
  const marked: DeCharacter = { ...allyData, rest: { ...allyData.rest, noHpNextLongRest: true } };
  const base: TableState = {
    ...state,
    characters: { ...state.characters, [p.target]: { ...state.characters[p.target]!, data: marked } },
  };
  const events = persist(base, p.target, { ...ally, vitals: healed.vitals }, healed.happenings).map(
    (e): TableEvent => {
      if (e.type !== "character.changed") return e;
      const changed = e as Extract<TableEvent, { type: "character.changed" }>;
      return { ...changed, changes: [...changed.changes, "no HP on the next long rest (Field Surgeon)"] };
    },
  );
  return {
    head: [
      `${who} performs field surgery on ${whom} (${surgery.supplies} use of medical supplies${factor > 1 ? ", doubled by Critical Care" : ""}); ${whom} recovers no HP on its next long rest`,
    ],
    happenings: healed.happenings,
    dice: [],
    extra: {
      restored: healed.gained,
      suppliesUsed: { medical: surgery.supplies, repair: 0 },
      noHpNextLongRest: true,
    },
    events,
  };
}

/** DE-PERK-79 (with DE-PERK-78): 1 Res (2 with the kit) for a use of repair supplies, once per long rest. */
function advancedResilienceRepair(state: TableState, p: CareParams, o: DiceEngineOptions, ctx: Ctx): Care {
  awake(state, p, o);
  const body = patientOf(state, p, o);
  const who = nameOf(state, p.actor);
  const whom = nameOf(state, p.target);
  const t = body.vitals.track;
  if (t.kind !== "resilience")
    throw new EngineError("refused", `${whom} has HP and Stun, not Resilience: there is nothing to repair`, [
      "target",
    ]);
  const used = careNote(state, p.actor).usedSinceLongRest;
  refuseUnless(
    !used.includes(p.perk),
    `${who} has used Advanced Resilience Repair since its last long rest: once per long rest`,
    ["perk"],
  );
  refuseUnless(t.res < t.maxRes, `${whom} is already at full Resilience (${t.res})`, ["target"]);
  const tech = state.characters[p.actor]!.data as DeCharacter;
  const cat = catalogueFor(o);
  const repair = heldEffects(tech, cat, "shortRestRepair")[0]?.effect ?? { res: 1, perLongRest: 1 };
  const perUse = Math.max(1, ...heldEffects(tech, cat, "repairKit").map((h) => h.effect.resPerUse));
  const healed = healRes(body.vitals, repair.res * perUse, ctx.now, "Advanced Resilience Repair", {
    deathTallyResetOnRecovery: o.deathTallyResetOnRecovery,
  });
  const events = persist(state, p.target, { ...body, vitals: healed.vitals }, healed.happenings);
  events.push(stateEvent(careNoteId(p.actor), CARE_NOTE_KIND, { usedSinceLongRest: [...used, p.perk] }));
  return {
    head: [
      `${who} repairs ${p.actor === p.target ? "itself" : whom} during a short rest (Advanced Resilience Repair${perUse > 1 ? ", Enhanced Repair Kit" : ""}; 1 use of repair supplies)`,
    ],
    happenings: healed.happenings,
    dice: [],
    extra: { restored: healed.gained, suppliesUsed: { medical: 0, repair: 1 } },
    events,
  };
}

/** DE-PERK-69: the ally's 1d6-hour sleep halved, rounded up; it wakes now if that time has passed. */
function optimisedRecovery(state: TableState, p: CareParams, o: DiceEngineOptions, ctx: Ctx): Care {
  notSelf(state, p, "Optimised Recovery");
  awake(state, p, o);
  const ally = viewOf(state, p.target, o, ["target"]);
  const whom = nameOf(state, p.target);
  const r = shortenUnconsciousness(ally.vitals, ctx.now);
  if (!r.ok) throw new EngineError(r.error.code, `${whom}: ${r.error.message}`, ["target"]);
  return {
    head: [
      `${nameOf(state, p.actor)} tends ${whom} (Optimised Recovery): ${r.hours.from} h → ${r.hours.to} h unconscious`,
    ],
    happenings: r.happenings,
    dice: [],
    extra: { hours: r.hours },
    events: persist(state, p.target, { ...ally, vitals: r.vitals }, r.happenings),
  };
}

/**
 * DE-PERK-70: the tracker's Emergency Protocol interrupt (1 initiative, off-turn), taken at the
 * moment the ally falls: the ally's unconsciousness must have begun at the current time.
 */
function emergencyProtocol(state: TableState, p: CareParams, o: DiceEngineOptions, ctx: Ctx): Care {
  notSelf(state, p, "Emergency Protocol");
  const pt = participantOf(state, p.actor, ["actor"]);
  const ally = viewOf(state, p.target, o, ["target"]);
  const whom = nameOf(state, p.target);
  const u = ally.vitals.unconscious;
  refuseUnless(
    u !== null && !ally.vitals.dead,
    `${whom} is not unconscious: nothing sets off Emergency Protocol`,
    ["target"],
  );
  refuseUnless(
    u!.since === ctx.now,
    `${whom} fell unconscious at ${u!.since}, not now (${ctx.now}): Emergency Protocol answers the fall as it happens`,
    ["target"],
  );
  const medic = state.characters[pt.character]!.data as DeCharacter;
  const before = trackerOf(state);
  const step = orThrow(
    interrupt(before, pt.id, "emergencyProtocol", {
      incapacitated: isIncapacitated(state, pt.character, o),
      perks: Object.keys(medic.perks),
    }),
  );
  const r = stepEvents(state, before, step, "interrupt:emergencyProtocol", ctx.dice, o);
  const speed = speedOf(medic, o);
  const metres = speed === null ? null : Math.ceil(speed / 2);
  return {
    head: [
      `${pt.name} answers ${whom}'s fall (Emergency Protocol, 1 initiative): moves up to ${metres === null ? "half its speed" : `${metres} m`} toward ${whom}`,
      ...r.lines,
    ],
    happenings: [],
    dice: [],
    extra: { cost: 1, metres, autoBurns: r.autoBurns },
    events: r.events,
  };
}

interface Ctx {
  now: number;
  dice: DiceSource;
  /** The same dice, keeping each face it gives (for the roll log). */
  recording: DiceSource;
  rolls: number[];
}

const RULES: Record<CarePerk, (s: TableState, p: CareParams, o: DiceEngineOptions, ctx: Ctx) => Care> = {
  overwatchMedic,
  fieldSurgeon,
  advancedResilienceRepair,
  optimisedRecovery,
  emergencyProtocol,
};

export const careAction = action<CareParams, DiceEngineOptions, z.input<typeof careParams>>({
  summary:
    "DE-PERK-69, 70, 72, 74, 79: a medic's perk on an ally — during a short rest Overwatch Medic (a stun die on the ally's Stun), Field Surgeon (1 HP for medical supplies, no HP on the ally's next long rest) or Advanced Resilience Repair (1 Res, once per long rest); Optimised Recovery halves an unconscious ally's hours; Emergency Protocol moves to a falling ally for 1 initiative",
  params: careParams,
  examples: [
    careParams.parse({ actor: "doc", target: "mara", perk: "overwatchMedic" }),
    careParams.parse({ actor: "doc", target: "mara", perk: "fieldSurgeon" }),
  ],
  resolve({ state, options, dice, newId }, p) {
    medicOf(state, p, options);
    if (SHORT_REST_PERKS.includes(p.perk)) checkShortRest(state, p);
    else if (p.activity !== undefined)
      throw new EngineError("invalid", `activity belongs to the short-rest perks, not ${p.perk}`, [
        "activity",
      ]);
    const rolls: number[] = [];
    const recording: DiceSource = {
      roll: (faces, label) => {
        const f = dice.roll(faces, label);
        rolls.push(f);
        return f;
      },
    };
    const c = RULES[p.perk](state, p, options, { now: nowOf(state), dice, recording, rolls });
    const whom = nameOf(state, p.target);
    const roll: RollRecord = {
      id: newId("roll"),
      action: "care",
      actor: p.actor,
      summary: [
        ...c.head,
        ...summaryLines(
          c.happenings.filter((h) => h.kind !== "dice"),
          whom,
        ),
      ].join("; "),
      dice: c.dice,
      outcome: { perk: p.perk, target: p.target, ...c.extra, happenings: happeningsData(c.happenings) },
      partition: "given",
    };
    return { roll, events: [{ type: "roll", roll }, ...c.events] };
  },
});
