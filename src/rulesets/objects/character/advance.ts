// Advancement (OBJ-ADV-1..8, OBJ-TRAIT-5, 20): the GM awards XP (1 a session by default); raising a
// rating from r to r + 1 costs (r + 1)², paid for every step on the way; a new skill costs 4 and a new
// trait 6, both at rating 1. Negative traits cannot be raised; a missing limb may be bought off only
// when the table allows it, at the GM's price. A purchase that cannot be paid in full is refused,
// and every step bought is reported on its own.

import { EngineError } from "../../../engine/errors.js";
import { ROLE } from "../data/attributes.js";
import { traitDef } from "../data/traits.js";
import type { ObjOptions } from "../options/schema.js";
import {
  attributeName,
  resolveAttribute,
  resolveSkill,
  resolveTrait,
  skillName,
  traitKind,
  traitName,
} from "./catalog.js";
import type { Outcome } from "./outcome.js";
import { type ObjCharacter, sheetIssues, type TraitEntry } from "./schema.js";

export const NEW_SKILL_COST = 4;
export const NEW_TRAIT_COST = 6;

/** OBJ-ADV-2: the square of the rating being reached. */
export function stepCost(to: number): number {
  return to * to;
}

/** OBJ-ADV-3: every step between, each at its own price. */
export function raiseCost(from: number, to: number): number {
  let total = 0;
  for (let k = from + 1; k <= to; k++) total += stepCost(k);
  return total;
}

export type Purchase =
  | { kind: "attribute"; id: string; to?: number }
  | { kind: "skill"; id: string; to?: number }
  | { kind: "trait"; id: string; to?: number }
  | { kind: "newTrait"; id: string; detail?: string }
  | { kind: "buyOff"; id: string; cost: number };

export const PURCHASE_SYNTAX = [
  "attribute:<name>[:<to>]   raise an attribute one step (or to <to>, paying each step)",
  "skill:<name>[:<to>]       raise a skill; a skill at 0 is learned first for 4 XP",
  "trait:<name>[:<to>]       raise a positive trait",
  "new-trait:<name>[:<sense or trigger>]  a new trait at rating 1 for 6 XP (awaits GM approval)",
  "buy-off:<trait>:<xp>      remove a missing limb at the GM's price (if the table allows it)",
];

/** A syntax line's form, before the two or more spaces that start its words (a form may hold one). */
const purchaseForm = (line: string) => line.split(/\s{2,}/)[0]!;

export function parsePurchase(text: string): Purchase {
  const [kind, name, arg] = text.split(":").map((p) => p.trim());
  const bad = () =>
    new EngineError(
      "invalid",
      `"${text}" is not a purchase; write one of: ${PURCHASE_SYNTAX.map(purchaseForm).join(", ")}`,
      ["buy"],
    );
  if (!name) throw bad();
  const to = arg === undefined || arg === "" ? undefined : Number(arg);
  if (to !== undefined && (!Number.isInteger(to) || to < 1) && kind !== "new-trait") throw bad();
  switch (kind) {
    case "attribute":
    case "skill":
    case "trait":
      return to === undefined ? { kind, id: name } : { kind, id: name, to };
    case "new-trait":
      return arg ? { kind: "newTrait", id: name, detail: arg } : { kind: "newTrait", id: name };
    case "buy-off":
      if (to === undefined) throw bad();
      return { kind: "buyOff", id: name, cost: to };
    default:
      throw bad();
  }
}

function refuse(message: string): never {
  throw new EngineError("refused", message, ["buy"]);
}

function spend(c: ObjCharacter, cost: number, what: string): ObjCharacter {
  if (cost > c.xp) refuse(`${c.name} has ${c.xp} XP; ${what} costs ${cost}`);
  const xp = c.xp - cost;
  return {
    ...c,
    xp,
    xpLog: [...c.xpLog, { kind: "spend", amount: -cost, reason: what, session: null, balance: xp }],
  };
}

/** OBJ-ADV-1: an award with its reason and session. */
export function awardXp(c: ObjCharacter, amount: number, reason: string, session: string | null): Outcome {
  const xp = c.xp + amount;
  return {
    character: { ...c, xp, xpLog: [...c.xpLog, { kind: "award", amount, reason, session, balance: xp }] },
    changes: [
      `${c.name} gains ${amount} XP (${reason}${session ? `, session ${session}` : ""}): ${c.xp} → ${xp}`,
    ],
  };
}

/** One step of one rating, as its own outcome. */
type Step = Outcome;

