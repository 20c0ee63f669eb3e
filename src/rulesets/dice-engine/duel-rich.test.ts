// The Dice Engine duel beyond one plain attack a side, in scripted fights named by the rules they
// prove: magazines, reloads and a change of weapon (DE-ATK-6), Sustained chains (DE-TYPE-5), a Spray
// at the one defender (DE-TYPE-10), and conditions inflicted on a hit (§25) with their checks,
// durations and effects. Every fight is played by the fast duel and by the reference on the same
// faces, every face is used, and each value asserted is worked out in the comments.
//
// The cast (examples/dice-engine): Bruno Hale — Strength +3 proficient (d12 + d10), Dexterity +1,
// Agility +1, Endurance +2 untrained (2d10), Logic −1, HP 4, Stun 2, DV 8. Ilse Varn — Agility +2
// proficient, Endurance +2, Logic +1, HP 3, Stun 2, DV 9 in her padded jacket (Surprised DV 7).
// Wren Adair — Logic 0, Endurance −1, HP 3, Stun 0, DV 6, unarmed.

import { describe, expect, it } from "vitest";
import type { DuelRequest } from "../../engine/facets/fight.js";
import { type FightStep, fightSteps, scriptedDice } from "../../engine/testing/fight-dice.js";
import { diceEngineDuel } from "./duel.js";
import { perInitiative } from "./duel-choice.js";
import { diceEngineReferenceDuel } from "./duel-reference.js";
import { RichDuel, type RichPath } from "./duel-rich.js";
import { setupDuel } from "./duel-setup.js";
import { fighter, request, withOnHit } from "./testing/duel.js";

/** Plays one scripted fight both ways; both must use every face and agree. Returns the fast one's steps. */
function play(req: DuelRequest, faces: number[], paths: RichPath[] = []): FightStep[] {
  const fast = diceEngineDuel.prepare(req);
  const seen: RichPath[] = [];
  if (fast instanceof RichDuel) fast.trace = (p) => seen.push(p);
  const one = scriptedDice(faces);
  const steps = fightSteps(fast, one);
  expect(one.used(), "the fast duel uses every face").toBe(faces.length);
  const two = scriptedDice(faces);
  expect(fightSteps(diceEngineReferenceDuel(req), two)).toEqual(steps);
  expect(two.used(), "the reference uses every face").toBe(faces.length);
  for (const p of paths) expect(seen).toContain(p);
  return steps;
}

const pistol = (rounds: number, reload: number, spare?: number) => ({
  "Machine Pistol": { rounds, reload, ...(spare !== undefined ? { spare } : {}) },
});

const equipped = (a: string, b: string, eqA: unknown, eqB: unknown, extra: Partial<DuelRequest> = {}) =>
  request(a, b, { ...extra, equipment: [eqA, eqB] });

