// `tabula check objects` and `tabula attack objects`: a bare pool (--pool 5 --difficulty 2) or a
// character file's attribute + skill (+ trait), and attacks between two character files, with the
// exact odds instead of a roll on --odds.

import type { RollRecord } from "../../engine/roll.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import { type CheckParams, prepareCheck } from "../../rulesets/objects/actions/check.js";
import { derive, type ObjCharacter } from "../../rulesets/objects/character/index.js";
import { DIE_TARGETS, type DieType, targetForSides } from "../../rulesets/objects/data/dice.js";
import { taskOdds } from "../../rulesets/objects/dice/odds.js";
import { rollTask, successesText } from "../../rulesets/objects/dice/roll.js";
import { type ObjOptions, tableDie } from "../../rulesets/objects/options/schema.js";
import { objects } from "../../rulesets/objects/ruleset.js";
import { integerOption, type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readJson, writeJson } from "../files.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import type { RulesetCli } from "./adapter.js";
import { diceFromArgs, ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption, tableWith } from "./common.js";

function common(): OptionSpecs {
  return {
    sides: {
      type: "string",
      value: "N",
      help: "the table's die size (default 6; d4…d100 use the book's target)",
    },
    target: {
      type: "string",
      value: "N",
      help: "the face a die must reach (default: the die's own, 5 on a d6)",
    },
    odds: ODDS_OPTION,
    ...ROLL_OPTIONS,
  };
}

export const OBJ_CHECK_OPTIONS: OptionSpecs = {
  pool: { type: "string", value: "N", help: "dice in the pool" },
  difficulty: {
    type: "string",
    value: "N",
    help: "successes needed (0 is always met; above the pool, every die)",
  },
  character: { type: "string", value: "FILE", help: "roll for this character file instead of --pool" },
  attribute: {
    type: "string",
    value: "NAME[,NAME]",
    help: "the attribute (two, comma-separated, for an attribute roll)",
  },
  skill: { type: "string", value: "NAME", help: "the skill added to the attribute" },
  trait: { type: "string", value: "NAME", help: "the trait added to the attribute" },
  ...common(),
};

export const OBJ_ATTACK_OPTIONS: OptionSpecs = {
  attacker: { type: "string", value: "FILE", help: "the attacker's character file" },
  defender: { type: "string", value: "FILE", help: "the defender's character file" },
  weapon: {
    type: "string",
    value: "NAME",
    help: "the attacker's weapon by name, unarmed, or fire breathing",
  },
  "no-defend": { type: "boolean", help: "the defender does not roll Defend against a hit" },
  save: { type: "boolean", help: "write the defender's new damage back to their file" },
  ...common(),
};

const str = stringOption;

function whole(args: Parsed, name: string, min: number): number | undefined {
  const n = integerOption(args.options[name], name);
  if (n !== undefined && n < min) throw new UsageError(`--${name} must be at least ${min}`);
  return n;
}

/** The table's options, with --sides and --target folded in (OBJ-ALT-1..3). */
/** The ruleset to run: Objects, or one a designer derived from it (same options and characters). */
type ObjRuleset = typeof objects;
const asObjects = (rs: Ruleset | undefined): ObjRuleset => (rs ?? objects) as ObjRuleset;

function options(args: Parsed, rs: ObjRuleset): ObjOptions {
  let raw = optionsObject(args);
  const sides = whole(args, "sides", 2);
  const target = integerOption(args.options.target, "target");
  if (sides !== undefined) {
    const known = `d${sides}` in DIE_TARGETS ? (`d${sides}` as DieType) : null;
    if (known) raw = { ...raw, dieType: known };
    else {
      if (target === undefined && targetForSides(sides) === null)
        throw new UsageError(
          `--sides ${sides}: the book has no target number for a d${sides}; give --target`,
        );
      raw = { ...raw, dieType: "custom", customSides: sides };
    }
  }
  if (target !== undefined) raw = { ...raw, targetNumber: target };
  return rs.parseOptions(raw);
}

const tableOf = (rs: ObjRuleset, o: ObjOptions, chars: Record<string, ObjCharacter>) =>
  tableWith(rs.id, o, chars);

const load = (path: string, o: ObjOptions, rs: ObjRuleset) =>
  rs.character.parse(readJson(path, "character"), o);
const pct = (p: number) => `${(p * 100).toFixed(4)}%`;
const facesText = (roll: RollRecord, role?: string) =>
  roll.dice
    .filter((d) => role === undefined || d.role === role)
    .map((d) => `${d.faces[0]}${d.value ? "*" : ""}`)
    .join(" ");

/**
 * The odds of a check. A pool that cannot be rolled (no dice, no Mechanics, no limbs) is not a 0%
 * chance of success but no roll at all: `impossible` is the reason, or null.
 */
