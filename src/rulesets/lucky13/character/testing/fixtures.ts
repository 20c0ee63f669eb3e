// Test fixtures: the book's combatants and helpers. Not shipped (tsconfig.build excludes testing/).

import type { CreationInput } from "../create.js";
import { L13CharacterError } from "../errors.js";
import { type L13Options, parseOptions } from "../options.js";
import { type L13Character, type L13CharacterInput, parseCharacter } from "../schema.js";

/** The science-fiction preset has the book's "Combat" and "Technology" skills. */
export function sciFi(extra: Record<string, unknown> = {}): L13Options {
  return parseOptions({ skillPreset: "sciFi", ...extra });
}

const sciFiSkills = {
  technology: "d6",
  astrogation: "d6",
  mysticism: "d4",
  mechanics: "d8",
  diplomacy: "d6",
  combat: "d10",
} as const;

export function makeCharacter(o: L13Options, patch: Partial<L13CharacterInput> = {}): L13Character {
  const skills = Object.fromEntries(o.skills.map((s) => [s.id, "d6"]));
  return parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "lucky13",
      name: "Someone",
      abilities: { will: "d6", charm: "d6", pulse: "d8", intellect: "d6", reflex: "d6" },
      skills,
      hp: 30,
      ...patch,
    },
    o,
  );
}

/** Casimir from the book's combat example: Reflex d6, Combat d10, Pulse d8 (30 HP), chainmail d6. */
export function casimir(o: L13Options = sciFi(), patch: Partial<L13CharacterInput> = {}): L13Character {
  return makeCharacter(o, {
    name: "Casimir",
    abilities: { will: "d6", charm: "d6", pulse: "d8", intellect: "d8", reflex: "d6" },
    skills: { ...sciFiSkills },
    armor: "d6",
    hp: 30,
    ...patch,
  });
}

/** Brunella: Reflex d8, Combat d6, broadsword (Accuracy d8, Damage d10). */
export function brunella(o: L13Options = sciFi(), patch: Partial<L13CharacterInput> = {}): L13Character {
  return makeCharacter(o, {
    name: "Brunella",
    abilities: { will: "d8", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d8" },
    skills: { ...sciFiSkills, combat: "d6" },
    weapons: [{ name: "Broadsword", accuracy: "d8", damage: "d10" }],
    hp: 20,
    ...patch,
  });
}

/** Freezes deeply, so a test fails if a function mutates its input. */
export function frozen<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

// The creation tests' shared inputs: the fantasy skills, a balanced array, and the error a run throws.
export const manual = (extra: Record<string, unknown> = {}) =>
  parseOptions({ skillGeneration: "manual", ...extra });
export const fantasySkills = {
  spellcasting: "d6",
  scholarship: "d8",
  healing: "d4",
  sneaking: "d6",
  fighting: "d10",
} as const;
export const balanced = { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" } as const;

export function arrayInput(extra: Partial<CreationInput> = {}): CreationInput {
  return {
    name: "Hrothgar",
    abilities: { method: "balanced", assignment: { ...balanced } },
    skills: { ...fantasySkills },
    ...extra,
  };
}

export function errorOf(run: () => unknown): L13CharacterError {
  try {
    run();
  } catch (e) {
    if (e instanceof L13CharacterError) return e;
    throw e;
  }
  throw new Error("expected an error");
}
