import { rulesetContract } from "../../engine/testing/contract.js";
import { lucidity } from "./ruleset.js";

rulesetContract(lucidity as never);
