// The Objects builder's draft and how it becomes a creation method's input; the budgets of each
// step (the ruleset's own arithmetic); which builder field a refusal's path belongs to; and the dry
// run that checks a build with the ruleset's own creation method.

import type { Ruleset } from "../../../../src/engine/ruleset.js";
import {
  attributeCatalog,
  type Budget,
  budget,
  CREATION_CAP,
  dealOut,
  skillCatalog,
  type TraitEntry,
} from "../../../../src/rulesets/objects/character/index.js";
import {
  type LimbExtent,
  type Sense,
  TRAITS,
  traitDef,
} from "../../../../src/rulesets/objects/data/traits.js";
import type { ObjOptions } from "../../../../src/rulesets/objects/options/schema.js";
import { type Issue, issuesOf, previewDice } from "../lucky13/issues.js";

export type Method = "rolled" | "assigned";

export interface TraitRow {
  key: string;
  /** A catalogue trait id, or "" for one the player invents. */
  trait: string;
  label: string;
  kind: "positive" | "negative";
  rating: number;
  sense: Sense | "";
  trigger: string;
  /** Rage's triggers, one per line. */
  triggers: string;
  extent: LimbExtent | "";
  approved: boolean;
}

export interface Draft {
  name: string;
  npc: boolean;
  notes: string;
  owner: string;
  concept: string;
  conceptApproved: boolean;
  method: Method;
  /** Attribute points already known (assigned). */
  points: number;
  /** Values for the player's attributes (assigned). */
  attributes: Record<string, number>;
  /** The player's attributes in priority order (rolled: the points are dealt out in this order). */
  priority: string[];
  /** Skill ratings (assigned). */
  skills: Record<string, number>;
  /** Skills in priority order (rolled). */
  skillOrder: string[];
  traits: TraitRow[];
  equipment: { key: string; sample: string; approved: boolean }[];
  keepDraft: boolean;
}

export const playerAttributes = (o: ObjOptions) => attributeCatalog(o).filter((a) => a.control === "player");

export function emptyDraft(o: ObjOptions, methods: readonly string[]): Draft {
  const players = playerAttributes(o);
  return {
    name: "",
    npc: false,
    notes: "",
    owner: "",
    concept: "",
    conceptApproved: false,
    method: methods.includes("assigned") ? "assigned" : "rolled",
    points: 21,
    attributes: Object.fromEntries(players.map((a) => [a.id, o.attributeMinAtCreation])),
    priority: players.map((a) => a.id),
    skills: {},
    skillOrder: [],
    traits: [],
    equipment: [],
    keepDraft: false,
  };
}

/** An invented trait's id, made from its name: "Night Vision" → "nightVision". */
export function traitIdFrom(label: string): string {
  const words = label
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .toLowerCase()
    .split(" ")
    .filter(Boolean);
  const id = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
  return /^[a-z]/.test(id) ? id : `x${id}`;
}

export function traitInput(t: TraitRow): Record<string, unknown> {
  const def = t.trait ? traitDef(t.trait) : undefined;
  const out: Record<string, unknown> = {
    trait: t.trait || traitIdFrom(t.label || "trait"),
    rating: t.rating,
    approved: t.approved,
  };
  if (!def) {
    if (t.label.trim()) out.label = t.label.trim();
    out.kind = t.kind;
  }
  const needs = def?.requires ?? "nothing";
  if (needs === "sense" && t.sense) out.sense = t.sense;
  if (needs === "trigger" && t.trigger.trim()) out.trigger = t.trigger.trim();
  if (needs === "triggers-equal-rating")
    out.triggers = t.triggers
      .split(/\n|,/)
      .map((x) => x.trim())
      .filter(Boolean);
  if (needs === "extent" && t.extent) out.extent = t.extent;
  return out;
}

