// `tabula check lucky13` and `tabula attack lucky13`: rolls from bare dice (--ability d8 --skill d6)
// or from character files, with the modifiers of the book as flags.

import type { RollRecord } from "../../engine/roll.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import { guard } from "../../rulesets/lucky13/bridge.js";
import { derive, type L13Character, type L13Options } from "../../rulesets/lucky13/character/index.js";
import {
  assetSteps,
  assistSteps,
  attackOdds,
  attackRoll,
  check,
  checkOdds,
  DIFFICULTY_LADDER,
  type DifficultyLevel,
  type PoolRoll,
  type PoolSpec,
  type SlotSpec,
  type TargetedStep,
  withSteps,
} from "../../rulesets/lucky13/dice/index.js";
import { lucky13 } from "../../rulesets/lucky13/ruleset.js";
import { type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readJson, writeJson } from "../files.js";
import type { Io } from "../io.js";
import type { RulesetCli } from "./adapter.js";
import { diceFromArgs, ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption, tableWith } from "./common.js";

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
    help: "easy, moderate, difficult, challenging, extraordinary, heroic (or d12…d4, none)",
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
    help: "the attacker's weapon by name (default: the first; unarmed)",
  },
  save: { type: "boolean", help: "write the defender's new hit points back to their file" },
  ...commonOptions(),
};

function commonOptions(): OptionSpecs {
  return {
    mode: {
      type: "string",
      value: "MODE",
      help: "cinematic (every die explodes), gritty (ability die once) or off",
    },
    odds: ODDS_OPTION,
    ...ROLL_OPTIONS,
  };
}

const str = stringOption;

function options(args: Parsed): L13Options {
  let raw = optionsObject(args);
  const mode = str(args, "mode");
  if (mode !== undefined) {
    if (!["cinematic", "gritty", "off"].includes(mode))
      throw new UsageError("--mode must be cinematic, gritty or off");
    raw = { ...raw, playMode: mode };
  }
  return lucky13.parseOptions(raw);
}

function dieArg(text: string, flag: string): SlotSpec["base"] {
  const t = text.trim().toLowerCase();
  if (t === "none") return "none";
  const m = /^d(4|6|8|10|12)$/.exec(t);
  if (!m) throw new UsageError(`--${flag}: '${text}' is not a die (d4, d6, d8, d10, d12 or none)`);
  return Number(m[1]) as SlotSpec["base"];
}

function difficultyArg(text: string | undefined): DifficultyLevel {
  if (text === undefined) throw new UsageError("--difficulty is required: the GM sets it on every check");
  const t = text.trim().toLowerCase();
  if (t in DIFFICULTY_LADDER) return t as DifficultyLevel;
  if (t !== "none" && !/^d(4|6|8|10|12)$/.test(t)) {
    throw new UsageError(
      `--difficulty: '${text}' is not a level (${Object.keys(DIFFICULTY_LADDER).join(", ")}) or a die`,
    );
  }
  const die = t === "none" ? "none" : dieArg(t, "difficulty");
  const level = (Object.keys(DIFFICULTY_LADDER) as DifficultyLevel[]).find(
    (l) => DIFFICULTY_LADDER[l] === die,
  );
  if (!level) throw new UsageError(`--difficulty: no level uses ${text}`);
  return level;
}

function list(text: string | undefined): string[] {
  return text === undefined
    ? []
    : text
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
}

function diceJson(r: PoolRoll | null) {
  return (r?.dice ?? []).map((d) => ({
    role: d.role,
    size: d.size,
    faces: d.faces,
    exploded: d.exploded,
    imploded: d.imploded,
    kept: d.kept,
  }));
}

function recordDiceText(roll: RollRecord): string {
  return roll.dice
    .map((d) => {
      const faces = d.faces.join("+");
      const mark = `${d.exploded ? "!" : ""}${d.imploded ? " imploded" : ""}`;
      const text = `${d.role} d${d.sides}: ${faces}${mark}`;
      return d.kept ? text : `(${text})`;
    })
    .join(", ");
}

function pct(p: number): string {
  return `${(p * 100).toFixed(4)}%`;
}

