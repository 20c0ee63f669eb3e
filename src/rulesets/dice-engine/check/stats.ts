// The eight stats (DE-STAT-1/2). A check reads one stat's value; this file only knows the names,
// their pairs and the −4…+5 range. Purchases are rejected outside the range, while penalties that
// state a minimum are clamped to it — the two are different book rules, so two functions.

export const STATS = [
  "charisma",
  "convince",
  "logic",
  "intuition",
  "agility",
  "dexterity",
  "strength",
  "endurance",
] as const;
export type Stat = (typeof STATS)[number];
export type StatGroup = "talk" | "think" | "move" | "body";
export type StatBlock = Record<Stat, number>;

const GROUP: Record<Stat, StatGroup> = {
  charisma: "talk",
  convince: "talk",
  logic: "think",
  intuition: "think",
  agility: "move",
  dexterity: "move",
  strength: "body",
  endurance: "body",
};

/** Appendix A `statMin` / `statMax`. */
export const STAT_MIN = -4;
export const STAT_MAX = 5;

/** DE-STAT-1: which pair a stat belongs to. */
export function statGroup(stat: Stat): StatGroup {
  return GROUP[stat];
}

/** DE-STAT-1: a new character's stats, all 0 before creation choices. */
export function newStatBlock(): StatBlock {
  return Object.fromEntries(STATS.map((s) => [s, 0])) as StatBlock;
}

/** DE-STAT-2: a purchase or raise that leaves −4…+5 is rejected. */
export function changeStat(value: number, delta: number, min = STAT_MIN, max = STAT_MAX): number {
  const next = value + delta;
  if (!Number.isInteger(next) || next < min || next > max) {
    throw new RangeError(`a stat of ${value} changed by ${delta} leaves ${min}…${max}`);
  }
  return next;
}

/** DE-STAT-2: a penalty that states a minimum stops there instead of failing. */
export function penaliseStat(value: number, penalty: number, min = STAT_MIN): number {
  return Math.max(value - penalty, min);
}
