// The Beat-15 duel: a race of attack rolls against the attack rung, played with the ruleset's check,
// contest and supply functions. Scripted faces show each rule at work.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import { fightSteps, scriptedDice } from "../../engine/testing/fight-dice.js";
import { registry } from "../index.js";
import { beat15Duel } from "./duel.js";

const ruleset = registry.get("beat15");
const file = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../examples/duel/${name}.json`, import.meta.url), "utf8"));

function duel(
  settings: unknown,
  opts: {
    options?: unknown;
    a?: unknown;
    b?: unknown;
    weapons?: [string | undefined, string | undefined];
  } = {},
) {
  const o = ruleset.parseOptions(opts.options ?? {});
  return beat15Duel.prepare({
    options: o,
    fighters: [
      ruleset.character.parse(opts.a ?? file("bryn"), o),
      ruleset.character.parse(opts.b ?? file("cole"), o),
    ],
    weapons: opts.weapons ?? [undefined, undefined],
    settings,
    maxRounds: 50,
  });
}

function refusal(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("Beat-15 duel", () => {
  it("B15-TN-8 B15-CORE-2 attacks meet or beat 15: three hits drop a side", () => {
    // Contest 10+3 against 5+2: Bryn first. Bryn 12+3 = 15 hits (a tie goes to the roller), Cole
    // 12+2 = 14 misses, Bryn hits, Cole 13+2 hits, Bryn's third hit drops Cole in round 3.
    const dice = scriptedDice([10, 5, 12, 12, 12, 13, 12]);
    expect(fightSteps(duel({ stat: "might" }), dice)).toEqual([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "attack", side: 1, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "attack", side: 1, hit: true, damage: 1 },
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "end", rounds: 3, down: 2, dead: 0, timeout: false },
    ]);
    expect(dice.used()).toBe(7);
  });

  it("B15-CON-3 a tie for who starts is rerolled, never settled in anyone's favour", () => {
    // 8+3 = 11 against 9+2 = 11: reroll, 1+3 against 15+2: Cole starts.
    const steps = fightSteps(duel({ stat: "might", hits: 1 }), scriptedDice([8, 9, 1, 15, 20]));
    expect(steps[0]).toEqual({ step: "begin", first: 1 });
    expect(steps.at(-1)).toEqual({ step: "end", rounds: 1, down: 1, dead: 0, timeout: false });
  });

  it("B15-RND-4 Vitality (floor(a/2 + b/2)) sets the hits that drop a side; duel settings override it", () => {
    const vital = duel({ stat: "might" }, { options: { vitalityInputs: ["might", "presence"] } });
    // Bryn: 3/2 + 2/2 = 2.5 → 2 hits; Cole: 2/2 + 1/2 = 1.5 → 1 hit.
    expect(vital.notes[0]).toMatch(/after 2 \(A\) \/ 1 \(B\) hits \(Vitality\)/);
    expect(duel({ stat: "might", hits: 5 }).notes[0]).toMatch(/after 5 \(A\) \/ 5 \(B\) hits/);
  });

  it("B15-SUP-2 B15-SUP-3 every shot makes a supply roll; B15-SUP-4 an empty crossbow cannot shoot", () => {
    const d = duel({ stat: "agility", hits: 1000 }, { weapons: ["Maul", "Crossbow"] });
    for (let s = 0; s < 30; s++) {
      const steps = fightSteps(d, Rng.fromSeed(s));
      const shots = steps.filter((x) => x.step === "attack" && x.side === 1).length;
      const swings = steps.filter((x) => x.step === "attack" && x.side === 0).length;
      expect(swings).toBe(50);
      // d6 → d4 → empty: a roll of 1–3 shrinks the die, so the bolts give out long before round 50.
      expect(shots).toBeLessThan(50);
    }
  });

  it("B15-SUP-4 when neither side can attack the fight cannot end: it is cut at the round limit", () => {
    const empty = {
      ...file("cole"),
      items: [{ name: "Crossbow", supplyDie: "empty", startingSupplyDie: "d6" }],
    };
    const d = duel(
      { stat: "might" },
      { a: { ...empty, name: "Cal" }, b: empty, weapons: ["Crossbow", "Crossbow"] },
    );
    const steps = fightSteps(d, Rng.fromSeed(1));
    expect(steps.filter((x) => x.step === "attack")).toEqual([]);
    expect(steps.at(-1)).toEqual({ step: "end", rounds: 50, down: 0, dead: 0, timeout: true });
  });

  it("refuses a duel without a combat stat, an unknown stat, an unknown item and unknown settings", () => {
    const none = refusal(() => duel({}));
    expect(none.path).toEqual(["settings", "stat"]);
    expect(none.message).toMatch(/Bryn's stats: might, agility, wits, presence/);
    expect(refusal(() => duel({ stat: ["might", "luck"] })).path).toEqual(["fighters", 1, "stats"]);
    expect(refusal(() => duel({ stat: "might" }, { weapons: [undefined, "Bow"] })).path).toEqual([
      "fighters",
      1,
      "weapon",
    ]);
    expect(refusal(() => duel({ stat: "might", damage: 3 })).path[0]).toBe("settings");
  });
});
