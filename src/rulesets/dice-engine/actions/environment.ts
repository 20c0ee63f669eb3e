// The GM sets the place the characters are in (checklist §17): its atmosphere, gravity and whether
// it is under water. The rules are world/environment.ts's; this action keeps the place in the
// table's environment note (environment-state.ts) and applies at once what the atmosphere does to
// every character at the table: Asphyxiated in vacuum or where nothing can be breathed (DE-ENV-3, 6)
// and Nauseated and Poisoned in a toxic atmosphere (DE-ENV-5), unless protected. The conditions it
// gives carry the source `atmosphere: <kind>`, so leaving the place takes away those and only those
// (a Poisoned from a dart stays). What the place does later is read where it applies: the views
// (combat-state.ts `viewOf`: under water, vacuum), the speed of a move (tracker-self.ts), Strength
// checks (bridge.ts), weapon ranges (combat-state.ts `weaponsOf`), and the toxic checks on the
// tracker (tracker-steps.ts).
//
// Decision: the place is the table's, so it is every character's at the table. A character added
// later sees the gravity and the water at once, and gets the atmosphere's conditions the next time
// the GM sets the place.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import { catalogueFor } from "../catalogue/setting.js";
import { raceOf } from "../character/subject.js";
import { applyConditions, removeCondition } from "../conditions/apply.js";
import { applyDamage } from "../damage/apply.js";
import type { DiceEngineOptions } from "../options.js";
import {
  atmosphereConditions,
  causesVacuumShock,
  environmentName,
  type Protection,
  parseEnvironment,
  startToxicExposure,
  TOXICITY_TABLE,
  toxicityOf,
  vacuumShock,
  type WorldEnvironmentInput,
} from "../world/environment.js";
import { after, nowOf, persist, stateEvent, summaryLines, viewOf } from "./combat-state.js";
import {
  ENVIRONMENT_NOTE,
  ENVIRONMENT_NOTE_KIND,
  type EnvironmentNote,
  environmentNote,
} from "./environment-state.js";

const ATMOSPHERES = ["breathable", "toxic", "nonBreathable", "vacuum"] as const;
/** The book's toxicities (TOXICITY_TABLE), or the GM's own. */
const BOOK_TOXICITIES = ["slight", "mild", "medium", "extreme"] as const;
const TOXICITIES = [...BOOK_TOXICITIES, "custom"] as const;

/** What every kind of place has. */
const placeShape = {
  /** What the table calls the place; by default the book's name ("Non-Low", DE-ENV-1). */
  name: z.string().trim().min(1).max(100).optional(),
  /** In g; 0.8–1.2 g counts as 1 g (DE-ENV-2), 0 is zero gravity. */
  gravity: z.number().min(0).max(20).default(1),
  /** DE-ENV-13..16: the characters are under water. */
  underwater: z.boolean().default(false),
  /**
   * Characters with their own air (`breath`), a filter or seal against toxins, or a pressure suit;
   * `clearedLungs`: it declared emptying its lungs before a sudden vacuum (DE-ENV-4: 1d6, not 1d10).
   */
  protection: z
    .array(
      z.strictObject({
        character: z.string().min(1),
        breath: z.boolean().default(false),
        toxins: z.boolean().default(false),
        pressure: z.boolean().default(false),
        clearedLungs: z.boolean().default(false),
      }),
    )
    .max(50)
    .default([]),
};

/** DE-ENV-6, 7: what every toxic place has. */
const toxicShape = {
  /** DE-ENV-6: whether the toxic air still has something to breathe (if not, Asphyxiated too). */
  toxicBreathable: z.boolean().default(true),
};

/** DE-ENV-7: a toxicity of the book's table (C.14). */
const bookToxicityShape = {
  toxicity: z.enum(BOOK_TOXICITIES).default("medium"),
};

