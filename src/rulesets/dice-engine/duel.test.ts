// The Dice Engine duel: scripted fights that walk the tracker, the attack, the damage and the checks
// (named by the rules they prove), the fast duel against the reference built on the rules' own entry
// points (step by step on the same dice), the attack each side is compiled with against the table's
// own attack odds, and the refusals.

import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import type { DuelRequest } from "../../engine/facets/fight.js";
import { Session } from "../../engine/session.js";
import { type FightStep, fightSteps, scriptedDice } from "../../engine/testing/fight-dice.js";
import { diceEngineDuel } from "./duel.js";
import { diceEngineReferenceDuel } from "./duel-reference.js";
import { RichDuel, type RichPath } from "./duel-rich.js";
import { compiledOdds, setupDuel } from "./duel-setup.js";
import { diceEngine } from "./ruleset.js";
import { fighter, refusal, request, withOnHit } from "./testing/duel.js";

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
    // DE-TYPE-10: a Spray with no magazine counted is still a plain duel.
    ["bruno+wren.kit", "ilse.kit", { settings: { attackA: "spray:6" } }],
  ];
  for (const [a, b, extra] of pairs)
    it(`DE-INIT-2..6, DE-ATK-3..7, DE-HEALTH-3..8, DE-DEATH-1..3: ${a} against ${b} ${JSON.stringify(extra)}`, () => {
      const req = request(a, b, extra);
      const fast = diceEngineDuel.prepare(req);
      expect(fast).not.toBeInstanceOf(RichDuel);
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

describe("Dice Engine duel: magazines, Sustained chains and conditions, fast and reference step by step", () => {
  const pistol = (rounds: number, reload: number, spare?: number) => ({
    "Machine Pistol": { rounds, reload, ...(spare !== undefined ? { spare } : {}) },
  });
  const kits = (a: string, b: string, eqA?: unknown, eqB?: unknown) => {
    const r = request(a, b);
    return [eqA ?? r.equipment![0], eqB ?? r.equipment![1]] as [unknown, unknown];
  };
  const noResetOnMiss = diceEngine.parseOptions({ sustainedResetOnMiss: false, tickFirstAt: "immediate" });
  const cases: [string, string, string, Partial<DuelRequest>, RichPath[]][] = [
    // DE-ATK-6, DE-TYPE-10: Spray:[10] at the one defender; no magazine left: the knife.
    ["spray, switch", "bruno+wren.kit", "ilse.kit", { settings: { ammoA: pistol(12, 5, 0) } }, ["switch"]],
    // DE-TYPE-5: a Sustained chain; a 4-initiative reload keeps it, a miss breaks it.
    [
      "sustained, reload",
      "bruno+wren.kit",
      "bruno.kit",
      { settings: { attackA: "sustained", ammoA: pistol(3, 4), distance: 8 } },
      ["chain", "reload"],
    ],
    [
      "sustained without reset on a miss, immediate ticks",
      "bruno+wren.kit",
      "ilse-serrated.kit",
      { options: noResetOnMiss, settings: { attackA: "sustained", ammoA: pistol(30, 6) } },
      ["chain", "conditionGained"],
    ],
    // DE-COND-31, DE-DEATH-4: Bleed:[1] on a hit; its ticks drop a side, and a fallen one bleeds on.
    [
      "bleed",
      "ilse-serrated.kit",
      "bruno.kit",
      {},
      ["conditionGained", "droppedByCondition", "diedLeftAlone"],
    ],
    // DE-COND-28, 29, 20, 23: ElectroShock burns 5, then its check each time active, Paralysed on a failure.
    [
      "electroshock and bleed",
      "bruno-baton.kit",
      "ilse-serrated.kit",
      {},
      ["conditionGained", "burnedWhenActive"],
    ],
    // DE-COND-25: Prone (Agility resists) spoils a knife's attacks: Ilse stands up for 2.
    [
      "prone",
      "bruno.kit",
      "ilse.kit",
      {
        equipment: kits(
          "bruno.kit",
          "ilse.kit",
          withOnHit("bruno.kit", [{ condition: "prone", check: { stat: "agility", dc: 13 } }]),
        ),
      },
      ["conditionGained", "stand"],
    ],
    // DE-COND-13, 24, 27: Blinded and Restrained (attacks both ways), Poisoned (Endurance checks).
    [
      "blinded, restrained, poisoned",
      "ilse.kit",
      "bruno.kit",
      {
        equipment: kits(
          "ilse.kit",
          "bruno.kit",
          withOnHit("ilse.kit", [
            { condition: "blinded", duration: 10 },
            { condition: "poisoned", duration: 30, check: { stat: "endurance", dc: 12 } },
          ]),
          withOnHit("bruno.kit", [{ condition: "restrained", duration: 8 }]),
        ),
      },
      ["conditionGained"],
    ],
    // DE-COND-14, 20, 23, 30: Burning, Incapacitated, Paralysed and Surprised (the Surprised DV).
    [
      "burning, incapacitated, paralysed, surprised",
      "bruno.kit",
      "ilse.kit",
      {
        equipment: kits(
          "bruno.kit",
          "ilse.kit",
          withOnHit("bruno.kit", [
            { condition: "burning", rating: 1, check: { stat: "agility", dc: 14 } },
            { condition: "surprised" },
          ]),
          withOnHit("ilse.kit", [
            { condition: "paralysed", duration: 4, check: { stat: "endurance", dc: 14 } },
            { condition: "incapacitated", duration: 6, check: { stat: "endurance", dc: 15 } },
            { condition: "deafened", duration: 10 },
          ]),
        ),
      },
      ["conditionGained", "burnedWhenActive", "droppedByCondition"],
    ],
  ];
  const covered = new Set<RichPath>();
  for (const [name, a, b, extra, paths] of cases)
    it(`DE-ATK-6, DE-TYPE-5, DE-TYPE-10, DE-COND-13..32, DE-DEATH-4: ${name} (${a} against ${b})`, () => {
      const req = request(a, b, extra);
      const fast = diceEngineDuel.prepare(req) as RichDuel;
      const reference = diceEngineReferenceDuel(req);
      expect(fast).toBeInstanceOf(RichDuel);
      expect(fast.notes).toEqual(reference.notes);
      const seen = new Set<RichPath>();
      fast.trace = (p) => seen.add(p);
      const kinds = new Set<string>();
      for (let i = 0; i < 300; i++) {
        const one = fightSteps(fast, Rng.fromSeed(`${name}-${i}`));
        const two = fightSteps(reference, Rng.fromSeed(`${name}-${i}`));
        expect(one, `fight ${i}`).toEqual(two);
        const end = one.at(-1) as Extract<FightStep, { step: "end" }>;
        kinds.add(end.timeout ? "timeout" : `down${end.down}dead${end.dead}`);
      }
      expect(kinds.size).toBeGreaterThan(1);
      for (const p of paths) expect([...seen], `${name} goes through ${p}`).toContain(p);
      for (const p of seen) covered.add(p);
    });
  it("covers every path of the rich fast duel", () => {
    expect([...covered].sort()).toEqual(
      [
        "burnedWhenActive",
        "chain",
        "conditionGained",
        "diedLeftAlone",
        "droppedByCondition",
        "reload",
        "stand",
        "switch",
      ].sort(),
    );
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
      const rng = Rng.fromSeed("same");
      return Array.from({ length: 2000 }, () => fightSteps(duel, rng));
    };
    expect(play()).toEqual(play());
  });
});

describe("Dice Engine duel: refusals name the field", () => {
  it("an attack type the weapon lacks, a magazine too small for the attack chosen, a magazine for a weapon without ammunition", () => {
    let e = refusal(() =>
      diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", { settings: { attackA: "spray:5" } })),
    );
    expect(e.path).toEqual(["settings", "attackA"]);
    expect(e.message).toBe("Hammer allows standard, heavy attacks, not spray");
    const small = { "Machine Pistol": { rounds: 6, reload: 5 } };
    e = refusal(() =>
      diceEngineDuel.prepare(
        request("wren.kit", "ilse.kit", { settings: { attackA: "spray:10", ammoA: small } }),
      ),
    );
    expect(e.path).toEqual(["settings", "attackA"]);
    expect(e.message).toBe("Machine Pistol spray:[10] needs 10 rounds; Machine Pistol's magazine holds 6");
    e = refusal(() =>
      diceEngineDuel.prepare(
        request("wren.kit", "bruno.kit", { settings: { ammoB: { hammer: { rounds: 6, reload: 5 } } } }),
      ),
    );
    expect(e.path).toEqual(["settings", "ammoB", "hammer"]);
    expect(e.message).toMatch(/Hammer uses no ammunition/);
    e = refusal(() =>
      diceEngineDuel.prepare(
        request("wren.kit", "bruno.kit", { settings: { ammoA: { Axe: { rounds: 6, reload: 5 } } } }),
      ),
    );
    expect(e.path).toEqual(["settings", "ammoA", "Axe"]);
    e = refusal(() =>
      diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", { settings: { style: "wild" } })),
    );
    expect(e.path[0]).toBe("settings");
  });

  it("DE-COND-9..12: an unknown weapon, a condition duels do not play (Asphyxiated) or do not know, bad equipment, a fighter at 0 HP", () => {
    let e = refusal(() =>
      diceEngineDuel.prepare(request("bruno.kit", "ilse.kit", { weapons: [undefined, "Axe"] })),
    );
    expect(e.path).toEqual(["fighters", 1, "weapon"]);
    expect(e.message).toMatch(/Ilse Varn has no weapon "Axe" \(weapons: Knife, Unarmed Strike\)/);
    const inflicting = (onHit: unknown[]) => {
      const req = request("bruno.kit", "ilse.kit");
      req.equipment = [req.equipment![0], withOnHit("ilse.kit", onHit)];
      return req;
    };
    e = refusal(() => diceEngineDuel.prepare(inflicting([{ condition: "asphyxiated" }])));
    expect(e.path).toEqual(["fighters", 1, "weapon"]);
    expect(e.message).toMatch(/Knife inflicts Asphyxiated, which duels do not simulate: it ends only when/);
    // A condition written as the book names it ("Bleeding") is its id already; one no catalogue knows is refused.
    expect(() => diceEngineDuel.prepare(inflicting([{ condition: "Bleeding", rating: 1 }]))).not.toThrow();
    e = refusal(() => diceEngineDuel.prepare(inflicting([{ condition: "Gloom" }])));
    expect(e.message).toMatch(/^Knife inflicts "Gloom", which is not a condition of the core catalogue/);
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
