// A scripted session: characters and a list of intents in a JSON file, played in order with one
// seeded generator (or given faces). The same file and seed always give the same log.

import { z } from "zod";
import { type DiceSource, facesSource, Rng, rngSource } from "../dice/index.js";
import { EngineError, validate } from "./errors.js";
import type { Registry } from "./registry.js";
import { emptyState } from "./state.js";
import { engineIntentEvents, engineIntentSchema, idCounter, resolveAction, Table } from "./table.js";

const actionIntent = z.object({ action: z.string(), params: z.unknown().default({}) }).strict();

export const scriptSchema = z
  .object({
    ruleset: z.string(),
    options: z.record(z.string(), z.unknown()).default({}),
    seed: z.union([z.string(), z.number().int().min(0)]).optional(),
    faces: z.array(z.number().int()).optional(),
    characters: z
      .array(
        z
          .object({
            id: z.string().min(1),
            owner: z.string().nullable().default(null),
            character: z.unknown(),
          })
          .strict(),
      )
      .default([]),
    intents: z.array(z.union([actionIntent, engineIntentSchema])),
  })
  .strict();

export type Script = z.infer<typeof scriptSchema>;

export interface ScriptRun {
  table: Table;
  seed: string | null;
}

export function runScript(registry: Registry, raw: unknown, seedOverride?: string): ScriptRun {
  const script = validate(scriptSchema, raw, "script");
  const ruleset = registry.get(script.ruleset);
  const options = ruleset.parseOptions(script.options);
  const seed = seedOverride ?? (script.seed !== undefined ? String(script.seed) : null);
  let dice: DiceSource;
  if (script.faces && seedOverride === undefined) dice = facesSource(script.faces);
  else if (seed !== null) dice = rngSource(Rng.fromSeed(seed));
  else throw new EngineError("invalid", "a script needs a seed or faces (or --seed)", ["seed"]);

  const table = new Table(ruleset, emptyState(ruleset.id, options));
  const newId = idCounter();
  for (const [i, c] of script.characters.entries()) {
    let data: unknown;
    try {
      data = ruleset.character.parse(c.character, options);
    } catch (e) {
      if (e instanceof EngineError) {
        throw new EngineError(
          e.code,
          `characters[${i}] (${c.id}): ${e.message}`,
          ["characters", i, "character", ...e.path],
          e.issues,
        );
      }
      throw e;
    }
    const name =
      typeof (data as { name?: unknown }).name === "string" ? (data as { name: string }).name : c.id;
    table.commit([{ type: "character.added", character: { id: c.id, name, owner: c.owner, data } }]);
  }
  for (const [i, intent] of script.intents.entries()) {
    try {
      if ("engine" in intent) {
        if (intent.engine === "undo") table.undo();
        else table.commit(engineIntentEvents(table.state, intent));
      } else {
        const r = resolveAction(ruleset, table.state, intent.action, intent.params, dice, newId);
        table.commit(r.events);
      }
    } catch (e) {
      if (e instanceof EngineError) {
        throw new EngineError(e.code, `intents[${i}]: ${e.message}`, ["intents", i, ...e.path], e.issues);
      }
      throw e;
    }
  }
  return { table, seed };
}