/** Whether anything in the build still waits for the GM (then it starts as a draft). */
export function awaitsGm(d: Draft): string[] {
  return [
    ...d.traits
      .filter((t) => !t.approved)
      .map((t) => (t.trait ? (traitDef(t.trait)?.name ?? t.trait) : t.label || "a trait")),
    ...d.equipment.filter((e) => !e.approved).map((e) => e.sample),
  ];
}

export function toInput(d: Draft, o: ObjOptions): Record<string, unknown> {
  const input: Record<string, unknown> = { name: d.name.trim() };
  if (d.npc) input.npc = true;
  input.concept = { text: d.concept.trim(), approval: d.conceptApproved ? "approved" : "pending" };
  if (d.method === "assigned") {
    input.attributePoints = d.points;
    input.attributes = Object.fromEntries(playerAttributes(o).map((a) => [a.id, d.attributes[a.id] ?? 0]));
    input.skills = Object.fromEntries(Object.entries(d.skills).filter(([, v]) => v > 0));
  } else {
    input.attributes = [...d.priority];
    input.skills = d.skillOrder.length ? [...d.skillOrder] : {};
  }
  if (d.traits.length) input.traits = d.traits.map(traitInput);
  if (d.equipment.length)
    input.equipment = d.equipment.map((e) => ({ sample: e.sample, approved: e.approved }));
  if (d.keepDraft || awaitsGm(d).length > 0) input.draft = true;
  if (d.notes.trim()) input.notes = d.notes.trim();
  return input;
}

/** The traits as the budget arithmetic reads them. */
function traitEntries(d: Draft): TraitEntry[] {
  return d.traits.map((t) => ({
    trait: t.trait || traitIdFrom(t.label || "trait"),
    ...(t.trait ? {} : { kind: t.kind, label: t.label || "trait" }),
    rating: t.rating,
    approved: t.approved,
    acquired: "creation",
    notes: "",
  }));
}

/** The attributes the build has (for rolled: dealt from `points`, as the server will deal them). */
export function attributesFor(d: Draft, o: ObjOptions, points: number): Record<string, number> {
  const presets = Object.fromEntries(
    attributeCatalog(o)
      .filter((a) => a.control === "preset")
      .map((a) => [a.id, a.preset ?? 0]),
  );
  if (d.method === "assigned") return { ...presets, ...d.attributes };
  const players = playerAttributes(o).map((a) => a.id);
  const floor = Object.fromEntries(players.map((p) => [p, o.attributeMinAtCreation]));
  const left = Math.max(0, points - players.length * o.attributeMinAtCreation);
  return { ...presets, ...dealOut(d.priority, floor, left, CREATION_CAP) };
}

/** Skills as the server deals them over the skill points (rolled: a priority list). */
export function skillsFor(
  d: Draft,
  o: ObjOptions,
  attributes: Record<string, number>,
): Record<string, number> {
  if (d.method === "assigned") return d.skills;
  const total = budget({ attributes, skills: {}, traits: traitEntries(d) }, null, o).skillPoints.total;
  return dealOut(d.skillOrder, {}, total, Math.min(CREATION_CAP, o.skillMax));
}

/** The creation budgets as the ruleset counts them (assigned: the points given; rolled: an example). */
export function budgets(d: Draft, o: ObjOptions, examplePoints = 21): Budget {
  const points = d.method === "assigned" ? d.points : examplePoints;
  const attributes = attributesFor(d, o, points);
  return budget({ attributes, skills: skillsFor(d, o, attributes), traits: traitEntries(d) }, points, o);
}

/** What is not filled in yet, named in plain words (shown once its step is left). */
function firstLook(d: Draft): Issue[] {
  const out: Issue[] = [];
  if (!d.name.trim()) out.push({ path: ["name"], message: "a name is needed", soft: true });
  d.traits.forEach((t, i) => {
    if (!t.trait && !t.label.trim())
      out.push({ path: ["traits", String(i), "label"], message: "name the trait", soft: true });
  });
  return out;
}

