// Opposed rolls (LUC-CHECK-3) and the options built on them: Charm/Deceive (LUC-OPT-4), Read a Person
// (LUC-OPT-8) and Read a Situation (LUC-OPT-9, a check against the GM's target). Each side rolls d20 +
// its attribute (+ rank, ± Buff/Break die); the actor wins only by beating the other total. Only the
// acting side may put a Lucidity roll in place of the whole contest.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, Edits, mustAct, payCost } from "../bridge.js";
import { hasTrait } from "../character/index.js";
import type { Attr } from "../data/attributes.js";
import type { LucidityOptions } from "../options/schema.js";
import { opposedOdds, rollOpposed } from "../rules/check.js";
import { lucidityOdds, rollLucidity } from "../rules/lucidity.js";
import {
  afterRoll,
  attrParam,
  modifierRecord,
  prepareRoll,
  type RollSubject,
  reason,
  rollDice,
  rollModifiers,
} from "./roll-parts.js";

const otherSide = z
  .strictObject({
    buffs: z.array(reason).max(20).default([]),
    breaks: z.array(reason).max(20).default([]),
    bonus: z.number().int().min(-30).max(30).default(0),
  })
  .prefault({});

export const opposedParams = z.strictObject({
  actor: z.string(),
  target: z.string(),
  attribute: attrParam,
  targetAttribute: attrParam,
  skill: z.string().trim().min(1).optional(),
  targetSkill: z.string().trim().min(1).optional(),
  /** Actions the contest costs the actor this turn (0 when it is part of something else). */
  cost: z.number().int().min(0).max(2).default(0),
  /** The target's situational Buffs, Breaks and bonus. */
  targetModifiers: otherSide,
  ...rollModifiers,
});
export type OpposedParams = z.infer<typeof opposedParams>;

export interface Contest {
  actorSubject: RollSubject;
  targetSubject: RollSubject;
  actor: ReturnType<typeof prepareRoll>;
  target: ReturnType<typeof prepareRoll>;
}

export function prepareContest(state: TableState, p: OpposedParams, o: LucidityOptions): Contest {
  if (p.actor === p.target)
    throw new EngineError("invalid", "an opposed roll needs two different characters", ["target"]);
  const a = characterOf(state, p.actor, ["actor"]);
  const t = characterOf(state, p.target, ["target"]);
  mustAct(a, o, ["actor"]);
  const actorSubject: RollSubject = {
    id: p.actor,
    character: a,
    attribute: p.attribute,
    skill: p.skill ?? null,
    attack: false,
  };
  const targetSubject: RollSubject = {
    id: p.target,
    character: t,
    attribute: p.targetAttribute,
    skill: p.targetSkill ?? null,
    attack: false,
  };
  const tm = { ...p.targetModifiers, lucidity: false as const, gmModifier: 0, tags: [] };
  return {
    actorSubject,
    targetSubject,
    actor: prepareRoll(state, actorSubject, p, o),
    target: prepareRoll(state, targetSubject, tm, o),
  };
}

export function contestChance(x: Contest, o: LucidityOptions): number {
  if (x.actor.way === "guaranteed") return 1;
  if (x.actor.way === "lucidity")
    return lucidityOdds(x.actor.lucidityTarget!, x.actor.net, o.buffsApplyToLucidity);
  const d = opposedOdds({
    actor: { modifier: x.actor.modifier, net: x.actor.net, inspiration: x.actor.inspiration },
    other: { modifier: x.target.modifier, net: x.target.net },
    ties: o.opposedTies,
    mode: o.opposedMode,
  }).success;
  if (x.actor.way === "lucidity-if-failed")
    return d + (1 - d) * lucidityOdds(x.actor.lucidityTarget!, x.actor.net, o.buffsApplyToLucidity);
  return d;
}

export interface ContestResult {
  success: boolean;
  events: TableEvent[];
  roll: RollRecord;
  margin: number | null;
}

