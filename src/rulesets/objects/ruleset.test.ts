import { rulesetContract } from "../../engine/testing/contract.js";
import { objects } from "./ruleset.js";

rulesetContract(objects);
