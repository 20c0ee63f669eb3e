// `tabula check lucidity` and `tabula attack lucidity`: a d20 check or a roll-under Lucidity roll from
// bare numbers or a character file, and an attack between two character files, with exact odds.

import type { DieRecord, RollRecord } from "../../engine/roll.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import { derive, type LucidityCharacter } from "../../rulesets/lucidity/character/index.js";
import { isAttr } from "../../rulesets/lucidity/data/attributes.js";
import type { LucidityOptions } from "../../rulesets/lucidity/options/schema.js";
import { checkOdds, rollCheck } from "../../rulesets/lucidity/rules/check.js";
import { mean } from "../../rulesets/lucidity/rules/dist.js";
import { lucidityChance, rollLucidity } from "../../rulesets/lucidity/rules/lucidity.js";
import { lucidity } from "../../rulesets/lucidity/ruleset.js";
import { integerOption, type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readJson, writeJson } from "../files.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import type { RulesetCli } from "./adapter.js";
import { diceFromArgs, ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption, tableWith } from "./common.js";

function common(): OptionSpecs {
  return {
    buffs: { type: "string", value: "N", help: "Buffs on the roll (they cancel Breaks one for one)" },
    breaks: { type: "string", value: "N", help: "Breaks on the roll" },
    odds: ODDS_OPTION,
    ...ROLL_OPTIONS,
  };
}

export const LUCIDITY_CHECK_OPTIONS: OptionSpecs = {
  stat: { type: "string", value: "N", help: "the attribute modifier (−3 … +3)" },
  target: { type: "string", value: "N", help: "the target number the GM sets (d20 checks)" },
  skill: { type: "string", value: "N|NAME", help: "the skill rank (0–5), or its name with --character" },
  bonus: { type: "string", value: "N", help: "other stated bonuses to the total" },
  lucidity: {
    type: "string",
    value: "N|current",
    help: "roll under Lucidity N + stat instead (with --character: current, or a number)",
  },
  "gm-modifier": { type: "string", value: "N", help: "the GM's modifier to a Lucidity target" },
  character: { type: "string", value: "FILE", help: "roll for this character file" },
  attribute: {
    type: "string",
    value: "NAME",
    help: "the attribute (STR, DEX, CON, KNO, AWA, WIL, CHA) with --character",
  },
  ...common(),
};

export const LUCIDITY_ATTACK_OPTIONS: OptionSpecs = {
  attacker: { type: "string", value: "FILE", help: "the attacker's character file" },
  defender: { type: "string", value: "FILE", help: "the defender's character file" },
  weapon: {
    type: "string",
    value: "NAME",
    help: "a designated weapon by name, or unarmed (default: the first)",
  },
  "off-hand": { type: "string", value: "NAME", help: "a second melee weapon: dual-wielding" },
  flanking: { type: "boolean", help: "attacking from a flank (Backstabber)" },
  "one-on-one": { type: "boolean", help: "a one-on-one fight (1 on 1)" },
  "use-lucidity": { type: "boolean", help: "roll Lucidity instead of the d20 (a hit has Penetration 1)" },
  save: { type: "boolean", help: "write the defender's new Health and Lucidity back to their file" },
  ...common(),
};

const str = stringOption;

