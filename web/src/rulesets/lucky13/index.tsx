// Lucky 13's own builder and sheet for the web table (found by this folder's name).

import type { RulesetUi } from "../types.js";
import { Lucky13Builder } from "./Builder.js";
import { Lucky13Sheet } from "./Sheet.js";
import "./lucky13.css";

export const ui: RulesetUi = { Builder: Lucky13Builder, Sheet: Lucky13Sheet };
