// The creation budgets (OBJ-CHAR-2..12): attribute points from 6d6 (+1d6 per attribute the GM added
// for players), none above 6; skill points = INT + WIS + CHA, none above 6 in one skill; 6 trait
// points, plus the rating of every negative trait taken at creation; with no positive trait the
// trait points may buy skills instead. Budgets are recomputed from the sheet whenever it changes
// during creation (OBJ-CHAR-14).

import type { Issue } from "../../../engine/errors.js";
import { ROLE } from "../data/attributes.js";
import type { ObjOptions } from "../options/schema.js";
import { attributeCatalog, traitKind, traitName } from "./catalog.js";
import type { ObjCharacter } from "./schema.js";

export const ATTRIBUTE_DICE = 6;
export const CREATION_CAP = 6;
export const TRAIT_POINTS = 6;

type Build = Pick<ObjCharacter, "attributes" | "skills" | "traits">;

/** OBJ-CHAR-4: one more d6 for each attribute the GM added for players to buy. */
export function attributeDiceCount(o: ObjOptions): number {
  return ATTRIBUTE_DICE + o.extraAttributes.filter((a) => a.control === "player").length;
}

/** OBJ-CHAR-6. */
export function baseSkillPoints(attributes: Readonly<Record<string, number>>): number {
  return (
    (attributes[ROLE.intellect] ?? 0) + (attributes[ROLE.insight] ?? 0) + (attributes[ROLE.presence] ?? 0)
  );
}

const atCreation = (b: Build) => b.traits.filter((t) => t.acquired === "creation");

/** OBJ-CHAR-8, 10: six points, plus each negative trait's rating (capped by option). */
export function traitPoints(b: Build, o: ObjOptions): number {
  const negative = atCreation(b)
    .filter((t) => traitKind(t) === "negative")
    .reduce((s, t) => s + t.rating, 0);
  return (
    TRAIT_POINTS +
    (o.maxNegativeTraitPoints === null ? negative : Math.min(negative, o.maxNegativeTraitPoints))
  );
}

export function traitSpend(b: Build): number {
  return atCreation(b)
    .filter((t) => traitKind(t) === "positive")
    .reduce((s, t) => s + t.rating, 0);
}

export interface Budget {
  attributePoints: number | null;
  attributeSpent: number;
  skillPoints: { base: number; fromTraits: number; total: number };
  skillSpent: number;
  traitPoints: number;
  traitSpent: number;
}

/** OBJ-CHAR-12: trait points become skill points only with no positive trait (or what is left, by option). */
export function skillBudget(b: Build, o: ObjOptions): Budget["skillPoints"] {
  const base = baseSkillPoints(b.attributes);
  const anyPositive = atCreation(b).some((t) => traitKind(t) === "positive");
  const fromTraits =
    o.traitPointConversion === "partial"
      ? Math.max(0, traitPoints(b, o) - traitSpend(b))
      : anyPositive
        ? 0
        : traitPoints(b, o);
  return { base, fromTraits, total: base + fromTraits };
}

export function budget(b: Build, attributePoints: number | null, o: ObjOptions): Budget {
  const players = attributeCatalog(o).filter((a) => a.control === "player");
  return {
    attributePoints,
    attributeSpent: players.reduce((s, a) => s + (b.attributes[a.id] ?? 0), 0),
    skillPoints: skillBudget(b, o),
    skillSpent: Object.values(b.skills).reduce((s, v) => s + v, 0),
    traitPoints: traitPoints(b, o),
    traitSpent: traitSpend(b),
  };
}

/** Every way a build breaks the creation rules, and warnings for points left unspent. */
export function buildIssues(
  b: Build,
  attributePoints: number | null,
  o: ObjOptions,
): { issues: Issue[]; warnings: string[] } {
  const issues: Issue[] = [];
  const warnings: string[] = [];
  const at = (path: (string | number)[], message: string) => issues.push({ path, message, code: "custom" });
  const m = budget(b, attributePoints, o);
  for (const a of attributeCatalog(o)) {
    const v = b.attributes[a.id] ?? 0;
    if (a.control === "preset") {
      if (v !== a.preset) at(["attributes", a.id], `${a.name} is preset to ${a.preset}`);
      continue;
    }
    if (v > CREATION_CAP) at(["attributes", a.id], `${a.name} ${v}: at most ${CREATION_CAP} at creation`);
    if (v < o.attributeMinAtCreation)
      at(["attributes", a.id], `${a.name} ${v}: at least ${o.attributeMinAtCreation} at creation`);
  }
  if (attributePoints !== null) {
    if (m.attributeSpent > attributePoints)
      at(["attributes"], `${m.attributeSpent} points placed but only ${attributePoints} rolled`);
    else if (m.attributeSpent < attributePoints) {
      if (o.mustSpendAllAttributePoints)
        at(
          ["attributes"],
          `only ${m.attributeSpent} of ${attributePoints} attribute points placed: place them all`,
        );
      else warnings.push(`${attributePoints - m.attributeSpent} attribute point(s) left unplaced`);
    }
  }
  const skillCap = Math.min(CREATION_CAP, o.skillMax);
  for (const [k, v] of Object.entries(b.skills))
    if (v > skillCap) at(["skills", k], `${v} points: at most ${skillCap} in one skill at creation`);
  const total = m.skillPoints.total;
  if (m.skillSpent > total)
    at(
      ["skills"],
      `${m.skillSpent} skill points spent but only ${total} available (INT + WIS + CHA${m.skillPoints.fromTraits ? ` + ${m.skillPoints.fromTraits} from traits` : ""})`,
    );
  else if (m.skillSpent < total) {
    if (o.mustSpendAllSkillPoints)
      at(["skills"], `only ${m.skillSpent} of ${total} skill points spent: spend them all`);
    else
      warnings.push(
        `${total - m.skillSpent} skill point(s) unspent: they are lost when the character is finished`,
      );
  }
  if (m.traitSpent > m.traitPoints)
    at(["traits"], `${m.traitSpent} trait points on positive traits but only ${m.traitPoints} available`);
  b.traits.forEach((t, i) => {
    if (t.acquired === "creation" && t.rating > CREATION_CAP)
      at(["traits", i, "rating"], `${traitName(t)}: at most ${CREATION_CAP} at creation`);
  });
  return { issues, warnings };
}
