// `tabula attack dice-engine`: one attack between character (or kit) files through the ruleset's
// own `equip` and `attack` actions, rolled or as exact hit and damage odds. `--type` also takes
// spray (several defenders, comma-separated, with `--shots`), grapple, shove and takedown, which
// go through the ruleset's actions of those names; `--assassinate` makes the attack one.

import { dirname, resolve } from "node:path";
import type { Ruleset } from "../../engine/ruleset.js";
import { Session } from "../../engine/session.js";
import { diceEngine } from "../../rulesets/dice-engine/ruleset.js";
import { integerOption, type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readJson } from "../files.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import { diceFromArgs, ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption } from "./common.js";

export const DE_ATTACK_OPTIONS: OptionSpecs = {
  attacker: {
    type: "string",
    value: "FILE",
    help: "the attacker: a character file, or {character, equipment}",
  },
  defender: {
    type: "string",
    value: "FILE[,FILE…]",
    help: "the defender: a character file, or {character, equipment}; a spray may list several",
  },
  weapon: { type: "string", value: "NAME", help: "a weapon of the attacker's equipment (or Unarmed Strike)" },
  type: {
    type: "string",
    value: "TYPE",
    help: "the attack type (standard, precision, heavy, spray, …), or grapple, shove, takedown",
  },
  shots: { type: "string", value: "N[,N…]", help: "spray: the shots aimed at each defender, in order" },
  mode: { type: "string", value: "MODE", help: "grapple: hold (default), prone or escape" },
  assassinate: { type: "boolean", help: "an assassination: an unaware target, no cover (DE-ASSN-*)" },
  rating: { type: "string", value: "N", help: "the Type:[X] rating" },
  distance: { type: "string", value: "M", help: "metres to the defender" },
  cover: { type: "string", value: "LEVEL", help: "none, half or threeQuarters (ranged attacks)" },
  ap: { type: "string", value: "N", help: "armour piercing beyond the weapon's own" },
  odds: ODDS_OPTION,
  ...ROLL_OPTIONS,
};

/** A combatant file: a character file, or `{ "character": FILE-or-object, "equipment": {...} }`. */
function combatant(path: string, what: string): { character: unknown; equipment: unknown } {
  const raw = readJson(path, what) as Record<string, unknown>;
  if (raw && typeof raw === "object" && "equipment" in raw) {
    const c = raw.character;
    // A kit names its character file relative to itself.
    const character = typeof c === "string" ? readJson(resolve(dirname(path), c), what) : c;
    return { character, equipment: raw.equipment };
  }
  return { character: raw, equipment: { weapons: [] } };
}

/** `--type` values that are actions of their own rather than attack types. */
const OTHER_ACTIONS = ["grapple", "shove", "takedown"] as const;
type OtherAction = (typeof OTHER_ACTIONS)[number];

const list = (text: string) =>
  text
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

