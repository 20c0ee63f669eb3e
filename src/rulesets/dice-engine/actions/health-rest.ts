// The `rest` action's two halves. A short rest spends stun dice (DE-HEAL-3). A long rest
// (DE-FAT-9..13, DE-HEAL-4..6, DE-RES-2..5) first does what rules-of-play/rest.ts says of the
// character — the clock back to 0, a fatigue level off unless on half rations — then what
// health/longRest.ts says of its health: Stun and stun dice back, the DC 15 Endurance check and
// medical supplies for HP, or the DC 15 Intuition repair checks and repair supplies for Res. A helper
// who tends the character brings its perks (Endurance Booster, Critical Care, Enhanced Repair Kit) and
// its own repair check. Supplies are not an inventory the engine keeps: the roll says how many uses
// went, for the table to cross off. A rest does not move the table clock: a party rests together,
// one call each, and the GM advances the clock once.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import { catalogueFor } from "../catalogue/setting.js";
import type { DeCharacter } from "../character/index.js";
import { heldEffects, martialValue } from "../character/subject.js";
import type { RuleError } from "../defence/verdict.js";
import type { Happening } from "../health/log.js";
import { type LongRestCare, longRestHealth } from "../health/longRest.js";
import type { NoHpRecovery } from "../health/rest.js";
import { shortRest } from "../health/rest.js";
import { isDying } from "../health/vitals.js";
import type { DiceEngineOptions } from "../options.js";
import { meditativeRecovery } from "../perks/martial.js";
import { MAX_FATIGUE } from "../rules-of-play/fatigue-table.js";
import { onHalfRations } from "../rules-of-play/rations.js";
import {
  completeLongRest,
  longRestValidity,
  restActivitySchema,
  shortRestValidity,
} from "../rules-of-play/rest.js";
import {
  after,
  CARE_NOTE_KIND,
  careNote,
  careNoteId,
  nowOf,
  persist,
  stateEvent,
  viewOf,
} from "./combat-state.js";

const id = z.string().min(1);

export const restParams = z.strictObject({
  actor: id,
  /** DE-HEAL-3: a short rest spends stun dice; DE-HEAL-4..6: a long rest refills and heals. */
  kind: z.enum(["short", "long"]),
  /** Short rest: how many stun dice to spend. */
  spend: z.number().int().min(0).max(20).default(1),
  /** DE-PERK-64: the character meditates through the short rest (Meditative Recovery: Stun + MV). */
  meditate: z.boolean().default(false),
  /** DE-FAT-11: what the character did meanwhile; anything strenuous spoils the rest. */
  activity: restActivitySchema.optional(),
  /** DE-FAT-9: hours asleep in a long rest (6 needed). */
  sleepHours: z.number().min(0).max(24).default(6),
  /** DE-FAT-9: hours awake between the sleep (at most 2). */
  awakeHours: z.number().min(0).max(24).default(0),
  /** DE-FAT-8: false when the character could not sleep: a fatigue level, and nothing else. */
  slept: z.boolean().default(true),
  /** DE-HEAL-5: make the DC 15 Endurance check to recover 1 HP. */
  hpCheck: z.boolean().default(true),
  /** DE-HEAL-5: use medical supplies for 1 HP more (one use; 2 HP at 0 HP with Critical Care). */
  medicalSupplies: z.boolean().default(false),
  /** DE-RES-3: whether the character makes its own repair check; left out, it does when it can. */
  selfRepair: z.boolean().optional(),
  /** DE-RES-4: use repair supplies for 1 Res more (2 with Enhanced Repair Kit). */
  repairSupplies: z.boolean().default(false),
  /**
   * DE-PERK-77 Tech Medic: make that supplies repair with medical supplies instead, two uses for the
   * one use of repair supplies (1 Res; 2 at 0 Res with the helper's Critical Care). Whoever works
   * the supplies — the helper, else the character — must hold Tech Medic.
   */
  techMedic: z.boolean().default(false),
  /** Another character tending this one: its perks apply and it makes a repair check too (DE-RES-3). */
  helper: id.optional(),
});
export type RestParams = z.output<typeof restParams>;

export interface RestOut {
  head: string;
  happenings: Happening[];
  partition: string;
  extra: Record<string, unknown>;
  /** The state the health events were computed against, and those events. */
  base: TableState;
  events: TableEvent[];
}

function refused(e: RuleError, path: (string | number)[]): EngineError {
  return new EngineError(e.code, e.message, path);
}