describe("Dice Engine duel: ammunition (DE-ATK-6)", () => {
  it("DE-ATK-6, DE-ACT-2, DE-ACT-8: an empty magazine is reloaded at the settings' cost; with none left the knife is drawn (1)", () => {
    // Bruno with Wren's Machine Pistol (Standard: 2d10 + Dex 1 + 1) against unarmed Wren (DV 6).
    const req = request("bruno+wren.kit", "wren", {
      settings: { attackA: "standard", ammoA: pistol(1, 1, 1) },
    });
    const steps = play(
      req,
      [
        1, // Bruno's initiative: 1 − (−1) = 2
        6, // Wren's: 6 − 0 = 6
        1,
        2, // t 2, Bruno fires his one round: 1 + 2 + 1 + 1 = 5 < 6, a miss (→ 7)
        1,
        2, // t 6, Wren's Unarmed Strike: 1 + 2 − 1 = 2, a miss (→ 13)
        // t 7: the magazine is empty; the pistol (0.605 per initiative with a 1-initiative reload)
        // beats the knife (0.467), so Bruno reloads (→ 8) and, still the lowest, fires again:
        1,
        2, // a miss (→ 13, a tie with Wren)
        // t 13: no spare magazine left: Bruno drops the pistol and draws the knife (1 → 14) while
        // Wren strikes at the same moment (DE-INIT-6):
        1,
        2, // a miss (→ 20)
        10,
        9,
        8, // t 14, the knife without its skill: one more die, the lowest two kept: 9 + 8 + 1 + 1 = 19
        3, // 1d4: 3 — Wren (no Stun) drops to 0 HP
        1,
        2, // her death check at once: 1 + 2 − 1 = 2 < 12, a failure
        1,
        2,
        1,
        2, // left alone: two more failures, dead
      ],
      ["reload", "switch"],
    );
    expect(steps).toEqual<FightStep[]>([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: false, damage: 0 },
      { step: "attack", side: 1, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: false, damage: 0 },
      { step: "attack", side: 1, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: true, damage: 3 },
      { step: "end", rounds: 12, down: 2, dead: 2, timeout: false },
    ]);
  });

  it("DE-ATK-6: a magazine's reloads count in the rate: k attacks a magazine, then the reload", () => {
    // 12 rounds, 10 a Spray: one Spray (10 initiative) then a 5-initiative reload.
    expect(perInitiative(30, 10, 10, { rounds: 12, reload: 5, spare: null })).toBeCloseTo(30 / 15, 12);
    // 30 rounds, 1 a Standard attack: 30 attacks (150 initiative) and the reload.
    expect(perInitiative(3, 5, 1, { rounds: 30, reload: 5, spare: null })).toBeCloseTo(90 / 155, 12);
    expect(perInitiative(3, 5, 1, null)).toBeCloseTo(0.6, 12);
    const s = setupDuel(request("bruno+wren.kit", "ilse.kit", { settings: { ammoA: pistol(12, 5, 2) } }));
    // One Spray of 10 per magazine of 12: its mean damage over 10 + 5 initiative.
    const spray = s.arms[0][0]!.rated;
    expect(spray.rate).toBeCloseTo(spray.perAttack / 15, 12);
    expect(s.notes).toContain(
      "Bruno Hale's Machine Pistol holds 12 rounds and Machine Pistol spray:[10] uses 10; a reload costs 5 initiative, 2 spare magazines. When it is empty Bruno Hale reloads, or drops it and draws the best of (Knife standard, 0.343 per initiative; Unarmed Strike heavy:[2], 0.308 per initiative) if that deals more per initiative or no magazine is left",
    );
  });

  it("DE-ATK-6: a weapon whose ammunition has no magazine in the settings never runs out, and the notes say so", () => {
    const duel = diceEngineDuel.prepare(request("wren.kit", "ilse.kit"));
    expect(duel).not.toBeInstanceOf(RichDuel);
    expect(duel.notes).toContain(
      `Machine Pistol's ammunition is not counted: it never runs out (give it a magazine in "ammoA" to count it)`,
    );
  });
});

