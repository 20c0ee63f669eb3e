// The Dice Engine duel: scripted fights that walk the tracker, the attack, the damage and the checks
// (named by the rules they prove), the fast duel against the reference built on the rules' own entry
// points (step by step on the same dice), the attack each side is compiled with against the table's
// own attack odds, and the refusals.

import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import { Session } from "../../engine/session.js";
import type { DuelRequest } from "../../sim/strategy.js";
import { Tally } from "../../sim/tally.js";
import { type FightStep, fightSteps, scriptedDice } from "../../sim/testing/dice.js";
import { diceEngineDuel } from "./duel.js";
import { diceEngineReferenceDuel } from "./duel-reference.js";
import { compiledOdds, setupDuel } from "./duel-setup.js";
import { diceEngine } from "./ruleset.js";

const here = dirname(fileURLToPath(import.meta.url));
const examples = resolve(here, "../../../examples/dice-engine");
const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));

/** A character file, or a kit's character and equipment, as the CLI reads them. */
function fighter(name: string): { character: unknown; equipment: unknown } {
  const raw = json(resolve(examples, `${name}.json`));
  if ("equipment" in raw)
    return { character: json(resolve(examples, raw.character)), equipment: raw.equipment };
  return { character: raw, equipment: undefined };
}

const options = diceEngine.parseOptions({});

