import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { deriveCharacter, leapOf, speedOf } from "../character/derive.js";
import { build, opts } from "../character/testing/helpers.js";
import { movement } from "../conditions/effects.js";
import { activeCondition } from "../conditions/state.js";
import { hero } from "../damage/testing/fixtures.js";
import { safeLanding } from "../perks/movement.js";
import {
  applySpeedSteps,
  climbPerMove,
  conditionSpeedSteps,
  fallDamage,
  falls,
  fatigueSpeedSteps,
  flightMinimum,
  flightMove,
  flightRound,
  glide,
  gravitySpeedSteps,
  hasRunningStart,
  leap,
  leapDistances,
  momentSpeed,
  paceInitiative,
  type SpeedStep,
  staysAloft,
  swimPerMove,
  walkingKmPerHour,
  zeroGMovement,
} from "./movement.js";
import { worldOptions } from "./options.js";

const o = opts();
const distances = (input: Parameters<typeof leapDistances>[0]) => {
  const r = leapDistances(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const prone = hero({ conditions: [activeCondition({ condition: "prone", appliedAt: 0 })] });
const restrained = hero({ conditions: [activeCondition({ condition: "restrained", appliedAt: 0 })] });

describe("movement (§26)", () => {
  it("DE-MOVE-1: speed comes from derive.ts: base 5 + Agility 2 + Quick Step ×2 = 9; Slow 5; Power Walk Str 3 / Agi 1 → 8", () => {
    expect(speedOf(build({ race: "human", stats: { agility: 2 }, perks: { quickStep: 2 } }), o)).toBe(9);
    expect(speedOf(build({ race: "human", stats: { agility: 2 }, perks: { slow: 1 } }), o)).toBe(5);
    expect(
      speedOf(build({ race: "human", stats: { agility: 1, strength: 3 }, perks: { powerWalk: 1 } }), o),
    ).toBe(8);
  });

  it("DE-MOVE-2: flat changes, then each halving rounded up, then zeroing: 9 at 1.3 g → 6, Prone → 3, fatigue 3 → 2", () => {
    const steps = [
      ...gravitySpeedSteps(1.3),
      ...conditionSpeedSteps(movement(prone, 9)),
      ...fatigueSpeedSteps(3),
    ];
    expect(applySpeedSteps(9, steps)).toEqual({
      speed: 2,
      lines: ["base 9 m", "1.3 g: -3 m → 6 m", "prone: halved → 3 m", "fatigue 3: halved → 2 m"],
    });
    expect(applySpeedSteps(9, [...steps, ...conditionSpeedSteps(movement(restrained, 9))]).speed).toBe(0);
    expect(applySpeedSteps(9, fatigueSpeedSteps(5)).speed).toBe(0);
    // Never below 0, and a halving never works on a negative number.
    expect(applySpeedSteps(2, gravitySpeedSteps(1.5)).speed).toBe(0);
    // The order the steps are listed in makes no difference: the rule fixes it.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.shuffledSubarray<SpeedStep>(
          [
            { kind: "flat", amount: -3, source: "a" },
            { kind: "flat", amount: 2, source: "b" },
            { kind: "half", source: "c" },
            { kind: "half", source: "d" },
            { kind: "zero", source: "e" },
          ],
          { minLength: 0 },
        ),
        (base, chosen) => {
          const sorted = [...chosen].sort((x, y) => x.source.localeCompare(y.source));
          expect(applySpeedSteps(base, chosen).speed).toBe(applySpeedSteps(base, sorted).speed);
        },
      ),
      { seed: 26, numRuns: 200 },
    );
  });

  it("DE-MOVE-2: the glue feeds speedOf's fatigue-free speed, so gravity comes before fatigue's halving", () => {
    const tired = build({
      race: "human",
      stats: { agility: 2 },
      perks: { quickStep: 2 },
      extra: { fatigue: 3 },
    });
    // speedOf already halves for fatigue (9 → 5); subtracting gravity after that would give 2, not 3.
    expect(speedOf(tired, o)).toBe(5);
    const base = speedOf({ ...tired, fatigue: 0 }, o)!;
    expect(
      applySpeedSteps(base, [...gravitySpeedSteps(1.3), ...fatigueSpeedSteps(tired.fatigue)]).speed,
    ).toBe(3);
    // The same in one call, with the conditions layer's verdict for a Prone character.
    expect(momentSpeed(base, { gravity: 1.3, conditions: movement(prone, base), fatigue: 3 }).speed).toBe(2);
    expect(momentSpeed(base, {}).speed).toBe(9);
  });

  it("DE-MOVE-3: a speed's worth per 2 (run), 4 (jog) or 6 (walk) initiative; speed 6 walks 6 km in an hour", () => {
    expect([paceInitiative("run"), paceInitiative("jog"), paceInitiative("walk")]).toEqual([2, 4, 6]);
    expect(walkingKmPerHour(6)).toBe(6);
  });

  it("DE-MOVE-4: climbing is half speed rounded up: 5 → 3, 1 → 1; Natural Climber climbs at full speed", () => {
    expect([climbPerMove(5), climbPerMove(1), climbPerMove(5, true)]).toEqual([3, 1, 5]);
    // derive.ts shows the same on the sheet.
    expect(deriveCharacter(build({ race: "human" }), o).climbSpeed).toBe(3);
    expect(deriveCharacter(build({ race: "human", perks: { naturalClimber: 1 } }), o).climbSpeed).toBe(5);
  });

  it("DE-MOVE-5: swimming is half speed rounded up; Natural Swimmer swims at full speed", () => {
    expect([swimPerMove(5), swimPerMove(2), swimPerMove(5, { naturalSwimmer: true })]).toEqual([3, 1, 5]);
    expect(deriveCharacter(build({ race: "human", perks: { naturalSwimmer: 1 } }), o).swimSpeed).toBe(5);
  });

  it("DE-MOVE-6: without Hover a flyer covers at least half its speed (rounded up) each round of 10 initiative, or falls", () => {
    expect([flightMinimum(6), flightMinimum(5)]).toEqual([3, 3]);
    expect(flightRound()).toBe(10);
    expect(staysAloft({ speed: 6, hover: false, metresThisRound: 2 })).toBe(false);
    expect(staysAloft({ speed: 6, hover: false, metresThisRound: 3 })).toBe(true);
    expect(falls({ supported: false, flight: { speed: 6, hover: false, metresThisRound: 2 } })).toBe(true);
  });

  it("DE-MOVE-7: no straight up or down without Hover; speed 6: rise 3 with 3 forward spends 6; rise 4 is refused (needs 8)", () => {
    expect(flightMove({ speed: 6, hover: false, forward: 3, vertical: 3 })).toEqual({
      ok: true,
      value: { spent: 6 },
    });
    const rise4 = flightMove({ speed: 6, hover: false, forward: 4, vertical: 4 });
    expect(rise4.ok || [rise4.error.path, rise4.error.message]).toEqual([
      ["vertical"],
      "that flight costs 8 m of speed, more than the 6 m there is",
    ]);
    const steep = flightMove({ speed: 6, hover: false, forward: 1, vertical: -2 });
    expect(steep.ok || steep.error.path).toEqual(["vertical"]);
  });

  it("DE-MOVE-8: with Hover a flyer goes straight up or down and may stay still without falling", () => {
    expect(flightMove({ speed: 6, hover: true, forward: 0, vertical: 4 })).toEqual({
      ok: true,
      value: { spent: 4 },
    });
    expect(staysAloft({ speed: 6, hover: true, metresThisRound: 0 })).toBe(true);
    expect(falls({ supported: false, flight: { speed: 6, hover: true, metresThisRound: 0 } })).toBe(false);
  });

  it("DE-MOVE-9: gliding at rating 3, 4 m down → 12 m forward and at most 3 turns of 45° (60° on hexes with the option)", () => {
    expect(glide({ rating: 3, descent: 4, turns: [45, -30] })).toEqual({
      ok: true,
      value: { forward: 12, turnsLeft: 1, maxTurn: 45 },
    });
    const many = glide({ rating: 3, descent: 4, turns: [10, 10, 10, 10] });
    expect(many.ok || many.error.path).toEqual(["turns"]);
    const sharp = glide({ rating: 3, descent: 4, turns: [10, 50] });
    expect(sharp.ok || sharp.error.path).toEqual(["turns", 1]);
    expect(glide({ rating: 3, descent: 4, turns: [60] }, "hex").ok).toBe(false);
    expect(
      glide({ rating: 3, descent: 4, turns: [60] }, "hex", worldOptions({ hexGlideTurn60: true })).ok,
    ).toBe(true);
    expect(
      glide({ rating: 3, descent: 4, turns: [60] }, "square", worldOptions({ hexGlideTurn60: true })).ok,
    ).toBe(false);
  });

  it("DE-MOVE-10: Strength 2 at 1 g → 7 / 4 / 4 / 2; at 0.5 g → 14 / 7 / 7 / 4; Strength 3 + JumpPack +2 at 2 g → 5", () => {
    expect(distances({ strength: 2 })).toEqual({
      running: 7,
      standing: 4,
      verticalRunning: 4,
      verticalStanding: 2,
    });
    expect(distances({ strength: 2, gravity: 0.5 })).toEqual({
      running: 14,
      standing: 7,
      verticalRunning: 7,
      verticalStanding: 4,
    });
    expect(distances({ strength: 3, bonus: 2, gravity: 2 }).running).toBe(5);
    // An item whose data puts its bonus after gravity: ⌈8 ÷ 2⌉ + 2 = 6.
    expect(distances({ strength: 3, bonusAfterGravity: 2, gravity: 2 }).running).toBe(6);
    expect(distances({ strength: -4, bonus: -3 }).running).toBe(0);
  });

  it("DE-MOVE-10: agrees with derive.ts's leapOf wherever that one applies (no items, gravity above 0)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 5 }),
        fc.integer({ min: 1, max: 400 }),
        (strength, hundredths) => {
          const gravity = hundredths / 100;
          expect(distances({ strength, gravity })).toEqual(
            leapOf(build({ stats: { strength } }), o, { gravity }),
          );
        },
      ),
      { seed: 10, numRuns: 300 },
    );
  });

  it("DE-MOVE-11: leap gravity uses the normal band (0.8–1.2 g → 1 g); at 0 g there is no leap", () => {
    expect([0.8, 1.1, 1.2].map((gravity) => distances({ strength: 2, gravity }).running)).toEqual([7, 7, 7]);
    expect(distances({ strength: 2, gravity: 1.3 }).running).toBe(6);
    const none = leapDistances({ strength: 2, gravity: 0 });
    expect(none.ok || none.error.path).toEqual(["gravity"]);
  });

  it("DE-MOVE-12: in zero gravity powered flight uses the flying rules; others push off", () => {
    expect(zeroGMovement({ poweredFlight: true, zeroGTrained: false })).toBe("flying");
    expect(zeroGMovement({ poweredFlight: false, zeroGTrained: false })).toBe("pushOff");
  });

  it("DE-MOVE-13: a running start is the Move right before, 4 m or more in a straight line; the leap spends its distance", () => {
    expect(hasRunningStart({ metres: 4, straight: true })).toBe(true);
    expect([
      hasRunningStart({ metres: 3, straight: true }),
      hasRunningStart({ metres: 6, straight: false }),
      hasRunningStart(null),
    ]).toEqual([false, false, false]);
    const d = distances({ strength: 2 });
    expect(
      leap({ distance: 6, vertical: false, previousMove: { metres: 4, straight: true }, speedLeft: 9 }, d),
    ).toEqual({
      ok: true,
      value: { spent: 6, limit: 7 },
    });
    const standing = leap({ distance: 6, vertical: false, previousMove: null, speedLeft: 9 }, d);
    expect(standing.ok || standing.error.path).toEqual(["distance"]);
    expect(leap({ distance: 2, vertical: true, previousMove: null, speedLeft: 9 }, d).ok).toBe(true);
    expect(leap({ distance: 3, vertical: true, previousMove: null, speedLeft: 9 }, d).ok).toBe(false);
    const tired = leap(
      { distance: 6, vertical: false, previousMove: { metres: 5, straight: true }, speedLeft: 5 },
      d,
    );
    expect(tired.ok || tired.error.message).toContain("5 m left");
  });

  it("DE-MOVE-14: unsupported characters fall; fall damage is setting data (Bludgeoning, unresisted), none in core", () => {
    expect([falls({ supported: true }), falls({ supported: false })]).toEqual([false, true]);
    const core = fallDamage(6, facesSource([]));
    expect(core.ok || core.error.path).toEqual(["fallDamage"]);
    const setting = worldOptions({ fallDamage: { expression: "Nd6", perMetres: 3 } });
    const r = fallDamage(7, facesSource([4, 5]), setting);
    expect(r.ok && [r.value.amount, r.value.damage.parts[0]!.type, r.value.damage.unresisted]).toEqual([
      9,
      "bludgeoning",
      true,
    ]);
    // Under 3 m: nothing rolled. Safe Landing (Agility 3) then takes its share off.
    expect(fallDamage(2, facesSource([]), setting)).toMatchObject({ ok: true, value: { amount: 0 } });
    expect(safeLanding(9, 3)).toBe(6);
    const broken = fallDamage(
      7,
      facesSource([]),
      worldOptions({ fallDamage: { expression: "Nd20", perMetres: 1 } }),
    );
    expect(broken.ok || broken.error.path).toEqual(["fallDamage", "expression"]);
  });
});