describe("Dice Engine duel: Sustained and Spray attacks (DE-TYPE-5, DE-TYPE-10)", () => {
  it("DE-TYPE-5: consecutive hits deal base × 1, × 2; a 5-initiative reload between them starts the chain again", () => {
    // Bruno's Machine Pistol (Sustained, no bonus: 2d10 + 1), 2 rounds, reloads cost 5, against Bruno's Hammer.
    const req = request("bruno+wren.kit", "bruno.kit", {
      settings: { attackA: "sustained", ammoA: pistol(2, 5) },
    });
    const steps = play(
      req,
      [
        1, // A: 1 − (−1) = 2
        6, // B: 6 + 1 = 7
        9,
        9,
        1, // t 2: 9 + 9 + 1 = 19 hits DV 8; 1d6 = 1, × 1: B's Stun 2 → 1 (A → 7)
        9,
        9,
        1, // t 7, a tie: 0 initiative since the chain's last attack: × 2 = 2, B's Stun 1 → 0 and 1 HP
        9,
        9, // B's consciousness check, DC 12 + 1: 9 + 9 + 2 passes
        1,
        2, // B's Heavy:[2] at the same moment: 1 + 2 + 3 = 6 < 8 (→ 14)
        // t 12: the magazine is empty: A reloads for 5 (→ 17)
        1,
        2, // t 14, B misses (→ 21)
        9,
        9,
        1, // t 17: 17 − 12 = 5 initiative since the chain's last attack: it starts again, × 1 = 1
        9,
        9, // B's consciousness check at 0 Stun, DC 14: passes (HP 2)
        1,
        2, // t 21, B misses (→ 28)
        9,
        9,
        1, // t 22: × 2 = 2: B reaches 0 HP
        9,
        9, // B's death check at once: a success
        9,
        9,
        9,
        9, // left alone: two more, stabilised
        1, // asleep 1d6 = 1 hour
      ],
      ["chain", "reload"],
    );
    expect(steps.filter((s) => s.step === "attack" && s.side === 0)).toEqual([
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "attack", side: 0, hit: true, damage: 2 },
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "attack", side: 0, hit: true, damage: 2 },
    ]);
    expect(steps.at(-1)).toEqual({ step: "end", rounds: 20, down: 2, dead: 0, timeout: false });
  });

  it("DE-TYPE-10, DE-TYPE-11: a Spray:[10] at the one defender is +2 to hit and lands min(DoS, 10) shots as one instance", () => {
    const req = request("bruno+wren.kit", "bruno.kit", { settings: { attackA: "spray:10" } });
    const steps = play(req, [
      1, // A: 2
      6, // B: 7
      3,
      2, // t 2: 3 + 2 + 1 + 2 = 8 against DV 8: DoS 1, so 1 shot lands
      2, // 1d6 = 2, × 1: B's Stun 2 → 0 (A → 12)
      9,
      9, // B's consciousness check, DC 12: passes
      1,
      2, // t 7, B misses (→ 14)
      9,
      9, // t 12: 9 + 9 + 1 + 2 = 21: DoS 14, capped at the 10 shots
      1, // 1d6 = 1, × 10 = 10: B at 0 Stun loses his 4 HP
      9,
      9,
      9,
      9,
      9,
      9, // three death checks pass: stabilised
      1,
    ]);
    expect(steps).toEqual<FightStep[]>([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: true, damage: 2 },
      { step: "attack", side: 1, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: true, damage: 10 },
      { step: "end", rounds: 10, down: 2, dead: 0, timeout: false },
    ]);
  });

  it("DE-TYPE-5: the attack choice rates a Sustained attack over the chain a fight is expected to last", () => {
    const s = setupDuel(request("bruno+wren.kit", "bruno.kit", { settings: { attackA: "sustained" } }));
    expect(s.attacks[0].label).toBe("Machine Pistol sustained");
    const auto = setupDuel(request("bruno+wren.kit", "ilse.kit"));
    expect(auto.notes[1]).toMatch(/^Bruno Hale attacks with Machine Pistol (spray:\[10\]|sustained)/);
  });
});

