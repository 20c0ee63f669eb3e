// Lucidity's guided builder and tailored sheet (web/src/rulesets/types.ts), found by this
// folder's name. Each is fetched, with its CSS, only when a table of this ruleset first shows it.

import { lazyPart } from "../../components/Loading.js";
import type { RulesetUi } from "../types.js";

export const ui: RulesetUi = {
  Builder: lazyPart(() => import("./Builder.js").then((m) => m.LucidityBuilder), "the character builder"),
  Sheet: lazyPart(() => import("./Sheet.js").then((m) => m.LuciditySheet), "the character sheet"),
};