/** A refusal that only says points are still to be placed: shown as it is once the step is left. */
const unplaced = (i: Issue) => /^only \d+ of \d+ .*points? (placed|spent)/.test(i.message);

export interface DryRun {
  issues: Issue[];
  warnings: string[];
  preview: unknown;
}

/**
 * Runs the ruleset's own creation method on the draft with stand-in dice (the server rolls the
 * real 6d6) and collects every refusal with the field it names.
 */
export function dryRun(ruleset: Ruleset, d: Draft, o: ObjOptions): DryRun {
  const soft = firstLook(d);
  const method = ruleset.character.methods[d.method];
  if (!method)
    return {
      issues: [{ path: ["method"], message: `no creation method '${d.method}'` }],
      warnings: [],
      preview: null,
    };
  const attempt = (draft: Draft): { issues: Issue[]; preview: unknown } => {
    const m = ruleset.character.methods[draft.method] ?? method;
    const input = toInput({ ...draft, name: draft.name.trim() || "Unnamed" }, o);
    if (Array.isArray(input.traits))
      input.traits = (input.traits as Record<string, unknown>[]).map((t, i) =>
        draft.traits[i] && !draft.traits[i]!.trait && !draft.traits[i]!.label.trim()
          ? { ...t, label: "Trait" }
          : t,
      );
    try {
      return { issues: [], preview: m.create(input, previewDice(), o) };
    } catch (e) {
      return { issues: issuesOf(e), preview: null };
    }
  };
  const real = attempt(d);
  const seen = new Set(soft.map((i) => i.path.join(".")));
  const theirs = real.issues.filter((i) => !seen.has(i.path.join(".")));
  // The points are checked before the traits' own rules: while attributes or skills are refused,
  // a second run with them dealt out by the book (the rolled way) finds what is wrong elsewhere.
  const budgetSteps = new Set(theirs.map((i) => stepOfSlot(slotOf(i.path))));
  let more: Issue[] = [];
  if (budgetSteps.has("attributes") || budgetSteps.has("skills")) {
    const again = attempt({
      ...d,
      method: "rolled",
      priority: playerAttributes(o).map((a) => a.id),
      skillOrder: [],
    });
    more = again.issues.filter((i) => {
      const step = stepOfSlot(slotOf(i.path));
      return step !== "attributes" && step !== "skills" && !theirs.some((t) => t.message === i.message);
    });
  }
  const issues = [...soft, ...theirs, ...more].map((i) => (unplaced(i) ? { ...i, soft: true } : i));
  return { issues, warnings: [], preview: issues.length ? null : real.preview };
}

export type StepId = "who" | "attributes" | "skills" | "traits" | "gear" | "review";

/** The builder field that shows a refusal at this path (paths as the creation input has them). */
export function slotOf(path: string[]): string {
  const [head, a] = path;
  switch (head) {
    case "name":
      return "name";
    case "concept":
      return "concept";
    case "npc":
    case "notes":
    case "draft":
    case "owner":
    case "id":
      return "who";
    case "attributePoints":
      return "points";
    case "attributes":
      return a !== undefined && !/^\d+$/.test(a) ? `attr.${a}` : "attributes";
    case "skills":
      return a !== undefined && !/^\d+$/.test(a) ? `skill.${a}` : "skills";
    case "traits":
      return a !== undefined ? `trait.${a}` : "traits";
    case "equipment":
      return a !== undefined ? `item.${a}` : "equipment";
    default:
      return "review";
  }
}

export function stepOfSlot(slot: string): StepId {
  const head = slot.split(".")[0]!;
  if (head === "name" || head === "concept" || head === "who") return "who";
  if (head === "points" || head === "attr" || head === "attributes") return "attributes";
  if (head === "skill" || head === "skills") return "skills";
  if (head === "trait" || head === "traits") return "traits";
  if (head === "item" || head === "equipment") return "gear";
  return "review";
}

export { CREATION_CAP, skillCatalog, TRAITS };
