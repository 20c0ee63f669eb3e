// `tabula check dice-engine`: a 2d10 check from bare numbers (--stat 2 --dc 15 …) or for a
// character file (--character ilse.json --stat agility --focus Medicine …), rolled or as exact odds;
// and the flags `tabula character new dice-engine` takes for the point-buy method. The check core
// and the ruleset's `check` action do the rules; this file only turns flags into their inputs and
// their results into text or JSON.

import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import {
  type CheckRequestInput,
  type CritClass,
  checkDice,
  checkOdds,
  checkOptionsSchema,
  resolveCheck,
} from "../../rulesets/dice-engine/check/index.js";
import { STATS } from "../../rulesets/dice-engine/check/stats.js";
import { diceEngine } from "../../rulesets/dice-engine/ruleset.js";
import { integerOption, type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readJson } from "../files.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import type { RulesetCli } from "./adapter.js";
import { diceFromArgs, ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption, tableWith } from "./common.js";
import { DE_ATTACK_OPTIONS, diceEngineAttack } from "./dice-engine-attack.js";

export const DE_CHECK_OPTIONS: OptionSpecs = {
  character: {
    type: "string",
    value: "FILE",
    help: "roll for this character file: --stat and --focus then take names, and training and perks apply",
  },
  stat: {
    type: "string",
    value: "N|NAME",
    help: "the rolled stat's value (−4…+5), or its name with --character",
  },
  dc: { type: "string", value: "N", help: "the difficulty (DC) or the defender's DV to meet or beat" },
  advantage: { type: "string", value: "N", help: "levels of advantage (each adds a die; keep the best two)" },
  disadvantage: {
    type: "string",
    value: "N",
    help: "levels of disadvantage (each adds a die; keep the worst two); cancels advantage level for level",
  },
  proficiency: { type: "boolean", help: "proficient in the stat: one of the two core dice is a d12" },
  expertise: { type: "boolean", help: "expert in the stat: both core dice are d12s" },
  focus: {
    type: "string",
    value: "N|NAME",
    help: "the rating of the focus the GM named (0 if you lack it), or its name with --character",
  },
  skill: {
    type: "string",
    value: "NAME",
    help: "with --character: the skill the equipment needs (without it the roll is unskilled)",
  },
  weapon: {
    type: "string",
    value: "SKILL",
    help: "with --character: a weapon roll with a weapon of this skill (add --attack for an attack roll)",
  },
  ranged: { type: "boolean", help: "with --weapon: the weapon is not a melee weapon" },
  "item-rating": { type: "string", value: "N", help: "with --character: the tool's own rating (lock picks)" },
  purpose: {
    type: "string",
    value: "P",
    help: "with --character: what the check is for, so perks that apply do (perception, balance, grapple…)",
  },
  sense: {
    type: "string",
    value: "S",
    help: "with --character --purpose perception: sight, hearing, smell…",
  },
  modifier: {
    type: "string",
    value: "N[,N…]",
    help: "floating modifiers, summed (comma-separated, e.g. 2,-1)",
  },
  unskilled: { type: "boolean", help: "an unskilled roll: one more level of disadvantage, no focus" },
  attack: { type: "boolean", help: "an attack roll: no focus; a super-critical always hits" },
  odds: ODDS_OPTION,
  ...ROLL_OPTIONS,
};

/** The issue's names for the crit classes of the kept pair. */
const CRITICAL_NAMES: Record<CritClass, string> = {
  none: "none",
  semiCrit: "semi",
  superCrit: "super",
  superFail: "super-failure",
  antiCrit: "anti",
  semiFail: "semi-failure",
};

function whole(args: Parsed, name: string, min?: number, max?: number): number | undefined {
  const n = integerOption(args.options[name], name);
  if (n === undefined) return undefined;
  if (min !== undefined && n < min) throw new UsageError(`--${name} must be at least ${min}, not ${n}`);
  if (max !== undefined && n > max) throw new UsageError(`--${name} must be at most ${max}, not ${n}`);
  return n;
}

function modifiers(args: Parsed): number[] {
  const text = stringOption(args, "modifier");
  if (text === undefined) return [];
  return text.split(",").map((part, i) => {
    if (!/^\s*[+-]?\d+\s*$/.test(part))
      throw new UsageError(`--modifier: item ${i + 1} ('${part}') is not a whole number`);
    return Number(part);
  });
}

