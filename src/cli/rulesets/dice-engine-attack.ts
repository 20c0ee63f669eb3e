// `tabula attack dice-engine`: one attack between two character (or kit) files through the
// ruleset's own `equip` and `attack` actions, rolled or as exact hit and damage odds.

import { dirname, resolve } from "node:path";
import type { Ruleset } from "../../engine/ruleset.js";
import { Session } from "../../engine/session.js";
import { diceEngine } from "../../rulesets/dice-engine/ruleset.js";
import { integerOption, type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readJson } from "../files.js";
import type { Io } from "../io.js";
import { diceFromArgs, ODDS_OPTION, optionsObject, ROLL_OPTIONS, stringOption } from "./common.js";

export const DE_ATTACK_OPTIONS: OptionSpecs = {
  attacker: {
    type: "string",
    value: "FILE",
    help: "the attacker: a character file, or {character, equipment}",
  },
  defender: {
    type: "string",
    value: "FILE",
    help: "the defender: a character file, or {character, equipment}",
  },
  weapon: { type: "string", value: "NAME", help: "a weapon of the attacker's equipment (or Unarmed Strike)" },
  type: { type: "string", value: "TYPE", help: "the attack type (standard, precision, heavy, …)" },
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

export function diceEngineAttack(args: Parsed, io: Io, ruleset: Ruleset = diceEngine): number {
  const need = (name: string) => {
    const v = stringOption(args, name);
    if (v === undefined) throw new UsageError(`--${name} is required`);
    return v;
  };
  const a = combatant(need("attacker"), "--attacker");
  const d = combatant(need("defender"), "--defender");
  const dice = diceFromArgs(args);
  const session = new Session(ruleset, { dice: dice.source, options: optionsObject(args) });
  session.addCharacter("attacker", a.character);
  session.addCharacter("defender", d.character);
  session.act("equip", { actor: "attacker", equipment: a.equipment });
  session.act("equip", { actor: "defender", equipment: d.equipment });
  const num = (name: string) => {
    const v = stringOption(args, name);
    return v === undefined ? undefined : integerOption(v, name);
  };
  const params: Record<string, unknown> = {
    attacker: "attacker",
    defender: "defender",
    weapon: need("weapon"),
  };
  const type = stringOption(args, "type");
  if (type !== undefined) params.type = type;
  for (const n of ["rating", "distance", "ap"]) {
    const v = num(n);
    if (v !== undefined) params[n] = v;
  }
  const cover = stringOption(args, "cover");
  if (cover !== undefined) params.cover = cover;
  if (args.options.odds) {
    const o = session.odds("attack", params);
    const dist = o.distributions.damage ?? [];
    const mean = dist.reduce((s, [v, p]) => s + v * p, 0);
    if (args.options.json) {
      io.out(
        `${JSON.stringify({ ruleset: ruleset.id, hit: o.partition.hit, damage: { mean, distribution: dist } })}\n`,
      );
      return 0;
    }
    io.out(`hit ${(100 * o.partition.hit!).toFixed(2)}%, mean damage ${mean.toFixed(3)}\n`);
    for (const [v, p] of dist) io.out(`  ${String(v).padStart(3)}  ${(100 * p).toFixed(2)}%\n`);
    return 0;
  }
  const r = session.act("attack", params);
  if (args.options.json) {
    io.out(
      `${JSON.stringify({ ruleset: ruleset.id, ...r.roll!.outcome, summary: r.roll!.summary, seed: dice.seed })}\n`,
    );
    return 0;
  }
  io.out(`${r.roll!.summary}\n`);
  if (dice.seed !== null) io.out(`  seed ${dice.seed}\n`);
  return 0;
}
