// Beat-15's guided builder and tailored sheet (web/src/rulesets/types.ts).

import type { RulesetUi } from "../types.js";
import { Beat15Builder } from "./Builder.js";
import { Beat15Sheet } from "./Sheet.js";

export const ui: RulesetUi = { Builder: Beat15Builder, Sheet: Beat15Sheet };
