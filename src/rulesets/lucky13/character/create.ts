// Character creation: one ability method for all five abilities (random, balanced array or
// specialized array; L13-ABIL-6), skill dice by the ruleset's method, starting specializations at
// level 1 within the designer's limit (+1 with impairments; L13-SPEC-2, 10, L13-IMP-3), a background
// and impairments, gear, and full hit points. Dice are consumed in this order: abilities, skills,
// background, impairments.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import {
  type Abilities,
  assignArray,
  checkSkillInput,
  generateSkills,
  rollAbilities,
} from "./abilities-gen.js";
import { L13CharacterError, parseWith } from "./errors.js";
import { CHARACTER_SCHEMA_VERSION } from "./migrate.js";
import type { L13Options } from "./options.js";
import { catalogEntrySchema, dieSchema, idFromName, idSchema, nonEmpty, weaponSchema } from "./parts.js";
import { characterSchema, checkAgainstRuleset, type L13Character, type Specialization } from "./schema.js";
import { chooseBackground, chooseImpairment } from "./traits.js";
import { maxHp } from "./vitals.js";

export const CREATION_METHODS = ["random", "balanced", "specialized"] as const;

const assignmentSchema = z.strictObject({
  will: dieSchema,
  charm: dieSchema,
  pulse: dieSchema,
  intellect: dieSchema,
  reflex: dieSchema,
});

export const creationInputSchema = z.strictObject({
  name: nonEmpty,
  npc: z.boolean().optional(),
  abilities: z.discriminatedUnion("method", [
    z.strictObject({ method: z.literal("random") }),
    z.strictObject({ method: z.literal("balanced"), assignment: assignmentSchema }),
    z.strictObject({ method: z.literal("specialized"), assignment: assignmentSchema }),
  ]),
  /** Player-chosen skill dice, for the array, pointBuy and manual methods. */
  skills: z.record(z.string(), dieSchema.nullable()).optional(),
  specializations: z
    .array(z.strictObject({ name: nonEmpty, skill: idSchema, id: idSchema.optional() }))
    .default([]),
  background: z
    .discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("catalog"), name: nonEmpty }),
      z.strictObject({ kind: z.literal("random") }),
      z.strictObject({
        kind: z.literal("invented"),
        name: nonEmpty,
        description: z.string().optional(),
        gmApproved: z.boolean(),
      }),
    ])
    .nullable()
    .default(null),
  /** The player first says whether the character has impairments at all (L13-IMP-2). */
  impairments: z
    .discriminatedUnion("has", [
      z.strictObject({ has: z.literal(false) }),
      z.strictObject({
        has: z.literal(true),
        picks: z
          .array(
            z.discriminatedUnion("kind", [
              z.strictObject({ kind: z.literal("catalog"), name: nonEmpty }),
              z.strictObject({ kind: z.literal("random") }),
            ]),
          )
          .min(1),
      }),
    ])
    .default({ has: false }),
  weapons: z.array(weaponSchema).default([]),
  armor: dieSchema.nullable().default(null),
  defenses: z.array(z.strictObject({ name: nonEmpty, die: dieSchema })).default([]),
  assets: z
    .array(
      z.strictObject({
        name: nonEmpty,
        quality: z.number().int().min(1),
        target: z.enum(["skill", "ability"]).optional(),
      }),
    )
    .default([]),
  notes: z.string().default(""),
});

export type CreationInput = z.input<typeof creationInputSchema>;

export interface CreationReport {
  character: L13Character;
  /** What was rolled or decided, in order, for the log. */
  changes: string[];
}

function abilitiesFor(
  input: z.output<typeof creationInputSchema>,
  dice: DiceSource | null,
  o: L13Options,
  log: string[],
): Abilities {
  const a = input.abilities;
  const family = a.method === "random" ? "random" : "array";
  if (!o.allowedAbilityMethods.includes(family))
    throw new L13CharacterError(
      "invalid_input",
      ["abilities", "method"],
      `the ${family} method is not allowed by this ruleset`,
    );
  if (a.method === "random") return rollAbilities(dice, log);
  log.push(`abilities from the ${a.method} array`);
  return assignArray(a.method, a.assignment, o);
}

/** How many specializations creation accepts: the designer's limit plus the impairment bonus. */
export function startingSpecializationLimit(impairmentCount: number, o: L13Options): number | null {
  if (o.startingSpecializations === null) return null;
  const bonus = impairmentCount === 0 ? 0 : o.impairmentBonusMode === "perImpairment" ? impairmentCount : 1;
  return o.startingSpecializations + bonus;
}

