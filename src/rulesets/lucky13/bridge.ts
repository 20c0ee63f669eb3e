// What the actions share: finding characters in the table state, turning the two Lucky 13 error
// types into the engine's, building a character's pool for a roll, and recording rolls.

import { z } from "zod";
import { EngineError } from "../../engine/errors.js";
import type { TableEvent } from "../../engine/events.js";
import type { DieRecord } from "../../engine/roll.js";
import { ownEntry, type TableState } from "../../engine/state.js";
import {
  canAct,
  canAssist,
  currentPulse,
  dieSize,
  isL13CharacterError,
  type L13Character,
  type L13Options,
  type Outcome,
} from "./character/index.js";
import { aOrAn } from "./dice/errors.js";
import {
  assetSteps,
  assistSteps,
  isL13Error,
  type Pool,
  type PoolRoll,
  type PoolSpec,
  reputationSteps,
  type SlotSpec,
  specializationSteps,
  type TargetedStep,
  withSteps,
} from "./dice/index.js";

/** Runs `f`, turning the ruleset's own errors into EngineErrors that keep their field path. */
export function guard<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (isL13Error(e))
      throw new EngineError(e.code === "too_costly" ? "refused" : "invalid", e.message, e.path);
    // Every problem, not only the first: a form shows each one beside its own field.
    if (isL13CharacterError(e))
      throw new EngineError(
        "invalid",
        e.message,
        e.path,
        e.issues.map((i) => ({ path: i.path, message: i.message, code: e.code })),
      );
    throw e;
  }
}

export function characterOf(state: TableState, id: string, path: (string | number)[]): L13Character {
  const entry = ownEntry(state.characters, id);
  if (!entry) {
    const known = Object.keys(state.characters).join(", ") || "none";
    throw new EngineError("not_found", `no character '${id}' at this table (characters: ${known})`, path);
  }
  return entry.data as L13Character;
}

/** Refuses a roll by someone who cannot act (dying, stabilized but unconscious, dead: L13-DEATH-1, 6). */
export function mustAct(c: L13Character, o: L13Options, path: (string | number)[]): void {
  if (!canAct(c, o)) throw new EngineError("refused", `${c.name} cannot act (unconscious or dead)`, path);
}

/** The event that records a character's new state, or a refusal as an EngineError. */
/**
 * The event that records a character's new state. A refusal becomes an EngineError whose path is
 * the parameter that named the character (`field`), so a form can point at it.
 */
export function changed(id: string, outcome: Outcome, field: string): TableEvent {
  if (outcome.refused) throw new EngineError("refused", outcome.refused, [field]);
  return { type: "character.changed", id, data: outcome.character, changes: outcome.changes };
}

/** What shaped a pool, for the roll record: every step by slot and source, and advantage. */
export function modifierRecord(pool: Pool) {
  return {
    steps: pool.slots.flatMap((s) =>
      s.steps.map((st) => ({
        slot: s.role,
        source: st.source,
        steps: st.steps,
        applied: st.applied,
        ...(st.label !== undefined ? { label: st.label } : {}),
      })),
    ),
    advantage: pool.advantage.map((a) => a.label ?? a.source),
    disadvantage: pool.disadvantage.map((a) => a.label ?? a.source),
    effect: pool.effect,
  };
}

/** A roll's dice as the log shows them. */
export function diceRecords(roll: PoolRoll | null, group?: string): DieRecord[] {
  if (!roll) return [];
  return roll.dice.map((d) => ({
    role: d.role,
    sides: d.size,
    faces: d.faces,
    value: d.kept ? d.value : 0,
    kept: d.kept,
    exploded: d.exploded,
    // L13-EXPL-11: only a die that counts implodes; a dropped advantage/disadvantage throw showing 1
    // opens no dilemma, so the log does not call it imploded.
    imploded: d.kept && d.imploded,
    ...(group !== undefined ? { group } : { group: `throw ${d.attempt + 1}` }),
  }));
}

