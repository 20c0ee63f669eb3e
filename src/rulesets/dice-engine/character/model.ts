// The character side as the engine's CharacterModel, ready for the ruleset to plug in: parse and
// migrate a file, the point-buy creation method, derived values, the sheet, and advancement.
// Refusals become EngineErrors here, at the boundary.

import type { CharacterModel } from "../../../engine/ruleset.js";
import { advance, PURCHASE_SYNTAX } from "./advance.js";
import { POINT_BUY_EXAMPLE, pointBuy } from "./create.js";
import { type DeDerived, deriveCharacter } from "./derive.js";
import { orThrow } from "./errors.js";
import type { DeOptions } from "./options.js";
import { CHARACTER_SCHEMA_VERSION, characterJsonSchema, type DeCharacter, parseCharacter } from "./schema.js";
import { describeCharacter } from "./sheet.js";

export const characterModel: CharacterModel<DeCharacter, DeOptions, DeDerived> = {
  version: CHARACTER_SCHEMA_VERSION,
  parse: (raw, o) => parseCharacter(raw, o),
  jsonSchema: characterJsonSchema,
  playerEditable: ["name", "concept", "notes"],
  methods: {
    pointBuy: {
      summary:
        "Point buy: a race, then 1,000 SP on stats (creation tables, 250 SP cap, one +5), perks, skills and Proficiency; unspent SP are discarded.",
      create: (input, _dice, o) => orThrow(pointBuy(input, o)),
      example: POINT_BUY_EXAMPLE,
    },
  },
  derive: (c, o) => deriveCharacter(c, o),
  describe: (c, o) => describeCharacter(c, o),
  advance: {
    syntax: [...PURCHASE_SYNTAX],
    apply(c, request, o) {
      const r = advance(c, { ...(request.award ? { award: request.award } : {}), buy: request.buy }, o);
      const character = orThrow(r);
      return { character, changes: r.ok ? r.changes : [], warnings: [] };
    },
  },
};
