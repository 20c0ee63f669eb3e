// Lucidity's guided builder and tailored sheet (web/src/rulesets/types.ts).

import type { RulesetUi } from "../types.js";
import { LucidityBuilder } from "./Builder.js";
import { LuciditySheet } from "./Sheet.js";

export const ui: RulesetUi = { Builder: LucidityBuilder, Sheet: LuciditySheet };