/** Rolls a prepared contest: the actor's dice first, then the target's (rerolls repeat both). */
export function runContest(
  state: TableState,
  x: Contest,
  o: LucidityOptions,
  dice: import("../../../dice/index.js").DiceSource,
  newId: (p: string) => string,
  label: string,
  actionName: string,
): ContestResult {
  const edits = new Edits(state);
  let success = false;
  let margin: number | null = null;
  let dieRecords = [] as RollRecord["dice"];
  let actorTotal: number | null = null;
  let targetTotal: number | null = null;
  let luc = null;
  let inspired = false;
  if (x.actor.way !== "lucidity") {
    const r = rollOpposed(
      {
        actor: { modifier: x.actor.modifier, net: x.actor.net, inspiration: x.actor.inspiration },
        other: { modifier: x.target.modifier, net: x.target.net },
        ties: o.opposedTies,
        mode: o.opposedMode,
      },
      dice,
    );
    success = x.actor.way === "guaranteed" || r.success;
    inspired = r.inspired;
    actorTotal = r.actorTotal;
    targetTotal = r.otherTotal;
    margin = r.actorTotal - r.otherTotal;
    r.actor.forEach((a, i) => {
      dieRecords.push(
        ...rollDice(a.face, a.buff, null, `${x.actorSubject.character.name}${i ? ` (reroll ${i})` : ""}`),
      );
      const b = r.other[i];
      if (b)
        dieRecords.push(
          ...rollDice(b.face, b.buff, null, `${x.targetSubject.character.name}${i ? ` (reroll ${i})` : ""}`),
        );
    });
  }
  if (x.actor.way === "lucidity" || (x.actor.way === "lucidity-if-failed" && !success)) {
    luc = rollLucidity(x.actor.lucidityTarget!, dice, x.actor.net, o.buffsApplyToLucidity);
    success = luc.success;
    dieRecords = [...dieRecords, ...rollDice(null, null, luc, x.actorSubject.character.name)];
  }
  afterRoll(edits, x.actorSubject, x.actor, { success, luciditySuccess: luc?.success === true, inspired }, o);
  if (actorTotal !== null)
    afterRoll(
      edits,
      x.targetSubject,
      x.target,
      { success: !success, luciditySuccess: false, inspired: false },
      o,
    );
  const how = luc ? `Lucidity ${luc.face} against ${luc.target}` : `${actorTotal} against ${targetTotal}`;
  const roll: RollRecord = {
    id: newId("roll"),
    action: actionName,
    actor: x.actorSubject.id,
    summary: `${x.actorSubject.character.name} ${label} ${x.targetSubject.character.name}: ${how}, ${success ? "success" : "failure"}`,
    dice: dieRecords,
    outcome: {
      success,
      actorTotal,
      targetTotal,
      margin,
      by: luc ? "lucidity" : x.actor.way === "guaranteed" ? "guaranteed" : "d20",
      inspired,
      actorModifiers: modifierRecord(x.actor),
      targetModifiers: modifierRecord(x.target),
    },
    partition: success ? "success" : "failure",
  };
  return { success, events: [{ type: "roll", roll }, ...edits.events()], roll, margin };
}

