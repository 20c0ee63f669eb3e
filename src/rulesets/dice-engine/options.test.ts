// The ruleset's one options object: the world's options (senses, maps, areas, gravity, bulk, falls,
// downtime rates) sit beside every other area's, documented, defaulted and refused by name.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../engine/errors.js";
import { deriveCharacter } from "./character/index.js";
import { exampleCharacter } from "./examples.js";
import { diceEngineOptionDocs, parseDiceEngineOptions } from "./options.js";
import { fallDamage } from "./world/movement.js";
import { DEFAULT_WORLD_OPTIONS, worldOptionsShape } from "./world/options.js";

function refusal(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error("expected an EngineError");
}

describe("world options in the ruleset's options", () => {
  it("DE-ENV-2 DE-SENSE-1 DE-MAP-6 DE-AOE-3 DE-BULK-4 DE-DOWN-1: every world option parses with the checklist's default", () => {
    const o = parseDiceEngineOptions({});
    for (const name of Object.keys(worldOptionsShape) as (keyof typeof worldOptionsShape)[])
      expect(o[name], name).toEqual(DEFAULT_WORLD_OPTIONS[name]);
    expect(o.normalGravityBand).toEqual({ min: 0.8, max: 1.2 });
    expect(o.highGravityFatigueDC).toBeNull();
    expect(o.fallDamage).toBeNull();
  });

  it("DE-ENV-2 DE-MOVE-14 DE-DOWN-2: a table sets them like any other option", () => {
    const o = parseDiceEngineOptions({
      normalGravityBand: { min: 0.9, max: 1.1 },
      highGravityBulkRowLoss: "perG",
      highGravityFatigueDC: 17,
      fallDamage: { expression: "Nd6", perMetres: 3 },
      moneyToXpRate: 10,
      critThreshold: 9,
    });
    expect(o).toMatchObject({
      normalGravityBand: { min: 0.9, max: 1.1 },
      highGravityBulkRowLoss: "perG",
      highGravityFatigueDC: 17,
      fallDamage: { expression: "Nd6", perMetres: 3 },
      moneyToXpRate: 10,
      critThreshold: 9,
    });
  });

  it("DE-ENV-2 DE-MOVE-11: the band reaches the rules that read it (derived speed under 0.85 g)", () => {
    const c = exampleCharacter("bruno", parseDiceEngineOptions({ racelessBaseSpeed: 6 }));
    const at = (band: { min: number; max: number }) =>
      deriveCharacter(c, parseDiceEngineOptions({ racelessBaseSpeed: 6, normalGravityBand: band }), {
        gravity: 0.85,
      });
    // 0.85 g is normal under the book's band and low gravity under a narrower one.
    expect(at({ min: 0.8, max: 1.2 })).toEqual(at({ min: 0.85, max: 1.2 }));
    expect(at({ min: 0.9, max: 1.1 })).not.toEqual(at({ min: 0.8, max: 1.2 }));
  });

  it("DE-MOVE-14: the fall-damage rule set as an option rolls through the world rules", () => {
    const o = parseDiceEngineOptions({ fallDamage: { expression: "Nd6", perMetres: 3 } });
    const faces = [4, 2];
    const r = fallDamage(7, { roll: () => faces.shift()! }, o);
    expect(r.ok && r.value.amount).toBe(6); // 7 m is two whole 3 m: 2d6 = 4 + 2
  });

  it("DE-ENV-2 DE-MOVE-14 DE-DOWN-1: a bad world option is refused naming the field", () => {
    const band = refusal(() => parseDiceEngineOptions({ normalGravityBand: { min: 1.1, max: 1.3 } }));
    expect(band.path).toEqual(["normalGravityBand", "min"]);
    expect(band.message).toMatch(/must contain 1 g/);
    expect(refusal(() => parseDiceEngineOptions({ normalGravityBand: { min: 0.8 } })).path).toEqual([
      "normalGravityBand",
      "max",
    ]);
    expect(refusal(() => parseDiceEngineOptions({ highGravityBulkRowLoss: "twice" })).path).toEqual([
      "highGravityBulkRowLoss",
    ]);
    expect(refusal(() => parseDiceEngineOptions({ xpToMoneyRate: 0 })).path).toEqual(["xpToMoneyRate"]);
    const fall = refusal(() => parseDiceEngineOptions({ fallDamage: { expression: "Nd7" } }));
    expect(fall.path).toEqual(["fallDamage", "expression"]);
    expect(fall.message).toMatch(/d7 is not a core die/);
    expect(refusal(() => parseDiceEngineOptions({ fallDamage: { expression: "2d6 +" } })).path).toEqual([
      "fallDamage",
      "expression",
    ]);
    expect(refusal(() => parseDiceEngineOptions({ gravityBand: { min: 0.8 } })).message).toContain(
      "gravityBand",
    );
  });

  it("DE-ENV-12 DE-BULK-3: every world option is documented with its default", () => {
    const docs = diceEngineOptionDocs();
    for (const name of Object.keys(worldOptionsShape)) {
      const d = docs.find((x) => x.name === name);
      expect(d, name).toBeDefined();
      expect(d!.description.length, name).toBeGreaterThan(20);
      expect(d!.default, name).toEqual(DEFAULT_WORLD_OPTIONS[name as keyof typeof DEFAULT_WORLD_OPTIONS]);
    }
  });
});
