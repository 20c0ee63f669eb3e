// A medic at a dying character's side (DE-AID-1..3, DE-PERK-66..68, DE-PERK-73): First Aid, which
// rolls nothing and gives advantage on the patient's next death check (two with Improved First Aid),
// and stabilising by Battlefield Transfusion (an automatic death-check success) or Emergency
// Resuscitation (the medic's DC 15 check when a third failure would kill). In a fight the medic must
// be the active character and pays the initiative on the tracker before anything changes; out of a
// fight the cost is only reported. The rules are health/firstAid.ts and health/intervene.ts.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord, RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { catalogueFor } from "../catalogue/setting.js";
import type { DeCharacter } from "../character/index.js";
import { heldEffects } from "../character/subject.js";
import { checkOdds } from "../check/index.js";
import type { RuleError } from "../defence/verdict.js";
import { giveFirstAid } from "../health/firstAid.js";
import { resuscitate, rollResuscitation, transfuse } from "../health/intervene.js";
import type { Happening } from "../health/log.js";
import { healthCheckRequest } from "../health/roll.js";
import type { DiceEngineOptions } from "../options.js";
import { act, orThrow, type Step, type Tracker } from "../tracker/index.js";
import { after, happeningsData, nowOf, persist, summaryLines, viewOf } from "./combat-state.js";
import { isIncapacitated, participantOf, stepEvents, trackerOf } from "./tracker-steps.js";

const id = z.string().min(1);
/** Metres between medic and patient; left out, they are side by side. */
const distance = z.number().min(0).max(100_000).default(0);

/** The medic's perk effects of a kind, from the table's catalogue (core and setting perks alike). */
function effectsOf<K extends Parameters<typeof heldEffects>[2]>(
  c: DeCharacter,
  o: DiceEngineOptions,
  kind: K,
) {
  return heldEffects(c, catalogueFor(o), kind).map((h) => h.effect);
}

/** A rule's refusal named by the parameter at fault: the helper's distance, the helper, the patient. */
function ruleError(e: RuleError): EngineError {
  const [head, field] = e.path;
  const path = head === "helper" ? (field === "distance" ? ["distance"] : ["actor"]) : ["target"];
  return new EngineError(e.code, e.message, path);
}

/** The medic must be able to act: awake, alive, not the patient. */
function medicOf(state: TableState, p: { actor: string; target: string }, o: DiceEngineOptions) {
  const medic = viewOf(state, p.actor, o, ["actor"]);
  viewOf(state, p.target, o, ["target"]);
  const name = state.characters[p.actor]!.name;
  if (p.actor === p.target)
    throw new EngineError("refused", `${name} cannot tend itself while dying: another must`, ["target"]);
  if (medic.vitals.dead || medic.vitals.unconscious !== null)
    throw new EngineError("refused", `${name} is ${medic.vitals.dead ? "dead" : "unconscious"}`, ["actor"]);
  return medic;
}

/**
 * DE-ACT-2: in a fight the medic must be active and pays the cost — checked before anything happens,
 * as the attack action does. Null out of a fight (or when the medic is not in it).
 */
function charge(
  state: TableState,
  actor: string,
  name: string,
  cost: number,
  o: DiceEngineOptions,
): { before: Tracker; step: Step } | null {
  if (!state.encounter?.participants.some((x) => x.character === actor || x.id === actor)) return null;
  const pt = participantOf(state, actor, ["actor"]);
  const before = trackerOf(state);
  const step = orThrow(
    act(before, pt.id, { kind: "custom", name, cost }, o, {
      incapacitated: isIncapacitated(state, pt.character, o),
    }),
  );
  return { before, step };
}

function record(
  newId: (p: string) => string,
  name: string,
  actor: string,
  summary: string[],
  happenings: readonly Happening[],
  partition: string,
  extra: Record<string, unknown>,
): RollRecord {
  return {
    id: newId("roll"),
    action: name,
    actor,
    summary: summary.join("; "),
    dice: happenings.flatMap((h): DieRecord[] =>
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
        : h.kind === "dice"
          ? h.faces.map((f) => ({
              role: h.what,
              sides: 6,
              faces: [f],
              value: f,
              kept: true,
              exploded: false,
              imploded: false,
            }))
          : [],
    ),
    outcome: { ...extra, happenings: happeningsData(happenings) },
    partition,
  };
}

