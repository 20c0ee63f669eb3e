// Helping and the other small options (LUC-OPT-5, 13..15, LUC-ACT-3, LUC-TRAIT-7, 10, 23): Help or
// Interfere gives the next matching roll of another character a Buff or a Break (two with
// Helpful/Harmful); Wingman lends a Buff until the ally fails; Inspirator's inspiring moment; spells
// begun for free and cast for 2 actions once their time has passed; free actions the GM allows.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import { characterOf, Edits, logged, mustAct, payCost } from "../bridge.js";
import { hasTrait } from "../character/index.js";
import type { LucidityOptions } from "../options/schema.js";
import { attrParam, reason } from "./roll-parts.js";
import { onCharacter } from "./simple.js";

export const helpParams = z.strictObject({
  helper: z.string(),
  recipient: z.string(),
  kind: z.enum(["help", "interfere"]),
  /** The helper's relevant skill: a rank of 1+, or a held Armor/Language skill. */
  skill: reason,
  /** The attribute of the roll it is for; omitted: the recipient's next roll of any kind. */
  attribute: attrParam.nullable().default(null),
});

export const helpAction = action<z.infer<typeof helpParams>, LucidityOptions, z.input<typeof helpParams>>({
  summary:
    "Help/Interfere (1 action, needs a relevant skill): 1 Buff or Break on another's next roll (2 with Helpful/Harmful)",
  params: helpParams,
  examples: [
    helpParams.parse({
      helper: "tomas",
      recipient: "ysolde",
      kind: "help",
      skill: "Charm",
      attribute: "CHA",
    }),
  ],
  resolve({ state, options, newId }, p) {
    if (p.helper === p.recipient)
      throw new EngineError("invalid", "Help/Interfere is for another character's roll", ["recipient"]);
    const h = characterOf(state, p.helper, ["helper"]);
    const r = characterOf(state, p.recipient, ["recipient"]);
    mustAct(h, options, ["helper"]);
    const ranked = (h.skills[p.skill] ?? 0) >= 1;
    const held = h.unrankedSkills.some((s) => s.name === p.skill);
    if (!ranked && !held)
      throw new EngineError("refused", `${h.name} has no rank in ${p.skill} and does not hold it`, ["skill"]);
    const events: TableEvent[] = payCost(state, p.helper, { actions: 1 }, options, ["helper"]);
    const n = hasTrait(h, "Helpful/Harmful") ? 2 : 1;
    const count = p.kind === "help" ? n : -n;
    const edits = new Edits(state);
    edits.set(
      p.recipient,
      {
        ...r,
        effects: {
          ...r.effects,
          aids: [...r.effects.aids, { id: newId("aid"), from: p.helper, count, attribute: p.attribute }],
        },
      },
      `${h.name} ${p.kind === "help" ? "helps" : "interferes with"} ${r.name} (${p.skill}): ${n} ${p.kind === "help" ? "Buff" : "Break"}${n > 1 ? "s" : ""} on the next ${p.attribute ?? "any"} roll`,
    );
    return { roll: null, events: [...events, ...edits.events()] };
  },
});

export const wingmanParams = z.strictObject({
  actor: z.string(),
  ally: z.string(),
  attribute: attrParam,
  /** The GM agrees the two know each other well. */
  wellKnown: z.boolean(),
  /** The GM allows it again before a rest (a suitable occasion). */
  gmOccasion: z.boolean().default(false),
});

export const wingmanAction = action<
  z.infer<typeof wingmanParams>,
  LucidityOptions,
  z.input<typeof wingmanParams>