/** The ad-hoc pool of `check` with dice flags. */
function flagPool(args: Parsed, o: L13Options): PoolSpec {
  const ability = str(args, "ability");
  const skill = str(args, "skill");
  if (ability === undefined || skill === undefined)
    throw new UsageError("--ability and --skill are required");
  let spec: PoolSpec = {
    slots: [
      { role: "ability", base: dieArg(ability, "ability") },
      { role: "skill", base: dieArg(skill, "skill") },
    ],
  };
  const level = str(args, "specialization");
  const steps: TargetedStep[] = [];
  if (level !== undefined) {
    const n = Number(level);
    if (!Number.isInteger(n) || n < 1 || n > 5)
      throw new UsageError("--specialization must be a level from 1 to 5");
    steps.push({
      target: "skill" as const,
      modifier: { source: "specialization" as const, steps: n, label: "specialization" },
    });
  }
  const assets = list(str(args, "asset")).map((q) => ({ quality: /^\d+$/.test(q) ? Number(q) : q }));
  steps.push(
    ...guard(() => assetSteps(assets, o, Object.fromEntries(o.assetLadder.map((a) => [a.id, a.level])))),
  );
  const helpers = list(str(args, "assist")).map((d) => ({ die: dieArg(d, "assist") as number }));
  steps.push(...guard(() => assistSteps(helpers, args.options["assist-ability"] ? "ability" : "skill")));
  spec = guard(() => withSteps(spec, steps));
  if (args.options.background) spec.advantage = [{ source: "background" }];
  if (args.options.impairment) spec.disadvantage = [{ source: "impairment" }];
  return spec;
}

function loadCharacter(path: string, o: L13Options): L13Character {
  return lucky13.character.parse(readJson(path, "character"), o);
}

const tableOf = (o: L13Options, chars: Record<string, L13Character>) => tableWith("lucky13", o, chars);

export function lucky13Check(args: Parsed, io: Io): number {
  const o = options(args);
  const difficulty = difficultyArg(str(args, "difficulty"));
  const file = str(args, "character");
  if (file !== undefined) {
    const c = loadCharacter(file, o);
    const state = tableOf(o, { actor: c });
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
      const odds = oddsOf(lucky13, state, "check", params);
      return printCheckOdds(io, args, odds.partition.success ?? 0, odds.chances.dilemma ?? 0);
    }
    const d = diceFromArgs(args);
    const r = resolveAction(lucky13, state, "check", params, d.source, idCounter());
    const roll = r.roll!;
    if (args.options.json) {
      io.out(
        `${JSON.stringify({
          ruleset: "lucky13",
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
        })}\n`,
      );
      return 0;
    }
    io.out(`${roll.summary}\n  ${recordDiceText(roll)}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`);
    return 0;
  }
  const req = { pool: flagPool(args, o), difficulty };
  if (args.options.odds) {
    const odds = guard(() => checkOdds(req, o));
    return printCheckOdds(io, args, odds.success, odds.dilemma);
  }
  const d = diceFromArgs(args);
  const r = guard(() => check(req, d.source, o));
  if (args.options.json) {
    io.out(
      `${JSON.stringify({ ruleset: "lucky13", success: r.success, total: r.total, dice: diceJson(r.roll), dilemma: r.dilemma, seed: d.seed })}\n`,
    );
    return 0;
  }
  const dieText = (r.roll?.dice ?? [])
    .map(
      (x) =>
        `${x.kept ? "" : "("}${x.role} d${x.size}: ${x.faces.join("+")}${x.exploded ? "!" : ""}${x.imploded ? " imploded" : ""}${x.kept ? "" : ")"}`,
    )
    .join(", ");
  io.out(
    `${r.success ? "success" : "failure"}: ${r.total} against 13 (${difficulty})${r.dilemma ? ", with a dilemma" : ""}\n  ${dieText}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`,
  );
  return 0;
}

function printCheckOdds(io: Io, args: Parsed, success: number, dilemma: number): number {
  if (args.options.json) io.out(`${JSON.stringify({ ruleset: "lucky13", success, dilemma })}\n`);
  else io.out(`chance of success ${pct(success)}; chance of a dilemma ${pct(dilemma)}\n`);
  return 0;
}