/** DE-ENV-7: the GM's own toxicity, with what the book's table gives the others. */
const customToxicityShape = {
  toxicity: z.literal("custom"),
  /** Its damage roll (e.g. "3d6"). */
  toxicDamage: z
    .string({ error: "a custom toxicity needs its damage roll, e.g. 3d6" })
    .trim()
    .min(1, "a custom toxicity needs its damage roll, e.g. 3d6")
    .max(40),
  /** Its Endurance DC. */
  toxicDc: z.number({ error: "a custom toxicity needs its Endurance DC" }).int().min(0).max(60),
};

/** DE-ENV-4: what only a vacuum has. */
const vacuumShape = {
  /**
   * The change into vacuum is sudden (a hull breach, an airlock blown): every character without a
   * pressure suit takes vacuum shock.
   */
  sudden: z.boolean().default(false),
};

/** The settings only one kind of atmosphere has, and the words that say so when another is given them. */
const ONLY = new Map<string, string>([
  ...[...Object.keys(toxicShape), ...Object.keys(customToxicityShape)].map((k): [string, string] => [
    k,
    "only a toxic atmosphere has a toxicity",
  ]),
  ...Object.keys(vacuumShape).map((k): [string, string] => [k, "only a change into vacuum is sudden"]),
]);

/** In a toxic place of the book's toxicity: what only the GM's own toxicity has. */
const ONLY_CUSTOM = new Map<string, string>([
  ...ONLY,
  ["toxicDamage", "only a custom toxicity has its own damage: choose toxicity custom"],
  ["toxicDc", "only a custom toxicity has its own DC: choose toxicity custom"],
]);

/** One atmosphere's parameters; a setting of another atmosphere is refused saying whose it is. */
function place<S extends z.ZodRawShape>(shape: S, only: ReadonlyMap<string, string> = ONLY) {
  return z.strictObject(
    { ...shape, ...placeShape },
    {
      error: (iss) => {
        if (iss.code !== "unrecognized_keys") return undefined;
        const words = new Set(iss.keys.map((k) => only.get(k)));
        return words.size === 1 && !words.has(undefined) ? [...words][0] : undefined;
      },
    },
  );
}

// DE-ENV-1: one branch per atmosphere, so a toxicity is asked for (and accepted) only for a toxic
// place and suddenness only for a vacuum; a form built from the schema shows those fields only then.
export const environmentParams = z.discriminatedUnion(
  "atmosphere",
  [
    /** DE-ENV-2: breathable, the default. */
    place({ atmosphere: z.literal("breathable").default("breathable") }),
    // DE-ENV-7: a toxic place's toxicity is the book's or the GM's own, which alone asks its damage and DC.
    z.discriminatedUnion(
      "toxicity",
      [
        place({ atmosphere: z.literal("toxic"), ...bookToxicityShape, ...toxicShape }, ONLY_CUSTOM),
        place({ atmosphere: z.literal("toxic"), ...customToxicityShape, ...toxicShape }),
      ],
      {
        error: (iss) =>
          iss.code === "invalid_union" ? `one of ${[...BOOK_TOXICITIES, "custom"].join(", ")}` : undefined,
      },
    ),
    place({ atmosphere: z.literal("nonBreathable") }),
    place({ atmosphere: z.literal("vacuum"), ...vacuumShape }),
  ],
  { error: (iss) => (iss.code === "invalid_union" ? `one of ${ATMOSPHERES.join(", ")}` : undefined) },
);
export type EnvironmentParams = z.output<typeof environmentParams>;

/** The place the parameters describe, checked by world/environment.ts's schema. */
function placeOf(p: EnvironmentParams): WorldEnvironmentInput {
  const atmosphere: WorldEnvironmentInput["atmosphere"] =
    p.atmosphere !== "toxic"
      ? { kind: p.atmosphere }
      : {
          kind: "toxic",
          breathable: p.toxicBreathable,
          toxicity: p.toxicity === "custom" ? { damage: p.toxicDamage, dc: p.toxicDc } : p.toxicity,
        };
  return {
    ...(p.name !== undefined ? { name: p.name } : {}),
    atmosphere,
    gravity: p.gravity,
    underwater: p.underwater,
  };
}

