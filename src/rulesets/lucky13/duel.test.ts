// The Lucky 13 duel: the fast path (pools compiled once, numbers drawn directly) must play every
// fight exactly as the engine does through the attack, initiative and nextTurn actions, on the same
// dice — the book's own faces, and thousands of seeded fights under many option settings.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import { fightSteps, scriptedDice } from "../../engine/testing/fight-dice.js";
import { registry } from "../index.js";
import type { L13Character, L13Options } from "./character/index.js";
import { lucky13Duel, lucky13EngineDuel } from "./duel.js";
import { reviveDuel } from "./duel-fast.js";

const ruleset = registry.get("lucky13");
const file = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../examples/duel/${name}.json`, import.meta.url), "utf8"));
const script = JSON.parse(
  readFileSync(new URL("../../../examples/lucky13-fight.json", import.meta.url), "utf8"),
) as { faces: number[] };

interface Case {
  options?: Record<string, unknown>;
  a?: Record<string, unknown>;
  b?: Record<string, unknown>;
  weapons?: [string | undefined, string | undefined];
  maxRounds?: number;
}

function duels(c: Case = {}) {
  const raw = c.options ?? {};
  const o = ruleset.parseOptions(raw) as L13Options;
  const fighters = [
    ruleset.character.parse({ ...file("brunella"), ...c.a }, o),
    ruleset.character.parse({ ...file("casimir"), ...c.b }, o),
  ] as [L13Character, L13Character];
  const req = {
    options: o,
    fighters,
    weapons: c.weapons ?? [undefined, undefined],
    settings: {},
    maxRounds: c.maxRounds ?? 100,
  } as const;
  return {
    fast: lucky13Duel.prepare({ ...req, weapons: [...req.weapons] }),
    engine: lucky13EngineDuel(ruleset, raw, { ...req, weapons: [...req.weapons] }),
  };
}

/** Plays `n` seeded fights both ways and returns how many ended each way, failing on any difference. */
function sameFights(c: Case, n: number) {
  const { fast, engine } = duels(c);
  const ends = { a: 0, b: 0, draw: 0 };
  for (let seed = 0; seed < n; seed++) {
    const steps = fightSteps(fast, Rng.fromSeed(`l13-${seed}`));
    expect(steps, `seed l13-${seed}`).toEqual(fightSteps(engine, Rng.fromSeed(`l13-${seed}`)));
    const end = steps[steps.length - 1] as { down: number };
    if (end.down === 2) ends.a++;
    else if (end.down === 1) ends.b++;
    else ends.draw++;
  }
  return ends;
}

const defense = (die: string) => ({ armor: die });
const brawler = {
  abilities: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d12" },
  skills: { spellcasting: "d4", scholarship: "d4", healing: "d4", sneaking: "d6", fighting: "d12" },
  specializations: [{ id: "broadsword", name: "Broadsword", skill: "fighting", level: 2 }],
  hp: 40,
};

describe("Lucky 13 duel: the book's fight on its own faces", () => {
  const { fast, engine } = duels();

  it("L13-CMB-5 L13-DEATH-1 Brunella hits for 10, then 16 and 4: Casimir drops (dying, not dead) in round 3", () => {
    const dice = scriptedDice(script.faces);
    const steps = fightSteps(fast, dice);
    expect(steps).toEqual([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: true, damage: 10 },
      { step: "attack", side: 1, hit: true, damage: 6 },
      { step: "attack", side: 0, hit: true, damage: 16 },
      { step: "attack", side: 1, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: true, damage: 4 },
      { step: "end", rounds: 3, down: 2, dead: 0, timeout: false },
    ]);
    expect(dice.used()).toBe(script.faces.length);
  });

  it("the fast path and the engine agree on the scripted faces, face for face", () => {
    const x = scriptedDice(script.faces);
    const y = scriptedDice(script.faces);
    expect(fightSteps(fast, x)).toEqual(fightSteps(engine, y));
    expect(x.used()).toBe(y.used());
  });
});

describe("Lucky 13 duel: fast path = engine path on seeded dice", () => {
  it("L13-CMB-1 L13-CMB-2 L13-CMB-4 the rulebook's defaults (400 fights)", () => {
    const ends = sameFights({}, 400);
    expect(ends.a + ends.b).toBe(400);
    expect(ends.a).toBeGreaterThan(0);
    expect(ends.b).toBeGreaterThan(0);
  });

  it("L13-EXPL-5 L13-EXPL-7 gritty mode: only the Ability die explodes, once; overflow dice never", () => {
    sameFights({ options: { playMode: "gritty" }, a: brawler }, 200);
  });

  it("L13-STEP-5 L13-CMB-11 a specialization named after the weapon steps the skill past d12", () => {
    sameFights({ a: brawler, weapons: ["Broadsword", undefined] }, 200);
    // The specialization is used: without it the same dice give other fights.
    const plain = duels({ a: { ...brawler, specializations: [] } }).fast;
    const special = duels({ a: brawler }).fast;
    const differ = [0, 1, 2, 3, 4, 5, 6, 7].some(
      (s) =>
        JSON.stringify(fightSteps(plain, Rng.fromSeed(s))) !==
        JSON.stringify(fightSteps(special, Rng.fromSeed(s))),
    );
    expect(differ).toBe(true);
    expect(special.notes).toEqual([
      "Brunella attacks with the specialization Broadsword (level 2), named after the weapon (L13-CMB-11)",
    ]);
    expect(plain.notes).toEqual([]);
    sameFights({ options: { overflowMode: "addD4Each" }, a: brawler }, 100);
  });

  it("L13-HP-6 damageFloorAtZero keeps HP at 0, so a hit never kills outright", () => {
    sameFights({ options: { damageFloorAtZero: true } }, 200);
  });

  it("L13-DEATH-5 a big hit kills outright: death when HP ≤ −(the permanent Pulse die)", () => {
    const { fast } = duels({ a: brawler, b: { hp: 3 } });
    let dead = 0;
    for (let s = 0; s < 200; s++) {
      const end = fightSteps(fast, Rng.fromSeed(s)).at(-1) as { dead: number };
      if (end.dead === 2) dead++;
    }
    expect(dead).toBeGreaterThan(0);
    sameFights({ a: brawler, b: { hp: 3 } }, 200);
  });

  it("L13-HP-4 pools follow the current Pulse die: combat on Pulse, starting injured", () => {
    sameFights({ options: { combatAbility: "pulse" }, b: { hp: 12 } }, 300);
  });

  it("L13-CMB-6 attacksPerTurn 2: two attacks each turn", () => {
    sameFights({ options: { attacksPerTurn: 2 } }, 200);
  });

  it("L13-CMB-7 L13-CMB-8 unarmed (damage = margin) and an unarmed weapon; no armour, armour d12", () => {
    sameFights({ weapons: ["unarmed", "unarmed"], b: defense("d12") }, 200);
    sameFights(
      {
        options: { unarmedWeapon: { name: "Fists", accuracy: "d4", damage: "d4" } },
        weapons: ["unarmed", "Mace"],
      },
      200,
    );
  });

  it("L13-INIT-4 ties: the larger Reflex die, then roll-offs among the tied, or the listed order", () => {
    const mirror = { b: { ...file("brunella"), name: "Brunella's twin" } };
    sameFights(mirror, 300);
    sameFights({ ...mirror, options: { initiativeTieBreak: ["rollOff"] } }, 300);
    sameFights({ ...mirror, options: { initiativeTieBreak: ["manual"] } }, 100);
    sameFights({ options: { initiativeTieBreak: ["higherReflex", "manual"] } }, 100);
  });

  it("the round limit: a fight still going after it is a timeout, for both paths", () => {
    const ends = sameFights({ maxRounds: 1 }, 200);
    expect(ends.draw).toBeGreaterThan(0);
  });
});

describe("Lucky 13 duel: refusals", () => {
  it("names the side whose weapon is unknown, listing the weapons it has", () => {
    expect(() => duels({ weapons: [undefined, "Axe"] })).toThrow(EngineError);
    try {
      duels({ weapons: [undefined, "Axe"] });
    } catch (e) {
      expect((e as EngineError).path).toEqual(["fighters", 1, "weapon"]);
      expect((e as EngineError).message).toMatch(/Casimir has no weapon 'Axe' \(weapons: Mace, unarmed\)/);
    }
  });

  it("L13-DEATH-1 a character at 0 HP cannot fight", () => {
    expect(() => duels({ b: { hp: 0, dyingMinutes: 0 } })).toThrow(/Casimir cannot fight: dying at 0 HP/);
  });
});

describe("Lucky 13 duel: packed for a worker thread", () => {
  it("L13-CMB-1 the compiled data, structured-cloned and revived without the rules, plays the same fights", () => {
    const { fast } = duels({ a: { ...brawler, name: "Brawler" } });
    const revived = reviveDuel(structuredClone(lucky13Duel.pack!(fast)));
    expect(revived.weapons).toEqual(fast.weapons);
    expect(revived.notes).toEqual(fast.notes);
    for (let seed = 0; seed < 200; seed++)
      expect(fightSteps(revived, Rng.fromSeed(`pack-${seed}`)), `seed pack-${seed}`).toEqual(
        fightSteps(fast, Rng.fromSeed(`pack-${seed}`)),
      );
  });
});
