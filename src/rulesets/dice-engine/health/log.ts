// What happened, as data. The rule functions of this area return the new state *and* a list of
// happenings in the order they occurred, so the glue can turn each into a table event and the roll
// log can show every check and die. Nothing here is an engine event yet: the ruleset layer decides
// how these map onto its event types.

import type { ActiveCondition } from "../conditions/state.js";
import type { HealthCheck } from "./roll.js";
import type { Track, UnconsciousCause } from "./vitals.js";

export type Happening =
  | {
      kind: "damage";
      at: number;
      source: string | null;
      amount: number;
      track: "normal" | "stun" | "direct";
      before: Track;
      after: Track;
    }
  | { kind: "initiative"; at: number; amount: number; reason: string }
  | { kind: "check"; at: number; check: HealthCheck }
  | { kind: "dice"; at: number; what: string; faces: number[]; total: number }
  | { kind: "unconscious"; at: number; cause: UnconsciousCause; until: number | null }
  | { kind: "woke"; at: number; cause: UnconsciousCause }
  | {
      kind: "deathTally";
      at: number;
      success: boolean;
      counted: boolean;
      successes: number;
      failures: number;
    }
  | { kind: "stabilised"; at: number }
  | { kind: "died"; at: number }
  | { kind: "healed"; at: number; what: "hp" | "stun" | "res"; amount: number; source: string }
  | { kind: "conditionAdded"; at: number; condition: ActiveCondition }
  | { kind: "conditionChanged"; at: number; condition: string; rating: number | null; endsAt: number | null }
  | {
      kind: "conditionRemoved";
      at: number;
      condition: string;
      reason: "expired" | "ratingZero" | "passedCheck" | "nextActive" | "removed";
    }
  | {
      kind: "conditionResisted";
      at: number;
      condition: string;
      reason: "immune" | "check" | "dead";
    }
  | { kind: "statLowered"; at: number; stat: string; from: number; to: number; reason: string };
