// `tabula check|contest|supply beat15`: a check against the ladder, a contest between a group and an
// opposing side, and a supply roll, from bare numbers on the command line.

import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { emptyState } from "../../engine/state.js";
import { idCounter, resolveAction } from "../../engine/table.js";
import { type CheckParams, checkInput } from "../../rulesets/beat15/actions/check.js";
import { exactCheckOdds } from "../../rulesets/beat15/actions/check-core.js";
import { contestRules } from "../../rulesets/beat15/actions/contest.js";
import type { B15Options } from "../../rulesets/beat15/character/index.js";
import { BAND_IDS } from "../../rulesets/beat15/data/ladder.js";
import { SUPPLY_CHAIN, SUPPLY_SIDES, type SupplyLevel } from "../../rulesets/beat15/data/supply.js";
import { rollContest } from "../../rulesets/beat15/rules/contest.js";
import { contestOdds } from "../../rulesets/beat15/rules/contest-odds.js";
import { bandLabel } from "../../rulesets/beat15/rules/ladder.js";
import {
  format,
  formatSigned,
  parseRational,
  type Rational,
  rat,
  sub,
  toNumber,
} from "../../rulesets/beat15/rules/rational.js";
import { OUT_OF_SUPPLIES, rollSupply, supplyOdds } from "../../rulesets/beat15/rules/supply.js";
import { beat15 } from "../../rulesets/beat15/ruleset.js";
import { integerOption, type OptionSpecs, type Parsed, UsageError } from "../args.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import type { RulesetCli } from "./adapter.js";
import { diceFromArgs, ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption } from "./common.js";

function common(): OptionSpecs {
  return {
    ...ROLL_OPTIONS,
  };
}

const ODDS = ODDS_OPTION;

export const B15_CHECK_OPTIONS: OptionSpecs = {
  stat: { type: "string", value: "N", help: "the stat added to the d20 (0 for no stat)" },
  target: {
    type: "string",
    value: "N",
    help: "the base target number: a rung of the ladder (3, 6, … 39, …)",
  },
  difficulty: {
    type: "string",
    value: "NAME",
    help: "a named base target: simple 12, challenging 21, strenuous 30, impossible 39; or attack, stealth (15)",
  },
  steps: { type: "string", value: "±N", help: "move the target N rungs: + harder (up the ladder), - easier" },
  modifier: {
    type: "string",
    value: "LIST",
    help: "modifiers, comma-separated; fractions allowed (2,-1,3/2)",
  },
  "allow-impossible": { type: "boolean", help: 'the GM allows an attempt at an "Impossible" task' },
  odds: ODDS,
  ...common(),
};

export const B15_CONTEST_OPTIONS: OptionSpecs = {
  group: { type: "string", value: "LIST", help: "each member's total modifier (stat + modifiers): 2,2" },
  vs: { type: "string", value: "LIST", help: "the opposing side, the same way: 3 (or 3,1 for a group)" },
  odds: ODDS,
  ...common(),
};

export const B15_SUPPLY_OPTIONS: OptionSpecs = {
  die: { type: "string", value: "DIE", help: "the supply die: d12, d10, d8, d6 or d4" },
  rolls: {
    type: "string",
    value: "N",
    help: "supply rolls for this use (default: the table's supplyRollsPerUse)",
  },
  odds: ODDS,
  ...common(),
};

const str = stringOption;

/** The ruleset to run: Beat-15, or one a designer derived from it (same options and characters). */
type B15Ruleset = typeof beat15;
const asBeat15 = (rs: Ruleset | undefined): B15Ruleset => (rs ?? beat15) as B15Ruleset;

function options(args: Parsed, rs: B15Ruleset): B15Options {
  return rs.parseOptions(optionsObject(args));
}

const EXACT = /^[+-]?(\d+(\/\d+)?|\d*\.\d+)$/;

/** A comma-separated list of exact values (2,-1,3/2). */
function valueList(text: string | undefined, flag: string): string[] {
  if (text === undefined) return [];
  return text.split(",").map((v, i) => {
    const t = v.trim();
    if (!EXACT.test(t))
      throw new UsageError(`--${flag}: item ${i + 1} ('${v}') is not a number or a fraction such as 3/2`);
    return t;
  });
}