function raiseSteps(
  c: ObjCharacter,
  p: Purchase & { kind: "attribute" | "skill" | "trait" },
  o: ObjOptions,
): Step[] {
  let id: string | null;
  let from: number;
  let cap: number | null;
  let label: string;
  if (p.kind === "attribute") {
    id = resolveAttribute(p.id, o);
    if (!id) throw new EngineError("invalid", `'${p.id}' is not an attribute`, ["buy"]);
    from = c.attributes[id] ?? 0;
    cap = o.attributeMax;
    label = attributeName(id, o);
  } else if (p.kind === "skill") {
    id = resolveSkill(p.id, o);
    if (!id) throw new EngineError("invalid", `'${p.id}' is not a skill`, ["buy"]);
    from = c.skills[id] ?? 0;
    cap = o.skillMax;
    label = skillName(id, o);
  } else {
    id = resolveTrait(p.id, c.traits);
    const found = c.traits.filter((t) => t.trait === id);
    if (!id || found.length === 0)
      throw new EngineError("invalid", `${c.name} has no trait '${p.id}'`, ["buy"]);
    if (found.length > 1) throw new EngineError("invalid", `${c.name} has '${p.id}' more than once`, ["buy"]);
    if (traitKind(found[0]!) === "negative")
      refuse(`${traitName(found[0]!)} is a negative trait: XP cannot raise or improve it`);
    from = found[0]!.rating;
    cap = o.traitMax;
    label = traitName(found[0]!);
  }
  const to = p.to ?? from + 1;
  if (to <= from) refuse(`${label} is already ${from}`);
  if (cap !== null && to > cap) refuse(`${label} cannot go above ${cap}`);
  const total = (p.kind === "skill" && from === 0 ? NEW_SKILL_COST - stepCost(1) : 0) + raiseCost(from, to);
  if (total > c.xp) refuse(`${c.name} has ${c.xp} XP; ${label} ${from} → ${to} costs ${total}`);
  const steps: Step[] = [];
  let cur = c;
  for (let r = from + 1; r <= to; r++) {
    const cost = p.kind === "skill" && r === 1 ? NEW_SKILL_COST : stepCost(r);
    const what = p.kind === "skill" && r === 1 ? `learn ${label}` : `${label} ${r - 1} → ${r}`;
    cur = spend(cur, cost, what);
    cur = setRating(cur, p.kind, id, r, o);
    steps.push({ character: cur, changes: [`${c.name}: ${what} for ${cost} XP (${cur.xp} left)`] });
  }
  return steps;
}

function setRating(
  c: ObjCharacter,
  kind: "attribute" | "skill" | "trait",
  id: string,
  r: number,
  o: ObjOptions,
): ObjCharacter {
  if (kind === "skill") return { ...c, skills: { ...c.skills, [id]: r } };
  if (kind === "trait")
    return { ...c, traits: c.traits.map((t) => (t.trait === id ? { ...t, rating: r } : t)) };
  const next = { ...c, attributes: { ...c.attributes, [id]: r } };
  // OBJ-STAT-2: Health follows Stamina; without the option the new capacity starts as bruising.
  if (id === ROLE.toughness && !o.healthDeltaOnStaminaChange) {
    const delta = 2 * (r - (c.attributes[id] ?? 0));
    return { ...next, damage: { ...next.damage, nonLethal: next.damage.nonLethal + Math.max(0, delta) } };
  }
  return next;
}

function newTrait(c: ObjCharacter, p: Purchase & { kind: "newTrait" }): Step[] {
  const id =
    resolveTrait(p.id) ?? refuse(`'${p.id}' is not a catalogue trait (invented traits are added by the GM)`);
  const def = traitDef(id)!;
  if (def.kind === "negative") refuse(`${def.name} is a negative trait: nobody buys a hindrance`);
  const entry: TraitEntry = { trait: id, rating: 1, approved: false, acquired: "advancement", notes: "" };
  if (def.requires === "sense") Object.assign(entry, { sense: p.detail });
  if (def.requires === "trigger") Object.assign(entry, { trigger: p.detail });
  const cur = spend(c, NEW_TRAIT_COST, `new trait ${def.name}`);
  return [
    {
      character: { ...cur, traits: [...cur.traits, entry] },
      changes: [
        `${c.name}: new trait ${def.name} 1 for ${NEW_TRAIT_COST} XP (${cur.xp} left); it awaits the GM's approval`,
      ],
    },
  ];
}

function buyOff(c: ObjCharacter, p: Purchase & { kind: "buyOff" }, o: ObjOptions): Step[] {
  const id = resolveTrait(p.id, c.traits);
  const at = c.traits.findIndex((t) => t.trait === id);
  if (at < 0) throw new EngineError("invalid", `${c.name} has no trait '${p.id}'`, ["buy"]);
  if (!traitDef(id!)?.canBuyOff) refuse(`${traitName(c.traits[at]!)} cannot be bought off`);
  if (o.negativeTraitBuyOff === "disabled")
    refuse("this table does not allow buying off a missing limb (negativeTraitBuyOff)");
  const cur = spend(c, p.cost, `buy off ${traitName(c.traits[at]!)}`);
  return [
    {
      character: { ...cur, traits: cur.traits.filter((_, i) => i !== at) },
      changes: [
        `${c.name} buys off ${traitName(c.traits[at]!)} for ${p.cost} XP (GM's price; ${cur.xp} left)`,
      ],
    },
  ];
}

/** Applies purchases in order, all or nothing; returns each step as its own outcome (OBJ-ADV-4). */
export function purchase(c: ObjCharacter, purchases: readonly Purchase[], o: ObjOptions): Step[] {
  if (c.draft) refuse(`${c.name} is still a draft: finish creation before spending XP`);
  const steps: Step[] = [];
  let cur = c;
  for (const p of purchases) {
    const made =
      p.kind === "newTrait"
        ? newTrait(cur, p)
        : p.kind === "buyOff"
          ? buyOff(cur, p, o)
          : raiseSteps(cur, p, o);
    steps.push(...made);
    cur = made[made.length - 1]!.character;
  }
  const issues = sheetIssues(cur, o);
  if (issues.length > 0)
    throw new EngineError(
      "invalid",
      `after these purchases: ${issues[0]!.path.join(".")}: ${issues[0]!.message}`,
      ["buy"],
      issues,
    );
  return steps;
}
