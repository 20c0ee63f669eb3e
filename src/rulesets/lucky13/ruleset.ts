// Lucky 13 as an engine ruleset: options, characters, and the catalogue of actions.
// The Lucky 13 Game Engine was originally created by Solarian Games (see README.md and LICENSE-ELF.txt).

import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { attackAction } from "./actions/attack.js";
import {
  advanceTimeAction,
  damageAction,
  healAction,
  recoveredAction,
  restAction,
  stabilizeAction,
} from "./actions/care.js";
import { checkAction } from "./actions/check.js";
import { contestAction } from "./actions/contest.js";
import { resolveDilemmaAction } from "./actions/dilemma.js";
import { initiativeAction, joinAction } from "./actions/initiative.js";
import { awardAction, buyAction, impairAction, reputationAction } from "./actions/progress.js";
import { nextTurnAction } from "./actions/turn.js";
import { guard } from "./bridge.js";
import {
  awardAP,
  CHARACTER_SCHEMA_VERSION,
  CREATION_METHODS,
  characterJsonSchema,
  createByMethod,
  type DerivedSheet,
  derive,
  describe,
  type L13Character,
  type L13Options,
  l13OptionsSchema,
  optionDocList,
  PURCHASE_SYNTAX,
  parseCharacter,
  parseOptions,
  parsePurchase,
  purchase,
} from "./character/index.js";
import { exampleTable } from "./examples.js";
import { lucky13Npc } from "./npc.js";

const METHOD_SUMMARIES: Record<(typeof CREATION_METHODS)[number], string> = {
  random: "a d100 per ability in order (1–20 d4 … 81–100 d12); skills by the ruleset's method",
  balanced: "place d10, d8, d6, d6, d4 on the five abilities (input: assignment)",
  specialized: "place five of d12, d10, d6, d6, d6, d4, d4 on the abilities (input: assignment)",
};

const EXAMPLE_INPUT: Record<(typeof CREATION_METHODS)[number], unknown> = {
  random: { name: "Wren" },
  balanced: {
    name: "Wren",
    assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" },
  },
  specialized: {
    name: "Wren",
    assignment: { will: "d4", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d10" },
  },
};

/** The catalogue of actions, its literal type kept so that a typed Session knows each one's parameters. */
export const lucky13Actions = {
  check: checkAction,
  contest: contestAction,
  initiative: initiativeAction,
  join: joinAction,
  attack: attackAction,
  nextTurn: nextTurnAction,
  damage: damageAction,
  heal: healAction,
  rest: restAction,
  stabilize: stabilizeAction,
  recovered: recoveredAction,
  advanceTime: advanceTimeAction,
  award: awardAction,
  buy: buyAction,
  reputation: reputationAction,
  impair: impairAction,
  resolveDilemma: resolveDilemmaAction,
};

export const lucky13: Ruleset<L13Options, L13Character, DerivedSheet> = {
  id: "lucky13",
  npc: lucky13Npc,
  name: "Lucky 13",
  version: "1.0.0",
  parseOptions: (raw) => guard(() => parseOptions(raw)),
  optionsSchema: l13OptionsSchema,
  optionDocs: optionDocList(),
  initiative: "rolled",
  character: {
    version: CHARACTER_SCHEMA_VERSION,
    parse: (raw, o) => guard(() => parseCharacter(raw, o)),
    jsonSchema: () => characterJsonSchema(),
    playerEditable: ["name", "notes"],
    methods: Object.fromEntries(
      CREATION_METHODS.map((m) => [
        m,
        {
          summary: METHOD_SUMMARIES[m],
          example: EXAMPLE_INPUT[m],
          create: (input: unknown, dice, o: L13Options) => guard(() => createByMethod(m, input, dice, o)),
        },
      ]),
    ),
    derive: (c, o) => derive(c, o),
    describe: (c, o) => describe(c, o),
    advance: {
      syntax: PURCHASE_SYNTAX,
      apply(raw, request, o) {
        return guard(() => {
          // Validated (and migrated) first: a raw file gets an error naming the field, not a TypeError.
          let next = parseCharacter(raw, o);
          const changes: string[] = [];
          const warnings: string[] = [];
          if (request.award) {
            const a = awardAP(next, request.award.amount, request.award.reason, o);
            next = a.character;
            changes.push(...a.changes);
            warnings.push(...(a.warnings ?? []));
          }
          if (request.buy.length > 0) {
            const p = purchase(next, request.buy.map(parsePurchase), o, {
              betweenAdventures: request.betweenAdventures,
            });
            if (p.refused) throw new EngineError("refused", p.refused, ["buy"]);
            next = p.character;
            changes.push(...p.changes);
            warnings.push(...(p.warnings ?? []));
          }
          return { character: next, changes, warnings };
        });
      },
    },
  },
  actions: lucky13Actions,
  fixtures: (o) => exampleTable(o),
};
