// Advancement by Adventure Points (L13-ADV-1..11): the GM awards points, the player buys
// specializations, specialization levels and ability steps. There are no levels. A batch of purchases
// is applied in order and is all-or-nothing: one refusal leaves the character exactly as it was.

import { z } from "zod";
import { MAX_SPECIALIZATION_LEVEL } from "./data.js";
import { L13CharacterError, parseWith } from "./errors.js";
import { withHp } from "./health.js";
import { type Die, dieSize, nextDie } from "./ladder.js";
import { type L13Options, skillLabel } from "./options.js";
import { type Outcome, refuse } from "./outcome.js";
import { abilityIdSchema, idFromName, idSchema, nonEmpty } from "./parts.js";
import type { ApLogEntry, L13Character } from "./schema.js";
import { isDead, maxHp } from "./vitals.js";

const apShort = (o: L13Options) => o.labels.terms.adventurePointsShort;

/**
 * Awards points for an adventure (L13-ADV-2, 3, 8). Any whole number ≥ 0 is accepted; a total for the
 * adventure outside `apGuidelineRange` only earns a warning. Unspent points carry over forever.
 */
export function awardAP(
  c: L13Character,
  amount: number,
  reason: string,
  o: L13Options,
  settings: { adventure?: string } = {},
): Outcome {
  if (!Number.isInteger(amount) || amount < 0)
    throw new L13CharacterError("invalid_input", ["amount"], "expected a whole number of at least 0");
  if (reason.trim() === "") throw new L13CharacterError("invalid_input", ["reason"], "must not be empty");
  const balance = c.ap + amount;
  const entry: ApLogEntry = { kind: "award", amount, reason: reason.trim(), balance };
  if (settings.adventure !== undefined) entry.adventure = settings.adventure;
  const earlier =
    settings.adventure === undefined
      ? 0
      : c.apLog
          .filter((e) => e.kind === "award" && e.adventure === settings.adventure)
          .reduce((s, e) => s + e.amount, 0);
  const total = earlier + amount;
  const [min, max] = o.apGuidelineRange;
  const warnings =
    total < min || total > max
      ? [
          `${total} ${apShort(o)} for ${settings.adventure ?? "this adventure"} is outside the usual ${min}–${max}`,
        ]
      : [];
  return {
    character: { ...c, ap: balance, apLog: [...c.apLog, entry] },
    changes: [`${c.name} gains ${amount} ${apShort(o)} (${entry.reason}): ${c.ap} → ${balance}`],
    ...(warnings.length ? { warnings } : {}),
  };
}

const purchaseSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("newSpecialization"),
    name: nonEmpty,
    skill: idSchema,
    id: idSchema.optional(),
  }),
  /** By specialization ID or name, so a specialization bought earlier in the same batch can be raised. */
  z.strictObject({ kind: z.literal("raiseSpecialization"), specialization: nonEmpty }),
  z.strictObject({ kind: z.literal("raiseAbility"), ability: abilityIdSchema, note: z.string().optional() }),
  z.strictObject({ kind: z.literal("raiseSkill"), skill: idSchema, note: z.string().optional() }),
]);
export type Purchase = z.input<typeof purchaseSchema>;

export interface SpendSettings {
  /** Whether the spending happens between adventures (`spendTiming`, L13-ADV-9). */
  betweenAdventures: boolean;
}

/** The cost of raising a skill die, or why it cannot be raised (L13-ADV-10). */
function skillCost(die: Die | null, o: L13Options): number | string {
  const rule = o.skillIncreaseCost;
  if (rule === null)
    return "skill dice cannot be raised with points in this ruleset (skillIncreaseCost is not set)";
  if (die === null) return "an untrained skill cannot be raised";
  if (die === "d12") return "a d12 skill cannot be raised further";
  return "multiplier" in rule ? rule.multiplier * dieSize(die) : rule.costs[die]!;
}

/** A planned purchase; `raisesHp` marks an HP-ability step, reported with its new maximum. */
type Step =
  | { cost: number; what: string; apply: (c: L13Character) => L13Character; raisesHp?: boolean }
  | string;

