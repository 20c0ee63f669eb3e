// The eight stats (checklist C.1) with their pairs and typical uses, in our words. The ids and the
// range live in the check core (check/stats.ts); this adds what a sheet and a builder show.

import { STATS, type Stat, type StatGroup, statGroup } from "../check/stats.js";

export interface StatDef {
  id: Stat;
  name: string;
  group: StatGroup;
  uses: string;
}

const USES: Record<Stat, [string, string]> = {
  charisma: ["Charisma", "being liked: favours, friendships, goodwill"],
  convince: ["Convince", "making people believe you, true or not"],
  logic: ["Logic", "quick thinking; initiative (1d6 − Logic)"],
  intuition: ["Intuition", "knowledge and life experience; Resilience repair"],
  agility: ["Agility", "big movements, most weapons, DV, speed, balance"],
  dexterity: ["Dexterity", "fine handiwork, sidearms, twitchy vehicles"],
  strength: ["Strength", "raw power: unarmed, throwing, grappling, shoving, leaping"],
  endurance: ["Endurance", "stamina and toxins; DV, Stun, stun die, resisting damage, bulk, death checks"],
};

export const STAT_GROUP_NAMES: Readonly<Record<StatGroup, string>> = {
  talk: "Talk",
  think: "Think",
  move: "Move",
  body: "Body",
};

export const CORE_STATS: readonly StatDef[] = STATS.map((id) => ({
  id,
  name: USES[id][0],
  group: statGroup(id),
  uses: USES[id][1],
}));

export function statName(id: Stat): string {
  return USES[id][0];
}
