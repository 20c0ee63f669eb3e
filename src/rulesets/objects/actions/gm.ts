// The GM's decisions during creation, each recorded as a change with its reason (OBJ-CORE-2,
// OBJ-CHAR-1, 11, 13, 14): concept approval or veto, approving traits and gear, revising a draft's
// numbers, and finishing it.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf } from "../bridge.js";
import { approve, finalise, resolveAttribute, resolveSkill, revise } from "../character/index.js";
import type { ObjOptions } from "../options/schema.js";

const approveParams = z.discriminatedUnion("what", [
  z.strictObject({ actor: z.string(), what: z.literal("concept"), verdict: z.enum(["approved", "vetoed"]) }),
  z.strictObject({ actor: z.string(), what: z.literal("trait"), index: z.number().int().min(0) }),
  z.strictObject({ actor: z.string(), what: z.literal("item"), index: z.number().int().min(0) }),
]);

export const approveAction = action<z.infer<typeof approveParams>, ObjOptions, z.input<typeof approveParams>>(
  {
    summary: "the GM approves (or vetoes) a concept, approves a trait or an item",
    params: approveParams,
    examples: [approveParams.parse({ actor: "rook", what: "trait", index: 1 })],
    resolve({ state }, p) {
      const c = characterOf(state, p.actor, ["actor"]);
      const a =
        p.what === "concept" ? { what: p.what, verdict: p.verdict } : { what: p.what, index: p.index };
      return { roll: null, events: [changed(p.actor, approve(c, a))] };
    },
  },
);

const reviseParams = z.strictObject({
  actor: z.string(),
  attributes: z.record(z.string(), z.number().int().min(0)).optional(),
  skills: z.record(z.string(), z.number().int().min(0)).optional(),
});

function ids(
  record: Record<string, number> | undefined,
  resolve: (n: string) => string | null,
  field: string,
) {
  if (!record) return undefined;
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => {
      const id = resolve(k);
      if (!id)
        throw new EngineError("invalid", `${field}.${k}: not one of this table's ${field}`, [field, k]);
      return [id, v];
    }),
  );
}

export const reviseAction = action<z.infer<typeof reviseParams>, ObjOptions, z.input<typeof reviseParams>>({
  summary: "change a draft's attributes or skills; skill points follow the new attributes",
  params: reviseParams,
  examples: [],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const r = {
      attributes: ids(p.attributes, (n) => resolveAttribute(n, options), "attributes"),
      skills: ids(p.skills, (n) => resolveSkill(n, options), "skills"),
    };
    return { roll: null, events: [changed(p.actor, revise(c, r, options))] };
  },
});

const finaliseParams = z.strictObject({ actor: z.string() });

export const finaliseAction = action<
  z.infer<typeof finaliseParams>,
  ObjOptions,
  z.input<typeof finaliseParams>
>({
  summary: "finish a draft: every budget holds and every choice is approved",
  params: finaliseParams,
  examples: [],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    return { roll: null, events: [changed(p.actor, finalise(c, options))] };
  },
});
