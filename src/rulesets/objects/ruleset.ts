// Objects as an engine ruleset: options, characters, and the catalogue of actions.

import type { Ruleset } from "../../engine/ruleset.js";
import { attackAction } from "./actions/attack.js";
import { breathAction, damageAction, healAction } from "./actions/care.js";
import { checkAction } from "./actions/check.js";
import { componentAction, drinkAction, loadAction } from "./actions/gear.js";
import { approveAction, finaliseAction, reviseAction } from "./actions/gm.js";
import { initiativeAction, nextTurnAction } from "./actions/initiative.js";
import { advanceAction, awardAction, buyAction, gainTraitAction } from "./actions/progress.js";
import { calmAction, phobiaAction, rageAction } from "./actions/traits.js";
import { defendAction, moveAction } from "./actions/turn.js";
import {
  awardXp,
  CHARACTER_SCHEMA_VERSION,
  CREATION_METHODS,
  characterJsonSchema,
  createCharacter,
  derive,
  describe,
  EXAMPLE_INPUT,
  type ObjCharacter,
  type ObjDerived,
  PURCHASE_SYNTAX,
  parseCharacter,
  parsePurchase,
  purchase,
} from "./character/index.js";
import { exampleTable } from "./examples.js";
import { objectsNpc } from "./npc.js";
import { optionDocList } from "./options/docs.js";
import { type ObjOptions, optionsSchema, parseOptions } from "./options/schema.js";

const METHOD_SUMMARIES: Record<(typeof CREATION_METHODS)[number], string> = {
  rolled:
    "roll 6d6 attribute points and place them (values, or a priority list to deal them out), then skills and traits",
  assigned: "place a given number of attribute points (rolled earlier at the table, or set by the GM)",
};

/** The catalogue of actions, its literal type kept so that a typed Session knows each one's parameters. */
export const objectsActions = {
  check: checkAction,
  attack: attackAction,
  initiative: initiativeAction,
  nextTurn: nextTurnAction,
  move: moveAction,
  defend: defendAction,
  damage: damageAction,
  heal: healAction,
  breath: breathAction,
  phobia: phobiaAction,
  rage: rageAction,
  calm: calmAction,
  drink: drinkAction,
  component: componentAction,
  load: loadAction,
  award: awardAction,
  buy: buyAction,
  advance: advanceAction,
  gainTrait: gainTraitAction,
  approve: approveAction,
  revise: reviseAction,
  finalise: finaliseAction,
};

export const objects: Ruleset<ObjOptions, ObjCharacter, ObjDerived> = {
  id: "objects",
  npc: objectsNpc,
  name: "Objects",
  version: "1.0.0",
  parseOptions,
  optionsSchema,
  optionDocs: optionDocList(),
  initiative: "rolled",
  character: {
    version: CHARACTER_SCHEMA_VERSION,
    parse: (raw, o) => parseCharacter(raw, o),
    jsonSchema: () => characterJsonSchema(),
    playerEditable: ["name", "notes"],
    methods: Object.fromEntries(
      CREATION_METHODS.map((m) => [
        m,
        {
          summary: METHOD_SUMMARIES[m],
          example: EXAMPLE_INPUT[m],
          create: (input: unknown, dice, o: ObjOptions) => createCharacter(m, input, dice, o),
        },
      ]),
    ),
    derive: (c, o) => derive(c, o),
    describe: (c, o) => describe(c, o),
    advance: {
      syntax: PURCHASE_SYNTAX,
      apply(raw, request, o) {
        // Validated (and migrated) first: a raw file gets an error naming the field, not a TypeError.
        let next = parseCharacter(raw, o);
        const changes: string[] = [];
        if (request.award) {
          const a = awardXp(next, request.award.amount, request.award.reason, null);
          next = a.character;
          changes.push(...a.changes);
        }
        if (request.buy.length > 0) {
          const steps = purchase(next, request.buy.map(parsePurchase), o);
          for (const s of steps) changes.push(...s.changes);
          next = steps[steps.length - 1]!.character;
        }
        return { character: next, changes, warnings: [] };
      },
    },
  },
  actions: objectsActions,
  fixtures: (o) => exampleTable(o),
};
