// A task roll (OBJ-ROLL-1..17, OBJ-MOD-1..5): the GM names the sheet entries, the difficulty (or a
// target's rating that sets it) and any circumstance dice; the pool is rolled and its successes
// compared. The specification, every modifier and any change of target number go into the log.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
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
import {
  findItem,
  resolveAttribute,
  resolveEntry,
  toolModifiers,
  toolWarnings,
  traitKind,
} from "../character/index.js";
import { difficultyLabel } from "../data/dice.js";
import { SKILL } from "../data/skills.js";
import { SENSES, traitDef } from "../data/traits.js";
import { ratingOrHalf } from "../dice/half.js";
import { taskOdds } from "../dice/odds.js";
import { buildPool, type Pool } from "../dice/pool.js";
import { rollTask, successesText } from "../dice/roll.js";
import { classify } from "../dice/spec.js";
import type { ObjOptions } from "../options/schema.js";
import { gmNotesTail, gmTraitNotes } from "./gm-notes.js";

export const checkParams = z
  .strictObject({
    actor: z.string(),
    /** The sheet entries that make the pool, by name or id: ["DEX", "Ranged"], ["WIS", "INT"]. */
    roll: z.array(z.string().min(1)).min(1).max(6),
    /** Successes needed (OBJ-ROLL-4). Give this or `against`. */
    difficulty: z.number().int().min(0).max(100_000).optional(),
    /** The difficulty is a target's rating in a skill or trait; half the attribute if they lack it. */
    against: z.strictObject({ target: z.string(), entry: z.string(), attribute: z.string() }).optional(),
    modifiers: modifiersSchema,
    /** The actor's tools used, by name (OBJ-EQUIP-3). */
    tools: z.array(z.string()).max(10).default([]),
    /** Senses the task relies on (Diminished Sense). */
    senses: z.array(z.enum(SENSES)).default([]),
    /** The task involves swimming (Aquatic). */
    swimming: z.boolean().default(false),
    /** A target number other than the table's, with the reason for it (OBJ-MOD-4, 5). */
    targetNumber: z.number().int().min(-1000).max(1000).optional(),
    reason: z.string().trim().min(1).max(300).optional(),
    /** On a successful Explosives roll, what the character identified (OBJ-SKILL-6). */
    identified: z.string().trim().min(1).max(200).optional(),
  })
  .refine((p) => (p.difficulty === undefined) !== (p.against === undefined), {
    message: "give either difficulty or against",
    path: ["difficulty"],
  });

export type CheckParams = z.output<typeof checkParams>;

interface Prepared {
  pool: Pool;
  difficulty: number;
  difficultySource: string;
  targetNumber: number;
  changedTarget: boolean;
  /** Tools outside the usual +1 to +3 (allowed, OBJ-EQUIP-3). */
  warnings: string[];
}

function difficultyOf(state: TableState, p: CheckParams, o: ObjOptions): { value: number; source: string } {
  if (p.against === undefined) return { value: p.difficulty!, source: "GM" };
  const target = characterOf(state, p.against.target, ["against", "target"]);
  const entry = resolveEntry(p.against.entry, o, target.traits, ["against", "entry"]);
  if (entry.kind === "attribute")
    throw new EngineError("invalid", "against.entry names a skill or trait, not an attribute", [
      "against",
      "entry",
    ]);
  const attribute = resolveAttribute(p.against.attribute, o);
  if (!attribute)
    throw new EngineError("invalid", `'${p.against.attribute}' is not an attribute`, [
      "against",
      "attribute",
    ]);
  const rating =
    entry.kind === "skill"
      ? (target.skills[entry.id] ?? 0)
      : (target.traits.find((t) => t.trait === entry.id && t.approved)?.rating ?? 0);
  const value = ratingOrHalf(rating, target.attributes[attribute] ?? 0, o.halfRounding);
  return {
    value,
    source:
      rating > 0 ? `${target.name}'s ${p.against.entry}` : `half ${target.name}'s ${p.against.attribute}`,
  };
}

