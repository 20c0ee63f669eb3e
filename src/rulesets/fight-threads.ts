// What a simulator thread loads to play one ruleset's fights, by ruleset id: the strategy (the fight
// facet of src/rulesets/index.ts), or for strategies that pack their prepared fight the light module
// that plays it from the data. Imported lazily, so a thread loads only the ruleset of its run and
// joins sooner than it would by loading the whole registry.

import type { DuelStrategy, PreparedDuel } from "../engine/facets/fight.js";
import type { GroupFightStrategy } from "../engine/facets/group-fight.js";

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

/** Group strategies (the fight facet's `group`), for threads playing group fights. */
export const GROUP_LOADERS: Readonly<Record<string, () => Promise<GroupFightStrategy>>> = {
  lucky13: async () => (await import("./lucky13/group.js")).lucky13Group,
  lucidity: async () => (await import("./lucidity/group.js")).lucidityGroup,
  objects: async () => (await import("./objects/group.js")).objectsGroup,
  beat15: async () => (await import("./beat15/group.js")).beat15Group,
  "dice-engine": async () => (await import("./dice-engine/group.js")).diceEngineGroup,
};
