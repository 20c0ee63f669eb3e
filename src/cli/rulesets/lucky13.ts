// `tabula check lucky13` and `tabula attack lucky13`: rolls from bare dice (--ability d8 --skill d6)
// or from character files, with the modifiers of the book as flags.

import type { RollRecord } from "../../engine/roll.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import { guard } from "../../rulesets/lucky13/bridge.js";
import { derive, type L13Character, type L13Options } from "../../rulesets/lucky13/character/index.js";
import {
  assetSteps,
  assistSteps,
  attackOdds,
  attackRoll,
  type ContestResult,
  check,
  checkOdds,
  contest,
  contestOdds,
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
    help: "the attacker's weapon (default: their first; unarmed); with dice flags, one of the ruleset's catalogue",
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

/** The ruleset to run: Lucky 13, or a ruleset a designer derived from it (same options and characters). */
type L13Ruleset = typeof lucky13;
const asL13 = (rs: Ruleset | undefined): L13Ruleset => (rs ?? lucky13) as L13Ruleset;

function options(args: Parsed, rs: L13Ruleset): L13Options {
  let raw = optionsObject(args);
  const mode = str(args, "mode");
  if (mode !== undefined) {
    if (!["cinematic", "gritty", "off"].includes(mode))
      throw new UsageError("--mode must be cinematic, gritty or off");
    raw = { ...raw, playMode: mode };
  }
  return rs.parseOptions(raw);
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

/**
 * A die of a pool roll as the JSON shows it. Only a kept die implodes (L13-EXPL-11): the dropped throw
 * of an advantage or disadvantage that showed 1 opens no dilemma, so it is not marked imploded.
 */
function diceJson(r: PoolRoll | null) {
  return (r?.dice ?? []).map((d) => ({
    role: d.role,
    size: d.size,
    faces: d.faces,
    exploded: d.exploded,
    imploded: d.kept && d.imploded,
    kept: d.kept,
  }));
}

/** A die as the text and the contest JSON show it, from a pool roll or from a roll record. */
interface DieOut {
  role: string;
  size: number;
  faces: number[];
  exploded: boolean;
  imploded: boolean;
  kept: boolean;
}

/** One die in text: "ability d8: 8+3!", "skill d10: 1 imploded", a dropped one in parentheses. */
function dieText(d: DieOut): string {
  const text = `${d.role} d${d.size}: ${d.faces.join("+")}${d.exploded ? "!" : ""}${d.kept && d.imploded ? " imploded" : ""}`;
  return d.kept ? text : `(${text})`;
}

const recordDie = (d: RollRecord["dice"][number]) => ({ ...d, size: d.sides });

function recordDiceText(roll: RollRecord): string {
  return roll.dice.map((d) => dieText(recordDie(d))).join(", ");
}

/**
 * A roll's dice one line per group, each line named (whose dice they are): `names` maps a record's
 * group to its label ("attacker" → "Brunella (attacker)"); a group mapped to "" is printed bare.
 */
function groupedDiceText(roll: RollRecord, names: (group: string) => string): string[] {
  const groups = new Map<string, string[]>();
  for (const d of roll.dice) {
    const g = d.group ?? "";
    groups.set(g, [...(groups.get(g) ?? []), dieText(recordDie(d))]);
  }
  return [...groups].map(([g, dice]) => {
    const label = names(g);
    return `  ${label ? `${label}: ` : ""}${dice.join(", ")}`;
  });
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

function loadCharacter(path: string, o: L13Options, rs: L13Ruleset): L13Character {
  return rs.character.parse(readJson(path, "character"), o);
}

const tableOf = (rs: L13Ruleset, o: L13Options, chars: Record<string, L13Character>) =>
  tableWith(rs.id, o, chars);

export function lucky13Check(args: Parsed, io: Io, ruleset?: Ruleset): number {
  const rs = asL13(ruleset);
  const o = options(args, rs);
  const difficulty = difficultyArg(str(args, "difficulty"));
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
      io.out(
        `${JSON.stringify({
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
    return printCheckOdds(io, args, rs, odds.success, odds.dilemma);
  }
  const d = diceFromArgs(args);
  const r = guard(() => check(req, d.source, o));
  if (args.options.json) {
    io.out(
      `${JSON.stringify({ ruleset: rs.id, success: r.success, total: r.total, dice: diceJson(r.roll), dilemma: r.dilemma, seed: d.seed })}\n`,
    );
    return 0;
  }
  const diceLine = (r.roll?.dice ?? []).map(dieText).join(", ");
  io.out(
    `${r.success ? "success" : "failure"}: ${r.total} against 13 (${difficulty})${r.dilemma ? ", with a dilemma" : ""}\n  ${diceLine}\n${d.seed !== null ? `seed ${d.seed}\n` : ""}`,
  );
  return 0;
}

function printCheckOdds(io: Io, args: Parsed, rs: L13Ruleset, success: number, dilemma: number): number {
  if (args.options.json) io.out(`${JSON.stringify({ ruleset: rs.id, success, dilemma })}\n`);
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
      io.out(
        `${JSON.stringify({
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
        })}\n`,
      );
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
    io.out(
      `${JSON.stringify({
        ruleset: rs.id,
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
  rs: L13Ruleset,
  hit: number,
  distribution: [number, number][],
  chances: Record<string, number>,
): number {
  const mean = distribution.reduce((s, [v, p]) => s + v * p, 0);
  if (args.options.json) {
    io.out(`${JSON.stringify({ ruleset: rs.id, hit, damage: { mean, distribution }, ...chances })}\n`);
    return 0;
  }
  io.out(`chance to hit ${pct(hit)}; mean damage ${mean.toFixed(4)} (0 on a miss)\n`);
  for (const [k, v] of Object.entries(chances)) io.out(`  ${k}: ${pct(v)}\n`);
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// contest (L13-OPP-1..6)

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
    io.out(
      `${JSON.stringify({
        ruleset: rs.id,
        sides: v.names.map((name, i) => ({ name, total: v.result.totals[i], dilemma: v.dilemmas[i] })),
        winner: v.result.winner === null ? null : v.names[v.result.winner],
        margin: v.result.margin,
        tie: v.result.tie,
        tieRule: v.result.tieRule,
        dice: v.dice.map((d) => ({ side: v.names[d.side], round: d.round, ...d.die })),
        seed,
      })}\n`,
    );
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
    io.out(`${JSON.stringify({ ruleset: rs.id, sides: names, win, tie, undecided })}\n`);
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
