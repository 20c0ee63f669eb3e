// The rolls negative traits call for (OBJ-TRAIT-21..28): a Phobia's trigger met (WIS + INT) or
// touched (STA + WIS) against the rating — failure leaves the character terrified or out cold, and
// immunity to fear does not skip the roll; a Rage trigger hands the character to the GM until a
// WIS + INT roll against the rating calms them, allowed only when the table's gate is met.

import { z } from "zod";
import { addCondition } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  asModifiers,
  characterOf,
  dieFor,
  dieRecords,
  modifiersSchema,
  mustBePlayable,
  viewOf,
} from "../bridge.js";
import type { ObjCharacter } from "../character/index.js";
import { TRAIT, type TraitRoll, traitDef } from "../data/traits.js";
import { taskOdds } from "../dice/odds.js";
import { buildPool, type Pool } from "../dice/pool.js";
import { rollTask, successesText } from "../dice/roll.js";
import type { ObjOptions } from "../options/schema.js";

export const ENRAGED = "enraged";
export const GM_CONTROLLED = "gm-controlled";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function traitRollPool(
  state: TableState,
  id: string,
  c: ObjCharacter,
  r: TraitRoll,
  mods: Pool["modifiers"],
  o: ObjOptions,
) {
  return buildPool(
    viewOf(state, id, c),
    { attributes: r.attributes, skill: null, trait: null, modifiers: mods },
    o,
  );
}

const phobiaParams = z.strictObject({
  actor: z.string(),
  trigger: z.string().trim().min(1),
  /** Met (seen or heard) or forced into contact. */
  situation: z.enum(["encounter", "contact"]).default("encounter"),
  /** An effect grants immunity to fear: recorded, and ignored (OBJ-TRAIT-24). */
  fearImmune: z.boolean().default(false),
  modifiers: modifiersSchema,
});
type PhobiaParams = z.output<typeof phobiaParams>;

function preparePhobia(state: TableState, p: PhobiaParams, o: ObjOptions) {
  const c = characterOf(state, p.actor, ["actor"]);
  mustBePlayable(c, o, ["actor"]);
  const t = c.traits.find(
    (x) => x.trait === TRAIT.phobia && x.approved && x.trigger !== undefined && same(x.trigger, p.trigger),
  );
  if (!t) throw new EngineError("invalid", `${c.name} has no phobia of '${p.trigger}'`, ["trigger"]);
  const rule = traitDef(TRAIT.phobia)!.rolls![p.situation]!;
  return { c, t, rule, pool: traitRollPool(state, p.actor, c, rule, asModifiers(p.modifiers), o) };
}

