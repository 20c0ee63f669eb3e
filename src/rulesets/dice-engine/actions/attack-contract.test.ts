// The engine's contract for the attack actions that are not `attack` itself: every example resolves
// reproducibly from its seed, replays to the same state, and its exact odds agree with seeded rolls.
// They run on their own ruleset (the Dice Engine with just these actions), so the check holds
// whether or not ruleset.ts lists them yet.

import { rulesetContract } from "../../../engine/testing/contract.js";
import { diceEngine } from "../ruleset.js";
import { ATTACK_ACTIONS } from "./attack-actions.js";

rulesetContract(
  { ...diceEngine, id: "dice-engine", actions: { ...ATTACK_ACTIONS } },
  { seeds: 5, samples: 1000 },
);