/** DE-FAT-9..11: the rest's own conditions, refused by the parameter that spoils it. */
function checkValidity(p: RestParams): void {
  if (p.meditate && p.kind !== "short")
    throw new EngineError("invalid", "Meditative Recovery is for a short rest", ["meditate"]);
  const v =
    p.kind === "short"
      ? shortRestValidity({ minutes: 30, ...(p.activity ? { activity: p.activity } : {}) })
      : longRestValidity({
          sleepHours: p.sleepHours,
          awakeHours: p.awakeHours,
          ...(p.activity ? { activity: p.activity } : {}),
        });
  if (v.valid) return;
  const first = v.reasons[0]!;
  const path = first.startsWith("slept")
    ? ["sleepHours"]
    : first.includes("awake")
      ? ["awakeHours"]
      : ["activity"];
  throw new EngineError("refused", `not a ${p.kind} rest: ${v.reasons.join("; ")}`, path);
}

function checkShape(state: TableState, p: RestParams): void {
  // Fighting is not resting; the tracker keeps running for everyone in the fight.
  if (state.encounter?.participants.some((x) => x.character === p.actor))
    throw new EngineError(
      "conflict",
      `${state.characters[p.actor]!.name} is in a fight: end it (or leave it) before resting`,
      ["actor"],
    );
  if (p.kind === "short") {
    for (const k of ["medicalSupplies", "repairSupplies", "techMedic"] as const)
      if (p[k]) throw new EngineError("invalid", `${k} are used on a long rest, not a short one`, [k]);
    if (p.helper !== undefined)
      throw new EngineError("invalid", "a helper tends a character on a long rest", ["helper"]);
  }
  if (p.helper !== undefined && p.helper === p.actor)
    throw new EngineError("invalid", "the helper is another character", ["helper"]);
  checkValidity(p);
}

export function resolveShortRest(
  state: TableState,
  p: RestParams,
  o: DiceEngineOptions,
  dice: DiceSource,
): RestOut {
  checkShape(state, p);
  const view = viewOf(state, p.actor, o, ["actor"]);
  const who = state.characters[p.actor]!.name;
  const mv = p.meditate ? meditationValue(state, p.actor, o) : 0;
  const r = shortRest(view, p.spend, { now: nowOf(state), dice, options: o });
  if (!r.ok) throw refused(r.error, r.error.path[0] === "spend" ? ["spend"] : ["actor"]);
  // DE-PERK-64: meditating restores the Martial Value in Stun, up to the maximum, after the dice.
  let vitals = r.vitals;
  let meditated = 0;
  if (p.meditate) {
    const t = vitals.track;
    if (t.kind !== "hpStun")
      throw new EngineError("refused", `${who} has no Stun for Meditative Recovery to restore`, ["meditate"]);
    const stun = meditativeRecovery(t.stun, t.maxStun, mv);
    meditated = stun - t.stun;
    vitals = { ...vitals, track: { ...t, stun } };
  }
  return {
    head: [
      `${who} takes a short rest`,
      ...(p.meditate ? [`meditates: +${meditated} Stun (Meditative Recovery, Martial Value ${mv})`] : []),
    ].join("; "),
    happenings: r.happenings,
    partition: "short",
    extra: { recovered: r.recovered, faces: r.faces, ...(p.meditate ? { meditated } : {}) },
    base: state,
    events: persist(state, p.actor, { ...view, vitals }),
  };
}

/** DE-PERK-64: the Martial Value a meditating character restores; refused without the perk. */
function meditationValue(state: TableState, id: string, o: DiceEngineOptions): number {
  const c = state.characters[id]!.data as DeCharacter;
  const cat = catalogueFor(o);
  if (!heldEffects(c, cat, "meditativeRecovery").length)
    throw new EngineError("refused", `${c.name} does not have the Meditative Recovery perk`, ["meditate"]);
  return martialValue(c, cat);
}

/** DE-HEAL-6: what keeps HP from coming back on this rest, judged before the rest clears the flag. */
function hpBlocked(c: DeCharacter): NoHpRecovery | null {
  if (onHalfRations(c)) return c.rest.daysWithoutRation > 0 ? "starving" : "halfRations";
  return c.rest.noHpNextLongRest ? "fieldSurgeon" : null;
}

const BLOCKED_TEXT: Record<NoHpRecovery, string> = {
  halfRations: "no HP on half rations",
  starving: "no HP while starving",
  fieldSurgeon: "no HP on the first long rest after field surgery",
};

