// Helpers for the Dice Engine character tests: options with a test setting, characters built
// directly (bypassing the purchase rules, to set up a situation), and outcome assertions.

import { expect } from "vitest";
import type { SettingModuleInput } from "../../catalogue/setting.js";
import { newStatBlock, type Stat } from "../../check/stats.js";
import type { Outcome, Refusal, RefusalCode } from "../errors.js";
import { CHARACTER_SCHEMA_VERSION } from "../migrate.js";
import { type DeOptions, type DeOptionsInput, parseDeOptions } from "../options.js";
import { characterSchema, type DeCharacter, type DeCharacterInput } from "../schema.js";

/** A setting with one plain race (base speed 5, base Stun 6), a born-blind race and a machine race. */
export const TEST_SETTING: SettingModuleInput = {
  id: "test",
  name: "Test setting",
  races: [
    { id: "human", name: "Human", baseSpeed: 5, baseStun: 6 },
    { id: "mole", name: "Mole Folk", baseSpeed: 4, innatePerks: [{ perk: "blind" }] },
    { id: "deep", name: "Deep Folk", baseSpeed: 4, innatePerks: [{ perk: "deaf" }] },
    {
      id: "automaton",
      name: "Automaton",
      baseSpeed: 4,
      traits: ["eyes", "ears"],
      vibrosense: 10,
      health: "resilience",
      startingResilience: 30,
      size: "large",
    },
  ],
};

export function opts(partial: DeOptionsInput = {}): DeOptions {
  return parseDeOptions({ setting: TEST_SETTING, ...partial });
}

export interface Build {
  name?: string;
  race?: string;
  created?: boolean;
  stats?: Partial<Record<Stat, number>>;
  perks?: Record<string, number>;
  skills?: string[];
  training?: DeCharacterInput["training"];
  focuses?: Record<string, number>;
  xp?: number;
  sp?: number;
  extra?: Partial<DeCharacterInput>;
}

/** A character set up directly: finalised by default with 0 XP, HP 3/3 and Stun at race + Endurance. */
export function build(b: Build = {}): DeCharacter {
  const stats = { ...newStatBlock(), ...b.stats };
  const created = b.created ?? true;
  const perks = Object.fromEntries(
    Object.entries(b.perks ?? {}).map(([id, rank]) => [id, { rank, source: created ? "xp" : "sp" }]),
  );
  return characterSchema.parse({
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    ruleset: "dice-engine",
    name: b.name ?? "Tess",
    race: b.race ?? "raceless",
    created,
    stats,
    sp: b.sp ?? (created ? 0 : 1000),
    xp: b.xp ?? 0,
    totalXp: b.xp ?? 0,
    perks,
    skills: b.skills ?? [],
    training: b.training ?? {},
    focuses: b.focuses ?? {},
    startingStun: created ? Math.max(0, (b.race === "human" ? 6 : 0) + stats.endurance) : null,
    current: { hp: 3, stun: Math.max(0, (b.race === "human" ? 6 : 0) + stats.endurance) },
    ...b.extra,
  });
}

/** Asserts success and returns the character. */
export function ok(o: Outcome): DeCharacter {
  if (!o.ok) throw new Error(`expected success, got ${o.error.code}: ${o.error.message}`);
  return o.character;
}

/** Asserts a refusal with this code and returns it. */
export function refused(o: Outcome | { ok: boolean; error?: Refusal }, code: RefusalCode): Refusal {
  expect(o.ok).toBe(false);
  const e = (o as { error: Refusal }).error;
  expect(e.code).toBe(code);
  expect(e.message.length).toBeGreaterThan(10);
  return e;
}