/** The check request the flags describe, and the DC. */
function requestFrom(args: Parsed): { request: CheckRequestInput; dc: number } {
  const stat = whole(args, "stat", -4, 5);
  if (stat === undefined) throw new UsageError("--stat is required: the value of the stat you roll (−4…+5)");
  const dc = whole(args, "dc");
  if (dc === undefined) throw new UsageError("--dc is required: the DC (or DV) to meet or beat");
  if (args.options.proficiency && args.options.expertise)
    throw new UsageError("give --proficiency or --expertise, not both (expertise includes proficiency)");
  const training = args.options.expertise ? "expert" : args.options.proficiency ? "proficient" : "none";
  const request: CheckRequestInput = {
    stat,
    target: dc,
    training,
    advantage: whole(args, "advantage", 0) ?? 0,
    disadvantage: whole(args, "disadvantage", 0) ?? 0,
    focusRating: whole(args, "focus", 0) ?? 0,
    modifiers: modifiers(args),
    unskilled: args.options.unskilled === true,
    attack: args.options.attack === true,
  };
  return { request, dc };
}

function checkOptions(args: Parsed) {
  const parsed = checkOptionsSchema.safeParse(optionsObject(args));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`--options.${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

const pct = (p: number) => `${(p * 100).toFixed(4)}%`;

function printOdds(io: Io, args: Parsed, request: CheckRequestInput, dc: number): number {
  const o = checkOdds(request, checkOptions(args));
  const vs = o.vsTarget!;
  const success = vs.success / o.outcomes;
  // Degrees: of success as positive numbers, of failure as zero or negative, as in the rolled JSON.
  const degrees: [number, number][] = [
    ...[...vs.dof.entries()].map(([d, n]): [number, number] => [d === 0 ? 0 : -d, n / o.outcomes]),
    ...[...vs.dos.entries()].map(([d, n]): [number, number] => [d, n / o.outcomes]),
  ].sort((a, b) => a[0] - b[0]);
  if (args.options.json) {
    printJson(io, "check.odds", { ruleset: "dice-engine", chance: success, degrees });
    return 0;
  }
  io.out(`chance to meet DC ${dc}: ${pct(success)} (${o.outcomes} equally likely face combinations)\n`);
  for (const [name, n] of Object.entries(o.crit)) {
    if (n > 0) io.out(`  ${CRITICAL_NAMES[name as CritClass].padEnd(13)} ${pct(n / o.outcomes)}\n`);
  }
  io.out("  degrees (negative: of failure):\n");
  for (const [d, p] of degrees) io.out(`    ${String(d).padStart(3)}  ${pct(p)}\n`);
  return 0;
}

/** Bare-number flags that a character file answers instead. */
const BARE_ONLY = ["proficiency", "expertise"] as const;
const CHARACTER_ONLY = ["skill", "weapon", "ranged", "item-rating", "purpose", "sense"] as const;

/** Where an action parameter came from on the command line, for errors that name the flag. */
const FLAG_OF: Record<string, string> = {
  actor: "--character",
  stat: "--stat",
  focus: "--focus",
  skill: "--skill",
  weapon: "--weapon",
  itemRating: "--item-rating",
  purpose: "--purpose",
  sense: "--sense",
  dc: "--dc",
  advantage: "--advantage",
  disadvantage: "--disadvantage",
  modifiers: "--modifier",
};

/** The ruleset to run: the Dice Engine, or one a designer derived from it. */
function rulesetFor(ruleset?: Ruleset): Ruleset {
  return ruleset ?? (diceEngine as unknown as Ruleset);
}

function characterOptions(args: Parsed, rs: Ruleset): unknown {
  try {
    return rs.parseOptions(optionsObject(args));
  } catch (e) {
    if (e instanceof EngineError)
      throw new UsageError(`--options.${e.path.join(".")}: ${e.issues[0]?.message ?? e.message}`);
    throw e;
  }
}

/** The `check` action's parameters the flags describe, for the character seated as `actor`. */
/**
 * The id of the stat `text` names: its id or its name, any case. A derived ruleset's renamed names
 * count too (`--stat finesse` where an overlay renamed Agility to Finesse).
 */
function statId(text: string, rs: Ruleset): string | null {
  const names = rs.derived?.terms.stats ?? {};
  const key = text.trim().toLowerCase();
  for (const id of STATS) if (id === key || names[id]?.toLowerCase() === key) return id;
  return null;
}

function characterParams(args: Parsed, rs: Ruleset): Record<string, unknown> {
  for (const flag of BARE_ONLY)
    if (args.options[flag])
      throw new UsageError(`--${flag} comes from the character file; leave it out with --character`);
  const named = STATS.map((id) => rs.derived?.terms.stats?.[id] ?? id);
  const stat = stringOption(args, "stat");
  if (stat === undefined) throw new UsageError(`--stat is required: the stat you roll (${named.join(", ")})`);
  const id = statId(stat, rs);
  if (id === null)
    throw new UsageError(`--stat: '${stat}' is not a stat; with --character name one of ${named.join(", ")}`);
  const dc = whole(args, "dc");
  if (dc === undefined) throw new UsageError("--dc is required: the DC (or DV) to meet or beat");
  const advantage = whole(args, "advantage", 0) ?? 0;
  const disadvantage = whole(args, "disadvantage", 0) ?? 0;
  const weapon = stringOption(args, "weapon");
  if (args.options.ranged && weapon === undefined)
    throw new UsageError("--ranged describes a --weapon; give one");
  const text = (name: string) => stringOption(args, name);
  return {
    actor: "actor",
    stat: id,
    dc,
    attack: args.options.attack === true,
    unskilled: args.options.unskilled === true,
    modifiers: modifiers(args),
    ...(advantage > 0 ? { advantage: [{ label: "--advantage", levels: advantage }] } : {}),
    ...(disadvantage > 0 ? { disadvantage: [{ label: "--disadvantage", levels: disadvantage }] } : {}),
    ...(text("focus") !== undefined ? { focus: text("focus") } : {}),
    ...(text("skill") !== undefined ? { skill: text("skill") } : {}),
    ...(weapon !== undefined ? { weapon: { skill: weapon, melee: !args.options.ranged } } : {}),
    ...(text("item-rating") !== undefined ? { itemRating: whole(args, "item-rating", 0) } : {}),
    ...(text("purpose") !== undefined ? { purpose: text("purpose") } : {}),
    ...(text("sense") !== undefined ? { sense: text("sense") } : {}),
  };
}

/** An action's refusal as a usage error naming the flag the parameter came from. */
function flagError(e: unknown): never {
  if (e instanceof EngineError) {
    const flag = FLAG_OF[String(e.path[0])];
    // A schema failure's message repeats the parameter's path; the flag says it better.
    const message = e.code === "invalid" && e.issues.length > 0 ? e.issues[0]!.message : e.message;
    if (flag) throw new UsageError(`${flag}: ${message}`);
  }
  throw e;
}

/** `tabula check dice-engine --character FILE …`: the ruleset's `check` action on a one-off table. */
function characterCheck(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = rulesetFor(ruleset);
  const file = stringOption(args, "character")!;
  const options = characterOptions(args, rs);
  const params = characterParams(args, rs);
  const raw = readJson(file, "character");
  let character: { name: string };
  try {
    character = rs.character.parse(raw, options) as { name: string };
  } catch (e) {
    if (e instanceof EngineError) throw new EngineError(e.code, `${file}: ${e.message}`, e.path, e.issues);
    throw e;
  }
  const state = tableWith(rs.id, options, { actor: character });
  const dc = params.dc as number;
  if (args.options.odds) {
    let odds: ReturnType<typeof oddsOf>;
    try {
      odds = oddsOf(rs, state, "check", params);
    } catch (e) {
      flagError(e);
    }
    const success = odds.partition.success ?? 0;
    const degrees = odds.distributions.degrees ?? [];
    if (args.options.json) {
      printJson(io, "check.odds", { ruleset: "dice-engine", chance: success, degrees });
      return 0;
    }
    io.out(`${character.name}: chance to meet DC ${dc}: ${pct(success)}\n`);
    for (const [name, p] of Object.entries(odds.chances))
      if (p > 0) io.out(`  ${CRITICAL_NAMES[name as CritClass].padEnd(13)} ${pct(p)}\n`);
    io.out("  degrees (negative: of failure):\n");
    for (const [d, p] of degrees) io.out(`    ${String(d).padStart(3)}  ${pct(p)}\n`);
    return 0;
  }
  const dice = diceFromArgs(args);
  let r: ReturnType<typeof resolveAction>;
  try {
    r = resolveAction(rs, state, "check", params, dice.source, idCounter());
  } catch (e) {
    flagError(e);
  }
  if (dice.left() > 0)
    throw new UsageError(
      `--faces: ${dice.left()} face(s) left over; this check rolls ${r.roll!.dice.length} dice (${r
        .roll!.dice.map((d) => `d${d.sides}`)
        .join(", ")})`,
    );
  const roll = r.roll!;
  const o = roll.outcome as {
    success: boolean;
    total: number | null;
    crit: CritClass;
    degrees: number;
    forced: string | null;
    sources: string[];
  };
  if (args.options.json) {
    const out = {
      ruleset: "dice-engine",
      success: o.success,
      total: o.total,
      dice: roll.dice.map((d) => ({ die: `d${d.sides}`, face: d.faces[0], kept: d.kept })),
      critical: CRITICAL_NAMES[o.crit],
      degrees: o.degrees,
      ...(dice.seed !== null ? { seed: dice.seed } : {}),
    };
    printJson(io, "check", out);
    return 0;
  }
  io.out(`${roll.summary}\n`);
  if (roll.dice.length > 0)
    io.out(
      `  dice: ${roll.dice.map((d) => `d${d.sides}:${d.faces[0]}${d.kept ? "" : " (dropped)"}`).join("  ")}\n`,
    );
  for (const line of o.sources) io.out(`  ${line}\n`);
  if (dice.seed !== null) io.out(`  seed ${dice.seed}\n`);
  return 0;
}

export function diceEngineCheck(args: Parsed, io: Io, ruleset?: Ruleset): number {
  if (stringOption(args, "character") !== undefined) return characterCheck(args, io, ruleset);
  for (const flag of CHARACTER_ONLY)
    if (args.options[flag] !== undefined)
      throw new UsageError(`--${flag} needs --character (a bare check takes numbers only)`);
  const { request, dc } = requestFrom(args);
  if (args.options.odds) return printOdds(io, args, request, dc);
  const options = checkOptions(args);
  const dice = diceFromArgs(args);
  const sizes = checkDice(request, options);
  const faces = sizes.map((size, i) =>
    dice.source.roll(
      Array.from({ length: size }, (_, f) => f + 1),
      `d${size} (check die ${i + 1})`,
    ),
  );
  if (dice.left() > 0)
    throw new UsageError(
      `--faces: ${dice.left()} face(s) left over; this check rolls ${sizes.length} dice (${sizes.map((s) => `d${s}`).join(", ")})`,
    );
  let result: ReturnType<typeof resolveCheck>;
  try {
    result = resolveCheck(request, faces, options);
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(`--faces: ${e.message}`);
    throw e;
  }
  const outcome = result.outcome!;
  const degrees = outcome.success ? outcome.dos : -outcome.dof;
  const critical = CRITICAL_NAMES[result.crit];
  if (args.options.json) {
    const out = {
      ruleset: "dice-engine",
      success: outcome.success,
      total: result.total,
      dice: result.dice.map((d) => ({ die: `d${d.size}`, face: d.face, kept: d.kept })),
      critical,
      degrees,
      ...(dice.seed !== null ? { seed: dice.seed } : {}),
    };
    printJson(io, "check", out);
    return 0;
  }
  const shown = result.dice.map((d) => `d${d.size}:${d.face}${d.kept ? "" : " (dropped)"}`).join("  ");
  const parts = [
    `kept ${result.kept[0]}+${result.kept[1]}`,
    `stat ${request.stat}`,
    ...(result.critBonus ? [`critical +${result.critBonus}`] : []),
    ...(result.focusBonus ? [`focus +${result.focusBonus}`] : []),
    ...(result.modifierTotal
      ? [`modifiers ${result.modifierTotal >= 0 ? "+" : ""}${result.modifierTotal}`]
      : []),
  ];
  const verdict = outcome.success
    ? `success, ${outcome.dos} degree${outcome.dos === 1 ? "" : "s"}`
    : `failure, ${outcome.dof} degree${outcome.dof === 1 ? "" : "s"} of failure`;
  const forced =
    outcome.forced === "fail"
      ? " (double 1: automatic failure)"
      : outcome.forced === "success"
        ? " (super-critical: automatic hit)"
        : "";
  io.out(`${result.total} vs DC ${dc}: ${verdict}${forced}\n`);
  io.out(`  dice: ${shown}\n  ${parts.join(", ")}\n  critical: ${critical}\n`);
  if (dice.seed !== null) io.out(`  seed ${dice.seed}\n`);
  return 0;
}

export const diceEngineCli: RulesetCli = {
  attack: {
    usage: [
      "tabula attack dice-engine --attacker FILE --defender FILE --weapon NAME [--type TYPE] [--rating N] [--distance M] [--cover LEVEL] [--ap N] [--assassinate] [--odds] [--seed S | --faces LIST] [--json]",
      "       tabula attack dice-engine --attacker FILE --defender FILE,FILE… --weapon NAME --type spray --shots N,N… …",
      "       tabula attack dice-engine --attacker FILE --defender FILE --type grapple [--mode hold|prone|escape] | shove | takedown …",
    ].join("\n"),
    description: [
      "One attack: 2d10 + the weapon's stat against the defender's DV (armour, cover, AP, conditions), then the",
      "weapon's damage through Endurance and armour onto Stun and HP, with the checks it triggers.",
      "A spray names several defenders and the shots at each; grapple and shove are contested Strength checks",
      "with the size rules; a takedown rolls its Stealth setup, then the target's Endurance picks the band.",
      'A FILE is a character file, or {"character": FILE-or-object, "equipment": {weapons, armour, held}}',
      "(examples/dice-engine/bruno.kit.json). The Unarmed Strike is always there.",
      "With --odds --json: {ruleset, hit: p, damage: {mean, distribution: [[d, p]…]}} (damage before armour).",
      "--faces: the attack dice (two core dice, then advantage dice), then the damage dice, then any check dice.",
    ].join("\n"),
    options: DE_ATTACK_OPTIONS,
    run: diceEngineAttack,
  },
  check: {
    usage: [
      "tabula check dice-engine --stat N --dc N [--advantage N] [--disadvantage N] [--proficiency|--expertise] [--focus N] [--modifier N,…] [--unskilled] [--attack] [--odds] [--seed S | --faces LIST] [--json]",
      "       tabula check dice-engine --character FILE --stat NAME --dc N [--focus NAME] [--skill NAME] [--weapon SKILL [--ranged]] [--item-rating N] [--purpose P [--sense S]] [--advantage N] [--disadvantage N] [--modifier N,…] [--unskilled] [--attack] [--odds] [--seed S | --faces LIST] [--json]",
    ].join("\n"),
    description: [
      "Rolls 2d10 + stat + focus + modifiers against a DC (meet or beat). Each level of advantage or",
      "disadvantage adds a die (keep the best or worst two; they cancel level for level); proficiency",
      "makes one core die a d12, expertise both. A kept die showing 10 or more is a semi-critical (+2);",
      "both are a super-critical; double 1 always fails.",
      "",
      "JSON: {ruleset, success, total, dice:[{die, face, kept}], critical: none|semi|super|super-failure|",
      "anti|semi-failure, degrees} where degrees are of success when it succeeds and of failure as a",
      "negative number otherwise. With --odds: {ruleset, chance: p, degrees: [[d, p]…]}.",
      "--faces gives the dice in roll order: the two core dice, then one per level of advantage or",
      "disadvantage left after cancelling (d12s where training makes them d12s).",
      "",
      "With --character the stat and focus are names, and the file gives the stat's value, Proficiency or",
      "Expertise, the focus rating, fatigue and every perk that acts on the check (Perceptive senses with",
      "--purpose perception --sense sight, Half-Deaf, Shield Bash…); --skill or --weapon names the skill",
      "the equipment needs, and without it the roll is unskilled (disadvantage, no focus, no item rating).",
      "The JSON is the same; the text lists what shaped the roll.",
    ].join("\n"),
    options: DE_CHECK_OPTIONS,
    run: diceEngineCheck,
  },
};
