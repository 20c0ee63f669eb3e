// The GM's side of creation (OBJ-CORE-2, OBJ-CHAR-1, 11, 13, 14): approving or vetoing a concept,
// approving traits and gear, revising a draft (budgets are recomputed from the new attributes), and
// finishing it — only a draft whose choices all validate and are approved becomes playable.

import { EngineError } from "../../../engine/errors.js";
import type { ObjOptions } from "../options/schema.js";
import { traitName } from "./catalog.js";
import type { Outcome } from "./outcome.js";
import { budget, buildIssues } from "./points.js";
import { type ObjCharacter, sheetIssues } from "./schema.js";

export type Approval =
  | { what: "concept"; verdict: "approved" | "vetoed" }
  | { what: "trait"; index: number }
  | { what: "item"; index: number };

export function approve(c: ObjCharacter, a: Approval): Outcome {
  if (a.what === "concept") {
    if (a.verdict === "vetoed" && !c.draft)
      throw new EngineError("refused", `${c.name} is already in play: only a draft's concept can be vetoed`, [
        "verdict",
      ]);
    return {
      character: { ...c, concept: { ...c.concept, approval: a.verdict } },
      changes: [
        `GM ${a.verdict === "approved" ? "approves" : "vetoes"} ${c.name}'s concept${c.concept.text ? ` (${c.concept.text})` : ""}`,
      ],
    };
  }
  if (a.what === "trait") {
    const t = c.traits[a.index];
    if (!t) throw new EngineError("not_found", `${c.name} has no trait number ${a.index}`, ["index"]);
    const traits = c.traits.map((x, i) => (i === a.index ? { ...x, approved: true } : x));
    return { character: { ...c, traits }, changes: [`GM approves ${c.name}'s ${traitName(t)} ${t.rating}`] };
  }
  const item = c.equipment[a.index];
  if (!item) throw new EngineError("not_found", `${c.name} has no item number ${a.index}`, ["index"]);
  const equipment = c.equipment.map((x, i) => (i === a.index ? { ...x, approved: true } : x));
  return { character: { ...c, equipment }, changes: [`GM approves ${c.name}'s ${item.name}`] };
}

export interface Revision {
  attributes?: Record<string, number> | undefined;
  skills?: Record<string, number> | undefined;
}

/** Changes a draft's numbers; the budgets that follow from them are recomputed (OBJ-CHAR-14). */
export function revise(c: ObjCharacter, r: Revision, o: ObjOptions): Outcome {
  if (!c.draft)
    throw new EngineError("refused", `${c.name} is not a draft: use advancement instead`, ["actor"]);
  const next: ObjCharacter = {
    ...c,
    attributes: { ...c.attributes, ...(r.attributes ?? {}) },
    skills: { ...c.skills, ...(r.skills ?? {}) },
  };
  const before = budget(c, c.creation?.attributePoints ?? null, o);
  const after = budget(next, c.creation?.attributePoints ?? null, o);
  const changes = [`${c.name}'s draft revised`];
  if (before.skillPoints.total !== after.skillPoints.total)
    changes.push(`skill points ${before.skillPoints.total} → ${after.skillPoints.total}`);
  return { character: next, changes };
}

/** Finishes creation: every budget holds and every choice is approved. */
export function finalise(c: ObjCharacter, o: ObjOptions): Outcome {
  if (!c.draft) throw new EngineError("conflict", `${c.name} is already finished`, ["actor"]);
  const done: ObjCharacter = { ...c, draft: false };
  const issues = [
    ...(c.creation ? buildIssues(c, c.creation.attributePoints, o).issues : []),
    ...sheetIssues(done, o),
  ];
  if (issues.length > 0) {
    const lines = issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new EngineError(
      "refused",
      `${c.name} cannot be finished yet: ${lines.join("; ")}`,
      issues[0]!.path,
      issues,
    );
  }
  const { warnings } = c.creation ? buildIssues(c, c.creation.attributePoints, o) : { warnings: [] };
  return { character: done, changes: [`${c.name} is finished and ready to play`], warnings };
}