export function prepareCheck(state: TableState, p: CheckParams, o: ObjOptions): Prepared {
  const actor = characterOf(state, p.actor, ["actor"]);
  mustBePlayable(actor, o, ["actor"]);
  const entries = p.roll.map((name, i) => resolveEntry(name, o, actor.traits, ["roll", i]));
  const spec = classify(entries);
  if (spec.trait !== null) {
    const own = actor.traits.find((t) => t.trait === spec.trait);
    if ((own ? traitKind(own) : traitDef(spec.trait)?.kind) === "negative")
      throw new EngineError("invalid", "a negative trait adds no dice: it cannot be the trait of a roll", [
        "roll",
      ]);
  }
  if (p.identified !== undefined && spec.skill !== SKILL.explosives)
    throw new EngineError("invalid", "identified is only for Explosives rolls", ["identified"]);
  const table = dieFor(o);
  const changedTarget = p.targetNumber !== undefined && p.targetNumber !== table.targetNumber;
  if (changedTarget && p.reason === undefined)
    throw new EngineError(
      "invalid",
      "reason: a target number other than the table's needs a reason for the log",
      ["reason"],
    );
  const view = viewOf(state, p.actor, actor);
  const modifiers = [...asModifiers(p.modifiers), ...toolModifiers(actor, p.tools, spec.skill, ["tools"])];
  const pool = buildPool(
    view,
    {
      attributes: spec.attributes,
      skill: spec.skill,
      trait: spec.trait,
      modifiers,
      senses: p.senses,
      swimming: p.swimming,
    },
    o,
  );
  const d = difficultyOf(state, p, o);
  return {
    pool,
    difficulty: d.value,
    difficultySource: d.source,
    targetNumber: p.targetNumber ?? table.targetNumber,
    changedTarget,
    warnings: p.tools.flatMap((t) => {
      const f = findItem(actor, t);
      return f ? toolWarnings(f.item) : [];
    }),
  };
}

export const checkAction = action<CheckParams, ObjOptions, z.input<typeof checkParams>>({
  summary:
    "a task roll: attribute + skill or trait (or two attributes); 5+ is a success; difficulty = successes needed",
  params: checkParams,
  examples: [
    checkParams.parse({ actor: "rook", roll: ["DEX", "Ranged"], difficulty: 2 }),
    checkParams.parse({
      actor: "rook",
      roll: ["INT", "Mechanics"],
      difficulty: 3,
      tools: ["Mechanic's Toolbox"],
      modifiers: [{ label: "pouring rain", dice: -1 }],
    }),
    checkParams.parse({ actor: "marta", roll: ["STR", "Swimming"], difficulty: 2, swimming: true }),
    checkParams.parse({
      actor: "marta",
      roll: ["DEX", "Ranged"],
      against: { target: "rook", entry: "Dodge", attribute: "DEX" },
    }),
  ],
  odds({ state, options }, p) {
    const x = prepareCheck(state, p, options);
    const o = taskOdds(x.pool, x.difficulty, dieFor(options, x.targetNumber), options);
    return {
      partition: { success: o.success, failure: o.failure, impossible: o.impossible },
      chances: {},
      distributions: { successes: o.successes },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const actor = characterOf(state, p.actor, ["actor"]);
    const x = prepareCheck(state, p, options);
    const die = dieFor(options, x.targetNumber);
    const r = rollTask(x.pool, x.difficulty, die, dice, options);
    const label = difficultyLabel(x.difficulty);
    const verdict =
      r.outcome === "impossible"
        ? `cannot be attempted (${x.pool.impossible})`
        : `${successesText(r.successes)} against ${r.effectiveDifficulty}${r.effectiveDifficulty !== x.difficulty ? ` (difficulty ${x.difficulty}, capped at the pool)` : ""}: ${r.outcome}`;
    const identified = r.success && p.identified !== undefined ? p.identified : null;
    const gmNotes = gmTraitNotes(state, p.actor, "acts");
    const roll = {
      id: newId("roll"),
      action: "check",
      actor: p.actor,
      summary: `${actor.name} rolls ${p.roll.join(" + ")} (${x.pool.size} dice${x.pool.unskilled ? ", unskilled" : ""}${x.changedTarget ? `, target ${x.targetNumber}: ${p.reason}` : ""}): ${verdict}${identified ? `; identified ${identified}` : ""}${gmNotesTail(gmNotes)}`,
      dice: dieRecords(r.faces, die, "pool"),
      outcome: {
        outcome: r.outcome,
        success: r.success,
        successes: r.successes,
        gmNotes,
        difficulty: x.difficulty,
        difficultyLabel: label,
        difficultySource: x.difficultySource,
        effectiveDifficulty: r.effectiveDifficulty,
        entries: p.roll,
        form: x.pool.form,
        pool: x.pool.size,
        base: x.pool.base,
        unskilled: x.pool.unskilled,
        modifiers: x.pool.modifiers,
        impossible: x.pool.impossible,
        sides: die.sides,
        targetNumber: x.targetNumber,
        targetNumberChanged: x.changedTarget,
        reason: p.reason ?? null,
        identified,
        warnings: x.warnings,
      },
      partition: r.outcome,
    };
    return { events: [{ type: "roll", roll }], roll };
  },
});