function poolOf(text: string | undefined, flag: string, third: "accuracy" | "defense"): PoolSpec {
  const parts = list(text);
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

export function lucky13Attack(args: Parsed, io: Io): number {
  const o = options(args);
  const attackerFile = str(args, "attacker");
  const defenderFile = str(args, "defender");
  if ((attackerFile === undefined) !== (defenderFile === undefined)) {
    throw new UsageError(
      "give both --attacker and --defender files, or neither (then --attack and --defense dice)",
    );
  }
  if (attackerFile !== undefined && defenderFile !== undefined) {
    const state = tableOf(o, {
      attacker: loadCharacter(attackerFile, o),
      defender: loadCharacter(defenderFile, o),
    });
    const params = {
      attacker: "attacker",
      defender: "defender",
      ...(str(args, "weapon") ? { weapon: str(args, "weapon") } : {}),
    };
    if (args.options.odds) {
      const odds = oddsOf(lucky13, state, "attack", params);
      return printAttackOdds(
        io,
        args,
        odds.partition.hit ?? 0,
        odds.distributions.damage ?? [],
        odds.chances,
      );
    }
    const d = diceFromArgs(args);
    const r = resolveAction(lucky13, state, "attack", params, d.source, idCounter());
    const roll = r.roll!;
    const change = r.events.find((e) => e.type === "character.changed") as
      | { data: L13Character; changes: string[] }
      | undefined;
    const defender = change?.data ?? (state.characters.defender!.data as L13Character);
    const sheet = derive(defender, o);
    if (args.options.save && change) writeJson(defenderFile, defender);
    if (args.options.json) {
      io.out(
        `${JSON.stringify({
          ruleset: "lucky13",
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
        })}\n`,
      );
      return 0;
    }
    io.out(`${roll.summary}\n  ${recordDiceText(roll)}\n`);
    for (const line of change?.changes ?? []) io.out(`  ${line}\n`);
    io.out(
      `${defender.name}: ${sheet.hp}/${sheet.maxHp} HP, Pulse ${sheet.pulse ?? "none"}, ${sheet.status}\n`,
    );
    if (d.seed !== null) io.out(`seed ${d.seed}\n`);
    if (args.options.save && change) io.out(`saved to ${defenderFile}\n`);
    return 0;
  }
  const attacker = poolOf(str(args, "attack"), "attack", "accuracy");
  const defender = poolOf(str(args, "defense"), "defense", "defense");
  const dmg = str(args, "damage");
  const damageDie =
    dmg === undefined || dmg.trim().toLowerCase() === "none" ? null : (dieArg(dmg, "damage") as number);
  if (args.options.odds) {
    const odds = guard(() => attackOdds(attacker, defender, damageDie, o));
    return printAttackOdds(io, args, odds.hit, odds.damage.pairs(), {});
  }
  const d = diceFromArgs(args);
  const r = guard(() => attackRoll(attacker, defender, damageDie, d.source, o));
  if (args.options.json) {
    io.out(
      `${JSON.stringify({
        ruleset: "lucky13",
        hit: r.hit,
        margin: r.margin,
        damage: r.damage,
        attack: { total: r.attacker.total, dice: diceJson(r.attacker) },
        defense: { total: r.defender.total, dice: diceJson(r.defender) },
        damageDice: diceJson(r.damageRoll),
        seed: d.seed,
      })}\n`,
    );
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
  hit: number,
  distribution: [number, number][],
  chances: Record<string, number>,
): number {
  const mean = distribution.reduce((s, [v, p]) => s + v * p, 0);
  if (args.options.json) {
    io.out(`${JSON.stringify({ ruleset: "lucky13", hit, damage: { mean, distribution }, ...chances })}\n`);
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
      "JSON: {ruleset, success, total, dice, dilemma}; with --odds {ruleset, success: p, dilemma: p}.",
    ].join("\n"),
    options: L13_CHECK_OPTIONS,
    run: lucky13Check,
  },
  attack: {
    usage: [
      "tabula attack lucky13 --attack DIE,DIE,DIE --defense DIE,DIE,DIE --damage DIE [--mode …] [--odds] [--seed S] [--faces …] [--json]",
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
};
