// Health, Energy and status outside an attack (LUC-ZERO-1, 9, LUC-EN-3, LUC-TRAIT-22, LUC-SKILL-4, 6):
// damage from any source, healing (which wakes the unconscious), Energy spent or restored, the GM's
// rulings on status, a failed fear roll, and skill changes only the GM makes.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { action } from "../../../engine/ruleset.js";
import { characterOf, Edits } from "../bridge.js";
import { changeEnergy, hasTrait, heal } from "../character/index.js";
import { MAX_RANK, UNRANKED_SKILL_KINDS } from "../data/skills.js";
import type { LucidityOptions } from "../options/schema.js";
import { adrenalineEvents } from "./check.js";
import { harm } from "./harm.js";
import { reason } from "./roll-parts.js";
import { onCharacter } from "./simple.js";

const target = z.string();
const amount = z.number().int().min(0).max(100_000);

const damageParams = z.strictObject({ target, amount, source: reason.default("the GM") });
export const damageAction = action<
  z.infer<typeof damageParams>,
  LucidityOptions,
  z.input<typeof damageParams>
>({
  summary: "damage from any source (a fall, fire): Health first, then Lucidity at 0 Health",
  params: damageParams,
  examples: [damageParams.parse({ target: "ysolde", amount: 3, source: "a fall" })],
  resolve({ state, options, newId }, p) {
    characterOf(state, p.target, ["target"]);
    const edits = new Edits(state);
    const after = harm(state, edits, p.target, p.amount, p.source, options, newId);
    return { roll: null, events: [...edits.events(), ...after] };
  },
});

const healParams = z.strictObject({ target, amount, source: reason.default("first aid") });
export const healAction = onCharacter({
  summary: "heal (medicine, magic): Health up to the maximum; an unconscious character above 0 wakes",
  params: healParams,
  examples: [healParams.parse({ target: "tomas", amount: 2 })],
  field: "target",
  apply: (c, p, o) => {
    if (c.status === "dead") throw new EngineError("refused", `${c.name} is dead`, ["target"]);
    return heal(c, p.amount, o, p.source);
  },
});

const energyParams = z.strictObject({ target, delta: z.number().int().min(-1000).max(1000), reason });
export const energyAction = onCharacter({
  summary: "spend or restore Energy (the book sets no costs; a setting may)",
  params: energyParams,
  examples: [energyParams.parse({ target: "tomas", delta: -2, reason: "a ward spell" })],
  field: "target",
  apply: (c, p, o) => changeEnergy(c, p.delta, o, p.reason),
});

const statusParams = z.strictObject({ target, status: z.enum(["conscious", "unconscious", "dead"]), reason });
export const setStatusAction = onCharacter({
  summary: "the GM rules a status: a defeated NPC dead or unconscious, someone waking (LUC-ZERO-1, 9)",
  params: statusParams,
  examples: [
    statusParams.parse({ target: "tomas", status: "unconscious", reason: "knocked out by the fall" }),
  ],
  field: "target",
  apply: (c, p) => ({
    character: {
      ...c,
      status: p.status,
      effects: p.status === "dead" ? { ...c.effects, pending: null } : c.effects,
    },
    changes: [`${c.name} is now ${p.status} (${p.reason})`],
  }),
});

const fearParams = z.strictObject({ target, ended: z.boolean().default(false) });
export const fearAction = action<z.infer<typeof fearParams>, LucidityOptions, z.input<typeof fearParams>>({
  summary:
    "a failed roll to resist fear brings Adrenaline Rush (+6 Protection until the fear ends); ended: it ends",
  params: fearParams,
  examples: [],
  resolve({ state, newId }, p) {
    const c = characterOf(state, p.target, ["target"]);
    if (!hasTrait(c, "Adrenaline Rush"))
      throw new EngineError("refused", `${c.name} does not have Adrenaline Rush`, ["target"]);
    if (p.ended) {
      const cond = state.conditions.find(
        (x) => x.target === p.target && x.name === "adrenaline rush" && x.duration === null,
      );
      if (!cond)
        throw new EngineError("conflict", `${c.name} has no fear-driven Adrenaline Rush`, ["target"]);
      return { roll: null, events: [{ type: "condition.removed", id: cond.id, reason: "the fear ends" }] };
    }
    return { roll: null, events: adrenalineEvents(state, p.target, null, newId) };
  },
});

const skillParams = z.strictObject({
  target,
  skill: reason,
  /** 0 removes a ranked skill; for armor/language skills, use `held`. */
  rank: z.number().int().min(0).max(MAX_RANK).optional(),
  kind: z.enum(UNRANKED_SKILL_KINDS).optional(),
  held: z.boolean().optional(),
});
export const setSkillAction = onCharacter({
  summary: "the GM changes a skill: a rank (0–5), or grants / removes an Armor or Language skill",
  params: skillParams,
  examples: [skillParams.parse({ target: "ysolde", skill: "Elvish", kind: "language", held: true })],
  field: "target",
  apply: (c, p) => {
    if (p.kind !== undefined) {
      if (p.held === undefined)
        throw new EngineError("invalid", "held: say whether the skill is granted or removed", ["held"]);
      const rest = c.unrankedSkills.filter((s) => s.name !== p.skill);
      const unrankedSkills = p.held ? [...rest, { name: p.skill, kind: p.kind }] : rest;
      return {
        character: { ...c, unrankedSkills },
        changes: [`${c.name} ${p.held ? "gains" : "loses"} the ${p.kind} skill ${p.skill}`],
      };
    }
    if (p.rank === undefined)
      throw new EngineError("invalid", "rank: a rank from 0 to 5 (or kind + held)", ["rank"]);
    const { [p.skill]: _, ...others } = c.skills;
    const skills = p.rank === 0 ? others : { ...c.skills, [p.skill]: p.rank };
    return {
      character: { ...c, skills },
      changes: [`${c.name}'s ${p.skill}: ${c.skills[p.skill] ?? 0} → ${p.rank} (GM)`],
    };
  },
});
