import { rulesetContract } from "../../src/engine/testing/contract.js";
import { toy } from "./toy.js";

rulesetContract(toy, { seeds: 200, samples: 1000 });
