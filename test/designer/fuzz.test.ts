// Fuzzing the overlay validator with fast-check (seeded, so a failure repeats): any JSON value, and
// overlays that are nearly right (real bases, catalogues, terms and options with random values),
// give either a ruleset or a list of errors, each with a code, a path and a message. Nothing else
// may escape. A ruleset that comes out must work: its options parse and its fixtures build.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkOverlay } from "../../src/designer/resolve.js";
import { OVERLAY_SUPPORTS } from "../../src/designer/supports.js";

const CODES = [
  "invalid",
  "unknown_base",
  "unsupported_base",
  "id_taken",
  "unknown_term",
  "name_clash",
  "unknown_entry",
  "not_removable",
  "duplicate_entry",
  "invalid_options",
];

function expectOutcome(raw: unknown): boolean {
  const r = checkOverlay(raw);
  if (r.ok) {
    expect(r.ruleset.id).toBe((raw as { id: string }).id);
    const o = r.ruleset.parseOptions({});
    expect(() => r.ruleset.fixtures(o)).not.toThrow();
    return true;
  }
  expect(r.errors.length).toBeGreaterThan(0);
  for (const e of r.errors) {
    expect(CODES).toContain(e.code);
    expect(Array.isArray(e.path)).toBe(true);
    expect(e.message.length).toBeGreaterThan(0);
  }
  return false;
}

const bases = Object.keys(OVERLAY_SUPPORTS);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const word = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("Grit", "Pulse", "d6", "d10", "STR", "CON", ""),
);

/** Keys that exist somewhere, mixed with random ones, so the generator reaches the deep checks. */
function near(keys: readonly string[]) {
  return fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }));
}

const nearOverlay = fc.constantFrom(...bases).chain((base) => {
  const support = OVERLAY_SUPPORTS[base]!;
  const kinds = Object.keys(support.terms);
  const catalogues = Object.keys(support.catalogues);
  const termIds = kinds.flatMap((k) => [
    ...(support.terms[k]!.staticIds ?? []),
    "fighting",
    "might",
    "agility",
  ]);
  const entry = fc.oneof(
    anyJson,
    fc.record(
      {
        name: word,
        id: fc.constantFrom("mining", "luck", "x", "Bad Id"),
        label: word,
        accuracy: fc.constantFrom("d4", "d6", "d7", 3),
        damage: fc.constantFrom("d8", "1d8", 2),
        die: fc.constantFrom("d4", "d20"),
        target: fc.integer({ min: -3, max: 40 }),
        effect: word,
        short: fc.constantFrom("NRV", "STR"),
        control: fc.constantFrom("player", "preset", "other"),
        preset: fc.integer({ min: 0, max: 4 }),
        kind: fc.constantFrom("weapon", "gear", "light"),
      },
      { requiredKeys: [] },
    ),
  );
  return fc.record(
    {
      // Mostly right where a wrong value would stop the checks early.
      base: fc.oneof({ arbitrary: fc.constant(base), weight: 8 }, { arbitrary: word, weight: 1 }),
      id: fc.oneof(
        { arbitrary: fc.constant("my-game"), weight: 8 },
        { arbitrary: fc.constantFrom("grit", base, "Bad Id"), weight: 1 },
        { arbitrary: word, weight: 1 },
      ),
      name: fc.oneof({ arbitrary: fc.constant("My Game"), weight: 8 }, { arbitrary: word, weight: 1 }),
      version: fc.constantFrom("1.0.0", "1.0", undefined),
      rename: fc.dictionary(
        near(kinds),
        fc.dictionary(near(termIds), fc.oneof(word, fc.record({ name: word, short: word }), anyJson), {
          maxKeys: 3,
        }),
        { maxKeys: 2 },
      ),
      options: fc.oneof(
        { arbitrary: fc.constant({}), weight: 3 },
        fc.dictionary(
          near([
            "hpPerPulseDie",
            "playMode",
            "dieType",
            "targetNumber",
            "checkTies",
            "statPreset",
            "stats",
            "skills",
          ]),
          anyJson,
          { maxKeys: 2 },
        ),
        anyJson,
      ),
      add: fc.dictionary(near(catalogues), fc.oneof(fc.array(entry, { maxLength: 3 }), anyJson), {
        maxKeys: 2,
      }),
      remove: fc.dictionary(near(catalogues), fc.oneof(fc.array(word, { maxLength: 3 }), anyJson), {
        maxKeys: 2,
      }),
    },
    { requiredKeys: ["base"] },
  );
});

describe("the overlay validator under random input", () => {
  it("gives a ruleset or errors for any JSON value", () => {
    fc.assert(
      fc.property(anyJson, (raw) => {
        expectOutcome(raw);
      }),
      { seed: 1310, numRuns: 2000 },
    );
  });

  it("gives a ruleset or errors for nearly right overlays, and some are right", () => {
    let built = 0;
    fc.assert(
      fc.property(nearOverlay, (raw) => {
        if (expectOutcome(raw)) built++;
      }),
      { seed: 1311, numRuns: 1000 },
    );
    // The generator must reach the deep checks, not stop at the shape every time.
    expect(built).toBeGreaterThan(10);
  });
});
