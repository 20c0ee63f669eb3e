// `tabula contest lucky13`: every side rolls ability + skill, the highest total wins (L13-OPP-1..6).

import type { Ruleset } from "../../engine/ruleset.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import { guard } from "../../rulesets/lucky13/bridge.js";
import type { L13Character, L13Options } from "../../rulesets/lucky13/character/index.js";
import {
  type ContestResult,
  contest,
  contestOdds,
  type PoolSpec,
} from "../../rulesets/lucky13/dice/index.js";
import { type OptionSpecs, type Parsed, UsageError } from "../args.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import { diceFromArgs } from "./common.js";
import {
  asL13,
  commonOptions,
  type DieOut,
  diceJson,
  dieArg,
  dieText,
  flagPool,
  type L13Ruleset,
  list,
  loadCharacter,
  options,
  pct,
  str,
  tableOf,
} from "./lucky13-common.js";

export const L13_CONTEST_OPTIONS: OptionSpecs = {
  ability: {
    type: "string",
    value: "DIE|NAME",
    help: "the initiator's ability die (d4…d12, none), or its name with --character",
  },
  skill: {
    type: "string",
    value: "DIE|NAME",
    help: "the initiator's skill die, or its name with --character",
  },
  vs: {
    type: "string",
    value: "DICE|FILES",
    help: "the other side's ability and skill dice (d6,d10; more sides: d6,d10/d8,d8), or with --character their files (a.json,b.json)",
  },
  "vs-ability": {
    type: "string",
    value: "NAME",
    help: "with --character: the ability the other sides roll (default: --ability)",
  },
  "vs-skill": {
    type: "string",
    value: "NAME",
    help: "with --character: the skill the other sides roll (default: --skill)",
  },
  specialization: {
    type: "string",
    value: "N|NAME",
    help: "the initiator's specialization: its level, or its name with --character",
  },
  asset: {
    type: "string",
    value: "LIST",
    help: "assets the initiator uses: quality levels 1–5 or labels, or names",
  },
  assist: { type: "string", value: "DICE", help: "the initiator's helpers' dice, comma-separated" },
  "assist-ability": { type: "boolean", help: "the assists step the ability slot instead of the skill slot" },
  background: { type: "boolean", help: "the initiator invokes a background: advantage on the ability die" },
  impairment: { type: "boolean", help: "an impairment of the initiator applies: disadvantage" },
  "vs-background": { type: "boolean", help: "the other sides invoke a background: advantage" },
  "vs-impairment": { type: "boolean", help: "an impairment of the other sides applies: disadvantage" },
  character: {
    type: "string",
    value: "FILE",
    help: "the initiator's character file (then --vs names files)",
  },
  ...commonOptions(),
};

/** The sides of a contest and what they rolled, the same whether they came from dice or files. */
interface ContestView {
  names: string[];
  result: Pick<ContestResult, "totals" | "winner" | "margin" | "tie" | "tieRule" | "tied">;
  /** Whether each side's kept dice imploded on the first roll (a dilemma; roll-offs open none). */
  dilemmas: boolean[];
  /** Every die: the side's index, the round (0 the first roll, k the k-th roll-off). */
  dice: { side: number; round: number; die: DieOut }[];
}

/**
 * The bare-dice names: the initiator, then the opponent (or opponents A, B…: a letter, so a name is
 * never read as a total in "opponent A 7").
 */
function bareNames(n: number): string[] {
  return [
    "initiator",
    ...Array.from({ length: n - 1 }, (_, i) =>
      n === 2 ? "opponent" : `opponent ${String.fromCharCode(65 + i)}`,
    ),
  ];
}