export function diceEngineAttack(args: Parsed, io: Io, ruleset: Ruleset = diceEngine): number {
  const need = (name: string) => {
    const v = stringOption(args, name);
    if (v === undefined) throw new UsageError(`--${name} is required`);
    return v;
  };
  const type = stringOption(args, "type");
  const other = OTHER_ACTIONS.find((x) => x === type) as OtherAction | undefined;
  const defenders = list(need("defender"));
  if (defenders.length === 0) throw new UsageError("--defender needs a file");
  if (defenders.length > 1 && type !== "spray")
    throw new UsageError("several defenders (--defender A,B) are for --type spray only");
  const a = combatant(need("attacker"), "--attacker");
  const ds = defenders.map((f) => combatant(f, "--defender"));
  const dice = diceFromArgs(args);
  const session = new Session(ruleset, { dice: dice.source, options: optionsObject(args) });
  // The first defender keeps the id "defender"; more are "defender2", "defender3"…
  const ids = ds.map((_, i) => (i === 0 ? "defender" : `defender${i + 1}`));
  session.addCharacter("attacker", a.character);
  for (const [i, d] of ds.entries()) session.addCharacter(ids[i]!, d.character);
  session.act("equip", { actor: "attacker", equipment: a.equipment });
  for (const [i, d] of ds.entries()) session.act("equip", { actor: ids[i]!, equipment: d.equipment });
  const num = (name: string) => {
    const v = stringOption(args, name);
    return v === undefined ? undefined : integerOption(v, name);
  };
  if (args.options.assassinate && other)
    throw new UsageError(`--assassinate is an attack with a weapon, not a ${other}`);
  const { action, params } = other ? otherParams(other, args, num) : attackParams(args, type, ids, num, need);

  if (args.options.odds) {
    const o = session.odds(action, params);
    if (other) {
      if (args.options.json) {
        printJson(io, "attack.odds", { ruleset: ruleset.id, action, ...o.partition });
        return 0;
      }
      for (const [k, p] of Object.entries(o.partition)) io.out(`${k} ${(100 * p).toFixed(2)}%\n`);
      return 0;
    }
    const dist = o.distributions.damage ?? [];
    const mean = dist.reduce((s, [v, p]) => s + v * p, 0);
    if (args.options.json) {
      const perTarget =
        type === "spray"
          ? {
              targets: ids.map((id) => ({
                defender: id,
                hit: o.chances[`hit:${id}`],
                damage: o.distributions[`damage:${id}`],
              })),
            }
          : {};
      printJson(io, "attack.odds", {
        ruleset: ruleset.id,
        hit: o.partition.hit,
        damage: { mean, distribution: dist },
        ...perTarget,
      });
      return 0;
    }
    io.out(`hit ${(100 * o.partition.hit!).toFixed(2)}%, mean damage ${mean.toFixed(3)}\n`);
    for (const [v, p] of dist) io.out(`  ${String(v).padStart(3)}  ${(100 * p).toFixed(2)}%\n`);
    return 0;
  }
  const r = session.act(action, params);
  if (args.options.json) {
    printJson(io, "attack", {
      ruleset: ruleset.id,
      ...r.roll!.outcome,
      summary: r.roll!.summary,
      seed: dice.seed,
    });
    return 0;
  }
  io.out(`${r.roll!.summary}\n`);
  if (dice.seed !== null) io.out(`  seed ${dice.seed}\n`);
  return 0;
}

type Num = (name: string) => number | undefined;

function attackParams(
  args: Parsed,
  type: string | undefined,
  ids: string[],
  num: Num,
  need: (name: string) => string,
): { action: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = { attacker: "attacker", weapon: need("weapon") };
  if (type !== undefined) params.type = type;
  for (const n of ["rating", "distance", "ap"]) {
    const v = num(n);
    if (v !== undefined) params[n] = v;
  }
  const cover = stringOption(args, "cover");
  if (cover !== undefined) params.cover = cover;
  if (args.options.assassinate) params.assassinate = true;
  const shots = stringOption(args, "shots");
  if (shots !== undefined && type !== "spray") throw new UsageError("--shots is for --type spray");
  if (type === "spray" && (ids.length > 1 || shots !== undefined)) {
    const each = list(shots ?? "").map((x) => integerOption(x, "shots")!);
    if (each.length !== ids.length)
      throw new UsageError(
        `--shots gives ${each.length} numbers for ${ids.length} defenders: one each, in order`,
      );
    const distance = params.distance;
    const cover = params.cover;
    delete params.distance;
    delete params.cover;
    params.targets = ids.map((defender, i) => ({
      defender,
      shots: each[i],
      ...(distance !== undefined ? { distance } : {}),
      ...(cover !== undefined ? { cover } : {}),
    }));
  } else params.defender = ids[0];
  return { action: "attack", params };
}

function otherParams(
  other: OtherAction,
  args: Parsed,
  num: Num,
): { action: string; params: Record<string, unknown> } {
  const weapon = stringOption(args, "weapon");
  const mode = stringOption(args, "mode");
  if (mode !== undefined && other !== "grapple") throw new UsageError("--mode is for --type grapple");
  switch (other) {
    case "grapple":
      return {
        action: "grapple",
        params: { grappler: "attacker", target: "defender", ...(mode ? { mode } : {}) },
      };
    case "shove":
      return { action: "shove", params: { shover: "attacker", target: "defender" } };
    case "takedown": {
      const distance = num("distance");
      return {
        action: "takedown",
        params: {
          performer: "attacker",
          target: "defender",
          ...(weapon !== undefined ? { weapon } : {}),
          ...(distance !== undefined ? { distance } : {}),
        },
      };
    }
  }
}