const label = z.string().trim().min(1).max(100);

/** What can modify one character's pool for one roll: steps, added dice are not in Lucky 13's book. */
export const rollModifiers = {
  /** A specialization of the actor (id or name), applied to the skill slot (L13-SPEC-4..7). */
  specialization: z.string().optional(),
  /** Assets used: the actor's own by name, or one described on the spot (L13-ASSET-1..8). */
  assets: z
    .array(
      z.union([
        z.string(),
        z.strictObject({
          name: label,
          quality: z.union([z.number().int().min(1), z.string()]),
          target: z.enum(["skill", "ability"]).optional(),
        }),
      ]),
    )
    .default([]),
  /** Helpers by character id; each steps the slot by their own die (L13-ASSIST-1..6). */
  assists: z.array(z.string()).default([]),
  /** Which slot the assists step (L13-ASSIST-3); default: the ruleset's assistTaskDefault. */
  assistTask: z.enum(["skill", "ability"]).optional(),
  /** The actor invokes their background: advantage (L13-BKG-2). */
  background: z.boolean().default(false),
  /** An impairment comes into play: disadvantage (L13-IMP-1). */
  impairment: z.boolean().default(false),
  /** Situational steps the GM sets, per slot, with a label for the log (L13-CMB-12). */
  steps: z
    .array(
      z.strictObject({
        slot: z.enum(["ability", "skill", "accuracy", "defense"]),
        steps: z.number().int().min(-20).max(20),
        label,
      }),
    )
    .default([]),
  /** Situational advantage or disadvantage, labelled (L13-CMB-10). */
  advantage: z.array(label).default([]),
  disadvantage: z.array(label).default([]),
};

export type RollModifiers = z.infer<z.ZodObject<typeof rollModifiers>>;

/** The die of an ability as it can be rolled now: Pulse follows HP (L13-HP-4). */
export function abilityDie(
  c: L13Character,
  ability: string,
  o: L13Options,
  path: (string | number)[],
): number | "none" {
  if (!(ability in c.abilities)) {
    throw new EngineError(
      "invalid",
      `'${ability}' is not an ability (will, charm, pulse, intellect, reflex)`,
      path,
    );
  }
  if (ability === o.hpAbility) {
    const die = currentPulse(c, o);
    return die === null ? "none" : dieSize(die);
  }
  return dieSize(c.abilities[ability as keyof L13Character["abilities"]]);
}

export function skillDie(
  c: L13Character,
  skill: string,
  o: L13Options,
  path: (string | number)[],
): number | "none" {
  if (!o.skills.some((s) => s.id === skill)) {
    throw new EngineError(
      "invalid",
      `'${skill}' is not a skill of this ruleset (${o.skills.map((s) => s.id).join(", ")})`,
      path,
    );
  }
  const die = c.skills[skill];
  return die === null || die === undefined ? "none" : dieSize(die);
}

/**
 * A character's pool for one roll: the named ability and skill, an optional third slot, and every
 * modifier turned into steps or advantage. Reputation steps Charm only on Reaction checks.
 */
