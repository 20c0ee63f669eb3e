// The Dice Engine's guided builder and tailored sheet (web/src/rulesets/types.ts).

import type { RulesetUi } from "../types.js";
import { DiceEngineBuilder } from "./Builder.js";
import { DiceEngineSheet } from "./Sheet.js";

export const ui: RulesetUi = { Builder: DiceEngineBuilder, Sheet: DiceEngineSheet };
