// A contest: no target; every side rolls and the highest value wins (B15-CON-1..3); a side of two or
// more uses its best total + 2 per extra member (B15-GRP-1..4); a tie for the lead is rerolled
// (B15-RES-5). The odds give the first roll's wins and tie and each side's chance to win in the end.
// Dice order: side by side, member by member; then the same for each reroll of the sides rerolling.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { d20Records, modifierLog, type RollerBonus, rollerBonus } from "../bridge.js";
import type { B15Options } from "../character/index.js";
import { type ContestRules, type ContestSide, rollContest } from "../rules/contest.js";
import { contestOdds } from "../rules/contest-odds.js";
import { format, toNumber } from "../rules/rational.js";
import { label, rollerParam } from "./params.js";

export const contestParams = z.strictObject({
  sides: z
    .array(z.strictObject({ name: label, members: z.array(rollerParam).min(1).max(10) }))
    .min(2)
    .max(6),
});
export type ContestParams = z.infer<typeof contestParams>;

export function contestRules(o: B15Options): ContestRules {
  return {
    rounding: o.roundingMode,
    groupUsesRawFace: o.groupUsesRawFace,
    contestTieReroll: o.contestTieReroll,
  };
}

function sidesOf(
  state: TableState,
  p: ContestParams,
  o: B15Options,
): { sides: ContestSide[]; rollers: RollerBonus[][] } {
  const seen = new Set<string>();
  p.sides.forEach((s, i) => {
    if (seen.has(s.name))
      throw new EngineError("invalid", `two sides are called "${s.name}"`, ["sides", i, "name"]);
    seen.add(s.name);
  });
  const rollers = p.sides.map((s, i) =>
    s.members.map((m, j) => rollerBonus(state, m, o, ["sides", i, "members", j], o.contestIncludesStat)),
  );
  const sides = p.sides.map((s, i) => ({
    name: s.name,
    bonuses: rollers[i]!.map((r) => r.bonus),
    // A member without a character is named after its side ("mob 3"), so the log stays readable.
    memberNames: rollers[i]!.map((r, j, all) =>
      r.actor !== null ? r.name : all.length > 1 ? `${s.name} ${j + 1}` : s.name,
    ),
  }));
  return { sides, rollers };
}

const winKey = (name: string) => `win:${name}`;

export const contestAction = action<ContestParams, B15Options, z.input<typeof contestParams>>({
  summary: "a contest: every side rolls d20 + stat + modifiers, groups add +2 per extra member; ties reroll",
  params: contestParams,
  examples: [
    contestParams.parse({
      sides: [
        {
          name: "captors",
          members: [
            { actor: "bryn", stat: "might" },
            { actor: "cole", stat: "might" },
          ],
        },
        {
          name: "prisoner",
          members: [{ actor: "wren", stat: "might", modifiers: [{ value: 2, label: "slippery" }] }],
        },
      ],
    }),
  ],
  odds({ state, options }, p) {
    const { sides } = sidesOf(state, p, options);
    const o = contestOdds(sides, contestRules(options));
    const partition: Record<string, number> = {};
    const chances: Record<string, number> = { firstRollTie: toNumber(o.firstTie) };
    sides.forEach((s, i) => {
      partition[winKey(s.name)] = toNumber(o.winEventually[i]!);
      chances[`firstRollWin:${s.name}`] = toNumber(o.firstWin[i]!);
    });
    return { partition, chances, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const { sides, rollers } = sidesOf(state, p, options);
    const r = rollContest(sides, dice, contestRules(options));
    const winner = sides[r.winner]!.name;
    const rounds = r.rounds.map((round) => ({
      sides: round.rolling.map((s, k) => ({
        name: sides[s]!.name,
        faces: round.rolls[k]!.faces,
        totals: round.rolls[k]!.totals.map(format),
        groupBonus: round.rolls[k]!.groupBonus,
        value: round.rolls[k]!.value,
      })),
      leaders: round.leaders.map((s) => sides[s]!.name),
    }));
    const text = rounds
      .map(
        (round, k) =>
          `${k === 0 ? "" : `reroll ${k}: `}${round.sides.map((s) => `${s.name} ${s.value}`).join(", ")}`,
      )
      .join("; ");
    const roll = {
      id: newId("roll"),
      action: "contest",
      actor: p.sides[0]!.members[0]!.actor ?? null,
      // "won by": a side's name may be singular or plural ("prisoner", "guards").
      summary: `Contest: ${text} — won by ${winner}${r.rounds.length > 1 ? " after a tie" : ""}`,
      dice: r.rounds.flatMap((round, k) =>
        round.rolls.flatMap((side, j) => {
          const s = round.rolling[j]!;
          const records = d20Records(side, sides[s]!.memberNames ?? [], sides[s]!.name);
          return k === 0 ? records : records.map((d) => ({ ...d, group: `reroll ${k}: ${d.group}` }));
        }),
      ),
      outcome: {
        winner,
        rerolls: r.rounds.length - 1,
        rounds,
        members: p.sides.map((s, i) => ({
          side: s.name,
          rollers: rollers[i]!.map((m) => ({
            actor: m.actor,
            name: m.name,
            stat: m.stat,
            modifiers: modifierLog(m),
          })),
        })),
      },
      partition: winKey(winner),
    };
    return { events: [{ type: "roll", roll }], roll };
  },
});