/** What one purchase costs and does, or a refusal reason. Malformed references throw. */
function plan(c: L13Character, p: z.output<typeof purchaseSchema>, i: number, o: L13Options): Step {
  switch (p.kind) {
    case "newSpecialization": {
      if (!o.skills.some((s) => s.id === p.skill))
        throw new L13CharacterError(
          "invalid_input",
          ["purchases", String(i), "skill"],
          `"${p.skill}" is not a skill of this ruleset`,
        );
      if (c.specializations.some((s) => s.name.toLowerCase() === p.name.trim().toLowerCase()))
        return `${c.name} already has the specialization "${p.name}"`;
      let id = p.id ?? idFromName(p.name);
      for (let n = 2; c.specializations.some((s) => s.id === id); n++) {
        if (p.id !== undefined) return `a specialization with ID "${p.id}" already exists`;
        id = `${idFromName(p.name)}${n}`;
      }
      const spec = { id, name: p.name.trim(), skill: p.skill, level: 1 };
      return {
        cost: o.specializationCost,
        what: `new specialization ${spec.name} (${skillLabel(o, p.skill)}) at level 1`,
        apply: (x) => ({ ...x, specializations: [...x.specializations, spec] }),
      };
    }
    case "raiseSpecialization": {
      const key = p.specialization.trim().toLowerCase();
      const spec = c.specializations.find((s) => s.id.toLowerCase() === key || s.name.toLowerCase() === key);
      if (!spec)
        throw new L13CharacterError(
          "invalid_input",
          ["purchases", String(i), "specialization"],
          `${c.name} has no specialization "${p.specialization}"`,
        );
      if (spec.level >= MAX_SPECIALIZATION_LEVEL)
        return `${spec.name} is already at the highest level, ${MAX_SPECIALIZATION_LEVEL}`;
      return {
        cost: o.specializationCost,
        what: `${spec.name} level ${spec.level} → ${spec.level + 1}`,
        apply: (x) => ({
          ...x,
          specializations: x.specializations.map((s) =>
            s.id === spec.id ? { ...s, level: s.level + 1 } : s,
          ),
        }),
      };
    }
    case "raiseAbility": {
      const die = c.abilities[p.ability];
      const next = nextDie(die);
      const label = o.labels.abilities[p.ability];
      if (next === null) return `${label} is already a d12 and cannot be raised`;
      const raisesHp = p.ability === o.hpAbility;
      const grow = raisesHp && o.pulseIncreaseHealsNewRow ? o.hpPerPulseDie : 0;
      return {
        cost: o.abilityIncreaseMultiplier * dieSize(die),
        what: `${label} ${die} → ${next}`,
        apply: (x) => {
          const raised = { ...x, abilities: { ...x.abilities, [p.ability]: next } };
          return grow ? withHp(raised, x.hp + grow) : raised;
        },
        raisesHp,
      };
    }
    case "raiseSkill": {
      if (!o.skills.some((s) => s.id === p.skill))
        throw new L13CharacterError(
          "invalid_input",
          ["purchases", String(i), "skill"],
          `"${p.skill}" is not a skill of this ruleset`,
        );
      const die = c.skills[p.skill] ?? null;
      const cost = skillCost(die, o);
      if (typeof cost === "string") return cost;
      const next = nextDie(die!)!;
      return {
        cost,
        what: `${skillLabel(o, p.skill)} ${die} → ${next}`,
        apply: (x) => ({ ...x, skills: { ...x.skills, [p.skill]: next } }),
      };
    }
  }
}

/**
 * Buys the purchases in order (L13-ADV-4..7, 9..11). Each buys one step or one level. If any is
 * refused — too few points, a d12, level 5, wrong timing — nothing at all is bought and `refused`
 * says which purchase failed and why (with how many points are missing).
 */
export function purchase(
  c: L13Character,
  purchases: readonly Purchase[],
  o: L13Options,
  settings: SpendSettings,
): Outcome {
  const list = parseWith(z.array(purchaseSchema).min(1), purchases, "invalid_input", ["purchases"]);
  if (o.spendTiming === "betweenAdventures" && !settings.betweenAdventures)
    return refuse(c, `${apShort(o)} can only be spent between adventures in this ruleset`);
  if (isDead(c, o)) return refuse(c, `${c.name} is dead`);
  let next = c;
  const changes: string[] = [];
  for (const [i, p] of list.entries()) {
    const step = plan(next, p, i, o);
    const label = list.length > 1 ? `purchase ${i + 1}: ` : "";
    if (typeof step === "string") return refuse(c, `${label}${step}; nothing was bought`);
    if (step.cost > next.ap) {
      const have =
        list.length > 1 && i > 0 ? `${next.ap} left after the earlier purchases` : `${c.name} has ${next.ap}`;
      return refuse(
        c,
        `${label}${step.what} costs ${step.cost} ${apShort(o)}; ${have} (${step.cost - next.ap} short); nothing was bought`,
      );
    }
    const before = next;
    const balance = next.ap - step.cost;
    const note = "note" in p ? p.note : undefined;
    const entry: ApLogEntry = { kind: "spend", amount: -step.cost, reason: step.what, balance };
    if (note) entry.note = note;
    next = { ...step.apply(next), ap: balance };
    next = { ...next, apLog: [...next.apLog, entry] };
    changes.push(`${c.name} buys ${step.what} for ${step.cost} ${apShort(o)} (${balance} left)`);
    if (step.raisesHp)
      changes.push(
        `maximum ${o.labels.terms.hitPoints} ${maxHp(before, o)} → ${maxHp(next, o)}, current ${before.hp} → ${next.hp}`,
      );
  }
  return { character: next, changes };
}

/** How purchases are written as text (CLI, engine `buy` lists). */
export const PURCHASE_SYNTAX = [
  "specialization:<skill>:<name>  a new specialization at level 1",
  "level:<specialization>         one more level in a specialization",
  "ability:<ability>              one step up of an ability die",
  "skill:<skill>                  one step up of a skill die (only if the ruleset prices it)",
];

/** Reads one purchase written in PURCHASE_SYNTAX, e.g. "specialization:fighting:Broadsword". */
export function parsePurchase(text: string): Purchase {
  const [kind, ...rest] = text.split(":").map((p) => p.trim());
  const arg = rest.join(":");
  const bad = () =>
    new L13CharacterError(
      "invalid_input",
      ["buy"],
      `"${text}" is not a purchase; write one of: ${PURCHASE_SYNTAX.map((s) => s.split(" ")[0]).join(", ")}`,
    );
  switch (kind) {
    case "specialization": {
      const [skill, ...words] = rest;
      const name = words.join(":").trim();
      // A name may hold colons ("Mark:II"), but not be made of them alone ("specialization:combat::").
      if (!skill || name.replace(/:/g, "").trim() === "") throw bad();
      return { kind: "newSpecialization", skill, name };
    }
    case "level":
      if (!arg) throw bad();
      return { kind: "raiseSpecialization", specialization: arg };
    case "ability":
      return { kind: "raiseAbility", ability: arg as never };
    case "skill":
      return { kind: "raiseSkill", skill: arg };
    default:
      throw bad();
  }
}
