// Objects' own builder and sheet for the web table (found by this folder's name).

import type { RulesetUi } from "../types.js";
import { ObjectsBuilder } from "./Builder.js";
import { ObjectsSheet } from "./Sheet.js";
import "./objects.css";

export const ui: RulesetUi = { Builder: ObjectsBuilder, Sheet: ObjectsSheet };
