// What a simulator thread loads to play one ruleset's fights, by ruleset id: the strategy (the fight
// facet of src/rulesets/index.ts), or for strategies that pack their prepared fight the light module
// that plays it from the data. Imported lazily, so a thread loads only the ruleset of its run and
// joins sooner than it would by loading the whole registry.

import type { DuelStrategy, PreparedDuel } from "../engine/facets/fight.js";

export const FIGHT_LOADERS: Readonly<Record<string, () => Promise<DuelStrategy>>> = {
  lucky13: async () => (await import("./lucky13/duel.js")).lucky13Duel,
  objects: async () => (await import("./objects/duel.js")).objectsDuel,
  beat15: async () => (await import("./beat15/duel.js")).beat15Duel,
  lucidity: async () => (await import("./lucidity/duel.js")).lucidityDuel,
  "dice-engine": async () => (await import("./dice-engine/duel.js")).diceEngineDuel,
};

export const FIGHT_REVIVERS: Readonly<Record<string, () => Promise<(data: unknown) => PreparedDuel>>> = {
  lucky13: async () => (await import("./lucky13/duel-fast.js")).reviveDuel,
};
