import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCheck } from "../character/check-effects.js";
import { build, opts } from "../character/testing/helpers.js";
import { resolveCheck } from "../check/check.js";
import { OTHER_COST_ROWS } from "../tracker/costs.js";
import { worldOptions } from "./options.js";
import {
  barrierDamping,
  DAMPING_MATERIALS,
  idleSense,
  type PerceptionSituationInput,
  perceptionLevels,
  senseVibration,
  switchSeeingMode,
  vibrosenseAcross,
} from "./senses.js";

const SEED = { seed: 14, numRuns: 300 };
const levels = (s: PerceptionSituationInput, o = worldOptions()) => {
  const r = perceptionLevels(s, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const reading = (raw: Parameters<typeof senseVibration>[0], o = worldOptions()) => {
  const r = senseVibration(raw, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("perception (§14)", () => {
  it("DE-SENSE-1: a loud, unlit room (sight and hearing impaired) gives one level, not two (option perSense: two)", () => {
    const room: PerceptionSituationInput = {
      uses: ["sight", "hearing"],
      obscured: ["hearing"],
      light: "unlit",
    };
    expect(levels(room)).toMatchObject({ disadvantage: 1, autoFail: false, usable: ["hearing"] });
    expect(levels(room, worldOptions({ senseLossDisadvantage: "perSense" })).disadvantage).toBe(2);
    // A sense switched off or covered counts the same.
    expect(levels({ uses: ["sight", "smell"], removed: ["smell"] }).disadvantage).toBe(1);
    expect(levels({ uses: ["sight"] })).toMatchObject({ advantage: 0, disadvantage: 0, autoFail: false });
  });

  it("DE-SENSE-2: unlit with hearing → 1 disadvantage; sight-only → automatic failure; dim → 1 on sight checks", () => {
    expect(levels({ uses: ["sight", "hearing"], light: "unlit" })).toMatchObject({
      disadvantage: 1,
      autoFail: false,
    });
    expect(levels({ uses: ["sight"], light: "unlit" })).toMatchObject({ autoFail: true, usable: [] });
    expect(levels({ uses: ["sight"], light: "dim" }).disadvantage).toBe(1);
    // Dimness does nothing to a check that does not use sight.
    expect(levels({ uses: ["hearing"], light: "dim" }).disadvantage).toBe(0);
    expect(levels({ uses: ["sight"], light: "bright" }).disadvantage).toBe(0);
  });

  it("DE-SENSE-3: obstruction light 1, moderate 2, heavy 3; an item removing 1 level from heavy → 2", () => {
    const obstruction = (level: "none" | "light" | "moderate" | "heavy") =>
      levels({ uses: ["sight"], obstruction: { level } }).disadvantage;
    expect([
      obstruction("none"),
      obstruction("light"),
      obstruction("moderate"),
      obstruction("heavy"),
    ]).toEqual([0, 1, 2, 3]);
    const goggles = { source: "smoke goggles", levels: 1, causes: ["smoke"] };
    expect(
      levels({
        uses: ["sight"],
        obstruction: { level: "heavy", cause: "smoke" },
        obstructionRelief: [goggles],
      }).disadvantage,
    ).toBe(2);
    // Relief tied to one cause does nothing against another; relief never goes below 0.
    expect(
      levels({ uses: ["sight"], obstruction: { level: "heavy", cause: "fog" }, obstructionRelief: [goggles] })
        .disadvantage,
    ).toBe(3);
    expect(
      levels({
        uses: ["sight"],
        obstruction: { level: "light" },
        obstructionRelief: [{ source: "visor", levels: 3 }],
      }).disadvantage,
    ).toBe(0);
  });

  it("DE-SENSE-4: the GM's extra disadvantage for distance or tiny things applies to sight checks", () => {
    expect(levels({ uses: ["sight"], sightDisadvantage: 1 }).disadvantage).toBe(1);
    expect(levels({ uses: ["hearing"], sightDisadvantage: 1 }).disadvantage).toBe(0);
    const bad = perceptionLevels({ uses: ["sight"], sightDisadvantage: -1 });
    expect(bad.ok || bad.error.path).toEqual(["perception", "sightDisadvantage"]);
  });

  it("DE-SENSE-5: the GM's advantage or disadvantage for distinct or indistinct sounds, on hearing checks", () => {
    expect(levels({ uses: ["hearing"], hearingAdvantage: 1 })).toMatchObject({
      advantage: 1,
      disadvantage: 0,
    });
    expect(levels({ uses: ["hearing", "sight"], hearingDisadvantage: 2 }).disadvantage).toBe(2);
    expect(levels({ uses: ["sight"], hearingAdvantage: 1 }).advantage).toBe(0);
  });

  it("DE-SENSE-1..5: the levels go into the check builder with the character's own sense perks", () => {
    const l = levels({ uses: ["sight", "hearing"], obscured: ["hearing"], light: "dim" });
    expect(l.disadvantage).toBe(2);
    const c = build({ stats: { intuition: 2 }, perks: { perceptiveVision: 1 } });
    const b = buildCheck(
      c,
      { stat: "intuition", purpose: "perception", sense: "sight", disadvantage: l.disadvantage, target: 12 },
      opts(),
    );
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    // Perceptive Vision's advantage cancels one level: net one level of disadvantage, three d10s.
    const r = resolveCheck(b.build.request, [9, 4, 8]);
    expect(r.net).toBe(-1);
    expect(r.kept).toEqual([4, 8]);
  });
});

describe("Vibrosense (§14)", () => {
  it("DE-SENSE-6: it needs contact with a surface and does not travel through gas", () => {
    expect(reading({ rating: 10, contact: true, distance: 10 })).toMatchObject({ sensed: true, reach: 10 });
    expect(reading({ rating: 10, contact: true, distance: 10.5 }).sensed).toBe(false);
    expect(reading({ rating: 10, contact: false, distance: 1 }).sensed).toBe(false);
    expect(reading({ rating: 10, contact: true, distance: 1, throughGas: true }).sensed).toBe(false);
    const bad = senseVibration({ rating: 10, contact: true, distance: -1 });
    expect(bad.ok || bad.error.path).toEqual(["vibration", "distance"]);
  });

  it("DE-SENSE-7: switching between sight and Vibrosense costs 1 initiative; only one is in use", () => {
    expect(switchSeeingMode("sight", "vibrosense")).toEqual({ mode: "vibrosense", initiative: 1 });
    expect(switchSeeingMode("vibrosense", "vibrosense")).toEqual({ mode: "vibrosense", initiative: 0 });
    expect(OTHER_COST_ROWS.find((r) => r.id === "switchSense")?.cost).toBe(1);
    // While feeling for vibrations, sight is off: a sight-only check in that mode fails outright.
    expect(levels({ uses: ["sight"], removed: [idleSense("vibrosense")] }).autoFail).toBe(true);
    expect(levels({ uses: ["vibrosense", "hearing"], removed: [idleSense("sight")] }).disadvantage).toBe(1);
  });

  it("DE-SENSE-8: through walls: rating 15 next to a damping-10 wall feels 15 m this side and 5 m beyond", () => {
    expect(vibrosenseAcross(15, 0, 10)).toEqual({ nearSide: 15, farSide: 5 });
    // 5 m from the wall, nothing beyond it.
    expect(vibrosenseAcross(15, 5, 10)).toEqual({ nearSide: 15, farSide: 0 });
    // The same, point by point: next to the wall, 5 m beyond is felt and 5.5 m is not.
    const wall = [{ damping: 10 }];
    expect(reading({ rating: 15, contact: true, distance: 5, barriers: wall }).sensed).toBe(true);
    expect(reading({ rating: 15, contact: true, distance: 5.5, barriers: wall }).sensed).toBe(false);
    // 5 m from a 5 cm Durasteel wall (damping 10), even 10 cm beyond it is 5.15 m away: not felt.
    expect(
      reading({
        rating: 15,
        contact: true,
        distance: 5.15,
        barriers: [{ material: "durasteel", thickness: 0.05 }],
      }).sensed,
    ).toBe(false);
    // Barriers add up.
    expect(
      reading({ rating: 15, contact: true, distance: 2, barriers: [{ damping: 4 }, { damping: 8 }] }),
    ).toMatchObject({
      sensed: true,
      reach: 3,
    });
  });

  it("DE-SENSE-8: a point past the barriers is felt iff its distance ≤ rating − total damping", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 60 }),
        (rating, dampings, distance) => {
          const r = reading({
            rating,
            contact: true,
            distance,
            barriers: dampings.map((damping) => ({ damping })),
          });
          const left = rating - dampings.reduce((a, b) => a + b, 0);
          expect(r.sensed).toBe(distance <= left);
          // Standing farther from one barrier never lets the character feel more beyond it.
          const d = dampings[0] ?? 0;
          expect(vibrosenseAcross(rating, distance + 1, d).farSide).toBeLessThanOrEqual(
            vibrosenseAcross(rating, distance, d).farSide,
          );
        },
      ),
      SEED,
    );
  });

  it("DE-SENSE-9: a damping field blocks it; hard vacuum (damping ∞) blocks it completely", () => {
    expect(reading({ rating: 30, contact: true, distance: 1, dampingField: true }).sensed).toBe(false);
    expect(
      reading({ rating: 1000, contact: true, distance: 0, barriers: [{ material: "hardVacuum" }] }),
    ).toMatchObject({
      sensed: false,
      why: "blocked completely",
    });
    expect(
      reading({ rating: 1000, contact: true, distance: 0, barriers: [{ damping: "blocks" }] }).sensed,
    ).toBe(false);
  });

  it("DE-SENSE-10: damping comes from material data; thickness counts only under dampingScalesWithThickness", () => {
    const rating = (material: string, thickness?: number, scales = false) => {
      const r = barrierDamping(
        thickness === undefined ? { material } : { material, thickness },
        worldOptions({ dampingScalesWithThickness: scales }),
      );
      return r.ok ? r.value : r.error.path;
    };
    expect(DAMPING_MATERIALS.map((m) => rating(m.id))).toEqual([4, 8, 10, 10, 7, Number.POSITIVE_INFINITY]);
    // Decision: a 30 cm brick wall is still 4; with the option it is 4 × ⌈0.3 / 0.1⌉ = 12.
    expect([rating("brickAndMortar", 0.3), rating("brickAndMortar", 0.3, true)]).toEqual([4, 12]);
    // 1.1 m of brick is 11 references (not 12, as 1.1 / 0.1 in floating point would round up to).
    expect(rating("brickAndMortar", 1.1, true)).toBe(44);
    expect(rating("durasteel", 0.15, true)).toBe(30);
    expect(rating("cheese")).toEqual(["barrier", "material"]);
    const bad = senseVibration({
      rating: 5,
      contact: true,
      distance: 1,
      barriers: [{ damping: 1 }, { material: "cheese" }],
    });
    expect(bad.ok || bad.error.path).toEqual(["vibration", "barriers", 1, "material"]);
    // A setting may bring its own materials.
    expect(
      barrierDamping({ material: "glass" }, worldOptions(), [
        { id: "glass", name: "Glass", reference: 0.01, rating: 2 },
      ]),
    ).toEqual({
      ok: true,
      value: 2,
    });
  });
});
