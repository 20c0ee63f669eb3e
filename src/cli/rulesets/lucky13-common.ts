// What the Lucky 13 CLI verbs share: the roll flags every verb takes, reading dice, difficulty
// and pools from flags, loading characters, and printing dice and chances.

import type { RollRecord } from "../../engine/roll.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { guard } from "../../rulesets/lucky13/bridge.js";
import type { L13Character, L13Options } from "../../rulesets/lucky13/character/index.js";
import {
  assetSteps,
  assistSteps,
  type PoolRoll,
  type PoolSpec,
  type SlotSpec,
  type TargetedStep,
  withSteps,
} from "../../rulesets/lucky13/dice/index.js";
import { lucky13 } from "../../rulesets/lucky13/ruleset.js";
import { type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readJson } from "../files.js";
import { ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption, tableWith } from "./common.js";

export function commonOptions(): OptionSpecs {
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

export const str = stringOption;

/** The ruleset to run: Lucky 13, or a ruleset a designer derived from it (same options and characters). */
export type L13Ruleset = typeof lucky13;
export const asL13 = (rs: Ruleset | undefined): L13Ruleset => (rs ?? lucky13) as L13Ruleset;

export function options(args: Parsed, rs: L13Ruleset): L13Options {
  let raw = optionsObject(args);
  const mode = str(args, "mode");
  if (mode !== undefined) {
    if (!["cinematic", "gritty", "off"].includes(mode))
      throw new UsageError("--mode must be cinematic, gritty or off");
    raw = { ...raw, playMode: mode };
  }
  return rs.parseOptions(raw);
}

export function dieArg(text: string, flag: string): SlotSpec["base"] {
  const t = text.trim().toLowerCase();
  if (t === "none") return "none";
  const m = /^d(4|6|8|10|12)$/.exec(t);
  if (!m) throw new UsageError(`--${flag}: '${text}' is not a die (d4, d6, d8, d10, d12 or none)`);
  return Number(m[1]) as SlotSpec["base"];
}

/**
 * `--difficulty`: a level ID of the ladder, or a die ("d6", "none") standing for the level that sets
 * it. The ladder is the ruleset options' (`difficultyLadder`, which `--options` or a derived ruleset
 * may tune); without options, the default Lucky 13 ruleset's.
 */
export function difficultyArg(
  text: string | undefined,
  o: Pick<L13Options, "difficultyLadder"> = lucky13.parseOptions({}),
): string {
  if (text === undefined) throw new UsageError("--difficulty is required: the GM sets it on every check");
  const ladder = o.difficultyLadder;
  const t = text.trim().toLowerCase();
  const named = ladder.find((l) => l.id.toLowerCase() === t);
  if (named) return named.id;
  if (t !== "none" && !/^d(4|6|8|10|12)$/.test(t)) {
    throw new UsageError(
      `--difficulty: '${text}' is not a level (${ladder.map((l) => l.id).join(", ")}) or a die`,
    );
  }
  const die = t === "none" ? null : t;
  const level = ladder.find((l) => l.die === die);
  if (!level) throw new UsageError(`--difficulty: no level uses ${text}`);
  return level.id;
}

export function list(text: string | undefined): string[] {
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
export function diceJson(r: PoolRoll | null) {
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
export interface DieOut {
  role: string;
  size: number;
  faces: number[];
  exploded: boolean;
  imploded: boolean;
  kept: boolean;
}

/** One die in text: "ability d8: 8+3!", "skill d10: 1 imploded", a dropped one in parentheses. */
export function dieText(d: DieOut): string {
  const text = `${d.role} d${d.size}: ${d.faces.join("+")}${d.exploded ? "!" : ""}${d.kept && d.imploded ? " imploded" : ""}`;
  return d.kept ? text : `(${text})`;
}

export const recordDie = (d: RollRecord["dice"][number]) => ({ ...d, size: d.sides });

export function recordDiceText(roll: RollRecord): string {
  return roll.dice.map((d) => dieText(recordDie(d))).join(", ");
}

/**
 * A roll's dice one line per group, each line named (whose dice they are): `names` maps a record's
 * group to its label ("attacker" → "Brunella (attacker)"); a group mapped to "" is printed bare.
 */
export function groupedDiceText(roll: RollRecord, names: (group: string) => string): string[] {
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

export function pct(p: number): string {
  return `${(p * 100).toFixed(4)}%`;
}

/** The ad-hoc pool of `check` with dice flags. */
export function flagPool(args: Parsed, o: L13Options): PoolSpec {
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

export function loadCharacter(path: string, o: L13Options, rs: L13Ruleset): L13Character {
  return rs.character.parse(readJson(path, "character"), o);
}

export const tableOf = (rs: L13Ruleset, o: L13Options, chars: Record<string, L13Character>) =>
  tableWith(rs.id, o, chars);