/** --vs with dice: each side's ability and skill die, sides separated by "/". */
function vsPools(text: string, args: Parsed): PoolSpec[] {
  const sides = text.split("/").map((s) => s.trim());
  if (sides.length > 9) throw new UsageError("--vs takes at most 9 sides");
  return sides.map((side, i) => {
    const parts = list(side);
    if (parts.length !== 2)
      throw new UsageError(
        `--vs: side ${i + 1} ('${side}') needs an ability and a skill die, e.g. d6,d10 (sides separated by /)`,
      );
    const spec: PoolSpec = {
      slots: [
        { role: "ability", base: dieArg(parts[0]!, "vs") },
        { role: "skill", base: dieArg(parts[1]!, "vs") },
      ],
    };
    if (args.options["vs-background"]) spec.advantage = [{ source: "background" }];
    if (args.options["vs-impairment"]) spec.disadvantage = [{ source: "impairment" }];
    return spec;
  });
}

function verdict(v: ContestView): string {
  const { names, result: r } = v;
  const totals = r.totals.map((t, i) => `${names[i]} ${t}`).join(", ");
  const end =
    r.winner === null
      ? `tied at the top (${r.tied.map((i) => names[i]).join(", ")}): the GM decides`
      : `${names[r.winner]} wins${r.tieRule === "initiatorFails" ? " (a tie fails the initiator)" : r.tieRule === "rollOff" ? " the roll-off" : ""}`;
  return `Contest: ${totals}; ${end}`;
}

function printContest(io: Io, args: Parsed, rs: L13Ruleset, v: ContestView, seed: string | null): number {
  if (args.options.json) {
    printJson(io, "contest", {
      ruleset: rs.id,
      sides: v.names.map((name, i) => ({ name, total: v.result.totals[i], dilemma: v.dilemmas[i] })),
      winner: v.result.winner === null ? null : v.names[v.result.winner],
      margin: v.result.margin,
      tie: v.result.tie,
      tieRule: v.result.tieRule,
      dice: v.dice.map((d) => ({ side: v.names[d.side], round: d.round, ...d.die })),
      seed,
    });
    return 0;
  }
  io.out(`${verdict(v)}\n`);
  const lines = new Map<string, string[]>();
  for (const d of v.dice) {
    const key = `${d.round === 0 ? "" : `roll-off ${d.round}: `}${v.names[d.side]}`;
    lines.set(key, [...(lines.get(key) ?? []), dieText(d.die)]);
  }
  for (const [key, dice] of lines) io.out(`  ${key}: ${dice.join(", ")}\n`);
  v.dilemmas.forEach((x, i) => {
    if (x) io.out(`  ${v.names[i]}'s roll imploded: a dilemma\n`);
  });
  if (seed !== null) io.out(`seed ${seed}\n`);
  return 0;
}

function printContestOdds(
  io: Io,
  args: Parsed,
  rs: L13Ruleset,
  names: string[],
  win: number[],
  tie: number,
  undecided: number,
  o: L13Options,
): number {
  if (args.options.json) {
    printJson(io, "contest.odds", { ruleset: rs.id, sides: names, win, tie, undecided });
    return 0;
  }
  io.out(`${names.map((n, i) => `${n} wins ${pct(win[i] ?? 0)}`).join("; ")}\n`);
  const rule = names.length === 2 ? `contestTie ${o.contestTie}` : `multiContestTie ${o.multiContestTie}`;
  io.out(`  the first roll ties at the top ${pct(tie)} (${rule})\n`);
  if (undecided > 0) io.out(`  left to the GM ${pct(undecided)}\n`);
  return 0;
}