/** The events of an intervention: the roll, the patient's new state, then the tracker's step. */
function finish(
  state: TableState,
  ctx: { dice: Parameters<typeof stepEvents>[4]; options: DiceEngineOptions },
  roll: RollRecord,
  patientEvents: TableEvent[],
  paid: { before: Tracker; step: Step } | null,
  label: string,
) {
  const events: TableEvent[] = [{ type: "roll", roll }, ...patientEvents];
  if (paid) {
    const r = stepEvents(after(state, events), paid.before, paid.step, label, ctx.dice, ctx.options);
    events.push(...r.events);
    if (r.lines.length > 0) roll.summary = [roll.summary, ...r.lines].join("; ");
  }
  return { roll, events };
}

// ---- First Aid --------------------------------------------------------------------------------

const firstAidParams = z.strictObject({
  /** The medic: an ally with the Medic skill. */
  actor: id,
  /** The patient: unconscious and making death checks. */
  target: id,
  distance,
});

export const firstAidAction = action<
  z.output<typeof firstAidParams>,
  DiceEngineOptions,
  z.input<typeof firstAidParams>
>({
  summary:
    "DE-AID-1..3: a medic within reach gives a dying character advantage on its next death check (two with Improved First Aid); 10 initiative, 5 with Emergency Triage",
  params: firstAidParams,
  examples: [firstAidParams.parse({ actor: "ilse", target: "otto" })],
  resolve({ state, options, dice, newId }, p) {
    const medic = medicOf(state, p, options);
    const patient = viewOf(state, p.target, options, ["target"]);
    const c = state.characters[p.actor]!.data as DeCharacter;
    const aid = effectsOf(c, options, "firstAid");
    const given = giveFirstAid(
      patient.vitals,
      {
        skills: medic.skills,
        distance: p.distance,
        allied: true,
        emergencyTriage: aid.some((e) => e.initiative !== undefined),
        improvedFirstAid: aid.some((e) => (e.advantageChecks ?? 1) > 1),
      },
      { firstAidReach: options.firstAidReach },
    );
    if (!given.ok) throw ruleError(given.error);
    const paid = charge(state, p.actor, "firstAid", given.cost, options);
    const who = state.characters[p.actor]!.name;
    const whom = state.characters[p.target]!.name;
    const checks = given.vitals.firstAidChecks;
    const roll = record(
      newId,
      "firstAid",
      p.actor,
      [
        `${who} gives ${whom} First Aid: advantage on the next ${checks === 1 ? "death check" : `${checks} death checks`} (${given.cost} initiative)`,
      ],
      [],
      "given",
      { cost: given.cost, advantageChecks: checks, charged: paid !== null },
    );
    const patientEvents = persist(state, p.target, { ...patient, vitals: given.vitals });
    return finish(state, { dice, options }, roll, patientEvents, paid, "firstAid");
  },
});

// ---- stabilise --------------------------------------------------------------------------------

const stabiliseParams = z.strictObject({
  /** The medic, holding the perk the method needs. */
  actor: id,
  target: id,
  /**
   * transfusion (Battlefield Transfusion): 10 initiative and a use of medical supplies for one
   * automatic death-check success. resuscitation (Emergency Resuscitation): the DC 15 check on a
   * character that has just failed its third death check.
   */
  method: z.enum(["transfusion", "resuscitation"]),
  distance,
});
type StabiliseParams = z.output<typeof stabiliseParams>;

