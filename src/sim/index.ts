// The fight simulator: duels between two characters under a ruleset's own combat rules.

export {
  type Dice,
  type DuelRequest,
  type DuelStrategy,
  diceSource,
  type FightRecorder,
  type PreparedDuel,
  SIDE_BIT,
  type Side,
} from "../engine/facets/fight.js";
export { CHUNK_SIZE, chunkSeed, chunksOf } from "./chunks.js";
export { playChunk } from "./play.js";
export { type Rate, type SideReport, type SimReport, type Spread, spread } from "./report.js";
export {
  DEFAULT_MAX_ROUNDS,
  type DuelPlan,
  type DuelSimRequest,
  type FighterInput,
  planDuel,
  simulateDuel,
  workerCount,
} from "./run.js";
export { DUEL_STRATEGIES, duelStrategyFor } from "./strategies.js";
export { Tally, type TallyData } from "./tally.js";
export { wilson, Z95 } from "./wilson.js";
