// The Lucidity duel drives the ruleset's own actions: the book's fight opens the same way on its
// faces, NPCs without Lucidity are defeated at 0 Health while player characters fight on until the
// death sequence, and weapons must be designated.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import { fightSteps, scriptedDice } from "../../engine/testing/fight-dice.js";
import { registry } from "../index.js";
import { lucidityDuel } from "./duel.js";

const ruleset = registry.get("lucidity");
const file = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../examples/duel/${name}.json`, import.meta.url), "utf8"));
const script = JSON.parse(
  readFileSync(new URL("../../../examples/lucidity-fight.json", import.meta.url), "utf8"),
) as { faces: number[] };

function duel(opts: { a?: unknown; b?: unknown; weapons?: [string | undefined, string | undefined] } = {}) {
  const o = ruleset.parseOptions({});
  return lucidityDuel.prepare({
    options: o,
    fighters: [
      ruleset.character.parse(opts.a ?? file("ysolde"), o),
      ruleset.character.parse(opts.b ?? file("marek"), o),
    ],
    weapons: opts.weapons ?? [undefined, undefined],
    settings: {},
    maxRounds: 100,
  });
}

describe("Lucidity duel", () => {
  it("LUC-ATTR-5 LUC-TRAIT-24 LUC-CMB-8 the book's opening on its faces: Marek first, two swings, then Ysolde", () => {
    const steps = fightSteps(duel(), scriptedDice(script.faces.slice(0, 7), Rng.fromSeed(1)));
    expect(steps.slice(0, 4)).toEqual([
      { step: "begin", first: 1 },
      { step: "attack", side: 1, hit: true, damage: 9 },
      { step: "attack", side: 1, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: true, damage: 6 },
    ]);
  });

  it("LUC-ZERO-1 LUC-ZERO-2 LUC-ZERO-7 Marek (an NPC) is defeated at 0 Health; Ysolde fights on and drops only by dying", () => {
    const d = duel();
    let marekDown = 0;
    let both = 0;
    for (let s = 0; s < 150; s++) {
      const end = fightSteps(d, Rng.fromSeed(s)).at(-1) as { down: number; dead: number };
      expect(end.dead & 2).toBe(0); // the GM decides whether a defeated NPC is dead
      if (end.down & 1) expect(end.dead & 1).toBe(1); // a player character falls only by the death sequence
      if (end.down & 2) marekDown++;
      if (end.down === 3) both++;
    }
    expect(marekDown).toBeGreaterThan(0);
    // Her final turn, every roll a guaranteed success, can still fell him: both fall.
    expect(both).toBeGreaterThan(0);
  });

  it("the same dice give the same fight", () => {
    const d = duel();
    for (let s = 0; s < 20; s++)
      expect(fightSteps(d, Rng.fromSeed(`x${s}`))).toEqual(fightSteps(d, Rng.fromSeed(`x${s}`)));
  });

  it("LUC-SLOT-8 a weapon must be designated; an unknown one is refused, naming the side", () => {
    for (const name of ["Rope", "Halberd"]) {
      try {
        duel({ weapons: [name, undefined] });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(EngineError);
        expect((e as EngineError).path).toEqual(["fighters", 0, "weapon"]);
      }
    }
  });

  it("LUC-ZERO-1 an NPC already at 0 Health cannot fight", () => {
    expect(() => duel({ b: { ...file("marek"), health: 0 } })).toThrow(/Marek the Red cannot fight/);
  });
});
