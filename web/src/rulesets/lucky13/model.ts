// The Lucky 13 builder's draft and how it becomes a creation method's input; which builder field a
// refusal's path belongs to; and the dry run that checks a build with the ruleset's own code.

import type { Ruleset } from "../../../../src/engine/ruleset.js";
import {
  ABILITIES,
  type AbilityId,
  DICE,
  type Die,
  type L13Options,
} from "../../../../src/rulesets/lucky13/character/index.js";
import { type Issue, issuesOf, previewDice } from "./issues.js";

export type Method = "random" | "balanced" | "specialized";
export type SkillChoice = Die | "" | "none";
export type BackgroundKind = "none" | "catalog" | "random" | "invented";

export interface Draft {
  name: string;
  npc: boolean;
  notes: string;
  /** Member id of the player, or "" for a GM character (GM only). */
  owner: string;
  method: Method;
  assignment: Record<AbilityId, Die | "">;
  skills: Record<string, SkillChoice>;
  specs: { key: string; name: string; skill: string }[];
  bgKind: BackgroundKind;
  bgCatalog: string;
  bgName: string;
  bgDescription: string;
  bgApproved: boolean;
  hasImpairments: boolean;
  impairments: { key: string; kind: "catalog" | "random"; name: string }[];
  weapons: { key: string; name: string; accuracy: Die; damage: Die }[];
  armor: Die | "";
  assets: { key: string; name: string; quality: number }[];
}

/** Skill dice are the player's to choose only under these methods. */
export const chosenSkills = (o: L13Options) =>
  o.skillGeneration === "array" || o.skillGeneration === "pointBuy" || o.skillGeneration === "manual";

/** The creation methods this table allows, in the book's order. */
export function allowedMethods(o: L13Options, known: readonly string[]): Method[] {
  const all: Method[] = ["random", "balanced", "specialized"];
  return all.filter(
    (m) => known.includes(m) && o.allowedAbilityMethods.includes(m === "random" ? "random" : "array"),
  );
}

export function emptyDraft(o: L13Options, methods: Method[]): Draft {
  const none = Object.fromEntries(ABILITIES.map((a) => [a.id, ""])) as Record<AbilityId, "">;
  return {
    name: "",
    npc: false,
    notes: "",
    owner: "",
    method: methods.includes("balanced") ? "balanced" : (methods[0] ?? "random"),
    assignment: none,
    skills: Object.fromEntries(o.skills.map((s) => [s.id, ""])),
    specs: [],
    bgKind: "none",
    bgCatalog: o.backgroundCatalog[0]?.name ?? "",
    bgName: "",
    bgDescription: "",
    bgApproved: false,
    hasImpairments: false,
    impairments: [],
    weapons: [],
    armor: "",
    assets: [],
  };
}

/** The input the creation method takes (the engine's shape: an array method's assignment on top). */
export function toInput(d: Draft, o: L13Options): Record<string, unknown> {
  const input: Record<string, unknown> = { name: d.name.trim() };
  if (d.npc) input.npc = true;
  if (d.method !== "random") input.assignment = { ...d.assignment };
  if (chosenSkills(o))
    input.skills = Object.fromEntries(
      o.skills.map((s) => {
        const v = d.skills[s.id] ?? "";
        return [s.id, v === "none" ? null : v];
      }),
    );
  if (d.specs.length > 0) input.specializations = d.specs.map((s) => ({ name: s.name, skill: s.skill }));
  if (d.bgKind === "catalog") input.background = { kind: "catalog", name: d.bgCatalog };
  else if (d.bgKind === "random") input.background = { kind: "random" };
  else if (d.bgKind === "invented")
    input.background = {
      kind: "invented",
      name: d.bgName,
      ...(d.bgDescription.trim() ? { description: d.bgDescription.trim() } : {}),
      gmApproved: d.bgApproved,
    };
  if (d.hasImpairments)
    input.impairments = {
      has: true,
      picks: d.impairments.map((p) =>
        p.kind === "random" ? { kind: "random" } : { kind: "catalog", name: p.name },
      ),
    };
  if (d.weapons.length > 0)
    input.weapons = d.weapons.map((w) => ({ name: w.name, accuracy: w.accuracy, damage: w.damage }));
  if (d.armor) input.armor = d.armor;
  if (d.assets.length > 0) input.assets = d.assets.map((a) => ({ name: a.name, quality: a.quality }));
  if (d.notes.trim()) input.notes = d.notes.trim();
  return input;
}

/** What is not filled in yet, in plainer words than a schema's (shown once its step is left). */
function firstLook(d: Draft, o: L13Options): Issue[] {
  const out: Issue[] = [];
  const soft = (path: string[], message: string) => out.push({ path, message, soft: true });
  if (!d.name.trim()) soft(["name"], "a name is needed");
  if (d.method !== "random")
    for (const a of ABILITIES)
      if (!d.assignment[a.id])
        soft(["abilities", "assignment", a.id], `choose a die for ${o.labels.abilities[a.id]}`);
  if (chosenSkills(o))
    for (const s of o.skills) if (!d.skills[s.id]) soft(["skills", s.id], `choose a die for ${s.label}`);
  return out;
}