function request(a: string, b: string, extra: Partial<DuelRequest> = {}): DuelRequest {
  const fa = fighter(a);
  const fb = fighter(b);
  return {
    options,
    fighters: [
      diceEngine.character.parse(fa.character, options),
      diceEngine.character.parse(fb.character, options),
    ],
    weapons: [undefined, undefined],
    settings: {},
    maxRounds: 200,
    equipment: [fa.equipment, fb.equipment],
    ...extra,
  };
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

// Bruno (kit): Hammer, Strength +3 proficient (d12 + d10), Heavy:[2] 1d8 or Standard; Logic −1; DV 8;
// HP 4, Stun 2, Endurance +2 (untrained: 2d10). Ilse (kit): Knife, Agility +2 proficient (d12 + d10),
// Standard (+1) 1d4; Logic +1; HP 3, Stun 2, Endurance +2. Wren: unarmed, Logic 0, HP 3, Stun 0,
// Endurance −1.
const HAMMER_VS_KNIFE = { settings: { attackA: "heavy:2", attackB: "standard" } };
const HEAVY_HAMMER = { settings: { attackA: "heavy:2" } };

describe("Dice Engine duel: the tracker (DE-INIT-*)", () => {
  it("DE-INIT-2, DE-INIT-4, DE-INIT-5, DE-HEALTH-4, DE-HEALTH-6, DE-TYPE-8: 1d6 − Logic, the lowest acts and pays its attack's ticks", () => {
    const duel = diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", HAMMER_VS_KNIFE));
    const faces = [
      3, // Bruno's initiative: 3 − (−1) = 4
      3, // Ilse's: 3 − 1 = 2, so Ilse acts first
      5,
      5, // Ilse's Standard attack: 10 + 2 + 1 = 13 against DV 8: a hit
      3, // 1d4: 3 damage (not resisted, no EA) against Stun 2: Stun 0 and exactly 1 HP (HP 3)
      9,
      5, // Bruno's consciousness check, DC 12 + 1 missing HP = 13: 9 + 5 + 2 = 16, awake
      6,
      4, // Ilse at 7 now; Bruno at 4 attacks, Heavy:[2]: 10 + 3 = 13, DoS ≥ 3: two multiples
      5, // 1d8: 5, × 2 = 10 against Stun 2: Stun 0, HP 2
      2,
      3, // Ilse's consciousness check, DC 13: 2 + 3 + 2 = 7 fails
      4, // hours unconscious
    ];
    const dice = scriptedDice(faces);
    expect(fightSteps(duel, dice)).toEqual<FightStep[]>([
      { step: "begin", first: 1 },
      { step: "attack", side: 1, hit: true, damage: 3 },
      { step: "attack", side: 0, hit: true, damage: 10 },
      // Ilse is knocked out, not dying: ticks from her first action at 2 to Bruno's at 4.
      { step: "end", rounds: 2, down: 2, dead: 0, timeout: false },
    ]);
    expect(dice.used()).toBe(faces.length);
  });

  it("DE-INIT-5: the active character acts again while it is still the lowest", () => {
    const duel = diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", HAMMER_VS_KNIFE));
    // Ilse at 6 − 1 = 5, Bruno at 1 + 1 = 2: Bruno attacks at 2 (→ 9), then Ilse at 5 (→ 10), then Bruno at 9.
    const dice = scriptedDice([1, 6, 1, 2, 1, 2, 1, 2], Rng.fromSeed("x"));
    const steps = fightSteps(duel, dice);
    expect(steps.slice(0, 4)).toEqual<FightStep[]>([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: false, damage: 0 }, // 1 + 2 + 3 = 6 < DV
      { step: "attack", side: 1, hit: false, damage: 0 }, // 1 + 2 + 2 + 1 = 6 < DV
      { step: "attack", side: 0, hit: false, damage: 0 },
    ]);
  });

  it("DE-INIT-6: a tie acts together, and an attack is made even by a side the other drops", () => {
    const duel = diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", HAMMER_VS_KNIFE));
    // Bruno 2 + 1 = 3, Ilse 4 − 1 = 3: a tie, so nobody acts first alone.
    const tie = [2, 4, 6, 4, 5, 2, 3, 4];
    const bothHit = [...tie, 5, 5, 3]; // Ilse, already out, still attacks: 3 damage to Bruno
    expect(fightSteps(duel, scriptedDice([...bothHit, 9, 5]))).toEqual<FightStep[]>([
      { step: "begin", first: null },
      { step: "attack", side: 0, hit: true, damage: 10 },
      { step: "attack", side: 1, hit: true, damage: 3 },
      { step: "end", rounds: 0, down: 2, dead: 0, timeout: false },
    ]);
    // Bruno fails his consciousness check too: both down at once, a draw.
    expect(fightSteps(duel, scriptedDice([...bothHit, 1, 2, 6])).at(-1)).toEqual({
      step: "end",
      rounds: 0,
      down: 3,
      dead: 0,
      timeout: false,
    });
  });

  it("DE-INIT-8: a fight cut at the tick limit is a draw", () => {
    const duel = diceEngineDuel.prepare(
      request("bruno.kit", "ilse.kit", { ...HAMMER_VS_KNIFE, maxRounds: 10 }),
    );
    // Every attack misses: 1 and 2 on the dice.
    const misses = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 1 : 2));
    const steps = fightSteps(duel, scriptedDice([3, 3, ...misses]));
    expect(steps.at(-1)).toEqual({ step: "end", rounds: 10, down: 0, dead: 0, timeout: true });
    // Ilse 2, 7, 12; Bruno 4, 11: attacks at times 2, 4, 7, 11, 12 are inside 10 ticks of the start.
    expect(steps.filter((s) => s.step === "attack")).toHaveLength(5);
  });
});

