// Beat-15 as an engine ruleset: d20 + stat + modifiers against a ladder of targets in steps of 3.
// Options, characters and the catalogue of actions; the rules themselves live in rules/.

import type { Ruleset } from "../../engine/ruleset.js";
import { checkAction } from "./actions/check.js";
import { contestAction } from "./actions/contest.js";
import { describeAction } from "./actions/describe.js";
import { resupplyAction, supplyAction } from "./actions/supply.js";
import { attackAction, stealthAction } from "./actions/task.js";
import {
  type B15Character,
  type B15Derived,
  type B15Options,
  b15OptionsSchema,
  CHARACTER_SCHEMA_VERSION,
  characterJsonSchema,
  createManual,
  derive,
  describe,
  MANUAL_EXAMPLE,
  optionDocList,
  parseCharacter,
  parseOptions,
} from "./character/index.js";
import { exampleTable } from "./examples.js";
import { beat15Npc } from "./npc.js";

/** The catalogue of actions, its literal type kept so that a typed Session knows each one's parameters. */
export const beat15Actions = {
  check: checkAction,
  attack: attackAction,
  stealth: stealthAction,
  contest: contestAction,
  supply: supplyAction,
  resupply: resupplyAction,
  describe: describeAction,
};

export const beat15: Ruleset<B15Options, B15Character, B15Derived> = {
  id: "beat15",
  npc: beat15Npc,
  name: "Beat-15",
  version: "1.0.0",
  parseOptions: (raw) => parseOptions(raw),
  optionsSchema: b15OptionsSchema,
  optionDocs: optionDocList(),
  // The draft has no initiative rule: the GM decides who acts when.
  initiative: "gm",
  character: {
    version: CHARACTER_SCHEMA_VERSION,
    parse: (raw, o) => parseCharacter(raw, o),
    jsonSchema: () => characterJsonSchema(),
    playerEditable: ["name", "notes"],
    methods: {
      manual: {
        summary: "write the stats your table uses and your items (the draft has no creation steps)",
        example: MANUAL_EXAMPLE,
        create: createManual,
      },
    },
    derive: (c, o) => derive(c, o),
    describe: (c, o) => describe(c, o),
  },
  actions: beat15Actions,
  fixtures: (o) => exampleTable(o),
};