/**
 * The draft with stand-ins where it is not filled in yet (a name, the random method, the dice
 * left in the skill pool), so the ruleset can still judge everything else.
 */
function filledIn(d: Draft, o: L13Options): Draft {
  const assignmentDone = d.method === "random" || ABILITIES.every((a) => d.assignment[a.id]);
  const skills = { ...d.skills };
  if (chosenSkills(o)) {
    const used = o.skills.map((s) => skills[s.id] ?? "");
    const spare = o.skillGeneration === "array" ? diceLeft(o.skillArray ?? [], used).left : ([] as Die[]);
    for (const s of o.skills) if (!skills[s.id]) skills[s.id] = spare.shift() ?? "d4";
  }
  return {
    ...d,
    name: d.name.trim() || "Unnamed",
    method: assignmentDone ? d.method : "random",
    skills,
  };
}

export interface DryRun {
  issues: Issue[];
  /** The character the ruleset would make, with stand-in dice where it rolls; null if refused. */
  preview: unknown;
}

const pathKey = (i: Issue) => i.path.join(".");

/**
 * Runs the ruleset's own creation method on the draft, with stand-in dice (the server rolls the
 * real ones), and collects every refusal with the field it names. While something is not filled
 * in yet, a second run with stand-ins for it finds what the rest of the build gets wrong.
 */
export function dryRun(ruleset: Ruleset, d: Draft, o: L13Options): DryRun {
  const soft = firstLook(d, o);
  const attempt = (draft: Draft): DryRun => {
    const method = ruleset.character.methods[draft.method];
    if (!method)
      return {
        issues: [{ path: ["method"], message: `no creation method '${draft.method}'` }],
        preview: null,
      };
    try {
      return { issues: [], preview: method.create(toInput(draft, o), previewDice(), o) };
    } catch (e) {
      return { issues: issuesOf(e), preview: null };
    }
  };
  const real = attempt(d);
  if (soft.length === 0) return real;
  const incomplete = new Set(soft.map((i) => stepOfSlot(slotOf(i.path))));
  const second = attempt(filledIn(d, o)).issues.filter((i) => !incomplete.has(stepOfSlot(slotOf(i.path))));
  const seen = new Set(soft.map(pathKey));
  const hard: Issue[] = [];
  for (const i of [...real.issues, ...second]) {
    const k = `${pathKey(i)}:${i.message}`;
    if (seen.has(pathKey(i)) || seen.has(k)) continue;
    seen.add(k);
    hard.push(i);
  }
  return { issues: [...soft, ...hard], preview: null };
}

/** The builder field that shows a refusal at this path (paths as the creation input has them). */
export function slotOf(path: string[]): string {
  const [head, a, b] = path;
  switch (head) {
    case "name":
      return "name";
    case "npc":
    case "notes":
    case "owner":
    case "id":
      return "who";
    case "abilities":
    case "assignment": {
      const id = head === "assignment" ? a : b;
      return id && ABILITIES.some((x) => x.id === id) ? `ability.${id}` : "abilities";
    }
    case "method":
      return "abilities";
    case "skills":
      return a ? `skill.${a}` : "skills";
    case "specializations":
      return a !== undefined ? `spec.${a}` : "specs";
    case "background":
      if (a === "gmApproved") return "bg.approved";
      if (a === "name") return "bg.name";
      return "bg";
    case "impairments":
      return a === "picks" && b !== undefined ? `imp.${b}` : "imp";
    case "weapons":
      return a !== undefined ? `weapon.${a}` : "weapons";
    case "armor":
    case "defenses":
      return "armor";
    case "assets":
      return a !== undefined ? `asset.${a}` : "assets";
    default:
      return "review";
  }
}

export type StepId = "who" | "abilities" | "skills" | "story" | "gear" | "review";

export function stepOfSlot(slot: string): StepId {
  const head = slot.split(".")[0]!;
  if (head === "name" || head === "who") return "who";
  if (head === "ability" || head === "abilities") return "abilities";
  if (head === "skill" || head === "skills" || head === "spec" || head === "specs") return "skills";
  if (head === "bg" || head === "imp") return "story";
  if (head === "weapon" || head === "weapons" || head === "armor" || head === "asset" || head === "assets")
    return "gear";
  return "review";
}

/** Dice of `pool` not yet placed, and the ones placed beyond what the pool holds. */
export function diceLeft(pool: readonly Die[], used: readonly (Die | "" | "none")[]) {
  const left = [...pool];
  const extra: Die[] = [];
  for (const d of used) {
    if (!d || d === "none") continue;
    const i = left.indexOf(d);
    if (i >= 0) left.splice(i, 1);
    else extra.push(d);
  }
  const order = (x: Die) => -DICE.indexOf(x);
  return { left: left.sort((a, b) => order(a) - order(b)), extra };
}
