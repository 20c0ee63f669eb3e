// Building a pool: the ratings of the entries the GM named (OBJ-ROLL-2, 13..16), half the attribute
// when a needed skill or trait is missing (OBJ-ROLL-9..11), then whole dice added or taken away —
// circumstances, traits, tools, wounds (OBJ-MOD-1) — never below 0 (OBJ-MOD-2). A pool of 0 cannot be
// rolled (OBJ-ROLL-7), and neither can a Mechanics job without the skill (OBJ-SKILL-7).

import { ROLE } from "../data/attributes.js";
import { SKILL } from "../data/skills.js";
import { type LimbExtent, type Sense, type TraitKind, traitDef } from "../data/traits.js";
import type { ObjOptions } from "../options/schema.js";
import { half } from "./half.js";

/** A trait as a roll sees it: only traits the character may use now (approved, or granted for a while). */
export interface ActiveTrait {
  id: string;
  name: string;
  kind: TraitKind;
  rating: number;
  sense?: Sense;
  trigger?: string;
  extent?: LimbExtent;
}

/** What a pool needs to know about the character rolling it. */
export interface RollerView {
  name: string;
  attributes: Readonly<Record<string, number>>;
  skills: Readonly<Record<string, number>>;
  traits: readonly ActiveTrait[];
  /** Current Health, for the optional wound penalties (OBJ-STAT-3). */
  health: number;
}

export interface DiceModifier {
  label: string;
  /** Signed whole dice. */
  dice: number;
  /** Who or what set it: gm, trait, tool, weapon, wound… (OBJ-MOD-3). */
  source: string;
}

export type PoolForm = "attribute" | "skill" | "trait" | "skill-and-trait" | "damage";

export interface PoolRequest {
  attributes: readonly string[];
  skill: string | null;
  trait: string | null;
  /** Dice in the base that are not sheet entries: a weapon's Damage rating (OBJ-DMG-2, 3). */
  extra?: readonly { label: string; dice: number }[];
  /** Circumstances, tools and action effects, already labelled. */
  modifiers?: readonly DiceModifier[];
  /** Senses the task relies on (Diminished Sense, OBJ-TRAIT-9). */
  senses?: readonly Sense[];
  /** The task involves swimming (Aquatic, OBJ-TRAIT-7). */
  swimming?: boolean;
  /** Initiative: a pool of 0 still "rolls" and scores 0 (OBJ-INIT-2). */
  zeroIsRoll?: boolean;
}

export interface Pool {
  form: PoolForm;
  attributes: string[];
  skill: string | null;
  trait: string | null;
  /** Each entry with the rating it had. */
  components: { kind: "attribute" | "skill" | "trait" | "extra"; id: string; rating: number }[];
  /** A needed skill or trait was 0 or missing: half the attribute was used. */
  unskilled: boolean;
  /** The dice before modifiers (after halving, unless halving comes after modifiers). */
  base: number;
  modifiers: DiceModifier[];
  /** Dice actually rolled. */
  size: number;
  /** Why the pool cannot be rolled, or null. */
  impossible: string | null;
}

function formOf(attributes: readonly string[], skill: string | null, trait: string | null, extra: boolean) {
  if (extra) return "damage" as const;
  if (skill !== null && trait !== null) return "skill-and-trait" as const;
  if (skill !== null) return "skill" as const;
  if (trait !== null) return "trait" as const;
  return attributes.length === 2 ? ("attribute" as const) : ("damage" as const);
}

const physical = new Set<string>([ROLE.might, ROLE.agility]);

/** Dice the character's own traits and wounds add or take, in the order the sheet lists them. */
export function automaticModifiers(view: RollerView, req: PoolRequest, o: ObjOptions): DiceModifier[] {
  const out: DiceModifier[] = [];
  const senses = new Set(req.senses ?? []);
  const usesBody = req.attributes.some((a) => physical.has(a));
  const swimming = req.swimming === true || req.skill === SKILL.swimming;
  for (const t of view.traits) {
    const rule = traitDef(t.id)?.pool;
    if (!rule) continue;
    if (rule.effect === "subtract-when-sense" && t.sense && senses.has(t.sense))
      out.push({ label: `${t.name} (${t.sense})`, dice: -t.rating, source: "trait" });
    if (rule.effect === "subtract-when-strength-or-dexterity" && usesBody)
      out.push({ label: t.name, dice: -t.rating, source: "trait" });
    // Named as the roll's own trait, Aquatic is already in the base: it is not added twice.
    if (rule.effect === "add-when-swimming" && swimming && req.trait !== t.id)
      out.push({ label: t.name, dice: t.rating, source: "trait" });
  }
  const wound = woundPenalty(view.health, o);
  if (wound !== 0) out.push({ label: `wounded (Health ${view.health})`, dice: wound, source: "wound" });
  return out;
}