export function lucky13Contest(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asL13(ruleset);
  const o = options(args, rs);
  const vs = str(args, "vs");
  if (vs === undefined)
    throw new UsageError(
      "--vs is required: the other side's dice (d6,d10), or with --character their character files",
    );
  const file = str(args, "character");
  if (file === undefined) {
    for (const flag of ["vs-ability", "vs-skill"])
      if (str(args, flag) !== undefined)
        throw new UsageError(`--${flag} needs --character (with dice, give --vs DIE,DIE)`);
    const pools = [flagPool(args, o), ...vsPools(vs, args)];
    const names = bareNames(pools.length);
    if (args.options.odds) {
      const odds = guard(() => contestOdds(pools, o));
      return printContestOdds(io, args, rs, names, odds.win, odds.tie, odds.undecided, o);
    }
    const d = diceFromArgs(args);
    const r = guard(() =>
      contest(
        pools.map((pool) => ({ pool })),
        d.source,
        o,
      ),
    );
    return printContest(
      io,
      args,
      rs,
      {
        names,
        result: r,
        dilemmas: r.rounds[0]!.rolls.map((x) => x.dilemma),
        dice: r.rounds.flatMap((round, k) =>
          round.rolls.flatMap((roll, j) =>
            diceJson(roll).map((die) => ({ side: round.sides[j]!, round: k, die })),
          ),
        ),
      },
      d.seed,
    );
  }
  if (str(args, "ability") === undefined || str(args, "skill") === undefined)
    throw new UsageError("--ability and --skill are required: the initiator's ability and skill names");
  const files = list(vs);
  if (files.length > 9) throw new UsageError("--vs takes at most 9 character files");
  const chars: Record<string, L13Character> = {};
  [file, ...files].forEach((f, i) => {
    const c = loadCharacter(f, o, rs);
    // Two sides with the same name are told apart ("Brunella", "Brunella (2)"), in the log's groups too.
    const used = new Set(Object.values(chars).map((x) => x.name));
    let name = c.name;
    for (let k = 2; used.has(name); k++) name = `${c.name} (${k})`;
    chars[i === 0 ? "initiator" : `side${i + 1}`] = { ...c, name };
  });
  const state = tableOf(rs, o, chars);
  const ids = Object.keys(chars);
  const initiator = {
    actor: "initiator",
    ability: str(args, "ability")!,
    skill: str(args, "skill")!,
    ...(str(args, "specialization") !== undefined ? { specialization: str(args, "specialization") } : {}),
    assets: list(str(args, "asset")),
    steps: list(str(args, "assist")).map((d, i) => ({
      slot: args.options["assist-ability"] ? ("ability" as const) : ("skill" as const),
      steps: [4, 6, 8, 10, 12].indexOf(dieArg(d, "assist") as number) + 1,
      label: `assist ${i + 1} (${d})`,
    })),
    background: Boolean(args.options.background),
    impairment: Boolean(args.options.impairment),
  };
  const others = ids.slice(1).map((actor) => ({
    actor,
    ability: str(args, "vs-ability") ?? initiator.ability,
    skill: str(args, "vs-skill") ?? initiator.skill,
    background: Boolean(args.options["vs-background"]),
    impairment: Boolean(args.options["vs-impairment"]),
  }));
  const params = { sides: [initiator, ...others] };
  const names = ids.map((id) => chars[id]!.name);
  if (args.options.odds) {
    const odds = oddsOf(rs, state, "contest", params);
    const win = ids.map((id, i) => odds.partition[`${i}:${id}`] ?? 0);
    return printContestOdds(
      io,
      args,
      rs,
      names,
      win,
      odds.chances.tie ?? 0,
      odds.partition.undecided ?? 0,
      o,
    );
  }
  const d = diceFromArgs(args);
  const roll = resolveAction(rs, state, "contest", params, d.source, idCounter()).roll!;
  const out = roll.outcome as ContestView["result"];
  // The log's dice are grouped "Name" (first roll) or "roll-off k: Name", the names all different.
  const dice: ContestView["dice"] = roll.dice.map((rec) => {
    const m = /^roll-off (\d+): /.exec(rec.group ?? "");
    const { role, sides: size, faces, exploded, imploded, kept } = rec;
    return {
      side: names.indexOf((rec.group ?? "").slice(m ? m[0].length : 0)),
      round: m ? Number(m[1]) : 0,
      die: { role, size, faces, exploded, imploded, kept },
    };
  });
  return printContest(
    io,
    args,
    rs,
    {
      names,
      // The log's outcome has no `tied`: a tie left to the GM is between the first roll's leaders.
      result: {
        ...out,
        tied:
          out.winner === null ? out.totals.flatMap((t, i) => (t === Math.max(...out.totals) ? [i] : [])) : [],
      },
      dilemmas: names.map((_, i) => dice.some((x) => x.round === 0 && x.side === i && x.die.imploded)),
      dice,
    },
    d.seed,
  );
}
