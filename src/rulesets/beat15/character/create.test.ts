// Creation: the draft has no steps, so `manual` checks what the player writes.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { createManual, MANUAL_EXAMPLE } from "./create.js";
import { parseOptions } from "./options.js";
import { parseCharacter } from "./schema.js";

const o = parseOptions({});
const noDice = facesSource([]);

describe("manual creation", () => {
  it("B15-INTRO-1 makes a valid sheet from the example input, rolling nothing", () => {
    const c = createManual(MANUAL_EXAMPLE, noDice, o);
    expect(c).toMatchObject({
      schemaVersion: 1,
      ruleset: "beat15",
      name: "Wren",
      stats: MANUAL_EXAMPLE.stats,
    });
    expect(parseCharacter(JSON.parse(JSON.stringify(c)), o)).toEqual(c);
  });

  it("B15-SUP-6 a tracked item starts at its starting die", () => {
    const c = createManual(MANUAL_EXAMPLE, noDice, o);
    expect(c.items[0]).toMatchObject({
      name: "Climbing kit",
      supplyDie: "d8",
      startingSupplyDie: "d8",
      supplyRollUses: ["climb"],
    });
    expect(c.items[1]).toMatchObject({ name: "Rope", supplyDie: null, startingSupplyDie: null });
  });

  it("B15-INTRO-1 checks the stats against a table's fixed list, naming the field", () => {
    const six = parseOptions({ statPreset: "six-plus-luck" });
    let error: unknown;
    try {
      createManual(MANUAL_EXAMPLE, noDice, six);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).path).toEqual(["stats", "stat-1"]);
  });

  it("refuses a bad input naming the field", () => {
    expect(() => createManual({ name: "", stats: {} }, noDice, o)).toThrow(/name: must not be empty/);
    expect(() => createManual({ name: "X", stats: { grit: 101 } }, noDice, o)).toThrow(
      /stats.grit: must be at most 100/,
    );
    expect(() =>
      createManual({ name: "X", stats: {}, items: [{ name: "Kit", supplyDie: "empty" }] }, noDice, o),
    ).toThrow(/items.0.supplyDie/);
  });
});