/** OBJ-STAT-3: the most severe row of the GM's table that the current Health has reached. */
export function woundPenalty(health: number, o: ObjOptions): number {
  if (!o.woundPenalties) return 0;
  const rows = o.woundPenalties.filter((r) => health <= r.healthAtOrBelow);
  if (rows.length === 0) return 0;
  return rows.reduce((a, b) => (b.healthAtOrBelow < a.healthAtOrBelow ? b : a)).dice;
}

function allLimbsGone(view: RollerView, attributes: readonly string[]): boolean {
  if (!attributes.some((a) => physical.has(a))) return false;
  return view.traits.some((t) => {
    const rule = traitDef(t.id)?.pool;
    return rule?.effect === "subtract-when-strength-or-dexterity" && t.extent === rule.zeroAt;
  });
}

export function buildPool(view: RollerView, req: PoolRequest, o: ObjOptions): Pool {
  const attributes = [...req.attributes];
  const extra = req.extra ?? [];
  const components: Pool["components"] = attributes.map((id) => ({
    kind: "attribute",
    id,
    rating: view.attributes[id] ?? 0,
  }));
  const skillRating = req.skill === null ? 0 : (view.skills[req.skill] ?? 0);
  const traitRating = req.trait === null ? 0 : (view.traits.find((t) => t.id === req.trait)?.rating ?? 0);
  if (req.skill !== null) components.push({ kind: "skill", id: req.skill, rating: skillRating });
  if (req.trait !== null) components.push({ kind: "trait", id: req.trait, rating: traitRating });
  for (const e of extra) components.push({ kind: "extra", id: e.label, rating: e.dice });

  const modifiers = [...(req.modifiers ?? []), ...automaticModifiers(view, req, o)];
  const net = modifiers.reduce((s, m) => s + m.dice, 0);
  const unskilled = (req.skill !== null && skillRating === 0) || (req.trait !== null && traitRating === 0);
  const attributeSum = components.filter((c) => c.kind === "attribute").reduce((s, c) => s + c.rating, 0);

  let base: number;
  let size: number;
  if (unskilled) {
    // Half of the single attribute; the component the character does have counts only by option.
    const kept = o.unskilledKeepsOtherComponent ? skillRating + traitRating : 0;
    const first = view.attributes[attributes[0]!] ?? 0;
    if (o.halveAfterModifiers) {
      base = first;
      size = Math.max(half(Math.max(0, first + net), o.halfRounding) + kept, o.unskilledMinimumDice);
    } else {
      base = Math.max(half(first, o.halfRounding) + kept, o.unskilledMinimumDice);
      size = base + net;
    }
  } else {
    base = attributeSum + skillRating + traitRating + extra.reduce((s, e) => s + e.dice, 0);
    size = base + net;
  }
  size = Math.max(0, size);

  let impossible: string | null = null;
  if (req.skill === SKILL.mechanics && skillRating === 0 && o.mechanicsRequiresRating)
    impossible = `${view.name} has no Mechanics: machine work needs a rating of at least 1`;
  if (allLimbsGone(view, attributes)) {
    size = 0;
    impossible = `${view.name} has no limbs: pools with STR or DEX cannot be rolled`;
  }
  if (impossible === null && size === 0 && !req.zeroIsRoll && o.zeroPoolPolicy === "impossible")
    // The reason alone: the roll's summary already says that it "cannot be attempted".
    impossible = "no dice in the pool";

  return {
    form: formOf(attributes, req.skill, req.trait, extra.length > 0),
    attributes,
    skill: req.skill,
    trait: req.trait,
    components,
    unskilled,
    base,
    modifiers,
    size,
    impossible,
  };
}