const pct = (p: Rational) => `${(toNumber(p) * 100).toFixed(4)}% (${format(p)})`;

// ---------------------------------------------------------------------------------------------------
// check

function checkParams(args: Parsed, o: B15Options): CheckParams {
  const stat = integerOption(args.options.stat, "stat");
  if (stat === undefined) throw new UsageError("--stat is required (0 for no stat)");
  const base = integerOption(args.options.target, "target");
  const difficulty = str(args, "difficulty")?.trim().toLowerCase();
  if ((base === undefined) === (difficulty === undefined))
    throw new UsageError("give exactly one of --target N or --difficulty NAME");
  let target: CheckParams["target"];
  if (base !== undefined) target = { base, setBy: "GM" };
  else if ((BAND_IDS as readonly string[]).includes(difficulty!))
    target = { difficulty: difficulty as (typeof BAND_IDS)[number], setBy: "GM" };
  else if (difficulty! in o.taskTargets) target = { task: difficulty!, setBy: "GM" };
  else
    throw new UsageError(
      `--difficulty: '${difficulty}' is not one of ${[...BAND_IDS, ...Object.keys(o.taskTargets)].join(", ")}`,
    );
  const steps = integerOption(args.options.steps, "steps") ?? 0;
  if (Math.abs(steps) > 20) throw new UsageError("--steps must be between -20 and 20");
  const move = [{ label: "--steps", steps: Math.abs(steps), by: "GM" }];
  return {
    stat,
    statScale: 1,
    modifiers: valueList(str(args, "modifier"), "modifier").map((value, i) => ({
      value,
      kind: "modifier" as const,
      label: `modifier ${i + 1}`,
      by: "table",
    })),
    allies: [],
    target,
    advantages: steps < 0 ? move : [],
    disadvantages: steps > 0 ? move : [],
    gmPermission: Boolean(args.options["allow-impossible"]),
  };
}

/**
 * The rules name the GM's permission for an "Impossible" task by its field, gmPermission; on the
 * command line it is the --allow-impossible flag, so a refusal says that instead.
 */
function withFlagNames<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof EngineError && e.path[0] === "gmPermission")
      throw new EngineError(e.code, e.message.replace("(gmPermission)", "(--allow-impossible)"), e.path);
    throw e;
  }
}

