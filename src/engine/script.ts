// A scripted session: characters and a list of intents in a JSON file, played in order with one
// seeded generator (or given faces). The same file and seed always give the same log.

import { z } from "zod";
import { facesSource } from "../dice/index.js";
import { EngineError, validate } from "./errors.js";
import type { Registry } from "./registry.js";
import { Session } from "./session.js";
import { engineIntentSchema, type Table } from "./table.js";

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
  const seed = seedOverride ?? (script.seed !== undefined ? String(script.seed) : null);
  let session: Session;
  if (script.faces && seedOverride === undefined) {
    session = new Session(ruleset, { options: script.options, dice: facesSource(script.faces) });
  } else if (seed !== null) session = new Session(ruleset, { options: script.options, seed });
  else throw new EngineError("invalid", "a script needs a seed or faces (or --seed)", ["seed"]);

  for (const [i, c] of script.characters.entries()) {
    at(["characters", i, "character"], `characters[${i}] (${c.id})`, () =>
      session.addCharacter(c.id, c.character, c.owner),
    );
  }
  for (const [i, intent] of script.intents.entries()) {
    at(["intents", i], `intents[${i}]`, () => {
      if ("engine" in intent) session.engine(intent);
      else session.act(intent.action, intent.params);
    });
  }
  return { table: session.table, seed };
}

/** Runs one step, prefixing a refusal with where in the script it happened. */
function at(path: (string | number)[], where: string, step: () => void): void {
  try {
    step();
  } catch (e) {
    if (e instanceof EngineError)
      throw new EngineError(e.code, `${where}: ${e.message}`, [...path, ...e.path], e.issues);
    throw e;
  }
}
