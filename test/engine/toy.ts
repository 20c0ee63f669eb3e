// A minimal ruleset for the engine's own tests: d20 + a stat against a target. It exists to
// exercise the contract, not to be played.

import { z } from "zod";
import { odds as diceOdds, parse, roll } from "../../src/dice/index.js";
import { EngineError, validate } from "../../src/engine/errors.js";
import { action, type Ruleset } from "../../src/engine/ruleset.js";
import { emptyState } from "../../src/engine/state.js";

const optionsSchema = z.object({ die: z.number().int().min(2).max(100).default(20) }).strict();
type Options = z.infer<typeof optionsSchema>;
const characterSchema = z
  .object({ name: z.string().min(1), stat: z.number().int().min(-5).max(5), hp: z.number().int() })
  .strict();
type Character = z.infer<typeof characterSchema>;

const checkParams = z.object({ actor: z.string(), target: z.number().int() }).strict();

function statOf(state: ReturnType<typeof emptyState>, id: string): Character {
  const c = state.characters[id];
  if (!c) throw new EngineError("not_found", `no character '${id}'`, ["actor"]);
  return c.data as Character;
}

export const toy: Ruleset<Options, Character, { hp: number }> = {
  id: "toy",
  name: "Toy d20",
  version: "0.1.0",
  parseOptions: (raw) => validate(optionsSchema, raw, "options"),
  optionsSchema,
  optionDocs: [{ name: "die", default: 20, description: "The size of the die rolled for checks." }],
  initiative: "rolled",
  character: {
    version: 1,
    parse: (raw) => validate(characterSchema, raw, "character"),
    jsonSchema: () => z.toJSONSchema(characterSchema),
    methods: {
      rolled: {
        summary: "stat from 1d11-6",
        example: { name: "Ada" },
        create: (input, dice) => {
          const { name } = z.object({ name: z.string() }).parse(input);
          const stat = roll("1d11-6", dice).total;
          return { name, stat, hp: 10 };
        },
      },
    },
    derive: (c) => ({ hp: c.hp }),
    describe: (c) => [`${c.name}: stat ${c.stat}, hp ${c.hp}`],
  },
  actions: {
    check: action({
      summary: "d20 + stat against a target",
      params: checkParams,
      examples: [{ actor: "ada", target: 12 }],
      odds: ({ state, options }, p) => {
        const d = diceOdds(parse(`1d${options.die} + ${statOf(state, p.actor).stat}`));
        const success = d.atLeast(p.target);
        return {
          partition: { success, failure: 1 - success },
          chances: {},
          distributions: { total: d.pairs() },
          truncated: 0,
        };
      },
      resolve: ({ state, options, dice, newId }, p) => {
        const c = statOf(state, p.actor);
        const r = roll(`1d${options.die} + ${c.stat}`, dice);
        const success = r.total >= p.target;
        const hp = success ? c.hp : c.hp - 1;
        return {
          roll: {
            id: newId("roll"),
            action: "check",
            actor: p.actor,
            summary: `${c.name} ${success ? "succeeds" : "fails"}`,
            dice: r.dice.map((d) => ({
              role: "check",
              sides: d.sides,
              faces: [d.value],
              value: d.value,
              kept: true,
              exploded: false,
              imploded: false,
            })),
            outcome: { total: r.total, success },
            partition: success ? "success" : "failure",
          },
          events: [
            { type: "character.changed", id: p.actor, data: { ...c, hp }, changes: success ? [] : ["hp −1"] },
          ],
        };
      },
    }),
  },
  fixtures: (options) => {
    const s = emptyState("toy", options);
    return {
      ...s,
      characters: { ada: { id: "ada", name: "Ada", owner: null, data: { name: "Ada", stat: 2, hp: 10 } } },
    };
  },
};