function printCheckOdds(
  io: Io,
  args: Parsed,
  rs: ObjRuleset,
  success: number,
  successes: [number, number][],
  impossible: string | null,
): number {
  if (args.options.json) {
    printJson(io, "check.odds", {
      ruleset: rs.id,
      chance: success,
      successes,
      impossible: impossible !== null,
    });
    return 0;
  }
  if (impossible !== null) {
    io.out(`cannot be attempted: ${impossible}\n`);
    return 0;
  }
  io.out(`chance of success ${pct(success)}\n`);
  for (const [k, p] of successes) io.out(`  ${successesText(k)}: ${pct(p)}\n`);
  return 0;
}

export function objectsCheck(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asObjects(ruleset);
  const o = options(args, rs);
  const difficulty = whole(args, "difficulty", 0);
  if (difficulty === undefined)
    throw new UsageError("--difficulty is required: the successes the task needs");
  const file = str(args, "character");
  if (file !== undefined) {
    if (str(args, "pool") !== undefined) throw new UsageError("give either --pool or --character, not both");
    const attribute = str(args, "attribute");
    if (attribute === undefined) throw new UsageError("--attribute is required with --character");
    const roll = [
      ...attribute.split(",").map((a) => a.trim()),
      str(args, "skill"),
      str(args, "trait"),
    ].filter((x): x is string => x !== undefined && x !== "");
    const state = tableOf(rs, o, { actor: load(file, o, rs) });
    const params = { actor: "actor", roll, difficulty };
    if (args.options.odds) {
      const odds = oddsOf(rs, state, "check", params);
      // The reason the rules give (a derived ruleset's params schema translates its own words first).
      const parsed = rs.actions.check!.params.parse(params) as CheckParams;
      const impossible = prepareCheck(state, parsed, o).pool.impossible;
      return printCheckOdds(
        io,
        args,
        rs,
        odds.partition.success ?? 0,
        odds.distributions.successes ?? [],
        impossible,
      );
    }
    const d = diceFromArgs(args);
    const r = resolveAction(rs, state, "check", params, d.source, idCounter()).roll!;
    if (args.options.json) {
      printJson(io, "check", {
        ruleset: rs.id,
        success: r.outcome.success,
        successes: r.outcome.successes,
        dice: r.dice.map((x) => x.faces[0]),
        pool: r.outcome.pool,
        difficulty,
        effectiveDifficulty: r.outcome.effectiveDifficulty,
        outcome: r.outcome.outcome,
        seed: d.seed,
      });
      return 0;
    }
    io.out(`${r.summary}\n  ${facesText(r) || "(no dice)"}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`);
    return 0;
  }
  const size = whole(args, "pool", 0);
  if (size === undefined) throw new UsageError("--pool (or --character with --attribute) is required");
  for (const flag of ["attribute", "skill", "trait"])
    if (str(args, flag) !== undefined) throw new UsageError(`--${flag} needs --character`);
  if (size > 100_000) throw new UsageError("--pool is limited to 100,000 dice here");
  const pool = {
    size,
    impossible: size === 0 && o.zeroPoolPolicy === "impossible" ? "no dice in the pool" : null,
  };
  const die = tableDie(o);
  if (args.options.odds) {
    const odds = taskOdds(pool, difficulty, die, o);
    return printCheckOdds(io, args, rs, odds.success, odds.successes, pool.impossible);
  }
  const d = diceFromArgs(args);
  const r = rollTask(pool, difficulty, die, d.source, o);
  if (args.options.json) {
    printJson(io, "check", {
      ruleset: rs.id,
      success: r.success,
      successes: r.successes,
      dice: r.faces,
      pool: size,
      difficulty,
      effectiveDifficulty: r.effectiveDifficulty,
      outcome: r.outcome,
      seed: d.seed,
    });
    return 0;
  }
  if (r.outcome === "impossible") {
    io.out(`cannot be attempted: ${pool.impossible}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`);
    return 0;
  }
  const marked = r.faces.map((f) => `${f}${f >= die.targetNumber ? "*" : ""}`).join(" ");
  io.out(
    `${r.outcome}: ${successesText(r.successes)} against ${r.effectiveDifficulty} (d${die.sides}, ${die.targetNumber}+)\n  ${marked || "(no dice)"}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`,
  );
  return 0;
}

