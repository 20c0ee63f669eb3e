// `tabula check lucky13` and `tabula attack lucky13`: rolls from bare dice (--ability d8 --skill d6)
// or from character files, with the modifiers of the book as flags.

import type { Ruleset } from "../../engine/ruleset.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import { guard } from "../../rulesets/lucky13/bridge.js";
import { derive, type L13Character } from "../../rulesets/lucky13/character/index.js";
import {
  attackOdds,
  attackRoll,
  check,
  checkOdds,
  type PoolSpec,
  type SlotSpec,
} from "../../rulesets/lucky13/dice/index.js";
import { type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { writeJson } from "../files.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import type { RulesetCli } from "./adapter.js";
import { diceFromArgs } from "./common.js";
import {
  asL13,
  commonOptions,
  diceJson,
  dieArg,
  dieText,
  difficultyArg,
  flagPool,
  groupedDiceText,
  type L13Ruleset,
  list,
  loadCharacter,
  options,
  pct,
  recordDiceText,
  str,
  tableOf,
} from "./lucky13-common.js";
import { L13_CONTEST_OPTIONS, lucky13Contest } from "./lucky13-contest.js";

export const L13_CHECK_OPTIONS: OptionSpecs = {
  ability: {
    type: "string",
    value: "DIE|NAME",
    help: "the ability die (d4…d12, none), or its name with --character",
  },
  skill: { type: "string", value: "DIE|NAME", help: "the skill die, or its name with --character" },
  difficulty: {
    type: "string",
    value: "LEVEL|DIE",
    help: "a level of the ruleset's difficulty ladder (the book's: easy, moderate, difficult, challenging, extraordinary, heroic), or its die (d12…d4, none)",
  },
  specialization: {
    type: "string",
    value: "N|NAME",
    help: "a specialization: its level, or its name with --character",
  },
  asset: {
    type: "string",
    value: "LIST",
    help: "assets used: quality levels 1–5 or labels (adequate…), or names",
  },
  assist: {
    type: "string",
    value: "DICE",
    help: "helpers' dice, comma-separated (each steps the skill slot)",
  },
  "assist-ability": { type: "boolean", help: "the assists help an ability task (step the ability slot)" },
  background: { type: "boolean", help: "invoke a background: advantage on the ability die" },
  impairment: { type: "boolean", help: "an impairment applies: disadvantage on the ability die" },
  character: { type: "string", value: "FILE", help: "roll for this character file" },
  ...commonOptions(),
};

export const L13_ATTACK_OPTIONS: OptionSpecs = {
  attack: {
    type: "string",
    value: "DICE",
    help: "attacker's Reflex, combat skill and Accuracy dice: d8,d6,d8",
  },
  defense: {
    type: "string",
    value: "DICE",
    help: "defender's Reflex, combat skill and Defensive dice: d6,d10,d6",
  },
  damage: {
    type: "string",
    value: "DIE",
    help: "the weapon's Damage die (omit or none: damage is the margin)",
  },
  attacker: { type: "string", value: "FILE", help: "the attacker's character file" },
  defender: { type: "string", value: "FILE", help: "the defender's character file" },
  weapon: {
    type: "string",
    value: "NAME",
    help: "the attacker's weapon (default: their first; unarmed); with dice flags, one of the ruleset's catalogue",
  },
  save: { type: "boolean", help: "write the defender's new hit points back to their file" },
  ...commonOptions(),
};

export function lucky13Check(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asL13(ruleset);
  const o = options(args, rs);
  const difficulty = difficultyArg(str(args, "difficulty"), o);
  const file = str(args, "character");
  if (file !== undefined) {
    const c = loadCharacter(file, o, rs);
    const state = tableOf(rs, o, { actor: c });
    const steps = list(str(args, "assist")).map((d, i) => ({
      slot: args.options["assist-ability"] ? ("ability" as const) : ("skill" as const),
      steps: [4, 6, 8, 10, 12].indexOf(dieArg(d, "assist") as number) + 1,
      label: `assist ${i + 1} (${d})`,
    }));
    const params = {
      actor: "actor",
      ability: str(args, "ability") ?? "",
      skill: str(args, "skill") ?? "",
      difficulty,
      ...(str(args, "specialization") !== undefined ? { specialization: str(args, "specialization") } : {}),
      assets: list(str(args, "asset")),
      steps,
      background: Boolean(args.options.background),
      impairment: Boolean(args.options.impairment),
    };
    if (args.options.odds) {
      const odds = oddsOf(rs, state, "check", params);
      return printCheckOdds(io, args, rs, odds.partition.success ?? 0, odds.chances.dilemma ?? 0);
    }
    const d = diceFromArgs(args);
    const r = resolveAction(rs, state, "check", params, d.source, idCounter());
    const roll = r.roll!;
    if (args.options.json) {
      printJson(io, "check", {
        ruleset: rs.id,
        success: roll.outcome.success,
        total: roll.outcome.total,
        dice: roll.dice.map((x) => ({
          role: x.role,
          size: x.sides,
          faces: x.faces,
          exploded: x.exploded,
          imploded: x.imploded,
          kept: x.kept,
        })),
        dilemma: roll.outcome.dilemma,
        seed: d.seed,
      });
      return 0;
    }
    io.out(`${roll.summary}\n  ${recordDiceText(roll)}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`);
    return 0;
  }
  const req = { pool: flagPool(args, o), difficulty };
  if (args.options.odds) {
    const odds = guard(() => checkOdds(req, o));
    return printCheckOdds(io, args, rs, odds.success, odds.dilemma);
  }
  const d = diceFromArgs(args);
  const r = guard(() => check(req, d.source, o));
  if (args.options.json) {
    printJson(io, "check", {
      ruleset: rs.id,
      success: r.success,
      total: r.total,
      dice: diceJson(r.roll),
      dilemma: r.dilemma,
      seed: d.seed,
    });
    return 0;
  }
  const diceLine = (r.roll?.dice ?? []).map(dieText).join(", ");
  io.out(
    `${r.success ? "success" : "failure"}: ${r.total} against 13 (${difficulty})${r.dilemma ? ", with a dilemma" : ""}\n  ${diceLine}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`,
  );
  return 0;
}

function printCheckOdds(io: Io, args: Parsed, rs: L13Ruleset, success: number, dilemma: number): number {
  if (args.options.json) printJson(io, "check.odds", { ruleset: rs.id, chance: success, dilemma });
  else io.out(`chance of success ${pct(success)}; chance of a dilemma ${pct(dilemma)}\n`);
  return 0;
}

/**
 * A weapon of a derived ruleset's catalogue, for --weapon with dice flags: it supplies the Accuracy
 * die when --attack gives two dice, and the Damage die when --damage is left out.
 */
function catalogueWeapon(
  rs: L13Ruleset,
  name: string | undefined,
): { accuracy: string; damage: string } | null {
  if (name === undefined) return null;
  const weapons = (rs.derived?.catalogues.weapons ?? []) as {
    name: string;
    accuracy: string;
    damage: string;
  }[];
  const w = weapons.find((x) => x.name.toLowerCase() === name.trim().toLowerCase());
  if (!w) {
    throw new UsageError(
      `--weapon '${name}' without character files names a weapon of the ruleset's catalogue (${weapons.map((x) => x.name).join(", ") || "this ruleset has none"})`,
    );
  }
  return w;
}

function poolOf(
  text: string | undefined,
  flag: string,
  third: "accuracy" | "defense",
  weapon: { accuracy: string } | null = null,
): PoolSpec {
  const parts = list(text);
  if (weapon && parts.length === 2) parts.push(weapon.accuracy);
  if (parts.length < 2 || parts.length > 3) {
    throw new UsageError(
      `--${flag} needs 2 or 3 dice: Reflex, combat skill and (optional) ${third === "accuracy" ? "Accuracy" : "Defensive"} die`,
    );
  }
  const slots: SlotSpec[] = [
    { role: "ability", base: dieArg(parts[0]!, flag) },
    { role: "skill", base: dieArg(parts[1]!, flag) },
  ];
  if (parts[2] !== undefined) slots.push({ role: third, base: dieArg(parts[2], flag) });
  return { slots };
}

export function lucky13Attack(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asL13(ruleset);
  const o = options(args, rs);
  const attackerFile = str(args, "attacker");
  const defenderFile = str(args, "defender");
  if ((attackerFile === undefined) !== (defenderFile === undefined)) {
    throw new UsageError(
      "give both --attacker and --defender files, or neither (then --attack and --defense dice)",
    );
  }
  if (attackerFile !== undefined && defenderFile !== undefined) {
    const state = tableOf(rs, o, {
      attacker: loadCharacter(attackerFile, o, rs),
      defender: loadCharacter(defenderFile, o, rs),
    });
    const params = {
      attacker: "attacker",
      defender: "defender",
      ...(str(args, "weapon") ? { weapon: str(args, "weapon") } : {}),
    };
    if (args.options.odds) {
      const odds = oddsOf(rs, state, "attack", params);
      return printAttackOdds(
        io,
        args,
        rs,
        odds.partition.hit ?? 0,
        odds.distributions.damage ?? [],
        odds.chances,
      );
    }
    const d = diceFromArgs(args);
    const r = resolveAction(rs, state, "attack", params, d.source, idCounter());
    const roll = r.roll!;
    const change = r.events.find((e) => e.type === "character.changed") as
      | { data: L13Character; changes: string[] }
      | undefined;
    const defender = change?.data ?? (state.characters.defender!.data as L13Character);
    const sheet = derive(defender, o);
    if (args.options.save && change) writeJson(defenderFile, defender);
    if (args.options.json) {
      printJson(io, "attack", {
        ruleset: rs.id,
        ...roll.outcome,
        dice: roll.dice,
        defender: {
          name: defender.name,
          hp: sheet.hp,
          maxHp: sheet.maxHp,
          pulse: sheet.pulse,
          status: sheet.status,
        },
        seed: d.seed,
        saved: Boolean(args.options.save && change),
      });
      return 0;
    }
    const who: Record<string, string> = {
      attacker: `${state.characters.attacker!.name} (attacker)`,
      defender: `${state.characters.defender!.name} (defender)`,
      damage: "",
    };
    io.out(`${roll.summary}\n${groupedDiceText(roll, (g) => who[g] ?? g).join("\n")}\n`);
    for (const line of change?.changes ?? []) io.out(`  ${line}\n`);
    io.out(
      `${defender.name}: ${sheet.hp}/${sheet.maxHp} ${o.labels.terms.hitPoints}, ${o.labels.abilities[o.hpAbility]} ${sheet.pulse ?? "none"}, ${sheet.status}\n`,
    );
    if (d.seed !== null) io.out(`seed ${d.seed}\n`);
    if (args.options.save && change) io.out(`saved to ${defenderFile}\n`);
    return 0;
  }
  const weapon = catalogueWeapon(rs, str(args, "weapon"));
  const attacker = poolOf(str(args, "attack"), "attack", "accuracy", weapon);
  const defender = poolOf(str(args, "defense"), "defense", "defense");
  const dmg = str(args, "damage") ?? weapon?.damage;
  const damageDie =
    dmg === undefined || dmg.trim().toLowerCase() === "none" ? null : (dieArg(dmg, "damage") as number);
  if (args.options.odds) {
    const odds = guard(() => attackOdds(attacker, defender, damageDie, o));
    return printAttackOdds(io, args, rs, odds.hit, odds.damage.pairs(), {});
  }
  const d = diceFromArgs(args);
  const r = guard(() => attackRoll(attacker, defender, damageDie, d.source, o));
  if (args.options.json) {
    printJson(io, "attack", {
      ruleset: rs.id,
      hit: r.hit,
      margin: r.margin,
      damage: r.damage,
      attack: { total: r.attacker.total, dice: diceJson(r.attacker) },
      defense: { total: r.defender.total, dice: diceJson(r.defender) },
      damageDice: diceJson(r.damageRoll),
      seed: d.seed,
    });
    return 0;
  }
  io.out(
    r.hit
      ? `hit: ${r.attacker.total} against ${r.defender.total}, margin ${r.margin}, ${r.damage} damage\n`
      : `miss: ${r.attacker.total} against ${r.defender.total}\n`,
  );
  if (d.seed !== null) io.out(`seed ${d.seed}\n`);
  return 0;
}

function printAttackOdds(
  io: Io,
  args: Parsed,
  rs: L13Ruleset,
  hit: number,
  distribution: [number, number][],
  chances: Record<string, number>,
): number {
  const mean = distribution.reduce((s, [v, p]) => s + v * p, 0);
  if (args.options.json) {
    printJson(io, "attack.odds", { ruleset: rs.id, hit, damage: { mean, distribution }, ...chances });
    return 0;
  }
  io.out(`chance to hit ${pct(hit)}; mean damage ${mean.toFixed(4)} (0 on a miss)\n`);
  for (const [k, v] of Object.entries(chances)) io.out(`  ${k}: ${pct(v)}\n`);
  return 0;
}

export const lucky13Cli: RulesetCli = {
  check: {
    usage: [
      "tabula check lucky13 --ability DIE --skill DIE --difficulty LEVEL|DIE [--specialization N] [--asset N]",
      "       [--assist DIE] [--background|--impairment] [--mode cinematic|gritty|off] [--odds] [--seed S] [--faces …] [--json]",
      "       tabula check lucky13 --character FILE --ability NAME --skill NAME --difficulty LEVEL …",
    ].join("\n"),
    description: [
      "Lucky 13: ability + skill + the Difficulty die; 13 or more succeeds. A die showing its maximum",
      "explodes (cinematic: every die; gritty: the ability die, once); a first face of 1 implodes and",
      "opens a dilemma without changing the outcome. --faces are consumed ability, skill, difficulty,",
      "each die followed by its explosion rerolls; with advantage the ability die is thrown twice first.",
      "JSON: {ruleset, success, total, dice, dilemma}; with --odds {ruleset, chance: p, dilemma: p}.",
    ].join("\n"),
    options: L13_CHECK_OPTIONS,
    run: lucky13Check,
  },
  attack: {
    usage: [
      "tabula attack lucky13 --attack DIE,DIE,DIE --defense DIE,DIE,DIE --damage DIE [--mode …] [--odds] [--seed S] [--faces …] [--json]",
      "       tabula attack lucky13 --attack DIE,DIE --weapon NAME --defense DIE,DIE,DIE …   (a catalogue weapon of a derived ruleset)",
      "       tabula attack lucky13 --attacker FILE --defender FILE [--weapon NAME] [--save] …",
    ].join("\n"),
    description: [
      "Lucky 13: Reflex + combat skill + Accuracy against Reflex + combat skill + the Defensive die; a",
      "strictly higher attack hits and deals the Damage die + the margin. With character files the damage",
      "is applied and the defender's new hit points and Pulse die are printed (--save writes them back).",
      "--faces: the attacker's dice, then the defender's, then the damage die.",
      'JSON with --odds: {"hit": p, "damage": {"mean", "distribution": [[value, p]…]}} (0 damage on a miss).',
    ].join("\n"),
    options: L13_ATTACK_OPTIONS,
    run: lucky13Attack,
  },
  contest: {
    usage: [
      "tabula contest lucky13 --ability DIE --skill DIE --vs DIE,DIE[/DIE,DIE…] [--specialization N] [--asset N] [--assist DIE]",
      "       [--background|--impairment] [--vs-background|--vs-impairment] [--mode …] [--odds] [--seed S] [--faces …] [--json]",
      "       tabula contest lucky13 --character FILE --ability NAME --skill NAME --vs FILE[,FILE…] [--vs-ability NAME] [--vs-skill NAME] …",
    ].join("\n"),
    description: [
      "Lucky 13 contest: every side rolls ability + skill (no Difficulty die, no 13); the highest total wins.",
      "The initiator (--ability/--skill, or --character) is the first side; a tied two-sided contest fails the",
      "initiator (contestTie), a tie among three or more sides is rolled off (multiContestTie). Modifier flags",
      "apply to the initiator, --vs-background/--vs-impairment to the other sides. An imploded kept die opens",
      "a dilemma without changing the result. --faces: the initiator's dice (ability, skill, each followed by",
      "its explosion rerolls; with advantage the ability die is thrown twice first), then each other side's,",
      "then any roll-off. With --character, --vs names character files and --vs-ability/--vs-skill the",
      "ability and skill they roll (default: the initiator's).",
      'JSON: {"ruleset","sides":[{"name","total","dilemma"}…],"winner","margin","tie","tieRule","dice":[{"side","round",…}],"seed"};',
      'with --odds {"ruleset","sides":[names],"win":[p…],"tie": p,"undecided": p}.',
    ].join("\n"),
    options: L13_CONTEST_OPTIONS,
    run: lucky13Contest,
  },
};
