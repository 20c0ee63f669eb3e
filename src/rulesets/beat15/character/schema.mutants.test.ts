// Tests that kill mutants of schema.ts that survived or went uncovered in
// `npm run mutate -- src/rulesets/beat15/character` (issue 21): a refused character file says every
// problem with its field (up to five), items are found by name whatever the case, and the JSON
// Schema is titled.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { parseOptions } from "./options.js";
import { characterJsonSchema, findItem, parseCharacter } from "./schema.js";

function refusal(run: () => unknown): EngineError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error("no error");
}

const file = (patch: Record<string, unknown>) => ({
  schemaVersion: 1,
  ruleset: "beat15",
  name: "Ash",
  stats: {},
  ...patch,
});

describe("Beat-15 character files: what the mutants found open", () => {
  it("B15-INTRO-1 against a table's stat list: each missing and each unknown stat is named, the first five in the message", () => {
    const o = parseOptions({
      stats: [
        { id: "grit", label: "Grit" },
        { id: "nerve", label: "Nerve" },
      ],
    });
    const e = refusal(() => parseCharacter(file({ stats: { luck: 1 } }), o));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["stats", "grit"]);
    expect(e.message).toBe(
      "invalid Beat-15 character: stats.grit: required: this table's sheets have every stat; " +
        "stats.nerve: required: this table's sheets have every stat; " +
        "stats.luck: not one of this table's stats (grit, nerve)",
    );
    expect(e.issues).toHaveLength(3);
    expect(e.issues[0]).toMatchObject({ code: "custom", path: ["stats", "grit"] });
  });

  it("B15-RND-4 a stat the table's Stress reads is required on the sheet", () => {
    const o = parseOptions({ stressInputs: ["grit", "nerve"] });
    expect(refusal(() => parseCharacter(file({ stats: { grit: 1 } }), o)).message).toBe(
      "invalid Beat-15 character: stats.nerve: required: the table's stressInputs reads it",
    );
  });

  it("B15-SUP-1 items: a name twice (whatever the case), and a supply die without its starting die (or the reverse)", () => {
    const o = parseOptions({});
    const e = refusal(() =>
      parseCharacter(
        file({
          items: [
            { name: "Rope" },
            { name: "ROPE" },
            { name: "Kit", supplyDie: "d8" },
            { name: "Oil", startingSupplyDie: "d6" },
            { name: "rope" },
            { name: "Tent", supplyDie: "d6" },
          ],
        }),
        o,
      ),
    );
    expect(e.message).toBe(
      "invalid Beat-15 character: " +
        'items.1.name: "ROPE" appears twice (items are used by name); ' +
        "items.2.startingSupplyDie: an item tracking supplies needs both its current and its starting supply die; " +
        "items.3.supplyDie: an item tracking supplies needs both its current and its starting supply die; " +
        'items.4.name: "rope" appears twice (items are used by name); ' +
        "items.5.startingSupplyDie: an item tracking supplies needs both its current and its starting supply die",
    );
    expect(e.issues).toHaveLength(5);
    const six = refusal(() =>
      parseCharacter(
        file({
          items: [
            { name: "A" },
            { name: "a" },
            { name: "A" },
            { name: "a" },
            { name: "A" },
            { name: "a" },
            { name: "A" },
          ],
        }),
        o,
      ),
    );
    expect(six.issues).toHaveLength(6);
    expect(six.message.split("; ")).toHaveLength(5);
  });

  it("B15-SUP-2 an item is found by name whatever the case; a missing one names the sheet's items, or none", () => {
    const o = parseOptions({});
    const c = parseCharacter(file({ items: [{ name: "Rope" }, { name: "Lantern Oil" }] }), o);
    expect(findItem(c, " lantern OIL ", []).index).toBe(1);
    expect(refusal(() => findItem(c, "Tent", ["item"]))).toMatchObject({
      code: "not_found",
      message: 'Ash has no item "Tent" (items: Rope, Lantern Oil)',
      path: ["item"],
    });
    const bare = parseCharacter(file({}), o);
    expect(refusal(() => findItem(bare, "Tent", [])).message).toBe('Ash has no item "Tent" (items: none)');
  });

  it("the JSON Schema of the file is titled 'Beat-15 character'", () => {
    const s = characterJsonSchema();
    expect(s.title).toBe("Beat-15 character");
    expect(s).toHaveProperty("properties.stats");
    // The input side: a file may leave out every field with a default (items, npc, notes…).
    expect(s.required).toEqual(["schemaVersion", "ruleset", "name", "stats"]);
  });

  it("a file of the wrong shape is refused as an invalid Beat-15 character, naming the field", () => {
    const e = refusal(() => parseCharacter(file({ name: 42 }), parseOptions({})));
    expect(e.path).toEqual(["name"]);
    expect(e.message).toMatch(/^invalid Beat-15 character: name: /);
  });
});