export function objectsAttack(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asObjects(ruleset);
  const o = options(args, rs);
  const attackerFile = str(args, "attacker");
  const defenderFile = str(args, "defender");
  if (attackerFile === undefined || defenderFile === undefined)
    throw new UsageError("--attacker and --defender character files are required");
  const state = tableOf(rs, o, {
    attacker: load(attackerFile, o, rs),
    defender: load(defenderFile, o, rs),
  });
  const weapon = str(args, "weapon");
  const params = {
    attacker: "attacker",
    defender: "defender",
    ...(weapon !== undefined ? { weapon } : {}),
    defend: !args.options["no-defend"],
  };
  if (args.options.odds) {
    const odds = oddsOf(rs, state, "attack", params);
    const distribution = odds.distributions.damage ?? [];
    const mean = distribution.reduce((s, [v, p]) => s + v * p, 0);
    if (args.options.json) {
      printJson(io, "attack.odds", {
        ruleset: rs.id,
        ...odds.partition,
        damage: { mean, distribution },
        ...odds.chances,
      });
      return 0;
    }
    const p = odds.partition;
    io.out(
      `hit ${pct(p.hit ?? 0)}, defended ${pct(p.dodged ?? 0)}, miss ${pct(p.miss ?? 0)}${p.impossible ? `, impossible ${pct(p.impossible)}` : ""}; mean damage ${mean.toFixed(4)}\n`,
    );
    for (const [k, v] of Object.entries(odds.chances)) io.out(`  ${k}: ${pct(v)}\n`);
    return 0;
  }
  const d = diceFromArgs(args);
  const r = resolveAction(rs, state, "attack", params, d.source, idCounter());
  const roll = r.roll!;
  const change = r.events.find(
    (e) => e.type === "character.changed" && (e as { id: string }).id === "defender",
  ) as { data: ObjCharacter; changes: string[] } | undefined;
  const defender = change?.data ?? (state.characters.defender!.data as ObjCharacter);
  const sheet = derive(defender, o);
  const saved = Boolean(args.options.save && change);
  if (saved) writeJson(defenderFile, defender);
  if (args.options.json) {
    printJson(io, "attack", {
      ruleset: rs.id,
      ...roll.outcome,
      dice: roll.dice,
      defender: {
        name: defender.name,
        health: sheet.health,
        maxHealth: sheet.maxHealth,
        status: sheet.status,
      },
      seed: d.seed,
      saved,
    });
    return 0;
  }
  io.out(`${roll.summary}\n`);
  for (const role of ["attack", "defend", "damage"]) {
    const text = facesText(roll, role);
    if (text) io.out(`  ${role}: ${text}\n`);
  }
  for (const line of change?.changes ?? []) io.out(`  ${line}\n`);
  io.out(`${defender.name}: Health ${sheet.health}/${sheet.maxHealth}, ${sheet.status}\n`);
  if (d.seed !== null) io.out(`seed ${d.seed}\n`);
  if (saved) io.out(`saved to ${defenderFile}\n`);
  return 0;
}

export const objectsCli: RulesetCli = {
  check: {
    usage: [
      "tabula check objects --pool N --difficulty N [--target 5] [--sides 6] [--odds] [--seed S] [--faces …] [--json]",
      "       tabula check objects --character FILE --attribute NAME[,NAME] [--skill NAME] [--trait NAME] --difficulty N …",
    ].join("\n"),
    description: [
      "Objects: roll a pool of dice; each die at the target number or more (5+ on a d6) is a success, and",
      "the task succeeds when the successes reach the difficulty. A difficulty above the pool needs every die;",
      "a pool of 0 cannot be rolled. With a character file the pool is attribute + skill (+ trait), or two",
      "attributes, with half the attribute when the skill or trait is missing. --faces are read in roll order.",
      'JSON: {"ruleset","success","successes","dice":[faces…],"outcome"}; with --odds {"ruleset","chance":p,"successes":[[k,p]…],',
      '"impossible":bool} (true when the pool cannot be rolled at all: then the text says why).',
    ].join("\n"),
    options: OBJ_CHECK_OPTIONS,
    run: objectsCheck,
  },
  attack: {
    usage:
      "tabula attack objects --attacker FILE --defender FILE [--weapon NAME] [--no-defend] [--save] [--odds] [--seed S] [--faces …] [--json]",
    description: [
      "Objects: DEX + Melee or Ranged against the defender's Dodge (half DEX without it); a hit may be negated",
      "by the defender's Defend roll (DEX + Dodge against the attacker's skill); a hit that stands rolls STR",
      "(melee) or DEX (ranged) + the weapon's Damage against STA + Armor, dealing 1 + the successes above it.",
      "--faces: the attack dice, then the Defend dice, then the damage dice. --save writes the defender back.",
      'JSON with --odds: {"hit","dodged","miss","impossible","damage":{"mean","distribution":[[value,p]…]}, …}.',
    ].join("\n"),
    options: OBJ_ATTACK_OPTIONS,
    run: objectsAttack,
  },
};