describe("Dice Engine duel: conditions inflicted on a hit (§25)", () => {
  it("DE-COND-6, 31, DE-DMG-1, DE-INIT-7, DE-HEALTH-7, DE-DEATH-4: Bleed ticks every 10 initiative through Endurance, drops Bruno, and bleeds him to death", () => {
    // Ilse's Serrated Knife (Standard: d12 + d10 + 2 + 1, 1d4) inflicts Bleed:[1] unless a DC 13
    // Endurance check passes.
    const steps = play(
      request("ilse-serrated.kit", "bruno.kit"),
      [
        1, // Ilse: 1 − 1 = 0
        6, // Bruno: 7
        5,
        5, // t 0: 5 + 5 + 3 = 13 hits DV 8
        1, // 1d4 = 1: Stun 2 → 1
        2,
        3, // Bruno resists Bleed: 2 + 3 + 2 = 7 < 13: Bleed:[1], first tick at 10 (Ilse → 5)
        1,
        2, // t 5, Ilse misses (→ 10)
        1,
        2, // t 7, Bruno misses (→ 14)
        4, // t 10: Bleed 1d4 = 4, − Endurance 2 = 2: Stun 1 → 0 and 1 HP (HP 3)
        9,
        9, // consciousness, DC 13: passes
        1,
        2, // Ilse misses (→ 15)
        1,
        2, // t 14, Bruno misses (→ 21)
        1,
        2, // t 15, Ilse misses (→ 20)
        4, // t 20: Bleed 4 − 2 = 2: HP 3 → 1 (at 0 Stun all goes to HP)
        1,
        2, // consciousness, DC 15: 1 + 2 + 2 fails
        1, // unconscious 1 hour: the fight ends at 20
        // Left alone, still bleeding:
        4, // t 30: 2 damage: HP 0, dying
        1,
        2, // its death check at once: failure 1
        1, // t 40: Bleed 1 − 2: nothing gets through
        1,
        2, // the periodic death check: failure 2
        4, // t 50: 2 damage at 0 HP forces a death check (DE-DEATH-4)
        1,
        2, // failure 3: dead
      ],
      ["conditionGained", "droppedByCondition", "diedLeftAlone"],
    );
    expect(steps.at(-1)).toEqual({ step: "end", rounds: 20, down: 2, dead: 2, timeout: false });
    expect(steps.filter((s) => s.step === "attack")).toHaveLength(6);
  });

  it("DE-COND-28, 29, 20, 23, DE-DV-1: ElectroShock burns 5; its DC 15 check when active paralyses; attacks then meet the Surprised DV", () => {
    // Bruno's Shock Baton (Strong: d12 + d10 + 3, 1d8 electric) inflicts ElectroShock for 20
    // initiative unless a DC 12 Endurance check passes.
    const steps = play(
      request("bruno-baton.kit", "ilse.kit"),
      [
        1, // Bruno: 2
        6, // Ilse: 5
        9,
        9,
        1, // t 2: 21 hits DV 9; 1 damage: Stun 2 → 1 (Bruno → 8)
        1,
        2, // Ilse resists: 1 + 2 + 2 = 5 < 12: ElectroShock, and she burns 5 on gaining it (→ 10)
        1,
        2, // t 8: Bruno misses (→ 14)
        1,
        2, // t 10, Ilse is active: DC 15 Endurance fails: Paralysed for 5; incapacitated, she burns 5 (→ 15)
        2,
        2, // t 14: 2 + 2 + 3 = 7: a miss against her DV 9, but a hit against her Surprised DV 7
        2, // 2 damage: Stun 1 → 0 and 1 HP
        9,
        9, // her consciousness check, DC 13: passes
        9,
        9, // she resists a second ElectroShock (DC 12) (Bruno → 20)
        9,
        9, // t 15: Paralysed has run out; active, her DC 15 check passes: ElectroShock ends
        9,
        9,
        4, // her knife: 21 hits; 1d4 = 4: Bruno's Stun 2 → 0 and 1 HP
        1,
        2, // his consciousness check, DC 13, fails
        1, // unconscious 1 hour
      ],
      ["conditionGained", "burnedWhenActive"],
    );
    expect(steps).toEqual<FightStep[]>([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "attack", side: 0, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: true, damage: 2 },
      { step: "attack", side: 1, hit: true, damage: 4 },
      { step: "end", rounds: 13, down: 1, dead: 0, timeout: false },
    ]);
  });

  it("DE-COND-25: knocked Prone, a fighter whose weapon is neither Light nor Anchored stands up (2) before it attacks", () => {
    const prone = [{ condition: "prone", check: { stat: "agility", dc: 13 } }];
    const faces = [
      1, // Bruno: 2
      6, // Ilse: 5
      9,
      9,
      1, // t 2, Heavy:[2]: 21 against DV 9, DoS 13: 2 × 1 = 2: Ilse's Stun 2 → 0
      9,
      9, // her consciousness check, DC 12: passes
      1,
      2, // she resists Prone, DC 13 Agility: 1 + 2 + 2 fails: Prone (Bruno → 9)
      9,
      9,
      4, // Ilse's knife: 21 hits; 4 damage: Bruno's Stun 2 → 0 and 1 HP
      1,
      2, // his consciousness check fails
      1, // unconscious 1 hour
    ];
    const knife = play(
      equipped("bruno.kit", "ilse.kit", withOnHit("bruno.kit", prone), fighter("ilse.kit").equipment),
      faces,
      ["stand"],
    );
    // She stands up at 5 (→ 7) and strikes at 7: the fight ends 5 ticks after it began.
    expect(knife.at(-1)).toEqual({ step: "end", rounds: 5, down: 1, dead: 0, timeout: false });
    // With a Light knife, Prone spoils nothing: she stays down and strikes at 5.
    const light = play(
      equipped("bruno.kit", "ilse.kit", withOnHit("bruno.kit", prone), withOnHit("ilse.kit", [], ["light"])),
      faces,
    );
    expect(light.at(-1)).toEqual({ step: "end", rounds: 3, down: 1, dead: 0, timeout: false });
  });

  it("DE-COND-13, DE-COND-7: Blinded gives its bearer's attacks disadvantage and attacks on it advantage, until its duration (restarted by a second hit) runs out", () => {
    const blinding = withOnHit("ilse.kit", [{ condition: "blinded", duration: 10 }]);
    const steps = play(equipped("ilse.kit", "bruno.kit", blinding, fighter("bruno.kit").equipment), [
      1, // Ilse: 0
      6, // Bruno: 7
      9,
      9,
      1, // t 0: a hit, 1 damage (Stun 1); Bruno is Blinded until 10 (Ilse → 5)
      1,
      2,
      9, // t 5: one more die for her advantage, the best two kept: 2 + 9 + 3 = 14 hits
      1, // 1 damage: Stun 0
      9,
      9, // his consciousness check passes; Blinded again, now until 15 (Ilse → 10)
      9,
      1,
      1, // t 7, Bruno blinded: one more die, the worst two kept: 1 + 1 + 3 = 5 misses (→ 14)
      1,
      1,
      1, // t 10: still Blinded: Ilse rolls three dice, 1 + 1 + 3 misses (→ 15)
      9,
      9,
      1, // t 14: the worst two, 9 + 1 + 3 = 13, hit DV 9 with DoS 5: Heavy:[2] × 2
      4, // 1d8 = 4, × 2 = 8: Ilse's Stun 2 → 0 and 1 HP
      1,
      2, // her consciousness check fails
      1,
    ]);
    expect(steps).toEqual<FightStep[]>([
      { step: "begin", first: 0 },
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "attack", side: 0, hit: true, damage: 1 },
      { step: "attack", side: 1, hit: false, damage: 0 },
      { step: "attack", side: 0, hit: false, damage: 0 },
      { step: "attack", side: 1, hit: true, damage: 8 },
      { step: "end", rounds: 14, down: 1, dead: 0, timeout: false },
    ]);
  });

  it("says which conditions a weapon inflicts, and which change nothing in a duel", () => {
    const deafening = withOnHit("ilse.kit", [
      { condition: "deafened", duration: 10 },
      { condition: "bleed", rating: 2, check: { stat: "endurance", dc: 13 } },
    ]);
    const s = setupDuel(equipped("bruno.kit", "ilse.kit", fighter("bruno.kit").equipment, deafening));
    expect(s.plain).toBe(false);
    expect(s.notes).toContain(
      "Ilse Varn's Knife inflicts on a hit: Deafened for 10 initiative (no effect in a duel: it only weighs on perception, which a duel never checks), Bleed:[2] (a DC 13 Endurance check resists)",
    );
  });
});