export const phobiaAction = action<PhobiaParams, ObjOptions, z.input<typeof phobiaParams>>({
  summary: "a phobia's trigger: WIS + INT (touching it: STA + WIS) against the rating, or flee (or pass out)",
  params: phobiaParams,
  examples: [
    phobiaParams.parse({ actor: "marta", trigger: "spiders" }),
    phobiaParams.parse({ actor: "marta", trigger: "Spiders", situation: "contact", fearImmune: true }),
  ],
  odds({ state, options }, p) {
    const x = preparePhobia(state, p, options);
    const o = taskOdds(x.pool, x.t.rating, dieFor(options), options);
    return {
      partition: { success: o.success, failure: o.failure, impossible: o.impossible },
      chances: {},
      distributions: { successes: o.successes },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = preparePhobia(state, p, options);
    const die = dieFor(options);
    const r = rollTask(x.pool, x.t.rating, die, dice, options, "phobia");
    const failed = !r.success;
    const roll = {
      id: newId("roll"),
      action: "phobia",
      actor: p.actor,
      summary: `${x.c.name} ${p.situation === "contact" ? "is forced to touch" : "meets"} ${p.trigger} (Phobia ${x.t.rating}): ${successesText(r.successes)}, ${failed ? x.rule.onFailure : "holds firm"}${p.fearImmune ? " — fear immunity does not help" : ""}`,
      dice: dieRecords(r.faces, die, "pool"),
      outcome: {
        outcome: r.outcome,
        success: r.success,
        successes: r.successes,
        difficulty: x.t.rating,
        effectiveDifficulty: r.effectiveDifficulty,
        situation: p.situation,
        pool: x.pool.size,
        modifiers: x.pool.modifiers,
        fearImmunityIgnored: p.fearImmune,
        condition: failed ? x.rule.onFailure : null,
      },
      partition: r.outcome,
    };
    const events: TableEvent[] = [{ type: "roll", roll }];
    if (failed)
      events.push(
        ...addCondition(state, {
          id: newId("condition"),
          target: p.actor,
          name: x.rule.onFailure,
          source: `phobia: ${x.t.trigger}`,
        }),
      );
    return { events, roll };
  },
});

const rageParams = z.strictObject({ actor: z.string(), trigger: z.string().trim().min(1) });

export const rageAction = action<z.infer<typeof rageParams>, ObjOptions, z.input<typeof rageParams>>({
  summary: "a rage trigger: the character is enraged and the GM plays them until they calm down",
  params: rageParams,
  examples: [rageParams.parse({ actor: "rook", trigger: "being called a coward" })],
  resolve({ state, options, newId }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustBePlayable(c, options, ["actor"]);
    const t = c.traits.find(
      (x) => x.trait === TRAIT.rage && x.approved && x.triggers?.some((g) => same(g, p.trigger)),
    );
    if (!t)
      throw new EngineError("invalid", `'${p.trigger}' is not one of ${c.name}'s rage triggers`, ["trigger"]);
    if (state.conditions.some((x) => x.target === p.actor && x.name === ENRAGED))
      throw new EngineError("conflict", `${c.name} is already enraged`, ["actor"]);
    const source = `rage: ${p.trigger}`;
    const first = addCondition(state, {
      id: newId("condition"),
      target: p.actor,
      name: ENRAGED,
      rating: t.rating,
      source,
    });
    const second = addCondition(state, {
      id: newId("condition"),
      target: p.actor,
      name: GM_CONTROLLED,
      source,
    });
    return { roll: null, events: [...first, ...second] };
  },
});

const calmParams = z.strictObject({
  actor: z.string(),
  /** Who stepped in (required by the default gate, OBJ-TRAIT-28); another character at the table. */
  intervenedBy: z.string().optional(),
  modifiers: modifiersSchema,
});
type CalmParams = z.output<typeof calmParams>;

function prepareCalm(state: TableState, p: CalmParams, o: ObjOptions) {
  const c = characterOf(state, p.actor, ["actor"]);
  const enraged = state.conditions.find((x) => x.target === p.actor && x.name === ENRAGED);
  if (!enraged) throw new EngineError("conflict", `${c.name} is not enraged`, ["actor"]);
  if (o.rageRecoveryGate === "other-character-intervenes") {
    if (p.intervenedBy === undefined)
      throw new EngineError(
        "refused",
        "intervenedBy: the roll to calm down needs another character to step in",
        ["intervenedBy"],
      );
    if (p.intervenedBy === p.actor)
      throw new EngineError("refused", "intervenedBy: it must be another character", ["intervenedBy"]);
    characterOf(state, p.intervenedBy, ["intervenedBy"]);
  } else if (state.encounter) {
    const e = state.encounter;
    const current = e.participants.find((x) => x.id === e.order[e.current]);
    if (current?.character !== p.actor)
      throw new EngineError("refused", `${c.name} may try to calm down on their own turn`, ["actor"]);
  }
  const rule = traitDef(TRAIT.rage)!.rolls!.recovery!;
  const rating = enraged.rating ?? c.traits.find((x) => x.trait === TRAIT.rage)?.rating ?? 1;
  return { c, rating, pool: traitRollPool(state, p.actor, c, rule, asModifiers(p.modifiers), o) };
}

export const calmAction = action<CalmParams, ObjOptions, z.input<typeof calmParams>>({
  summary: "an enraged character tries to calm down: WIS + INT against the Rage rating",
  params: calmParams,
  examples: [],
  odds({ state, options }, p) {
    const x = prepareCalm(state, p, options);
    const o = taskOdds(x.pool, x.rating, dieFor(options), options);
    return {
      partition: { success: o.success, failure: o.failure, impossible: o.impossible },
      chances: {},
      distributions: { successes: o.successes },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const x = prepareCalm(state, p, options);
    const die = dieFor(options);
    const r = rollTask(x.pool, x.rating, die, dice, options, "rage");
    const helper = p.intervenedBy ? characterOf(state, p.intervenedBy, ["intervenedBy"]).name : null;
    const roll = {
      id: newId("roll"),
      action: "calm",
      actor: p.actor,
      summary: `${x.c.name} fights the rage${helper ? ` as ${helper} steps in` : ""}: ${r.successes} of ${r.effectiveDifficulty}, ${r.success ? "calms down" : "still enraged"}`,
      dice: dieRecords(r.faces, die, "pool"),
      outcome: {
        outcome: r.outcome,
        success: r.success,
        successes: r.successes,
        difficulty: x.rating,
        intervenedBy: p.intervenedBy ?? null,
      },
      partition: r.outcome,
    };
    const events: TableEvent[] = [{ type: "roll", roll }];
    if (r.success)
      for (const cond of state.conditions.filter(
        (y) => y.target === p.actor && (y.name === ENRAGED || y.name === GM_CONTROLLED),
      ))
        events.push({ type: "condition.removed", id: cond.id, reason: "calmed down" });
    return { events, roll };
  },
});