describe("Dice Engine duel: damage, consciousness and death", () => {
  it("DE-HEALTH-5, DE-HEALTH-8, DE-DEATH-1..3: at 0 HP a side drops and, left alone, dies at its third failed death check", () => {
    const duel = diceEngineDuel.prepare(request("bruno.kit", "wren", HEAVY_HAMMER));
    // Bruno 1 + 1 = 2, Wren 6 − 0 = 6: Bruno hits for 2 × 5 = 10; Wren has no Stun, so HP 3 → 0.
    const hit = [1, 6, 6, 4, 5];
    const fails = [2, 3, 2, 3, 2, 3]; // DC 12 Endurance checks at −1: 4, 4, 4
    expect(fightSteps(duel, scriptedDice([...hit, ...fails]))).toEqual<FightStep[]>([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: true, damage: 10 },
      { step: "end", rounds: 0, down: 2, dead: 2, timeout: false },
    ]);
    // Three successes stabilise her (then 1d6 hours asleep): down, not dead (DE-DEATH-6).
    const dice = scriptedDice([...hit, 9, 9, 2, 3, 9, 9, 9, 9, 5]);
    expect(fightSteps(duel, dice).at(-1)).toEqual({
      step: "end",
      rounds: 0,
      down: 2,
      dead: 0,
      timeout: false,
    });
    expect(dice.used()).toBe(hit.length + 9);
  });

  it("DE-CRIT-7, DE-ATK-4: a double 1 misses whatever the total", () => {
    const duel = diceEngineDuel.prepare(request("bruno.kit", "wren", HEAVY_HAMMER));
    const steps = fightSteps(duel, scriptedDice([1, 6, 1, 1], Rng.fromSeed("y")));
    expect(steps[1]).toEqual({ step: "attack", side: 0, hit: false, damage: 0 });
  });

  it("DE-ATK-8: a plain character file fights with the Unarmed Strike, Heavy:[2] dealing 1 per multiple", () => {
    const prepared = diceEngineDuel.prepare(request("bruno", "wren"));
    expect(prepared.weapons).toEqual(["Unarmed Strike", "Unarmed Strike"]);
    expect(prepared.unit).toBe("tick");
    // Bruno at 2 hits Wren with 3 + 3 + 3 = 9 (DoS ≥ 3: two multiples) for 2; she has no Stun: HP 1,
    // and the consciousness check (DE-HEALTH-7: at 0 Stun every hit) at DC 12 + 2 fails: 1 + 2 − 1.
    const steps = fightSteps(prepared, scriptedDice([1, 6, 3, 3, 1, 2, 3]));
    expect(steps).toEqual<FightStep[]>([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: true, damage: 2 },
      { step: "end", rounds: 0, down: 2, dead: 0, timeout: false },
    ]);
  });
});

describe("Dice Engine duel: the fast duel is the reference, step by step", () => {
  const pairs: [string, string, Partial<DuelRequest>][] = [
    ["bruno.kit", "ilse.kit", {}],
    ["bruno.kit", "ilse.kit", { settings: { attackA: "standard", attackB: "precision" } }],
    ["bruno", "wren", {}],
    ["ilse.kit", "wren", {}],
    ["wren", "bruno.kit", { maxRounds: 6 }],
  ];
  for (const [a, b, extra] of pairs)
    it(`DE-INIT-2..6, DE-ATK-3..7, DE-HEALTH-3..8, DE-DEATH-1..3: ${a} against ${b} ${JSON.stringify(extra)}`, () => {
      const req = request(a, b, extra);
      const fast = diceEngineDuel.prepare(req);
      const reference = diceEngineReferenceDuel(req);
      expect(fast.weapons).toEqual(reference.weapons);
      expect(fast.notes).toEqual(reference.notes);
      const kinds = new Set<string>();
      for (let i = 0; i < 600; i++) {
        const one = fightSteps(fast, Rng.fromSeed(`${a}-${b}-${i}`));
        const two = fightSteps(reference, Rng.fromSeed(`${a}-${b}-${i}`));
        expect(one, `fight ${i}`).toEqual(two);
        const end = one.at(-1) as Extract<FightStep, { step: "end" }>;
        kinds.add(end.timeout ? "timeout" : `down${end.down}dead${end.dead}`);
      }
      // The fights cover more than one way of ending.
      expect(kinds.size).toBeGreaterThan(1);
    });
});

