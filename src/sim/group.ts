// Group fights (N against M) from character files: each file parsed by the ruleset, the ruleset's
// group strategy (its fight facet's `group`) prepared once, fights played in fixed chunks each with
// its own generator (chunks.ts), so the same seed gives the same report however the chunks are
// split. Reports per side (win rate with a 95% Wilson interval, draws, rounds) and per combatant
// (how often they drop or die, damage dealt and taken, attacks and hits).

import { freshSeed } from "../dice/index.js";
import { EngineError } from "../engine/errors.js";
import type { GroupRequest, PreparedGroupFight, Tactics } from "../engine/facets/group-fight.js";
import type { Ruleset } from "../engine/ruleset.js";
import { chunksOf } from "./chunks.js";
import { GroupTally, type GroupTallyData, playGroupChunks } from "./group-tally.js";
import { playInWorkers } from "./pool.js";
import { duelStrategyFor } from "./strategies.js";
import { wilson } from "./wilson.js";

export interface GroupInput {
  /** Character files of the party (side 0) and of the foes (side 1), as read from JSON. */
  party: unknown[];
  foes: unknown[];
  tactics: [Tactics, Tactics];
  runs: number;
  /** Absent: a fresh one is drawn, and the report names it. */
  seed?: string;
  maxRounds?: number;
  /** The ruleset's options as given (raw); the defaults are the book's. */
  options?: unknown;
}

export interface GroupReport {
  ruleset: string;
  initiative: string;
  fights: number;
  seed: string;
  draws: number;
  timeouts: number;
  rounds: { mean: number; max: number };
  sides: {
    side: 0 | 1;
    label: "party" | "foes";
    tactics: Tactics;
    wins: number;
    losses: number;
    winRate: { rate: number; low: number; high: number };
  }[];
  combatants: {
    name: string;
    side: 0 | 1;
    weapon: string;
    drops: number;
    deaths: number;
    dropRate: number;
    attacks: number;
    hits: number;
    damageDealt: number;
    damageTaken: number;
  }[];
  notes: string[];
}

/** A kit (`{ character, equipment }`, as a Dice Engine kit file holds) or a bare character file. */
const isKit = (raw: unknown): raw is { character: unknown; equipment?: unknown } =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw) && Object.hasOwn(raw, "character");
const characterOfKit = (raw: unknown) => (isKit(raw) ? raw.character : raw);
const equipmentOfKit = (raw: unknown) =>
  isKit(raw) && Object.hasOwn(raw, "equipment") ? raw.equipment : undefined;

function positiveWhole(n: number, name: string, max: number): void {
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new EngineError("invalid", `${name} must be a whole number from 1 to ${max}`, [name]);
}

interface GroupPlan {
  strategy: string;
  initiative: string;
  request: GroupRequest;
  fight: PreparedGroupFight;
  seed: string;
}

function planGroup(ruleset: Ruleset, input: GroupInput): GroupPlan {
  const strategy = duelStrategyFor(ruleset);
  const group = strategy.group;
  if (!group)
    throw new EngineError(
      "not_found",
      `the ${ruleset.name} ruleset (${ruleset.id}) has no group fights yet; it simulates duels only`,
      ["ruleset"],
    );
  positiveWhole(input.runs, "runs", 10_000_000);
  const maxRounds = input.maxRounds ?? 100;
  positiveWhole(maxRounds, "maxRounds", 10_000);
  const options = ruleset.parseOptions(input.options ?? {});
  const seed = input.seed ?? freshSeed();
  const parseSide = (files: unknown[], label: "party" | "foes") => {
    if (!Array.isArray(files) || files.length === 0 || files.length > 50)
      throw new EngineError("invalid", `${label} must be a list of 1 to 50 character files`, [label]);
    return files.map((raw, i) => {
      try {
        return ruleset.character.parse(strategy.equipment ? characterOfKit(raw) : raw, options);
      } catch (e) {
        if (e instanceof EngineError)
          throw new EngineError(
            e.code,
            `${label} file ${i + 1}: ${e.message}`,
            [label, i, ...e.path],
            e.issues,
          );
        throw e;
      }
    });
  };
  const sides: [unknown[], unknown[]] = [parseSide(input.party, "party"), parseSide(input.foes, "foes")];
  const request: GroupRequest = { options, sides, tactics: input.tactics, maxRounds };
  if (strategy.equipment)
    request.equipment = [input.party.map(equipmentOfKit), input.foes.map(equipmentOfKit)];
  return {
    strategy: strategy.ruleset,
    initiative: group.initiative,
    request,
    fight: group.prepare(request),
    seed,
  };
}

/** Plays `runs` group fights on this thread and reports. */
export function simulateGroup(ruleset: Ruleset, input: GroupInput): GroupReport {
  const plan = planGroup(ruleset, input);
  const tally = new GroupTally(plan.fight.combatants.length);
  tally.add(playGroupChunks(plan.fight, plan.seed, chunksOf(input.runs)));
  return report(ruleset, input, plan, tally);
}

/**
 * The same on `workers` threads (this one included): chunks go out in batches, and since a chunk's
 * fights depend only on its index and the seed, the report is the same for any number of threads.
 */
export async function simulateGroupInWorkers(
  ruleset: Ruleset,
  input: GroupInput & { workers: number },
): Promise<GroupReport> {
  const plan = planGroup(ruleset, input);
  const tally = new GroupTally(plan.fight.combatants.length);
  const chunks = chunksOf(input.runs);
  if (input.workers <= 1) tally.add(playGroupChunks(plan.fight, plan.seed, chunks));
  else
    await playInWorkers<GroupTallyData>(
      input.workers,
      { strategy: plan.strategy, group: plan.request, seed: plan.seed },
      chunks,
      (_fights, t) => tally.add(t),
      (batch) => playGroupChunks(plan.fight, plan.seed, batch),
    );
  return report(ruleset, input, plan, tally);
}

function report(ruleset: Ruleset, input: GroupInput, plan: GroupPlan, tally: GroupTally): GroupReport {
  const fight = plan.fight;
  const seed = plan.seed;
  const fights = input.runs;
  return {
    ruleset: ruleset.id,
    initiative: plan.initiative,
    fights,
    seed,
    draws: tally.draws,
    timeouts: tally.timeouts,
    rounds: { mean: tally.roundSum / fights, max: tally.roundMax },
    sides: ([0, 1] as const).map((side) => {
      const [low, high] = wilson(tally.wins[side]!, fights);
      return {
        side,
        label: side === 0 ? ("party" as const) : ("foes" as const),
        tactics: input.tactics[side],
        wins: tally.wins[side]!,
        losses: tally.wins[1 - side]!,
        winRate: { rate: tally.wins[side]! / fights, low, high },
      };
    }),
    combatants: fight.combatants.map((c, i) => ({
      ...c,
      drops: tally.drops[i]!,
      deaths: tally.deaths[i]!,
      dropRate: tally.drops[i]! / fights,
      attacks: tally.attacks[i]!,
      hits: tally.hits[i]!,
      damageDealt: tally.dealt[i]!,
      damageTaken: tally.taken[i]!,
    })),
    notes: fight.notes,
  };
}