function method(state: TableState, p: StabiliseParams, o: DiceEngineOptions) {
  const c = state.characters[p.actor]!.data as DeCharacter;
  if (p.method === "transfusion") {
    const e = effectsOf(c, o, "transfusion")[0];
    if (!e) throw new EngineError("refused", `${c.name} does not know Battlefield Transfusion`, ["method"]);
    // The book gives no reach; the Decision: the same as First Aid's, a hands-on treatment.
    if (p.distance > o.firstAidReach)
      throw new EngineError(
        "refused",
        `a transfusion needs the medic within ${o.firstAidReach} m of the patient (${p.distance} m)`,
        ["distance"],
      );
    return { kind: "transfusion" as const, cost: e.initiative, supplies: e.supplies };
  }
  const e = effectsOf(c, o, "resuscitation")[0];
  if (!e) throw new EngineError("refused", `${c.name} does not know Emergency Resuscitation`, ["method"]);
  if (p.distance > e.reach)
    throw new EngineError(
      "refused",
      `Emergency Resuscitation needs the medic within ${e.reach} m of the patient (${p.distance} m)`,
      ["distance"],
    );
  return {
    kind: "resuscitation" as const,
    stat: e.stat,
    dc: e.dc,
    focus: c.focuses[e.focus] ?? 0,
  };
}

export const stabiliseAction = action<StabiliseParams, DiceEngineOptions, z.input<typeof stabiliseParams>>({
  summary:
    "DE-PERK-68, DE-PERK-73: a medic stabilises a dying character by Battlefield Transfusion (an automatic death-check success) or Emergency Resuscitation (DC 15 Intuition + Medicine at a third failure)",
  params: stabiliseParams,
  examples: [stabiliseParams.parse({ actor: "mara", target: "otto", method: "transfusion" })],
  odds({ state, options }, p): Outcomes {
    const medic = medicOf(state, p, options);
    const m = method(state, p, options);
    if (m.kind === "transfusion")
      return { partition: { success: 1, failure: 0 }, chances: {}, distributions: {}, truncated: 0 };
    const { request } = healthCheckRequest(
      medic,
      { purpose: "healing", stat: m.stat, dc: m.dc, modifiers: m.focus !== 0 ? [m.focus] : [] },
      options,
      nowOf(state),
    );
    const odds = checkOdds({ ...request, target: m.dc }, options);
    const success = odds.vsTarget!.success / odds.outcomes;
    return { partition: { success, failure: 1 - success }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const medic = medicOf(state, p, options);
    const patient = viewOf(state, p.target, options, ["target"]);
    const m = method(state, p, options);
    const who = state.characters[p.actor]!.name;
    const whom = state.characters[p.target]!.name;
    const now = nowOf(state);
    if (m.kind === "transfusion") {
      // Refuse before the tracker is charged, so a refusal costs nothing.
      const r = transfuse(patient, { now, dice, options });
      if (!r.ok) throw ruleError(r.error);
      const paid = charge(state, p.actor, "battlefieldTransfusion", m.cost, options);
      const roll = record(
        newId,
        "stabilise",
        p.actor,
        [
          `${who} gives ${whom} a Battlefield Transfusion (${m.cost} initiative, ${m.supplies} use of medical supplies)`,
          ...summaryLines(r.happenings, whom),
        ],
        r.happenings,
        "success",
        { method: p.method, stabilised: r.stabilised, cost: m.cost, medicalSupplies: m.supplies },
      );
      return finish(
        state,
        { dice, options },
        roll,
        persist(state, p.target, r.view, r.happenings),
        paid,
        "transfusion",
      );
    }
    const ctx = { now, dice, options };
    // A failed try rolls nothing more, so trying one first refuses a patient it cannot help before
    // the medic's dice are thrown.
    const allowed = resuscitate(patient, { success: false }, ctx, options);
    if (!allowed.ok) throw ruleError(allowed.error);
    const check = rollResuscitation(medic, m.focus, ctx, { stat: m.stat, dc: m.dc });
    const r = resuscitate(patient, check, ctx, options);
    if (!r.ok) throw ruleError(r.error);
    const happenings: Happening[] = [{ kind: "check", at: now, check }, ...r.happenings];
    const roll = record(
      newId,
      "stabilise",
      p.actor,
      [
        `${who} tries Emergency Resuscitation on ${whom}: ${check.result.total} against DC ${check.dc}`,
        check.success ? `${whom} is stabilised instead of dying` : `${whom} dies`,
        ...summaryLines(r.happenings, whom),
      ],
      happenings,
      check.success ? "success" : "failure",
      { method: p.method, stabilised: check.success, total: check.result.total, dc: check.dc },
    );
    return finish(
      state,
      { dice, options },
      roll,
      persist(state, p.target, r.view, r.happenings),
      null,
      "resuscitation",
    );
  },
});