function startingSpecializations(
  wanted: { name: string; skill: string; id?: string | undefined }[],
  impairmentCount: number,
  o: L13Options,
): Specialization[] {
  const limit = startingSpecializationLimit(impairmentCount, o);
  if (limit !== null && wanted.length > limit) {
    const why =
      impairmentCount > 0
        ? ` (${o.startingSpecializations} + ${limit - o.startingSpecializations!} for impairments)`
        : "";
    throw new L13CharacterError("invalid_input", ["specializations"], `at most ${limit} at creation${why}`);
  }
  const taken = new Set<string>();
  return wanted.map((s, i) => {
    if (!o.skills.some((k) => k.id === s.skill))
      throw new L13CharacterError(
        "invalid_input",
        ["specializations", String(i), "skill"],
        `"${s.skill}" is not a skill of this ruleset`,
      );
    if (wanted.findIndex((w) => w.name.trim().toLowerCase() === s.name.trim().toLowerCase()) !== i)
      throw new L13CharacterError(
        "invalid_input",
        ["specializations", String(i), "name"],
        `"${s.name}" appears twice`,
      );
    let id = s.id ?? idFromName(s.name);
    for (let n = 2; taken.has(id) && s.id === undefined; n++) id = `${idFromName(s.name)}${n}`;
    taken.add(id);
    // Every new specialization starts at level 1 (L13-SPEC-2).
    return { id, name: s.name.trim(), skill: s.skill, level: 1 };
  });
}

/**
 * Builds a new character and reports what was rolled. Throws an L13CharacterError naming the bad
 * field. Everything that needs no dice is checked before the first die is thrown, so a player typing
 * in physical dice does not roll for nothing.
 */
export function createCharacterReport(raw: unknown, dice: DiceSource | null, o: L13Options): CreationReport {
  const input = parseWith(creationInputSchema, raw, "invalid_input");
  const log: string[] = [];
  checkSkillInput(input.skills, o);
  const picks = input.impairments.has ? input.impairments.picks : [];
  const specializations = startingSpecializations(input.specializations, picks.length, o);
  const pickPath = (i: number) => ["impairments", "picks", String(i)];
  const chosenImpairments = picks.map((p, i) =>
    p.kind === "catalog" ? chooseImpairment(p, null, o, pickPath(i)) : null,
  );
  const chosenBackground =
    input.background && input.background.kind !== "random"
      ? chooseBackground(input.background, null, o)
      : null;

  // The dice, in order: abilities, skills, background, impairments.
  const abilities = abilitiesFor(input, dice, o, log);
  const skills = generateSkills(input.skills, abilities, dice, o, log);
  const background =
    input.background === null ? null : (chosenBackground ?? chooseBackground(input.background, dice, o));
  if (background) log.push(`background: ${background.name}`);
  const impairments = picks.map((p, i) => chosenImpairments[i] ?? chooseImpairment(p, dice, o, pickPath(i)));
  impairments.forEach((imp, i) => {
    if (impairments.findIndex((x) => x.name === imp.name) !== i)
      throw new L13CharacterError("invalid_input", pickPath(i), `"${imp.name}" is already taken`);
    log.push(`impairment: ${imp.name}`);
  });

  const draft = parseWith(
    characterSchema,
    {
      schemaVersion: CHARACTER_SCHEMA_VERSION,
      ruleset: "lucky13",
      name: input.name,
      npc: input.npc ?? false,
      abilities,
      skills,
      specializations,
      background,
      impairments: impairments.map((e) => catalogEntrySchema.parse(e)),
      weapons: input.weapons,
      armor: input.armor,
      defenses: input.defenses,
      assets: input.assets,
      hp: 0,
      notes: input.notes,
    },
    "invalid_input",
  );
  // Starting HP is the maximum: a new character is unhurt.
  const character: L13Character = { ...draft, hp: maxHp(draft, o) };
  const problem = checkAgainstRuleset(character, o)[0];
  if (problem) throw new L13CharacterError("invalid_input", problem.path, problem.message);
  log.push(`${character.name} starts with ${character.hp} HP`);
  return { character, changes: log };
}

/** Builds a new character (see createCharacterReport for the rolls made). */
export function createCharacter(raw: unknown, dice: DiceSource | null, o: L13Options): L13Character {
  return createCharacterReport(raw, dice, o).character;
}

/**
 * The engine's `create(method, input, dice, options)` shape: the method is named apart and an array
 * method's `assignment` sits at the top of the input.
 */
export function createByMethod(
  method: (typeof CREATION_METHODS)[number],
  raw: unknown,
  dice: DiceSource | null,
  o: L13Options,
): L13Character {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new L13CharacterError("invalid_input", [], "expected an object");
  if (!CREATION_METHODS.includes(method))
    throw new L13CharacterError(
      "invalid_input",
      ["method"],
      `expected one of ${CREATION_METHODS.join(", ")}`,
    );
  const { assignment, ...rest } = raw as Record<string, unknown>;
  if (method === "random" && assignment !== undefined)
    throw new L13CharacterError("invalid_input", ["assignment"], "not used by the random method");
  const abilities = method === "random" ? { method } : { method, assignment };
  return createCharacter({ ...rest, abilities }, dice, o);
}
