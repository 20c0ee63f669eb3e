// The forecast at the table (issue 19): from a live table's state, the encounter's fighters as the
// state holds them now (their character data, so current HP and whatever else the ruleset keeps in
// it) are played as a group fight, player characters (owned by a member) against the GM's. Returns
// the party's chance to win with its 95% interval, each PC's chance to drop, and what-ifs: the
// party's chance if one NPC leaves, or if one more copy of an NPC joins. Pure and seeded: it never
// reads nor advances the table's dice.

import { EngineError } from "../engine/errors.js";
import type { Tactics } from "../engine/facets/group-fight.js";
import type { Ruleset } from "../engine/ruleset.js";
import { ownEntry, type TableState } from "../engine/state.js";
import { type GroupReport, simulateGroup } from "./group.js";

export interface ForecastInput {
  runs: number;
  seed: string;
  tactics?: [Tactics, Tactics];
  maxRounds?: number;
  /** Play the what-ifs too (each as many fights again); true by default. */
  whatIfs?: boolean;
}

export interface Fighter {
  name: string;
  /** The character entry's data, as the state holds it now. */
  data: unknown;
}

export interface WhatIf {
  kind: "leaves" | "joins";
  name: string;
  winRate: { rate: number; low: number; high: number };
}

export interface Forecast {
  ruleset: string;
  runs: number;
  seed: string;
  party: Fighter[];
  foes: Fighter[];
  winRate: { rate: number; low: number; high: number };
  pcs: { name: string; dropRate: number }[];
  whatIf: WhatIf[];
  /** What of the state the fight could not start from, in words for the GM. */
  notes: string[];
}

/** The fight the encounter stands for: its participants split into the party (PCs) and the foes. */
export function forecastSides(state: TableState): { party: Fighter[]; foes: Fighter[]; notes: string[] } {
  const enc = state.encounter;
  if (!enc) throw new EngineError("invalid", "there is no encounter to forecast", ["encounter"]);
  const party: Fighter[] = [];
  const foes: Fighter[] = [];
  const notes: string[] = [];
  for (const p of enc.participants) {
    const ch = ownEntry(state.characters, p.character);
    if (!ch) {
      notes.push(`${p.name} stands for no character and was left out.`);
      continue;
    }
    (ch.owner === null ? foes : party).push({ name: p.name, data: ch.data });
  }
  if (party.length === 0 || foes.length === 0)
    throw new EngineError("invalid", "the encounter needs player characters and the GM's foes", [
      "encounter",
    ]);
  if (enc.round > 0 || enc.current >= 0)
    notes.push("Fights are played from a fresh initiative; the current order and round were ignored.");
  const ids = new Set(enc.participants.flatMap((p) => [p.id, p.character]));
  const conds = state.conditions.filter((c) => ids.has(c.target));
  if (conds.length > 0)
    notes.push(`Conditions were ignored: ${[...new Set(conds.map((c) => c.name))].join(", ")}.`);
  return { party, foes, notes };
}

function run(ruleset: Ruleset, state: TableState, party: Fighter[], foes: Fighter[], input: ForecastInput) {
  return simulateGroup(ruleset, {
    party: party.map((f) => f.data),
    foes: foes.map((f) => f.data),
    tactics: input.tactics ?? [{ focus: "weakest" }, { focus: "weakest" }],
    runs: input.runs,
    seed: input.seed,
    ...(input.maxRounds !== undefined ? { maxRounds: input.maxRounds } : {}),
    options: state.options,
  });
}

const partyRate = (r: GroupReport) => r.sides[0]!.winRate;

/** The forecast for the table's encounter. Each what-if runs the same seed and runs. */
export function forecast(ruleset: Ruleset, state: TableState, input: ForecastInput): Forecast {
  const { party, foes, notes } = forecastSides(state);
  const base = run(ruleset, state, party, foes, input);
  const whatIf: WhatIf[] = [];
  if (input.whatIfs !== false) addWhatIfs(ruleset, state, party, foes, input, whatIf);
  return {
    ruleset: ruleset.id,
    runs: input.runs,
    seed: input.seed,
    party,
    foes,
    winRate: partyRate(base),
    pcs: base.combatants.filter((c) => c.side === 0).map((c) => ({ name: c.name, dropRate: c.dropRate })),
    whatIf,
    notes: [...notes, ...base.notes],
  };
}

/** How many group fights of `runs` each a forecast of these sides plays (the base and each what-if). */
export function forecastFights(foes: readonly Fighter[], whatIfs = true): number {
  if (!whatIfs) return 1;
  return 1 + (foes.length > 1 ? foes.length : 0) + new Set(foes.map((f) => f.name)).size;
}

function addWhatIfs(
  ruleset: Ruleset,
  state: TableState,
  party: Fighter[],
  foes: Fighter[],
  input: ForecastInput,
  whatIf: WhatIf[],
): void {
  foes.forEach((f, i) => {
    if (foes.length > 1)
      whatIf.push({
        kind: "leaves",
        name: f.name,
        winRate: partyRate(
          run(
            ruleset,
            state,
            party,
            foes.filter((_, j) => j !== i),
            input,
          ),
        ),
      });
  });
  const seen = new Set<string>();
  for (const f of foes) {
    if (seen.has(f.name)) continue;
    seen.add(f.name);
    whatIf.push({
      kind: "joins",
      name: f.name,
      winRate: partyRate(run(ruleset, state, party, [...foes, f], input)),
    });
  }
}