>({
  summary: "Wingman (trait): an ally gets 1 Buff on non-attack rolls of one attribute until they fail a roll",
  params: wingmanParams,
  examples: [wingmanParams.parse({ actor: "ysolde", ally: "tomas", attribute: "CHA", wellKnown: true })],
  resolve({ state, options }, p) {
    if (p.actor === p.ally) throw new EngineError("invalid", "Wingman hypes an ally, not oneself", ["ally"]);
    const c = characterOf(state, p.actor, ["actor"]);
    const a = characterOf(state, p.ally, ["ally"]);
    mustAct(c, options, ["actor"]);
    if (!hasTrait(c, "Wingman"))
      throw new EngineError("refused", `${c.name} does not have Wingman`, ["actor"]);
    if (!p.wellKnown)
      throw new EngineError("refused", "Wingman needs an ally the character knows well (GM)", ["wellKnown"]);
    if (a.effects.wingmanSpent && !p.gmOccasion)
      throw new EngineError("refused", `${a.name} cannot benefit from Wingman again until a rest`, ["ally"]);
    const events: TableEvent[] =
      options.wingmanCost === "free" ? [] : payCost(state, p.actor, { actions: 1 }, options, ["actor"]);
    const edits = new Edits(state);
    edits.set(
      p.ally,
      {
        ...a,
        effects: { ...a.effects, wingman: { from: p.actor, attribute: p.attribute }, wingmanSpent: true },
      },
      `${c.name} hypes ${a.name}'s ${p.attribute}: 1 Buff on non-attack ${p.attribute} rolls until a roll fails`,
    );
    return { roll: null, events: [...events, ...edits.events()] };
  },
});

const inspiringParams = z.strictObject({ actor: z.string(), reason });
export const inspiringMomentAction = onCharacter({
  summary: "the GM declares an inspiring moment: Inspirator can be used again",
  params: inspiringParams,
  examples: [inspiringParams.parse({ actor: "tomas", reason: "the banner is raised again" })],
  field: "actor",
  apply: (c, p) => {
    if (!hasTrait(c, "Inspirator"))
      throw new EngineError("refused", `${c.name} does not have Inspirator`, ["actor"]);
    return {
      character: { ...c, effects: { ...c.effects, inspirationUsed: false } },
      changes: [`an inspiring moment (${p.reason}): ${c.name} may inspire again`],
    };
  },
});

const freeParams = z.strictObject({ actor: z.string(), description: reason, gmApproved: z.boolean() });
export const freeAction = action<z.infer<typeof freeParams>, LucidityOptions, z.input<typeof freeParams>>({
  summary: "a free action the GM allows (drop a weapon, spit): costs nothing, logged",
  params: freeParams,
  examples: [freeParams.parse({ actor: "ysolde", description: "spits at his boots", gmApproved: true })],
  resolve({ state }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    if (!p.gmApproved)
      throw new EngineError("refused", "the GM decides what counts as a free action", ["gmApproved"]);
    return { roll: null, events: [logged(`${c.name} (free action): ${p.description}`, { actor: p.actor })] };
  },
});

const beginParams = z.strictObject({
  actor: z.string(),
  spell: reason,
  castingTime: z.number().int().min(0).max(100),
});
export const beginCastingAction = onCharacter({
  summary: "Begin Casting a Spell (free): the spell is ready after its casting time in rounds",
  params: beginParams,
  examples: [beginParams.parse({ actor: "ysolde", spell: "Blade Blessing", castingTime: 1 })],
  field: "actor",
  apply: (c, p) => {
    if (c.effects.casting)
      throw new EngineError("conflict", `${c.name} is already casting ${c.effects.casting.spell}`, ["actor"]);
    return {
      character: { ...c, effects: { ...c.effects, casting: { spell: p.spell, roundsLeft: p.castingTime } } },
      changes: [`${c.name} begins casting ${p.spell} (${p.castingTime} round(s))`],
    };
  },
});

const castParams = z.strictObject({ actor: z.string() });
export const castSpellAction = onCharacter({
  summary: "Cast a Spell (2 actions): releases the spell once its casting time has passed",
  params: castParams,
  examples: [castParams.parse({ actor: "tomas" })],
  field: "actor",
  before: (state, p, o) => {
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, o, ["actor"]);
    const s = c.effects.casting;
    if (!s) throw new EngineError("refused", `${c.name} is not casting a spell`, ["actor"]);
    if (s.roundsLeft > 0)
      throw new EngineError("refused", `${s.spell} needs ${s.roundsLeft} more round(s)`, ["actor"]);
    return payCost(state, p.actor, { actions: 2 }, o, ["actor"]);
  },
  apply: (c) => ({
    character: { ...c, effects: { ...c.effects, casting: null } },
    changes: [`${c.name} casts ${c.effects.casting!.spell}`],
  }),
});
