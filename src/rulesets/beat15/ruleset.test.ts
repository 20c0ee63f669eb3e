import { rulesetContract } from "../../engine/testing/contract.js";
import { beat15 } from "./ruleset.js";

rulesetContract(beat15);