const ATMOSPHERE_WORDS: Record<(typeof ATMOSPHERES)[number], string> = {
  breathable: "Breathable",
  toxic: "Toxic",
  nonBreathable: "Nothing to breathe",
  vacuum: "None (vacuum)",
};

/** The parameters that set the place the note holds again: `placeOf` read backwards. */
export function paramsOfPlace(note: EnvironmentNote, state: TableState): z.input<typeof environmentParams> {
  const { name, atmosphere: a, gravity, underwater } = note.environment;
  const place = {
    ...(name !== undefined ? { name } : {}),
    gravity,
    underwater,
    // Only characters still at the table; a vacuum's "sudden" and cleared lungs are for one change.
    protection: Object.entries(note.protection)
      .filter(([id]) => Object.hasOwn(state.characters, id))
      .map(([character, pr]) => ({ character, ...pr })),
  };
  if (a.kind !== "toxic") return { atmosphere: a.kind, ...place };
  const level = a.toxicity;
  return {
    atmosphere: "toxic",
    ...(typeof level === "string"
      ? { toxicity: level }
      : { toxicity: "custom" as const, toxicDamage: level.damage, toxicDc: level.dc }),
    toxicBreathable: a.breathable,
    ...place,
  };
}

/** The parameter a refusal of the place names: the flat form's, not the nested schema's. */
function paramPath(path: (string | number)[]): (string | number)[] {
  const rest = path[0] === "environment" ? path.slice(1) : path;
  if (rest[0] === "atmosphere" && rest.includes("damage")) return ["toxicDamage"];
  if (rest[0] === "atmosphere" && rest.includes("dc")) return ["toxicDc"];
  return rest.length > 0 ? [String(rest[0])] : [];
}

const ATMOSPHERE_SOURCE = "atmosphere: ";

export const environmentAction = action<
  EnvironmentParams,
  DiceEngineOptions,
  z.input<typeof environmentParams>