function int(args: Parsed, name: string, lo: number, hi: number, fallback?: number): number {
  const v = integerOption(args.options[name], name);
  if (v === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (v < lo || v > hi) throw new UsageError(`--${name} must be between ${lo} and ${hi}, not ${v}`);
  return v;
}

/** The ruleset to run: Lucidity, or one a designer derived from it (same options and characters). */
type LucRuleset = typeof lucidity;
const asLucidity = (rs: Ruleset | undefined): LucRuleset => (rs ?? lucidity) as LucRuleset;

function options(args: Parsed, rs: LucRuleset): LucidityOptions {
  return rs.parseOptions(optionsObject(args));
}

const reasons = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} ${i + 1}`);

function diceJson(records: DieRecord[]) {
  return records.map((d) => ({ role: d.role, size: d.sides, faces: d.faces, kept: d.kept }));
}

function pct(p: number): string {
  return `${(p * 100).toFixed(4)}%`;
}

function loadCharacter(path: string, o: LucidityOptions, rs: LucRuleset): LucidityCharacter {
  return rs.character.parse(readJson(path, "character"), o);
}

const tableOf = (rs: LucRuleset, o: LucidityOptions, chars: Record<string, LucidityCharacter>) =>
  tableWith(rs.id, o, chars);

function printOdds(io: Io, args: Parsed, rs: LucRuleset, success: number): number {
  if (args.options.json) printJson(io, "check.odds", { ruleset: rs.id, chance: success });
  else io.out(`chance of success ${pct(success)}\n`);
  return 0;
}

function printRoll(
  io: Io,
  args: Parsed,
  rs: LucRuleset,
  r: {
    success: boolean;
    total: number;
    target: number;
    dice: DieRecord[];
    seed: string | null;
    summary: string;
  },
): number {
  if (args.options.json) {
    printJson(io, "check", {
      ruleset: rs.id,
      success: r.success,
      total: r.total,
      target: r.target,
      dice: diceJson(r.dice),
      seed: r.seed,
    });
    return 0;
  }
  // A die whose role is its own name (the check's "d20") is printed once: "d20: 13", not "d20 d20: 13".
  const label = (d: DieRecord) => (d.role === `d${d.sides}` ? d.role : `${d.role} d${d.sides}`);
  io.out(
    `${r.summary}\n  ${r.dice.map((d) => `${d.kept ? "" : "("}${label(d)}: ${d.faces.join(", ")}${d.kept ? "" : ")"}`).join(", ")}\n`,
  );
  if (r.seed !== null) io.out(`seed ${r.seed}\n`);
  return 0;
}

/** With a character file: the engine's check or Lucidity roll action, so traits and options apply. */
function characterCheck(args: Parsed, io: Io, rs: LucRuleset, o: LucidityOptions, file: string): number {
  const c = loadCharacter(file, o, rs);
  const attribute = (str(args, "attribute") ?? "").toUpperCase();
  if (!isAttr(attribute))
    throw new UsageError("--attribute must be one of STR, DEX, CON, KNO, AWA, WIL, CHA");
  const luc = str(args, "lucidity");
  const gm = int(args, "gm-modifier", -20, 20, 0);
  let state = tableOf(rs, o, { actor: c });
  if (luc !== undefined) {
    if (luc !== "current") {
      const n = int(args, "lucidity", -100, 100);
      state = tableOf(rs, o, { actor: { ...c, lucidity: n } });
    }
    const params = { actor: "actor", attribute, gmModifier: gm };
    if (args.options.odds)
      return printOdds(io, args, rs, oddsOf(rs, state, "lucidityRoll", params).partition.success ?? 0);
    const d = diceFromArgs(args);
    const roll = resolveAction(rs, state, "lucidityRoll", params, d.source, idCounter()).roll!;
    const out = roll.outcome as { face: number; target: number; success: boolean };
    return printRoll(io, args, rs, {
      success: out.success,
      total: out.face,
      target: out.target,
      dice: roll.dice,
      seed: d.seed,
      summary: roll.summary,
    });
  }
  const params = {
    actor: "actor",
    attribute,
    target: int(args, "target", -50, 100),
    ...(str(args, "skill") !== undefined ? { skill: str(args, "skill") } : {}),
    bonus: int(args, "bonus", -30, 30, 0),
    buffs: reasons(int(args, "buffs", 0, 20, 0), "buff"),
    breaks: reasons(int(args, "breaks", 0, 20, 0), "break"),
  };
  if (args.options.odds)
    return printOdds(io, args, rs, oddsOf(rs, state, "check", params).partition.success ?? 0);
  const d = diceFromArgs(args);
  const roll: RollRecord = resolveAction(rs, state, "check", params, d.source, idCounter()).roll!;
  const out = roll.outcome as { total: number; target: number; success: boolean };
  return printRoll(io, args, rs, {
    success: out.success,
    total: out.total,
    target: out.target,
    dice: roll.dice,
    seed: d.seed,
    summary: roll.summary,
  });
}

export function lucidityCheck(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asLucidity(ruleset);
  const o = options(args, rs);
  const file = str(args, "character");
  if (file !== undefined) return characterCheck(args, io, rs, o, file);
  const stat = int(args, "stat", -3, 3);
  const luc = str(args, "lucidity");
  if (luc !== undefined) {
    // The roll-under roll: d20 ≤ Lucidity + stat (+ GM modifier); no Buffs, ranks or bonuses (LUC-LUC-8).
    const target =
      int(args, "lucidity", -100, 100) +
      (o.lucidityRollAttribute === "add-to-target" ? stat : 0) +
      int(args, "gm-modifier", -20, 20, 0);
    if (args.options.odds) return printOdds(io, args, rs, lucidityChance(target));
    const d = diceFromArgs(args);
    const r = rollLucidity(target, d.source);
    const record: DieRecord = {
      role: "lucidity",
      sides: 20,
      faces: [r.face],
      value: r.face,
      kept: true,
      exploded: false,
      imploded: false,
    };
    return printRoll(io, args, rs, {
      success: r.success,
      total: r.face,
      target,
      dice: [record],
      seed: d.seed,
      summary: `Lucidity roll ${r.face} against ${target}: ${r.success ? "success" : "failure"}`,
    });
  }
  const spec = {
    modifier: stat + int(args, "skill", 0, 5, 0) + int(args, "bonus", -30, 30, 0),
    net: int(args, "buffs", 0, 20, 0) - int(args, "breaks", 0, 20, 0),
    target: int(args, "target", -50, 100),
    ties: o.checkTies,
  };
  if (args.options.odds) return printOdds(io, args, rs, checkOdds(spec).success);
  const d = diceFromArgs(args);
  const r = rollCheck(spec, d.source);
  const records: DieRecord[] = [
    { role: "d20", sides: 20, faces: [r.face], value: r.face, kept: true, exploded: false, imploded: false },
    ...r.buff.faces.map((f, i) => {
      const kept = f === Math.max(...r.buff.faces) && r.buff.faces.indexOf(f) === i;
      return {
        role: r.buff.net > 0 ? "buff" : "break",
        sides: 6,
        faces: [f],
        value: kept ? f : 0,
        kept,
        exploded: false,
        imploded: false,
      };
    }),
  ];
  return printRoll(io, args, rs, {
    success: r.success,
    total: r.total,
    target: spec.target,
    dice: records,
    seed: d.seed,
    summary: `${r.success ? "success" : "failure"}: ${r.total} against ${spec.target}`,
  });
}

export function lucidityAttack(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asLucidity(ruleset);
  const o = options(args, rs);
  const attackerFile = str(args, "attacker");
  const defenderFile = str(args, "defender");
  if (attackerFile === undefined || defenderFile === undefined)
    throw new UsageError("--attacker FILE and --defender FILE are required");
  const state = tableOf(rs, o, {
    attacker: loadCharacter(attackerFile, o, rs),
    defender: loadCharacter(defenderFile, o, rs),
  });
  const params = {
    attacker: "attacker",
    defender: "defender",
    ...(str(args, "weapon") !== undefined ? { weapon: str(args, "weapon") } : {}),
    ...(str(args, "off-hand") !== undefined ? { offHand: str(args, "off-hand") } : {}),
    flanking: Boolean(args.options.flanking),
    oneOnOne: Boolean(args.options["one-on-one"]),
    lucidity: Boolean(args.options["use-lucidity"]),
    buffs: reasons(int(args, "buffs", 0, 20, 0), "buff"),
    breaks: reasons(int(args, "breaks", 0, 20, 0), "break"),
  };
  if (args.options.odds) {
    const odds = oddsOf(rs, state, "attack", params);
    const distribution = odds.distributions.damage ?? [];
    const m = mean(new Map(distribution));
    if (args.options.json) {
      printJson(io, "attack.odds", {
        ruleset: rs.id,
        hit: odds.partition.hit ?? 0,
        damage: { mean: m, distribution },
        ...odds.chances,
      });
      return 0;
    }
    io.out(`chance to hit ${pct(odds.partition.hit ?? 0)}; mean damage ${m.toFixed(4)} (0 on a miss)\n`);
    for (const [k, v] of Object.entries(odds.chances)) io.out(`  ${k}: ${pct(v)}\n`);
    return 0;
  }
  const d = diceFromArgs(args);
  const r = resolveAction(rs, state, "attack", params, d.source, idCounter());
  const roll = r.roll!;
  const change = r.events.find(
    (e) => e.type === "character.changed" && (e as { id: string }).id === "defender",
  ) as { data: LucidityCharacter; changes: string[] } | undefined;
  const defender = change?.data ?? (state.characters.defender!.data as LucidityCharacter);
  const sheet = derive(defender, o);
  if (args.options.save && change) writeJson(defenderFile, defender);
  if (args.options.json) {
    printJson(io, "attack", {
      ruleset: rs.id,
      ...roll.outcome,
      dice: diceJson(roll.dice),
      defender: {
        name: defender.name,
        health: defender.health,
        maxHealth: sheet.maxHealth,
        lucidity: defender.lucidity,
        status: defender.status,
      },
      seed: d.seed,
      saved: Boolean(args.options.save && change),
    });
    return 0;
  }
  io.out(`${roll.summary}\n`);
  for (const line of change?.changes ?? []) io.out(`  ${line}\n`);
  io.out(
    `${defender.name}: Health ${defender.health}/${sheet.maxHealth}${sheet.hasLucidity ? `, Lucidity ${defender.lucidity}/${sheet.maxLucidity}` : ""}\n`,
  );
  if (d.seed !== null) io.out(`seed ${d.seed}\n`);
  if (args.options.save && change) io.out(`saved to ${defenderFile}\n`);
  return 0;
}

export const lucidityCli: RulesetCli = {
  check: {
    usage: [
      "tabula check lucidity --stat N --target N [--skill N] [--buffs N] [--breaks N] [--bonus N] [--odds] [--seed S] [--faces …] [--json]",
      "       tabula check lucidity --lucidity N --stat N [--gm-modifier N] [--odds] …",
      "       tabula check lucidity --character FILE --attribute NAME [--skill NAME] --target N | --lucidity current|N …",
    ].join("\n"),
    description: [
      "Lucidity: d20 + attribute modifier + skill rank ± the highest d6 of the net Buffs/Breaks, meeting",
      "or beating the target. --lucidity rolls under instead: d20 ≤ Lucidity + the attribute (+ the GM's",
      "modifier), with no Buffs, ranks or bonuses. With --character the sheet's traits apply (Educated,",
      "Mental Clarity, Fellowship…). --faces: the d20, then the Buff/Break d6s.",
      'JSON: {"ruleset","success","total","target","dice":[…]}; with --odds {"ruleset","chance": p}.',
    ].join("\n"),
    options: LUCIDITY_CHECK_OPTIONS,
    run: lucidityCheck,
  },
  attack: {
    usage: [
      "tabula attack lucidity --attacker FILE --defender FILE [--weapon NAME] [--off-hand NAME] [--flanking] [--one-on-one]",
      "       [--use-lucidity] [--buffs N] [--breaks N] [--save] [--odds] [--seed S] [--faces …] [--json]",
    ].join("\n"),
    description: [
      "Lucidity: d20 + STR (melee) or DEX (ranged) + the weapon skill rank against the defender's Defense;",
      "it must exceed it. The margin is Penetration (plus Impaler, Improvised Fighter, 1 on 1), which strips",
      "Protection; what Protection is left reduces the damage (0 at double, at least 1 otherwise). Damage",
      "past 0 Health comes off Lucidity. --faces: the d20, the Buff/Break d6s, then the damage dice.",
      'JSON with --odds: {"ruleset","hit": p,"damage":{"mean","distribution":[[value,p]…]},"damaged","defenderToZero"}.',
    ].join("\n"),
    options: LUCIDITY_ATTACK_OPTIONS,
    run: lucidityAttack,
  },
};
