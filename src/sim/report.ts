// From a tally of fights to the report: win rates with 95% Wilson intervals, draws, drops, deaths,
// hit rates, damage per hit and rounds to finish. Everything is computed from whole-number counts,
// so the same fights give the same report to the last digit, however they were split up.

import type { TallyData } from "./tally.js";
import { wilson } from "./wilson.js";

export interface Rate {
  count: number;
  rate: number;
  /** 95% Wilson score interval of the rate. */
  interval: [number, number];
}

export interface Spread {
  mean: number;
  median: number;
  min: number;
  max: number;
  /** [value, count] for every value that occurred, in increasing order. */
  distribution: [number, number][];
}

export interface SideReport {
  name: string;
  /** Where the character came from (the file the CLI was given). */
  source: string;
  weapon: string;
  wins: Rate;
  /** Fights in which this side dropped (could no longer act). */
  drops: Rate;
  /** Fights in which this side died (or was sure to), a subset of drops. */
  deaths: Rate;
  /** Fights in which this side acted first, alone (a shared first slot counts for neither). */
  actsFirst: Rate;
  attacks: number;
  hits: number;
  /** Hits per attack; null when the side never attacked. */
  hitRate: number | null;
  /** Damage of each hit (0 when armour or protection soaked it all); null without hits. */
  damagePerHit: Spread | null;
}

export interface SimReport {
  ruleset: { id: string; name: string; version: string };
  kind: "duel";
  seed: string;
  runs: number;
  /** Fights per chunk: chunk i plays with the seed `${seed}#${i}`. */
  chunkSize: number;
  maxRounds: number;
  unit: "round" | "tick";
  sides: [SideReport, SideReport];
  draws: Rate & { bothDown: number; timeouts: number };
  /** Rounds (or ticks) to the end of a fight, timeouts included at the limit. */
  rounds: Spread;
  notes: string[];
}

export interface ReportMeta {
  ruleset: { id: string; name: string; version: string };
  seed: string;
  chunkSize: number;
  maxRounds: number;
  unit: "round" | "tick";
  names: [string, string];
  sources: [string, string];
  weapons: [string, string];
  notes: string[];
}

function rate(count: number, n: number): Rate {
  return { count, rate: count / n, interval: wilson(count, n) };
}

/** Mean, median, range and the distribution of a histogram (counts[v] = times v occurred). */
export function spread(counts: readonly number[]): Spread | null {
  let n = 0;
  let sum = 0;
  const distribution: [number, number][] = [];
  for (let v = 0; v < counts.length; v++) {
    const c = counts[v] ?? 0;
    if (c === 0) continue;
    n += c;
    sum += v * c;
    distribution.push([v, c]);
  }
  if (n === 0) return null;
  // The lower median: the first value whose cumulative count reaches half.
  let seen = 0;
  let median = distribution[0]![0];
  for (const [v, c] of distribution) {
    seen += c;
    if (seen * 2 >= n) {
      median = v;
      break;
    }
  }
  return {
    mean: sum / n,
    median,
    min: distribution[0]![0],
    max: distribution[distribution.length - 1]![0],
    distribution,
  };
}

export function buildReport(t: TallyData, meta: ReportMeta): SimReport {
  const n = t.fights;
  const side = (s: 0 | 1): SideReport => ({
    name: meta.names[s],
    source: meta.sources[s],
    weapon: meta.weapons[s],
    wins: rate(t.wins[s], n),
    drops: rate(t.down[s], n),
    deaths: rate(t.dead[s], n),
    actsFirst: rate(t.first[s], n),
    attacks: t.attacks[s],
    hits: t.hits[s],
    hitRate: t.attacks[s] === 0 ? null : t.hits[s] / t.attacks[s],
    damagePerHit: spread(t.damageCounts[s]),
  });
  const draws = t.bothDown + t.timeouts;
  return {
    ruleset: meta.ruleset,
    kind: "duel",
    seed: meta.seed,
    runs: n,
    chunkSize: meta.chunkSize,
    maxRounds: meta.maxRounds,
    unit: meta.unit,
    sides: [side(0), side(1)],
    draws: { ...rate(draws, n), bothDown: t.bothDown, timeouts: t.timeouts },
    rounds: spread(t.rounds)!,
    notes: meta.notes,
  };
}
