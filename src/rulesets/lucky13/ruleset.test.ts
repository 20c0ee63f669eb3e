import { rulesetContract } from "../../engine/testing/contract.js";
import { lucky13 } from "./ruleset.js";

rulesetContract(lucky13);