export function resolveLongRest(
  state: TableState,
  p: RestParams,
  o: DiceEngineOptions,
  dice: DiceSource,
): RestOut {
  checkShape(state, p);
  const c = state.characters[p.actor]?.data as DeCharacter | undefined;
  const view0 = viewOf(state, p.actor, o, ["actor"]);
  const who = state.characters[p.actor]!.name;
  if (view0.vitals.dead) throw new EngineError("refused", `${who} is dead`, ["actor"]);
  // Death checks come every 10 initiative: a night's rest would be thousands of them. The GM settles
  // them first (deathCheck, firstAid, stabilise); a stabilised character rests like anyone else.
  if (isDying(view0.vitals))
    throw new EngineError(
      "refused",
      `${who} is dying: resolve the death checks or stabilise ${who} before a long rest`,
      ["actor"],
    );
  const blocked = hpBlocked(c!);

  // DE-FAT-8, 12, 13: the character's clocks and fatigue. The trackers are left as they were, so
  // the health rules below refill Stun themselves and report it (and wake a 0-Stun sleeper) —
  // except that DE-FAT-6's halved maxima (fatigue 4) bring HP and Stun down to fit, and they stay
  // down when the level falls again (the view clamps to the maxima of the moment; the file keeps it).
  const done = completeLongRest(c!, o, { slept: p.slept, dice });
  if (!done.ok) throw new EngineError("refused", done.error.message, ["actor"]);
  const t0 = view0.vitals.track;
  const fit = done.character.current;
  const current =
    t0.kind === "hpStun"
      ? { ...c!.current, hp: Math.min(fit.hp, t0.hp), stun: Math.min(c!.current.stun, fit.stun, t0.stun) }
      : c!.current;
  const data: DeCharacter = { ...done.character, current };
  const events: TableEvent[] = [];
  if (JSON.stringify(data) !== JSON.stringify(c))
    events.push({ type: "character.changed", id: p.actor, data, changes: done.changes });
  const extra: Record<string, unknown> = { slept: p.slept, fatigue: data.fatigue };
  if (!p.slept) {
    // DE-FAT-7: the sixth level of fatigue kills; the combat note says so, as for any death.
    const happenings: Happening[] = [];
    if (data.fatigue >= MAX_FATIGUE) {
      const base = after(state, events);
      const view = viewOf(base, p.actor, o, ["actor"]);
      events.push(...persist(base, p.actor, { ...view, vitals: { ...view.vitals, dead: true } }));
      happenings.push({ kind: "died", at: nowOf(state) });
    }
    return {
      head: `${who} rests without sleep: ${done.changes.join("; ")}`,
      happenings,
      partition: "long",
      extra,
      base: state,
      events,
    };
  }

  // The once-per-long-rest perks this character used since its last long rest are its own again.
  if (careNote(state, p.actor).usedSinceLongRest.length > 0)
    events.push(stateEvent(careNoteId(p.actor), CARE_NOTE_KIND, { usedSinceLongRest: [] }));

  const base = after(state, events);
  const view = viewOf(base, p.actor, o, ["actor"]);
  const helperData = p.helper !== undefined ? (base.characters[p.helper]?.data as DeCharacter) : null;
  const helperView = p.helper !== undefined ? viewOf(base, p.helper, o, ["helper"]) : null;
  if (helperView && (helperView.vitals.dead || helperView.vitals.unconscious !== null))
    throw new EngineError(
      "refused",
      `${base.characters[p.helper!]!.name} cannot tend anyone while ${helperView.vitals.dead ? "dead" : "unconscious"}`,
      ["helper"],
    );
  const cat = catalogueFor(o);
  const helperEffect = <K extends Parameters<typeof heldEffects>[2]>(k: K) =>
    helperData ? heldEffects(helperData, cat, k).map((h) => h.effect) : [];
  // Enhanced Repair Kit belongs to whoever works the supplies: the helper, else the character.
  const kitHolder = helperData ?? data;
  const kit = heldEffects(kitHolder, cat, "repairKit").map((h) => h.effect.resPerUse);

  const t = view.vitals.track;
  const canSelfRepair = t.kind === "resilience" && t.res > 0 && view.vitals.unconscious === null;
  if (p.selfRepair === true && !canSelfRepair)
    throw new EngineError(
      "refused",
      t.kind !== "resilience"
        ? `${who} has HP and Stun, not Resilience: there is nothing to repair`
        : `${who} is at 0 Res or unconscious and cannot repair itself: a helper must`,
      ["selfRepair"],
    );
  if (t.kind !== "resilience" && p.repairSupplies)
    throw new EngineError("invalid", `${who} has HP and Stun: repair supplies do nothing`, [
      "repairSupplies",
    ]);
  const medicalPerRepair = techMedicUses(p, kitHolder, cat, who, t.kind);
  if (t.kind === "resilience" && p.medicalSupplies)
    throw new EngineError("invalid", `${who} has Resilience: medical supplies do nothing`, [
      "medicalSupplies",
    ]);

  // DE-PERK-76: Endurance Booster is once per long rest of the one who gives it; a second ally
  // tended before the helper's own long rest gets the treatment without the +2.
  const booster = helperEffect("enduranceBooster").reduce((s, e) => s + e.bonus, 0);
  const boosterSpent =
    booster > 0 && careNote(base, p.helper!).usedSinceLongRest.includes("enduranceBooster");
  const boosted = booster > 0 && !boosterSpent && p.hpCheck && !blocked && t.kind === "hpStun";
  const care: LongRestCare = {
    blocked,
    hpCheck: p.hpCheck,
    hpCheckBonus: boosted ? booster : 0,
    medicalSupplies: p.medicalSupplies,
    criticalCareFactor: Math.max(1, ...helperEffect("criticalCare").map((e) => e.factor)),
    repairers: [
      ...((p.selfRepair ?? canSelfRepair) && canSelfRepair ? [{ by: "self" as const, view }] : []),
      ...(helperView ? [{ by: "ally" as const, view: helperView }] : []),
    ],
    repairSupplies: p.repairSupplies || medicalPerRepair !== null,
    // DE-PERK-77 Decision: the kit mends more per use of *repair* supplies; medical supplies standing
    // in for them mend 1 (Critical Care doubles it at 0 Res: "medical supplies used on … 0 Res").
    resPerUse:
      medicalPerRepair !== null
        ? t.kind === "resilience" && t.res === 0
          ? care0(helperEffect("criticalCare"))
          : 1
        : Math.max(1, ...kit),
    ...(medicalPerRepair !== null ? { medicalPerRepair } : {}),
  };
  const r = longRestHealth(view, care, { now: nowOf(base), dice, options: o });
  if (!r.ok) throw refused(r.error, r.error.path[0] === "repairers" ? ["selfRepair"] : ["actor"]);
  const notes = [...done.changes.slice(1)];
  if (blocked && t.kind === "hpStun") notes.push(BLOCKED_TEXT[blocked]);
  if (boosterSpent)
    notes.push(`${base.characters[p.helper!]!.name}'s Endurance Booster is spent until their own long rest`);
  const boosterEvents = boosted
    ? [
        stateEvent(careNoteId(p.helper!), CARE_NOTE_KIND, {
          usedSinceLongRest: [...careNote(base, p.helper!).usedSinceLongRest, "enduranceBooster"],
        }),
      ]
    : [];
  return {
    head: [`${who} takes a long rest`, ...notes].join("; "),
    happenings: r.happenings,
    partition: "long",
    extra: {
      ...extra,
      gained: r.gained,
      suppliesUsed: r.suppliesUsed,
      hpBlocked: blocked,
      ...(p.helper !== undefined ? { helper: p.helper } : {}),
      ...(medicalPerRepair !== null ? { techMedic: true } : {}),
      ...(booster > 0 ? { enduranceBooster: boosted ? "given" : "spent" } : {}),
    },
    base,
    events: [...events, ...persist(base, p.actor, r.view), ...boosterEvents],
  };
}