describe("Dice Engine duel: the attacks it compiles", () => {
  it("DE-ATK-3, DE-ATK-4, DE-TYPE-3, DE-TYPE-8: each side's hit chance is the table's own attack odds", () => {
    const s = setupDuel(request("bruno.kit", "ilse.kit", HAMMER_VS_KNIFE));
    const session = new Session(diceEngine, { options: {} });
    const kits = [fighter("bruno.kit"), fighter("ilse.kit")];
    session.addCharacter("a", kits[0]!.character);
    session.addCharacter("b", kits[1]!.character);
    session.act("equip", { actor: "a", equipment: kits[0]!.equipment });
    session.act("equip", { actor: "b", equipment: kits[1]!.equipment });
    const table = [
      session.odds("attack", { attacker: "a", defender: "b", weapon: "Hammer", type: "heavy", rating: 2 }),
      session.odds("attack", { attacker: "b", defender: "a", weapon: "Knife", type: "standard" }),
    ];
    for (const side of [0, 1] as const) {
      const miss = compiledOdds(s.attacks[side].roll).get(0) ?? 0;
      expect(1 - miss).toBeCloseTo(table[side]!.partition.hit!, 12);
    }
    expect(s.attacks.map((a) => a.plan.cost)).toEqual([7, 5]);
  });

  it("chooses the attack type with the best expected damage per tick, and says so", () => {
    const duel = diceEngineDuel.prepare(request("bruno.kit", "ilse.kit"));
    expect(duel.notes[0]).toMatch(
      /^Bruno Hale attacks with Hammer heavy:\[2\] \(7 initiative\), the best expected damage/,
    );
    expect(duel.notes[1]).toMatch(/^Ilse Varn attacks with Knife standard \(5 initiative\)/);
  });

  it("is deterministic for a seed", () => {
    const duel = diceEngineDuel.prepare(request("bruno.kit", "ilse.kit"));
    const play = () => {
      const t = new Tally();
      const rng = Rng.fromSeed("same");
      for (let i = 0; i < 2000; i++) duel.fight(rng, t);
      return t.data();
    };
    expect(play()).toEqual(play());
  });
});

describe("Dice Engine duel: refusals name the field", () => {
  it("an attack type the weapon lacks, or one duels do not play", () => {
    let e = refusal(() =>
      diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", { settings: { attackA: "spray:5" } })),
    );
    expect(e.path).toEqual(["settings", "attackA"]);
    expect(e.message).toBe("Hammer allows standard, heavy attacks, not spray");
    const sustained = request("bruno.kit", "ilse.kit", { settings: { attackB: "sustained" } });
    const knife = fighter("ilse.kit").equipment as { weapons: { attacks: unknown[] }[] };
    knife.weapons[0]!.attacks.push({ type: "sustained" });
    sustained.equipment = [fighter("bruno.kit").equipment, knife];
    e = refusal(() => diceEngineDuel.prepare(sustained));
    expect(e.message).toBe("sustained attacks are not simulated in duels yet");
    e = refusal(() =>
      diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", { settings: { style: "wild" } })),
    );
    expect(e.path[0]).toBe("settings");
  });

  it("an unknown weapon, a weapon that inflicts conditions, bad equipment, a fighter at 0 HP", () => {
    let e = refusal(() =>
      diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", { weapons: [undefined, "Axe"] })),
    );
    expect(e.path).toEqual(["fighters", 1, "weapon"]);
    expect(e.message).toMatch(/Ilse Varn has no weapon "Axe" \(weapons: Knife, Unarmed Strike\)/);
    const bleeding = fighter("ilse.kit").equipment as { weapons: Record<string, unknown>[] };
    bleeding.weapons[0]!.onHit = [{ condition: "bleed", rating: 1 }];
    const req = request("bruno.kit", "ilse.kit");
    req.equipment = [req.equipment![0], bleeding];
    e = refusal(() => diceEngineDuel.prepare(req));
    expect(e.path).toEqual(["fighters", 1, "weapon"]);
    expect(e.message).toMatch(/Knife inflicts bleed on a hit/);
    e = refusal(() =>
      diceEngineDuel.prepare(
        request("bruno.kit", "ilse.kit", { equipment: [{ weapons: [{ name: "Stick" }] }, undefined] }),
      ),
    );
    expect(e.path.slice(0, 3)).toEqual(["fighters", 0, "equipment"]);
    const down = request("bruno", "wren");
    const wren = down.fighters[1] as { current: { hp: number } };
    down.fighters[1] = { ...wren, current: { ...wren.current, hp: 0 } };
    e = refusal(() => diceEngineDuel.prepare(down));
    expect(e.path).toEqual(["fighters", 1, "current"]);
    expect(e.message).toBe("Wren Adair cannot fight: 0 HP");
  });
});