>({
  summary:
    "the GM sets the place the characters are in: atmosphere (breathable, toxic, non-breathable, vacuum), gravity, under water",
  params: environmentParams,
  examples: [
    environmentParams.parse({ atmosphere: "vacuum", gravity: 0.16, name: "the lunar surface" }),
    environmentParams.parse({
      atmosphere: "vacuum",
      sudden: true,
      protection: [
        { character: "ilse", pressure: true },
        { character: "wren", clearedLungs: true },
      ],
    }),
    environmentParams.parse({
      atmosphere: "toxic",
      toxicity: "mild",
      protection: [{ character: "ilse", toxins: true }],
    }),
    environmentParams.parse({ underwater: true }),
    environmentParams.parse({}),
  ],
  // Words for the choices the form offers (DE-ENV-1's classes, C.14's toxicities), not raw keys.
  choices: () => ({
    atmosphere: ATMOSPHERES.map((value) => ({ value, label: ATMOSPHERE_WORDS[value] })),
    toxicity: TOXICITIES.map((value) => ({
      value,
      label:
        value === "custom"
          ? "Custom (its damage and DC below)"
          : `${TOXICITY_TABLE[value].name} (${TOXICITY_TABLE[value].damage}, DC ${TOXICITY_TABLE[value].dc})`,
    })),
  }),
  // The place as it stands, so the GM's form changes what they change and keeps the rest.
  current: ({ state }) => paramsOfPlace(environmentNote(state), state),
  resolve({ state, options, dice, newId }, p) {
    const parsed = parseEnvironment(placeOf(p));
    if (!parsed.ok)
      throw new EngineError(parsed.error.code, parsed.error.message, paramPath(parsed.error.path));
    const env = parsed.value;
    const protection: Record<string, Protection> = {};
    for (const [i, x] of p.protection.entries()) {
      if (!state.characters[x.character])
        throw new EngineError("not_found", `'${x.character}' is not at the table`, [
          "protection",
          i,
          "character",
        ]);
      protection[x.character] = { breath: x.breath, toxins: x.toxins, pressure: x.pressure };
    }
    const now = nowOf(state);
    const before = environmentNote(state);
    const toxic = toxicityOf(env.atmosphere);
    const wasToxic = toxicityOf(before.environment.atmosphere) !== null;
    const exposures: EnvironmentNote["exposures"] = {};
    const events: TableEvent[] = [];
    const lines: string[] = [];
    const shocks: { character: string; die: string; amount: number }[] = [];
    const cleared = new Set(p.protection.filter((x) => x.clearedLungs).map((x) => x.character));
    const cat = catalogueFor(options);
    let s = state;
    for (const id of Object.keys(state.characters)) {
      const pr = protection[id] ?? { breath: false, toxins: false, pressure: false };
      // DE-ENV-7: the exposure runs on while the character stays in a toxic place; a new one starts
      // when it enters one (its first check on its next turn as the active character).
      if (toxic && !pr.toxins) exposures[id] = (wasToxic && before.exposures[id]) || startToxicExposure(now);
      const given = atmosphereConditions(env.atmosphere, pr);
      let view = viewOf(s, id, options, ["protection"]);
      const happenings = [];
      for (const c of view.conditions) {
        if (!c.source?.startsWith(ATMOSPHERE_SOURCE)) continue;
        if (given.some((g) => g.condition === c.condition)) continue;
        const r = removeCondition(view, c.condition, now, "removed");
        view = r.view;
        happenings.push(...r.happenings);
      }
      const fresh = given.filter((g) => !view.conditions.some((c) => c.condition === g.condition));
      if (fresh.length > 0) {
        const g = applyConditions(view, fresh, { now, dice, options });
        view = g.view;
        happenings.push(...g.happenings);
      }
      if (
        causesVacuumShock(
          before.environment.atmosphere,
          env.atmosphere,
          p.atmosphere === "vacuum" && p.sudden,
          pr,
        )
      ) {
        // Decision: an organic race has lungs; a non-organic body (an automaton) has none: 1d6.
        const c = characterOf(s, id, ["protection"]);
        const lungs = raceOf(c, cat).traits.includes("organic");
        const shock = vacuumShock({ lungs, clearedLungs: cleared.has(id) }, dice);
        shocks.push({ character: id, die: shock.die, amount: shock.amount });
        const d = applyDamage(view, shock.damage, { now, dice, options });
        view = d.view;
        happenings.push(...d.happenings);
      }
      if (happenings.length === 0) continue;
      const evs = persist(s, id, view, happenings);
      events.push(...evs);
      s = after(s, evs);
      const name = state.characters[id]!.name;
      lines.push(...summaryLines(happenings, name));
    }
    const note: EnvironmentNote = { environment: env, protection, exposures };
    const name = env.name ?? environmentName(env, options);
    const summary = [`The place is now ${name} (${env.gravity} g)`, ...lines].join("; ");
    const placed = [stateEvent(ENVIRONMENT_NOTE, ENVIRONMENT_NOTE_KIND, note, summary), ...events];
    if (shocks.length === 0) return { roll: null, events: placed };
    // DE-ENV-4: the shock dice are thrown, so the log shows them as a roll of the GM's.
    const roll: RollRecord = {
      id: newId("roll"),
      action: "environment",
      actor: null,
      summary,
      dice: shocks.map((x) => ({
        role: "vacuum shock",
        sides: x.die === "1d10" ? 10 : 6,
        faces: [x.amount],
        value: x.amount,
        kept: true,
        exploded: false,
        imploded: false,
      })),
      outcome: {},
      partition: "vacuumShock",
    };
    return { roll, events: [{ type: "roll", roll }, ...placed] };
  },
});