/** DE-PERK-75: Critical Care's factor from the tending character's effects (1 without the perk). */
function care0(effects: readonly { factor: number }[]): number {
  return Math.max(1, ...effects.map((e) => e.factor));
}

/**
 * DE-PERK-77: the uses of medical supplies that stand in for the one use of repair supplies, or null
 * when the rest does not ask for Tech Medic. Refused, by `techMedic`, for a body with nothing to
 * repair, beside `repairSupplies` (it is the same one repair), or when whoever works the supplies
 * does not hold the perk.
 */
function techMedicUses(
  p: RestParams,
  holder: DeCharacter,
  cat: ReturnType<typeof catalogueFor>,
  who: string,
  track: "hpStun" | "resilience",
): number | null {
  if (!p.techMedic) return null;
  if (track !== "resilience")
    throw new EngineError(
      "invalid",
      `${who} has HP and Stun: Tech Medic repairs Resilience; use medicalSupplies for HP`,
      ["techMedic"],
    );
  if (p.repairSupplies)
    throw new EngineError(
      "invalid",
      "techMedic makes the supplies repair with medical supplies in place of repair supplies: leave repairSupplies out",
      ["techMedic"],
    );
  const e = heldEffects(holder, cat, "techMedic")[0];
  if (!e)
    throw new EngineError(
      "refused",
      `${holder.name} does not hold Tech Medic (Mechanic and Medic skills, 50 XP): without it medical supplies cannot repair Resilience`,
      ["techMedic"],
    );
  return e.effect.medicalPerRepair;
}
