// What every rule that rolls or schedules needs: the tracker time, the dice and the options.

import type { DiceSource } from "../../../dice/index.js";
import type { ConditionCatalog } from "../conditions/catalog.js";
import type { DamageOptions } from "../damage/options.js";
import type { DefenderView } from "../damage/target.js";

export interface RuleContext {
  /** The tracker's current time (initiative), DE-INIT-7. */
  now: number;
  /** Seeded generator or faces read off physical dice. */
  dice: DiceSource;
  options: DamageOptions;
  /** Core conditions plus any a setting adds. */
  catalog?: ConditionCatalog;
}

/** The parts of a character the health rules read and write. */
export type HealthView = Pick<DefenderView, "vitals" | "stats" | "conditions"> &
  Partial<Omit<DefenderView, "vitals" | "stats" | "conditions">>;
