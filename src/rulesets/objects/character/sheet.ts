// The character sheet: `derive` computes what a table shows (Health and states, armour, the
// difficulty to hit, breath, movement, build budgets, module statistics) and `describe` renders it
// as lines for a terminal.

import { ROLE } from "../data/attributes.js";
import { categories } from "../data/item.js";
import { SKILL } from "../data/skills.js";
import { ratingOrHalf } from "../dice/half.js";
import { successesText } from "../dice/roll.js";
import type { ObjOptions } from "../options/schema.js";
import { breathesWater, breathTurns, moveAllowance } from "./body.js";
import { attributeCatalog, skillCatalog, traitKind, traitName } from "./catalog.js";
import {
  currentHealth,
  type HealthStates,
  healthStates,
  lethalHealth,
  maxHealth,
  type Status,
  status,
} from "./health.js";
import { armorTotal } from "./items.js";
import { signed } from "./outcome.js";
import { type Budget, budget, buildIssues } from "./points.js";
import type { ObjCharacter } from "./schema.js";

export interface ObjDerived {
  name: string;
  npc: boolean;
  draft: boolean;
  concept: ObjCharacter["concept"];
  /** With each domain, for the GM choosing the attribute of a task (OBJ-ATTR-4). */
  attributes: { id: string; name: string; short: string; domain: string; value: number }[];
  skills: { id: string; name: string; rating: number }[];
  traits: {
    id: string;
    name: string;
    kind: "positive" | "negative";
    rating: number;
    approved: boolean;
    detail: string;
  }[];
  maxHealth: number;
  health: number;
  lethalHealth: number;
  damage: { lethal: number; nonLethal: number };
  status: Status;
  states: HealthStates;
  armor: number;
  /** Successes an attacker needs to hit: Dodge, or half DEX without it (OBJ-ACT-5). */
  dodgeDifficulty: number;
  breathTurns: number;
  breathesWater: boolean;
  move: { distance: number; unit: "feet" | "metres" };
  xp: number;
  /** Creation budgets (OBJ-CHAR-14), recomputed from the sheet; null for a sheet with no creation record. */
  build: (Budget & { warnings: string[] }) | null;
  /** Module statistics (OBJ-STAT-1). */
  statistics: Record<string, number>;
  equipment: { name: string; categories: string[]; notes: string; approved: boolean }[];
}

function detail(t: ObjCharacter["traits"][number]): string {
  return [t.sense, t.trigger, t.triggers?.join(", "), t.extent].filter(Boolean).join("; ");
}

export function derive(c: ObjCharacter, o: ObjOptions): ObjDerived {
  const at = (id: string) => c.attributes[id] ?? 0;
  const statistics = Object.fromEntries(
    o.statistics.map((s) => [s.id, Object.entries(s.from).reduce((sum, [a, k]) => sum + k * at(a), s.plus)]),
  );
  return {
    name: c.name,
    npc: c.npc,
    draft: c.draft,
    concept: c.concept,
    attributes: attributeCatalog(o).map((a) => ({
      id: a.id,
      name: a.name,
      short: a.short,
      domain: a.domain,
      value: at(a.id),
    })),
    skills: skillCatalog(o)
      .filter((s) => (c.skills[s.id] ?? 0) > 0)
      .map((s) => ({ id: s.id, name: s.name, rating: c.skills[s.id]! })),
    traits: c.traits.map((t) => ({
      id: t.trait,
      name: traitName(t),
      kind: traitKind(t),
      rating: t.rating,
      approved: t.approved,
      detail: detail(t),
    })),
    maxHealth: maxHealth(c),
    health: currentHealth(c),
    lethalHealth: lethalHealth(c),
    damage: { ...c.damage },
    status: status(c, o),
    states: healthStates(c, o),
    armor: armorTotal(c, o),
    dodgeDifficulty: ratingOrHalf(c.skills[SKILL.dodge] ?? 0, at(ROLE.agility), o.halfRounding),
    breathTurns: breathTurns(c),
    breathesWater: breathesWater(c),
    move: moveAllowance(c, o),
    xp: c.xp,
    build: c.creation
      ? {
          ...budget(c, c.creation.attributePoints, o),
          warnings: buildIssues(c, c.creation.attributePoints, o).warnings,
        }
      : null,
    statistics,
    equipment: c.equipment.map((i) => ({
      name: i.name,
      categories: categories(i),
      notes: i.notes,
      approved: i.approved,
    })),
  };
}

export function describe(c: ObjCharacter, o: ObjOptions): string[] {
  const d = derive(c, o);
  const lines = [
    `${d.name}${d.npc ? " (NPC)" : ""}${d.draft ? " — draft" : ""}${d.concept.text ? `: ${d.concept.text}` : ""}`,
    d.attributes.map((a) => `${a.short} ${a.value}`).join("  "),
    `Health ${signed(d.health)}/${d.maxHealth} (lethal ${d.damage.lethal}, non-lethal ${d.damage.nonLethal}) — ${d.status}`,
    `Armor ${d.armor}; to hit: ${successesText(d.dodgeDifficulty)}; move ${d.move.distance} ${d.move.unit}; breath ${d.breathTurns} turns`,
    `Skills: ${d.skills.map((s) => `${s.name} ${s.rating}`).join(", ") || "none"}`,
    `Traits: ${d.traits.map((t) => `${t.name} ${t.rating}${t.kind === "negative" ? " (−)" : ""}${t.detail ? ` [${t.detail}]` : ""}${t.approved ? "" : " (awaiting approval)"}`).join(", ") || "none"}`,
    `Equipment: ${d.equipment.map((e) => e.name).join(", ") || "none"}`,
    `XP ${d.xp}`,
  ];
  for (const [k, v] of Object.entries(d.statistics))
    lines.push(`${o.statistics.find((s) => s.id === k)!.name} ${v}`);
  if (d.build && d.draft) {
    const b = d.build;
    lines.push(
      `Build: attributes ${b.attributeSpent}/${b.attributePoints ?? "?"}, skills ${b.skillSpent}/${b.skillPoints.total}, traits ${b.traitSpent}/${b.traitPoints}`,
    );
  }
  return lines;
}