export const opposedAction = action<OpposedParams, LucidityOptions, z.input<typeof opposedParams>>({
  summary:
    "an opposed roll: each side d20 + attribute (+ rank ± Buff/Break); the actor must beat the other total",
  params: opposedParams,
  examples: [
    opposedParams.parse({ actor: "ysolde", target: "tomas", attribute: "STR", targetAttribute: "STR" }),
  ],
  odds({ state, options }, p) {
    const s = contestChance(prepareContest(state, p, options), options);
    return { partition: { success: s, failure: 1 - s }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = prepareContest(state, p, options);
    const cost = payCost(state, p.actor, { actions: p.cost }, options, ["cost"]);
    const r = runContest(
      state,
      x,
      options,
      dice,
      newId,
      `(${p.attribute}) against (${p.targetAttribute})`,
      "opposed",
    );
    return { events: [...cost, ...r.events], roll: r.roll };
  },
});

/** Debator (LUC-TRAIT-21): in a discussion, KNO may stand in for CHA. */
function social(c: { traits: { name: string; custom: boolean }[] }, base: Attr, debate: boolean): Attr {
  return debate && base === "CHA" && hasTrait(c as never, "Debator") ? "KNO" : base;
}

const socialParams = z.strictObject({
  actor: z.string(),
  target: z.string(),
  skill: z.string().trim().min(1).optional(),
  /** A discussion or argument: Debator may use KNO for CHA. */
  debate: z.boolean().default(false),
  targetModifiers: otherSide,
  ...rollModifiers,
});
type SocialParams = z.infer<typeof socialParams>;

function asOpposed(state: TableState, p: SocialParams, mine: Attr, theirs: Attr): OpposedParams {
  const a = characterOf(state, p.actor, ["actor"]);
  const t = characterOf(state, p.target, ["target"]);
  const { debate: _debate, ...rest } = p;
  return {
    ...rest,
    attribute: social(a, mine, p.debate),
    targetAttribute: social(t, theirs, p.debate),
    cost: 0,
  };
}

export const charmAction = action<SocialParams, LucidityOptions, z.input<typeof socialParams>>({
  summary:
    "Charm/Deceive (1 action): CHA against the target's AWA; on success the target plays along or calls it out",
  params: socialParams,
  examples: [socialParams.parse({ actor: "tomas", target: "ysolde", skill: "Charm" })],
  odds({ state, options }, p) {
    const s = contestChance(prepareContest(state, asOpposed(state, p, "CHA", "AWA"), options), options);
    return { partition: { success: s, failure: 1 - s }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = prepareContest(state, asOpposed(state, p, "CHA", "AWA"), options);
    const cost = payCost(state, p.actor, { actions: 1 }, options, ["actor"]);
    const r = runContest(state, x, options, dice, newId, "tries to charm or deceive", "charm");
    const events = [...cost, ...r.events];
    if (r.success) {
      events.push({
        type: "note.opened",
        id: newId("note"),
        kind: "charm-response",
        text: `${x.targetSubject.character.name} must choose: set doubts aside and play along, or call ${x.actorSubject.character.name} out`,
        data: { actor: p.actor, target: p.target, roll: r.roll.id, choices: ["play along", "call out"] },
      });
    }
    return { events, roll: r.roll };
  },
});

export const READ_COST = 2;

/** LUC-OPT-8, 9 with readQuestionCount = by-margin: failure 1, success 2, success by 5 or more 3. */
export function questionsByMargin(success: boolean, margin: number | null): number {
  if (!success) return 1;
  return margin !== null && margin >= 5 ? 3 : 2;
}

export function readNote(
  newId: (p: string) => string,
  kind: "person" | "situation",
  actor: string,
  target: string | null,
  success: boolean,
  margin: number | null,
  rollId: string,
  o: LucidityOptions,
): TableEvent {
  const count = o.readQuestionCount === "by-margin" ? questionsByMargin(success, margin) : null;
  return {
    type: "note.opened",
    id: newId("note"),
    kind: "read-questions",
    text: `Read a ${kind === "person" ? "Person" : "Situation"}: ${count === null ? "the GM allows 1–3 questions" : `${count} question(s)`} from the list, answered truthfully`,
    data: { kind, actor, target, success, margin, count, roll: rollId },
  };
}

export const readPersonAction = action<SocialParams, LucidityOptions, z.input<typeof socialParams>>({
  summary: "Read a Person (2 actions): AWA against the target's CHA, then 1–3 questions answered truthfully",
  params: socialParams,
  examples: [socialParams.parse({ actor: "tomas", target: "ysolde" })],
  odds({ state, options }, p) {
    const s = contestChance(prepareContest(state, asOpposed(state, p, "AWA", "CHA"), options), options);
    return { partition: { success: s, failure: 1 - s }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = prepareContest(state, asOpposed(state, p, "AWA", "CHA"), options);
    const cost = payCost(state, p.actor, { actions: READ_COST }, options, ["actor"]);
    const r = runContest(state, x, options, dice, newId, "reads", "readPerson");
    return {
      events: [
        ...cost,
        ...r.events,
        readNote(newId, "person", p.actor, p.target, r.success, r.margin, r.roll.id, options),
      ],
      roll: r.roll,
    };
  },
});