export function characterPool(
  state: TableState,
  actor: L13Character,
  ability: string,
  skill: string,
  third: SlotSpec | null,
  m: RollModifiers,
  o: L13Options,
  extra: { reaction?: boolean } = {},
): PoolSpec {
  const slots: SlotSpec[] = [
    { role: "ability", base: abilityDie(actor, ability, o, ["ability"]) as SlotSpec["base"], label: ability },
    { role: "skill", base: skillDie(actor, skill, o, ["skill"]) as SlotSpec["base"], label: skill },
  ];
  if (third) slots.push(third);
  const steps: TargetedStep[] = [];
  if (m.specialization !== undefined) {
    const spec = actor.specializations.find((s) => s.id === m.specialization || s.name === m.specialization);
    if (!spec) {
      throw new EngineError("invalid", `${actor.name} has no specialization '${m.specialization}'`, [
        "specialization",
      ]);
    }
    if (spec.skill !== skill) {
      throw new EngineError(
        "invalid",
        `${spec.name} (${spec.id}) is a specialization of ${spec.skill}, so it cannot help ${aOrAn(skill)} roll`,
        ["specialization"],
      );
    }
    steps.push(
      ...guard(() =>
        specializationSteps(skill, [{ id: spec.name, parentSkill: spec.skill, level: spec.level }], o),
      ),
    );
  }
  const levels = o.assetLadder.map((q) => q.level);
  const uses = m.assets.map((a, i) => {
    if (typeof a !== "string") {
      // L13-ASSET-1: an asset described on the spot is rated on the table's ladder, as one on a sheet is.
      if (typeof a.quality === "number" && !levels.includes(a.quality))
        throw new EngineError("invalid", `an asset's quality is one of the levels ${levels.join(", ")}`, [
          "assets",
          i,
          "quality",
        ]);
      return { quality: a.quality, label: a.name, ...(a.target ? { target: a.target } : {}) };
    }
    const own = actor.assets.find((x) => x.name === a);
    if (!own) throw new EngineError("invalid", `${actor.name} has no asset '${a}'`, ["assets", i]);
    return { quality: own.quality, label: own.name, ...(own.target ? { target: own.target } : {}) };
  });
  steps.push(
    ...guard(() => assetSteps(uses, o, Object.fromEntries(o.assetLadder.map((q) => [q.id, q.level])))),
  );
  const task = m.assistTask ?? o.assistTaskDefault;
  const helpers = m.assists.map((id, i) => {
    const helper = characterOf(state, id, ["assists", i]);
    if (helper === actor)
      throw new EngineError("refused", `${actor.name} cannot assist their own roll`, ["assists", i]);
    if (m.assists.indexOf(id) !== i)
      throw new EngineError("invalid", `${helper.name} is listed twice`, ["assists", i]);
    const offer = guard(() => canAssist(helper, { kind: task, id: task === "ability" ? ability : skill }, o));
    if (!offer.allowed)
      throw new EngineError("refused", `${helper.name} cannot assist: ${offer.reason}`, ["assists", i]);
    return { id, die: dieSize(offer.die!), label: helper.name };
  });
  steps.push(...guard(() => assistSteps(helpers, task)));
  // L13-REP-5, 6: reputation steps Charm on Reaction checks, or on every Charm roll if so configured.
  const charmRoll = ability === o.reactionAbility && o.reputationScope === "allCharmRolls";
  if (o.useReputation && (extra.reaction || charmRoll)) {
    steps.push(...guard(() => reputationSteps(actor.reputation, o.reputationRange)));
  }
  for (const s of m.steps) {
    const slot = slots.find((x) => x.role === s.slot);
    if (!slot) throw new EngineError("invalid", `this roll has no ${s.slot} slot`, ["steps"]);
    slot.steps = [...(slot.steps ?? []), { source: "situation", steps: s.steps, label: s.label }];
  }
  const spec = guard(() => withSteps({ slots }, steps));
  if (m.background) {
    if (!o.useBackgrounds || !actor.background) {
      throw new EngineError("refused", `${actor.name} has no background to invoke`, ["background"]);
    }
    spec.advantage = [{ source: "background", label: actor.background.name }];
  }
  if (m.impairment) {
    if (!o.useImpairments || actor.impairments.length === 0) {
      throw new EngineError("refused", `${actor.name} has no impairment`, ["impairment"]);
    }
    spec.disadvantage = [{ source: "impairment", label: actor.impairments[0]!.name }];
  }
  spec.advantage = [
    ...(spec.advantage ?? []),
    ...m.advantage.map((l) => ({ source: "situation" as const, label: l })),
  ];
  spec.disadvantage = [
    ...(spec.disadvantage ?? []),
    ...m.disadvantage.map((l) => ({ source: "situation" as const, label: l })),
  ];
  return spec;
}