export function beat15Check(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asBeat15(ruleset);
  const o = options(args, rs);
  const params = checkParams(args, o);
  const state = emptyState(rs.id, o);
  if (args.options.odds) {
    const odds = withFlagNames(() => exactCheckOdds(state, checkInput(params), o));
    if (args.options.json) printJson(io, "check.odds", { ruleset: rs.id, chance: toNumber(odds.success) });
    else
      io.out(
        `chance of success ${pct(odds.success)} against ${odds.target.final} (${bandLabel(odds.target.band)})\n`,
      );
    return 0;
  }
  const d = diceFromArgs(args);
  const r = withFlagNames(() => resolveAction(rs, state, "check", params, d.source, idCounter()));
  const roll = r.roll!;
  const out = roll.outcome as {
    success: boolean;
    total: number;
    target: number;
    margin: number;
    tier: string;
  };
  const ladder = roll.outcome.ladder as { bandLabel: string };
  if (args.options.json) {
    printJson(io, "check", {
      ruleset: rs.id,
      success: out.success,
      total: out.total,
      target: out.target,
      dice: roll.dice.map((x) => ({ role: x.role, size: x.sides, faces: x.faces })),
      seed: d.seed,
    });
    return 0;
  }
  const face = roll.dice[0]!.faces[0]!;
  const parts = [`d20 ${face}`, `stat ${formatSigned(rat(Number(params.stat)))}`];
  for (const m of params.modifiers) parts.push(formatSigned(parseRational(m.value)));
  io.out(
    `${out.success ? "success" : "failure"}: ${out.total} against ${out.target} (${ladder.bandLabel}), margin ${out.margin >= 0 ? "+" : ""}${out.margin} (${out.tier})\n  ${parts.join(" ")}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`,
  );
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// contest

function side(args: Parsed, flag: "group" | "vs"): Rational[] {
  const text = str(args, flag);
  if (text === undefined)
    throw new UsageError(`--${flag} is required: one total modifier per member, e.g. 2,2`);
  const values = valueList(text, flag);
  if (values.length === 0 || values.length > 10) throw new UsageError(`--${flag} needs 1 to 10 members`);
  return values.map((v, i) => parseRational(v, [flag, i]));
}

export function beat15Contest(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asBeat15(ruleset);
  const o = options(args, rs);
  const sides = [
    { name: "group", bonuses: side(args, "group") },
    { name: "vs", bonuses: side(args, "vs") },
  ];
  /** The sides as the text output names them (the JSON keeps the flags' names, group and vs). */
  const shown: Record<string, string> = { group: "group", vs: "opposing side" };
  const rules = contestRules(o);
  if (args.options.odds) {
    const odds = contestOdds(sides, rules);
    const [win, lose] = [odds.firstWin[0]!, odds.firstWin[1]!];
    const eventually = odds.winEventually[0]!;
    if (args.options.json) {
      printJson(io, "contest.odds", {
        ruleset: rs.id,
        win: toNumber(win),
        tie: toNumber(odds.firstTie),
        lose: toNumber(lose),
        winEventually: toNumber(eventually),
      });
      return 0;
    }
    io.out(
      [
        `first roll: group wins ${pct(win)}, tie ${pct(odds.firstTie)}, group loses ${pct(lose)}`,
        `with ties rerolled (${o.contestTieReroll}): group wins ${pct(eventually)}`,
        "",
      ].join("\n"),
    );
    return 0;
  }
  const d = diceFromArgs(args);
  const r = rollContest(sides, d.source, rules);
  const rounds = r.rounds.map((round) =>
    Object.fromEntries(
      round.rolling.map((s, k) => {
        const roll = round.rolls[k]!;
        return [
          sides[s]!.name,
          {
            faces: roll.faces,
            totals: roll.totals.map(format),
            groupBonus: roll.groupBonus,
            value: roll.value,
          },
        ];
      }),
    ),
  );
  const winner = sides[r.winner]!.name;
  if (args.options.json) {
    printJson(io, "contest", { ruleset: rs.id, winner, rerolls: rounds.length - 1, rounds, seed: d.seed });
    return 0;
  }
  rounds.forEach((round, k) => {
    const text = Object.entries(round)
      .map(([name, s]) => {
        const bonus = s.groupBonus > 0 ? ` + ${s.groupBonus}` : "";
        return `${shown[name] ?? name} ${s.value} (d20 ${s.faces.join(", ")}; totals ${s.totals.join(", ")}${bonus})`;
      })
      .join(" vs ");
    io.out(`${k === 0 ? "roll" : `reroll ${k}`}: ${text}\n`);
  });
  io.out(
    `${winner === "group" ? "the group" : "the opposing side"} wins\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`,
  );
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// supply

function dieArg(args: Parsed): SupplyLevel {
  const text = str(args, "die")?.trim().toLowerCase();
  if (text === undefined) throw new UsageError("--die is required: d12, d10, d8, d6 or d4");
  if (!(SUPPLY_CHAIN as readonly string[]).includes(text))
    throw new UsageError(`--die: '${text}' is not a supply die (d12, d10, d8, d6, d4)`);
  return text as SupplyLevel;
}

export function beat15Supply(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asBeat15(ruleset);
  const o = options(args, rs);
  const die = dieArg(args);
  const rolls = integerOption(args.options.rolls, "rolls") ?? o.supplyRollsPerUse;
  if (rolls < 1 || rolls > 10) throw new UsageError("--rolls must be between 1 and 10");
  if (args.options.odds) {
    if (die === "empty") throw new EngineError("refused", `an empty supply is ${OUT_OF_SUPPLIES}`, ["die"]);
    const odds = supplyOdds(die, rolls);
    const ends = Object.fromEntries(
      SUPPLY_CHAIN.filter((l) => odds.ends.has(l)).map((l) => [l, odds.ends.get(l)!]),
    );
    if (args.options.json) {
      printJson(io, "supply.odds", {
        ruleset: rs.id,
        die,
        stepDown: toNumber(sub(rat(1), odds.noShortfall)),
        becomes: Object.fromEntries(Object.entries(ends).map(([l, p]) => [l, toNumber(p)])),
      });
      return 0;
    }
    for (const [l, p] of Object.entries(ends))
      io.out(`${l === die ? `stays ${l}` : `becomes ${l}`}: ${pct(p)}\n`);
    return 0;
  }
  const d = diceFromArgs(args);
  const use = rollSupply(die, rolls, d.source, o.supplyFailBlocksUse, ["die"], `the ${die} supply`);
  const faces = use.throws.map((t) => t.face);
  if (args.options.json) {
    printJson(io, "supply", {
      ruleset: rs.id,
      die,
      faces,
      becomes: use.to,
      steppedDown: use.to !== use.from,
      dice: use.throws.map((t) => ({ role: "supply", size: SUPPLY_SIDES[t.die], faces: [t.face] })),
      seed: d.seed,
    });
    return 0;
  }
  const what =
    use.to === use.from
      ? `stays ${die}`
      : `becomes ${use.to}${use.to === "empty" ? ` (${OUT_OF_SUPPLIES})` : ""}`;
  io.out(`${die} rolled ${faces.join(", ")}: ${what}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`);
  return 0;
}

export const beat15Cli: RulesetCli = {
  check: {
    usage: [
      "tabula check beat15 --stat N (--target N | --difficulty NAME) [--steps ±N] [--modifier N,…]",
      "       [--allow-impossible] [--options JSON] [--odds] [--seed S] [--faces F] [--json]",
    ].join("\n"),
    description: [
      "Beat-15: d20 + stat + modifiers; meeting or beating the target succeeds (a tie goes to the roller).",
      "Targets are rungs of a ladder in steps of 3 (3 … 39, and on above); --steps moves the target that",
      "many rungs (+ harder, - easier), stopping at the ladder's ends. A task that starts at 39",
      '("Impossible") is refused unless --allow-impossible. Fractions are kept exact and the total is',
      "rounded down once, at the end. --faces: the d20.",
      'JSON: {"ruleset","success","total","target","dice","seed"}; with --odds {"ruleset","chance": p}.',
    ].join("\n"),
    options: B15_CHECK_OPTIONS,
    run: beat15Check,
  },
  contest: {
    usage:
      "tabula contest beat15 --group N,N,… --vs N,… [--options JSON] [--odds] [--seed S] [--faces F] [--json]",
    description: [
      "Beat-15 contest: each member rolls d20 + their total modifier; a side of two or more counts its best",
      "total + 2 for each other member. The higher side wins; a tie is rerolled until one side leads.",
      "--faces: the group's d20s in order, then the opposing side's, then the same for each reroll.",
      'JSON with --odds: {"ruleset","win","tie","lose","winEventually"} for the group: win/tie/lose on the',
      'first roll, winEventually once ties are rerolled. Without: {"ruleset","winner","rerolls","rounds","seed"},',
      'where the sides are named after their flags: "group" and "vs" (the opposing side).',
    ].join("\n"),
    options: B15_CONTEST_OPTIONS,
    run: beat15Contest,
  },
  supply: {
    usage:
      "tabula supply beat15 --die DIE [--rolls N] [--options JSON] [--odds] [--seed S] [--faces F] [--json]",
    description: [
      "Beat-15 supply roll: roll the supply die; on 1–3 it shrinks one size (d12 → d10 → d8 → d6 → d4 →",
      "empty), on 4 or more it stays. An empty supply cannot be rolled.",
      'JSON: {"ruleset","die","faces","becomes","steppedDown","dice","seed"};',
      'with --odds {"ruleset","die","stepDown": p,"becomes": {die: p}}.',
    ].join("\n"),
    options: B15_SUPPLY_OPTIONS,
    run: beat15Supply,
  },
};
