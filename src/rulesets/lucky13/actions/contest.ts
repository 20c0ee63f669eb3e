// A contest (L13-OPP-1..6): each side rolls ability + skill (+ modifiers); the strictly highest
// total wins; a two-sided tie fails the initiator (side 1), a tie among more is rolled off.

import { z } from "zod";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  characterOf,
  characterPool,
  diceRecords,
  guard,
  modifierRecord,
  mustAct,
  rollModifiers,
} from "../bridge.js";
import type { L13Options } from "../character/index.js";
import { buildPool, contest, contestOdds, type PoolSpec } from "../dice/index.js";
import { dilemmaNote } from "./dilemma.js";

const side = z.strictObject({ actor: z.string(), ability: z.string(), skill: z.string(), ...rollModifiers });

export const contestParams = z.strictObject({
  /** The initiator first: it fails a two-sided tie (L13-OPP-4). */
  sides: z.array(side).min(2).max(10),
});

export type ContestParams = z.infer<typeof contestParams>;

function pools(state: TableState, p: ContestParams, o: L13Options): PoolSpec[] {
  return p.sides.map((s, i) => {
    const c = characterOf(state, s.actor, ["sides", i, "actor"]);
    mustAct(c, o, ["sides", i, "actor"]);
    return characterPool(state, c, s.ability, s.skill, null, s, o);
  });
}

/**
 * What contestOdds costs, without computing it: the roll-off visits every subset of every subset of
 * the n sides (about n²·3ⁿ⁻¹ products over the totals' width), and a pool's totals spread over about
 * 16 times the sum of its dice (explosion chains followed to 1e-15). Building the pools is cheap;
 * their exact distributions are not, so they are left to the odds themselves.
 */
function contestCost(state: TableState, p: ContestParams, o: L13Options): number {
  const n = p.sides.length;
  const width = Math.max(
    ...pools(state, p, o).map((spec) =>
      buildPool(spec, o).slots.reduce((sum, s) => sum + s.dice.reduce((a, d) => a + d, 0), 0),
    ),
  );
  return n * n * 3 ** (n - 1) * 16 * Math.max(1, width);
}

const partitionKey = (p: ContestParams, winner: number | null) =>
  winner === null ? "undecided" : `${winner}:${p.sides[winner]!.actor}`;

export const contestAction = action<ContestParams, L13Options, z.input<typeof contestParams>>({
  summary: "a contest: every side rolls ability + skill, the highest total wins",
  params: contestParams,
  examples: [
    contestParams.parse({
      sides: [
        { actor: "brunella", ability: "pulse", skill: "fighting" },
        { actor: "casimir", ability: "pulse", skill: "fighting" },
      ],
    }),
  ],
  odds({ state, options }, p) {
    const o = guard(() => contestOdds(pools(state, p, options), options));
    const partition: Record<string, number> = {};
    o.win.forEach((w, i) => {
      partition[partitionKey(p, i)] = w;
    });
    if (o.undecided > 0) partition.undecided = o.undecided;
    return { partition, chances: { tie: o.tie }, distributions: {}, truncated: o.lost };
  },
  oddsCost: ({ state, options }, p) => guard(() => contestCost(state, p, options)),
  resolve({ state, options, dice, newId }, p) {
    const r = guard(() =>
      contest(
        pools(state, p, options).map((pool, i) => ({ id: p.sides[i]!.actor, pool })),
        dice,
        options,
      ),
    );
    const names = p.sides.map((s) => characterOf(state, s.actor, ["sides"]).name);
    const id = newId("roll");
    const totals = r.totals.map((t, i) => `${names[i]} ${t}`).join(", ");
    const verdict =
      r.winner === null
        ? `tied at the top (${r.tied.map((i) => names[i]).join(", ")}): the GM decides`
        : `${names[r.winner]} wins${r.tieRule === "initiatorFails" ? " (a tie fails the initiator)" : ""}`;
    const roll = {
      id,
      action: "contest",
      actor: p.sides[0]!.actor,
      summary: `Contest: ${totals}; ${verdict}`,
      dice: r.rounds.flatMap((round, k) =>
        round.rolls.flatMap((pr, j) =>
          diceRecords(pr, `${k === 0 ? "" : `roll-off ${k}: `}${names[round.sides[j]!]}`),
        ),
      ),
      outcome: {
        totals: r.totals,
        winner: r.winner,
        margin: r.margin,
        tie: r.tie,
        tieRule: r.tieRule,
        modifiers: r.rounds[0]!.rolls.map((pr) => modifierRecord(pr.pool)),
      },
      partition: partitionKey(p, r.winner),
    };
    const events: TableEvent[] = [{ type: "roll", roll }];
    r.rounds[0]!.rolls.forEach((pr, j) => {
      if (pr.dilemma) events.push(dilemmaNote(newId("dilemma"), id, p.sides[j]!.actor, names[j]!));
    });
    return { events, roll };
  },
});
